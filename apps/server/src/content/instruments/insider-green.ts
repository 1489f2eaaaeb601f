import { type AgreementItem, INSIDER_FAREWELL, INSIDER_WELCOME, insiderInstrument, t } from "./insider-red";
import type { Instrument } from "./types";

/*
 * Green insider survey (surveyId 7, SURVEY_WELLGUARD_INSIDER_GREEN, docs/instruments/insider-green.md): everyday shortcuts
 * and oversights, the negligence that weakens security without anyone meaning to. Eight agreement items of our own,
 * three reversed; scored by insiderInstrument (index 0-10 = mean points / 4 × 10) into DIMENSION_INSIDER_GREEN.
 */

const GREEN_ITEMS: AgreementItem[] = [
  {
    reverse: false,
    text: t({
      gb: "When I'm in a hurry, I skip security steps that seem unnecessary to me.",
      es: "Cuando tengo prisa, me salto los pasos de seguridad que me parecen innecesarios.",
      ca: "Quan tinc pressa, em salto els passos de seguretat que em semblen innecessaris.",
      eu: "Presaka nabilenean, beharrezkoak iruditzen ez zaizkidan segurtasun-urratsak saltatzen ditut.",
      pl: "Kiedy się spieszę, pomijam kroki bezpieczeństwa, które wydają mi się zbędne.",
      pt: "Quando estou com pressa, salto os passos de segurança que me parecem desnecessários.",
    }),
  },
  {
    reverse: true,
    text: t({
      gb: "I lock my screen every time I step away from my computer.",
      es: "Bloqueo la pantalla cada vez que me alejo del ordenador.",
      mx: "Bloqueo la pantalla cada vez que me alejo de la computadora.",
      ca: "Bloquejo la pantalla cada vegada que m'allunyo de l'ordinador.",
      eu: "Pantaila blokeatzen dut ordenagailutik urruntzen naizen bakoitzean.",
      pl: "Blokuję ekran za każdym razem, gdy odchodzę od komputera.",
      pt: "Bloqueio o ecrã sempre que me afasto do computador.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "I use the same password for several work services.",
      es: "Uso la misma contraseña para varios servicios del trabajo.",
      ca: "Faig servir la mateixa contrasenya per a diversos serveis de la feina.",
      eu: "Pasahitz bera erabiltzen dut laneko hainbat zerbitzutarako.",
      pl: "Używam tego samego hasła do kilku służbowych usług.",
      pt: "Uso a mesma palavra-passe em vários serviços de trabalho.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "To keep working at home, I sometimes send work documents to my personal e-mail or cloud storage.",
      es: "Para seguir trabajando en casa, a veces me envío documentos del trabajo a mi correo o nube personal.",
      ca: "Per continuar treballant a casa, de vegades m'envio documents de la feina al meu correu o núvol personal.",
      eu: "Etxean lanean jarraitzeko, batzuetan laneko dokumentuak nire posta edo hodei pertsonalera bidaltzen ditut.",
      pl: "Żeby pracować w domu, czasem wysyłam służbowe dokumenty na prywatną pocztę lub do prywatnej chmury.",
      pt: "Para continuar a trabalhar em casa, às vezes envio documentos de trabalho para o meu e-mail ou nuvem pessoal.",
    }),
  },
  {
    reverse: true,
    text: t({
      gb: "I check the recipients before sending an e-mail with attachments.",
      es: "Reviso los destinatarios antes de enviar un correo con archivos adjuntos.",
      ca: "Reviso els destinataris abans d'enviar un correu amb fitxers adjunts.",
      eu: "Eranskinak dituen mezu bat bidali aurretik hartzaileak begiratzen ditut.",
      pl: "Sprawdzam adresatów, zanim wyślę e-mail z załącznikami.",
      pt: "Verifico os destinatários antes de enviar um e-mail com anexos.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "Printed documents sometimes stay on the printer or on my desk for a while.",
      es: "A veces los documentos impresos se quedan un rato en la impresora o sobre mi mesa.",
      mx: "A veces los documentos impresos se quedan un rato en la impresora o sobre mi escritorio.",
      ca: "De vegades els documents impresos es queden una estona a la impressora o sobre la meva taula.",
      eu: "Batzuetan dokumentu inprimatuak denbora batez geratzen dira inprimagailuan edo nire mahai gainean.",
      pl: "Wydrukowane dokumenty czasem leżą przez jakiś czas w drukarce albo na moim biurku.",
      pt: "Às vezes os documentos impressos ficam algum tempo na impressora ou em cima da minha secretária.",
    }),
  },
  {
    reverse: true,
    text: t({
      gb: "I keep work files where the company provides, not on USB sticks or personal apps.",
      es: "Guardo los archivos del trabajo donde la empresa indica, no en memorias USB ni en aplicaciones personales.",
      ca: "Deso els fitxers de la feina on l'empresa indica, no en memòries USB ni en aplicacions personals.",
      eu: "Laneko fitxategiak enpresak adierazten duen lekuan gordetzen ditut, ez USB memorietan edo aplikazio pertsonaletan.",
      pl: "Przechowuję pliki służbowe tam, gdzie wskazuje firma, a nie na pendrive'ach czy w prywatnych aplikacjach.",
      pt: "Guardo os ficheiros de trabalho onde a empresa indica, e não em pens USB nem em aplicações pessoais.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "When I have a lot of work, I put off security training and reminders.",
      es: "Cuando tengo mucho trabajo, aplazo las formaciones y los avisos de seguridad.",
      mx: "Cuando tengo mucho trabajo, pospongo las capacitaciones y los avisos de seguridad.",
      ca: "Quan tinc molta feina, ajorno les formacions i els avisos de seguretat.",
      eu: "Lan asko dudanean, segurtasuneko prestakuntzak eta oharrak atzeratzen ditut.",
      pl: "Gdy mam dużo pracy, odkładam szkolenia i przypomnienia dotyczące bezpieczeństwa.",
      pt: "Quando tenho muito trabalho, adio as formações e os avisos de segurança.",
    }),
  },
];

