import type {
  Answers,
  DimensionScore,
  Instrument,
  InstrumentOption,
  InstrumentQuestion,
  Text,
} from "./types";

/*
 * Climate plus (surveyId 3, SURVEY_WELLGUARD_CLIMATE_PLUS): the WHO-5 Well-Being Index (WHO Regional Office for Europe,
 * 1998; free to use with citation) and six work-climate items of our own (docs/instruments/climate.md).
 *
 * Scoring (pure, unit-tested against the hand-worked examples in the doc):
 * - WHO-5: raw = sum of the five items (0-5 each, 0-25); DIMENSION_WHO5_INDEX value = raw × 4 (0-100), extra = raw.
 *   All five items are needed: with one missing there is no WHO-5 record (the published rule has no imputation).
 * - Work climate: each item 1-5 (reversed items 6 − answer); DIMENSION_WORK_CLIMATE = (mean − 1) / 4 × 10, one decimal
 *   (half up),
 *   extra = items answered; at least 4 of the 6 items are needed.
 * - DIMENSION_CLIMATE_LEVEL = (WHO-5 index / 10 + work climate) / 2, one decimal (half up), from the two stored
 *   values; extra null.
 *   Only when both exist.
 */

/** WHO-5 answer options, in the published order (All of the time 5 ... At no time 0). */
const WHO5_OPTIONS: InstrumentOption[] = [
  {
    value: 5,
    label: {
      "es-es": "Todo el tiempo",
      "es-mx": "Todo el tiempo",
      "en-gb": "All of the time",
      "en-us": "All of the time",
      eu: "Denbora guztian",
      pl: "Przez cały czas",
      cat: "Tot el temps",
      "pt-pt": "Todo o tempo",
    },
  },
  {
    value: 4,
    label: {
      "es-es": "La mayor parte del tiempo",
      "es-mx": "La mayor parte del tiempo",
      "en-gb": "Most of the time",
      "en-us": "Most of the time",
      eu: "Denbora gehienean",
      pl: "Przez większość czasu",
      cat: "La major part del temps",
      "pt-pt": "A maior parte do tempo",
    },
  },
  {
    value: 3,
    label: {
      "es-es": "Más de la mitad del tiempo",
      "es-mx": "Más de la mitad del tiempo",
      "en-gb": "More than half of the time",
      "en-us": "More than half of the time",
      eu: "Denboraren erdia baino gehiagotan",
      pl: "Przez więcej niż połowę czasu",
      cat: "Més de la meitat del temps",
      "pt-pt": "Mais de metade do tempo",
    },
  },
  {
    value: 2,
    label: {
      "es-es": "Menos de la mitad del tiempo",
      "es-mx": "Menos de la mitad del tiempo",
      "en-gb": "Less than half of the time",
      "en-us": "Less than half of the time",
      eu: "Denboraren erdia baino gutxiagotan",
      pl: "Przez mniej niż połowę czasu",
      cat: "Menys de la meitat del temps",
      "pt-pt": "Menos de metade do tempo",
    },
  },
  {
    value: 1,
    label: {
      "es-es": "De vez en cuando",
      "es-mx": "De vez en cuando",
      "en-gb": "Some of the time",
      "en-us": "Some of the time",
      eu: "Noizean behin",
      pl: "Od czasu do czasu",
      cat: "De tant en tant",
      "pt-pt": "Algumas vezes",
    },
  },
  {
    value: 0,
    label: {
      "es-es": "Nunca",
      "es-mx": "Nunca",
      "en-gb": "At no time",
      "en-us": "At no time",
      eu: "Inoiz ez",
      pl: "Nigdy",
      cat: "Mai",
      "pt-pt": "Nunca",
    },
  },
];

