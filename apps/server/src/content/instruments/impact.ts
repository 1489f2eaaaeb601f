import type { DimensionKey } from "@wellguard/contract";
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
 * Impact (surveyId 10, SURVEY_WELLGUARD_IMPACT and its refresh; docs/instruments/impact.md): how much harm a mistake
 * or misuse in the person's role could do. Nine questions of our own, three per part (access to sensitive data,
 * system privileges, external exposure), each "how much of your work..." answered 0 (none) to 4 (almost all).
 *
 * Scoring (pure, unit-tested against the doc's hand-worked examples):
 *   part = mean of its answered items / 4 × 10, one decimal → DIMENSION_IMPACT_DATA/PRIVILEGE/EXPOSURE; extra = items
 *   answered; needs 2 of its 3 items. DIMENSION_IMPACT_LEVEL = mean of the three rounded parts, one decimal, extra
 *   null; only when all three parts exist. global.ts turns risk into hazard with the three parts.
 */

export const IMPACT_PARTS = [
  { part: "data", dimension: "DIMENSION_IMPACT_DATA" },
  { part: "privilege", dimension: "DIMENSION_IMPACT_PRIVILEGE" },
  { part: "exposure", dimension: "DIMENSION_IMPACT_EXPOSURE" },
] as const satisfies readonly { part: string; dimension: DimensionKey }[];
type Part = (typeof IMPACT_PARTS)[number]["part"];
export const IMPACT_MIN_ANSWERED = 2;

/** How much of the work, 0-4 in display order. */
const AMOUNT: InstrumentOption[] = [
  {
    value: 0,
    label: t({
      gb: "None of it",
      es: "Nada",
      ca: "Gens",
      eu: "Batere ez",
      pl: "Żadna",
      pt: "Nenhuma",
    }),
  },
  {
    value: 1,
    label: t({
      gb: "A small part",
      es: "Una pequeña parte",
      ca: "Una petita part",
      eu: "Zati txiki bat",
      pl: "Niewielka część",
      pt: "Uma pequena parte",
    }),
  },
  {
    value: 2,
    label: t({
      gb: "About half",
      es: "Más o menos la mitad",
      ca: "Més o menys la meitat",
      eu: "Erdia gutxi gorabehera",
      pl: "Mniej więcej połowa",
      pt: "Mais ou menos metade",
    }),
  },
  {
    value: 3,
    label: t({
      gb: "Most of it",
      es: "La mayor parte",
      ca: "La major part",
      eu: "Gehiena",
      pl: "Większość",
      pt: "A maior parte",
    }),
  },
  {
    value: 4,
    label: t({
      gb: "Almost all of it",
      es: "Casi todo",
      ca: "Gairebé tota",
      eu: "Ia dena",
      pl: "Prawie całość",
      pt: "Quase toda",
    }),
  },
];

const ITEMS: Record<Part, Text[]> = {
  data: [
    t({
      gb: "How much of your work involves personal data about customers, patients or employees?",
      es: "¿Qué parte de tu trabajo implica datos personales de clientes, pacientes o empleados?",
      mx: "¿Qué parte de su trabajo implica datos personales de clientes, pacientes o empleados?",
      ca: "Quina part de la teva feina implica dades personals de clients, pacients o empleats?",
      eu: "Zure lanaren zer zatik dakar bezero, paziente edo langileen datu pertsonalak erabiltzea?",
      pl: "Jaka część Twojej pracy dotyczy danych osobowych klientów, pacjentów lub pracowników?",
      pt: "Que parte do seu trabalho envolve dados pessoais de clientes, doentes ou colaboradores?",
    }),
    t({
      gb: "How much of your work involves confidential business information, such as contracts, prices, plans or finances?",
      es: "¿Qué parte de tu trabajo implica información confidencial del negocio, como contratos, precios, planes o finanzas?",
      mx: "¿Qué parte de su trabajo implica información confidencial del negocio, como contratos, precios, planes o finanzas?",
      ca: "Quina part de la teva feina implica informació confidencial del negoci, com contractes, preus, plans o finances?",
      eu: "Zure lanaren zer zatik dakar negozioaren informazio konfidentziala erabiltzea, hala nola kontratuak, prezioak, planak edo finantzak?",
      pl: "Jaka część Twojej pracy dotyczy poufnych informacji firmowych, takich jak umowy, ceny, plany czy finanse?",
      pt: "Que parte do seu trabalho envolve informação confidencial do negócio, como contratos, preços, planos ou finanças?",
    }),
    t({
      gb: "How much of your work involves exporting, copying or sending large sets of data?",
      es: "¿Qué parte de tu trabajo implica exportar, copiar o enviar grandes conjuntos de datos?",
      mx: "¿Qué parte de su trabajo implica exportar, copiar o enviar grandes conjuntos de datos?",
      ca: "Quina part de la teva feina implica exportar, copiar o enviar grans conjunts de dades?",
      eu: "Zure lanaren zer zatik dakar datu-multzo handiak esportatzea, kopiatzea edo bidaltzea?",
      pl: "Jaka część Twojej pracy polega na eksportowaniu, kopiowaniu lub wysyłaniu dużych zbiorów danych?",
      pt: "Que parte do seu trabalho envolve exportar, copiar ou enviar grandes conjuntos de dados?",
    }),
  ],
  privilege: [
    t({
      gb: "How much of your work involves administrator or other special access to systems?",
      es: "¿Qué parte de tu trabajo implica accesos de administrador u otros permisos especiales en los sistemas?",
      mx: "¿Qué parte de su trabajo implica accesos de administrador u otros permisos especiales en los sistemas?",
      ca: "Quina part de la teva feina implica accessos d'administrador o altres permisos especials als sistemes?",
      eu: "Zure lanaren zer zatik dakar sistemetan administratzaile-sarbidea edo beste baimen berezi batzuk erabiltzea?",
      pl: "Jaka część Twojej pracy wymaga uprawnień administratora lub innego szczególnego dostępu do systemów?",
      pt: "Que parte do seu trabalho envolve acessos de administrador ou outros privilégios especiais nos sistemas?",
    }),
    t({
      gb: "How much of your work involves approving payments, orders or changes of bank details?",
      es: "¿Qué parte de tu trabajo implica aprobar pagos, pedidos o cambios de datos bancarios?",
      mx: "¿Qué parte de su trabajo implica aprobar pagos, pedidos o cambios de datos bancarios?",
      ca: "Quina part de la teva feina implica aprovar pagaments, comandes o canvis de dades bancàries?",
      eu: "Zure lanaren zer zatik dakar ordainketak, eskaerak edo banku-datuen aldaketak onartzea?",
      pl: "Jaka część Twojej pracy polega na zatwierdzaniu płatności, zamówień lub zmian danych bankowych?",
      pt: "Que parte do seu trabalho envolve aprovar pagamentos, encomendas ou alterações de dados bancários?",
    }),
    t({
      gb: "How much of your work involves granting or changing other people's access?",
      es: "¿Qué parte de tu trabajo implica conceder o modificar los accesos de otras personas?",
      mx: "¿Qué parte de su trabajo implica otorgar o modificar los accesos de otras personas?",
      ca: "Quina part de la teva feina implica concedir o modificar els accessos d'altres persones?",
      eu: "Zure lanaren zer zatik dakar beste pertsona batzuen sarbideak ematea edo aldatzea?",
      pl: "Jaka część Twojej pracy polega na nadawaniu lub zmienianiu dostępu innym osobom?",
      pt: "Que parte do seu trabalho envolve conceder ou alterar os acessos de outras pessoas?",
    }),
  ],
  exposure: [
    t({
      gb: "How much of your work involves contact with customers, suppliers or the public?",
      es: "¿Qué parte de tu trabajo implica contacto con clientes, proveedores o el público?",
      mx: "¿Qué parte de su trabajo implica contacto con clientes, proveedores o el público?",
      ca: "Quina part de la teva feina implica contacte amb clients, proveïdors o el públic?",
      eu: "Zure lanaren zer zatik dakar bezero, hornitzaile edo jendearekin harremanetan egotea?",
      pl: "Jaka część Twojej pracy wiąże się z kontaktem z klientami, dostawcami lub osobami z zewnątrz?",
      pt: "Que parte do seu trabalho envolve contacto com clientes, fornecedores ou o público?",
    }),
    t({
      gb: "How much of your work involves e-mails, calls or messages from people you don't know?",
      es: "¿Qué parte de tu trabajo implica correos, llamadas o mensajes de personas que no conoces?",
      mx: "¿Qué parte de su trabajo implica correos, llamadas o mensajes de personas que no conoce?",
      ca: "Quina part de la teva feina implica correus, trucades o missatges de persones que no coneixes?",
      eu: "Zure lanaren zer zatik dakar ezagutzen ez dituzun pertsonen mezu elektroniko, dei edo mezuak jasotzea?",
      pl: "Jaka część Twojej pracy to e-maile, telefony lub wiadomości od osób, których nie znasz?",
      pt: "Que parte do seu trabalho envolve e-mails, chamadas ou mensagens de pessoas que não conhece?",
    }),
    t({
      gb: "How much of your work do you do away from the office (travelling, at home, at client sites or in public places)?",
      us: "How much of your work do you do away from the office (traveling, at home, at client sites or in public places)?",
      es: "¿Qué parte de tu trabajo haces fuera de la oficina (de viaje, en casa, en las instalaciones de clientes o en lugares públicos)?",
      mx: "¿Qué parte de su trabajo hace fuera de la oficina (de viaje, en casa, en las instalaciones de clientes o en lugares públicos)?",
      ca: "Quina part de la teva feina fas fora de l'oficina (de viatge, a casa, a les instal·lacions de clients o en llocs públics)?",
      eu: "Zure lanaren zer zati egiten duzu bulegotik kanpo (bidaian, etxean, bezeroen instalazioetan edo leku publikoetan)?",
      pl: "Jaką część pracy wykonujesz poza biurem (w podróży, w domu, u klientów lub w miejscach publicznych)?",
      pt: "Que parte do seu trabalho faz fora do escritório (em viagem, em casa, nas instalações de clientes ou em locais públicos)?",
    }),
  ],
};

const INTRO: Text[] = [
  t({
    gb: "Think about your role as it is today, not about how careful you are: we are measuring what is at stake, not your behaviour.",
    us: "Think about your role as it is today, not about how careful you are: we are measuring what is at stake, not your behavior.",
    es: "Piensa en tu puesto tal como es hoy, no en el cuidado que pones: medimos lo que está en juego, no tu comportamiento.",
    mx: "Piense en su puesto tal como es hoy, no en el cuidado que pone: medimos lo que está en juego, no su comportamiento.",
    ca: "Pensa en el teu lloc de feina tal com és avui, no en la cura que hi poses: mesurem el que està en joc, no el teu comportament.",
    eu: "Pentsa zure lanpostuan gaur egun den bezala, ez zein arduratsua zaren: jokoan dagoena neurtzen dugu, ez zure portaera.",
    pl: "Pomyśl o swoim obecnym stanowisku, a nie o tym, jak ostrożnie działasz: mierzymy, co jest stawką, a nie Twoje zachowanie.",
    pt: "Pense na sua função tal como é hoje, e não no cuidado que tem: medimos o que está em jogo, não o seu comportamento.",
  }),
];

const questions: InstrumentQuestion[] = IMPACT_PARTS.flatMap(({ part, dimension }, p) =>
  ITEMS[part].map(
    (text, i): InstrumentQuestion => ({
      id: `impact.${part}.${i + 1}`,
      kind: "choice",
      required: true,
      text,
      options: AMOUNT,
      dimension,
      subscale: part,
      ...(p === 0 && i === 0 ? { intro: INTRO } : {}),
    }),
  ),
);

function score(answers: Answers): DimensionScore[] {
  const out: DimensionScore[] = [];
  for (const { part, dimension } of IMPACT_PARTS) {
    const values = questions
      .filter((q) => q.subscale === part)
      .map((q) => answers.get(q.id))
      .filter((v): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 4);
    if (values.length >= IMPACT_MIN_ANSWERED)
      out.push({
        dimension,
        value: round1((values.reduce((a, b) => a + b, 0) / values.length / 4) * 10),
        extra: values.length,
      });
  }
  if (out.length === IMPACT_PARTS.length)
    out.unshift({
      dimension: "DIMENSION_IMPACT_LEVEL",
      value: round1(out.reduce((a, s) => a + s.value, 0) / out.length),
      extra: null,
    });
  return out;
}

export const impact: Instrument = {
  surveyId: 10,
  key: "impact",
  surveyKeys: ["SURVEY_WELLGUARD_IMPACT", "SURVEY_WELLGUARD_IMPACT_REFRESH"],
  name: t({
    gb: "What is at stake in your role",
    es: "Lo que está en juego en tu puesto",
    mx: "Lo que está en juego en su puesto",
    ca: "El que està en joc al teu lloc de feina",
    eu: "Zure lanpostuan jokoan dagoena",
    pl: "Co jest stawką na Twoim stanowisku",
    pt: "O que está em jogo na sua função",
  }),
  welcome: [
    t({
      gb: "Some roles handle more sensitive information or systems than others. Nine quick questions, about two minutes.",
      es: "Algunos puestos manejan información o sistemas más sensibles que otros. Nueve preguntas rápidas, unos dos minutos.",
      ca: "Alguns llocs de feina gestionen informació o sistemes més sensibles que d'altres. Nou preguntes ràpides, uns dos minuts.",
      eu: "Lanpostu batzuek beste batzuek baino informazio edo sistema sentikorragoak erabiltzen dituzte. Bederatzi galdera azkar, bi bat minutu.",
      pl: "Niektóre stanowiska mają do czynienia z bardziej wrażliwymi informacjami lub systemami niż inne. Dziewięć krótkich pytań, około dwóch minut.",
      pt: "Algumas funções lidam com informação ou sistemas mais sensíveis do que outras. Nove perguntas rápidas, cerca de dois minutos.",
    }),
  ],
  farewell: [
    t({
      gb: "Thank you! Knowing what is at stake helps us suggest the protections that matter most for your role.",
      es: "¡Gracias! Saber lo que está en juego nos ayuda a proponerte las protecciones más importantes para tu puesto.",
      mx: "¡Gracias! Saber lo que está en juego nos ayuda a proponerle las protecciones más importantes para su puesto.",
      ca: "Gràcies! Saber el que està en joc ens ajuda a proposar-te les proteccions més importants per al teu lloc de feina.",
      eu: "Eskerrik asko! Jokoan dagoena jakiteak zure lanposturako babes garrantzitsuenak proposatzen laguntzen digu.",
      pl: "Dziękujemy! Wiedza o tym, co jest stawką, pomaga nam zaproponować zabezpieczenia najważniejsze dla Twojego stanowiska.",
      pt: "Obrigado! Saber o que está em jogo ajuda-nos a sugerir as proteções mais importantes para a sua função.",
    }),
  ],
  questions,
  score,
};
