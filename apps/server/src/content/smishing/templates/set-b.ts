import type { SmishingTemplateDefinition } from "../types";

export const SMS_SET_B: SmishingTemplateDefinition[] = [
  {
    id: 505,
    category: "hr",
    level: 2,
    lever: "trust",
    landing: "personalData",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "NOMINAS",
        message: "{{firstName}}, tu banco ha devuelto tu nómina. Confirma tus datos: {{link}}",
        landing: {
          title: "Datos para el cobro de la nómina",
          intro: "Confirma tus datos para que podamos volver a ingresarte la nómina esta semana.",
          submit: "Confirmar datos",
        },
        cues: [
          "«NOMINAS» no es nadie en concreto: el departamento de personal de tu empresa no te escribe desde un nombre genérico.",
          "Una nómina devuelta se resuelve con el departamento de personal, por los canales de siempre. Nadie necesita que le mandes tus datos por SMS para volver a pagarte.",
          "La página pide tu número de empleado y tu cuenta bancaria: justo lo que hace falta para desviar tu sueldo a otra cuenta.",
        ],
        lesson:
          "El cobro de la nómina es un tema delicado, y este engaño lo aprovecha: si crees que te has quedado sin sueldo, actúas rápido. Lo que busca es tu número de empleado y tu IBAN para pedir, en tu nombre, que la nómina se ingrese en otra cuenta. Los cambios de cuenta bancaria se hacen en el portal del empleado o directamente con el departamento de personal, nunca desde un enlace recibido por SMS. Si te llega un aviso así, pregunta por los canales de siempre y avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "NOMINA",
        message: "{{firstName}}, su banco rechazó el pago de su nómina. Confirme sus datos: {{link}}",
        landing: {
          title: "Datos para el pago de nómina",
          intro: "Confirme sus datos para que podamos volver a depositarle su nómina esta semana.",
          submit: "Confirmar datos",
        },
        cues: [
          "«NOMINA» no es nadie en concreto: el área de Recursos Humanos de su empresa no le escribe desde un nombre genérico.",
          "Un pago de nómina rechazado se resuelve con Recursos Humanos, por los canales de siempre. Nadie necesita que usted mande sus datos por SMS para volver a pagarle.",
          "La página pide su número de empleado y su cuenta bancaria: justo lo necesario para desviar su sueldo a otra cuenta.",
        ],
        lesson:
          "El pago de la nómina es un tema delicado, y este engaño lo aprovecha: si usted cree que se quedó sin sueldo, actúa rápido. Lo que busca es su número de empleado y su CLABE para pedir, a su nombre, que la nómina se deposite en otra cuenta. Los cambios de cuenta bancaria se hacen en el portal del empleado o directamente con Recursos Humanos, nunca desde un enlace recibido por SMS. Si le llega un aviso así, pregunte por los canales de siempre y avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "PAYROLL",
        message: "{{firstName}}, your salary was returned by your bank. Confirm your details: {{link}}",
        landing: {
          title: "Payroll details",
          intro: "Confirm your details so that we can pay your salary again this week.",
          submit: "Confirm details",
        },
        cues: [
          "‘PAYROLL’ is nobody in particular: your company's payroll team does not text you from a generic name.",
          "A returned salary payment is sorted out with HR through the usual channels. Nobody needs you to send your details by text to pay you again.",
          "The page asks for your employee number and bank account: exactly what someone needs to divert your salary to another account.",
        ],
        lesson:
          "Pay is a sensitive subject, and this trick exploits it: if you think your salary has gone missing, you act fast. What it wants is your employee number and your bank details, so that someone can ask, in your name, for your pay to go to a different account. Bank details are changed in the employee portal or directly with HR, never through a link in a text. If a message like this arrives, ask through the usual channels and tell your security team.",
      },
      "en-us": {
        senderId: "PAYROLL",
        message: "{{firstName}}, your bank returned your paycheck. Confirm your details: {{link}}",
        landing: {
          title: "Payroll Details",
          intro: "Confirm your details so we can reissue your paycheck this week.",
          submit: "Confirm Details",
        },
        cues: [
          "“PAYROLL” is nobody in particular: your company's payroll team doesn't text you from a generic name.",
          "A returned paycheck gets sorted out with HR through the usual channels. Nobody needs you to text over your details to pay you again.",
          "The page asks for your employee ID and bank account number: exactly what someone needs to redirect your paycheck to another account.",
        ],
        lesson:
          "Pay is a touchy subject, and this scam takes advantage of it: if you think your paycheck went missing, you act fast. What it wants is your employee ID and bank account number, so someone can ask, in your name, for your direct deposit to go to a different account. Direct deposit details are changed in the employee portal or directly with HR, never through a link in a text. If a message like this shows up, check through the usual channels and let your security team know.",
      },
      eu: {
        senderId: "NOMINAK",
        message: "{{firstName}}, zure bankuak nomina itzuli du. Berretsi zure datuak: {{link}}",
        landing: {
          title: "Nomina kobratzeko datuak",
          intro: "Berretsi zure datuak, aste honetan nomina berriro ordaindu ahal izateko.",
          submit: "Berretsi datuak",
        },
        cues: [
          "«NOMINAK» ez da inor zehatz: zure enpresako langile-sailak ez dizu izen orokor batetik idazten.",
          "Itzulitako nomina bat langile-sailarekin konpontzen da, ohiko bideetatik. Inork ez du behar zuk zure datuak SMS bidez bidaltzea berriro ordaintzeko.",
          "Orriak zure langile-zenbakia eta banku-kontua eskatzen ditu: zure soldata beste kontu batera desbideratzeko behar dena, hain zuzen.",
        ],
        lesson:
          "Nomina kobratzea gai delikatua da, eta amarru honek hori baliatzen du: soldatarik gabe geratu zarela uste baduzu, azkar jokatzen duzu. Bilatzen duena zure langile-zenbakia eta IBANa da, zure izenean nomina beste kontu batean sartzeko eskatzeko. Banku-kontuaren aldaketak langilearen atarian edo langile-sailarekin zuzenean egiten dira, inoiz ez SMS bidez jasotako esteka batetik. Horrelako abisu bat jasotzen baduzu, galdetu ohiko bideetatik eta jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "KADRY",
        message: "{{firstName}}, bank zwrócił Twoją pensję. Potwierdź dane do przelewu: {{link}}",
        landing: {
          title: "Dane do wypłaty wynagrodzenia",
          intro: "Potwierdź swoje dane, abyśmy mogli ponownie przelać wynagrodzenie w tym tygodniu.",
          submit: "Potwierdź dane",
        },
        cues: [
          "„KADRY” to nikt konkretny – firmowy dział kadr i płac nie pisze do pracowników spod ogólnej nazwy.",
          "Zwrócony przelew wynagrodzenia wyjaśnia się z działem kadr zwykłymi kanałami. Nikt nie potrzebuje danych przesłanych SMS-em, żeby ponowić wypłatę.",
          "Strona prosi o numer pracownika i numer konta – dokładnie to, czego potrzeba, żeby przekierować pensję na inne konto.",
        ],
        lesson:
          "Wynagrodzenie to drażliwy temat i ten trik to wykorzystuje: kto myśli, że nie dostał pensji, działa szybko. Chodzi o numer pracownika i numer konta, żeby w imieniu pracownika zlecić przelewanie pensji na inne konto. Numer konta do wypłat zmienia się w portalu pracownika albo bezpośrednio w dziale kadr, nigdy przez link z SMS-a. Po otrzymaniu takiej wiadomości najlepiej zapytać zwykłymi kanałami, czy coś jest nie tak, i powiadomić zespół bezpieczeństwa.",
      },
      cat: {
        senderId: "NOMINES",
        message: "{{firstName}}, el banc t'ha retornat la nòmina. Confirma les teves dades: {{link}}",
        landing: {
          title: "Dades per cobrar la nòmina",
          intro: "Confirma les teves dades perquè puguem tornar a ingressar-te la nòmina aquesta setmana.",
          submit: "Confirmar les dades",
        },
        cues: [
          "«NOMINES» no és ningú en concret: el departament de personal de la teva empresa no t'escriu des d'un nom genèric.",
          "Una nòmina retornada es resol amb el departament de personal, pels canals de sempre. Ningú no necessita que li enviïs les dades per SMS per tornar-te a pagar.",
          "La pàgina demana el teu número d'empleat i el compte bancari: just el que cal per desviar el teu sou a un altre compte.",
        ],
        lesson:
          "El cobrament de la nòmina és un tema delicat, i aquest parany se n'aprofita: si creus que t'has quedat sense sou, actues de pressa. El que busca és el teu número d'empleat i el teu IBAN per demanar, en nom teu, que la nòmina s'ingressi en un altre compte. Els canvis de compte bancari es fan al portal de l'empleat o directament amb el departament de personal, mai des d'un enllaç rebut per SMS. Si t'arriba un avís així, pregunta pels canals de sempre i avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "SALARIOS",
        message: "{{firstName}}, o banco devolveu o seu salário. Confirme os seus dados: {{link}}",
        landing: {
          title: "Dados para pagamento do salário",
          intro: "Confirme os seus dados para podermos voltar a transferir o seu salário esta semana.",
          submit: "Confirmar dados",
        },
        cues: [
          "«SALARIOS» não é ninguém em concreto: os recursos humanos da sua empresa não lhe escrevem a partir de um nome genérico.",
          "Um salário devolvido resolve-se com os recursos humanos, pelos canais habituais. Ninguém precisa que envie os seus dados por SMS para lhe voltar a pagar.",
          "A página pede o seu número de colaborador e o IBAN: exatamente o que é preciso para desviar o seu salário para outra conta.",
        ],
        lesson:
          "O salário é um tema sensível, e este truque aproveita-se disso: quem pensa que ficou sem ordenado age depressa. O que procura é o seu número de colaborador e o seu IBAN, para pedir, em seu nome, que o salário passe a ser transferido para outra conta. A alteração da conta bancária faz-se no portal do colaborador ou diretamente com os recursos humanos, nunca através de uma ligação recebida por SMS. Se receber um aviso destes, confirme pelos canais habituais e avise a equipa de segurança.",
      },
    },
  },
  {
    id: 506,
    category: "hr",
    level: 3,
    lever: "socialProof",
    landing: "signin",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "RRHH",
        message: "RR. HH. {{company}}: tu equipo ya ha elegido vacaciones. Faltas tú: {{link}}",
        landing: {
          title: "Calendario de vacaciones",
          intro: "Inicia sesión con tu cuenta corporativa para elegir tus días de vacaciones.",
          submit: "Iniciar sesión",
        },
        cues: [
          "«RRHH» lo puede poner cualquiera como remitente. Que el SMS nombre tu empresa tampoco prueba nada: es un dato público.",
          "«Tu equipo ya lo ha hecho» es presión social: te empuja a no quedarte atrás en lugar de a comprobarlo. El calendario de vacaciones se gestiona en las herramientas de siempre.",
          "El enlace no lleva a la intranet de tu empresa, sino a una página que imita su inicio de sesión para quedarse con tu contraseña.",
        ],
        lesson:
          "Cuando un mensaje dice que «todos los demás ya lo han hecho», sentimos que vamos tarde y actuamos sin pensar: eso es la presión social. Si además nombra tu empresa, algo que cualquiera puede buscar en internet, el SMS parece interno. Pero los trámites de la empresa se hacen en la intranet o en el portal del empleado, a los que entras tú, no desde un enlace en un SMS. Ante la duda, pregunta a tu responsable o a personal por los canales habituales, y avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "RH",
        message: "RH {{company}}: su equipo ya eligió sus vacaciones. Solo falta usted: {{link}}",
        landing: {
          title: "Calendario de vacaciones",
          intro: "Inicie sesión con su cuenta de la empresa para elegir sus días de vacaciones.",
          submit: "Iniciar sesión",
        },
        cues: [
          "Cualquiera puede poner «RH» como remitente. Que el SMS mencione a su empresa tampoco prueba nada: es un dato público.",
          "«Su equipo ya lo hizo» es presión social: lo empuja a no quedarse atrás en lugar de verificarlo. Las vacaciones se gestionan en las herramientas de siempre.",
          "El enlace no lleva a la intranet de su empresa, sino a una página que imita su inicio de sesión para quedarse con su contraseña.",
        ],
        lesson:
          "Cuando un mensaje dice que «todos los demás ya lo hicieron», sentimos que vamos tarde y actuamos sin pensar: eso es la presión social. Si además menciona a su empresa, algo que cualquiera puede buscar en internet, el SMS parece interno. Pero los trámites de la empresa se hacen en la intranet o en el portal del empleado, entrando usted mismo, no desde un enlace en un SMS. Si tiene dudas, pregunte a su jefe o a Recursos Humanos por los canales habituales, y avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "HR",
        message: "{{company}} HR: your team has already booked its holidays. Book yours: {{link}}",
        landing: {
          title: "Holiday planner",
          intro: "Sign in with your work account to choose your holiday dates.",
          submit: "Sign in",
        },
        cues: [
          "Anyone can set ‘HR’ as the sender. Naming your company proves nothing either: that is public information.",
          "‘Your team has already done it’ is social pressure: it pushes you not to fall behind instead of checking. Holidays are booked in the usual tools.",
          "The link does not lead to your company's intranet but to a page that copies its sign-in screen to capture your password.",
        ],
        lesson:
          "When a message says that everyone else has already done something, we feel we are late and act without thinking: that is social pressure. Add your company's name, which anyone can look up online, and the text seems internal. But company tasks are done on the intranet or the employee portal, which you open yourself, not from a link in a text. If in doubt, ask your manager or HR through the usual channels, and tell your security team.",
      },
      "en-us": {
        senderId: "HR",
        message: "{{company}} HR: your team already scheduled its PTO. Pick your days: {{link}}",
        landing: {
          title: "Time-Off Planner",
          intro: "Sign in with your work account to choose your vacation days.",
          submit: "Sign In",
        },
        cues: [
          "Anyone can set “HR” as the sender name. Naming your company proves nothing either: that's public information.",
          "“Your team already did it” is social pressure: it pushes you to keep up instead of double-checking. Time off is requested in the usual tools.",
          "The link doesn't go to your company's intranet but to a page that copies its login screen to capture your password.",
        ],
        lesson:
          "When a message says everyone else has already done something, we feel behind and act without thinking: that's social pressure. Add your company's name, which anyone can look up online, and the text seems internal. But company tasks are done on the intranet or the employee portal, which you open yourself, not from a link in a text. If you're unsure, ask your manager or HR through the usual channels, and let your security team know.",
      },
      eu: {
        senderId: "PERTSONAK",
        message: "{{company}}: zure taldeak oporrak aukeratu ditu. Zureak falta dira: {{link}}",
        landing: {
          title: "Oporren egutegia",
          intro: "Hasi saioa enpresako kontuarekin zure opor-egunak aukeratzeko.",
          submit: "Hasi saioa",
        },
        cues: [
          "Edonork jar dezake «PERTSONAK» igorle gisa. SMSak zure enpresa aipatzeak ere ez du ezer frogatzen: datu publikoa da.",
          "«Zure taldeak egin du jada» presio soziala da: atzean ez geratzera bultzatzen zaitu, egiaztatzera beharrean. Oporrak ohiko tresnetan kudeatzen dira.",
          "Estekak ez zaitu zure enpresaren intranetera eramaten, haren saio-hasiera imitatzen duen orri batera baizik, zure pasahitza lortzeko.",
        ],
        lesson:
          "Mezu batek «beste guztiek egin dute jada» esaten duenean, berandu goazela sentitzen dugu eta pentsatu gabe jokatzen dugu: hori da presio soziala. Zure enpresaren izena gehitzen badio, edonork interneten aurki dezakeena, SMSak barnekoa dirudi. Baina enpresako izapideak intranetean edo langilearen atarian egiten dira, zuk zeuk sartuta, ez SMS bateko esteka batetik. Zalantzarik baduzu, galdetu zure arduradunari edo pertsonen sailari ohiko bideetatik, eta jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "HRINFO",
        message: "HR {{company}}: Twój zespół zaplanował już urlopy. Zaplanuj swój: {{link}}",
        landing: {
          title: "Planowanie urlopów",
          intro: "Zaloguj się kontem firmowym, aby wybrać termin urlopu.",
          submit: "Zaloguj się",
        },
        cues: [
          "Każdy może ustawić nazwę nadawcy „HRINFO”. Nazwa firmy w treści też niczego nie dowodzi – to informacja publiczna.",
          "„Twój zespół już to zrobił” to presja społeczna: zamiast sprawdzić, chce się nadrobić zaległości. Urlopy planuje się w zwykłych narzędziach firmy.",
          "Link nie prowadzi do firmowego intranetu, tylko na stronę, która podszywa się pod jego logowanie, żeby przechwycić hasło.",
        ],
        lesson:
          "Gdy wiadomość mówi, że „wszyscy inni już to zrobili”, pojawia się poczucie spóźnienia i działa się bez namysłu – to presja społeczna. Dodana nazwa firmy, którą każdy znajdzie w internecie, sprawia, że SMS wygląda na wewnętrzny. Tymczasem sprawy firmowe załatwia się w intranecie lub portalu pracownika, otwieranym samodzielnie, a nie przez link z SMS-a. W razie wątpliwości warto zapytać przełożonego lub dział HR zwykłymi kanałami i zgłosić wiadomość zespołowi bezpieczeństwa.",
      },
      cat: {
        senderId: "RRHH",
        message: "RH {{company}}: el teu equip ja ha triat vacances. Tria les teves: {{link}}",
        landing: {
          title: "Calendari de vacances",
          intro: "Inicia la sessió amb el teu compte corporatiu per triar els teus dies de vacances.",
          submit: "Iniciar la sessió",
        },
        cues: [
          "Qualsevol pot posar «RRHH» com a remitent. Que l'SMS esmenti la teva empresa tampoc no demostra res: és una dada pública.",
          "«El teu equip ja ho ha fet» és pressió social: t'empeny a no quedar-te enrere en lloc de comprovar-ho. Les vacances es gestionen a les eines de sempre.",
          "L'enllaç no porta a la intranet de la teva empresa, sinó a una pàgina que n'imita l'inici de sessió per quedar-se la teva contrasenya.",
        ],
        lesson:
          "Quan un missatge diu que «tots els altres ja ho han fet», sentim que anem tard i actuem sense pensar: això és la pressió social. Si a més hi surt el nom de la teva empresa, que qualsevol pot trobar a internet, l'SMS sembla intern. Però els tràmits de l'empresa es fan a la intranet o al portal de l'empleat, on entres tu mateix, no des d'un enllaç en un SMS. Si dubtes, pregunta al teu responsable o a recursos humans pels canals habituals, i avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "RH",
        message: "RH {{company}}: a sua equipa já marcou as férias. Marque as suas: {{link}}",
        landing: {
          title: "Mapa de férias",
          intro: "Inicie sessão com a sua conta da empresa para marcar os seus dias de férias.",
          submit: "Iniciar sessão",
        },
        cues: [
          "Qualquer pessoa pode usar «RH» como remetente. O facto de o SMS referir a sua empresa também não prova nada: é informação pública.",
          "«A sua equipa já o fez» é pressão social: leva-o a não querer ficar para trás em vez de confirmar. As férias marcam-se nas ferramentas habituais.",
          "A ligação não leva à intranet da sua empresa, mas a uma página que imita o início de sessão para ficar com a sua palavra-passe.",
        ],
        lesson:
          "Quando uma mensagem diz que «todos os outros já o fizeram», sentimos que estamos atrasados e agimos sem pensar: é a pressão social. Se juntar o nome da sua empresa, que qualquer pessoa encontra na internet, o SMS parece interno. Mas os assuntos da empresa tratam-se na intranet ou no portal do colaborador, abertos por si, não a partir de uma ligação num SMS. Em caso de dúvida, pergunte à sua chefia ou aos recursos humanos pelos canais habituais e avise a equipa de segurança.",
      },
    },
  },
  {
    id: 507,
    category: "perks",
    level: 1,
    lever: "curiosity",
    landing: "payment",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "PREMIOS",
        message:
          "¡Enhorabuena! Ha sido elegido para recibir unos auriculares inalambricos gratis. Solo pague el envio (2,95 €): {{link}}",
        landing: {
          title: "Reclame su regalo",
          intro:
            "Sus auriculares están reservados. Pague 2,95 € de gastos de envío y se los enviaremos a casa.",
          submit: "Pagar el envío",
        },
        cues: [
          "«PREMIOS» no dice quién regala nada. Una marca de verdad firmaría con su nombre.",
          "Te han «elegido» para un premio de un sorteo en el que nunca participaste: es la curiosidad la que te hace pulsar. Las tildes que faltan son otra pista.",
          "La página de gastos de envío recoge los datos de tu tarjeta y a menudo esconde, además, una suscripción mensual en la letra pequeña.",
        ],
        lesson:
          "Nadie regala nada por SMS a quien no ha participado en ningún sorteo. Estos mensajes juegan con la curiosidad y con lo poco que cuesta el envío: ¿qué pierdes por 2,95 €? Pues los datos de tu tarjeta, que sirven para cargos mayores o para darte de alta en suscripciones difíciles de cancelar. Si una marca te interesa, entra tú en su web oficial. Y si te llega un premio que no esperabas, no pulses el enlace: avisa al equipo de seguridad y borra el mensaje.",
      },
      "es-mx": {
        senderId: "PREMIOS",
        message: "¡Felicidades! Ganó unos audífonos gratis. Solo pague el envío ($59): {{link}}",
        landing: {
          title: "Reclame su regalo",
          intro: "Sus audífonos están apartados. Pague $59.00 de envío y se los mandamos a domicilio.",
          submit: "Pagar el envío",
        },
        cues: [
          "«PREMIOS» no dice quién regala nada. Una marca real firmaría con su nombre.",
          "Dice que usted ganó un premio en un sorteo en el que nunca participó: es la curiosidad la que lo hace tocar el enlace.",
          "La página del envío recoge los datos de su tarjeta y muchas veces esconde, además, una suscripción mensual en las letras chiquitas.",
        ],
        lesson:
          "Nadie regala nada por SMS a quien no participó en ningún sorteo. Estos mensajes juegan con la curiosidad y con lo poco que cuesta el envío: ¿qué pierde usted por $59? Pues los datos de su tarjeta, que sirven para cargos mayores o para inscribirlo en suscripciones difíciles de cancelar. Si una marca le interesa, entre usted mismo a su sitio oficial. Y si le llega un premio que no esperaba, no toque el enlace: avise al equipo de seguridad y borre el mensaje.",
      },
      "en-gb": {
        senderId: "REWARDS",
        message:
          "Congratulations! You have been chosen to receive free wireless headphones. Just pay £2.95 postage: {{link}}",
        landing: {
          title: "Claim your gift",
          intro: "Your headphones are reserved. Pay £2.95 postage and we will send them to your home.",
          submit: "Pay postage",
        },
        cues: [
          "‘REWARDS’ does not say who is giving anything away. A real brand would sign with its name.",
          "You have been ‘chosen’ for a prize in a draw you never entered: curiosity is what makes you tap.",
          "The postage page collects your card details, and often hides a monthly subscription in the small print.",
        ],
        lesson:
          "Nobody gives prizes by text to people who never entered a draw. These messages play on curiosity and on how little the postage costs: what can you lose for £2.95? Your card details, which are used for larger payments or to sign you up to subscriptions that are hard to cancel. If a brand interests you, go to its official website yourself. And if an unexpected prize arrives, do not tap the link: tell your security team and delete the message.",
      },
      "en-us": {
        senderId: "REWARDS",
        message:
          "Congratulations! You've been selected to receive free wireless headphones. Just pay $2.95 shipping: {{link}}",
        landing: {
          title: "Claim Your Gift",
          intro: "Your headphones are on hold for you. Pay $2.95 shipping and we'll send them to your home.",
          submit: "Pay Shipping",
        },
        cues: [
          "“REWARDS” doesn't say who's giving anything away. A real brand would sign with its name.",
          "You've been “selected” for a prize in a drawing you never entered: curiosity is what makes you tap.",
          "The shipping page collects your card number, and often hides a monthly subscription in the fine print.",
        ],
        lesson:
          "Nobody hands out prizes by text to people who never entered a drawing. These messages play on curiosity and on how little the shipping costs: what's the harm in $2.95? Your card details, which get used for bigger charges or to sign you up for subscriptions that are hard to cancel. If a brand interests you, go to its official website yourself. And if a surprise prize shows up, don't tap the link: let your security team know and delete the message.",
      },
      eu: {
        senderId: "SARIAK",
        message:
          "Zorionak! Doako entzungailu batzuk jasotzeko aukeratu zaituzte. Bidalketa bakarrik ordaindu behar duzu (2,95 €): {{link}}",
        landing: {
          title: "Eskuratu zure oparia",
          intro:
            "Zure entzungailuak gordeta daude. Ordaindu 2,95 €-ko bidalketa, eta etxera bidaliko dizkizugu.",
          submit: "Ordaindu bidalketa",
        },
        cues: [
          "«SARIAK» izenak ez du esaten nork oparitzen duen ezer. Benetako marka batek bere izenarekin sinatuko luke.",
          "Inoiz parte hartu ez duzun zozketa batean «aukeratu» zaituzte: jakin-minak eragiten dizu sakatzea.",
          "Bidalketa ordaintzeko orriak zure txartelaren datuak biltzen ditu, eta askotan hileko harpidetza bat ezkutatzen du letra txikian.",
        ],
        lesson:
          "Inork ez du ezer oparitzen SMS bidez zozketa batean parte hartu ez duenari. Mezu hauek jakin-minarekin eta bidalketaren prezio txikiarekin jokatzen dute: zer galtzen duzu 2,95 €-gatik? Zure txartelaren datuak, kargu handiagoak egiteko edo bertan behera uzteko zailak diren harpidetzetan izena emateko erabiltzen direnak. Marka batek interesa pizten badizu, sartu zuk zeuk haren webgune ofizialean. Eta espero ez zenuen sari bat iristen bazaizu, ez sakatu esteka: jakinarazi segurtasun-taldeari eta ezabatu mezua.",
      },
      pl: {
        senderId: "NAGRODY",
        message: "Gratulacje! Wygrałeś słuchawki. Zapłać tylko 9,99 zł za wysyłkę: {{link}}",
        landing: {
          title: "Odbierz nagrodę",
          intro:
            "Słuchawki czekają na odbiór. Wystarczy zapłacić 9,99 zł za wysyłkę, a dostarczymy je pod wskazany adres.",
          submit: "Zapłać za wysyłkę",
        },
        cues: [
          "„NAGRODY” nie mówi, kto cokolwiek rozdaje. Prawdziwa marka podpisałaby się własną nazwą.",
          "Wiadomość ogłasza wygraną w konkursie, w którym nikt nie brał udziału – to ciekawość każe kliknąć.",
          "Strona opłaty za wysyłkę zbiera dane karty, a często ukrywa drobnym drukiem miesięczną subskrypcję.",
        ],
        lesson:
          "Nikt nie rozdaje nagród SMS-em osobom, które nie brały udziału w żadnym konkursie. Takie wiadomości grają na ciekawości i na niskiej opłacie za wysyłkę: co można stracić za 9,99 zł? Dane karty, które posłużą do większych obciążeń albo do zapisania na subskrypcje trudne do anulowania. Jeśli marka wydaje się interesująca, lepiej samodzielnie wejść na jej oficjalną stronę. A po otrzymaniu niespodziewanej wygranej nie należy klikać linku – warto zgłosić SMS-a zespołowi bezpieczeństwa i go usunąć.",
      },
      cat: {
        senderId: "PREMIS",
        message:
          "Felicitats! Ha estat triat per rebre uns auriculars sense fil gratis. Només cal pagar l'enviament (2,95 €): {{link}}",
        landing: {
          title: "Reculli el seu regal",
          intro: "Els seus auriculars estan reservats. Pagui 2,95 € d'enviament i els hi enviarem a casa.",
          submit: "Pagar l'enviament",
        },
        cues: [
          "«PREMIS» no diu qui regala res. Una marca de veritat signaria amb el seu nom.",
          "T'han «triat» per a un premi d'un sorteig en què no has participat mai: és la curiositat que et fa tocar l'enllaç.",
          "La pàgina de l'enviament recull les dades de la teva targeta, i sovint amaga una subscripció mensual a la lletra petita.",
        ],
        lesson:
          "Ningú no regala res per SMS a qui no ha participat en cap sorteig. Aquests missatges juguen amb la curiositat i amb el poc que costa l'enviament: què hi perds per 2,95 €? Doncs les dades de la teva targeta, que serveixen per fer càrrecs més grans o per donar-te d'alta en subscripcions difícils de cancel·lar. Si una marca t'interessa, entra tu mateix al seu web oficial. I si t'arriba un premi que no esperaves, no toquis l'enllaç: avisa l'equip de seguretat i esborra el missatge.",
      },
      "pt-pt": {
        senderId: "PREMIOS",
        message:
          "Parabéns! Foi escolhido para receber uns auscultadores sem fios. Pague apenas os portes (2,95 €): {{link}}",
        landing: {
          title: "Receba o seu presente",
          intro:
            "Os seus auscultadores estão reservados. Pague 2,95 € de portes e enviamo-los para sua casa.",
          submit: "Pagar os portes",
        },
        cues: [
          "«PREMIOS» não diz quem está a oferecer o quê. Uma marca verdadeira assinaria com o próprio nome.",
          "Diz que foi «escolhido» para um prémio num sorteio em que nunca participou: é a curiosidade que o leva a tocar na ligação.",
          "A página dos portes recolhe os dados do seu cartão e muitas vezes esconde uma subscrição mensal nas letras pequenas.",
        ],
        lesson:
          "Ninguém oferece prémios por SMS a quem não participou em nenhum sorteio. Estas mensagens jogam com a curiosidade e com o pouco que custam os portes: o que se perde por 2,95 €? Os dados do seu cartão, que servem para cobranças maiores ou para o inscrever em subscrições difíceis de cancelar. Se uma marca lhe interessa, entre por iniciativa própria no site oficial. E se receber um prémio inesperado, não toque na ligação: avise a equipa de segurança e apague a mensagem.",
      },
    },
  },
  {
    id: 508,
    category: "invoice",
    level: 1,
    lever: "authority",
    landing: "payment",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "DEVOLUCION",
        message: "Tiene una devolución de impuestos de 312,40 €. Solicítela antes del viernes: {{link}}",
        landing: {
          title: "Solicitud de devolución",
          intro:
            "Indique la tarjeta en la que desea recibir la devolución. El abono se realiza en un plazo de 3 días hábiles.",
          submit: "Solicitar la devolución",
        },
        cues: [
          "«DEVOLUCION» no es ningún organismo. La administración tributaria no avisa de devoluciones con un SMS desde un nombre así.",
          "Dinero inesperado y con plazo: una combinación pensada para que actúes antes de preguntarte por qué te iban a devolver nada.",
          "Las devoluciones se ingresan en la cuenta bancaria que indicaste en tu declaración, nunca en una tarjeta. Si te piden la tarjeta, es para cobrarte.",
        ],
        lesson:
          "Las falsas devoluciones de impuestos funcionan porque a todo el mundo le gusta recibir dinero y porque la administración impone respeto. Pero una devolución real se ingresa en la cuenta que indicaste en tu declaración, y puedes consultarla en la sede electrónica de la administración tributaria, entrando tú desde su dirección oficial. Nadie necesita el número de tu tarjeta, ni su código de seguridad, para darte dinero: los necesita para quitártelo. Si te llega un SMS así, no pulses el enlace y avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "DEVOLUCION",
        message: "Tiene un saldo a favor de $3,124.00. Solicite su devolución hoy: {{link}}",
        landing: {
          title: "Solicitud de devolución",
          intro:
            "Indique la tarjeta en la que desea recibir su devolución. El depósito se realiza en un plazo de 3 días hábiles.",
          submit: "Solicitar la devolución",
        },
        cues: [
          "«DEVOLUCION» no es ninguna dependencia de gobierno. La autoridad fiscal no avisa de devoluciones con un SMS desde un nombre así.",
          "Dinero inesperado y con prisa: una combinación pensada para que usted actúe antes de preguntarse por qué le devolverían algo.",
          "Las devoluciones se depositan en la cuenta bancaria que usted registró en su declaración, nunca en una tarjeta. Si le piden la tarjeta, es para cobrarle.",
        ],
        lesson:
          "Las falsas devoluciones de impuestos funcionan porque a todos nos gusta recibir dinero y porque la autoridad fiscal impone respeto. Pero una devolución real se deposita en la cuenta que usted registró en su declaración, y puede consultarla en el portal de la autoridad fiscal, entrando usted mismo desde su dirección oficial. Nadie necesita el número de su tarjeta ni su código de seguridad para darle dinero: los necesita para quitárselo. Si le llega un SMS así, no toque el enlace y avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "TAXREFUND",
        message: "Tax Office: you are due a tax refund of £312.40. Claim it before Friday: {{link}}",
        landing: {
          title: "Tax refund claim",
          intro:
            "Enter the card you would like the refund paid into. Refunds are paid within 3 working days.",
          submit: "Claim my refund",
        },
        cues: [
          "‘TAXREFUND’ is not a government body. The tax authority does not announce refunds by text from a name like that.",
          "Unexpected money with a deadline: a combination designed to make you act before you wonder why you would be owed anything.",
          "Refunds are paid into the bank account the tax authority already has, never onto a card. If they want your card, it is to charge it.",
        ],
        lesson:
          "Fake tax refunds work because everyone likes getting money and because the tax authority commands respect. But a genuine refund goes into the bank account the tax authority already holds, and you can check it in your online tax account by typing the official address yourself. Nobody needs your card number or its security code to give you money: they need them to take it. If a text like this arrives, do not tap the link, and tell your security team.",
      },
      "en-us": {
        senderId: "TAXREFUND",
        message: "Tax Dept: you have a pending tax refund of $312.40. Claim it by Friday: {{link}}",
        landing: {
          title: "Tax Refund Claim",
          intro:
            "Enter the card you'd like your refund deposited to. Refunds are issued within 3 business days.",
          submit: "Claim My Refund",
        },
        cues: [
          "“TAXREFUND” isn't a government agency. The tax authority doesn't announce refunds by text from a name like that.",
          "Surprise money with a deadline: a combination designed to make you act before you wonder why you'd be owed anything.",
          "Refunds go to the bank account on your tax return or arrive as a check, never onto a card. If they want your card number, it's to charge it.",
        ],
        lesson:
          "Fake tax refunds work because everyone likes getting money and because the tax authority commands respect. But a real refund goes to the bank account on your return or comes as a paper check, and you can track it in your online tax account by typing the official address yourself. Nobody needs your card number or its security code to give you money: they need them to take it. If a text like this shows up, don't tap the link, and let your security team know.",
      },
      eu: {
        senderId: "ITZULKETA",
        message: "Zerga-bulegoa: 312,40 €-ko itzulketa duzu zain. Eskatu ostirala baino lehen: {{link}}",
        landing: {
          title: "Itzulketa-eskaera",
          intro:
            "Adierazi zein txarteletan jaso nahi duzun itzulketa. Ordainketa 3 lanegunen buruan egiten da.",
          submit: "Eskatu itzulketa",
        },
        cues: [
          "«ITZULKETA» ez da inongo erakunde publikoa. Zerga-administrazioak ez ditu itzulketak horrelako izen batetik SMS bidez iragartzen.",
          "Ustekabeko dirua eta epe bat: zergatik itzuliko lizuketen galdetu aurretik jokatzeko pentsatutako konbinazioa.",
          "Itzulketak aitorpenean adierazi zenuen banku-kontuan sartzen dira, inoiz ez txartel batean. Txartela eskatzen badizute, kobratzeko da.",
        ],
        lesson:
          "Zerga-itzulketa faltsuek funtzionatzen dute denoi gustatzen zaigulako dirua jasotzea eta administrazioak errespetua ematen duelako. Baina benetako itzulketa bat aitorpenean adierazi zenuen kontuan sartzen da, eta zerga-administrazioaren egoitza elektronikoan kontsulta dezakezu, zuk zeuk helbide ofiziala idatzita. Inork ez du zure txartelaren zenbakia ez segurtasun-kodea behar dirua emateko: kentzeko behar ditu. Horrelako SMS bat jasotzen baduzu, ez sakatu esteka eta jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "ZWROTPIT",
        message: "Urząd skarbowy: przysługuje Ci zwrot podatku 312,40 zł. Odbierz do piątku: {{link}}",
        landing: {
          title: "Wniosek o zwrot podatku",
          intro: "Podaj kartę, na którą ma trafić zwrot. Środki zostaną przekazane w ciągu 3 dni roboczych.",
          submit: "Odbierz zwrot",
        },
        cues: [
          "„ZWROTPIT” to nie żaden urząd. Administracja skarbowa nie informuje o zwrotach SMS-em spod takiej nazwy.",
          "Niespodziewane pieniądze z terminem – połączenie, które ma skłonić do działania, zanim pojawi się pytanie, skąd w ogóle ten zwrot.",
          "Zwrot podatku trafia na konto bankowe podane w zeznaniu, nigdy na kartę. Jeśli ktoś prosi o dane karty, to po to, żeby ją obciążyć.",
        ],
        lesson:
          "Fałszywe zwroty podatku działają, bo każdy lubi dostawać pieniądze, a urząd budzi respekt. Prawdziwy zwrot trafia jednak na konto podane w zeznaniu, a jego status można sprawdzić w oficjalnym serwisie podatkowym, wpisując adres samodzielnie. Nikt nie potrzebuje numeru karty ani kodu zabezpieczającego, żeby przekazać pieniądze – potrzebuje ich, żeby je zabrać. Po otrzymaniu takiego SMS-a nie należy klikać linku; warto za to powiadomić zespół bezpieczeństwa.",
      },
      cat: {
        senderId: "RETORN",
        message: "Té una devolució d'impostos de 312,40 €. Sol·liciti-la abans de divendres: {{link}}",
        landing: {
          title: "Sol·licitud de devolució",
          intro:
            "Indiqui la targeta on vol rebre la devolució. L'abonament es fa en un termini de 3 dies feiners.",
          submit: "Sol·licitar la devolució",
        },
        cues: [
          "«RETORN» no és cap organisme. L'administració tributària no avisa de les devolucions per SMS des d'un nom així.",
          "Diners inesperats i amb termini: una combinació pensada perquè actuïs abans de preguntar-te per què t'haurien de tornar res.",
          "Les devolucions s'ingressen al compte bancari que vas indicar a la declaració, mai en una targeta. Si et demanen la targeta, és per cobrar-te.",
        ],
        lesson:
          "Les falses devolucions d'impostos funcionen perquè a tothom li agrada rebre diners i perquè l'administració imposa respecte. Però una devolució real s'ingressa al compte que vas indicar a la declaració, i la pots consultar a la seu electrònica de l'administració tributària, entrant-hi tu mateix des de l'adreça oficial. Ningú no necessita el número de la teva targeta ni el codi de seguretat per donar-te diners: els necessita per prendre-te'ls. Si t'arriba un SMS així, no toquis l'enllaç i avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "REEMBOLSO",
        message: "Tem um reembolso de IRS de 312,40 € por receber. Peça-o até sexta-feira: {{link}}",
        landing: {
          title: "Pedido de reembolso",
          intro:
            "Indique o cartão onde pretende receber o reembolso. O valor é creditado no prazo de 3 dias úteis.",
          submit: "Pedir o reembolso",
        },
        cues: [
          "«REEMBOLSO» não é nenhum organismo. A administração fiscal não anuncia reembolsos por SMS a partir de um nome assim.",
          "Dinheiro inesperado e com prazo: uma combinação pensada para agir antes de se perguntar porque lhe devolveriam alguma coisa.",
          "Os reembolsos são pagos na conta bancária indicada na declaração, nunca num cartão. Se lhe pedem o cartão, é para o cobrar.",
        ],
        lesson:
          "Os falsos reembolsos de impostos resultam porque toda a gente gosta de receber dinheiro e porque a administração fiscal impõe respeito. Mas um reembolso verdadeiro é pago na conta indicada na sua declaração, e pode consultá-lo no portal oficial da administração fiscal, escrevendo o endereço por iniciativa própria. Ninguém precisa do número do seu cartão nem do código de segurança para lhe dar dinheiro: precisa deles para o tirar. Se receber um SMS assim, não toque na ligação e avise a equipa de segurança.",
      },
    },
  },
];