/** Agreement options for the work-climate items, 1-5. */
const AGREEMENT: InstrumentOption[] = [
  {
    value: 1,
    label: {
      "es-es": "Totalmente en desacuerdo",
      "es-mx": "Totalmente en desacuerdo",
      "en-gb": "Strongly disagree",
      "en-us": "Strongly disagree",
      eu: "Erabat desados",
      pl: "Zdecydowanie się nie zgadzam",
      cat: "Totalment en desacord",
      "pt-pt": "Discordo totalmente",
    },
  },
  {
    value: 2,
    label: {
      "es-es": "En desacuerdo",
      "es-mx": "En desacuerdo",
      "en-gb": "Disagree",
      "en-us": "Disagree",
      eu: "Desados",
      pl: "Raczej się nie zgadzam",
      cat: "En desacord",
      "pt-pt": "Discordo",
    },
  },
  {
    value: 3,
    label: {
      "es-es": "Ni de acuerdo ni en desacuerdo",
      "es-mx": "Ni de acuerdo ni en desacuerdo",
      "en-gb": "Neither agree nor disagree",
      "en-us": "Neither agree nor disagree",
      eu: "Ez ados ez desados",
      pl: "Ani się zgadzam, ani nie zgadzam",
      cat: "Ni d'acord ni en desacord",
      "pt-pt": "Não concordo nem discordo",
    },
  },
  {
    value: 4,
    label: {
      "es-es": "De acuerdo",
      "es-mx": "De acuerdo",
      "en-gb": "Agree",
      "en-us": "Agree",
      eu: "Ados",
      pl: "Raczej się zgadzam",
      cat: "D'acord",
      "pt-pt": "Concordo",
    },
  },
  {
    value: 5,
    label: {
      "es-es": "Totalmente de acuerdo",
      "es-mx": "Totalmente de acuerdo",
      "en-gb": "Strongly agree",
      "en-us": "Strongly agree",
      eu: "Erabat ados",
      pl: "Zdecydowanie się zgadzam",
      cat: "Totalment d'acord",
      "pt-pt": "Concordo totalmente",
    },
  },
];

const AGREEMENT_LABELS = { min: AGREEMENT[0]?.label as Text, max: AGREEMENT[4]?.label as Text };

const WHO5_INTRO: Text[] = [
  {
    "es-es":
      "Primero, cinco frases sobre las últimas dos semanas: elige en cada una la opción que más se acerque a cómo te has sentido.",
    "es-mx":
      "Primero, cinco frases sobre las últimas dos semanas: elija en cada una la opción que más se acerque a cómo se ha sentido.",
    "en-gb":
      "First, five statements about the last two weeks: for each one, choose the answer closest to how you have been feeling.",
    "en-us":
      "First, five statements about the last two weeks: for each one, choose the answer closest to how you have been feeling.",
    eu: "Lehenik, azken bi asteei buruzko bost esaldi: bakoitzean, aukeratu zure sentipenetik hurbilen dagoen erantzuna.",
    pl: "Najpierw pięć stwierdzeń o ostatnich dwóch tygodniach: przy każdym wybierz odpowiedź, która najlepiej oddaje Twoje samopoczucie.",
    cat: "Primer, cinc frases sobre les dues últimes setmanes: en cadascuna, tria l'opció que s'acosti més a com t'has sentit.",
    "pt-pt":
      "Primeiro, cinco afirmações sobre as últimas duas semanas: em cada uma, escolha a resposta que mais se aproxima do que sentiu.",
  },
];

