import type { DimensionKey } from "@wellguard/contract";
import type {
  Answers,
  DimensionScore,
  Instrument,
  InstrumentOption,
  InstrumentQuestion,
  Text,
} from "./types";

/*
 * Copenhagen Burnout Inventory (surveyId 4, SURVEY_WELLGUARD_BURNOUT): Kristensen, Borritz, Villadsen & Christensen
 * (2005), "The Copenhagen Burnout Inventory: a new tool for the assessment of burnout", Work & Stress 19(3):192-207.
 * Public domain (free to use, no permission needed). 19 items: personal (6), work-related (7), client-related (6).
 * docs/instruments/cbi.md has the items, the scoring rule and hand-worked examples (tested in cbi.test.ts).
 *
 * Scoring (Kristensen et al. 2005): every answer is 100, 75, 50, 25 or 0; the reversed item (work-related item 7,
 * energy for family and friends) counts 100 − answer; a subscale's score is the mean of its answered items (0-100,
 * higher = more burnout), rounded half up to one decimal; a subscale with fewer than 3 answered items has no score
 * (the authors' non-responder rule). extra = the number of items answered.
 */

/** Frequency answers (the published order: Always ... Never/almost never). */
const FREQUENCY: InstrumentOption[] = [
  {
    value: 100,
    label: {
      "es-es": "Siempre",
      "es-mx": "Siempre",
      "en-gb": "Always",
      "en-us": "Always",
      eu: "Beti",
      pl: "Zawsze",
      cat: "Sempre",
      "pt-pt": "Sempre",
    },
  },
  {
    value: 75,
    label: {
      "es-es": "A menudo",
      "es-mx": "Con frecuencia",
      "en-gb": "Often",
      "en-us": "Often",
      eu: "Sarritan",
      pl: "Często",
      cat: "Sovint",
      "pt-pt": "Frequentemente",
    },
  },
  {
    value: 50,
    label: {
      "es-es": "A veces",
      "es-mx": "A veces",
      "en-gb": "Sometimes",
      "en-us": "Sometimes",
      eu: "Batzuetan",
      pl: "Czasami",
      cat: "De vegades",
      "pt-pt": "Às vezes",
    },
  },
  {
    value: 25,
    label: {
      "es-es": "Rara vez",
      "es-mx": "Rara vez",
      "en-gb": "Seldom",
      "en-us": "Seldom",
      eu: "Gutxitan",
      pl: "Rzadko",
      cat: "Rarament",
      "pt-pt": "Raramente",
    },
  },
  {
    value: 0,
    label: {
      "es-es": "Nunca o casi nunca",
      "es-mx": "Nunca o casi nunca",
      "en-gb": "Never/almost never",
      "en-us": "Never/almost never",
      eu: "Inoiz ez edo ia inoiz ez",
      pl: "Nigdy lub prawie nigdy",
      cat: "Mai o gairebé mai",
      "pt-pt": "Nunca ou quase nunca",
    },
  },
];

