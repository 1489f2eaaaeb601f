import type { Instrument, InstrumentOption, Text } from "./types";

/*
 * Direct (surveyId 12, SURVEY_WELLGUARD_DIRECT): a short pulse check-in (docs/instruments/direct.md): how the week went,
 * the workload, anything suspicious seen, and an optional free text. score() returns []: the pulse writes no profile
 * dimension; its answers are stored and count for participation only.
 */

/** 1-5 options labelled with their number (the scale's words are at both ends). */
const ONE_TO_FIVE: InstrumentOption[] = [1, 2, 3, 4, 5].map((value) => {
  const n = String(value);
  const label: Text = { "es-es": n, "es-mx": n, "en-gb": n, "en-us": n, eu: n, pl: n, cat: n, "pt-pt": n };
  return { value, label };
});

const SUSPICIOUS: InstrumentOption[] = [
  {
    value: 1,
    label: {
      "es-es": "No, nada",
      "es-mx": "No, nada",
      "en-gb": "No, nothing",
      "en-us": "No, nothing",
      eu: "Ez, ezer ez",
      pl: "Nie, nic takiego",
      cat: "No, res",
      "pt-pt": "Não, nada",
    },
  },
  {
    value: 2,
    label: {
      "es-es": "Sí, y lo he comunicado",
      "es-mx": "Sí, y lo reporté",
      "en-gb": "Yes, and I reported it",
      "en-us": "Yes, and I reported it",
      eu: "Bai, eta jakinarazi egin dut",
      pl: "Tak, i to zgłosiłem lub zgłosiłam",
      cat: "Sí, i ho he comunicat",
      "pt-pt": "Sim, e comuniquei-o",
    },
  },
  {
    value: 3,
    label: {
      "es-es": "Sí, pero no lo he comunicado",
      "es-mx": "Sí, pero no lo reporté",
      "en-gb": "Yes, but I didn't report it",
      "en-us": "Yes, but I didn't report it",
      eu: "Bai, baina ez dut jakinarazi",
      pl: "Tak, ale tego nie zgłosiłem lub nie zgłosiłam",
      cat: "Sí, però no ho he comunicat",
      "pt-pt": "Sim, mas não o comuniquei",
    },
  },
  {
    value: 4,
    label: {
      "es-es": "No estoy seguro/a",
      "es-mx": "No estoy seguro/a",
      "en-gb": "I'm not sure",
      "en-us": "I'm not sure",
      eu: "Ez nago ziur",
      pl: "Nie jestem pewien / pewna",
      cat: "No n'estic segur/a",
      "pt-pt": "Não tenho a certeza",
    },
  },
];

