import type { Instrument, InstrumentOption, Text } from "./types";

/*
 * Welcome (surveyId 1, SURVEY_WELLGUARD_WELCOME): a short conversational introduction asked first to everyone
 * (docs/instruments/welcome.md). It measures nothing: score() returns [] and the welcome only counts for
 * participation (progress) and starts the company's survey flow when it is done.
 */

const WORK_MODE: InstrumentOption[] = [
  {
    value: 1,
    label: {
      "es-es": "En la oficina",
      "es-mx": "En la oficina",
      "en-gb": "In the office",
      "en-us": "In the office",
      eu: "Bulegoan",
      pl: "W biurze",
      cat: "A l'oficina",
      "pt-pt": "No escritório",
    },
  },
  {
    value: 2,
    label: {
      "es-es": "En remoto, desde casa u otro sitio",
      "es-mx": "A distancia, desde casa u otro lugar",
      "en-gb": "Remotely, from home or elsewhere",
      "en-us": "Remotely, from home or elsewhere",
      eu: "Urrunetik, etxetik edo beste leku batetik",
      pl: "Zdalnie, z domu lub z innego miejsca",
      cat: "En remot, des de casa o des d'un altre lloc",
      "pt-pt": "À distância, a partir de casa ou de outro local",
    },
  },
  {
    value: 3,
    label: {
      "es-es": "Híbrido: unos días en la oficina y otros en remoto",
      "es-mx": "Híbrido: algunos días en la oficina y otros a distancia",
      "en-gb": "Hybrid: some days in the office, some remotely",
      "en-us": "Hybrid: some days in the office, some remotely",
      eu: "Hibridoa: egun batzuk bulegoan eta beste batzuk urrunetik",
      pl: "Hybrydowo: część dni w biurze, część zdalnie",
      cat: "Híbrid: uns dies a l'oficina i uns altres en remot",
      "pt-pt": "Em regime híbrido: alguns dias no escritório, outros à distância",
    },
  },
  {
    value: 4,
    label: {
      "es-es": "Sobre todo fuera: visitas, viajes o trabajo de campo",
      "es-mx": "Sobre todo fuera: visitas, viajes o trabajo de campo",
      "en-gb": "Mostly on the move: visits, travel or on site",
      "en-us": "Mostly on the move: visits, travel or on site",
      eu: "Gehienbat kanpoan: bisitak, bidaiak edo landa-lana",
      pl: "Głównie poza biurem: wizyty, podróże lub praca w terenie",
      cat: "Sobretot fora: visites, viatges o feina de camp",
      "pt-pt": "Sobretudo fora: visitas, viagens ou trabalho no terreno",
    },
  },
];

const DEVICES: InstrumentOption[] = [
  {
    value: 1,
    label: {
      "es-es": "Un ordenador de la empresa",
      "es-mx": "Una computadora de la empresa",
      "en-gb": "A company computer",
      "en-us": "A company computer",
      eu: "Enpresaren ordenagailu bat",
      pl: "Komputer służbowy",
      cat: "Un ordinador de l'empresa",
      "pt-pt": "Um computador da empresa",
    },
  },
  {
    value: 2,
    label: {
      "es-es": "Un ordenador de la empresa y el móvil",
      "es-mx": "Una computadora de la empresa y el celular",
      "en-gb": "A company computer and my mobile phone",
      "en-us": "A company computer and my cell phone",
      eu: "Enpresaren ordenagailu bat eta mugikorra",
      pl: "Komputer służbowy i telefon komórkowy",
      cat: "Un ordinador de l'empresa i el mòbil",
      "pt-pt": "Um computador da empresa e o telemóvel",
    },
  },
  {
    value: 3,
    label: {
      "es-es": "Mi propio ordenador o móvil personal",
      "es-mx": "Mi propia computadora o mi celular personal",
      "en-gb": "My own personal computer or phone",
      "en-us": "My own personal computer or phone",
      eu: "Nire ordenagailu edo mugikor pertsonala",
      pl: "Mój prywatny komputer lub telefon",
      cat: "El meu ordinador o mòbil personal",
      "pt-pt": "O meu computador ou telemóvel pessoal",
    },
  },
  {
    value: 4,
    label: {
      "es-es": "Sobre todo el móvil o una tableta",
      "es-mx": "Sobre todo el celular o una tableta",
      "en-gb": "Mostly a phone or a tablet",
      "en-us": "Mostly a phone or a tablet",
      eu: "Gehienbat mugikorra edo tableta bat",
      pl: "Głównie telefon lub tablet",
      cat: "Sobretot el mòbil o una tauleta",
      "pt-pt": "Sobretudo o telemóvel ou um tablet",
    },
  },
];

