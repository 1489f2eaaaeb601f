import type { DimensionKey } from "@wellguard/contract";
import { round1, t } from "./insider-red";
import type {
  Answers,
  DimensionScore,
  Instrument,
  InstrumentOption,
  InstrumentQuestion,
  Text,
} from "./types";

/*
 * Social engineering (surveyId 5, SURVEY_WELLGUARD_SOCIAL_ENGINEERING, helper HELPER_AWARENESS;
 * docs/instruments/social-engineering.md): fifteen workplace scenarios of our own, three per persuasion lever
 * (authority, urgency, social proof, trust and liking, curiosity). Each has the same four answers, from going
 * ahead at once (3) to checking through another trusted channel first (0).
 *
 * Scoring (pure, unit-tested against the doc's hand-worked examples):
 *   lever = mean of its answered items / 3 × 10, one decimal (10 = most susceptible); extra = items answered;
 *     needs 2 of its 3 items;
 *   DIMENSION_SE_SUSCEPTIBILITY = mean of all answered items / 3 × 10, one decimal; extra = items answered;
 *     needs 10 of the 15 items.
 */

export const SE_LEVERS = [
  { part: "authority", dimension: "DIMENSION_SE_AUTHORITY" },
  { part: "urgency", dimension: "DIMENSION_SE_URGENCY" },
  { part: "socialProof", dimension: "DIMENSION_SE_SOCIAL_PROOF" },
  { part: "trust", dimension: "DIMENSION_SE_TRUST" },
  { part: "curiosity", dimension: "DIMENSION_SE_CURIOSITY" },
] as const satisfies readonly { part: string; dimension: DimensionKey }[];
type Lever = (typeof SE_LEVERS)[number]["part"];

export const SE_MIN_PER_LEVER = 2;
export const SE_MIN_TOTAL = 10;

/** The four answers of every scenario, in display order. */
const OPTIONS: InstrumentOption[] = [
  {
    value: 3,
    label: t({
      gb: "I go ahead straight away.",
      es: "Lo hago enseguida.",
      mx: "Lo hago de inmediato.",
      ca: "Ho faig de seguida.",
      eu: "Berehala egiten dut.",
      pl: "Od razu to robię.",
      pt: "Faço-o de imediato.",
    }),
  },
  {
    value: 2,
    label: t({
      gb: "I go ahead once I've had a quick look to see that it seems genuine.",
      es: "Lo hago después de echar un vistazo rápido para ver que parece auténtico.",
      mx: "Lo hago después de revisar rápidamente que parezca auténtico.",
      ca: "Ho faig després de fer un cop d'ull ràpid per veure que sembla autèntic.",
      eu: "Egin egiten dut, benetakoa dirudiela ikusteko begirada azkar bat bota ondoren.",
      pl: "Robię to, gdy szybko sprawdzę, czy wygląda na prawdziwe.",
      pt: "Faço-o depois de uma vista de olhos rápida para ver se parece autêntico.",
    }),
  },
  {
    value: 1,
    label: t({
      gb: "I hold off and ask a colleague what they think.",
      es: "Espero y pregunto a un compañero qué le parece.",
      mx: "Espero y le pregunto a un compañero qué opina.",
      ca: "M'espero i pregunto a un company què en pensa.",
      eu: "Itxaron egiten dut eta lankide bati zer iruditzen zaion galdetzen diot.",
      pl: "Wstrzymuję się i pytam współpracownika, co o tym myśli.",
      pt: "Espero e pergunto a um colega o que acha.",
    }),
  },
  {
    value: 0,
    label: t({
      gb: "Before doing anything, I check through another channel I trust (a known number, the intranet, IT, in person).",
      es: "Antes de hacer nada, lo compruebo por otro canal de confianza (un número conocido, la intranet, informática, en persona).",
      mx: "Antes de hacer cualquier cosa, lo verifico por otro canal de confianza (un número conocido, la intranet, sistemas, en persona).",
      ca: "Abans de fer res, ho comprovo per un altre canal de confiança (un número conegut, la intranet, informàtica, en persona).",
      eu: "Ezer egin aurretik, konfiantzazko beste bide batetik egiaztatzen dut (zenbaki ezagun bat, intraneta, informatika, aurrez aurre).",
      pl: "Zanim cokolwiek zrobię, sprawdzam to innym zaufanym kanałem (znany numer, intranet, dział IT, osobiście).",
      pt: "Antes de fazer o que quer que seja, verifico por outro canal de confiança (um número conhecido, a intranet, a informática, pessoalmente).",
    }),
  },
];