/** Intensity answers (To a very high degree ... To a very low degree). */
const DEGREE: InstrumentOption[] = [
  {
    value: 100,
    label: {
      "es-es": "En muy gran medida",
      "es-mx": "En muy gran medida",
      "en-gb": "To a very high degree",
      "en-us": "To a very high degree",
      eu: "Oso neurri handian",
      pl: "W bardzo dużym stopniu",
      cat: "En molt gran mesura",
      "pt-pt": "Em grau muito elevado",
    },
  },
  {
    value: 75,
    label: {
      "es-es": "En gran medida",
      "es-mx": "En gran medida",
      "en-gb": "To a high degree",
      "en-us": "To a high degree",
      eu: "Neurri handian",
      pl: "W dużym stopniu",
      cat: "En gran mesura",
      "pt-pt": "Em grau elevado",
    },
  },
  {
    value: 50,
    label: {
      "es-es": "En parte",
      "es-mx": "En parte",
      "en-gb": "Somewhat",
      "en-us": "Somewhat",
      eu: "Neurri batean",
      pl: "W pewnym stopniu",
      cat: "En part",
      "pt-pt": "Moderadamente",
    },
  },
  {
    value: 25,
    label: {
      "es-es": "En poca medida",
      "es-mx": "En poca medida",
      "en-gb": "To a low degree",
      "en-us": "To a low degree",
      eu: "Neurri txikian",
      pl: "W małym stopniu",
      cat: "En poca mesura",
      "pt-pt": "Em grau reduzido",
    },
  },
  {
    value: 0,
    label: {
      "es-es": "En muy poca medida",
      "es-mx": "En muy poca medida",
      "en-gb": "To a very low degree",
      "en-us": "To a very low degree",
      eu: "Oso neurri txikian",
      pl: "W bardzo małym stopniu",
      cat: "En molt poca mesura",
      "pt-pt": "Em grau muito reduzido",
    },
  },
];

type Subscale = "personal" | "work" | "client";

