import type { DimensionKey, SurveyKey } from "@wellguard/contract";
import type {
  Answers,
  DimensionScore,
  Instrument,
  InstrumentOption,
  InstrumentQuestion,
  Text,
} from "./types";

/*
 * The three insider surveys (docs/instruments/insider-red.md) share one shape, built here: agreement items 1-5 of our own,
 * some reversed, scored into one 0-10 index (10 = more risk). This file also holds the red survey (surveyId 6):
 * attitudes that could lead someone to set rules aside on purpose, and the sense of grievance that feeds them.
 *
 * Scoring (pure, unit-tested against the doc's hand-worked examples):
 *   item points = answer − 1 (0-4), or 5 − answer for a reversed item;
 *   index = mean points / 4 × 10, one decimal; extra = items answered;
 *   at least 6 of the 8 items must be answered (a missing or non-numeric answer is skipped), else no record.
 */

/** A text from its eight translations; en-us defaults to en-gb and es-mx to es-es when they read the same. */
export function t(x: {
  gb: string;
  us?: string;
  es: string;
  mx?: string;
  ca: string;
  eu: string;
  pl: string;
  pt: string;
}): Text {
  return {
    "en-gb": x.gb,
    "en-us": x.us ?? x.gb,
    "es-es": x.es,
    "es-mx": x.mx ?? x.es,
    cat: x.ca,
    eu: x.eu,
    pl: x.pl,
    "pt-pt": x.pt,
  };
}

/** Agreement 1-5, in display order (the wording of the climate survey's agreement items). */
export const AGREEMENT: InstrumentOption[] = [
  {
    value: 1,
    label: t({
      gb: "Strongly disagree",
      es: "Totalmente en desacuerdo",
      ca: "Totalment en desacord",
      eu: "Erabat desados",
      pl: "Zdecydowanie się nie zgadzam",
      pt: "Discordo totalmente",
    }),
  },
  {
    value: 2,
    label: t({
      gb: "Disagree",
      es: "En desacuerdo",
      ca: "En desacord",
      eu: "Desados",
      pl: "Raczej się nie zgadzam",
      pt: "Discordo",
    }),
  },
  {
    value: 3,
    label: t({
      gb: "Neither agree nor disagree",
      es: "Ni de acuerdo ni en desacuerdo",
      ca: "Ni d'acord ni en desacord",
      eu: "Ez ados ez desados",
      pl: "Ani się zgadzam, ani nie zgadzam",
      pt: "Não concordo nem discordo",
    }),
  },
  {
    value: 4,
    label: t({
      gb: "Agree",
      es: "De acuerdo",
      ca: "D'acord",
      eu: "Ados",
      pl: "Raczej się zgadzam",
      pt: "Concordo",
    }),
  },
  {
    value: 5,
    label: t({
      gb: "Strongly agree",
      es: "Totalmente de acuerdo",
      ca: "Totalment d'acord",
      eu: "Erabat ados",
      pl: "Zdecydowanie się zgadzam",
      pt: "Concordo totalmente",
    }),
  },
];

/** How many items of an 8-item insider survey must be answered for an index. */
export const INSIDER_MIN_ANSWERED = 6;

export interface AgreementItem {
  text: Text;
  /** Agreeing means less risk. */
  reverse: boolean;
}

/** Points 0-4 of one agreement answer (1-5), or null when the answer is missing or not a whole number 1-5. */
export function agreementPoints(answer: number | string | null | undefined, reverse: boolean): number | null {
  if (typeof answer !== "number" || !Number.isInteger(answer) || answer < 1 || answer > 5) return null;
  return reverse ? 5 - answer : answer - 1;
}

/** Rounds to one decimal, half away from zero. */
export function round1(x: number): number {
  return Math.round(x * 10 + 1e-9) / 10;
}

/** The agreement questions of a survey: ids "<key>.<part>.<n>", an intro on the first. */
export function agreementQuestions(
  key: string,
  part: string,
  dimension: DimensionKey,
  items: readonly AgreementItem[],
  intro: Text[],
): InstrumentQuestion[] {
  const [min, max] = [AGREEMENT[0], AGREEMENT[4]];
  return items.map(
    (item, i): InstrumentQuestion => ({
      id: `${key}.${part}.${i + 1}`,
      kind: "scale",
      required: true,
      text: item.text,
      options: AGREEMENT,
      ...(min && max ? { scaleLabels: { min: min.label, max: max.label } } : {}),
      dimension,
      subscale: part,
      reverse: item.reverse,
      ...(i === 0 ? { intro } : {}),
    }),
  );
}