const SCENARIOS: Record<Lever, Text[]> = {
  authority: [
    t({
      gb: "An e-mail that appears to come from the managing director asks you to buy gift cards for a client event and send the codes today. What do you do?",
      es: "Un correo que parece del director general te pide comprar tarjetas regalo para un evento con clientes y enviarle los códigos hoy. ¿Qué haces?",
      mx: "Un correo que parece del director general le pide comprar tarjetas de regalo para un evento con clientes y enviarle los códigos hoy. ¿Qué hace?",
      ca: "Un correu que sembla del director general et demana comprar targetes regal per a un esdeveniment amb clients i enviar-li els codis avui. Què fas?",
      eu: "Zuzendari nagusiarena dirudien mezu batek bezeroekin egingo den ekitaldi baterako opari-txartelak erosi eta kodeak gaur bidaltzeko eskatzen dizu. Zer egiten duzu?",
      pl: "E-mail, który wygląda na wiadomość od prezesa, prosi Cię o kupienie kart podarunkowych na wydarzenie dla klientów i przesłanie kodów jeszcze dziś. Co robisz?",
      pt: "Um e-mail que parece vir do diretor-geral pede-lhe que compre cartões-oferta para um evento com clientes e lhe envie os códigos hoje. O que faz?",
    }),
    t({
      gb: "Someone phones saying they are from the tax authority and asks you to confirm a supplier's bank details. What do you do?",
      es: "Alguien llama diciendo que es de Hacienda y te pide que confirmes los datos bancarios de un proveedor. ¿Qué haces?",
      mx: "Alguien llama diciendo que es del SAT y le pide que confirme los datos bancarios de un proveedor. ¿Qué hace?",
      ca: "Algú truca dient que és d'Hisenda i et demana que confirmis les dades bancàries d'un proveïdor. Què fas?",
      eu: "Norbaitek deitzen du Ogasunekoa dela esanez, eta hornitzaile baten banku-datuak berresteko eskatzen dizu. Zer egiten duzu?",
      pl: "Ktoś dzwoni, przedstawia się jako pracownik urzędu skarbowego i prosi o potwierdzenie danych bankowych dostawcy. Co robisz?",
      pt: "Alguém telefona a dizer que é das Finanças e pede-lhe que confirme os dados bancários de um fornecedor. O que faz?",
    }),
    t({
      gb: "A message signed 'IT management' tells everyone to install a new security tool from a link, by order of the board. What do you do?",
      es: "Un mensaje firmado por «Dirección de Sistemas» ordena a toda la plantilla instalar una nueva herramienta de seguridad desde un enlace, por orden del consejo. ¿Qué haces?",
      mx: "Un mensaje firmado por «Dirección de Sistemas» indica a todo el personal instalar una nueva herramienta de seguridad desde un enlace, por orden del consejo. ¿Qué hace?",
      ca: "Un missatge signat per «Direcció de Sistemes» ordena a tota la plantilla instal·lar una nova eina de seguretat des d'un enllaç, per ordre del consell. Què fas?",
      eu: "«Sistemen Zuzendaritza» izenpetutako mezu batek langile guztiei segurtasun-tresna berri bat esteka batetik instalatzeko agintzen die, kontseiluaren aginduz. Zer egiten duzu?",
      pl: "Wiadomość podpisana „Kierownictwo IT” nakazuje wszystkim zainstalowanie nowego narzędzia bezpieczeństwa z linku, na polecenie zarządu. Co robisz?",
      pt: "Uma mensagem assinada pela «Direção de Sistemas» manda todos instalarem uma nova ferramenta de segurança a partir de uma ligação, por ordem da administração. O que faz?",
    }),
  ],
  urgency: [
    t({
      gb: "A supplier writes that their account will be blocked unless an overdue invoice is paid within the hour, and sends new bank details. What do you do?",
      es: "Un proveedor escribe que le bloquearán la cuenta si no se paga en una hora una factura vencida, y envía unos datos bancarios nuevos. ¿Qué haces?",
      mx: "Un proveedor escribe que le bloquearán la cuenta si no se paga en una hora una factura vencida, y envía datos bancarios nuevos. ¿Qué hace?",
      ca: "Un proveïdor escriu que li bloquejaran el compte si no es paga en una hora una factura vençuda, i envia unes dades bancàries noves. Què fas?",
      eu: "Hornitzaile batek idazten du ordubete barru iraungitako faktura bat ordaintzen ez bada kontua blokeatuko diotela, eta banku-datu berriak bidaltzen ditu. Zer egiten duzu?",
      pl: "Dostawca pisze, że jego konto zostanie zablokowane, jeśli zaległa faktura nie zostanie opłacona w ciągu godziny, i przesyła nowe dane bankowe. Co robisz?",
      pt: "Um fornecedor escreve que a conta dele será bloqueada se uma fatura em atraso não for paga dentro de uma hora, e envia novos dados bancários. O que faz?",
    }),
    t({
      gb: "An alert says your mailbox will be deleted in 30 minutes unless you sign in through the link to keep it. What do you do?",
      es: "Un aviso dice que tu buzón se eliminará en 30 minutos si no inicias sesión desde el enlace para conservarlo. ¿Qué haces?",
      mx: "Un aviso dice que su buzón se eliminará en 30 minutos si no inicia sesión desde el enlace para conservarlo. ¿Qué hace?",
      ca: "Un avís diu que la teva bústia s'eliminarà d'aquí a 30 minuts si no inicies la sessió des de l'enllaç per conservar-la. Què fas?",
      eu: "Ohar batek dio zure postontzia 30 minututan ezabatuko dela, esteka horretatik saioa hasten ez baduzu. Zer egiten duzu?",
      pl: "Komunikat informuje, że Twoja skrzynka pocztowa zostanie usunięta za 30 minut, chyba że zalogujesz się przez link, aby ją zachować. Co robisz?",
      pt: "Um alerta diz que a sua caixa de correio será eliminada dentro de 30 minutos se não iniciar sessão através da ligação para a manter. O que faz?",
    }),
    t({
      gb: "A caller says a parcel for your manager will be sent back today unless you give them the office door code. What do you do?",
      es: "Alguien llama y dice que un paquete para tu responsable se devolverá hoy si no le das el código de la puerta de la oficina. ¿Qué haces?",
      mx: "Alguien llama y dice que un paquete para su jefe se devolverá hoy si no le da el código de la puerta de la oficina. ¿Qué hace?",
      ca: "Algú truca i diu que un paquet per al teu responsable es retornarà avui si no li dones el codi de la porta de l'oficina. Què fas?",
      eu: "Norbaitek deitu eta dio zure arduradunarentzako pakete bat gaur itzuliko dutela, bulegoko atearen kodea ematen ez badiozu. Zer egiten duzu?",
      pl: "Dzwoniący twierdzi, że paczka dla Twojego przełożonego zostanie dziś odesłana, jeśli nie podasz mu kodu do drzwi biura. Co robisz?",
      pt: "Alguém liga a dizer que uma encomenda para a sua chefia será devolvida hoje se não lhe der o código da porta do escritório. O que faz?",
    }),
  ],
  socialProof: [
    t({
      gb: "A message says: 'Your whole team has already signed the new confidentiality form – you are the last one', with a link to a sign-in page. What do you do?",
      es: "Un mensaje dice: «Todo tu equipo ha firmado ya el nuevo acuerdo de confidencialidad; solo faltas tú», con un enlace a una página de inicio de sesión. ¿Qué haces?",
      mx: "Un mensaje dice: «Todo su equipo ya firmó el nuevo acuerdo de confidencialidad; solo falta usted», con un enlace a una página de inicio de sesión. ¿Qué hace?",
      ca: "Un missatge diu: «Tot el teu equip ja ha signat el nou acord de confidencialitat; només faltes tu», amb un enllaç a una pàgina d'inici de sessió. Què fas?",
      eu: "Mezu batek dio: «Zure talde osoak sinatu du dagoeneko konfidentzialtasun-akordio berria; zu bakarrik falta zara», eta saioa hasteko orri baterako esteka dakar. Zer egiten duzu?",
      pl: "Wiadomość brzmi: „Cały Twój zespół podpisał już nowe zobowiązanie do poufności – brakuje już tylko Ciebie”, z linkiem do strony logowania. Co robisz?",
      pt: "Uma mensagem diz: «Toda a sua equipa já assinou o novo acordo de confidencialidade; só falta a sua assinatura», com uma ligação para uma página de início de sessão. O que faz?",
    }),
    t({
      gb: "In a work chat group, someone recommends a free website to convert files, and several colleagues give it a thumbs-up. You need to convert a client contract. What do you do?",
      es: "En un grupo de chat del trabajo alguien recomienda una web gratuita para convertir archivos y varios compañeros le dan un «me gusta». Necesitas convertir un contrato de un cliente. ¿Qué haces?",
      mx: "En un grupo de chat del trabajo alguien recomienda un sitio web gratuito para convertir archivos y varios compañeros le dan «me gusta». Necesita convertir un contrato de un cliente. ¿Qué hace?",
      ca: "En un grup de xat de la feina algú recomana un web gratuït per convertir fitxers i diversos companys hi posen un «m'agrada». Has de convertir un contracte d'un client. Què fas?",
      eu: "Laneko txat-talde batean norbaitek fitxategiak bihurtzeko doako webgune bat gomendatzen du, eta hainbat lankidek «atsegin dut» ematen diote. Bezero baten kontratu bat bihurtu behar duzu. Zer egiten duzu?",
      pl: "Na służbowym czacie ktoś poleca darmową stronę do konwersji plików, a kilku współpracowników daje łapkę w górę. Musisz przekonwertować umowę z klientem. Co robisz?",
      pt: "Num grupo de conversa do trabalho, alguém recomenda um site gratuito para converter ficheiros e vários colegas põem um «gosto». Precisa de converter um contrato de um cliente. O que faz?",
    }),
    t({
      gb: "An e-mail says most departments have already updated their payroll details in a new portal and asks you to do the same. What do you do?",
      es: "Un correo dice que la mayoría de los departamentos ya han actualizado sus datos de nómina en un portal nuevo y te pide que hagas lo mismo. ¿Qué haces?",
      mx: "Un correo dice que la mayoría de las áreas ya actualizaron sus datos de nómina en un portal nuevo y le pide que haga lo mismo. ¿Qué hace?",
      ca: "Un correu diu que la majoria dels departaments ja han actualitzat les seves dades de nòmina en un portal nou i et demana que facis el mateix. Què fas?",
      eu: "Mezu batek dio sail gehienek dagoeneko eguneratu dituztela nominako datuak atari berri batean, eta gauza bera egiteko eskatzen dizu. Zer egiten duzu?",
      pl: "E-mail informuje, że większość działów zaktualizowała już dane płacowe w nowym portalu, i prosi, żebyś zrobił(a) to samo. Co robisz?",
      pt: "Um e-mail diz que a maioria dos departamentos já atualizou os dados de vencimento num novo portal e pede-lhe que faça o mesmo. O que faz?",
    }),
  ],
  trust: [
    t({
      gb: "A friendly person you met at a conference writes asking for your project team's contact list 'to send them an invitation'. What do you do?",
      es: "Una persona muy amable que conociste en un congreso te escribe pidiendo la lista de contactos de tu equipo de proyecto «para enviarles una invitación». ¿Qué haces?",
      mx: "Una persona muy amable que conoció en un congreso le escribe pidiendo la lista de contactos de su equipo de proyecto «para enviarles una invitación». ¿Qué hace?",
      ca: "Una persona molt amable que vas conèixer en un congrés t'escriu demanant la llista de contactes del teu equip de projecte «per enviar-los una invitació». Què fas?",
      eu: "Biltzar batean ezagutu zenuen pertsona atsegin batek idazten dizu zure proiektu-taldearen kontaktu-zerrenda eskatzeko, «gonbidapen bat bidaltzeko». Zer egiten duzu?",
      pl: "Sympatyczna osoba poznana na konferencji pisze z prośbą o listę kontaktów Twojego zespołu projektowego, „żeby wysłać im zaproszenie”. Co robisz?",
      pt: "Uma pessoa simpática que conheceu numa conferência escreve-lhe a pedir a lista de contactos da sua equipa de projeto «para lhes enviar um convite». O que faz?",
    }),
    t({
      gb: "A colleague from another office, who helped you last week, asks to use your login for a moment because theirs is locked. What do you do?",
      es: "Un compañero de otra oficina, que te ayudó la semana pasada, te pide usar tu acceso un momento porque el suyo está bloqueado. ¿Qué haces?",
      mx: "Un compañero de otra oficina, que le ayudó la semana pasada, le pide usar su acceso un momento porque el suyo está bloqueado. ¿Qué hace?",
      ca: "Un company d'una altra oficina, que et va ajudar la setmana passada, et demana fer servir el teu accés un moment perquè el seu està bloquejat. Què fas?",
      eu: "Beste bulego bateko lankide batek, joan den astean lagundu zizunak, zure sarbidea une batez erabiltzeko eskatzen dizu, berea blokeatuta dagoelako. Zer egiten duzu?",
      pl: "Współpracownik z innego biura, który pomógł Ci w zeszłym tygodniu, prosi o chwilowe skorzystanie z Twojego loginu, bo jego konto jest zablokowane. Co robisz?",
      pt: "Um colega de outro escritório, que o ajudou na semana passada, pede-lhe para usar o seu acesso por um momento porque o dele está bloqueado. O que faz?",
    }),
    t({
      gb: "A long-standing supplier contact, always very kind, asks you by message to send them the internal price list 'as a favour'. What do you do?",
      us: "A long-standing supplier contact, always very kind, asks you by message to send them the internal price list 'as a favor'. What do you do?",
      es: "Un contacto de un proveedor de toda la vida, siempre muy amable, te pide por mensaje que le envíes la lista de precios interna «como favor». ¿Qué haces?",
      mx: "Un contacto de un proveedor de muchos años, siempre muy amable, le pide por mensaje que le envíe la lista de precios interna «como favor». ¿Qué hace?",
      ca: "Un contacte d'un proveïdor de tota la vida, sempre molt amable, et demana per missatge que li enviïs la llista de preus interna «com a favor». Què fas?",
      eu: "Aspaldiko hornitzaile bateko kontaktu batek, beti oso atsegina, mezu bidez barne-prezioen zerrenda bidaltzeko eskatzen dizu, «mesede gisa». Zer egiten duzu?",
      pl: "Wieloletni, zawsze bardzo uprzejmy kontakt u dostawcy prosi w wiadomości, żebyś „po przyjacielsku” przesłał(a) mu wewnętrzny cennik. Co robisz?",
      pt: "Um contacto de um fornecedor de longa data, sempre muito simpático, pede-lhe por mensagem que lhe envie a tabela de preços interna «como favor». O que faz?",
    }),
  ],
  curiosity: [
    t({
      gb: "An e-mail titled 'Salary review 2026 – confidential' reaches you by mistake, with an attachment. What do you do?",
      es: "Te llega por error un correo titulado «Revisión salarial 2026 – confidencial» con un archivo adjunto. ¿Qué haces?",
      mx: "Le llega por error un correo titulado «Revisión salarial 2026 – confidencial» con un archivo adjunto. ¿Qué hace?",
      ca: "T'arriba per error un correu titulat «Revisió salarial 2026 – confidencial» amb un fitxer adjunt. Què fas?",
      eu: "Akatsez mezu bat iristen zaizu «Soldata-berrikuspena 2026 – konfidentziala» izenburuarekin, fitxategi erantsi batekin. Zer egiten duzu?",
      pl: "Przez pomyłkę trafia do Ciebie e-mail „Przegląd wynagrodzeń 2026 – poufne” z załącznikiem. Co robisz?",
      pt: "Recebe por engano um e-mail intitulado «Revisão salarial 2026 – confidencial» com um anexo. O que faz?",
    }),
    t({
      gb: "A poster with a QR code in the lift offers a free coffee if you scan it and sign in with your work account. What do you do?",
      us: "A poster with a QR code in the elevator offers a free coffee if you scan it and sign in with your work account. What do you do?",
      es: "Un cartel con un código QR en el ascensor ofrece un café gratis si lo escaneas e inicias sesión con tu cuenta del trabajo. ¿Qué haces?",
      mx: "Un cartel con un código QR en el elevador ofrece un café gratis si lo escanea e inicia sesión con su cuenta del trabajo. ¿Qué hace?",
      ca: "Un cartell amb un codi QR a l'ascensor ofereix un cafè gratis si l'escaneges i inicies la sessió amb el teu compte de la feina. Què fas?",
      eu: "Igogailuko QR kode bat duen kartel batek doako kafe bat eskaintzen du, eskaneatu eta laneko kontuarekin saioa hasten baduzu. Zer egiten duzu?",
      pl: "Plakat z kodem QR w windzie obiecuje darmową kawę, jeśli go zeskanujesz i zalogujesz się kontem służbowym. Co robisz?",
      pt: "Um cartaz com um código QR no elevador oferece um café grátis se o ler e iniciar sessão com a sua conta de trabalho. O que faz?",
    }),
    t({
      gb: "A message says you have been tagged in photos from the team dinner and gives a link to see them. What do you do?",
      es: "Un mensaje dice que te han etiquetado en las fotos de la cena del equipo y trae un enlace para verlas. ¿Qué haces?",
      mx: "Un mensaje dice que tiene una etiqueta en las fotos de la cena del equipo e incluye un enlace para verlas. ¿Qué hace?",
      ca: "Un missatge diu que t'han etiquetat a les fotos del sopar de l'equip i porta un enllaç per veure-les. Què fas?",
      eu: "Mezu batek dio taldeko afariko argazkietan etiketatu zaituztela, eta haiek ikusteko esteka bat dakar. Zer egiten duzu?",
      pl: "Wiadomość informuje, że oznaczono Cię na zdjęciach z kolacji zespołu, i zawiera link do ich obejrzenia. Co robisz?",
      pt: "Uma mensagem diz que foi identificado nas fotografias do jantar da equipa e traz uma ligação para as ver. O que faz?",
    }),
  ],
};