export const direct: Instrument = {
  surveyId: 12,
  key: "direct",
  surveyKeys: ["SURVEY_WELLGUARD_DIRECT"],
  name: {
    "es-es": "¿Qué tal tu semana?",
    "es-mx": "¿Cómo le fue esta semana?",
    "en-gb": "How was your week?",
    "en-us": "How was your week?",
    eu: "Zer moduz joan zaizu astea?",
    pl: "Jak minął Ci tydzień?",
    cat: "Com ha anat la setmana?",
    "pt-pt": "Como correu a sua semana?",
  },
  welcome: [
    {
      "es-es": "¡Hola de nuevo! Cuatro preguntas rápidas sobre tu semana: menos de un minuto.",
      "es-mx": "¡Hola de nuevo! Cuatro preguntas rápidas sobre su semana: menos de un minuto.",
      "en-gb": "Hello again! Four quick questions about your week: less than a minute.",
      "en-us": "Hi again! Four quick questions about your week: less than a minute.",
      eu: "Kaixo berriro! Lau galdera azkar zure asteari buruz: minutu bat baino gutxiago.",
      pl: "Witaj ponownie! Cztery krótkie pytania o Twój tydzień: niecała minuta.",
      cat: "Hola de nou! Quatre preguntes ràpides sobre la teva setmana: menys d'un minut.",
      "pt-pt": "Olá outra vez! Quatro perguntas rápidas sobre a sua semana: menos de um minuto.",
    },
  ],
  farewell: [
    {
      "es-es": "¡Gracias! Hasta la próxima.",
      "es-mx": "¡Gracias! Nos vemos en la próxima.",
      "en-gb": "Thanks! See you at the next check-in.",
      "en-us": "Thanks! See you at the next check-in.",
      eu: "Eskerrik asko! Hurrengo galdeketan arte.",
      pl: "Dziękujemy! Do zobaczenia przy następnej ankiecie.",
      cat: "Gràcies! Fins a la propera.",
      "pt-pt": "Obrigado! Até à próxima.",
    },
  ],
  questions: [
    {
      id: "direct.pulse.1",
      kind: "scale",
      required: true,
      text: {
        "es-es": "En general, ¿cómo ha ido tu semana de trabajo?",
        "es-mx": "En general, ¿cómo le fue en su semana de trabajo?",
        "en-gb": "Overall, how has your working week been?",
        "en-us": "Overall, how has your workweek been?",
        eu: "Oro har, nola joan zaizu lan-astea?",
        pl: "Jak ogólnie oceniasz swój tydzień w pracy?",
        cat: "En general, com ha anat la setmana de feina?",
        "pt-pt": "No geral, como correu a sua semana de trabalho?",
      },
      options: ONE_TO_FIVE,
      scaleLabels: {
        min: {
          "es-es": "Muy mal",
          "es-mx": "Muy mal",
          "en-gb": "Very badly",
          "en-us": "Very badly",
          eu: "Oso gaizki",
          pl: "Bardzo źle",
          cat: "Molt malament",
          "pt-pt": "Muito mal",
        },
        max: {
          "es-es": "Muy bien",
          "es-mx": "Muy bien",
          "en-gb": "Very well",
          "en-us": "Very well",
          eu: "Oso ondo",
          pl: "Bardzo dobrze",
          cat: "Molt bé",
          "pt-pt": "Muito bem",
        },
      },
    },
    {
      id: "direct.pulse.2",
      kind: "scale",
      required: true,
      text: {
        "es-es": "¿Cómo de asumible ha sido tu carga de trabajo esta semana?",
        "es-mx": "¿Qué tan manejable fue su carga de trabajo esta semana?",
        "en-gb": "How manageable has your workload been this week?",
        "en-us": "How manageable has your workload been this week?",
        eu: "Zenbateraino izan da aste honetan zure lan-karga eramangarria?",
        pl: "Na ile Twoje obciążenie pracą w tym tygodniu było do udźwignięcia?",
        cat: "Fins a quin punt ha estat assumible la càrrega de feina aquesta setmana?",
        "pt-pt": "Até que ponto a sua carga de trabalho foi gerível esta semana?",
      },
      options: ONE_TO_FIVE,
      scaleLabels: {
        min: {
          "es-es": "Nada asumible",
          "es-mx": "Nada manejable",
          "en-gb": "Not at all manageable",
          "en-us": "Not at all manageable",
          eu: "Batere ez eramangarria",
          pl: "Zupełnie nie do udźwignięcia",
          cat: "Gens assumible",
          "pt-pt": "Nada gerível",
        },
        max: {
          "es-es": "Totalmente asumible",
          "es-mx": "Totalmente manejable",
          "en-gb": "Completely manageable",
          "en-us": "Completely manageable",
          eu: "Guztiz eramangarria",
          pl: "W pełni do udźwignięcia",
          cat: "Totalment assumible",
          "pt-pt": "Totalmente gerível",
        },
      },
    },
    {
      id: "direct.pulse.3",
      kind: "choice",
      required: true,
      text: {
        "es-es": "Esta semana, ¿has recibido algún correo, mensaje o llamada que te pareciera sospechoso?",
        "es-mx": "Esta semana, ¿recibió algún correo, mensaje o llamada que le pareciera sospechoso?",
        "en-gb": "This week, did you come across an e-mail, message or call that seemed suspicious?",
        "en-us": "This week, did you come across an email, message or call that seemed suspicious?",
        eu: "Aste honetan, susmagarria iruditu zaizun mezu elektroniko, mezu edo deiren bat jaso duzu?",
        pl: "Czy w tym tygodniu trafiło do Ciebie coś podejrzanego: e-mail, wiadomość lub telefon?",
        cat: "Aquesta setmana, has rebut algun correu, missatge o trucada que et semblés sospitós?",
        "pt-pt": "Esta semana, recebeu algum e-mail, mensagem ou chamada que lhe parecesse suspeito?",
      },
      options: SUSPICIOUS,
    },
    {
      id: "direct.pulse.4",
      kind: "text",
      required: false,
      maxLength: 1000,
      text: {
        "es-es": "¿Quieres contarnos algo más? Es opcional.",
        "es-mx": "¿Quiere contarnos algo más? Es opcional.",
        "en-gb": "Anything else you'd like to tell us? This is optional.",
        "en-us": "Anything else you'd like to tell us? This is optional.",
        eu: "Beste zerbait kontatu nahi diguzu? Aukerakoa da.",
        pl: "Chcesz nam coś jeszcze powiedzieć? To pytanie jest opcjonalne.",
        cat: "Vols explicar-nos res més? És opcional.",
        "pt-pt": "Quer dizer-nos mais alguma coisa? É opcional.",
      },
    },
  ],
  /** The pulse writes no profile dimension: its answers are stored and count for participation only. */
  score: () => [],
};
