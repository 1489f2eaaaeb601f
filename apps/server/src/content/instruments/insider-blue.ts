import { type AgreementItem, INSIDER_FAREWELL, INSIDER_WELCOME, insiderInstrument, t } from "./insider-red";
import type { Instrument } from "./types";

/*
 * Blue insider survey (surveyId 8, SURVEY_WELLGUARD_INSIDER_BLUE and its refresh, docs/instruments/insider-blue.md):
 * unwitting exposure — sharing too much, trusting too readily, putting off updates. Eight agreement items of our own,
 * two reversed; scored by insiderInstrument (index 0-10 = mean points / 4 × 10) into DIMENSION_INSIDER_BLUE.
 */

const BLUE_ITEMS: AgreementItem[] = [
  {
    reverse: false,
    text: t({
      gb: "I share details of my work (projects, clients, tools) on social media.",
      es: "Comparto detalles de mi trabajo (proyectos, clientes, herramientas) en redes sociales.",
      ca: "Comparteixo detalls de la meva feina (projectes, clients, eines) a les xarxes socials.",
      eu: "Nire lanaren xehetasunak (proiektuak, bezeroak, tresnak) sare sozialetan partekatzen ditut.",
      pl: "Dzielę się szczegółami mojej pracy (projekty, klienci, narzędzia) w mediach społecznościowych.",
      pt: "Partilho detalhes do meu trabalho (projetos, clientes, ferramentas) nas redes sociais.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "I put off software updates on my devices for days or weeks.",
      es: "Aplazo durante días o semanas las actualizaciones de mis dispositivos.",
      mx: "Pospongo durante días o semanas las actualizaciones de mis dispositivos.",
      ca: "Ajorno durant dies o setmanes les actualitzacions dels meus dispositius.",
      eu: "Nire gailuen eguneratzeak egun edo aste batzuez atzeratzen ditut.",
      pl: "Odkładam aktualizacje oprogramowania na moich urządzeniach o całe dni lub tygodnie.",
      pt: "Adio durante dias ou semanas as atualizações dos meus dispositivos.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "If someone calls saying they are from IT support, I follow their instructions.",
      es: "Si alguien me llama diciendo que es del soporte informático, sigo sus instrucciones.",
      mx: "Si alguien me llama diciendo que es de soporte técnico, sigo sus instrucciones.",
      ca: "Si algú em truca dient que és del suport informàtic, segueixo les seves instruccions.",
      eu: "Norbaitek informatika-laguntzakoa dela esanez deitzen badit, haren argibideak betetzen ditut.",
      pl: "Jeśli ktoś dzwoni i mówi, że jest z działu IT, wykonuję jego polecenia.",
      pt: "Se alguém me liga a dizer que é do apoio informático, sigo as suas instruções.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "I use public Wi-Fi for work without a VPN.",
      es: "Uso wifis públicas para trabajar sin VPN.",
      mx: "Uso redes wifi públicas para trabajar sin VPN.",
      ca: "Faig servir wifis públiques per treballar sense VPN.",
      eu: "Wifi publikoak erabiltzen ditut lanerako, VPNrik gabe.",
      pl: "Korzystam z publicznego Wi-Fi do pracy bez VPN.",
      pt: "Uso redes Wi-Fi públicas para trabalhar sem VPN.",
    }),
  },
  {
    reverse: true,
    text: t({
      gb: "Before giving information over the phone, I make sure I know who I am talking to.",
      es: "Antes de dar información por teléfono, me aseguro de saber con quién hablo.",
      ca: "Abans de donar informació per telèfon, m'asseguro de saber amb qui parlo.",
      eu: "Telefonoz informazioa eman aurretik, norekin ari naizen ziurtatzen dut.",
      pl: "Zanim przekażę informacje przez telefon, upewniam się, z kim rozmawiam.",
      pt: "Antes de dar informações por telefone, certifico-me de que sei com quem estou a falar.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "I install apps or browser extensions I find useful without asking IT.",
      es: "Instalo aplicaciones o extensiones del navegador que me resultan útiles sin consultar a informática.",
      mx: "Instalo aplicaciones o extensiones del navegador que me resultan útiles sin consultar a sistemas.",
      ca: "Instal·lo aplicacions o extensions del navegador que em són útils sense consultar informàtica.",
      eu: "Erabilgarriak iruditzen zaizkidan aplikazioak edo nabigatzaile-gehigarriak instalatzen ditut, informatikakoei galdetu gabe.",
      pl: "Instaluję przydatne aplikacje lub rozszerzenia przeglądarki, nie pytając działu IT.",
      pt: "Instalo aplicações ou extensões do navegador que considero úteis sem perguntar à informática.",
    }),
  },
  {
    reverse: true,
    text: t({
      gb: "My social media profiles are visible only to people I choose.",
      es: "Mis perfiles en redes sociales solo son visibles para las personas que yo elijo.",
      ca: "Els meus perfils a les xarxes socials només són visibles per a les persones que jo trio.",
      eu: "Sare sozialetako nire profilak nik aukeratutako pertsonek baino ezin dituzte ikusi.",
      pl: "Moje profile w mediach społecznościowych widzą tylko wybrane przeze mnie osoby.",
      pt: "Os meus perfis nas redes sociais só são visíveis para as pessoas que eu escolho.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "I talk about work matters in public places, such as trains or cafés, where others can hear.",
      es: "Hablo de asuntos de trabajo en lugares públicos, como el tren o una cafetería, donde otros pueden oírme.",
      ca: "Parlo d'assumptes de feina en llocs públics, com el tren o una cafeteria, on altres em poden sentir.",
      eu: "Lan-gaiez hitz egiten dut leku publikoetan, trenean edo kafetegi batean adibidez, besteek entzun dezaketen lekuan.",
      pl: "Rozmawiam o sprawach służbowych w miejscach publicznych, np. w pociągu czy kawiarni, gdzie inni mogą słyszeć.",
      pt: "Falo de assuntos de trabalho em locais públicos, como o comboio ou um café, onde outros podem ouvir.",
    }),
  },
];