const INTRO: Text[] = [
  t({
    gb: "Fifteen short situations follow. Pick what you would really do: there is no trick, and you will not be marked.",
    es: "A continuación, quince situaciones breves. Elige lo que harías de verdad: no hay trampa y no se pone nota.",
    mx: "A continuación, quince situaciones breves. Elija lo que haría realmente: no hay trampa y no se califica.",
    ca: "Tot seguit, quinze situacions breus. Tria el que faries de debò: no hi ha trampa i no es posa nota.",
    eu: "Jarraian, hamabost egoera labur. Aukeratu benetan zer egingo zenukeen: ez dago tranparik eta ez da notarik jartzen.",
    pl: "Oto piętnaście krótkich sytuacji. Wybierz, co naprawdę byś zrobił(a) – to nie jest podchwytliwe i nikt Cię nie ocenia.",
    pt: "Seguem-se quinze situações curtas. Escolha o que faria realmente: não há rasteiras e não há nota.",
  }),
];

const questions: InstrumentQuestion[] = SE_LEVERS.flatMap(({ part, dimension }, lever) =>
  SCENARIOS[part].map(
    (text, i): InstrumentQuestion => ({
      id: `se.${part}.${i + 1}`,
      kind: "choice",
      required: true,
      text,
      options: OPTIONS,
      dimension,
      subscale: part,
      ...(lever === 0 && i === 0 ? { intro: INTRO } : {}),
    }),
  ),
);

