import type { DimensionKey } from "@wellguard/contract";
import { level } from "./global";
import { round1, t } from "./insider-red";
import type {
  Answers,
  DimensionScore,
  Instrument,
  InstrumentOption,
  InstrumentQuestion,
  Text,
} from "./types";

/*
 * GRI plus (surveyId 11, SURVEY_WELLGUARD_GRI_PLUS; docs/instruments/gri-plus.md): a short follow-up on risky practices
 * in the last month that refines the general risk index. Nine questions of our own, three per property of information
 * (confidentiality, integrity, availability), answered by frequency 0 (never) to 4 (very often).
 *
 * It writes, under its own survey type, one record per property on the risk dimensions —
 * DIMENSION_CONFIDENTIALITY_RISK, DIMENSION_INTEGRITY_RISK, DIMENSION_AVAILABILITY_RISK — in the convention of the
 * GRI_GLOBAL records of those dimensions: value = the level 1..6 of the practice score (global.ts cut-offs), extra =
 * the practice score 0-10 (10 = riskiest). So every record of a risk dimension is on the same 1..6 scale. global.ts
 * blends the practice score (extra) into the risk: 0.3 × practices + 0.7 × insider part.
 *
 * Scoring (pure, unit-tested against the doc's hand-worked examples):
 *   practice score = mean of its answered items / 4 × 10, one decimal; needs 2 of its 3 items;
 *   record value = level(practice score), extra = practice score.
 */

export const GRI_PLUS_PARTS = [
  { part: "confidentiality", dimension: "DIMENSION_CONFIDENTIALITY_RISK" },
  { part: "integrity", dimension: "DIMENSION_INTEGRITY_RISK" },
  { part: "availability", dimension: "DIMENSION_AVAILABILITY_RISK" },
] as const satisfies readonly { part: string; dimension: DimensionKey }[];
type Part = (typeof GRI_PLUS_PARTS)[number]["part"];
export const GRI_PLUS_MIN_ANSWERED = 2;

/** Frequency 0-4 in display order. */
const FREQUENCY: InstrumentOption[] = [
  {
    value: 0,
    label: t({ gb: "Never", es: "Nunca", ca: "Mai", eu: "Inoiz ez", pl: "Nigdy", pt: "Nunca" }),
  },
  {
    value: 1,
    label: t({ gb: "Once", es: "Una vez", ca: "Una vegada", eu: "Behin", pl: "Raz", pt: "Uma vez" }),
  },
  {
    value: 2,
    label: t({
      gb: "A few times",
      es: "Algunas veces",
      ca: "Algunes vegades",
      eu: "Zenbait aldiz",
      pl: "Kilka razy",
      pt: "Algumas vezes",
    }),
  },
  {
    value: 3,
    label: t({
      gb: "Every week",
      es: "Cada semana",
      mx: "Cada semana",
      ca: "Cada setmana",
      eu: "Astero",
      pl: "Co tydzień",
      pt: "Todas as semanas",
    }),
  },
  {
    value: 4,
    label: t({
      gb: "Almost every day",
      es: "Casi a diario",
      ca: "Gairebé cada dia",
      eu: "Ia egunero",
      pl: "Prawie codziennie",
      pt: "Quase todos os dias",
    }),
  },
];

