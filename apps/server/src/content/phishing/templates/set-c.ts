import type { PhishingTemplateDefinition } from "../types";

/*
 * Built-in phishing templates 11 to 15: HR lures (holiday policy, pay bands, payroll bank details) and IT alerts
 * (fake virus clean-up tool, MFA re-enrolment).
 */

export const SET_C: PhishingTemplateDefinition[] = [
  {
    id: 11,
    category: "hr",
    level: 2,
    lever: "authority",
    landing: "signin",
    senderLocal: "hr-policies",
    brandColour: "#2f5d50",
    cues: ["sender", "body", "link", "signature"],
    texts: {
      "es-es": {
        senderName: "Recursos Humanos",
        subject: "Nueva política de vacaciones: léela y confirma su lectura antes del viernes",
        heading: "Actualización de la política de vacaciones",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Tras la revisión anual, hemos actualizado la política de vacaciones. Los cambios afectan a los días no disfrutados que se pueden pasar al año siguiente, a los plazos para pedir vacaciones en temporada alta y al circuito de aprobación.",
          "Toda la plantilla debe leer la nueva política y confirmar su lectura antes del viernes. Las solicitudes de vacaciones de quienes no la hayan confirmado podrían quedar en suspenso.",
          "Accede con tu cuenta corporativa habitual para consultar el documento.",
        ],
        button: "Leer la política",
        signature: "Departamento de Recursos Humanos",
        landing: {
          title: "Portal de políticas internas",
          intro:
            "Inicia sesión con tu correo corporativo y tu contraseña para leer y confirmar la nueva política de vacaciones.",
          submit: "Iniciar sesión",
        },
        cues: [
          "El remitente se presenta como Recursos Humanos, pero la dirección que hay detrás del nombre no pertenece al dominio de tu empresa.",
          "El mensaje se apoya en la autoridad y en un plazo que vence el viernes, y deja caer que tus vacaciones podrían quedar en suspenso: es presión para que actúes sin pensar.",
          "Para leer una política no debería hacer falta escribir tu contraseña; el botón lleva a una página de acceso que no es la dirección habitual de tu empresa.",
          "La firma es solo el nombre de un departamento, sin persona de contacto, sin teléfono y sin mencionar la intranet, que es donde suelen publicarse las políticas.",
        ],
        lesson:
          "Este engaño imita a Recursos Humanos: una política oficial, una confirmación obligatoria y una fecha límite. Como parece un trámite rutinario, se inicia sesión sin pensarlo y la página falsa se queda con la contraseña. La próxima vez, no uses el enlace: abre la intranet o el portal del empleado desde tu propio marcador y busca allí la política. Si es real, estará publicada. Si no la encuentras, pregunta a Recursos Humanos por un canal que ya conozcas y notifica el correo con el botón de aviso de phishing para que el equipo de seguridad alerte al resto.",
      },
      "es-mx": {
        senderName: "Recursos Humanos",
        subject: "Política de vacaciones actualizada: léala y firme de enterado antes del viernes",
        heading: "Actualización de la política de vacaciones",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Como resultado de la revisión anual, se actualizó la política de vacaciones. Los cambios abarcan los días no disfrutados, los periodos para solicitar vacaciones en temporada alta y el proceso de autorización.",
          "Todos los colaboradores deben leer la nueva política y firmar de enterado a más tardar el viernes. Las solicitudes de vacaciones de quienes no lo hayan hecho podrían quedar en pausa.",
          "Inicie sesión con su cuenta de trabajo habitual para consultar el documento.",
        ],
        button: "Consultar la política",
        signature: "Dirección de Recursos Humanos",
        landing: {
          title: "Portal de políticas internas",
          intro:
            "Inicie sesión con su correo corporativo y su contraseña para leer la nueva política de vacaciones y firmar de enterado.",
          submit: "Iniciar sesión",
        },
        cues: [
          "El remitente se presenta como Recursos Humanos, pero la dirección detrás del nombre no pertenece al dominio de su empresa.",
          "El mensaje se apoya en la autoridad y en un plazo que vence el viernes, e insinúa que sus vacaciones podrían quedar en pausa: es presión para que actúe sin pensar.",
          "Leer una política no debería exigirle su contraseña; el botón lleva a una página de inicio de sesión que no es la dirección habitual de su empresa.",
          "La firma es solo el nombre de un área, sin persona de contacto, sin teléfono y sin mención de la intranet, que es donde normalmente se publican las políticas.",
        ],
        lesson:
          "Este engaño imita a Recursos Humanos: una política oficial, una confirmación obligatoria y una fecha límite. Como parece un trámite de rutina, mucha gente inicia sesión sin pensarlo y la página falsa se queda con la contraseña. La próxima vez, no use el enlace: abra la intranet o el portal de empleados desde su propio marcador y busque ahí la política. Si es real, estará publicada. Si no la encuentra, consulte a Recursos Humanos por un medio que ya conozca y reporte el correo con el botón de reporte para que el equipo de seguridad alerte a los demás.",
      },
      "en-gb": {
        senderName: "Human Resources",
        subject: "Updated holiday policy: please read and acknowledge by Friday",
        heading: "Updated holiday policy",
        greeting: "Hello {{firstName}},",
        body: [
          "Following the annual review, the holiday policy has been updated. The changes cover carrying over unused days, booking leave during peak periods and the approval process.",
          "All employees are required to read the new policy and acknowledge it by Friday. Leave requests from staff who have not acknowledged it may be put on hold.",
          "Please sign in with your usual work account to open the document.",
        ],
        button: "Read the policy",
        signature: "Human Resources Department",
        landing: {
          title: "Policy portal",
          intro:
            "Sign in with your work e-mail address and password to read and acknowledge the updated holiday policy.",
          submit: "Sign in",
        },
        cues: [
          "The sender calls itself Human Resources, but the address behind the name is not from your company's domain.",
          "The message leans on authority and a Friday deadline, and hints that your leave requests could be put on hold: pressure to make you act before you think.",
          "Reading a policy should not require your password; the button leads to a sign-in page that is not your company's usual address.",
          "The signature is just a department name, with no contact person, no phone number and no mention of the intranet, where policies normally live.",
        ],
        lesson:
          "This lure borrows the voice of HR: an official policy, a mandatory acknowledgement and a deadline. Because it looks routine, people sign in without a second thought, and the fake page keeps the password. Next time, don't use the link: open the intranet or HR portal from your own bookmark and look for the policy there. If it is genuine, it will be published. If you can't find it, ask HR through a channel you already know, and report the e-mail with the report button so the security team can warn others.",
      },
      "en-us": {
        senderName: "Human Resources",
        subject: "Updated vacation policy: please review and acknowledge by Friday",
        heading: "Updated vacation policy",
        greeting: "Hi {{firstName}},",
        body: [
          "Following our annual review, the vacation policy has been updated. The changes affect carryover of unused days, scheduling time off during peak periods, and how requests are approved.",
          "All employees are required to review the new policy and acknowledge it by Friday. Time-off requests from employees who have not acknowledged it may be put on hold.",
          "Please sign in with your regular work account to view the document.",
        ],
        button: "Review the policy",
        signature: "Human Resources Department",
        landing: {
          title: "Policy Center",
          intro:
            "Sign in with your work email and password to review and acknowledge the updated vacation policy.",
          submit: "Sign in",
        },
        cues: [
          "The sender goes by Human Resources, but the address behind that name isn't on your company's domain.",
          "The email relies on authority and a Friday deadline, and suggests your time-off requests could be put on hold: pressure designed to make you act before you think.",
          "You shouldn't need a password to read a policy; the button goes to a sign-in page that isn't your company's usual login address.",
          "The signature is only a department name: no contact person, no phone number, and no mention of the intranet, where policies are usually posted.",
        ],
        lesson:
          "This lure imitates HR: an official-sounding policy, a mandatory acknowledgment, and a deadline. Because it looks routine, people sign in without a second thought, and the fake page captures their password. Next time, skip the link. Go to the intranet or HR portal using your own bookmark and look for the policy there; if it's real, it will be posted. If you can't find it, ask HR through a channel you already use, and report the email with the report button so the security team can alert others.",
      },
      eu: {
        senderName: "Giza Baliabideak",
        subject: "Opor-politika berria: irakurri eta berretsi ostirala baino lehen",
        heading: "Opor-politikaren eguneraketa",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "Urteko berrikuspenaren ondoren, opor-politika eguneratu dugu. Aldaketek hartu gabeko egunak hurrengo urtera pasatzeari, goi-denboraldian oporrak eskatzeko epeei eta onarpen-prozesuari eragiten diete.",
          "Langile guztiek politika berria irakurri eta irakurketa berretsi behar dute ostirala baino lehen. Berretsi ez dutenen opor-eskaerak geldirik gera litezke.",
          "Sartu ohiko laneko kontuarekin dokumentua kontsultatzeko.",
        ],
        button: "Irakurri politika",
        signature: "Giza Baliabideen Saila",
        landing: {
          title: "Barne-politiken ataria",
          intro:
            "Hasi saioa laneko helbide elektronikoarekin eta pasahitzarekin, opor-politika berria irakurri eta berresteko.",
          submit: "Hasi saioa",
        },
        cues: [
          "Bidaltzailea Giza Baliabideak gisa aurkezten da, baina izenaren atzeko helbidea ez da zure enpresaren domeinukoa.",
          "Mezuak agintearen pisua eta ostiraleko epemuga erabiltzen ditu, eta zure opor-eskaerak geldirik gera litezkeela iradokitzen du: pentsatu gabe jardun dezazun egindako presioa da.",
          "Politika bat irakurtzeko ez zenuke pasahitzik idatzi behar; botoiak zure enpresaren ohiko helbidea ez den saio-hasierako orri batera eramaten zaitu.",
          "Sinaduran sailaren izena baino ez dago: ez harremanetarako pertsonarik, ez telefonorik, ez politikak argitaratu ohi diren intranetaren aipamenik.",
        ],
        lesson:
          "Amarru honek Giza Baliabideen ahotsa imitatzen du: politika ofizial bat, derrigorrezko berrespena eta epemuga bat. Ohiko izapide bat dirudienez, askok pentsatu gabe hasten dute saioa, eta orri faltsuak pasahitza gordetzen du. Hurrengoan, ez erabili esteka: ireki intraneta edo langileen ataria zure laster-marka propiotik eta bilatu politika han. Benetakoa bada, argitaratuta egongo da. Aurkitzen ez baduzu, galdetu Giza Baliabideei lehendik ezagutzen duzun bide batetik, eta salatu mezua salatzeko botoiarekin, segurtasun-taldeak besteei abisua eman diezaien.",
      },
      pl: {
        senderName: "Dział HR",
        subject: "Nowe zasady urlopowe: prosimy o zapoznanie się i potwierdzenie do piątku",
        heading: "Aktualizacja polityki urlopowej",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Po corocznym przeglądzie zaktualizowaliśmy politykę urlopową. Zmiany dotyczą przenoszenia niewykorzystanych dni, terminów składania wniosków w szczycie sezonu urlopowego oraz ścieżki akceptacji.",
          "Wszyscy pracownicy są zobowiązani zapoznać się z nowymi zasadami i potwierdzić to do piątku. Wnioski urlopowe osób, które tego nie zrobią, mogą zostać wstrzymane.",
          "Aby otworzyć dokument, należy zalogować się zwykłym kontem służbowym.",
        ],
        button: "Otwórz dokument",
        signature: "Dział HR",
        landing: {
          title: "Portal regulaminów wewnętrznych",
          intro:
            "Zaloguj się służbowym adresem e-mail i hasłem, aby przeczytać i potwierdzić nową politykę urlopową.",
          submit: "Zaloguj się",
        },
        cues: [
          "Nadawca przedstawia się jako Dział HR, ale adres ukryty za tą nazwą nie należy do domeny firmy.",
          "Wiadomość powołuje się na autorytet działu i piątkowy termin, a do tego sugeruje wstrzymanie wniosków urlopowych: to presja, która ma skłonić do działania bez zastanowienia.",
          "Przeczytanie regulaminu nie powinno wymagać podawania hasła; przycisk prowadzi do strony logowania spoza zwykłego adresu firmy.",
          "Podpis to tylko nazwa działu: brak osoby kontaktowej, numeru telefonu czy odwołania do intranetu, w którym zwykle publikuje się regulaminy.",
        ],
        lesson:
          "Ta przynęta podszywa się pod dział HR: oficjalny dokument, obowiązkowe potwierdzenie i termin. Ponieważ wygląda na rutynową formalność, łatwo zalogować się bez namysłu, a fałszywa strona przechwytuje hasło. Następnym razem lepiej nie korzystać z linku, tylko otworzyć intranet lub portal pracowniczy z własnej zakładki i tam poszukać dokumentu. Jeśli jest prawdziwy, na pewno tam będzie. Jeśli go nie ma, warto zapytać dział HR znanym kanałem i zgłosić wiadomość przyciskiem zgłaszania, aby zespół bezpieczeństwa mógł ostrzec innych.",
      },
      cat: {
        senderName: "Recursos Humans",
        subject: "Nova política de vacances: llegeix-la i confirma'n la lectura abans de divendres",
        heading: "Actualització de la política de vacances",
        greeting: "Hola, {{firstName}},",
        body: [
          "Després de la revisió anual, hem actualitzat la política de vacances. Els canvis afecten els dies no gaudits que es poden passar a l'any següent, els terminis per demanar vacances en temporada alta i el circuit d'aprovació.",
          "Tot el personal ha de llegir la nova política i confirmar-ne la lectura abans de divendres. Les sol·licituds de vacances de qui no l'hagi confirmada podrien quedar en suspens.",
          "Accedeix-hi amb el teu compte corporatiu habitual per consultar el document.",
        ],
        button: "Llegir la política",
        signature: "Departament de Recursos Humans",
        landing: {
          title: "Portal de polítiques internes",
          intro:
            "Inicia la sessió amb el teu correu corporatiu i la contrasenya per llegir i confirmar la nova política de vacances.",
          submit: "Inicia la sessió",
        },
        cues: [
          "El remitent es presenta com a Recursos Humans, però l'adreça que hi ha darrere del nom no és del domini de la teva empresa.",
          "El missatge s'empara en l'autoritat i en un termini que acaba divendres, i insinua que les teves vacances podrien quedar en suspens: és pressió perquè actuïs sense pensar.",
          "Per llegir una política no t'hauria de caldre escriure la contrasenya; el botó porta a una pàgina d'accés que no és l'adreça habitual de la teva empresa.",
          "La signatura és només el nom d'un departament, sense persona de contacte, sense telèfon i sense cap referència a la intranet, que és on se solen publicar les polítiques.",
        ],
        lesson:
          "Aquest parany imita Recursos Humans: una política oficial, una confirmació obligatòria i una data límit. Com que sembla un tràmit rutinari, molta gent inicia la sessió sense pensar-hi i la pàgina falsa es queda la contrasenya. La pròxima vegada, no facis servir l'enllaç: obre la intranet o el portal de l'empleat des del teu propi marcador i busca-hi la política. Si és real, hi serà publicada. Si no la trobes, pregunta-ho a Recursos Humans per un canal que ja coneguis i notifica el correu amb el botó de denúncia perquè l'equip de seguretat avisi la resta.",
      },
      "pt-pt": {
        senderName: "Recursos Humanos",
        subject: "Nova política de férias: leia e confirme a leitura até sexta-feira",
        heading: "Atualização da política de férias",
        greeting: "Olá, {{firstName}},",
        body: [
          "Na sequência da revisão anual, a política de férias foi atualizada. As alterações abrangem a passagem de dias não gozados para o ano seguinte, os prazos de marcação de férias na época alta e o circuito de aprovação.",
          "Todos os colaboradores devem ler a nova política e confirmar a leitura até sexta-feira. Os pedidos de férias de quem não o tiver feito poderão ficar suspensos.",
          "Inicie sessão com a sua conta profissional habitual para consultar o documento.",
        ],
        button: "Ler a política",
        signature: "Direção de Recursos Humanos",
        landing: {
          title: "Portal de políticas internas",
          intro:
            "Inicie sessão com o seu e-mail profissional e a sua palavra-passe para ler e confirmar a nova política de férias.",
          submit: "Iniciar sessão",
        },
        cues: [
          "O remetente apresenta-se como Recursos Humanos, mas o endereço por trás do nome não pertence ao domínio da sua empresa.",
          "A mensagem apoia-se na autoridade e num prazo que termina na sexta-feira, e sugere que os seus pedidos de férias podem ficar suspensos: é pressão para agir sem pensar.",
          "Ler uma política não devia exigir a sua palavra-passe; o botão leva a uma página de início de sessão que não é o endereço habitual da sua empresa.",
          "A assinatura é apenas o nome de um departamento, sem pessoa de contacto, sem telefone e sem referência à intranet, que é onde as políticas costumam ser publicadas.",
        ],
        lesson:
          "Este esquema imita os Recursos Humanos: uma política oficial, uma confirmação obrigatória e um prazo. Como parece um procedimento de rotina, muitas pessoas iniciam sessão sem pensar e a página falsa fica com a palavra-passe. Da próxima vez, não use a ligação: abra a intranet ou o portal do colaborador a partir do seu próprio marcador e procure lá a política. Se for verdadeira, estará publicada. Se não a encontrar, pergunte aos Recursos Humanos por um canal que já conheça e denuncie o e-mail com o botão de reporte, para que a equipa de segurança possa avisar os restantes colegas.",
      },
    },
  },
  {
    id: 12,
    category: "hr",
    level: 3,
    lever: "socialProof",
    landing: "download",
    senderLocal: "compensation.review",
    brandColour: "#4b3f72",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Compensación y Beneficios",
        subject: "Revisión salarial: bandas retributivas de {{department}} para el próximo año",
        heading: "Bandas salariales de {{department}} para el próximo año",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Dentro de la revisión salarial de este año en {{company}}, ya están cerradas las bandas retributivas del próximo ejercicio. El documento de {{department}} recoge los rangos de cada puesto y nivel, junto con los criterios aplicados en la revisión.",
          "Varios compañeros del equipo ya lo han consultado y nos están preguntando por su situación, así que lo compartimos ahora con todo el departamento para que todo el mundo cuente con la misma información. Puedes plantear tus dudas a tu responsable en la reunión de evaluación.",
          "El archivo estará disponible para su descarga hasta el final de la semana.",
        ],
        button: "Descargar bandas salariales",
        signature: "Equipo de Compensación y Beneficios, Personas y Cultura de {{company}}",
        landing: {
          title: "Revisión salarial: bandas de {{department}}",
          intro:
            "Tu documento está listo. Descárgalo y ábrelo en tu ordenador de trabajo para ver las bandas salariales de tu equipo.",
          submit: "Descargar documento",
        },
        cues: [
          "El nombre parece el de un equipo interno, pero la dirección usa un dominio que solo se parece al de tu empresa. Revisa la dirección completa, no solo el nombre visible.",
          "El asunto promete información salarial confidencial de tu propio departamento, un tema que muy pocos se resisten a abrir.",
          "«Varios compañeros ya lo han consultado» es prueba social: hace que descargarlo parezca normal y urgente. La información salarial se comunica en persona o en el portal del empleado, no en un archivo para todo un departamento.",
          "El botón descarga un archivo desde un sitio ajeno a tu empresa. Si un documento te pide habilitar contenido o ejecutar algo al abrirlo, es una señal de alarma.",
        ],
        lesson:
          "Este engaño está dirigido: menciona tu empresa y tu departamento y elige un tema que interesa a casi todos, el sueldo. Además, añade prueba social insinuando que tus compañeros ya lo han visto, para que descargarlo parezca lo normal. Estos archivos suelen llevar malware que se activa al abrirlos o al pulsar «Habilitar contenido». La información salarial te la da tu responsable o el portal del empleado que ya usas. Si te llega algo así, no descargues nada: entra en el portal o pregunta a Recursos Humanos, y notifica el correo con el botón de aviso de phishing.",
      },
      "es-mx": {
        senderName: "Compensaciones y Beneficios",
        subject: "Revisión salarial: tabuladores de {{department}} para el próximo año",
        heading: "Tabuladores salariales de {{department}} para el próximo año",
        greeting: "Buen día, {{firstName}}:",
        body: [
          "Como parte de la revisión salarial de este año en {{company}}, ya quedaron definidos los tabuladores del próximo año. El documento de {{department}} incluye los rangos de cada puesto y nivel, así como los criterios que se aplicaron en la revisión.",
          "Varios de sus compañeros ya lo consultaron y nos han preguntado por su situación, por lo que ahora lo compartimos con todo el equipo para que todos cuenten con la misma información. Cualquier duda puede comentarla con su jefe directo en la reunión de evaluación.",
          "El archivo estará disponible para descarga hasta el cierre de la semana.",
        ],
        button: "Descargar tabuladores",
        signature: "Equipo de Compensaciones y Beneficios, Capital Humano {{company}}",
        landing: {
          title: "Revisión salarial: tabuladores de {{department}}",
          intro:
            "Su documento está listo. Descárguelo y ábralo en su computadora de trabajo para consultar los tabuladores de su equipo.",
          submit: "Descargar documento",
        },
        cues: [
          "El nombre parece de un área interna, pero la dirección usa un dominio que solo se parece al de su empresa. Revise la dirección completa, no solo el nombre que se muestra.",
          "El asunto promete información salarial confidencial de su propia área, un tema que pocas personas se resisten a abrir.",
          "«Varios de sus compañeros ya lo consultaron» es prueba social: hace que descargarlo parezca normal y urgente. La información de sueldos se comunica en persona o en el portal de Capital Humano, no en un archivo para toda un área.",
          "El botón descarga un archivo desde un sitio ajeno a su empresa. Si un documento le pide habilitar contenido o ejecutar algo al abrirlo, es una señal de alerta.",
        ],
        lesson:
          "Este engaño está dirigido: menciona su empresa y su área, y elige un tema que interesa a casi todos: el sueldo. Además, agrega prueba social al insinuar que sus compañeros ya lo vieron, para que descargarlo parezca normal. Estos archivos suelen traer malware que se activa al abrirlos o al hacer clic en «Habilitar contenido». La información salarial se la da su jefe directo o el portal de Capital Humano que ya utiliza. Si recibe algo así, no descargue nada: entre directamente al portal o pregunte a Capital Humano, y reporte el correo con el botón de reporte.",
      },
      "en-gb": {
        senderName: "Reward & Compensation",
        subject: "Salary review: {{department}} pay bands for next year",
        heading: "Next year's pay bands for {{department}}",
        greeting: "Dear {{firstName}},",
        body: [
          "As part of this year's salary review at {{company}}, the pay bands for next year have now been finalised. The {{department}} document sets out the ranges for each role and grade, together with the criteria used in the review.",
          "Several of your colleagues have already opened it and have been asking about their own position, so we are now sharing it with the whole team to keep everyone on the same page. Any questions can be raised with your line manager at your review meeting.",
          "The file is available to download until the end of the week.",
        ],
        button: "Download pay bands",
        signature: "Reward & Compensation Team, {{company}} People Services",
        landing: {
          title: "Salary review: {{department}} pay bands",
          intro:
            "Your document is ready. Download the file and open it on your work computer to view your team's pay bands.",
          submit: "Download document",
        },
        cues: [
          "The name looks like an internal team, but the address is on a domain that only resembles your company's. Check the full address, not just the display name.",
          "The subject dangles confidential pay information about your own department, a topic very few people can resist opening.",
          "“Several of your colleagues have already opened it” is social proof: it makes downloading feel normal and urgent. Pay information is usually shared in person or in the HR portal, not as a file for a whole department.",
          "The button downloads a file from a site outside your company. A document that asks you to enable content or run anything once opened is a warning sign.",
        ],
        lesson:
          "This lure is targeted: it names your company and department and picks a subject almost everyone cares about, pay. It then adds social proof, suggesting colleagues have already had a look, so that downloading feels ordinary. Files like this often carry malware that starts when you open them or click Enable Content. Pay information normally comes from your line manager or the HR portal you already use. If a message like this arrives, don't download anything: go to the portal yourself or ask HR, and report the e-mail with the report button.",
      },
      "en-us": {
        senderName: "Total Rewards",
        subject: "Compensation review: {{department}} pay ranges for next year",
        heading: "Next year's pay ranges for {{department}}",
        greeting: "Hi {{firstName}},",
        body: [
          "As part of this year's compensation review at {{company}}, next year's pay ranges have been finalized. The {{department}} document lists the range for each role and level, along with the criteria used in the review.",
          "A number of your coworkers have already opened it and have been asking where they stand, so we're sharing it with the entire team to keep everyone on the same page. Please bring any questions to your manager during your review meeting.",
          "The file will be available for download through the end of the week.",
        ],
        button: "Download pay ranges",
        signature: "Total Rewards Team, {{company}} People Operations",
        landing: {
          title: "Compensation review: {{department}} pay ranges",
          intro:
            "Your document is ready. Download the file and open it on your work computer to view your team's pay ranges.",
          submit: "Download file",
        },
        cues: [
          "The name sounds like an internal team, but the address is on a domain that only looks like your company's. Check the full address, not just the display name.",
          "The subject line dangles confidential pay information about your own department, a topic very few people can resist.",
          "“A number of your coworkers have already opened it” is social proof: it makes downloading feel normal and a little urgent. Pay data is usually shared one-on-one or through the HR portal, not as a file for an entire department.",
          "The button downloads a file from a site outside your company. A document that asks you to enable content or run something after you open it is a red flag.",
        ],
        lesson:
          "This lure is targeted: it names your company and department and picks a topic almost everyone cares about, pay. Then it adds social proof, hinting that coworkers have already looked, so downloading feels routine. Files like this often carry malware that runs the moment you open them or click Enable Content. Compensation details normally come from your manager or the HR portal you already use. When a message like this shows up, don't download anything; check the portal yourself or ask HR, and report the email with the report button.",
      },
      eu: {
        senderName: "Ordainsari eta Onurak",
        subject: "Soldata-berrikuspena: {{department}} saileko datorren urteko soldata-tarteak",
        heading: "Datorren urteko soldata-tarteak: {{department}}",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "{{company}} enpresako aurtengo soldata-berrikuspenaren barruan, datorren urteko soldata-tarteak zehaztuta daude jada. {{department}} saileko dokumentuak lanpostu eta maila bakoitzeko tarteak jasotzen ditu, berrikuspenean erabilitako irizpideekin batera.",
          "Zure lankide batzuek ireki dute dagoeneko, eta beren egoeraz galdezka ari zaizkigu; horregatik, talde osoarekin partekatzen dugu orain, guztiek informazio bera izan dezaten. Zalantzarik baduzu, aipatu zure arduradunari ebaluazio-bileran.",
          "Fitxategia deskargatzeko moduan egongo da aste amaierara arte.",
        ],
        button: "Deskargatu soldata-tarteak",
        signature: "Ordainsari eta Onuren Taldea, {{company}} enpresako Pertsonen Saila",
        landing: {
          title: "Soldata-berrikuspena: {{department}} saileko tarteak",
          intro:
            "Zure dokumentua prest dago. Deskargatu eta ireki laneko ordenagailuan, zure taldearen soldata-tarteak ikusteko.",
          submit: "Deskargatu dokumentua",
        },
        cues: [
          "Izenak barne-talde batena dirudi, baina helbideak zure enpresarenaren antza baino ez duen domeinu bat erabiltzen du. Egiaztatu helbide osoa, ez bakarrik agertzen den izena.",
          "Gaiak zure sailaren soldata-informazio konfidentziala eskaintzen du, eta gutxik eusten diote halako mezu bat irekitzeko tentazioari.",
          "«Zure lankide batzuek ireki dute dagoeneko» gizarte-froga da: deskargatzea normala eta presazkoa iruditzea du helburu. Soldatei buruzko informazioa aurrez aurre edo langileen atarian ematen da, ez sail osoarentzako fitxategi batean.",
          "Botoiak zure enpresatik kanpoko gune batetik deskargatzen du fitxategia. Dokumentu batek, ireki ondoren, edukia gaitzeko edo zerbait exekutatzeko eskatzen badizu, alarma-seinalea da.",
        ],
        lesson:
          "Amarru hau zuzendua da: zure enpresa eta saila aipatzen ditu, eta ia denoi interesatzen zaigun gai bat aukeratzen du, soldata. Gainera, gizarte-froga gehitzen du, lankideek dagoeneko ikusi dutela iradokiz, deskargatzea ohikoa iruditu dakizun. Halako fitxategiek malwarea izan ohi dute, irekitzean edo «Gaitu edukia» sakatzean aktibatzen dena. Soldatari buruzko informazioa zure arduradunak edo lehendik erabiltzen duzun langileen atariak ematen dizu. Horrelako mezurik jasotzen baduzu, ez deskargatu ezer: sartu zuzenean atarian edo galdetu Giza Baliabideei, eta salatu mezua salatzeko botoiarekin.",
      },
      pl: {
        senderName: "Zespół Wynagrodzeń i Benefitów",
        subject: "Przegląd wynagrodzeń: widełki płacowe działu {{department}} na przyszły rok",
        heading: "Widełki płacowe na przyszły rok: dział {{department}}",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "W ramach tegorocznego przeglądu wynagrodzeń w firmie {{company}} zatwierdziliśmy widełki płacowe na przyszły rok. Dokument dla działu {{department}} zawiera przedziały dla każdego stanowiska i poziomu oraz kryteria zastosowane podczas przeglądu.",
          "Część osób z zespołu zdążyła już go otworzyć i pyta o swoją sytuację, dlatego udostępniamy go teraz całemu działowi, aby wszyscy mieli te same informacje. Ewentualne pytania można omówić z przełożonym podczas rozmowy oceniającej.",
          "Plik będzie dostępny do pobrania do końca tygodnia.",
        ],
        button: "Pobierz widełki płacowe",
        signature: "Zespół Wynagrodzeń i Benefitów, Dział Personalny {{company}}",
        landing: {
          title: "Przegląd wynagrodzeń: dział {{department}}",
          intro:
            "Dokument jest gotowy. Pobierz plik i otwórz go na komputerze służbowym, aby zobaczyć widełki płacowe zespołu.",
          submit: "Pobierz dokument",
        },
        cues: [
          "Nazwa brzmi jak wewnętrzny zespół, ale adres pochodzi z domeny, która jedynie przypomina domenę firmy. Warto sprawdzić pełny adres, a nie tylko wyświetlaną nazwę.",
          "Temat obiecuje poufne informacje o płacach we własnym dziale, a obok takiej wiadomości mało kto przejdzie obojętnie.",
          "„Część osób z zespołu zdążyła już go otworzyć” to społeczny dowód słuszności: pobranie ma się wydawać czymś normalnym i pilnym. Informacje o płacach przekazuje się indywidualnie lub w portalu HR, a nie w pliku dla całego działu.",
          "Przycisk pobiera plik ze strony spoza firmy. Dokument, który po otwarciu prosi o włączenie zawartości lub uruchomienie czegokolwiek, powinien wzbudzić czujność.",
        ],
        lesson:
          "Ta przynęta jest precyzyjnie wymierzona: wymienia firmę i dział, a do tego porusza temat, który interesuje niemal każdego, czyli pensje. Dokłada też społeczny dowód słuszności, sugerując, że koledzy już zajrzeli do pliku, więc pobranie wydaje się naturalne. Takie pliki często zawierają złośliwe oprogramowanie, które uruchamia się po otwarciu lub kliknięciu „Włącz zawartość”. Informacje o wynagrodzeniach przekazuje przełożony albo znany portal HR. Po otrzymaniu takiej wiadomości lepiej niczego nie pobierać, tylko samodzielnie wejść do portalu lub zapytać dział HR, a wiadomość zgłosić przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "Compensació i Beneficis",
        subject: "Revisió salarial: bandes retributives de {{department}} per a l'any vinent",
        heading: "Bandes salarials de {{department}} per a l'any vinent",
        greeting: "Hola, {{firstName}},",
        body: [
          "Dins la revisió salarial d'enguany a {{company}}, ja hem tancat les bandes retributives de l'any vinent. El document de {{department}} recull els rangs de cada lloc i nivell, juntament amb els criteris aplicats en la revisió.",
          "Diversos companys de l'equip ja l'han consultat i ens pregunten per la seva situació, així que ara el compartim amb tot el departament perquè tothom tingui la mateixa informació. Pots plantejar els dubtes al teu responsable a la reunió d'avaluació.",
          "El fitxer es podrà descarregar fins a final de setmana.",
        ],
        button: "Descarregar les bandes",
        signature: "Equip de Compensació i Beneficis, Persones {{company}}",
        landing: {
          title: "Revisió salarial: bandes de {{department}}",
          intro:
            "Ja tens el document a punt. Descarrega'l i obre'l a l'ordinador de la feina per veure les bandes salarials del teu equip.",
          submit: "Descarregar el document",
        },
        cues: [
          "El nom sembla el d'un equip intern, però l'adreça fa servir un domini que només s'assembla al de la teva empresa. Comprova l'adreça completa, no només el nom que es mostra.",
          "L'assumpte promet informació salarial confidencial del teu propi departament, un tema que molt poca gent es resisteix a obrir.",
          "«Diversos companys de l'equip ja l'han consultat» és prova social: fa que descarregar-lo sembli normal i urgent. La informació salarial es comunica en persona o al portal de l'empleat, no en un fitxer per a tot un departament.",
          "El botó descarrega un fitxer des d'un lloc extern a la teva empresa. Si un document et demana que activis contingut o que executis alguna cosa en obrir-lo, és un senyal d'alarma.",
        ],
        lesson:
          "Aquest parany és dirigit: esmenta la teva empresa i el teu departament i tria un tema que interessa gairebé a tothom, el sou. Hi afegeix prova social i insinua que els companys ja l'han vist, perquè descarregar-lo sembli normal. Aquests fitxers sovint porten programari maliciós que s'activa en obrir-los o en prémer «Habilita el contingut». La informació salarial te la dona el teu responsable o el portal de l'empleat que ja fas servir. Si t'arriba un missatge així, no descarreguis res: entra directament al portal o pregunta-ho a Recursos Humans, i notifica el correu amb el botó de denúncia.",
      },
      "pt-pt": {
        senderName: "Compensação e Benefícios",
        subject: "Revisão salarial: bandas salariais de {{department}} para o próximo ano",
        heading: "Bandas salariais de {{department}} para o próximo ano",
        greeting: "Olá, {{firstName}},",
        body: [
          "No âmbito da revisão salarial deste ano na {{company}}, as bandas salariais para o próximo ano já estão fechadas. O documento de {{department}} apresenta os intervalos de cada função e nível, bem como os critérios aplicados na revisão.",
          "Vários colegas da equipa já o consultaram e têm-nos perguntado pela sua situação, por isso partilhamo-lo agora com todo o departamento, para que todos tenham a mesma informação. Pode esclarecer as suas dúvidas com a sua chefia na reunião de avaliação.",
          "O ficheiro estará disponível para transferência até ao final da semana.",
        ],
        button: "Transferir bandas salariais",
        signature: "Equipa de Compensação e Benefícios, Direção de Pessoas da {{company}}",
        landing: {
          title: "Revisão salarial: bandas de {{department}}",
          intro:
            "O seu documento está pronto. Transfira o ficheiro e abra-o no computador de trabalho para consultar as bandas salariais da sua equipa.",
          submit: "Transferir documento",
        },
        cues: [
          "O nome parece o de uma equipa interna, mas o endereço usa um domínio que apenas se assemelha ao da sua empresa. Verifique o endereço completo e não só o nome apresentado.",
          "O assunto promete informação salarial confidencial do seu próprio departamento, um tema a que poucas pessoas resistem.",
          "«Vários colegas da equipa já o consultaram» é prova social: faz com que transferir o ficheiro pareça normal e urgente. A informação salarial é comunicada pessoalmente ou no portal do colaborador, não num ficheiro para todo um departamento.",
          "O botão transfere um ficheiro de um site externo à sua empresa. Se um documento lhe pedir para ativar conteúdo ou executar algo ao abri-lo, é um sinal de alarme.",
        ],
        lesson:
          "Este esquema é direcionado: menciona a sua empresa e o seu departamento e escolhe um tema que interessa a quase todos, o salário. Acrescenta ainda prova social, sugerindo que os colegas já viram o documento, para que a transferência pareça normal. Estes ficheiros trazem muitas vezes software malicioso que se ativa ao abri-los ou ao clicar em «Ativar conteúdo». A informação salarial chega-lhe pela sua chefia ou pelo portal do colaborador que já utiliza. Se receber algo assim, não transfira nada: aceda diretamente ao portal ou pergunte aos Recursos Humanos, e denuncie o e-mail com o botão de reporte.",
      },
    },
  },
  {
    id: 13,
    category: "hr",
    level: 2,
    lever: "urgency",
    landing: "personalData",
    senderLocal: "payroll",
    brandColour: "#1e6b52",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Departamento de Nóminas",
        subject: "Nómina: verifica tu cuenta bancaria para cobrar a tiempo este mes",
        heading: "Verificación de datos bancarios",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Estamos migrando a un nuevo sistema de nóminas y algunos datos bancarios de la plantilla no se han traspasado correctamente. Tu ficha es una de las que hay que revisar.",
          "Para asegurarte de cobrar a tiempo la nómina de este mes, confirma tu nombre, tu número de empleado y tu cuenta bancaria antes de mañana a las 17:00. Las fichas que no estén verificadas para entonces se abonarán en el siguiente ciclo de pago.",
          "Solo te llevará un minuto.",
        ],
        button: "Verificar mis datos",
        signature: "Departamento de Nóminas, Administración de Personal",
        landing: {
          title: "Verificación de datos de nómina",
          intro: "Confirma tus datos para que la nómina de este mes se ingrese en la cuenta correcta.",
          submit: "Confirmar datos",
        },
        cues: [
          "El remitente se presenta como Departamento de Nóminas, pero la dirección no pertenece al dominio de tu empresa.",
          "El asunto vincula tu sueldo a una acción inmediata; los cambios reales en nóminas se anuncian con antelación, no a pocos días del pago.",
          "El mensaje amenaza con retrasar tu nómina si no actúas antes de mañana a las 17:00 y te pide la cuenta bancaria, un dato que Nóminas ya tiene y que nunca recogería por correo.",
          "El botón abre un formulario fuera del portal del empleado de tu empresa que pide tu número de empleado y tu cuenta bancaria.",
        ],
        lesson:
          "El día de cobro es una palanca potente: nadie quiere que le retrasen la nómina. Este engaño se inventa una migración de sistemas y luego te pide «confirmar» tu cuenta bancaria en un formulario que controla el atacante. Con esos datos se pueden desviar pagos o cometer fraudes en tu nombre. Nóminas ya tiene tus datos y, si hiciera falta cambiarlos, te lo pediría por el portal del empleado de siempre. Ante la duda, entra directamente en ese portal o llama a Nóminas a un número que ya conozcas, y notifica el correo con el botón de aviso de phishing.",
      },
      "es-mx": {
        senderName: "Departamento de Nómina",
        subject: "Nómina: verifique su cuenta bancaria para recibir a tiempo su pago de este mes",
        heading: "Verificación de datos bancarios",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Estamos migrando a un nuevo sistema de nómina y algunos datos bancarios de los colaboradores no se transfirieron correctamente. Su registro es uno de los que deben revisarse.",
          "Para asegurar que reciba a tiempo su pago de este mes, confirme su nombre, número de empleado y cuenta bancaria antes de mañana a las 17:00 h. Los registros que no se verifiquen para entonces se pagarán en el siguiente periodo de nómina.",
          "Solo le tomará un minuto.",
        ],
        button: "Verificar mis datos",
        signature: "Departamento de Nómina, Capital Humano",
        landing: {
          title: "Verificación de datos de nómina",
          intro: "Confirme sus datos para que el pago de este mes se deposite en la cuenta correcta.",
          submit: "Confirmar datos",
        },
        cues: [
          "El remitente se presenta como Departamento de Nómina, pero la dirección no pertenece al dominio de su empresa.",
          "El asunto condiciona su sueldo a una acción inmediata; los cambios reales en la nómina se avisan con anticipación, no a unos días del pago.",
          "El mensaje amenaza con retrasar su pago si no actúa antes de mañana a las 17:00 h y le pide su cuenta bancaria, un dato que Nómina ya tiene y que nunca solicitaría por correo.",
          "El botón abre un formulario fuera del portal de Capital Humano de su empresa que pide su número de empleado y su cuenta bancaria.",
        ],
        lesson:
          "El día de pago es una palanca muy poderosa: nadie quiere que se le retrase el sueldo. Este engaño inventa una migración de sistemas y luego le pide «confirmar» su cuenta bancaria en un formulario que controla el atacante. Con esos datos se pueden desviar depósitos o cometer fraudes a su nombre. Nómina ya tiene sus datos y, si hubiera que actualizarlos, se lo pediría por el portal de Capital Humano de siempre. Si tiene dudas, entre directamente a ese portal o llame a Nómina a un número que ya conozca, y reporte el correo con el botón de reporte.",
      },
      "en-gb": {
        senderName: "Payroll Team",
        subject: "Payroll: verify your bank details to receive this month's salary on time",
        heading: "Bank details verification",
        greeting: "Hello {{firstName}},",
        body: [
          "We are moving to a new payroll system, and some employees' bank details were not transferred correctly. Your record is one of those that need checking.",
          "To make sure this month's salary is paid on time, please confirm your name, employee number and bank account by 5 pm tomorrow. Records that have not been verified by then will be paid in the next payroll run.",
          "It only takes a minute.",
        ],
        button: "Verify my details",
        signature: "Payroll Team, Finance and HR Services",
        landing: {
          title: "Payroll details verification",
          intro: "Confirm your details below so that this month's salary is paid into the correct account.",
          submit: "Confirm details",
        },
        cues: [
          "The sender calls itself Payroll Team, but the address is not from your company's domain.",
          "The subject ties your salary to immediate action; genuine payroll changes are announced well in advance, not a few days before payday.",
          "The message threatens to delay your pay unless you act by 5 pm tomorrow, and asks for your bank account, which payroll already holds and would never collect by e-mail.",
          "The button opens a form outside your company's HR portal that asks for your employee number and bank account.",
        ],
        lesson:
          "Payday is a powerful lever: nobody wants their salary delayed. This lure invents a system migration, then asks you to “confirm” your bank account on a form the attacker controls. With those details, criminals can divert salary payments or commit fraud in your name. Payroll already holds your details and would only ask you to update them through the HR portal you normally use. If in doubt, open that portal yourself or ring payroll on a number you already know, and report the e-mail with the report button.",
      },
      "en-us": {
        senderName: "Payroll Department",
        subject: "Payroll: verify your direct deposit account to get this month's pay on time",
        heading: "Direct deposit verification",
        greeting: "Hi {{firstName}},",
        body: [
          "We're moving to a new payroll system, and some employees' direct deposit information didn't transfer correctly. Your record is one of those that need to be checked.",
          "To make sure this month's paycheck arrives on time, please confirm your name, employee ID, and bank account by 5 p.m. tomorrow. Any record not verified by then will be paid in the next pay cycle.",
          "It only takes a minute.",
        ],
        button: "Verify my information",
        signature: "Payroll Department, Finance & HR Services",
        landing: {
          title: "Direct deposit verification",
          intro: "Confirm your information below so this month's pay is deposited into the right account.",
          submit: "Confirm information",
        },
        cues: [
          "The sender goes by Payroll Department, but the address isn't on your company's domain.",
          "The subject line ties your paycheck to immediate action; real payroll changes are announced well ahead of time, not a few days before payday.",
          "The email threatens to hold up your pay unless you act by 5 p.m. tomorrow, and it asks for your bank account, which payroll already has and would never collect by email.",
          "The button opens a form outside your company's HR portal that asks for your employee ID and bank account.",
        ],
        lesson:
          "Payday is a powerful lever: nobody wants their paycheck held up. This lure makes up a system migration, then asks you to “confirm” your bank account on a form the attacker controls. With that information, criminals can reroute direct deposits or commit fraud in your name. Payroll already has your details and would only ask you to update them through the HR portal you normally use. If you're unsure, open that portal yourself or call payroll at a number you already know, and report the email with the report button.",
      },
      eu: {
        senderName: "Nominen Saila",
        subject: "Nomina: egiaztatu zure banku-kontua hilabete honetako soldata garaiz jasotzeko",
        heading: "Banku-datuen egiaztapena",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "Nomina-sistema berri batera igarotzen ari gara, eta langileen banku-datu batzuk ez dira behar bezala pasatu. Zure fitxa berrikusi beharrekoen artean dago.",
          "Hilabete honetako soldata garaiz jasotzeko, berretsi zure izena, langile-zenbakia eta banku-kontua bihar 17:00ak baino lehen. Ordurako egiaztatu gabe dauden fitxak hurrengo ordainketa-zikloan ordainduko dira.",
          "Minutu bat besterik ez duzu beharko.",
        ],
        button: "Egiaztatu nire datuak",
        signature: "Nominen Saila, Langileen Administrazioa",
        landing: {
          title: "Nominako datuen egiaztapena",
          intro: "Berretsi zure datuak, hilabete honetako soldata kontu zuzenean sar dadin.",
          submit: "Berretsi datuak",
        },
        cues: [
          "Bidaltzailea Nominen Saila gisa aurkezten da, baina helbidea ez da zure enpresaren domeinukoa.",
          "Gaiak zure soldata berehalako ekintza bati lotzen dio; nominetako benetako aldaketak aldez aurretik iragartzen dira, ez ordainketa-egunetik egun gutxira.",
          "Mezuak zure soldata atzeratzeko mehatxua egiten du bihar 17:00ak baino lehen jarduten ez baduzu, eta banku-kontua eskatzen dizu, Nominen Sailak dagoeneko duen eta inoiz posta elektronikoz eskatuko ez lukeen datua.",
          "Botoiak zure enpresaren langileen ataritik kanpoko formulario bat irekitzen du, langile-zenbakia eta banku-kontua eskatzen dituena.",
        ],
        lesson:
          "Soldata jasotzeko eguna palanka indartsua da: inork ez du nahi soldata atzeratzea. Amarru honek sistema-aldaketa bat asmatzen du, eta gero banku-kontua «berresteko» eskatzen dizu erasotzaileak kontrolatzen duen formulario batean. Datu horiekin, ordainketak desbideratu edo zure izenean iruzurrak egin ditzakete. Nominen Sailak badauzka zure datuak, eta aldatu beharko balira, ohiko langileen atariaren bidez eskatuko lizuke. Zalantzarik baduzu, ireki zuk zeuk atari hori edo deitu Nominen Sailera lehendik ezagutzen duzun zenbaki batera, eta salatu mezua salatzeko botoiarekin.",
      },
      pl: {
        senderName: "Dział Płac",
        subject: "Lista płac: prosimy o weryfikację konta bankowego, aby wynagrodzenie wpłynęło na czas",
        heading: "Weryfikacja danych do przelewu wynagrodzenia",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "Przechodzimy na nowy system płacowy i część danych bankowych pracowników nie została poprawnie przeniesiona. Wśród kartotek wymagających sprawdzenia jest również kartoteka Pani/Pana.",
          "Aby wynagrodzenie za ten miesiąc wpłynęło na czas, prosimy o potwierdzenie imienia i nazwiska, numeru pracownika oraz numeru konta bankowego do jutra, do godz. 17:00. Dane niezweryfikowane w tym terminie zostaną uwzględnione dopiero w kolejnym cyklu wypłat.",
          "Zajmie to tylko chwilę.",
        ],
        button: "Zweryfikuj dane",
        signature: "Dział Płac, Administracja Kadrowa",
        landing: {
          title: "Weryfikacja danych płacowych",
          intro:
            "Prosimy potwierdzić poniższe dane, aby wynagrodzenie za ten miesiąc trafiło na właściwe konto.",
          submit: "Potwierdź dane",
        },
        cues: [
          "Nadawca przedstawia się jako Dział Płac, ale adres nie należy do domeny firmy.",
          "Temat uzależnia wypłatę od natychmiastowego działania; prawdziwe zmiany w systemie płacowym ogłasza się z wyprzedzeniem, a nie na kilka dni przed wypłatą.",
          "Wiadomość grozi opóźnieniem wynagrodzenia, jeśli dane nie zostaną potwierdzone do jutra do 17:00, i prosi o numer konta, który dział płac już ma i którego nigdy nie zbierałby e-mailem.",
          "Przycisk otwiera formularz spoza firmowego portalu HR, w którym trzeba podać numer pracownika i numer konta.",
        ],
        lesson:
          "Dzień wypłaty to silna dźwignia: nikt nie chce, żeby pensja się spóźniła. Ta przynęta wymyśla migrację systemu, a potem prosi o „potwierdzenie” numeru konta w formularzu kontrolowanym przez oszusta. Dzięki tym danym przestępcy mogą przekierować przelewy albo dokonać oszustwa na cudze nazwisko. Dział płac ma już te informacje, a gdyby trzeba było je zmienić, poprosiłby o to przez zwykły portal HR. W razie wątpliwości lepiej samodzielnie otworzyć ten portal lub zadzwonić do działu płac na znany numer, a wiadomość zgłosić przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "Departament de Nòmines",
        subject: "Nòmina: verifica el teu compte bancari per cobrar a temps aquest mes",
        heading: "Verificació de dades bancàries",
        greeting: "Hola, {{firstName}},",
        body: [
          "Estem migrant a un nou sistema de nòmines i algunes dades bancàries de la plantilla no s'han traspassat correctament. La teva fitxa és una de les que cal revisar.",
          "Per assegurar-te que cobres a temps la nòmina d'aquest mes, confirma el teu nom, el número d'empleat i el compte bancari abans de demà a les 17.00. Les fitxes que no estiguin verificades llavors s'abonaran en el cicle de pagament següent.",
          "Només et caldrà un minut.",
        ],
        button: "Verificar les meves dades",
        signature: "Departament de Nòmines, Administració de Personal",
        landing: {
          title: "Verificació de dades de nòmina",
          intro: "Confirma les teves dades perquè la nòmina d'aquest mes s'ingressi al compte correcte.",
          submit: "Confirmar les dades",
        },
        cues: [
          "El remitent es presenta com a Departament de Nòmines, però l'adreça no és del domini de la teva empresa.",
          "L'assumpte lliga el teu sou a una acció immediata; els canvis reals en les nòmines s'anuncien amb antelació, no a pocs dies del cobrament.",
          "El missatge amenaça de retardar-te la nòmina si no actues abans de demà a les 17.00 i et demana el compte bancari, una dada que Nòmines ja té i que mai no demanaria per correu.",
          "El botó obre un formulari fora del portal de l'empleat de la teva empresa que et demana el número d'empleat i el compte bancari.",
        ],
        lesson:
          "El dia de cobrament és una palanca molt potent: ningú no vol que li endarrereixin la nòmina. Aquest parany s'inventa una migració de sistemes i després et demana que «confirmis» el compte bancari en un formulari que controla l'atacant. Amb aquestes dades poden desviar pagaments o cometre fraus en nom teu. Nòmines ja té les teves dades i, si calgués canviar-les, t'ho demanaria pel portal de l'empleat de sempre. Si tens dubtes, entra directament al portal o truca a Nòmines a un número que ja coneguis, i notifica el correu amb el botó de denúncia.",
      },
      "pt-pt": {
        senderName: "Processamento Salarial",
        subject: "Salários: confirme a sua conta bancária para receber a tempo o vencimento deste mês",
        heading: "Verificação de dados bancários",
        greeting: "Olá, {{firstName}},",
        body: [
          "Estamos a migrar para um novo sistema de processamento salarial e alguns dados bancários dos colaboradores não foram transferidos corretamente. A sua ficha é uma das que precisam de ser verificadas.",
          "Para garantir que recebe a tempo o vencimento deste mês, confirme o seu nome, número de colaborador e IBAN até amanhã às 17h00. As fichas que não estiverem verificadas até essa hora só serão pagas no processamento seguinte.",
          "Demora apenas um minuto.",
        ],
        button: "Verificar os meus dados",
        signature: "Equipa de Processamento Salarial, Recursos Humanos",
        landing: {
          title: "Verificação de dados salariais",
          intro:
            "Confirme os seus dados para que o vencimento deste mês seja transferido para a conta correta.",
          submit: "Confirmar dados",
        },
        cues: [
          "O remetente apresenta-se como Processamento Salarial, mas o endereço não pertence ao domínio da sua empresa.",
          "O assunto associa o seu vencimento a uma ação imediata; as mudanças reais no processamento salarial são anunciadas com antecedência, não a poucos dias do pagamento.",
          "A mensagem ameaça atrasar o seu vencimento se não agir até amanhã às 17h00 e pede o seu IBAN, um dado que os Recursos Humanos já têm e que nunca recolheriam por e-mail.",
          "O botão abre um formulário fora do portal do colaborador da sua empresa, que pede o número de colaborador e o IBAN.",
        ],
        lesson:
          "O dia do pagamento é uma alavanca poderosa: ninguém quer ver o salário atrasado. Este esquema inventa uma migração de sistemas e depois pede-lhe que «confirme» o IBAN num formulário controlado pelo atacante. Com esses dados, é possível desviar pagamentos ou cometer fraudes em seu nome. Os Recursos Humanos já têm os seus dados e, se fosse preciso alterá-los, pedi-lo-iam através do portal do colaborador habitual. Na dúvida, abra esse portal por si ou ligue para o processamento salarial através de um número que já conheça, e denuncie o e-mail com o botão de reporte.",
      },
    },
  },
  {
    id: 14,
    category: "itAlert",
    level: 1,
    lever: "urgency",
    landing: "download",
    senderLocal: "pc-protect.alert",
    brandColour: "#c62828",
    cues: ["sender", "greeting", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Centro de Alertas PC Protect",
        subject: "¡¡¡AVISO!!! Virus detectado en su ordenador: descargue YA la herramienta de limpieza",
        heading: "ALERTA DE SEGURIDAD: 5 VIRUS ENCONTRADOS",
        greeting: "Estimado usuario:",
        body: [
          "Nuestro análisis automático ha detectado 5 virus peligrosos en su ordenador. ¡Sus archivos, contraseñas y fotos están en peligro AHORA MISMO!",
          "Si no actúa en los próximos 30 minutos, su ordenador quedará bloqueado y todos sus datos se borrarán de forma permanente.",
          "Descargue inmediatamente la herramienta oficial de limpieza y ejecútela para eliminar la infección. ¡¡¡Es gratuita y solo tarda 2 minutos!!!",
        ],
        button: "DESCARGAR LIMPIADOR YA",
        signature: "Centro de Alertas PC Protect, Departamento de Seguridad 24/7",
        landing: {
          title: "Herramienta de limpieza PC Protect",
          intro:
            "Su descarga está lista. Ejecute el archivo en cuanto termine de descargarse para eliminar los virus de su ordenador.",
          submit: "Descargar ahora",
        },
        cues: [
          "El remitente es un desconocido «Centro de Alertas PC Protect», no tu departamento de informática, y la dirección no tiene nada que ver con tu empresa.",
          "«Estimado usuario» es un saludo genérico: el remitente no sabe cómo te llamas porque el mismo mensaje se ha enviado a miles de personas.",
          "Las mayúsculas, los signos de exclamación triplicados y la cuenta atrás de 30 minutos son tácticas clásicas para asustar. Un correo no puede analizar tu ordenador, y las herramientas de seguridad reales avisan en pantalla, no por correo.",
          "El botón descarga un programa desde un sitio desconocido. Ejecutarlo instalaría precisamente el tipo de malware que el mensaje dice eliminar.",
        ],
        lesson:
          "Las falsas alertas de virus funcionan metiendo miedo para que actúes deprisa: una cuenta atrás, mayúsculas a gritos y la amenaza de perderlo todo. Recuerda que ningún correo puede ver lo que hay en tu ordenador; el antivirus de tu empresa muestra sus avisos en pantalla y lo gestiona tu equipo de informática. Nunca descargues «herramientas de limpieza» desde un mensaje: suelen ser la propia infección. Si te preocupa tu equipo, contacta con el servicio de soporte informático por su canal habitual y notifica el correo con el botón de aviso de phishing.",
      },
      "es-mx": {
        senderName: "Centro de Alertas PC Protect",
        subject: "¡¡¡AVISO!!! Virus detectado en su computadora: descargue YA la herramienta de limpieza",
        heading: "ALERTA DE SEGURIDAD: 5 VIRUS DETECTADOS",
        greeting: "Estimado usuario:",
        body: [
          "Nuestro escaneo automático detectó 5 virus peligrosos en su computadora. ¡Sus archivos, contraseñas y fotos están en riesgo AHORA MISMO!",
          "Si no actúa en los próximos 30 minutos, su computadora será bloqueada y toda su información se borrará de forma permanente.",
          "Descargue de inmediato la herramienta oficial de limpieza y ejecútela para eliminar la infección. ¡¡¡Es gratuita y solo toma 2 minutos!!!",
        ],
        button: "DESCARGAR LIMPIADOR YA",
        signature: "Centro de Alertas PC Protect, Departamento de Seguridad 24/7",
        landing: {
          title: "Herramienta de limpieza PC Protect",
          intro:
            "Su descarga está lista. Ejecute el archivo en cuanto termine de descargarse para eliminar los virus de su computadora.",
          submit: "Descargar ahora",
        },
        cues: [
          "El remitente es un desconocido «Centro de Alertas PC Protect», no el área de TI de su empresa, y la dirección no tiene nada que ver con su organización.",
          "«Estimado usuario» es un saludo genérico: el remitente no sabe su nombre porque el mismo mensaje se envió a miles de personas.",
          "Las mayúsculas, los signos de exclamación triples y la cuenta regresiva de 30 minutos son tácticas clásicas para asustar. Un correo no puede escanear su computadora, y las herramientas de seguridad reales avisan en pantalla, no por correo.",
          "El botón descarga un programa desde un sitio desconocido. Ejecutarlo instalaría justamente el tipo de malware que el mensaje dice eliminar.",
        ],
        lesson:
          "Las alertas falsas de virus funcionan asustándolo para que actúe rápido: una cuenta regresiva, mayúsculas a gritos y la amenaza de perderlo todo. Recuerde que ningún correo puede ver lo que hay en su computadora; el antivirus de su empresa muestra sus avisos en pantalla y lo administra el área de TI. Nunca descargue «herramientas de limpieza» desde un mensaje: suelen ser la infección misma. Si le preocupa su equipo, contacte a la mesa de ayuda de TI por su canal habitual y reporte el correo con el botón de reporte.",
      },
      "en-gb": {
        senderName: "PC Protect Alert Centre",
        subject: "WARNING!!! Virus detected on your computer: download the cleaning tool NOW",
        heading: "SECURITY ALERT: 5 VIRUSES FOUND",
        greeting: "Dear user,",
        body: [
          "Our automatic scan has detected 5 dangerous viruses on your computer. Your files, passwords and photos are at risk RIGHT NOW!",
          "If you do not act within 30 minutes, your computer will be blocked and all your data will be permanently deleted.",
          "Download the official cleaning tool immediately and run it to remove the infection. It is free and takes only 2 minutes!!!",
        ],
        button: "DOWNLOAD CLEANER NOW",
        signature: "PC Protect Alert Centre, Security Department 24/7",
        landing: {
          title: "PC Protect cleaning tool",
          intro:
            "Your download is ready. Run the file as soon as it has downloaded to remove the viruses from your computer.",
          submit: "Download now",
        },
        cues: [
          "The sender is an unknown “PC Protect Alert Centre”, not your IT department, and the address has nothing to do with your company.",
          "“Dear user” is a generic greeting: the sender does not know your name, because the same message went out to thousands of people.",
          "Capital letters, triple exclamation marks and a 30-minute countdown are classic scare tactics. An e-mail cannot scan your computer, and real security software warns you on screen, not by e-mail.",
          "The button downloads a program from an unknown site. Running it would install exactly the kind of malware the message claims to remove.",
        ],
        lesson:
          "Fake virus alerts work by frightening you into acting fast: a countdown, shouty capital letters and the threat of losing everything. Remember that no e-mail can see what is on your computer; your company's antivirus shows its warnings on screen and is managed by your IT team. Never download “cleaning tools” from a message: they are usually the infection itself. If you are worried about your computer, contact the IT service desk through its usual channel, and report the e-mail with the report button.",
      },
      "en-us": {
        senderName: "PC Protect Alert Center",
        subject: "WARNING!!! Virus detected on your computer: download the cleanup tool NOW",
        heading: "SECURITY ALERT: 5 VIRUSES FOUND",
        greeting: "Dear user,",
        body: [
          "Our automatic scan has detected 5 dangerous viruses on your computer. Your files, passwords, and photos are at risk RIGHT NOW!",
          "If you don't take action within 30 minutes, your computer will be locked and all your data will be permanently erased.",
          "Download the official cleanup tool immediately and run it to remove the infection. It's free and takes only 2 minutes!!!",
        ],
        button: "DOWNLOAD CLEANUP TOOL",
        signature: "PC Protect Alert Center, Security Department 24/7",
        landing: {
          title: "PC Protect Cleanup Tool",
          intro:
            "Your download is ready. Run the file as soon as it finishes downloading to remove the viruses from your computer.",
          submit: "Download now",
        },
        cues: [
          "The sender is an unknown “PC Protect Alert Center,” not your IT department, and the address has nothing to do with your company.",
          "“Dear user” is a generic greeting: the sender doesn't know your name because the same email went out to thousands of people.",
          "All caps, triple exclamation points, and a 30-minute countdown are classic scare tactics. An email can't scan your computer, and real security software warns you on screen, not by email.",
          "The button downloads a program from an unknown website. Running it would install exactly the kind of malware the message claims to remove.",
        ],
        lesson:
          "Fake virus alerts work by scaring you into acting fast: a countdown, all-caps shouting, and the threat of losing everything. Keep in mind that no email can see what's on your computer; your company's antivirus displays its warnings on screen and is managed by your IT team. Never download “cleanup tools” from a message, since they're usually the infection itself. If you're worried about your computer, contact the IT help desk through its usual channel, and report the email with the report button.",
      },
      eu: {
        senderName: "PC Protect Alerta Zentroa",
        subject: "ABISUA!!! Birusa detektatu da zure ordenagailuan: deskargatu garbiketa-tresna ORAIN",
        heading: "SEGURTASUN-ALERTA: 5 BIRUS AURKITU DIRA",
        greeting: "Erabiltzaile agurgarria:",
        body: [
          "Gure eskaneatze automatikoak 5 birus arriskutsu detektatu ditu zure ordenagailuan. Zure fitxategiak, pasahitzak eta argazkiak arriskuan daude ORAINTXE BERTAN!",
          "30 minutuko epean ezer egiten ez baduzu, zure ordenagailua blokeatu egingo da eta datu guztiak betiko ezabatuko dira.",
          "Deskargatu berehala garbiketa-tresna ofiziala eta exekutatu infekzioa kentzeko. Doakoa da eta 2 minutu besterik ez ditu behar!!!",
        ],
        button: "DESKARGATU GARBITZAILEA ORAIN",
        signature: "PC Protect Alerta Zentroa, Segurtasun Saila 24/7",
        landing: {
          title: "PC Protect garbiketa-tresna",
          intro:
            "Deskarga prest dago. Exekutatu fitxategia deskargatu bezain laster, zure ordenagailuko birusak kentzeko.",
          submit: "Deskargatu orain",
        },
        cues: [
          "Bidaltzailea «PC Protect Alerta Zentroa» ezezaguna da, ez zure informatika-saila, eta helbideak ez du zerikusirik zure enpresarekin.",
          "«Erabiltzaile agurgarria» agur generikoa da: bidaltzaileak ez daki zure izena, mezu bera milaka pertsonari bidali zaielako.",
          "Letra larriak, hiru harridura-marka eta 30 minutuko atzerako kontaketa beldurra sartzeko ohiko trikimailuak dira. Mezu elektroniko batek ezin du zure ordenagailua eskaneatu, eta benetako segurtasun-tresnek pantailan ematen dute abisua, ez posta elektronikoz.",
          "Botoiak programa bat deskargatzen du gune ezezagun batetik. Exekutatuz gero, mezuak kenduko duela dioen malware mota bera instalatuko zenuke.",
        ],
        lesson:
          "Birus-alerta faltsuek beldurra erabiltzen dute azkar joka dezazun: atzerako kontaketa, letra larriz egindako oihuak eta dena galtzeko mehatxua. Gogoratu ezein mezu elektronikok ezin duela ikusi zer dagoen zure ordenagailuan; zure enpresako antibirusak pantailan erakusten ditu abisuak, eta informatika-taldeak kudeatzen du. Ez deskargatu inoiz mezu batetik «garbiketa-tresnarik»: gehienetan, infekzioa bera dira. Ordenagailuak kezkatzen bazaitu, jarri harremanetan informatika-laguntzako zerbitzuarekin ohiko bidetik, eta salatu mezua salatzeko botoiarekin.",
      },
      pl: {
        senderName: "Centrum Alertów PC Protect",
        subject: "UWAGA!!! Wykryto wirusa na komputerze: pobierz narzędzie czyszczące TERAZ",
        heading: "ALERT BEZPIECZEŃSTWA: WYKRYTO 5 WIRUSÓW",
        greeting: "Szanowny Użytkowniku,",
        body: [
          "Automatyczne skanowanie wykryło na komputerze 5 groźnych wirusów. Pliki, hasła i zdjęcia są zagrożone JUŻ TERAZ!",
          "Brak reakcji w ciągu 30 minut spowoduje zablokowanie komputera i trwałe usunięcie wszystkich danych.",
          "Należy natychmiast pobrać oficjalne narzędzie czyszczące i uruchomić je, aby usunąć infekcję. Jest bezpłatne, a czyszczenie trwa tylko 2 minuty!!!",
        ],
        button: "POBIERZ NARZĘDZIE TERAZ",
        signature: "Centrum Alertów PC Protect, Dział Bezpieczeństwa 24/7",
        landing: {
          title: "Narzędzie czyszczące PC Protect",
          intro:
            "Plik jest gotowy do pobrania. Po zakończeniu pobierania należy od razu go uruchomić, aby usunąć wirusy z komputera.",
          submit: "Pobierz teraz",
        },
        cues: [
          "Nadawcą jest nieznane „Centrum Alertów PC Protect”, a nie firmowy dział IT. Adres również nie ma nic wspólnego z firmą.",
          "„Szanowny Użytkowniku” to ogólnikowy zwrot: nadawca nie zna imienia odbiorcy, bo ta sama wiadomość trafiła do tysięcy osób.",
          "Wielkie litery, potrójne wykrzykniki i 30-minutowe odliczanie to klasyczne metody straszenia. E-mail nie może przeskanować komputera, a prawdziwe programy zabezpieczające ostrzegają na ekranie, a nie pocztą.",
          "Przycisk pobiera program z nieznanej strony. Jego uruchomienie zainstalowałoby dokładnie takie złośliwe oprogramowanie, jakie wiadomość rzekomo usuwa.",
        ],
        lesson:
          "Fałszywe alerty o wirusach grają na strachu, żeby skłonić do pośpiechu: odliczanie, krzyczące wielkie litery i groźba utraty wszystkiego. Warto pamiętać, że żaden e-mail nie widzi, co jest na komputerze, a firmowy antywirus wyświetla ostrzeżenia na ekranie i zarządza nim dział IT. Nigdy nie należy pobierać „narzędzi czyszczących” z wiadomości: zwykle to one są infekcją. W razie obaw o komputer najlepiej skontaktować się z helpdeskiem IT zwykłym kanałem, a wiadomość zgłosić przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "Centre d'Alertes PC Protect",
        subject: "AVÍS!!! Virus detectat al seu ordinador: descarregui ARA l'eina de neteja",
        heading: "ALERTA DE SEGURETAT: 5 VIRUS TROBATS",
        greeting: "Benvolgut usuari,",
        body: [
          "La nostra anàlisi automàtica ha detectat 5 virus perillosos al seu ordinador. Els seus fitxers, contrasenyes i fotos estan en perill ARA MATEIX!",
          "Si no actua en els propers 30 minuts, l'ordinador quedarà bloquejat i totes les seves dades s'esborraran per sempre.",
          "Descarregui immediatament l'eina oficial de neteja i executi-la per eliminar la infecció. És gratuïta i només triga 2 minuts!!!",
        ],
        button: "DESCARREGAR EL NETEJADOR",
        signature: "Centre d'Alertes PC Protect, Departament de Seguretat 24/7",
        landing: {
          title: "Eina de neteja PC Protect",
          intro:
            "La descàrrega està preparada. Executi el fitxer tan bon punt s'hagi descarregat per eliminar els virus del seu ordinador.",
          submit: "Descarregar ara",
        },
        cues: [
          "El remitent és un desconegut «Centre d'Alertes PC Protect», no el teu departament d'informàtica, i l'adreça no té res a veure amb la teva empresa.",
          "«Benvolgut usuari» és una salutació genèrica: el remitent no sap com et dius perquè el mateix missatge s'ha enviat a milers de persones.",
          "Les majúscules, els signes d'exclamació triplicats i el compte enrere de 30 minuts són tàctiques clàssiques per espantar. Un correu no pot analitzar el teu ordinador, i les eines de seguretat reals avisen a la pantalla, no per correu.",
          "El botó descarrega un programa des d'un lloc desconegut. Executar-lo instal·laria justament el tipus de programari maliciós que el missatge diu que elimina.",
        ],
        lesson:
          "Les alertes falses de virus funcionen fent por perquè actuïs de pressa: un compte enrere, majúscules que criden i l'amenaça de perdre-ho tot. Recorda que cap correu no pot veure què hi ha al teu ordinador; l'antivirus de l'empresa mostra els avisos a la pantalla i el gestiona el teu equip d'informàtica. No descarreguis mai «eines de neteja» des d'un missatge: sovint són la mateixa infecció. Si et preocupa l'ordinador, contacta amb el servei de suport informàtic pel canal habitual i notifica el correu amb el botó de denúncia.",
      },
      "pt-pt": {
        senderName: "Centro de Alertas PC Protect",
        subject: "AVISO!!! Vírus detetado no seu computador: transfira JÁ a ferramenta de limpeza",
        heading: "ALERTA DE SEGURANÇA: 5 VÍRUS ENCONTRADOS",
        greeting: "Caro utilizador,",
        body: [
          "A nossa análise automática detetou 5 vírus perigosos no seu computador. Os seus ficheiros, palavras-passe e fotografias estão em risco NESTE MOMENTO!",
          "Se não agir nos próximos 30 minutos, o seu computador será bloqueado e todos os seus dados serão apagados definitivamente.",
          "Transfira imediatamente a ferramenta oficial de limpeza e execute-a para eliminar a infeção. É gratuita e demora apenas 2 minutos!!!",
        ],
        button: "TRANSFERIR AGORA",
        signature: "Centro de Alertas PC Protect, Departamento de Segurança 24/7",
        landing: {
          title: "Ferramenta de limpeza PC Protect",
          intro:
            "A sua transferência está pronta. Execute o ficheiro assim que a transferência terminar para eliminar os vírus do seu computador.",
          submit: "Transferir agora",
        },
        cues: [
          "O remetente é um desconhecido «Centro de Alertas PC Protect», não o departamento de informática da sua empresa. O endereço também nada tem a ver com a sua organização.",
          "«Caro utilizador» é uma saudação genérica: o remetente não sabe o seu nome porque a mesma mensagem foi enviada a milhares de pessoas.",
          "As maiúsculas, os pontos de exclamação triplos e a contagem decrescente de 30 minutos são táticas clássicas para assustar. Um e-mail não consegue analisar o seu computador, e as ferramentas de segurança verdadeiras avisam no ecrã, não por e-mail.",
          "O botão transfere um programa de um site desconhecido. Executá-lo instalaria precisamente o tipo de software malicioso que a mensagem diz remover.",
        ],
        lesson:
          "Os falsos alertas de vírus funcionam pelo medo, para que aja depressa: uma contagem decrescente, maiúsculas aos gritos e a ameaça de perder tudo. Lembre-se de que nenhum e-mail consegue ver o que está no seu computador; o antivírus da sua empresa mostra os avisos no ecrã e é gerido pela equipa de informática. Nunca transfira «ferramentas de limpeza» a partir de uma mensagem: muitas vezes, são a própria infeção. Se tiver dúvidas sobre o estado do computador, contacte o apoio informático pelo canal habitual e denuncie o e-mail com o botão de reporte.",
      },
    },
  },
  {
    id: 15,
    category: "itAlert",
    level: 2,
    lever: "authority",
    landing: "signin",
    senderLocal: "it-security",
    brandColour: "#0d3b66",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Seguridad Informática",
        subject: "Obligatorio: vuelve a registrar la autenticación multifactor antes de la fecha límite",
        heading: "Nuevo registro de la autenticación multifactor",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Dentro de la revisión anual de cumplimiento en seguridad, toda la plantilla debe volver a registrar sus métodos de autenticación multifactor (MFA) en la nueva plataforma de verificación.",
          "El plazo termina el jueves a las 18:00. Las cuentas que no se hayan registrado de nuevo para entonces se suspenderán automáticamente y tendrá que reactivarlas el servicio de soporte, lo que puede llevar varios días.",
          "Inicia sesión con tu cuenta corporativa y sigue los pasos para registrar de nuevo tu móvil. El proceso dura menos de cinco minutos.",
        ],
        button: "Registrarme ahora",
        signature: "Equipo de Seguridad Informática, Oficina de Seguridad de la Información",
        landing: {
          title: "Nuevo registro de MFA",
          intro:
            "Inicia sesión con tu correo corporativo y tu contraseña para empezar a registrar tus métodos de verificación.",
          submit: "Iniciar sesión",
        },
        cues: [
          "El remitente se presenta como Seguridad Informática, pero la dirección no pertenece al dominio de tu empresa.",
          "«Obligatorio» y una fecha límite en el asunto buscan que actúes antes de comprobar si la petición es auténtica.",
          "El mensaje amenaza con una suspensión automática y varios días sin acceso. El departamento de informática anuncia estos cambios por canales oficiales y no pide volver a registrarse desde un enlace en un correo.",
          "El botón lleva a una página de acceso que no es la dirección habitual de tu empresa. Si escribes ahí tu contraseña, el atacante puede intentar registrar su propio móvil como tu segundo factor.",
        ],
        lesson:
          "La autenticación multifactor protege tu cuenta, así que un mensaje sobre ella inspira confianza. Este engaño suma esa autoridad a una fecha límite: inicias sesión «para volver a registrarte», el atacante se queda con tu contraseña y hasta puede añadir su dispositivo como segundo factor. Informática anuncia con antelación los cambios reales de MFA, que se hacen en la configuración de seguridad. La próxima vez, abre la configuración de tu cuenta o la intranet desde un marcador y, si dudas, llama al servicio de soporte a su número conocido. Notifica el mensaje con el botón de aviso de phishing.",
      },
      "es-mx": {
        senderName: "Seguridad de TI",
        subject: "Obligatorio: vuelva a registrar la autenticación multifactor antes de la fecha límite",
        heading: "Nuevo registro de autenticación multifactor",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Como parte de la revisión anual de cumplimiento en seguridad, todos los colaboradores deben registrar nuevamente sus métodos de autenticación multifactor (MFA) en la nueva plataforma de verificación.",
          "La fecha límite es el jueves a las 18:00 h. Las cuentas que no se hayan registrado para entonces se suspenderán automáticamente y deberán ser reactivadas por la mesa de ayuda, lo que puede tardar varios días.",
          "Inicie sesión con su cuenta de trabajo y siga los pasos para registrar de nuevo su celular. El proceso toma menos de cinco minutos.",
        ],
        button: "Registrarme ahora",
        signature: "Equipo de Seguridad de TI, Oficina de Seguridad de la Información",
        landing: {
          title: "Nuevo registro de MFA",
          intro:
            "Inicie sesión con su correo corporativo y su contraseña para comenzar a registrar sus métodos de verificación.",
          submit: "Iniciar sesión",
        },
        cues: [
          "El remitente se presenta como Seguridad de TI, pero la dirección no pertenece al dominio de su empresa.",
          "«Obligatorio» y una fecha límite en el asunto buscan que actúe antes de comprobar si la solicitud es auténtica.",
          "El mensaje amenaza con una suspensión automática y varios días sin acceso. El área de TI anuncia estos cambios por canales oficiales y no pide registrarse de nuevo desde un enlace en un correo.",
          "El botón lleva a una página de inicio de sesión que no es la dirección habitual de su empresa. Si escribe ahí su contraseña, el atacante puede intentar registrar su propio celular como su segundo factor.",
        ],
        lesson:
          "La autenticación multifactor protege su cuenta, por eso un mensaje sobre ella inspira confianza. Este engaño combina esa autoridad con una fecha límite: usted inicia sesión «para registrarse de nuevo», el atacante obtiene su contraseña y hasta puede agregar su dispositivo como segundo factor. TI anuncia con anticipación los cambios reales de MFA, que se hacen en la configuración de seguridad. La próxima vez, abra la configuración de su cuenta o la intranet desde un marcador y, si tiene dudas, llame a la mesa de ayuda a su número conocido. Reporte el mensaje con el botón de reporte.",
      },
      "en-gb": {
        senderName: "IT Security",
        subject: "Mandatory: re-enrol in multi-factor authentication before the deadline",
        heading: "Multi-factor authentication re-enrolment",
        greeting: "Hello {{firstName}},",
        body: [
          "As part of our annual security compliance review, all staff must re-enrol their multi-factor authentication (MFA) methods on the new verification platform.",
          "The deadline is 6 pm on Thursday. Accounts that have not been re-enrolled by then will be suspended automatically and will have to be reactivated by the service desk, which may take several days.",
          "Sign in with your work account and follow the steps to register your phone again. The process takes less than five minutes.",
        ],
        button: "Re-enrol now",
        signature: "IT Security Team, Information Security Office",
        landing: {
          title: "MFA re-enrolment",
          intro:
            "Sign in with your work e-mail address and password to start registering your verification methods.",
          submit: "Sign in",
        },
        cues: [
          "The sender calls itself IT Security, but the address is not from your company's domain.",
          "“Mandatory” and a deadline in the subject are designed to make you act before checking whether the request is genuine.",
          "The message threatens automatic suspension and days without access. IT announces changes like this through official channels and does not ask you to re-enrol from a link in an e-mail.",
          "The button leads to a sign-in page that is not your company's usual address. Once your password is typed there, the attacker can try to register their own phone as your second factor.",
        ],
        lesson:
          "Multi-factor authentication protects your account, so a message about it sounds trustworthy. This lure pairs that authority with a deadline: you sign in “to re-enrol”, the attacker captures your password and may even add their own device as your second factor. Genuine MFA changes are announced by IT in advance and made in the security settings you open yourself. Next time, open your account settings or the intranet from a bookmark and, if you are unsure, ring the service desk on its usual number. Report the message with the report button.",
      },
      "en-us": {
        senderName: "IT Security",
        subject: "Required: re-enroll in multi-factor authentication before the deadline",
        heading: "Multi-factor authentication re-enrollment",
        greeting: "Hi {{firstName}},",
        body: [
          "As part of our annual security compliance review, all employees must re-enroll their multi-factor authentication (MFA) methods on the new verification platform.",
          "The deadline is Thursday at 6 p.m. Accounts that haven't been re-enrolled by then will be suspended automatically and must be reactivated by the help desk, which may take several days.",
          "Sign in with your work account and follow the steps to register your phone again. It takes less than five minutes.",
        ],
        button: "Re-enroll now",
        signature: "IT Security Team, Office of Information Security",
        landing: {
          title: "MFA re-enrollment",
          intro: "Sign in with your work email and password to start registering your verification methods.",
          submit: "Sign in",
        },
        cues: [
          "The sender goes by IT Security, but the address isn't on your company's domain.",
          "“Required” plus a deadline in the subject line is meant to get you to act before you check whether the request is real.",
          "The email threatens automatic suspension and days without access. IT teams announce changes like this through official channels and don't ask you to re-enroll from a link in an email.",
          "The button goes to a sign-in page that isn't your company's usual login address. Once you type your password there, the attacker can try to register their own phone as your second factor.",
        ],
        lesson:
          "Multi-factor authentication protects your account, so an email about it sounds trustworthy. This lure combines that authority with a deadline: you sign in “to re-enroll,” the attacker captures your password and may even add their own device as your second factor. Real MFA changes are announced by IT ahead of time and made in security settings you navigate to yourself. Next time, open your account settings or the intranet from a bookmark, and if you're unsure, call the help desk at a number you know. Report the email with the report button.",
      },
      eu: {
        senderName: "Segurtasun Informatikoa",
        subject: "Derrigorrezkoa: erregistratu berriro faktore anitzeko autentifikazioa epemuga baino lehen",
        heading: "Faktore anitzeko autentifikazioaren erregistro berria",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "Segurtasun-arauen betetzearen urteko berrikuspenaren barruan, langile guztiek berriro erregistratu behar dituzte faktore anitzeko autentifikazio-metodoak (MFA) egiaztapen-plataforma berrian.",
          "Epea ostegunean amaituko da, 18:00etan. Ordurako berriro erregistratu ez diren kontuak automatikoki etengo dira, eta laguntza-zerbitzuak aktibatu beharko ditu berriro; horrek zenbait egun iraun ditzake.",
          "Hasi saioa laneko kontuarekin eta jarraitu urratsei zure mugikorra berriro erregistratzeko. Bost minutu baino gutxiago behar dira.",
        ],
        button: "Erregistratu orain",
        signature: "Segurtasun Informatikoko Taldea, Informazioaren Segurtasun Bulegoa",
        landing: {
          title: "MFA erregistro berria",
          intro:
            "Hasi saioa laneko helbide elektronikoarekin eta pasahitzarekin, zure egiaztapen-metodoak erregistratzen hasteko.",
          submit: "Hasi saioa",
        },
        cues: [
          "Bidaltzailea Segurtasun Informatikoa gisa aurkezten da, baina helbidea ez da zure enpresaren domeinukoa.",
          "Gaian «Derrigorrezkoa» eta epemuga bat jartzen dira, eskaera benetakoa den egiaztatu aurretik joka dezazun.",
          "Mezuak kontua automatikoki eteteko eta zenbait egun sarbiderik gabe uzteko mehatxua egiten du. Informatika-sailak bide ofizialetatik iragartzen ditu horrelako aldaketak, eta ez du eskatzen mezu bateko esteka batetik berriro erregistratzeko.",
          "Botoiak zure enpresaren ohiko helbidea ez den saio-hasierako orri batera eramaten zaitu. Pasahitza hor idazten baduzu, erasotzailea bere mugikorra zure bigarren faktore gisa erregistratzen saia daiteke.",
        ],
        lesson:
          "Faktore anitzeko autentifikazioak zure kontua babesten du; horregatik, horri buruzko mezu batek konfiantza ematen du. Amarru honek aginte hori eta epemuga bat uztartzen ditu: saioa hasten duzu «berriro erregistratzeko», erasotzaileak zure pasahitza lortzen du, eta bere gailua bigarren faktore gisa gehi dezake. MFAren benetako aldaketak informatika-sailak aldez aurretik iragartzen ditu, eta zuk zeuk irekitzen duzun segurtasun-konfigurazioan egiten dira. Hurrengoan, ireki kontuaren ezarpenak edo intraneta laster-marka batetik, eta zalantzarik baduzu, deitu laguntza-zerbitzura ezagutzen duzun zenbakira. Salatu mezua salatzeko botoiarekin.",
      },
      pl: {
        senderName: "Bezpieczeństwo IT",
        subject: "Obowiązkowe: ponowna rejestracja uwierzytelniania wieloskładnikowego przed terminem",
        heading: "Ponowna rejestracja uwierzytelniania wieloskładnikowego",
        greeting: "Dzień dobry, {{firstName}},",
        body: [
          "W ramach corocznego przeglądu zgodności z zasadami bezpieczeństwa wszyscy pracownicy muszą ponownie zarejestrować metody uwierzytelniania wieloskładnikowego (MFA) na nowej platformie weryfikacyjnej.",
          "Termin upływa w czwartek o godz. 18:00. Konta, które do tego czasu nie zostaną ponownie zarejestrowane, zostaną automatycznie zawieszone, a ich reaktywacja przez helpdesk może potrwać kilka dni.",
          "Należy zalogować się kontem służbowym i wykonać kolejne kroki, aby ponownie zarejestrować telefon. Cały proces trwa krócej niż pięć minut.",
        ],
        button: "Zarejestruj ponownie",
        signature: "Zespół Bezpieczeństwa IT, Biuro Bezpieczeństwa Informacji",
        landing: {
          title: "Ponowna rejestracja MFA",
          intro:
            "Zaloguj się służbowym adresem e-mail i hasłem, aby rozpocząć rejestrację metod weryfikacji.",
          submit: "Zaloguj się",
        },
        cues: [
          "Nadawca przedstawia się jako Bezpieczeństwo IT, ale adres nie należy do domeny firmy.",
          "Słowo „Obowiązkowe” i termin w temacie mają skłonić do działania, zanim odbiorca sprawdzi, czy prośba jest prawdziwa.",
          "Wiadomość grozi automatycznym zawieszeniem konta i kilkoma dniami bez dostępu. Dział IT ogłasza takie zmiany oficjalnymi kanałami i nie prosi o ponowną rejestrację przez link w e-mailu.",
          "Przycisk prowadzi do strony logowania, która nie jest zwykłym adresem firmy. Po wpisaniu tam hasła oszust może spróbować zarejestrować własny telefon jako drugi składnik.",
        ],
        lesson:
          "Uwierzytelnianie wieloskładnikowe chroni konto, więc wiadomość na jego temat budzi zaufanie. Ta przynęta łączy ten autorytet z terminem: logowanie „w celu ponownej rejestracji” daje oszustowi hasło, a nawet możliwość dodania własnego urządzenia jako drugiego składnika. Prawdziwe zmiany w MFA dział IT zapowiada z wyprzedzeniem, a wprowadza się je w ustawieniach bezpieczeństwa otwieranych samodzielnie. Następnym razem lepiej otworzyć ustawienia konta lub intranet z zakładki, a w razie wątpliwości zadzwonić do helpdesku na znany numer. Wiadomość warto zgłosić przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "Seguretat Informàtica",
        subject: "Obligatori: torna a registrar l'autenticació multifactor abans de la data límit",
        heading: "Nou registre de l'autenticació multifactor",
        greeting: "Hola, {{firstName}},",
        body: [
          "Dins la revisió anual de compliment en seguretat, tot el personal ha de tornar a registrar els mètodes d'autenticació multifactor (MFA) a la nova plataforma de verificació.",
          "El termini acaba dijous a les 18.00. Els comptes que no s'hagin tornat a registrar llavors se suspendran automàticament i els haurà de reactivar el servei de suport, cosa que pot trigar uns quants dies.",
          "Inicia la sessió amb el teu compte corporatiu i segueix els passos per tornar a registrar el mòbil. El procés dura menys de cinc minuts.",
        ],
        button: "Registrar-me ara",
        signature: "Equip de Seguretat Informàtica, Oficina de Seguretat de la Informació",
        landing: {
          title: "Nou registre de l'MFA",
          intro:
            "Inicia la sessió amb el teu correu corporatiu i la contrasenya per començar a registrar els teus mètodes de verificació.",
          submit: "Inicia la sessió",
        },
        cues: [
          "El remitent es presenta com a Seguretat Informàtica, però l'adreça no és del domini de la teva empresa.",
          "«Obligatori» i una data límit a l'assumpte busquen que actuïs abans de comprovar si la petició és autèntica.",
          "El missatge amenaça amb una suspensió automàtica i uns quants dies sense accés. El departament d'informàtica anuncia aquests canvis per canals oficials i no demana tornar-se a registrar des d'un enllaç en un correu.",
          "El botó porta a una pàgina d'accés que no és l'adreça habitual de la teva empresa. Si hi escrius la contrasenya, l'atacant pot intentar registrar el seu propi mòbil com el teu segon factor.",
        ],
        lesson:
          "L'autenticació multifactor protegeix el teu compte; per això, un missatge sobre el tema inspira confiança. Aquest parany combina aquesta autoritat amb una data límit: inicies la sessió «per tornar-te a registrar», l'atacant es queda la contrasenya i fins i tot pot afegir el seu dispositiu com a segon factor. Informàtica anuncia amb antelació els canvis reals d'MFA, que es fan a la configuració de seguretat. La pròxima vegada, obre la configuració del compte o la intranet des d'un marcador i, si dubtes, truca al servei de suport al número que ja coneixes. Notifica el missatge amb el botó de denúncia.",
      },
      "pt-pt": {
        senderName: "Segurança Informática",
        subject: "Obrigatório: volte a registar a autenticação multifator antes do prazo",
        heading: "Novo registo da autenticação multifator",
        greeting: "Olá, {{firstName}},",
        body: [
          "No âmbito da revisão anual de conformidade de segurança, todos os colaboradores devem voltar a registar os seus métodos de autenticação multifator (MFA) na nova plataforma de verificação.",
          "O prazo termina na quinta-feira às 18h00. As contas que não tiverem sido registadas novamente até lá serão suspensas automaticamente e terão de ser reativadas pelo apoio informático, o que pode demorar vários dias.",
          "Inicie sessão com a sua conta profissional e siga os passos para registar novamente o seu telemóvel. O processo demora menos de cinco minutos.",
        ],
        button: "Registar agora",
        signature: "Equipa de Segurança Informática, Gabinete de Segurança da Informação",
        landing: {
          title: "Novo registo de MFA",
          intro:
            "Inicie sessão com o seu e-mail profissional e a sua palavra-passe para começar a registar os seus métodos de verificação.",
          submit: "Iniciar sessão",
        },
        cues: [
          "O remetente apresenta-se como Segurança Informática, mas o endereço não pertence ao domínio da sua empresa.",
          "«Obrigatório» e um prazo no assunto pretendem que aja antes de verificar se o pedido é autêntico.",
          "A mensagem ameaça com suspensão automática e vários dias sem acesso. O departamento de informática anuncia estas mudanças pelos canais oficiais e não pede um novo registo através de uma ligação num e-mail.",
          "O botão leva a uma página de início de sessão que não é o endereço habitual da sua empresa. Se escrever lá a palavra-passe, o atacante pode tentar registar o próprio telemóvel como o seu segundo fator.",
        ],
        lesson:
          "A autenticação multifator protege a sua conta, por isso uma mensagem sobre ela inspira confiança. Este esquema junta essa autoridade a um prazo: inicia sessão «para voltar a registar-se», o atacante fica com a palavra-passe e pode adicionar o próprio dispositivo como segundo fator. A equipa de informática anuncia com antecedência as verdadeiras alterações de MFA, feitas nas definições de segurança. Da próxima vez, abra as definições da conta ou a intranet através de um marcador e, se tiver dúvidas, ligue para o apoio informático através do número que já conhece. Denuncie a mensagem com o botão de reporte.",
      },
    },
  },
];