/** Index 0-10 (10 = more risk) of agreement questions; null when fewer than `minAnswered` are answered. */
export function agreementIndex(
  questions: readonly InstrumentQuestion[],
  answers: Answers,
  minAnswered: number,
): { value: number; extra: number } | null {
  const points: number[] = [];
  for (const q of questions) {
    const p = agreementPoints(answers.get(q.id), q.reverse === true);
    if (p !== null) points.push(p);
  }
  if (points.length < minAnswered || points.length === 0) return null;
  const mean = points.reduce((a, b) => a + b, 0) / points.length;
  return { value: round1((mean / 4) * 10), extra: points.length };
}

/** An insider survey: one dimension, eight agreement items. */
export function insiderInstrument(spec: {
  surveyId: number;
  key: string;
  surveyKeys: readonly SurveyKey[];
  dimension: DimensionKey;
  part: string;
  name: Text;
  welcome: Text[];
  intro: Text[];
  farewell: Text[];
  items: readonly AgreementItem[];
}): Instrument {
  const questions = agreementQuestions(spec.key, spec.part, spec.dimension, spec.items, spec.intro);
  return {
    surveyId: spec.surveyId,
    key: spec.key,
    surveyKeys: spec.surveyKeys,
    name: spec.name,
    welcome: spec.welcome,
    farewell: spec.farewell,
    questions,
    score(answers: Answers): DimensionScore[] {
      const index = agreementIndex(questions, answers, INSIDER_MIN_ANSWERED);
      return index ? [{ dimension: spec.dimension, value: index.value, extra: index.extra }] : [];
    },
  };
}

/** Said before every insider survey: what it is for, and that there are no right answers. */
export const INSIDER_WELCOME: Text[] = [
  t({
    gb: "There are no right or wrong answers here: we want to understand everyday habits so we can make security easier for everyone.",
    es: "Aquí no hay respuestas correctas ni incorrectas: queremos entender los hábitos del día a día para que la seguridad sea más fácil para todos.",
    mx: "Aquí no hay respuestas correctas ni incorrectas: queremos entender los hábitos del día a día para que la seguridad sea más fácil para todos.",
    ca: "Aquí no hi ha respostes correctes ni incorrectes: volem entendre els hàbits del dia a dia perquè la seguretat sigui més fàcil per a tothom.",
    eu: "Hemen ez dago erantzun zuzen edo okerrik: eguneroko ohiturak ulertu nahi ditugu, segurtasuna guztiontzat errazagoa izan dadin.",
    pl: "Nie ma tu dobrych ani złych odpowiedzi: chcemy zrozumieć codzienne nawyki, aby bezpieczeństwo było łatwiejsze dla wszystkich.",
    pt: "Aqui não há respostas certas nem erradas: queremos compreender os hábitos do dia a dia para tornar a segurança mais fácil para todos.",
  }),
  t({
    gb: "Your company only sees anonymous group results. Answer as you really are, not as you think you should be.",
    es: "Tu empresa solo ve resultados de grupo anónimos. Responde según cómo eres de verdad, no como crees que deberías ser.",
    mx: "Su empresa solo ve resultados de grupo anónimos. Responda según cómo es en realidad, no como cree que debería ser.",
    ca: "La teva empresa només veu resultats de grup anònims. Respon tal com ets de debò, no com creus que hauries de ser.",
    eu: "Zure enpresak talde-emaitza anonimoak baino ez ditu ikusten. Erantzun benetan zaren bezala, ez izan beharko zenukeela uste duzun bezala.",
    pl: "Twoja firma widzi tylko anonimowe wyniki grupowe. Odpowiadaj zgodnie z tym, jak jest naprawdę, a nie jak Twoim zdaniem powinno być.",
    pt: "A sua empresa só vê resultados de grupo anónimos. Responda como realmente é, e não como acha que deveria ser.",
  }),
];