const ITEMS: Record<Part, Text[]> = {
  confidentiality: [
    t({
      gb: "Sent work files to a personal e-mail address or cloud account?",
      es: "¿Has enviado archivos del trabajo a un correo o una nube personal?",
      mx: "¿Ha enviado archivos del trabajo a un correo o una nube personal?",
      ca: "Has enviat fitxers de la feina a un correu o un núvol personal?",
      eu: "Laneko fitxategiak posta edo hodei pertsonal batera bidali dituzu?",
      pl: "Wysyłałeś(-aś) pliki służbowe na prywatny adres e-mail lub do prywatnej chmury?",
      pt: "Enviou ficheiros de trabalho para um e-mail ou uma nuvem pessoal?",
    }),
    t({
      gb: "Left confidential papers or an unlocked screen unattended?",
      es: "¿Has dejado documentos confidenciales o la pantalla desbloqueada sin vigilancia?",
      mx: "¿Ha dejado documentos confidenciales o la pantalla desbloqueada sin vigilancia?",
      ca: "Has deixat documents confidencials o la pantalla desbloquejada sense vigilància?",
      eu: "Dokumentu konfidentzialak edo pantaila desblokeatuta utzi dituzu inork zaindu gabe?",
      pl: "Zostawiłeś(-aś) bez nadzoru poufne dokumenty lub odblokowany ekran?",
      pt: "Deixou documentos confidenciais ou o ecrã desbloqueado sem vigilância?",
    }),
    t({
      gb: "Talked about confidential matters where others could overhear?",
      es: "¿Has hablado de asuntos confidenciales donde otras personas podían oírte?",
      mx: "¿Ha hablado de asuntos confidenciales donde otras personas podían escuchar la conversación?",
      ca: "Has parlat d'assumptes confidencials on altres persones et podien sentir?",
      eu: "Gai konfidentzialez hitz egin duzu beste pertsona batzuek entzun zintzaketen lekuan?",
      pl: "Rozmawiałeś(-aś) o poufnych sprawach tam, gdzie inni mogli to usłyszeć?",
      pt: "Falou de assuntos confidenciais onde outras pessoas o podiam ouvir?",
    }),
  ],
  integrity: [
    t({
      gb: "Changed data or settings at someone's request without a written confirmation?",
      es: "¿Has cambiado datos o configuraciones a petición de alguien sin una confirmación por escrito?",
      mx: "¿Ha cambiado datos o configuraciones a solicitud de alguien sin una confirmación por escrito?",
      ca: "Has canviat dades o configuracions a petició d'algú sense una confirmació per escrit?",
      eu: "Datuak edo ezarpenak aldatu dituzu norbaiten eskariz, idatzizko berrespenik gabe?",
      pl: "Zmieniałeś(-aś) dane lub ustawienia na czyjąś prośbę bez pisemnego potwierdzenia?",
      pt: "Alterou dados ou configurações a pedido de alguém sem uma confirmação por escrito?",
    }),
    t({
      gb: "Used a colleague's account, or let someone use yours?",
      es: "¿Has usado la cuenta de un compañero o has dejado que alguien use la tuya?",
      mx: "¿Ha usado la cuenta de un compañero o ha dejado que alguien use la suya?",
      ca: "Has fet servir el compte d'un company o has deixat que algú faci servir el teu?",
      eu: "Lankide baten kontua erabili duzu, edo norbaiti zurea erabiltzen utzi diozu?",
      pl: "Korzystałeś(-aś) z konta współpracownika albo pozwoliłeś(-aś) komuś korzystać ze swojego?",
      pt: "Usou a conta de um colega ou deixou alguém usar a sua?",
    }),
    t({
      gb: "Approved or signed something without checking it because you were in a hurry?",
      es: "¿Has aprobado o firmado algo sin revisarlo porque tenías prisa?",
      mx: "¿Ha aprobado o firmado algo sin revisarlo porque tenía prisa?",
      ca: "Has aprovat o signat alguna cosa sense revisar-la perquè tenies pressa?",
      eu: "Zerbait onartu edo sinatu duzu berrikusi gabe, presaka zeundelako?",
      pl: "Zatwierdziłeś(-aś) lub podpisałeś(-aś) coś bez sprawdzenia, bo się spieszyłeś(-aś)?",
      pt: "Aprovou ou assinou alguma coisa sem a rever porque estava com pressa?",
    }),
  ],
  availability: [
    t({
      gb: "Kept the only copy of important work on your own computer or a USB stick?",
      es: "¿Has guardado la única copia de un trabajo importante en tu propio ordenador o en una memoria USB?",
      mx: "¿Ha guardado la única copia de un trabajo importante en su propia computadora o en una memoria USB?",
      ca: "Has desat l'única còpia d'una feina important al teu propi ordinador o en una memòria USB?",
      eu: "Lan garrantzitsu baten kopia bakarra zure ordenagailuan edo USB memoria batean gorde duzu?",
      pl: "Przechowywałeś(-aś) jedyną kopię ważnej pracy na własnym komputerze lub pendrivie?",
      pt: "Guardou a única cópia de um trabalho importante no seu próprio computador ou numa pen USB?",
    }),
    t({
      gb: "Postponed a security update or restart on your work device?",
      es: "¿Has aplazado una actualización de seguridad o un reinicio de tu equipo de trabajo?",
      mx: "¿Ha pospuesto una actualización de seguridad o un reinicio de su equipo de trabajo?",
      ca: "Has ajornat una actualització de seguretat o un reinici del teu equip de feina?",
      eu: "Laneko gailuaren segurtasun-eguneratze bat edo berrabiarazte bat atzeratu duzu?",
      pl: "Odkładałeś(-aś) aktualizację zabezpieczeń lub ponowne uruchomienie służbowego urządzenia?",
      pt: "Adiou uma atualização de segurança ou um reinício do seu equipamento de trabalho?",
    }),
    t({
      gb: "Installed software that the company does not provide?",
      es: "¿Has instalado programas que no proporciona la empresa?",
      mx: "¿Ha instalado programas que no proporciona la empresa?",
      ca: "Has instal·lat programes que no proporciona l'empresa?",
      eu: "Enpresak ematen ez dituen programak instalatu dituzu?",
      pl: "Instalowałeś(-aś) oprogramowanie, którego nie zapewnia firma?",
      pt: "Instalou programas que a empresa não disponibiliza?",
    }),
  ],
};