export const insiderBlue: Instrument = insiderInstrument({
  surveyId: 8,
  key: "insiderBlue",
  surveyKeys: ["SURVEY_WELLGUARD_INSIDER_BLUE", "SURVEY_WELLGUARD_INSIDER_BLUE_REFRESH"],
  dimension: "DIMENSION_INSIDER_BLUE",
  part: "exposure",
  name: t({
    gb: "Sharing, trust and updates",
    es: "Compartir, confiar y actualizar",
    ca: "Compartir, confiar i actualitzar",
    eu: "Partekatu, fidatu eta eguneratu",
    pl: "Udostępnianie, zaufanie i aktualizacje",
    pt: "Partilhar, confiar e atualizar",
  }),
  welcome: [
    t({
      gb: "Now a few questions on what we share, whom we trust and how we keep our devices up to date: eight short statements, about three minutes.",
      es: "Ahora unas preguntas sobre lo que compartimos, en quién confiamos y cómo mantenemos al día nuestros dispositivos: ocho frases breves, unos tres minutos.",
      ca: "Ara unes preguntes sobre el que compartim, de qui ens fiem i com mantenim al dia els nostres dispositius: vuit frases breus, uns tres minuts.",
      eu: "Orain galdera batzuk partekatzen dugunari, norengan fidatzen garen eta gailuak nola eguneratzen ditugun buruz: zortzi esaldi labur, hiru bat minutu.",
      pl: "Teraz kilka pytań o to, czym się dzielimy, komu ufamy i jak dbamy o aktualność urządzeń: osiem krótkich stwierdzeń, około trzech minut.",
      pt: "Agora algumas perguntas sobre o que partilhamos, em quem confiamos e como mantemos os dispositivos atualizados: oito frases curtas, cerca de três minutos.",
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
  items: BLUE_ITEMS,
});
