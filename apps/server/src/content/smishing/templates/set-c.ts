import type { SmishingTemplateDefinition } from "../types";

export const SMS_SET_C: SmishingTemplateDefinition[] = [
  {
    id: 509,
    category: "invoice",
    level: 1,
    lever: "authority",
    landing: "payment",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "PEAJES",
        message: "Tiene un peaje de 3,20 € sin pagar. Pague hoy y evite una multa de 50 €: {{link}}",
        landing: {
          title: "Pago de peaje pendiente",
          intro: "Abone el peaje pendiente para cerrar el expediente y evitar la sanción.",
          submit: "Pagar 3,20 €",
        },
        cues: [
          "«PEAJES» no es ninguna autopista ni ningún organismo. Un aviso oficial identifica quién lo envía y de qué vehículo se trata.",
          "No da la matrícula, ni la fecha, ni la autopista: solo un importe pequeño y la amenaza de una multa quince veces mayor. Es presión con apariencia de autoridad.",
          "Los peajes y las multas se pagan en la web oficial del organismo o de la concesionaria, que buscas tú, no en un enlace de un SMS.",
        ],
        lesson:
          "Las multas y los peajes falsos tienen éxito porque casi todo el mundo conduce y a nadie le gusta discutir con la autoridad. Pero una sanción real trae datos concretos: la matrícula, el lugar, la fecha y un número de expediente que puedes comprobar. Y se notifica por los canales oficiales, no con un SMS genérico. Si tienes dudas, busca tú la web oficial del organismo o de la autopista y consulta allí. No pulses el enlace: avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "CASETAS",
        message: "Tiene un adeudo de caseta de $85.00. Pague hoy y evite una multa de $1,500: {{link}}",
        landing: {
          title: "Pago de caseta pendiente",
          intro: "Cubra el adeudo pendiente para cerrar el expediente y evitar la multa.",
          submit: "Pagar $85.00",
        },
        cues: [
          "«CASETAS» no es ninguna autopista ni dependencia de gobierno. Un aviso oficial identifica quién lo envía y de qué vehículo se trata.",
          "No menciona las placas, la fecha ni la autopista: solo un monto pequeño y la amenaza de una multa mucho mayor. Es presión con apariencia de autoridad.",
          "Los peajes y las multas se pagan en el sitio oficial de la dependencia o de la concesionaria, que usted busca por su cuenta, no en un enlace de un SMS.",
        ],
        lesson:
          "Las multas y los adeudos de caseta falsos funcionan porque casi todos manejamos y a nadie le gusta discutir con la autoridad. Pero una multa real trae datos concretos: las placas, el lugar, la fecha y un número de folio que usted puede verificar. Y se notifica por los canales oficiales, no con un SMS genérico. Si tiene dudas, busque usted mismo el sitio oficial de la dependencia o de la autopista y consulte ahí. No toque el enlace: avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "ROADTOLLS",
        message:
          "Unpaid road toll of £3.20 on your vehicle. Pay today to avoid a £50 penalty charge: {{link}}",
        landing: {
          title: "Pay your road toll",
          intro: "Pay the outstanding toll to close the case and avoid a penalty charge.",
          submit: "Pay £3.20",
        },
        cues: [
          "‘ROADTOLLS’ is not a road operator or a public body. An official notice says who is writing and which vehicle it is about.",
          "There is no registration number, date or road: just a small amount and the threat of a penalty fifteen times bigger. That is pressure dressed up as authority.",
          "Tolls and fines are paid on the official website of the authority or road operator, which you look up yourself, not through a link in a text.",
        ],
        lesson:
          "Fake tolls and fines succeed because most people drive and nobody likes arguing with the authorities. But a real penalty comes with specifics: your registration number, the place, the date and a reference you can check. And it is sent through official channels, not as a generic text. If in doubt, look up the official website of the authority or road operator yourself and check there. Do not tap the link: tell your security team.",
      },
      "en-us": {
        senderId: "TOLLNOTICE",
        message: "Unpaid toll of $3.20 on your vehicle. Pay today to avoid a $50 late fee: {{link}}",
        landing: {
          title: "Pay Your Toll",
          intro: "Pay the outstanding toll to clear your balance and avoid a late fee.",
          submit: "Pay $3.20",
        },
        cues: [
          "“TOLLNOTICE” isn't a toll agency or a government office. A real notice says who's writing and which vehicle it's about.",
          "There's no license plate, date, or road: just a small amount and the threat of a fee fifteen times bigger. That's pressure dressed up as authority.",
          "Tolls and fines are paid on the toll agency's official website, which you look up yourself, not through a link in a text.",
        ],
        lesson:
          "Fake toll notices work because most people drive and nobody wants trouble with the authorities. But a real notice comes with specifics: your license plate, the location, the date, and an invoice number you can check. And it arrives through official channels, not as a generic text. If you're unsure, look up the toll agency's official website yourself and check there. Don't tap the link: let your security team know.",
      },
      eu: {
        senderId: "BIDESARIAK",
        message:
          "3,20 €-ko bidesari bat duzu ordaindu gabe. Ordaindu gaur, 50 €-ko isuna saihesteko: {{link}}",
        landing: {
          title: "Bidesariaren ordainketa",
          intro: "Ordaindu zorretan dagoen bidesaria, espedientea ixteko eta zigorra saihesteko.",
          submit: "Ordaindu 3,20 €",
        },
        cues: [
          "«BIDESARIAK» ez da autobide bat ez erakunde bat. Abisu ofizial batek esaten du nork idazten duen eta zein ibilgailuri buruzkoa den.",
          "Ez du matrikula, data edo autobidea aipatzen: zenbateko txiki bat eta askoz isun handiagoaren mehatxua besterik ez. Agintearen itxura duen presioa da.",
          "Bidesariak eta isunak erakundearen edo emakidadunaren webgune ofizialean ordaintzen dira, zuk zeuk bilatuta, ez SMS bateko esteka batean.",
        ],
        lesson:
          "Bidesari eta isun faltsuek arrakasta dute ia denok gidatzen dugulako eta inori ez zaiolako gustatzen agintariekin eztabaidatzea. Baina benetako zigor batek datu zehatzak ditu: matrikula, lekua, data eta egiazta dezakezun espediente-zenbaki bat. Eta bide ofizialetatik jakinarazten da, ez SMS orokor batekin. Zalantzarik baduzu, bilatu zuk zeuk erakundearen edo autobidearen webgune ofiziala eta begiratu han. Ez sakatu esteka: jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "MYTO",
        message: "Nieopłacony przejazd autostradą: 12,40 zł. Zapłać dziś i uniknij kary: {{link}}",
        landing: {
          title: "Opłata za przejazd",
          intro: "Ureguluj zaległą opłatę, aby zamknąć sprawę i uniknąć kary.",
          submit: "Zapłać 12,40 zł",
        },
        cues: [
          "„MYTO” to nie operator autostrady ani żaden urząd. Oficjalne wezwanie mówi, kto je wysyła i jakiego pojazdu dotyczy.",
          "Brak numeru rejestracyjnego, daty i odcinka drogi – jest tylko niewielka kwota i groźba kary. To presja przebrana za autorytet.",
          "Opłaty drogowe i mandaty reguluje się na oficjalnej stronie operatora lub urzędu, wyszukanej samodzielnie, a nie przez link z SMS-a.",
        ],
        lesson:
          "Fałszywe wezwania do zapłaty za przejazd działają, bo prawie każdy jeździ samochodem i nikt nie chce kłopotów z urzędem. Prawdziwe wezwanie zawiera jednak konkrety: numer rejestracyjny, miejsce, datę i numer sprawy, który można sprawdzić. Przychodzi też oficjalnymi kanałami, a nie jako ogólnikowy SMS. W razie wątpliwości najlepiej samodzielnie wyszukać oficjalną stronę operatora lub urzędu i tam sprawdzić zaległości. Linku lepiej nie klikać – warto za to powiadomić zespół bezpieczeństwa.",
      },
      cat: {
        senderId: "PEATGES",
        message: "Té un peatge de 3,20 € per pagar. Pagui avui i eviti una multa de 50 €: {{link}}",
        landing: {
          title: "Pagament del peatge pendent",
          intro: "Aboni el peatge pendent per tancar l'expedient i evitar la sanció.",
          submit: "Pagar 3,20 €",
        },
        cues: [
          "«PEATGES» no és cap autopista ni cap organisme. Un avís oficial identifica qui l'envia i de quin vehicle es tracta.",
          "No dona la matrícula, ni la data, ni l'autopista: només un import petit i l'amenaça d'una multa molt més gran. És pressió disfressada d'autoritat.",
          "Els peatges i les multes es paguen al web oficial de l'organisme o de la concessionària, que busques tu mateix, no en un enllaç d'un SMS.",
        ],
        lesson:
          "Les multes i els peatges falsos funcionen perquè gairebé tothom condueix i a ningú no li agrada discutir amb l'autoritat. Però una sanció real porta dades concretes: la matrícula, el lloc, la data i un número d'expedient que pots comprovar. I es notifica pels canals oficials, no amb un SMS genèric. Si dubtes, busca tu mateix el web oficial de l'organisme o de l'autopista i consulta-ho allà. No toquis l'enllaç: avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "PORTAGENS",
        message: "Tem uma portagem de 3,20 € por pagar. Pague hoje e evite uma coima de 50 €: {{link}}",
        landing: {
          title: "Pagamento de portagem",
          intro: "Pague a portagem em falta para encerrar o processo e evitar a coima.",
          submit: "Pagar 3,20 €",
        },
        cues: [
          "«PORTAGENS» não é nenhuma concessionária nem nenhum organismo. Um aviso oficial identifica quem o envia e a que veículo se refere.",
          "Não indica a matrícula, a data nem a autoestrada: só um valor pequeno e a ameaça de uma coima muito maior. É pressão disfarçada de autoridade.",
          "As portagens e as coimas pagam-se no site oficial do organismo ou da concessionária, que procura por si, não numa ligação recebida por SMS.",
        ],
        lesson:
          "As coimas e portagens falsas resultam porque quase toda a gente conduz e ninguém gosta de problemas com as autoridades. Mas uma coima verdadeira traz dados concretos: a matrícula, o local, a data e um número de processo que pode confirmar. E é notificada pelos canais oficiais, não por um SMS genérico. Em caso de dúvida, procure por si o site oficial do organismo ou da concessionária e consulte-o lá. Não toque na ligação: avise a equipa de segurança.",
      },
    },
  },
  {
    id: 510,
    category: "itAlert",
    level: 2,
    lever: "urgency",
    landing: "signin",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "SOPORTE",
        message: "{{firstName}}, tu contraseña caduca hoy y perderás el correo. Mantenla aquí: {{link}}",
        landing: {
          title: "Caducidad de contraseña",
          intro: "Inicia sesión con tu contraseña actual para mantenerla otros 90 días.",
          submit: "Mantener mi contraseña",
        },
        cues: [
          "«SOPORTE» no es el servicio de informática de tu empresa: el de verdad no te escribe por SMS desde un nombre genérico.",
          "«Mantener tu contraseña» desde un enlace no existe: una contraseña que caduca se cambia en el sistema de siempre. La amenaza de perder el correo hoy es solo prisa.",
          "El enlace abre una página de inicio de sesión que no es la de tu empresa. Tu contraseña acabaría en manos de quien envió el SMS.",
        ],
        lesson:
          "Los avisos de caducidad de contraseña llegan ahora también por SMS, porque en el móvil es más difícil ver adónde lleva un enlace. Una contraseña que caduca se cambia desde tu ordenador, en la pantalla habitual de la empresa, o con el servicio de informática; nunca se «confirma» en una página a la que te lleva un mensaje. En el móvil, mantén pulsado el enlace para ver la dirección sin abrirla. Si te llega un aviso así, no lo abras: notifícalo al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "SOPORTE",
        message: "{{firstName}}, su contraseña vence hoy y perderá su correo. Consérvela aquí: {{link}}",
        landing: {
          title: "Vencimiento de contraseña",
          intro: "Inicie sesión con su contraseña actual para conservarla otros 90 días.",
          submit: "Conservar mi contraseña",
        },
        cues: [
          "«SOPORTE» no es el área de TI de su empresa: la de verdad no le escribe por SMS desde un nombre genérico.",
          "«Conservar su contraseña» desde un enlace no existe: una contraseña que vence se cambia en el sistema de siempre. La amenaza de perder el correo hoy es solo prisa.",
          "El enlace abre una página de inicio de sesión que no es la de su empresa. Su contraseña terminaría en manos de quien mandó el SMS.",
        ],
        lesson:
          "Los avisos de vencimiento de contraseña ahora también llegan por SMS, porque en el celular es más difícil ver a dónde lleva un enlace. Una contraseña que vence se cambia desde su computadora, en la pantalla habitual de la empresa, o con el área de TI; nunca se «confirma» en una página a la que lo lleva un mensaje. En el celular, mantenga presionado el enlace para ver la dirección sin abrirla. Si le llega un aviso así, no lo abra: repórtelo al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "ITSUPPORT",
        message: "{{firstName}}, your password expires today. Keep it in one click: {{link}}",
        landing: {
          title: "Password expiry",
          intro: "Sign in with your current password to keep it for another 90 days.",
          submit: "Keep my password",
        },
        cues: [
          "‘ITSUPPORT’ is not your company's IT team: the real one does not text you from a generic name.",
          "There is no such thing as keeping your password ‘in one click’: an expiring password is changed in the usual system. The deadline is there to rush you.",
          "The link opens a sign-in page that is not your company's. Your password would end up with whoever sent the text.",
        ],
        lesson:
          "Password expiry warnings now arrive by text too, because on a phone it is harder to see where a link leads. An expiring password is changed from your computer, on your company's usual screen, or with the IT service desk; it is never ‘confirmed’ on a page a message sends you to. On your phone, press and hold a link to see the address without opening it. If a warning like this arrives, do not open it: report it to your security team.",
      },
      "en-us": {
        senderId: "ITSUPPORT",
        message: "{{firstName}}, your password expires today. Keep it with one click: {{link}}",
        landing: {
          title: "Password Expiration",
          intro: "Sign in with your current password to keep it for another 90 days.",
          submit: "Keep My Password",
        },
        cues: [
          "“ITSUPPORT” isn't your company's IT team: the real one doesn't text you from a generic name.",
          "There's no such thing as keeping your password “with one click”: an expiring password gets changed in the usual system. The deadline is there to rush you.",
          "The link opens a login page that isn't your company's. Your password would end up with whoever sent the text.",
        ],
        lesson:
          "Password expiration warnings now come by text too, because on a phone it's harder to see where a link goes. An expiring password is changed from your computer, on your company's usual screen, or with the IT help desk; it's never “confirmed” on a page a message sends you to. On your phone, press and hold a link to preview the address without opening it. If a warning like this shows up, don't open it: report it to your security team.",
      },
      eu: {
        senderId: "INFORMATIKA",
        message: "{{firstName}}, zure pasahitza gaur iraungiko da. Mantendu klik batez: {{link}}",
        landing: {
          title: "Pasahitzaren iraungitzea",
          intro: "Hasi saioa zure egungo pasahitzarekin, beste 90 egunez mantentzeko.",
          submit: "Mantendu nire pasahitza",
        },
        cues: [
          "«INFORMATIKA» ez da zure enpresako informatika-zerbitzua: benetakoak ez dizu SMS bidez idazten izen orokor batetik.",
          "Pasahitza «klik batez mantentzea» ez da existitzen: iraungitzen den pasahitza ohiko sisteman aldatzen da. Gaurko epea presa sartzeko dago.",
          "Estekak ez du zure enpresaren saio-hasierako orria irekitzen. Zure pasahitza SMSa bidali zuenaren esku geratuko litzateke.",
        ],
        lesson:
          "Pasahitza iraungitzeko abisuak SMS bidez ere iristen dira orain, mugikorrean zailagoa delako esteka batek nora daraman ikustea. Iraungitzen den pasahitza ordenagailutik aldatzen da, enpresaren ohiko pantailan, edo informatika-zerbitzuarekin; ez da inoiz «berresten» mezu batek bidaltzen zaituen orri batean. Mugikorrean, eduki sakatuta esteka, helbidea ireki gabe ikusteko. Horrelako abisu bat jasotzen baduzu, ez ireki: jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "HELPDESK",
        message: "{{firstName}}, Twoje hasło wygasa dziś. Zachowaj je jednym kliknięciem: {{link}}",
        landing: {
          title: "Wygasające hasło",
          intro: "Zaloguj się obecnym hasłem, aby zachować je na kolejne 90 dni.",
          submit: "Zachowaj hasło",
        },
        cues: [
          "„HELPDESK” to nie firmowy dział IT – prawdziwy nie wysyła SMS-ów spod ogólnej nazwy.",
          "„Zachowanie hasła jednym kliknięciem” nie istnieje: wygasające hasło zmienia się w zwykłym systemie. Termin „dziś” ma tylko wywołać pośpiech.",
          "Link otwiera stronę logowania, która nie należy do firmy. Hasło trafiłoby do nadawcy SMS-a.",
        ],
        lesson:
          "Ostrzeżenia o wygasającym haśle przychodzą teraz także SMS-em, bo na telefonie trudniej sprawdzić, dokąd prowadzi link. Wygasające hasło zmienia się na komputerze, na zwykłym firmowym ekranie, albo z pomocą działu IT – nigdy nie „potwierdza się” go na stronie, do której kieruje wiadomość. Na telefonie warto przytrzymać palec na linku, żeby zobaczyć adres bez otwierania strony. Taki SMS najlepiej od razu zgłosić zespołowi bezpieczeństwa.",
      },
      cat: {
        senderId: "SUPORT",
        message: "{{firstName}}, la teva contrasenya caduca avui. Mantén-la amb un clic: {{link}}",
        landing: {
          title: "Caducitat de la contrasenya",
          intro: "Inicia la sessió amb la contrasenya actual per mantenir-la 90 dies més.",
          submit: "Mantenir la contrasenya",
        },
        cues: [
          "«SUPORT» no és el servei d'informàtica de la teva empresa: el de veritat no t'escriu per SMS des d'un nom genèric.",
          "«Mantenir la contrasenya amb un clic» no existeix: una contrasenya que caduca es canvia al sistema de sempre. El termini d'avui hi és per fer-te córrer.",
          "L'enllaç obre una pàgina d'inici de sessió que no és la de la teva empresa. La contrasenya acabaria en mans de qui ha enviat l'SMS.",
        ],
        lesson:
          "Els avisos de caducitat de contrasenya també arriben ara per SMS, perquè al mòbil costa més veure on porta un enllaç. Una contrasenya que caduca es canvia des de l'ordinador, a la pantalla habitual de l'empresa, o amb el servei d'informàtica; mai no es «confirma» en una pàgina on t'envia un missatge. Al mòbil, mantén premut l'enllaç per veure l'adreça sense obrir-la. Si t'arriba un avís així, no l'obris: notifica'l a l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "SUPORTETI",
        message: "{{firstName}}, a sua palavra-passe expira hoje. Mantenha-a com um clique: {{link}}",
        landing: {
          title: "Expiração da palavra-passe",
          intro: "Inicie sessão com a palavra-passe atual para a manter por mais 90 dias.",
          submit: "Manter a palavra-passe",
        },
        cues: [
          "«SUPORTETI» não é o apoio informático da sua empresa: o verdadeiro não lhe escreve por SMS a partir de um nome genérico.",
          "«Manter a palavra-passe com um clique» não existe: uma palavra-passe que expira muda-se no sistema habitual. O prazo de hoje só serve para o apressar.",
          "A ligação abre uma página de início de sessão que não é a da sua empresa. A palavra-passe acabaria nas mãos de quem enviou o SMS.",
        ],
        lesson:
          "Os avisos de expiração da palavra-passe também chegam agora por SMS, porque no telemóvel é mais difícil ver para onde leva uma ligação. Uma palavra-passe que expira muda-se a partir do computador, no ecrã habitual da empresa, ou com o apoio informático; nunca se «confirma» numa página para onde uma mensagem o envia. No telemóvel, mantenha o dedo sobre a ligação para ver o endereço sem a abrir. Se receber um aviso destes, não o abra: reporte-o à equipa de segurança.",
      },
    },
  },
  {
    id: 511,
    category: "executive",
    level: 3,
    lever: "authority",
    landing: "download",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "DIRECCION",
        message: "{{firstName}}, soy el director de {{company}}. Confidencial, léelo ya: {{link}}",
        landing: {
          title: "Documento confidencial",
          intro: "Nota de dirección – acceso restringido. Descarga el documento para leerlo.",
          submit: "Descargar",
        },
        cues: [
          "«DIRECCION» no es el número de nadie. Un directivo que te escribe lo hace desde su propio número o por los canales internos, y cualquiera puede poner ese nombre.",
          "Autoridad, secreto y prisa a la vez: el «director» quiere que actúes ya y sin comentarlo. Es el patrón del fraude del CEO.",
          "El enlace descarga un archivo desde fuera de los sistemas de la empresa. Los documentos internos se comparten en las herramientas de siempre.",
        ],
        lesson:
          "El fraude del CEO se apoya en la autoridad: cuesta decir que no al director general, sobre todo si te pide discreción y rapidez. Por SMS es aún más fácil, porque el remitente se puede falsificar y no hay firma ni dominio que revisar. Ningún directivo te pedirá que abras un archivo confidencial desde un enlace en un SMS. Si dudas, confirma con esa persona por otro canal, por ejemplo llamando a su número de la agenda de la empresa. Y avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "DIRECCION",
        message: "{{firstName}}, soy el director de {{company}}. Urgente, ábralo ya: {{link}}",
        landing: {
          title: "Documento confidencial",
          intro: "Nota de la dirección – acceso restringido. Descargue el documento para leerlo.",
          submit: "Descargar",
        },
        cues: [
          "«DIRECCION» no es el número de nadie. Un directivo que le escribe lo hace desde su propio número o por los canales internos, y cualquiera puede poner ese nombre.",
          "Autoridad, secreto y prisa a la vez: el «director» le pide que actúe ya. Es el patrón del fraude del CEO.",
          "El enlace descarga un archivo desde fuera de los sistemas de la empresa. Los documentos internos se comparten en las herramientas de siempre.",
        ],
        lesson:
          "El fraude del CEO se apoya en la autoridad: cuesta decirle que no al director general, sobre todo si pide rapidez y discreción. Por SMS es aún más fácil, porque el remitente se puede falsificar y no hay firma ni dominio que revisar. Ningún directivo le pedirá que abra un archivo confidencial desde un enlace en un SMS. Si tiene dudas, confirme con esa persona por otro medio, por ejemplo llamando al número que aparece en el directorio de la empresa. Y avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "CEOOFFICE",
        message: "{{firstName}}, this is the CEO of {{company}}. Read this in confidence: {{link}}",
        landing: {
          title: "Confidential document",
          intro: "Board memo – restricted. Download the document to read it.",
          submit: "Download",
        },
        cues: [
          "‘CEOOFFICE’ is nobody's phone number. An executive who texts you does so from their own number or through internal channels, and anyone can set that name.",
          "Authority, secrecy and urgency all at once: the ‘CEO’ wants you to act now and keep it to yourself. That is the pattern of CEO fraud.",
          "The link downloads a file from outside your company's systems. Internal documents are shared in the usual tools.",
        ],
        lesson:
          "CEO fraud leans on authority: it is hard to say no to the chief executive, especially when they ask for speed and discretion. By text it is even easier, because the sender can be faked and there is no signature or domain to check. No executive will ask you to open a confidential file from a link in a text. If in doubt, confirm with that person through another channel, for example by calling the number in the company directory. And tell your security team.",
      },
      "en-us": {
        senderId: "CEOOFFICE",
        message: "{{firstName}}, this is the CEO of {{company}}. Read this in confidence: {{link}}",
        landing: {
          title: "Confidential Document",
          intro: "Board memo – restricted. Download the document to read it.",
          submit: "Download",
        },
        cues: [
          "“CEOOFFICE” is nobody's phone number. An executive who texts you does it from their own number or through internal channels, and anyone can set that name.",
          "Authority, secrecy, and urgency all at once: the “CEO” wants you to act now and keep it quiet. That's the pattern of CEO fraud.",
          "The link downloads a file from outside your company's systems. Internal documents are shared in the usual tools.",
        ],
        lesson:
          "CEO fraud leans on authority: it's hard to say no to the CEO, especially when they ask for speed and discretion. By text it's even easier, because the sender can be spoofed and there's no signature or domain to check. No executive will ask you to open a confidential file from a link in a text. If you're unsure, confirm with that person another way, for example by calling the number in the company directory. And let your security team know.",
      },
      eu: {
        senderId: "ZUZENDARIA",
        message: "{{company}}: {{firstName}}, zuzendaria naiz. Irakurri hau, isilpean: {{link}}",
        landing: {
          title: "Isilpeko dokumentua",
          intro: "Zuzendaritzaren oharra – sarbide mugatua. Deskargatu dokumentua irakurtzeko.",
          submit: "Deskargatu",
        },
        cues: [
          "«ZUZENDARIA» ez da inoren telefono-zenbakia. Zuzendari batek bere zenbakitik edo barne-bideetatik idazten dizu, eta edonork jar dezake izen hori.",
          "Agintea, isilpekotasuna eta presa batera: «zuzendariak» orain jokatzeko eta inori ez esateko eskatzen dizu. Hori da zuzendariaren iruzurraren eredua.",
          "Estekak enpresaren sistemetatik kanpoko fitxategi bat deskargatzen du. Barne-dokumentuak ohiko tresnetan partekatzen dira.",
        ],
        lesson:
          "Zuzendariaren iruzurra agintean oinarritzen da: zaila da zuzendari nagusiari ezetz esatea, batez ere azkartasuna eta isiltasuna eskatzen dituenean. SMS bidez are errazagoa da, igorlea faltsu daitekeelako eta ez dagoelako ez sinadurarik ez domeinurik egiaztatzeko. Zuzendari batek ere ez dizu eskatuko isilpeko fitxategi bat SMS bateko esteka batetik irekitzeko. Zalantzarik baduzu, egiaztatu pertsona horrekin beste bide batetik, adibidez enpresako agendako zenbakira deituta. Eta jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "PREZES",
        message: "{{firstName}}, tu prezes firmy {{company}}. Pilne i poufne: {{link}}",
        landing: {
          title: "Poufny dokument",
          intro: "Notatka zarządu – dostęp ograniczony. Pobierz dokument, aby go przeczytać.",
          submit: "Pobierz",
        },
        cues: [
          "„PREZES” to niczyj numer telefonu. Członek zarządu pisze z własnego numeru lub przez firmowe kanały, a taką nazwę nadawcy może ustawić każdy.",
          "Autorytet, tajemnica i pośpiech naraz: „prezes” chce natychmiastowego działania i dyskrecji. To schemat oszustwa „na prezesa”.",
          "Link pobiera plik spoza firmowych systemów. Dokumenty wewnętrzne udostępnia się w zwykłych narzędziach firmy.",
        ],
        lesson:
          "Oszustwo „na prezesa” opiera się na autorytecie: trudno odmówić szefowi, zwłaszcza gdy prosi o szybkość i dyskrecję. SMS-em jest to jeszcze łatwiejsze, bo nadawcę można podrobić, a nie ma podpisu ani domeny do sprawdzenia. Żaden członek zarządu nie poprosi o otwarcie poufnego pliku z linku w SMS-ie. W razie wątpliwości warto potwierdzić sprawę innym kanałem, na przykład dzwoniąc na numer z firmowej książki adresowej. I zgłosić wiadomość zespołowi bezpieczeństwa.",
      },
      cat: {
        senderId: "DIRECCIO",
        message: "{{company}}: {{firstName}}, sóc el director. Urgent i confidencial: {{link}}",
        landing: {
          title: "Document confidencial",
          intro: "Nota de direcció – accés restringit. Descarrega el document per llegir-lo.",
          submit: "Descarregar",
        },
        cues: [
          "«DIRECCIO» no és el número de ningú. Un directiu que t'escriu ho fa des del seu número o pels canals interns, i qualsevol pot posar aquest nom.",
          "Autoritat, secret i pressa alhora: el «director» vol que actuïs ara i que no en parlis. És el patró del frau del CEO.",
          "L'enllaç descarrega un fitxer de fora dels sistemes de l'empresa. Els documents interns es comparteixen a les eines de sempre.",
        ],
        lesson:
          "El frau del CEO es basa en l'autoritat: costa dir que no al director general, sobretot si et demana rapidesa i discreció. Per SMS encara és més fàcil, perquè el remitent es pot falsificar i no hi ha signatura ni domini per revisar. Cap directiu no et demanarà que obris un fitxer confidencial des d'un enllaç en un SMS. Si dubtes, confirma-ho amb aquella persona per un altre canal, per exemple trucant al número de l'agenda de l'empresa. I avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "DIRECAO",
        message: "{{company}}: {{firstName}}, sou o diretor. Urgente e confidencial: {{link}}",
        landing: {
          title: "Documento confidencial",
          intro: "Nota da administração – acesso restrito. Descarregue o documento para o ler.",
          submit: "Descarregar",
        },
        cues: [
          "«DIRECAO» não é o número de ninguém. Um diretor que lhe escreve fá-lo a partir do próprio número ou pelos canais internos, e qualquer pessoa pode usar esse nome.",
          "Autoridade, sigilo e pressa ao mesmo tempo: o «diretor» quer que aja já e em segredo. É o padrão da fraude do CEO.",
          "A ligação descarrega um ficheiro de fora dos sistemas da empresa. Os documentos internos partilham-se nas ferramentas habituais.",
        ],
        lesson:
          "A fraude do CEO apoia-se na autoridade: é difícil dizer que não ao diretor-geral, sobretudo quando pede rapidez e discrição. Por SMS é ainda mais fácil, porque o remetente pode ser falsificado e não há assinatura nem domínio para verificar. Nenhum diretor lhe pedirá que abra um ficheiro confidencial a partir de uma ligação num SMS. Em caso de dúvida, confirme com essa pessoa por outro canal, por exemplo ligando para o número da lista telefónica da empresa. E avise a equipa de segurança.",
      },
    },
  },
  {
    id: 512,
    category: "credentials",
    level: 2,
    lever: "urgency",
    landing: "signin",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "SEGURIDAD",
        message: "{{firstName}}, bloqueamos tu cuenta tras 5 intentos fallidos. Desbloquéala: {{link}}",
        landing: {
          title: "Desbloqueo de cuenta",
          intro: "Verifica tu identidad iniciando sesión para desbloquear tu cuenta.",
          submit: "Desbloquear",
        },
        cues: [
          "«SEGURIDAD» no dice de qué servicio ni de qué empresa es. Cualquiera puede poner ese nombre como remitente.",
          "Habla de «tu cuenta» sin decir cuál: un mensaje genérico que vale para cualquier servicio y que juega con el miedo a quedarte sin acceso.",
          "Para desbloquear una cuenta no hace falta un enlace de un SMS: se hace desde la app o la web de siempre, o con el servicio de informática.",
        ],
        lesson:
          "Un aviso de cuenta bloqueada provoca una reacción inmediata: quieres recuperar el acceso cuanto antes. Fíjate en lo que no dice: ni qué cuenta, ni qué servicio. Un mensaje así vale para cualquiera, y por eso se envía a miles de números. Si de verdad una cuenta tuya se bloquea, lo verás al intentar entrar por el camino habitual, y allí te indicarán cómo recuperarla. Nunca escribas tu contraseña en una página abierta desde un SMS, y avisa al equipo de seguridad si recibes uno.",
      },
      "es-mx": {
        senderId: "SEGURIDAD",
        message: "{{firstName}}, bloqueamos su cuenta tras 5 intentos fallidos. Desbloquéela: {{link}}",
        landing: {
          title: "Desbloqueo de cuenta",
          intro: "Verifique su identidad iniciando sesión para desbloquear su cuenta.",
          submit: "Desbloquear",
        },
        cues: [
          "«SEGURIDAD» no dice de qué servicio ni de qué empresa es. Cualquiera puede poner ese nombre como remitente.",
          "Habla de «su cuenta» sin decir cuál: un mensaje genérico que sirve para cualquier servicio y que juega con el miedo a quedarse sin acceso.",
          "Para desbloquear una cuenta no hace falta un enlace de un SMS: se hace desde la app o el sitio de siempre, o con el área de TI.",
        ],
        lesson:
          "Un aviso de cuenta bloqueada provoca una reacción inmediata: usted quiere recuperar el acceso cuanto antes. Fíjese en lo que no dice: ni qué cuenta, ni qué servicio. Un mensaje así sirve para cualquiera, y por eso se envía a miles de números. Si de verdad una de sus cuentas se bloquea, lo verá al intentar entrar por el camino habitual, y ahí le indicarán cómo recuperarla. Nunca escriba su contraseña en una página abierta desde un SMS, y avise al equipo de seguridad si recibe uno.",
      },
      "en-gb": {
        senderId: "SECURITY",
        message: "{{firstName}}, your account was locked after 5 failed sign-ins. Unlock it: {{link}}",
        landing: {
          title: "Unlock your account",
          intro: "Sign in to verify your identity and unlock your account.",
          submit: "Unlock",
        },
        cues: [
          "‘SECURITY’ does not say which service or company it is. Anyone can set that name as the sender.",
          "It talks about ‘your account’ without saying which one: a generic message that fits any service and plays on the fear of being locked out.",
          "Unlocking an account does not need a link in a text: you do it in the usual app or website, or with the IT service desk.",
        ],
        lesson:
          "A locked-account warning triggers an instant reaction: you want your access back as soon as possible. Notice what it does not say: which account, which service. A message like this fits anyone, which is why it goes to thousands of numbers. If one of your accounts really is locked, you will see it when you sign in the usual way, and you will be told there how to recover it. Never type your password on a page opened from a text, and tell your security team if you receive one.",
      },
      "en-us": {
        senderId: "SECURITY",
        message: "{{firstName}}, your account was locked after 5 failed logins. Unlock it: {{link}}",
        landing: {
          title: "Unlock Your Account",
          intro: "Log in to verify your identity and unlock your account.",
          submit: "Unlock",
        },
        cues: [
          "“SECURITY” doesn't say which service or company it is. Anyone can set that as the sender name.",
          "It talks about “your account” without saying which one: a generic message that fits any service and plays on the fear of getting locked out.",
          "Unlocking an account doesn't take a link in a text: you do it in the usual app or website, or with the IT help desk.",
        ],
        lesson:
          "A locked-account alert triggers an instant reaction: you want back in as fast as possible. Notice what it doesn't say: which account, which service. A message like this fits anyone, which is why it goes out to thousands of numbers. If one of your accounts really is locked, you'll see it when you log in the usual way, and you'll be told there how to get back in. Never type your password on a page opened from a text, and let your security team know if you get one.",
      },
      eu: {
        senderId: "SEGURTASUNA",
        message: "{{firstName}}, 5 saiakera oker: kontua blokeatuta dago. Desblokeatu: {{link}}",
        landing: {
          title: "Desblokeatu kontua",
          intro: "Hasi saioa zure nortasuna egiaztatzeko eta kontua desblokeatzeko.",
          submit: "Desblokeatu",
        },
        cues: [
          "«SEGURTASUNA» izenak ez du esaten zein zerbitzu edo enpresa den. Edonork jar dezake izen hori igorle gisa.",
          "«Kontua» aipatzen du, baina ez zein: edozein zerbitzutarako balio duen mezu orokorra da, sarbiderik gabe geratzeko beldurrarekin jokatzen duena.",
          "Kontu bat desblokeatzeko ez da SMS bateko estekarik behar: ohiko aplikazioan edo webgunean egiten da, edo informatika-zerbitzuarekin.",
        ],
        lesson:
          "Kontua blokeatuta dagoela dioen abisu batek berehalako erreakzioa eragiten du: sarbidea ahalik eta lasterren berreskuratu nahi duzu. Begiratu zer ez duen esaten: zein kontu, zein zerbitzu. Horrelako mezu batek edonorentzat balio du, eta horregatik bidaltzen da milaka zenbakitara. Zure konturen bat benetan blokeatzen bada, ohiko bidetik sartzen saiatzean ikusiko duzu, eta han esango dizute nola berreskuratu. Ez idatzi inoiz pasahitza SMS batetik irekitako orri batean, eta jakinarazi segurtasun-taldeari horrelakorik jasotzen baduzu.",
      },
      pl: {
        senderId: "KONTO",
        message: "{{firstName}}, konto zablokowane po 5 błędnych logowaniach. Odblokuj: {{link}}",
        landing: {
          title: "Odblokowanie konta",
          intro: "Zaloguj się, aby potwierdzić tożsamość i odblokować konto.",
          submit: "Odblokuj",
        },
        cues: [
          "„KONTO” nie mówi, o jaką usługę ani firmę chodzi. Taką nazwę nadawcy może ustawić każdy.",
          "Mowa o „koncie” bez wskazania, którym: to ogólnik pasujący do każdej usługi, grający na strachu przed utratą dostępu.",
          "Do odblokowania konta nie trzeba linku z SMS-a: robi się to w zwykłej aplikacji lub na zwykłej stronie albo z pomocą działu IT.",
        ],
        lesson:
          "Ostrzeżenie o zablokowanym koncie wywołuje natychmiastową reakcję: chce się jak najszybciej odzyskać dostęp. Warto zauważyć, czego w nim brakuje – nie wiadomo, które konto ani jaka usługa. Taka wiadomość pasuje do każdego, dlatego trafia na tysiące numerów. Jeśli konto naprawdę zostało zablokowane, widać to przy zwykłym logowaniu i tam pojawia się instrukcja odzyskania dostępu. Hasła nie wpisuje się nigdy na stronie otwartej z SMS-a, a taki SMS warto zgłosić zespołowi bezpieczeństwa.",
      },
      cat: {
        senderId: "SEGURETAT",
        message: "{{firstName}}, compte bloquejat per 5 intents fallits. Desbloqueja'l: {{link}}",
        landing: {
          title: "Desbloqueig del compte",
          intro: "Inicia la sessió per verificar la teva identitat i desbloquejar el compte.",
          submit: "Desbloquejar",
        },
        cues: [
          "«SEGURETAT» no diu de quin servei ni de quina empresa és. Qualsevol pot posar aquest nom com a remitent.",
          "Parla del «compte» sense dir quin: un missatge genèric que serveix per a qualsevol servei i que juga amb la por de quedar-te sense accés.",
          "Per desbloquejar un compte no cal cap enllaç d'un SMS: es fa des de l'aplicació o el web de sempre, o amb el servei d'informàtica.",
        ],
        lesson:
          "Un avís de compte bloquejat provoca una reacció immediata: vols recuperar l'accés com més aviat millor. Fixa't en el que no diu: ni quin compte, ni quin servei. Un missatge així serveix per a qualsevol, i per això s'envia a milers de números. Si de debò es bloqueja algun compte teu, ho veuràs quan intentis entrar pel camí habitual, i allà t'indicaran com recuperar-lo. No escriguis mai la contrasenya en una pàgina oberta des d'un SMS, i avisa l'equip de seguretat si en reps un.",
      },
      "pt-pt": {
        senderId: "SEGURANCA",
        message: "{{firstName}}, conta bloqueada após 5 tentativas falhadas. Desbloqueie: {{link}}",
        landing: {
          title: "Desbloqueio da conta",
          intro: "Inicie sessão para confirmar a sua identidade e desbloquear a conta.",
          submit: "Desbloquear",
        },
        cues: [
          "«SEGURANCA» não diz de que serviço nem de que empresa se trata. Qualquer pessoa pode usar esse nome como remetente.",
          "Fala da «conta» sem dizer qual: uma mensagem genérica que serve para qualquer serviço e joga com o medo de ficar sem acesso.",
          "Para desbloquear uma conta não é preciso uma ligação recebida por SMS: faz-se na aplicação ou no site habituais, ou com o apoio informático.",
        ],
        lesson:
          "Um aviso de conta bloqueada provoca uma reação imediata: quer recuperar o acesso o mais depressa possível. Repare no que não diz: que conta, que serviço. Uma mensagem assim serve para qualquer pessoa, e por isso é enviada para milhares de números. Se uma das suas contas estiver mesmo bloqueada, vai vê-lo ao entrar pelo caminho habitual, e aí ser-lhe-á indicado como a recuperar. Nunca escreva a palavra-passe numa página aberta a partir de um SMS, e avise a equipa de segurança se receber um.",
      },
    },
  },
];