/** Said after every insider survey. */
export const INSIDER_FAREWELL: Text[] = [
  t({
    gb: "Thank you! Your answers help us suggest practical tips that fit the way you work.",
    es: "¡Gracias! Tus respuestas nos ayudan a proponerte consejos prácticos que encajan con tu forma de trabajar.",
    mx: "¡Gracias! Sus respuestas nos ayudan a proponerle consejos prácticos que se ajustan a su forma de trabajar.",
    ca: "Gràcies! Les teves respostes ens ajuden a proposar-te consells pràctics que encaixen amb la teva manera de treballar.",
    eu: "Eskerrik asko! Zure erantzunei esker, zure lan egiteko moduari egokitutako aholku praktikoak proposa ditzakegu.",
    pl: "Dziękujemy! Twoje odpowiedzi pomogą nam zaproponować praktyczne wskazówki dopasowane do Twojego sposobu pracy.",
    pt: "Obrigado! As suas respostas ajudam-nos a sugerir dicas práticas adequadas à sua forma de trabalhar.",
  }),
];

const RED_ITEMS: AgreementItem[] = [
  {
    reverse: false,
    text: t({
      gb: "Some security rules get in the way so much that it is reasonable to work around them.",
      es: "Algunas normas de seguridad estorban tanto que es razonable saltárselas.",
      mx: "Algunas normas de seguridad estorban tanto que es razonable brincárselas.",
      ca: "Algunes normes de seguretat destorben tant que és raonable saltar-se-les.",
      eu: "Segurtasun-arau batzuek hainbeste oztopatzen dute, ezen zentzuzkoa baita haiek saihestea.",
      pl: "Niektóre zasady bezpieczeństwa tak bardzo przeszkadzają, że rozsądnie jest je obchodzić.",
      pt: "Algumas regras de segurança atrapalham tanto que é razoável contorná-las.",
    }),
  },
  {
    reverse: true,
    text: t({
      gb: "If I disagreed with a security rule, I would still follow it while I raised my concerns.",
      es: "Si no estuviera de acuerdo con una norma de seguridad, la seguiría igualmente mientras planteo mis dudas.",
      mx: "Si no estuviera de acuerdo con una norma de seguridad, la seguiría de todos modos mientras planteo mis dudas.",
      ca: "Si no estigués d'acord amb una norma de seguretat, la seguiria igualment mentre plantejo els meus dubtes.",
      eu: "Segurtasun-arau batekin ados ez banengo ere, bete egingo nuke nire zalantzak azaltzen ditudan bitartean.",
      pl: "Gdybym nie zgadzał(a) się z jakąś zasadą bezpieczeństwa, i tak bym jej przestrzegał(a), zgłaszając swoje zastrzeżenia.",
      pt: "Se discordasse de uma regra de segurança, continuaria a cumpri-la enquanto apresentava as minhas dúvidas.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "I feel that my work is not recognised as it deserves.",
      us: "I feel that my work is not recognized as it deserves.",
      es: "Siento que mi trabajo no se reconoce como merece.",
      ca: "Sento que la meva feina no es reconeix com mereix.",
      eu: "Nire lana merezi bezala aitortzen ez dela sentitzen dut.",
      pl: "Mam poczucie, że moja praca nie jest doceniana tak, jak na to zasługuje.",
      pt: "Sinto que o meu trabalho não é reconhecido como merece.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "When people leave a company, it is normal for them to take copies of the work they did.",
      es: "Cuando alguien deja una empresa, es normal que se lleve copias del trabajo que hizo.",
      ca: "Quan algú deixa una empresa, és normal que s'emporti còpies de la feina que va fer.",
      eu: "Norbaitek enpresa bat uzten duenean, normala da egindako lanaren kopiak eramatea.",
      pl: "Gdy ktoś odchodzi z firmy, to normalne, że zabiera kopie swojej pracy.",
      pt: "Quando alguém sai de uma empresa, é normal levar cópias do trabalho que fez.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "It is acceptable to use a colleague's login if it gets the job done faster.",
      es: "Es aceptable usar el acceso de un compañero si así el trabajo sale antes.",
      ca: "És acceptable fer servir l'accés d'un company si així la feina surt abans.",
      eu: "Onargarria da lankide baten sarbidea erabiltzea, lana azkarrago ateratzen bada.",
      pl: "Można skorzystać z loginu współpracownika, jeśli dzięki temu praca pójdzie szybciej.",
      pt: "É aceitável usar o acesso de um colega se isso permitir fazer o trabalho mais depressa.",
    }),
  },
  {
    reverse: true,
    text: t({
      gb: "I would report a serious security problem even if it caused trouble for my team.",
      es: "Informaría de un problema de seguridad grave aunque le causara problemas a mi equipo.",
      mx: "Reportaría un problema de seguridad grave aunque le causara problemas a mi equipo.",
      ca: "Informaria d'un problema de seguretat greu encara que causés problemes al meu equip.",
      eu: "Segurtasun-arazo larri baten berri emango nuke, nahiz eta nire taldeari arazoak ekarri.",
      pl: "Zgłosił(a)bym poważny problem z bezpieczeństwem, nawet gdyby przysporzyło to kłopotów mojemu zespołowi.",
      pt: "Comunicaria um problema de segurança grave mesmo que isso causasse problemas à minha equipa.",
    }),
  },
  {
    reverse: true,
    text: t({
      gb: "The rules on who may see which information are fair and make sense to me.",
      es: "Las normas sobre quién puede ver qué información me parecen justas y con sentido.",
      ca: "Les normes sobre qui pot veure quina informació em semblen justes i amb sentit.",
      eu: "Nork zer informazio ikus dezakeen zehazten duten arauak bidezkoak eta zentzuzkoak iruditzen zaizkit.",
      pl: "Zasady określające, kto może widzieć jakie informacje, wydają mi się sprawiedliwe i sensowne.",
      pt: "As regras sobre quem pode ver que informação parecem-me justas e fazem sentido.",
    }),
  },
  {
    reverse: false,
    text: t({
      gb: "If I felt the company had treated me unfairly, I would feel less bound by its rules.",
      es: "Si sintiera que la empresa me ha tratado injustamente, sus normas me parecerían menos obligatorias.",
      mx: "Si sintiera que la empresa me trató injustamente, sus normas me parecerían menos obligatorias.",
      ca: "Si sentís que l'empresa m'ha tractat injustament, les seves normes em semblarien menys obligatòries.",
      eu: "Enpresak bidegabe tratatu nauela sentituko banu, bere arauek gutxiago lotuko nindutela sentituko nuke.",
      pl: "Gdybym poczuł(a), że firma potraktowała mnie niesprawiedliwie, jej zasady wydawałyby mi się mniej wiążące.",
      pt: "Se sentisse que a empresa me tinha tratado de forma injusta, as suas regras parecer-me-iam menos obrigatórias.",
    }),
  },
];

