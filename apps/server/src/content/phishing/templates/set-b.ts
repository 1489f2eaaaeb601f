import type { PhishingTemplateDefinition } from "../types";

/*
 * Built-in templates 6 to 10: a supplier's remittance advice and four delivery and HR lures.
 */
export const SET_B: PhishingTemplateDefinition[] = [
  {
    id: 6,
    category: "invoice",
    level: 3,
    lever: "trust",
    landing: "download",
    senderLocal: "accounts.receivable",
    brandColour: "#2e5c45",
    cues: ["sender", "body", "link", "signature"],
    texts: {
      "es-es": {
        senderName: "Suministros Castell - Administración",
        subject: "Aviso de pago RA-20417 a favor de {{company}}",
        heading: "Su aviso de pago está disponible",
        greeting: "Buenos días, {{firstName}}:",
        body: [
          "Tras la conciliación trimestral de cuentas, hemos detectado un pago duplicado de la factura FV-88213 y hoy mismo hemos realizado la devolución del importe a {{company}}.",
          "El aviso de pago, con el desglose completo, está disponible en nuestro portal seguro de documentos. Le rogamos que lo haga llegar a la persona que se encarga de la conciliación de proveedores para que puedan cuadrar el abono.",
          "Por motivos de seguridad, el documento estará disponible durante 14 días.",
        ],
        button: "Descargar aviso de pago",
        signature: "Departamento de Administración, Suministros de Oficina Castell, S.L.",
        landing: {
          title: "Aviso de pago RA-20417",
          intro: "Su documento está listo. Pulse el botón para descargar el PDF (148 KB).",
          submit: "Descargar PDF",
        },
        cues: [
          "El nombre recuerda a un proveedor que quizá conoces, pero la dirección no es la habitual de sus correos y nadie había hablado con ellos de ninguna devolución.",
          "Una devolución inesperada por un «pago duplicado» que nadie ha reclamado es un pretexto clásico: como parece una buena noticia, la cuestionamos menos.",
          "Un aviso de pago suele llegar adjunto o directamente al buzón de contabilidad; aquí te envían a un portal externo para descargar un archivo, que podría ser malicioso.",
          "La firma solo menciona un departamento: ni una persona, ni un teléfono, ni un número de cliente que puedas comprobar.",
        ],
        lesson:
          "Los avisos de pago falsos juegan con la confianza: el nombre del proveedor te suena y la noticia es buena, así que descargar el documento parece inofensivo. Pero ese «documento» puede ser un programa que infecte tu equipo. Antes de abrir documentos de pago que no esperabas, compara la dirección del remitente con correos anteriores de ese proveedor y pregunta a tu equipo de finanzas si de verdad hay un pago pendiente. Si dudas, llama al proveedor al teléfono que tengas en tus registros, no al del correo, y notifica el mensaje con el botón de notificación.",
      },
      "es-mx": {
        senderName: "Suministros Castell - Cuentas por Cobrar",
        subject: "Aviso de pago RA-20417 a favor de {{company}}",
        heading: "Su aviso de pago está disponible",
        greeting: "Buen día, {{firstName}}:",
        body: [
          "Como resultado de la conciliación trimestral de cuentas, detectamos un pago duplicado de la factura FAC-88213 y el día de hoy realizamos el reembolso del importe a {{company}}.",
          "El aviso de pago, con el desglose completo, está disponible en nuestro portal seguro de documentos. Le agradeceremos hacerlo llegar a la persona encargada de la conciliación con proveedores para que puedan aplicar el saldo a favor.",
          "Por motivos de seguridad, el documento estará disponible durante 14 días.",
        ],
        button: "Descargar aviso de pago",
        signature: "Cuentas por Cobrar, Suministros Castell, S.A. de C.V.",
        landing: {
          title: "Aviso de pago RA-20417",
          intro: "Su documento está listo. Haga clic en el botón para descargar el PDF (148 KB).",
          submit: "Descargar PDF",
        },
        cues: [
          "El nombre recuerda a un proveedor que quizá conoce, pero la dirección no es la habitual de sus correos y nadie había tratado con ellos ningún reembolso.",
          "Un reembolso inesperado por un “pago duplicado” que nadie reclamó es un pretexto clásico: como parece una buena noticia, se cuestiona menos.",
          "Un aviso de pago normalmente llega como archivo adjunto o directo al buzón de cuentas por pagar; aquí se le envía a un portal externo para descargar un archivo, que podría ser malicioso.",
          "La firma solo menciona un área: no hay ninguna persona, teléfono ni número de cliente que usted pueda verificar.",
        ],
        lesson:
          "Los avisos de pago falsos se aprovechan de la confianza: el nombre del proveedor le resulta familiar y la noticia es buena, así que descargar el documento parece inofensivo. Sin embargo, ese “documento” puede ser un programa que infecte su computadora. Antes de abrir documentos de pago que no esperaba, compare la dirección del remitente con correos anteriores de ese proveedor y consulte con su área de finanzas si realmente hay un pago pendiente. Si tiene dudas, llame al proveedor al número que tenga en sus registros, no al del correo, y reporte el mensaje con el botón de reporte.",
      },
      "en-gb": {
        senderName: "Castell Office Supplies - Accounts",
        subject: "Remittance advice RA-20417: payment to {{company}}",
        heading: "Your remittance advice is ready",
        greeting: "Dear {{firstName}},",
        body: [
          "Following our quarterly account reconciliation, we have identified a duplicate payment of invoice INV-88213 and have today refunded the amount to {{company}}.",
          "The remittance advice, with the full payment breakdown, is available on our secure document portal. Please pass it on to whoever looks after supplier reconciliation so that the credit can be matched on your side.",
          "For security reasons, the document will remain available for 14 days.",
        ],
        button: "Download remittance advice",
        signature: "Accounts Receivable, Castell Office Supplies Ltd",
        landing: {
          title: "Remittance advice RA-20417",
          intro: "Your document is ready. Select the button below to download the PDF (148 KB).",
          submit: "Download PDF",
        },
        cues: [
          "The name looks like a supplier you may know, but the address is not the one their e-mails usually come from, and nobody had been in touch with them about a refund.",
          "An unexpected refund of a ‘duplicate payment’ that nobody has queried is a classic pretext: because it sounds like good news, you are less likely to question it.",
          "A remittance advice usually arrives as an attachment or goes straight to the finance mailbox; here you are sent to an outside portal to download a file, which could be malware.",
          "The signature gives only a team name: no person, phone number or customer account reference that you could check.",
        ],
        lesson:
          "Fake remittance advice works on trust: the supplier's name looks familiar and the news is good, so downloading the document feels harmless. Yet that ‘document’ can be a program that infects your computer. Before opening payment documents you were not expecting, compare the sender's address with earlier e-mails from that supplier and ask your finance team whether a payment is really due. If in doubt, ring the supplier on the number in your own records, not the one in the e-mail, and report the message with the report button.",
      },
      "en-us": {
        senderName: "Castell Office Supply - Accounts",
        subject: "Remittance advice RA-20417: payment to {{company}}",
        heading: "Your remittance advice is ready",
        greeting: "Hi {{firstName}},",
        body: [
          "During our quarterly account reconciliation, we identified a duplicate payment on invoice INV-88213 and have issued a refund to {{company}} today.",
          "The remittance advice with the complete payment breakdown is available on our secure document portal. Please forward it to whoever handles vendor reconciliation so the credit can be matched on your end.",
          "For security reasons, the document will be available for 14 days.",
        ],
        button: "Download remittance advice",
        signature: "Accounts Receivable, Castell Office Supply Inc.",
        landing: {
          title: "Remittance advice RA-20417",
          intro: "Your document is ready. Click the button below to download the PDF (148 KB).",
          submit: "Download PDF",
        },
        cues: [
          "The name resembles a vendor you might know, but the address isn't the one their emails normally come from, and no one had contacted them about a refund.",
          "An unexpected refund for a “duplicate payment” no one asked about is a classic pretext: since it sounds like good news, you're less likely to question it.",
          "Remittance advice normally comes as an attachment or goes straight to the accounts payable inbox; here you're sent to an outside portal to download a file, which could be malware.",
          "The signature only names a team: no person, phone number, or account number you could verify.",
        ],
        lesson:
          "Fake remittance advice plays on trust: the vendor name looks familiar and the news is good, so downloading the document feels harmless. But that “document” could be a program that infects your computer. Before opening payment documents you weren't expecting, compare the sender's address with previous emails from that vendor and ask your finance team whether a payment is actually due. When in doubt, call the vendor at the number in your own records, not the one in the email, and report the message with the report button.",
      },
      eu: {
        senderName: "Castell Bulego Hornidurak - Administrazioa",
        subject: "RA-20417 ordainketa-abisua: {{company}} enpresari egindako ordainketa",
        heading: "Zure ordainketa-abisua prest dago",
        greeting: "Egun on, {{firstName}}:",
        body: [
          "Kontuen hiruhileko berrikuspenean, FV-88213 fakturaren ordainketa bikoiztu bat atzeman dugu, eta gaur bertan itzuli diogu zenbatekoa {{company}} enpresari.",
          "Ordainketa-abisua, xehetasun guztiekin, gure dokumentu-atari seguruan dago eskuragarri. Mesedez, helarazi hornitzaileen kontuak eramaten dituen pertsonari, zuen kontabilitatean itzulketa behar bezala jaso dezan.",
          "Segurtasun-arrazoiengatik, dokumentua 14 egunez egongo da eskuragarri.",
        ],
        button: "Deskargatu ordainketa-abisua",
        signature: "Administrazio Saila, Castell Bulego Hornidurak S.L.",
        landing: {
          title: "RA-20417 ordainketa-abisua",
          intro: "Zure dokumentua prest dago. Sakatu beheko botoia PDFa (148 KB) deskargatzeko.",
          submit: "Deskargatu PDFa",
        },
        cues: [
          "Izenak ezagutzen duzun hornitzaile bat dirudi, baina helbidea ez da haien mezuen ohiko helbidea, eta inork ez zuen haiekin itzulketarik hitz egin.",
          "Inork eskatu ez duen «ordainketa bikoiztu» baten ustekabeko itzulketa aitzakia klasikoa da: albiste ona dirudienez, gutxiago jartzen dugu zalantzan.",
          "Ordainketa-abisuak eranskin gisa iritsi ohi dira, edo zuzenean kontabilitateko postontzira; hemen, kanpoko atari batera bidaltzen zaituzte fitxategi bat deskargatzera, eta malwarea izan daiteke.",
          "Sinadurak talde baten izena baino ez du ematen: ez dago egiaztatu dezakezun pertsonarik, telefonorik edo bezero-zenbakirik.",
        ],
        lesson:
          "Ordainketa-abisu faltsuek konfiantzaz baliatzen dira: hornitzailearen izena ezaguna egiten zaizu eta albistea ona da; beraz, dokumentua deskargatzea kaltegabea dirudi. Baina «dokumentu» hori zure ordenagailua kutsa dezakeen programa bat izan daiteke. Espero ez zenituen ordainketa-dokumentuak ireki aurretik, alderatu igorlearen helbidea hornitzaile horren aurreko mezuekin, eta galdetu finantza-taldeari benetan ordainketarik dagoen. Zalantzarik baduzu, deitu hornitzaileari zure erregistroetan duzun zenbakira, ez mezuan agertzen denera, eta jakinarazi mezua jakinarazteko botoiarekin.",
      },
      pl: {
        senderName: "Castell Artykuły Biurowe - Księgowość",
        subject: "Potwierdzenie płatności RA-20417 na rzecz {{company}}",
        heading: "Potwierdzenie płatności jest gotowe",
        greeting: "Dzień dobry {{firstName}},",
        body: [
          "W wyniku kwartalnego uzgodnienia sald wykryliśmy podwójną płatność faktury FV/88213 i dziś zwróciliśmy nadpłaconą kwotę na rzecz {{company}}.",
          "Potwierdzenie płatności ze szczegółowym zestawieniem jest dostępne w naszym bezpiecznym portalu dokumentów. Prosimy o przekazanie go osobie odpowiedzialnej za rozliczenia z dostawcami, aby mogła zaksięgować zwrot po Państwa stronie.",
          "Ze względów bezpieczeństwa dokument będzie dostępny przez 14 dni.",
        ],
        button: "Pobierz potwierdzenie",
        signature: "Dział Należności, Castell Artykuły Biurowe Sp. z o.o.",
        landing: {
          title: "Potwierdzenie płatności RA-20417",
          intro: "Dokument jest gotowy. Kliknij przycisk poniżej, aby pobrać plik PDF (148 KB).",
          submit: "Pobierz PDF",
        },
        cues: [
          "Nazwa przypomina znanego dostawcę, ale adres nie jest tym, z którego zwykle przychodzą jego wiadomości, a nikt nie uzgadniał z nim żadnego zwrotu.",
          "Niespodziewany zwrot „podwójnej płatności”, o który nikt nie prosił, to klasyczny pretekst: skoro brzmi jak dobra wiadomość, rzadziej go kwestionujemy.",
          "Potwierdzenie płatności zwykle przychodzi jako załącznik albo trafia prosto do skrzynki księgowości; tu przycisk prowadzi do zewnętrznego portalu z plikiem do pobrania, który może zawierać złośliwe oprogramowanie.",
          "Podpis zawiera tylko nazwę działu: brak osoby, numeru telefonu czy numeru klienta, które można by sprawdzić.",
        ],
        lesson:
          "Fałszywe potwierdzenia płatności grają na zaufaniu: nazwa dostawcy wygląda znajomo, a wiadomość jest dobra, więc pobranie dokumentu wydaje się nieszkodliwe. Tymczasem taki „dokument” może być programem, który zainfekuje twój komputer. Zanim otworzysz nieoczekiwany dokument płatności, porównaj adres nadawcy z wcześniejszymi wiadomościami od tego dostawcy i zapytaj dział finansów, czy rzeczywiście należy się jakaś płatność. W razie wątpliwości zadzwoń do dostawcy na numer z własnej dokumentacji, a nie z e-maila, i zgłoś wiadomość przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "Subministraments Castell - Administració",
        subject: "Avís de pagament RA-20417 a favor de {{company}}",
        heading: "El seu avís de pagament ja és disponible",
        greeting: "Bon dia, {{firstName}}:",
        body: [
          "Arran de la conciliació trimestral de comptes, hem detectat un pagament duplicat de la factura FV-88213 i avui mateix hem retornat l'import a {{company}}.",
          "L'avís de pagament, amb el desglossament complet, és disponible al nostre portal segur de documents. Li preguem que el faci arribar a la persona que s'encarrega de la conciliació de proveïdors perquè puguin quadrar l'abonament.",
          "Per motius de seguretat, el document estarà disponible durant 14 dies.",
        ],
        button: "Descarregar l'avís de pagament",
        signature: "Departament d'Administració, Subministraments d'Oficina Castell, SL",
        landing: {
          title: "Avís de pagament RA-20417",
          intro: "El document ja és a punt. Premeu el botó per descarregar el PDF (148 KB).",
          submit: "Descarregar PDF",
        },
        cues: [
          "El nom recorda un proveïdor que potser coneixes, però l'adreça no és l'habitual dels seus correus i ningú no havia parlat amb ells de cap devolució.",
          "Una devolució inesperada d'un «pagament duplicat» que ningú no ha reclamat és un pretext clàssic: com que sembla una bona notícia, la qüestionem menys.",
          "Un avís de pagament sol arribar adjunt o directament a la bústia de comptabilitat; aquí t'envien a un portal extern per descarregar un fitxer, que podria ser maliciós.",
          "La signatura només esmenta un departament: cap persona, telèfon o número de client que puguis comprovar.",
        ],
        lesson:
          "Els avisos de pagament falsos juguen amb la confiança: el nom del proveïdor et sona i la notícia és bona, de manera que descarregar el document sembla inofensiu. Però aquest «document» pot ser un programa que infecti el teu ordinador. Abans d'obrir documents de pagament que no esperaves, compara l'adreça del remitent amb correus anteriors d'aquest proveïdor i pregunta al teu equip de finances si de debò hi ha cap pagament pendent. Si en dubtes, truca al proveïdor al número que tinguis als teus registres, no al del correu, i notifica el missatge amb el botó de notificació.",
      },
      "pt-pt": {
        senderName: "Castell Material de Escritório - Contabilidade",
        subject: "Aviso de pagamento RA-20417 a favor de {{company}}",
        heading: "O seu aviso de pagamento está disponível",
        greeting: "Bom dia, {{firstName}},",
        body: [
          "Na sequência da reconciliação trimestral de contas, detetámos um pagamento em duplicado da fatura FT-88213 e procedemos hoje à devolução do valor a {{company}}.",
          "O aviso de pagamento, com o detalhe completo, está disponível no nosso portal seguro de documentos. Agradecemos que o reencaminhe para a pessoa responsável pela reconciliação de fornecedores, para que o crédito possa ser conciliado do vosso lado.",
          "Por motivos de segurança, o documento ficará disponível durante 14 dias.",
        ],
        button: "Descarregar aviso de pagamento",
        signature: "Departamento de Contabilidade, Castell Material de Escritório, Lda.",
        landing: {
          title: "Aviso de pagamento RA-20417",
          intro: "O seu documento está pronto. Clique no botão abaixo para descarregar o PDF (148 KB).",
          submit: "Descarregar PDF",
        },
        cues: [
          "O nome lembra um fornecedor que talvez conheça, mas o endereço não é o habitual nos e-mails desse fornecedor e ninguém tinha falado com ele sobre qualquer devolução.",
          "Uma devolução inesperada de um «pagamento em duplicado» que ninguém reclamou é um pretexto clássico: como parece uma boa notícia, questionamo-la menos.",
          "Um aviso de pagamento costuma chegar em anexo ou diretamente à caixa de correio da contabilidade; aqui é encaminhado para um portal externo para descarregar um ficheiro, que pode ser malicioso.",
          "A assinatura indica apenas um departamento: nenhuma pessoa, telefone ou número de cliente que possa confirmar.",
        ],
        lesson:
          "Os avisos de pagamento falsos exploram a confiança: o nome do fornecedor parece-lhe familiar e a notícia é boa, por isso descarregar o documento parece inofensivo. Mas esse «documento» pode ser um programa capaz de infetar o seu computador. Antes de abrir documentos de pagamento que não esperava, compare o endereço do remetente com e-mails anteriores desse fornecedor e pergunte à equipa financeira se há de facto algum pagamento. Em caso de dúvida, ligue ao fornecedor para o número que consta dos seus registos, não para o do e-mail, e comunique a mensagem com o botão de denúncia.",
      },
    },
  },
  {
    id: 7,
    category: "parcel",
    level: 1,
    lever: "urgency",
    landing: "payment",
    senderLocal: "delivery-notice24",
    brandColour: "#d98c00",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Centro de Avisos de Entrega de Paquetes",
        subject: "¡¡ÚLTIMO AVISO!! Su paquete está retenido - tasa de aduana pendiente",
        heading: "Su paquete está pendiente de pago",
        greeting: "Estimado cliente:",
        body: [
          "No hemos podido entregar su paquete porque tiene pendiente el pago de una tasa de aduana de 1,99 €.",
          "Debe abonar la tasa en un plazo de 24 horas. Pasado este plazo, su paquete será devuelto al remitente o destruido.",
          "Para liberar su paquete, pulse el botón de abajo y complete el pago. Solo le llevará un minuto.",
        ],
        button: "Pagar 1,99 € ahora",
        signature: "Centro de Avisos de Entrega, Departamento de Aduanas",
        landing: {
          title: "Pago de la tasa de aduana",
          intro:
            "Introduzca los datos de su tarjeta para abonar la tasa pendiente de 1,99 € y liberar su paquete.",
          submit: "Pagar y liberar el paquete",
        },
        cues: [
          "«Centro de Avisos de Entrega de Paquetes» no es el nombre de ninguna empresa de mensajería, y la dirección no tiene nada que ver con una empresa de transporte.",
          "Las mayúsculas, los dobles signos de exclamación y el «ÚLTIMO AVISO» buscan que actúes antes de pensar.",
          "No hay número de seguimiento, ni tienda, ni descripción del paquete: solo un plazo de 24 horas y la extraña amenaza de que lo «destruirán», algo que ninguna empresa de mensajería escribiría.",
          "El botón abre una página de pago que pide todos los datos de tu tarjeta por 1,99 €: un importe tan ridículo es el cebo para hacerse con tu número de tarjeta.",
        ],
        lesson:
          "La estafa del paquete con una pequeña tasa es uno de los engaños más habituales. El importe es tan bajo que no te lo piensas dos veces, y el plazo de 24 horas te quita las ganas de comprobarlo. Lo que buscan es tu número de tarjeta, que luego usan para cargos mucho mayores. Las empresas de mensajería indican qué paquete es y de qué tienda viene, y siempre puedes consultar un envío escribiendo tú mismo la dirección de su web. No pagues nunca tasas desde enlaces de correos o SMS, y notifica el mensaje con el botón de notificación.",
      },
      "es-mx": {
        senderName: "Centro de Avisos de Entrega de Paquetería",
        subject: "¡¡ÚLTIMO AVISO!! Su paquete está retenido - cuota de aduana pendiente",
        heading: "Su paquete está pendiente de pago",
        greeting: "Estimado cliente:",
        body: [
          "No fue posible entregar su paquete porque tiene pendiente el pago de una cuota de aduana de $29.90 MXN.",
          "Debe cubrir la cuota en un plazo de 24 horas. Pasado este plazo, su paquete será devuelto al remitente o destruido.",
          "Para liberar su paquete, haga clic en el botón de abajo y complete el pago. Solo le tomará un minuto.",
        ],
        button: "Pagar $29.90 ahora",
        signature: "Centro de Avisos de Entrega, Departamento de Aduanas",
        landing: {
          title: "Pago de cuota de aduana",
          intro:
            "Ingrese los datos de su tarjeta para cubrir la cuota pendiente de $29.90 MXN y liberar su paquete.",
          submit: "Pagar y liberar paquete",
        },
        cues: [
          "“Centro de Avisos de Entrega de Paquetería” no es el nombre de ninguna empresa de paquetería, y la dirección no tiene nada que ver con una empresa de envíos.",
          "Las mayúsculas, los dobles signos de exclamación y el “ÚLTIMO AVISO” buscan que usted actúe antes de pensar.",
          "No hay número de guía, ni tienda, ni descripción del paquete: solo un plazo de 24 horas y la extraña amenaza de que será “destruido”, algo que ninguna paquetería real escribiría.",
          "El botón abre una página de pago que pide todos los datos de su tarjeta por $29.90: un monto tan bajo es el anzuelo para obtener su número de tarjeta.",
        ],
        lesson:
          "La estafa del paquete con una pequeña cuota es uno de los fraudes por correo más comunes. El monto es tan bajo que no lo piensa dos veces, y el plazo de 24 horas le quita las ganas de verificar. Lo que buscan es su número de tarjeta, que después usan para cargos mucho mayores. Las paqueterías indican qué paquete es y de qué tienda viene, y siempre puede rastrear un envío escribiendo usted mismo la dirección de su sitio web. Nunca pague cuotas desde enlaces de correos o SMS, y reporte el mensaje con el botón de reporte.",
      },
      "en-gb": {
        senderName: "Parcel Delivery Notice Centre",
        subject: "LAST NOTICE!! Your parcel is on hold - customs fee unpaid",
        heading: "Your parcel is waiting for payment",
        greeting: "Dear customer,",
        body: [
          "Your parcel could not be delivered because a customs fee of £1.99 has not been paid.",
          "The fee must be paid within 24 hours. After this time, your parcel will be returned to the sender or destroyed.",
          "To release your parcel, click the button below and complete the payment. It only takes one minute.",
        ],
        button: "Pay £1.99 now",
        signature: "Parcel Delivery Notice Centre, Customs Department",
        landing: {
          title: "Customs fee payment",
          intro: "Enter your card details to pay the outstanding fee of £1.99 and release your parcel.",
          submit: "Pay and release parcel",
        },
        cues: [
          "‘Parcel Delivery Notice Centre’ is not the name of any courier, and the address has nothing to do with a delivery company.",
          "The capitals, the double exclamation mark and ‘LAST NOTICE’ are there to make you act before you think.",
          "There is no tracking number, no shop and no description of the parcel, just a 24-hour deadline and the strange threat that it will be ‘destroyed’, which no real courier would write.",
          "The button opens a payment page asking for your full card details for £1.99: the tiny amount is bait to collect your card number.",
        ],
        lesson:
          "Small-fee parcel scams are among the most common phishing messages. The amount is so small that you don't think twice, and the 24-hour deadline stops you from checking. The real target is your card number, which is then used for much larger payments. Genuine couriers tell you which parcel it is and which shop it comes from, and you can always check a delivery by typing the courier's address yourself. Never pay fees from a link in an e-mail or text message, and report the message with the report button.",
      },
      "en-us": {
        senderName: "Package Delivery Notice Center",
        subject: "FINAL NOTICE!! Your package is on hold - customs fee unpaid",
        heading: "Your package is waiting for payment",
        greeting: "Dear customer,",
        body: [
          "Your package could not be delivered because a customs fee of $1.99 has not been paid.",
          "The fee must be paid within 24 hours. After that, your package will be returned to the sender or destroyed.",
          "To release your package, click the button below and complete the payment. It only takes one minute.",
        ],
        button: "Pay $1.99 now",
        signature: "Package Delivery Notice Center, Customs Department",
        landing: {
          title: "Customs fee payment",
          intro: "Enter your card details to pay the outstanding $1.99 fee and release your package.",
          submit: "Pay and release package",
        },
        cues: [
          "“Package Delivery Notice Center” isn't the name of any carrier, and the address has nothing to do with a delivery company.",
          "The all caps, the double exclamation point, and “FINAL NOTICE” are there to make you act before you think.",
          "There's no tracking number, no store, and no description of the package, just a 24-hour deadline and the strange threat that it will be “destroyed,” which no real carrier would write.",
          "The button opens a payment page asking for your full card details for $1.99: the tiny amount is bait to get your card number.",
        ],
        lesson:
          "Small-fee package scams are among the most common phishing messages. The amount is so small you won't think twice, and the 24-hour deadline keeps you from checking. What they're really after is your card number, which is then used for much bigger charges. Real carriers tell you which package it is and where it's from, and you can always track a delivery by typing the carrier's website address yourself. Never pay fees from a link in an email or text, and report the message with the report button.",
      },
      eu: {
        senderName: "Pakete Entregen Abisu Zentroa",
        subject: "AZKEN ABISUA!! Zure paketea atxikita dago - aduana-tasa ordaindu gabe",
        heading: "Zure paketea ordainketaren zain dago",
        greeting: "Bezero estimatua:",
        body: [
          "Ezin izan dugu zure paketea entregatu, 1,99 €-ko aduana-tasa ordaindu gabe dagoelako.",
          "Tasa 24 orduko epean ordaindu behar duzu. Epe hori igarotakoan, paketea igorleari itzuliko zaio edo suntsitu egingo da.",
          "Paketea askatzeko, sakatu beheko botoia eta egin ordainketa. Minutu bat baino ez duzu beharko.",
        ],
        button: "Ordaindu 1,99 € orain",
        signature: "Pakete Entregen Abisu Zentroa, Aduana Saila",
        landing: {
          title: "Aduana-tasaren ordainketa",
          intro: "Idatzi zure txartelaren datuak 1,99 €-ko tasa ordaintzeko eta paketea askatzeko.",
          submit: "Ordaindu eta askatu paketea",
        },
        cues: [
          "«Pakete Entregen Abisu Zentroa» ez da inongo mezularitza-enpresaren izena, eta helbideak ez du zerikusirik garraio-enpresa batekin.",
          "Letra larriek, harridura-ikur bikoitzak eta «AZKEN ABISUA» horrek pentsatu aurretik jardutera bultzatu nahi zaituzte.",
          "Ez dago jarraipen-zenbakirik, dendarik edo paketearen deskribapenik: 24 orduko epea eta paketea «suntsitu» egingo dutelako mehatxu bitxia baino ez; benetako mezularitza-enpresa batek ez luke halakorik idatziko.",
          "Botoiak ordainketa-orri bat irekitzen du, eta 1,99 €-ren truke txartelaren datu guztiak eskatzen ditu: zenbateko txikia amua da zure txartel-zenbakia lortzeko.",
        ],
        lesson:
          "Tasa txiki bat eskatzen duten pakete-iruzurrak phishing mezu ohikoenetako batzuk dira. Zenbatekoa hain da txikia, ezen ez baituzu birritan pentsatzen, eta 24 orduko epeak ezer egiaztatzeko gogoa kentzen dizu. Benetan bilatzen dutena zure txartelaren zenbakia da, gero askoz kargu handiagoak egiteko. Mezularitza-enpresek esaten dizute zein pakete den eta zein dendatatik datorren, eta bidalketa bat beti egiazta dezakezu haien webgunearen helbidea zeuk idatzita. Ez ordaindu inoiz tasarik mezu edo SMS bateko esteka batetik, eta jakinarazi mezua jakinarazteko botoiarekin.",
      },
      pl: {
        senderName: "Centrum Powiadomień o Przesyłkach",
        subject: "OSTATNIE WEZWANIE!! Twoja przesyłka jest zatrzymana - nieopłacone cło",
        heading: "Twoja przesyłka czeka na opłatę",
        greeting: "Szanowny Kliencie,",
        body: [
          "Nie mogliśmy doręczyć Twojej przesyłki, ponieważ nie została uiszczona opłata celna w wysokości 1,99 zł.",
          "Opłatę należy uiścić w ciągu 24 godzin. Po tym terminie przesyłka zostanie zwrócona do nadawcy lub zniszczona.",
          "Aby zwolnić przesyłkę, kliknij przycisk poniżej i dokończ płatność. Zajmie to tylko minutę.",
        ],
        button: "Zapłać 1,99 zł teraz",
        signature: "Centrum Powiadomień o Przesyłkach, Dział Celny",
        landing: {
          title: "Opłata celna",
          intro: "Podaj dane karty, aby uiścić zaległą opłatę w wysokości 1,99 zł i zwolnić przesyłkę.",
          submit: "Zapłać i zwolnij przesyłkę",
        },
        cues: [
          "„Centrum Powiadomień o Przesyłkach” to nie nazwa żadnej firmy kurierskiej, a adres nadawcy nie ma nic wspólnego z przewoźnikiem.",
          "Wielkie litery, podwójny wykrzyknik i „OSTATNIE WEZWANIE” mają skłonić cię do działania, zanim pomyślisz.",
          "Brak numeru przesyłki, nazwy sklepu czy opisu paczki: jest tylko 24-godzinny termin i dziwna groźba, że przesyłka zostanie „zniszczona”, czego żaden prawdziwy kurier by nie napisał.",
          "Przycisk otwiera stronę płatności, która za 1,99 zł żąda pełnych danych karty: symboliczna kwota to przynęta, by zdobyć numer twojej karty.",
        ],
        lesson:
          "Oszustwa „na dopłatę do paczki” to jedne z najczęstszych wiadomości phishingowych. Kwota jest tak mała, że nie zastanawiasz się dwa razy, a 24-godzinny termin zniechęca do sprawdzania. Prawdziwym celem jest numer twojej karty, który potem służy do znacznie większych obciążeń. Prawdziwi przewoźnicy podają, o którą przesyłkę chodzi i z jakiego sklepu pochodzi, a status przesyłki zawsze sprawdzisz, wpisując samodzielnie adres strony przewoźnika. Nigdy nie płać żadnych opłat przez link z e-maila lub SMS-a i zgłoś wiadomość przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "Centre d'Avisos de Lliurament de Paquets",
        subject: "ÚLTIM AVÍS!! El seu paquet està retingut - taxa de duana pendent",
        heading: "El seu paquet està pendent de pagament",
        greeting: "Benvolgut client,",
        body: [
          "No hem pogut lliurar el seu paquet perquè té pendent el pagament d'una taxa de duana d'1,99 €.",
          "Ha de pagar la taxa en un termini de 24 hores. Passat aquest termini, el paquet serà retornat al remitent o destruït.",
          "Per alliberar el paquet, premi el botó de sota i completi el pagament. Només li caldrà un minut.",
        ],
        button: "Pagar 1,99 € ara",
        signature: "Centre d'Avisos de Lliurament, Departament de Duanes",
        landing: {
          title: "Pagament de la taxa de duana",
          intro:
            "Introdueixi les dades de la seva targeta per pagar la taxa pendent d'1,99 € i alliberar el paquet.",
          submit: "Pagar i alliberar el paquet",
        },
        cues: [
          "«Centre d'Avisos de Lliurament de Paquets» no és el nom de cap empresa de missatgeria, i l'adreça no té res a veure amb una empresa de transport.",
          "Les majúscules, el doble signe d'exclamació i l'«ÚLTIM AVÍS» volen que actuïs abans de pensar.",
          "No hi ha número de seguiment, ni botiga, ni descripció del paquet: només un termini de 24 hores i l'estranya amenaça que el paquet serà «destruït», cosa que cap missatgeria real no escriuria.",
          "El botó obre una pàgina de pagament que demana totes les dades de la teva targeta per 1,99 €: un import tan ridícul és l'esquer per aconseguir el número de la targeta.",
        ],
        lesson:
          "L'estafa del paquet amb una petita taxa és un dels enganys més habituals. L'import és tan baix que no t'ho penses dues vegades, i el termini de 24 hores et treu les ganes de comprovar res. El que busquen és el número de la teva targeta, que després usen per a càrrecs molt més grans. Les empreses de missatgeria t'indiquen quin paquet és i de quina botiga ve, i sempre pots consultar un enviament escrivint tu mateix l'adreça del seu web. No paguis mai taxes des d'enllaços de correus o SMS, i notifica el missatge amb el botó de notificació.",
      },
      "pt-pt": {
        senderName: "Centro de Avisos de Entrega de Encomendas",
        subject: "ÚLTIMO AVISO!! A sua encomenda está retida - taxa alfandegária por pagar",
        heading: "A sua encomenda aguarda pagamento",
        greeting: "Caro cliente,",
        body: [
          "Não foi possível entregar a sua encomenda porque existe uma taxa alfandegária de 1,99 € por pagar.",
          "A taxa deve ser paga no prazo de 24 horas. Após este prazo, a encomenda será devolvida ao remetente ou destruída.",
          "Para libertar a sua encomenda, clique no botão abaixo e conclua o pagamento. Demora apenas um minuto.",
        ],
        button: "Pagar 1,99 € agora",
        signature: "Centro de Avisos de Entrega, Departamento Alfandegário",
        landing: {
          title: "Pagamento da taxa alfandegária",
          intro:
            "Introduza os dados do seu cartão para pagar a taxa pendente de 1,99 € e libertar a sua encomenda.",
          submit: "Pagar e libertar encomenda",
        },
        cues: [
          "«Centro de Avisos de Entrega de Encomendas» não é o nome de nenhuma transportadora, e o endereço nada tem a ver com uma empresa de entregas.",
          "As maiúsculas, o duplo ponto de exclamação e o «ÚLTIMO AVISO» servem para que aja antes de pensar.",
          "Não há número de seguimento, nem loja, nem descrição da encomenda: apenas um prazo de 24 horas e a estranha ameaça de que a encomenda será «destruída», algo que nenhuma transportadora verdadeira escreveria.",
          "O botão abre uma página de pagamento que pede todos os dados do cartão por 1,99 €: o valor irrisório é o isco para obter o número do seu cartão.",
        ],
        lesson:
          "A burla da encomenda com uma pequena taxa é uma das mensagens de phishing mais comuns. O valor é tão baixo que nem pensa duas vezes, e o prazo de 24 horas tira-lhe a vontade de verificar. O que procuram realmente é o número do seu cartão, usado depois para pagamentos muito maiores. As transportadoras indicam qual é a encomenda e de que loja vem, e pode sempre seguir um envio escrevendo o endereço do site da transportadora. Nunca pague taxas a partir de uma ligação num e-mail ou SMS, e comunique a mensagem com o botão de denúncia.",
      },
    },
  },
  {
    id: 8,
    category: "parcel",
    level: 2,
    lever: "curiosity",
    landing: "personalData",
    senderLocal: "parcelnet-delivery",
    brandColour: "#c4461b",
    cues: ["sender", "greeting", "body", "link"],
    texts: {
      "es-es": {
        senderName: "ParcelNet Envíos",
        subject: "No hemos podido entregar tu paquete hoy",
        heading: "Elige una nueva franja de entrega",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Nuestro repartidor ha intentado entregarte un paquete hoy a las 11:42, pero no había nadie disponible para recogerlo.",
          "Tu paquete está guardado en nuestra delegación más cercana. Para recibirlo, solo tienes que elegir una nueva franja de entrega que te venga bien y confirmar tus datos para que el repartidor pueda localizarte.",
          "Si no eliges una franja en 5 días laborables, el paquete se devolverá al remitente.",
        ],
        button: "Elegir franja de entrega",
        signature: "Atención al Cliente de ParcelNet",
        landing: {
          title: "Programa una nueva entrega",
          intro:
            "Para reservar una nueva franja de entrega, confirma tus datos. Los usamos para asegurarnos de que el paquete llega a la persona correcta.",
          submit: "Confirmar y elegir franja",
        },
        cues: [
          "ParcelNet no es una empresa de mensajería con la que trabaje tu empresa, y los avisos de entrega en tu lugar de trabajo suelen pasar por recepción, no llegarte a ti directamente.",
          "El mensaje usa tu nombre, que es fácil de encontrar en internet, pero nunca menciona tu dirección ni nada que solo sabría una empresa de mensajería real.",
          "No hay número de seguimiento, ni remitente, ni descripción del paquete: el mensaje cuenta con tu curiosidad por saber qué es.",
          "La página pide tu número de empleado y tu cuenta bancaria: ninguna empresa de mensajería necesita esos datos para reprogramar una entrega.",
        ],
        lesson:
          "Un paquete inesperado despierta la curiosidad de casi cualquiera: ¿qué será?, ¿quién lo envía? Este señuelo aprovecha esa curiosidad y omite todos los datos que te permitirían comprobarlo, como el número de seguimiento o la tienda. Antes de hacer clic, pregúntate si de verdad esperas algo. Si es así, consulta el envío en la web de la empresa de mensajería escribiendo tú mismo la dirección, o desde la página del pedido en la tienda. Ninguna empresa de mensajería necesita tu número de empleado ni tus datos bancarios para reprogramar una entrega. Notifica los avisos sospechosos con el botón de notificación.",
      },
      "es-mx": {
        senderName: "ParcelNet Paquetería",
        subject: "No pudimos entregar su paquete el día de hoy",
        heading: "Elija un nuevo horario de entrega",
        greeting: "Hola, {{firstName}}:",
        body: [
          "Nuestro repartidor intentó entregarle un paquete hoy a las 11:42, pero no había nadie disponible para recibirlo.",
          "Su paquete está resguardado en nuestro centro de distribución más cercano. Para recibirlo, solo elija un nuevo horario de entrega que le acomode y confirme sus datos para que el repartidor pueda hacerle la entrega.",
          "Si no elige un horario en un plazo de 5 días hábiles, el paquete será devuelto al remitente.",
        ],
        button: "Elegir horario de entrega",
        signature: "Atención a Clientes ParcelNet",
        landing: {
          title: "Reprograme su entrega",
          intro:
            "Para reservar un nuevo horario de entrega, confirme sus datos. Los usamos para asegurarnos de que el paquete llegue a la persona correcta.",
          submit: "Confirmar y elegir horario",
        },
        cues: [
          "ParcelNet no es una paquetería con la que trabaje su empresa, y los avisos de entrega en su lugar de trabajo normalmente pasan por recepción, no le llegan a usted directamente.",
          "El mensaje usa su nombre, que es fácil de encontrar en internet, pero nunca menciona su dirección ni nada que solo una paquetería real sabría.",
          "No hay número de guía, ni remitente, ni descripción del paquete: el mensaje apuesta por su curiosidad de saber qué es.",
          "La página pide su número de empleado y su cuenta bancaria: ninguna paquetería necesita esos datos para reprogramar una entrega.",
        ],
        lesson:
          "Un paquete inesperado despierta la curiosidad de casi cualquiera: ¿qué será?, ¿quién lo envía? Este anzuelo aprovecha esa curiosidad y omite todos los datos que le permitirían verificarlo, como el número de guía o la tienda. Antes de dar clic, pregúntese si realmente espera algo. Si es así, rastree el envío en el sitio web de la paquetería escribiendo usted mismo la dirección, o desde la página del pedido en la tienda. Ninguna paquetería necesita su número de empleado ni sus datos bancarios para reprogramar una entrega. Reporte los avisos sospechosos con el botón de reporte.",
      },
      "en-gb": {
        senderName: "ParcelNet Deliveries",
        subject: "We could not deliver your parcel today",
        heading: "Choose a new delivery slot",
        greeting: "Hello {{firstName}},",
        body: [
          "Our driver tried to deliver a parcel to you today at 11:42, but there was nobody available to sign for it.",
          "Your parcel is now being kept safely at our local depot. To receive it, simply choose a new delivery slot that suits you and confirm your details so that our driver can find you.",
          "If no slot is chosen within 5 working days, the parcel will be returned to the sender.",
        ],
        button: "Choose a delivery slot",
        signature: "ParcelNet Customer Service",
        landing: {
          title: "Rearrange your delivery",
          intro:
            "To book a new delivery slot, please confirm your details. We use them to make sure the parcel reaches the right person.",
          submit: "Confirm and choose slot",
        },
        cues: [
          "ParcelNet is not a courier your company uses, and delivery notices for your workplace would normally go through reception, not to you directly.",
          "The message uses your first name, which is easy to find online, but it never mentions your address or anything only a real courier would know.",
          "There is no tracking number, no sender and no description of the parcel: the message relies on your curiosity to find out what it is.",
          "The page asks for your employee number and bank account details: a courier needs neither to rebook a delivery.",
        ],
        lesson:
          "An unexpected parcel makes almost anyone curious: what is it, and who sent it? This lure plays on that curiosity and leaves out every detail that would let you check, such as a tracking number or the shop. Before clicking, ask yourself whether you are actually expecting anything. If you are, check the delivery on the courier's website by typing the address yourself, or through the shop's order page. No courier needs your employee number or bank details to rebook a delivery. Report suspicious delivery notices with the report button.",
      },
      "en-us": {
        senderName: "ParcelNet Deliveries",
        subject: "We couldn't deliver your package today",
        heading: "Choose a new delivery time",
        greeting: "Hi {{firstName}},",
        body: [
          "Our driver tried to deliver a package to you today at 11:42 a.m., but no one was available to sign for it.",
          "Your package is being held safely at our local facility. To receive it, just choose a new delivery window that works for you and confirm your information so our driver can find you.",
          "If no delivery window is selected within 5 business days, the package will be returned to the sender.",
        ],
        button: "Choose a delivery time",
        signature: "ParcelNet Customer Service",
        landing: {
          title: "Reschedule your delivery",
          intro:
            "To book a new delivery window, please confirm your information. We use it to make sure the package reaches the right person.",
          submit: "Confirm and choose time",
        },
        cues: [
          "ParcelNet isn't a carrier your company uses, and delivery notices for your workplace would normally go through the front desk or mailroom, not directly to you.",
          "The message uses your first name, which is easy to find online, but never mentions your address or anything only a real carrier would know.",
          "There's no tracking number, no sender, and no description of the package: the message counts on your curiosity to find out what it is.",
          "The page asks for your employee ID and bank account information: a carrier needs neither to reschedule a delivery.",
        ],
        lesson:
          "A surprise package makes almost anyone curious: what is it, and who sent it? This lure plays on that curiosity while leaving out every detail you could use to check, like a tracking number or the store. Before you click, ask yourself whether you're actually expecting something. If you are, track it on the carrier's website by typing the address yourself, or through the store's order page. No carrier needs your employee ID or bank information to reschedule a delivery. Report suspicious delivery notices with the report button.",
      },
      eu: {
        senderName: "ParcelNet Bidalketak",
        subject: "Gaur ezin izan dugu zure paketea entregatu",
        heading: "Aukeratu entrega-tarte berri bat",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "Gure banatzailea gaur 11:42an saiatu da zuri pakete bat entregatzen, baina ez zegoen inor jasotzeko.",
          "Zure paketea gertuen dugun biltegian dago gordeta. Jasotzeko, aukeratu ondoen datorkizun entrega-tarte berri bat eta berretsi zure datuak, banatzaileak aurki zaitzan.",
          "5 lanegunen buruan tarterik aukeratzen ez baduzu, paketea igorleari itzuliko zaio.",
        ],
        button: "Aukeratu entrega-tartea",
        signature: "ParcelNet Bezeroarentzako Arreta",
        landing: {
          title: "Antolatu entrega berria",
          intro:
            "Entrega-tarte berri bat erreserbatzeko, berretsi zure datuak. Paketea pertsona egokiari iristen zaiola ziurtatzeko erabiltzen ditugu.",
          submit: "Berretsi eta aukeratu tartea",
        },
        cues: [
          "ParcelNet ez da zure enpresak erabiltzen duen mezularitza-enpresa bat, eta lantokirako entregen abisuak harreragunetik pasatzen dira normalean, ez zaizkizu zuzenean iristen.",
          "Mezuak zure izena erabiltzen du, Interneten erraz aurki daitekeena, baina ez du inoiz zure helbidea aipatzen, ezta benetako mezularitza-enpresa batek bakarrik jakingo lukeen ezer ere.",
          "Ez dago jarraipen-zenbakirik, igorlerik edo paketearen deskribapenik: mezuak zure jakin-minaren esku uzten du dena, zer den jakin nahiko duzulakoan.",
          "Orriak zure langile-zenbakia eta banku-kontua eskatzen ditu: mezularitza-enpresa batek ez du horietako bat ere behar entrega bat berriro antolatzeko.",
        ],
        lesson:
          "Ustekabeko pakete batek ia edonori pizten dio jakin-mina: zer ote da?, nork bidali du? Amu honek jakin-min hori baliatzen du, eta egiaztatzeko balioko lizuketen datu guztiak ezkutatzen ditu, hala nola jarraipen-zenbakia edo denda. Klik egin aurretik, galdetu zeure buruari benetan zerbaiten zain zauden. Hala bada, begiratu bidalketa mezularitza-enpresaren webgunean, helbidea zeuk idatzita, edo dendako eskaeraren orrian. Mezularitza-enpresa batek ez du zure langile-zenbakirik edo banku-daturik behar entrega berriro antolatzeko. Jakinarazi abisu susmagarriak jakinarazteko botoiarekin.",
      },
      pl: {
        senderName: "ParcelNet Doręczenia",
        subject: "Nie udało się dziś doręczyć Twojej paczki",
        heading: "Wybierz nowy termin doręczenia",
        greeting: "Dzień dobry {{firstName}},",
        body: [
          "Nasz kurier próbował dziś o 11:42 doręczyć Ci paczkę, ale nikt nie mógł jej odebrać.",
          "Paczka jest bezpiecznie przechowywana w najbliższym oddziale. Aby ją otrzymać, wybierz dogodny termin ponownego doręczenia i potwierdź swoje dane, żeby kurier mógł do Ciebie trafić.",
          "Jeśli w ciągu 5 dni roboczych nie wybierzesz terminu, paczka zostanie zwrócona do nadawcy.",
        ],
        button: "Wybierz termin doręczenia",
        signature: "Biuro Obsługi Klienta ParcelNet",
        landing: {
          title: "Zmień termin doręczenia",
          intro:
            "Aby zarezerwować nowy termin doręczenia, potwierdź swoje dane. Dzięki nim upewnimy się, że paczka trafi do właściwej osoby.",
          submit: "Potwierdź i wybierz termin",
        },
        cues: [
          "ParcelNet to nie firma kurierska, z której korzysta twoja firma, a awiza dotyczące przesyłek do miejsca pracy zwykle trafiają do recepcji, a nie bezpośrednio do ciebie.",
          "Wiadomość zwraca się do ciebie po imieniu, które łatwo znaleźć w internecie, ale nigdzie nie podaje twojego adresu ani niczego, co wiedziałby tylko prawdziwy kurier.",
          "Brak numeru przesyłki, nadawcy i opisu paczki: wiadomość liczy na to, że ciekawość każe ci sprawdzić, co to takiego.",
          "Strona prosi o numer pracownika i numer konta bankowego: żaden kurier nie potrzebuje tych danych, by zmienić termin doręczenia.",
        ],
        lesson:
          "Niespodziewana paczka budzi ciekawość niemal każdego: co to może być i kto ją przysłał? Ta przynęta wykorzystuje tę ciekawość i pomija wszystko, co pozwoliłoby ją sprawdzić, na przykład numer przesyłki czy nazwę sklepu. Zanim klikniesz, zastanów się, czy naprawdę na coś czekasz. Jeśli tak, sprawdź przesyłkę na stronie przewoźnika, wpisując jej adres samodzielnie, albo na stronie zamówienia w sklepie. Żaden kurier nie potrzebuje twojego numeru pracownika ani danych bankowych, by zmienić termin doręczenia. Podejrzane awiza zgłaszaj przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "ParcelNet Enviaments",
        subject: "Avui no hem pogut lliurar el teu paquet",
        heading: "Tria una nova franja de lliurament",
        greeting: "Hola, {{firstName}}:",
        body: [
          "El nostre repartidor ha intentat lliurar-te un paquet avui a les 11.42 h, però no hi havia ningú per recollir-lo.",
          "El paquet està guardat a la nostra delegació més propera. Per rebre'l, només cal que triïs una nova franja de lliurament que et vagi bé i que confirmis les teves dades perquè el repartidor et pugui trobar.",
          "Si no tries cap franja en 5 dies feiners, el paquet es retornarà al remitent.",
        ],
        button: "Triar franja de lliurament",
        signature: "Atenció al Client de ParcelNet",
        landing: {
          title: "Programa un nou lliurament",
          intro:
            "Per reservar una nova franja de lliurament, confirma les teves dades. Les fem servir per assegurar-nos que el paquet arriba a la persona correcta.",
          submit: "Confirmar i triar franja",
        },
        cues: [
          "ParcelNet no és una empresa de missatgeria amb què treballi la teva empresa, i els avisos de lliurament a la feina solen passar per recepció, no arribar-te directament.",
          "El missatge fa servir el teu nom, que és fàcil de trobar a internet, però no esmenta mai la teva adreça ni res que només sabria una missatgeria real.",
          "No hi ha número de seguiment, ni remitent, ni descripció del paquet: el missatge compta amb la teva curiositat per saber què és.",
          "La pàgina demana el teu número d'empleat i el compte bancari: cap empresa de missatgeria no necessita aquestes dades per reprogramar un lliurament.",
        ],
        lesson:
          "Un paquet inesperat desperta la curiositat de gairebé tothom: què deu ser?, qui l'envia? Aquest esquer aprofita aquesta curiositat i omet totes les dades que et permetrien comprovar-ho, com el número de seguiment o la botiga. Abans de fer clic, pregunta't si realment esperes res. Si és així, consulta l'enviament al web de la missatgeria escrivint tu mateix l'adreça, o des de la pàgina de la comanda a la botiga. Cap missatgeria no necessita el teu número d'empleat ni les teves dades bancàries per reprogramar un lliurament. Notifica els avisos sospitosos amb el botó de notificació.",
      },
      "pt-pt": {
        senderName: "ParcelNet Entregas",
        subject: "Não foi possível entregar a sua encomenda hoje",
        heading: "Escolha um novo horário de entrega",
        greeting: "Olá, {{firstName}},",
        body: [
          "O nosso estafeta tentou entregar-lhe uma encomenda hoje às 11h42, mas não estava ninguém disponível para a receber.",
          "A sua encomenda está guardada em segurança no nosso centro de distribuição mais próximo. Para a receber, basta escolher um novo horário de entrega que lhe seja conveniente e confirmar os seus dados, para que o estafeta saiba a quem a entregar.",
          "Se não escolher um horário no prazo de 5 dias úteis, a encomenda será devolvida ao remetente.",
        ],
        button: "Escolher horário de entrega",
        signature: "Apoio ao Cliente ParcelNet",
        landing: {
          title: "Reagende a sua entrega",
          intro:
            "Para reservar um novo horário de entrega, confirme os seus dados. Utilizamo-los para garantir que a encomenda chega à pessoa certa.",
          submit: "Confirmar e escolher horário",
        },
        cues: [
          "A ParcelNet não é uma transportadora com que a sua empresa trabalhe, e os avisos de entrega no local de trabalho costumam passar pela receção, em vez de lhe chegarem diretamente.",
          "A mensagem usa o seu nome próprio, fácil de encontrar na internet, mas nunca menciona a sua morada nem nada que só uma transportadora verdadeira saberia.",
          "Não há número de seguimento, nem remetente, nem descrição da encomenda: a mensagem conta com a sua curiosidade em saber o que é.",
          "A página pede o seu número de colaborador e o seu IBAN: nenhuma transportadora precisa desses dados para reagendar uma entrega.",
        ],
        lesson:
          "Uma encomenda inesperada desperta a curiosidade de quase toda a gente: o que será? Quem a enviou? Este isco aproveita essa curiosidade e omite todos os dados que lhe permitiriam verificá-la, como o número de seguimento ou a loja. Antes de clicar, pense bem: está mesmo à espera de alguma coisa? Se estiver, consulte o envio no site da transportadora, escrevendo o endereço, ou na página da encomenda na loja. Nenhuma transportadora precisa do seu número de colaborador nem dos seus dados bancários para reagendar uma entrega. Comunique os avisos suspeitos com o botão de denúncia.",
      },
    },
  },
  {
    id: 9,
    category: "parcel",
    level: 3,
    lever: "trust",
    landing: "download",
    senderLocal: "pod-notifications",
    brandColour: "#1d3f6e",
    cues: ["sender", "body", "link"],
    texts: {
      "es-es": {
        senderName: "SwiftRoute Logística",
        subject: "Prueba de entrega: envío 4471-0923 a {{company}}",
        heading: "Su albarán firmado está disponible",
        greeting: "Hola, {{firstName}}:",
        body: [
          "El envío 4471-0923 (2 bultos) se entregó esta mañana a las 9:17 en la recepción de {{company}} y se firmó a su llegada.",
          "Dado que usted figura como persona de contacto de este envío, le remitimos el albarán firmado y la foto de la entrega para su archivo.",
          "Si falta algo o algún bulto ha llegado dañado, comuníquenoslo en un plazo de 48 horas indicando el número de envío para que podamos abrir una reclamación.",
        ],
        button: "Descargar albarán",
        signature: "Equipo de Pruebas de Entrega, SwiftRoute Logística",
        landing: {
          title: "Albarán firmado - envío 4471-0923",
          intro:
            "Su prueba de entrega está lista. Descargue el PDF para ver la firma y la foto de la entrega.",
          submit: "Descargar PDF",
        },
        cues: [
          "SwiftRoute suena a empresa de transporte real, pero no es una con la que trabaje tu empresa, y la dirección no coincide con la de ningún aviso de entrega anterior.",
          "No has pedido ni esperabas este envío y, sin embargo, «figuras como contacto»; el plazo de 48 horas para reclamar te empuja a abrir el albarán enseguida para comprobarlo.",
          "Las empresas de transporte muestran la prueba de entrega en su propia página de seguimiento; aquí te piden descargar un archivo, que podría contener malware.",
        ],
        lesson:
          "Este mensaje imita un correo de empresa rutinario: un transportista que confirma una entrega en tu oficina. Como menciona tu empresa y describe un proceso creíble, inspira confianza y la descarga parece inofensiva. Pregúntate primero si esperabas esa entrega. Si tienes dudas, consúltalo con recepción o con la persona que hizo el pedido, y busca el envío en la web del transportista escribiendo tú mismo la dirección. Desconfía de las descargas inesperadas de remitentes externos y notifica el mensaje con el botón de notificación.",
      },
      "es-mx": {
        senderName: "SwiftRoute Logística",
        subject: "Comprobante de entrega: envío 4471-0923 a {{company}}",
        heading: "Su comprobante de entrega firmado está disponible",
        greeting: "Hola, {{firstName}}:",
        body: [
          "El envío 4471-0923 (2 paquetes) se entregó esta mañana a las 9:17 en la recepción de {{company}} y fue firmado de recibido a su llegada.",
          "Como usted aparece como contacto de este envío, le hacemos llegar el comprobante de entrega firmado y la foto de la entrega para sus registros.",
          "Si falta algo o algún paquete llegó dañado, infórmenos en un plazo de 48 horas indicando el número de guía para que podamos levantar una reclamación.",
        ],
        button: "Descargar comprobante",
        signature: "Equipo de Comprobantes de Entrega, SwiftRoute Logística",
        landing: {
          title: "Comprobante firmado - envío 4471-0923",
          intro:
            "Su comprobante de entrega está listo. Descargue el PDF para ver la firma y la foto de la entrega.",
          submit: "Descargar PDF",
        },
        cues: [
          "SwiftRoute suena a una paquetería real, pero no es una con la que trabaje su empresa, y la dirección no coincide con ningún aviso de entrega anterior.",
          "Usted no pidió ni esperaba este envío y, aun así, “aparece como contacto”; el plazo de 48 horas para reclamar busca que abra el comprobante de inmediato.",
          "Las paqueterías muestran el comprobante de entrega en su propia página de rastreo; aquí se le pide descargar un archivo, que podría contener malware.",
        ],
        lesson:
          "Este mensaje imita un correo de negocios rutinario: una paquetería que confirma una entrega en su oficina. Como menciona su empresa y describe un proceso creíble, inspira confianza y la descarga parece inofensiva. Primero pregúntese si esperaba esa entrega. Si tiene dudas, consulte con recepción o con la persona que hizo el pedido, y busque el envío en el sitio web de la paquetería escribiendo usted mismo la dirección. Desconfíe de las descargas inesperadas de remitentes externos y reporte el mensaje con el botón de reporte.",
      },
      "en-gb": {
        senderName: "SwiftRoute Logistics",
        subject: "Proof of delivery: consignment 4471-0923 to {{company}}",
        heading: "Your signed delivery note is available",
        greeting: "Hello {{firstName}},",
        body: [
          "Consignment 4471-0923 (2 packages) was delivered to the reception of {{company}} this morning at 09:17 and signed for on arrival.",
          "As you are listed as the contact for this consignment, we are sending you the signed delivery note and delivery photo for your records.",
          "If anything was missing or damaged, please let us know within 48 hours, quoting the consignment number, so that we can open a claim.",
        ],
        button: "Download delivery note",
        signature: "Proof of Delivery Team, SwiftRoute Logistics",
        landing: {
          title: "Signed delivery note - consignment 4471-0923",
          intro: "Your proof of delivery is ready. Download the PDF to see the signature and delivery photo.",
          submit: "Download PDF",
        },
        cues: [
          "SwiftRoute sounds like a genuine courier, but it is not one your company is known to use, and the address does not match any earlier delivery e-mails you have received.",
          "You did not order or expect this consignment, yet you are ‘listed as the contact’; the 48-hour claim window nudges you to open the note straight away to check.",
          "Couriers normally show proof of delivery on their own tracking page; here you are asked to download a file, which could contain malware.",
        ],
        lesson:
          "This message imitates a routine business e-mail: a courier confirming a delivery to your office. Because it names your company and describes a believable process, it feels safe, and the download seems harmless. First ask yourself whether you were expecting this delivery. If you are not sure, check with reception or the colleague who placed the order, and look the consignment up on the courier's website by typing its address yourself. Treat unexpected downloads from outside senders as suspicious, and report the message with the report button.",
      },
      "en-us": {
        senderName: "SwiftRoute Logistics",
        subject: "Proof of delivery: shipment 4471-0923 to {{company}}",
        heading: "Your signed delivery receipt is available",
        greeting: "Hi {{firstName}},",
        body: [
          "Shipment 4471-0923 (2 packages) was delivered to the front desk at {{company}} this morning at 9:17 a.m. and signed for on arrival.",
          "Since you are listed as the contact for this shipment, we're sending you the signed delivery receipt and delivery photo for your records.",
          "If anything was missing or damaged, please let us know within 48 hours and include the shipment number so we can open a claim.",
        ],
        button: "Download delivery receipt",
        signature: "Proof of Delivery Team, SwiftRoute Logistics",
        landing: {
          title: "Signed delivery receipt - shipment 4471-0923",
          intro:
            "Your proof of delivery is ready. Download the PDF to view the signature and delivery photo.",
          submit: "Download PDF",
        },
        cues: [
          "SwiftRoute sounds like a real carrier, but it isn't one your company is known to use, and the address doesn't match any earlier delivery emails you've received.",
          "You didn't order or expect this shipment, yet you're “listed as the contact”; the 48-hour claim window pushes you to open the receipt right away to check.",
          "Carriers normally show proof of delivery on their own tracking page; here you're asked to download a file, which could contain malware.",
        ],
        lesson:
          "This message mimics a routine business email: a carrier confirming a delivery to your office. Because it names your company and describes a believable process, it feels safe, and the download seems harmless. First ask yourself whether you were expecting this delivery. If you're not sure, check with the front desk or the coworker who placed the order, and look up the shipment on the carrier's website by typing the address yourself. Treat unexpected downloads from outside senders as suspicious, and report the message with the report button.",
      },
      eu: {
        senderName: "SwiftRoute Logistika",
        subject: "Entregaren froga: 4471-0923 bidalketa, {{company}} enpresarako",
        heading: "Sinatutako albarana eskuragarri dago",
        greeting: "Kaixo, {{firstName}}:",
        body: [
          "4471-0923 bidalketa (2 fardel) gaur goizean 9:17an entregatu da {{company}} enpresaren harreragunean, eta iristean sinatu dute.",
          "Bidalketa honen harremanetarako pertsona zu zarenez, sinatutako albarana eta entregaren argazkia bidaltzen dizkizugu, zure artxiborako.",
          "Zerbait falta bada edo kalteturik iritsi bada, jakinarazi iezaguzu 48 orduko epean, bidalketa-zenbakia adierazita, erreklamazioa ireki ahal izateko.",
        ],
        button: "Deskargatu albarana",
        signature: "Entrega Frogen Taldea, SwiftRoute Logistika",
        landing: {
          title: "Sinatutako albarana - 4471-0923 bidalketa",
          intro: "Zure entrega-froga prest dago. Deskargatu PDFa sinadura eta entregaren argazkia ikusteko.",
          submit: "Deskargatu PDFa",
        },
        cues: [
          "SwiftRoute benetako garraio-enpresa baten izena dirudi, baina zure enpresak ez du harekin lan egiten, eta helbidea ez dator bat aurretik jasotako entrega-abisuekin.",
          "Ez duzu bidalketa hau eskatu, ezta espero ere, eta, hala ere, «harremanetarako pertsona» zara; erreklamatzeko 48 orduko epeak albarana berehala irekitzera bultzatzen zaitu.",
          "Garraio-enpresek beren jarraipen-orrian erakusten dute entrega-froga; hemen, berriz, fitxategi bat deskargatzeko eskatzen dizute, eta malwarea izan dezake.",
        ],
        lesson:
          "Mezu honek ohiko enpresa-mezu bat imitatzen du: garraio-enpresa bat zure bulegoko entrega bat berresten. Zure enpresa aipatzen duenez eta prozesu sinesgarri bat deskribatzen duenez, konfiantza ematen du, eta deskarga kaltegabea dirudi. Lehenik, galdetu zeure buruari entrega hori espero zenuen. Zalantzarik baduzu, galdetu harreran edo eskaera egin zuen lankideari, eta bilatu bidalketa garraio-enpresaren webgunean, helbidea zeuk idatzita. Izan mesfidati kanpoko igorleen ustekabeko deskargekin, eta jakinarazi mezua jakinarazteko botoiarekin.",
      },
      pl: {
        senderName: "SwiftRoute Logistyka",
        subject: "Potwierdzenie doręczenia: przesyłka 4471-0923 do {{company}}",
        heading: "Podpisane potwierdzenie odbioru jest dostępne",
        greeting: "Dzień dobry {{firstName}},",
        body: [
          "Przesyłka 4471-0923 (2 paczki) została dziś o 9:17 doręczona do recepcji firmy {{company}} i pokwitowana przy odbiorze.",
          "Ponieważ w zleceniu wskazano ten adres e-mail jako kontakt dla przesyłki, przesyłamy podpisane potwierdzenie odbioru wraz ze zdjęciem z doręczenia.",
          "Jeśli czegoś brakuje lub przesyłka jest uszkodzona, prosimy o zgłoszenie w ciągu 48 godzin z podaniem numeru przesyłki, abyśmy mogli wszcząć postępowanie reklamacyjne.",
        ],
        button: "Pobierz potwierdzenie odbioru",
        signature: "Zespół Potwierdzeń Doręczeń, SwiftRoute Logistyka",
        landing: {
          title: "Podpisane potwierdzenie odbioru - przesyłka 4471-0923",
          intro:
            "Potwierdzenie doręczenia jest gotowe. Pobierz plik PDF, aby zobaczyć podpis i zdjęcie z doręczenia.",
          submit: "Pobierz PDF",
        },
        cues: [
          "SwiftRoute brzmi jak prawdziwa firma kurierska, ale twoja firma z niej nie korzysta, a adres nie zgadza się z adresami wcześniejszych powiadomień o dostawach.",
          "Ta przesyłka nie była zamawiana ani oczekiwana, a mimo to twój adres podano jako „kontakt”; 48-godzinny termin na reklamację skłania, by od razu otworzyć plik i sprawdzić.",
          "Firmy kurierskie pokazują potwierdzenie doręczenia na własnej stronie śledzenia przesyłek; tu trzeba pobrać plik, który może zawierać złośliwe oprogramowanie.",
        ],
        lesson:
          "Ta wiadomość udaje zwykły służbowy e-mail: kurier potwierdza doręczenie do twojego biura. Ponieważ wymienia nazwę twojej firmy i opisuje wiarygodny proces, budzi zaufanie, a pobranie pliku wydaje się nieszkodliwe. Najpierw zastanów się, czy ta dostawa była oczekiwana. W razie wątpliwości zapytaj recepcję lub osobę, która złożyła zamówienie, i sprawdź przesyłkę na stronie przewoźnika, wpisując jej adres samodzielnie. Traktuj nieoczekiwane pliki do pobrania od zewnętrznych nadawców jako podejrzane i zgłoś wiadomość przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "SwiftRoute Logística",
        subject: "Prova de lliurament: enviament 4471-0923 a {{company}}",
        heading: "L'albarà signat ja és disponible",
        greeting: "Hola, {{firstName}}:",
        body: [
          "L'enviament 4471-0923 (2 paquets) s'ha lliurat aquest matí a les 9.17 h a la recepció de {{company}} i s'ha signat en arribar.",
          "Com que vostè consta com a persona de contacte d'aquest enviament, li fem arribar l'albarà signat i la foto del lliurament perquè els arxivi.",
          "Si hi falta res o algun paquet ha arribat malmès, comuniqui'ns-ho en un termini de 48 hores indicant el número d'enviament perquè puguem obrir una reclamació.",
        ],
        button: "Descarregar l'albarà",
        signature: "Equip de Proves de Lliurament, SwiftRoute Logística",
        landing: {
          title: "Albarà signat - enviament 4471-0923",
          intro:
            "La prova de lliurament ja és a punt. Descarregueu el PDF per veure la signatura i la foto del lliurament.",
          submit: "Descarregar PDF",
        },
        cues: [
          "SwiftRoute sembla una empresa de transport real, però no és cap amb què treballi la teva empresa, i l'adreça no coincideix amb cap avís de lliurament anterior.",
          "No has demanat ni esperaves aquest enviament i, tanmateix, «consta com a contacte»; el termini de 48 hores per reclamar t'empeny a obrir l'albarà de seguida per comprovar-ho.",
          "Les empreses de transport mostren la prova de lliurament a la seva pròpia pàgina de seguiment; aquí et demanen que descarreguis un fitxer, que podria contenir programari maliciós.",
        ],
        lesson:
          "Aquest missatge imita un correu d'empresa rutinari: un transportista que confirma un lliurament a la teva oficina. Com que esmenta la teva empresa i descriu un procés creïble, inspira confiança i la descàrrega sembla inofensiva. Primer pregunta't si esperaves aquest lliurament. Si en tens dubtes, consulta-ho amb recepció o amb la persona que va fer la comanda, i cerca l'enviament al web del transportista escrivint tu mateix l'adreça. Desconfia de les descàrregues inesperades de remitents externs i notifica el missatge amb el botó de notificació.",
      },
      "pt-pt": {
        senderName: "SwiftRoute Logística",
        subject: "Comprovativo de entrega: envio 4471-0923 para {{company}}",
        heading: "A sua guia de entrega assinada está disponível",
        greeting: "Olá, {{firstName}},",
        body: [
          "O envio 4471-0923 (2 volumes) foi entregue esta manhã, às 9h17, na receção de {{company}} e assinado no ato da entrega.",
          "Como consta como pessoa de contacto deste envio, enviamos-lhe a guia de entrega assinada e a fotografia da entrega para os seus registos.",
          "Se faltar algum artigo ou algum volume tiver chegado danificado, informe-nos no prazo de 48 horas, indicando o número do envio, para que possamos abrir uma reclamação.",
        ],
        button: "Descarregar guia de entrega",
        signature: "Equipa de Comprovativos de Entrega, SwiftRoute Logística",
        landing: {
          title: "Guia de entrega assinada - envio 4471-0923",
          intro:
            "O seu comprovativo de entrega está pronto. Descarregue o PDF para ver a assinatura e a fotografia da entrega.",
          submit: "Descarregar PDF",
        },
        cues: [
          "SwiftRoute parece uma transportadora verdadeira, mas não é uma com que a sua empresa trabalhe, e o endereço não corresponde a nenhum aviso de entrega anterior.",
          "Não encomendou nem esperava este envio e, mesmo assim, «consta como pessoa de contacto»; o prazo de 48 horas para reclamar incentiva a abrir a guia de imediato para verificar.",
          "As transportadoras mostram o comprovativo de entrega na sua própria página de seguimento; aqui pedem-lhe que descarregue um ficheiro, que pode conter malware.",
        ],
        lesson:
          "Esta mensagem imita um e-mail profissional de rotina: uma transportadora a confirmar uma entrega no seu escritório. Como refere a sua empresa e descreve um processo credível, inspira confiança e a descarga parece inofensiva. Antes de mais, pense se estava à espera desta entrega. Em caso de dúvida, confirme com a receção ou com a pessoa que fez a encomenda e procure o envio no site da transportadora, escrevendo o endereço. Desconfie de descargas inesperadas de remetentes externos e comunique a mensagem com o botão de denúncia.",
      },
    },
  },
  {
    id: 10,
    category: "hr",
    level: 1,
    lever: "curiosity",
    landing: "personalData",
    senderLocal: "hr-bonus.payments",
    brandColour: "#6a2c8a",
    cues: ["sender", "subject", "body", "link"],
    texts: {
      "es-es": {
        senderName: "Departamento de Bonificaciones RRHH Pagos",
        subject: "¡¡ENHORABUENA!! Tienes una bonificación extra pendiente de cobro",
        heading: "Tienes una bonificación extra pendiente de cobro",
        greeting: "Estimado empleado:",
        body: [
          "Nos complace comunicarte que este año se te ha concedido una BONIFICACIÓN EXTRA como reconocimiento a tu trabajo.",
          "El importe de tu bonificación se mostrará cuando confirmes tus datos. Para cobrarla en tu próxima nómina, debes confirmar tu cuenta bancaria y tu número de empleado antes del viernes.",
          "Los empleados que no confirmen a tiempo perderán el derecho a la bonificación.",
        ],
        button: "Confirmar mi bonificación",
        signature: "Departamento de Bonificaciones de RRHH",
        landing: {
          title: "Bonificación extra: confirma tus datos",
          intro: "Confirma tus datos para ver el importe de tu bonificación y cobrarla en tu próxima nómina.",
          submit: "Confirmar y ver mi bonificación",
        },
        cues: [
          "«Departamento de Bonificaciones RRHH Pagos» no es ningún equipo de tu empresa, y la dirección no pertenece al dominio de tu empresa.",
          "Las mayúsculas y los dobles signos de exclamación son el grito típico de una estafa, no la forma en que Recursos Humanos anuncia una retribución.",
          "El importe se mantiene en secreto hasta que entregues tus datos, y te amenazan con perderlo si no confirmas antes del viernes: curiosidad más plazo. Además, Recursos Humanos ya tiene tu cuenta bancaria.",
          "El botón lleva a una página externa que pide tu cuenta bancaria y tu número de empleado, algo que Recursos Humanos nunca solicita por correo.",
        ],
        lesson:
          "Una buena noticia inesperada es un cebo muy eficaz: una bonificación cuyo importe solo se «desvela» después te da ganas de hacer clic solo para saberlo. Pero el departamento de nóminas ya tiene tus datos bancarios y nunca te los pide por correo. Los cambios reales en tu retribución llegan por los canales habituales de Recursos Humanos: la intranet, tu nómina o tu responsable. Cuando un correo te prometa dinero, detente y compruébalo con Recursos Humanos por un teléfono o canal que ya conozcas, y notifica el mensaje con el botón de notificación.",
      },
      "es-mx": {
        senderName: "Departamento de Bonos RH Pagos",
        subject: "¡¡FELICIDADES!! Tiene un bono extra por cobrar",
        heading: "Tiene un bono extra por cobrar",
        greeting: "Estimado colaborador:",
        body: [
          "Nos da gusto informarle que este año se le otorgó un BONO EXTRA como reconocimiento a su trabajo.",
          "El monto de su bono se mostrará una vez que confirme sus datos. Para recibirlo en su próxima nómina, debe confirmar su cuenta bancaria y su número de empleado antes del viernes.",
          "Los colaboradores que no confirmen a tiempo perderán el derecho al bono.",
        ],
        button: "Confirmar mi bono",
        signature: "Departamento de Bonos de RH",
        landing: {
          title: "Bono extra: confirme sus datos",
          intro: "Confirme sus datos para ver el monto de su bono y recibirlo en su próxima nómina.",
          submit: "Confirmar y ver mi bono",
        },
        cues: [
          "“Departamento de Bonos RH Pagos” no es ningún equipo de su empresa, y la dirección no pertenece al dominio de su empresa.",
          "Las mayúsculas y los dobles signos de exclamación son el grito típico de un fraude, no la forma en que Recursos Humanos anuncia una compensación.",
          "El monto se mantiene en secreto hasta que usted entregue sus datos, y se le advierte que lo perderá si no confirma antes del viernes: curiosidad más plazo. Además, RH ya tiene su cuenta bancaria.",
          "El botón lleva a una página externa que pide su cuenta bancaria y su número de empleado, algo que RH nunca solicita por correo.",
        ],
        lesson:
          "Una buena noticia inesperada es un anzuelo muy eficaz: un bono cuyo monto solo se “revela” después le da ganas de dar clic nada más para saberlo. Pero el área de nómina ya tiene sus datos bancarios y nunca se los pide por correo. Los cambios reales en su sueldo llegan por los canales habituales de RH: la intranet, su recibo de nómina o su jefe directo. Cuando un correo le prometa dinero, deténgase y verifíquelo con RH por un teléfono o canal que ya conozca, y reporte el mensaje con el botón de reporte.",
      },
      "en-gb": {
        senderName: "HR Bonus Department Payments",
        subject: "CONGRATULATIONS!! You have been selected for an extra bonus",
        heading: "You have been selected for an extra bonus",
        greeting: "Dear employee,",
        body: [
          "We are happy to inform you that you have been selected to receive an EXTRA BONUS this year, in recognition of your work.",
          "The amount of your bonus will be shown once you have confirmed your details. To receive it with your next salary, you must confirm your bank account and employee number before Friday.",
          "Employees who do not confirm on time will lose their right to the bonus.",
        ],
        button: "Confirm my bonus",
        signature: "HR Bonus Department",
        landing: {
          title: "Extra bonus: confirm your details",
          intro: "Confirm your details to see the amount of your bonus and receive it with your next salary.",
          submit: "Confirm and see my bonus",
        },
        cues: [
          "‘HR Bonus Department Payments’ is not a team at your company, and the address does not come from your company's domain.",
          "Capitals and a double exclamation mark are how a scam shouts, not how HR announces anything to do with your pay.",
          "The amount is kept secret until you hand over your details, and you are told you will lose the bonus after Friday: curiosity plus a deadline. HR already has your bank details anyway.",
          "The button leads to an outside page asking for your bank account and employee number, which HR never collects by e-mail.",
        ],
        lesson:
          "Unexpected good news is a powerful lure: a bonus whose amount is only ‘revealed’ later makes you want to click just to find out. But your payroll team already has your bank details and never asks for them by e-mail. Real changes to your pay are announced through the usual HR channels, such as the intranet, your payslip or your line manager. When an e-mail promises money, stop and check it with HR on a number or channel you already know, and report the message with the report button.",
      },
      "en-us": {
        senderName: "HR Bonus Department Payments",
        subject: "CONGRATULATIONS!! You have been selected for an extra bonus",
        heading: "You have been selected for an extra bonus",
        greeting: "Dear employee,",
        body: [
          "We are happy to let you know that you have been selected to receive an EXTRA BONUS this year in recognition of your work.",
          "Your bonus amount will be shown once you confirm your information. To receive it with your next paycheck, you must confirm your bank account and employee ID by Friday.",
          "Employees who do not confirm in time will forfeit the bonus.",
        ],
        button: "Confirm my bonus",
        signature: "HR Bonus Department",
        landing: {
          title: "Extra bonus: confirm your information",
          intro: "Confirm your information to see your bonus amount and receive it with your next paycheck.",
          submit: "Confirm and see my bonus",
        },
        cues: [
          "“HR Bonus Department Payments” isn't a team at your company, and the address isn't from your company's domain.",
          "All caps and a double exclamation point are how scams shout, not how HR announces anything about your pay.",
          "The amount stays hidden until you hand over your information, and you're told you'll forfeit the bonus after Friday: curiosity plus a deadline. HR already has your bank details anyway.",
          "The button goes to an outside page asking for your bank account and employee ID, which HR never collects by email.",
        ],
        lesson:
          "Unexpected good news is a powerful lure: a bonus whose amount is only “revealed” later makes you want to click just to find out. But payroll already has your direct deposit information and never asks for it by email. Real changes to your pay come through the usual HR channels, like the intranet, your pay stub, or your manager. When an email promises money, stop and verify it with HR using a phone number or channel you already know, and report the message with the report button.",
      },
      eu: {
        senderName: "Giza Baliabideen Bonu Saila Ordainketak",
        subject: "ZORIONAK!! Aparteko bonu bat duzu kobratzeko",
        heading: "Aparteko bonu bat duzu kobratzeko",
        greeting: "Langile estimatua:",
        body: [
          "Pozik jakinarazten dizugu aurten APARTEKO BONU bat eman zaizula, zure lanaren aitorpen gisa.",
          "Zure bonuaren zenbatekoa datuak berresten dituzunean erakutsiko da. Hurrengo nominan kobratzeko, zure banku-kontua eta langile-zenbakia berretsi behar dituzu ostirala baino lehen.",
          "Garaiz berresten ez duten langileek bonua jasotzeko eskubidea galduko dute.",
        ],
        button: "Berretsi nire bonua",
        signature: "Giza Baliabideen Bonu Saila",
        landing: {
          title: "Aparteko bonua: berretsi zure datuak",
          intro: "Berretsi zure datuak bonuaren zenbatekoa ikusteko eta hurrengo nominan kobratzeko.",
          submit: "Berretsi eta ikusi nire bonua",
        },
        cues: [
          "«Giza Baliabideen Bonu Saila Ordainketak» ez da zure enpresako talde bat, eta helbidea ez da zure enpresaren domeinukoa.",
          "Letra larriak eta harridura-ikur bikoitza iruzurren oihua dira; Giza Baliabideek ez dute horrela iragartzen soldatarekin lotutako ezer.",
          "Zenbatekoa ezkutuan gordetzen dute zure datuak eman arte, eta ostiralerako berresten ez baduzu bonua galduko duzula diote: jakin-mina gehi epea. Gainera, Giza Baliabideek badute zure banku-kontua.",
          "Botoiak kanpoko orri batera darama, eta zure banku-kontua eta langile-zenbakia eskatzen ditu; Giza Baliabideek ez dituzte sekula datu horiek posta elektronikoz eskatzen.",
        ],
        lesson:
          "Ustekabeko albiste on bat amu oso eraginkorra da: zenbatekoa geroago bakarrik «agertzen» duen bonu batek klik egiteko gogoa pizten dizu, jakiteko besterik ez bada ere. Baina nomina-sailak badauzka zure banku-datuak, eta ez dizkizu inoiz posta elektronikoz eskatzen. Soldatako benetako aldaketak Giza Baliabideen ohiko bideetatik iristen dira: intranetetik, nominatik edo zure arduradunaren bidez. Mezu batek dirua agintzen dizunean, gelditu eta egiaztatu Giza Baliabideekin, lehendik ezagutzen duzun telefono edo bide baten bidez, eta jakinarazi mezua jakinarazteko botoiarekin.",
      },
      pl: {
        senderName: "Dział Premii Kadry Płatności",
        subject: "GRATULACJE!! Przyznano Ci dodatkową premię",
        heading: "Przyznano Ci dodatkową premię",
        greeting: "Szanowny Pracowniku,",
        body: [
          "Z przyjemnością informujemy, że w tym roku przyznano Ci DODATKOWĄ PREMIĘ w uznaniu Twojej pracy.",
          "Kwota premii zostanie wyświetlona po potwierdzeniu Twoich danych. Aby otrzymać ją z najbliższym wynagrodzeniem, musisz potwierdzić numer konta bankowego i numer pracownika do piątku.",
          "Pracownicy, którzy nie potwierdzą danych w terminie, utracą prawo do premii.",
        ],
        button: "Potwierdź moją premię",
        signature: "Dział Premii Kadr",
        landing: {
          title: "Dodatkowa premia: potwierdź dane",
          intro:
            "Potwierdź swoje dane, aby zobaczyć kwotę premii i otrzymać ją z najbliższym wynagrodzeniem.",
          submit: "Potwierdź i zobacz premię",
        },
        cues: [
          "„Dział Premii Kadry Płatności” nie jest żadnym zespołem w twojej firmie, a adres nie pochodzi z firmowej domeny.",
          "Wielkie litery i podwójny wykrzyknik to typowy krzyk oszustów, a nie sposób, w jaki dział kadr ogłasza cokolwiek w sprawie wynagrodzeń.",
          "Kwota jest trzymana w tajemnicy, dopóki nie podasz danych, a do tego grozi ci utrata premii po piątku: ciekawość plus termin. Poza tym dział kadr i płac ma już twój numer konta.",
          "Przycisk prowadzi na zewnętrzną stronę, która prosi o numer konta i numer pracownika, a takich danych dział kadr nigdy nie zbiera e-mailem.",
        ],
        lesson:
          "Niespodziewana dobra wiadomość to bardzo skuteczna przynęta: premia, której kwota zostanie „ujawniona” dopiero później, kusi, by kliknąć choćby z ciekawości. Tymczasem dział płac ma już twoje dane bankowe i nigdy nie prosi o nie e-mailem. Prawdziwe zmiany w wynagrodzeniu ogłaszane są zwykłymi kanałami kadrowymi: w intranecie, na pasku płacowym lub przez przełożonego. Gdy e-mail obiecuje pieniądze, zatrzymaj się i sprawdź to w dziale kadr, korzystając ze znanego ci numeru telefonu lub kanału, a wiadomość zgłoś przyciskiem zgłaszania.",
      },
      cat: {
        senderName: "Departament de Bonificacions RH Pagaments",
        subject: "ENHORABONA!! Tens una bonificació extra pendent de cobrar",
        heading: "Tens una bonificació extra pendent de cobrar",
        greeting: "Benvolgut empleat,",
        body: [
          "Ens complau comunicar-te que enguany se t'ha concedit una BONIFICACIÓ EXTRA com a reconeixement de la teva feina.",
          "L'import de la teva bonificació es mostrarà quan confirmis les teves dades. Per cobrar-la amb la propera nòmina, has de confirmar el teu compte bancari i el teu número d'empleat abans de divendres.",
          "Els empleats que no confirmin a temps perdran el dret a la bonificació.",
        ],
        button: "Confirmar la meva bonificació",
        signature: "Departament de Bonificacions de RH",
        landing: {
          title: "Bonificació extra: confirma les teves dades",
          intro:
            "Confirma les teves dades per veure l'import de la bonificació i cobrar-la amb la propera nòmina.",
          submit: "Confirmar i veure la bonificació",
        },
        cues: [
          "«Departament de Bonificacions RH Pagaments» no és cap equip de la teva empresa, i l'adreça no pertany al domini de la teva empresa.",
          "Les majúscules i el doble signe d'exclamació són el crit típic d'una estafa, no la manera com Recursos Humans anuncia res relacionat amb el sou.",
          "L'import es manté en secret fins que lliuris les teves dades, i t'amenacen amb perdre'l si no confirmes abans de divendres: curiositat més termini. A més, Recursos Humans ja té el teu compte bancari.",
          "El botó porta a una pàgina externa que demana el teu compte bancari i el número d'empleat, dades que Recursos Humans no demana mai per correu.",
        ],
        lesson:
          "Una bona notícia inesperada és un esquer molt eficaç: una bonificació l'import de la qual només es «revela» després et fa venir ganes de fer clic només per saber-ho. Però l'equip de nòmines ja té les teves dades bancàries i no te les demana mai per correu. Els canvis reals en la teva retribució arriben pels canals habituals de Recursos Humans: la intranet, la nòmina o el teu responsable. Quan un correu et prometi diners, atura't i comprova-ho amb Recursos Humans per un telèfon o canal que ja coneguis, i notifica el missatge amb el botó de notificació.",
      },
      "pt-pt": {
        senderName: "Departamento de Bónus RH Pagamentos",
        subject: "PARABÉNS!! Tem um bónus extra por receber",
        heading: "Tem um bónus extra por receber",
        greeting: "Caro colaborador,",
        body: [
          "Temos o prazer de informar que este ano lhe foi atribuído um BÓNUS EXTRA, como reconhecimento pelo seu trabalho.",
          "O valor do seu bónus será apresentado assim que confirmar os seus dados. Para o receber com o próximo vencimento, deve confirmar a sua conta bancária e o seu número de colaborador até sexta-feira.",
          "Os colaboradores que não confirmarem a tempo perderão o direito ao bónus.",
        ],
        button: "Confirmar o meu bónus",
        signature: "Departamento de Bónus dos RH",
        landing: {
          title: "Bónus extra: confirme os seus dados",
          intro: "Confirme os seus dados para ver o valor do seu bónus e recebê-lo com o próximo vencimento.",
          submit: "Confirmar e ver o meu bónus",
        },
        cues: [
          "«Departamento de Bónus RH Pagamentos» não é nenhuma equipa da sua empresa, e o endereço não pertence ao domínio da sua empresa.",
          "As maiúsculas e o duplo ponto de exclamação são o grito típico de uma burla, não a forma como os Recursos Humanos anunciam algo relacionado com o seu vencimento.",
          "O valor fica em segredo até entregar os seus dados, e ameaçam que perderá o bónus se não confirmar até sexta-feira: curiosidade mais prazo. Além disso, os Recursos Humanos já têm a sua conta bancária.",
          "O botão leva a uma página externa que pede a sua conta bancária e o número de colaborador, dados que os Recursos Humanos nunca pedem por e-mail.",
        ],
        lesson:
          "Uma boa notícia inesperada é um isco muito eficaz: um bónus cujo valor só é «revelado» depois dá vontade de clicar só para saber. Mas o processamento salarial já tem os seus dados bancários e nunca lhos pede por e-mail. As alterações reais ao seu vencimento chegam pelos canais habituais dos Recursos Humanos: a intranet, o recibo de vencimento ou a sua chefia. Quando um e-mail lhe prometer dinheiro, pare e confirme junto dos Recursos Humanos através de um telefone ou canal que já conheça, e comunique a mensagem com o botão de denúncia.",
      },
    },
  },
];