const ITEMS: {
  subscale: Subscale;
  n: number;
  scale: "frequency" | "degree";
  reverse: boolean;
  text: Text;
}[] = [
  {
    subscale: "personal",
    n: 1,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Con qué frecuencia te sientes cansado/a?",
      "es-mx": "¿Con qué frecuencia se siente cansado/a?",
      "en-gb": "How often do you feel tired?",
      "en-us": "How often do you feel tired?",
      eu: "Zenbatetan sentitzen zara nekatuta?",
      pl: "Jak często odczuwasz zmęczenie?",
      cat: "Amb quina freqüència et sents cansat/ada?",
      "pt-pt": "Com que frequência se sente cansado(a)?",
    },
  },
  {
    subscale: "personal",
    n: 2,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Con qué frecuencia estás físicamente agotado/a?",
      "es-mx": "¿Con qué frecuencia está físicamente agotado/a?",
      "en-gb": "How often are you physically exhausted?",
      "en-us": "How often are you physically exhausted?",
      eu: "Zenbatetan zaude fisikoki akituta?",
      pl: "Jak często odczuwasz wyczerpanie fizyczne?",
      cat: "Amb quina freqüència estàs esgotat/ada físicament?",
      "pt-pt": "Com que frequência se sente fisicamente exausto(a)?",
    },
  },
  {
    subscale: "personal",
    n: 3,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Con qué frecuencia estás emocionalmente agotado/a?",
      "es-mx": "¿Con qué frecuencia está emocionalmente agotado/a?",
      "en-gb": "How often are you emotionally exhausted?",
      "en-us": "How often are you emotionally exhausted?",
      eu: "Zenbatetan zaude emozionalki akituta?",
      pl: "Jak często odczuwasz wyczerpanie emocjonalne?",
      cat: "Amb quina freqüència estàs esgotat/ada emocionalment?",
      "pt-pt": "Com que frequência se sente emocionalmente exausto(a)?",
    },
  },
  {
    subscale: "personal",
    n: 4,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Con qué frecuencia piensas: «No puedo más»?",
      "es-mx": "¿Con qué frecuencia piensa: «Ya no puedo más»?",
      "en-gb": 'How often do you think: "I can\'t take it anymore"?',
      "en-us": 'How often do you think: "I can\'t take it anymore"?',
      eu: "Zenbatetan pentsatzen duzu: «Ezin dut gehiago»?",
      pl: "Jak często myślisz: „Nie dam już rady”?",
      cat: "Amb quina freqüència penses: «No puc més»?",
      "pt-pt": "Com que frequência pensa: «Já não aguento mais»?",
    },
  },
  {
    subscale: "personal",
    n: 5,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Con qué frecuencia te sientes desgastado/a?",
      "es-mx": "¿Con qué frecuencia se siente desgastado/a?",
      "en-gb": "How often do you feel worn out?",
      "en-us": "How often do you feel worn out?",
      eu: "Zenbatetan sentitzen zara higatuta?",
      pl: "Jak często masz wrażenie, że jesteś u kresu sił?",
      cat: "Amb quina freqüència et sents desgastat/ada?",
      "pt-pt": "Com que frequência se sente desgastado(a)?",
    },
  },
  {
    subscale: "personal",
    n: 6,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Con qué frecuencia te sientes débil y propenso/a a enfermar?",
      "es-mx": "¿Con qué frecuencia se siente débil y propenso/a a enfermarse?",
      "en-gb": "How often do you feel weak and susceptible to illness?",
      "en-us": "How often do you feel weak and susceptible to illness?",
      eu: "Zenbatetan sentitzen zara ahul eta gaixotzeko erraz?",
      pl: "Jak często czujesz osłabienie i masz wrażenie, że łatwo możesz zachorować?",
      cat: "Amb quina freqüència et sents feble i propens/a a emmalaltir?",
      "pt-pt": "Com que frequência se sente fraco(a) e suscetível de adoecer?",
    },
  },
  {
    subscale: "work",
    n: 1,
    scale: "degree",
    reverse: false,
    text: {
      "es-es": "¿Tu trabajo te agota emocionalmente?",
      "es-mx": "¿Su trabajo le resulta emocionalmente agotador?",
      "en-gb": "Is your work emotionally exhausting?",
      "en-us": "Is your work emotionally exhausting?",
      eu: "Zure lanak emozionalki akitzen zaitu?",
      pl: "Czy Twoja praca jest wyczerpująca emocjonalnie?",
      cat: "La teva feina t'esgota emocionalment?",
      "pt-pt": "O seu trabalho é emocionalmente desgastante?",
    },
  },
  {
    subscale: "work",
    n: 2,
    scale: "degree",
    reverse: false,
    text: {
      "es-es": "¿Te sientes quemado/a por tu trabajo?",
      "es-mx": "¿Se siente quemado/a por su trabajo?",
      "en-gb": "Do you feel burnt out because of your work?",
      "en-us": "Do you feel burned out because of your work?",
      eu: "Zure lanagatik erreta sentitzen zara?",
      pl: "Czy odczuwasz wypalenie z powodu swojej pracy?",
      cat: "Et sents cremat/ada per la feina?",
      "pt-pt": "Sente-se em burnout por causa do seu trabalho?",
    },
  },
  {
    subscale: "work",
    n: 3,
    scale: "degree",
    reverse: false,
    text: {
      "es-es": "¿Tu trabajo te frustra?",
      "es-mx": "¿Su trabajo le resulta frustrante?",
      "en-gb": "Does your work frustrate you?",
      "en-us": "Does your work frustrate you?",
      eu: "Zure lanak frustratzen zaitu?",
      pl: "Czy Twoja praca Cię frustruje?",
      cat: "La teva feina et frustra?",
      "pt-pt": "O seu trabalho deixa-o(a) frustrado(a)?",
    },
  },
  {
    subscale: "work",
    n: 4,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Te sientes agotado/a al final de la jornada laboral?",
      "es-mx": "¿Se siente agotado/a al final de la jornada laboral?",
      "en-gb": "Do you feel worn out at the end of the working day?",
      "en-us": "Do you feel worn out at the end of the workday?",
      eu: "Lanaldiaren amaieran akituta sentitzen zara?",
      pl: "Czy pod koniec dnia pracy odczuwasz wyczerpanie?",
      cat: "Et sents esgotat/ada al final de la jornada laboral?",
      "pt-pt": "Sente-se esgotado(a) no fim do dia de trabalho?",
    },
  },
  {
    subscale: "work",
    n: 5,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Te sientes agotado/a por la mañana solo de pensar en otro día de trabajo?",
      "es-mx": "¿Se siente agotado/a en la mañana nada más de pensar en otro día de trabajo?",
      "en-gb": "Are you exhausted in the morning at the thought of another day at work?",
      "en-us": "Are you exhausted in the morning at the thought of another day at work?",
      eu: "Goizean akituta sentitzen zara beste lanegun batean pentsatze hutsarekin?",
      pl: "Czy rano na samą myśl o kolejnym dniu pracy odczuwasz wyczerpanie?",
      cat: "Et sents esgotat/ada al matí només de pensar en un altre dia de feina?",
      "pt-pt": "Sente-se exausto(a) de manhã só de pensar em mais um dia de trabalho?",
    },
  },
  {
    subscale: "work",
    n: 6,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Sientes que cada hora de trabajo te resulta agotadora?",
      "es-mx": "¿Siente que cada hora de trabajo le resulta agotadora?",
      "en-gb": "Do you feel that every working hour is tiring for you?",
      "en-us": "Do you feel that every working hour is tiring for you?",
      eu: "Lan-ordu bakoitza nekagarria egiten zaizula sentitzen duzu?",
      pl: "Czy masz poczucie, że każda godzina pracy Cię męczy?",
      cat: "Sents que cada hora de feina et resulta esgotadora?",
      "pt-pt": "Sente que cada hora de trabalho é cansativa para si?",
    },
  },
  {
    subscale: "work",
    n: 7,
    scale: "frequency",
    reverse: true,
    text: {
      "es-es": "¿Tienes suficiente energía para tu familia y tus amigos en tu tiempo libre?",
      "es-mx": "¿Tiene suficiente energía para su familia y sus amigos en su tiempo libre?",
      "en-gb": "Do you have enough energy for family and friends during leisure time?",
      "en-us": "Do you have enough energy for family and friends during leisure time?",
      eu: "Aisialdian, nahikoa energia duzu familiarentzat eta lagunentzat?",
      pl: "Czy w czasie wolnym masz wystarczająco dużo energii dla rodziny i przyjaciół?",
      cat: "Tens prou energia per a la família i els amics en el temps lliure?",
      "pt-pt": "Tem energia suficiente para a família e os amigos nos tempos livres?",
    },
  },
  {
    subscale: "client",
    n: 1,
    scale: "degree",
    reverse: false,
    text: {
      "es-es": "¿Te resulta difícil trabajar con clientes?",
      "es-mx": "¿Le resulta difícil trabajar con clientes?",
      "en-gb": "Do you find it hard to work with clients?",
      "en-us": "Do you find it hard to work with clients?",
      eu: "Zaila egiten zaizu bezeroekin lan egitea?",
      pl: "Czy praca z klientami jest dla Ciebie trudna?",
      cat: "Et resulta difícil treballar amb clients?",
      "pt-pt": "Acha difícil trabalhar com clientes?",
    },
  },
  {
    subscale: "client",
    n: 2,
    scale: "degree",
    reverse: false,
    text: {
      "es-es": "¿Te resulta frustrante trabajar con clientes?",
      "es-mx": "¿Le resulta frustrante trabajar con clientes?",
      "en-gb": "Do you find it frustrating to work with clients?",
      "en-us": "Do you find it frustrating to work with clients?",
      eu: "Frustragarria egiten zaizu bezeroekin lan egitea?",
      pl: "Czy praca z klientami Cię frustruje?",
      cat: "Et resulta frustrant treballar amb clients?",
      "pt-pt": "Acha frustrante trabalhar com clientes?",
    },
  },
  {
    subscale: "client",
    n: 3,
    scale: "degree",
    reverse: false,
    text: {
      "es-es": "¿Trabajar con clientes te quita energía?",
      "es-mx": "¿Trabajar con clientes le quita energía?",
      "en-gb": "Does it drain your energy to work with clients?",
      "en-us": "Does it drain your energy to work with clients?",
      eu: "Bezeroekin lan egiteak energia kentzen dizu?",
      pl: "Czy praca z klientami odbiera Ci energię?",
      cat: "Treballar amb clients et treu energia?",
      "pt-pt": "Trabalhar com clientes tira-lhe energia?",
    },
  },
  {
    subscale: "client",
    n: 4,
    scale: "degree",
    reverse: false,
    text: {
      "es-es": "¿Sientes que das más de lo que recibes cuando trabajas con clientes?",
      "es-mx": "¿Siente que da más de lo que recibe cuando trabaja con clientes?",
      "en-gb": "Do you feel that you give more than you get back when you work with clients?",
      "en-us": "Do you feel that you give more than you get back when you work with clients?",
      eu: "Bezeroekin lan egitean, jasotzen duzuna baino gehiago ematen duzula sentitzen duzu?",
      pl: "Czy masz poczucie, że w pracy z klientami dajesz więcej, niż otrzymujesz?",
      cat: "Sents que dones més del que reps quan treballes amb clients?",
      "pt-pt": "Sente que dá mais do que recebe quando trabalha com clientes?",
    },
  },
  {
    subscale: "client",
    n: 5,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Estás cansado/a de trabajar con clientes?",
      "es-mx": "¿Está cansado/a de trabajar con clientes?",
      "en-gb": "Are you tired of working with clients?",
      "en-us": "Are you tired of working with clients?",
      eu: "Nekatuta zaude bezeroekin lan egiteaz?",
      pl: "Czy masz już dość pracy z klientami?",
      cat: "Estàs cansat/ada de treballar amb clients?",
      "pt-pt": "Está cansado(a) de trabalhar com clientes?",
    },
  },
  {
    subscale: "client",
    n: 6,
    scale: "frequency",
    reverse: false,
    text: {
      "es-es": "¿Te preguntas a veces cuánto tiempo más podrás seguir trabajando con clientes?",
      "es-mx": "¿A veces se pregunta cuánto tiempo más podrá seguir trabajando con clientes?",
      "en-gb": "Do you sometimes wonder how long you will be able to continue working with clients?",
      "en-us": "Do you sometimes wonder how long you will be able to continue working with clients?",
      eu: "Batzuetan galdetzen diozu zeure buruari zenbat denbora gehiago jarraitu ahal izango duzun bezeroekin lanean?",
      pl: "Czy zastanawiasz się czasem, jak długo jeszcze dasz radę pracować z klientami?",
      cat: "De vegades et preguntes quant de temps més podràs continuar treballant amb clients?",
      "pt-pt":
        "Às vezes pergunta-se durante quanto tempo mais conseguirá continuar a trabalhar com clientes?",
    },
  },
];

