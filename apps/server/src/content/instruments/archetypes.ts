import { DIMENSION_ELEMENTS, type DimensionKey } from "@wellguard/contract";
import { t } from "./insider-red";
import type { Text } from "./types";

/*
 * The six security archetypes (docs/instruments/archetype.md): what the archetype page and the actions API show for
 * the person's archetype (the highest current DIMENSION_ARCHETYPE_*, see global.ts). Asset ids are those of the
 * library catalogue (content/assets). No archetype is better than another: each has strengths and watch-outs.
 */

export interface Archetype {
  dimension: DimensionKey;
  /** The DIMENSION_ELEMENTS id of `dimension`. */
  dimensionId: number;
  title: Text;
  description: Text;
  strengths: Text;
  watchOuts: Text;
  /** The recommended actions, as one short text. */
  actions: Text;
  /** Library assets that fit the archetype, most useful first. */
  assetIds: readonly number[];
}

const archetype = (a: Omit<Archetype, "dimensionId">): Archetype => ({
  ...a,
  dimensionId: DIMENSION_ELEMENTS[a.dimension],
});

export const ARCHETYPES: readonly Archetype[] = [
  archetype({
    dimension: "DIMENSION_ARCHETYPE_GUARDIAN",
    title: t({
      gb: "Guardian",
      es: "Guardián",
      ca: "Guardià",
      eu: "Zaindaria",
      pl: "Strażnik",
      pt: "Guardião",
    }),
    description: t({
      gb: "You are careful and methodical. You respect procedures and protect the information in your hands as if it were your own.",
      es: "Trabajas con cuidado y método. Respetas los procedimientos y proteges la información que tienes en tus manos como si fuera tuya.",
      mx: "Trabaja con cuidado y método. Respeta los procedimientos y protege la información que tiene en sus manos como si fuera suya.",
      ca: "Treballes amb cura i mètode. Respectes els procediments i protegeixes la informació que tens a les mans com si fos teva.",
      eu: "Arduratsua eta metodikoa zara. Prozedurak errespetatzen dituzu eta esku artean duzun informazioa zurea balitz bezala babesten duzu.",
      pl: "Działasz starannie i metodycznie. Szanujesz procedury i chronisz powierzone Ci informacje tak, jakby były Twoje.",
      pt: "Trabalha com cuidado e método. Respeita os procedimentos e protege a informação que tem em mãos como se fosse sua.",
    }),
    strengths: t({
      gb: "Reliable habits, attention to detail and a natural sense of who should see what.",
      es: "Hábitos fiables, atención al detalle y un sentido natural de quién debe ver qué.",
      ca: "Hàbits fiables, atenció al detall i un sentit natural de qui ha de veure què.",
      eu: "Ohitura fidagarriak, xehetasunekiko arreta eta nork zer ikusi behar duen jakiteko berezko sena.",
      pl: "Niezawodne nawyki, dbałość o szczegóły i naturalne wyczucie, kto powinien widzieć jakie informacje.",
      pt: "Hábitos fiáveis, atenção ao pormenor e um sentido natural de quem deve ver o quê.",
    }),
    watchOuts: t({
      gb: "A request that looks official and follows the usual format may get through your checks. Rules cannot foresee everything.",
      es: "Una petición con apariencia oficial y el formato de siempre puede colarse en tus comprobaciones. Las normas no lo prevén todo.",
      mx: "Una solicitud con apariencia oficial y el formato de siempre puede pasar sus verificaciones. Las normas no lo prevén todo.",
      ca: "Una petició amb aparença oficial i el format de sempre es pot colar en les teves comprovacions. Les normes no ho preveuen tot.",
      eu: "Itxura ofiziala eta ohiko formatua duen eskaera batek zure egiaztapenak gaindi ditzake. Arauek ezin dute dena aurreikusi.",
      pl: "Prośba, która wygląda oficjalnie i ma zwykły format, może prześlizgnąć się przez Twoje sprawdzenia. Zasady nie przewidzą wszystkiego.",
      pt: "Um pedido com aspeto oficial e o formato habitual pode passar pelas suas verificações. As regras não preveem tudo.",
    }),
    actions: t({
      gb: "Share your good habits with your team, and report anything odd even when no rule covers it.",
      es: "Comparte tus buenos hábitos con tu equipo e informa de cualquier cosa extraña aunque ninguna norma la contemple.",
      mx: "Comparta sus buenos hábitos con su equipo y reporte cualquier cosa extraña aunque ninguna norma la contemple.",
      ca: "Comparteix els teus bons hàbits amb el teu equip i informa de qualsevol cosa estranya encara que cap norma la contempli.",
      eu: "Partekatu zure ohitura onak taldearekin, eta jakinarazi arraroa den edozer, nahiz eta arauren batek aurreikusi ez.",
      pl: "Dziel się dobrymi nawykami z zespołem i zgłaszaj wszystko, co dziwne, nawet jeśli żadna zasada tego nie obejmuje.",
      pt: "Partilhe os seus bons hábitos com a equipa e comunique qualquer coisa estranha, mesmo que nenhuma regra a preveja.",
    }),
    assetIds: [12, 4, 8],
  }),
  archetype({
    dimension: "DIMENSION_ARCHETYPE_EXPLORER",
    title: t({
      gb: "Explorer",
      es: "Explorador",
      ca: "Explorador",
      eu: "Esploratzailea",
      pl: "Odkrywca",
      pt: "Explorador",
    }),
    description: t({
      gb: "You are curious and love new tools. You are often the first to find a smarter way of working.",
      es: "Te mueve la curiosidad y te encantan las herramientas nuevas. Sueles ser quien descubre primero una forma más inteligente de trabajar.",
      mx: "Le mueve la curiosidad y le encantan las herramientas nuevas. Suele ser quien descubre primero una forma más inteligente de trabajar.",
      ca: "Et mou la curiositat i t'encanten les eines noves. Sovint ets qui descobreix primer una manera més intel·ligent de treballar.",
      eu: "Jakin-minekoa zara eta tresna berriak asko gustatzen zaizkizu. Askotan zu zara lan egiteko modu azkarrago bat lehenik aurkitzen duena.",
      pl: "Jesteś ciekawy(-a) świata i uwielbiasz nowe narzędzia. Często jako pierwszy(-a) odkrywasz sprytniejszy sposób pracy.",
      pt: "Tem muita curiosidade e adora ferramentas novas. Muitas vezes descobre antes de todos uma forma mais inteligente de trabalhar.",
    }),
    strengths: t({
      gb: "Adaptability, technical confidence and ideas that move the team forward.",
      es: "Adaptabilidad, soltura técnica e ideas que hacen avanzar al equipo.",
      ca: "Adaptabilitat, desimboltura tècnica i idees que fan avançar l'equip.",
      eu: "Egokitzeko gaitasuna, trebetasun teknikoa eta taldea aurrera eramaten duten ideiak.",
      pl: "Elastyczność, swoboda w technologii i pomysły, które pchają zespół do przodu.",
      pt: "Adaptabilidade, à-vontade técnico e ideias que fazem a equipa avançar.",
    }),
    watchOuts: t({
      gb: "Unapproved apps, extensions and downloads can open doors to malware, and workarounds can bypass protections.",
      es: "Las aplicaciones, extensiones y descargas no aprobadas pueden abrir la puerta al malware, y los atajos pueden saltarse protecciones.",
      ca: "Les aplicacions, extensions i descàrregues no aprovades poden obrir la porta al programari maliciós, i les dreceres poden saltar-se proteccions.",
      eu: "Onartu gabeko aplikazioek, gehigarriek eta deskargek malwareari atea ireki diezaiokete, eta lasterbideek babesak saihes ditzakete.",
      pl: "Niezatwierdzone aplikacje, rozszerzenia i pobrane pliki mogą otworzyć drogę złośliwemu oprogramowaniu, a obejścia – ominąć zabezpieczenia.",
      pt: "Aplicações, extensões e transferências não aprovadas podem abrir a porta a malware, e os atalhos podem contornar proteções.",
    }),
    actions: t({
      gb: "Suggest the tools you discover to IT before using them, and keep your devices up to date.",
      es: "Propón a informática las herramientas que descubras antes de usarlas y mantén tus dispositivos actualizados.",
      mx: "Proponga al área de sistemas las herramientas que descubra antes de usarlas y mantenga sus dispositivos actualizados.",
      ca: "Proposa a informàtica les eines que descobreixis abans de fer-les servir i mantén els teus dispositius actualitzats.",
      eu: "Proposatu informatikari aurkitzen dituzun tresnak erabili aurretik, eta eduki zure gailuak eguneratuta.",
      pl: "Zanim użyjesz odkrytych narzędzi, zaproponuj je działowi IT i dbaj o aktualizacje swoich urządzeń.",
      pt: "Proponha à informática as ferramentas que descobrir antes de as usar e mantenha os seus dispositivos atualizados.",
    }),
    assetIds: [14, 10, 7],
  }),
  archetype({
    dimension: "DIMENSION_ARCHETYPE_HELPER",
    title: t({
      gb: "Helper",
      es: "Colaborador",
      ca: "Col·laborador",
      eu: "Laguntzailea",
      pl: "Pomocnik",
      pt: "Prestável",
    }),
    description: t({
      gb: "You are generous with your time and always ready to lend a hand. People know they can count on you.",
      es: "Das tu tiempo con generosidad y siempre echas una mano. La gente sabe que puede contar contigo.",
      mx: "Da su tiempo con generosidad y siempre echa la mano. La gente sabe que puede contar con usted.",
      ca: "Dones el teu temps amb generositat i sempre dones un cop de mà. La gent sap que pot comptar amb tu.",
      eu: "Eskuzabala zara zure denborarekin eta beti zaude laguntzeko prest. Jendeak badaki zuregan fida daitekeela.",
      pl: "Nie żałujesz swojego czasu i zawsze chętnie pomagasz. Ludzie wiedzą, że mogą na Ciebie liczyć.",
      pt: "Dá o seu tempo com generosidade e ajuda sempre que pode. As pessoas sabem que podem contar consigo.",
    }),
    strengths: t({
      gb: "Team spirit, responsiveness and the trust of colleagues and clients.",
      es: "Espíritu de equipo, capacidad de respuesta y la confianza de compañeros y clientes.",
      ca: "Esperit d'equip, capacitat de resposta i la confiança de companys i clients.",
      eu: "Talde-izpiritua, erantzuteko gaitasuna eta lankide eta bezeroen konfiantza.",
      pl: "Duch zespołowy, szybka reakcja i zaufanie współpracowników oraz klientów.",
      pt: "Espírito de equipa, capacidade de resposta e a confiança de colegas e clientes.",
    }),
    watchOuts: t({
      gb: "Scammers pretend to need help: a friendly or urgent request can lead you to share data or access you shouldn't.",
      es: "Los estafadores fingen necesitar ayuda: una petición amable o urgente puede llevarte a compartir datos o accesos que no deberías.",
      mx: "Los estafadores fingen necesitar ayuda: una solicitud amable o urgente puede hacer que comparta datos o accesos que no debería.",
      ca: "Els estafadors fingeixen que necessiten ajuda: una petició amable o urgent et pot portar a compartir dades o accessos que no hauries de compartir.",
      eu: "Iruzurgileek laguntza behar dutela itxuratzen dute: eskaera atsegin edo presazko batek partekatu behar ez dituzun datuak edo sarbideak partekatzera eraman zaitzake.",
      pl: "Oszuści udają, że potrzebują pomocy: miła lub pilna prośba może skłonić Cię do udostępnienia danych lub dostępu, których nie powinieneś(-naś) udostępniać.",
      pt: "Os burlões fingem precisar de ajuda: um pedido simpático ou urgente pode levá-lo a partilhar dados ou acessos que não devia.",
    }),
    actions: t({
      gb: "Help through the proper channels: confirm who is asking with a call to a known number before sharing anything.",
      es: "Ayuda por los cauces adecuados: confirma quién lo pide con una llamada a un número conocido antes de compartir nada.",
      mx: "Ayude por los canales adecuados: confirme quién lo pide con una llamada a un número conocido antes de compartir cualquier cosa.",
      ca: "Ajuda pels canals adequats: confirma qui ho demana amb una trucada a un número conegut abans de compartir res.",
      eu: "Lagundu bide egokietatik: egiaztatu nork eskatzen duen zenbaki ezagun batera deituz, ezer partekatu aurretik.",
      pl: "Pomagaj właściwymi kanałami: zanim cokolwiek udostępnisz, potwierdź tożsamość proszącego, dzwoniąc pod znany numer.",
      pt: "Ajude pelos canais certos: confirme quem está a pedir com uma chamada para um número conhecido antes de partilhar seja o que for.",
    }),
    assetIds: [11, 13, 1],
  }),
  archetype({
    dimension: "DIMENSION_ARCHETYPE_SPRINTER",
    title: t({
      gb: "Sprinter",
      es: "Velocista",
      ca: "Velocista",
      eu: "Lasterkaria",
      pl: "Sprinter",
      pt: "Velocista",
    }),
    description: t({
      gb: "You are fast and results-driven. You keep many things moving at once and rarely miss a deadline.",
      es: "Trabajas con rapidez y te orientas a resultados. Mantienes muchas cosas en marcha a la vez y casi nunca te saltas un plazo.",
      mx: "Trabaja con rapidez y se orienta a resultados. Mantiene muchas cosas en marcha a la vez y casi nunca incumple un plazo.",
      ca: "Treballes amb rapidesa i t'orientes a resultats. Mantens moltes coses en marxa alhora i gairebé mai et saltes un termini.",
      eu: "Azkarra zara eta emaitzetara bideratua. Gauza asko dituzu martxan aldi berean eta ia inoiz ez duzu eperik galtzen.",
      pl: "Działasz szybko i nastawiasz się na wyniki. Prowadzisz wiele spraw naraz i rzadko przekraczasz terminy.",
      pt: "Trabalha com rapidez e foco nos resultados. Mantém muitas coisas em andamento ao mesmo tempo e raramente falha um prazo.",
    }),
    strengths: t({
      gb: "Energy, efficiency and the ability to deliver under pressure.",
      es: "Energía, eficiencia y capacidad de cumplir bajo presión.",
      ca: "Energia, eficiència i capacitat de complir sota pressió.",
      eu: "Energia, eraginkortasuna eta presiopean betetzeko gaitasuna.",
      pl: "Energia, skuteczność i umiejętność dowożenia wyników pod presją.",
      pt: "Energia, eficiência e capacidade de cumprir sob pressão.",
    }),
    watchOuts: t({
      gb: "Haste is a scammer's best friend: skipped checks, reused passwords and a quick click on a 'last chance' message.",
      es: "Las prisas son la mejor aliada del estafador: comprobaciones saltadas, contraseñas repetidas y un clic rápido en un mensaje de «última oportunidad».",
      mx: "Las prisas son la mejor aliada del estafador: verificaciones omitidas, contraseñas repetidas y un clic rápido en un mensaje de «última oportunidad».",
      ca: "Les presses són la millor aliada de l'estafador: comprovacions saltades, contrasenyes repetides i un clic ràpid en un missatge d'«última oportunitat».",
      eu: "Presa da iruzurgilearen aliaturik onena: saltatutako egiaztapenak, errepikatutako pasahitzak eta «azken aukera» mezu batean klik azkar bat.",
      pl: "Pośpiech to najlepszy sprzymierzeniec oszusta: pominięte sprawdzenia, powtarzane hasła i szybkie kliknięcie w wiadomość „ostatnia szansa”.",
      pt: "A pressa é a melhor aliada do burlão: verificações saltadas, palavras-passe repetidas e um clique rápido numa mensagem de «última oportunidade».",
    }),
    actions: t({
      gb: "Use a password manager so that security doesn't slow you down, and take ten seconds before acting on anything urgent.",
      es: "Usa un gestor de contraseñas para que la seguridad no te frene y tómate diez segundos antes de actuar ante algo urgente.",
      mx: "Use un administrador de contraseñas para que la seguridad no le quite tiempo y tómese diez segundos antes de actuar ante algo urgente.",
      ca: "Fes servir un gestor de contrasenyes perquè la seguretat no et freni i pren-te deu segons abans d'actuar davant d'alguna cosa urgent.",
      eu: "Erabili pasahitz-kudeatzaile bat segurtasunak atzera bota ez zaitzan, eta hartu hamar segundo presazko zerbaiten aurrean jardun aurretik.",
      pl: "Korzystaj z menedżera haseł, żeby bezpieczeństwo Cię nie spowalniało, i daj sobie dziesięć sekund, zanim zareagujesz na coś pilnego.",
      pt: "Use um gestor de palavras-passe para que a segurança não o atrase e conte dez segundos antes de agir perante algo urgente.",
    }),
    assetIds: [2, 6, 5],
  }),
  archetype({
    dimension: "DIMENSION_ARCHETYPE_SKEPTIC",
    title: t({
      gb: "Sceptic",
      us: "Skeptic",
      es: "Escéptico",
      ca: "Escèptic",
      eu: "Eszeptikoa",
      pl: "Sceptyk",
      pt: "Cético",
    }),
    description: t({
      gb: "You question what seems odd and like to check before acting. Unusual requests rarely catch you out.",
      es: "Cuestionas lo que parece raro y te gusta comprobar antes de actuar. Las peticiones inusuales rara vez te pillan.",
      mx: "Usted cuestiona lo que parece raro y prefiere verificar antes de actuar. Las solicitudes inusuales rara vez le pasan desapercibidas.",
      ca: "Qüestiones el que sembla estrany i t'agrada comprovar abans d'actuar. Les peticions inusuals rarament t'enxampen.",
      eu: "Arraroa dirudiena zalantzan jartzen duzu eta jardun aurretik egiaztatzea gustatzen zaizu. Ohiz kanpoko eskaerek gutxitan harrapatzen zaituzte.",
      pl: "Kwestionujesz to, co wydaje się dziwne, i lubisz sprawdzić, zanim zaczniesz działać. Nietypowe prośby rzadko Cię zaskakują.",
      pt: "Questiona o que parece estranho e gosta de verificar antes de agir. Os pedidos invulgares raramente o apanham.",
    }),
    strengths: t({
      gb: "Critical thinking, a good eye for scams and the habit of verifying through another channel.",
      es: "Pensamiento crítico, buen ojo para los engaños y la costumbre de comprobar por otro canal.",
      mx: "Pensamiento crítico, buen ojo para los engaños y la costumbre de verificar por otro canal.",
      ca: "Pensament crític, bon ull per als enganys i el costum de comprovar per un altre canal.",
      eu: "Pentsamendu kritikoa, iruzurrak antzemateko begi ona eta beste bide batetik egiaztatzeko ohitura.",
      pl: "Krytyczne myślenie, dobre oko do oszustw i nawyk sprawdzania innym kanałem.",
      pt: "Pensamento crítico, bom olho para burlas e o hábito de verificar por outro canal.",
    }),
    watchOuts: t({
      gb: "Confidence in your own judgement can make you skip official tools or keep a doubt to yourself instead of reporting it.",
      us: "Confidence in your own judgment can make you skip official tools or keep a doubt to yourself instead of reporting it.",
      es: "Confiar en tu propio criterio puede llevarte a prescindir de las herramientas oficiales o a guardarte una sospecha en lugar de informar de ella.",
      mx: "Confiar en su propio criterio puede hacer que prescinda de las herramientas oficiales o que se guarde una sospecha en lugar de reportarla.",
      ca: "Confiar en el teu propi criteri et pot portar a prescindir de les eines oficials o a guardar-te una sospita en lloc d'informar-ne.",
      eu: "Zure irizpidean fidatzeak tresna ofizialak alde batera uztera edo susmo bat zeuretzat gordetzera eraman zaitzake, jakinarazi beharrean.",
      pl: "Zaufanie do własnego osądu może sprawić, że pominiesz oficjalne narzędzia albo zatrzymasz wątpliwość dla siebie, zamiast ją zgłosić.",
      pt: "Confiar no seu próprio critério pode levá-lo a dispensar as ferramentas oficiais ou a guardar uma suspeita para si em vez de a comunicar.",
    }),
    actions: t({
      gb: "Report what you spot so that others are protected too, and share your checking habits with your team.",
      es: "Informa de lo que detectes para que los demás también estén protegidos y comparte tus hábitos de comprobación con tu equipo.",
      mx: "Reporte lo que detecte para que los demás también estén protegidos y comparta sus hábitos de verificación con su equipo.",
      ca: "Informa del que detectis perquè els altres també estiguin protegits i comparteix els teus hàbits de comprovació amb el teu equip.",
      eu: "Jakinarazi antzematen duzuna, besteak ere babestuta egon daitezen, eta partekatu zure egiaztatze-ohiturak taldearekin.",
      pl: "Zgłaszaj to, co zauważysz, żeby chronić także innych, i dziel się z zespołem swoimi nawykami sprawdzania.",
      pt: "Comunique o que detetar para que os outros também fiquem protegidos e partilhe com a equipa os seus hábitos de verificação.",
    }),
    assetIds: [12, 13, 3],
  }),
  archetype({
    dimension: "DIMENSION_ARCHETYPE_CONNECTOR",
    title: t({
      gb: "Connector",
      es: "Conector",
      ca: "Connector",
      eu: "Konektorea",
      pl: "Łącznik",
      pt: "Conector",
    }),
    description: t({
      gb: "You are sociable and well networked. You bring people together, inside and outside the company.",
      es: "Eres sociable y tienes muchos contactos. Unes a las personas, dentro y fuera de la empresa.",
      mx: "Usted es sociable y tiene muchos contactos. Une a las personas, dentro y fuera de la empresa.",
      ca: "Ets sociable i tens molts contactes. Uneixes les persones, dins i fora de l'empresa.",
      eu: "Gizakoia zara eta harreman asko dituzu. Pertsonak elkartzen dituzu, enpresa barruan zein kanpoan.",
      pl: "Jesteś towarzyski(-a) i masz wiele kontaktów. Łączysz ludzi w firmie i poza nią.",
      pt: "É sociável e tem muitos contactos. Aproxima as pessoas, dentro e fora da empresa.",
    }),
    strengths: t({
      gb: "Communication, relationships and a quick ear for what is happening around you.",
      es: "Comunicación, relaciones y un oído atento a lo que pasa a tu alrededor.",
      mx: "Comunicación, relaciones y un oído atento a lo que pasa a su alrededor.",
      ca: "Comunicació, relacions i una orella atenta al que passa al teu voltant.",
      eu: "Komunikazioa, harremanak eta zure inguruan gertatzen denari adi dagoen belarria.",
      pl: "Komunikatywność, relacje i czujne ucho na to, co dzieje się wokół.",
      pt: "Comunicação, relações e um ouvido atento ao que se passa à sua volta.",
    }),
    watchOuts: t({
      gb: "What you share publicly helps scammers build believable stories, and a wide network means more messages from strangers.",
      es: "Lo que compartes en público ayuda a los estafadores a montar historias creíbles, y una red amplia significa más mensajes de desconocidos.",
      mx: "Lo que comparte en público ayuda a los estafadores a armar historias creíbles, y una red amplia significa más mensajes de desconocidos.",
      ca: "El que comparteixes en públic ajuda els estafadors a muntar històries creïbles, i una xarxa àmplia vol dir més missatges de desconeguts.",
      eu: "Publikoki partekatzen duzunak iruzurgileei istorio sinesgarriak osatzen laguntzen die, eta sare zabal batek ezezagunen mezu gehiago esan nahi du.",
      pl: "To, czym dzielisz się publicznie, pomaga oszustom tworzyć wiarygodne historie, a szeroka sieć to więcej wiadomości od nieznajomych.",
      pt: "O que partilha publicamente ajuda os burlões a construir histórias credíveis, e uma rede vasta significa mais mensagens de desconhecidos.",
    }),
    actions: t({
      gb: "Review the privacy settings of your profiles, keep work details off them, and confirm new contacts before sharing anything.",
      es: "Revisa la privacidad de tus perfiles, deja fuera los detalles del trabajo y confirma los contactos nuevos antes de compartir nada.",
      mx: "Revise la privacidad de sus perfiles, deje fuera los detalles del trabajo y confirme los contactos nuevos antes de compartir cualquier cosa.",
      ca: "Revisa la privacitat dels teus perfils, deixa'n fora els detalls de la feina i confirma els contactes nous abans de compartir res.",
      eu: "Berrikusi zure profilen pribatutasuna, utzi kanpoan laneko xehetasunak eta egiaztatu kontaktu berriak ezer partekatu aurretik.",
      pl: "Przejrzyj ustawienia prywatności swoich profili, nie umieszczaj w nich szczegółów pracy i potwierdzaj nowe kontakty, zanim cokolwiek udostępnisz.",
      pt: "Reveja a privacidade dos seus perfis, deixe de fora os pormenores do trabalho e confirme os contactos novos antes de partilhar seja o que for.",
    }),
    assetIds: [1, 4, 3],
  }),
];

/** The archetype of a dimension (35-40 or its key), if it is one. */
export function archetypeOf(dimension: DimensionKey | number): Archetype | undefined {
  return ARCHETYPES.find((a) => a.dimension === dimension || a.dimensionId === dimension);
}