const INTRO: Text[] = [
  t({
    gb: "Think about your last month at work: how often did each of these happen?",
    es: "Piensa en tu último mes de trabajo: ¿con qué frecuencia te ha pasado cada una de estas cosas?",
    mx: "Piense en su último mes de trabajo: ¿con qué frecuencia le pasó cada una de estas cosas?",
    ca: "Pensa en el teu últim mes de feina: amb quina freqüència t'ha passat cadascuna d'aquestes coses?",
    eu: "Pentsa zure azken lan-hilabetean: zenbatetan gertatu zaizu hauetako bakoitza?",
    pl: "Pomyśl o ostatnim miesiącu pracy: jak często zdarzyła Ci się każda z tych sytuacji?",
    pt: "Pense no seu último mês de trabalho: com que frequência lhe aconteceu cada uma destas situações?",
  }),
];

/** "In the last month, " in each language, put before each practice (written as the rest of the question). */
const IN_THE_LAST_MONTH: Text = t({
  gb: "In the last month, have you ",
  es: "En el último mes, ",
  ca: "En l'últim mes, ",
  eu: "Azken hilabetean, ",
  pl: "W ostatnim miesiącu ",
  pt: "No último mês, ",
});

/** The full question: the prefix, then the practice with its first letter in lower case (after "¿" in Spanish). */
export function inTheLastMonth(practice: Text): Text {
  const out = {} as Text;
  for (const locale of Object.keys(practice) as (keyof Text)[]) {
    const text = practice[locale];
    const lead = text.startsWith("¿") ? "¿" : "";
    const rest = text.slice(lead.length);
    out[locale] = `${IN_THE_LAST_MONTH[locale]}${lead}${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
  }
  return out;
}

const questions: InstrumentQuestion[] = GRI_PLUS_PARTS.flatMap(({ part, dimension }, p) =>
  ITEMS[part].map(
    (text, i): InstrumentQuestion => ({
      id: `griPlus.${part}.${i + 1}`,
      kind: "choice",
      required: true,
      text: inTheLastMonth(text),
      options: FREQUENCY,
      dimension,
      subscale: part,
      ...(p === 0 && i === 0 ? { intro: INTRO } : {}),
    }),
  ),
);

function score(answers: Answers): DimensionScore[] {
  const out: DimensionScore[] = [];
  for (const { part, dimension } of GRI_PLUS_PARTS) {
    const values = questions
      .filter((q) => q.subscale === part)
      .map((q) => answers.get(q.id))
      .filter((v): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 4);
    if (values.length >= GRI_PLUS_MIN_ANSWERED) {
      const practices = round1((values.reduce((a, b) => a + b, 0) / values.length / 4) * 10);
      out.push({ dimension, value: level(practices), extra: practices });
    }
  }
  return out;
}

export const griPlus: Instrument = {
  surveyId: 11,
  key: "griPlus",
  surveyKeys: ["SURVEY_WELLGUARD_GRI_PLUS"],
  name: t({
    gb: "Your last month at work",
    es: "Tu último mes de trabajo",
    mx: "Su último mes de trabajo",
    ca: "El teu últim mes de feina",
    eu: "Zure azken lan-hilabetea",
    pl: "Twój ostatni miesiąc w pracy",
    pt: "O seu último mês de trabalho",
  }),
  welcome: [
    t({
      gb: "A quick follow-up: nine questions on what actually happened in your last month at work. About two minutes.",
      es: "Un seguimiento rápido: nueve preguntas sobre lo que pasó realmente en tu último mes de trabajo. Unos dos minutos.",
      mx: "Un seguimiento rápido: nueve preguntas sobre lo que pasó realmente en su último mes de trabajo. Unos dos minutos.",
      ca: "Un seguiment ràpid: nou preguntes sobre el que va passar realment en el teu últim mes de feina. Uns dos minuts.",
      eu: "Jarraipen azkar bat: bederatzi galdera zure azken lan-hilabetean benetan gertatu zenari buruz. Bi bat minutu.",
      pl: "Krótka kontynuacja: dziewięć pytań o to, co naprawdę działo się w ostatnim miesiącu Twojej pracy. Około dwóch minut.",
      pt: "Um acompanhamento rápido: nove perguntas sobre o que aconteceu realmente no seu último mês de trabalho. Cerca de dois minutos.",
    }),
    t({
      gb: "We all take shortcuts sometimes. Honest answers help us target tips where they are useful; your company sees only anonymous group results.",
      es: "Todos tomamos atajos a veces. Las respuestas sinceras nos ayudan a dar consejos donde sirven; tu empresa solo ve resultados de grupo anónimos.",
      mx: "Todos tomamos atajos a veces. Las respuestas sinceras nos ayudan a dar consejos donde sirven; su empresa solo ve resultados de grupo anónimos.",
      ca: "Tots agafem dreceres de vegades. Les respostes sinceres ens ajuden a donar consells on són útils; la teva empresa només veu resultats de grup anònims.",
      eu: "Denok hartzen ditugu lasterbideak batzuetan. Erantzun zintzoek aholkuak behar diren lekuan emateko laguntzen digute; zure enpresak talde-emaitza anonimoak baino ez ditu ikusten.",
      pl: "Każdy czasem idzie na skróty. Szczere odpowiedzi pomagają nam kierować wskazówki tam, gdzie są potrzebne; Twoja firma widzi tylko anonimowe wyniki grupowe.",
      pt: "Todos tomamos atalhos de vez em quando. Respostas sinceras ajudam-nos a dar dicas onde são úteis; a sua empresa só vê resultados de grupo anónimos.",
    }),
  ],
  farewell: [
    t({
      gb: "Thank you! These answers help to refine your risk index.",
      es: "¡Gracias! Estas respuestas ayudan a afinar tu índice de riesgo.",
      mx: "¡Gracias! Estas respuestas ayudan a afinar su índice de riesgo.",
      ca: "Gràcies! Aquestes respostes ajuden a afinar el teu índex de risc.",
      eu: "Eskerrik asko! Erantzun hauek zure arrisku-indizea zehazten laguntzen dute.",
      pl: "Dziękujemy! Te odpowiedzi pomagają doprecyzować Twój wskaźnik ryzyka.",
      pt: "Obrigado! Estas respostas ajudam a afinar o seu índice de risco.",
    }),
  ],
  questions,
  score,
};