const INTROS: Record<Subscale, Text[]> = {
  personal: [
    {
      "es-es": "Empezamos con seis preguntas sobre cómo te sientes en general, dentro y fuera del trabajo.",
      "es-mx": "Empezamos con seis preguntas sobre cómo se siente en general, dentro y fuera del trabajo.",
      "en-gb": "We'll start with six questions about how you feel in general, at work and outside it.",
      "en-us": "We'll start with six questions about how you feel in general, at work and outside it.",
      eu: "Sei galderarekin hasiko gara, oro har nola sentitzen zaren jakiteko, lanean eta lanetik kanpo.",
      pl: "Zaczniemy od sześciu pytań o to, jak ogólnie się czujesz, w pracy i poza nią.",
      cat: "Comencem amb sis preguntes sobre com et sents en general, dins i fora de la feina.",
      "pt-pt": "Começamos com seis perguntas sobre como se sente em geral, dentro e fora do trabalho.",
    },
  ],
  work: [
    {
      "es-es": "Ahora, siete preguntas sobre tu trabajo.",
      "es-mx": "Ahora, siete preguntas sobre su trabajo.",
      "en-gb": "Now seven questions about your work.",
      "en-us": "Now seven questions about your work.",
      eu: "Orain, zazpi galdera zure lanari buruz.",
      pl: "Teraz siedem pytań o Twoją pracę.",
      cat: "Ara, set preguntes sobre la teva feina.",
      "pt-pt": "Agora, sete perguntas sobre o seu trabalho.",
    },
  ],
  client: [
    {
      "es-es":
        "Por último, seis preguntas sobre el trabajo con clientes: las personas a las que atiendes en tu trabajo (clientes, usuarios, pacientes, alumnos…). Si no tratas con clientes externos, piensa en las personas que dependen de tu trabajo.",
      "es-mx":
        "Por último, seis preguntas sobre el trabajo con clientes: las personas a las que atiende en su trabajo (clientes, usuarios, pacientes, alumnos…). Si no trata con clientes externos, piense en las personas que dependen de su trabajo.",
      "en-gb":
        "Finally, six questions about working with clients: the people you serve in your job (customers, users, patients, students…). If you don't deal with outside clients, think of the people who depend on your work.",
      "en-us":
        "Finally, six questions about working with clients: the people you serve in your job (customers, users, patients, students…). If you don't deal with outside clients, think of the people who depend on your work.",
      eu: "Azkenik, sei galdera bezeroekin lan egiteari buruz: zure lanean artatzen dituzun pertsonak (bezeroak, erabiltzaileak, pazienteak, ikasleak…). Kanpoko bezerorik ez baduzu, pentsatu zure lanaren mende dauden pertsonengan.",
      pl: "Na koniec sześć pytań o pracę z klientami, czyli z osobami, którym służysz w pracy (klienci, użytkownicy, pacjenci, uczniowie…). Jeśli nie masz kontaktu z klientami zewnętrznymi, pomyśl o osobach, które zależą od Twojej pracy.",
      cat: "Finalment, sis preguntes sobre la feina amb clients: les persones que atens a la feina (clients, usuaris, pacients, alumnes…). Si no tractes amb clients externs, pensa en les persones que depenen de la teva feina.",
      "pt-pt":
        "Por último, seis perguntas sobre o trabalho com clientes: as pessoas que atende no seu trabalho (clientes, utilizadores, doentes, alunos…). Se não lida com clientes externos, pense nas pessoas que dependem do seu trabalho.",
    },
  ],
};

