import type { PhishingTemplateDefinition } from "../types";

export const SET_E: PhishingTemplateDefinition[] = [
  {
    id: 21,
    category: "executive",
    level: 1,
    lever: "authority",
    landing: "personalData",
    senderLocal: "ceo.private",
    brandColour: "#2e2e38",
    cues: ["sender", "greeting", "body", "link"],
    texts: {
      "es-es": {
        senderName: "CEO (cuenta personal)",
        subject: "¿Estás disponible? Necesito un favor ya",
        heading: "Petición rápida",
        greeting: "Hola:",
        body: [
          "¿Estás en tu puesto? Necesito que me ayudes con un asunto discreto ahora mismo. Estoy reunido con inversores y no puedo atender llamadas.",
          "Tengo que comprar unas tarjetas regalo para varios clientes importantes; es una sorpresa para hoy. Cómpralas tú y esta misma tarde te devuelvo el dinero personalmente.",
          "Para hacerte el reembolso, rellena este formulario seguro con tus datos y tu cuenta bancaria. Por ahora, que quede entre nosotros, por favor.",
        ],
        button: "Abrir formulario seguro",
        signature: "El CEO – Enviado desde mi móvil",
        landing: {
          title: "Formulario de reembolso confidencial",
          intro: "Introduce tus datos para que hoy mismo te ingresemos el importe de las tarjetas regalo.",
          submit: "Enviar datos",
        },
        cues: [
          "El remitente se presenta solo como «CEO (cuenta personal)», sin nombre, y la dirección no es del dominio de tu empresa. Un consejero delegado escribe desde su cuenta corporativa.",
          "Tu CEO te saludaría por tu nombre; un simple «Hola:» indica que el mismo mensaje se ha enviado a mucha gente.",
          "Secretismo, prisa, nada de llamadas y tarjetas regalo pagadas de tu bolsillo: son las señales típicas del fraude del CEO.",
          "El formulario pide tu cuenta bancaria en una página ajena a los sistemas de tu empresa. Los reembolsos se tramitan como gastos, nunca mediante un formulario enviado por correo.",
        ],
        lesson:
          "Esto es el fraude del CEO: alguien se hace pasar por un alto directivo, pide un favor rápido y secreto y cuenta con que quieras ayudar al jefe. Las señales casi nunca cambian: una dirección desconocida, ninguna forma de devolver la llamada, tarjetas regalo o transferencias y la petición de no contárselo a nadie. La próxima vez, no respondas. Llama a esa persona a un número que ya conozcas o pregunta en su despacho, y notifica el correo con el botón de notificación. Ningún directivo se molestará porque lo compruebes.",
      },
      "es-mx": {
        senderName: "Director General (personal)",
        subject: "¿Está disponible? Necesito un favor urgente",
        heading: "Solicitud rápida",
        greeting: "Hola:",
        body: [
          "¿Se encuentra en su lugar? Necesito que me apoye con un asunto discreto de inmediato. Estoy en junta con inversionistas y no puedo contestar llamadas.",
          "Debo comprar unas tarjetas de regalo para varios clientes importantes; es una sorpresa para hoy. Cómprelas usted y en la tarde yo le reembolso el dinero personalmente.",
          "Para hacerle el reembolso, llene este formulario seguro con sus datos y su cuenta bancaria. Por ahora, le pido que esto quede entre nosotros.",
        ],
        button: "Abrir formulario seguro",
        signature: "Director General – Enviado desde mi celular",
        landing: {
          title: "Formulario de reembolso confidencial",
          intro: "Capture sus datos para que hoy mismo le depositemos el importe de las tarjetas de regalo.",
          submit: "Enviar datos",
        },
        cues: [
          "El remitente solo se identifica como «Director General (personal)», sin nombre, y la dirección no pertenece al dominio de su empresa. Un director escribe desde su cuenta corporativa.",
          "Su director general usaría su nombre en el saludo; un simple «Hola:» indica que el mismo mensaje se envió a muchas personas.",
          "Secreto, prisa, nada de llamadas y tarjetas de regalo pagadas con su propio dinero: son las señales clásicas del fraude del CEO.",
          "El formulario pide su cuenta bancaria en una página ajena a los sistemas de su empresa. Los reembolsos se tramitan como gastos, nunca con un formulario enviado por correo.",
        ],
        lesson:
          "Esto es el llamado fraude del CEO: alguien se hace pasar por un alto directivo, pide un favor rápido y secreto, y cuenta con que usted quiera ayudar a su jefe. Las señales casi siempre son las mismas: una dirección desconocida, ninguna forma de devolver la llamada, tarjetas de regalo o transferencias y la petición de guardar silencio. La próxima vez, no responda. Llame a esa persona a un número que ya tenga o consulte con su oficina, y reporte el correo con el botón de reporte. Ningún directivo se molestará porque usted lo verifique.",
      },
      "en-gb": {
        senderName: "CEO (private)",
        subject: "Are you available? Need a favour now",
        heading: "Quick request",
        greeting: "Hello,",
        body: [
          "Are you at your desk? I need you to handle something discreet for me straight away. I am stuck in a meeting with investors and cannot take calls.",
          "I have to buy gift cards for a few important clients today as a surprise. Please buy them for me and I will reimburse you personally this afternoon.",
          "So that I can pay you back, fill in this secure form with your details and bank account. Please keep this between us for now.",
        ],
        button: "Open secure form",
        signature: "The CEO – sent from my mobile",
        landing: {
          title: "Confidential reimbursement form",
          intro:
            "Fill in your details so that the gift card reimbursement can be paid into your account today.",
          submit: "Send details",
        },
        cues: [
          "The sender calls itself just “CEO (private)”, with no name, and writes from an address outside your company's domain. A real chief executive writes from their work account.",
          "Your chief executive would greet you by name; the plain “Hello,” shows that the same message went to many people at once.",
          "Secrecy, a rush, no phone calls and gift cards paid for out of your own pocket are the classic signs of CEO fraud.",
          "The form asks for your bank account on a page outside your company's systems. Reimbursements go through the expenses process, never through a form in an e-mail.",
        ],
        lesson:
          "This is CEO fraud: someone poses as a senior manager, asks for a quick, secret favour and relies on your wish to help the boss. The tell-tale signs hardly ever change: an address you do not recognise, no way to call back, gift cards or transfers and a request to keep quiet. Next time, do not reply. Call the person on a number you already know or ask their office, and report the e-mail with the report button. No executive will mind you checking.",
      },
      "en-us": {
        senderName: "CEO (personal)",
        subject: "Are you available? Need a favor right now",
        heading: "Quick request",
        greeting: "Hi,",
        body: [
          "Are you at your desk? I need you to take care of something discreet for me right away. I'm tied up in a meeting with investors and can't take calls.",
          "I have to get gift cards for a few key clients today as a surprise. Please pick them up for me and I'll pay you back personally this afternoon.",
          "So I can reimburse you, enter your details and bank account on this secure form. Keep this between us for now, please.",
        ],
        button: "Open secure form",
        signature: "The CEO – sent from my phone",
        landing: {
          title: "Confidential reimbursement form",
          intro:
            "Enter your information so the gift card reimbursement can be deposited into your account today.",
          submit: "Submit information",
        },
        cues: [
          "The sender just calls itself “CEO (personal)” with no name, and the address isn't on your company's domain. Your CEO would write from a work account.",
          "Your CEO would address you by name; a bare “Hi,” means the same message went out to lots of people.",
          "Secrecy, a rush, no phone calls, and gift cards paid for out of your own pocket are the textbook signs of CEO fraud.",
          "The form wants your bank account on a site outside your company's systems. Reimbursements go through the expense process, never through a form in an email.",
        ],
        lesson:
          "This is CEO fraud, a form of business email compromise: someone impersonates a senior executive, asks for a quick, secret favor, and counts on you wanting to help the boss. The red flags rarely change: an unfamiliar address, no way to call back, gift cards or wire transfers, and a request to keep quiet. Next time, don't reply. Call the person at a number you already have or check with their office, and report the email with the report button. No executive will mind you double-checking.",
      },
      eu: {
        senderName: "Zuzendari nagusia (pertsonala)",
        subject: "Libre zaude? Mesede bat behar dut orain",
        heading: "Eskaera azkarra",
        greeting: "Kaixo,",
        body: [
          "Zure postuan zaude? Gai isil bat konpontzeko zure laguntza behar dut berehala. Inbertitzaileekin bileran nago eta ezin dut deirik hartu.",
          "Opari-txartel batzuk erosi behar ditut bezero garrantzitsu batzuentzat; gaurko sorpresa bat da. Eros itzazu zuk, eta gaur arratsaldean neuk itzuliko dizut dirua.",
          "Dirua itzultzeko, bete inprimaki seguru hau zure datuekin eta banku-kontuarekin. Oraingoz, mesedez, gure artean gera dadila.",
        ],
        button: "Ireki inprimaki segurua",
        signature: "Zuzendari nagusia – Nire mugikorretik bidalia",
        landing: {
          title: "Itzulketa-inprimaki konfidentziala",
          intro: "Idatzi zure datuak, opari-txartelen zenbatekoa gaur bertan zure kontuan sar dezagun.",
          submit: "Bidali datuak",
        },
        cues: [
          "Igorleak «Zuzendari nagusia (pertsonala)» deitzen dio bere buruari, izenik gabe, eta helbidea ez da zure enpresaren domeinukoa. Benetako zuzendari batek laneko kontutik idazten du.",
          "Zure zuzendariak izenez agurtuko zintuzke; «Kaixo,» soil batek esan nahi du mezu bera jende askori bidali zaiola.",
          "Isilpekotasuna, presa, deirik ez eta zure poltsikotik ordaindutako opari-txartelak: horiek dira CEO iruzurraren ohiko seinaleak.",
          "Inprimakiak zure banku-kontua eskatzen du, enpresaren sistemetatik kanpoko orri batean. Itzulketak gastuen prozeduraren bidez egiten dira, inoiz ez posta bidez jasotako inprimaki baten bidez.",
        ],
        lesson:
          "Hau CEO iruzurra da: norbaitek goi-zuzendari baten itxura hartzen du, mesede azkar eta isil bat eskatzen du, eta nagusiari laguntzeko duzun gogoan oinarritzen da. Seinaleak ia beti berdinak dira: helbide ezezaguna, berriro deitzeko modurik ez, opari-txartelak edo transferentziak eta inori ezer ez esateko eskaera. Hurrengoan, ez erantzun. Deitu pertsona horri lehendik duzun zenbaki batera edo galdetu haren bulegoan, eta jakinarazi mezua jakinarazteko botoiarekin. Ez dago egiaztatzeagatik haserretuko den zuzendaririk.",
      },
      pl: {
        senderName: "Prezes Zarządu (prywatnie)",
        subject: "Czy ma Pan/Pani chwilę? Potrzebna pilna przysługa",
        heading: "Szybka prośba",
        greeting: "Dzień dobry,",
        body: [
          "Potrzebuję od razu pomocy w dyskretnej sprawie. Jestem na spotkaniu z inwestorami i nie mogę odbierać telefonów.",
          "Muszę jeszcze dziś kupić karty podarunkowe dla kilku ważnych klientów – to ma być niespodzianka. Proszę je kupić z własnych środków, a dziś po południu osobiście zwrócę pieniądze.",
          "Aby otrzymać zwrot, proszę wypełnić ten bezpieczny formularz, podając swoje dane i numer konta bankowego. Na razie proszę zachować tę sprawę wyłącznie dla siebie.",
        ],
        button: "Otwórz bezpieczny formularz",
        signature: "Prezes – wysłano z telefonu",
        landing: {
          title: "Poufny formularz zwrotu kosztów",
          intro: "Proszę podać swoje dane, aby zwrot za karty podarunkowe trafił na konto jeszcze dziś.",
          submit: "Wyślij dane",
        },
        cues: [
          "Nadawca przedstawia się tylko jako „Prezes Zarządu (prywatnie)”, bez imienia i nazwiska, a adres nie należy do domeny Twojej firmy. Prezes pisze ze służbowej skrzynki.",
          "Prezes zwróciłby się do Ciebie po imieniu; samo „Dzień dobry,” oznacza, że ta sama wiadomość trafiła do wielu osób.",
          "Tajemnica, pośpiech, zakaz telefonów i karty podarunkowe kupowane za własne pieniądze to klasyczne oznaki oszustwa „na prezesa”.",
          "Formularz prosi o numer konta na stronie spoza firmowych systemów. Zwroty kosztów rozlicza się w firmowym systemie wydatków, a nie przez formularz z e-maila.",
        ],
        lesson:
          "To oszustwo „na prezesa”: ktoś podszywa się pod członka kierownictwa, prosi o szybką, poufną przysługę i liczy na to, że zechcesz pomóc szefowi. Sygnały prawie zawsze są te same: nieznany adres, brak możliwości oddzwonienia, karty podarunkowe lub przelewy i prośba o zachowanie tajemnicy. Następnym razem nie odpowiadaj na taką wiadomość. Zadzwoń do tej osoby na znany Ci numer lub zapytaj w jej sekretariacie, a wiadomość zgłoś przyciskiem zgłaszania. Żaden prezes nie będzie miał Ci za złe, że to sprawdzasz.",
      },
      cat: {
        senderName: "Director general (compte personal)",
        subject: "Estàs disponible? Necessito un favor ara mateix",
        heading: "Petició ràpida",
        greeting: "Hola,",
        body: [
          "Ets al teu lloc? Necessito que m'ajudis amb un tema discret ara mateix. Estic en una reunió amb inversors i no puc agafar trucades.",
          "He de comprar unes targetes regal per a uns quants clients importants; és una sorpresa per a avui. Compra-les tu i aquesta mateixa tarda et torno els diners personalment.",
          "Per fer-te el reemborsament, omple aquest formulari segur amb les teves dades i el teu compte bancari. De moment, que quedi entre nosaltres, si us plau.",
        ],
        button: "Obre el formulari segur",
        signature: "El director general – Enviat des del mòbil",
        landing: {
          title: "Formulari de reemborsament confidencial",
          intro: "Introdueix les teves dades perquè avui mateix t'ingressem l'import de les targetes regal.",
          submit: "Envia les dades",
        },
        cues: [
          "El remitent es presenta només com a «Director general (compte personal)», sense nom, i l'adreça no és del domini de la teva empresa. Un director general escriu des del compte corporatiu.",
          "El teu director general et saludaria pel nom; un simple «Hola,» indica que el mateix missatge s'ha enviat a molta gent.",
          "Secretisme, pressa, res de trucades i targetes regal pagades de la teva butxaca: són els senyals típics del frau del CEO.",
          "El formulari demana el teu compte bancari en una pàgina aliena als sistemes de la teva empresa. Els reemborsaments es tramiten com a despeses, mai amb un formulari enviat per correu.",
        ],
        lesson:
          "Això és el frau del CEO: algú es fa passar per un alt directiu, demana un favor ràpid i secret i compta que voldràs ajudar el cap. Els senyals gairebé no canvien: una adreça desconeguda, cap manera de tornar la trucada, targetes regal o transferències i la petició de no dir-ho a ningú. La propera vegada, no responguis. Truca a aquella persona a un número que ja coneguis o pregunta al seu despatx, i notifica el correu amb el botó de notificació. Cap directiu no es molestarà perquè ho comprovis.",
      },
      "pt-pt": {
        senderName: "Presidente Executivo (pessoal)",
        subject: "Está disponível? Preciso de um favor já",
        heading: "Pedido rápido",
        greeting: "Olá,",
        body: [
          "Está no seu posto? Preciso que me ajude com um assunto discreto neste momento. Estou numa reunião com investidores e não posso atender chamadas.",
          "Tenho de comprar uns cartões-oferta para alguns clientes importantes; é uma surpresa para hoje. Compre-os por mim e ainda esta tarde devolvo-lhe o dinheiro pessoalmente.",
          "Para lhe fazer o reembolso, preencha este formulário seguro com os seus dados e o seu IBAN. Por agora, peço-lhe que isto fique entre nós.",
        ],
        button: "Abrir formulário seguro",
        signature: "Presidente Executivo – Enviado do meu telemóvel",
        landing: {
          title: "Formulário de reembolso confidencial",
          intro:
            "Preencha os seus dados para que o valor dos cartões-oferta seja transferido para a sua conta ainda hoje.",
          submit: "Enviar dados",
        },
        cues: [
          "O remetente apresenta-se apenas como «Presidente Executivo (pessoal)», sem nome, e o endereço não pertence ao domínio da sua empresa. Um presidente executivo escreve a partir da conta da empresa.",
          "O seu presidente executivo usaria o seu nome na saudação; um simples «Olá,» mostra que a mesma mensagem foi enviada a muita gente.",
          "Segredo, pressa, nada de chamadas e cartões-oferta pagos do seu bolso: são os sinais clássicos da fraude do CEO.",
          "O formulário pede o seu IBAN numa página alheia aos sistemas da sua empresa. Os reembolsos tratam-se como despesas, nunca através de um formulário enviado por e-mail.",
        ],
        lesson:
          "Esta é a chamada fraude do CEO: alguém faz-se passar por um administrador, pede um favor rápido e secreto e conta com a sua vontade de ajudar a chefia. Os sinais quase nunca mudam: um endereço desconhecido, nenhuma forma de ligar de volta, cartões-oferta ou transferências e o pedido de não contar a ninguém. Da próxima vez, não responda. Ligue a essa pessoa para um número que já conheça ou pergunte no gabinete dela, e comunique o e-mail com o botão de denúncia. Nenhum administrador levará a mal que confirme.",
      },
    },
  },
  {
    id: 22,
    category: "executive",
    level: 2,
    lever: "urgency",
    landing: "payment",
    senderLocal: "finance.director",
    brandColour: "#1d3557",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Dirección Financiera",
        subject: "Confidencial: pago necesario hoy",
        heading: "Operación confidencial",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Esta semana cerramos la compra de una empresa y los asesores del vendedor necesitan que el depósito de exclusividad se abone hoy, antes de las 15:00. El consejo ya lo ha aprobado, pero la operación todavía no es pública.",
          "Para mantener la confidencialidad, el pago no puede pasar por el circuito habitual de aprobaciones. Por favor, hazlo desde la pasarela de pago segura con la tarjeta corporativa; yo me encargo después de la documentación.",
          "Te pido que no lo comentes con nadie, ni siquiera con tu equipo, hasta el anuncio oficial. Estoy reunida todo el día, así que escríbeme un correo cuando esté hecho.",
        ],
        button: "Ir al pago seguro",
        signature: "Marta Ríos, directora financiera",
        landing: {
          title: "Pago seguro – operación confidencial",
          intro:
            "Introduce los datos de la tarjeta para abonar el depósito de exclusividad. El cargo se realiza al momento.",
          submit: "Pagar ahora",
        },
        cues: [
          "El mensaje lo firma la directora financiera, pero la dirección no es del dominio de tu empresa: cualquiera puede poner un cargo en el nombre del remitente.",
          "«Confidencial» y «hoy» en el asunto marcan el tono antes de leer nada: secreto más plazo es el patrón de este fraude.",
          "Te piden saltarte las aprobaciones, pagar con tarjeta y no decírselo a nadie, ni a tu equipo. Una adquisición real la paga el departamento financiero con sus controles, nunca un empleado desde un correo.",
          "El botón abre una página de pago ajena a los sistemas de tu empresa que pide los datos de la tarjeta. Los pagos de la empresa se hacen con sus herramientas financieras, no desde un enlace.",
        ],
        lesson:
          "Los estafadores se hacen pasar por la dirección financiera o la dirección general y se inventan una operación confidencial: una compra, un contrato secreto, una multa que hay que pagar antes de que venza el plazo. El secreto es la trampa, porque te impide preguntar a la única persona que descubriría el engaño. Siempre que un mensaje te pida pagar, cambiar una cuenta bancaria o saltarte una aprobación, confírmalo antes por teléfono con un número del directorio de la empresa, no del correo. Después, notifícalo con el botón de notificación. Cualquier directivo de verdad agradecerá que lo compruebes.",
      },
      "es-mx": {
        senderName: "Dirección de Finanzas",
        subject: "Confidencial: pago requerido hoy",
        heading: "Operación confidencial",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Esta semana cerramos la adquisición de una empresa y los asesores del vendedor necesitan que el depósito de exclusividad se pague hoy, antes de las 15:00 horas. El consejo ya lo autorizó, pero la operación todavía no es pública.",
          "Para mantener la confidencialidad, el pago no puede pasar por el flujo habitual de autorizaciones. Le pido que lo realice en la página de pago seguro con la tarjeta corporativa; yo me encargo después de la documentación.",
          "Además, no lo comente con nadie, ni siquiera con su equipo, hasta el anuncio oficial. Estaré en juntas todo el día, así que escríbame por correo cuando esté listo.",
        ],
        button: "Ir al pago seguro",
        signature: "Patricia Garza, Directora de Finanzas",
        landing: {
          title: "Pago seguro – operación confidencial",
          intro:
            "Ingrese los datos de la tarjeta para pagar el depósito de exclusividad. El cargo se aplica de inmediato.",
          submit: "Pagar ahora",
        },
        cues: [
          "El mensaje lo firma la directora de Finanzas, pero la dirección no pertenece al dominio de su empresa: cualquiera puede escribir un cargo en el nombre del remitente.",
          "«Confidencial» y «hoy» en el asunto marcan el tono antes de leer el mensaje: secreto más fecha límite es el patrón de este fraude.",
          "Le piden saltarse las autorizaciones, pagar con tarjeta y no decírselo a nadie, ni a su equipo. Una adquisición real la paga el área de Finanzas con sus propios controles, nunca un colaborador desde un correo.",
          "El botón abre una página de pago ajena a los sistemas de su empresa que pide los datos de la tarjeta. Los pagos de la empresa se hacen con sus herramientas financieras, no desde un enlace.",
        ],
        lesson:
          "Los estafadores se hacen pasar por la dirección de Finanzas o la Dirección General e inventan una operación confidencial: una adquisición, un contrato secreto, una multa que debe pagarse antes de la fecha límite. El secreto es la trampa, porque le impide consultar a la única persona que descubriría el engaño. Siempre que un mensaje le pida pagar, cambiar una cuenta bancaria u omitir una autorización, confírmelo primero por teléfono con un número del directorio de la empresa, no del correo. Después, repórtelo con el botón de reporte. Cualquier directivo real agradecerá que usted lo verifique.",
      },
      "en-gb": {
        senderName: "Finance Director",
        subject: "Confidential: payment needed today",
        heading: "Confidential transaction",
        greeting: "Hello {{firstName}},",
        body: [
          "We are closing the acquisition of a company this week, and the seller's advisers need the exclusivity deposit paid today, before 3 pm. The board has approved it, but the deal is not public yet.",
          "To keep the operation confidential, the payment cannot go through the usual approval route. Please make it on the secure payment page with the corporate card; I will sort out the paperwork afterwards.",
          "I must ask you not to discuss this with anyone, including your team, until the official announcement. I am in meetings all day, so just e-mail me once it is done.",
        ],
        button: "Go to secure payment",
        signature: "Helen Carter, Finance Director",
        landing: {
          title: "Secure payment – confidential transaction",
          intro:
            "Enter the card details to pay the exclusivity deposit. The payment is processed immediately.",
          submit: "Pay now",
        },
        cues: [
          "The message is signed by the finance director, but the address is not from your company's domain: anyone can type a job title into the display name.",
          "“Confidential” and “today” in the subject set the tone before you read a word: secrecy plus a deadline is the pattern of this fraud.",
          "You are asked to skip the approval route, pay by card and tell no one, not even your team. Real acquisitions are paid by the finance department through its own controls, never by an employee from an e-mail.",
          "The button opens a payment page outside your company's systems that asks for card details. Company payments go through your finance tools, not through a link.",
        ],
        lesson:
          "Fraudsters pose as a finance director or chief executive and invent a confidential deal: an acquisition, a secret contract, a fine to settle before the deadline. The secrecy is the trick, because it stops you from asking the one person who would spot the lie. Whenever a message asks you to pay, change bank details or bypass an approval, confirm it first by phone on a number from the company directory, not from the e-mail. Then report the message with the report button. A genuine director will thank you for checking.",
      },
      "en-us": {
        senderName: "Chief Financial Officer",
        subject: "Confidential: payment needed today",
        heading: "Confidential transaction",
        greeting: "Hi {{firstName}},",
        body: [
          "We're closing an acquisition this week, and the seller's advisors need the exclusivity deposit paid today, by 3 p.m. The board has signed off, but the deal isn't public yet.",
          "To keep this confidential, the payment can't go through the usual approval workflow. Please make it on the secure payment page using the corporate card; I'll handle the paperwork afterward.",
          "Please don't discuss this with anyone, including your team, until the official announcement. I'm in meetings all day, so just email me once it's done.",
        ],
        button: "Go to secure payment",
        signature: "Karen Mitchell, Chief Financial Officer",
        landing: {
          title: "Secure payment – confidential transaction",
          intro: "Enter the card details to pay the exclusivity deposit. Payment is processed immediately.",
          submit: "Pay now",
        },
        cues: [
          "The email is signed by the CFO, but the address isn't on your company's domain. Anyone can put a job title in the display name.",
          "“Confidential” and “today” in the subject line set the tone before you read a word: secrecy plus a deadline is the hallmark of this scam.",
          "You're asked to skip the approval workflow, pay by card, and tell no one, not even your team. Real acquisitions are paid by the finance department with its own controls, never by an employee from an email.",
          "The button opens a payment page outside your company's systems that asks for card details. Company payments go through your finance tools, not a link in an email.",
        ],
        lesson:
          "Scammers pose as a CFO or CEO and make up a confidential deal: an acquisition, a secret contract, a fine that has to be paid by the deadline. The secrecy is the trick, because it keeps you from asking the one person who would catch the lie. Whenever a message asks you to pay, change bank details, or bypass an approval, verify it first by phone using a number from the company directory, not from the email. Then report the message with the report button. A real executive will thank you for checking.",
      },
      eu: {
        senderName: "Finantza Zuzendaritza",
        subject: "Konfidentziala: ordainketa gaur egin behar da",
        heading: "Eragiketa konfidentziala",
        greeting: "Kaixo {{firstName}},",
        body: [
          "Aste honetan enpresa baten erosketa itxiko dugu, eta saltzailearen aholkulariek esklusibotasun-gordailua gaur ordaintzea eskatzen dute, 15:00ak baino lehen. Administrazio Kontseiluak onartu du jada, baina eragiketa ez da oraindik publikoa.",
          "Konfidentzialtasuna gordetzeko, ordainketak ezin du ohiko onarpen-bidetik pasatu. Mesedez, egin ezazu ordainketa-orri seguruan, enpresaren txartelarekin; dokumentazioaz ni arduratuko naiz gero.",
          "Mesedez, ez aipatu hau inori, ezta zure taldeari ere, iragarpen ofiziala egin arte. Egun osoan bileretan egongo naiz; idatzi iezadazu posta bidez egindakoan.",
        ],
        button: "Joan ordainketa segurura",
        signature: "Miren Etxeberria, finantza-zuzendaria",
        landing: {
          title: "Ordainketa segurua – eragiketa konfidentziala",
          intro:
            "Sartu txartelaren datuak esklusibotasun-gordailua ordaintzeko. Ordainketa berehala egiten da.",
          submit: "Ordaindu orain",
        },
        cues: [
          "Mezua finantza-zuzendariak sinatzen du, baina helbidea ez da zure enpresaren domeinukoa: edonork idatz dezake kargu bat igorlearen izenean.",
          "Gaian «konfidentziala» eta «gaur» irakurtzen dira mezua ireki aurretik ere: sekretua gehi epea, hori da iruzur honen eredua.",
          "Onarpenak saltatzeko, txartelarekin ordaintzeko eta inori ezer ez esateko eskatzen dizute, ezta zure taldeari ere. Benetako erosketa bat finantza-sailak ordaintzen du bere kontrolekin, inoiz ez langile batek posta elektroniko baten eskariz.",
          "Botoiak zure enpresaren sistemetatik kanpoko ordainketa-orri bat irekitzen du, eta txartelaren datuak eskatzen ditu. Enpresaren ordainketak finantza-tresnen bidez egiten dira, ez esteka baten bidez.",
        ],
        lesson:
          "Iruzurgileek finantza-zuzendariaren edo zuzendari nagusiaren itxura hartzen dute eta eragiketa konfidentzial bat asmatzen dute: erosketa bat, kontratu sekretu bat, epea amaitu aurretik ordaindu beharreko isun bat. Sekretua da tranpa, engainua antzemango lukeen pertsona bakarrari galdetzea eragozten dizulako. Mezu batek ordaintzeko, banku-kontu bat aldatzeko edo onarpen bat saltatzeko eskatzen badizu, egiaztatu lehenik telefonoz, enpresaren direktorioko zenbaki batera deituta, ez mezuan datorrenera. Gero, jakinarazi mezua jakinarazteko botoiarekin. Benetako zuzendari batek eskertu egingo dizu egiaztatzea.",
      },
      pl: {
        senderName: "Dyrektor Finansowa",
        subject: "Poufne: płatność musi zostać zrealizowana dzisiaj",
        heading: "Poufna transakcja",
        greeting: "Dzień dobry {{firstName}},",
        body: [
          "W tym tygodniu finalizujemy przejęcie innej spółki, a doradcy sprzedającego wymagają, aby depozyt gwarantujący wyłączność negocjacji został wpłacony dziś do godziny 15:00. Zarząd wyraził już zgodę, ale transakcja nie jest jeszcze publiczna.",
          "Ze względu na poufność płatność nie może przejść standardowej ścieżki akceptacji. Proszę zrealizować ją na bezpiecznej stronie płatności, używając karty służbowej; dokumentami zajmę się później.",
          "Proszę nie rozmawiać o tej sprawie z nikim, również z zespołem, aż do oficjalnego ogłoszenia. Cały dzień mam spotkania, dlatego proszę o krótki e-mail po dokonaniu płatności.",
        ],
        button: "Przejdź do bezpiecznej płatności",
        signature: "Anna Wiśniewska, Dyrektor Finansowa",
        landing: {
          title: "Bezpieczna płatność – transakcja poufna",
          intro:
            "Proszę podać dane karty, aby wpłacić depozyt gwarantujący wyłączność. Płatność zostanie zrealizowana natychmiast.",
          submit: "Zapłać teraz",
        },
        cues: [
          "Wiadomość podpisuje dyrektor finansowa, ale adres nie należy do domeny Twojej firmy: każdy może wpisać stanowisko w nazwie nadawcy.",
          "„Poufne” i „dzisiaj” w temacie nadają ton, zanim przeczytasz treść: tajemnica połączona z terminem to wzorzec tego oszustwa.",
          "Wiadomość każe Ci pominąć ścieżkę akceptacji, zapłacić kartą i nikomu nic nie mówić, nawet zespołowi. Prawdziwe przejęcie opłaca dział finansów z zachowaniem kontroli, nigdy pracownik na prośbę z e-maila.",
          "Przycisk otwiera stronę płatności spoza systemów Twojej firmy, która prosi o dane karty. Firmowe płatności realizuje się w narzędziach finansowych, a nie przez link.",
        ],
        lesson:
          "Oszuści podszywają się pod dyrektora finansowego lub prezesa i wymyślają poufną transakcję: przejęcie, tajny kontrakt, karę do zapłacenia przed upływem terminu. Tajemnica jest pułapką, bo powstrzymuje Cię przed zapytaniem jedynej osoby, która wykryłaby kłamstwo. Za każdym razem, gdy wiadomość prosi o płatność, zmianę numeru konta lub ominięcie akceptacji, potwierdź to najpierw telefonicznie, dzwoniąc na numer z firmowej książki adresowej, a nie z e-maila. Następnie zgłoś wiadomość przyciskiem zgłaszania. Prawdziwy przełożony podziękuje Ci za ostrożność.",
      },
      cat: {
        senderName: "Direcció Financera",
        subject: "Confidencial: cal fer un pagament avui",
        heading: "Operació confidencial",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Aquesta setmana tanquem la compra d'una empresa i els assessors del venedor necessiten que el dipòsit d'exclusivitat s'aboni avui, abans de les 15.00 h. El consell ja l'ha aprovat, però l'operació encara no és pública.",
          "Per mantenir-ne la confidencialitat, el pagament no pot passar pel circuit habitual d'aprovacions. Si us plau, fes-lo des de la pàgina de pagament segur amb la targeta corporativa; després ja m'encarrego de la documentació.",
          "Et demano que no en parlis amb ningú, ni tan sols amb el teu equip, fins a l'anunci oficial. Tinc reunions tot el dia, així que escriu-me un correu quan estigui fet.",
        ],
        button: "Vés al pagament segur",
        signature: "Marta Puig, directora financera",
        landing: {
          title: "Pagament segur – operació confidencial",
          intro:
            "Introdueix les dades de la targeta per abonar el dipòsit d'exclusivitat. El càrrec es fa a l'instant.",
          submit: "Paga ara",
        },
        cues: [
          "El missatge el signa la directora financera, però l'adreça no és del domini de la teva empresa: qualsevol pot posar un càrrec al nom del remitent.",
          "«Confidencial» i «avui» a l'assumpte marquen el to abans de llegir res: secret més termini és el patró d'aquest frau.",
          "Et demanen que et saltis les aprovacions, que paguis amb targeta i que no ho diguis a ningú, ni al teu equip. Una adquisició real la paga el departament financer amb els seus controls, mai un treballador des d'un correu.",
          "El botó obre una pàgina de pagament aliena als sistemes de la teva empresa que demana les dades de la targeta. Els pagaments de l'empresa es fan amb les seves eines financeres, no des d'un enllaç.",
        ],
        lesson:
          "Els estafadors es fan passar per la direcció financera o general i s'inventen una operació confidencial: una compra, un contracte secret, una multa que cal pagar abans que venci el termini. El secret és el parany, perquè t'impedeix preguntar a l'única persona que descobriria l'engany. Sempre que un missatge et demani pagar, canviar un compte bancari o saltar-te una aprovació, confirma-ho abans per telèfon amb un número del directori de l'empresa, no del correu. Després, notifica'l amb el botó de notificació. Qualsevol directiu de debò agrairà que ho comprovis.",
      },
      "pt-pt": {
        senderName: "Direção Financeira",
        subject: "Confidencial: pagamento necessário hoje",
        heading: "Operação confidencial",
        greeting: "Olá {{firstName}},",
        body: [
          "Esta semana fechamos a aquisição de uma empresa e os assessores do vendedor precisam que o depósito de exclusividade seja pago hoje, até às 15h00. O conselho de administração já aprovou, mas a operação ainda não é pública.",
          "Para manter a confidencialidade, o pagamento não pode seguir o circuito habitual de aprovações. Peço-lhe que o faça na página de pagamento seguro, com o cartão da empresa; eu trato da documentação depois.",
          "Peço-lhe também que não fale disto com ninguém, nem mesmo com a sua equipa, até ao anúncio oficial. Estou em reuniões todo o dia, por isso envie-me um e-mail quando estiver feito.",
        ],
        button: "Ir para o pagamento seguro",
        signature: "Ana Ferreira, Diretora Financeira",
        landing: {
          title: "Pagamento seguro – operação confidencial",
          intro:
            "Introduza os dados do cartão para pagar o depósito de exclusividade. O pagamento é processado de imediato.",
          submit: "Pagar agora",
        },
        cues: [
          "A mensagem é assinada pela diretora financeira, mas o endereço não pertence ao domínio da sua empresa: qualquer pessoa pode escrever um cargo no nome do remetente.",
          "«Confidencial» e «hoje» no assunto marcam o tom antes de ler uma palavra: segredo mais prazo é o padrão desta fraude.",
          "Pedem-lhe que contorne as aprovações, pague com cartão e não diga nada a ninguém, nem à sua equipa. Uma aquisição verdadeira é paga pela direção financeira com os seus controlos, nunca por um colaborador a partir de um e-mail.",
          "O botão abre uma página de pagamento alheia aos sistemas da sua empresa, que pede os dados do cartão. Os pagamentos da empresa fazem-se nas ferramentas financeiras, não a partir de uma ligação.",
        ],
        lesson:
          "Os burlões fazem-se passar pela direção financeira ou pela administração e inventam uma operação confidencial: uma aquisição, um contrato secreto, uma coima a pagar antes de o prazo terminar. O segredo é a armadilha, porque o impede de perguntar à única pessoa que descobriria a mentira. Sempre que uma mensagem lhe pedir um pagamento, a alteração de uma conta bancária ou que contorne uma aprovação, confirme primeiro por telefone, para um número da lista interna da empresa e não do e-mail. Depois, comunique a mensagem com o botão de denúncia. Um verdadeiro administrador agradecerá a verificação.",
      },
    },
  },
  {
    id: 23,
    category: "executive",
    level: 3,
    lever: "authority",
    landing: "download",
    senderLocal: "md.office",
    brandColour: "#3a3f58",
    cues: ["sender", "body", "link", "signature"],
    texts: {
      "es-es": {
        senderName: "Gabinete de Dirección General",
        subject: "Consejo de mañana: presentación para tu revisión",
        heading: "Presentación al Consejo – borrador para revisar",
        greeting: "Buenos días, {{firstName}}:",
        body: [
          "En nombre del director general, te paso el borrador de la presentación de {{company}} para la reunión del Consejo de mañana. Incluye las cifras del trimestre y los planes de {{department}}.",
          "¿Podrías revisar las diapositivas de tu área y enviarme las correcciones antes de las 17:00 de hoy? La versión definitiva se envía a los consejeros esta noche.",
          "Como el documento es confidencial, lo compartimos a través de nuestro portal seguro de documentos y no como adjunto. El enlace caduca a medianoche.",
        ],
        button: "Abrir la presentación",
        signature: "Laura Gómez, asistente de Dirección General",
        landing: {
          title: "Portal seguro de documentos",
          intro:
            "Presentación al Consejo – borrador v3 (confidencial). Descarga el archivo para abrirlo en tu ordenador y habilita el contenido para ver todas las diapositivas.",
          submit: "Descargar archivo",
        },
        cues: [
          "El nombre parece interno, pero la dirección es de un dominio que solo se parece al de tu empresa. Mira la dirección completa, no solo el nombre.",
          "Un plazo para hoy mismo, un enlace que caduca a medianoche y un documento confidencial enviado fuera del círculo habitual del Consejo buscan que lo abras sin hacer preguntas.",
          "La presentación está en un portal externo que te pide descargar el archivo y habilitar el contenido, en lugar de estar en el espacio de archivos habitual de tu empresa.",
          "La firma tiene nombre y cargo, pero ningún teléfono ni extensión, así que no es fácil llamar para comprobarlo. Precisamente por eso.",
        ],
        lesson:
          "Los mensajes dirigidos toman detalles reales, como el nombre de tu empresa, tu departamento y una reunión que bien podría existir, para que una petición cualquiera parezca rutina. Aquí el peligro es el archivo: un documento que te pide habilitar el contenido puede instalar software malicioso en cuanto lo abres. Cuando un despacho de dirección te envíe algo inesperado, revisa el remitente letra a letra, abre los archivos compartidos solo desde el almacenamiento de tu empresa y, si dudas, llama a la asistente al número del directorio. Notifica el mensaje con el botón de notificación.",
      },
      "es-mx": {
        senderName: "Oficina de la Dirección General",
        subject: "Junta de Consejo de mañana: presentación para su revisión",
        heading: "Presentación al Consejo – borrador para revisión",
        greeting: "Buenos días, {{firstName}}:",
        body: [
          "En nombre del Director General, le comparto el borrador de la presentación de {{company}} para la junta de Consejo de mañana. Incluye las cifras del trimestre y los planes de {{department}}.",
          "¿Podría revisar las diapositivas de su área y enviarme sus comentarios antes de las 17:00 horas de hoy? La versión final se envía a los consejeros esta noche.",
          "Como el documento es confidencial, lo compartimos desde nuestro portal seguro de documentos y no como archivo adjunto. El enlace vence a medianoche.",
        ],
        button: "Abrir la presentación",
        signature: "Mariana López, Asistente de la Dirección General",
        landing: {
          title: "Portal seguro de documentos",
          intro:
            "Presentación al Consejo – borrador v3 (confidencial). Descargue el archivo para abrirlo en su computadora y habilite el contenido para ver todas las diapositivas.",
          submit: "Descargar archivo",
        },
        cues: [
          "El nombre parece interno, pero la dirección pertenece a un dominio que solo se parece al de su empresa. Revise la dirección completa, no solo el nombre.",
          "Un plazo para hoy mismo, un enlace que vence a medianoche y un documento confidencial enviado fuera del círculo habitual del Consejo buscan que usted lo abra sin hacer preguntas.",
          "La presentación está en un portal externo que le pide descargar el archivo y habilitar el contenido, en lugar de estar en el espacio de archivos habitual de su empresa.",
          "La firma tiene nombre y cargo, pero ningún teléfono ni extensión, así que no es fácil llamar para confirmar. Eso es intencional.",
        ],
        lesson:
          "Los mensajes dirigidos usan detalles reales, como el nombre de su empresa, su departamento y una junta que bien podría existir, para que una solicitud cualquiera parezca rutina. Aquí el peligro es el archivo: un documento que pide habilitar el contenido puede instalar software malicioso en cuanto se abre. Cuando una oficina directiva le envíe algo inesperado, revise el remitente letra por letra, abra los archivos compartidos solo desde el almacenamiento de su empresa y, si tiene dudas, llame a la asistente al número del directorio. Reporte el mensaje con el botón de reporte.",
      },
      "en-gb": {
        senderName: "Office of the Managing Director",
        subject: "Board meeting tomorrow: presentation for your review",
        heading: "Board presentation – draft for review",
        greeting: "Good morning {{firstName}},",
        body: [
          "On behalf of the Managing Director, I am sharing the draft board presentation of {{company}} for tomorrow's meeting. It includes the quarterly figures and the plans for {{department}}.",
          "Could you review the slides that concern your area and send me any corrections by 5 pm today? The final version goes to the board members this evening.",
          "As the document is confidential, it is shared through our secure document portal rather than as an attachment. The link is valid until midnight.",
        ],
        button: "Open the presentation",
        signature: "Sophie Turner, Executive Assistant to the Managing Director",
        landing: {
          title: "Secure document portal",
          intro:
            "Board presentation – draft v3 (confidential). Download the file to open it on your computer, then enable content to see all the slides.",
          submit: "Download file",
        },
        cues: [
          "The display name looks internal, but the address is on a domain that only resembles your company's. Check the full address, not just the name.",
          "A same-day deadline, a link that expires at midnight and a confidential document sent outside the board's usual circle are all meant to make you open it without asking questions.",
          "The presentation sits on an outside document portal that asks you to download the file and enable content, instead of on your company's usual file share.",
          "The signature has a name and a title but no phone number or extension, so there is no easy way to call and check. That is deliberate.",
        ],
        lesson:
          "Targeted messages borrow real details, such as your company's name, your department and a meeting that may well be happening, to make an ordinary request feel routine. The payload here is the file: a document that asks you to enable content can install malware the moment you open it. When a senior office sends you something unexpected, check the address letter by letter, open shared files only from your company's own storage, and if in doubt, call the assistant on the number in the company directory. Report the message with the report button.",
      },
      "en-us": {
        senderName: "Office of the CEO",
        subject: "Board meeting tomorrow: presentation for your review",
        heading: "Board presentation – draft for review",
        greeting: "Good morning {{firstName}},",
        body: [
          "On behalf of our CEO, I'm sharing the draft board presentation for {{company}} ahead of tomorrow's meeting. It covers the quarterly numbers and the plans for {{department}}.",
          "Could you review the slides for your area and send me any changes by 5 p.m. today? The final version goes out to board members tonight.",
          "Since the document is confidential, we're sharing it through our secure document portal instead of as an attachment. The link is good until midnight.",
        ],
        button: "Open the presentation",
        signature: "Emily Parker, Executive Assistant to the CEO",
        landing: {
          title: "Secure document portal",
          intro:
            "Board presentation – draft v3 (confidential). Download the file to open it on your computer, then enable content to view all slides.",
          submit: "Download file",
        },
        cues: [
          "The display name looks internal, but the address is on a domain that only resembles your company's. Check the full address, not just the name.",
          "A same-day deadline, a link that expires at midnight, and a confidential file sent outside the board's usual circle are all meant to get you to open it without asking questions.",
          "The presentation sits on an outside document portal that has you download the file and enable content, instead of on your company's usual file-sharing service.",
          "The signature has a name and title but no phone number or extension, so there's no easy way to call and check. That's deliberate.",
        ],
        lesson:
          "Targeted emails borrow real details, like your company's name, your department, and a meeting that could well be on the calendar, to make an ordinary request feel routine. The real payload is the file: a document that asks you to enable content can install malware the moment you open it. When an executive's office sends you something unexpected, check the address letter by letter, open shared files only from your company's own storage, and if in doubt, call the assistant at the number in the company directory. Report the email with the report button.",
      },
      eu: {
        senderName: "Zuzendaritza Nagusiaren Bulegoa",
        subject: "Biharko Administrazio Kontseilua: aurkezpena berrikusteko",
        heading: "Kontseiluko aurkezpena – zirriborroa berrikusteko",
        greeting: "Egun on {{firstName}},",
        body: [
          "Zuzendari nagusiaren izenean, {{company}} enpresak biharko Kontseilu-bilerarako prestatu duen aurkezpenaren zirriborroa bidaltzen dizut. Hiruhileko zifrak eta zure sailaren ({{department}}) planak jasotzen ditu.",
          "Zure arloari dagozkion diapositibak berrikusi eta zuzenketak gaur 17:00ak baino lehen bidal diezazkidakezu? Azken bertsioa gaur gauean bidaliko zaie kontseilariei.",
          "Dokumentua konfidentziala denez, gure dokumentu-atari seguruaren bidez partekatzen dugu, ez eranskin gisa. Estekak gauerdira arte balio du.",
        ],
        button: "Ireki aurkezpena",
        signature: "Ane Zubizarreta, Zuzendari Nagusiaren laguntzailea",
        landing: {
          title: "Dokumentu-atari segurua",
          intro:
            "Kontseiluko aurkezpena – 3. zirriborroa (konfidentziala). Deskargatu fitxategia ordenagailuan irekitzeko, eta gaitu edukia diapositiba guztiak ikusteko.",
          submit: "Deskargatu fitxategia",
        },
        cues: [
          "Izenak barnekoa dirudi, baina helbidea zure enpresaren domeinuaren antza baino ez duen domeinu batekoa da. Begiratu helbide osoa, ez izena bakarrik.",
          "Gaurko epea, gauerdian iraungitzen den esteka eta Kontseiluaren ohiko zirkulutik kanpora bidalitako dokumentu konfidentziala: galderarik egin gabe ireki dezazun pentsatuta daude.",
          "Aurkezpena kanpoko atari batean dago, eta fitxategia deskargatzeko eta edukia gaitzeko eskatzen dizu, zure enpresaren ohiko fitxategi-gunean egon beharrean.",
          "Sinadurak izena eta kargua ditu, baina ez telefonorik ez luzapenik; beraz, ez da erraza deitu eta egiaztatzea. Horixe da asmoa.",
        ],
        lesson:
          "Mezu zuzenduek benetako xehetasunak baliatzen dituzte (zure enpresaren izena, zure saila, egiazkoa izan litekeen bilera bat) edozein eskaera ohikoa iruditu dakizun. Hemen arriskua fitxategia da: edukia gaitzeko eskatzen duen dokumentu batek malwarea instala dezake ireki bezain laster. Zuzendaritzako bulego batek ustekabeko zerbait bidaltzen dizunean, begiratu igorlea letraz letra, ireki partekatutako fitxategiak zure enpresaren biltegitik bakarrik eta, zalantzarik baduzu, deitu laguntzaileari direktorioko zenbakira. Jakinarazi mezua jakinarazteko botoiarekin.",
      },
      pl: {
        senderName: "Biuro Prezesa Zarządu",
        subject: "Jutrzejsze posiedzenie Rady Nadzorczej – prezentacja do przeglądu",
        heading: "Prezentacja dla Rady Nadzorczej – wersja robocza",
        greeting: "Dzień dobry {{firstName}},",
        body: [
          "W imieniu Prezesa Zarządu przesyłam roboczą wersję prezentacji firmy {{company}} na jutrzejsze posiedzenie Rady Nadzorczej. Zawiera wyniki kwartalne oraz plany działów, w tym sekcję „{{department}}”.",
          "Uprzejmie proszę o przejrzenie slajdów dotyczących działu i przesłanie ewentualnych poprawek dziś do godz. 17:00. Ostateczna wersja trafi do członków Rady dziś wieczorem.",
          "Ponieważ dokument jest poufny, udostępniamy go przez nasz bezpieczny portal dokumentów, a nie jako załącznik. Link jest aktywny do północy.",
        ],
        button: "Otwórz prezentację",
        signature: "Katarzyna Nowak, asystentka Prezesa Zarządu",
        landing: {
          title: "Bezpieczny portal dokumentów",
          intro:
            "Prezentacja dla Rady Nadzorczej – wersja robocza v3 (poufne). Pobierz plik, aby otworzyć go na komputerze, a następnie włącz zawartość, aby zobaczyć wszystkie slajdy.",
          submit: "Pobierz plik",
        },
        cues: [
          "Nazwa nadawcy wygląda na wewnętrzną, ale adres pochodzi z domeny, która tylko przypomina domenę Twojej firmy. Sprawdzaj pełny adres, nie samą nazwę.",
          "Termin na dziś, link ważny do północy i poufny dokument wysłany poza zwykłe grono osób związanych z Radą mają skłonić Cię do otwarcia go bez zadawania pytań.",
          "Prezentacja znajduje się na zewnętrznym portalu, który każe pobrać plik i włączyć zawartość, zamiast na zwykłym firmowym dysku współdzielonym.",
          "Podpis zawiera imię, nazwisko i stanowisko, ale żadnego numeru telefonu ani numeru wewnętrznego, więc trudno zadzwonić i sprawdzić. O to właśnie chodzi.",
        ],
        lesson:
          "Ukierunkowane wiadomości phishingowe wykorzystują prawdziwe szczegóły, takie jak nazwa Twojej firmy, Twój dział czy posiedzenie, które naprawdę mogłoby się odbywać, aby zwykła prośba wyglądała rutynowo. Zagrożeniem jest tu plik: dokument, który prosi o włączenie zawartości, może zainstalować złośliwe oprogramowanie zaraz po otwarciu. Gdy biuro zarządu przysyła coś niespodziewanego, sprawdź adres litera po literze, otwieraj udostępnione pliki tylko z firmowego dysku i w razie wątpliwości zadzwoń do asystentki na numer z firmowej książki adresowej. Zgłoś wiadomość przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "Gabinet de Direcció General",
        subject: "Consell de demà: presentació per revisar",
        heading: "Presentació al Consell – esborrany per revisar",
        greeting: "Bon dia, {{firstName}}:",
        body: [
          "En nom del director general, et faig arribar l'esborrany de la presentació que {{company}} portarà a la reunió del Consell de demà. Inclou les xifres del trimestre i l'apartat «{{department}}».",
          "Podries revisar les diapositives de la teva àrea i enviar-me les correccions abans de les 17.00 h d'avui? La versió definitiva s'envia als consellers aquest vespre.",
          "Com que el document és confidencial, el compartim a través del nostre portal segur de documents i no com a adjunt. L'enllaç caduca a mitjanit.",
        ],
        button: "Obre la presentació",
        signature: "Laia Vidal, assistent de Direcció General",
        landing: {
          title: "Portal segur de documents",
          intro:
            "Presentació al Consell – esborrany v3 (confidencial). Baixa el fitxer per obrir-lo a l'ordinador i habilita'n el contingut per veure totes les diapositives.",
          submit: "Baixa el fitxer",
        },
        cues: [
          "El nom sembla intern, però l'adreça és d'un domini que només s'assembla al de la teva empresa. Mira l'adreça completa, no només el nom.",
          "Un termini per avui mateix, un enllaç que caduca a mitjanit i un document confidencial enviat fora del cercle habitual del Consell busquen que l'obris sense fer preguntes.",
          "La presentació és en un portal extern que et demana baixar el fitxer i habilitar-ne el contingut, en lloc de ser a l'espai de fitxers habitual de la teva empresa.",
          "La signatura té nom i càrrec, però cap telèfon ni extensió, de manera que no és fàcil trucar per comprovar-ho. Justament per això.",
        ],
        lesson:
          "Els missatges dirigits aprofiten detalls reals, com el nom de la teva empresa, el teu departament i una reunió que ben bé podria existir, perquè una petició qualsevol sembli rutinària. Aquí el perill és el fitxer: un document que et demana habilitar el contingut pot instal·lar programari maliciós tan bon punt l'obres. Quan un despatx de direcció t'enviï alguna cosa inesperada, revisa el remitent lletra per lletra, obre els fitxers compartits només des de l'emmagatzematge de la teva empresa i, si dubtes, truca a l'assistent al número del directori. Notifica el missatge amb el botó de notificació.",
      },
      "pt-pt": {
        senderName: "Gabinete do Diretor-Geral",
        subject: "Reunião do Conselho amanhã: apresentação para rever",
        heading: "Apresentação ao Conselho – rascunho para revisão",
        greeting: "Bom dia {{firstName}},",
        body: [
          "Em nome do Diretor-Geral, partilho consigo o rascunho da apresentação de {{company}} para a reunião do Conselho de Administração de amanhã. Inclui os números do trimestre e os planos para {{department}}.",
          "Pode rever os diapositivos da sua área e enviar-me as correções até às 17h00 de hoje? A versão final segue para os administradores esta noite.",
          "Como o documento é confidencial, partilhamo-lo através do nosso portal seguro de documentos e não em anexo. A ligação expira à meia-noite.",
        ],
        button: "Abrir a apresentação",
        signature: "Inês Carvalho, Assistente do Diretor-Geral",
        landing: {
          title: "Portal seguro de documentos",
          intro:
            "Apresentação ao Conselho – rascunho v3 (confidencial). Transfira o ficheiro para o abrir no computador e ative o conteúdo para ver todos os diapositivos.",
          submit: "Transferir ficheiro",
        },
        cues: [
          "O nome parece interno, mas o endereço pertence a um domínio que apenas se parece com o da sua empresa. Verifique o endereço completo e não só o nome.",
          "Um prazo para o próprio dia, uma ligação que expira à meia-noite e um documento confidencial enviado fora do círculo habitual do Conselho servem para que o abra sem fazer perguntas.",
          "A apresentação está num portal externo que lhe pede para transferir o ficheiro e ativar o conteúdo, em vez de estar no espaço de ficheiros habitual da sua empresa.",
          "A assinatura tem nome e cargo, mas nenhum telefone nem extensão, por isso não é fácil ligar para confirmar. É precisamente essa a intenção.",
        ],
        lesson:
          "As mensagens dirigidas aproveitam pormenores reais, como o nome da sua empresa, o seu departamento e uma reunião que pode muito bem existir, para que um pedido qualquer pareça rotina. Aqui o perigo é o ficheiro: um documento que pede para ativar o conteúdo pode instalar software malicioso assim que é aberto. Quando um gabinete da administração lhe enviar algo inesperado, verifique o remetente letra a letra, abra ficheiros partilhados apenas a partir do armazenamento da sua empresa e, em caso de dúvida, ligue à assistente para o número da lista interna. Comunique a mensagem com o botão de denúncia.",
      },
    },
  },
  {
    id: 24,
    category: "perks",
    level: 1,
    lever: "curiosity",
    landing: "personalData",
    senderLocal: "employee.raffle",
    brandColour: "#c2185b",
    cues: ["subject", "greeting", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Sorteo de Empleados",
        subject: "¡¡¡ENHORABUENA!!! Has GANADO el sorteo de empleados",
        heading: "¡Te ha tocado el premio!",
        greeting: "Estimado/a ganador/a:",
        body: [
          "Nos complace comunicarte que tu dirección de correo ha sido elegida en el sorteo anual de empleados. Tu premio: una tableta de última generación, con envío gratuito a tu domicilio.",
          "Para recibirlo, solo tienes que rellenar el formulario de ganadores con tu nombre completo, tu número de empleado y tu cuenta bancaria, para que podamos cubrir los gastos de envío y pagar por ti la retención del premio.",
          "¡Date prisa! Los premios no reclamados en 48 horas pasarán automáticamente al siguiente participante de la lista.",
        ],
        button: "Reclamar mi premio",
        signature: "El Comité de Premios",
        landing: {
          title: "Formulario de ganadores",
          intro:
            "¡Enhorabuena! Rellena tus datos para recibir el premio. Los formularios no completados en 48 horas se anularán.",
          submit: "Reclamar premio",
        },
        cues: [
          "Las mayúsculas y la ristra de exclamaciones del asunto buscan emocionarte, no informarte. Las comunicaciones internas no gritan.",
          "«Estimado/a ganador/a» en lugar de tu nombre: el remitente no sabe quién eres, porque el mismo correo ha llegado a cientos de personas.",
          "Nunca te apuntaste a ningún sorteo, y ningún premio de verdad exige tus datos bancarios. El plazo de 48 horas está para que no te lo pienses.",
          "El formulario está en una web ajena a la intranet de tu empresa y pide tu número de empleado y tu cuenta bancaria: justo lo que necesita un estafador.",
        ],
        lesson:
          "Los cebos de premios y sorteos juegan con la curiosidad y la ilusión de una sorpresa: antes de preguntarte cómo has ganado un sorteo en el que nunca participaste, ya estás rellenando el formulario. El precio del «premio» son tus datos personales, que luego sirven para cometer fraudes o preparar ataques más creíbles. Los sorteos reales de la empresa se anuncian en la intranet o los comunica Recursos Humanos, y nadie pide datos bancarios por un enlace. La próxima vez, consúltalo con Recursos Humanos o en la intranet y notifica el correo con el botón de notificación.",
      },
      "es-mx": {
        senderName: "Sorteo de Colaboradores",
        subject: "¡¡¡FELICIDADES!!! Usted GANÓ el sorteo de colaboradores",
        heading: "¡Usted es nuestro afortunado ganador!",
        greeting: "Estimado(a) ganador(a):",
        body: [
          "Nos da mucho gusto informarle que su dirección de correo fue seleccionada en el sorteo anual de colaboradores. Su premio: una tableta de última generación, con envío gratis a su domicilio.",
          "Para recibirlo, solo llene el formulario de ganadores con su nombre completo, su número de empleado y su cuenta bancaria (CLABE), para que podamos cubrir el envío y pagar por usted el impuesto del premio.",
          "¡Apúrese! Los premios que no se reclamen en 48 horas pasarán automáticamente al siguiente participante de la lista.",
        ],
        button: "Reclamar mi premio",
        signature: "El Comité de Premios",
        landing: {
          title: "Formulario de ganadores",
          intro:
            "¡Felicidades! Capture sus datos para recibir su premio. Los formularios que no se completen en 48 horas se cancelarán.",
          submit: "Reclamar premio",
        },
        cues: [
          "Las mayúsculas y la fila de signos de exclamación del asunto buscan causar emoción, no informar. Los comunicados internos no gritan.",
          "«Estimado(a) ganador(a)» en lugar de su nombre: el remitente no sabe quién es usted, porque el mismo correo llegó a cientos de personas.",
          "Usted nunca se inscribió en ningún sorteo, y ningún premio real exige sus datos bancarios. El plazo de 48 horas existe para que no lo piense dos veces.",
          "El formulario está en un sitio ajeno a la intranet de su empresa y pide su número de empleado y su cuenta bancaria: justo lo que necesita un estafador.",
        ],
        lesson:
          "Los engaños de premios y sorteos juegan con la curiosidad y la emoción de una sorpresa: antes de preguntarse cómo ganó un sorteo en el que nunca participó, usted ya está llenando el formulario. El precio del «premio» son sus datos personales, que después se usan para cometer fraudes o preparar ataques más creíbles. Los sorteos reales de la empresa se anuncian en la intranet o a través de Recursos Humanos, y a nadie se le piden datos bancarios por un enlace. La próxima vez, verifique con Recursos Humanos o en la intranet y reporte el correo con el botón de reporte.",
      },
      "en-gb": {
        senderName: "Employee Prize Draw",
        subject: "CONGRATULATIONS!!! You have WON the employee prize draw",
        heading: "You are our lucky winner!",
        greeting: "Dear Winner,",
        body: [
          "We are delighted to inform you that your e-mail address was selected in this year's employee prize draw. Your prize: a brand-new tablet, delivered to your home free of charge.",
          "To claim it, simply complete the winner form with your full name, employee number and bank details, so that we can cover the delivery costs and pay the prize tax on your behalf.",
          "Hurry! Prizes not claimed within 48 hours pass automatically to the next participant on the list.",
        ],
        button: "Claim my prize",
        signature: "The Prize Committee",
        landing: {
          title: "Winner claim form",
          intro:
            "Congratulations! Fill in your details below to receive your prize. Forms not completed within 48 hours will be cancelled.",
          submit: "Claim prize",
        },
        cues: [
          "Capital letters and a row of exclamation marks in the subject are there to excite you, not to inform you. Internal communications do not shout.",
          "“Dear Winner” instead of your name: the sender does not know who you are, because the same e-mail went to hundreds of people.",
          "You never entered a prize draw, and no genuine prize requires your bank details. The 48-hour deadline is there to stop you thinking it over.",
          "The form is on a site outside your company's intranet and asks for your employee number and bank account: exactly what a fraudster needs.",
        ],
        lesson:
          "Prize draw lures play on curiosity and the pleasure of a surprise: before you wonder how you could win a draw you never entered, you are already filling in the form. The real price of the “prize” is your personal data, which is later used for fraud or for more convincing attacks. Genuine company draws are announced on the intranet or by HR, and winners never hand over bank details through a link. Next time, check with HR or on the intranet, and report the message with the report button.",
      },
      "en-us": {
        senderName: "Employee Sweepstakes",
        subject: "CONGRATULATIONS!!! You have WON the employee raffle",
        heading: "You're our lucky winner!",
        greeting: "Dear Winner,",
        body: [
          "We are thrilled to let you know that your email address was selected in this year's employee raffle. Your prize: a brand-new tablet, shipped to your home free of charge.",
          "To claim it, just fill out the winner form with your full name, employee ID, and bank account information so we can cover shipping and pay the prize tax for you.",
          "Act fast! Prizes not claimed within 48 hours automatically go to the next participant on the list.",
        ],
        button: "Claim my prize",
        signature: "The Prize Committee",
        landing: {
          title: "Winner claim form",
          intro:
            "Congratulations! Enter your information below to receive your prize. Forms not completed within 48 hours will be canceled.",
          submit: "Claim prize",
        },
        cues: [
          "All caps and a string of exclamation points in the subject line are meant to get you excited, not informed. Internal announcements don't shout.",
          "“Dear Winner” instead of your name: the sender doesn't know who you are, because the same email went to hundreds of people.",
          "You never entered a raffle, and no real prize requires your bank information. The 48-hour deadline is there to keep you from thinking it over.",
          "The form is on a site outside your company's intranet and asks for your employee ID and bank account: exactly what a scammer needs.",
        ],
        lesson:
          "Sweepstakes scams play on curiosity and the thrill of a surprise: before you stop to wonder how you won a raffle you never entered, you're already filling out the form. The real cost of the “prize” is your personal information, which is later used for fraud or for more convincing attacks. Genuine company raffles are announced on the intranet or by HR, and winners never hand over bank information through a link. Next time, check with HR or on the intranet, and report the email with the report button.",
      },
      eu: {
        senderName: "Langileen Zozketa",
        subject: "ZORIONAK!!! Langileen zozketa IRABAZI duzu",
        heading: "Zu zara gure irabazle zoriontsua!",
        greeting: "Irabazle estimatua,",
        body: [
          "Pozik jakinarazten dizugu zure helbide elektronikoa aukeratu dela aurtengo langileen zozketan. Zure saria: azken belaunaldiko tableta bat, etxera doan bidalia.",
          "Saria jasotzeko, bete irabazleen inprimakia zure izen-abizenekin, langile-zenbakiarekin eta banku-kontuarekin, bidalketa-gastuak eta sariaren zerga guk geure gain har ditzagun.",
          "Azkar ibili! 48 ordutan eskatzen ez diren sariak automatikoki zerrendako hurrengo partaideari emango zaizkio.",
        ],
        button: "Eskatu nire saria",
        signature: "Sarien Batzordea",
        landing: {
          title: "Irabazleen inprimakia",
          intro:
            "Zorionak! Bete zure datuak saria jasotzeko. 48 ordutan betetzen ez diren inprimakiak baliogabetu egingo dira.",
          submit: "Eskatu saria",
        },
        cues: [
          "Gaiko letra larriek eta harridura-marka pilak hunkitzeko dira, ez informatzeko. Barne-komunikazioek ez dute oihu egiten.",
          "«Irabazle estimatua» zure izenaren ordez: igorleak ez daki nor zaren, mezu bera ehunka lagunek jaso baitute.",
          "Ez duzu inoiz izenik eman zozketa batean, eta benetako sari batek ez du zure banku-daturik behar. 48 orduko epea ondo pentsatu ez dezazun dago.",
          "Inprimakia zure enpresaren intranetetik kanpoko gune batean dago, eta langile-zenbakia eta banku-kontua eskatzen ditu: iruzurgile batek behar duena, hain zuzen.",
        ],
        lesson:
          "Sari eta zozketen amuek jakin-minarekin eta ustekabeko poz batekin jokatzen dute: inoiz parte hartu ez duzun zozketa bat nola irabazi duzun galdetu baino lehen, inprimakia betetzen ari zara jada. «Sariaren» benetako prezioa zure datu pertsonalak dira, gero iruzurrak egiteko edo eraso sinesgarriagoak prestatzeko erabiltzen direnak. Enpresako benetako zozketak intranetean edo Giza Baliabideen bidez iragartzen dira, eta inori ez zaizkio banku-datuak eskatzen esteka baten bidez. Hurrengoan, galdetu Giza Baliabideei edo begiratu intranetean, eta jakinarazi mezua jakinarazteko botoiarekin.",
      },
      pl: {
        senderName: "Loteria Pracownicza",
        subject: "GRATULACJE!!! Twój adres WYGRAŁ w loterii pracowniczej",
        heading: "Mamy zwycięzcę!",
        greeting: "Szanowny Zwycięzco,",
        body: [
          "Z radością informujemy, że Pana/Pani adres e-mail został wylosowany w tegorocznej loterii pracowniczej. Nagroda: nowy tablet z darmową dostawą do domu.",
          "Aby odebrać nagrodę, wystarczy wypełnić formularz zwycięzcy, podając imię i nazwisko, numer pracownika oraz numer konta bankowego, abyśmy mogli pokryć koszty wysyłki i opłacić podatek od wygranej.",
          "Prosimy się pospieszyć! Nagrody nieodebrane w ciągu 48 godzin automatycznie przechodzą na kolejną osobę z listy.",
        ],
        button: "Odbierz nagrodę",
        signature: "Komisja Loterii",
        landing: {
          title: "Formularz zwycięzcy",
          intro:
            "Gratulacje! Prosimy uzupełnić dane, aby odebrać nagrodę. Formularze niewypełnione w ciągu 48 godzin zostaną anulowane.",
          submit: "Odbierz nagrodę",
        },
        cues: [
          "Wielkie litery i rząd wykrzykników w temacie mają wywołać emocje, a nie informować. Komunikaty wewnętrzne nie krzyczą.",
          "„Szanowny Zwycięzco” zamiast Twojego imienia: nadawca nie wie, kim jesteś, bo ten sam e-mail trafił do setek osób.",
          "Nikt nie zgłaszał Cię do żadnej loterii, a prawdziwa nagroda nie wymaga podawania danych bankowych. Termin 48 godzin ma sprawić, że nie zdążysz się zastanowić.",
          "Formularz znajduje się na stronie spoza firmowego intranetu i prosi o numer pracownika oraz numer konta: dokładnie to, czego potrzebuje oszust.",
        ],
        lesson:
          "Przynęty z nagrodami i loteriami grają na ciekawości i radości z niespodzianki: zanim zadasz sobie pytanie, jak można wygrać loterię, w której nie brało się udziału, już wypełniasz formularz. Ceną „nagrody” są Twoje dane osobowe, wykorzystywane potem do oszustw lub bardziej przekonujących ataków. Prawdziwe firmowe loterie ogłasza się w intranecie lub przez dział HR, a zwycięzcy nigdy nie podają danych bankowych przez link. Następnym razem sprawdź informację w dziale HR lub w intranecie i zgłoś wiadomość przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "Sorteig del Personal",
        subject: "ENHORABONA!!! Has GUANYAT el sorteig del personal",
        heading: "T'ha tocat el premi!",
        greeting: "Benvolgut/da guanyador/a,",
        body: [
          "Ens plau comunicar-te que la teva adreça de correu ha estat seleccionada en el sorteig anual del personal. El teu premi: una tauleta d'última generació, amb enviament gratuït a casa teva.",
          "Per rebre'l, només cal que omplis el formulari de guanyadors amb el teu nom complet, el número d'empleat i el compte bancari, perquè puguem cobrir les despeses d'enviament i pagar per tu la retenció del premi.",
          "Afanya't! Els premis que no es reclamin en 48 hores passaran automàticament al següent participant de la llista.",
        ],
        button: "Reclama el premi",
        signature: "El Comitè de Premis",
        landing: {
          title: "Formulari de guanyadors",
          intro:
            "Enhorabona! Omple les teves dades per rebre el premi. Els formularis que no s'hagin completat en 48 hores s'anul·laran.",
          submit: "Reclama el premi",
        },
        cues: [
          "Les majúscules i la renglera d'exclamacions de l'assumpte volen emocionar-te, no informar-te. Les comunicacions internes no criden.",
          "«Benvolgut/da guanyador/a» en lloc del teu nom: el remitent no sap qui ets, perquè el mateix correu ha arribat a centenars de persones.",
          "No t'has apuntat mai a cap sorteig, i cap premi de debò no demana les teves dades bancàries. El termini de 48 hores hi és perquè no t'ho rumiïs.",
          "El formulari és en un web aliè a la intranet de la teva empresa i demana el número d'empleat i el compte bancari: just el que necessita un estafador.",
        ],
        lesson:
          "Els esquers de premis i sortejos juguen amb la curiositat i la il·lusió d'una sorpresa: abans de preguntar-te com has guanyat un sorteig en què no has participat mai, ja estàs omplint el formulari. El preu del «premi» són les teves dades personals, que després serveixen per cometre fraus o preparar atacs més creïbles. Els sortejos reals de l'empresa s'anuncien a la intranet o els comunica Recursos Humans, i ningú no demana dades bancàries per un enllaç. La propera vegada, consulta-ho a Recursos Humans o a la intranet i notifica el correu amb el botó de notificació.",
      },
      "pt-pt": {
        senderName: "Sorteio dos Colaboradores",
        subject: "PARABÉNS!!! GANHOU o sorteio dos colaboradores",
        heading: "Temos um vencedor!",
        greeting: "Caro(a) vencedor(a),",
        body: [
          "Temos o prazer de informar que o seu endereço de e-mail foi selecionado no sorteio anual dos colaboradores. O seu prémio: um tablet de última geração, com entrega gratuita em sua casa.",
          "Para o receber, basta preencher o formulário de vencedores com o seu nome completo, número de colaborador e IBAN, para que possamos suportar os portes de envio e pagar por si o imposto do selo do prémio.",
          "Despache-se! Os prémios não reclamados em 48 horas passam automaticamente para o participante seguinte da lista.",
        ],
        button: "Reclamar o meu prémio",
        signature: "A Comissão de Prémios",
        landing: {
          title: "Formulário de vencedores",
          intro:
            "Parabéns! Preencha os seus dados para receber o prémio. Os formulários não preenchidos em 48 horas serão anulados.",
          submit: "Reclamar prémio",
        },
        cues: [
          "As maiúsculas e a fila de pontos de exclamação no assunto servem para entusiasmar, não para informar. As comunicações internas não gritam.",
          "«Caro(a) vencedor(a)» em vez do seu nome: o remetente não sabe quem é, porque o mesmo e-mail chegou a centenas de pessoas.",
          "Nunca se inscreveu em nenhum sorteio, e nenhum prémio verdadeiro exige os seus dados bancários. O prazo de 48 horas existe para que não pense duas vezes.",
          "O formulário está num site alheio à intranet da sua empresa e pede o número de colaborador e o IBAN: exatamente aquilo de que um burlão precisa.",
        ],
        lesson:
          "Os iscos de prémios e sorteios jogam com a curiosidade e o entusiasmo de uma surpresa: antes de se perguntar como ganhou um sorteio em que nunca participou, já está a preencher o formulário. O preço do «prémio» são os seus dados pessoais, usados depois para burlas ou para ataques mais convincentes. Os sorteios verdadeiros da empresa são anunciados na intranet ou pelos Recursos Humanos, e ninguém pede dados bancários através de uma ligação. Da próxima vez, confirme com os Recursos Humanos ou na intranet e comunique o e-mail com o botão de denúncia.",
      },
    },
  },
  {
    id: 25,
    category: "perks",
    level: 2,
    lever: "socialProof",
    landing: "signin",
    senderLocal: "staff-benefits",
    brandColour: "#00897b",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Club de Ventajas para Empleados",
        subject: "Más de 300 compañeros ya ahorran un 40 %: ¿te has apuntado?",
        heading: "Ya está abierto tu portal de descuentos",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Nuestro nuevo portal de descuentos para empleados ya está en marcha: hasta un 40 % de descuento en más de 200 tiendas, restaurantes, gimnasios y agencias de viajes, en exclusiva para la plantilla.",
          "Solo en la primera semana, más de 300 compañeros han activado su cuenta, y las ofertas más populares ya se están agotando.",
          "Activarla lleva un minuto: inicia sesión con tu correo y tu contraseña del trabajo y tus descuentos se desbloquean al instante. La oferta de lanzamiento termina el viernes.",
        ],
        button: "Activar mis descuentos",
        signature: "Equipo del Club de Ventajas",
        landing: {
          title: "Club de Ventajas – activa tu cuenta",
          intro: "Inicia sesión con tu cuenta del trabajo para desbloquear tus descuentos de empleado.",
          submit: "Iniciar sesión y activar",
        },
        cues: [
          "Un «Club de Ventajas» externo que escribe desde una dirección que no es del dominio de tu empresa. Un beneficio nuevo lo anunciarían antes Recursos Humanos o la intranet.",
          "El asunto empieza por cuántos compañeros se han apuntado ya. La prueba social te empuja a seguir a los demás en lugar de comprobar.",
          "Un portal de descuentos no tiene por qué conocer tu contraseña del trabajo, y el plazo del viernes y las ofertas que se agotan añaden presión para actuar ya.",
          "El botón abre una página de inicio de sesión que no es la de tu empresa. Tu contraseña del trabajo solo se escribe en la página de acceso de tu empresa.",
        ],
        lesson:
          "«Todos los demás ya lo han hecho» es una de las palancas más potentes que existen: cuando creemos que cientos de compañeros se han apuntado, dejamos de preguntarnos si deberíamos hacerlo. Aquí el cebo es una ventaja para empleados, y el verdadero premio para el atacante es tu contraseña del trabajo, que abre tu correo y los archivos de la empresa. Antes de iniciar sesión en cualquier sitio con tu cuenta del trabajo, comprueba que la página es de verdad de tu empresa y busca el beneficio en la intranet o pregunta a Recursos Humanos. Si no aparece, notifica el mensaje con el botón de notificación.",
      },
      "es-mx": {
        senderName: "Club de Beneficios para Colaboradores",
        subject: "Más de 300 compañeros ya ahorran 40%: ¿ya se registró?",
        heading: "Su portal de descuentos ya está disponible",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Nuestro nuevo portal de descuentos para colaboradores ya está activo: hasta 40% de descuento en más de 200 tiendas, restaurantes, gimnasios y agencias de viajes, exclusivo para el personal.",
          "Tan solo en la primera semana, más de 300 de sus compañeros activaron su cuenta, y las promociones más populares ya se están agotando.",
          "Activarla toma un minuto: inicie sesión con su correo y su contraseña del trabajo, y sus descuentos se desbloquean al instante. La promoción de lanzamiento termina el viernes.",
        ],
        button: "Activar mis descuentos",
        signature: "Equipo del Club de Beneficios",
        landing: {
          title: "Club de Beneficios – active su cuenta",
          intro: "Inicie sesión con su cuenta del trabajo para desbloquear sus descuentos de colaborador.",
          submit: "Iniciar sesión y activar",
        },
        cues: [
          "Un «Club de Beneficios» externo que escribe desde una dirección que no pertenece al dominio de su empresa. Una prestación nueva la anunciaría primero Recursos Humanos o la intranet.",
          "El asunto empieza con cuántos compañeros ya se registraron. La prueba social invita a seguir a los demás en lugar de verificar.",
          "Un portal de descuentos no tiene por qué conocer su contraseña del trabajo, y el plazo del viernes y las promociones que se agotan agregan presión para actuar de inmediato.",
          "El botón abre una página de inicio de sesión que no es la de su empresa. Su contraseña del trabajo solo debe escribirse en la página de acceso de su empresa.",
        ],
        lesson:
          "«Todos los demás ya lo hicieron» es una de las palancas más poderosas que existen: cuando creemos que cientos de compañeros ya se registraron, dejamos de preguntarnos si deberíamos hacerlo. Aquí el anzuelo es un beneficio para colaboradores, y el verdadero premio para el atacante es su contraseña del trabajo, que abre su correo y los archivos de la empresa. Antes de iniciar sesión en cualquier sitio con su cuenta del trabajo, verifique que la página realmente sea de su empresa, y busque el beneficio en la intranet o pregunte a Recursos Humanos. Si no aparece, reporte el mensaje con el botón de reporte.",
      },
      "en-gb": {
        senderName: "Staff Benefits Club",
        subject: "Over 300 colleagues already save 40% – have you joined yet?",
        heading: "Your staff discount portal is open",
        greeting: "Hi {{firstName}},",
        body: [
          "Our new staff discount portal is now live: up to 40% off at more than 200 shops, restaurants, gyms and travel providers, exclusively for employees.",
          "In the first week alone, more than 300 of your colleagues have activated their accounts, and the most popular offers are already running low.",
          "Activation takes a minute: sign in with your work e-mail address and password, and your discounts are unlocked straight away. The launch offer ends on Friday.",
        ],
        button: "Activate my discounts",
        signature: "The Staff Benefits Club team",
        landing: {
          title: "Staff Benefits Club – activate your account",
          intro: "Sign in with your work account to unlock your staff discounts.",
          submit: "Sign in and activate",
        },
        cues: [
          "An outside “Benefits Club” writing from an address that is not on your company's domain. A new staff benefit would be announced by HR or on the intranet first.",
          "The subject leads with how many colleagues have already joined. Social proof makes you want to follow the crowd instead of checking.",
          "A discount portal has no reason to know your work password, and the Friday deadline and dwindling offers add pressure to act now.",
          "The button opens a sign-in page that is not your company's. Your work password belongs on your company's own sign-in page and nowhere else.",
        ],
        lesson:
          "“Everyone else has already done it” is one of the strongest levers there is: once we believe hundreds of colleagues have signed up, we stop asking whether we should. Here the bait is a staff perk, and the attacker's real prize is your work password, which opens your mailbox and company files. Before you sign in anywhere with your work account, check that the page really belongs to your company, and look for the benefit on the intranet or ask HR. If it is not there, report the message with the report button.",
      },
      "en-us": {
        senderName: "Employee Perks Club",
        subject: "300+ coworkers are already saving 40% – have you signed up?",
        heading: "Your employee discount portal is live",
        greeting: "Hi {{firstName}},",
        body: [
          "Our new employee discount portal is now live: up to 40% off at more than 200 stores, restaurants, gyms, and travel brands, exclusively for employees.",
          "In the first week alone, more than 300 of your coworkers activated their accounts, and the most popular deals are already running out.",
          "Activation takes a minute: sign in with your work email and password, and your discounts unlock instantly. The launch offer ends Friday.",
        ],
        button: "Activate my discounts",
        signature: "The Employee Perks Club team",
        landing: {
          title: "Employee Perks Club – activate your account",
          intro: "Sign in with your work account to unlock your employee discounts.",
          submit: "Sign in and activate",
        },
        cues: [
          "An outside “Perks Club” writing from an address that isn't on your company's domain. A new employee benefit would be announced by HR or on the intranet first.",
          "The subject line leads with how many coworkers have already joined. Social proof makes you want to follow the crowd instead of checking.",
          "A discount portal has no reason to know your work password, and the Friday deadline and disappearing deals add pressure to act now.",
          "The button opens a sign-in page that isn't your company's. Your work password belongs on your company's own sign-in page and nowhere else.",
        ],
        lesson:
          "“Everyone else is already doing it” is one of the most powerful levers there is: once we believe hundreds of coworkers have signed up, we stop asking whether we should. Here the bait is an employee perk, and the attacker's real prize is your work password, which opens your mailbox and company files. Before you sign in anywhere with your work account, make sure the page really belongs to your company, and look for the benefit on the intranet or ask HR. If it isn't there, report the email with the report button.",
      },
      eu: {
        senderName: "Langileentzako Abantaila Kluba",
        subject: "300 lankidek baino gehiagok % 40 aurrezten dute jada: zuk izena eman duzu?",
        heading: "Zure deskontu-ataria irekita dago",
        greeting: "Kaixo {{firstName}},",
        body: [
          "Langileentzako deskontu-atari berria martxan dago: % 40ra arteko deskontuak 200 denda, jatetxe, gimnasio eta bidaia-agentzia baino gehiagotan, langileentzat soilik.",
          "Lehen astean bakarrik, 300 lankidek baino gehiagok aktibatu dute beren kontua, eta eskaintza ezagunenak agortzen ari dira dagoeneko.",
          "Aktibatzeko minutu bat baino ez duzu behar: hasi saioa laneko posta elektronikoarekin eta pasahitzarekin, eta deskontuak berehala desblokeatuko dira. Estreinako eskaintza ostiralean amaituko da.",
        ],
        button: "Aktibatu nire deskontuak",
        signature: "Abantaila Klubeko taldea",
        landing: {
          title: "Abantaila Kluba – aktibatu zure kontua",
          intro: "Hasi saioa laneko kontuarekin zure langile-deskontuak desblokeatzeko.",
          submit: "Hasi saioa eta aktibatu",
        },
        cues: [
          "Kanpoko «Abantaila Kluba» bat da, zure enpresaren domeinukoa ez den helbide batetik idazten duena. Langileentzako abantaila berri bat Giza Baliabideek edo intranetak iragarriko lukete lehenik.",
          "Gaiak zenbat lankidek izena eman duten aipatzen du lehenik. Gizarte-frogak besteei jarraitzera bultzatzen zaitu, egiaztatu beharrean.",
          "Deskontu-atari batek ez du zure laneko pasahitza jakin beharrik, eta ostiraleko epeak eta agortzen ari diren eskaintzek presioa gehitzen dute berehala jardun dezazun.",
          "Botoiak irekitzen duen saio-hasierako orria ez da zure enpresarena. Zure laneko pasahitza zure enpresaren saio-hasierako orrian bakarrik idatzi behar da.",
        ],
        lesson:
          "«Beste guztiek egin dute jada» da dauden palankarik indartsuenetako bat: ehunka lankidek izena eman dutela sinesten dugunean, ez diogu geure buruari galdetzen ea guk ere egin beharko genukeen. Hemen amua langileentzako abantaila bat da, eta erasotzailearen benetako saria zure laneko pasahitza da, zure postontzia eta enpresaren fitxategiak irekitzen dituena. Laneko kontuarekin edonon saioa hasi aurretik, egiaztatu orria benetan zure enpresarena dela, eta bilatu abantaila intranetean edo galdetu Giza Baliabideei. Ez badago, jakinarazi mezua jakinarazteko botoiarekin.",
      },
      pl: {
        senderName: "Klub Benefitów Pracowniczych",
        subject: "Ponad 300 współpracowników już korzysta z 40% zniżki",
        heading: "Portal zniżek pracowniczych już działa",
        greeting: "Dzień dobry {{firstName}},",
        body: [
          "Nowy portal zniżek pracowniczych jest już dostępny: do 40% rabatu w ponad 200 sklepach, restauracjach, klubach fitness i biurach podróży – wyłącznie dla pracowników.",
          "Tylko w pierwszym tygodniu konto aktywowało ponad 300 osób z naszej firmy, a najpopularniejsze oferty już się kończą.",
          "Aktywacja zajmuje minutę: wystarczy zalogować się służbowym adresem e-mail i hasłem, a zniżki zostaną odblokowane od razu. Oferta startowa obowiązuje do piątku.",
        ],
        button: "Aktywuj zniżki",
        signature: "Zespół Klubu Benefitów",
        landing: {
          title: "Klub Benefitów – aktywacja konta",
          intro: "Zaloguj się kontem służbowym, aby odblokować zniżki pracownicze.",
          submit: "Zaloguj się i aktywuj",
        },
        cues: [
          "Zewnętrzny „Klub Benefitów” pisze z adresu spoza domeny Twojej firmy. O nowym świadczeniu pracowniczym najpierw poinformowałby dział HR lub intranet.",
          "Temat zaczyna się od liczby współpracowników, którzy już dołączyli. Społeczny dowód słuszności sprawia, że chcesz pójść za innymi, zamiast sprawdzić.",
          "Portal zniżek nie ma żadnego powodu, by znać Twoje hasło służbowe, a termin do piątku i kończące się oferty mają wywołać presję, by działać od razu.",
          "Przycisk otwiera stronę logowania, która nie należy do Twojej firmy. Hasło służbowe wpisuje się wyłącznie na firmowej stronie logowania.",
        ],
        lesson:
          "„Wszyscy już to zrobili” to jedna z najsilniejszych dźwigni: gdy wierzymy, że zapisały się setki współpracowników, przestajemy się zastanawiać, czy powinniśmy. Tutaj przynętą jest benefit, a prawdziwą nagrodą dla atakującego jest Twoje hasło służbowe, które otwiera skrzynkę pocztową i firmowe pliki. Zanim zalogujesz się gdziekolwiek kontem służbowym, sprawdź, czy strona naprawdę należy do Twojej firmy, i poszukaj informacji o benefitach w intranecie lub zapytaj dział HR. Jeśli ich tam nie ma, zgłoś wiadomość przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "Club d'Avantatges per al Personal",
        subject: "Més de 300 companys ja estalvien un 40 %: t'hi has apuntat?",
        heading: "Ja tens obert el portal de descomptes",
        greeting: "Hola, {{firstName}}:",
        body: [
          "El nostre nou portal de descomptes per al personal ja funciona: fins a un 40 % de descompte en més de 200 botigues, restaurants, gimnasos i agències de viatges, en exclusiva per a la plantilla.",
          "Només la primera setmana, més de 300 companys ja han activat el seu compte, i les ofertes més populars s'estan esgotant.",
          "Activar-lo és qüestió d'un minut: inicia la sessió amb el correu i la contrasenya de la feina i els descomptes es desbloquejaran a l'instant. L'oferta de llançament s'acaba divendres.",
        ],
        button: "Activa els meus descomptes",
        signature: "Equip del Club d'Avantatges",
        landing: {
          title: "Club d'Avantatges – activa el teu compte",
          intro:
            "Inicia la sessió amb el teu compte de la feina per desbloquejar els descomptes del personal.",
          submit: "Inicia la sessió i activa",
        },
        cues: [
          "Un «Club d'Avantatges» extern que escriu des d'una adreça que no és del domini de la teva empresa. Un avantatge nou l'anunciarien primer Recursos Humans o la intranet.",
          "L'assumpte comença pel nombre de companys que ja s'hi han apuntat. La prova social t'empeny a seguir els altres en lloc de comprovar.",
          "Un portal de descomptes no té cap motiu per conèixer la teva contrasenya de la feina, i el termini de divendres i les ofertes que s'esgoten afegeixen pressió per actuar de seguida.",
          "El botó obre una pàgina d'inici de sessió que no és la de la teva empresa. La contrasenya de la feina només s'escriu a la pàgina d'accés de la teva empresa.",
        ],
        lesson:
          "«Tothom ja ho ha fet» és una de les palanques més potents que hi ha: quan creiem que centenars de companys s'hi han apuntat, deixem de preguntar-nos si ho hauríem de fer. Aquí l'esquer és un avantatge per al personal, i el veritable premi per a l'atacant és la teva contrasenya de la feina, que obre el teu correu i els fitxers de l'empresa. Abans d'iniciar la sessió enlloc amb el compte de la feina, comprova que la pàgina sigui realment de la teva empresa i busca l'avantatge a la intranet o pregunta a Recursos Humans. Si no hi és, notifica el missatge amb el botó de notificació.",
      },
      "pt-pt": {
        senderName: "Clube de Vantagens para Colaboradores",
        subject: "Mais de 300 colegas já poupam 40%: já aderiu?",
        heading: "O seu portal de descontos já está disponível",
        greeting: "Olá {{firstName}},",
        body: [
          "O nosso novo portal de descontos para colaboradores já está ativo: até 40% de desconto em mais de 200 lojas, restaurantes, ginásios e agências de viagens, em exclusivo para a equipa.",
          "Só na primeira semana, mais de 300 colegas ativaram a sua conta e as ofertas mais procuradas já estão a esgotar.",
          "A ativação demora um minuto: inicie sessão com o seu e-mail e a sua palavra-passe de trabalho e os descontos ficam desbloqueados de imediato. A oferta de lançamento termina na sexta-feira.",
        ],
        button: "Ativar os meus descontos",
        signature: "Equipa do Clube de Vantagens",
        landing: {
          title: "Clube de Vantagens – ative a sua conta",
          intro:
            "Inicie sessão com a sua conta de trabalho para desbloquear os seus descontos de colaborador.",
          submit: "Iniciar sessão e ativar",
        },
        cues: [
          "Um «Clube de Vantagens» externo que escreve a partir de um endereço que não é do domínio da sua empresa. Um benefício novo seria anunciado primeiro pelos Recursos Humanos ou na intranet.",
          "O assunto começa pelo número de colegas que já aderiram. A prova social leva-nos a seguir os outros em vez de confirmar.",
          "Um portal de descontos não tem motivo nenhum para conhecer a sua palavra-passe de trabalho, e o prazo de sexta-feira e as ofertas a esgotar acrescentam pressão para agir já.",
          "O botão abre uma página de início de sessão que não é a da sua empresa. A sua palavra-passe de trabalho só se escreve na página de acesso da sua empresa.",
        ],
        lesson:
          "«Toda a gente já o fez» é uma das alavancas mais fortes que existem: quando acreditamos que centenas de colegas aderiram, deixamos de perguntar se devíamos fazê-lo. Aqui o isco é uma regalia para colaboradores, e o verdadeiro prémio para o atacante é a sua palavra-passe de trabalho, que abre o seu e-mail e os ficheiros da empresa. Antes de iniciar sessão em qualquer sítio com a conta de trabalho, confirme que a página pertence mesmo à sua empresa e procure o benefício na intranet ou pergunte aos Recursos Humanos. Se não o encontrar, comunique a mensagem com o botão de denúncia.",
      },
    },
  },
];
