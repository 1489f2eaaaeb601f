import type { Instrument, InstrumentOption, InstrumentQuestion, Text } from "./types";

/*
 * As a service (surveyId 14, SURVEY_WELLGUARD_AS_A_SERVICE): a sample company survey, "Security culture in your team"
 * (docs/instruments/as-a-service.md): six agreement items (1-5) and an optional free text. score() returns []: the
 * answers are reported to the company as anonymous aggregates in a later issue; nothing goes into the person's profile.
 */

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

const ITEMS: Text[] = [
  {
    "es-es": "En mi equipo hablamos abiertamente de seguridad.",
    "es-mx": "En mi equipo hablamos abiertamente de seguridad.",
    "en-gb": "In my team, we talk openly about security.",
    "en-us": "On my team, we talk openly about security.",
    eu: "Nire taldean, segurtasunaz irekiki hitz egiten dugu.",
    pl: "W moim zespole otwarcie rozmawiamy o bezpieczeństwie.",
    cat: "Al meu equip parlem obertament de seguretat.",
    "pt-pt": "Na minha equipa falamos abertamente sobre segurança.",
  },
  {
    "es-es": "Sé a quién avisar si detecto un incidente de seguridad.",
    "es-mx": "Sé a quién avisarle si detecto un incidente de seguridad.",
    "en-gb": "I know who to contact if I notice a security incident.",
    "en-us": "I know who to contact if I notice a security incident.",
    eu: "Badakit norengana jo segurtasun-gertakari bat antzematen badut.",
    pl: "Wiem, do kogo się zwrócić, gdy zauważę incydent bezpieczeństwa.",
    cat: "Sé a qui he d'avisar si detecto un incident de seguretat.",
    "pt-pt": "Sei a quem recorrer se detetar um incidente de segurança.",
  },
  {
    "es-es": "Mi responsable da ejemplo en materia de seguridad.",
    "es-mx": "Mi jefe o jefa pone el ejemplo en temas de seguridad.",
    "en-gb": "My manager sets a good example on security.",
    "en-us": "My manager sets a good example on security.",
    eu: "Nire arduradunak eredu ona ematen du segurtasunean.",
    pl: "Mój przełożony lub moja przełożona daje dobry przykład w kwestiach bezpieczeństwa.",
    cat: "El meu responsable dona exemple en matèria de seguretat.",
    "pt-pt": "A minha chefia dá o exemplo em matéria de segurança.",
  },
  {
    "es-es": "Las normas de seguridad de mi equipo son claras y prácticas.",
    "es-mx": "Las reglas de seguridad de mi equipo son claras y prácticas.",
    "en-gb": "The security rules in my team are clear and practical.",
    "en-us": "The security rules on my team are clear and practical.",
    eu: "Nire taldeko segurtasun-arauak argiak eta praktikoak dira.",
    pl: "Zasady bezpieczeństwa w moim zespole są jasne i praktyczne.",
    cat: "Les normes de seguretat del meu equip són clares i pràctiques.",
    "pt-pt": "As regras de segurança da minha equipa são claras e práticas.",
  },
  {
    "es-es": "Cuando alguien avisa de un mensaje sospechoso, el equipo se lo agradece en lugar de culparle.",
    "es-mx": "Cuando alguien reporta un mensaje sospechoso, el equipo se lo agradece en lugar de culparlo.",
    "en-gb": "When someone reports a suspicious message, the team thanks them rather than blaming them.",
    "en-us": "When someone reports a suspicious message, the team thanks them rather than blaming them.",
    eu: "Norbaitek mezu susmagarri baten berri ematen duenean, taldeak eskerrak ematen dizkio, errua bota beharrean.",
    pl: "Gdy ktoś zgłasza podejrzaną wiadomość, zespół mu dziękuje, zamiast go obwiniać.",
    cat: "Quan algú avisa d'un missatge sospitós, l'equip li ho agraeix en lloc de culpar-lo.",
    "pt-pt": "Quando alguém comunica uma mensagem suspeita, a equipa agradece-lhe em vez de o culpar.",
  },
  {
    "es-es": "En el último año he recibido formación útil sobre seguridad.",
    "es-mx": "En el último año recibí capacitación útil sobre seguridad.",
    "en-gb": "In the last year I have had useful security training.",
    "en-us": "In the last year I have had useful security training.",
    eu: "Azken urtean segurtasunari buruzko prestakuntza baliagarria jaso dut.",
    pl: "W ostatnim roku odbyłem lub odbyłam przydatne szkolenie z bezpieczeństwa.",
    cat: "L'últim any he rebut formació útil sobre seguretat.",
    "pt-pt": "No último ano recebi formação útil sobre segurança.",
  },
];

const INTRO: Text[] = [
  {
    "es-es": "Di hasta qué punto estás de acuerdo con cada frase sobre tu equipo.",
    "es-mx": "Indique qué tan de acuerdo está con cada frase sobre su equipo.",
    "en-gb": "Say how far you agree with each statement about your team.",
    "en-us": "Tell us how much you agree with each statement about your team.",
    eu: "Esan zenbateraino zauden ados zure taldeari buruzko esaldi bakoitzarekin.",
    pl: "Zaznacz, na ile zgadzasz się z każdym stwierdzeniem o Twoim zespole.",
    cat: "Digues fins a quin punt estàs d'acord amb cada frase sobre el teu equip.",
    "pt-pt": "Diga até que ponto concorda com cada afirmação sobre a sua equipa.",
  },
];