const WHO5_ITEMS: Text[] = [
  {
    "es-es": "Durante las últimas dos semanas, me he sentido alegre y de buen humor.",
    "es-mx": "Durante las últimas dos semanas, me he sentido alegre y de buen humor.",
    "en-gb": "Over the last two weeks, I have felt cheerful and in good spirits.",
    "en-us": "Over the last two weeks, I have felt cheerful and in good spirits.",
    eu: "Azken bi asteetan, alai eta umore onean sentitu naiz.",
    pl: "W ciągu ostatnich dwóch tygodni byłem radosny / byłam radosna i w dobrym nastroju.",
    cat: "Durant les dues últimes setmanes, m'he sentit alegre i de bon humor.",
    "pt-pt": "Nas últimas duas semanas, senti-me alegre e bem-disposto(a).",
  },
  {
    "es-es": "Durante las últimas dos semanas, me he sentido tranquilo/a y relajado/a.",
    "es-mx": "Durante las últimas dos semanas, me he sentido tranquilo/a y relajado/a.",
    "en-gb": "Over the last two weeks, I have felt calm and relaxed.",
    "en-us": "Over the last two weeks, I have felt calm and relaxed.",
    eu: "Azken bi asteetan, lasai eta erlaxatuta sentitu naiz.",
    pl: "W ciągu ostatnich dwóch tygodni byłem spokojny i zrelaksowany / byłam spokojna i zrelaksowana.",
    cat: "Durant les dues últimes setmanes, m'he sentit tranquil/il·la i relaxat/ada.",
    "pt-pt": "Nas últimas duas semanas, senti-me calmo(a) e tranquilo(a).",
  },
  {
    "es-es": "Durante las últimas dos semanas, me he sentido activo/a y con energía.",
    "es-mx": "Durante las últimas dos semanas, me he sentido activo/a y con energía.",
    "en-gb": "Over the last two weeks, I have felt active and vigorous.",
    "en-us": "Over the last two weeks, I have felt active and vigorous.",
    eu: "Azken bi asteetan, aktibo eta kemenez beteta sentitu naiz.",
    pl: "W ciągu ostatnich dwóch tygodni byłem aktywny i pełen energii / byłam aktywna i pełna energii.",
    cat: "Durant les dues últimes setmanes, m'he sentit actiu/iva i amb energia.",
    "pt-pt": "Nas últimas duas semanas, senti-me ativo(a) e cheio(a) de energia.",
  },
  {
    "es-es": "Durante las últimas dos semanas, me he despertado fresco/a y descansado/a.",
    "es-mx": "Durante las últimas dos semanas, me he despertado fresco/a y descansado/a.",
    "en-gb": "Over the last two weeks, I woke up feeling fresh and rested.",
    "en-us": "Over the last two weeks, I woke up feeling fresh and rested.",
    eu: "Azken bi asteetan, fresko eta atseden hartuta esnatu naiz.",
    pl: "W ciągu ostatnich dwóch tygodni budziłem się świeży i wypoczęty / budziłam się świeża i wypoczęta.",
    cat: "Durant les dues últimes setmanes, m'he despertat fresc/a i descansat/ada.",
    "pt-pt": "Nas últimas duas semanas, acordei a sentir-me fresco(a) e descansado(a).",
  },
  {
    "es-es": "Durante las últimas dos semanas, mi vida diaria ha estado llena de cosas que me interesan.",
    "es-mx": "Durante las últimas dos semanas, mi vida diaria ha estado llena de cosas que me interesan.",
    "en-gb": "Over the last two weeks, my daily life has been filled with things that interest me.",
    "en-us": "Over the last two weeks, my daily life has been filled with things that interest me.",
    eu: "Azken bi asteetan, nire eguneroko bizitza interesatzen zaizkidan gauzez beteta egon da.",
    pl: "W ciągu ostatnich dwóch tygodni moje codzienne życie było wypełnione rzeczami, które mnie interesują.",
    cat: "Durant les dues últimes setmanes, la meva vida diària ha estat plena de coses que m'interessen.",
    "pt-pt": "Nas últimas duas semanas, o meu dia a dia foi preenchido com coisas que me interessam.",
  },
];

const CLIMATE_INTRO: Text[] = [
  {
    "es-es":
      "Gracias. Ahora, seis frases sobre el ambiente en tu trabajo. Di hasta qué punto estás de acuerdo con cada una.",
    "es-mx":
      "Gracias. Ahora, seis frases sobre el ambiente en su trabajo. Indique qué tan de acuerdo está con cada una.",
    "en-gb": "Thank you. Now six statements about the climate at work. Say how far you agree with each one.",
    "en-us":
      "Thank you. Now six statements about the climate at work. Tell us how much you agree with each one.",
    eu: "Eskerrik asko. Orain, lan-giroari buruzko sei esaldi. Esan zenbateraino zauden ados bakoitzarekin.",
    pl: "Dziękujemy. Teraz sześć stwierdzeń o atmosferze w pracy. Zaznacz, na ile się z każdym zgadzasz.",
    cat: "Gràcies. Ara, sis frases sobre l'ambient a la feina. Digues fins a quin punt hi estàs d'acord.",
    "pt-pt":
      "Obrigado. Agora, seis afirmações sobre o ambiente de trabalho. Diga até que ponto concorda com cada uma.",
  },
];

