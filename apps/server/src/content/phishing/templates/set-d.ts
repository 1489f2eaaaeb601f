import type { PhishingTemplateDefinition } from "../types";

/*
 * Set D: IT alerts and file sharing (templates 16 to 20).
 */

export const SET_D: PhishingTemplateDefinition[] = [
  {
    id: 16,
    category: "itAlert",
    level: 3,
    lever: "trust",
    landing: "signin",
    senderLocal: "account-security",
    brandColour: "#1a3d6d",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Seguridad de Cuentas",
        subject: "Hemos bloqueado un inicio de sesión inusual en tu cuenta de {{company}}: ¿has sido tú?",
        heading: "Inicio de sesión inusual bloqueado",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Hemos detectado y bloqueado un intento de acceso a tu cuenta de {{company}} desde un dispositivo y una ubicación que no reconocemos.",
          "Ubicación: Bucarest (Rumanía). Dispositivo: Windows 10, navegador Chrome. Hora: hoy, 06:42.",
          "Si has sido tú, no tienes que hacer nada. Si no reconoces esta actividad, revísala y protege tu cuenta. Por seguridad, las alertas sin revisar pueden conllevar restricciones temporales de acceso en las próximas 24 horas.",
        ],
        button: "Revisar actividad",
        signature: "Equipo de Seguridad de Cuentas, TI de {{company}}",
        landing: {
          title: "Revisa la actividad reciente",
          intro:
            "Para proteger tu cuenta, confirma tu identidad antes de ver el intento de acceso bloqueado.",
          submit: "Continuar",
        },
        cues: [
          "El mensaje firma como el departamento de TI de tu empresa, pero la dirección del remitente no pertenece al dominio de la empresa.",
          "El asunto imita las alertas auténticas («¿has sido tú?») para inquietarte y que actúes sin pensar.",
          "Los datos parecen precisos, pero el texto amenaza de pasada con restringir tu acceso si no «revisas» la alerta: así convierte un aviso inofensivo en presión.",
          "El botón lleva a una página de inicio de sesión fuera de la dirección habitual de tu empresa; una revisión legítima nunca te pide la contraseña desde un enlace de correo.",
        ],
        lesson:
          "Los avisos de inicios de sesión sospechosos son un cebo muy eficaz: se aprovechan de la confianza que tienes en tu equipo de seguridad y, a la vez, te inquietan. Cuando recibas uno, no pulses su botón. Entra directamente en la página de seguridad de tu cuenta, desde un marcador o escribiendo la dirección que conoces, y revisa allí la actividad reciente. Si sigues con dudas, llama al servicio de atención de TI a su número habitual y usa el botón de notificar para que el equipo de seguridad pueda avisar al resto de la plantilla.",
      },
      "es-mx": {
        senderName: "Seguridad de Cuentas",
        subject: "Bloqueamos un inicio de sesión inusual en su cuenta de {{company}}: ¿fue usted?",
        heading: "Inicio de sesión inusual bloqueado",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Detectamos y bloqueamos un intento de acceso a su cuenta de {{company}} desde un dispositivo y una ubicación que no reconocemos.",
          "Ubicación: Bucarest, Rumania. Dispositivo: Windows 10, navegador Chrome. Hora: hoy, 6:42 a. m.",
          "Si fue usted, no necesita hacer nada. Si no reconoce esta actividad, revísela y proteja su cuenta. Por seguridad, las alertas sin revisar pueden generar restricciones temporales de acceso en las próximas 24 horas.",
        ],
        button: "Revisar actividad",
        signature: "Equipo de Seguridad de Cuentas, TI de {{company}}",
        landing: {
          title: "Revise la actividad reciente",
          intro:
            "Para proteger su cuenta, confirme su identidad antes de ver el intento de acceso bloqueado.",
          submit: "Continuar",
        },
        cues: [
          "El mensaje firma como el área de TI de su empresa, pero la dirección del remitente no pertenece al dominio de la empresa.",
          "El asunto imita las alertas reales («¿fue usted?») para generarle preocupación y que actúe sin pensarlo.",
          "Los datos parecen precisos, pero el texto amenaza discretamente con restringir su acceso si no «revisa» la alerta, y así convierte un aviso inofensivo en presión.",
          "El botón lleva a una página de inicio de sesión fuera de la dirección habitual de su empresa; una revisión legítima nunca le pide su contraseña desde un enlace de correo.",
        ],
        lesson:
          "Los avisos de inicios de sesión sospechosos funcionan muy bien como anzuelo: aprovechan la confianza que usted tiene en su equipo de seguridad y, al mismo tiempo, le generan inquietud. Cuando reciba uno, no haga clic en su botón. Entre directamente a la página de seguridad de su cuenta, desde un marcador o escribiendo la dirección que ya conoce, y revise ahí la actividad reciente. Si aún tiene dudas, llame a la mesa de ayuda de TI a su número de siempre y use el botón de reportar para que el equipo de seguridad alerte a sus compañeros.",
      },
      "en-gb": {
        senderName: "Account Security",
        subject: "We blocked an unusual sign-in to your {{company}} account: was it you?",
        heading: "Unusual sign-in blocked",
        greeting: "Hello {{firstName}},",
        body: [
          "We detected and blocked an attempt to sign in to your {{company}} account from a device and location we have not seen before.",
          "Location: Bucharest, Romania. Device: Windows 10, Chrome browser. Time: today, 06:42.",
          "If this was you, no action is needed. If you do not recognise this activity, please review it and secure your account. For your protection, alerts that are not reviewed within 24 hours may lead to temporary access restrictions.",
        ],
        button: "Review activity",
        signature: "Account Security Team, {{company}} IT",
        landing: {
          title: "Review recent sign-in activity",
          intro:
            "To protect your account, please confirm your identity before viewing the blocked sign-in attempt.",
          submit: "Continue",
        },
        cues: [
          "The message signs off as your company's IT team, but the sender's address is not on your company's domain. Genuine security alerts come from systems you already know.",
          "The subject borrows the wording of genuine alerts (‘was it you?’) to worry you into acting before you think.",
          "The details look precise, yet the message quietly threatens to restrict your access if you do not ‘review’ it, turning a harmless notice into pressure.",
          "The button opens a sign-in page outside your company's usual login address; a genuine review never asks for your password through a link in an e-mail.",
        ],
        lesson:
          "Alerts about suspicious sign-ins are a favourite lure because they borrow the trust you place in your security team and make you anxious at the same time. If you receive one, do not use its button. Open your account's security page yourself, from a bookmark or by typing the address you know, and check recent activity there. If you are still unsure, ring the IT service desk on its usual number, and use the report button so the security team can warn your colleagues.",
      },
      "en-us": {
        senderName: "Account Security",
        subject: "We blocked an unusual sign-in to your {{company}} account. Was it you?",
        heading: "Unusual sign-in blocked",
        greeting: "Hi {{firstName}},",
        body: [
          "We detected and blocked an attempt to sign in to your {{company}} account from a device and location we haven't seen before.",
          "Location: Bucharest, Romania. Device: Windows 10, Chrome browser. Time: today, 6:42 AM.",
          "If this was you, you don't need to do anything. If you don't recognize this activity, please review it and secure your account. To protect you, alerts that aren't reviewed within 24 hours may result in temporary access restrictions.",
        ],
        button: "Review activity",
        signature: "Account Security Team, {{company}} IT",
        landing: {
          title: "Review recent sign-in activity",
          intro: "To protect your account, verify your identity before you view the blocked sign-in attempt.",
          submit: "Continue",
        },
        cues: [
          "The email is signed by your company's IT team, but the sender's address isn't on your company's domain. Real security alerts come from systems you already know.",
          "The subject copies the wording of real alerts (“Was it you?”) to make you worry and act before you think.",
          "The details look precise, but the message slips in a threat to restrict your access if you don't “review” it, which turns a harmless notice into pressure.",
          "The button opens a sign-in page that isn't your company's usual login address. A real review never asks for your password through an email link.",
        ],
        lesson:
          "Suspicious sign-in alerts make great bait: they tap into the trust you have in your security team while making you anxious at the same time. When you get one, skip the button. Go to your account's security page on your own, from a bookmark or by typing the address you know, and check your recent activity there. Still not sure? Call the IT help desk at its usual number, and use the report button so the security team can give your coworkers a heads-up.",
      },
      eu: {
        senderName: "Kontuen Segurtasuna",
        subject: "Ohiz kanpoko saio-hasiera bat blokeatu dugu zure {{company}} kontuan: zu izan zara?",
        heading: "Ohiz kanpoko saio-hasiera blokeatuta",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "Zure {{company}} kontuan sartzeko saiakera bat hauteman eta blokeatu dugu, ezagutzen ez dugun gailu eta kokapen batetik.",
          "Kokapena: Bukarest (Errumania). Gailua: Windows 10, Chrome nabigatzailea. Ordua: gaur, 06:42.",
          "Zu izan bazara, ez duzu ezer egin beharrik. Jarduera hau ezagutzen ez baduzu, berrikusi eta babestu zure kontua. Segurtasunagatik, berrikusi gabeko alertek aldi baterako sarbide-murrizketak ekar ditzakete hurrengo 24 orduetan.",
        ],
        button: "Berrikusi jarduera",
        signature: "Kontuen Segurtasun Taldea, {{company}} – Informatika Saila",
        landing: {
          title: "Berrikusi azken jarduera",
          intro: "Zure kontua babesteko, egiaztatu zure nortasuna blokeatutako saiakera ikusi aurretik.",
          submit: "Jarraitu",
        },
        cues: [
          "Mezua zure enpresako informatika sailaren izenean sinatuta dago, baina igorlearen helbidea ez da enpresaren domeinukoa.",
          "Gaiak benetako alerten estiloa imitatzen du («zu izan zara?»), kezkatu eta pentsatu gabe jardun dezazun.",
          "Datuak zehatzak dirudite, baina testuak, isil-isilik, zure sarbidea mugatzeko mehatxua egiten du alerta «berrikusten» ez baduzu; horrela, ohar kaltegabe bat presio bihurtzen du.",
          "Botoiak zure enpresaren ohiko helbidetik kanpoko saio-hasierako orri batera eramaten zaitu; benetako berrikuspen batek ez dizu inoiz pasahitza eskatuko posta bidezko esteka batetik.",
        ],
        lesson:
          "Saio-hasiera susmagarriei buruzko abisuak amu oso eraginkorrak dira: zure segurtasun-taldearengan duzun konfiantzaz baliatzen dira eta, aldi berean, urduri jartzen zaituzte. Horrelako bat jasotzen duzunean, ez sakatu haren botoia. Sartu zeuk zure kontuaren segurtasun-orrira, laster-marka batetik edo ezagutzen duzun helbidea idatzita, eta begiratu han azken jarduera. Zalantzak badituzu oraindik, deitu informatikako arreta-zerbitzura ohiko telefono-zenbakira, eta erabili jakinarazteko botoia, segurtasun-taldeak zure lankideak ohartaraz ditzan.",
      },
      pl: {
        senderName: "Bezpieczeństwo Kont",
        subject: "Zablokowano nietypowe logowanie do konta w {{company}} – prosimy o weryfikację",
        heading: "Zablokowano nietypowe logowanie",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Wykryliśmy i zablokowaliśmy próbę zalogowania się do konta w {{company}} z urządzenia i lokalizacji, których wcześniej nie odnotowaliśmy.",
          "Lokalizacja: Bukareszt, Rumunia. Urządzenie: Windows 10, przeglądarka Chrome. Godzina: dziś, 06:42.",
          "Jeśli logowanie było zamierzone, nie trzeba nic robić. Jeśli ta aktywność wygląda obco, prosimy ją sprawdzić i zabezpieczyć konto. Ze względów bezpieczeństwa niezweryfikowane alerty mogą w ciągu 24 godzin skutkować czasowym ograniczeniem dostępu.",
        ],
        button: "Sprawdź aktywność",
        signature: "Zespół Bezpieczeństwa Kont, Dział IT {{company}}",
        landing: {
          title: "Weryfikacja ostatniej aktywności",
          intro:
            "Aby chronić konto, należy potwierdzić tożsamość przed wyświetleniem zablokowanej próby logowania.",
          submit: "Dalej",
        },
        cues: [
          "Wiadomość jest podpisana przez dział IT Twojej firmy, ale adres nadawcy nie należy do domeny firmy.",
          "Temat naśladuje prawdziwe alerty bezpieczeństwa, żeby Cię zaniepokoić i skłonić do działania bez zastanowienia.",
          "Szczegóły wyglądają wiarygodnie, ale tekst mimochodem grozi ograniczeniem dostępu, jeśli nie „zweryfikujesz” alertu – tak zwykłe powiadomienie zamienia się w presję.",
          "Przycisk prowadzi do strony logowania spoza zwykłego adresu Twojej firmy; prawdziwa weryfikacja nigdy nie wymaga podania hasła po kliknięciu linku z e-maila.",
        ],
        lesson:
          "Ostrzeżenia o podejrzanym logowaniu to bardzo skuteczna przynęta: wykorzystują zaufanie do zespołu bezpieczeństwa i jednocześnie wywołują niepokój. Gdy dostaniesz taką wiadomość, nie klikaj przycisku. Wejdź samodzielnie na stronę zabezpieczeń swojego konta – z zakładki lub wpisując znany adres – i tam sprawdź ostatnią aktywność. Jeśli nadal masz wątpliwości, zadzwoń do działu wsparcia IT pod znany numer i użyj przycisku zgłaszania, aby zespół bezpieczeństwa mógł ostrzec pozostałych pracowników.",
      },
      cat: {
        senderName: "Seguretat de Comptes",
        subject: "Hem bloquejat un inici de sessió inusual al teu compte de {{company}}: has estat tu?",
        heading: "Inici de sessió inusual bloquejat",
        greeting: "Hola, {{firstName}},",
        body: [
          "Hem detectat i bloquejat un intent d'accés al teu compte de {{company}} des d'un dispositiu i una ubicació que no reconeixem.",
          "Ubicació: Bucarest (Romania). Dispositiu: Windows 10, navegador Chrome. Hora: avui, 06.42 h.",
          "Si has estat tu, no cal que facis res. Si no reconeixes aquesta activitat, revisa-la i protegeix el teu compte. Per seguretat, les alertes no revisades poden comportar restriccions temporals d'accés en les pròximes 24 hores.",
        ],
        button: "Revisa l'activitat",
        signature: "Equip de Seguretat de Comptes, Informàtica de {{company}}",
        landing: {
          title: "Revisa l'activitat recent",
          intro:
            "Per protegir el teu compte, confirma la teva identitat abans de veure l'intent d'accés bloquejat.",
          submit: "Continua",
        },
        cues: [
          "El missatge signa com el departament d'informàtica de la teva empresa, però l'adreça del remitent no és del domini de l'empresa.",
          "L'assumpte imita les alertes autèntiques («has estat tu?») per inquietar-te i fer que actuïs sense pensar.",
          "Les dades semblen precises, però el text amenaça de passada amb restringir-te l'accés si no «revises» l'alerta: així converteix un avís inofensiu en pressió.",
          "El botó porta a una pàgina d'inici de sessió fora de l'adreça habitual de la teva empresa; una revisió legítima mai no et demana la contrasenya des d'un enllaç de correu.",
        ],
        lesson:
          "Els avisos d'inicis de sessió sospitosos són un esquer molt eficaç: aprofiten la confiança que tens en el teu equip de seguretat i alhora et posen en alerta. Quan en rebis un, no premis el botó. Entra directament a la pàgina de seguretat del teu compte, des d'un marcador o escrivint l'adreça que ja coneixes, i revisa-hi l'activitat recent. Si encara dubtes, truca al servei d'atenció informàtica al número de sempre i fes servir el botó de notificar perquè l'equip de seguretat pugui avisar els companys.",
      },
      "pt-pt": {
        senderName: "Segurança de Contas",
        subject:
          "Bloqueámos um início de sessão invulgar na sua conta {{company}}. Reconhece esta atividade?",
        heading: "Início de sessão invulgar bloqueado",
        greeting: "Olá, {{firstName}},",
        body: [
          "Detetámos e bloqueámos uma tentativa de acesso à sua conta {{company}} a partir de um dispositivo e de uma localização que não reconhecemos.",
          "Localização: Bucareste, Roménia. Dispositivo: Windows 10, navegador Chrome. Hora: hoje, 06:42.",
          "Se foi uma tentativa sua, não precisa de fazer nada. Se não reconhece esta atividade, reveja-a e proteja a sua conta. Por motivos de segurança, os alertas não revistos podem originar restrições temporárias de acesso nas próximas 24 horas.",
        ],
        button: "Rever atividade",
        signature: "Equipa de Segurança de Contas, Departamento de Informática da {{company}}",
        landing: {
          title: "Reveja a atividade recente",
          intro:
            "Para proteger a sua conta, confirme a sua identidade antes de ver a tentativa de acesso bloqueada.",
          submit: "Continuar",
        },
        cues: [
          "A mensagem é assinada pela informática da sua empresa, mas o endereço do remetente não pertence ao domínio da empresa.",
          "O assunto imita os alertas verdadeiros («Reconhece esta atividade?») para causar inquietação e fazer com que aja sem pensar.",
          "Os dados parecem precisos, mas o texto ameaça, de passagem, restringir o seu acesso caso o alerta não seja «revisto», transformando um aviso inofensivo em pressão.",
          "O botão abre uma página de início de sessão fora do endereço habitual da sua empresa; uma revisão legítima nunca pede a palavra-passe através de uma ligação num e-mail.",
        ],
        lesson:
          "Os alertas de inícios de sessão suspeitos são um isco muito eficaz: aproveitam a confiança que deposita na equipa de segurança e, ao mesmo tempo, causam ansiedade. Quando receber um, não carregue no botão. Abra a página de segurança da sua conta por iniciativa própria, a partir de um marcador ou escrevendo o endereço que conhece, e consulte aí a atividade recente. Se ainda tiver dúvidas, contacte o apoio informático pelo número habitual e use o botão de reportar para que a equipa de segurança possa avisar os seus colegas.",
      },
    },
  },
  {
    id: 17,
    category: "itAlert",
    level: 2,
    lever: "curiosity",
    landing: "download",
    senderLocal: "it-servicedesk",
    brandColour: "#00607a",
    cues: ["sender", "body", "link", "signature"],
    texts: {
      "es-es": {
        senderName: "CAU - Soporte Informático",
        subject: "Actualización obligatoria disponible para tu cliente VPN",
        heading: "Actualización del cliente VPN: versión 5.4",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Ya está disponible una nueva versión del cliente VPN. Mejora la estabilidad de la conexión e incorpora una forma más rápida de volver a conectarse al cambiar de red.",
          "La versión actual dejará de tener soporte este viernes. A partir de esa fecha, el acceso remoto a la red corporativa no funcionará hasta que instales la actualización.",
          "La instalación tarda unos dos minutos y no requiere reiniciar el equipo.",
        ],
        button: "Descargar actualización",
        signature: "CAU - Soporte Informático",
        landing: {
          title: "Cliente VPN 5.4",
          intro: "Descarga el instalador y ejecútalo para seguir teniendo acceso remoto.",
          submit: "Descargar",
        },
        cues: [
          "El remitente se presenta como el soporte informático, pero el correo llega desde una dirección ajena al dominio de tu empresa.",
          "Normalmente el departamento de TI instala las actualizaciones de la VPN de forma automática o a través del portal de software corporativo; que te pidan instalar un archivo por tu cuenta, con fecha límite para perder el acceso remoto, es una señal de alarma.",
          "El botón descarga un instalador desde una web desconocida. El software solo debe obtenerse del portal oficial de tu empresa.",
          "La firma es solo «CAU - Soporte Informático», sin número de incidencia, teléfono ni nombre de ninguna persona que puedas comprobar.",
        ],
        lesson:
          "Los avisos de actualización funcionan porque mantener el software al día parece lo responsable, y la promesa de algo nuevo y más rápido despierta la curiosidad. Pero instalar un programa desde un enlace de correo es una de las vías más rápidas para que entre malware. Cuando un mensaje te pida descargar una actualización, ciérralo y abre el portal de software o la intranet de tu empresa. Si la actualización es real, estará allí. Ante la duda, consulta al CAU y notifica el correo.",
      },
      "es-mx": {
        senderName: "Mesa de Ayuda de TI",
        subject: "Actualización obligatoria disponible para su cliente VPN",
        heading: "Actualización del cliente VPN: versión 5.4",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Ya está disponible una nueva versión del cliente VPN. Mejora la estabilidad de la conexión y agrega una forma más rápida de reconectarse cuando cambia de red.",
          "La versión actual dejará de tener soporte este viernes. A partir de esa fecha, el acceso remoto a la red de la empresa no funcionará hasta que instale la actualización.",
          "La instalación tarda unos dos minutos y no es necesario reiniciar la computadora.",
        ],
        button: "Descargar actualización",
        signature: "Mesa de Ayuda de TI",
        landing: {
          title: "Cliente VPN 5.4",
          intro: "Descargue el instalador y ejecútelo para conservar su acceso remoto.",
          submit: "Descargar",
        },
        cues: [
          "El remitente dice ser la Mesa de Ayuda de TI, pero el correo viene de una dirección que no pertenece al dominio de su empresa.",
          "Normalmente el área de TI instala las actualizaciones de la VPN de forma automática o mediante el portal de software de la empresa; que le pidan instalar un archivo por su cuenta, con una fecha límite para perder el acceso remoto, es una señal de alerta.",
          "El botón descarga un instalador desde un sitio desconocido. El software solo debe obtenerse del portal oficial de su empresa.",
          "La firma dice solamente «Mesa de Ayuda de TI», sin número de ticket, teléfono ni nombre de alguna persona que usted pueda verificar.",
        ],
        lesson:
          "Los avisos de actualización funcionan porque mantener el software al día parece lo correcto, y la promesa de algo nuevo y más rápido despierta la curiosidad. Sin embargo, instalar un programa desde un enlace de correo es una de las formas más rápidas de dejar entrar malware. Cuando un mensaje le pida descargar una actualización, ciérrelo y abra el portal de software o la intranet de su empresa. Si la actualización es real, la encontrará ahí. Si tiene dudas, consulte a la mesa de ayuda y reporte el correo.",
      },
      "en-gb": {
        senderName: "IT Service Desk",
        subject: "A required update for your VPN client is available",
        heading: "VPN client update: version 5.4",
        greeting: "Hello {{firstName}},",
        body: [
          "A new version of the VPN client is now available. It improves connection stability and adds a quicker way to reconnect when you switch networks.",
          "The current version will no longer be supported from Friday. After that date, remote access to the company network will not work until the update has been installed.",
          "Installation takes about two minutes and does not require a restart.",
        ],
        button: "Download the update",
        signature: "IT Service Desk",
        landing: {
          title: "VPN client 5.4",
          intro: "Download the installer and run it to keep your remote access working.",
          submit: "Download",
        },
        cues: [
          "The message calls itself IT Service Desk, but it comes from an address outside your company's domain.",
          "Your IT team normally rolls out VPN updates automatically or through the company software centre; being asked to install a file yourself, with a deadline for losing remote access, is a warning sign.",
          "The button downloads an installer from an unknown website. Software should only ever come from your company's official software portal.",
          "The signature is just ‘IT Service Desk’, with no ticket number, telephone number or colleague's name you could check.",
        ],
        lesson:
          "Update notices work because keeping software current sounds like the responsible thing to do, and the promise of something new and faster makes you curious. But installing a program from an e-mail link is one of the quickest ways to let malware in. When a message tells you to download an update, close it and open your company's software centre or intranet instead. If the update is genuine, you will find it there. If in doubt, ask the service desk, and report the e-mail.",
      },
      "en-us": {
        senderName: "IT Help Desk",
        subject: "Required update available for your VPN client",
        heading: "VPN client update: version 5.4",
        greeting: "Hi {{firstName}},",
        body: [
          "A new version of the VPN client is now available. It improves connection stability and adds a faster way to reconnect when you switch networks.",
          "Support for the current version ends this Friday. After that, remote access to the company network won't work until the update is installed.",
          "Installation takes about two minutes, and you won't need to restart your computer.",
        ],
        button: "Download the update",
        signature: "IT Help Desk",
        landing: {
          title: "VPN Client 5.4",
          intro: "Download and run the installer to keep your remote access working.",
          submit: "Download",
        },
        cues: [
          "The message says it's from the IT Help Desk, but it comes from an address outside your company's domain.",
          "Your IT team usually pushes VPN updates automatically or through the company software center. Being asked to install a file yourself, with a deadline for losing remote access, is a red flag.",
          "The button downloads an installer from an unknown website. Software should only come from your company's official software portal.",
          "The signature just says “IT Help Desk”: no ticket number, phone number, or name of anyone you could check with.",
        ],
        lesson:
          "Update notices work because keeping software up to date sounds like the responsible thing to do, and the promise of something new and faster gets you curious. But installing a program from an email link is one of the fastest ways to let malware in. When a message tells you to download an update, close it and go to your company's software center or intranet instead. If the update is real, you'll find it there. When in doubt, check with the help desk and report the email.",
      },
      eu: {
        senderName: "Informatika Laguntza",
        subject: "Derrigorrezko eguneratzea eskuragarri zure VPN bezeroarentzat",
        heading: "VPN bezeroaren eguneratzea: 5.4 bertsioa",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "VPN bezeroaren bertsio berri bat dago eskuragarri. Konexioaren egonkortasuna hobetzen du, eta sarez aldatzean azkarrago berriro konektatzeko aukera dakar.",
          "Ostiraletik aurrera, egungo bertsioak ez du euskarririk izango. Data horretatik aurrera, ezingo zara enpresaren sarera urrunetik konektatu eguneratzea instalatu arte.",
          "Instalazioak bi minutu inguru behar ditu, eta ez da ordenagailua berrabiarazi behar.",
        ],
        button: "Deskargatu eguneratzea",
        signature: "Informatika Laguntza",
        landing: {
          title: "VPN bezeroa 5.4",
          intro: "Deskargatu instalatzailea eta exekutatu, urruneko sarbidea galdu gabe jarraitzeko.",
          submit: "Deskargatu",
        },
        cues: [
          "Igorleak Informatika Laguntza dela dio, baina mezua zure enpresaren domeinutik kanpoko helbide batetik dator.",
          "Informatika sailak VPN eguneratzeak automatikoki edo enpresaren software-atariaren bidez instalatu ohi ditu; fitxategi bat zeuk instalatzeko eskatzea, urruneko sarbidea galtzeko epe batekin, alarma-seinalea da.",
          "Botoiak instalatzaile bat deskargatzen du webgune ezezagun batetik. Softwarea zure enpresaren atari ofizialetik bakarrik lortu behar da.",
          "Sinaduran «Informatika Laguntza» besterik ez dago: ez intzidentzia-zenbakirik, ez telefonorik, ez egiaztatu dezakezun pertsonaren izenik.",
        ],
        lesson:
          "Eguneratze-abisuek eragina dute, softwarea eguneratuta edukitzea arduratsua dirudielako eta zerbait berri eta azkarragoaren promesak jakin-mina pizten duelako. Baina posta bidezko esteka batetik programa bat instalatzea malwarea sartzeko biderik azkarrenetako bat da. Mezu batek eguneratze bat deskargatzeko eskatzen badizu, itxi eta ireki zure enpresaren software-ataria edo intraneta. Eguneratzea benetakoa bada, han aurkituko duzu. Zalantzarik baduzu, galdetu laguntza-zerbitzuari eta jakinarazi mezua.",
      },
      pl: {
        senderName: "Helpdesk IT",
        subject: "Dostępna jest wymagana aktualizacja klienta VPN",
        heading: "Aktualizacja klienta VPN: wersja 5.4",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Udostępniliśmy nową wersję klienta VPN. Poprawia ona stabilność połączenia i pozwala szybciej połączyć się ponownie po zmianie sieci.",
          "Obecna wersja przestanie być wspierana w piątek. Od tego dnia zdalny dostęp do sieci firmowej nie będzie działał do czasu zainstalowania aktualizacji.",
          "Instalacja trwa około dwóch minut i nie wymaga ponownego uruchomienia komputera.",
        ],
        button: "Pobierz aktualizację",
        signature: "Helpdesk IT",
        landing: {
          title: "Klient VPN 5.4",
          intro: "Aby zachować zdalny dostęp, należy pobrać i uruchomić instalator.",
          submit: "Pobierz",
        },
        cues: [
          "Nadawca przedstawia się jako Helpdesk IT, ale wiadomość przychodzi z adresu spoza domeny Twojej firmy.",
          "Dział IT zwykle instaluje aktualizacje VPN automatycznie albo przez firmowy portal oprogramowania; prośba o samodzielne zainstalowanie pliku, z terminem utraty zdalnego dostępu, to sygnał ostrzegawczy.",
          "Przycisk pobiera instalator z nieznanej strony. Oprogramowanie należy pobierać wyłącznie z oficjalnego portalu firmy.",
          "Podpis to tylko „Helpdesk IT”, bez numeru zgłoszenia, telefonu czy nazwiska osoby, którą można by sprawdzić.",
        ],
        lesson:
          "Powiadomienia o aktualizacjach działają, bo dbanie o aktualne oprogramowanie wydaje się odpowiedzialne, a obietnica czegoś nowego i szybszego budzi ciekawość. Tymczasem instalowanie programu z linku w e-mailu to jedna z najszybszych dróg do zainfekowania komputera złośliwym oprogramowaniem. Gdy wiadomość każe pobrać aktualizację, zamknij ją i otwórz firmowy portal oprogramowania lub intranet. Jeśli aktualizacja jest prawdziwa, znajdziesz ją tam. W razie wątpliwości zapytaj helpdesk i zgłoś wiadomość.",
      },
      cat: {
        senderName: "Suport Informàtic",
        subject: "Hi ha disponible una actualització obligatòria del client VPN",
        heading: "Actualització del client VPN: versió 5.4",
        greeting: "Hola, {{firstName}},",
        body: [
          "Ja és disponible una nova versió del client VPN. Millora l'estabilitat de la connexió i incorpora una manera més ràpida de tornar-te a connectar quan canvies de xarxa.",
          "La versió actual deixarà de tenir suport aquest divendres. A partir d'aquesta data, l'accés remot a la xarxa de l'empresa no funcionarà fins que no instal·lis l'actualització.",
          "La instal·lació dura uns dos minuts i no cal reiniciar l'ordinador.",
        ],
        button: "Baixa l'actualització",
        signature: "Suport Informàtic",
        landing: {
          title: "Client VPN 5.4",
          intro: "Baixa l'instal·lador i executa'l per continuar tenint accés remot.",
          submit: "Baixa",
        },
        cues: [
          "El remitent es presenta com a Suport Informàtic, però el correu arriba des d'una adreça aliena al domini de la teva empresa.",
          "Normalment el departament d'informàtica instal·la les actualitzacions de la VPN automàticament o a través del portal de programari corporatiu; que et demanin instal·lar un fitxer pel teu compte, amb una data límit per perdre l'accés remot, és un senyal d'alarma.",
          "El botó baixa un instal·lador d'un web desconegut. El programari només s'ha d'obtenir del portal oficial de la teva empresa.",
          "La signatura només diu «Suport Informàtic», sense número d'incidència, telèfon ni el nom de cap persona que puguis comprovar.",
        ],
        lesson:
          "Els avisos d'actualització funcionen perquè tenir el programari al dia sembla el més responsable, i la promesa d'alguna cosa nova i més ràpida desperta la curiositat. Però instal·lar un programa des d'un enllaç de correu és una de les maneres més ràpides de deixar entrar programari maliciós. Quan un missatge et demani que baixis una actualització, tanca'l i obre el portal de programari o la intranet de la teva empresa. Si l'actualització és real, la trobaràs allà. Si dubtes, pregunta al servei de suport i notifica el correu.",
      },
      "pt-pt": {
        senderName: "Apoio Informático",
        subject: "Está disponível uma atualização obrigatória do cliente VPN",
        heading: "Atualização do cliente VPN: versão 5.4",
        greeting: "Olá, {{firstName}},",
        body: [
          "Já está disponível uma nova versão do cliente VPN, que melhora a estabilidade da ligação e permite voltar a ligar-se mais depressa quando muda de rede.",
          "A versão atual deixa de ser suportada na sexta-feira. A partir dessa data, o acesso remoto à rede da empresa deixará de funcionar até a atualização ser instalada.",
          "A instalação demora cerca de dois minutos e não obriga a reiniciar o computador.",
        ],
        button: "Transferir atualização",
        signature: "Apoio Informático",
        landing: {
          title: "Cliente VPN 5.4",
          intro: "Transfira o instalador e execute-o para manter o acesso remoto.",
          submit: "Transferir",
        },
        cues: [
          "O remetente apresenta-se como Apoio Informático, mas a mensagem chega de um endereço fora do domínio da sua empresa.",
          "Normalmente, a informática instala as atualizações da VPN automaticamente ou através do portal de software da empresa; pedirem-lhe que instale um ficheiro por conta própria, com um prazo para perder o acesso remoto, é um sinal de alerta.",
          "O botão transfere um instalador de um site desconhecido. O software só deve ser obtido no portal oficial da sua empresa.",
          "A assinatura diz apenas «Apoio Informático», sem número de pedido, telefone ou o nome de alguém que possa confirmar.",
        ],
        lesson:
          "Os avisos de atualização resultam porque manter o software em dia parece o mais responsável, e a promessa de algo novo e mais rápido desperta a curiosidade. Mas instalar um programa a partir de uma ligação num e-mail é uma das formas mais rápidas de deixar entrar software malicioso. Quando uma mensagem lhe pedir que transfira uma atualização, feche-a e abra o portal de software ou a intranet da sua empresa. Se a atualização for verdadeira, estará lá. Em caso de dúvida, fale com o apoio informático e reporte o e-mail.",
      },
    },
  },
  {
    id: 18,
    category: "fileShare",
    level: 1,
    lever: "curiosity",
    landing: "signin",
    senderLocal: "no-reply.filenest",
    brandColour: "#d35400",
    cues: ["sender", "greeting", "body", "link"],
    texts: {
      "es-es": {
        senderName: "FileNest Archivos",
        subject: "Alguien ha compartido un documento contigo: Salarios 2026.xlsx",
        heading: "Se ha compartido un documento contigo",
        greeting: "Estimado usuario:",
        body: [
          "Un usuario de tu organización ha compartido contigo el siguiente documento: Salarios 2026.xlsx (48 KB).",
          "Este documento es CONFIDENCIAL. Por motivos de seguridad, se eliminará automáticamente en 24 horas si no se abre.",
          "Inicia sesión con tu cuenta de correo del trabajo para ver el documento.",
        ],
        button: "Abrir documento",
        signature: "El equipo de FileNest",
        landing: {
          title: "Inicia sesión para ver el documento compartido",
          intro:
            "Este archivo está protegido. Inicia sesión con tu correo y tu contraseña del trabajo para abrir Salarios 2026.xlsx.",
          submit: "Iniciar sesión y abrir",
        },
        cues: [
          "El mensaje llega de FileNest, un servicio para compartir archivos que tu empresa no utiliza, y no de un compañero ni de una herramienta que conozcas.",
          "«Estimado usuario» es un saludo genérico: un aviso auténtico te llama por tu nombre e indica quién ha compartido el archivo.",
          "Te pone delante una hoja de salarios de un remitente anónimo y luego insiste en mayúsculas en que es CONFIDENCIAL y desaparecerá en 24 horas: curiosidad y presión torpe a la vez.",
          "El botón te pide la contraseña del trabajo en una web externa; un servicio ajeno no tiene por qué conocerla.",
        ],
        lesson:
          "Un archivo con un nombre jugoso, como los salarios de toda la plantilla, está pensado para que la curiosidad gane a la prudencia. Antes de abrir un documento compartido, pregúntate quién lo ha compartido y si lo esperabas. Los avisos auténticos indican el nombre de la persona y llegan desde las herramientas que usa tu empresa. No escribas nunca tu contraseña del trabajo en una página a la que hayas llegado desde un correo así. Si el archivo te intriga, pregunta al supuesto remitente por otra vía y notifica el mensaje con el botón de notificar.",
      },
      "es-mx": {
        senderName: "FileNest Archivos",
        subject: "Alguien compartió un documento con usted: Salarios 2026.xlsx",
        heading: "Se compartió un documento con usted",
        greeting: "Estimado usuario:",
        body: [
          "Un usuario de su organización compartió con usted el siguiente documento: Salarios 2026.xlsx (48 KB).",
          "Este documento es CONFIDENCIAL. Por motivos de seguridad, se eliminará automáticamente en 24 horas si no se abre.",
          "Inicie sesión con su cuenta de correo del trabajo para ver el documento.",
        ],
        button: "Abrir documento",
        signature: "El equipo de FileNest",
        landing: {
          title: "Inicie sesión para ver el documento compartido",
          intro:
            "Este archivo está protegido. Inicie sesión con su correo y su contraseña del trabajo para abrir Salarios 2026.xlsx.",
          submit: "Iniciar sesión y abrir",
        },
        cues: [
          "El mensaje viene de FileNest, un servicio para compartir archivos que su empresa no utiliza, y no de un compañero ni de una herramienta que usted conozca.",
          "«Estimado usuario» es un saludo genérico: un aviso real se dirige a usted por su nombre e indica quién compartió el archivo.",
          "Le presenta una hoja de salarios de un remitente anónimo y luego insiste en mayúsculas en que es CONFIDENCIAL y desaparecerá en 24 horas: curiosidad y presión burda al mismo tiempo.",
          "El botón le pide su contraseña del trabajo en un sitio externo; un servicio ajeno no tiene por qué conocerla.",
        ],
        lesson:
          "Un archivo con un nombre atractivo, como los salarios de todo el personal, está pensado para que la curiosidad le gane a la prudencia. Antes de abrir un documento compartido, pregúntese quién lo compartió y si lo esperaba. Los avisos reales indican el nombre de la persona y llegan desde las herramientas que usa su empresa. Nunca escriba su contraseña del trabajo en una página a la que llegó desde un correo así. Si el archivo le intriga, pregunte al supuesto remitente por otro medio y reporte el mensaje con el botón de reportar.",
      },
      "en-gb": {
        senderName: "FileNest Sharing",
        subject: "Someone shared a document with you: Salaries 2026.xlsx",
        heading: "A document has been shared with you",
        greeting: "Dear user,",
        body: [
          "A user of your organisation has shared the following document with you: Salaries 2026.xlsx (48 KB).",
          "This document is CONFIDENTIAL. For security reasons it will be deleted automatically in 24 hours if it is not opened.",
          "Please sign in with your work e-mail account to view the document.",
        ],
        button: "Open document",
        signature: "The FileNest Team",
        landing: {
          title: "Sign in to view the shared document",
          intro:
            "This file is protected. Sign in with your work e-mail address and password to open Salaries 2026.xlsx.",
          submit: "Sign in and open",
        },
        cues: [
          "The message comes from FileNest, a file-sharing service your company does not use, rather than from a colleague or a tool you know.",
          "‘Dear user’ is a generic greeting: a genuine sharing notice uses your name and says who shared the file.",
          "It dangles a salary spreadsheet from an unnamed sharer, then shouts that it is CONFIDENTIAL and will vanish in 24 hours: curiosity and clumsy pressure together.",
          "The button asks for your work password on an outside website; an external service has no business knowing it.",
        ],
        lesson:
          "A file with a juicy name, such as everyone's salaries, is designed to make curiosity beat caution. Before opening a shared document, ask yourself who shared it and whether you were expecting it. Genuine sharing notices name the person and come from the tools your company uses. Never type your work password on a page you reached from an e-mail like this. If a file intrigues you, ask the supposed sender through another channel, and report the message with the report button.",
      },
      "en-us": {
        senderName: "FileNest Sharing",
        subject: "Someone shared a document with you: Salaries 2026.xlsx",
        heading: "A document was shared with you",
        greeting: "Dear User,",
        body: [
          "A user in your organization shared the following document with you: Salaries 2026.xlsx (48 KB).",
          "This document is CONFIDENTIAL. For security reasons, it will be deleted automatically in 24 hours if it is not opened.",
          "Please sign in with your work email account to view the document.",
        ],
        button: "Open document",
        signature: "The FileNest Team",
        landing: {
          title: "Sign in to view the shared document",
          intro:
            "This file is protected. Sign in with your work email and password to open Salaries 2026.xlsx.",
          submit: "Sign in and open",
        },
        cues: [
          "The message comes from FileNest, a file-sharing service your company doesn't use, not from a coworker or a tool you know.",
          "“Dear User” is a generic greeting. A real sharing notification uses your name and says who shared the file.",
          "It dangles a salary spreadsheet from an unnamed sender, then shouts that it's CONFIDENTIAL and will disappear in 24 hours: curiosity and heavy-handed pressure rolled into one.",
          "The button asks for your work password on an outside website. An outside service has no reason to know it.",
        ],
        lesson:
          "A file with a tempting name, like everyone's salaries, is built to make curiosity win out over caution. Before you open a shared document, ask yourself who shared it and whether you were expecting it. Real sharing notifications name the person and come from the tools your company actually uses. Never enter your work password on a page you reached from an email like this. If a file piques your interest, check with the supposed sender another way, and report the message with the report button.",
      },
      eu: {
        senderName: "FileNest Fitxategiak",
        subject: "Norbaitek dokumentu bat partekatu du zurekin: Soldatak 2026.xlsx",
        heading: "Dokumentu bat partekatu dute zurekin",
        greeting: "Erabiltzaile estimatua:",
        body: [
          "Zure erakundeko erabiltzaile batek dokumentu hau partekatu du zurekin: Soldatak 2026.xlsx (48 KB).",
          "Dokumentu hau KONFIDENTZIALA da. Segurtasun-arrazoiengatik, automatikoki ezabatuko da 24 ordutan irekitzen ez bada.",
          "Hasi saioa laneko posta-kontuarekin dokumentua ikusteko.",
        ],
        button: "Ireki dokumentua",
        signature: "FileNest taldea",
        landing: {
          title: "Hasi saioa partekatutako dokumentua ikusteko",
          intro:
            "Fitxategi hau babestuta dago. Hasi saioa laneko helbide elektronikoarekin eta pasahitzarekin Soldatak 2026.xlsx irekitzeko.",
          submit: "Hasi saioa eta ireki",
        },
        cues: [
          "Mezua FileNest-etik dator, zure enpresak erabiltzen ez duen fitxategiak partekatzeko zerbitzu batetik, eta ez lankide batengandik edo ezagutzen duzun tresna batetik.",
          "«Erabiltzaile estimatua» agur generikoa da: benetako jakinarazpen batek zure izena erabiltzen du eta fitxategia nork partekatu duen esaten du.",
          "Soldaten kalkulu-orri bat eskaintzen dizu igorle anonimo batengandik, eta gero letra larriz azpimarratzen du KONFIDENTZIALA dela eta 24 ordutan desagertuko dela: jakin-mina eta presio traketsa aldi berean.",
          "Botoiak laneko pasahitza eskatzen dizu kanpoko webgune batean; kanpoko zerbitzu batek ez du zertan hura jakin.",
        ],
        lesson:
          "Izen erakargarria duen fitxategi bat, langile guztien soldatak adibidez, jakin-minak zuhurtzia gaindi dezan pentsatuta dago. Partekatutako dokumentu bat ireki aurretik, galdetu zeure buruari nork partekatu duen eta espero zenuen ala ez. Benetako jakinarazpenek pertsonaren izena ematen dute, eta zure enpresak erabiltzen dituen tresnetatik iristen dira. Ez idatzi inoiz laneko pasahitza horrelako mezu batetik iritsitako orri batean. Fitxategiak jakin-mina pizten badizu, galdetu ustezko igorleari beste bide batetik, eta jakinarazi mezua jakinarazteko botoiarekin.",
      },
      pl: {
        senderName: "FileNest Udostępnianie",
        subject: "Ktoś udostępnił dokument: Wynagrodzenia 2026.xlsx",
        heading: "Udostępniono dokument",
        greeting: "Szanowny Użytkowniku,",
        body: [
          "Jeden z użytkowników organizacji udostępnił następujący dokument: Wynagrodzenia 2026.xlsx (48 KB).",
          "Ten dokument jest POUFNY. Ze względów bezpieczeństwa zostanie automatycznie usunięty za 24 godziny, jeśli nie zostanie otwarty.",
          "Aby wyświetlić dokument, należy zalogować się służbowym kontem e-mail.",
        ],
        button: "Otwórz dokument",
        signature: "Zespół FileNest",
        landing: {
          title: "Zaloguj się, aby zobaczyć udostępniony dokument",
          intro:
            "Ten plik jest chroniony. Aby otworzyć Wynagrodzenia 2026.xlsx, należy zalogować się służbowym adresem e-mail i hasłem.",
          submit: "Zaloguj się i otwórz",
        },
        cues: [
          "Wiadomość pochodzi z FileNest, serwisu do udostępniania plików, z którego Twoja firma nie korzysta, a nie od współpracownika ani ze znanego Ci narzędzia.",
          "„Szanowny Użytkowniku” to ogólnikowe powitanie: prawdziwe powiadomienie zwraca się do Ciebie po imieniu i podaje, kto udostępnił plik.",
          "Wiadomość kusi arkuszem z wynagrodzeniami od anonimowego nadawcy, a potem wielkimi literami krzyczy, że jest POUFNY i zniknie za 24 godziny: ciekawość połączona z nieudolną presją.",
          "Przycisk prosi o służbowe hasło na zewnętrznej stronie; obcy serwis nie powinien go znać.",
        ],
        lesson:
          "Plik o kuszącej nazwie, na przykład z wynagrodzeniami wszystkich pracowników, ma sprawić, że ciekawość wygra z ostrożnością. Zanim otworzysz udostępniony dokument, zastanów się, kto go udostępnił i czy na niego czekasz. Prawdziwe powiadomienia podają imię i nazwisko osoby i przychodzą z narzędzi, których używa Twoja firma. Nigdy nie wpisuj służbowego hasła na stronie otwartej z takiej wiadomości. Jeśli plik Cię zaciekawił, zapytaj rzekomego nadawcę innym kanałem i zgłoś wiadomość przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "FileNest Fitxers",
        subject: "Algú ha compartit un document amb tu: Salaris 2026.xlsx",
        heading: "S'ha compartit un document amb tu",
        greeting: "Benvolgut usuari,",
        body: [
          "Un usuari de la teva organització ha compartit amb tu el document següent: Salaris 2026.xlsx (48 KB).",
          "Aquest document és CONFIDENCIAL. Per motius de seguretat, s'eliminarà automàticament d'aquí a 24 hores si no s'obre.",
          "Inicia la sessió amb el compte de correu de la feina per veure el document.",
        ],
        button: "Obre el document",
        signature: "L'equip de FileNest",
        landing: {
          title: "Inicia la sessió per veure el document compartit",
          intro:
            "Aquest fitxer està protegit. Inicia la sessió amb el correu i la contrasenya de la feina per obrir Salaris 2026.xlsx.",
          submit: "Inicia la sessió i obre",
        },
        cues: [
          "El missatge arriba de FileNest, un servei per compartir fitxers que la teva empresa no fa servir, i no d'un company ni d'una eina que coneguis.",
          "«Benvolgut usuari» és una salutació genèrica: un avís autèntic et diu pel teu nom i indica qui ha compartit el fitxer.",
          "Et posa al davant un full de salaris d'un remitent anònim i després insisteix en majúscules que és CONFIDENCIAL i que desapareixerà en 24 hores: curiositat i pressió maldestra alhora.",
          "El botó et demana la contrasenya de la feina en un web extern; un servei aliè no l'ha de conèixer de cap manera.",
        ],
        lesson:
          "Un fitxer amb un nom llaminer, com els salaris de tota la plantilla, està pensat perquè la curiositat guanyi la prudència. Abans d'obrir un document compartit, pregunta't qui l'ha compartit i si l'esperaves. Els avisos autèntics indiquen el nom de la persona i arriben des de les eines que fa servir la teva empresa. No escriguis mai la contrasenya de la feina en una pàgina a la qual hagis arribat des d'un correu com aquest. Si el fitxer t'intriga, pregunta-ho al suposat remitent per una altra via i notifica el missatge amb el botó de notificar.",
      },
      "pt-pt": {
        senderName: "FileNest Partilha",
        subject: "Alguém partilhou um documento consigo: Salários 2026.xlsx",
        heading: "Foi partilhado um documento consigo",
        greeting: "Caro utilizador,",
        body: [
          "Um utilizador da sua organização partilhou consigo o seguinte documento: Salários 2026.xlsx (48 KB).",
          "Este documento é CONFIDENCIAL. Por motivos de segurança, será eliminado automaticamente dentro de 24 horas se não for aberto.",
          "Inicie sessão com a sua conta de e-mail profissional para ver o documento.",
        ],
        button: "Abrir documento",
        signature: "A equipa FileNest",
        landing: {
          title: "Inicie sessão para ver o documento partilhado",
          intro:
            "Este ficheiro está protegido. Inicie sessão com o seu e-mail e a sua palavra-passe profissionais para abrir Salários 2026.xlsx.",
          submit: "Iniciar sessão e abrir",
        },
        cues: [
          "A mensagem vem da FileNest, um serviço de partilha de ficheiros que a sua empresa não utiliza, e não de um colega ou de uma ferramenta que conheça.",
          "«Caro utilizador» é uma saudação genérica: um aviso verdadeiro usa o seu nome e indica quem partilhou o ficheiro.",
          "Acena-lhe com uma folha de salários de um remetente anónimo e depois insiste, em maiúsculas, que é CONFIDENCIAL e que desaparece em 24 horas: curiosidade e pressão desajeitada ao mesmo tempo.",
          "O botão pede a sua palavra-passe profissional num site externo; um serviço alheio não tem de a conhecer.",
        ],
        lesson:
          "Um ficheiro com um nome apetecível, como os salários de todos os colegas, foi pensado para que a curiosidade vença a prudência. Antes de abrir um documento partilhado, pense em quem o partilhou e se estava à espera dele. Os avisos verdadeiros indicam o nome da pessoa e chegam das ferramentas que a sua empresa utiliza. Nunca escreva a sua palavra-passe profissional numa página aberta a partir de um e-mail destes. Se o ficheiro lhe despertar curiosidade, confirme com o suposto remetente por outro meio e reporte a mensagem com o botão de reportar.",
      },
    },
  },
  {
    id: 19,
    category: "fileShare",
    level: 2,
    lever: "socialProof",
    landing: "signin",
    senderLocal: "teamshelf-notify",
    brandColour: "#3b5bdb",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Laura (a través de TeamShelf)",
        subject: "Laura ha compartido «Plan Q4» contigo y con 11 personas más",
        heading: "Laura ha compartido un documento con tu equipo",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Laura, de {{department}}, ha compartido «Plan Q4» contigo y con otros 11 miembros del equipo.",
          "Su mensaje: «Os paso el borrador para la reunión de la semana que viene. Casi todo el equipo ya ha dejado comentarios, así que echadle un vistazo antes del miércoles».",
          "8 personas ya han abierto este documento. Inicia sesión para verlo y comentarlo.",
        ],
        button: "Abrir «Plan Q4»",
        signature: "TeamShelf, en nombre de Laura",
        landing: {
          title: "Inicia sesión para abrir «Plan Q4»",
          intro:
            "Laura ha compartido este documento con tu equipo. Inicia sesión con tu cuenta del trabajo para verlo y comentarlo.",
          submit: "Iniciar sesión",
        },
        cues: [
          "El nombre visible es el de una compañera, pero el mensaje llega desde la dirección de TeamShelf, un servicio externo que tu empresa no usa para documentos internos.",
          "El asunto recalca que otras 11 personas también lo han recibido, para que abrirlo parezca lo que hace todo el mundo.",
          "«8 personas ya lo han abierto» y «casi todo el equipo ha comentado» están ahí para que sigas a la mayoría. Una compañera normalmente compartiría un plan interno con las herramientas habituales o te lo comentaría en persona.",
          "El botón lleva a una página de inicio de sesión externa que pide tu contraseña del trabajo; los documentos de la empresa se abren con el acceso de tu propia empresa.",
        ],
        lesson:
          "Este engaño se apoya en la prueba social: si un archivo parece compartido con todo el equipo y otros ya lo han abierto, hacer clic parece seguro y normal. Pero las cifras de un correo son fáciles de inventar. Antes de iniciar sesión, comprueba quién envía realmente el mensaje: fíjate en la dirección, no en el nombre visible. Abre los documentos compartidos desde las herramientas de tu empresa o pregunta directamente a tu compañera por chat o por teléfono. Notifica el correo para que el equipo de seguridad avise al resto.",
      },
      "es-mx": {
        senderName: "Laura (a través de TeamShelf)",
        subject: "Laura compartió «Plan Q4» con usted y con 11 personas más",
        heading: "Laura compartió un documento con su equipo",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Laura, de {{department}}, compartió «Plan Q4» con usted y con otros 11 integrantes del equipo.",
          "Su mensaje: «Les comparto el borrador para la junta de la próxima semana. Casi todo el equipo ya dejó comentarios, así que por favor revísenlo antes del miércoles».",
          "8 personas ya abrieron este documento. Inicie sesión para verlo y comentarlo.",
        ],
        button: "Abrir «Plan Q4»",
        signature: "TeamShelf, en nombre de Laura",
        landing: {
          title: "Inicie sesión para abrir «Plan Q4»",
          intro:
            "Laura compartió este documento con su equipo. Inicie sesión con su cuenta del trabajo para verlo y comentarlo.",
          submit: "Iniciar sesión",
        },
        cues: [
          "El nombre visible es el de una compañera, pero el mensaje llega desde la dirección de TeamShelf, un servicio externo que su empresa no usa para documentos internos.",
          "El asunto recalca que otras 11 personas también lo recibieron, para que abrirlo parezca lo que hacen todos.",
          "«8 personas ya lo abrieron» y «casi todo el equipo ya comentó» están ahí para que usted siga a la mayoría. Una compañera normalmente compartiría un plan interno con las herramientas de siempre o se lo mencionaría en persona.",
          "El botón lleva a una página de inicio de sesión externa que le pide su contraseña del trabajo; los documentos de la empresa se abren con el acceso de su propia empresa.",
        ],
        lesson:
          "Este engaño se apoya en la prueba social: si un archivo parece compartido con todo el equipo y otros ya lo abrieron, hacer clic parece seguro y normal. Pero las cifras de un correo son fáciles de inventar. Antes de iniciar sesión, verifique quién envía realmente el mensaje: fíjese en la dirección, no en el nombre visible. Abra los documentos compartidos desde las herramientas de su empresa o pregúntele directamente a su compañera por chat o por teléfono. Reporte el correo para que el equipo de seguridad alerte a los demás.",
      },
      "en-gb": {
        senderName: "Laura (via TeamShelf)",
        subject: "Laura shared ‘Q4 plan’ with you and 11 others",
        heading: "Laura shared a document with your team",
        greeting: "Hi {{firstName}},",
        body: [
          "Laura from {{department}} has shared ‘Q4 plan’ with you and 11 other members of the team.",
          "Her message: ‘Here's the draft for next week's meeting. Most of the team have already added comments, so please have a look before Wednesday.’",
          "8 people have already opened this document. Sign in to view and comment.",
        ],
        button: "Open ‘Q4 plan’",
        signature: "TeamShelf, on behalf of Laura",
        landing: {
          title: "Sign in to open ‘Q4 plan’",
          intro:
            "Laura has shared this document with your team. Sign in with your work account to view and comment.",
          submit: "Sign in",
        },
        cues: [
          "The display name shows a colleague, but the message actually comes from TeamShelf's address, an outside service your company does not use for internal documents.",
          "The subject stresses that 11 others received it too, so opening it feels like what everyone else is doing.",
          "‘8 people have already opened this’ and ‘most of the team have commented’ are there to make you follow the crowd. A colleague would normally share an internal plan through your usual tools or mention it in person.",
          "The button leads to a sign-in page on an external site asking for your work password; company documents open with your company's own sign-in.",
        ],
        lesson:
          "This lure leans on social proof: when a file seems to have been shared with the whole team, and others have apparently opened it already, clicking feels safe and normal. But numbers in an e-mail are easy to invent. Before signing in, check who really sent the message: the address, not the display name. Open shared documents from your company's own tools, or ask the colleague directly on chat or by phone. Report the e-mail so the security team can warn everyone else.",
      },
      "en-us": {
        senderName: "Laura (via TeamShelf)",
        subject: "Laura shared “Q4 Plan” with you and 11 others",
        heading: "Laura shared a document with your team",
        greeting: "Hi {{firstName}},",
        body: [
          "Laura from {{department}} shared “Q4 Plan” with you and 11 other team members.",
          "Her message: “Here's the draft for next week's meeting. Most of the team has already added comments, so please take a look before Wednesday.”",
          "8 people have already opened this document. Sign in to view and comment.",
        ],
        button: "Open “Q4 Plan”",
        signature: "TeamShelf, on behalf of Laura",
        landing: {
          title: "Sign in to open “Q4 Plan”",
          intro:
            "Laura shared this document with your team. Sign in with your work account to view and comment.",
          submit: "Sign in",
        },
        cues: [
          "The display name shows a coworker, but the message actually comes from TeamShelf's address, an outside service your company doesn't use for internal documents.",
          "The subject points out that 11 others got it too, so opening it feels like what everyone else is doing.",
          "“8 people have already opened this” and “most of the team has commented” are there to make you follow the crowd. A coworker would usually share an internal plan through your regular tools or mention it in person.",
          "The button leads to a sign-in page on an outside site that asks for your work password. Company documents open with your company's own sign-in.",
        ],
        lesson:
          "This lure relies on social proof: when a file seems to have been shared with the whole team, and others have supposedly opened it already, clicking feels safe and normal. But numbers in an email are easy to make up. Before you sign in, check who really sent the message: look at the address, not the display name. Open shared documents from your company's own tools, or ask your coworker directly by chat or phone. Report the email so the security team can warn everyone else.",
      },
      eu: {
        senderName: "Ane (TeamShelf bidez)",
        subject: "Anek «Q4 plana» partekatu du zurekin eta beste 11 pertsonarekin",
        heading: "Anek dokumentu bat partekatu du zure taldearekin",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "{{department}} saileko Anek «Q4 plana» partekatu du zurekin eta taldeko beste 11 kiderekin.",
          "Haren mezua: «Hemen duzue datorren asteko bilerarako zirriborroa. Talde ia osoak utzi ditu iruzkinak dagoeneko; begiratu, mesedez, asteazkena baino lehen».",
          "8 pertsonak ireki dute dagoeneko dokumentu hau. Hasi saioa ikusteko eta iruzkinak egiteko.",
        ],
        button: "Ireki «Q4 plana»",
        signature: "TeamShelf, Aneren izenean",
        landing: {
          title: "Hasi saioa «Q4 plana» irekitzeko",
          intro:
            "Anek dokumentu hau partekatu du zure taldearekin. Hasi saioa laneko kontuarekin ikusteko eta iruzkinak egiteko.",
          submit: "Hasi saioa",
        },
        cues: [
          "Ikusten den izena lankide batena da, baina mezua TeamShelf-en helbidetik dator, zure enpresak barne-dokumentuetarako erabiltzen ez duen kanpoko zerbitzu batetik.",
          "Gaiak nabarmentzen du beste 11 pertsonak ere jaso dutela, irekitzea denek egiten dutena dela iruditu dakizun.",
          "«8 pertsonak ireki dute» eta «talde ia osoak utzi ditu iruzkinak» esaldiak gehiengoari jarrai diezaiozun daude. Lankide batek ohiko tresnekin partekatuko luke barne-plan bat, edo aurrez aurre aipatuko lizuke.",
          "Botoiak kanpoko saio-hasierako orri batera eramaten zaitu, eta laneko pasahitza eskatzen dizu; enpresaren dokumentuak zure enpresaren saio-hasierarekin irekitzen dira.",
        ],
        lesson:
          "Amu hau gizarte-frogan oinarritzen da: fitxategi bat talde osoarekin partekatu dela eta beste batzuek dagoeneko ireki dutela dirudienean, klik egitea seguru eta normala iruditzen zaigu. Baina posta batean ageri diren zenbakiak asmatzen errazak dira. Saioa hasi aurretik, egiaztatu nork bidali duen benetan mezua: begiratu helbideari, ez ikusten den izenari. Ireki partekatutako dokumentuak zure enpresaren tresnetatik, edo galdetu zuzenean lankideari txatez edo telefonoz. Jakinarazi mezua, segurtasun-taldeak gainerakoak ohartaraz ditzan.",
      },
      pl: {
        senderName: "Anna (przez TeamShelf)",
        subject: "Anna udostępniła „Plan na Q4” całemu zespołowi (12 osób)",
        heading: "Anna udostępniła dokument zespołowi",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Anna z działu {{department}} udostępniła dokument „Plan na Q4” całemu zespołowi – łącznie 12 osobom.",
          "Wiadomość od Anny: „Przesyłam wersję roboczą na spotkanie w przyszłym tygodniu. Większość zespołu dodała już komentarze, więc proszę o rzut oka do środy”.",
          "Dokument otworzyło już 8 osób. Aby go wyświetlić i skomentować, należy się zalogować.",
        ],
        button: "Otwórz „Plan na Q4”",
        signature: "TeamShelf w imieniu Anny",
        landing: {
          title: "Zaloguj się, aby otworzyć „Plan na Q4”",
          intro:
            "Anna udostępniła ten dokument zespołowi. Aby go wyświetlić i skomentować, należy zalogować się kontem służbowym.",
          submit: "Zaloguj się",
        },
        cues: [
          "Wyświetlana nazwa to imię koleżanki, ale wiadomość przychodzi z adresu TeamShelf – zewnętrznego serwisu, którego Twoja firma nie używa do dokumentów wewnętrznych.",
          "Temat podkreśla, że dokument dostał cały zespół, żeby otwarcie go wydawało się czymś, co robią wszyscy.",
          "„Dokument otworzyło już 8 osób” i „większość zespołu dodała komentarze” mają skłonić Cię do pójścia za tłumem. Koleżanka udostępniłaby wewnętrzny plan w zwykłych firmowych narzędziach albo powiedziała o nim osobiście.",
          "Przycisk prowadzi do zewnętrznej strony logowania, która prosi o służbowe hasło; firmowe dokumenty otwiera się przez logowanie Twojej firmy.",
        ],
        lesson:
          "Ta przynęta wykorzystuje społeczny dowód słuszności: gdy plik wydaje się udostępniony całemu zespołowi, a inni podobno już go otworzyli, kliknięcie wydaje się bezpieczne i zwyczajne. Liczby w e-mailu łatwo jednak zmyślić. Zanim się zalogujesz, sprawdź, kto naprawdę wysłał wiadomość – patrz na adres, a nie na wyświetlaną nazwę. Udostępnione dokumenty otwieraj w firmowych narzędziach albo zapytaj koleżankę bezpośrednio na czacie lub telefonicznie. Zgłoś wiadomość, aby zespół bezpieczeństwa mógł ostrzec innych.",
      },
      cat: {
        senderName: "Laia (mitjançant TeamShelf)",
        subject: "La Laia ha compartit «Pla Q4» amb tu i amb 11 persones més",
        heading: "La Laia ha compartit un document amb el teu equip",
        greeting: "Hola, {{firstName}},",
        body: [
          "La Laia, de {{department}}, ha compartit «Pla Q4» amb tu i amb 11 membres més de l'equip.",
          "El seu missatge: «Us passo l'esborrany per a la reunió de la setmana vinent. Gairebé tot l'equip ja hi ha deixat comentaris, així que doneu-hi un cop d'ull abans de dimecres».",
          "8 persones ja han obert aquest document. Inicia la sessió per veure'l i comentar-lo.",
        ],
        button: "Obre «Pla Q4»",
        signature: "TeamShelf, en nom de la Laia",
        landing: {
          title: "Inicia la sessió per obrir «Pla Q4»",
          intro:
            "La Laia ha compartit aquest document amb el teu equip. Inicia la sessió amb el compte de la feina per veure'l i comentar-lo.",
          submit: "Inicia la sessió",
        },
        cues: [
          "El nom visible és el d'una companya, però el missatge arriba des de l'adreça de TeamShelf, un servei extern que la teva empresa no fa servir per als documents interns.",
          "L'assumpte remarca que 11 persones més també l'han rebut, perquè obrir-lo sembli el que fa tothom.",
          "«8 persones ja l'han obert» i «gairebé tot l'equip hi ha deixat comentaris» hi són perquè segueixis la majoria. Una companya normalment compartiria un pla intern amb les eines habituals o te'n parlaria en persona.",
          "El botó porta a una pàgina d'inici de sessió externa que et demana la contrasenya de la feina; els documents de l'empresa s'obren amb l'accés de la teva pròpia empresa.",
        ],
        lesson:
          "Aquest engany es basa en la prova social: si sembla que un fitxer s'ha compartit amb tot l'equip i que altres ja l'han obert, fer-hi clic sembla segur i normal. Però les xifres d'un correu són fàcils d'inventar. Abans d'iniciar la sessió, comprova qui envia realment el missatge: fixa't en l'adreça, no en el nom visible. Obre els documents compartits des de les eines de la teva empresa o pregunta directament a la companya per xat o per telèfon. Notifica el correu perquè l'equip de seguretat avisi la resta.",
      },
      "pt-pt": {
        senderName: "Inês (via TeamShelf)",
        subject: "A Inês partilhou «Plano Q4» consigo e com mais 11 pessoas",
        heading: "A Inês partilhou um documento com a sua equipa",
        greeting: "Olá, {{firstName}},",
        body: [
          "A Inês, de {{department}}, partilhou «Plano Q4» consigo e com mais 11 membros da equipa.",
          "A mensagem dela: «Envio o rascunho para a reunião da próxima semana. Quase toda a equipa já deixou comentários, por isso deem uma vista de olhos até quarta-feira».",
          "8 pessoas já abriram este documento. Inicie sessão para o ver e comentar.",
        ],
        button: "Abrir «Plano Q4»",
        signature: "TeamShelf, em nome da Inês",
        landing: {
          title: "Inicie sessão para abrir «Plano Q4»",
          intro:
            "A Inês partilhou este documento com a sua equipa. Inicie sessão com a sua conta profissional para o ver e comentar.",
          submit: "Iniciar sessão",
        },
        cues: [
          "O nome apresentado é o de uma colega, mas a mensagem chega do endereço da TeamShelf, um serviço externo que a sua empresa não usa para documentos internos.",
          "O assunto sublinha que mais 11 pessoas também o receberam, para que abri-lo pareça aquilo que toda a gente faz.",
          "«8 pessoas já abriram» e «quase toda a equipa já deixou comentários» estão lá para que siga a maioria. Uma colega partilharia um plano interno nas ferramentas habituais ou falaria dele pessoalmente.",
          "O botão leva a uma página de início de sessão externa que pede a sua palavra-passe profissional; os documentos da empresa abrem-se com o acesso da própria empresa.",
        ],
        lesson:
          "Este isco apoia-se na prova social: quando um ficheiro parece partilhado com toda a equipa e outros já o terão aberto, clicar parece seguro e normal. Mas os números num e-mail são fáceis de inventar. Antes de iniciar sessão, confirme quem enviou realmente a mensagem: olhe para o endereço, não para o nome apresentado. Abra os documentos partilhados a partir das ferramentas da sua empresa ou pergunte diretamente à colega, por chat ou por telefone. Reporte o e-mail para que a equipa de segurança avise os restantes.",
      },
    },
  },
  {
    id: 20,
    category: "fileShare",
    level: 3,
    lever: "trust",
    landing: "download",
    senderLocal: "notifications.signflow",
    brandColour: "#0f766e",
    cues: ["sender", "body", "link", "signature"],
    texts: {
      "es-es": {
        senderName: "SignFlow",
        subject: "Completado: Acuerdo marco de servicios entre {{company}} y Veltra Soluciones, S.L.",
        heading: "Todas las partes han firmado",
        greeting: "Hola, {{firstName}}:",
        body: [
          "El documento «Acuerdo marco de servicios – {{company}} / Veltra Soluciones, S.L.» ha sido firmado por todas las partes y se ha completado.",
          "Como contacto designado en este acuerdo, puede descargar la copia firmada y el certificado de finalización para su archivo. El enlace de descarga estará disponible durante 7 días.",
          "ID del sobre: 7F3A-29C1-B8D4. Firmantes: Veltra Soluciones, S.L. (representante legal) y {{company}} (firmante autorizado).",
        ],
        button: "Descargar documentos firmados",
        signature: "SignFlow, en nombre de Veltra Soluciones, S.L.",
        landing: {
          title: "Sus documentos firmados están listos",
          intro: "Descargue el acuerdo firmado y el certificado de finalización.",
          submit: "Descargar (ZIP, 1,2 MB)",
        },
        cues: [
          "SignFlow puede parecer un servicio de firma electrónica conocido, pero tu empresa no ha acordado usarlo y nada lo relaciona con tu departamento jurídico o de compras.",
          "Te presenta como «contacto designado» de un contrato del que nunca te has ocupado; el ID del sobre y los firmantes están ahí solo para darle apariencia oficial.",
          "El botón descarga un archivo ZIP desde un sitio desconocido. Los contratos firmados se guardan en el gestor documental de tu empresa, y los archivos comprimidos que llegan por correo son una vía habitual para colar malware.",
          "El mensaje se envía «en nombre de» la otra empresa, no de nadie de tu organización: es alguien de fuera quien ha decidido enviártelo.",
        ],
        lesson:
          "Los avisos de firma electrónica inspiran confianza porque llegan a menudo y siempre se parecen, así que los atacantes los copian al detalle. La pregunta no es si se parece al servicio, sino si tú formabas parte de ese proceso. Si te llega un contrato que no reconoces, no descargues nada. Pregunta a tu departamento jurídico o de compras, o a la persona que gestiona a ese proveedor, si el acuerdo existe. Las copias firmadas deben venir del gestor documental de tu empresa. Notifica el mensaje con el botón de notificar.",
      },
      "es-mx": {
        senderName: "SignFlow",
        subject:
          "Completado: Contrato marco de servicios entre {{company}} y Veltra Soluciones, S.A. de C.V.",
        heading: "Todas las partes firmaron",
        greeting: "Hola, {{firstName}}:",
        body: [
          "El documento «Contrato marco de servicios – {{company}} / Veltra Soluciones, S.A. de C.V.» fue firmado por todas las partes y está completo.",
          "Como contacto designado en este contrato, puede descargar la copia firmada y el certificado de finalización para su archivo. El enlace de descarga estará disponible durante 7 días.",
          "ID del sobre: 7F3A-29C1-B8D4. Firmantes: Veltra Soluciones, S.A. de C.V. (representante legal) y {{company}} (firmante autorizado).",
        ],
        button: "Descargar documentos firmados",
        signature: "SignFlow, en nombre de Veltra Soluciones, S.A. de C.V.",
        landing: {
          title: "Sus documentos firmados están listos",
          intro: "Descargue el contrato firmado y el certificado de finalización.",
          submit: "Descargar (ZIP, 1.2 MB)",
        },
        cues: [
          "SignFlow puede parecer un servicio de firma electrónica conocido, pero su empresa no ha acordado usarlo y nada lo vincula con su área legal o de compras.",
          "Se refiere a usted como «contacto designado» de un contrato del que nunca se ha ocupado; el ID del sobre y los firmantes están ahí solo para darle apariencia oficial.",
          "El botón descarga un archivo ZIP desde un sitio desconocido. Los contratos firmados se guardan en el sistema documental de su empresa, y los archivos comprimidos que llegan por correo son una vía común para introducir malware.",
          "El mensaje se envió «en nombre de» la otra empresa, no de alguien de su organización: fue una persona externa quien decidió enviárselo.",
        ],
        lesson:
          "Los avisos de firma electrónica inspiran confianza porque llegan con frecuencia y siempre se ven iguales, así que los atacantes los copian al detalle. La pregunta no es si se parece al servicio, sino si usted formaba parte de ese proceso. Si recibe un contrato que no reconoce, no descargue nada. Pregunte a su área legal o de compras, o a la persona que administra la relación con ese proveedor, si el contrato existe. Las copias firmadas deben venir del sistema documental de su empresa. Reporte el mensaje con el botón de reportar.",
      },
      "en-gb": {
        senderName: "SignFlow",
        subject: "Completed: Framework services agreement – {{company}} and Veltra Solutions Ltd",
        heading: "All parties have signed",
        greeting: "Hello {{firstName}},",
        body: [
          "The document ‘Framework services agreement – {{company}} / Veltra Solutions Ltd’ has been signed by all parties and is now complete.",
          "As a contact named in this agreement, you can download the signed copy and the certificate of completion for your records. The download link will remain available for 7 days.",
          "Envelope ID: 7F3A-29C1-B8D4. Signed by: Veltra Solutions Ltd (legal representative) and {{company}} (authorised signatory).",
        ],
        button: "Download signed documents",
        signature: "SignFlow, sent on behalf of Veltra Solutions Ltd",
        landing: {
          title: "Your signed documents are ready",
          intro: "Download the signed agreement and the certificate of completion.",
          submit: "Download (ZIP, 1.2 MB)",
        },
        cues: [
          "SignFlow may look like a familiar e-signature service, but your company has not agreed to use it, and nothing ties it to your legal or procurement team.",
          "You are described as a ‘contact named in this agreement’ for a contract you have never dealt with; the envelope ID and signatory details are there only to look official.",
          "The button downloads a ZIP file from an unknown site. Signed contracts are kept in your company's document system, and compressed files sent by e-mail are a common way of delivering malware.",
          "The message was sent ‘on behalf of’ the partner, not by anyone at your company: someone outside chose to send it to you.",
        ],
        lesson:
          "E-signature notices are trusted because they arrive all the time and look alike, so attackers copy them closely. The question to ask is not whether it looks like the service, but whether you were part of this process at all. If a contract you do not recognise arrives, do not download anything. Ask your legal or procurement team, or the colleague who manages that partner, whether the agreement exists. Signed copies should come from your company's own document system. Report the message with the report button.",
      },
      "en-us": {
        senderName: "SignFlow",
        subject: "Completed: Master Services Agreement – {{company}} and Veltra Solutions, Inc.",
        heading: "All parties have signed",
        greeting: "Hi {{firstName}},",
        body: [
          "“Master Services Agreement – {{company}} / Veltra Solutions, Inc.” has been signed by all parties and is now complete.",
          "As a contact listed on this agreement, you can download the signed copy and the certificate of completion for your records. The download link will be available for 7 days.",
          "Envelope ID: 7F3A-29C1-B8D4. Signed by: Veltra Solutions, Inc. (legal representative) and {{company}} (authorized signer).",
        ],
        button: "Download signed documents",
        signature: "SignFlow, sent on behalf of Veltra Solutions, Inc.",
        landing: {
          title: "Your signed documents are ready",
          intro: "Download the signed agreement and the certificate of completion.",
          submit: "Download (ZIP, 1.2 MB)",
        },
        cues: [
          "SignFlow may look like a familiar e-signature service, but your company hasn't agreed to use it, and nothing connects it to your legal or purchasing team.",
          "It calls you a “contact listed on this agreement” for a contract you've never worked on. The envelope ID and signer details are only there to look official.",
          "The button downloads a ZIP file from an unknown site. Signed contracts are kept in your company's document system, and compressed files sent by email are a common way to deliver malware.",
          "The email was sent “on behalf of” the other company, not by anyone in your organization: someone on the outside decided to send it to you.",
        ],
        lesson:
          "E-signature notifications earn trust because they show up all the time and always look alike, so attackers copy them down to the last detail. The question isn't whether it looks like the service, but whether you were part of the process at all. If a contract you don't recognize shows up, don't download anything. Ask your legal or purchasing team, or the coworker who manages that vendor, whether the agreement exists. Signed copies should come from your company's own document system. Report the message using the report button.",
      },
      eu: {
        senderName: "SignFlow",
        subject: "Osatuta: {{company}} eta Veltra Solutions S.L. arteko zerbitzuen esparru-akordioa",
        heading: "Alderdi guztiek sinatu dute",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "«Zerbitzuen esparru-akordioa – {{company}} / Veltra Solutions S.L.» dokumentua alderdi guztiek sinatu dute, eta osatuta dago.",
          "Akordio honetan izendatutako harremanetarako pertsona zarenez, sinatutako kopia eta osatze-ziurtagiria deskarga ditzakezu zure artxiborako. Deskargatzeko esteka 7 egunez egongo da erabilgarri.",
          "Gutun-azalaren IDa: 7F3A-29C1-B8D4. Sinatzaileak: Veltra Solutions S.L. (legezko ordezkaria) eta {{company}} (sinatzaile baimendua).",
        ],
        button: "Deskargatu sinatutako dokumentuak",
        signature: "SignFlow, Veltra Solutions S.L.-ren izenean",
        landing: {
          title: "Zure dokumentu sinatuak prest daude",
          intro: "Deskargatu sinatutako akordioa eta osatze-ziurtagiria.",
          submit: "Deskargatu (ZIP, 1,2 MB)",
        },
        cues: [
          "SignFlow sinadura elektronikoko zerbitzu ezagun baten antzekoa izan daiteke, baina zure enpresak ez du hura erabiltzea erabaki, eta ezerk ez du lotzen zure lege- edo erosketa-sailarekin.",
          "Akordioko «harremanetarako pertsona» zarela esaten dizu, inoiz kudeatu ez duzun kontratu batean; gutun-azalaren IDa eta sinatzaileen datuak itxura ofiziala emateko baino ez daude.",
          "Botoiak ZIP fitxategi bat deskargatzen du gune ezezagun batetik. Sinatutako kontratuak zure enpresaren dokumentu-kudeatzailean gordetzen dira, eta postaz iritsitako fitxategi konprimituak malwarea sartzeko ohiko bidea dira.",
          "Mezua beste enpresaren «izenean» bidali da, ez zure erakundeko inork: kanpoko norbaitek erabaki du zuri bidaltzea.",
        ],
        lesson:
          "Sinadura elektronikoko abisuek konfiantza ematen dute, sarri iristen direlako eta beti antzekoak direlako; horregatik, erasotzaileek zehatz-mehatz kopiatzen dituzte. Galdera ez da zerbitzuaren itxura duen ala ez, baizik eta zu prozesu horren parte zinen ala ez. Ezagutzen ez duzun kontratu bat iristen bazaizu, ez deskargatu ezer. Galdetu lege- edo erosketa-sailari, edo hornitzaile hori kudeatzen duen lankideari, akordioa benetan badagoen. Kopia sinatuak zure enpresaren dokumentu-sistematik etorri behar dira. Jakinarazi mezua jakinarazteko botoiarekin.",
      },
      pl: {
        senderName: "SignFlow",
        subject: "Zakończono: Umowa ramowa o świadczenie usług – {{company}} i Veltra Solutions sp. z o.o.",
        heading: "Wszystkie strony podpisały dokument",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Dokument „Umowa ramowa o świadczenie usług – {{company}} / Veltra Solutions sp. z o.o.” został podpisany przez wszystkie strony i jest kompletny.",
          "Podpisany egzemplarz oraz certyfikat ukończenia są dostępne do pobrania dla osób kontaktowych wskazanych w umowie. Link do pobrania pozostanie aktywny przez 7 dni.",
          "Identyfikator koperty: 7F3A-29C1-B8D4. Podpisali: Veltra Solutions sp. z o.o. (przedstawiciel ustawowy) i {{company}} (osoba upoważniona).",
        ],
        button: "Pobierz podpisane dokumenty",
        signature: "SignFlow w imieniu Veltra Solutions sp. z o.o.",
        landing: {
          title: "Podpisane dokumenty są gotowe",
          intro: "Można teraz pobrać podpisaną umowę i certyfikat ukończenia.",
          submit: "Pobierz (ZIP, 1,2 MB)",
        },
        cues: [
          "SignFlow może przypominać znany serwis do podpisu elektronicznego, ale Twoja firma nie zdecydowała się z niego korzystać i nic nie łączy go z działem prawnym ani działem zakupów.",
          "Wiadomość sugeruje, że jesteś osobą kontaktową w umowie, z którą nie masz nic wspólnego; identyfikator koperty i dane podpisujących mają tylko nadać jej oficjalny wygląd.",
          "Przycisk pobiera plik ZIP z nieznanej strony. Podpisane umowy trafiają do firmowego systemu obiegu dokumentów, a skompresowane pliki z e-maili to częsty sposób dostarczania złośliwego oprogramowania.",
          "Wiadomość wysłano „w imieniu” drugiej firmy, a nie przez kogoś z Twojej organizacji: to ktoś z zewnątrz zdecydował, że ma trafić do Ciebie.",
        ],
        lesson:
          "Powiadomieniom o podpisie elektronicznym ufamy, bo przychodzą często i zawsze wyglądają podobnie – dlatego atakujący wiernie je kopiują. Pytanie nie brzmi, czy wiadomość wygląda jak z danego serwisu, ale czy w ogóle uczestniczysz w tym procesie. Jeśli dostaniesz umowę, której nie rozpoznajesz, niczego nie pobieraj. Zapytaj dział prawny lub dział zakupów albo osobę, która prowadzi współpracę z tym partnerem, czy taka umowa istnieje. Podpisane egzemplarze powinny pochodzić z firmowego systemu dokumentów. Zgłoś wiadomość przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "SignFlow",
        subject: "Completat: Acord marc de serveis entre {{company}} i Veltra Solucions, SL",
        heading: "Totes les parts han signat",
        greeting: "Hola, {{firstName}},",
        body: [
          "El document «Acord marc de serveis – {{company}} / Veltra Solucions, SL» ha estat signat per totes les parts i s'ha completat.",
          "Com a contacte designat en aquest acord, pots baixar la còpia signada i el certificat de finalització per al teu arxiu. L'enllaç de baixada estarà disponible durant 7 dies.",
          "ID del sobre: 7F3A-29C1-B8D4. Signants: Veltra Solucions, SL (representant legal) i {{company}} (signant autoritzat).",
        ],
        button: "Baixa els documents signats",
        signature: "SignFlow, en nom de Veltra Solucions, SL",
        landing: {
          title: "Els teus documents signats estan a punt",
          intro: "Baixa l'acord signat i el certificat de finalització.",
          submit: "Baixa (ZIP, 1,2 MB)",
        },
        cues: [
          "SignFlow pot semblar un servei de signatura electrònica conegut, però la teva empresa no ha acordat fer-lo servir i res no el vincula amb el departament jurídic o de compres.",
          "Et presenta com a «contacte designat» d'un contracte del qual no t'has ocupat mai; l'ID del sobre i els signants hi són només per donar-li aparença oficial.",
          "El botó baixa un fitxer ZIP d'un lloc desconegut. Els contractes signats es guarden al gestor documental de la teva empresa, i els fitxers comprimits que arriben per correu són una via habitual per colar programari maliciós.",
          "El missatge s'envia «en nom de» l'altra empresa, no de ningú de la teva organització: és algú de fora qui ha decidit enviar-te'l.",
        ],
        lesson:
          "Els avisos de signatura electrònica inspiren confiança perquè arriben sovint i sempre s'assemblen, i per això els atacants els copien fil per randa. La pregunta no és si s'assembla al servei, sinó si tu formaves part d'aquest procés. Si t'arriba un contracte que no reconeixes, no baixis res. Pregunta al departament jurídic o de compres, o a la persona que gestiona aquest proveïdor, si l'acord existeix. Les còpies signades han de venir del gestor documental de la teva empresa. Notifica el missatge amb el botó de notificar.",
      },
      "pt-pt": {
        senderName: "SignFlow",
        subject:
          "Concluído: Acordo-quadro de prestação de serviços entre {{company}} e Veltra Soluções, Lda.",
        heading: "Todas as partes assinaram",
        greeting: "Olá, {{firstName}},",
        body: [
          "O documento «Acordo-quadro de prestação de serviços – {{company}} / Veltra Soluções, Lda.» foi assinado por todas as partes e está concluído.",
          "Enquanto contacto designado neste acordo, pode transferir a cópia assinada e o certificado de conclusão para os seus registos. A ligação de transferência ficará disponível durante 7 dias.",
          "ID do envelope: 7F3A-29C1-B8D4. Signatários: Veltra Soluções, Lda. (representante legal) e {{company}} (signatário autorizado).",
        ],
        button: "Transferir documentos assinados",
        signature: "SignFlow, em nome da Veltra Soluções, Lda.",
        landing: {
          title: "Os seus documentos assinados estão prontos",
          intro: "Transfira o acordo assinado e o certificado de conclusão.",
          submit: "Transferir (ZIP, 1,2 MB)",
        },
        cues: [
          "A SignFlow pode parecer um serviço de assinatura eletrónica conhecido, mas a sua empresa não decidiu utilizá-lo e nada o liga ao departamento jurídico ou de compras.",
          "A mensagem diz que é «contacto designado» num contrato com que nunca teve nada a ver; o ID do envelope e os signatários servem apenas para lhe dar um ar oficial.",
          "O botão transfere um ficheiro ZIP de um site desconhecido. Os contratos assinados ficam guardados no sistema documental da sua empresa, e os ficheiros comprimidos enviados por e-mail são uma forma habitual de introduzir software malicioso.",
          "A mensagem foi enviada «em nome da» outra empresa e não por alguém da sua organização: foi alguém de fora que decidiu enviá-la para si.",
        ],
        lesson:
          "Os avisos de assinatura eletrónica inspiram confiança porque chegam com frequência e são sempre parecidos, por isso os atacantes copiam-nos ao pormenor. A pergunta não é se parece vir do serviço, mas se fazia parte desse processo. Se receber um contrato que não reconhece, não transfira nada. Pergunte ao departamento jurídico ou de compras, ou à pessoa que gere esse parceiro, se o acordo existe. As cópias assinadas devem vir do sistema documental da sua empresa. Reporte a mensagem com o botão de reportar.",
      },
    },
  },
];
