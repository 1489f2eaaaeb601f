import type { PhishingTemplateDefinition } from "../types";

export const SET_F: PhishingTemplateDefinition[] = [
  {
    id: 26,
    category: "perks",
    level: 3,
    lever: "trust",
    landing: "personalData",
    senderLocal: "wellbeing",
    brandColour: "#2f7d5c",
    cues: ["sender", "body", "link", "signature"],
    texts: {
      "es-es": {
        senderName: "Programa de Bienestar",
        subject: "Tu revisión médica gratuita con el Programa de Bienestar de {{company}}",
        heading: "Reserva tu revisión médica gratuita",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Dentro del Programa de Bienestar de {{company}}, este trimestre toda la plantilla puede reservar una revisión médica gratuita de 30 minutos: tensión arterial, colesterol y una breve charla con el personal de enfermería de salud laboral.",
          "Las citas son en horario laboral y cuentan como tiempo de trabajo. Las plazas son limitadas y se asignan por orden de llegada de los formularios.",
          "Para reservar, rellena el breve formulario de cita. Te pedimos el número de empleado y la cuenta bancaria para abonarte en nómina los gastos de desplazamiento a la clínica.",
        ],
        button: "Reservar mi cita",
        signature: "Equipo de Bienestar, Personas y Cultura",
        landing: {
          title: "Cita para la revisión médica",
          intro:
            "Completa tus datos para reservar tu revisión médica gratuita. Te confirmaremos la fecha y la hora por correo electrónico.",
          submit: "Reservar cita",
        },
        cues: [
          "El mensaje habla en nombre del programa de bienestar de tu propia empresa, pero la dirección del remitente no pertenece al dominio de la empresa.",
          "Una revisión médica gratuita no necesita tu cuenta bancaria: el reembolso del desplazamiento es solo la excusa para pedirla.",
          "El botón abre una página de reservas externa, no la intranet ni el portal de RR. HH., que es donde estaría un programa interno.",
          "La firma es la de un equipo genérico, sin ninguna persona, teléfono ni extensión que puedas comprobar.",
        ],
        lesson:
          "Las ofertas generosas son un buen cebo: nadie espera una trampa dentro de un regalo. Este mensaje imitaba el tono amable de un programa de bienestar real y, con una pequeña excusa, el reembolso del desplazamiento, pedía tu número de empleado y tu cuenta bancaria. Antes de rellenar un formulario, pregúntate si los datos que te piden encajan con lo que te ofrecen. Busca la oferta en la intranet o consulta directamente a RR. HH., y notifica estos mensajes a tu equipo de seguridad aunque parezcan inofensivos.",
      },
      "es-mx": {
        senderName: "Programa de Bienestar",
        subject: "Su chequeo médico gratuito con el Programa de Bienestar de {{company}}",
        heading: "Agende su chequeo médico gratuito",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Como parte del Programa de Bienestar de {{company}}, este trimestre todos los colaboradores pueden agendar un chequeo médico gratuito de 30 minutos: presión arterial, colesterol y una breve plática con personal de enfermería de salud ocupacional.",
          "Las citas son en horario laboral y cuentan como tiempo de trabajo. Los lugares son limitados y se asignan según el orden en que recibimos los formularios.",
          "Para agendar, llene el breve formulario de cita. Le pedimos su número de empleado y su cuenta bancaria para reembolsarle vía nómina los gastos de traslado a la clínica.",
        ],
        button: "Agendar mi cita",
        signature: "Equipo de Bienestar, Capital Humano",
        landing: {
          title: "Cita para chequeo médico",
          intro:
            "Complete sus datos para apartar su chequeo médico gratuito. Le confirmaremos la fecha y la hora por correo electrónico.",
          submit: "Apartar mi cita",
        },
        cues: [
          "El correo habla en nombre del programa de bienestar de su propia empresa, pero la dirección del remitente no pertenece al dominio de la empresa.",
          "Un chequeo médico gratuito no requiere su cuenta bancaria: el reembolso del traslado es solo el pretexto para pedirla.",
          "El botón abre una página externa para agendar citas, no la intranet ni el portal de Capital Humano, que es donde estaría un programa interno.",
          "La firma es la de un equipo genérico, sin nombre de contacto, teléfono ni extensión que usted pueda verificar.",
        ],
        lesson:
          "Las ofertas generosas son una carnada muy eficaz: nadie espera una trampa dentro de un beneficio. Este correo imitó el tono amable de un programa de bienestar real y luego usó un pequeño pretexto, el reembolso del traslado, para obtener su número de empleado y su cuenta bancaria. Antes de llenar cualquier formulario, pregúntese si los datos que le piden corresponden al propósito. Busque la oferta en la intranet o consulte directamente con Capital Humano, y reporte este tipo de correos aunque parezcan inofensivos.",
      },
      "en-gb": {
        senderName: "Wellbeing Programme",
        subject: "Your free health check with the {{company}} Wellbeing Programme",
        heading: "Book your free health check",
        greeting: "Hello {{firstName}},",
        body: [
          "As part of the {{company}} Wellbeing Programme, every employee can book a free 30-minute health check this quarter: blood pressure, cholesterol and a short conversation with an occupational health nurse.",
          "Appointments take place during working hours and count as work time. Places are limited, so slots are allocated in the order the forms are received.",
          "To book, please fill in the short appointment form. We ask for your employee number and bank details so that any travel costs to the clinic can be refunded with your salary.",
        ],
        button: "Book my health check",
        signature: "Wellbeing Team, People & Culture",
        landing: {
          title: "Health check appointment",
          intro:
            "Complete your details to reserve your free health check. We will confirm the date and time by e-mail.",
          submit: "Reserve my appointment",
        },
        cues: [
          "The message speaks for your company's own wellbeing programme, yet the sender address is not on your company's domain.",
          "A free health check has no need for your bank details: the travel refund is just the excuse to ask for them.",
          "The button opens an outside booking page, not the intranet or HR portal where an internal programme would live.",
          "The signature is a generic team with no named person, phone number or extension you could check.",
        ],
        lesson:
          "Generous offers make good lures: nobody expects a trap inside a gift. This message copied the friendly tone of a real wellbeing programme, then used a small excuse, refunding travel costs, to collect your employee number and bank account. Before filling in any form, ask yourself whether the data matches the purpose. Look the offer up on the intranet or ask HR directly, and report messages like this with the report button, even when they seem harmless.",
      },
      "en-us": {
        senderName: "Wellness Program",
        subject: "Your free health screening through the {{company}} Wellness Program",
        heading: "Schedule your free health screening",
        greeting: "Hi {{firstName}},",
        body: [
          "As part of the {{company}} Wellness Program, every employee can schedule a free 30-minute health screening this quarter: blood pressure, cholesterol, and a quick conversation with an occupational health nurse.",
          "Screenings take place during work hours and count as paid time. Spots are limited and are assigned in the order we receive the forms.",
          "To sign up, please fill out the short appointment form. We ask for your employee ID and bank account information so we can reimburse any travel to the clinic through payroll.",
        ],
        button: "Schedule my screening",
        signature: "Wellness Team, Human Resources",
        landing: {
          title: "Health screening appointment",
          intro:
            "Enter your information to reserve your free health screening. We will confirm the date and time by email.",
          submit: "Reserve my spot",
        },
        cues: [
          "The email claims to come from your company's own wellness program, but the sender address isn't on your company's domain.",
          "A free health screening doesn't require your bank account: reimbursing travel is just a pretext to ask for it.",
          "The button opens an outside scheduling page, not the intranet or HR portal where an internal program would be.",
          "The signature is a generic team, with no named contact, phone number, or extension you could verify.",
        ],
        lesson:
          "Generous offers make great bait, because nobody expects a trap inside a perk. This email borrowed the friendly tone of a real wellness program, then used a small pretext, reimbursing travel, to collect your employee ID and bank account. Before you fill out any form, ask whether the information matches the purpose. Look up the offer on the intranet or check with HR directly, and report emails like this using the report button, even if they seem harmless.",
      },
      eu: {
        senderName: "Ongizate Programa",
        subject: "Doako osasun-azterketa: {{company}} enpresaren Ongizate Programa",
        heading: "Hartu hitzordua doako osasun-azterketarako",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "{{company}} enpresaren Ongizate Programaren barruan, langile guztiek 30 minutuko doako osasun-azterketa bat eska dezakete hiruhileko honetan: tentsio arteriala, kolesterola eta laneko osasuneko erizain batekin solasaldi labur bat.",
          "Hitzorduak lanorduetan izango dira, eta lan-denbora gisa zenbatuko dira. Leku kopurua mugatua da, eta inprimakiak jasotzen diren ordenan esleituko dira.",
          "Hitzordua hartzeko, bete inprimaki labur hau. Langile-zenbakia eta banku-kontua eskatzen dizkizugu, klinikarako joan-etorrien gastuak nominan ordain diezazkizugun.",
        ],
        button: "Hartu hitzordua",
        signature: "Ongizate Taldea, Pertsonak eta Kultura",
        landing: {
          title: "Osasun-azterketarako hitzordua",
          intro:
            "Bete zure datuak doako osasun-azterketa erreserbatzeko. Eguna eta ordua posta elektronikoz berretsiko dizkizugu.",
          submit: "Erreserbatu hitzordua",
        },
        cues: [
          "Mezua zure enpresaren beraren ongizate-programaren izenean idatzita dago, baina igorlearen helbidea ez da enpresaren domeinukoa.",
          "Doako osasun-azterketa batek ez du zure banku-konturik behar: joan-etorrien gastuak itzultzea hura eskatzeko aitzakia besterik ez da.",
          "Botoiak kanpoko erreserba-orri bat irekitzen du, ez intraneta edo giza baliabideen ataria, barne-programa bat legokeen lekua.",
          "Sinadura talde generiko batena da, egiazta dezakezun pertsonaren izenik, telefonorik edo luzapenik gabe.",
        ],
        lesson:
          "Eskaintza eskuzabalak amu ona dira: inork ez du tranparik espero opari baten barruan. Mezu honek benetako ongizate-programa baten tonu atsegina imitatzen zuen, eta aitzakia txiki bat erabiltzen zuen, joan-etorrien gastuak itzultzea, zure langile-zenbakia eta banku-kontua lortzeko. Inprimaki bat bete aurretik, galdetu zeure buruari eskatzen dizkizuten datuak helburuarekin bat datozen. Bilatu eskaintza intranetean edo galdetu zuzenean giza baliabideei, eta jakinarazi horrelako mezuak segurtasun-taldeari, kaltegabeak iruditu arren.",
      },
      pl: {
        senderName: "Program Wellbeing",
        subject: "Bezpłatne badanie profilaktyczne w ramach programu wellbeing {{company}}",
        heading: "Bezpłatne badania profilaktyczne – zapisy",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "W ramach programu wellbeing {{company}} każdy pracownik może w tym kwartale zapisać się na bezpłatne, 30-minutowe badanie profilaktyczne: pomiar ciśnienia, cholesterolu oraz krótką rozmowę z pielęgniarką medycyny pracy.",
          "Wizyty odbywają się w godzinach pracy i są wliczane do czasu pracy. Liczba miejsc jest ograniczona, dlatego terminy przydzielamy według kolejności zgłoszeń.",
          "Aby się zapisać, wystarczy wypełnić krótki formularz. Prosimy o podanie numeru pracowniczego i numeru rachunku bankowego, abyśmy mogli zwrócić koszty dojazdu do przychodni razem z wynagrodzeniem.",
        ],
        button: "Zarezerwuj termin",
        signature: "Zespół Wellbeing, Dział Personalny",
        landing: {
          title: "Rezerwacja badania profilaktycznego",
          intro: "Prosimy uzupełnić dane, aby zarezerwować bezpłatne badanie. Termin potwierdzimy e-mailem.",
          submit: "Zarezerwuj wizytę",
        },
        cues: [
          "Wiadomość rzekomo dotyczy firmowego programu wellbeing, ale adres nadawcy nie należy do domeny firmy.",
          "Bezpłatne badanie nie wymaga numeru rachunku bankowego: zwrot kosztów dojazdu to tylko pretekst, by o niego poprosić.",
          "Przycisk prowadzi do zewnętrznej strony rezerwacji, a nie do intranetu czy portalu kadrowego, gdzie znajdowałby się wewnętrzny program.",
          "Podpis to ogólna nazwa zespołu, bez nazwiska, numeru telefonu czy numeru wewnętrznego, które można by sprawdzić.",
        ],
        lesson:
          "Hojne oferty to świetna przynęta, bo nikt nie spodziewa się pułapki w prezencie. Ta wiadomość naśladowała przyjazny ton prawdziwego programu wellbeing, a potem pod drobnym pretekstem – zwrotu kosztów dojazdu – próbowała zdobyć numer pracowniczy i numer rachunku bankowego. Przed wypełnieniem formularza warto zadać sobie pytanie, czy żądane dane pasują do celu. Ofertę najlepiej sprawdzić w intranecie lub bezpośrednio w dziale personalnym, a takie wiadomości zgłaszać zespołowi bezpieczeństwa, nawet jeśli wydają się niegroźne.",
      },
      cat: {
        senderName: "Programa de Benestar",
        subject: "La teva revisió mèdica gratuïta amb el Programa de Benestar de {{company}}",
        heading: "Reserva la teva revisió mèdica gratuïta",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Dins del Programa de Benestar de {{company}}, aquest trimestre tota la plantilla pot reservar una revisió mèdica gratuïta de 30 minuts: pressió arterial, colesterol i una conversa breu amb una infermera de salut laboral.",
          "Les cites són en horari laboral i compten com a temps de feina. Les places són limitades i s'assignen per ordre d'arribada dels formularis.",
          "Per reservar, emplena el formulari breu de cita. Et demanem el número d'empleat i el compte bancari per abonar-te a la nòmina les despeses de desplaçament a la clínica.",
        ],
        button: "Reserva la meva cita",
        signature: "Equip de Benestar, Persones i Cultura",
        landing: {
          title: "Cita per a la revisió mèdica",
          intro:
            "Completa les teves dades per reservar la revisió mèdica gratuïta. Et confirmarem el dia i l'hora per correu electrònic.",
          submit: "Reserva la cita",
        },
        cues: [
          "El missatge parla en nom del programa de benestar de la teva pròpia empresa, però l'adreça del remitent no és del domini de l'empresa.",
          "Una revisió mèdica gratuïta no necessita el teu compte bancari: el reemborsament del desplaçament només és l'excusa per demanar-lo.",
          "El botó obre una pàgina de reserves externa, no la intranet ni el portal de Recursos Humans, que és on hi hauria un programa intern.",
          "La signatura és d'un equip genèric, sense cap persona, telèfon ni extensió que puguis comprovar.",
        ],
        lesson:
          "Les ofertes generoses són un bon esquer: ningú no espera un parany dins d'un regal. Aquest missatge imitava el to amable d'un programa de benestar real i, amb una petita excusa, el reemborsament del desplaçament, et demanava el número d'empleat i el compte bancari. Abans d'emplenar un formulari, pregunta't si les dades que et demanen s'ajusten al que t'ofereixen. Busca l'oferta a la intranet o consulta-ho directament a Recursos Humans, i notifica aquests missatges al teu equip de seguretat encara que semblin inofensius.",
      },
      "pt-pt": {
        senderName: "Programa de Bem-Estar",
        subject: "O seu check-up gratuito com o Programa de Bem-Estar da {{company}}",
        heading: "Marque o seu check-up gratuito",
        greeting: "Olá, {{firstName}},",
        body: [
          "No âmbito do Programa de Bem-Estar da {{company}}, todos os colaboradores podem marcar este trimestre um check-up gratuito de 30 minutos: tensão arterial, colesterol e uma breve conversa com um enfermeiro de saúde ocupacional.",
          "As consultas decorrem em horário laboral e contam como tempo de trabalho. As vagas são limitadas e atribuídas por ordem de receção dos formulários.",
          "Para marcar, preencha o breve formulário de marcação. Pedimos o seu número de colaborador e o seu IBAN para lhe reembolsarmos, juntamente com o vencimento, as despesas de deslocação à clínica.",
        ],
        button: "Marcar o meu check-up",
        signature: "Equipa de Bem-Estar, Pessoas e Cultura",
        landing: {
          title: "Marcação de check-up",
          intro:
            "Preencha os seus dados para reservar o seu check-up gratuito. Confirmaremos a data e a hora por e-mail.",
          submit: "Reservar marcação",
        },
        cues: [
          "A mensagem fala em nome do programa de bem-estar da sua própria empresa, mas o endereço do remetente não pertence ao domínio da empresa.",
          "Um check-up gratuito não precisa dos seus dados bancários: o reembolso da deslocação é apenas o pretexto para os pedir.",
          "O botão abre uma página de marcações externa, e não a intranet ou o portal de Recursos Humanos, onde estaria um programa interno.",
          "A assinatura é de uma equipa genérica, sem nome de pessoa, telefone ou extensão que possa confirmar.",
        ],
        lesson:
          "As ofertas generosas são um ótimo isco: ninguém espera uma armadilha dentro de um presente. Esta mensagem imitava o tom simpático de um verdadeiro programa de bem-estar e, com uma pequena desculpa, o reembolso da deslocação, pedia o seu número de colaborador e os seus dados bancários. Antes de preencher um formulário, pergunte-se se os dados pedidos fazem sentido para o fim anunciado. Procure a oferta na intranet ou confirme diretamente com os Recursos Humanos, e comunique mensagens destas à equipa de segurança, mesmo que pareçam inofensivas.",
      },
    },
  },
  {
    id: 27,
    category: "credentials",
    level: 1,
    lever: "curiosity",
    landing: "signin",
    senderLocal: "voicemail-notify",
    brandColour: "#5b2c83",
    cues: ["sender", "subject", "greeting", "link"],
    texts: {
      "es-es": {
        senderName: "Centro de Notificaciones de Buzón de Voz",
        subject: "(3) NUEVOS MENSAJES DE VOZ pendientes - escúchelos ahora",
        heading: "Tiene 3 mensajes de voz nuevos",
        greeting: "Estimado usuario:",
        body: [
          "Ha recibido 3 mensajes de voz nuevos en su buzón de voz.",
          "Llamante: número desconocido. Duración total: 2 min 47 s. Prioridad: ALTA.",
          "Para escuchar sus mensajes, inicie sesión con su dirección de correo electrónico y su contraseña. Los mensajes no escuchados en 24 horas se eliminarán del sistema de forma definitiva.",
        ],
        button: "Escuchar mensajes",
        signature: "Servicio de Buzón de Voz, Sistema Automático de Notificaciones",
        landing: {
          title: "Inicie sesión para escuchar su buzón de voz",
          intro:
            "Introduzca su dirección de correo electrónico y su contraseña para reproducir los mensajes nuevos.",
          submit: "Iniciar sesión y escuchar",
        },
        cues: [
          "El remitente es un «Centro de Notificaciones de Buzón de Voz» genérico que no nombra ninguna empresa ni centralita, y su dirección no es de tu organización.",
          "El asunto mezcla mayúsculas y un número entre paréntesis para despertar tu curiosidad y meterte prisa.",
          "«Estimado usuario» lo delata: un aviso de la centralita de tu empresa conocería tu nombre y tu extensión.",
          "Para escuchar un mensaje de voz nunca hace falta la contraseña del correo: el botón lleva a una página de inicio de sesión externa creada para robarla.",
        ],
        lesson:
          "La curiosidad es un anzuelo muy potente: cuesta ignorar un mensaje que alguien te ha dejado desde un número desconocido. Los atacantes lo saben, y por eso los falsos avisos de buzón de voz son uno de los cebos más habituales. Pregúntate primero si tu empresa envía siquiera los mensajes de voz por correo. Si lo hace, escúchalos desde tu teléfono fijo o desde la aplicación de telefonía de siempre, nunca desde un enlace que te pide la contraseña. Y notifica estos avisos a tu equipo de seguridad.",
      },
      "es-mx": {
        senderName: "Centro de Notificaciones de Buzón de Voz",
        subject: "(3) NUEVOS MENSAJES DE VOZ en espera - escúchelos ahora",
        heading: "Tiene 3 mensajes de voz nuevos",
        greeting: "Estimado usuario:",
        body: [
          "Usted recibió 3 mensajes de voz nuevos en su buzón de voz.",
          "Llamada de: número desconocido. Duración total: 2 min 47 s. Prioridad: ALTA.",
          "Para escuchar sus mensajes, inicie sesión con su correo electrónico y su contraseña. Los mensajes que no se escuchen en 24 horas se borrarán del sistema de manera permanente.",
        ],
        button: "Escuchar mensajes",
        signature: "Servicio de Buzón de Voz, Sistema Automático de Notificaciones",
        landing: {
          title: "Inicie sesión para escuchar su buzón de voz",
          intro: "Ingrese su correo electrónico y su contraseña para reproducir sus mensajes nuevos.",
          submit: "Iniciar sesión y escuchar",
        },
        cues: [
          "El remitente es un «Centro de Notificaciones de Buzón de Voz» genérico que no menciona ninguna empresa ni conmutador, y la dirección no pertenece a su organización.",
          "El asunto usa mayúsculas y un número entre paréntesis para despertar su curiosidad y hacer que lo abra de inmediato.",
          "«Estimado usuario» lo delata: un aviso del conmutador de su empresa conocería su nombre y su extensión.",
          "Escuchar un mensaje de voz nunca requiere la contraseña de su correo: el botón lleva a una página externa de inicio de sesión diseñada para robarla.",
        ],
        lesson:
          "La curiosidad es un anzuelo muy poderoso: es difícil ignorar un mensaje que alguien le dejó desde un número desconocido. Los atacantes lo saben, y por eso los falsos avisos de buzón de voz están entre los señuelos más comunes. Primero pregúntese si su empresa realmente envía los mensajes de voz por correo. Si lo hace, escúchelos desde su teléfono de escritorio o desde la aplicación de telefonía habitual, nunca desde un enlace que pida su contraseña. Y reporte estos avisos a su equipo de seguridad.",
      },
      "en-gb": {
        senderName: "Voicemail Notification Centre",
        subject: "(3) NEW VOICEMAIL MESSAGES waiting for you - listen now",
        heading: "You have 3 new voicemail messages",
        greeting: "Dear user,",
        body: [
          "You have received 3 new voicemail messages in your voice mailbox.",
          "Caller: unknown number. Total length: 2 min 47 s. Priority: HIGH.",
          "To listen to your messages, sign in with your e-mail address and password. Messages not listened to within 24 hours are permanently deleted from the system.",
        ],
        button: "Listen to messages",
        signature: "Voicemail Service, Automatic Notification System",
        landing: {
          title: "Sign in to listen to your voicemail",
          intro: "Enter your e-mail address and password to play your new messages.",
          submit: "Sign in and listen",
        },
        cues: [
          "The sender is a generic 'Voicemail Notification Centre' that names no company or phone system, and its address is not from your organisation.",
          "The subject mixes capital letters with a number in brackets to make you curious and rush you into opening it.",
          "'Dear user' is a giveaway: a notification from your own phone system would know your name and extension.",
          "Listening to voicemail never needs your e-mail password: the button leads to an outside sign-in page built to collect it.",
        ],
        lesson:
          "Curiosity is a powerful hook: a message someone has left for you, from an unknown number, feels impossible to ignore. Attackers know that, which is why fake voicemail alerts are among the most common lures. First ask yourself whether your company even sends voicemail by e-mail. If it does, check your messages on your desk phone or in the usual phone app, never through a link that asks for your password. Report alerts like this to your security team with the report button.",
      },
      "en-us": {
        senderName: "Voicemail Notification Center",
        subject: "(3) NEW VOICEMAILS waiting for you - listen now",
        heading: "You have 3 new voicemails",
        greeting: "Dear user,",
        body: [
          "You have received 3 new voicemails in your voice mailbox.",
          "Caller: unknown number. Total length: 2 min 47 sec. Priority: HIGH.",
          "To listen to your messages, sign in with your email address and password. Messages not played within 24 hours will be permanently deleted from the system.",
        ],
        button: "Play messages",
        signature: "Voicemail Service, Automated Notification System",
        landing: {
          title: "Sign in to play your voicemail",
          intro: "Enter your email address and password to play your new messages.",
          submit: "Sign in and play",
        },
        cues: [
          "The sender is a generic 'Voicemail Notification Center' that names no company or phone system, and the address isn't from your organization.",
          "The subject uses all caps and a number in parentheses to spark your curiosity and rush you into opening it.",
          "'Dear user' gives it away: a notification from your own phone system would know your name and extension.",
          "Checking voicemail never requires your email password: the button leads to an outside sign-in page designed to capture it.",
        ],
        lesson:
          "Curiosity is a powerful hook: a message someone left you from an unknown number feels impossible to ignore. Attackers know this, which is why fake voicemail alerts are one of the most common lures. First, ask yourself whether your company even delivers voicemail by email. If it does, check your messages on your desk phone or in your usual phone app, never through a link that asks for your password. Report alerts like this to your security team using the report button.",
      },
      eu: {
        senderName: "Ahots-postontziko Jakinarazpen Zentroa",
        subject: "(3) AHOTS-MEZU BERRI zain - entzun orain",
        heading: "3 ahots-mezu berri dituzu",
        greeting: "Erabiltzaile agurgarria:",
        body: [
          "3 ahots-mezu berri jaso dituzu zure ahots-postontzian.",
          "Deitzailea: zenbaki ezezaguna. Iraupena guztira: 2 min 47 s. Lehentasuna: HANDIA.",
          "Mezuak entzuteko, hasi saioa zure helbide elektronikoarekin eta pasahitzarekin. 24 orduan entzuten ez diren mezuak betiko ezabatuko dira sistematik.",
        ],
        button: "Entzun mezuak",
        signature: "Ahots-postontzi Zerbitzua, Jakinarazpen Sistema Automatikoa",
        landing: {
          title: "Hasi saioa ahots-mezuak entzuteko",
          intro: "Idatzi zure helbide elektronikoa eta pasahitza mezu berriak erreproduzitzeko.",
          submit: "Hasi saioa eta entzun",
        },
        cues: [
          "Igorlea «Ahots-postontziko Jakinarazpen Zentroa» generiko bat da, ez du enpresarik edo telefono-sistemarik aipatzen, eta helbidea ez da zure erakundekoa.",
          "Gaiak letra larriak eta parentesi arteko zenbaki bat nahasten ditu, jakin-mina pizteko eta mezua presaka irekiarazteko.",
          "«Erabiltzaile agurgarria» agurrak iruzurra salatzen du: zure enpresako telefono-sistemaren abisu batek zure izena eta luzapena jakingo lituzke.",
          "Ahots-mezu bat entzuteko ez da inoiz posta elektronikoko pasahitza behar: botoiak kanpoko saio-hasierako orri batera eramaten zaitu, pasahitza lapurtzeko egina.",
        ],
        lesson:
          "Jakin-mina amu indartsua da: zaila da ez ikusiarena egitea norbaitek zenbaki ezezagun batetik utzi dizun mezuari. Erasotzaileek badakite, eta horregatik ahots-mezuen abisu faltsuak dira beita ohikoenetako bat. Lehenik, galdetu zeure buruari ea zure enpresak ahots-mezuak posta elektronikoz bidaltzen dituen ere. Hala bada, entzun mezuak mahaiko telefonotik edo ohiko telefonia-aplikaziotik, inoiz ez pasahitza eskatzen dizun esteka batetik. Eta jakinarazi horrelako abisuak segurtasun-taldeari.",
      },
      pl: {
        senderName: "Centrum Powiadomień Poczty Głosowej",
        subject: "(3) NOWE WIADOMOŚCI GŁOSOWE czekają - odsłuchaj teraz",
        heading: "3 nowe wiadomości głosowe w skrzynce",
        greeting: "Szanowny Użytkowniku,",
        body: [
          "W skrzynce poczty głosowej czekają 3 nowe wiadomości.",
          "Dzwoniący: numer nieznany. Łączny czas: 2 min 47 s. Priorytet: WYSOKI.",
          "Aby odsłuchać wiadomości, należy zalogować się adresem e-mail i hasłem. Wiadomości nieodsłuchane w ciągu 24 godzin zostaną trwale usunięte z systemu.",
        ],
        button: "Odsłuchaj wiadomości",
        signature: "Serwis Poczty Głosowej, Automatyczny System Powiadomień",
        landing: {
          title: "Zaloguj się, aby odsłuchać pocztę głosową",
          intro: "Podaj adres e-mail i hasło, aby odtworzyć nowe wiadomości.",
          submit: "Zaloguj i odsłuchaj",
        },
        cues: [
          "Nadawcą jest ogólne „Centrum Powiadomień Poczty Głosowej”, które nie wymienia żadnej firmy ani centrali telefonicznej, a adres nie należy do organizacji.",
          "Temat łączy wielkie litery z liczbą w nawiasie, żeby wzbudzić ciekawość i skłonić do pośpiesznego otwarcia.",
          "Zwrot „Szanowny Użytkowniku” zdradza oszustwo: powiadomienie z firmowej centrali znałoby imię i numer wewnętrzny odbiorcy.",
          "Odsłuchanie poczty głosowej nigdy nie wymaga hasła do poczty e-mail: przycisk prowadzi do zewnętrznej strony logowania stworzonej po to, by je przechwycić.",
        ],
        lesson:
          "Ciekawość to silny haczyk: wiadomość zostawioną przez kogoś z nieznanego numeru trudno zignorować. Atakujący dobrze o tym wiedzą, dlatego fałszywe powiadomienia o poczcie głosowej należą do najczęstszych przynęt. Najpierw warto się zastanowić, czy firma w ogóle przesyła pocztę głosową e-mailem. Jeśli tak, wiadomości należy odsłuchiwać z telefonu biurowego lub zwykłej aplikacji telefonicznej, nigdy przez link, który prosi o hasło. Takie powiadomienia trzeba zgłaszać zespołowi bezpieczeństwa.",
      },
      cat: {
        senderName: "Centre de Notificacions de Bústia de Veu",
        subject: "(3) MISSATGES DE VEU NOUS pendents - escolti'ls ara",
        heading: "Té 3 missatges de veu nous",
        greeting: "Benvolgut usuari,",
        body: [
          "Ha rebut 3 missatges de veu nous a la seva bústia de veu.",
          "Trucada de: número desconegut. Durada total: 2 min 47 s. Prioritat: ALTA.",
          "Per escoltar els missatges, iniciï la sessió amb la seva adreça electrònica i la contrasenya. Els missatges que no s'escoltin en 24 hores s'eliminaran del sistema de manera definitiva.",
        ],
        button: "Escoltar els missatges",
        signature: "Servei de Bústia de Veu, Sistema Automàtic de Notificacions",
        landing: {
          title: "Iniciï la sessió per escoltar la bústia de veu",
          intro: "Introdueixi la seva adreça electrònica i la contrasenya per reproduir els missatges nous.",
          submit: "Iniciar la sessió i escoltar",
        },
        cues: [
          "El remitent és un «Centre de Notificacions de Bústia de Veu» genèric que no esmenta cap empresa ni centraleta, i l'adreça no és de la teva organització.",
          "L'assumpte barreja majúscules i un número entre parèntesis per despertar la teva curiositat i fer-te córrer.",
          "«Benvolgut usuari» el delata: un avís de la centraleta de la teva empresa sabria el teu nom i la teva extensió.",
          "Per escoltar un missatge de veu mai no cal la contrasenya del correu: el botó porta a una pàgina d'inici de sessió externa feta per robar-la.",
        ],
        lesson:
          "La curiositat és un ham molt potent: costa ignorar un missatge que algú t'ha deixat des d'un número desconegut. Els atacants ho saben, i per això els falsos avisos de bústia de veu són un dels esquers més habituals. Primer pregunta't si la teva empresa envia de debò els missatges de veu per correu. Si ho fa, escolta'ls des del telèfon de la taula o des de l'aplicació de telefonia de sempre, mai des d'un enllaç que et demana la contrasenya. I notifica aquests avisos al teu equip de seguretat.",
      },
      "pt-pt": {
        senderName: "Centro de Notificações de Correio de Voz",
        subject: "(3) NOVAS MENSAGENS DE VOZ à sua espera - ouça agora",
        heading: "Tem 3 novas mensagens de voz",
        greeting: "Caro utilizador,",
        body: [
          "Recebeu 3 novas mensagens na sua caixa de correio de voz.",
          "Chamada de: número desconhecido. Duração total: 2 min 47 s. Prioridade: ALTA.",
          "Para ouvir as mensagens, inicie sessão com o seu endereço de e-mail e a sua palavra-passe. As mensagens não ouvidas no prazo de 24 horas serão eliminadas definitivamente do sistema.",
        ],
        button: "Ouvir mensagens",
        signature: "Serviço de Correio de Voz, Sistema Automático de Notificações",
        landing: {
          title: "Inicie sessão para ouvir o correio de voz",
          intro:
            "Introduza o seu endereço de e-mail e a sua palavra-passe para reproduzir as novas mensagens.",
          submit: "Iniciar sessão e ouvir",
        },
        cues: [
          "O remetente é um «Centro de Notificações de Correio de Voz» genérico, que não refere nenhuma empresa nem central telefónica, e o endereço não pertence à sua organização.",
          "O assunto mistura maiúsculas e um número entre parênteses para despertar a sua curiosidade e levar a abrir a mensagem à pressa.",
          "«Caro utilizador» denuncia a fraude: um aviso da central telefónica da sua empresa saberia o seu nome e a sua extensão.",
          "Ouvir uma mensagem de voz nunca exige a palavra-passe do e-mail: o botão leva a uma página de início de sessão externa, criada para a roubar.",
        ],
        lesson:
          "A curiosidade é um anzol poderoso: é difícil ignorar uma mensagem que alguém lhe deixou a partir de um número desconhecido. Os atacantes sabem-no, e por isso os falsos avisos de correio de voz estão entre os iscos mais comuns. Pergunte-se primeiro se a sua empresa envia sequer as mensagens de voz por e-mail. Se enviar, ouça-as no telefone do escritório ou na aplicação de telefonia habitual, nunca através de uma ligação que peça a sua palavra-passe. E comunique estes avisos à equipa de segurança.",
      },
    },
  },
  {
    id: 28,
    category: "invoice",
    level: 3,
    lever: "urgency",
    landing: "payment",
    senderLocal: "expenses",
    brandColour: "#1d5d8c",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Departamento Financiero",
        subject: "Tu liquidación de gastos de {{department}} ha sido rechazada: corrígela hoy",
        heading: "No hemos podido abonarte los gastos",
        greeting: "Hola, {{firstName}}:",
        body: [
          "El sistema de pagos ha rechazado tu última liquidación de gastos de {{department}} porque no ha podido verificar los datos de la tarjeta que tenemos registrados.",
          "El ciclo de reembolsos de este mes se cierra hoy a las 17:00. Si no corriges los datos antes, el importe pasará al pago del mes que viene.",
          "Actualiza los datos de tu tarjeta en el portal de gastos. Solo te llevará un par de minutos y la liquidación se volverá a enviar automáticamente.",
        ],
        button: "Actualizar datos de la tarjeta",
        signature: "Departamento Financiero, Gastos y Reembolsos",
        landing: {
          title: "Actualiza tus datos de reembolso",
          intro:
            "Introduce la tarjeta en la que quieres recibir el reembolso de tus gastos. La liquidación se volverá a enviar automáticamente.",
          submit: "Guardar y reenviar",
        },
        cues: [
          "El mensaje habla en nombre del departamento financiero, pero la dirección del remitente no pertenece al dominio de tu empresa.",
          "El asunto junta «rechazada» y «hoy» para que la preocupación y el plazo te hagan actuar antes de pensar.",
          "Los gastos se reembolsan en tu cuenta bancaria con la nómina: ningún departamento financiero necesita el número y el código de seguridad de tu tarjeta para pagarte.",
          "El botón lleva a un «portal de gastos» externo, no a la herramienta de gastos que sueles abrir desde la intranet.",
        ],
        lesson:
          "Este cebo combinaba un proceso real con un plazo: las liquidaciones de gastos existen y nadie quiere esperar un mes a cobrar. El límite de las 17:00 sirve para que no te hagas la pregunta evidente: ¿para qué necesita nadie mi tarjeta si lo que quiere es pagarme? Cuando un mensaje diga que un pago ha fallado, entra por tu cuenta en la herramienta de gastos desde la intranet o llama al departamento financiero a un número que ya conozcas. Y notifica el mensaje para que tus compañeros estén avisados.",
      },
      "es-mx": {
        senderName: "Finanzas - Reembolso de Gastos",
        subject: "Su reembolso de gastos de {{department}} fue rechazado: corríjalo hoy",
        heading: "No pudimos depositar su reembolso",
        greeting: "Hola, {{firstName}}:",
        body: [
          "El sistema de pagos rechazó su última solicitud de reembolso de gastos de {{department}} porque no fue posible verificar los datos de la tarjeta registrada.",
          "El ciclo de reembolsos de este mes cierra hoy a las 17:00 h. Si no actualiza sus datos antes de esa hora, el monto pasará al pago del próximo mes.",
          "Actualice los datos de su tarjeta en el portal de gastos. Solo le tomará un par de minutos y su solicitud se volverá a enviar automáticamente.",
        ],
        button: "Actualizar datos de tarjeta",
        signature: "Dirección de Finanzas, Gastos y Reembolsos",
        landing: {
          title: "Actualice sus datos de reembolso",
          intro:
            "Ingrese la tarjeta en la que desea recibir el reembolso de sus gastos. Su solicitud se volverá a enviar automáticamente.",
          submit: "Guardar y reenviar",
        },
        cues: [
          "El correo habla en nombre del área de Finanzas, pero la dirección del remitente no pertenece al dominio de su empresa.",
          "El asunto combina «rechazado» con «hoy» para que usted actúe por preocupación y por el plazo, sin detenerse a pensar.",
          "Los reembolsos se depositan en su cuenta bancaria junto con la nómina: ninguna área de Finanzas necesita el número y el código de seguridad de su tarjeta para pagarle.",
          "El botón lleva a un «portal de gastos» externo, no a la herramienta de gastos que usted abre normalmente desde la intranet.",
        ],
        lesson:
          "Este señuelo combinó un proceso real con una fecha límite: los reembolsos de gastos existen y nadie quiere esperar un mes para recibir su dinero. El corte de las 17:00 h está ahí para que no se haga la pregunta obvia: ¿para qué necesitaría alguien mi tarjeta si lo que quiere es pagarme? Cuando un correo diga que un pago falló, entre por su cuenta a la herramienta de gastos desde la intranet o llame al área de Finanzas a un número que ya conozca. Y reporte el correo para que sus compañeros estén alertados.",
      },
      "en-gb": {
        senderName: "Finance - Expenses",
        subject: "Your {{department}} expense claim was rejected: action needed today",
        heading: "Your expense claim could not be paid",
        greeting: "Hello {{firstName}},",
        body: [
          "Your latest expense claim for {{department}} was rejected by the payment system because the card details we hold could not be verified.",
          "This month's reimbursement run closes today at 17:00. If the details are not corrected by then, the amount will be carried over to next month's payment.",
          "Please update your card details in the expenses portal. It only takes a couple of minutes, and your claim will be resubmitted automatically.",
        ],
        button: "Update card details",
        signature: "Finance, Expenses & Reimbursements",
        landing: {
          title: "Update your reimbursement details",
          intro:
            "Enter the card you would like your expenses refunded to. Your claim will be resubmitted automatically.",
          submit: "Save and resubmit",
        },
        cues: [
          "The message speaks for your finance department, but the sender address is not on your company's domain.",
          "The subject pairs 'rejected' with 'today' so that worry and a deadline push you to act before you think.",
          "Expenses are refunded to your bank account with your salary: no finance team needs your card number and security code to pay you back.",
          "The button leads to an outside 'expenses portal', not the expenses tool you normally open from the intranet.",
        ],
        lesson:
          "This lure combined a real process with a deadline: expense claims do exist, and nobody wants to wait a month for their money. The 17:00 cut-off is there to stop you asking the obvious question: why would anyone need my card in order to pay me? When a message says a payment has failed, open the expenses tool yourself from the intranet, or ring the finance team on a number you already know. Then report the message with the report button so that colleagues are warned.",
      },
      "en-us": {
        senderName: "Finance - Expenses",
        subject: "Your {{department}} expense report was rejected: action required today",
        heading: "Your expense reimbursement could not be processed",
        greeting: "Hi {{firstName}},",
        body: [
          "Your latest expense report for {{department}} was rejected by the payment system because the card on file could not be verified.",
          "This month's reimbursement cycle closes today at 5:00 p.m. If your information isn't updated by then, the amount will roll over to next month's payment.",
          "Please update your card information in the expense portal. It only takes a couple of minutes, and your report will be resubmitted automatically.",
        ],
        button: "Update card information",
        signature: "Finance, Expenses & Reimbursements",
        landing: {
          title: "Update your reimbursement information",
          intro:
            "Enter the card you'd like your reimbursement paid to. Your expense report will be resubmitted automatically.",
          submit: "Save and resubmit",
        },
        cues: [
          "The email claims to be from your finance department, but the sender address isn't on your company's domain.",
          "The subject pairs 'rejected' with 'today' so that worry and a deadline push you to act before you think.",
          "Reimbursements are deposited into your bank account with your paycheck: no finance team needs your card number and security code to pay you back.",
          "The button goes to an outside 'expense portal', not the expense tool you normally open from the intranet.",
        ],
        lesson:
          "This lure paired a real process with a deadline: expense reports really exist, and nobody wants to wait a month to get paid back. The 5:00 p.m. cutoff is there to keep you from asking the obvious question: why would anyone need my card to pay me? When an email says a payment failed, open the expense tool yourself from the intranet, or call the finance team at a number you already know. Then report the email using the report button so your coworkers are warned too.",
      },
      eu: {
        senderName: "Finantza Saila - Gastuak",
        subject: "Gastu-likidazioa baztertua ({{department}}): zuzendu gaur",
        heading: "Ezin izan dizkizugu gastuak ordaindu",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "Ordainketa-sistemak baztertu egin du zure azken gastu-likidazioa ({{department}}), ez baitu lortu erregistratuta dugun txartelaren datuak egiaztatzea.",
          "Hilabete honetako itzulketen zikloa gaur ixten da, 17:00etan. Ordurako datuak zuzentzen ez badituzu, zenbatekoa hurrengo hilabeteko ordainketara pasatuko da.",
          "Eguneratu zure txartelaren datuak gastuen atarian. Minutu pare bat besterik ez duzu beharko, eta likidazioa automatikoki bidaliko da berriro.",
        ],
        button: "Eguneratu txartelaren datuak",
        signature: "Finantza Saila, Gastuak eta Itzulketak",
        landing: {
          title: "Eguneratu itzulketaren datuak",
          intro:
            "Idatzi gastuen itzulketa jaso nahi duzun txartela. Likidazioa automatikoki bidaliko da berriro.",
          submit: "Gorde eta bidali berriro",
        },
        cues: [
          "Mezua finantza-sailaren izenean idatzita dago, baina igorlearen helbidea ez da zure enpresaren domeinukoa.",
          "Gaiak «baztertua» eta «gaur» elkartzen ditu, kezkak eta epeak pentsatu aurretik jardunarazteko.",
          "Gastuak banku-kontuan itzultzen dira, soldatarekin batera: finantza-sail batek ez du zure txartelaren zenbakia eta segurtasun-kodea behar dirua itzultzeko.",
          "Botoiak kanpoko «gastuen atari» batera eramaten zaitu, ez intranetetik ireki ohi duzun gastuen tresnara.",
        ],
        lesson:
          "Amu honek benetako prozesu bat eta epe bat uztartzen zituen: gastu-likidazioak badira, eta inork ez du hilabete itxaron nahi bere dirua jasotzeko. 17:00etako muga hor dago galdera argi bat egin ez dezazun: zertarako behar du inork nire txartela niri ordaintzeko? Mezu batek ordainketa batek huts egin duela esaten badu, sartu zeu gastuen tresnan intranetetik, edo deitu finantza-sailera lehendik ezagutzen duzun zenbaki batera. Eta jakinarazi mezua, lankideak ere abisatuta egon daitezen.",
      },
      pl: {
        senderName: "Dział Finansowy – Rozliczenia",
        subject: "Rozliczenie wydatków ({{department}}) odrzucone – prosimy o korektę jeszcze dziś",
        heading: "Zwrot wydatków nie mógł zostać zrealizowany",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Ostatnie rozliczenie wydatków służbowych ({{department}}) zostało odrzucone przez system płatności, ponieważ nie udało się zweryfikować zapisanych danych karty.",
          "Cykl zwrotów w tym miesiącu zamyka się dziś o 17:00. Jeśli dane nie zostaną poprawione do tego czasu, kwota przejdzie na wypłatę w przyszłym miesiącu.",
          "Prosimy o aktualizację danych karty w portalu rozliczeń. Zajmie to tylko kilka minut, a rozliczenie zostanie automatycznie przesłane ponownie.",
        ],
        button: "Zaktualizuj dane karty",
        signature: "Dział Finansowy, Zespół Rozliczeń i Zwrotów",
        landing: {
          title: "Aktualizacja danych do zwrotu",
          intro:
            "Prosimy podać kartę, na którą ma zostać przelany zwrot wydatków. Rozliczenie zostanie automatycznie przesłane ponownie.",
          submit: "Zapisz i prześlij ponownie",
        },
        cues: [
          "Wiadomość podaje się za dział finansowy, ale adres nadawcy nie należy do domeny firmy.",
          "Temat łączy słowa „odrzucone” i „dziś”, aby niepokój i termin skłoniły do działania bez zastanowienia.",
          "Zwrot wydatków trafia na rachunek bankowy razem z wynagrodzeniem: żaden dział finansowy nie potrzebuje numeru karty ani kodu zabezpieczającego, żeby oddać pieniądze.",
          "Przycisk prowadzi do zewnętrznego „portalu rozliczeń”, a nie do narzędzia, które zwykle otwiera się z intranetu.",
        ],
        lesson:
          "Ta przynęta łączyła prawdziwy proces z terminem: rozliczenia wydatków naprawdę istnieją, a nikt nie chce czekać miesiąc na swoje pieniądze. Godzina 17:00 ma powstrzymać przed zadaniem oczywistego pytania: po co komuś moja karta, żeby mi zapłacić? Gdy wiadomość informuje o nieudanej płatności, najlepiej samodzielnie otworzyć narzędzie do rozliczeń z intranetu albo zadzwonić do działu finansowego pod znany wcześniej numer. Warto też zgłosić wiadomość, aby ostrzec współpracowników.",
      },
      cat: {
        senderName: "Departament Financer",
        subject: "Liquidació de despeses de {{department}} rebutjada: corregeix-la avui",
        heading: "No t'hem pogut abonar les despeses",
        greeting: "Hola, {{firstName}}:",
        body: [
          "El sistema de pagaments ha rebutjat la teva darrera liquidació de despeses de {{department}} perquè no ha pogut verificar les dades de la targeta que tenim registrades.",
          "El cicle de reemborsaments d'aquest mes es tanca avui a les 17.00. Si no corregeixes les dades abans, l'import passarà al pagament del mes que ve.",
          "Actualitza les dades de la targeta al portal de despeses. Només et caldran un parell de minuts i la liquidació es tornarà a enviar automàticament.",
        ],
        button: "Actualitza les dades de la targeta",
        signature: "Departament Financer, Despeses i Reemborsaments",
        landing: {
          title: "Actualitza les dades de reemborsament",
          intro:
            "Introdueix la targeta en què vols rebre el reemborsament de les despeses. La liquidació es tornarà a enviar automàticament.",
          submit: "Desa i torna a enviar",
        },
        cues: [
          "El missatge parla en nom del departament financer, però l'adreça del remitent no és del domini de la teva empresa.",
          "L'assumpte ajunta «rebutjada» i «avui» perquè la preocupació i el termini et facin actuar abans de pensar.",
          "Les despeses es reemborsen al compte bancari amb la nòmina: cap departament financer no necessita el número i el codi de seguretat de la teva targeta per pagar-te.",
          "El botó porta a un «portal de despeses» extern, no a l'eina de despeses que acostumes a obrir des de la intranet.",
        ],
        lesson:
          "Aquest esquer combinava un procés real amb un termini: les liquidacions de despeses existeixen i ningú no vol esperar un mes a cobrar. El límit de les 17.00 hi és perquè no et facis la pregunta òbvia: per què necessitaria ningú la meva targeta si el que vol és pagar-me? Quan un missatge digui que un pagament ha fallat, entra pel teu compte a l'eina de despeses des de la intranet o truca al departament financer a un número que ja coneguis. I notifica el missatge perquè els companys estiguin avisats.",
      },
      "pt-pt": {
        senderName: "Direção Financeira - Despesas",
        subject: "Reembolso de despesas de {{department}} recusado: corrija hoje os seus dados",
        heading: "Não foi possível pagar o seu reembolso",
        greeting: "Olá, {{firstName}},",
        body: [
          "O sistema de pagamentos recusou o seu último pedido de reembolso de despesas de {{department}}, porque não foi possível validar os dados do cartão que temos registados.",
          "O ciclo de reembolsos deste mês fecha hoje às 17h00. Se os dados não forem corrigidos até lá, o montante passa para o pagamento do próximo mês.",
          "Atualize os dados do seu cartão no portal de despesas. Demora apenas dois minutos e o pedido é reenviado automaticamente.",
        ],
        button: "Atualizar dados do cartão",
        signature: "Direção Financeira, Despesas e Reembolsos",
        landing: {
          title: "Atualize os seus dados de reembolso",
          intro:
            "Indique o cartão em que pretende receber o reembolso das despesas. O pedido será reenviado automaticamente.",
          submit: "Guardar e reenviar",
        },
        cues: [
          "A mensagem fala em nome da Direção Financeira, mas o endereço do remetente não pertence ao domínio da sua empresa.",
          "O assunto junta «recusado» e «hoje» para provocar preocupação e pressa, e levar a agir antes de pensar.",
          "As despesas são reembolsadas na sua conta bancária, com o vencimento: nenhuma direção financeira precisa do número e do código de segurança do seu cartão para lhe pagar.",
          "O botão leva a um «portal de despesas» externo, e não à ferramenta de despesas que costuma abrir a partir da intranet.",
        ],
        lesson:
          "Este isco juntava um processo real a um prazo: os reembolsos de despesas existem e ninguém quer esperar um mês pelo seu dinheiro. O limite das 17h00 está lá para que não faça a pergunta óbvia: porque precisaria alguém do meu cartão para me pagar? Quando uma mensagem disser que um pagamento falhou, abra por si a ferramenta de despesas a partir da intranet ou ligue para a Direção Financeira através de um número que já conheça. E comunique a mensagem, para que os colegas fiquem avisados.",
      },
    },
  },
  {
    id: 29,
    category: "parcel",
    level: 3,
    lever: "authority",
    landing: "personalData",
    senderLocal: "customs-clearance",
    brandColour: "#7a4b12",
    cues: ["sender", "body", "link", "signature"],
    texts: {
      "es-es": {
        senderName: "Servicio de Despacho Aduanero",
        subject: "Declaración aduanera pendiente: envío para {{company}}",
        heading: "Envío retenido en aduana",
        greeting: "Estimado/a {{firstName}}:",
        body: [
          "Un envío dirigido a {{company}} se encuentra retenido en aduana a la espera del despacho de importación. Usted figura como persona de contacto en la expedición.",
          "Según la normativa de importación, el destinatario debe presentar una declaración aduanera antes de que pueda liberarse la mercancía. Sin ella, el envío permanecerá en depósito y podrá devolverse al remitente transcurridos diez días.",
          "Le rogamos que cumplimente el formulario de declaración en línea indicando la referencia CL-4471-88.",
        ],
        button: "Cumplimentar declaración",
        signature: "Servicio de Despacho Aduanero, Unidad de Declaraciones de Importación",
        landing: {
          title: "Declaración aduanera de importación",
          intro:
            "Introduzca los datos del destinatario para liberar el envío. Las declaraciones se tramitan en un día hábil.",
          submit: "Enviar declaración",
        },
        cues: [
          "El nombre «Servicio de Despacho Aduanero» suena oficial, pero la dirección no pertenece a ninguna aduana ni a ningún transportista que conozcas.",
          "Las importaciones de la empresa las gestiona Compras o Logística, no un empleado a título personal; la amenaza de devolver la mercancía está ahí para meterte prisa.",
          "El botón abre un formulario en una web no oficial que pide tu número de empleado y tu cuenta bancaria, datos que ninguna declaración aduanera necesita.",
          "La firma menciona una «unidad», pero no da ninguna persona, dirección ni teléfono que puedas comprobar.",
        ],
        lesson:
          "Este mensaje se apropiaba de la autoridad de la aduana: tono oficial, una normativa, un número de referencia y un plazo. Los organismos oficiales rara vez escriben a un empleado concreto por mercancía de la empresa, y nunca necesitan tu número de empleado ni tu cuenta bancaria. Cuando un mensaje invoque a una autoridad, no respondas a través de su enlace. Reenvíalo a Compras o a Logística, que saben qué envíos se esperan, o busca por tu cuenta al transportista o al organismo. Y notifícalo como sospechoso.",
      },
      "es-mx": {
        senderName: "Servicio de Despacho Aduanal",
        subject: "Declaración aduanal pendiente: envío para {{company}}",
        heading: "Envío retenido en la aduana",
        greeting: "Estimado(a) {{firstName}}:",
        body: [
          "Un envío dirigido a {{company}} se encuentra retenido en la aduana en espera del despacho de importación. Usted aparece como persona de contacto en el embarque.",
          "De acuerdo con la normatividad de importación, el destinatario debe completar una declaración aduanal antes de que se libere la mercancía. Sin ella, el envío permanecerá en el almacén fiscal y podrá devolverse al remitente después de diez días.",
          "Le solicitamos llenar el formulario de declaración en línea con la referencia CL-4471-88.",
        ],
        button: "Llenar declaración",
        signature: "Servicio de Despacho Aduanal, Unidad de Declaraciones de Importación",
        landing: {
          title: "Declaración aduanal de importación",
          intro:
            "Ingrese los datos del destinatario para liberar el envío. Las declaraciones se procesan en un día hábil.",
          submit: "Enviar declaración",
        },
        cues: [
          "El nombre «Servicio de Despacho Aduanal» suena oficial, pero la dirección no pertenece a ninguna aduana ni a ninguna paquetería que usted conozca.",
          "Las importaciones de la empresa las gestiona el área de Compras o de Logística, no un colaborador en lo personal; la amenaza de devolver la mercancía busca apresurar su respuesta.",
          "El botón abre un formulario en un sitio no oficial que pide su número de empleado y su cuenta bancaria, datos que ninguna declaración aduanal necesita.",
          "La firma menciona una «unidad», pero no incluye ninguna persona, dirección ni teléfono que usted pueda verificar.",
        ],
        lesson:
          "Este correo se apropió de la autoridad de la aduana: tono oficial, una normativa, un número de referencia y un plazo. Las autoridades rara vez escriben a un colaborador en particular por mercancía de la empresa, y nunca necesitan su número de empleado ni su cuenta bancaria. Cuando un mensaje invoque a una autoridad, no responda por medio de su enlace. Reenvíelo al área de Compras o de Logística, que sabe qué envíos se esperan, o busque por su cuenta a la paquetería o a la autoridad. Y repórtelo como sospechoso.",
      },
      "en-gb": {
        senderName: "Customs Clearance Services",
        subject: "Customs declaration required: shipment for {{company}}",
        heading: "Shipment held at customs",
        greeting: "Dear {{firstName}},",
        body: [
          "A shipment addressed to {{company}} is being held at customs pending import clearance. You are listed as the contact person on the consignment.",
          "Under import regulations, the recipient must complete a customs declaration before the goods can be released. Without it, the shipment will remain in bonded storage and may be returned to the sender after ten days.",
          "Please complete the declaration form online, quoting reference CL-4471-88.",
        ],
        button: "Complete the declaration",
        signature: "Customs Clearance Services, Import Declarations Unit",
        landing: {
          title: "Import customs declaration",
          intro:
            "Enter the recipient's details to release the shipment. Declarations are processed within one working day.",
          submit: "Submit declaration",
        },
        cues: [
          "The official-sounding 'Customs Clearance Services' writes from an address that belongs to no customs authority or carrier you know.",
          "Company imports are handled by purchasing or logistics, not by an individual employee; the threat of sending the goods back is there to hurry you.",
          "The button opens a form on an unofficial site that asks for your employee number and bank account, which no customs declaration needs.",
          "The signature names a 'unit' but gives no person, office address or phone number you could check.",
        ],
        lesson:
          "This message borrowed the authority of customs: an official tone, a regulation, a reference number and a deadline. Official bodies rarely write to an individual employee about company goods, and they never need your employee number or bank account. When a message invokes an authority, do not answer through its link. Forward it to your purchasing or logistics team, who know which shipments are expected, or look up the carrier or authority yourself. And report it with the report button.",
      },
      "en-us": {
        senderName: "Customs Clearance Services",
        subject: "Customs declaration required: shipment for {{company}}",
        heading: "Package held at customs",
        greeting: "Dear {{firstName}},",
        body: [
          "A shipment addressed to {{company}} is being held by customs pending import clearance. You are listed as the contact on the shipment.",
          "Under import regulations, the recipient must complete a customs declaration before the goods can be released. Without it, the shipment will stay in a bonded warehouse and may be returned to the sender after ten days.",
          "Please complete the declaration form online and reference case number CL-4471-88.",
        ],
        button: "Complete declaration",
        signature: "Customs Clearance Services, Import Declarations Division",
        landing: {
          title: "Import customs declaration",
          intro:
            "Enter the recipient's information to release the shipment. Declarations are processed within one business day.",
          submit: "Submit declaration",
        },
        cues: [
          "The official-sounding 'Customs Clearance Services' sends from an address that doesn't belong to any customs agency or carrier you know.",
          "Company imports are handled by purchasing or logistics, not by an individual employee, and the threat of returning the goods is meant to rush you.",
          "The button opens a form on an unofficial site asking for your employee ID and bank account, which no customs declaration requires.",
          "The signature names a 'division' but gives no person, office address, or phone number you could verify.",
        ],
        lesson:
          "This email borrowed the authority of customs: an official tone, a regulation, a case number, and a deadline. Government agencies rarely contact an individual employee about company goods, and they never need your employee ID or bank account. When a message invokes an authority, don't respond through its link. Forward it to your purchasing or logistics team, who know which shipments are expected, or look up the carrier or agency yourself. And report it using the report button.",
      },
      eu: {
        senderName: "Aduana Izapideen Zerbitzua",
        subject: "Aduana-aitorpena behar da: {{company}} enpresarako bidalketa",
        heading: "Bidalketa aduanan atxikita",
        greeting: "{{firstName}} agurgarria:",
        body: [
          "{{company}} enpresari zuzendutako bidalketa bat aduanan atxikita dago, inportazio-izapideen zain. Zu agertzen zara bidalketaren harremanetarako pertsona gisa.",
          "Inportazio-araudiaren arabera, hartzaileak aduana-aitorpena bete behar du salgaiak askatu aurretik. Aitorpenik gabe, bidalketa biltegian geratuko da, eta igorleari itzul dakioke hamar egun igarotakoan.",
          "Mesedez, bete aitorpen-inprimakia sarean, CL-4471-88 erreferentzia adierazita.",
        ],
        button: "Bete aitorpena",
        signature: "Aduana Izapideen Zerbitzua, Inportazio Aitorpenen Unitatea",
        landing: {
          title: "Inportazioko aduana-aitorpena",
          intro: "Bete hartzailearen datuak bidalketa askatzeko. Aitorpenak lanegun batean izapidetzen dira.",
          submit: "Bidali aitorpena",
        },
        cues: [
          "«Aduana Izapideen Zerbitzua» izenak ofiziala dirudi, baina helbidea ez da ezagutzen duzun inongo aduanarena edo garraiolarena.",
          "Enpresaren inportazioak Erosketa edo Logistika sailak kudeatzen ditu, ez langile batek bere kabuz; salgaiak itzultzeko mehatxua presa sartzeko dago.",
          "Botoiak webgune ez-ofizial bateko inprimakia irekitzen du, eta zure langile-zenbakia eta banku-kontua eskatzen ditu, aduana-aitorpen batek behar ez dituen datuak.",
          "Sinadurak «unitate» bat aipatzen du, baina ez du egiazta dezakezun pertsonarik, helbiderik edo telefonorik ematen.",
        ],
        lesson:
          "Mezu honek aduanaren agintea baliatzen zuen: tonu ofiziala, araudi bat, erreferentzia-zenbaki bat eta epe bat. Erakunde ofizialek oso gutxitan idazten diote langile jakin bati enpresaren salgaiengatik, eta ez dute inoiz zure langile-zenbakia edo banku-kontua behar. Mezu batek agintaritza bat aipatzen duenean, ez erantzun haren estekaren bidez. Birbidali Erosketa edo Logistika sailari, badakitelako zer bidalketa espero diren, edo bilatu zeuk garraiolaria edo erakundea. Eta jakinarazi mezua susmagarri gisa.",
      },
      pl: {
        senderName: "Biuro Odpraw Celnych",
        subject: "Wymagane zgłoszenie celne: przesyłka dla {{company}}",
        heading: "Przesyłka zatrzymana w urzędzie celnym",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Przesyłka zaadresowana do {{company}} została zatrzymana w urzędzie celnym do czasu odprawy importowej. W dokumentach przesyłki ten adres e-mail wskazano jako kontaktowy.",
          "Zgodnie z przepisami importowymi odbiorca musi złożyć zgłoszenie celne, zanim towar zostanie zwolniony. Bez niego przesyłka pozostanie w magazynie czasowego składowania i po dziesięciu dniach może zostać zwrócona nadawcy.",
          "Prosimy o wypełnienie formularza zgłoszenia online z podaniem numeru referencyjnego CL-4471-88.",
        ],
        button: "Wypełnij zgłoszenie",
        signature: "Biuro Odpraw Celnych, Dział Zgłoszeń Importowych",
        landing: {
          title: "Zgłoszenie celne – import",
          intro:
            "Prosimy podać dane odbiorcy, aby zwolnić przesyłkę. Zgłoszenia są rozpatrywane w ciągu jednego dnia roboczego.",
          submit: "Wyślij zgłoszenie",
        },
        cues: [
          "Oficjalnie brzmiące „Biuro Odpraw Celnych” pisze z adresu, który nie należy do żadnego znanego urzędu celnego ani przewoźnika.",
          "Importem firmowym zajmuje się dział zakupów lub logistyki, a nie pojedynczy pracownik; groźba zwrotu towaru ma wywołać pośpiech.",
          "Przycisk otwiera formularz na nieoficjalnej stronie, który wymaga numeru pracowniczego i numeru rachunku bankowego – danych niepotrzebnych w żadnym zgłoszeniu celnym.",
          "Podpis wymienia „dział”, ale nie podaje żadnej osoby, adresu biura ani numeru telefonu, które można by sprawdzić.",
        ],
        lesson:
          "Ta wiadomość wykorzystywała autorytet urzędu celnego: oficjalny ton, przepisy, numer referencyjny i termin. Urzędy rzadko piszą do pojedynczego pracownika w sprawie towarów firmy i nigdy nie potrzebują numeru pracowniczego ani numeru rachunku. Gdy wiadomość powołuje się na jakąś instytucję, nie należy odpowiadać przez zawarty w niej link. Najlepiej przekazać ją do działu zakupów lub logistyki, który wie, jakie przesyłki są oczekiwane, albo samodzielnie odszukać przewoźnika lub urząd. Na koniec trzeba ją zgłosić jako podejrzaną.",
      },
      cat: {
        senderName: "Servei de Despatx Duaner",
        subject: "Declaració duanera pendent: enviament per a {{company}}",
        heading: "Enviament retingut a la duana",
        greeting: "Benvolgut/da {{firstName}},",
        body: [
          "Un enviament adreçat a {{company}} està retingut a la duana a l'espera del despatx d'importació. Vostè hi figura com a persona de contacte.",
          "D'acord amb la normativa d'importació, el destinatari ha de presentar una declaració duanera abans que es pugui alliberar la mercaderia. Sense aquesta declaració, l'enviament romandrà en dipòsit i es podrà retornar al remitent al cap de deu dies.",
          "Li preguem que empleni el formulari de declaració en línia indicant la referència CL-4471-88.",
        ],
        button: "Emplenar la declaració",
        signature: "Servei de Despatx Duaner, Unitat de Declaracions d'Importació",
        landing: {
          title: "Declaració duanera d'importació",
          intro:
            "Introdueixi les dades del destinatari per alliberar l'enviament. Les declaracions es tramiten en un dia feiner.",
          submit: "Enviar la declaració",
        },
        cues: [
          "El nom «Servei de Despatx Duaner» sona oficial, però l'adreça no pertany a cap duana ni a cap transportista que coneguis.",
          "Les importacions de l'empresa les gestiona Compres o Logística, no un empleat a títol personal; l'amenaça de retornar la mercaderia hi és per fer-te córrer.",
          "El botó obre un formulari en un web no oficial que et demana el número d'empleat i el compte bancari, dades que cap declaració duanera no necessita.",
          "La signatura esmenta una «unitat», però no dona cap persona, adreça ni telèfon que puguis comprovar.",
        ],
        lesson:
          "Aquest missatge s'apropiava de l'autoritat de la duana: to oficial, una normativa, un número de referència i un termini. Els organismes oficials gairebé mai no escriuen a un empleat concret per mercaderia de l'empresa, i mai no necessiten el teu número d'empleat ni el teu compte bancari. Quan un missatge invoqui una autoritat, no responguis a través del seu enllaç. Reenvia'l a Compres o a Logística, que saben quins enviaments s'esperen, o busca pel teu compte el transportista o l'organisme. I notifica'l com a sospitós.",
      },
      "pt-pt": {
        senderName: "Serviço de Desalfandegamento",
        subject: "Declaração aduaneira necessária: remessa para a {{company}}",
        heading: "Remessa retida na alfândega",
        greeting: "Caro(a) {{firstName}},",
        body: [
          "Uma remessa dirigida à {{company}} encontra-se retida na alfândega, a aguardar desalfandegamento. O seu nome consta como pessoa de contacto na expedição.",
          "Nos termos da legislação de importação, o destinatário tem de preencher uma declaração aduaneira antes de a mercadoria ser libertada. Sem ela, a remessa permanece em armazém e poderá ser devolvida ao remetente ao fim de dez dias.",
          "Solicitamos que preencha o formulário de declaração online, indicando a referência CL-4471-88.",
        ],
        button: "Preencher declaração",
        signature: "Serviço de Desalfandegamento, Unidade de Declarações de Importação",
        landing: {
          title: "Declaração aduaneira de importação",
          intro:
            "Indique os dados do destinatário para libertar a remessa. As declarações são processadas num dia útil.",
          submit: "Submeter declaração",
        },
        cues: [
          "O nome «Serviço de Desalfandegamento» soa oficial, mas o endereço não pertence a nenhuma alfândega nem a nenhuma transportadora que conheça.",
          "As importações da empresa são tratadas pelas Compras ou pela Logística, não por um colaborador a título pessoal; a ameaça de devolver a mercadoria serve para criar pressa.",
          "O botão abre um formulário num site não oficial que pede o seu número de colaborador e o seu IBAN, dados de que nenhuma declaração aduaneira precisa.",
          "A assinatura menciona uma «unidade», mas não indica nenhuma pessoa, morada ou telefone que possa confirmar.",
        ],
        lesson:
          "Esta mensagem aproveitava a autoridade da alfândega: tom oficial, uma lei, um número de referência e um prazo. Os organismos oficiais raramente escrevem a um colaborador em particular sobre mercadoria da empresa, e nunca precisam do seu número de colaborador nem dos seus dados bancários. Quando uma mensagem invocar uma autoridade, não responda através da ligação que traz. Reencaminhe-a para as Compras ou para a Logística, que sabem que remessas são esperadas, ou procure por si a transportadora ou o organismo. E comunique-a como suspeita.",
      },
    },
  },
  {
    id: 30,
    category: "itAlert",
    level: 3,
    lever: "socialProof",
    landing: "signin",
    senderLocal: "it-survey",
    brandColour: "#0f6e74",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Soporte Informático",
        subject: "Encuesta de satisfacción del servicio informático de {{company}}: 3 preguntas, 2 minutos",
        heading: "¿Qué tal lo hacemos? Cuéntanoslo en tres preguntas",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Cada año preguntamos a toda la plantilla de {{company}} qué tal funciona el soporte informático. Este año la encuesta tiene solo tres preguntas y se responde en unos dos minutos.",
          "Más del 80 % de tus compañeros ya ha participado, y nos gustaría mucho conocer también tu opinión antes de que la encuesta se cierre el viernes.",
          "Inicia sesión con tu cuenta de trabajo habitual para que podamos agrupar las respuestas por departamento. Las respuestas individuales son anónimas.",
        ],
        button: "Responder la encuesta",
        signature: "Soporte Informático, {{company}}",
        landing: {
          title: "Encuesta de satisfacción del servicio informático",
          intro:
            "Inicia sesión con tu cuenta de trabajo para empezar la encuesta. Tus respuestas son anónimas.",
          submit: "Iniciar sesión y empezar",
        },
        cues: [
          "Firma como Soporte Informático, pero la dirección no es la que usa habitualmente el departamento de informática de tu empresa.",
          "El asunto le quita importancia al esfuerzo, tres preguntas y dos minutos, para que hagas clic sin pararte a pensar.",
          "«Más del 80 % de tus compañeros ya ha participado» busca que sigas al grupo; además, pedirte que inicies sesión contradice la promesa de anonimato.",
          "Una encuesta no necesita tu contraseña: el botón lleva a una página de inicio de sesión ajena a la dirección de acceso habitual de tu empresa.",
        ],
        lesson:
          "Este cebo usaba la prueba social: si la mayoría de tus compañeros ya ha hecho algo, parece seguro e incluso obligado. Pero una cifra en un correo no demuestra nada y no tienes forma de comprobarla. Lo que importa es qué te pide el mensaje: aquí, tu contraseña del trabajo para una encuesta que dice ser anónima. Abre las encuestas internas desde la intranet o desde un enlace que haya anunciado tu equipo de informática y, si dudas, llama al soporte a su número de siempre. Notifica las encuestas sospechosas.",
      },
      "es-mx": {
        senderName: "Mesa de Servicio de TI",
        subject: "Encuesta de satisfacción de TI de {{company}}: 3 preguntas, 2 minutos",
        heading: "¿Cómo lo estamos haciendo? Cuéntenos en tres preguntas",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Cada año preguntamos a todos los colaboradores de {{company}} cómo les funciona el soporte de TI. Este año la encuesta tiene solo tres preguntas y se contesta en unos dos minutos.",
          "Más del 80 % de sus compañeros ya la contestó, y nos gustaría mucho conocer también su opinión antes de que la encuesta cierre el viernes.",
          "Inicie sesión con su cuenta de trabajo habitual para que podamos agrupar las respuestas por área. Las respuestas individuales son anónimas.",
        ],
        button: "Contestar la encuesta",
        signature: "Mesa de Servicio de TI, {{company}}",
        landing: {
          title: "Encuesta de satisfacción de TI",
          intro:
            "Inicie sesión con su cuenta de trabajo para comenzar la encuesta. Sus respuestas son anónimas.",
          submit: "Iniciar sesión y comenzar",
        },
        cues: [
          "Firma como Mesa de Servicio de TI, pero la dirección no es la que normalmente usa el área de TI de su empresa.",
          "El asunto minimiza el esfuerzo, tres preguntas y dos minutos, para que usted haga clic sin detenerse a pensar.",
          "«Más del 80 % de sus compañeros ya la contestó» busca que usted siga a la mayoría; además, pedirle que inicie sesión contradice la promesa de anonimato.",
          "Una encuesta no necesita su contraseña: el botón lleva a una página de inicio de sesión fuera de la dirección de acceso habitual de su empresa.",
        ],
        lesson:
          "Este señuelo usó la prueba social: si la mayoría de sus compañeros ya hizo algo, parece seguro e incluso obligatorio. Pero una cifra en un correo no demuestra nada y usted no tiene forma de comprobarla. Lo importante es qué le pide el mensaje: en este caso, su contraseña del trabajo para una encuesta que dice ser anónima. Abra las encuestas internas desde la intranet o desde un enlace que haya anunciado su área de TI y, si tiene dudas, llame a la mesa de servicio a su número de siempre. Reporte las encuestas sospechosas.",
      },
      "en-gb": {
        senderName: "IT Service Desk",
        subject: "{{company}} IT satisfaction survey: 3 questions, 2 minutes",
        heading: "How are we doing? Tell us in three questions",
        greeting: "Hi {{firstName}},",
        body: [
          "Every year we ask everyone at {{company}} how well IT support is working for them. This year the survey has just three questions and takes about two minutes.",
          "More than 80% of your colleagues have already taken part, and we would really like to hear from you too before the survey closes on Friday.",
          "Please sign in with your usual work account so that answers can be grouped by department. Individual responses remain anonymous.",
        ],
        button: "Take the survey",
        signature: "IT Service Desk, {{company}}",
        landing: {
          title: "IT satisfaction survey",
          intro: "Sign in with your work account to start the survey. Your answers are anonymous.",
          submit: "Sign in and start",
        },
        cues: [
          "It signs off as your IT Service Desk, but the address is not the one your IT department normally writes from.",
          "The subject plays down the effort, three questions and two minutes, so that you click without stopping to think.",
          "'More than 80% of your colleagues have already taken part' is there to make you follow the crowd; and asking you to sign in contradicts the promise of anonymity.",
          "A survey does not need your password: the button leads to a sign-in page outside your company's usual sign-in address.",
        ],
        lesson:
          "This lure used social proof: if most of your colleagues have already done something, it feels safe and even expected. But a figure in an e-mail proves nothing, and you have no way of checking it. What matters is what the message asks of you: here, your work password, for a survey that claims to be anonymous. Open internal surveys from the intranet or from a link your IT team has announced, and if in doubt, ring the service desk on its usual number. Report suspicious surveys with the report button.",
      },
      "en-us": {
        senderName: "IT Service Desk",
        subject: "{{company}} IT satisfaction survey: 3 questions, 2 minutes",
        heading: "How are we doing? Tell us in three questions",
        greeting: "Hi {{firstName}},",
        body: [
          "Every year we ask everyone at {{company}} how well IT support is working for them. This year's survey is just three questions and takes about two minutes.",
          "Over 80% of your coworkers have already responded, and we'd love to hear from you too before the survey closes on Friday.",
          "Please sign in with your regular work account so responses can be grouped by department. Individual answers stay anonymous.",
        ],
        button: "Take the survey",
        signature: "IT Service Desk, {{company}}",
        landing: {
          title: "IT satisfaction survey",
          intro: "Sign in with your work account to start the survey. Your responses are anonymous.",
          submit: "Sign in and start",
        },
        cues: [
          "It's signed by your IT Service Desk, but the address isn't the one your IT department usually sends from.",
          "The subject downplays the effort, three questions and two minutes, so you'll click without stopping to think.",
          "'Over 80% of your coworkers have already responded' is meant to make you follow the crowd, and asking you to sign in contradicts the promise of anonymity.",
          "A survey doesn't need your password: the button leads to a sign-in page outside your company's usual sign-in address.",
        ],
        lesson:
          "This lure relied on social proof: if most of your coworkers have already done something, it feels safe and even expected. But a number in an email proves nothing, and you have no way to check it. What matters is what the email asks of you: here, your work password, for a survey that claims to be anonymous. Open internal surveys from the intranet or from a link your IT team has announced, and if you're unsure, call the service desk at its usual number. Report suspicious surveys using the report button.",
      },
      eu: {
        senderName: "Informatikako Laguntza Zerbitzua",
        subject: "{{company}}: informatika-zerbitzuari buruzko gogobetetze-inkesta, 3 galdera, 2 minutu",
        heading: "Zure iritzia nahi dugu: hiru galdera besterik ez",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "Urtero galdetzen diegu {{company}} enpresako langile guztiei nola dabilen informatika-laguntza. Aurten inkestak hiru galdera besterik ez ditu, eta bi bat minutu behar dira erantzuteko.",
          "Zure lankideen % 80 baino gehiagok erantzun du dagoeneko, eta zure iritzia ere jaso nahiko genuke inkesta ostiralean itxi aurretik.",
          "Hasi saioa zure ohiko laneko kontuarekin, erantzunak sailka multzokatu ahal izateko. Banakako erantzunak anonimoak dira.",
        ],
        button: "Erantzun inkestari",
        signature: "Informatikako Laguntza Zerbitzua, {{company}}",
        landing: {
          title: "Informatika-zerbitzuaren gogobetetze-inkesta",
          intro: "Hasi saioa zure laneko kontuarekin inkesta hasteko. Zure erantzunak anonimoak dira.",
          submit: "Sartu eta hasi",
        },
        cues: [
          "Informatikako Laguntza Zerbitzuaren izenean sinatzen du, baina helbidea ez da zure enpresako informatika-sailak erabili ohi duena.",
          "Gaiak ahalegina txikiesten du, hiru galdera eta bi minutu, pentsatzeko gelditu gabe klik egin dezazun.",
          "«Zure lankideen % 80 baino gehiagok erantzun du» esaldiak jendetzari jarraitzera bultzatu nahi zaitu; gainera, saioa hasteko eskatzeak anonimotasunaren promesa ezeztatzen du.",
          "Inkesta batek ez du zure pasahitza behar: botoiak zure enpresaren ohiko saio-hasiera helbidetik kanpoko orri batera eramaten zaitu.",
        ],
        lesson:
          "Amu honek gizarte-froga erabiltzen zuen: lankide gehienek zerbait egin badute, seguru eta are derrigorrezko iruditzen zaigu. Baina mezu bateko zifra batek ez du ezer frogatzen, eta ezin duzu egiaztatu. Garrantzitsuena da mezuak zer eskatzen dizun: kasu honetan, laneko pasahitza, anonimoa omen den inkesta baterako. Ireki barne-inkestak intranetetik edo informatika-taldeak iragarritako esteka batetik, eta zalantzarik baduzu, deitu laguntza-zerbitzura ohiko zenbakira. Jakinarazi inkesta susmagarriak segurtasun-taldeari.",
      },
      pl: {
        senderName: "Service Desk IT",
        subject: "Ankieta satysfakcji IT w {{company}}: 3 pytania, 2 minuty",
        heading: "Jak nam idzie? Trzy pytania o wsparcie IT",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Co roku pytamy wszystkich pracowników {{company}}, jak oceniają wsparcie IT. W tym roku ankieta ma tylko trzy pytania i zajmuje około dwóch minut.",
          "Ponad 80% pracowników firmy już wzięło w niej udział, a przed piątkowym zamknięciem ankiety liczymy na kolejne głosy.",
          "Prosimy zalogować się zwykłym kontem służbowym, abyśmy mogli pogrupować odpowiedzi według działów. Odpowiedzi indywidualne pozostają anonimowe.",
        ],
        button: "Wypełnij ankietę",
        signature: "Service Desk IT, {{company}}",
        landing: {
          title: "Ankieta satysfakcji IT",
          intro: "Aby rozpocząć ankietę, należy zalogować się kontem służbowym. Odpowiedzi są anonimowe.",
          submit: "Zaloguj i rozpocznij",
        },
        cues: [
          "Wiadomość jest podpisana przez Service Desk IT, ale adres nadawcy nie jest tym, z którego zwykle pisze firmowy dział IT.",
          "Temat umniejsza wysiłek – trzy pytania i dwie minuty – żeby skłonić do kliknięcia bez zastanowienia.",
          "Zdanie „Ponad 80% pracowników firmy już wzięło w niej udział” ma skłonić do pójścia za tłumem, a prośba o zalogowanie przeczy obietnicy anonimowości.",
          "Ankieta nie wymaga hasła: przycisk prowadzi do strony logowania spoza zwykłego adresu logowania firmy.",
        ],
        lesson:
          "Ta przynęta wykorzystywała społeczny dowód słuszności: skoro większość współpracowników coś zrobiła, wydaje się to bezpieczne, a nawet oczekiwane. Jednak liczba w e-mailu niczego nie dowodzi i nie da się jej sprawdzić. Liczy się to, o co prosi wiadomość: tutaj o hasło służbowe, i to do ankiety rzekomo anonimowej. Ankiety wewnętrzne najlepiej otwierać z intranetu lub z linku ogłoszonego przez dział IT, a w razie wątpliwości zadzwonić do service desku pod znany numer. Podejrzane ankiety należy zgłaszać.",
      },
      cat: {
        senderName: "Suport Informàtic",
        subject: "Enquesta de satisfacció del servei informàtic de {{company}}: 3 preguntes, 2 minuts",
        heading: "Com ho estem fent? Explica'ns-ho en tres preguntes",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Cada any preguntem a tota la plantilla de {{company}} com funciona el suport informàtic. Enguany l'enquesta té només tres preguntes i es respon en uns dos minuts.",
          "Més del 80 % dels teus companys ja hi ha participat, i ens agradaria molt conèixer també la teva opinió abans que l'enquesta es tanqui divendres.",
          "Inicia la sessió amb el teu compte de feina habitual perquè puguem agrupar les respostes per departament. Les respostes individuals són anònimes.",
        ],
        button: "Respon l'enquesta",
        signature: "Suport Informàtic, {{company}}",
        landing: {
          title: "Enquesta de satisfacció del servei informàtic",
          intro:
            "Inicia la sessió amb el teu compte de feina per començar l'enquesta. Les teves respostes són anònimes.",
          submit: "Inicia la sessió i comença",
        },
        cues: [
          "Signa com a Suport Informàtic, però l'adreça no és la que fa servir habitualment el departament d'informàtica de la teva empresa.",
          "L'assumpte treu importància a l'esforç, tres preguntes i dos minuts, perquè facis clic sense aturar-te a pensar.",
          "«Més del 80 % dels teus companys ja hi ha participat» busca que segueixis el grup; a més, demanar-te que iniciïs la sessió contradiu la promesa d'anonimat.",
          "Una enquesta no necessita la teva contrasenya: el botó porta a una pàgina d'inici de sessió fora de l'adreça d'accés habitual de la teva empresa.",
        ],
        lesson:
          "Aquest esquer feia servir la prova social: si la majoria dels teus companys ja ha fet alguna cosa, sembla segur i fins i tot obligat. Però una xifra en un correu no demostra res i no tens manera de comprovar-la. El que compta és què et demana el missatge: aquí, la contrasenya de la feina per a una enquesta que diu que és anònima. Obre les enquestes internes des de la intranet o des d'un enllaç que hagi anunciat el teu equip d'informàtica i, si dubtes, truca al suport al número de sempre. Notifica les enquestes sospitoses.",
      },
      "pt-pt": {
        senderName: "Apoio Informático",
        subject: "Inquérito de satisfação à Informática da {{company}}: 3 perguntas, 2 minutos",
        heading: "Como estamos a sair-nos? Diga-nos em três perguntas",
        greeting: "Olá, {{firstName}},",
        body: [
          "Todos os anos perguntamos a todos os colaboradores da {{company}} como está a funcionar o apoio informático. Este ano, o inquérito tem apenas três perguntas e demora cerca de dois minutos.",
          "Mais de 80% dos seus colegas já responderam, e gostaríamos muito de conhecer também a sua opinião antes de o inquérito fechar, na sexta-feira.",
          "Inicie sessão com a sua conta de trabalho habitual, para podermos agrupar as respostas por departamento. As respostas individuais são anónimas.",
        ],
        button: "Responder ao inquérito",
        signature: "Apoio Informático, {{company}}",
        landing: {
          title: "Inquérito de satisfação à Informática",
          intro:
            "Inicie sessão com a sua conta de trabalho para começar o inquérito. As suas respostas são anónimas.",
          submit: "Iniciar sessão e começar",
        },
        cues: [
          "Assina como Apoio Informático, mas o endereço não é aquele de onde o departamento de informática da sua empresa costuma escrever.",
          "O assunto desvaloriza o esforço, três perguntas e dois minutos, para que clique sem parar para pensar.",
          "«Mais de 80% dos seus colegas já responderam» é uma forma de pressão para seguir a maioria; além disso, pedir-lhe que inicie sessão contradiz a promessa de anonimato.",
          "Um inquérito não precisa da sua palavra-passe: o botão leva a uma página de início de sessão fora do endereço de acesso habitual da sua empresa.",
        ],
        lesson:
          "Este isco usava a prova social: se a maioria dos colegas já fez alguma coisa, parece seguro e até obrigatório. Mas um número num e-mail não prova nada, e não tem forma de o confirmar. O que interessa é o que a mensagem lhe pede: neste caso, a palavra-passe do trabalho, para um inquérito que se diz anónimo. Abra os inquéritos internos a partir da intranet ou de uma ligação anunciada pela equipa de informática e, em caso de dúvida, ligue para o apoio informático pelo número habitual. Comunique os inquéritos suspeitos.",
      },
    },
  },
];