export const insiderRed: Instrument = insiderInstrument({
  surveyId: 6,
  key: "insiderRed",
  surveyKeys: ["SURVEY_WELLGUARD_INSIDER_RED"],
  dimension: "DIMENSION_INSIDER_RED",
  part: "attitude",
  name: t({
    gb: "Rules and fairness at work",
    us: "Rules and fairness at work",
    es: "Normas y equidad en el trabajo",
    ca: "Normes i equitat a la feina",
    eu: "Arauak eta ekitatea lanean",
    pl: "Zasady i sprawiedliwość w pracy",
    pt: "Regras e justiça no trabalho",
  }),
  welcome: [
    t({
      gb: "Let's talk about security rules and how fair things feel at work: eight short statements, about three minutes.",
      es: "Hablemos de las normas de seguridad y de hasta qué punto te parece justo tu trabajo: ocho frases breves, unos tres minutos.",
      mx: "Hablemos de las normas de seguridad y de qué tan justo le parece su trabajo: ocho frases breves, unos tres minutos.",
      ca: "Parlem de les normes de seguretat i de fins a quin punt et sembla justa la teva feina: vuit frases breus, uns tres minuts.",
      eu: "Hitz egin dezagun segurtasun-arauei buruz eta zure lana zein bidezkoa sentitzen duzun: zortzi esaldi labur, hiru bat minutu.",
      pl: "Porozmawiajmy o zasadach bezpieczeństwa i o tym, na ile sprawiedliwa wydaje Ci się Twoja praca: osiem krótkich stwierdzeń, około trzech minut.",
      pt: "Vamos falar das regras de segurança e de até que ponto considera justo o seu trabalho: oito frases curtas, cerca de três minutos.",
    }),
    ...INSIDER_WELCOME,
  ],
  intro: [
    t({
      gb: "How much do you agree with each statement?",
      es: "¿Hasta qué punto estás de acuerdo con cada frase?",
      mx: "¿Qué tan de acuerdo está con cada frase?",
      ca: "Fins a quin punt estàs d'acord amb cada frase?",
      eu: "Zenbateraino zaude ados esaldi bakoitzarekin?",
      pl: "W jakim stopniu zgadzasz się z każdym stwierdzeniem?",
      pt: "Até que ponto concorda com cada frase?",
    }),
  ],
  farewell: INSIDER_FAREWELL,
  items: RED_ITEMS,
});
