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
        "es-es":
          "¡Hola! Soy tu guía de concienciación. Verás situaciones reales (correos, mensajes, contraseñas, llamadas) y, en cada una, elegirás lo que harías tú.",
        "es-mx":
          "¡Hola! Soy su guía de concientización. Verá situaciones reales (correos, mensajes, contraseñas, llamadas) y, en cada una, elegirá lo que haría usted.",
        "en-gb":
          "Hi! I'm your awareness guide. You'll see real situations (e-mails, messages, passwords, calls); for each one, choose what you would do.",
        "en-us":
          "Hi! I'm your awareness guide. You'll see real situations (emails, messages, passwords, calls); for each one, choose what you would do.",
        eu: "Kaixo! Zure kontzientziazio-gida naiz. Egoera errealak ikusiko dituzu (mezu elektronikoak, mezuak, pasahitzak, deiak), eta bakoitzean zuk zer egingo zenukeen aukeratuko duzu.",
        pl: "Cześć! Jestem Twoim przewodnikiem po cyberbezpieczeństwie. Zobaczysz prawdziwe sytuacje (e-maile, wiadomości, hasła, telefony) i przy każdej wybierzesz, co byś zrobił lub zrobiła.",
        cat: "Hola! Soc la teva guia de conscienciació. Veuràs situacions reals (correus, missatges, contrasenyes, trucades) i, en cadascuna, triaràs què faries tu.",
        "pt-pt":
          "Olá! Sou o seu guia de sensibilização. Vai ver situações reais (e-mails, mensagens, palavras-passe, chamadas) e, em cada uma, escolher o que faria.",
      },
      {
        "es-es":
          "No es un examen: después de cada respuesta te explico por qué. Puedes parar cuando quieras y seguir más tarde desde la misma pregunta.",
        "es-mx":
          "No es un examen: después de cada respuesta le explico por qué. Puede detenerse cuando quiera y continuar más tarde desde la misma pregunta.",
        "en-gb":
          "It's not an exam: after each answer I'll explain why. You can stop whenever you like and carry on later from the same question.",
        "en-us":
          "It's not an exam: after each answer I'll explain why. You can stop anytime and pick up later from the same question.",
        eu: "Ez da azterketa bat: erantzun bakoitzaren ondoren zergatia azalduko dizut. Nahi duzunean gelditu eta geroago galdera beretik jarrai dezakezu.",
        pl: "To nie egzamin: po każdej odpowiedzi wyjaśnię dlaczego. Możesz przerwać w dowolnej chwili i wrócić później do tego samego pytania.",
        cat: "No és un examen: després de cada resposta t'explico per què. Pots aturar-te quan vulguis i continuar més tard des de la mateixa pregunta.",
        "pt-pt":
          "Não é um exame: depois de cada resposta explico-lhe porquê. Pode parar quando quiser e continuar mais tarde a partir da mesma pergunta.",
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
          "¡Hola! Soy tu guía de bienestar. Tus respuestas son confidenciales: tu empresa nunca ve lo que respondes tú, solo datos anónimos y agregados de grupos de personas.",
        "es-mx":
          "¡Hola! Soy su guía de bienestar. Sus respuestas son confidenciales: su empresa nunca ve lo que usted responde, solo datos anónimos y agregados de grupos de personas.",
        "en-gb":
          "Hi! I'm your wellbeing guide. Your answers are confidential: your company never sees what you answer, only anonymous figures combined across groups of people.",
        "en-us":
          "Hi! I'm your well-being guide. Your answers are confidential: your company never sees what you answer, only anonymous figures combined across groups of people.",
        eu: "Kaixo! Zure ongizate-gida naiz. Zure erantzunak konfidentzialak dira: zure enpresak ez du inoiz ikusten zuk zer erantzuten duzun; pertsona-taldeen datu anonimo eta bateratuak soilik.",
        pl: "Cześć! Jestem Twoim przewodnikiem po dobrostanie. Twoje odpowiedzi są poufne: firma nigdy nie widzi, co odpowiadasz, a jedynie anonimowe, zbiorcze dane dla grup osób.",
        cat: "Hola! Soc la teva guia de benestar. Les teves respostes són confidencials: la teva empresa mai no veu què respons tu, només dades anònimes i agregades de grups de persones.",
        "pt-pt":
          "Olá! Sou o seu guia de bem-estar. As suas respostas são confidenciais: a sua empresa nunca vê o que responde, apenas dados anónimos e agregados de grupos de pessoas.",
      },
      {
        "es-es":
          "El resultado es una orientación estadística, no un diagnóstico; si algo te preocupa, habla con un profesional de la salud. Responde a tu ritmo: puedes parar y seguir más tarde donde lo dejaste.",
        "es-mx":
          "El resultado es una orientación estadística, no un diagnóstico; si algo le preocupa, hable con un profesional de la salud. Responda a su ritmo: puede detenerse y continuar más tarde donde se quedó.",
        "en-gb":
          "The result is a statistical indication, not a diagnosis; if something worries you, please talk to a health professional. Answer at your own pace: you can stop and pick up later where you left off.",
        "en-us":
          "The result is a statistical indication, not a diagnosis; if something worries you, please talk to a health professional. Answer at your own pace: you can stop and pick up later where you left off.",
        eu: "Emaitza orientazio estatistiko bat da, ez diagnostiko bat; zerbaitek kezkatzen bazaitu, hitz egin osasun-profesional batekin. Erantzun zure erritmoan: gelditu zaitezke eta geroago utzitako lekutik jarraitu.",
        pl: "Wynik jest wskazówką statystyczną, a nie diagnozą; jeśli coś Cię niepokoi, porozmawiaj ze specjalistą ochrony zdrowia. Odpowiadaj we własnym tempie: możesz przerwać i wrócić później w tym samym miejscu.",
        cat: "El resultat és una orientació estadística, no un diagnòstic; si alguna cosa et preocupa, parla amb un professional de la salut. Respon al teu ritme: pots aturar-te i continuar més tard on ho havies deixat.",
        "pt-pt":
          "O resultado é uma indicação estatística, não um diagnóstico; se alguma coisa o preocupar, fale com um profissional de saúde. Responda ao seu ritmo: pode parar e continuar mais tarde onde ficou.",
      },
    ],
  },
};
