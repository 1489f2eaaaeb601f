import { ARCHETYPE_DIMENSIONS } from "./global";
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
 * Archetype (surveyId 9, SURVEY_WELLGUARD_ARCHETYPE and its refresh; docs/instruments/archetype.md): eighteen
 * statements of our own, three per archetype (Guardian, Explorer, Helper, Sprinter, Sceptic, Connector), asked
 * interleaved, each on a 1-5 "how much is this like you" scale. The archetypes' texts are in archetypes.ts.
 *
 * Scoring (pure, unit-tested against the doc's hand-worked examples):
 *   archetype = (mean of its answered items − 1) / 4 × 10, one decimal → DIMENSION_ARCHETYPE_* 0-10;
 *   extra = items answered; needs 2 of its 3 items. The person's archetype is the highest (global.ts).
 */

export const ARCHETYPE_PARTS = [
  "guardian",
  "explorer",
  "helper",
  "sprinter",
  "sceptic",
  "connector",
] as const;
export type ArchetypePart = (typeof ARCHETYPE_PARTS)[number];
export const ARCHETYPE_MIN_ANSWERED = 2;

/** "How much is this like you", 1-5 in display order. */
const LIKE_ME: InstrumentOption[] = [
  {
    value: 1,
    label: t({
      gb: "Not like me at all",
      es: "Nada propio de mí",
      ca: "Gens propi de mi",
      eu: "Ez da batere nire antzekoa",
      pl: "Zupełnie nie w moim stylu",
      pt: "Nada parecido comigo",
    }),
  },
  {
    value: 2,
    label: t({
      gb: "A little like me",
      es: "Un poco propio de mí",
      ca: "Una mica propi de mi",
      eu: "Pixka bat nire antzekoa",
      pl: "Trochę w moim stylu",
      pt: "Um pouco parecido comigo",
    }),
  },
  {
    value: 3,
    label: t({
      gb: "Somewhat like me",
      es: "Bastante propio de mí",
      ca: "Força propi de mi",
      eu: "Nahiko nire antzekoa",
      pl: "Dość w moim stylu",
      pt: "Razoavelmente parecido comigo",
    }),
  },
  {
    value: 4,
    label: t({
      gb: "Like me",
      es: "Propio de mí",
      ca: "Propi de mi",
      eu: "Nire antzekoa",
      pl: "W moim stylu",
      pt: "Parecido comigo",
    }),
  },
  {
    value: 5,
    label: t({
      gb: "Very much like me",
      es: "Muy propio de mí",
      ca: "Molt propi de mi",
      eu: "Oso nire antzekoa",
      pl: "Zdecydowanie w moim stylu",
      pt: "Muito parecido comigo",
    }),
  },
];

const ITEMS: Record<ArchetypePart, Text[]> = {
  guardian: [
    t({
      gb: "I follow procedures even when nobody would notice if I didn't.",
      es: "Sigo los procedimientos aunque nadie se diera cuenta si no lo hiciera.",
      ca: "Segueixo els procediments encara que ningú se n'adonés si no ho fes.",
      eu: "Prozedurak betetzen ditut, nahiz eta inork ez nabaritu beteko ez banitu.",
      pl: "Trzymam się procedur, nawet gdy nikt by nie zauważył, że tego nie robię.",
      pt: "Sigo os procedimentos mesmo quando ninguém daria por isso se não o fizesse.",
    }),
    t({
      gb: "I like to know exactly who may see the information I handle.",
      es: "Me gusta saber exactamente quién puede ver la información que manejo.",
      ca: "M'agrada saber exactament qui pot veure la informació que gestiono.",
      eu: "Gustatzen zait zehazki jakitea nork ikus dezakeen nik erabiltzen dudan informazioa.",
      pl: "Lubię dokładnie wiedzieć, kto może widzieć informacje, z którymi pracuję.",
      pt: "Gosto de saber exatamente quem pode ver a informação com que trabalho.",
    }),
    t({
      gb: "I double-check before sending or sharing anything.",
      es: "Reviso dos veces antes de enviar o compartir cualquier cosa.",
      ca: "Reviso dues vegades abans d'enviar o compartir qualsevol cosa.",
      eu: "Bi aldiz begiratzen dut ezer bidali edo partekatu aurretik.",
      pl: "Zanim cokolwiek wyślę lub udostępnię, sprawdzam to dwa razy.",
      pt: "Verifico duas vezes antes de enviar ou partilhar o que quer que seja.",
    }),
  ],
  explorer: [
    t({
      gb: "I enjoy trying new apps and tools before others do.",
      es: "Disfruto probando aplicaciones y herramientas nuevas antes que los demás.",
      ca: "Gaudeixo provant aplicacions i eines noves abans que els altres.",
      eu: "Gozatu egiten dut aplikazio eta tresna berriak besteek baino lehen probatzen.",
      pl: "Lubię wypróbowywać nowe aplikacje i narzędzia wcześniej niż inni.",
      pt: "Gosto de experimentar aplicações e ferramentas novas antes dos outros.",
    }),
    t({
      gb: "When something doesn't work, I find my own way round it.",
      es: "Cuando algo no funciona, busco mi propia manera de sortearlo.",
      ca: "Quan alguna cosa no funciona, busco la meva pròpia manera d'esquivar-la.",
      eu: "Zerbaitek funtzionatzen ez duenean, nire kabuz bilatzen dut hura saihesteko modua.",
      pl: "Kiedy coś nie działa, sam(a) szukam sposobu, żeby to obejść.",
      pt: "Quando algo não funciona, encontro a minha própria forma de dar a volta.",
    }),
    t({
      gb: "I quickly get bored of doing things the same way.",
      es: "Me aburro enseguida de hacer las cosas siempre igual.",
      mx: "Me aburro rápido de hacer las cosas siempre igual.",
      ca: "M'avorreixo de seguida de fer les coses sempre igual.",
      eu: "Berehala aspertzen naiz gauzak beti modu berean egiteaz.",
      pl: "Szybko nudzi mnie robienie wszystkiego w ten sam sposób.",
      pt: "Aborreço-me depressa de fazer as coisas sempre da mesma maneira.",
    }),
  ],
  helper: [
    t({
      gb: "I find it hard to say no when someone asks me for help.",
      es: "Me cuesta decir que no cuando alguien me pide ayuda.",
      ca: "Em costa dir que no quan algú em demana ajuda.",
      eu: "Kosta egiten zait ezetz esatea norbaitek laguntza eskatzen didanean.",
      pl: "Trudno mi odmówić, gdy ktoś prosi mnie o pomoc.",
      pt: "Custa-me dizer que não quando alguém me pede ajuda.",
    }),
    t({
      gb: "I answer requests quickly so that nobody is kept waiting.",
      es: "Respondo rápido a las peticiones para que nadie tenga que esperar.",
      mx: "Respondo rápido a las solicitudes para que nadie tenga que esperar.",
      ca: "Responc ràpid a les peticions perquè ningú hagi d'esperar.",
      eu: "Eskaerei azkar erantzuten diet, inork itxaron behar izan ez dezan.",
      pl: "Szybko odpowiadam na prośby, żeby nikt nie musiał czekać.",
      pt: "Respondo rapidamente aos pedidos para que ninguém fique à espera.",
    }),
    t({
      gb: "I would rather share information than leave a colleague stuck.",
      es: "Prefiero compartir información antes que dejar a un compañero atascado.",
      ca: "Prefereixo compartir informació abans que deixar un company encallat.",
      eu: "Nahiago dut informazioa partekatu, lankide bat trabatuta utzi baino.",
      pl: "Wolę podzielić się informacją, niż zostawić współpracownika bez pomocy.",
      pt: "Prefiro partilhar informação a deixar um colega sem saída.",
    }),
  ],
  sprinter: [
    t({
      gb: "I often juggle several tasks at once.",
      es: "A menudo hago malabares con varias tareas a la vez.",
      ca: "Sovint faig malabars amb diverses tasques alhora.",
      eu: "Askotan hainbat zeregini aldi berean egiten diet aurre.",
      pl: "Często żongluję kilkoma zadaniami naraz.",
      pt: "Muitas vezes faço malabarismos com várias tarefas ao mesmo tempo.",
    }),
    t({
      gb: "Getting things done on time matters more to me than doing them perfectly.",
      es: "Para mí es más importante terminar a tiempo que hacerlo perfecto.",
      ca: "Per a mi és més important acabar a temps que fer-ho perfecte.",
      eu: "Niretzat garrantzitsuagoa da gauzak garaiz amaitzea, ezin hobeto egitea baino.",
      pl: "Ważniejsze jest dla mnie, żeby zdążyć na czas, niż żeby zrobić coś perfekcyjnie.",
      pt: "Para mim, terminar a tempo é mais importante do que fazer na perfeição.",
    }),
    t({
      gb: "I work best under pressure and tight deadlines.",
      es: "Rindo mejor bajo presión y con plazos ajustados.",
      ca: "Rendeixo millor sota pressió i amb terminis ajustats.",
      eu: "Presiopean eta epe estuekin egiten dut lan hobekien.",
      pl: "Najlepiej pracuję pod presją i przy napiętych terminach.",
      pt: "Trabalho melhor sob pressão e com prazos apertados.",
    }),
  ],
  sceptic: [
    t({
      gb: "When a request is unusual, my first reaction is to question it.",
      es: "Cuando una petición es inusual, mi primera reacción es cuestionarla.",
      mx: "Cuando una solicitud es inusual, mi primera reacción es cuestionarla.",
      ca: "Quan una petició és inusual, la meva primera reacció és qüestionar-la.",
      eu: "Eskaera bat ohiz kanpokoa denean, nire lehen erreakzioa zalantzan jartzea da.",
      pl: "Gdy prośba jest nietypowa, moją pierwszą reakcją jest jej zakwestionowanie.",
      pt: "Quando um pedido é invulgar, a minha primeira reação é questioná-lo.",
    }),
    t({
      gb: "I like to check facts for myself before accepting them.",
      es: "Me gusta comprobar los datos por mi cuenta antes de aceptarlos.",
      mx: "Me gusta verificar los datos por mi cuenta antes de aceptarlos.",
      ca: "M'agrada comprovar les dades pel meu compte abans d'acceptar-les.",
      eu: "Gustatzen zait datuak neuk egiaztatzea onartu aurretik.",
      pl: "Lubię sam(a) sprawdzić fakty, zanim je przyjmę.",
      pt: "Gosto de confirmar os factos por mim antes de os aceitar.",
    }),
    t({
      gb: "I am wary of offers that seem too good to be true.",
      es: "Desconfío de las ofertas que parecen demasiado buenas para ser verdad.",
      ca: "Desconfio de les ofertes que semblen massa bones per ser veritat.",
      eu: "Egia izateko onegiak diruditen eskaintzez mesfidatzen naiz.",
      pl: "Nie ufam ofertom, które wydają się zbyt piękne, by były prawdziwe.",
      pt: "Desconfio de ofertas que parecem boas demais para ser verdade.",
    }),
  ],
  connector: [
    t({
      gb: "I have a wide network of contacts inside and outside the company.",
      es: "Tengo una amplia red de contactos dentro y fuera de la empresa.",
      ca: "Tinc una àmplia xarxa de contactes dins i fora de l'empresa.",
      eu: "Harreman-sare zabala dut enpresa barruan eta kanpoan.",
      pl: "Mam szeroką sieć kontaktów w firmie i poza nią.",
      pt: "Tenho uma vasta rede de contactos dentro e fora da empresa.",
    }),
    t({
      gb: "I am active on social media and professional networks.",
      es: "Participo activamente en redes sociales y profesionales.",
      ca: "Participo activament a les xarxes socials i professionals.",
      eu: "Sare sozial eta profesionaletan aktiboa naiz.",
      pl: "Aktywnie korzystam z mediów społecznościowych i sieci zawodowych.",
      pt: "Participo ativamente nas redes sociais e profissionais.",
    }),
    t({
      gb: "I enjoy meeting new people and staying in touch with them.",
      es: "Disfruto conociendo gente nueva y manteniendo el contacto.",
      ca: "Gaudeixo coneixent gent nova i mantenint-hi el contacte.",
      eu: "Gozatu egiten dut jende berria ezagutzen eta harremanetan jarraitzen.",
      pl: "Lubię poznawać nowych ludzi i utrzymywać z nimi kontakt.",
      pt: "Gosto de conhecer pessoas novas e de manter o contacto.",
    }),
  ],
};

const INTRO: Text[] = [
  t({
    gb: "How much is each statement like you? Think of a normal working week.",
    es: "¿Hasta qué punto es propia de ti cada frase? Piensa en una semana de trabajo normal.",
    mx: "¿Qué tanto se parece a usted cada frase? Piense en una semana de trabajo normal.",
    ca: "Fins a quin punt és pròpia de tu cada frase? Pensa en una setmana de feina normal.",
    eu: "Zenbateraino da zure antzekoa esaldi bakoitza? Pentsa ohiko lan-aste batean.",
    pl: "Na ile każde stwierdzenie do Ciebie pasuje? Pomyśl o zwykłym tygodniu pracy.",
    pt: "Até que ponto cada frase se parece consigo? Pense numa semana de trabalho normal.",
  }),
];

/** Interleaved: the first item of each archetype, then the second of each, then the third. */
const questions: InstrumentQuestion[] = [0, 1, 2].flatMap((n) =>
  ARCHETYPE_PARTS.map((part, a): InstrumentQuestion => {
    const text = ITEMS[part][n] as Text;
    return {
      id: `archetype.${part}.${n + 1}`,
      kind: "scale",
      required: true,
      text,
      options: LIKE_ME,
      scaleLabels: { min: LIKE_ME[0]?.label as Text, max: LIKE_ME[4]?.label as Text },
      dimension: ARCHETYPE_DIMENSIONS[a],
      subscale: part,
      ...(n === 0 && a === 0 ? { intro: INTRO } : {}),
    };
  }),
);

function score(answers: Answers): DimensionScore[] {
  const out: DimensionScore[] = [];
  for (const [a, part] of ARCHETYPE_PARTS.entries()) {
    const values = questions
      .filter((q) => q.subscale === part)
      .map((q) => answers.get(q.id))
      .filter((v): v is number => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 5);
    const dimension = ARCHETYPE_DIMENSIONS[a];
    if (dimension && values.length >= ARCHETYPE_MIN_ANSWERED)
      out.push({
        dimension,
        value: round1(((values.reduce((x, y) => x + y, 0) / values.length - 1) / 4) * 10),
        extra: values.length,
      });
  }
  return out;
}

export const archetype: Instrument = {
  surveyId: 9,
  key: "archetype",
  surveyKeys: ["SURVEY_WELLGUARD_ARCHETYPE", "SURVEY_WELLGUARD_ARCHETYPE_REFRESH"],
  name: t({
    gb: "Your security archetype",
    es: "Tu arquetipo de seguridad",
    mx: "Su arquetipo de seguridad",
    ca: "El teu arquetip de seguretat",
    eu: "Zure segurtasun-arketipoa",
    pl: "Twój archetyp bezpieczeństwa",
    pt: "O seu arquétipo de segurança",
  }),
  welcome: [
    t({
      gb: "Everyone has a way of working that brings strengths and a few blind spots. Let's find yours.",
      es: "Todos tenemos una forma de trabajar con sus puntos fuertes y algún punto ciego. Vamos a descubrir la tuya.",
      mx: "Todos tenemos una forma de trabajar con sus fortalezas y algún punto ciego. Vamos a descubrir la suya.",
      ca: "Tots tenim una manera de treballar amb els seus punts forts i algun punt cec. Descobrim la teva.",
      eu: "Denok dugu lan egiteko modu bat, bere indargune eta itsuune batzuekin. Aurki dezagun zurea.",
      pl: "Każdy ma swój styl pracy, który daje mocne strony i kilka słabych punktów. Odkryjmy Twój.",
      pt: "Todos temos uma forma de trabalhar com pontos fortes e alguns pontos cegos. Vamos descobrir a sua.",
    }),
    t({
      gb: "Eighteen short statements, about four minutes. No archetype is better than another.",
      es: "Dieciocho frases breves, unos cuatro minutos. Ningún arquetipo es mejor que otro.",
      ca: "Divuit frases breus, uns quatre minuts. Cap arquetip és millor que un altre.",
      eu: "Hemezortzi esaldi labur, lau bat minutu. Arketipo bat ez da bestea baino hobea.",
      pl: "Osiemnaście krótkich stwierdzeń, około czterech minut. Żaden archetyp nie jest lepszy od innego.",
      pt: "Dezoito frases curtas, cerca de quatro minutos. Nenhum arquétipo é melhor do que outro.",
    }),
  ],
  farewell: [
    t({
      gb: "Thank you! Your archetype, with its strengths and tips, is waiting for you in your profile.",
      es: "¡Gracias! Tu arquetipo, con sus puntos fuertes y consejos, te espera en tu perfil.",
      mx: "¡Gracias! Su arquetipo, con sus fortalezas y consejos, ya está en su perfil.",
      ca: "Gràcies! El teu arquetip, amb els seus punts forts i consells, t'espera al teu perfil.",
      eu: "Eskerrik asko! Zure arketipoa, bere indargune eta aholkuekin, zure profilean duzu zain.",
      pl: "Dziękujemy! Twój archetyp z mocnymi stronami i wskazówkami czeka w Twoim profilu.",
      pt: "Obrigado! O seu arquétipo, com os pontos fortes e as dicas, está à sua espera no seu perfil.",
    }),
  ],
  questions,
  score,
};
