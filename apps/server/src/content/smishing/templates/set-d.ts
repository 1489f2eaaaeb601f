import type { SmishingTemplateDefinition } from "../types";

export const SMS_SET_D: SmishingTemplateDefinition[] = [
  {
    id: 513,
    category: "fileShare",
    level: 3,
    lever: "trust",
    landing: "download",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "DOCS",
        message: "{{firstName}}, tienes un documento de {{company}} pendiente de firma: {{link}}",
        landing: {
          title: "Documento pendiente de firma",
          intro: "Contrato – copia para firma (PDF). Descárgalo para revisarlo y firmarlo.",
          submit: "Descargar PDF",
        },
        cues: [
          "«DOCS» no es la herramienta de firma de tu empresa. Las peticiones de firma reales llegan por los canales de siempre, con el nombre de quien las pide.",
          "Usa tu nombre y el de tu empresa para que confíes, pero no dice qué documento es ni quién te lo envía. Los datos de contexto no hacen auténtico un mensaje.",
          "El enlace descarga un archivo desde fuera de los sistemas de la empresa. Los documentos para firmar se abren en la plataforma de firma, entrando tú.",
        ],
        lesson:
          "Este SMS se gana tu confianza con detalles que parecen internos: tu nombre y el de tu empresa. Pero esos datos son fáciles de conseguir en redes sociales o en filtraciones, así que no prueban nada. Una petición de firma real dice qué documento es y quién la pide, y se abre en la plataforma que usa tu empresa. Un archivo descargado desde un enlace puede ser malicioso, incluso en el móvil. Si no esperabas ningún documento, pregunta por otro canal a la persona que debería enviarlo y avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "DOCS",
        message: "{{firstName}}, tiene un documento de {{company}} pendiente de firma: {{link}}",
        landing: {
          title: "Documento pendiente de firma",
          intro: "Contrato – copia para firma (PDF). Descárguelo para revisarlo y firmarlo.",
          submit: "Descargar PDF",
        },
        cues: [
          "«DOCS» no es la herramienta de firma de su empresa. Las solicitudes de firma reales llegan por los canales de siempre, con el nombre de quien las pide.",
          "Usa su nombre y el de su empresa para ganarse su confianza, pero no dice qué documento es ni quién lo envía. Los datos de contexto no hacen auténtico un mensaje.",
          "El enlace descarga un archivo desde fuera de los sistemas de la empresa. Los documentos para firma se abren en la plataforma de firma, entrando usted mismo.",
        ],
        lesson:
          "Este SMS se gana su confianza con detalles que parecen internos: su nombre y el de su empresa. Pero esos datos son fáciles de conseguir en redes sociales o en filtraciones, así que no prueban nada. Una solicitud de firma real indica qué documento es y quién la pide, y se abre en la plataforma que usa su empresa. Un archivo descargado desde un enlace puede ser malicioso, incluso en el celular. Si no esperaba ningún documento, pregunte por otro medio a la persona que debería enviarlo y avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "DOCS",
        message: "{{firstName}}, you have a document from {{company}} awaiting signature: {{link}}",
        landing: {
          title: "Document awaiting signature",
          intro: "Contract – copy for signature (PDF). Download it to review and sign.",
          submit: "Download PDF",
        },
        cues: [
          "‘DOCS’ is not your company's signing tool. Genuine signature requests arrive through the usual channels, with the name of the person asking.",
          "It uses your name and your company's to earn your trust, but never says which document it is or who sent it. Context details do not make a message genuine.",
          "The link downloads a file from outside your company's systems. Documents to sign open in the signing platform, which you go to yourself.",
        ],
        lesson:
          "This text wins your trust with details that look internal: your name and your company's. But those details are easy to find on social media or in data leaks, so they prove nothing. A real signature request says which document it is and who is asking, and it opens in the platform your company uses. A file downloaded from a link can be malicious, even on a phone. If you were not expecting a document, ask the person who should have sent it through another channel, and tell your security team.",
      },
      "en-us": {
        senderId: "DOCS",
        message: "{{firstName}}, you have a document from {{company}} awaiting signature: {{link}}",
        landing: {
          title: "Document Awaiting Signature",
          intro: "Contract – copy for signature (PDF). Download it to review and sign.",
          submit: "Download PDF",
        },
        cues: [
          "“DOCS” isn't your company's e-signature tool. Real signature requests come through the usual channels, with the name of the person asking.",
          "It uses your name and your company's to earn your trust, but never says which document it is or who sent it. Context details don't make a message real.",
          "The link downloads a file from outside your company's systems. Documents to sign open in the e-signature platform, which you go to yourself.",
        ],
        lesson:
          "This text earns your trust with details that look internal: your name and your company's. But those details are easy to find on social media or in data breaches, so they prove nothing. A real signature request says which document it is and who's asking, and it opens in the platform your company uses. A file downloaded from a link can be malicious, even on a phone. If you weren't expecting a document, check with the person who should have sent it some other way, and let your security team know.",
      },
      eu: {
        senderId: "DOKUMENTUAK",
        message: "{{company}}: {{firstName}}, dokumentu bat duzu sinatzeko zain: {{link}}",
        landing: {
          title: "Sinatzeko zain dagoen dokumentua",
          intro: "Kontratua – sinatzeko kopia (PDF). Deskargatu berrikusteko eta sinatzeko.",
          submit: "Deskargatu PDFa",
        },
        cues: [
          "«DOKUMENTUAK» ez da zure enpresaren sinadura-tresna. Benetako sinadura-eskaerak ohiko bideetatik iristen dira, eskatzen duenaren izenarekin.",
          "Zure izena eta zure enpresarena erabiltzen ditu konfiantza emateko, baina ez du esaten zein dokumentu den ez nork bidali duen. Testuinguruko datuek ez dute mezua benetako bihurtzen.",
          "Estekak enpresaren sistemetatik kanpoko fitxategi bat deskargatzen du. Sinatzeko dokumentuak sinadura-plataforman irekitzen dira, zuk zeuk sartuta.",
        ],
        lesson:
          "SMS honek zure konfiantza irabazten du barnekoak diruditen xehetasunekin: zure izena eta zure enpresarena. Baina datu horiek erraz lortzen dira sare sozialetan edo datu-filtrazioetan, beraz ez dute ezer frogatzen. Benetako sinadura-eskaera batek esaten du zein dokumentu den eta nork eskatzen duen, eta zure enpresak erabiltzen duen plataforman irekitzen da. Esteka batetik deskargatutako fitxategi bat kaltegarria izan daiteke, baita mugikorrean ere. Ez bazenuen dokumenturik espero, galdetu bidali beharko lukeen pertsonari beste bide batetik, eta jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "DOKUMENTY",
        message: "{{firstName}}, dokument firmy {{company}} czeka na Twój podpis: {{link}}",
        landing: {
          title: "Dokument do podpisu",
          intro: "Umowa – kopia do podpisu (PDF). Pobierz ją, aby przejrzeć i podpisać.",
          submit: "Pobierz PDF",
        },
        cues: [
          "„DOKUMENTY” to nie firmowe narzędzie do podpisów. Prawdziwe prośby o podpis przychodzą zwykłymi kanałami, z nazwiskiem osoby, która prosi.",
          "SMS używa imienia i nazwy firmy, żeby wzbudzić zaufanie, ale nie mówi, jaki to dokument ani kto go wysłał. Szczegóły z kontekstu nie czynią wiadomości prawdziwą.",
          "Link pobiera plik spoza firmowych systemów. Dokumenty do podpisu otwiera się na platformie do podpisów, wchodząc na nią samodzielnie.",
        ],
        lesson:
          "Ten SMS zdobywa zaufanie szczegółami, które wyglądają na wewnętrzne: imieniem i nazwą firmy. Takie dane łatwo jednak znaleźć w mediach społecznościowych albo w wyciekach, więc niczego nie dowodzą. Prawdziwa prośba o podpis mówi, jaki to dokument i kto prosi, a otwiera się ją na platformie, z której korzysta firma. Plik pobrany z linku może być złośliwy, także na telefonie. Jeśli nie spodziewano się żadnego dokumentu, warto zapytać innym kanałem osobę, która miałaby go wysłać, i powiadomić zespół bezpieczeństwa.",
      },
      cat: {
        senderId: "DOCUMENTS",
        message: "{{company}}: {{firstName}}, tens un document pendent de signar: {{link}}",
        landing: {
          title: "Document pendent de signatura",
          intro: "Contracte – còpia per signar (PDF). Descarrega'l per revisar-lo i signar-lo.",
          submit: "Descarregar el PDF",
        },
        cues: [
          "«DOCUMENTS» no és l'eina de signatura de la teva empresa. Les peticions de signatura reals arriben pels canals de sempre, amb el nom de qui les fa.",
          "Fa servir el teu nom i el de la teva empresa perquè t'hi refiïs, però no diu quin document és ni qui te l'envia. Les dades de context no fan autèntic un missatge.",
          "L'enllaç descarrega un fitxer de fora dels sistemes de l'empresa. Els documents per signar s'obren a la plataforma de signatura, on entres tu mateix.",
        ],
        lesson:
          "Aquest SMS es guanya la teva confiança amb detalls que semblen interns: el teu nom i el de la teva empresa. Però aquestes dades són fàcils d'aconseguir a les xarxes socials o en filtracions, així que no demostren res. Una petició de signatura real diu quin document és i qui la fa, i s'obre a la plataforma que fa servir la teva empresa. Un fitxer descarregat des d'un enllaç pot ser maliciós, fins i tot al mòbil. Si no esperaves cap document, pregunta per un altre canal a la persona que l'hauria d'enviar i avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "DOCUMENTOS",
        message: "{{company}}: {{firstName}}, tem um documento por assinar: {{link}}",
        landing: {
          title: "Documento por assinar",
          intro: "Contrato – cópia para assinatura (PDF). Descarregue-o para rever e assinar.",
          submit: "Descarregar PDF",
        },
        cues: [
          "«DOCUMENTOS» não é a ferramenta de assinatura da sua empresa. Os pedidos de assinatura verdadeiros chegam pelos canais habituais, com o nome de quem os faz.",
          "Usa o seu nome e o da sua empresa para ganhar a sua confiança, mas não diz que documento é nem quem o enviou. Os dados de contexto não tornam uma mensagem autêntica.",
          "A ligação descarrega um ficheiro de fora dos sistemas da empresa. Os documentos para assinar abrem-se na plataforma de assinatura, a que acede por si.",
        ],
        lesson:
          "Este SMS ganha a sua confiança com pormenores que parecem internos: o seu nome e o da sua empresa. Mas esses dados obtêm-se facilmente nas redes sociais ou em fugas de dados, por isso não provam nada. Um pedido de assinatura verdadeiro diz que documento é e quem o pede, e abre-se na plataforma que a sua empresa utiliza. Um ficheiro descarregado a partir de uma ligação pode ser malicioso, mesmo no telemóvel. Se não estava à espera de nenhum documento, pergunte por outro canal à pessoa que o deveria enviar e avise a equipa de segurança.",
      },
    },
  },
  {
    id: 514,
    category: "perks",
    level: 3,
    lever: "socialProof",
    landing: "personalData",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "BENEFICIOS",
        message: "{{company}}: 200 compañeros ya tienen la ayuda de transporte. Pídela: {{link}}",
        landing: {
          title: "Ayuda al transporte",
          intro: "Completa tus datos para recibir la ayuda con tu próxima nómina.",
          submit: "Solicitar la ayuda",
        },
        cues: [
          "«BENEFICIOS» no es ningún departamento. Los beneficios de la empresa se anuncian por los canales internos, no por SMS desde un nombre genérico.",
          "«200 compañeros ya la tienen» es prueba social: si tantos lo han hecho, parece seguro. Pero es una ayuda de la que nadie te ha hablado por los canales oficiales.",
          "El formulario pide tu número de empleado y tu cuenta bancaria: datos que sirven para suplantarte ante el departamento de personal.",
        ],
        lesson:
          "Las ventajas para empleados son un cebo eficaz: a todos nos gusta un beneficio nuevo, y si «200 compañeros ya lo tienen», bajamos la guardia. Es la prueba social: seguimos a la mayoría en lugar de comprobar. Los beneficios reales se anuncian en la intranet, por correo interno o en el portal del empleado, y se solicitan allí. Ninguno te pide el IBAN a través de un enlace en un SMS. Si te interesa, pregunta al departamento de personal por los canales habituales y avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "BENEFICIOS",
        message: "{{company}}: 200 colegas ya tienen vale de transporte. Pida el suyo: {{link}}",
        landing: {
          title: "Vale de transporte",
          intro: "Complete sus datos para recibir el vale con su próxima nómina.",
          submit: "Solicitar el vale",
        },
        cues: [
          "«BENEFICIOS» no es ningún departamento. Las prestaciones de la empresa se anuncian por los canales internos, no por SMS desde un nombre genérico.",
          "«200 colegas ya lo tienen» es prueba social: si tantos lo hicieron, parece seguro. Pero es una prestación de la que nadie le habló por los canales oficiales.",
          "El formulario pide su número de empleado y su cuenta bancaria: datos que sirven para hacerse pasar por usted ante Recursos Humanos.",
        ],
        lesson:
          "Las prestaciones para empleados son un anzuelo eficaz: a todos nos gusta un beneficio nuevo, y si «200 colegas ya lo tienen», bajamos la guardia. Es la prueba social: seguimos a la mayoría en lugar de verificar. Las prestaciones reales se anuncian en la intranet, por correo interno o en el portal del empleado, y se solicitan ahí. Ninguna le pide su cuenta bancaria a través de un enlace en un SMS. Si le interesa, pregunte a Recursos Humanos por los canales habituales y avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "BENEFITS",
        message: "{{company}}: 200 colleagues already get the travel allowance. Apply: {{link}}",
        landing: {
          title: "Travel allowance",
          intro: "Enter your details to receive the allowance with your next pay.",
          submit: "Apply",
        },
        cues: [
          "‘BENEFITS’ is not a department. Company benefits are announced through internal channels, not by text from a generic name.",
          "‘200 colleagues already get it’ is social proof: if so many have done it, it feels safe. Yet nobody has told you about this allowance through official channels.",
          "The form asks for your employee number and bank account: details that let someone impersonate you to HR.",
        ],
        lesson:
          "Staff perks make effective bait: everyone likes a new benefit, and if ‘200 colleagues already have it’, we lower our guard. That is social proof: we follow the crowd instead of checking. Real benefits are announced on the intranet, by internal email or in the employee portal, and you apply for them there. None of them asks for your bank details through a link in a text. If you are interested, ask HR through the usual channels, and tell your security team.",
      },
      "en-us": {
        senderId: "BENEFITS",
        message: "{{company}}: 200 coworkers already get the commuter benefit. Sign up: {{link}}",
        landing: {
          title: "Commuter Benefit",
          intro: "Enter your details to receive the benefit with your next paycheck.",
          submit: "Sign Up",
        },
        cues: [
          "“BENEFITS” isn't a department. Company benefits are announced through internal channels, not by text from a generic name.",
          "“200 coworkers already get it” is social proof: if so many people did it, it feels safe. Yet nobody told you about this benefit through official channels.",
          "The form asks for your employee ID and bank account number: details that let someone impersonate you to HR.",
        ],
        lesson:
          "Employee perks make great bait: everyone likes a new benefit, and if “200 coworkers already have it,” we let our guard down. That's social proof: we follow the crowd instead of checking. Real benefits are announced on the intranet, by internal email, or in the employee portal, and you sign up there. None of them asks for your bank details through a link in a text. If you're interested, ask HR through the usual channels, and let your security team know.",
      },
      eu: {
        senderId: "ONURAK",
        message: "{{company}}: 200 lankidek dute jada garraio-laguntza. Eskatu zurea: {{link}}",
        landing: {
          title: "Garraio-laguntza",
          intro: "Bete zure datuak, laguntza hurrengo nominarekin jasotzeko.",
          submit: "Eskatu laguntza",
        },
        cues: [
          "«ONURAK» ez da inongo saila. Enpresaren onurak barne-bideetatik iragartzen dira, ez SMS bidez izen orokor batetik.",
          "«200 lankidek dute jada» froga soziala da: hainbestek egin badute, segurua dirudi. Baina inork ez dizu laguntza horren berri eman bide ofizialetatik.",
          "Formularioak zure langile-zenbakia eta banku-kontua eskatzen ditu: langile-sailaren aurrean zure izena ordezteko balio duten datuak.",
        ],
        lesson:
          "Langileentzako onurak amu eraginkorrak dira: denoi gustatzen zaigu onura berri bat, eta «200 lankidek dute jada» irakurtzean, erne egoteari uzten diogu. Hori da froga soziala: gehiengoari jarraitzen diogu, egiaztatu beharrean. Benetako onurak intranetean, barne-postaz edo langilearen atarian iragartzen dira, eta han eskatzen dira. Horietako batek ere ez dizu IBANa eskatzen SMS bateko esteka baten bidez. Interesatzen bazaizu, galdetu langile-sailari ohiko bideetatik eta jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "BENEFITY",
        message: "{{company}}: 200 osób ma już nowy dodatek na dojazdy. Złóż wniosek: {{link}}",
        landing: {
          title: "Dodatek na dojazdy",
          intro: "Uzupełnij dane, aby otrzymać dodatek z najbliższą wypłatą.",
          submit: "Złóż wniosek",
        },
        cues: [
          "„BENEFITY” to nie żaden dział. Świadczenia pracownicze ogłasza się kanałami wewnętrznymi, a nie SMS-em spod ogólnej nazwy.",
          "„200 osób ma już dodatek” to dowód społeczny: skoro tylu to zrobiło, wydaje się bezpieczne. Tymczasem o tym dodatku nikt nie informował oficjalnymi kanałami.",
          "Formularz prosi o numer pracownika i numer konta – dane, dzięki którym można podszyć się pod pracownika w dziale kadr.",
        ],
        lesson:
          "Świadczenia pracownicze to skuteczna przynęta: każdy lubi nowe benefity, a gdy „200 osób już je ma”, czujność spada. To dowód społeczny – idzie się za tłumem, zamiast sprawdzić. Prawdziwe benefity ogłasza się w intranecie, firmowym mailem lub w portalu pracownika i tam się o nie wnioskuje. Żaden nie wymaga podania numeru konta przez link z SMS-a. W razie zainteresowania najlepiej zapytać dział kadr zwykłymi kanałami i powiadomić zespół bezpieczeństwa.",
      },
      cat: {
        senderId: "BENEFICIS",
        message: "{{company}}: 200 companys ja cobren l'ajut de transport. Demana'l: {{link}}",
        landing: {
          title: "Ajut de transport",
          intro: "Completa les teves dades per rebre l'ajut amb la pròxima nòmina.",
          submit: "Demanar l'ajut",
        },
        cues: [
          "«BENEFICIS» no és cap departament. Els beneficis de l'empresa s'anuncien pels canals interns, no per SMS des d'un nom genèric.",
          "«200 companys ja el cobren» és prova social: si tanta gent ho ha fet, sembla segur. Però és un ajut del qual ningú no t'ha parlat pels canals oficials.",
          "El formulari demana el teu número d'empleat i el compte bancari: dades que serveixen per fer-se passar per tu davant del departament de personal.",
        ],
        lesson:
          "Els avantatges per als treballadors són un esquer eficaç: a tothom li agrada un benefici nou, i si «200 companys ja el tenen», abaixem la guàrdia. És la prova social: seguim la majoria en lloc de comprovar. Els beneficis reals s'anuncien a la intranet, per correu intern o al portal de l'empleat, i es demanen allà. Cap no et demana l'IBAN a través d'un enllaç en un SMS. Si t'interessa, pregunta al departament de personal pels canals habituals i avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "BENEFICIOS",
        message: "{{company}}: 200 colegas já têm subsídio de transporte. Peça o seu: {{link}}",
        landing: {
          title: "Subsídio de transporte",
          intro: "Preencha os seus dados para receber o subsídio com o próximo salário.",
          submit: "Pedir o subsídio",
        },
        cues: [
          "«BENEFICIOS» não é nenhum departamento. Os benefícios da empresa são anunciados pelos canais internos, não por SMS a partir de um nome genérico.",
          "«200 colegas já o têm» é prova social: se tanta gente o fez, parece seguro. Mas ninguém lhe falou deste subsídio pelos canais oficiais.",
          "O formulário pede o seu número de colaborador e o IBAN: dados que permitem fazer-se passar por si junto dos recursos humanos.",
        ],
        lesson:
          "Os benefícios para colaboradores são um isco eficaz: toda a gente gosta de uma vantagem nova, e se «200 colegas já a têm», baixamos a guarda. É a prova social: seguimos a maioria em vez de confirmar. Os benefícios verdadeiros são anunciados na intranet, por correio interno ou no portal do colaborador, e pedem-se aí. Nenhum lhe pede o IBAN através de uma ligação num SMS. Se lhe interessa, pergunte aos recursos humanos pelos canais habituais e avise a equipa de segurança.",
      },
    },
  },
  {
    id: 515,
    category: "itAlert",
    level: 3,
    lever: "trust",
    landing: "signin",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "INFORMATICA",
        message: "Informática {{company}}: el correo del móvil cambia de app. Actívala: {{link}}",
        landing: {
          title: "Activa el correo en el móvil",
          intro: "Inicia sesión con tu cuenta corporativa para pasar tu correo a la nueva app.",
          submit: "Activar",
        },
        cues: [
          "«INFORMATICA» puede ponerlo cualquiera. Que el SMS nombre tu empresa no lo convierte en interno.",
          "Un cambio de app de correo sería un proyecto anunciado con tiempo por los canales internos, no un SMS suelto. El tono tranquilo y familiar está pensado para que confíes.",
          "El enlace no es la intranet ni la tienda oficial de apps: es una página que imita el inicio de sesión de tu empresa.",
        ],
        lesson:
          "Los engaños más peligrosos no meten prisa: parecen un trámite más. Este SMS imita una migración informática normal, nombra tu empresa y te pide algo razonable. Pero los cambios de herramientas se anuncian con tiempo por los canales internos, y las apps se instalan desde la tienda oficial o con las instrucciones de tu servicio de informática. Cuando un mensaje te lleva a iniciar sesión, para y comprueba: ¿lo esperabas?, ¿adónde lleva el enlace? Ante la duda, pregunta al servicio de informática y avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "SISTEMAS",
        message: "TI {{company}}: el correo del celular cambia de app. Actívela aquí: {{link}}",
        landing: {
          title: "Active el correo en su celular",
          intro: "Inicie sesión con su cuenta de la empresa para pasar su correo a la nueva app.",
          submit: "Activar",
        },
        cues: [
          "Cualquiera puede poner «SISTEMAS» como remitente. Que el SMS mencione a su empresa no lo convierte en interno.",
          "Un cambio de app de correo sería un proyecto anunciado con tiempo por los canales internos, no un SMS suelto. El tono tranquilo y familiar está pensado para que usted confíe.",
          "El enlace no es la intranet ni la tienda oficial de apps: es una página que imita el inicio de sesión de su empresa.",
        ],
        lesson:
          "Los engaños más peligrosos no presionan: parecen un trámite más. Este SMS imita un cambio de sistemas normal, menciona a su empresa y le pide algo razonable. Pero los cambios de herramientas se anuncian con tiempo por los canales internos, y las apps se instalan desde la tienda oficial o con las instrucciones del área de TI. Cuando un mensaje lo lleva a iniciar sesión, deténgase y verifique: ¿lo esperaba?, ¿a dónde lleva el enlace? Si tiene dudas, pregunte al área de TI y avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "ITSERVICE",
        message: "{{company}} IT: mobile email is moving to a new app. Activate yours: {{link}}",
        landing: {
          title: "Activate mobile email",
          intro: "Sign in with your work account to move your email to the new app.",
          submit: "Activate",
        },
        cues: [
          "Anyone can use ‘ITSERVICE’ as a sender name. Mentioning your company does not make a text internal.",
          "A change of email app would be a project announced well in advance through internal channels, not a one-off text. The calm, familiar tone is designed to earn your trust.",
          "The link is neither the intranet nor an official app store: it is a page imitating your company's sign-in.",
        ],
        lesson:
          "The most dangerous tricks do not rush you: they look like routine admin. This text imitates an ordinary IT migration, names your company and asks for something reasonable. But tool changes are announced in advance through internal channels, and apps are installed from the official store or by following your IT team's instructions. When a message leads you to a sign-in page, stop and check: were you expecting it? Where does the link go? If in doubt, ask the IT service desk and tell your security team.",
      },
      "en-us": {
        senderId: "ITSERVICE",
        message: "{{company}} IT: mobile email is moving to a new app. Activate yours: {{link}}",
        landing: {
          title: "Activate Mobile Email",
          intro: "Sign in with your work account to move your email to the new app.",
          submit: "Activate",
        },
        cues: [
          "Anyone can use “ITSERVICE” as a sender name. Mentioning your company doesn't make a text internal.",
          "A switch to a new email app would be a project announced well ahead of time through internal channels, not a one-off text. The calm, familiar tone is designed to earn your trust.",
          "The link is neither the intranet nor an official app store: it's a page imitating your company's login.",
        ],
        lesson:
          "The most dangerous scams don't rush you: they look like routine paperwork. This text imitates an ordinary IT migration, names your company, and asks for something reasonable. But tool changes are announced ahead of time through internal channels, and apps are installed from the official app store or by following your IT team's instructions. When a message leads you to a login page, stop and check: were you expecting it? Where does the link go? If you're unsure, ask the IT help desk and let your security team know.",
      },
      eu: {
        senderId: "INFORMATIKA",
        message: "{{company}} informatika: mugikorreko posta app berrira doa. Aktibatu: {{link}}",
        landing: {
          title: "Aktibatu posta mugikorrean",
          intro: "Hasi saioa enpresako kontuarekin, zure posta aplikazio berrira eramateko.",
          submit: "Aktibatu",
        },
        cues: [
          "Edonork erabil dezake «INFORMATIKA» igorle gisa. SMSak zure enpresa aipatzeak ez du barnekoa bihurtzen.",
          "Posta-aplikazioa aldatzea aldez aurretik barne-bideetatik iragarritako proiektua litzateke, ez SMS solte bat. Tonu lasai eta hurbila konfiantza emateko dago pentsatuta.",
          "Esteka ez da intraneta, ezta aplikazio-denda ofiziala ere: zure enpresaren saio-hasiera imitatzen duen orri bat da.",
        ],
        lesson:
          "Amarru arriskutsuenek ez dute presarik sartzen: beste izapide bat dirudite. SMS honek ohiko informatika-aldaketa bat imitatzen du, zure enpresa aipatzen du eta zentzuzko zerbait eskatzen dizu. Baina tresna-aldaketak aldez aurretik iragartzen dira barne-bideetatik, eta aplikazioak denda ofizialetik edo informatika-zerbitzuaren jarraibideekin instalatzen dira. Mezu batek saioa hastera eramaten zaituenean, gelditu eta egiaztatu: espero zenuen? Nora darama estekak? Zalantzarik baduzu, galdetu informatika-zerbitzuari eta jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "DZIALIT",
        message: "IT {{company}}: poczta na telefonie zmienia aplikację. Aktywuj nową: {{link}}",
        landing: {
          title: "Aktywacja poczty w telefonie",
          intro: "Zaloguj się kontem firmowym, aby przenieść pocztę do nowej aplikacji.",
          submit: "Aktywuj",
        },
        cues: [
          "Każdy może ustawić nazwę nadawcy „DZIALIT”. Nazwa firmy w treści nie czyni SMS-a wewnętrznym.",
          "Zmiana aplikacji pocztowej byłaby projektem zapowiedzianym z wyprzedzeniem firmowymi kanałami, a nie pojedynczym SMS-em. Spokojny, swojski ton ma budzić zaufanie.",
          "Link nie prowadzi do intranetu ani do oficjalnego sklepu z aplikacjami, tylko na stronę udającą firmowe logowanie.",
        ],
        lesson:
          "Najgroźniejsze oszustwa nie poganiają – wyglądają jak kolejna formalność. Ten SMS udaje zwykłą zmianę w systemach IT, wymienia nazwę firmy i prosi o coś rozsądnego. Zmiany narzędzi ogłasza się jednak z wyprzedzeniem wewnętrznymi kanałami, a aplikacje instaluje się z oficjalnego sklepu lub według instrukcji działu IT. Gdy wiadomość prowadzi do logowania, warto się zatrzymać i sprawdzić: czy to było oczekiwane? Dokąd prowadzi link? W razie wątpliwości najlepiej zapytać dział IT i powiadomić zespół bezpieczeństwa.",
      },
      cat: {
        senderId: "INFORMATICA",
        message: "Informàtica {{company}}: el correu del mòbil canvia d'app. Activa-la: {{link}}",
        landing: {
          title: "Activa el correu al mòbil",
          intro: "Inicia la sessió amb el teu compte corporatiu per passar el correu a la nova aplicació.",
          submit: "Activar",
        },
        cues: [
          "Qualsevol pot posar «INFORMATICA» com a remitent. Que l'SMS esmenti la teva empresa no el converteix en intern.",
          "Un canvi d'aplicació de correu seria un projecte anunciat amb temps pels canals interns, no un SMS solt. El to tranquil i familiar és pensat perquè t'hi refiïs.",
          "L'enllaç no és la intranet ni la botiga oficial d'aplicacions: és una pàgina que imita l'inici de sessió de la teva empresa.",
        ],
        lesson:
          "Els paranys més perillosos no posen pressa: semblen un tràmit més. Aquest SMS imita un canvi informàtic normal, esmenta la teva empresa i et demana una cosa raonable. Però els canvis d'eines s'anuncien amb temps pels canals interns, i les aplicacions s'instal·len des de la botiga oficial o amb les instruccions del servei d'informàtica. Quan un missatge et porta a iniciar la sessió, atura't i comprova-ho: l'esperaves? On porta l'enllaç? Si dubtes, pregunta al servei d'informàtica i avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "INFORMATICA",
        message: "Informática {{company}}: o e-mail no telemóvel muda de app. Ative-a: {{link}}",
        landing: {
          title: "Ative o e-mail no telemóvel",
          intro: "Inicie sessão com a sua conta da empresa para passar o seu e-mail para a nova aplicação.",
          submit: "Ativar",
        },
        cues: [
          "Qualquer pessoa pode usar «INFORMATICA» como remetente. O facto de o SMS referir a sua empresa não o torna interno.",
          "Uma mudança de aplicação de e-mail seria um projeto anunciado com antecedência pelos canais internos, não um SMS avulso. O tom calmo e familiar serve para ganhar a sua confiança.",
          "A ligação não é a intranet nem a loja oficial de aplicações: é uma página que imita o início de sessão da sua empresa.",
        ],
        lesson:
          "Os truques mais perigosos não apressam ninguém: parecem mais uma formalidade. Este SMS imita uma mudança informática normal, refere a sua empresa e pede algo razoável. Mas as mudanças de ferramentas são anunciadas com antecedência pelos canais internos, e as aplicações instalam-se a partir da loja oficial ou seguindo as instruções do apoio informático. Quando uma mensagem o leva a iniciar sessão, pare e confirme: estava à espera dela? Para onde vai a ligação? Em caso de dúvida, pergunte ao apoio informático e avise a equipa de segurança.",
      },
    },
  },
  {
    id: 516,
    category: "parcel",
    level: 3,
    lever: "trust",
    landing: "signin",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "RECEPCION",
        message: "Recepción {{company}}: hay un paquete para ti. Confirma la recogida: {{link}}",
        landing: {
          title: "Recogida de paquetes",
          intro: "Inicia sesión con tu cuenta corporativa para confirmar quién recogerá el paquete.",
          submit: "Confirmar",
        },
        cues: [
          "«RECEPCION» puede ponerlo cualquiera. La recepción de tu empresa suele avisar por teléfono, por correo interno o en persona.",
          "Un paquete que te espera en la oficina despierta confianza y curiosidad a la vez, y el nombre de tu empresa lo hace creíble. Pero no dice quién lo envía ni qué es.",
          "Para recoger un paquete en recepción no hace falta tu contraseña. La página imita el inicio de sesión de tu empresa para quedarse con ella.",
        ],
        lesson:
          "Este engaño usa una situación cotidiana y cercana: un paquete en la recepción de tu oficina. Como parece interno, bajas la guardia. Pero fíjate en lo que pide: tu contraseña corporativa, algo que nadie necesita para entregarte un paquete. Cuando algo interno te llegue por SMS, compruébalo por el camino corto: llama a recepción o pásate por allí. Y recuerda que el nombre de tu empresa en un mensaje no demuestra nada. Si te llega un SMS así, avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "RECEPCION",
        message: "Recepción {{company}}: llegó un paquete para usted. Confirme aquí: {{link}}",
        landing: {
          title: "Entrega de paquetes",
          intro: "Inicie sesión con su cuenta de la empresa para confirmar quién recogerá el paquete.",
          submit: "Confirmar",
        },
        cues: [
          "Cualquiera puede poner «RECEPCION» como remitente. La recepción de su empresa normalmente avisa por teléfono, por correo interno o en persona.",
          "Un paquete que lo espera en la oficina despierta confianza y curiosidad a la vez, y el nombre de su empresa lo hace creíble. Pero no dice quién lo envía ni qué es.",
          "Para recoger un paquete en recepción no hace falta su contraseña. La página imita el inicio de sesión de su empresa para quedarse con ella.",
        ],
        lesson:
          "Este engaño usa una situación cotidiana y cercana: un paquete en la recepción de su oficina. Como parece interno, usted baja la guardia. Pero fíjese en lo que pide: su contraseña de la empresa, algo que nadie necesita para entregarle un paquete. Cuando algo interno le llegue por SMS, verifíquelo por el camino corto: llame a recepción o pase por ahí. Y recuerde que el nombre de su empresa en un mensaje no demuestra nada. Si le llega un SMS así, avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "RECEPTION",
        message: "{{company}} reception: a parcel is here for you. Confirm collection: {{link}}",
        landing: {
          title: "Parcel collection",
          intro: "Sign in with your work account to confirm who will collect the parcel.",
          submit: "Confirm",
        },
        cues: [
          "Anyone can set ‘RECEPTION’ as the sender. Your office reception usually lets you know by phone, internal email or in person.",
          "A parcel waiting at the office inspires trust and curiosity at once, and your company's name makes it believable. But it says nothing about who sent it or what it is.",
          "You do not need your password to collect a parcel from reception. The page imitates your company's sign-in to capture it.",
        ],
        lesson:
          "This trick uses an everyday, close-to-home scenario: a parcel at your office reception. Because it looks internal, you lower your guard. But look at what it asks for: your work password, which nobody needs to hand you a parcel. When something internal reaches you by text, check it the short way: call reception or walk over. And remember that your company's name in a message proves nothing. If a text like this arrives, tell your security team.",
      },
      "en-us": {
        senderId: "FRONTDESK",
        message: "{{company}} front desk: a package is here for you. Confirm pickup: {{link}}",
        landing: {
          title: "Package Pickup",
          intro: "Sign in with your work account to confirm who will pick up the package.",
          submit: "Confirm",
        },
        cues: [
          "Anyone can set “FRONTDESK” as the sender name. Your front desk usually lets you know by phone, internal email, or in person.",
          "A package waiting at the office feels trustworthy and intriguing at once, and your company's name makes it believable. But it says nothing about who sent it or what it is.",
          "You don't need your password to pick up a package at the front desk. The page copies your company's login screen to capture it.",
        ],
        lesson:
          "This scam uses an everyday, close-to-home scenario: a package at your office front desk. Because it looks internal, you let your guard down. But look at what it asks for: your work password, which nobody needs to hand you a package. When something internal reaches you by text, check it the quick way: call the front desk or walk over. And remember that your company's name in a message proves nothing. If a text like this shows up, let your security team know.",
      },
      eu: {
        senderId: "HARRERA",
        message: "{{company}} harrera: pakete bat duzu zain. Berretsi nork jasoko duen: {{link}}",
        landing: {
          title: "Paketeen jasotzea",
          intro: "Hasi saioa enpresako kontuarekin, paketea nork jasoko duen berresteko.",
          submit: "Berretsi",
        },
        cues: [
          "Edonork jar dezake «HARRERA» igorle gisa. Zure enpresako harrerak telefonoz, barne-postaz edo aurrez aurre abisatu ohi du.",
          "Bulegoan zain dagoen pakete batek konfiantza eta jakin-mina pizten ditu batera, eta zure enpresaren izenak sinesgarri egiten du. Baina ez du esaten nork bidali duen ez zer den.",
          "Harreran pakete bat jasotzeko ez da zure pasahitza behar. Orriak zure enpresaren saio-hasiera imitatzen du, pasahitza lortzeko.",
        ],
        lesson:
          "Amarru honek eguneroko egoera hurbil bat erabiltzen du: pakete bat zure bulegoko harreran. Barnekoa dirudienez, erne egoteari uzten diozu. Baina begiratu zer eskatzen duen: zure enpresako pasahitza, inork behar ez duena pakete bat emateko. Barneko zerbait SMS bidez iristen zaizunean, egiaztatu bide laburrenetik: deitu harrerara edo hurbildu bertara. Eta gogoratu mezu batean zure enpresaren izena agertzeak ez duela ezer frogatzen. Horrelako SMS bat jasotzen baduzu, jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "RECEPCJA",
        message: "Recepcja {{company}}: czeka na Ciebie paczka. Potwierdź odbiór: {{link}}",
        landing: {
          title: "Odbiór paczki",
          intro: "Zaloguj się kontem firmowym, aby potwierdzić, kto odbierze paczkę.",
          submit: "Potwierdź",
        },
        cues: [
          "Każdy może ustawić nazwę nadawcy „RECEPCJA”. Firmowa recepcja zwykle informuje telefonicznie, wewnętrznym mailem albo osobiście.",
          "Paczka czekająca w biurze budzi jednocześnie zaufanie i ciekawość, a nazwa firmy dodaje wiarygodności. SMS nie mówi jednak, kto ją nadał ani co to jest.",
          "Do odebrania paczki w recepcji hasło nie jest potrzebne. Strona podszywa się pod firmowe logowanie, żeby je przechwycić.",
        ],
        lesson:
          "Ten trik wykorzystuje codzienną, bliską sytuację: paczkę w recepcji biura. Skoro wygląda na sprawę wewnętrzną, czujność spada. Warto jednak zwrócić uwagę, o co prosi: o firmowe hasło, którego nikt nie potrzebuje, żeby wydać paczkę. Gdy sprawa wewnętrzna przychodzi SMS-em, najlepiej sprawdzić ją najkrótszą drogą – zadzwonić do recepcji albo tam podejść. Nazwa firmy w wiadomości niczego nie dowodzi. Taki SMS warto zgłosić zespołowi bezpieczeństwa.",
      },
      cat: {
        senderId: "RECEPCIO",
        message: "Recepció {{company}}: hi ha un paquet per a tu. Confirma la recollida: {{link}}",
        landing: {
          title: "Recollida de paquets",
          intro: "Inicia la sessió amb el teu compte corporatiu per confirmar qui recollirà el paquet.",
          submit: "Confirmar",
        },
        cues: [
          "Qualsevol pot posar «RECEPCIO» com a remitent. La recepció de la teva empresa sol avisar per telèfon, per correu intern o en persona.",
          "Un paquet que t'espera a l'oficina desperta confiança i curiositat alhora, i el nom de la teva empresa el fa creïble. Però no diu qui l'envia ni què és.",
          "Per recollir un paquet a recepció no cal la teva contrasenya. La pàgina imita l'inici de sessió de la teva empresa per quedar-se-la.",
        ],
        lesson:
          "Aquest parany fa servir una situació quotidiana i propera: un paquet a la recepció de l'oficina. Com que sembla intern, abaixes la guàrdia. Però fixa't en el que demana: la teva contrasenya corporativa, que ningú no necessita per donar-te un paquet. Quan una cosa interna t'arribi per SMS, comprova-ho pel camí curt: truca a recepció o passa-hi. I recorda que el nom de la teva empresa en un missatge no demostra res. Si t'arriba un SMS així, avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "RECECAO",
        message: "Receção {{company}}: chegou uma encomenda para si. Confirme a recolha: {{link}}",
        landing: {
          title: "Recolha de encomendas",
          intro: "Inicie sessão com a sua conta da empresa para confirmar quem vai recolher a encomenda.",
          submit: "Confirmar",
        },
        cues: [
          "Qualquer pessoa pode usar «RECECAO» como remetente. A receção da sua empresa costuma avisar por telefone, por correio interno ou pessoalmente.",
          "Uma encomenda à sua espera no escritório inspira confiança e curiosidade ao mesmo tempo, e o nome da sua empresa torna-a credível. Mas não diz quem a enviou nem o que é.",
          "Para recolher uma encomenda na receção não é precisa a palavra-passe. A página imita o início de sessão da sua empresa para ficar com ela.",
        ],
        lesson:
          "Este truque usa uma situação quotidiana e próxima: uma encomenda na receção do escritório. Como parece interna, baixa a guarda. Mas repare no que pede: a sua palavra-passe da empresa, de que ninguém precisa para lhe entregar uma encomenda. Quando algo interno lhe chegar por SMS, confirme pelo caminho mais curto: ligue para a receção ou passe por lá. E lembre-se de que o nome da sua empresa numa mensagem não prova nada. Se receber um SMS assim, avise a equipa de segurança.",
      },
    },
  },
];