const CONFIDENCE: InstrumentOption[] = [1, 2, 3, 4, 5].map((value) => ({
  value,
  label: {
    "es-es": String(value),
    "es-mx": String(value),
    "en-gb": String(value),
    "en-us": String(value),
    eu: String(value),
    pl: String(value),
    cat: String(value),
    "pt-pt": String(value),
  },
}));

const WISHES: InstrumentOption[] = [
  {
    value: 1,
    label: {
      "es-es": "Aprender a detectar engaños y ataques",
      "es-mx": "Aprender a detectar engaños y ataques",
      "en-gb": "Learn to spot scams and attacks",
      "en-us": "Learn to spot scams and attacks",
      eu: "Iruzurrak eta erasoak antzematen ikastea",
      pl: "Nauczyć się rozpoznawać oszustwa i ataki",
      cat: "Aprendre a detectar enganys i atacs",
      "pt-pt": "Aprender a reconhecer burlas e ataques",
    },
  },
  {
    value: 2,
    label: {
      "es-es": "Cuidar mi bienestar en el trabajo",
      "es-mx": "Cuidar mi bienestar en el trabajo",
      "en-gb": "Look after my wellbeing at work",
      "en-us": "Take care of my well-being at work",
      eu: "Lanean nire ongizatea zaintzea",
      pl: "Zadbać o swoje samopoczucie w pracy",
      cat: "Tenir cura del meu benestar a la feina",
      "pt-pt": "Cuidar do meu bem-estar no trabalho",
    },
  },
  {
    value: 3,
    label: {
      "es-es": "Las dos cosas",
      "es-mx": "Las dos cosas",
      "en-gb": "Both",
      "en-us": "Both",
      eu: "Biak",
      pl: "Jedno i drugie",
      cat: "Totes dues coses",
      "pt-pt": "As duas coisas",
    },
  },
  {
    value: 4,
    label: {
      "es-es": "Todavía no lo sé, tengo curiosidad",
      "es-mx": "Todavía no lo sé, me da curiosidad",
      "en-gb": "I don't know yet, I'm curious",
      "en-us": "I don't know yet, I'm curious",
      eu: "Oraindik ez dakit, jakin-mina daukat",
      pl: "Jeszcze nie wiem, po prostu mnie to ciekawi",
      cat: "Encara no ho sé, tinc curiositat",
      "pt-pt": "Ainda não sei, tenho curiosidade",
    },
  },
];

const NAME: Text = {
  "es-es": "Bienvenida",
  "es-mx": "Bienvenida",
  "en-gb": "Welcome",
  "en-us": "Welcome",
  eu: "Ongi etorria",
  pl: "Powitanie",
  cat: "Benvinguda",
  "pt-pt": "Boas-vindas",
};