const questions: InstrumentQuestion[] = [
  ...ITEMS.map(
    (text, i): InstrumentQuestion => ({
      id: `service.culture.${i + 1}`,
      kind: "scale",
      required: true,
      text,
      options: AGREEMENT,
      scaleLabels: { min: AGREEMENT[0]?.label as Text, max: AGREEMENT[4]?.label as Text },
      ...(i === 0 ? { intro: INTRO } : {}),
    }),
  ),
  {
    id: "service.culture.7",
    kind: "text",
    required: false,
    maxLength: 1000,
    text: {
      "es-es": "¿Qué mejorarías de la cultura de seguridad de tu equipo? (opcional)",
      "es-mx": "¿Qué mejoraría de la cultura de seguridad de su equipo? (opcional)",
      "en-gb": "What would improve the security culture in your team? (optional)",
      "en-us": "What would improve the security culture on your team? (optional)",
      eu: "Zer hobetuko zenuke zure taldeko segurtasun-kulturan? (aukerakoa)",
      pl: "Co poprawiłoby kulturę bezpieczeństwa w Twoim zespole? (opcjonalnie)",
      cat: "Què milloraries de la cultura de seguretat del teu equip? (opcional)",
      "pt-pt": "O que melhoraria na cultura de segurança da sua equipa? (opcional)",
    },
  },
];

export const asAService: Instrument = {
  surveyId: 14,
  key: "service",
  surveyKeys: ["SURVEY_WELLGUARD_AS_A_SERVICE"],
  name: {
    "es-es": "La cultura de seguridad en tu equipo",
    "es-mx": "La cultura de seguridad en su equipo",
    "en-gb": "Security culture in your team",
    "en-us": "Security culture on your team",
    eu: "Segurtasun-kultura zure taldean",
    pl: "Kultura bezpieczeństwa w Twoim zespole",
    cat: "La cultura de seguretat al teu equip",
    "pt-pt": "A cultura de segurança na sua equipa",
  },
  welcome: [
    {
      "es-es":
        "Tu empresa quiere saber cómo se vive la seguridad en los equipos. Son siete preguntas breves.",
      "es-mx":
        "Su empresa quiere saber cómo se vive la seguridad en los equipos. Son siete preguntas breves.",
      "en-gb":
        "Your company would like to know how security feels in its teams. There are seven short questions.",
      "en-us":
        "Your company would like to know how security feels on its teams. There are seven short questions.",
      eu: "Zure enpresak jakin nahi du taldeetan segurtasuna nola bizi den. Zazpi galdera labur dira.",
      pl: "Twoja firma chce wiedzieć, jak zespoły podchodzą do bezpieczeństwa. To siedem krótkich pytań.",
      cat: "La teva empresa vol saber com es viu la seguretat als equips. Són set preguntes breus.",
      "pt-pt": "A sua empresa quer saber como a segurança é vivida nas equipas. São sete perguntas curtas.",
    },
    {
      "es-es": "La empresa solo verá resultados anónimos y agregados, nunca tus respuestas.",
      "es-mx": "La empresa solo verá resultados anónimos y agregados, nunca sus respuestas.",
      "en-gb": "The company will only see anonymous, combined results, never your own answers.",
      "en-us": "The company will only see anonymous, combined results, never your own answers.",
      eu: "Enpresak emaitza anonimo eta bateratuak soilik ikusiko ditu, inoiz ez zure erantzunak.",
      pl: "Firma zobaczy tylko anonimowe, zbiorcze wyniki, nigdy Twoje odpowiedzi.",
      cat: "L'empresa només veurà resultats anònims i agregats, mai les teves respostes.",
      "pt-pt": "A empresa só verá resultados anónimos e agregados, nunca as suas respostas.",
    },
  ],
  farewell: [
    {
      "es-es": "¡Gracias! Tus respuestas ayudarán a mejorar la seguridad de tu equipo.",
      "es-mx": "¡Gracias! Sus respuestas ayudarán a mejorar la seguridad de su equipo.",
      "en-gb": "Thank you! Your answers will help improve security in your team.",
      "en-us": "Thank you! Your answers will help improve security on your team.",
      eu: "Eskerrik asko! Zure erantzunek zure taldeko segurtasuna hobetzen lagunduko dute.",
      pl: "Dziękujemy! Twoje odpowiedzi pomogą poprawić bezpieczeństwo w Twoim zespole.",
      cat: "Gràcies! Les teves respostes ajudaran a millorar la seguretat del teu equip.",
      "pt-pt": "Obrigado! As suas respostas vão ajudar a melhorar a segurança da sua equipa.",
    },
  ],
  questions,
  /** Nothing goes into the person's profile: the answers are reported to the company as anonymous aggregates (later issue). */
  score: () => [],
};