const DIMENSIONS: Record<Subscale, DimensionKey> = {
  personal: "DIMENSION_BURNOUT_PERSONAL",
  work: "DIMENSION_BURNOUT_WORK",
  client: "DIMENSION_BURNOUT_CLIENT",
};

const questions: InstrumentQuestion[] = ITEMS.map(
  (item): InstrumentQuestion => ({
    id: `cbi.${item.subscale}.${item.n}`,
    kind: "choice",
    required: true,
    text: item.text,
    options: item.scale === "frequency" ? FREQUENCY : DEGREE,
    dimension: DIMENSIONS[item.subscale],
    subscale: item.subscale,
    reverse: item.reverse,
    ...(item.n === 1 ? { intro: INTROS[item.subscale] } : {}),
  }),
);

/** A subscale needs at least this many answered items (Kristensen et al.: fewer means non-responder). */
export const CBI_MIN_ITEMS = 3;

export function scoreCbi(answers: Answers): DimensionScore[] {
  const out: DimensionScore[] = [];
  for (const subscale of ["personal", "work", "client"] as const) {
    const values: number[] = [];
    for (const q of questions) {
      if (q.subscale !== subscale) continue;
      const v = answers.get(q.id);
      if (typeof v !== "number" || !q.options?.some((o) => o.value === v)) continue;
      values.push(q.reverse ? 100 - v : v);
    }
    if (values.length < CBI_MIN_ITEMS) continue;
    const sum = values.reduce((a, b) => a + b, 0);
    // Whole tenths, so that the rounding (half up) never depends on binary floating point.
    const tenths = Math.round((sum * 10) / values.length);
    out.push({ dimension: DIMENSIONS[subscale], value: tenths / 10, extra: values.length });
  }
  return out;
}

