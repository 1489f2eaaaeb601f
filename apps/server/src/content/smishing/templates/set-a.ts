import type { SmishingTemplateDefinition } from "../types";

export const SMS_SET_A: SmishingTemplateDefinition[] = [
  {
    id: 501,
    category: "parcel",
    level: 1,
    lever: "urgency",
    landing: "payment",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "PAQUETERIA",
        message: "Su paquete está retenido en aduanas por 1,99 €. Páguelo hoy o será devuelto: {{link}}",
        landing: {
          title: "Pago de tasas de aduana",
          intro:
            "Abone la tasa pendiente de 1,99 € para liberar su envío. El pago se procesa de forma segura.",
          submit: "Pagar 1,99 €",
        },
        cues: [
          "«PAQUETERIA» no es el nombre de ninguna empresa de mensajería, y el nombre que aparece como remitente de un SMS no demuestra nada: cualquiera puede elegirlo.",
          "No dice qué paquete es ni de qué tienda, y amenaza con devolverlo hoy mismo: la prisa está para que pagues sin pensar.",
          "El enlace lleva a una dirección desconocida, no a la web de una empresa de transporte. Las mensajerías de verdad te dejan pagar en su propia app o en la entrega.",
        ],
        lesson:
          "Los SMS de paquetes retenidos son el cebo más repetido, porque casi todo el mundo espera algún envío. El importe es pequeño para que parezca inofensivo, pero la página busca los datos de tu tarjeta, que luego se usan para cargos mucho mayores. Un aviso real dice qué paquete es y de qué tienda, y puedes comprobarlo en la web o la app de la mensajería escribiendo tú la dirección. La próxima vez, no pulses el enlace: busca el pedido en la tienda donde compraste y avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "PAQUETERIA",
        message: "Su paquete está retenido en aduana por $29.00. Páguelo hoy o será devuelto: {{link}}",
        landing: {
          title: "Pago de impuestos de importación",
          intro:
            "Cubra el pago pendiente de $29.00 para liberar su envío. El pago se procesa de forma segura.",
          submit: "Pagar $29.00",
        },
        cues: [
          "«PAQUETERIA» no es el nombre de ninguna paquetería, y el nombre que aparece como remitente de un SMS no demuestra nada: cualquiera puede ponerlo.",
          "No dice qué paquete es ni de qué tienda, y amenaza con devolverlo hoy mismo: la prisa busca que usted pague sin pensarlo.",
          "El enlace lleva a una dirección desconocida, no al sitio de una paquetería. Las paqueterías reales le permiten pagar en su propia app o al recibir el envío.",
        ],
        lesson:
          "Los SMS de paquetes retenidos son el anzuelo más común, porque casi todos estamos esperando algún envío. El monto es pequeño para que parezca inofensivo, pero la página busca los datos de su tarjeta, que después se usan para cargos mucho mayores. Un aviso real indica qué paquete es y de qué tienda, y usted puede comprobarlo en el sitio o la app de la paquetería escribiendo la dirección. La próxima vez, no toque el enlace: busque el pedido en la tienda donde compró y avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "PARCELDESK",
        message:
          "Your parcel is on hold: a customs fee of £1.99 is unpaid. Pay today or it will be returned: {{link}}",
        landing: {
          title: "Customs fee payment",
          intro:
            "Pay the outstanding customs fee of £1.99 to release your parcel for delivery. Payments are processed securely.",
          submit: "Pay £1.99",
        },
        cues: [
          "‘PARCELDESK’ names no courier at all, and the sender name on a text proves nothing: anyone can choose one.",
          "It does not say which parcel it is or which shop it comes from, and it threatens to send it back today: the rush is there so you pay without thinking.",
          "The link goes to an unknown address, not to a courier's website. Real couriers let you pay in their own app or on the doorstep.",
        ],
        lesson:
          "Fake delivery texts are the most common smishing lure, because nearly everyone is waiting for a parcel. The fee is small so that it looks harmless, but the page is after your card details, which are then used for much larger payments. A genuine notice says which parcel and which shop, and you can check it on the courier's website or app by typing the address yourself. Next time, do not tap the link: look the order up in the shop where you bought it, and tell your security team.",
      },
      "en-us": {
        senderId: "PKGNOTICE",
        message:
          "Your package is on hold: a customs fee of $1.99 is unpaid. Pay today or it will be returned: {{link}}",
        landing: {
          title: "Customs fee payment",
          intro:
            "Pay the outstanding customs fee of $1.99 to release your package for delivery. Payments are processed securely.",
          submit: "Pay $1.99",
        },
        cues: [
          "“PKGNOTICE” doesn't name any carrier, and the sender name on a text proves nothing: anyone can pick one.",
          "It doesn't say which package it is or which store it's from, and it threatens to send it back today: the rush is there so you pay without thinking.",
          "The link goes to an unknown address, not to a carrier's website. Real carriers let you pay in their own app or at delivery.",
        ],
        lesson:
          "Fake delivery texts are the most common smishing lure, because almost everyone is waiting for a package. The fee is small so it looks harmless, but the page is after your card number, which then gets used for much bigger charges. A real notice says which package and which store, and you can check it on the carrier's website or app by typing the address yourself. Next time, don't tap the link: look up the order on the store's site where you bought it, and let your security team know.",
      },
      eu: {
        senderId: "PAKETEAK",
        message:
          "Zure paketea aduanan geldirik dago, 1,99 €-ko tasa ordaindu gabe dagoelako. Ordaindu gaur, bestela itzuli egingo dugu: {{link}}",
        landing: {
          title: "Aduana-tasaren ordainketa",
          intro: "Ordaindu 1,99 €-ko tasa zure bidalketa askatzeko. Ordainketa modu seguruan egiten da.",
          submit: "Ordaindu 1,99 €",
        },
        cues: [
          "«PAKETEAK» ez da inongo mezularitza-enpresaren izena, eta SMS baten igorle gisa agertzen den izenak ez du ezer frogatzen: edonork aukera dezake.",
          "Ez du esaten zein pakete den ez zein dendatakoa, eta gaur bertan itzultzeko mehatxua egiten du: presaren helburua pentsatu gabe ordaintzea da.",
          "Estekak helbide ezezagun batera darama, ez garraio-enpresa baten webgunera. Benetako mezularitza-enpresek beren aplikazioan edo entregatzean ordaintzen uzten dute.",
        ],
        lesson:
          "Atxikitako paketeen SMSak dira amurik ohikoenak, ia denok baitaukagu bidalketaren bat zain. Zenbatekoa txikia da, kaltegabea irudi dezan, baina orriak zure txartelaren datuak nahi ditu, gero askoz kargu handiagoak egiteko. Benetako abisu batek esaten du zein pakete den eta zein dendatakoa, eta mezularitza-enpresaren webgunean edo aplikazioan egiazta dezakezu, helbidea zuk zeuk idatzita. Hurrengoan, ez sakatu esteka: bilatu eskaera erosi zenuen dendan, eta jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "PACZKI",
        message: "Przesyłka zatrzymana w cle. Dopłać dziś 1,99 zł, inaczej wróci do nadawcy: {{link}}",
        landing: {
          title: "Opłata celna",
          intro:
            "Aby zwolnić przesyłkę, należy uiścić zaległą opłatę w wysokości 1,99 zł. Płatność jest bezpieczna.",
          submit: "Zapłać 1,99 zł",
        },
        cues: [
          "„PACZKI” to nie nazwa żadnej firmy kurierskiej, a nazwa nadawcy SMS-a niczego nie dowodzi – każdy może ją sobie wybrać.",
          "Wiadomość nie mówi, o jaką przesyłkę chodzi ani z jakiego sklepu, za to grozi zwrotem jeszcze dziś – pośpiech ma skłonić do zapłaty bez zastanowienia.",
          "Link prowadzi pod nieznany adres, a nie na stronę firmy kurierskiej. Prawdziwi przewoźnicy pozwalają zapłacić w swojej aplikacji albo przy odbiorze.",
        ],
        lesson:
          "SMS-y o zatrzymanej przesyłce to najczęstsza przynęta, bo prawie każdy na coś czeka. Kwota jest niewielka, żeby wyglądała niewinnie, ale strona ma wyłudzić dane karty, które potem posłużą do znacznie większych obciążeń. Prawdziwe powiadomienie podaje, o jaką przesyłkę chodzi i z jakiego sklepu, a jej status można sprawdzić w aplikacji przewoźnika lub na jego stronie, wpisując adres samodzielnie. Następnym razem lepiej nie klikać: wystarczy sprawdzić zamówienie w sklepie, w którym się kupowało, i zgłosić SMS-a zespołowi bezpieczeństwa.",
      },
      cat: {
        senderId: "PAQUETS",
        message:
          "El seu paquet està retingut a la duana: falta pagar 1,99 €. Pagui avui o el retornarem: {{link}}",
        landing: {
          title: "Pagament de taxes de duana",
          intro:
            "Aboni la taxa pendent d'1,99 € per alliberar el seu enviament. El pagament es processa de manera segura.",
          submit: "Pagar 1,99 €",
        },
        cues: [
          "«PAQUETS» no és el nom de cap empresa de missatgeria, i el nom que surt com a remitent d'un SMS no demostra res: qualsevol el pot triar.",
          "No diu quin paquet és ni de quina botiga, i amenaça de retornar-lo avui mateix: la pressa hi és perquè paguis sense pensar.",
          "L'enllaç porta a una adreça desconeguda, no al web d'una empresa de transport. Les missatgeries de veritat et deixen pagar a la seva aplicació o en el moment de l'entrega.",
        ],
        lesson:
          "Els SMS de paquets retinguts són l'esquer més repetit, perquè gairebé tothom espera algun enviament. L'import és petit perquè sembli inofensiu, però la pàgina vol les dades de la teva targeta, que després serveixen per fer càrrecs molt més grans. Un avís real diu quin paquet és i de quina botiga, i ho pots comprovar al web o a l'aplicació de la missatgeria escrivint tu mateix l'adreça. La pròxima vegada, no toquis l'enllaç: busca la comanda a la botiga on vas comprar i avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "ENCOMENDAS",
        message: "Encomenda retida na alfândega. Pague 1,99 € hoje ou será devolvida: {{link}}",
        landing: {
          title: "Pagamento de taxas alfandegárias",
          intro:
            "Pague a taxa em falta de 1,99 € para libertar a sua encomenda. O pagamento é processado de forma segura.",
          submit: "Pagar 1,99 €",
        },
        cues: [
          "«ENCOMENDAS» não é o nome de nenhuma transportadora, e o nome que aparece como remetente de um SMS não prova nada: qualquer pessoa o pode escolher.",
          "Não diz que encomenda é nem de que loja, e ameaça devolvê-la hoje mesmo: a pressa serve para que pague sem pensar.",
          "A ligação leva a um endereço desconhecido, não ao site de uma transportadora. As transportadoras verdadeiras deixam pagar na própria aplicação ou no ato da entrega.",
        ],
        lesson:
          "Os SMS de encomendas retidas são o isco mais repetido, porque quase toda a gente está à espera de alguma entrega. O valor é pequeno para parecer inofensivo, mas a página quer os dados do seu cartão, que depois servem para cobranças muito maiores. Um aviso verdadeiro diz que encomenda é e de que loja, e pode confirmá-lo no site ou na aplicação da transportadora, escrevendo o endereço. Da próxima vez, não toque na ligação: procure a encomenda na loja onde comprou e avise a equipa de segurança.",
      },
    },
  },
  {
    id: 502,
    category: "parcel",
    level: 2,
    lever: "curiosity",
    landing: "download",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "ENVIOS",
        message: "{{firstName}}, no pudimos entregar tu paquete. Reprograma en nuestra app: {{link}}",
        landing: {
          title: "App de seguimiento de envíos",
          intro: "Descarga la app para seguir tu paquete y elegir una nueva franja de entrega.",
          submit: "Descargar la app",
        },
        cues: [
          "«ENVIOS» no dice de qué empresa de transporte es. Además, el nombre del remitente de un SMS lo elige quien lo envía.",
          "Usa tu nombre para parecer auténtico, pero no dice qué paquete es ni quién lo envía: busca que la curiosidad te haga pulsar.",
          "Te pide instalar una app desde un enlace. Las apps legítimas se instalan solo desde la tienda oficial del móvil; instalar desde un enlace es como se cuelan los troyanos bancarios.",
        ],
        lesson:
          "Algunos SMS de paquetes no buscan tu tarjeta, sino que instales una app. Esa app puede leer tus SMS, incluidos los códigos del banco, y enviar el mismo mensaje a tus contactos. Que el mensaje sepa tu nombre no lo hace auténtico: los nombres y los números de teléfono se filtran y se venden. Instala apps solo desde la tienda oficial de tu móvil y nunca actives los «orígenes desconocidos» porque te lo pida un mensaje. Si esperas un paquete, consúltalo en la web de la tienda. Y si te llega un SMS así, avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "ENVIOS",
        message: "{{firstName}}, no pudimos entregar su paquete. Reprograme en nuestra app: {{link}}",
        landing: {
          title: "App de rastreo de envíos",
          intro: "Descargue la app para rastrear su paquete y elegir un nuevo horario de entrega.",
          submit: "Descargar la app",
        },
        cues: [
          "«ENVIOS» no dice de qué paquetería es. Además, el nombre del remitente de un SMS lo elige quien lo envía.",
          "Usa su nombre para parecer auténtico, pero no dice qué paquete es ni quién lo envía: busca que la curiosidad lo haga tocar el enlace.",
          "Le pide instalar una app desde un enlace. Las apps legítimas se instalan solo desde la tienda oficial del celular; instalar desde un enlace es como se meten los troyanos bancarios.",
        ],
        lesson:
          "Algunos SMS de paquetes no buscan su tarjeta, sino que usted instale una app. Esa app puede leer sus SMS, incluidos los códigos del banco, y mandar el mismo mensaje a sus contactos. Que el mensaje conozca su nombre no lo hace auténtico: los nombres y los números de celular se filtran y se venden. Instale apps solo desde la tienda oficial de su celular y nunca active los «orígenes desconocidos» porque un mensaje se lo pida. Si espera un paquete, consúltelo en el sitio de la tienda. Y si le llega un SMS así, avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "DELIVERY",
        message: "{{firstName}}, we couldn't deliver your parcel. Rebook in our app: {{link}}",
        landing: {
          title: "Parcel tracking app",
          intro: "Download the app to follow your parcel and choose a new delivery slot.",
          submit: "Download the app",
        },
        cues: [
          "‘DELIVERY’ does not say which courier it is, and the sender name on a text is whatever the sender chooses.",
          "It uses your first name to look genuine but never says which parcel it is or who sent it: it counts on curiosity to make you tap.",
          "It asks you to install an app from a link. Genuine apps come only from your phone's official store; installing from a link is how banking malware gets onto phones.",
        ],
        lesson:
          "Some parcel texts are not after your card: they want you to install an app. Such an app can read your texts, including your bank's codes, and send the same message to your contacts. A message that knows your name is not genuine for that reason: names and phone numbers leak and are sold. Install apps only from your phone's official store, and never allow ‘unknown sources’ because a message tells you to. If you are expecting a parcel, check it on the shop's website. And if a text like this arrives, tell your security team.",
      },
      "en-us": {
        senderId: "DELIVERY",
        message: "{{firstName}}, we couldn't deliver your package. Reschedule in our app: {{link}}",
        landing: {
          title: "Package tracking app",
          intro: "Download the app to track your package and pick a new delivery window.",
          submit: "Download the app",
        },
        cues: [
          "“DELIVERY” doesn't say which carrier it is, and the sender name on a text is whatever the sender picks.",
          "It uses your first name to look real but never says which package it is or who sent it: it's counting on curiosity to make you tap.",
          "It asks you to install an app from a link. Legitimate apps come only from your phone's official app store; installing from a link is how banking malware gets onto phones.",
        ],
        lesson:
          "Some package texts aren't after your card: they want you to install an app. That app can read your texts, including your bank's codes, and send the same message to your contacts. A message that knows your name isn't real because of it: names and phone numbers leak and get sold. Install apps only from your phone's official app store, and never turn on “unknown sources” because a message tells you to. If you're expecting a package, check it on the store's website. And if a text like this shows up, let your security team know.",
      },
      eu: {
        senderId: "BIDALKETA",
        message: "{{firstName}}, ezin izan dugu paketea entregatu. Aukeratu ordua gure appean: {{link}}",
        landing: {
          title: "Bidalketen jarraipen-aplikazioa",
          intro:
            "Deskargatu aplikazioa zure paketearen jarraipena egiteko eta entregatzeko ordu berri bat aukeratzeko.",
          submit: "Deskargatu aplikazioa",
        },
        cues: [
          "«BIDALKETA» izenak ez du esaten zein garraio-enpresa den, eta SMS baten igorlearen izena bidaltzaileak berak aukeratzen du.",
          "Zure izena erabiltzen du benetakoa dirudien, baina ez du esaten zein pakete den ez nork bidali duen: jakin-minak klik eragitea bilatzen du.",
          "Esteka batetik aplikazio bat instalatzeko eskatzen dizu. Aplikazio fidagarriak telefonoaren denda ofizialetik bakarrik instalatzen dira; esteka batetik instalatzea da banku-troiarrak sartzeko bidea.",
        ],
        lesson:
          "Pakete-SMS batzuek ez dute zure txartela nahi: aplikazio bat instala dezazun nahi dute. Aplikazio horrek zure SMSak irakur ditzake, bankuko kodeak barne, eta mezu bera zure kontaktuei bidali. Mezuak zure izena jakiteak ez du benetako bihurtzen: izenak eta telefono-zenbakiak filtratu eta saldu egiten dira. Instalatu aplikazioak telefonoaren denda ofizialetik bakarrik, eta ez aktibatu inoiz «jatorri ezezagunak» aukera mezu batek eskatzen duelako. Paketeren bat espero baduzu, begiratu dendaren webgunean. Eta horrelako SMS bat jasotzen baduzu, jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "KURIER",
        message: "{{firstName}}, nie doręczyliśmy paczki. Wybierz nowy termin w aplikacji: {{link}}",
        landing: {
          title: "Aplikacja do śledzenia przesyłek",
          intro: "Pobierz aplikację, aby śledzić paczkę i wybrać nowy termin doręczenia.",
          submit: "Pobierz aplikację",
        },
        cues: [
          "„KURIER” nie mówi, o którą firmę kurierską chodzi, a nazwę nadawcy SMS-a wybiera sam nadawca.",
          "Wiadomość używa imienia, żeby wyglądać wiarygodnie, ale nie wyjaśnia, jaka to paczka ani kto ją nadał – liczy na ciekawość.",
          "SMS prosi o instalację aplikacji z linku. Prawdziwe aplikacje instaluje się wyłącznie z oficjalnego sklepu w telefonie; instalacja z linku to typowa droga trojanów bankowych.",
        ],
        lesson:
          "Niektóre SMS-y o paczkach nie wyłudzają danych karty, tylko nakłaniają do instalacji aplikacji. Taka aplikacja może czytać SMS-y, w tym kody z banku, i rozsyłać tę samą wiadomość do kontaktów. To, że wiadomość zawiera imię, nie czyni jej prawdziwą: imiona i numery telefonów wyciekają i są sprzedawane. Aplikacje należy instalować tylko z oficjalnego sklepu, a opcji „nieznane źródła” nie wolno włączać tylko dlatego, że prosi o to wiadomość. Status oczekiwanej paczki najlepiej sprawdzić na stronie sklepu. A taki SMS warto zgłosić zespołowi bezpieczeństwa.",
      },
      cat: {
        senderId: "ENVIAMENTS",
        message: "{{firstName}}, no hem pogut lliurar el paquet. Tria una nova hora a l'app: {{link}}",
        landing: {
          title: "Aplicació de seguiment d'enviaments",
          intro: "Descarrega l'aplicació per seguir el teu paquet i triar una nova franja d'entrega.",
          submit: "Descarregar l'aplicació",
        },
        cues: [
          "«ENVIAMENTS» no diu de quina empresa de transport és, i el nom del remitent d'un SMS el tria qui l'envia.",
          "Fa servir el teu nom per semblar autèntic, però no diu quin paquet és ni qui te l'envia: compta que la curiositat et farà tocar l'enllaç.",
          "Et demana que instal·lis una aplicació des d'un enllaç. Les aplicacions legítimes s'instal·len només des de la botiga oficial del mòbil; instal·lar-les des d'un enllaç és el camí dels troians bancaris.",
        ],
        lesson:
          "Alguns SMS de paquets no volen la teva targeta, sinó que instal·lis una aplicació. Aquesta aplicació pot llegir els teus SMS, inclosos els codis del banc, i enviar el mateix missatge als teus contactes. Que el missatge sàpiga el teu nom no el fa autèntic: els noms i els números de telèfon es filtren i es venen. Instal·la aplicacions només des de la botiga oficial del mòbil i no activis mai els «orígens desconeguts» perquè t'ho demani un missatge. Si esperes un paquet, consulta'l al web de la botiga. I si t'arriba un SMS així, avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "ENTREGAS",
        message: "{{firstName}}, não conseguimos entregar a encomenda. Reagende na app: {{link}}",
        landing: {
          title: "Aplicação de seguimento de encomendas",
          intro: "Descarregue a aplicação para seguir a sua encomenda e escolher um novo horário de entrega.",
          submit: "Descarregar a aplicação",
        },
        cues: [
          "«ENTREGAS» não diz de que transportadora se trata, e o nome do remetente de um SMS é escolhido por quem o envia.",
          "Usa o seu nome para parecer autêntica, mas não diz que encomenda é nem quem a enviou: conta com a curiosidade para o levar a tocar na ligação.",
          "Pede-lhe que instale uma aplicação a partir de uma ligação. As aplicações legítimas instalam-se apenas a partir da loja oficial do telemóvel; instalar a partir de uma ligação é o caminho dos trojans bancários.",
        ],
        lesson:
          "Alguns SMS de encomendas não querem o seu cartão: querem que instale uma aplicação. Essa aplicação pode ler os seus SMS, incluindo os códigos do banco, e enviar a mesma mensagem aos seus contactos. Saber o seu nome não torna a mensagem autêntica: nomes e números de telemóvel circulam em fugas de dados e são vendidos. Instale aplicações apenas a partir da loja oficial do telemóvel e nunca ative as «fontes desconhecidas» só porque uma mensagem o pede. Se está à espera de uma encomenda, consulte-a no site da loja. E se receber um SMS assim, avise a equipa de segurança.",
      },
    },
  },
  {
    id: 503,
    category: "invoice",
    level: 1,
    lever: "urgency",
    landing: "payment",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "AVISOBANCO",
        message: "AVISO: cargo de 749,99 € con su tarjeta. ¿No lo reconoce? Cancélelo aquí: {{link}}",
        landing: {
          title: "Anulación de cargo",
          intro:
            "Confirme los datos de la tarjeta con la que se hizo el cargo para bloquearlo y devolverle el importe.",
          submit: "Anular el cargo",
        },
        cues: [
          "«AVISOBANCO» no es el nombre de tu banco. Un banco de verdad firma con su nombre, y aun así ese nombre podría estar falsificado.",
          "Un cargo alto y en mayúsculas busca asustarte para que actúes deprisa, sin mirar la app de tu banco.",
          "Ningún banco te pide los datos de la tarjeta por un enlace para anular un cargo. Para eso se llama al número del reverso de la tarjeta o se entra en la app.",
        ],
        lesson:
          "Las falsas alertas de cargos juegan con el susto: ves un importe que no reconoces y quieres pararlo ya. Pero tu banco ya tiene los datos de tu tarjeta; si te los piden, no es tu banco. Además, los estafadores pueden hacer que su SMS aparezca en la misma conversación que los mensajes reales del banco, así que eso tampoco prueba nada. Ante un aviso así, abre tú la app del banco o llama al número del reverso de la tarjeta. Si el cargo no existe, el mensaje era falso: avisa al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "ALERTABANCO",
        message: "AVISO: cargo de $7,499.00 con su tarjeta. ¿No lo reconoce? Cancélelo aquí: {{link}}",
        landing: {
          title: "Cancelación de cargo",
          intro:
            "Confirme los datos de la tarjeta con la que se hizo el cargo para bloquearlo y reembolsarle el monto.",
          submit: "Cancelar el cargo",
        },
        cues: [
          "«ALERTABANCO» no es el nombre de su banco. Un banco real firma con su nombre, y aun así ese nombre podría estar falsificado.",
          "Un cargo alto y en mayúsculas busca asustarlo para que actúe rápido, sin revisar la app de su banco.",
          "Ningún banco le pide los datos de la tarjeta por un enlace para cancelar un cargo. Para eso se llama al número que viene al reverso de la tarjeta o se entra a la app.",
        ],
        lesson:
          "Las falsas alertas de cargos juegan con el susto: usted ve un monto que no reconoce y quiere detenerlo ya. Pero su banco ya tiene los datos de su tarjeta; si se los piden, no es su banco. Además, los estafadores pueden hacer que su SMS aparezca en la misma conversación que los mensajes reales del banco, así que eso tampoco prueba nada. Ante un aviso así, abra usted mismo la app del banco o llame al número del reverso de la tarjeta. Si el cargo no existe, el mensaje era falso: avise al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "CARDALERT",
        message:
          "ALERT: a payment of £749.99 has been made with your card. Not you? Cancel it here: {{link}}",
        landing: {
          title: "Cancel a card payment",
          intro: "Confirm the card the payment was made with so that we can block it and refund you.",
          submit: "Cancel payment",
        },
        cues: [
          "‘CARDALERT’ is not your bank's name. A real bank signs with its own name, and even that can be faked.",
          "A large amount in capital letters is meant to frighten you into acting fast, without checking your banking app.",
          "No bank asks for your card details through a link to cancel a payment. You would call the number on the back of your card or open the app.",
        ],
        lesson:
          "Fake payment alerts work on shock: you see an amount you do not recognise and want to stop it at once. But your bank already has your card details; if someone asks for them, it is not your bank. Fraudsters can even make their text appear in the same thread as your bank's real messages, so that proves nothing either. When an alert like this arrives, open your banking app yourself or call the number on the back of your card. If the payment is not there, the text was fake: tell your security team.",
      },
      "en-us": {
        senderId: "CARDALERT",
        message: "ALERT: a charge of $749.99 was made on your card. Not you? Cancel it here: {{link}}",
        landing: {
          title: "Cancel a card charge",
          intro: "Confirm the card the charge was made on so we can block it and refund you.",
          submit: "Cancel charge",
        },
        cues: [
          "“CARDALERT” isn't your bank's name. A real bank signs with its own name, and even that can be spoofed.",
          "A big amount in all caps is meant to scare you into acting fast, without checking your banking app.",
          "No bank asks for your card number through a link to cancel a charge. You'd call the number on the back of your card or open the app.",
        ],
        lesson:
          "Fake charge alerts work on shock: you see an amount you don't recognize and want to stop it right away. But your bank already has your card details; if someone asks for them, it isn't your bank. Scammers can even make their text show up in the same thread as your bank's real messages, so that proves nothing either. When an alert like this comes in, open your banking app yourself or call the number on the back of your card. If the charge isn't there, the text was fake: let your security team know.",
      },
      eu: {
        senderId: "BANKUABISUA",
        message:
          "ABISUA: 749,99 €-ko ordainketa egin da zure txartelarekin. Ez zara zu izan? Ezeztatu hemen: {{link}}",
        landing: {
          title: "Ordainketa ezeztatzea",
          intro: "Berretsi zein txartelekin egin den ordainketa, blokeatu eta dirua itzul diezazugun.",
          submit: "Ezeztatu ordainketa",
        },
        cues: [
          "«BANKUABISUA» ez da zure bankuaren izena. Benetako banku batek bere izenarekin sinatzen du, eta hori ere faltsu daiteke.",
          "Zenbateko handi batek eta letra larriek beldurra sartu nahi dizute, bankuko aplikazioa begiratu gabe azkar joka dezazun.",
          "Bankuek ez dute inoiz txartelaren daturik eskatzen esteka baten bidez ordainketa bat ezeztatzeko. Horretarako txartelaren atzeko zenbakira deitzen da, edo aplikazioan sartzen.",
        ],
        lesson:
          "Ordainketa-alerta faltsuek ustekabearekin jokatzen dute: ezagutzen ez duzun zenbateko bat ikusten duzu eta berehala geldiarazi nahi duzu. Baina zure bankuak badauzka zure txartelaren datuak; eskatzen badizkizute, ez da zure bankua. Gainera, iruzurgileek lor dezakete haien SMSa bankuaren benetako mezuen elkarrizketa berean agertzea, beraz horrek ere ez du ezer frogatzen. Horrelako abisu bat jasotzean, ireki zuk zeuk bankuaren aplikazioa edo deitu txartelaren atzean dagoen zenbakira. Ordainketa ez badago, mezua faltsua zen: jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "BANKINFO",
        message: "UWAGA: Twoją kartą zapłacono 3249,99 zł. To nie Ty? Anuluj transakcję: {{link}}",
        landing: {
          title: "Anulowanie transakcji",
          intro: "Potwierdź dane karty, którą wykonano płatność, aby ją zablokować i odzyskać pieniądze.",
          submit: "Anuluj transakcję",
        },
        cues: [
          "„BANKINFO” to nie nazwa żadnego banku. Prawdziwy bank podpisuje się własną nazwą – a i tę da się podrobić.",
          "Wysoka kwota i wielkie litery mają przestraszyć i skłonić do szybkiego działania, bez zaglądania do aplikacji banku.",
          "Żaden bank nie prosi o dane karty przez link, żeby anulować płatność. W takiej sytuacji dzwoni się na numer z odwrotu karty albo loguje do aplikacji.",
        ],
        lesson:
          "Fałszywe alerty o płatnościach grają na zaskoczeniu: widać nieznaną kwotę i chce się ją natychmiast zatrzymać. Tymczasem bank zna już dane karty – jeśli ktoś o nie prosi, to nie jest bank. Oszuści potrafią nawet sprawić, że ich SMS pojawi się w tym samym wątku co prawdziwe wiadomości z banku, więc to też niczego nie dowodzi. Po takim alercie najlepiej samodzielnie otworzyć aplikację banku albo zadzwonić na numer z odwrotu karty. Jeśli płatności tam nie ma, SMS był fałszywy – warto zgłosić go zespołowi bezpieczeństwa.",
      },
      cat: {
        senderId: "AVISBANC",
        message: "AVÍS: càrrec de 749,99 € a la seva targeta. No el reconeix? Anul·li'l aquí: {{link}}",
        landing: {
          title: "Anul·lació del càrrec",
          intro:
            "Confirmi les dades de la targeta amb què s'ha fet el càrrec per bloquejar-lo i retornar-li l'import.",
          submit: "Anul·lar el càrrec",
        },
        cues: [
          "«AVISBANC» no és el nom del teu banc. Un banc de veritat signa amb el seu nom, i fins i tot aquest nom es pot falsificar.",
          "Un càrrec alt i en majúscules vol espantar-te perquè actuïs de pressa, sense mirar l'aplicació del banc.",
          "Cap banc no et demana les dades de la targeta per un enllaç per anul·lar un càrrec. Per fer-ho es truca al número del revers de la targeta o s'entra a l'aplicació.",
        ],
        lesson:
          "Les falses alertes de càrrecs juguen amb l'ensurt: veus un import que no reconeixes i el vols aturar de seguida. Però el teu banc ja té les dades de la teva targeta; si te les demanen, no és el teu banc. A més, els estafadors poden fer que el seu SMS aparegui a la mateixa conversa que els missatges reals del banc, així que això tampoc no demostra res. Davant d'un avís així, obre tu mateix l'aplicació del banc o truca al número del revers de la targeta. Si el càrrec no hi és, el missatge era fals: avisa l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "ALERTABANCO",
        message: "ALERTA: compra de 749,99 € no seu cartão. Não a reconhece? Cancele aqui: {{link}}",
        landing: {
          title: "Cancelamento de compra",
          intro:
            "Confirme os dados do cartão com que a compra foi feita para a bloquearmos e lhe devolvermos o valor.",
          submit: "Cancelar a compra",
        },
        cues: [
          "«ALERTABANCO» não é o nome do seu banco. Um banco verdadeiro assina com o próprio nome, e mesmo esse pode ser falsificado.",
          "Um valor elevado e as maiúsculas servem para o assustar e fazer agir depressa, sem consultar a aplicação do banco.",
          "Nenhum banco pede os dados do cartão através de uma ligação para cancelar uma compra. Para isso liga-se para o número no verso do cartão ou usa-se a aplicação.",
        ],
        lesson:
          "Os falsos alertas de compras jogam com o susto: vê um valor que não reconhece e quer travá-lo de imediato. Mas o seu banco já tem os dados do seu cartão; se lhos pedem, não é o seu banco. Os burlões conseguem até que o SMS apareça na mesma conversa que as mensagens verdadeiras do banco, pelo que esse pormenor também não prova nada. Perante um alerta destes, abra por iniciativa própria a aplicação do banco ou ligue para o número no verso do cartão. Se a compra não existir, a mensagem era falsa: avise a equipa de segurança.",
      },
    },
  },
  {
    id: 504,
    category: "credentials",
    level: 2,
    lever: "urgency",
    landing: "signin",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderId: "VERIFICA",
        message: "{{firstName}}, tu código es 482913. ¿No lo has pedido? Protege tu cuenta: {{link}}",
        landing: {
          title: "Protege tu cuenta",
          intro: "Inicia sesión para bloquear el dispositivo desconocido y mantener tu cuenta a salvo.",
          submit: "Bloquear el acceso",
        },
        cues: [
          "«VERIFICA» no dice de qué servicio es el código. Los códigos reales llegan con el nombre del servicio y, aun así, ese nombre se puede falsificar.",
          "Un código que no has pedido está pensado para alarmarte. El código en sí no es el peligro: lo es que escribas tu contraseña donde te dicen.",
          "El enlace lleva a una página de inicio de sesión ajena. Para revisar tu cuenta, abre tú la app o la web de siempre.",
        ],
        lesson:
          "Recibir un código que no has pedido asusta, y de eso se aprovecha este engaño: te ofrece «proteger tu cuenta» con un enlace que en realidad te roba la contraseña. Si de verdad alguien intenta entrar en tu cuenta, la solución no está en un SMS: abre tú la app o la web de siempre, cambia la contraseña y avisa al servicio de informática. Nunca compartas un código de verificación con nadie, ni siquiera con quien diga ser de soporte. Y si te llega un mensaje así, notifícalo al equipo de seguridad.",
      },
      "es-mx": {
        senderId: "VERIFICA",
        message: "{{firstName}}, su código es 482913. ¿No lo solicitó? Proteja su cuenta: {{link}}",
        landing: {
          title: "Proteja su cuenta",
          intro: "Inicie sesión para bloquear el dispositivo desconocido y mantener su cuenta segura.",
          submit: "Bloquear el acceso",
        },
        cues: [
          "«VERIFICA» no dice de qué servicio es el código. Los códigos reales llegan con el nombre del servicio y, aun así, ese nombre se puede falsificar.",
          "Un código que usted no solicitó está pensado para alarmarlo. El código en sí no es el peligro: lo es escribir su contraseña donde le indican.",
          "El enlace lleva a una página de inicio de sesión ajena. Para revisar su cuenta, abra usted mismo la app o el sitio de siempre.",
        ],
        lesson:
          "Recibir un código que no solicitó asusta, y de eso se aprovecha este engaño: le ofrece «proteger su cuenta» con un enlace que en realidad le roba la contraseña. Si de verdad alguien intenta entrar a su cuenta, la solución no está en un SMS: abra usted mismo la app o el sitio de siempre, cambie la contraseña y avise al área de TI. Nunca comparta un código de verificación con nadie, ni siquiera con quien diga ser de soporte. Y si le llega un mensaje así, repórtelo al equipo de seguridad.",
      },
      "en-gb": {
        senderId: "VERIFY",
        message: "{{firstName}}, your sign-in code is 482913. Not you? Secure your account: {{link}}",
        landing: {
          title: "Secure your account",
          intro: "Sign in to block the unknown device and keep your account safe.",
          submit: "Block access",
        },
        cues: [
          "‘VERIFY’ does not say which service the code is for. Genuine codes come with the service's name, and even that can be faked.",
          "A code you did not ask for is meant to alarm you. The code itself is not the danger: typing your password where the text sends you is.",
          "The link opens somebody else's sign-in page. To check your account, open the usual app or website yourself.",
        ],
        lesson:
          "Getting a code you never asked for is unsettling, and this trick relies on that: it offers to ‘secure your account’ through a link that actually steals your password. If someone really is trying to get into your account, the fix is not in a text: open the usual app or website yourself, change your password and tell the IT service desk. Never share a verification code with anyone, not even someone who says they are from support. And if a message like this arrives, report it to your security team.",
      },
      "en-us": {
        senderId: "VERIFY",
        message: "{{firstName}}, your login code is 482913. Not you? Secure your account: {{link}}",
        landing: {
          title: "Secure Your Account",
          intro: "Sign in to block the unrecognized device and keep your account safe.",
          submit: "Block Access",
        },
        cues: [
          "“VERIFY” doesn't say which service the code is for. Real codes come with the service's name, and even that can be spoofed.",
          "A code you didn't request is meant to alarm you. The code itself isn't the danger: typing your password where the text sends you is.",
          "The link opens someone else's login page. To check your account, open the usual app or website yourself.",
        ],
        lesson:
          "Getting a code you never requested is unnerving, and this scam counts on that: it offers to “secure your account” with a link that actually steals your password. If someone really is trying to break into your account, the fix isn't in a text: open the usual app or website yourself, change your password, and tell the IT help desk. Never share a verification code with anyone, not even someone claiming to be from support. And if a message like this shows up, report it to your security team.",
      },
      eu: {
        senderId: "EGIAZTATU",
        message: "{{firstName}}, zure sarbide-kodea 482913 da. Ez duzu eskatu? Babestu kontua: {{link}}",
        landing: {
          title: "Babestu zure kontua",
          intro: "Hasi saioa gailu ezezaguna blokeatzeko eta zure kontua seguru mantentzeko.",
          submit: "Blokeatu sarbidea",
        },
        cues: [
          "«EGIAZTATU» izenak ez du esaten zein zerbitzuren kodea den. Benetako kodeak zerbitzuaren izenarekin iristen dira, eta izen hori ere faltsu daiteke.",
          "Eskatu ez duzun kode batek larritzeko asmoa du. Kodea bera ez da arriskua: arriskua da zure pasahitza mezuak bidaltzen zaituen lekuan idaztea.",
          "Estekak beste norbaiten saio-hasierako orri batera darama. Kontua egiaztatzeko, ireki zuk zeuk ohiko aplikazioa edo webgunea.",
        ],
        lesson:
          "Eskatu ez duzun kode bat jasotzeak kezka sortzen du, eta amarru honek horixe baliatzen du: «kontua babesteko» esteka bat eskaintzen dizu, baina benetan zure pasahitza lapurtzen du. Norbait benetan zure kontuan sartzen saiatzen ari bada, konponbidea ez dago SMS batean: ireki zuk zeuk ohiko aplikazioa edo webgunea, aldatu pasahitza eta jakinarazi informatika-zerbitzuari. Ez partekatu inoiz egiaztapen-koderik inorekin, ezta laguntza-zerbitzukoa dela dioenarekin ere. Eta horrelako mezu bat jasotzen baduzu, jakinarazi segurtasun-taldeari.",
      },
      pl: {
        senderId: "WERYFIKACJA",
        message: "{{firstName}}, Twój kod logowania to 482913. To nie Ty? Zabezpiecz konto: {{link}}",
        landing: {
          title: "Zabezpiecz konto",
          intro: "Zaloguj się, aby zablokować nieznane urządzenie i chronić swoje konto.",
          submit: "Zablokuj dostęp",
        },
        cues: [
          "„WERYFIKACJA” nie mówi, jakiej usługi dotyczy kod. Prawdziwe kody przychodzą z nazwą usługi – choć i tę można podrobić.",
          "Niezamówiony kod ma zaniepokoić. Sam kod nie jest groźny – groźne jest wpisanie hasła tam, dokąd kieruje SMS.",
          "Link otwiera obcą stronę logowania. Konto najlepiej sprawdzić, samodzielnie otwierając zwykłą aplikację lub stronę.",
        ],
        lesson:
          "Kod, o który nikt nie prosił, budzi niepokój – i na tym opiera się ten trik: proponuje „zabezpieczenie konta” przez link, który w rzeczywistości wykrada hasło. Jeśli ktoś naprawdę próbuje włamać się na konto, rozwiązania nie ma w SMS-ie: należy samodzielnie otworzyć zwykłą aplikację lub stronę, zmienić hasło i powiadomić dział IT. Kodów weryfikacyjnych nie podaje się nikomu, nawet komuś, kto przedstawia się jako pracownik wsparcia technicznego. A taką wiadomość warto zgłosić zespołowi bezpieczeństwa.",
      },
      cat: {
        senderId: "VERIFICA",
        message: "{{firstName}}, el teu codi és 482913. No l'has demanat? Protegeix el compte: {{link}}",
        landing: {
          title: "Protegeix el teu compte",
          intro: "Inicia la sessió per bloquejar el dispositiu desconegut i mantenir el teu compte segur.",
          submit: "Bloquejar l'accés",
        },
        cues: [
          "«VERIFICA» no diu de quin servei és el codi. Els codis reals arriben amb el nom del servei i, tot i així, aquest nom es pot falsificar.",
          "Un codi que no has demanat vol alarmar-te. El perill no és el codi: és que escriguis la contrasenya on et diu el missatge.",
          "L'enllaç obre una pàgina d'inici de sessió aliena. Per revisar el compte, obre tu mateix l'aplicació o el web de sempre.",
        ],
        lesson:
          "Rebre un codi que no has demanat inquieta, i aquest parany en treu profit: t'ofereix «protegir el compte» amb un enllaç que en realitat et roba la contrasenya. Si de debò algú intenta entrar al teu compte, la solució no és en un SMS: obre tu mateix l'aplicació o el web de sempre, canvia la contrasenya i avisa el servei d'informàtica. No comparteixis mai un codi de verificació amb ningú, ni tan sols amb qui digui que és del suport tècnic. I si t'arriba un missatge així, notifica'l a l'equip de seguretat.",
      },
      "pt-pt": {
        senderId: "VERIFICAR",
        message: "{{firstName}}, o seu código é 482913. Não o pediu? Proteja a sua conta: {{link}}",
        landing: {
          title: "Proteja a sua conta",
          intro: "Inicie sessão para bloquear o dispositivo desconhecido e manter a sua conta segura.",
          submit: "Bloquear o acesso",
        },
        cues: [
          "«VERIFICAR» não diz de que serviço é o código. Os códigos verdadeiros chegam com o nome do serviço e, mesmo assim, esse nome pode ser falsificado.",
          "Um código que não pediu serve para o alarmar. O perigo não é o código: é escrever a palavra-passe onde a mensagem o manda.",
          "A ligação abre uma página de início de sessão alheia. Para verificar a conta, abra por iniciativa própria a aplicação ou o site habituais.",
        ],
        lesson:
          "Receber um código que não pediu inquieta, e este truque aproveita-se disso: oferece-se para «proteger a conta» com uma ligação que, na verdade, lhe rouba a palavra-passe. Se alguém estiver mesmo a tentar entrar na sua conta, a solução não está num SMS: abra por iniciativa própria a aplicação ou o site habituais, mude a palavra-passe e avise o apoio informático. Nunca partilhe um código de verificação com ninguém, nem com quem diga ser do suporte. E se receber uma mensagem destas, reporte-a à equipa de segurança.",
      },
    },
  },
];