/** Our own work-climate items; `reverse` items describe a worse climate when agreed with. */
const CLIMATE_ITEMS: { text: Text; reverse: boolean }[] = [
  {
    reverse: false,
    text: {
      "es-es": "Puedo contar con mis compañeros cuando necesito ayuda.",
      "es-mx": "Puedo contar con mis compañeros cuando necesito ayuda.",
      "en-gb": "I can count on my colleagues when I need help.",
      "en-us": "I can count on my coworkers when I need help.",
      eu: "Laguntza behar dudanean, lankideengana jo dezaket.",
      pl: "Mogę liczyć na współpracowników, kiedy potrzebuję pomocy.",
      cat: "Puc comptar amb els companys quan necessito ajuda.",
      "pt-pt": "Posso contar com os meus colegas quando preciso de ajuda.",
    },
  },
  {
    reverse: false,
    text: {
      "es-es": "Mi responsable me escucha cuando planteo un problema.",
      "es-mx": "Mi jefe o jefa me escucha cuando planteo un problema.",
      "en-gb": "My manager listens when I raise a problem.",
      "en-us": "My manager listens when I bring up a problem.",
      eu: "Arazo bat planteatzen dudanean, nire arduradunak entzun egiten nau.",
      pl: "Mój przełożony lub moja przełożona słucha, gdy zgłaszam problem.",
      cat: "El meu responsable m'escolta quan plantejo un problema.",
      "pt-pt": "A minha chefia ouve-me quando lhe apresento um problema.",
    },
  },
  {
    reverse: false,
    text: {
      "es-es": "Puedo reconocer un error o avisar de un problema de seguridad sin miedo a que me culpen.",
      "es-mx": "Puedo reconocer un error o avisar de un problema de seguridad sin miedo a que me culpen.",
      "en-gb": "I can admit a mistake or report a security concern without fear of being blamed.",
      "en-us": "I can admit a mistake or report a security concern without fear of being blamed.",
      eu: "Akats bat onartu edo segurtasun-arazo baten berri eman dezaket, errua botako didaten beldurrik gabe.",
      pl: "Mogę przyznać się do błędu lub zgłosić problem z bezpieczeństwem bez obawy, że zostanę obwiniony lub obwiniona.",
      cat: "Puc reconèixer un error o avisar d'un problema de seguretat sense por que em culpin.",
      "pt-pt":
        "Posso admitir um erro ou comunicar um problema de segurança sem medo de ser culpabilizado(a).",
    },
  },
  {
    reverse: true,
    text: {
      "es-es": "A menudo tengo más trabajo del que puedo hacer en mi jornada.",
      "es-mx": "Con frecuencia tengo más trabajo del que puedo hacer en mi jornada.",
      "en-gb": "I often have more work than I can do in my working hours.",
      "en-us": "I often have more work than I can do in my working hours.",
      eu: "Askotan, nire lanaldian egin dezakedana baino lan gehiago izaten dut.",
      pl: "Często mam więcej pracy, niż jestem w stanie wykonać w godzinach pracy.",
      cat: "Sovint tinc més feina de la que puc fer durant la jornada.",
      "pt-pt": "Muitas vezes tenho mais trabalho do que consigo fazer no meu horário.",
    },
  },
  {
    reverse: false,
    text: {
      "es-es": "Siento que se reconoce el trabajo que hago.",
      "es-mx": "Siento que se reconoce el trabajo que hago.",
      "en-gb": "I feel that the work I do is recognised.",
      "en-us": "I feel that the work I do is recognized.",
      eu: "Egiten dudan lana aintzat hartzen dela sentitzen dut.",
      pl: "Czuję, że moja praca jest doceniana.",
      cat: "Sento que es reconeix la feina que faig.",
      "pt-pt": "Sinto que o trabalho que faço é reconhecido.",
    },
  },
  {
    reverse: true,
    text: {
      "es-es": "Las tensiones o los conflictos en mi equipo me dificultan el trabajo.",
      "es-mx": "Las tensiones o los conflictos en mi equipo me dificultan el trabajo.",
      "en-gb": "Tension or conflict in my team makes my work harder.",
      "en-us": "Tension or conflict on my team makes my work harder.",
      eu: "Nire taldeko tentsioek edo gatazkek lana zailtzen didate.",
      pl: "Napięcia lub konflikty w moim zespole utrudniają mi pracę.",
      cat: "Les tensions o els conflictes del meu equip em dificulten la feina.",
      "pt-pt": "As tensões ou os conflitos na minha equipa dificultam o meu trabalho.",
    },
  },
];

const questions: InstrumentQuestion[] = [
  ...WHO5_ITEMS.map(
    (text, i): InstrumentQuestion => ({
      id: `climate.who5.${i + 1}`,
      kind: "choice",
      required: true,
      text,
      options: WHO5_OPTIONS,
      dimension: "DIMENSION_WHO5_INDEX",
      subscale: "who5",
      ...(i === 0 ? { intro: WHO5_INTRO } : {}),
    }),
  ),
  ...CLIMATE_ITEMS.map(
    ({ text, reverse }, i): InstrumentQuestion => ({
      id: `climate.work.${i + 1}`,
      kind: "scale",
      required: true,
      text,
      options: AGREEMENT,
      scaleLabels: AGREEMENT_LABELS,
      dimension: "DIMENSION_WORK_CLIMATE",
      subscale: "work",
      reverse,
      ...(i === 0 ? { intro: CLIMATE_INTRO } : {}),
    }),
  ),
];