export const cbi: Instrument = {
  surveyId: 4,
  key: "cbi",
  surveyKeys: ["SURVEY_WELLGUARD_BURNOUT"],
  helper: "SURVEY_WELLGUARD_HELPER_WELLBEING",
  name: {
    "es-es": "Desgaste profesional (Copenhagen Burnout Inventory)",
    "es-mx": "Desgaste laboral (Copenhagen Burnout Inventory)",
    "en-gb": "Burnout (Copenhagen Burnout Inventory)",
    "en-us": "Burnout (Copenhagen Burnout Inventory)",
    eu: "Burnout-a (Copenhagen Burnout Inventory)",
    pl: "Wypalenie (Kopenhaski Kwestionariusz Wypalenia, CBI)",
    cat: "Desgast professional (Copenhagen Burnout Inventory)",
    "pt-pt": "Burnout (Copenhagen Burnout Inventory)",
  },
  welcome: [
    {
      "es-es":
        "Este cuestionario tiene 19 preguntas sobre el cansancio y el desgaste y se responde en unos cinco minutos. Responde pensando en cómo te has sentido en las últimas semanas.",
      "es-mx":
        "Este cuestionario tiene 19 preguntas sobre el cansancio y el desgaste y se responde en unos cinco minutos. Responda pensando en cómo se ha sentido en las últimas semanas.",
      "en-gb":
        "This questionnaire has 19 questions about tiredness and exhaustion and takes about five minutes. Answer thinking of how you have felt over recent weeks.",
      "en-us":
        "This questionnaire has 19 questions about tiredness and exhaustion and takes about five minutes. Answer thinking of how you have felt over recent weeks.",
      eu: "Galdetegi honek 19 galdera ditu nekeari eta higadurari buruz, eta bost bat minututan erantzuten da. Erantzun azken asteetan nola sentitu zaren pentsatuz.",
      pl: "Ten kwestionariusz zawiera 19 pytań o zmęczenie i wyczerpanie; jego wypełnienie zajmie około pięciu minut. Odpowiadaj, myśląc o tym, jak się czujesz w ostatnich tygodniach.",
      cat: "Aquest qüestionari té 19 preguntes sobre el cansament i el desgast i es respon en uns cinc minuts. Respon pensant en com t'has sentit les últimes setmanes.",
      "pt-pt":
        "Este questionário tem 19 perguntas sobre cansaço e desgaste e demora cerca de cinco minutos. Responda a pensar em como se tem sentido nas últimas semanas.",
    },
  ],
  farewell: [
    {
      "es-es":
        "¡Gracias! Puedes ver tus resultados en tu perfil de desgaste profesional. Recuerda: son una orientación, no un diagnóstico.",
      "es-mx":
        "¡Gracias! Puede ver sus resultados en su perfil de desgaste laboral. Recuerde: son una orientación, no un diagnóstico.",
      "en-gb":
        "Thank you! You can see your results in your burnout profile. Remember: they are an indication, not a diagnosis.",
      "en-us":
        "Thank you! You can see your results in your burnout profile. Remember: they are an indication, not a diagnosis.",
      eu: "Eskerrik asko! Zure emaitzak burnout-profilean ikus ditzakezu. Gogoratu: orientazio bat dira, ez diagnostiko bat.",
      pl: "Dziękujemy! Swoje wyniki zobaczysz w profilu wypalenia. Pamiętaj: to wskazówka, a nie diagnoza.",
      cat: "Gràcies! Pots veure els resultats al teu perfil de desgast professional. Recorda: són una orientació, no un diagnòstic.",
      "pt-pt":
        "Obrigado! Pode ver os resultados no seu perfil de burnout. Lembre-se: são uma indicação, não um diagnóstico.",
    },
  ],
  questions,
  score: scoreCbi,
};