export const welcome: Instrument = {
  surveyId: 1,
  key: "welcome",
  surveyKeys: ["SURVEY_WELLGUARD_WELCOME"],
  name: NAME,
  welcome: [
    {
      "es-es": "¡Hola! Te damos la bienvenida a Wellguard.",
      "es-mx": "¡Hola! Le damos la bienvenida a Wellguard.",
      "en-gb": "Hello, and welcome to Wellguard!",
      "en-us": "Hi there, and welcome to Wellguard!",
      eu: "Kaixo! Ongi etorri Wellguardera.",
      pl: "Cześć! Witamy w Wellguard.",
      cat: "Hola! Et donem la benvinguda a Wellguard.",
      "pt-pt": "Olá! Damos-lhe as boas-vindas ao Wellguard.",
    },
    {
      "es-es":
        "Antes de empezar, nos gustaría conocerte un poco: son cinco preguntas rápidas y no hay respuestas buenas ni malas.",
      "es-mx":
        "Antes de empezar, nos gustaría saber un poco sobre usted: son cinco preguntas rápidas y no hay respuestas buenas ni malas.",
      "en-gb":
        "Before we start, we'd like to get to know you a little: five quick questions, and there are no right or wrong answers.",
      "en-us":
        "Before we start, we'd like to get to know you a little: five quick questions, and there are no right or wrong answers.",
      eu: "Hasi aurretik, zu pixka bat ezagutu nahi genuke: bost galdera azkar dira, eta ez dago erantzun onik edo txarrik.",
      pl: "Zanim zaczniemy, chcielibyśmy trochę Cię poznać: to pięć krótkich pytań i nie ma tu dobrych ani złych odpowiedzi.",
      cat: "Abans de començar, ens agradaria conèixer-te una mica: són cinc preguntes ràpides i no hi ha respostes bones ni dolentes.",
      "pt-pt":
        "Antes de começar, gostaríamos de o conhecer um pouco: são cinco perguntas rápidas e não há respostas certas nem erradas.",
    },
  ],
  farewell: [
    {
      "es-es": "¡Gracias! Ya está todo listo.",
      "es-mx": "¡Gracias! Ya quedó todo listo.",
      "en-gb": "Thank you! You're all set.",
      "en-us": "Thank you! You're all set.",
      eu: "Eskerrik asko! Dena prest dago.",
      pl: "Dziękujemy! Wszystko gotowe.",
      cat: "Gràcies! Ja ho tens tot a punt.",
      "pt-pt": "Obrigado! Está tudo pronto.",
    },
    {
      "es-es": "En tu panel irán apareciendo las próximas actividades. Puedes hacerlas a tu ritmo.",
      "es-mx": "En su panel irán apareciendo las próximas actividades. Puede hacerlas a su ritmo.",
      "en-gb": "Your next activities will appear on your dashboard. Take them at your own pace.",
      "en-us": "Your next activities will appear on your dashboard. Take them at your own pace.",
      eu: "Hurrengo jarduerak zure panelean agertuko dira. Zure erritmoan egin ditzakezu.",
      pl: "Kolejne zadania pojawią się w Twoim panelu. Możesz je wykonywać we własnym tempie.",
      cat: "Les properes activitats aniran apareixent al teu tauler. Les pots fer al teu ritme.",
      "pt-pt": "As próximas atividades vão aparecer no seu painel. Pode fazê-las ao seu ritmo.",
    },
  ],
  questions: [
    {
      id: "welcome.intro.1",
      kind: "choice",
      required: true,
      text: {
        "es-es": "Para empezar, ¿cómo sueles trabajar?",
        "es-mx": "Para empezar, ¿cómo suele trabajar?",
        "en-gb": "To begin with, how do you usually work?",
        "en-us": "To begin with, how do you usually work?",
        eu: "Hasteko, nola egiten duzu lan normalean?",
        pl: "Na początek: jak zwykle pracujesz?",
        cat: "Per començar, com acostumes a treballar?",
        "pt-pt": "Para começar, como costuma trabalhar?",
      },
      options: WORK_MODE,
    },
    {
      id: "welcome.intro.2",
      kind: "choice",
      required: true,
      text: {
        "es-es": "¿Qué dispositivos usas sobre todo para trabajar?",
        "es-mx": "¿Qué dispositivos usa principalmente para trabajar?",
        "en-gb": "Which devices do you mainly use for work?",
        "en-us": "Which devices do you mainly use for work?",
        eu: "Zein gailu erabiltzen dituzu batez ere lanerako?",
        pl: "Z jakich urządzeń korzystasz najczęściej w pracy?",
        cat: "Quins dispositius fas servir sobretot per treballar?",
        "pt-pt": "Que dispositivos usa sobretudo para trabalhar?",
      },
      options: DEVICES,
    },
    {
      id: "welcome.intro.3",
      kind: "scale",
      required: true,
      text: {
        "es-es":
          "Del 1 al 5, ¿cuánta confianza tienes en tu manera de manejar la seguridad digital en el trabajo?",
        "es-mx":
          "Del 1 al 5, ¿qué tanta confianza tiene en su manera de manejar la seguridad digital en el trabajo?",
        "en-gb": "From 1 to 5, how confident do you feel about handling digital security at work?",
        "en-us": "From 1 to 5, how confident do you feel about handling digital security at work?",
        eu: "1etik 5era, zenbateko konfiantza duzu lanean segurtasun digitala kudeatzeko moduan?",
        pl: "W skali od 1 do 5: jak pewnie czujesz się w sprawach bezpieczeństwa cyfrowego w pracy?",
        cat: "De l'1 al 5, quanta confiança tens en la teva manera de gestionar la seguretat digital a la feina?",
        "pt-pt": "De 1 a 5, que confiança sente na sua forma de lidar com a segurança digital no trabalho?",
      },
      options: CONFIDENCE,
      scaleLabels: {
        min: {
          "es-es": "Ninguna confianza",
          "es-mx": "Nada de confianza",
          "en-gb": "Not confident at all",
          "en-us": "Not confident at all",
          eu: "Batere konfiantzarik ez",
          pl: "Zupełnie niepewnie",
          cat: "Gens de confiança",
          "pt-pt": "Nenhuma confiança",
        },
        max: {
          "es-es": "Mucha confianza",
          "es-mx": "Mucha confianza",
          "en-gb": "Very confident",
          "en-us": "Very confident",
          eu: "Konfiantza handia",
          pl: "Bardzo pewnie",
          cat: "Molta confiança",
          "pt-pt": "Muita confiança",
        },
      },
    },
    {
      id: "welcome.intro.4",
      kind: "choice",
      required: true,
      text: {
        "es-es": "¿Qué te gustaría conseguir con Wellguard?",
        "es-mx": "¿Qué le gustaría lograr con Wellguard?",
        "en-gb": "What would you like to get out of Wellguard?",
        "en-us": "What would you like to get out of Wellguard?",
        eu: "Zer lortu nahiko zenuke Wellguardekin?",
        pl: "Czego oczekujesz od Wellguard?",
        cat: "Què t'agradaria aconseguir amb Wellguard?",
        "pt-pt": "O que gostaria de obter com o Wellguard?",
      },
      options: WISHES,
    },
    {
      id: "welcome.intro.5",
      kind: "text",
      required: false,
      maxLength: 1000,
      text: {
        "es-es": "Por último, ¿hay algo que quieras contarnos? Es opcional: puedes dejarlo en blanco.",
        "es-mx": "Por último, ¿hay algo que quiera contarnos? Es opcional: puede dejarlo en blanco.",
        "en-gb":
          "Finally, is there anything you'd like us to know? This one is optional: you can leave it blank.",
        "en-us":
          "Finally, is there anything you'd like us to know? This one is optional: you can leave it blank.",
        eu: "Azkenik, ba al dago guri kontatu nahi diguzun ezer? Aukerakoa da: hutsik utz dezakezu.",
        pl: "Na koniec: czy jest coś, o czym chcesz nam powiedzieć? To pytanie jest opcjonalne, możesz je pominąć.",
        cat: "Finalment, hi ha res que vulguis explicar-nos? És opcional: ho pots deixar en blanc.",
        "pt-pt": "Por último, há alguma coisa que nos queira dizer? É opcional: pode deixá-la em branco.",
      },
    },
  ],
  /** The welcome measures nothing: it feeds participation (progress) only. */
  score: () => [],
};
