import type { Instrument } from "./types";

/*
 * Open survey (surveyId 13, SURVEY_WELLGUARD_OPEN_SURVEY): open feedback on the security culture, in the person's own
 * words (docs/instruments/open-survey.md). Text questions only, the last two optional. score() returns []: free text is
 * not scored; the answers are stored for the company's anonymous reading in a later issue.
 */

export const openSurvey: Instrument = {
  surveyId: 13,
  key: "open",
  surveyKeys: ["SURVEY_WELLGUARD_OPEN_SURVEY"],
  name: {
    "es-es": "Tu opinión sobre la seguridad",
    "es-mx": "Su opinión sobre la seguridad",
    "en-gb": "Your view on security",
    "en-us": "Your view on security",
    eu: "Segurtasunari buruzko zure iritzia",
    pl: "Twoje zdanie o bezpieczeństwie",
    cat: "La teva opinió sobre la seguretat",
    "pt-pt": "A sua opinião sobre a segurança",
  },
  welcome: [
    {
      "es-es": "Esta vez no hay opciones: queremos saber qué piensas, con tus propias palabras.",
      "es-mx": "Esta vez no hay opciones: queremos saber qué piensa, con sus propias palabras.",
      "en-gb": "No options this time: we'd like to hear what you think, in your own words.",
      "en-us": "No options this time: we'd like to hear what you think, in your own words.",
      eu: "Oraingoan ez dago aukerarik: zer pentsatzen duzun jakin nahi dugu, zure hitzekin.",
      pl: "Tym razem bez gotowych odpowiedzi: chcemy poznać Twoje zdanie, Twoimi słowami.",
      cat: "Aquesta vegada no hi ha opcions: volem saber què en penses, amb les teves paraules.",
      "pt-pt": "Desta vez não há opções: queremos saber o que pensa, pelas suas próprias palavras.",
    },
    {
      "es-es": "Tus respuestas se leen de forma anónima. Por favor, no incluyas nombres ni datos personales.",
      "es-mx": "Sus respuestas se leen de forma anónima. Por favor, no incluya nombres ni datos personales.",
      "en-gb": "Your answers are read anonymously. Please don't include names or personal details.",
      "en-us": "Your answers are read anonymously. Please don't include names or personal details.",
      eu: "Zure erantzunak modu anonimoan irakurtzen dira. Mesedez, ez idatzi izenik edo datu pertsonalik.",
      pl: "Twoje odpowiedzi są czytane anonimowo. Prosimy, nie podawaj nazwisk ani danych osobowych.",
      cat: "Les teves respostes es llegeixen de manera anònima. Si us plau, no hi incloguis noms ni dades personals.",
      "pt-pt":
        "As suas respostas são lidas de forma anónima. Por favor, não inclua nomes nem dados pessoais.",
    },
  ],
  farewell: [
    {
      "es-es": "¡Gracias por compartir tu opinión! Nos ayuda a mejorar la seguridad de todos.",
      "es-mx": "¡Gracias por compartir su opinión! Nos ayuda a mejorar la seguridad de todos.",
      "en-gb": "Thank you for sharing your view! It helps us make security better for everyone.",
      "en-us": "Thank you for sharing your view! It helps us make security better for everyone.",
      eu: "Eskerrik asko zure iritzia partekatzeagatik! Guztion segurtasuna hobetzen laguntzen digu.",
      pl: "Dziękujemy za podzielenie się opinią! Pomaga nam to poprawiać bezpieczeństwo wszystkich.",
      cat: "Gràcies per compartir la teva opinió! Ens ajuda a millorar la seguretat de tothom.",
      "pt-pt": "Obrigado por partilhar a sua opinião! Ajuda-nos a melhorar a segurança de todos.",
    },
  ],
  questions: [
    {
      id: "open.feedback.1",
      kind: "text",
      required: true,
      maxLength: 1000,
      text: {
        "es-es": "En tu día a día, ¿qué significa para ti trabajar de forma segura?",
        "es-mx": "En su día a día, ¿qué significa para usted trabajar de forma segura?",
        "en-gb": "In your day-to-day work, what does working securely mean to you?",
        "en-us": "In your day-to-day work, what does working securely mean to you?",
        eu: "Zure egunerokoan, zer esan nahi du zuretzat modu seguruan lan egiteak?",
        pl: "Co w codziennej pracy oznacza dla Ciebie bezpieczne działanie?",
        cat: "En el teu dia a dia, què vol dir per a tu treballar de manera segura?",
        "pt-pt": "No seu dia a dia, o que significa para si trabalhar de forma segura?",
      },
    },
    {
      id: "open.feedback.2",
      kind: "text",
      required: true,
      maxLength: 1000,
      text: {
        "es-es":
          "¿Qué te dificulta trabajar de forma segura? Por ejemplo, las prisas, las herramientas o unas normas poco claras.",
        "es-mx":
          "¿Qué le dificulta trabajar de forma segura? Por ejemplo, las prisas, las herramientas o unas reglas poco claras.",
        "en-gb": "What makes it hard to work securely? For example, time pressure, tools or unclear rules.",
        "en-us": "What makes it hard to work securely? For example, time pressure, tools or unclear rules.",
        eu: "Zerk zailtzen dizu modu seguruan lan egitea? Adibidez, presak, tresnak edo argiak ez diren arauak.",
        pl: "Co utrudnia Ci bezpieczną pracę? Na przykład pośpiech, narzędzia albo niejasne zasady.",
        cat: "Què et dificulta treballar de manera segura? Per exemple, les presses, les eines o normes poc clares.",
        "pt-pt":
          "O que lhe dificulta trabalhar de forma segura? Por exemplo, a pressa, as ferramentas ou regras pouco claras.",
      },
    },
    {
      id: "open.feedback.3",
      kind: "text",
      required: false,
      maxLength: 1000,
      text: {
        "es-es":
          "Si pudieras cambiar una sola cosa para que la seguridad fuera más fácil, ¿cuál sería? (opcional)",
        "es-mx":
          "Si pudiera cambiar una sola cosa para que la seguridad fuera más fácil, ¿cuál sería? (opcional)",
        "en-gb": "If you could change one thing to make security easier, what would it be? (optional)",
        "en-us": "If you could change one thing to make security easier, what would it be? (optional)",
        eu: "Segurtasuna errazagoa izateko gauza bakarra alda bazenezake, zein izango litzateke? (aukerakoa)",
        pl: "Gdybyś mógł lub mogła zmienić jedną rzecz, aby bezpieczeństwo było prostsze, co by to było? (opcjonalnie)",
        cat: "Si poguessis canviar una sola cosa perquè la seguretat fos més fàcil, quina seria? (opcional)",
        "pt-pt": "Se pudesse mudar uma só coisa para tornar a segurança mais fácil, qual seria? (opcional)",
      },
    },
    {
      id: "open.feedback.4",
      kind: "text",
      required: false,
      maxLength: 1000,
      text: {
        "es-es": "¿Hay algo más que quieras compartir? (opcional)",
        "es-mx": "¿Hay algo más que quiera compartir? (opcional)",
        "en-gb": "Is there anything else you'd like to share? (optional)",
        "en-us": "Is there anything else you'd like to share? (optional)",
        eu: "Beste ezer partekatu nahi duzu? (aukerakoa)",
        pl: "Czy chcesz jeszcze czymś się podzielić? (opcjonalnie)",
        cat: "Hi ha res més que vulguis compartir? (opcional)",
        "pt-pt": "Há mais alguma coisa que queira partilhar? (opcional)",
      },
    },
  ],
  /** Free text is not scored: the answers are stored for the company's anonymous reading (later issue). */
  score: () => [],
};
