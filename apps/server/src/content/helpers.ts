import type { Text } from "./instruments/types";

/*
 * The two helper bots (survey types SURVEY_WELLGUARD_HELPER_AWARENESS and _HELPER_WELLBEING): what they say before a
 * survey that names them as its `helper` (awareness: the cyber and social-engineering tests; wellbeing: climate plus and
 * burnout). Every message in the eight locales.
 */

export type HelperKey = "SURVEY_WELLGUARD_HELPER_AWARENESS" | "SURVEY_WELLGUARD_HELPER_WELLBEING";

export const HELPERS: Record<HelperKey, { name: Text; messages: Text[] }> = {
  SURVEY_WELLGUARD_HELPER_AWARENESS: {
    name: {
      "es-es": "Guía de concienciación",
      "es-mx": "Guía de concientización",
      "en-gb": "Awareness guide",
      "en-us": "Awareness guide",
      eu: "Kontzientziazio-gida",
      pl: "Przewodnik po cyberbezpieczeństwie",
      cat: "Guia de conscienciació",
      "pt-pt": "Guia de sensibilização",
    },
    messages: [
      {
        "es-es": "¡Hola! Te acompaño en este test sobre seguridad digital en el día a día.",
        "es-mx": "¡Hola! Estaré con usted en esta prueba sobre seguridad digital en el día a día.",
        "en-gb": "Hi! I'll be with you for this test on everyday digital security.",
        "en-us": "Hi! I'll be with you for this test on everyday digital security.",
        eu: "Kaixo! Eguneroko segurtasun digitalari buruzko test honetan lagunduko dizut.",
        pl: "Cześć! Będę Ci towarzyszyć w tym teście o codziennym bezpieczeństwie cyfrowym.",
        cat: "Hola! T'acompanyo en aquest test sobre seguretat digital del dia a dia.",
        "pt-pt": "Olá! Vou acompanhá-lo neste teste sobre segurança digital no dia a dia.",
      },
      {
        "es-es":
          "Verás situaciones reales: correos, mensajes, contraseñas, llamadas… Para cada una, elige lo que harías tú.",
        "es-mx":
          "Verá situaciones reales: correos, mensajes, contraseñas, llamadas… Para cada una, elija lo que haría usted.",
        "en-gb":
          "You'll see real situations: e-mails, messages, passwords, calls… For each one, choose what you would do.",
        "en-us":
          "You'll see real situations: emails, messages, passwords, calls… For each one, choose what you would do.",
        eu: "Egoera errealak ikusiko dituzu: mezu elektronikoak, mezuak, pasahitzak, deiak… Bakoitzean, aukeratu zuk zer egingo zenukeen.",
        pl: "Zobaczysz prawdziwe sytuacje: e-maile, wiadomości, hasła, telefony… Przy każdej wybierz, co byś zrobił lub zrobiła.",
        cat: "Veuràs situacions reals: correus, missatges, contrasenyes, trucades… Per a cadascuna, tria què faries tu.",
        "pt-pt":
          "Vai ver situações reais: e-mails, mensagens, palavras-passe, chamadas… Em cada uma, escolha o que faria.",
      },
      {
        "es-es":
          "Equivocarse está bien: no es un examen. Después de cada respuesta te explico por qué, así que aprenderás algo en cada pregunta.",
        "es-mx":
          "Equivocarse está bien: no es un examen. Después de cada respuesta le explico por qué, así que aprenderá algo en cada pregunta.",
        "en-gb":
          "Mistakes are fine: this is not an exam. After each answer I'll explain why, so every question teaches you something.",
        "en-us":
          "Mistakes are fine: this is not an exam. After each answer I'll explain why, so every question teaches you something.",
        eu: "Huts egiteak ez du axola: hau ez da azterketa bat. Erantzun bakoitzaren ondoren zergatia azalduko dizut, eta galdera bakoitzean zerbait ikasiko duzu.",
        pl: "Pomyłki są w porządku: to nie jest egzamin. Po każdej odpowiedzi wyjaśnię dlaczego, więc każde pytanie czegoś Cię nauczy.",
        cat: "Equivocar-se està bé: no és un examen. Després de cada resposta t'explico per què, així que aprendràs alguna cosa a cada pregunta.",
        "pt-pt":
          "Errar não faz mal: isto não é um exame. Depois de cada resposta explico-lhe porquê, por isso vai aprender alguma coisa com cada pergunta.",
      },
      {
        "es-es": "Puedes parar cuando quieras y seguir más tarde desde la misma pregunta. ¿Empezamos?",
        "es-mx": "Puede detenerse cuando quiera y continuar más tarde desde la misma pregunta. ¿Empezamos?",
        "en-gb": "You can stop whenever you like and carry on later from the same question. Shall we start?",
        "en-us": "You can stop anytime and pick up later from the same question. Ready to start?",
        eu: "Nahi duzunean gelditu eta geroago galdera beretik jarrai dezakezu. Hasiko gara?",
        pl: "Możesz przerwać w dowolnej chwili i wrócić później do tego samego pytania. Zaczynamy?",
        cat: "Pots aturar-te quan vulguis i continuar més tard des de la mateixa pregunta. Comencem?",
        "pt-pt": "Pode parar quando quiser e continuar mais tarde a partir da mesma pergunta. Vamos começar?",
      },
    ],
  },
  SURVEY_WELLGUARD_HELPER_WELLBEING: {
    name: {
      "es-es": "Guía de bienestar",
      "es-mx": "Guía de bienestar",
      "en-gb": "Wellbeing guide",
      "en-us": "Well-being guide",
      eu: "Ongizate-gida",
      pl: "Przewodnik po dobrostanie",
      cat: "Guia de benestar",
      "pt-pt": "Guia de bem-estar",
    },
    messages: [
      {
        "es-es":
          "¡Hola! Ahora te haré unas preguntas sobre cómo te sientes y cómo es tu día a día en el trabajo.",
        "es-mx":
          "¡Hola! Ahora le haré unas preguntas sobre cómo se siente y cómo es su día a día en el trabajo.",
        "en-gb":
          "Hi! I'm going to ask you a few questions about how you feel and what your working days are like.",
        "en-us":
          "Hi! I'm going to ask you a few questions about how you feel and what your workdays are like.",
        eu: "Kaixo! Orain galdera batzuk egingo dizkizut nola sentitzen zaren eta lanean zure egunerokoa nolakoa den jakiteko.",
        pl: "Cześć! Zadam Ci teraz kilka pytań o to, jak się czujesz i jak wyglądają Twoje dni w pracy.",
        cat: "Hola! Ara et faré unes preguntes sobre com et sents i com és el teu dia a dia a la feina.",
        "pt-pt":
          "Olá! Vou fazer-lhe algumas perguntas sobre como se sente e como é o seu dia a dia no trabalho.",
      },
      {
        "es-es":
          "Tus respuestas son confidenciales: tu empresa nunca ve lo que respondes tú, solo datos anónimos y agregados de grupos de personas.",
        "es-mx":
          "Sus respuestas son confidenciales: su empresa nunca ve lo que usted responde, solo datos anónimos y agregados de grupos de personas.",
        "en-gb":
          "Your answers are confidential: your company never sees what you answer, only anonymous figures combined across groups of people.",
        "en-us":
          "Your answers are confidential: your company never sees what you answer, only anonymous figures combined across groups of people.",
        eu: "Zure erantzunak konfidentzialak dira: zure enpresak ez du inoiz ikusten zuk zer erantzuten duzun; pertsona-taldeen datu anonimo eta bateratuak soilik.",
        pl: "Twoje odpowiedzi są poufne: firma nigdy nie widzi, co odpowiadasz, a jedynie anonimowe, zbiorcze dane dla grup osób.",
        cat: "Les teves respostes són confidencials: la teva empresa mai no veu què respons tu, només dades anònimes i agregades de grups de persones.",
        "pt-pt":
          "As suas respostas são confidenciais: a sua empresa nunca vê o que responde, apenas dados anónimos e agregados de grupos de pessoas.",
      },
      {
        "es-es":
          "El resultado es una orientación estadística, no un diagnóstico. Si algo te preocupa, habla con un profesional de la salud.",
        "es-mx":
          "El resultado es una orientación estadística, no un diagnóstico. Si algo le preocupa, hable con un profesional de la salud.",
        "en-gb":
          "The result is a statistical indication, not a diagnosis. If something worries you, please talk to a health professional.",
        "en-us":
          "The result is a statistical indication, not a diagnosis. If something worries you, please talk to a health professional.",
        eu: "Emaitza orientazio estatistiko bat da, ez diagnostiko bat. Zerbaitek kezkatzen bazaitu, hitz egin osasun-profesional batekin.",
        pl: "Wynik jest wskazówką statystyczną, a nie diagnozą. Jeśli coś Cię niepokoi, porozmawiaj ze specjalistą ochrony zdrowia.",
        cat: "El resultat és una orientació estadística, no un diagnòstic. Si alguna cosa et preocupa, parla amb un professional de la salut.",
        "pt-pt":
          "O resultado é uma indicação estatística, não um diagnóstico. Se alguma coisa o preocupar, fale com um profissional de saúde.",
      },
      {
        "es-es":
          "Responde con sinceridad y a tu ritmo. Puedes parar cuando quieras y seguir más tarde donde lo dejaste.",
        "es-mx":
          "Responda con sinceridad y a su ritmo. Puede detenerse cuando quiera y continuar más tarde donde se quedó.",
        "en-gb":
          "Answer honestly and at your own pace. You can stop whenever you like and pick up later where you left off.",
        "en-us":
          "Answer honestly and at your own pace. You can stop whenever you like and pick up later where you left off.",
        eu: "Erantzun zintzotasunez eta zure erritmoan. Nahi duzunean gelditu zaitezke, eta geroago utzitako lekutik jarraitu.",
        pl: "Odpowiadaj szczerze i we własnym tempie. Możesz przerwać w dowolnej chwili i wrócić później w tym samym miejscu.",
        cat: "Respon amb sinceritat i al teu ritme. Pots aturar-te quan vulguis i continuar més tard on ho havies deixat.",
        "pt-pt":
          "Responda com sinceridade e ao seu ritmo. Pode parar quando quiser e continuar mais tarde onde ficou.",
      },
    ],
  },
};