export const insiderGreen: Instrument = insiderInstrument({
  surveyId: 7,
  key: "insiderGreen",
  surveyKeys: ["SURVEY_WELLGUARD_INSIDER_GREEN"],
  dimension: "DIMENSION_INSIDER_GREEN",
  part: "habit",
  name: t({
    gb: "Everyday habits and shortcuts",
    es: "Hábitos y atajos del día a día",
    ca: "Hàbits i dreceres del dia a dia",
    eu: "Eguneroko ohiturak eta lasterbideak",
    pl: "Codzienne nawyki i skróty",
    pt: "Hábitos e atalhos do dia a dia",
  }),
  welcome: [
    t({
      gb: "This one is about the small shortcuts we all take when work piles up: eight short statements, about three minutes.",
      es: "Esta va de los pequeños atajos que todos tomamos cuando se acumula el trabajo: ocho frases breves, unos tres minutos.",
      mx: "Esta trata de los pequeños atajos que todos tomamos cuando se acumula el trabajo: ocho frases breves, unos tres minutos.",
      ca: "Aquesta tracta de les petites dreceres que tots agafem quan s'acumula la feina: vuit frases breus, uns tres minuts.",
      eu: "Hau lana pilatzen denean denok hartzen ditugun lasterbide txikiei buruzkoa da: zortzi esaldi labur, hiru bat minutu.",
      pl: "Tym razem o drobnych skrótach, na które wszyscy idziemy, gdy przybywa pracy: osiem krótkich stwierdzeń, około trzech minut.",
      pt: "Este questionário é sobre os pequenos atalhos que todos tomamos quando o trabalho se acumula: oito frases curtas, cerca de três minutos.",
    }),
    ...INSIDER_WELCOME,
  ],
  intro: [
    t({
      gb: "How much does each statement describe you?",
      es: "¿Hasta qué punto te describe cada frase?",
      mx: "¿Qué tanto se identifica con cada frase?",
      ca: "Fins a quin punt et descriu cada frase?",
      eu: "Zenbateraino deskribatzen zaitu esaldi bakoitzak?",
      pl: "W jakim stopniu każde stwierdzenie Cię opisuje?",
      pt: "Até que ponto cada frase o descreve?",
    }),
  ],
  farewell: INSIDER_FAREWELL,
  items: GREEN_ITEMS,
});
