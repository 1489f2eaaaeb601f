import { ACTION_TYPES, DIMENSION_ELEMENTS, type DimensionKey, type Locale } from "@wellguard/contract";
import { ASSET_IDS, type AssetId } from "./assets/ids";
import { ARCHETYPES } from "./instruments/archetypes";

/*
 * Recommended actions (docs/assets.md "Recommended actions"): what the employee can do next, chosen from the
 * current value of each dimension of their profile. THE actionId VALUES ARE STORED by clients (dismissed or done
 * marks): never renumber or reuse one. Each entry names the assets of the library that help with it.
 */

type Text = Record<Locale, string>;

/** When an action applies to the current value of its dimension. */
export type ActionRule = { atMost: number } | { below: number } | { atLeast: number } | { archetype: true };

export interface ActionEntry {
  actionId: number;
  actionTypeId: number;
  dimension: DimensionKey;
  rule: ActionRule;
  title: Text;
  description: Text;
  assets: AssetId[];
  /** The archetype's own action: its strengths and watch-outs (content/instruments/archetypes.ts). */
  archetype?: { strengths: Text; watchOuts: Text };
}

/** Texts in the order es-es, es-mx, en-gb, en-us, eu, pl, cat, pt-pt. */
function t(
  esEs: string,
  esMx: string,
  enGb: string,
  enUs: string,
  eu: string,
  pl: string,
  cat: string,
  ptPt: string,
): Text {
  return { "es-es": esEs, "es-mx": esMx, "en-gb": enGb, "en-us": enUs, eu, pl, cat, "pt-pt": ptPt };
}

const AWARENESS = ACTION_TYPES.ACTION_TYPE_AWARENESS_ITINERARY;
const WELLBEING = ACTION_TYPES.ACTION_TYPE_WELLBEING_ITINERARY;
const RISK = ACTION_TYPES.ACTION_TYPE_RISK_MITIGATION_ITINERARY;
const ARCHETYPE = ACTION_TYPES.ACTION_TYPE_ARCHETYPE;

/** Cyber dimensions: correct answers of 6; at 4 or fewer the itinerary is recommended. */
export const CYBER_THRESHOLD = 4;
/** WHO-5 index 0-100: below 50 suggests poor wellbeing (the instrument's own cut-off). */
export const WHO5_THRESHOLD = 50;
/** Climate level 0-10: below 6. */
export const CLIMATE_THRESHOLD = 6;
/** CBI subscales 0-100: 50 or more is moderate burnout or higher. */
export const BURNOUT_THRESHOLD = 50;
/** Social engineering levers and insider indices 0-10 (10 = most): 6 or more. */
export const LEVER_THRESHOLD = 6;
export const INSIDER_THRESHOLD = 6;

/** Stored ids of the archetype actions, by archetype dimension. */
const ARCHETYPE_ACTION_IDS: Partial<Record<DimensionKey, number>> = {
  DIMENSION_ARCHETYPE_GUARDIAN: 501,
  DIMENSION_ARCHETYPE_EXPLORER: 502,
  DIMENSION_ARCHETYPE_HELPER: 503,
  DIMENSION_ARCHETYPE_SPRINTER: 504,
  DIMENSION_ARCHETYPE_SKEPTIC: 505,
  DIMENSION_ARCHETYPE_CONNECTOR: 506,
};