/** The answer to a question if it is one of its option values, else undefined (missing, timed out or invalid). */
function optionValue(answers: Answers, question: InstrumentQuestion): number | undefined {
  const v = answers.get(question.id);
  return typeof v === "number" && question.options?.some((o) => o.value === v) ? v : undefined;
}

/*
 * Rounding is done on whole tenths (integers) so that a result never depends on binary floating point:
 * work climate tenths = round((sum − n) × 25 / n) (that is (mean − 1) / 4 × 10 × 10), half up;
 * climate level tenths = round((WHO-5 index + work climate tenths) / 2), half up.
 */
export function scoreClimate(answers: Answers): DimensionScore[] {
  const out: DimensionScore[] = [];
  const who5 = questions.filter((q) => q.subscale === "who5").map((q) => optionValue(answers, q));
  let index: number | undefined;
  if (who5.every((v) => v !== undefined)) {
    const raw = who5.reduce((sum: number, v) => sum + (v ?? 0), 0);
    index = raw * 4;
    out.push({ dimension: "DIMENSION_WHO5_INDEX", value: index, extra: raw });
  }
  const work: number[] = [];
  for (const q of questions) {
    if (q.subscale !== "work") continue;
    const v = optionValue(answers, q);
    if (v !== undefined) work.push(q.reverse ? 6 - v : v);
  }
  let climateTenths: number | undefined;
  if (work.length >= 4) {
    const sum = work.reduce((a, b) => a + b, 0);
    climateTenths = Math.round(((sum - work.length) * 25) / work.length);
    out.push({ dimension: "DIMENSION_WORK_CLIMATE", value: climateTenths / 10, extra: work.length });
  }
  if (index !== undefined && climateTenths !== undefined) {
    out.push({
      dimension: "DIMENSION_CLIMATE_LEVEL",
      value: Math.round((index + climateTenths) / 2) / 10,
      extra: null,
    });
  }
  return out;
}

export const climate: Instrument = {
  surveyId: 3,
  key: "climate",
  surveyKeys: ["SURVEY_WELLGUARD_CLIMATE_PLUS"],
  helper: "SURVEY_WELLGUARD_HELPER_WELLBEING",
  name: {
    "es-es": "Bienestar y clima laboral",
    "es-mx": "Bienestar y clima laboral",
    "en-gb": "Wellbeing and work climate",
    "en-us": "Well-being and work climate",
    eu: "Ongizatea eta lan-giroa",
    pl: "Samopoczucie i atmosfera w pracy",
    cat: "Benestar i clima laboral",
    "pt-pt": "Bem-estar e clima de trabalho",
  },
  welcome: [
    {
      "es-es": "Esta encuesta tiene once frases y se responde en unos tres minutos.",
      "es-mx": "Esta encuesta tiene once frases y se responde en unos tres minutos.",
      "en-gb": "This survey has eleven statements and takes about three minutes.",
      "en-us": "This survey has eleven statements and takes about three minutes.",
      eu: "Inkesta honek hamaika esaldi ditu, eta hiru bat minututan erantzuten da.",
      pl: "Ta ankieta zawiera jedenaście stwierdzeń, a jej wypełnienie zajmie około trzech minut.",
      cat: "Aquesta enquesta té onze frases i es respon en uns tres minuts.",
      "pt-pt": "Este questionário tem onze afirmações e demora cerca de três minutos.",
    },
  ],
  farewell: [
    {
      "es-es": "¡Gracias por tu sinceridad! Puedes ver tu resultado en tu perfil de bienestar.",
      "es-mx": "¡Gracias por su sinceridad! Puede ver su resultado en su perfil de bienestar.",
      "en-gb": "Thank you for your honesty! You can see your result in your wellbeing profile.",
      "en-us": "Thank you for your honesty! You can see your result in your well-being profile.",
      eu: "Eskerrik asko zintzotasunagatik! Zure emaitza ongizate-profilean ikus dezakezu.",
      pl: "Dziękujemy za szczerość! Swój wynik zobaczysz w profilu samopoczucia.",
      cat: "Gràcies per la teva sinceritat! Pots veure el resultat al teu perfil de benestar.",
      "pt-pt": "Obrigado pela sua sinceridade! Pode ver o resultado no seu perfil de bem-estar.",
    },
  ],
  questions,
  score: scoreClimate,
};