/** The value 0-3 of one answer, or null when missing or not one of the options. */
function answerValue(answer: number | string | null | undefined): number | null {
  return typeof answer === "number" && OPTIONS.some((o) => o.value === answer) ? answer : null;
}

function score(answers: Answers): DimensionScore[] {
  const out: DimensionScore[] = [];
  const all: number[] = [];
  for (const { part, dimension } of SE_LEVERS) {
    const values = questions
      .filter((q) => q.subscale === part)
      .map((q) => answerValue(answers.get(q.id)))
      .filter((v): v is number => v !== null);
    all.push(...values);
    if (values.length >= SE_MIN_PER_LEVER)
      out.push({
        dimension,
        value: round1((values.reduce((a, b) => a + b, 0) / values.length / 3) * 10),
        extra: values.length,
      });
  }
  if (all.length >= SE_MIN_TOTAL)
    out.unshift({
      dimension: "DIMENSION_SE_SUSCEPTIBILITY",
      value: round1((all.reduce((a, b) => a + b, 0) / all.length / 3) * 10),
      extra: all.length,
    });
  return out;
}

export const socialEngineering: Instrument = {
  surveyId: 5,
  key: "se",
  surveyKeys: ["SURVEY_WELLGUARD_SOCIAL_ENGINEERING"],
  helper: "SURVEY_WELLGUARD_HELPER_AWARENESS",
  name: t({
    gb: "Pressure, trust and curiosity",
    es: "Presión, confianza y curiosidad",
    ca: "Pressió, confiança i curiositat",
    eu: "Presioa, konfiantza eta jakin-mina",
    pl: "Presja, zaufanie i ciekawość",
    pt: "Pressão, confiança e curiosidade",
  }),
  welcome: [
    t({
      gb: "Scammers rarely break in: they persuade, leaning on authority, urgency, what others do, friendliness or curiosity. In about five minutes, this shows which of these levers could catch you off guard.",
      es: "Los estafadores casi nunca fuerzan la entrada: convencen, apoyándose en la autoridad, la urgencia, lo que hacen los demás, la simpatía o la curiosidad. En unos cinco minutos verás cuáles de estas palancas te podrían pillar por sorpresa.",
      mx: "Los estafadores casi nunca fuerzan la entrada: convencen, apoyándose en la autoridad, la urgencia, lo que hacen los demás, la simpatía o la curiosidad. En unos cinco minutos verá cuáles de estas palancas tienen más efecto en usted.",
      ca: "Els estafadors gairebé mai forcen l'entrada: convencen, recolzant-se en l'autoritat, la urgència, el que fan els altres, la simpatia o la curiositat. En uns cinc minuts veuràs quines d'aquestes palanques et podrien agafar per sorpresa.",
      eu: "Iruzurgileak ia inoiz ez dira indarrez sartzen: konbentzitu egiten dute, agintean, presan, besteek egiten dutenean, sinpatian edo jakin-minean oinarrituta. Bost bat minututan ikusiko duzu palanka horietatik zeinek harrapa zaitzakeen ezustean.",
      pl: "Oszuści rzadko się włamują – oni przekonują, grając na autorytecie, pośpiechu, tym, co robią inni, sympatii albo ciekawości. W około pięć minut zobaczysz, które z tych dźwigni mogłyby Cię zaskoczyć.",
      pt: "Os burlões raramente forçam a entrada: convencem, apoiando-se na autoridade, na urgência, no que os outros fazem, na simpatia ou na curiosidade. Em cerca de cinco minutos vai ver quais destas alavancas o poderiam apanhar desprevenido.",
    }),
  ],
  farewell: [
    t({
      gb: "Done! The habit that beats every lever is the same: when a request is unusual, check it through a channel you already trust.",
      es: "¡Hecho! El hábito que vence a todas las palancas es el mismo: ante una petición inusual, compruébala por un canal en el que ya confíes.",
      mx: "¡Listo! El hábito que vence a todas las palancas es el mismo: ante una solicitud inusual, verifíquela por un canal en el que ya confíe.",
      ca: "Fet! L'hàbit que venç totes les palanques és el mateix: davant d'una petició inusual, comprova-la per un canal en què ja confiïs.",
      eu: "Eginda! Palanka guztiak garaitzen dituen ohitura bera da: ohiz kanpoko eskaera baten aurrean, egiaztatu lehendik fidagarria zaizun bide batetik.",
      pl: "Gotowe! Na każdą z tych dźwigni działa ten sam nawyk: gdy prośba jest nietypowa, sprawdź ją kanałem, któremu już ufasz.",
      pt: "Feito! O hábito que vence todas as alavancas é o mesmo: perante um pedido invulgar, verifique-o por um canal em que já confia.",
    }),
  ],
  questions,
  score,
};