export const ACTIONS: readonly ActionEntry[] = [
  // ---------------------------------------------------------------- cybersecurity awareness (value ≤ 4 of 6)
  {
    actionId: 101,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_DATA_PROTECTION",
    rule: { atMost: CYBER_THRESHOLD },
    title: t(
      "Repasa cómo tratar los datos personales",
      "Repase cómo tratar los datos personales",
      "Brush up on handling personal data",
      "Brush up on handling personal data",
      "Errepasatu datu pertsonalak nola tratatu",
      "Przypomnij sobie zasady przetwarzania danych osobowych",
      "Repassa com tractar les dades personals",
      "Reveja como tratar dados pessoais",
    ),
    description: t(
      "Lee qué datos son personales, con quién puedes compartirlos y qué hacer si se envían por error.",
      "Lea qué datos son personales, con quién puede compartirlos y qué hacer si se envían por error.",
      "Read which data is personal, who you may share it with and what to do if it is sent by mistake.",
      "Read which data is personal, who you may share it with and what to do if it is sent by mistake.",
      "Irakurri zer datu diren pertsonalak, norekin parteka ditzakezun eta zer egin oker bidaltzen badira.",
      "Przeczytaj, które dane są osobowe, komu możesz je udostępniać i co zrobić, gdy trafią nie tam, gdzie trzeba.",
      "Llegeix quines dades són personals, amb qui les pots compartir i què cal fer si s'envien per error.",
      "Leia que dados são pessoais, com quem os pode partilhar e o que fazer se forem enviados por engano.",
    ),
    assets: [4],
  },
  {
    actionId: 102,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_COMMUNICATIONS",
    rule: { atMost: CYBER_THRESHOLD },
    title: t(
      "Aprende a detectar el phishing",
      "Aprenda a detectar el phishing",
      "Learn to spot phishing",
      "Learn to spot phishing",
      "Ikasi phishinga detektatzen",
      "Naucz się rozpoznawać phishing",
      "Aprèn a detectar el phishing",
      "Aprenda a detetar phishing",
    ),
    description: t(
      "Cinco comprobaciones sobre el remitente, los enlaces y los adjuntos antes de actuar ante un correo.",
      "Cinco verificaciones sobre el remitente, los enlaces y los archivos adjuntos antes de actuar ante un correo.",
      "Five checks on the sender, links and attachments before you act on an e-mail.",
      "Five checks on the sender, links and attachments before you act on an email.",
      "Bost egiaztapen igorleari, estekei eta eranskinei buruz, mezu baten aurrean ezer egin aurretik.",
      "Pięć sprawdzeń nadawcy, linków i załączników, zanim zareagujesz na e-mail.",
      "Cinc comprovacions sobre el remitent, els enllaços i els adjunts abans d'actuar davant un correu.",
      "Cinco verificações ao remetente, às ligações e aos anexos antes de agir perante um e-mail.",
    ),
    assets: [1, 6],
  },
  {
    actionId: 103,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_MALWARE",
    rule: { atMost: CYBER_THRESHOLD },
    title: t(
      "Protégete del malware",
      "Protéjase del malware",
      "Protect yourself from malware",
      "Protect yourself from malware",
      "Babestu zaitez software gaiztotik",
      "Chroń się przed złośliwym oprogramowaniem",
      "Protegeix-te del programari maliciós",
      "Proteja-se do malware",
    ),
    description: t(
      "Actualizaciones, adjuntos inesperados y qué hacer si ves una nota de rescate.",
      "Actualizaciones, archivos adjuntos inesperados y qué hacer si ve una nota de rescate.",
      "Updates, unexpected attachments and what to do if you see a ransom note.",
      "Updates, unexpected attachments and what to do if you see a ransom note.",
      "Eguneratzeak, ustekabeko eranskinak eta zer egin erreskate ohar bat ikusten baduzu.",
      "Aktualizacje, nieoczekiwane załączniki i co zrobić, gdy zobaczysz żądanie okupu.",
      "Actualitzacions, adjunts inesperats i què fer si veus una nota de rescat.",
      "Atualizações, anexos inesperados e o que fazer se vir uma nota de resgate.",
    ),
    assets: [14, 10],
  },
  {
    actionId: 104,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_PASSWORD_MANAGEMENT",
    rule: { atMost: CYBER_THRESHOLD },
    title: t(
      "Refuerza tus contraseñas",
      "Refuerce sus contraseñas",
      "Strengthen your passwords",
      "Strengthen your passwords",
      "Indartu zure pasahitzak",
      "Wzmocnij swoje hasła",
      "Reforça les teves contrasenyes",
      "Reforce as suas palavras-passe",
    ),
    description: t(
      "Usa frases de contraseña, un gestor de contraseñas y la autenticación multifactor.",
      "Use frases de contraseña, un administrador de contraseñas y la autenticación multifactor.",
      "Use passphrases, a password manager and multi-factor authentication.",
      "Use passphrases, a password manager and multi-factor authentication.",
      "Erabili pasaesaldiak, pasahitz kudeatzaile bat eta faktore anitzeko autentifikazioa.",
      "Używaj fraz hasłowych, menedżera haseł i uwierzytelniania wieloskładnikowego.",
      "Fes servir frases de contrasenya, un gestor de contrasenyes i l'autenticació multifactor.",
      "Use frases-passe, um gestor de palavras-passe e a autenticação multifator.",
    ),
    assets: [2, 7],
  },
  {
    actionId: 105,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_WORKPLACE",
    rule: { atMost: CYBER_THRESHOLD },
    title: t(
      "Cuida tu puesto de trabajo, también fuera de la oficina",
      "Cuide su lugar de trabajo, también fuera de la oficina",
      "Keep your workstation safe, in the office and away",
      "Keep your workstation safe, in the office and away",
      "Zaindu zure lanpostua, bulegoan eta kanpoan",
      "Dbaj o bezpieczeństwo stanowiska pracy, w biurze i poza nim",
      "Tingues cura del lloc de treball, també fora de l'oficina",
      "Proteja o seu posto de trabalho, no escritório e fora dele",
    ),
    description: t(
      "Pantalla bloqueada, mesa limpia y redes seguras cuando trabajas a distancia.",
      "Pantalla bloqueada, escritorio limpio y redes seguras cuando trabaja a distancia.",
      "Locked screen, clear desk and safe networks when you work remotely.",
      "Locked screen, clean desk and safe networks when you work remotely.",
      "Pantaila blokeatuta, mahai garbia eta sare seguruak urrutitik lan egiten duzunean.",
      "Zablokowany ekran, czyste biurko i bezpieczne sieci podczas pracy zdalnej.",
      "Pantalla bloquejada, taula neta i xarxes segures quan treballes a distància.",
      "Ecrã bloqueado, secretária arrumada e redes seguras quando trabalha à distância.",
    ),
    assets: [3, 8],
  },
  {
    actionId: 106,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_COMPLIANCE",
    rule: { atMost: CYBER_THRESHOLD },
    title: t(
      "Conoce las normas y cómo notificar un incidente",
      "Conozca las reglas y cómo reportar un incidente",
      "Know the rules and how to report an incident",
      "Know the rules and how to report an incident",
      "Ezagutu arauak eta nola jakinarazi gorabehera bat",
      "Poznaj zasady i sposób zgłaszania incydentów",
      "Coneix les normes i com notificar un incident",
      "Conheça as regras e como comunicar um incidente",
    ),
    description: t(
      "Qué exige la ley sobre los datos y los tres pasos para avisar de un incidente a tiempo.",
      "Qué exige la ley sobre los datos y los tres pasos para reportar un incidente a tiempo.",
      "What the law asks about data and the three steps to report an incident in time.",
      "What the law requires about data and the three steps to report an incident in time.",
      "Legeak datuei buruz zer eskatzen duen eta gorabehera bat garaiz jakinarazteko hiru urratsak.",
      "Czego prawo wymaga w sprawie danych i trzy kroki, by zgłosić incydent na czas.",
      "Què exigeix la llei sobre les dades i els tres passos per avisar d'un incident a temps.",
      "O que a lei exige sobre os dados e os três passos para comunicar um incidente a tempo.",
    ),
    assets: [12, 4],
  },
  {
    actionId: 107,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_SOCIAL_ENGINEERING",
    rule: { atMost: CYBER_THRESHOLD },
    title: t(
      "Reconoce los engaños de la ingeniería social",
      "Reconozca los engaños de la ingeniería social",
      "Recognise social engineering tricks",
      "Recognize social engineering tricks",
      "Ezagutu ingeniaritza sozialaren amarruak",
      "Rozpoznawaj sztuczki socjotechniczne",
      "Reconeix els enganys de l'enginyeria social",
      "Reconheça os truques da engenharia social",
    ),
    description: t(
      "Las palancas que usan los atacantes y un ejemplo de llamada con prisas.",
      "Las palancas que usan los atacantes y un ejemplo de llamada con prisas.",
      "The levers attackers pull and an example of a pressure call.",
      "The levers attackers pull and an example of a pressure call.",
      "Erasotzaileek erabiltzen dituzten palankak eta presazko dei baten adibidea.",
      "Dźwignie, których używają atakujący, i przykład rozmowy pod presją.",
      "Les palanques que fan servir els atacants i un exemple de trucada amb presses.",
      "As alavancas que os atacantes usam e um exemplo de chamada com pressa.",
    ),
    assets: [13, 11],
  },

  // ---------------------------------------------------------------- wellbeing
  {
    actionId: 201,
    actionTypeId: WELLBEING,
    dimension: "DIMENSION_WHO5_INDEX",
    rule: { below: WHO5_THRESHOLD },
    title: t(
      "Dedica unos minutos a tu bienestar",
      "Dedique unos minutos a su bienestar",
      "Take a few minutes for your wellbeing",
      "Take a few minutes for your well-being",
      "Eskaini minutu batzuk zure ongizateari",
      "Poświęć kilka minut swojemu samopoczuciu",
      "Dedica uns minuts al teu benestar",
      "Dedique alguns minutos ao seu bem-estar",
    ),
    description: t(
      "Tu índice de bienestar es bajo. Prueba pequeños hábitos diarios y, si el desánimo sigue, pide ayuda.",
      "Su índice de bienestar es bajo. Pruebe pequeños hábitos diarios y, si el desánimo continúa, pida ayuda.",
      "Your wellbeing index is low. Try small daily habits and, if low mood persists, ask for help.",
      "Your well-being index is low. Try small daily habits and, if low mood persists, ask for help.",
      "Zure ongizate indizea baxua da. Probatu eguneroko ohitura txikiak eta, adorerik ezak jarraitzen badu, eskatu laguntza.",
      "Twój wskaźnik dobrostanu jest niski. Wypróbuj małe codzienne nawyki, a jeśli przygnębienie nie mija, poproś o pomoc.",
      "El teu índex de benestar és baix. Prova petits hàbits diaris i, si el desànim continua, demana ajuda.",
      "O seu índice de bem-estar é baixo. Experimente pequenos hábitos diários e, se o desânimo continuar, peça ajuda.",
    ),
    assets: [5],
  },
  {
    actionId: 202,
    actionTypeId: WELLBEING,
    dimension: "DIMENSION_CLIMATE_LEVEL",
    rule: { below: CLIMATE_THRESHOLD },
    title: t(
      "Habla del clima de trabajo con tu equipo",
      "Platique del clima laboral con su equipo",
      "Talk about the work climate with your team",
      "Talk about the work climate with your team",
      "Hitz egin lan giroaz zure taldearekin",
      "Porozmawiaj z zespołem o atmosferze w pracy",
      "Parla del clima de treball amb el teu equip",
      "Fale sobre o clima de trabalho com a sua equipa",
    ),
    description: t(
      "Comparte con tu responsable lo que dificulta el día a día y acordad un cambio pequeño y concreto.",
      "Comparta con su jefe lo que dificulta el día a día y acuerden un cambio pequeño y concreto.",
      "Share what makes the day harder with your manager and agree on one small, concrete change.",
      "Share what makes the day harder with your manager and agree on one small, concrete change.",
      "Partekatu zure arduradunarekin egunerokoa zailtzen duena eta adostu aldaketa txiki eta zehatz bat.",
      "Powiedz przełożonemu, co utrudnia codzienną pracę, i uzgodnijcie jedną małą, konkretną zmianę.",
      "Comparteix amb el teu responsable allò que dificulta el dia a dia i acordeu un canvi petit i concret.",
      "Partilhe com a sua chefia o que dificulta o dia a dia e combinem uma mudança pequena e concreta.",
    ),
    assets: [5],
  },
  {
    actionId: 203,
    actionTypeId: WELLBEING,
    dimension: "DIMENSION_BURNOUT_PERSONAL",
    rule: { atLeast: BURNOUT_THRESHOLD },
    title: t(
      "Recupera energía",
      "Recupere energía",
      "Recover your energy",
      "Recover your energy",
      "Berreskuratu energia",
      "Odzyskaj energię",
      "Recupera energia",
      "Recupere energia",
    ),
    description: t(
      "El cansancio personal es alto: protege el descanso, haz pausas y reconoce las señales de desgaste.",
      "El cansancio personal es alto: proteja su descanso, tome pausas y reconozca las señales de desgaste.",
      "Personal exhaustion is high: protect your rest, take breaks and learn the signs of burnout.",
      "Personal exhaustion is high: protect your rest, take breaks and learn the signs of burnout.",
      "Neke pertsonala handia da: babestu atsedena, egin etenaldiak eta ezagutu nekearen seinaleak.",
      "Zmęczenie osobiste jest wysokie: dbaj o odpoczynek, rób przerwy i poznaj objawy wypalenia.",
      "El cansament personal és alt: protegeix el descans, fes pauses i reconeix els senyals de desgast.",
      "O cansaço pessoal é elevado: proteja o descanso, faça pausas e conheça os sinais de esgotamento.",
    ),
    assets: [9, 5],
  },
  {
    actionId: 204,
    actionTypeId: WELLBEING,
    dimension: "DIMENSION_BURNOUT_WORK",
    rule: { atLeast: BURNOUT_THRESHOLD },
    title: t(
      "Revisa tu carga de trabajo",
      "Revise su carga de trabajo",
      "Review your workload",
      "Review your workload",
      "Berrikusi zure lan karga",
      "Przyjrzyj się swojemu obciążeniu pracą",
      "Revisa la teva càrrega de feina",
      "Reveja a sua carga de trabalho",
    ),
    description: t(
      "El desgaste por el trabajo es alto: ordena prioridades y habla con tu responsable para repartir tareas.",
      "El desgaste por el trabajo es alto: ordene prioridades y hable con su jefe para repartir tareas.",
      "Work-related burnout is high: sort your priorities and talk to your manager about sharing tasks.",
      "Work-related burnout is high: sort your priorities and talk to your manager about sharing tasks.",
      "Lanak eragindako nekea handia da: ordenatu lehentasunak eta hitz egin zure arduradunarekin zereginak banatzeko.",
      "Wypalenie związane z pracą jest wysokie: uporządkuj priorytety i porozmawiaj z przełożonym o podziale zadań.",
      "El desgast per la feina és alt: ordena prioritats i parla amb el teu responsable per repartir tasques.",
      "O esgotamento causado pelo trabalho é elevado: ordene prioridades e fale com a sua chefia para repartir tarefas.",
    ),
    assets: [9, 5],
  },
  {
    actionId: 205,
    actionTypeId: WELLBEING,
    dimension: "DIMENSION_BURNOUT_CLIENT",
    rule: { atLeast: BURNOUT_THRESHOLD },
    title: t(
      "Cuídate en el trato con clientes",
      "Cuídese en el trato con clientes",
      "Look after yourself when dealing with clients",
      "Take care of yourself when dealing with clients",
      "Zaindu zeure burua bezeroekiko harremanean",
      "Zadbaj o siebie w kontaktach z klientami",
      "Tingues cura de tu en el tracte amb clients",
      "Cuide de si no contacto com clientes",
    ),
    description: t(
      "El trato con clientes o usuarios te desgasta: comparte los casos difíciles y haz pausas entre ellos.",
      "El trato con clientes o usuarios le resulta agotador: comparta los casos difíciles y tome pausas entre ellos.",
      "Dealing with clients or users wears you out: share difficult cases and take breaks between them.",
      "Dealing with clients or users wears you out: share difficult cases and take breaks between them.",
      "Bezeroekiko edo erabiltzaileekiko harremanak nekatzen zaitu: partekatu kasu zailak eta egin etenaldiak haien artean.",
      "Kontakt z klientami lub użytkownikami Cię wyczerpuje: dziel się trudnymi sprawami i rób przerwy między nimi.",
      "El tracte amb clients o usuaris et desgasta: comparteix els casos difícils i fes pauses entre ells.",
      "O contacto com clientes ou utentes tornou-se desgastante: partilhe os casos difíceis e faça pausas entre eles.",
    ),
    assets: [9],
  },

  // ---------------------------------------------------------------- social engineering levers (≥ 6 of 10)
  {
    actionId: 301,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_SE_SUSCEPTIBILITY",
    rule: { atLeast: LEVER_THRESHOLD },
    title: t(
      "Conoce las seis palancas de la manipulación",
      "Conozca las seis palancas de la manipulación",
      "Get to know the six levers of manipulation",
      "Get to know the six levers of manipulation",
      "Ezagutu manipulazioaren sei palankak",
      "Poznaj sześć dźwigni manipulacji",
      "Coneix les sis palanques de la manipulació",
      "Conheça as seis alavancas da manipulação",
    ),
    description: t(
      "Eres más susceptible que la media a la ingeniería social: aprende a reconocer cuándo te presionan.",
      "Usted es más susceptible que el promedio a la ingeniería social: aprenda a reconocer las señales de presión.",
      "You are more susceptible than average to social engineering: learn to notice when you are being pushed.",
      "You are more susceptible than average to social engineering: learn to notice when you are being pushed.",
      "Batez bestekoa baino sentikorragoa zara ingeniaritza sozialarekiko: ikasi presionatzen zaituztenean ohartzen.",
      "Twoja podatność na socjotechnikę jest wyższa niż przeciętna: naucz się zauważać, kiedy ktoś wywiera na Ciebie presję.",
      "Ets més susceptible que la mitjana a l'enginyeria social: aprèn a reconèixer quan et pressionen.",
      "É mais suscetível do que a média à engenharia social: aprenda a reconhecer os sinais de pressão.",
    ),
    assets: [13],
  },
  {
    actionId: 302,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_SE_AUTHORITY",
    rule: { atLeast: LEVER_THRESHOLD },
    title: t(
      "Comprueba antes de obedecer",
      "Verifique antes de obedecer",
      "Check before you obey",
      "Check before you obey",
      "Egiaztatu obeditu aurretik",
      "Sprawdź, zanim wykonasz polecenie",
      "Comprova abans d'obeir",
      "Confirme antes de obedecer",
    ),
    description: t(
      "Las peticiones que parecen venir de un cargo superior te influyen mucho: confírmalas siempre por otro canal.",
      "Las solicitudes que parecen venir de un superior influyen mucho en usted: confírmelas siempre por otro medio.",
      "Requests that seem to come from someone senior sway you strongly: always confirm them through another channel.",
      "Requests that seem to come from someone senior sway you strongly: always confirm them through another channel.",
      "Goragoko kargu batengandik datozela diruditen eskaerek asko eragiten dizute: berretsi beti beste bide batetik.",
      "Prośby, które wydają się pochodzić od przełożonych, mocno na Ciebie wpływają: zawsze potwierdzaj je innym kanałem.",
      "Les peticions que semblen venir d'un càrrec superior t'influeixen molt: confirma-les sempre per un altre canal.",
      "Os pedidos que parecem vir de uma chefia influenciam-no muito: confirme-os sempre por outro canal.",
    ),
    assets: [11, 13],
  },
  {
    actionId: 303,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_SE_URGENCY",
    rule: { atLeast: LEVER_THRESHOLD },
    title: t(
      "Date cinco minutos ante las prisas",
      "Tómese cinco minutos ante las prisas",
      "Give yourself five minutes when rushed",
      "Give yourself five minutes when rushed",
      "Eman zeure buruari bost minutu presaren aurrean",
      "Daj sobie pięć minut, gdy ktoś Cię pogania",
      "Dona't cinc minuts davant les presses",
      "Dê a si próprio cinco minutos perante a pressa",
    ),
    description: t(
      "La urgencia te hace actuar rápido: ante un plazo inmediato, para y comprueba antes de responder.",
      "Con la urgencia, usted tiende a actuar rápido: ante un plazo inmediato, deténgase y verifique antes de responder.",
      "Urgency makes you act fast: when a deadline is immediate, stop and check before you reply.",
      "Urgency makes you act fast: when a deadline is immediate, stop and check before you reply.",
      "Premiak azkar jardunarazten zaitu: berehalako epe baten aurrean, gelditu eta egiaztatu erantzun aurretik.",
      "Pośpiech skłania Cię do szybkiego działania: przy natychmiastowym terminie zatrzymaj się i sprawdź, zanim odpowiesz.",
      "La urgència et fa actuar de pressa: davant un termini immediat, atura't i comprova abans de respondre.",
      "Com a urgência, tende a agir depressa: perante um prazo imediato, pare e verifique antes de responder.",
    ),
    assets: [11, 13],
  },
  {
    actionId: 304,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_SE_SOCIAL_PROOF",
    rule: { atLeast: LEVER_THRESHOLD },
    title: t(
      "Que lo hagan todos no lo hace seguro",
      "Que lo hagan todos no lo hace seguro",
      "Everyone doing it does not make it safe",
      "Everyone doing it doesn't make it safe",
      "Denek egiteak ez du segurua bihurtzen",
      "To, że wszyscy to robią, nie znaczy, że jest bezpieczne",
      "Que tothom ho faci no ho fa segur",
      "Todos fazerem não torna seguro",
    ),
    description: t(
      "Te dejas llevar por lo que hacen los demás: comprueba con tus compañeros antes de seguir a la mayoría.",
      "Usted se deja llevar por lo que hacen los demás: verifique con sus compañeros antes de seguir a la mayoría.",
      "You tend to follow what others do: check with your colleagues before going along with the crowd.",
      "You tend to follow what others do: check with your coworkers before going along with the crowd.",
      "Besteek egiten dutenari jarraitzeko joera duzu: egiaztatu lankideekin gehiengoari jarraitu aurretik.",
      "Łatwo ulegasz temu, co robią inni: sprawdź u współpracowników, zanim pójdziesz za większością.",
      "Et deixes portar pel que fan els altres: comprova-ho amb els companys abans de seguir la majoria.",
      "Deixa-se levar pelo que os outros fazem: confirme com os colegas antes de seguir a maioria.",
    ),
    assets: [13],
  },
  {
    actionId: 305,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_SE_TRUST",
    rule: { atLeast: LEVER_THRESHOLD },
    title: t(
      "La amabilidad no sustituye a la verificación",
      "La amabilidad no sustituye a la verificación",
      "Friendliness is not verification",
      "Friendliness is not verification",
      "Adeitasunak ez du egiaztapena ordezkatzen",
      "Uprzejmość nie zastępuje weryfikacji",
      "L'amabilitat no substitueix la verificació",
      "A simpatia não substitui a verificação",
    ),
    description: t(
      "Confías con facilidad: verifica la identidad de quien te pide información, aunque parezca cercano.",
      "Usted confía con facilidad: verifique la identidad de quien le pide información, aunque parezca cercano.",
      "You trust readily: verify who is asking for information, however familiar they seem.",
      "You trust readily: verify who is asking for information, however familiar they seem.",
      "Erraz fidatzen zara: egiaztatu informazioa eskatzen dizunaren nortasuna, gertukoa dirudien arren.",
      "Łatwo obdarzasz zaufaniem: sprawdź, kto prosi o informacje, nawet jeśli wydaje się znajomy.",
      "Confies amb facilitat: verifica la identitat de qui et demana informació, encara que sembli proper.",
      "Confia com facilidade: verifique a identidade de quem lhe pede informação, mesmo que pareça próximo.",
    ),
    assets: [13, 1],
  },
  {
    actionId: 306,
    actionTypeId: AWARENESS,
    dimension: "DIMENSION_SE_CURIOSITY",
    rule: { atLeast: LEVER_THRESHOLD },
    title: t(
      "Cuando algo te intriga, para",
      "Cuando algo le intrigue, deténgase",
      "When something intrigues you, stop",
      "When something intrigues you, stop",
      "Zerbaitek jakin-mina pizten dizunean, gelditu",
      "Gdy coś Cię zaciekawi, zatrzymaj się",
      "Quan alguna cosa t'intrigui, atura't",
      "Quando algo o intrigar, pare",
    ),
    description: t(
      "La curiosidad te lleva a pulsar: desconfía de paquetes, listas o fotos que no esperabas.",
      "Con la curiosidad, usted tiende a dar clic: desconfíe de paquetes, listas o fotos que no esperaba.",
      "Curiosity makes you click: be wary of parcels, lists or photos you were not expecting.",
      "Curiosity makes you click: be wary of packages, lists or photos you weren't expecting.",
      "Jakin-minak klik eginarazten dizu: izan mesfidati espero ez zenituen pakete, zerrenda edo argazkiekin.",
      "Ciekawość skłania Cię do klikania: uważaj na nieoczekiwane paczki, listy i zdjęcia.",
      "La curiositat et porta a clicar: desconfia de paquets, llistes o fotos que no esperaves.",
      "Com a curiosidade, tende a carregar: desconfie de encomendas, listas ou fotografias que não esperava.",
    ),
    assets: [1, 14],
  },

  // ---------------------------------------------------------------- insider indices (≥ 6 of 10)
  {
    actionId: 401,
    actionTypeId: RISK,
    dimension: "DIMENSION_INSIDER_RED",
    rule: { atLeast: INSIDER_THRESHOLD },
    title: t(
      "Las normas de seguridad, también cuando molestan",
      "Las reglas de seguridad, también cuando estorban",
      "Security rules, even when they get in the way",
      "Security rules, even when they get in the way",
      "Segurtasun arauak, traba egiten dutenean ere",
      "Zasady bezpieczeństwa, także gdy przeszkadzają",
      "Les normes de seguretat, també quan molesten",
      "As regras de segurança, mesmo quando incomodam",
    ),
    description: t(
      "Si una norma te frena, plantéalo a tu responsable o a seguridad en lugar de saltártela.",
      "Si una regla le dificulta el trabajo, coméntelo con su jefe o con el equipo de seguridad en lugar de saltársela.",
      "If a rule holds you back, raise it with your manager or the security team instead of working around it.",
      "If a rule holds you back, raise it with your manager or the security team instead of working around it.",
      "Arau batek geldiarazten bazaitu, planteatu zure arduradunari edo segurtasun taldeari, saltatu beharrean.",
      "Jeśli jakaś zasada Cię ogranicza, zgłoś to przełożonemu lub zespołowi bezpieczeństwa, zamiast ją obchodzić.",
      "Si una norma et frena, planteja-ho al teu responsable o a seguretat en lloc de saltar-te-la.",
      "Se uma regra lhe dificulta o trabalho, fale com a sua chefia ou com a segurança em vez de a contornar.",
    ),
    assets: [12, 4],
  },
  {
    actionId: 402,
    actionTypeId: RISK,
    dimension: "DIMENSION_INSIDER_GREEN",
    rule: { atLeast: INSIDER_THRESHOLD },
    title: t(
      "Evita los atajos del día a día",
      "Evite los atajos del día a día",
      "Avoid everyday shortcuts",
      "Avoid everyday shortcuts",
      "Saihestu eguneroko lasterbideak",
      "Unikaj codziennych skrótów",
      "Evita les dreceres del dia a dia",
      "Evite os atalhos do dia a dia",
    ),
    description: t(
      "Pequeños descuidos suman riesgo: bloquea la pantalla, guarda los papeles y no reutilices contraseñas.",
      "Pequeños descuidos suman riesgo: bloquee la pantalla, guarde los papeles y no reutilice contraseñas.",
      "Small oversights add up: lock your screen, put papers away and do not reuse passwords.",
      "Small oversights add up: lock your screen, put papers away and don't reuse passwords.",
      "Arduragabekeria txikiek arriskua handitzen dute: blokeatu pantaila, gorde paperak eta ez berrerabili pasahitzak.",
      "Drobne niedopatrzenia się sumują: blokuj ekran, chowaj dokumenty i nie używaj ponownie tych samych haseł.",
      "Els petits descuits sumen risc: bloqueja la pantalla, desa els papers i no reutilitzis contrasenyes.",
      "Pequenos descuidos somam risco: bloqueie o ecrã, arrume os papéis e não reutilize palavras-passe.",
    ),
    assets: [8, 2],
  },
  {
    actionId: 403,
    actionTypeId: RISK,
    dimension: "DIMENSION_INSIDER_BLUE",
    rule: { atLeast: INSIDER_THRESHOLD },
    title: t(
      "Comparte menos y actualiza a tiempo",
      "Comparta menos y actualice a tiempo",
      "Share less and update on time",
      "Share less and update on time",
      "Partekatu gutxiago eta eguneratu garaiz",
      "Udostępniaj mniej i aktualizuj na czas",
      "Comparteix menys i actualitza a temps",
      "Partilhe menos e atualize a tempo",
    ),
    description: t(
      "Te expones sin darte cuenta: revisa qué publicas, desconfía de lo inesperado y no aplaces las actualizaciones.",
      "Usted se expone sin darse cuenta: revise qué publica, desconfíe de lo inesperado y no posponga las actualizaciones.",
      "You are exposed without noticing: check what you share, be wary of the unexpected and do not put off updates.",
      "You are exposed without noticing: check what you share, be wary of the unexpected and don't put off updates.",
      "Konturatu gabe jartzen zara agerian: berrikusi zer argitaratzen duzun, izan mesfidati ustekabekoarekin eta ez atzeratu eguneratzeak.",
      "Nieświadomie się narażasz: sprawdzaj, co udostępniasz, uważaj na niespodziewane wiadomości i nie odkładaj aktualizacji.",
      "T'exposes sense adonar-te'n: revisa què publiques, desconfia de l'inesperat i no ajornis les actualitzacions.",
      "Expõe-se sem dar por isso: reveja o que partilha, desconfie do inesperado e não adie as atualizações.",
    ),
    assets: [14, 1],
  },

  // ---------------------------------------------------------------- the person's archetype (highest current)
  // Texts and assets from the archetype catalogue (content/instruments/archetypes.ts): its title and actions.
  ...ARCHETYPES.map(
    (a): ActionEntry => ({
      actionId: ARCHETYPE_ACTION_IDS[a.dimension] ?? 0,
      actionTypeId: ARCHETYPE,
      dimension: a.dimension,
      rule: { archetype: true },
      title: a.title,
      description: a.actions,
      assets: a.assetIds.filter((id): id is AssetId => (ASSET_IDS as readonly number[]).includes(id)),
      archetype: { strengths: a.strengths, watchOuts: a.watchOuts },
    }),
  ),
];

/** Whether the entry's rule holds for the dimension's current value (archetype entries are chosen apart). */
export function ruleHolds(rule: ActionRule, value: number): boolean {
  if ("atMost" in rule) return value <= rule.atMost;
  if ("below" in rule) return value < rule.below;
  if ("atLeast" in rule) return value >= rule.atLeast;
  return false;
}

export const ARCHETYPE_DIMENSION_IDS: readonly number[] = ACTIONS.filter((a) => "archetype" in a.rule).map(
  (a) => DIMENSION_ELEMENTS[a.dimension],
);
