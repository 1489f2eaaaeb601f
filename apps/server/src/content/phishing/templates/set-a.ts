import type { PhishingTemplateDefinition } from "../types";

export const SET_A: PhishingTemplateDefinition[] = [
  {
    id: 1,
    category: "credentials",
    level: 1,
    lever: "urgency",
    landing: "signin",
    senderLocal: "mailbox-admin",
    brandColour: "#1f4e79",
    cues: ["sender", "greeting", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Administrador de Servicios de Correo",
        subject: "AVISO: su buzón está lleno al 98 % – verifique ahora o perderá los correos entrantes",
        heading: "Límite de almacenamiento del buzón alcanzado",
        greeting: "Estimado usuario de correo:",
        body: [
          "Su buzón ha alcanzado el 98 % de su capacidad. A partir de este momento, los nuevos mensajes entrantes podrían ser rechazados y devueltos al remitente.",
          "Para seguir recibiendo correos, debe verificar su cuenta en un plazo de 24 horas. Las cuentas no verificadas serán suspendidas y todos los mensajes pendientes se eliminarán DE FORMA DEFINITIVA.",
          "Haga clic en el botón de abajo para verificar su cuenta AHORA.",
        ],
        button: "Verificar mi cuenta",
        signature: "Administrador de Servicios de Correo, Equipo de Verificación de Cuentas",
        landing: {
          title: "Verificación del buzón",
          intro:
            "Inicie sesión con su dirección de correo y su contraseña para confirmar su cuenta y recuperar todo el espacio de su buzón.",
          submit: "Verificar y continuar",
        },
        cues: [
          "El remitente se presenta como un genérico «Administrador de Servicios de Correo» que no nombra ninguna organización, y la dirección no es del dominio de tu empresa.",
          "«Estimado usuario de correo» es un saludo pensado para miles de direcciones: el equipo de informática de tu empresa sabría cómo te llamas.",
          "El mensaje amenaza con borrar tus correos en 24 horas y grita en mayúsculas. Un aviso de espacio real te pide que archives o borres mensajes antiguos, no que «verifiques» tu cuenta.",
          "El botón lleva a una página de inicio de sesión que no es la habitual de tu empresa: pasa el ratón por encima para ver la dirección real antes de hacer clic.",
        ],
        lesson:
          "Los avisos de «buzón lleno» son uno de los engaños más antiguos, porque a nadie le gusta perder correos. Las alertas de espacio auténticas las envía el propio sistema de correo de tu empresa y te piden que hagas limpieza; nunca te piden la contraseña para «verificar» nada. La próxima vez, comprueba el espacio directamente en tu aplicación de correo o consulta al servicio de informática. Si te llega un mensaje así, no hagas clic: notifícalo con el botón de notificar para que el equipo de seguridad avise al resto de la plantilla.",
      },
      "es-mx": {
        senderName: "Administrador de Servicios de Correo",
        subject:
          "AVISO: Su buzón está al 98% de su capacidad – verifique ahora o perderá sus correos entrantes",
        heading: "Su buzón alcanzó el límite de almacenamiento",
        greeting: "Estimado usuario de correo:",
        body: [
          "Su buzón alcanzó el 98% de su capacidad. A partir de este momento, los nuevos mensajes entrantes podrían ser rechazados y devueltos al remitente.",
          "Para seguir recibiendo correos, debe verificar su cuenta en un plazo máximo de 24 horas. Las cuentas no verificadas serán suspendidas y todos los mensajes pendientes se eliminarán EN FORMA DEFINITIVA.",
          "Haga clic en el botón de abajo para verificar su cuenta AHORA MISMO.",
        ],
        button: "Verificar mi cuenta",
        signature: "Administrador de Servicios de Correo, Equipo de Verificación de Cuentas",
        landing: {
          title: "Verificación de buzón",
          intro:
            "Inicie sesión con su correo electrónico y su contraseña para confirmar su cuenta y recuperar todo el espacio de su buzón.",
          submit: "Verificar y continuar",
        },
        cues: [
          "El remitente se presenta como un genérico “Administrador de Servicios de Correo” que no menciona ninguna organización, y la dirección no pertenece al dominio de su empresa.",
          "“Estimado usuario de correo” es un saludo pensado para miles de direcciones: el área de TI de su empresa sabría su nombre.",
          "El mensaje amenaza con borrar sus correos en 24 horas y usa mayúsculas para presionar. Un aviso real de espacio le pide archivar o borrar mensajes antiguos, no “verificar” su cuenta.",
          "El botón lleva a una página de inicio de sesión que no es la habitual de su empresa: pase el cursor sobre él para ver la dirección real antes de hacer clic.",
        ],
        lesson:
          "Los avisos de “buzón lleno” son uno de los engaños más viejos, porque a nadie le gusta perder correos. Las alertas de espacio auténticas las envía el propio sistema de correo de su empresa y le piden depurar sus carpetas; nunca le piden su contraseña para “verificar” nada. La próxima vez, revise el espacio directamente en su aplicación de correo o consulte al área de TI. Si le llega un mensaje así, no haga clic: repórtelo con el botón de reporte para que el equipo de seguridad alerte a los demás.",
      },
      "en-gb": {
        senderName: "Mail Services Administrator",
        subject: "WARNING: Your mailbox is 98% full – verify now or lose incoming emails",
        heading: "Mailbox storage limit reached",
        greeting: "Dear email user,",
        body: [
          "Your mailbox has reached 98% of its storage allowance. From now on, new incoming messages may be rejected and returned to the sender.",
          "To continue receiving emails, you must verify your account within 24 hours. Unverified accounts will be suspended and all pending messages PERMANENTLY deleted.",
          "Please click the button below to verify your account NOW.",
        ],
        button: "Verify my account",
        signature: "Mail Services Administrator, Account Verification Team",
        landing: {
          title: "Mailbox verification",
          intro:
            "Sign in with your email address and password to confirm your account and restore your full mailbox storage.",
          submit: "Verify and continue",
        },
        cues: [
          "The sender is a vague ‘Mail Services Administrator’ that names no organisation, and the address is not from your company's domain.",
          "‘Dear email user’ is the kind of greeting sent to thousands of addresses at once: your own IT team would know your name.",
          "The message threatens to delete your emails within 24 hours and shouts in capital letters. Genuine storage warnings ask you to archive or delete old messages, not to ‘verify’ your account.",
          "The button leads to a sign-in page that is not your company's usual one: hover over it to see the real address before you click.",
        ],
        lesson:
          "‘Mailbox full’ warnings are one of the oldest tricks in the book, because nobody wants to lose their emails. Genuine storage alerts come from your organisation's own mail system and ask you to tidy up your folders; they never ask for your password to ‘verify’ anything. Next time, check your storage yourself in your mail app or ask the IT service desk. If a message like this arrives, do not click: report it with the report button so the security team can warn your colleagues.",
      },
      "en-us": {
        senderName: "Mail Services Administrator",
        subject: "WARNING: Your mailbox is 98% full – verify now or lose incoming emails",
        heading: "Mailbox Storage Limit Reached",
        greeting: "Dear Email User,",
        body: [
          "Your mailbox has reached 98% of its storage quota. Effective immediately, new incoming messages may be rejected and bounced back to the sender.",
          "To continue receiving emails, you must verify your account within 24 hours. Unverified accounts will be suspended and all pending messages PERMANENTLY deleted.",
          "Click the button below to verify your account NOW.",
        ],
        button: "Verify My Account",
        signature: "Mail Services Administrator, Account Verification Team",
        landing: {
          title: "Mailbox Verification",
          intro:
            "Sign in with your email address and password to confirm your account and restore your full mailbox storage.",
          submit: "Verify and Continue",
        },
        cues: [
          "The sender is a vague “Mail Services Administrator” that names no organization, and the address isn't from your company's domain.",
          "“Dear Email User” is the kind of greeting that goes out to thousands of addresses at once: your own IT team would know your name.",
          "The message threatens to delete your emails within 24 hours and shouts in all caps. Real storage alerts tell you to archive or delete old messages, not to “verify” your account.",
          "The button leads to a sign-in page that isn't your company's usual one: hover over it to see the real address before you click.",
        ],
        lesson:
          "“Mailbox full” warnings are one of the oldest tricks around, because nobody wants to lose email. Real storage alerts come from your company's own mail system and ask you to clean out your folders; they never ask for your password to “verify” anything. Next time, check your storage directly in your email app or ask the IT help desk. If a message like this shows up, don't click: report it with the report button so the security team can give everyone else a heads-up.",
      },
      eu: {
        senderName: "Posta Zerbitzuen Administratzailea",
        subject:
          "ABISUA: Zure postontzia % 98 beteta dago – egiaztatu orain, edo sarrerako mezuak galduko dituzu",
        heading: "Postontziaren biltegiratze-mugara iritsi zara",
        greeting: "Posta-erabiltzaile agurgarria:",
        body: [
          "Zure postontziak bere edukieraren % 98 hartu du. Une honetatik aurrera, baliteke sarrerako mezu berriak baztertzea eta igorleari itzultzea.",
          "Mezuak jasotzen jarraitzeko, zure kontua egiaztatu behar duzu 24 orduko epean. Egiaztatu gabeko kontuak eten egingo dira, eta zain dauden mezu guztiak BETIRAKO ezabatuko dira.",
          "Egin klik beheko botoian zure kontua ORAIN egiaztatzeko.",
        ],
        button: "Egiaztatu nire kontua",
        signature: "Posta Zerbitzuen Administratzailea, Kontuak Egiaztatzeko Taldea",
        landing: {
          title: "Postontziaren egiaztapena",
          intro:
            "Hasi saioa zure helbide elektronikoarekin eta pasahitzarekin, kontua berresteko eta postontziaren leku osoa berreskuratzeko.",
          submit: "Egiaztatu eta jarraitu",
        },
        cues: [
          "Igorleak «Posta Zerbitzuen Administratzailea» izen orokorra erabiltzen du, ez du erakunderik aipatzen, eta helbidea ez da zure enpresaren domeinukoa.",
          "«Posta-erabiltzaile agurgarria» milaka helbideri batera bidaltzeko agurra da: zure enpresako informatika-taldeak badaki zein den zure izena.",
          "Mezuak mehatxu egiten du 24 ordutan zure posta ezabatuko duela, eta letra larriz oihu egiten du. Benetako leku-abisuek mezu zaharrak artxibatzeko edo ezabatzeko eskatzen dute, ez kontua «egiaztatzeko».",
          "Botoiak ez zaitu zure enpresaren ohiko saio-hasierako orrira eramaten: pasatu sagua gainetik benetako helbidea ikusteko, klik egin aurretik.",
        ],
        lesson:
          "«Postontzia beteta» dagoela dioten abisuak amarru zaharrenetakoak dira, inork ez baitu mezurik galdu nahi. Benetako leku-alertak zure enpresaren posta-sistemak berak bidaltzen ditu, eta karpetak garbitzeko eskatzen dizute; ez dizute inoiz pasahitza eskatzen ezer «egiaztatzeko». Hurrengoan, begiratu zuk zeuk posta-aplikazioan zenbat leku duzun, edo galdetu informatika-zerbitzuari. Horrelako mezu bat jasotzen baduzu, ez egin klik: eman horren berri jakinarazteko botoiaz, segurtasun-taldeak gainerako lankideak ohartaraz ditzan.",
      },
      pl: {
        senderName: "Administrator Usług Pocztowych",
        subject: "UWAGA: Skrzynka zapełniona w 98% – wymagana natychmiastowa weryfikacja konta",
        heading: "Osiągnięto limit miejsca w skrzynce",
        greeting: "Szanowny Użytkowniku Poczty,",
        body: [
          "Skrzynka pocztowa osiągnęła 98% dostępnej pojemności. Od tej chwili nowe wiadomości przychodzące mogą być odrzucane i odsyłane do nadawcy.",
          "Aby nadal otrzymywać wiadomości, należy zweryfikować konto w ciągu 24 godzin. Niezweryfikowane konta zostaną zawieszone, a wszystkie oczekujące wiadomości – TRWALE usunięte.",
          "Prosimy kliknąć poniższy przycisk i zweryfikować konto NATYCHMIAST.",
        ],
        button: "Zweryfikuj konto",
        signature: "Administrator Usług Pocztowych, Zespół Weryfikacji Kont",
        landing: {
          title: "Weryfikacja skrzynki pocztowej",
          intro:
            "Aby potwierdzić konto i przywrócić pełną pojemność skrzynki, należy zalogować się adresem e-mail i hasłem.",
          submit: "Zweryfikuj i kontynuuj",
        },
        cues: [
          "Nadawca przedstawia się ogólnikowo jako „Administrator Usług Pocztowych”, nie podaje nazwy żadnej organizacji, a adres nie pochodzi z domeny firmy.",
          "„Szanowny Użytkowniku Poczty” to zwrot rozsyłany do tysięcy adresów naraz – firmowy dział IT znałby imię adresata.",
          "Wiadomość grozi usunięciem poczty w ciągu 24 godzin i „krzyczy” wielkimi literami. Prawdziwe ostrzeżenia o braku miejsca zachęcają do archiwizacji lub usunięcia starych wiadomości, a nie do „weryfikacji” konta.",
          "Przycisk prowadzi do strony logowania innej niż firmowa. Przed kliknięciem warto najechać kursorem na link i sprawdzić prawdziwy adres.",
        ],
        lesson:
          "Ostrzeżenia o „pełnej skrzynce” to jeden z najstarszych trików, bo nikt nie chce stracić poczty. Prawdziwe powiadomienia o braku miejsca wysyła firmowy system pocztowy i dotyczą one porządkowania folderów – nigdy nie wymagają podania hasła w celu „weryfikacji”. Następnym razem warto samodzielnie sprawdzić zajętość skrzynki w programie pocztowym albo zapytać dział IT. Taką wiadomość najlepiej od razu zgłosić przyciskiem zgłaszania, bez klikania w link – dzięki temu zespół bezpieczeństwa ostrzeże pozostałych pracowników.",
      },
      cat: {
        senderName: "Administrador de Serveis de Correu",
        subject:
          "AVÍS: la seva bústia és plena al 98 % – verifiqui el compte ara o perdrà els correus entrants",
        heading: "S'ha arribat al límit d'emmagatzematge de la bústia",
        greeting: "Benvolgut usuari de correu,",
        body: [
          "La seva bústia ha arribat al 98 % de la capacitat. A partir d'ara, els missatges entrants nous es podrien rebutjar i retornar al remitent.",
          "Per continuar rebent correus, ha de verificar el seu compte en un termini de 24 hores. Els comptes no verificats se suspendran i tots els missatges pendents s'eliminaran DEFINITIVAMENT.",
          "Faci clic al botó de sota per verificar el seu compte ARA.",
        ],
        button: "Verificar el meu compte",
        signature: "Administrador de Serveis de Correu, Equip de Verificació de Comptes",
        landing: {
          title: "Verificació de la bústia",
          intro:
            "Iniciï la sessió amb la seva adreça electrònica i la seva contrasenya per confirmar el compte i recuperar tot l'espai de la bústia.",
          submit: "Verificar i continuar",
        },
        cues: [
          "El remitent es presenta com un genèric «Administrador de Serveis de Correu» que no esmenta cap organització, i l'adreça no és del domini de la teva empresa.",
          "«Benvolgut usuari de correu» és una salutació pensada per a milers d'adreces: l'equip d'informàtica de la teva empresa sabria com et dius.",
          "El missatge amenaça d'esborrar-te els correus en 24 hores i crida amb majúscules. Un avís d'espai real et demana que arxivis o esborris missatges antics, no que «verifiquis» el compte.",
          "El botó porta a una pàgina d'inici de sessió que no és l'habitual de la teva empresa: passa-hi el ratolí per sobre per veure l'adreça real abans de fer clic.",
        ],
        lesson:
          "Els avisos de «bústia plena» són un dels paranys més antics, perquè ningú no vol perdre correus. Les alertes d'espai autèntiques les envia el sistema de correu de la teva empresa i et demanen que facis neteja de carpetes; mai no et demanen la contrasenya per «verificar» res. La pròxima vegada, comprova l'espai directament a la teva aplicació de correu o pregunta al servei d'informàtica. Si t'arriba un missatge així, no hi facis clic: notifica'l amb el botó de notificació perquè l'equip de seguretat avisi la resta de companys.",
      },
      "pt-pt": {
        senderName: "Administrador dos Serviços de Correio",
        subject:
          "AVISO: a sua caixa de correio está 98% cheia – verifique já ou perderá os e-mails recebidos",
        heading: "Limite de armazenamento da caixa de correio atingido",
        greeting: "Caro utilizador de e-mail,",
        body: [
          "A sua caixa de correio atingiu 98% da capacidade. A partir deste momento, as novas mensagens recebidas poderão ser rejeitadas e devolvidas ao remetente.",
          "Para continuar a receber e-mails, tem de verificar a sua conta no prazo de 24 horas. As contas não verificadas serão suspensas e todas as mensagens pendentes eliminadas DEFINITIVAMENTE.",
          "Clique no botão abaixo para verificar a sua conta JÁ.",
        ],
        button: "Verificar a minha conta",
        signature: "Administrador dos Serviços de Correio, Equipa de Verificação de Contas",
        landing: {
          title: "Verificação da caixa de correio",
          intro:
            "Inicie sessão com o seu endereço de e-mail e a sua palavra-passe para confirmar a conta e recuperar todo o espaço da caixa de correio.",
          submit: "Verificar e continuar",
        },
        cues: [
          "O remetente apresenta-se como um genérico «Administrador dos Serviços de Correio», que não indica nenhuma organização, e o endereço não pertence ao domínio da sua empresa.",
          "«Caro utilizador de e-mail» é uma saudação pensada para milhares de endereços: a equipa de informática da sua empresa saberia o seu nome.",
          "A mensagem ameaça apagar os seus e-mails em 24 horas e grita em maiúsculas. Um verdadeiro aviso de espaço pede-lhe que arquive ou apague mensagens antigas, não que «verifique» a conta.",
          "O botão leva a uma página de início de sessão que não é a habitual da sua empresa: passe o rato por cima para ver o endereço real antes de clicar.",
        ],
        lesson:
          "Os avisos de «caixa de correio cheia» são um dos truques mais antigos, porque ninguém quer perder e-mails. Os alertas de espaço verdadeiros são enviados pelo próprio sistema de correio da sua empresa e pedem-lhe que arrume as pastas; nunca lhe pedem a palavra-passe para «verificar» seja o que for. Da próxima vez, confirme o espaço disponível diretamente na sua aplicação de correio ou pergunte ao apoio informático. Se receber uma mensagem destas, não clique: reporte-a com o botão de reportar, para que a equipa de segurança possa alertar os colegas.",
      },
    },
  },
  {
    id: 2,
    category: "credentials",
    level: 2,
    lever: "authority",
    landing: "signin",
    senderLocal: "it-servicedesk",
    brandColour: "#2e5c8a",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Soporte Informático",
        subject: "Tu contraseña caduca hoy",
        heading: "Aviso de caducidad de contraseña",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Tu contraseña de red caduca hoy a las 23:59. A partir de ese momento no podrás acceder al correo, a las unidades compartidas ni a la intranet.",
          "Si quieres conservar tu contraseña actual, confírmala desde el botón de abajo. Solo te llevará un minuto y tu configuración no cambiará.",
          "Si ya has cambiado la contraseña esta semana, puedes ignorar este mensaje.",
        ],
        button: "Mantener mi contraseña",
        signature: "Soporte Informático – Departamento de Sistemas",
        landing: {
          title: "Gestión de contraseñas",
          intro: "Confirma tus credenciales actuales para mantener tu contraseña otros 90 días.",
          submit: "Mantener contraseña",
        },
        cues: [
          "El mensaje dice venir del departamento de informática, pero la dirección del remitente no pertenece al dominio interno de tu empresa.",
          "Un plazo que vence «hoy» busca que actúes sin pensar; los avisos reales de caducidad empiezan a llegar con varios días de antelación.",
          "Ningún departamento de informática te ofrece «mantener» la contraseña escribiéndola en un formulario: se cambia en la configuración de tu propio sistema, y el equipo de informática nunca necesita saberla.",
          "El botón abre una página externa que imita un inicio de sesión: si pasas el ratón por encima, verás una dirección que no es la de tu empresa.",
        ],
        lesson:
          "Este señuelo se aprovecha de la autoridad del departamento de informática y le añade un plazo. La oferta de «mantener tu contraseña actual» es lo que lo delata: en realidad solo te pide que la escribas en una página controlada por el atacante. Cuando recibas un aviso de caducidad, no uses su enlace: cambia la contraseña desde la configuración habitual o desde el portal de la empresa que usas siempre, o llama a soporte informático al número que ya conoces. Después, notifica el mensaje.",
      },
      "es-mx": {
        senderName: "Mesa de Ayuda de TI",
        subject: "Su contraseña vence hoy",
        heading: "Aviso de vencimiento de contraseña",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Su contraseña de red vence hoy a las 23:59 h. Después de esa hora ya no podrá acceder a su correo, a las carpetas compartidas ni a la intranet.",
          "Si desea conservar su contraseña actual, confírmela con el botón de abajo. El proceso toma solo un minuto y su configuración no cambiará.",
          "Si ya cambió su contraseña esta semana, puede ignorar este mensaje.",
        ],
        button: "Conservar mi contraseña",
        signature: "Mesa de Ayuda de TI – Dirección de Tecnologías de la Información",
        landing: {
          title: "Administración de contraseñas",
          intro: "Confirme sus credenciales actuales para conservar su contraseña por otros 90 días.",
          submit: "Conservar contraseña",
        },
        cues: [
          "El mensaje dice venir del área de TI, pero la dirección del remitente no pertenece al dominio interno de su empresa.",
          "Un vencimiento “hoy” busca que actúe sin pensar; los avisos reales de vencimiento llegan con varios días de anticipación.",
          "Ninguna área de TI ofrece “conservar” su contraseña pidiéndole que la escriba: la contraseña se cambia en la configuración de su propio sistema, y TI nunca necesita conocerla.",
          "El botón abre una página externa que imita un inicio de sesión: si pasa el cursor sobre él, verá una dirección que no es la de su empresa.",
        ],
        lesson:
          "Este señuelo usa la autoridad del área de TI y le suma una fecha límite. La oferta de “conservar su contraseña actual” es lo que lo delata: en realidad solo le pide que la escriba en una página controlada por el atacante. Cuando reciba un aviso de vencimiento, no use su enlace: cambie la contraseña desde la configuración habitual o desde el portal de la empresa que usa siempre, o llame a la Mesa de Ayuda al número que ya conoce. Después, reporte el mensaje.",
      },
      "en-gb": {
        senderName: "IT Service Desk",
        subject: "Your password expires today",
        heading: "Password expiry notice",
        greeting: "Hello {{firstName}},",
        body: [
          "Your network password is due to expire today at 23:59. After that, you will no longer be able to access your email, shared drives or the intranet.",
          "If you would like to keep your current password, please confirm it using the button below. It only takes a minute and your settings will not change.",
          "If you have already changed your password this week, please disregard this message.",
        ],
        button: "Keep current password",
        signature: "IT Service Desk, Information Technology Department",
        landing: {
          title: "Password management",
          intro: "Confirm your current credentials to keep your password for a further 90 days.",
          submit: "Keep my password",
        },
        cues: [
          "The message claims to come from the IT department, but the sender's address is not on your company's internal domain.",
          "An expiry deadline of ‘today’ is designed to make you act without thinking; genuine expiry reminders start several days in advance.",
          "No IT department offers to ‘keep’ your password by having you type it into a form: passwords are changed in your system's own settings, and IT never needs to know yours.",
          "The button opens an external page dressed up as a sign-in form: hover over it and you will see an address that is not your company's.",
        ],
        lesson:
          "This lure borrows the authority of your IT department and pairs it with a deadline. The offer to ‘keep your current password’ is the giveaway: all it really does is get you to type your password into a page controlled by the attacker. When you receive an expiry notice, do not use its link: change your password through the usual settings or the company portal you normally use, or ring the IT service desk on the number you already know. Then report the message.",
      },
      "en-us": {
        senderName: "IT Help Desk",
        subject: "Your password expires today",
        heading: "Password Expiration Notice",
        greeting: "Hi {{firstName}},",
        body: [
          "Your network password is set to expire today at 11:59 PM. After that, you will no longer be able to access your email, shared drives, or the intranet.",
          "If you'd like to keep your current password, please confirm it using the button below. It only takes a minute, and none of your settings will change.",
          "If you've already changed your password this week, you can ignore this message.",
        ],
        button: "Keep Current Password",
        signature: "IT Help Desk, Information Technology Department",
        landing: {
          title: "Password Management",
          intro: "Confirm your current credentials to keep your password for another 90 days.",
          submit: "Keep My Password",
        },
        cues: [
          "The message claims to come from the IT department, but the sender's address isn't on your company's internal domain.",
          "A deadline of “today” is meant to rush you; real expiration reminders start showing up several days ahead of time.",
          "No IT department offers to “keep” your password by having you type it into a form: passwords are changed in your system's own settings, and IT never needs to know yours.",
          "The button opens an outside page made to look like a sign-in form: hover over it and you'll see an address that isn't your company's.",
        ],
        lesson:
          "This lure borrows your IT department's authority and adds a deadline. The offer to “keep your current password” gives it away: all it really does is get you to type your password into a page the attacker controls. When you get an expiration notice, don't use its link. Change your password through your usual settings or the company portal you always use, or call the IT help desk at the number you already know. Then report the message.",
      },
      eu: {
        senderName: "Informatika Zerbitzua",
        subject: "Zure pasahitza gaur iraungiko da",
        heading: "Pasahitza iraungitzeari buruzko abisua",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "Zure sareko pasahitza gaur iraungiko da, 23:59an. Ordu horretatik aurrera, ezin izango zara sartu posta elektronikora, unitate partekatuetara edo intranetera.",
          "Oraingo pasahitza mantendu nahi baduzu, berretsi beheko botoiaren bidez. Minutu bat baino ez duzu beharko, eta zure ezarpenak ez dira aldatuko.",
          "Aste honetan pasahitza aldatu baduzu jada, ez egin kasurik mezu honi.",
        ],
        button: "Mantendu oraingo pasahitza",
        signature: "Informatika Zerbitzua, Informazio Teknologien Saila",
        landing: {
          title: "Pasahitzen kudeaketa",
          intro: "Berretsi zure oraingo kredentzialak, pasahitza beste 90 egunez mantentzeko.",
          submit: "Mantendu pasahitza",
        },
        cues: [
          "Mezuak dio informatika-sailetik datorrela, baina igorlearen helbidea ez da zure enpresaren barne-domeinukoa.",
          "«Gaur» amaitzen den epe batek pentsatu gabe jokatzera bultzatu nahi zaitu; benetako iraungitze-abisuak egun batzuk lehenago iristen dira.",
          "Informatika-sail batek ere ez dizu eskaintzen pasahitza «mantentzea» inprimaki batean idatzita: pasahitza zure sistemaren ezarpenetan aldatzen da, eta informatikariek ez dute inoiz zure pasahitza jakin behar.",
          "Botoiak kanpoko orri bat irekitzen du, saio-hasiera bat imitatzen duena: sagua gainetik pasatzen baduzu, zure enpresarena ez den helbide bat ikusiko duzu.",
        ],
        lesson:
          "Amu honek informatika-sailaren autoritatea baliatzen du, eta epe bat gehitzen dio. «Oraingo pasahitza mantentzeko» eskaintza da iruzurraren seinalea: egiaz, erasotzaileak kontrolatzen duen orri batean pasahitza idaztea baino ez dizu eskatzen. Iraungitze-abisu bat jasotzen duzunean, ez erabili haren esteka: aldatu pasahitza ohiko ezarpenetatik edo beti erabiltzen duzun enpresaren ataritik, edo deitu informatika-zerbitzura lehendik ezagutzen duzun zenbakira. Ondoren, jakinarazi mezua.",
      },
      pl: {
        senderName: "Dział IT – Service Desk",
        subject: "Hasło wygasa dzisiaj",
        heading: "Powiadomienie o wygaśnięciu hasła",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Hasło do sieci firmowej wygasa dzisiaj o 23:59. Po tym czasie dostęp do poczty, dysków sieciowych i intranetu zostanie zablokowany.",
          "Aby zachować obecne hasło, wystarczy potwierdzić je za pomocą poniższego przycisku. Zajmie to tylko minutę, a ustawienia konta pozostaną bez zmian.",
          "Jeśli hasło zostało już zmienione w tym tygodniu, prosimy zignorować tę wiadomość.",
        ],
        button: "Zachowaj obecne hasło",
        signature: "Service Desk, Dział Informatyki",
        landing: {
          title: "Zarządzanie hasłami",
          intro: "Potwierdź obecne dane logowania, aby zachować hasło na kolejne 90 dni.",
          submit: "Zachowaj hasło",
        },
        cues: [
          "Wiadomość rzekomo pochodzi z działu IT, ale adres nadawcy nie należy do wewnętrznej domeny firmy.",
          "Termin „dzisiaj” ma skłonić do działania bez zastanowienia; prawdziwe przypomnienia o wygasaniu hasła przychodzą z kilkudniowym wyprzedzeniem.",
          "Żaden dział IT nie proponuje „zachowania” hasła przez wpisanie go w formularzu. Hasło zmienia się w ustawieniach systemu, a informatycy nigdy nie muszą go znać.",
          "Przycisk otwiera zewnętrzną stronę udającą ekran logowania – po najechaniu na niego kursorem widać adres, który nie należy do firmy.",
        ],
        lesson:
          "Ta przynęta wykorzystuje autorytet działu IT i dokłada do tego presję czasu. Zdradza ją propozycja „zachowania obecnego hasła”: w rzeczywistości chodzi tylko o to, by wpisać hasło na stronie kontrolowanej przez atakującego. Po otrzymaniu powiadomienia o wygasaniu hasła nie należy korzystać z zawartego w nim linku. Hasło najlepiej zmienić w zwykłych ustawieniach lub na znanym portalu firmowym albo zadzwonić do działu IT pod numer, który już się zna. Następnie trzeba zgłosić wiadomość.",
      },
      cat: {
        senderName: "Suport Informàtic",
        subject: "La teva contrasenya caduca avui",
        heading: "Avís de caducitat de la contrasenya",
        greeting: "Hola, {{firstName}},",
        body: [
          "La teva contrasenya de xarxa caduca avui a les 23.59 h. A partir d'aquell moment no podràs accedir al correu, a les unitats compartides ni a la intranet.",
          "Si vols conservar la contrasenya actual, confirma-la amb el botó de sota. Només et caldrà un minut i la teva configuració no canviarà.",
          "Si ja has canviat la contrasenya aquesta setmana, pots ignorar aquest missatge.",
        ],
        button: "Mantenir la contrasenya",
        signature: "Suport Informàtic – Departament de Sistemes",
        landing: {
          title: "Gestió de contrasenyes",
          intro: "Confirma les teves credencials actuals per mantenir la contrasenya 90 dies més.",
          submit: "Mantenir la contrasenya",
        },
        cues: [
          "El missatge diu que ve del departament d'informàtica, però l'adreça del remitent no pertany al domini intern de la teva empresa.",
          "Un termini que s'acaba «avui» busca que actuïs sense pensar; els avisos reals de caducitat arriben amb uns quants dies d'antelació.",
          "Cap departament d'informàtica no t'ofereix «mantenir» la contrasenya escrivint-la en un formulari: es canvia a la configuració del teu sistema, i els informàtics no l'han de saber mai.",
          "El botó obre una pàgina externa que imita un inici de sessió: si hi passes el ratolí per sobre, veuràs una adreça que no és la de la teva empresa.",
        ],
        lesson:
          "Aquest esquer aprofita l'autoritat del departament d'informàtica i hi afegeix un termini. L'oferta de «mantenir la contrasenya actual» és el que el delata: en realitat només et demana que l'escriguis en una pàgina controlada per l'atacant. Quan rebis un avís de caducitat, no facis servir el seu enllaç: canvia la contrasenya des de la configuració habitual o des del portal de l'empresa que fas servir sempre, o truca al suport informàtic al número que ja coneixes. Després, notifica el missatge.",
      },
      "pt-pt": {
        senderName: "Apoio Informático",
        subject: "A sua palavra-passe expira hoje",
        heading: "Aviso de expiração da palavra-passe",
        greeting: "Olá, {{firstName}},",
        body: [
          "A sua palavra-passe de rede expira hoje às 23h59. A partir dessa hora, deixará de ter acesso ao e-mail, às unidades partilhadas e à intranet.",
          "Se pretender manter a palavra-passe atual, confirme-a através do botão abaixo. Demora apenas um minuto e as suas definições não serão alteradas.",
          "Se já alterou a palavra-passe esta semana, pode ignorar esta mensagem.",
        ],
        button: "Manter a palavra-passe atual",
        signature: "Apoio Informático – Departamento de Sistemas de Informação",
        landing: {
          title: "Gestão de palavras-passe",
          intro: "Confirme as suas credenciais atuais para manter a palavra-passe por mais 90 dias.",
          submit: "Manter palavra-passe",
        },
        cues: [
          "A mensagem diz vir do departamento de informática, mas o endereço do remetente não pertence ao domínio interno da sua empresa.",
          "Um prazo que termina «hoje» pretende forçar uma decisão sem reflexão; os verdadeiros avisos de expiração chegam com vários dias de antecedência.",
          "Nenhum departamento de informática se oferece para «manter» a sua palavra-passe pedindo-lhe que a escreva num formulário: a palavra-passe altera-se nas definições do próprio sistema, e a equipa de informática nunca precisa de a conhecer.",
          "O botão abre uma página externa que imita um início de sessão: se passar o rato por cima, verá um endereço que não é o da sua empresa.",
        ],
        lesson:
          "Este isco aproveita a autoridade do departamento de informática e junta-lhe um prazo. A oferta de «manter a palavra-passe atual» é o que o denuncia: na prática, apenas lhe pede que escreva a palavra-passe numa página controlada pelo atacante. Quando receber um aviso de expiração, não utilize a ligação que o acompanha: altere a palavra-passe nas definições habituais ou no portal da empresa que usa sempre, ou ligue para o apoio informático através do número que já conhece. Depois, reporte a mensagem.",
      },
    },
  },
  {
    id: 3,
    category: "credentials",
    level: 3,
    lever: "socialProof",
    landing: "signin",
    senderLocal: "workplace.services",
    brandColour: "#0f6b5c",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Servicios Digitales",
        subject: "Calendario compartido de {{department}}: migración esta semana, acción requerida",
        heading: "Tu calendario de equipo cambia de sistema",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Como ya se anunció, esta semana el calendario compartido de {{department}} se traslada al nuevo sistema de agenda de {{company}}. Las reuniones, las reservas de salas y los eventos periódicos se migrarán automáticamente.",
          "Para conservar tus reuniones, cada miembro del equipo debe volver a autenticarse una vez con su cuenta corporativa. Ya lo han hecho 14 de tus 17 compañeros de {{department}}.",
          "Las cuentas que no se hayan confirmado antes del viernes se migrarán sin sus convocatorias actuales.",
          "Gracias por ayudarnos a que el cambio sea sencillo para todos.",
        ],
        button: "Conservar mis reuniones",
        signature: "Marta, Servicios Digitales – Equipo de migración de calendarios",
        landing: {
          title: "Migración del calendario",
          intro:
            "Inicia sesión con tu cuenta corporativa para trasladar tus reuniones y convocatorias al nuevo calendario.",
          submit: "Iniciar sesión y migrar",
        },
        cues: [
          "El nombre del remitente parece interno, pero la dirección pertenece a un dominio externo, no al de tu empresa.",
          "El asunto combina el nombre de tu departamento con «acción requerida» para parecer rutinario y urgente a la vez; que un mensaje incluya detalles certeros no lo hace auténtico.",
          "«Ya lo han hecho 14 de tus 17 compañeros» es presión social: busca que sigas al grupo en lugar de comprobar. Una migración real no necesita tu contraseña para trasladar tus reuniones.",
          "El botón lleva a una página de inicio de sesión fuera de la dirección habitual de tu empresa; pasa el ratón por encima y compárala con la que usas siempre.",
        ],
        lesson:
          "Este mensaje estaba hecho a medida: usaba el nombre de tu departamento, describía un proyecto creíble y aseguraba que casi todos tus compañeros ya habían cumplido. Es la prueba social: damos algo por seguro cuando vemos que otros ya lo han hecho. Antes de iniciar sesión porque «todos lo han hecho», pregunta a un compañero o a tu responsable por otro canal, o busca el anuncio en la intranet. Inicia sesión solo desde la dirección que usas siempre y notifica el mensaje para que el resto del equipo esté avisado.",
      },
      "es-mx": {
        senderName: "Servicios Digitales",
        subject: "Calendario compartido de {{department}}: migración esta semana, acción requerida",
        heading: "Su calendario de equipo se muda a un nuevo sistema",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Como se anunció, esta semana el calendario compartido de {{department}} se migra al nuevo sistema de agenda de {{company}}. Las reuniones, las reservaciones de salas y los eventos recurrentes se transferirán de forma automática.",
          "Para conservar sus reuniones, cada integrante del equipo debe volver a autenticarse una sola vez con su cuenta corporativa. Ya lo hicieron 14 de sus 17 compañeros de {{department}}.",
          "Las cuentas que no se confirmen antes del viernes se migrarán sin sus invitaciones actuales.",
          "Gracias por su apoyo para que el cambio sea sencillo para todos.",
        ],
        button: "Conservar mis reuniones",
        signature: "Mariana, Servicios Digitales – Equipo de migración de calendarios",
        landing: {
          title: "Migración de calendario",
          intro:
            "Inicie sesión con su cuenta corporativa para transferir sus reuniones e invitaciones al nuevo calendario.",
          submit: "Iniciar sesión y migrar",
        },
        cues: [
          "El nombre del remitente parece interno, pero la dirección pertenece a un dominio externo, no al de su empresa.",
          "El asunto combina el nombre de su área con “acción requerida” para parecer rutinario y urgente a la vez; que un mensaje incluya datos correctos de su área no lo vuelve auténtico.",
          "“Ya lo hicieron 14 de sus 17 compañeros” es presión social: busca que siga al grupo en lugar de verificar. Una migración real no necesita su contraseña para mover sus reuniones.",
          "El botón lleva a una página de inicio de sesión fuera de la dirección habitual de su empresa; pase el cursor sobre él y compárela con la que usa siempre.",
        ],
        lesson:
          "Este mensaje estaba hecho a la medida: usaba el nombre de su área, describía un proyecto creíble y aseguraba que casi todos sus compañeros ya habían cumplido. Es la prueba social: damos algo por seguro cuando vemos que otros ya lo hicieron. Antes de iniciar sesión porque “todos ya lo hicieron”, pregunte a un compañero o a su jefe por otro medio, o busque el anuncio en la intranet. Inicie sesión solo desde la dirección que usa siempre y reporte el mensaje para que el resto del equipo esté alerta.",
      },
      "en-gb": {
        senderName: "Workplace Services",
        subject: "{{department}} shared calendar: migration this week – action required",
        heading: "Your team calendar is moving",
        greeting: "Hi {{firstName}},",
        body: [
          "As announced, the {{department}} shared calendar is moving to the new {{company}} scheduling system this week. Meetings, room bookings and recurring events will be transferred automatically.",
          "To keep your meetings, each member of the team needs to re-authenticate once with their work account. So far, 14 of your 17 colleagues in {{department}} have done so.",
          "Accounts not confirmed by Friday will be migrated without their existing invitations.",
          "Thanks for your help in making the switch a smooth one.",
        ],
        button: "Keep my meetings",
        signature: "Laura, Workplace Services – Calendar migration team",
        landing: {
          title: "Calendar migration",
          intro:
            "Sign in with your work account to transfer your meetings and invitations to the new calendar.",
          submit: "Sign in and migrate",
        },
        cues: [
          "The sender name sounds internal, but the address belongs to an outside domain, not your company's.",
          "The subject pairs your department's name with ‘action required’ to look routine and urgent at once; a message that gets the details right is not genuine for that reason alone.",
          "‘14 of your 17 colleagues have done so’ is social pressure, meant to make you follow the crowd instead of checking. A real migration would not need your password to move your meetings.",
          "The button leads to a sign-in page outside your company's usual address; hover over it and compare it with the one you normally use.",
        ],
        lesson:
          "This message was tailored: it used your department's name, described a believable project and claimed that most of your colleagues had already complied. That is social proof – we assume something is safe when others appear to have done it. Before signing in because ‘everyone else has’, check with a colleague or your manager through another channel, or look for the announcement on the intranet. Only sign in through the address you normally use, and report the message so the rest of the team is warned too.",
      },
      "en-us": {
        senderName: "Workplace Services",
        subject: "{{department}} shared calendar: migration this week – action required",
        heading: "Your Team Calendar Is Moving",
        greeting: "Hi {{firstName}},",
        body: [
          "As announced, the {{department}} shared calendar is moving to the new {{company}} scheduling system this week. Meetings, room reservations, and recurring events will be transferred automatically.",
          "To keep your meetings, each team member needs to re-authenticate once with their work account. So far, 14 of your 17 coworkers in {{department}} have done so.",
          "Accounts that haven't been confirmed by Friday will be migrated without their existing invitations.",
          "Thanks for helping make the switch a smooth one.",
        ],
        button: "Keep My Meetings",
        signature: "Jenna, Workplace Services – Calendar Migration Team",
        landing: {
          title: "Calendar Migration",
          intro:
            "Sign in with your work account to transfer your meetings and invitations to the new calendar.",
          submit: "Sign In and Migrate",
        },
        cues: [
          "The sender name sounds internal, but the address belongs to an outside domain, not your company's.",
          "The subject pairs your department's name with “action required” to seem routine and urgent at the same time; getting the details right doesn't make a message legitimate.",
          "“14 of your 17 coworkers have done so” is peer pressure: it's meant to make you follow the crowd instead of checking. A real migration wouldn't need your password to move your meetings.",
          "The button leads to a sign-in page outside your company's usual address; hover over it and compare it with the one you normally use.",
        ],
        lesson:
          "This message was tailored to you: it used your department's name, described a believable project, and claimed most of your coworkers had already complied. That's social proof – we assume something is safe when we see others doing it. Before signing in just because “everyone else did,” check with a coworker or your manager through another channel, or look for the announcement on the intranet. Only sign in through the address you normally use, and report the message so the rest of your team gets a warning too.",
      },
      eu: {
        senderName: "Zerbitzu Digitalak",
        subject: "{{department}}: egutegi partekatuaren migrazioa aste honetan – zure ekintza behar da",
        heading: "Zure taldearen egutegia sistema berrira doa",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "Iragarri genuen bezala, {{department}} taldearen egutegi partekatua {{company}} enpresaren agenda-sistema berrira igaroko da aste honetan. Bilerak, gelen erreserbak eta gertaera errepikariak automatikoki eramango dira.",
          "Zure bilerak gordetzeko, taldekide bakoitzak behin berriz autentifikatu behar du bere laneko kontuarekin. Orain arte, {{department}} taldeko zure 17 lankideetatik 14k egin dute.",
          "Ostirala baino lehen berresten ez diren kontuak oraingo gonbidapenik gabe migratuko dira.",
          "Eskerrik asko aldaketa guztiontzat erraza izan dadin laguntzeagatik.",
        ],
        button: "Gorde nire bilerak",
        signature: "Miren, Zerbitzu Digitalak – Egutegien migrazio-taldea",
        landing: {
          title: "Egutegiaren migrazioa",
          intro: "Hasi saioa zure laneko kontuarekin, bilerak eta gonbidapenak egutegi berrira eramateko.",
          submit: "Hasi saioa eta migratu",
        },
        cues: [
          "Igorlearen izenak barnekoa dirudi, baina helbidea kanpoko domeinu batekoa da, ez zure enpresarena.",
          "Gaiak zure sailaren izena eta «zure ekintza behar da» uztartzen ditu, ohikoa eta premiazkoa aldi berean iruditzeko; xehetasunak asmatzeak ez du mezua benetakoa bihurtzen.",
          "«17 lankideetatik 14k egin dute» presio soziala da: taldeari jarraitzea nahi du, egiaztatu beharrean. Benetako migrazio batek ez du zure pasahitza behar bilerak eramateko.",
          "Botoiak zure enpresaren ohiko helbidetik kanpoko saio-hasierako orri batera darama; pasatu sagua gainetik eta alderatu beti erabiltzen duzun helbidearekin.",
        ],
        lesson:
          "Mezu hau neurrira egina zegoen: zure sailaren izena erabiltzen zuen, proiektu sinesgarri bat deskribatzen zuen eta zure lankide gehienek jada egin zutela zioen. Horri gizarte-froga deritzo: besteek zerbait egin dutela ikusten dugunean, segurua dela pentsatzen dugu. «Denek egin dute» pentsatuta saioa hasi aurretik, galdetu lankide bati edo zure arduradunari beste bide batetik, edo bilatu iragarpena intranetean. Hasi saioa beti erabiltzen duzun helbidetik bakarrik, eta jakinarazi mezua, taldeko gainerakoak ere ohartuta egon daitezen.",
      },
      pl: {
        senderName: "Zespół Usług Cyfrowych",
        subject: "Kalendarz zespołu {{department}}: migracja w tym tygodniu – wymagane działanie",
        heading: "Kalendarz zespołu przechodzi do nowego systemu",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Zgodnie z zapowiedzią w tym tygodniu wspólny kalendarz zespołu {{department}} zostanie przeniesiony do nowego systemu planowania w firmie {{company}}. Spotkania, rezerwacje sal i wydarzenia cykliczne zostaną przeniesione automatycznie.",
          "Aby zachować swoje spotkania, każdy członek zespołu musi jednorazowo ponownie uwierzytelnić się kontem służbowym. Zrobiło to już 14 z 17 osób z zespołu {{department}}.",
          "Konta niepotwierdzone do piątku zostaną przeniesione bez dotychczasowych zaproszeń.",
          "Dziękujemy za pomoc w sprawnym przejściu na nowy system.",
        ],
        button: "Zachowaj moje spotkania",
        signature: "Magdalena, Zespół Usług Cyfrowych – migracja kalendarzy",
        landing: {
          title: "Migracja kalendarza",
          intro: "Zaloguj się kontem służbowym, aby przenieść spotkania i zaproszenia do nowego kalendarza.",
          submit: "Zaloguj się i przenieś",
        },
        cues: [
          "Nazwa nadawcy brzmi jak wewnętrzna, ale adres należy do zewnętrznej domeny, a nie do domeny firmy.",
          "Temat łączy nazwę działu z „wymaganym działaniem”, by wyglądać jednocześnie rutynowo i pilnie. To, że wiadomość zawiera trafne szczegóły, nie oznacza, że jest prawdziwa.",
          "„Zrobiło to już 14 z 17 osób” to presja otoczenia: ma skłonić do pójścia za grupą zamiast sprawdzenia. Prawdziwa migracja nie wymaga hasła do przeniesienia spotkań.",
          "Przycisk prowadzi do strony logowania spoza zwykłego adresu firmy – warto najechać na niego kursorem i porównać adres z tym, którego używa się na co dzień.",
        ],
        lesson:
          "Ta wiadomość była szyta na miarę: zawierała nazwę działu, opisywała wiarygodny projekt i twierdziła, że większość współpracowników już wykonała polecenie. To społeczny dowód słuszności – uznajemy coś za bezpieczne, gdy widzimy, że inni już to zrobili. Zamiast logować się tylko dlatego, że „wszyscy już to zrobili”, warto zapytać współpracownika lub przełożonego innym kanałem albo poszukać ogłoszenia w intranecie. Logować się należy wyłącznie pod adresem używanym na co dzień, a wiadomość trzeba zgłosić, aby ostrzec resztę zespołu.",
      },
      cat: {
        senderName: "Serveis Digitals",
        subject: "Calendari compartit de {{department}}: migració aquesta setmana – acció requerida",
        heading: "El calendari del teu equip canvia de sistema",
        greeting: "Hola, {{firstName}},",
        body: [
          "Tal com es va anunciar, aquesta setmana el calendari compartit de {{department}} passa al nou sistema d'agenda de {{company}}. Les reunions, les reserves de sales i els esdeveniments periòdics es traspassaran automàticament.",
          "Per conservar les teves reunions, cada membre de l'equip ha de tornar a autenticar-se una vegada amb el seu compte corporatiu. Ja ho han fet 14 dels teus 17 companys de {{department}}.",
          "Els comptes que no s'hagin confirmat abans de divendres es migraran sense les convocatòries actuals.",
          "Gràcies per ajudar-nos a fer que el canvi sigui senzill per a tothom.",
        ],
        button: "Conservar les meves reunions",
        signature: "Laia, Serveis Digitals – Equip de migració de calendaris",
        landing: {
          title: "Migració del calendari",
          intro:
            "Inicia la sessió amb el teu compte corporatiu per traspassar les reunions i les convocatòries al nou calendari.",
          submit: "Iniciar la sessió i migrar",
        },
        cues: [
          "El nom del remitent sembla intern, però l'adreça pertany a un domini extern, no al de la teva empresa.",
          "L'assumpte combina el nom del teu departament amb «acció requerida» perquè sembli rutinari i urgent alhora; que un missatge inclogui detalls encertats no el fa autèntic.",
          "«Ja ho han fet 14 dels teus 17 companys» és pressió social: vol que segueixis el grup en lloc de comprovar res. Una migració real no necessita la teva contrasenya per traspassar les reunions.",
          "El botó porta a una pàgina d'inici de sessió fora de l'adreça habitual de la teva empresa; passa-hi el ratolí per sobre i compara-la amb la que fas servir sempre.",
        ],
        lesson:
          "Aquest missatge estava fet a mida: feia servir el nom del teu departament, descrivia un projecte creïble i assegurava que gairebé tots els teus companys ja ho havien fet. És la prova social: donem per bo allò que veiem que fan els altres. Abans d'iniciar la sessió perquè «tothom ho ha fet», pregunta-ho a un company o al teu responsable per un altre canal, o busca l'anunci a la intranet. Inicia la sessió només des de l'adreça que fas servir sempre i notifica el missatge perquè la resta de l'equip també n'estigui avisada.",
      },
      "pt-pt": {
        senderName: "Serviços Digitais",
        subject: "Calendário partilhado de {{department}}: migração esta semana – ação necessária",
        heading: "O calendário da sua equipa vai mudar de sistema",
        greeting: "Olá, {{firstName}},",
        body: [
          "Conforme anunciado, o calendário partilhado de {{department}} passa esta semana para o novo sistema de agenda corporativo. As reuniões, as reservas de salas e os eventos recorrentes serão transferidos automaticamente.",
          "Para manter as suas reuniões, cada elemento da equipa tem de voltar a autenticar-se uma vez com a sua conta profissional. Já o fizeram 14 dos seus 17 colegas de {{department}}.",
          "As contas que não forem confirmadas até sexta-feira serão migradas sem os convites atuais.",
          "Obrigado por ajudar a que a mudança corra bem para todos.",
        ],
        button: "Manter as minhas reuniões",
        signature: "Rita, Serviços Digitais – {{company}}",
        landing: {
          title: "Migração do calendário",
          intro:
            "Inicie sessão com a sua conta profissional para transferir as suas reuniões e convites para o novo calendário.",
          submit: "Iniciar sessão e migrar",
        },
        cues: [
          "O nome do remetente parece interno, mas o endereço pertence a um domínio externo e não ao da sua empresa.",
          "O assunto junta o nome do seu departamento a «ação necessária» para parecer rotineiro e urgente ao mesmo tempo; uma mensagem com pormenores certeiros não é, só por isso, verdadeira.",
          "«Já o fizeram 14 dos seus 17 colegas» é pressão social: pretende que siga o grupo em vez de verificar. Uma migração real não precisa da sua palavra-passe para transferir reuniões.",
          "O botão leva a uma página de início de sessão fora do endereço habitual da sua empresa; passe o rato por cima e compare o endereço com o que usa sempre.",
        ],
        lesson:
          "Esta mensagem foi feita à medida: usava o nome do seu departamento, descrevia um projeto credível e garantia que quase todos os seus colegas já tinham cumprido. É a prova social: damos algo por seguro quando vemos que os outros já o fizeram. Antes de iniciar sessão só porque «já todos o fizeram», confirme com um colega ou com a sua chefia por outro canal, ou procure o anúncio na intranet. Inicie sessão apenas a partir do endereço que usa habitualmente e reporte a mensagem, para que o resto da equipa também fique alerta.",
      },
    },
  },
  {
    id: 4,
    category: "invoice",
    level: 1,
    lever: "urgency",
    landing: "payment",
    senderLocal: "billing-notice",
    brandColour: "#8a1c1c",
    cues: ["sender", "greeting", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Servicio de Facturación",
        subject: "FACTURA VENCIDA – pague hoy para evitar un recargo del 25 %",
        heading: "Último aviso de pago",
        greeting: "Estimado cliente:",
        body: [
          "Según nuestros registros, la factura n.º FAC-88317, por importe de 319,90 €, sigue pendiente de pago. El plazo de pago ya ha vencido.",
          "Para evitar un recargo del 25 % y el traspaso de su expediente a una agencia de recobro, debe abonar el importe pendiente DE INMEDIATO con tarjeta a través del botón de pago seguro.",
          "Este es un mensaje automático. Por favor, no responda.",
        ],
        button: "Pagar ahora",
        signature: "Servicio de Facturación – Departamento de Cuentas de Clientes",
        landing: {
          title: "Pago seguro de factura",
          intro:
            "Factura FAC-88317 – importe pendiente: 319,90 €. Introduzca los datos de su tarjeta para saldar la factura y evitar el recargo.",
          submit: "Pagar 319,90 €",
        },
        cues: [
          "«Servicio de Facturación» no es el nombre de ninguna empresa con la que trabajes, y la dirección pertenece a un dominio desconocido.",
          "«Estimado cliente» demuestra que el remitente no sabe quién eres; un proveedor real se dirigiría a ti o a tu empresa por su nombre.",
          "El mensaje no menciona ningún producto, pedido ni empresa: solo un importe, un recargo inventado y una amenaza en mayúsculas. Una factura auténtica dice exactamente qué se cobra.",
          "El botón te pide pagar con tarjeta en una página externa; las facturas reales se pagan por el canal acordado, nunca desde un enlace en un recordatorio.",
        ],
        lesson:
          "Los falsos avisos de «factura vencida» juegan con el miedo a las penalizaciones: un recargo, una agencia de recobro, un plazo que acaba hoy. Pregúntate si tu empresa le debe realmente algo a ese remitente. Si no reconoces al proveedor ni la factura, no pagues ni abras el enlace. Si crees que podría ser real, busca por tu cuenta los datos de contacto del proveedor y pregunta, o consulta con el departamento financiero. No introduzcas nunca los datos de tu tarjeta en una página a la que llegas desde un correo inesperado, y notifica el mensaje.",
      },
      "es-mx": {
        senderName: "Servicio de Facturación",
        subject: "FACTURA VENCIDA – pague hoy para evitar un recargo del 25%",
        heading: "Último aviso de pago",
        greeting: "Estimado cliente:",
        body: [
          "De acuerdo con nuestros registros, la factura núm. FAC-88317 por un monto de $5,980.00 MXN sigue pendiente de pago. La fecha límite de pago ya venció.",
          "Para evitar un recargo del 25% y que su caso se turne a un despacho de cobranza, debe cubrir el saldo pendiente DE INMEDIATO con tarjeta a través del botón de pago seguro.",
          "Este es un mensaje automático. Favor de no responder.",
        ],
        button: "Pagar ahora",
        signature: "Servicio de Facturación – Departamento de Cuentas por Cobrar",
        landing: {
          title: "Pago seguro de factura",
          intro:
            "Factura FAC-88317 – saldo pendiente: $5,980.00 MXN. Ingrese los datos de su tarjeta para liquidar la factura y evitar el recargo.",
          submit: "Pagar $5,980.00 MXN",
        },
        cues: [
          "“Servicio de Facturación” no es el nombre de ninguna empresa con la que usted trabaje, y la dirección pertenece a un dominio desconocido.",
          "“Estimado cliente” demuestra que el remitente no sabe quién es usted; un proveedor real se dirigiría a usted o a su empresa por su nombre.",
          "El mensaje no menciona ningún producto, pedido ni empresa: solo un monto, un recargo inventado y una amenaza en mayúsculas. Una factura auténtica indica exactamente qué se cobra.",
          "El botón le pide pagar con tarjeta en una página externa; las facturas reales se pagan por el medio acordado, nunca desde un enlace en un recordatorio.",
        ],
        lesson:
          "Los falsos avisos de “factura vencida” juegan con el miedo a las penalizaciones: un recargo, un despacho de cobranza, un plazo que vence hoy. Pregúntese si su empresa realmente le debe algo a ese remitente. Si no reconoce al proveedor ni la factura, no pague ni abra el enlace. Si cree que podría ser real, busque por su cuenta los datos de contacto del proveedor y pregunte, o consulte con el área de finanzas. Nunca ingrese los datos de su tarjeta en una página a la que llegó desde un correo inesperado, y reporte el mensaje.",
      },
      "en-gb": {
        senderName: "Billing Service",
        subject: "OVERDUE INVOICE – pay today to avoid a 25% surcharge",
        heading: "Final payment reminder",
        greeting: "Dear customer,",
        body: [
          "Our records show that invoice no. INV-88317 for £289.50 is still unpaid. The payment deadline has now passed.",
          "To avoid a 25% surcharge and your case being passed to a debt collection agency, you must settle the outstanding amount IMMEDIATELY by card using the secure payment button.",
          "This is an automated message. Please do not reply.",
        ],
        button: "Pay now",
        signature: "Billing Service – Customer Accounts Department",
        landing: {
          title: "Secure invoice payment",
          intro:
            "Invoice INV-88317 – amount due: £289.50. Enter your card details to settle the invoice and avoid the surcharge.",
          submit: "Pay £289.50",
        },
        cues: [
          "‘Billing Service’ is not the name of any company you deal with, and the address comes from an unknown domain.",
          "‘Dear customer’ shows that the sender does not know who you are; a real supplier would address you or your company by name.",
          "The message names no product, order or company – only an amount, a made-up surcharge and a threat in capitals. Genuine invoices state exactly what they are for.",
          "The button asks you to pay by card on an external page; real invoices are paid through the agreed channel, never through a link in a reminder.",
        ],
        lesson:
          "Fake ‘overdue invoice’ emails play on the fear of penalties: a surcharge, a debt collection agency, a deadline of today. Ask yourself whether your organisation really owes this sender anything. If you do not recognise the supplier or the invoice, do not pay and do not open the link. If you think it might be genuine, look up the supplier's contact details yourself and ask, or check with your finance team. Never enter card details on a page reached from an unexpected email, and report the message.",
      },
      "en-us": {
        senderName: "Billing Service",
        subject: "OVERDUE INVOICE – pay today to avoid a 25% late fee",
        heading: "Final Payment Notice",
        greeting: "Dear Customer,",
        body: [
          "Our records show that invoice #INV-88317 for $349.90 remains unpaid. The payment due date has now passed.",
          "To avoid a 25% late fee and having your account sent to a collection agency, you must pay the outstanding balance IMMEDIATELY by card using the secure payment button.",
          "This is an automated message. Please do not reply.",
        ],
        button: "Pay Now",
        signature: "Billing Service – Customer Accounts Department",
        landing: {
          title: "Secure Invoice Payment",
          intro:
            "Invoice INV-88317 – amount due: $349.90. Enter your card information to pay the invoice and avoid the late fee.",
          submit: "Pay $349.90",
        },
        cues: [
          "“Billing Service” isn't the name of any company you do business with, and the address is from an unknown domain.",
          "“Dear Customer” shows the sender doesn't know who you are; a real vendor would address you or your company by name.",
          "The message names no product, order, or company – just an amount, a made-up late fee, and a threat in all caps. Real invoices say exactly what they're for.",
          "The button asks you to pay by card on an outside page; real invoices are paid through the agreed-upon channel, never through a link in a reminder.",
        ],
        lesson:
          "Fake “overdue invoice” emails play on the fear of penalties: a late fee, a collection agency, a deadline of today. Ask yourself whether your company actually owes this sender anything. If you don't recognize the vendor or the invoice, don't pay and don't click the link. If you think it could be real, look up the vendor's contact information yourself and ask, or check with your finance team. Never enter card details on a page you reached from an unexpected email, and report the message.",
      },
      eu: {
        senderName: "Fakturazio Zerbitzua",
        subject: "FAKTURA EPEZ KANPO – ordaindu gaur, % 25eko errekargua saihesteko",
        heading: "Azken ordainketa-abisua",
        greeting: "Bezero agurgarria:",
        body: [
          "Gure erregistroen arabera, 319,90 euroko FAK-88317 zenbakidun faktura ordaindu gabe dago oraindik. Ordaintzeko epea amaitu da.",
          "% 25eko errekargua eta zure espedientea zorrak kobratzeko agentzia bati pasatzea saihesteko, zor duzun zenbatekoa BEREHALA ordaindu behar duzu txartelaz, ordainketa seguruaren botoiaren bidez.",
          "Mezu automatikoa da hau. Mesedez, ez erantzun.",
        ],
        button: "Ordaindu orain",
        signature: "Fakturazio Zerbitzua – Bezeroen Kontuen Saila",
        landing: {
          title: "Fakturaren ordainketa segurua",
          intro:
            "FAK-88317 faktura – ordaintzeko zenbatekoa: 319,90 €. Idatzi zure txartelaren datuak, faktura kitatzeko eta errekargua saihesteko.",
          submit: "Ordaindu 319,90 €",
        },
        cues: [
          "«Fakturazio Zerbitzua» ez da zurekin lan egiten duen inongo enpresaren izena, eta helbidea domeinu ezezagun batekoa da.",
          "«Bezero agurgarria» agurrak erakusten du igorleak ez dakiela nor zaren; benetako hornitzaile batek zure izena edo zure enpresarena erabiliko luke.",
          "Mezuak ez du produkturik, eskaerarik edo enpresarik aipatzen: zenbateko bat, asmatutako errekargu bat eta letra larrizko mehatxu bat baino ez. Benetako faktura batek zehatz esaten du zer kobratzen den.",
          "Botoiak kanpoko orri batean txartelaz ordaintzeko eskatzen dizu; benetako fakturak adostutako bidetik ordaintzen dira, inoiz ez oroigarri bateko esteka batetik.",
        ],
        lesson:
          "«Epez kanpoko faktura» faltsuek zigorren beldurrarekin jokatzen dute: errekargu bat, kobratzeko agentzia bat, gaur amaitzen den epe bat. Galdetu zeure buruari ea zure enpresak benetan zerbait zor dion igorle horri. Hornitzailea edo faktura ezagutzen ez badituzu, ez ordaindu eta ez ireki esteka. Benetakoa izan daitekeela uste baduzu, bilatu zuk zeuk hornitzailearen harremanetarako datuak eta galdetu, edo jo finantza-sailera. Ez idatzi inoiz txartelaren daturik ustekabeko mezu batetik iritsitako orri batean, eta jakinarazi mezua.",
      },
      pl: {
        senderName: "Serwis Rozliczeń",
        subject: "ZALEGŁA FAKTURA – wymagana płatność dzisiaj, aby uniknąć dopłaty 25%",
        heading: "Ostateczne wezwanie do zapłaty",
        greeting: "Szanowny Kliencie,",
        body: [
          "Według naszych danych faktura nr FV/88317 na kwotę 1349,00 zł nadal pozostaje nieopłacona. Termin płatności już minął.",
          "Aby uniknąć naliczenia dopłaty w wysokości 25% i przekazania sprawy do firmy windykacyjnej, należy NATYCHMIAST uregulować zaległą kwotę kartą za pomocą przycisku bezpiecznej płatności.",
          "Wiadomość wygenerowana automatycznie. Prosimy na nią nie odpowiadać.",
        ],
        button: "Zapłać teraz",
        signature: "Serwis Rozliczeń – Dział Rozrachunków z Klientami",
        landing: {
          title: "Bezpieczna płatność za fakturę",
          intro:
            "Faktura FV/88317 – kwota do zapłaty: 1349,00 zł. Podaj dane karty, aby opłacić fakturę i uniknąć dopłaty.",
          submit: "Zapłać 1349,00 zł",
        },
        cues: [
          "„Serwis Rozliczeń” to nie nazwa żadnej firmy, z którą się współpracuje, a adres pochodzi z nieznanej domeny.",
          "Zwrot „Szanowny Kliencie” pokazuje, że nadawca nie wie, do kogo pisze – prawdziwy dostawca zwróciłby się do adresata lub firmy po nazwie.",
          "Wiadomość nie wymienia żadnego produktu, zamówienia ani firmy – jest tylko kwota, wymyślona dopłata i groźba pisana wielkimi literami. Prawdziwa faktura dokładnie określa, za co jest wystawiona.",
          "Przycisk prowadzi do płatności kartą na zewnętrznej stronie; prawdziwe faktury opłaca się uzgodnionym kanałem, nigdy przez link w przypomnieniu.",
        ],
        lesson:
          "Fałszywe „zaległe faktury” grają na strachu przed karami: dopłatą, windykacją, terminem upływającym dzisiaj. Warto zadać sobie pytanie, czy firma rzeczywiście jest coś winna temu nadawcy. Jeśli dostawca lub faktura są nieznane, nie należy płacić ani otwierać linku. Gdy wydaje się, że sprawa może być prawdziwa, trzeba samodzielnie znaleźć dane kontaktowe dostawcy i zapytać albo skonsultować się z działem finansowym. Nigdy nie podaje się danych karty na stronie otwartej z nieoczekiwanej wiadomości – a samą wiadomość należy zgłosić.",
      },
      cat: {
        senderName: "Servei de Facturació",
        subject: "FACTURA VENÇUDA – pagui avui per evitar un recàrrec del 25 %",
        heading: "Darrer avís de pagament",
        greeting: "Benvolgut client,",
        body: [
          "Segons els nostres registres, la factura núm. FRA-88317, per un import de 319,90 €, continua pendent de pagament. El termini de pagament ja ha vençut.",
          "Per evitar un recàrrec del 25 % i el traspàs del seu expedient a una agència de recobrament, ha d'abonar l'import pendent IMMEDIATAMENT amb targeta mitjançant el botó de pagament segur.",
          "Aquest és un missatge automàtic. Si us plau, no hi respongui.",
        ],
        button: "Pagar ara",
        signature: "Servei de Facturació – Departament de Comptes de Clients",
        landing: {
          title: "Pagament segur de la factura",
          intro:
            "Factura FRA-88317 – import pendent: 319,90 €. Introdueixi les dades de la seva targeta per liquidar la factura i evitar el recàrrec.",
          submit: "Pagar 319,90 €",
        },
        cues: [
          "«Servei de Facturació» no és el nom de cap empresa amb què treballis, i l'adreça és d'un domini desconegut.",
          "«Benvolgut client» demostra que el remitent no sap qui ets; un proveïdor de debò s'adreçaria a tu o a la teva empresa pel nom.",
          "El missatge no esmenta cap producte, comanda ni empresa: només un import, un recàrrec inventat i una amenaça en majúscules. Una factura autèntica diu exactament què es cobra.",
          "El botó et demana que paguis amb targeta en una pàgina externa; les factures reals es paguen pel canal acordat, mai des d'un enllaç en un recordatori.",
        ],
        lesson:
          "Els falsos avisos de «factura vençuda» juguen amb la por a les penalitzacions: un recàrrec, una agència de recobrament, un termini que s'acaba avui. Pregunta't si la teva empresa deu realment alguna cosa a aquest remitent. Si no reconeixes el proveïdor ni la factura, no paguis ni obris l'enllaç. Si creus que podria ser real, busca pel teu compte les dades de contacte del proveïdor i pregunta-ho, o consulta el departament financer. No introdueixis mai les dades de la targeta en una pàgina on has arribat des d'un correu inesperat, i notifica el missatge.",
      },
      "pt-pt": {
        senderName: "Serviço de Faturação",
        subject: "FATURA EM ATRASO – pague hoje para evitar uma sobretaxa de 25%",
        heading: "Último aviso de pagamento",
        greeting: "Caro cliente,",
        body: [
          "De acordo com os nossos registos, a fatura n.º FT-88317, no valor de 319,90 €, continua por pagar. O prazo de pagamento já terminou.",
          "Para evitar uma sobretaxa de 25% e o envio do seu processo para uma empresa de cobranças, deve pagar o valor em dívida IMEDIATAMENTE com cartão, através do botão de pagamento seguro.",
          "Esta é uma mensagem automática. Por favor, não responda.",
        ],
        button: "Pagar agora",
        signature: "Serviço de Faturação – Departamento de Contas de Clientes",
        landing: {
          title: "Pagamento seguro de fatura",
          intro:
            "Fatura FT-88317 – valor em dívida: 319,90 €. Introduza os dados do seu cartão para liquidar a fatura e evitar a sobretaxa.",
          submit: "Pagar 319,90 €",
        },
        cues: [
          "«Serviço de Faturação» não é o nome de nenhuma empresa com quem trabalhe, e o endereço pertence a um domínio desconhecido.",
          "«Caro cliente» mostra que o remetente não sabe quem é o destinatário; um fornecedor verdadeiro dirigir-se-ia a si ou à sua empresa pelo nome.",
          "A mensagem não refere nenhum produto, encomenda ou empresa: apenas um valor, uma sobretaxa inventada e uma ameaça em maiúsculas. Uma fatura verdadeira diz exatamente o que está a ser cobrado.",
          "O botão pede-lhe que pague com cartão numa página externa; as faturas reais pagam-se pelo canal acordado, nunca através de uma ligação num lembrete.",
        ],
        lesson:
          "As falsas «faturas em atraso» jogam com o medo das penalizações: uma sobretaxa, uma empresa de cobranças, um prazo que termina hoje. Pense se a sua empresa deve realmente alguma coisa a este remetente. Se não reconhecer o fornecedor nem a fatura, não pague nem abra a ligação. Se achar que pode ser verdadeira, procure os contactos do fornecedor por sua conta e pergunte, ou fale com o departamento financeiro. Nunca introduza dados do cartão numa página aberta a partir de um e-mail inesperado, e reporte a mensagem.",
      },
    },
  },
  {
    id: 5,
    category: "invoice",
    level: 2,
    lever: "authority",
    landing: "download",
    senderLocal: "accounts.receivable",
    brandColour: "#4a4e69",
    cues: ["sender", "body", "link", "signature"],
    texts: {
      "es-es": {
        senderName: "Vantora Suministros Industriales – Administración",
        subject: "Cambio de datos bancarios – factura actualizada FRA-20417",
        heading: "Comunicación de cambio de cuenta bancaria",
        greeting: "Buenos días, {{firstName}}:",
        body: [
          "Le informamos de que, debido a un cambio de entidad bancaria, a partir de este mes Vantora Suministros Industriales recibirá los pagos en una nueva cuenta.",
          "Hemos vuelto a emitir nuestra factura pendiente FRA-20417 con los nuevos datos. Le rogamos que descargue la factura actualizada y modifique nuestra ficha de proveedor antes de la próxima remesa de pagos, para que su transferencia no sea devuelta.",
          "Los pagos enviados a la cuenta anterior ya no podrán procesarse. Gracias por su colaboración; quedamos a su disposición para cualquier consulta.",
        ],
        button: "Descargar factura actualizada",
        signature: "Elena, Departamento de Cobros, Vantora Suministros Industriales",
        landing: {
          title: "Portal de documentos",
          intro:
            "Su documento FRA-20417 (nuevos datos bancarios) está listo. Descárguelo para consultar la factura y la nueva información de pago.",
          submit: "Descargar documento",
        },
        cues: [
          "El mensaje usa el nombre de un proveedor, pero llega desde una dirección que no coincide con el dominio que ese proveedor utiliza normalmente.",
          "Un cambio de datos bancarios anunciado por correo electrónico es la señal clásica del fraude de facturas. Cualquier cambio en los datos de pago debe confirmarse por teléfono con un contacto conocido antes de registrarse.",
          "La «factura actualizada» se descarga desde un sitio desconocido y no por el canal habitual del proveedor: los documentos descargados pueden contener malware.",
          "La firma no incluye ningún teléfono ni contacto directo con el que comprobar nada, y eso dificulta la verificación a propósito.",
        ],
        lesson:
          "Cambiar los datos bancarios de un proveedor es uno de los fraudes más costosos para una empresa: un solo cambio aprobado puede desviar meses de pagos a los delincuentes. El mensaje parece rutinario y se apoya en la autoridad del proveedor; a veces incluso llega desde su buzón real, hackeado. Nunca modifiques una cuenta bancaria solo porque lo pida un correo. Llama al proveedor a un teléfono que ya tengas registrado, no al del mensaje, y sigue el procedimiento de aprobación de tu empresa. No abras adjuntos que no esperabas y notifica el mensaje.",
      },
      "es-mx": {
        senderName: "Vantora Suministros Industriales – Cuentas por Cobrar",
        subject: "Cambio de datos bancarios – factura actualizada FAC-20417",
        heading: "Aviso de cambio de cuenta bancaria",
        greeting: "Buen día, {{firstName}}:",
        body: [
          "Le informamos que, debido a un cambio de banco, a partir de este mes Vantora Suministros Industriales recibirá sus pagos en una nueva cuenta.",
          "Emitimos nuevamente nuestra factura pendiente FAC-20417 con los datos actualizados. Le pedimos descargar la factura y actualizar nuestro registro de proveedor antes de la próxima corrida de pagos, para que su transferencia no sea rechazada.",
          "Los pagos enviados a la cuenta anterior ya no podrán procesarse. Agradecemos su apoyo y quedamos a sus órdenes para cualquier duda.",
        ],
        button: "Descargar factura actualizada",
        signature: "Claudia, Cuentas por Cobrar, Vantora Suministros Industriales",
        landing: {
          title: "Portal de documentos",
          intro:
            "Su documento FAC-20417 (nuevos datos bancarios) está listo. Descárguelo para consultar la factura y la nueva información de pago.",
          submit: "Descargar documento",
        },
        cues: [
          "El mensaje usa el nombre de un proveedor, pero llega desde una dirección que no coincide con el dominio que ese proveedor usa normalmente.",
          "Un cambio de datos bancarios anunciado por correo electrónico es la señal clásica del fraude con facturas. Cualquier cambio en los datos de pago debe confirmarse por teléfono con un contacto conocido antes de registrarse.",
          "La “factura actualizada” se descarga desde un sitio desconocido y no por el medio habitual del proveedor: los documentos descargados pueden contener malware.",
          "La firma no incluye teléfono ni contacto directo para verificar, y eso dificulta la comprobación a propósito.",
        ],
        lesson:
          "Cambiar los datos bancarios de un proveedor es uno de los fraudes más costosos para una empresa: un solo cambio aprobado puede desviar meses de pagos a manos de delincuentes. El mensaje parece rutinario y se apoya en la autoridad del proveedor; a veces incluso llega desde su buzón real, que fue hackeado. Nunca modifique una cuenta bancaria solo porque lo pide un correo. Llame al proveedor a un teléfono que ya tenga registrado, no al del mensaje, y siga el procedimiento de autorización de su empresa. No abra archivos adjuntos que no esperaba y reporte el mensaje.",
      },
      "en-gb": {
        senderName: "Vantora Industrial Supplies – Accounts",
        subject: "Change of bank details – updated invoice INV-20417",
        heading: "Notice of change of bank details",
        greeting: "Dear {{firstName}},",
        body: [
          "Please note that, following a change of bank, Vantora Industrial Supplies will be receiving payments into a new account from this month.",
          "We have reissued our outstanding invoice INV-20417 with the new details. Please download the updated invoice and amend our supplier record before your next payment run, so that your transfer is not returned.",
          "Payments sent to the old account can no longer be processed. Thank you for your cooperation, and please do not hesitate to contact us with any questions.",
        ],
        button: "Download updated invoice",
        signature: "Helen, Accounts Receivable, Vantora Industrial Supplies",
        landing: {
          title: "Document portal",
          intro:
            "Your document INV-20417 (updated bank details) is ready. Download it to view the invoice and the new payment information.",
          submit: "Download document",
        },
        cues: [
          "The message uses a supplier's name, but it arrives from an address that does not match the domain that supplier normally uses.",
          "A change of bank details announced by email is the classic sign of invoice fraud. Any change to payment details must be confirmed by phone with a known contact before it is recorded.",
          "The ‘updated invoice’ is a download from an unknown site rather than the supplier's usual channel: downloaded documents can contain malware.",
          "The signature gives no phone number or direct contact you could check with, which makes verification harder – on purpose.",
        ],
        lesson:
          "Changing a supplier's bank details is one of the costliest frauds a business can suffer: a single approved change can divert months of payments to criminals. The message looks routine and trades on the supplier's authority; sometimes it even comes from the supplier's real, compromised mailbox. Never update bank details on the strength of an email alone. Ring the supplier on a number you already hold on file, not one from the message, and follow your organisation's approval procedure. Do not open attachments you were not expecting, and report the message.",
      },
      "en-us": {
        senderName: "Vantora Industrial Supply – Accounts Receivable",
        subject: "Updated banking information – revised invoice INV-20417",
        heading: "Notice of Change in Banking Information",
        greeting: "Dear {{firstName}},",
        body: [
          "Please be advised that due to a change of banks, Vantora Industrial Supply will be receiving payments to a new account starting this month.",
          "We have reissued our open invoice INV-20417 with the new banking information. Please download the revised invoice and update our vendor record before your next payment cycle so your payment isn't returned.",
          "Payments sent to the old account can no longer be processed. Thank you for your cooperation, and please don't hesitate to reach out with any questions.",
        ],
        button: "Download Revised Invoice",
        signature: "Megan, Accounts Receivable, Vantora Industrial Supply",
        landing: {
          title: "Document Portal",
          intro:
            "Your document INV-20417 (updated banking information) is ready. Download it to view the invoice and the new payment details.",
          submit: "Download Document",
        },
        cues: [
          "The message uses a vendor's name, but it comes from an address that doesn't match the domain that vendor normally uses.",
          "A change in banking information announced by email is the classic sign of invoice fraud. Any change to payment details must be confirmed by phone with a known contact before it's entered.",
          "The “revised invoice” is a download from an unknown site instead of the vendor's usual channel: downloaded files can contain malware.",
          "The signature gives no phone number or direct contact to check with, which makes verification harder – on purpose.",
        ],
        lesson:
          "Changing a vendor's banking information is one of the costliest frauds a business can face: a single approved change can redirect months of payments to criminals. The message looks routine and leans on the vendor's authority; sometimes it even comes from the vendor's real, hacked mailbox. Never update bank details based on an email alone. Call the vendor at a phone number you already have on file, not one from the message, and follow your company's approval process. Don't open attachments you weren't expecting, and report the message.",
      },
      eu: {
        senderName: "Vantora Hornidura Industrialak – Kobrantzak",
        subject: "Banku-datuen aldaketa – FAK-20417 faktura eguneratua",
        heading: "Banku-kontuaren aldaketaren jakinarazpena",
        greeting: "Egun on, {{firstName}}:",
        body: [
          "Jakinarazten dizugu bankuz aldatu garela, eta, hilabete honetatik aurrera, Vantora Hornidura Industrialak kontu berri batean jasoko dituela ordainketak.",
          "Ordaintzeke dagoen gure FAK-20417 faktura berriro egin dugu, datu berriekin. Mesedez, deskargatu faktura eguneratua eta eguneratu gure hornitzaile-fitxa hurrengo ordainketa-sortaren aurretik, zure transferentzia itzul ez dadin.",
          "Aurreko kontura bidalitako ordainketak ezin izango dira izapidetu. Eskerrik asko zure laguntzagatik; edozein zalantza izanez gero, zure esku gaude.",
        ],
        button: "Deskargatu faktura eguneratua",
        signature: "Ane, Kobrantza Saila, Vantora Hornidura Industrialak",
        landing: {
          title: "Dokumentu-ataria",
          intro:
            "Zure FAK-20417 dokumentua (banku-datu berriak) prest dago. Deskargatu, faktura eta ordainketa-informazio berria ikusteko.",
          submit: "Deskargatu dokumentua",
        },
        cues: [
          "Mezuak hornitzaile baten izena erabiltzen du, baina hornitzaile horrek normalean erabiltzen duen domeinuarekin bat ez datorren helbide batetik dator.",
          "Posta elektronikoz iragarritako banku-datuen aldaketa faktura-iruzurraren seinale klasikoa da. Ordainketa-datuen edozein aldaketa telefonoz berretsi behar da kontaktu ezagun batekin, erregistratu aurretik.",
          "«Faktura eguneratua» gune ezezagun batetik deskargatzen da, ez hornitzailearen ohiko bidetik: deskargatutako dokumentuek software gaiztoa izan dezakete.",
          "Sinadurak ez du telefonorik ez zuzeneko harremanetarako daturik; horrela, nahita zailtzen da egiaztapena.",
        ],
        lesson:
          "Hornitzaile baten banku-datuak aldatzea enpresentzako iruzurrik garestienetako bat da: onartutako aldaketa bakar batek hilabeteetako ordainketak gaizkileengana desbideratu ditzake. Mezuak ohikoa dirudi eta hornitzailearen autoritatean oinarritzen da; batzuetan, hornitzailearen benetako postontzitik ere iristen da, hura erasotu ondoren. Ez aldatu inoiz banku-konturik mezu elektroniko bat oinarri hartuta soilik. Deitu hornitzaileari lehendik erregistratuta duzun telefono-zenbaki batera, ez mezukora, eta jarraitu zure enpresaren onarpen-prozedurari. Ez ireki espero ez zenituen eranskinak, eta jakinarazi mezua.",
      },
      pl: {
        senderName: "Vantora Zaopatrzenie Przemysłowe – Należności",
        subject: "Zmiana numeru rachunku bankowego – zaktualizowana faktura FV/20417",
        heading: "Zawiadomienie o zmianie rachunku bankowego",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Uprzejmie informujemy, że w związku ze zmianą banku od bieżącego miesiąca Vantora Zaopatrzenie Przemysłowe przyjmuje płatności na nowy rachunek.",
          "Wystawiliśmy ponownie nieopłaconą fakturę FV/20417 z nowymi danymi. Prosimy o pobranie zaktualizowanej faktury i zmianę danych w kartotece dostawcy przed najbliższym cyklem płatności, aby przelew nie został zwrócony.",
          "Płatności na dotychczasowy rachunek nie będą już realizowane. Dziękujemy za współpracę i pozostajemy do dyspozycji w razie pytań.",
        ],
        button: "Pobierz zaktualizowaną fakturę",
        signature: "Katarzyna, Dział Należności, Vantora Zaopatrzenie Przemysłowe",
        landing: {
          title: "Portal dokumentów",
          intro:
            "Dokument FV/20417 (nowe dane bankowe) jest gotowy. Pobierz go, aby zobaczyć fakturę i nowe informacje o płatności.",
          submit: "Pobierz dokument",
        },
        cues: [
          "Wiadomość posługuje się nazwą dostawcy, ale przychodzi z adresu, który nie pasuje do domeny zwykle używanej przez tego dostawcę.",
          "Zmiana numeru rachunku ogłoszona e-mailem to klasyczny sygnał oszustwa na fakturę. Każdą zmianę danych do płatności trzeba przed wprowadzeniem potwierdzić telefonicznie ze znaną osobą kontaktową.",
          "„Zaktualizowaną fakturę” pobiera się z nieznanej strony, a nie zwykłym kanałem dostawcy – pobrane pliki mogą zawierać złośliwe oprogramowanie.",
          "Podpis nie zawiera numeru telefonu ani bezpośredniego kontaktu, co celowo utrudnia weryfikację.",
        ],
        lesson:
          "Zmiana rachunku bankowego dostawcy to jedno z najbardziej kosztownych oszustw w firmach: jedna zatwierdzona zmiana może na wiele miesięcy przekierować płatności do przestępców. Wiadomość wygląda rutynowo i opiera się na autorytecie dostawcy; czasem przychodzi nawet z jego prawdziwej, przejętej skrzynki. Nigdy nie należy zmieniać numeru rachunku wyłącznie na podstawie e-maila. Trzeba zadzwonić do dostawcy pod numer zapisany wcześniej w dokumentacji, a nie podany w wiadomości, i postępować zgodnie z firmową procedurą zatwierdzania. Nie należy otwierać nieoczekiwanych załączników, a wiadomość warto zgłosić.",
      },
      cat: {
        senderName: "Vantora Subministraments Industrials – Administració",
        subject: "Canvi de dades bancàries – factura actualitzada FRA-20417",
        heading: "Comunicació de canvi de compte bancari",
        greeting: "Bon dia, {{firstName}},",
        body: [
          "Us informem que, a causa d'un canvi d'entitat bancària, a partir d'aquest mes Vantora Subministraments Industrials rebrà els pagaments en un compte nou.",
          "Hem tornat a emetre la nostra factura pendent FRA-20417 amb les dades noves. Us preguem que descarregueu la factura actualitzada i modifiqueu la nostra fitxa de proveïdor abans de la propera remesa de pagaments, perquè la vostra transferència no sigui retornada.",
          "Els pagaments enviats al compte anterior ja no es podran processar. Gràcies per la vostra col·laboració; quedem a la vostra disposició per a qualsevol consulta.",
        ],
        button: "Descarregar la factura actualitzada",
        signature: "Núria, Departament de Cobraments, Vantora Subministraments Industrials",
        landing: {
          title: "Portal de documents",
          intro:
            "El vostre document FRA-20417 (dades bancàries noves) ja està disponible. Descarregueu-lo per consultar la factura i la nova informació de pagament.",
          submit: "Descarregar el document",
        },
        cues: [
          "El missatge fa servir el nom d'un proveïdor, però arriba des d'una adreça que no coincideix amb el domini que aquest proveïdor fa servir normalment.",
          "Un canvi de dades bancàries anunciat per correu electrònic és el senyal clàssic del frau de factures. Qualsevol canvi de les dades de pagament s'ha de confirmar per telèfon amb un contacte conegut abans de registrar-lo.",
          "La «factura actualitzada» es descarrega d'un lloc desconegut i no pel canal habitual del proveïdor: els documents descarregats poden contenir programari maliciós.",
          "La signatura no inclou cap telèfon ni contacte directe per comprovar res, i això dificulta expressament la verificació.",
        ],
        lesson:
          "Canviar les dades bancàries d'un proveïdor és un dels fraus més cars per a una empresa: un sol canvi aprovat pot desviar mesos de pagaments cap als delinqüents. El missatge sembla rutinari i es recolza en l'autoritat del proveïdor; de vegades fins i tot arriba des de la seva bústia real, piratejada. No modifiquis mai un compte bancari només perquè ho demana un correu. Truca al proveïdor a un telèfon que ja tinguis registrat, no al del missatge, i segueix el procediment d'aprovació de la teva empresa. No obris adjunts que no esperaves i notifica el missatge.",
      },
      "pt-pt": {
        senderName: "Vantora Fornecimentos Industriais – Contas a Receber",
        subject: "Alteração de dados bancários – fatura atualizada FT-20417",
        heading: "Comunicação de alteração de conta bancária",
        greeting: "Bom dia, {{firstName}},",
        body: [
          "Informamos que, devido a uma mudança de banco, a partir deste mês a Vantora Fornecimentos Industriais passará a receber os pagamentos numa nova conta.",
          "Voltámos a emitir a nossa fatura pendente FT-20417 com os novos dados. Solicitamos que descarregue a fatura atualizada e atualize a nossa ficha de fornecedor antes do próximo lote de pagamentos, para que a sua transferência não seja devolvida.",
          "Os pagamentos enviados para a conta anterior deixarão de poder ser processados. Agradecemos a sua colaboração e ficamos ao dispor para qualquer esclarecimento.",
        ],
        button: "Descarregar fatura atualizada",
        signature: "Sofia, Contas a Receber, Vantora Fornecimentos Industriais",
        landing: {
          title: "Portal de documentos",
          intro:
            "O seu documento FT-20417 (novos dados bancários) está pronto. Descarregue-o para consultar a fatura e as novas informações de pagamento.",
          submit: "Descarregar documento",
        },
        cues: [
          "A mensagem usa o nome de um fornecedor, mas chega de um endereço que não corresponde ao domínio que esse fornecedor costuma utilizar.",
          "Uma alteração de dados bancários anunciada por e-mail é o sinal clássico da fraude de faturas. Qualquer alteração dos dados de pagamento deve ser confirmada por telefone com um contacto conhecido antes de ser registada.",
          "A «fatura atualizada» é descarregada de um site desconhecido e não pelo canal habitual do fornecedor: os ficheiros descarregados podem conter software malicioso.",
          "A assinatura não inclui telefone nem contacto direto para confirmar, o que dificulta a verificação – de propósito.",
        ],
        lesson:
          "Alterar os dados bancários de um fornecedor é uma das fraudes mais caras para uma empresa: uma única alteração aprovada pode desviar meses de pagamentos para criminosos. A mensagem parece rotineira e apoia-se na autoridade do fornecedor; por vezes chega mesmo da verdadeira caixa de correio dele, depois de comprometida. Nunca altere uma conta bancária só com base num e-mail. Ligue para o fornecedor através de um número que já tenha registado, não o da mensagem, e siga o procedimento de aprovação da sua empresa. Não abra anexos que não esperava e reporte a mensagem.",
      },
    },
  },
];
