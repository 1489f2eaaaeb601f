import type { Locale } from "@wellguard/contract";
import type { PhishingPageTexts } from "./pages";

export const PAGE_TEXTS_MORE: Record<Exclude<Locale, "es-es" | "en-gb" | "en-us">, PhishingPageTexts> = {
  "es-mx": {
    fields: {
      email: "Correo electrónico",
      password: "Contraseña",
      cardholder: "Nombre del titular",
      cardNumber: "Número de tarjeta",
      expiry: "Fecha de vencimiento (MM/AA)",
      securityCode: "Código de seguridad",
      fullName: "Nombre completo",
      employeeNumber: "Número de empleado",
      bankAccount: "Cuenta bancaria (CLABE)",
    },
    downloadFile: "Documento (PDF, 248 KB)",
    secureNotice: "Conexión segura",
    training: {
      title: "Esto fue una simulación de phishing",
      clicked:
        "Usted abrió un enlace de un correo electrónico de phishing simulado que envió el equipo de seguridad de su organización. No se instaló nada ni se robó ninguna información.",
      submitted:
        "Además, llenó la página falsa: {{fields}}. Lo que escribió nunca salió de su navegador; solo se registró que esos campos se llenaron.",
      downloaded:
        "Además, presionó el botón de descarga. En un ataque real, ese archivo podría haber instalado software malicioso en su computadora.",
      reassurance:
        "Incluso las personas más cuidadosas caen ante un engaño bien hecho. Lo importante es aprender a reconocer las señales: tómese un minuto para revisarlas.",
      messageTitle: "El mensaje que recibió",
      messageHint: "Los números marcan las señales que pudieron alertarle.",
      cuesTitle: "Lo que pudo alertarle",
      lessonTitle: "Lección de un minuto",
      libraryLink: "Aprenda más en su biblioteca: {{title}}",
      reportTitle: "La próxima vez",
      report:
        "No haga clic. Reporte el mensaje a su equipo de seguridad con el botón de reporte de su programa de correo, o reenvíelo a la dirección que le indicaron, y después elimínelo.",
    },
    notFound: "Esta página no existe.",
  },
  eu: {
    fields: {
      email: "Helbide elektronikoa",
      password: "Pasahitza",
      cardholder: "Txartelaren titularra",
      cardNumber: "Txartelaren zenbakia",
      expiry: "Iraungitze-data (HH/UU)",
      securityCode: "Segurtasun-kodea",
      fullName: "Izen-abizenak",
      employeeNumber: "Langile-zenbakia",
      bankAccount: "Banku-kontua (IBAN)",
    },
    downloadFile: "Dokumentua (PDF, 248 KB)",
    secureNotice: "Konexio segurua",
    training: {
      title: "Phishing simulazio bat zen",
      clicked:
        "Zure erakundeko segurtasun-taldeak bidalitako phishing mezu simulatu bateko esteka bat ireki duzu. Ez da ezer instalatu, eta ez da ezer lapurtu.",
      submitted:
        "Gainera, orri faltsua bete duzu: {{fields}}. Idatzi duzuna ez da inoiz zure nabigatzailetik irten; eremu horiek bete zirela soilik erregistratu da.",
      downloaded:
        "Gainera, deskargatzeko botoia sakatu duzu. Benetako eraso batean, fitxategi horrek software maltzurra instala zezakeen zure ordenagailuan.",
      reassurance:
        "Arretaz ibiltzen diren pertsonak ere erortzen dira ondo prestatutako amarruetan. Garrantzitsuena seinaleak ezagutzen ikastea da; hartu minutu bat haiei begiratzeko.",
      messageTitle: "Jaso duzun mezua",
      messageHint: "Zenbakiek ohartaraz zintzaketen seinaleak markatzen dituzte.",
      cuesTitle: "Zerk ohartaraz zintzakeen",
      lessonTitle: "Minutu bateko ikasgaia",
      libraryLink: "Ikasi gehiago zure liburutegian: {{title}}",
      reportTitle: "Hurrengoan",
      report:
        "Ez egin klik. Jakinarazi mezua zure segurtasun-taldeari posta-programaren jakinarazteko botoiaz, edo birbidali adierazi dizuten helbidera, eta ondoren ezabatu.",
    },
    notFound: "Orri hau ez da existitzen.",
  },
  pl: {
    fields: {
      email: "Adres e-mail",
      password: "Hasło",
      cardholder: "Imię i nazwisko na karcie",
      cardNumber: "Numer karty",
      expiry: "Data ważności (MM/RR)",
      securityCode: "Kod zabezpieczający",
      fullName: "Imię i nazwisko",
      employeeNumber: "Numer pracowniczy",
      bankAccount: "Numer konta bankowego (IBAN)",
    },
    downloadFile: "Dokument (PDF, 248 KB)",
    secureNotice: "Bezpieczne połączenie",
    training: {
      title: "To była symulacja phishingu",
      clicked:
        "Otwarto link z symulowanej wiadomości phishingowej, którą wysłał zespół bezpieczeństwa Twojej organizacji. Nic nie zostało zainstalowane ani wykradzione.",
      submitted:
        "Na fałszywej stronie wypełniono też pola: {{fields}}. Wpisane dane nie opuściły Twojej przeglądarki; zapisano jedynie, że te pola zostały wypełnione.",
      downloaded:
        "Kliknięto też przycisk pobierania. Podczas prawdziwego ataku ten plik mógłby zainstalować złośliwe oprogramowanie na Twoim komputerze.",
      reassurance:
        "Na dobrze przygotowaną przynętę dają się złapać nawet ostrożne osoby. Najważniejsze to nauczyć się rozpoznawać sygnały ostrzegawcze, więc poświęć minutę, żeby się im przyjrzeć.",
      messageTitle: "Otrzymana wiadomość",
      messageHint: "Numery wskazują sygnały, które mogły wzbudzić podejrzenia.",
      cuesTitle: "Co mogło wzbudzić podejrzenia",
      lessonTitle: "Lekcja na minutę",
      libraryLink: "Dowiedz się więcej w bibliotece: {{title}}",
      reportTitle: "Następnym razem",
      report:
        "Nie klikaj. Zgłoś wiadomość zespołowi bezpieczeństwa za pomocą przycisku zgłaszania w programie pocztowym lub przekaż ją na adres wskazany przez zespół, a następnie ją usuń.",
    },
    notFound: "Ta strona nie istnieje.",
  },
  cat: {
    fields: {
      email: "Adreça electrònica",
      password: "Contrasenya",
      cardholder: "Titular de la targeta",
      cardNumber: "Número de targeta",
      expiry: "Data de caducitat (MM/AA)",
      securityCode: "Codi de seguretat",
      fullName: "Nom i cognoms",
      employeeNumber: "Número d'empleat",
      bankAccount: "Compte bancari (IBAN)",
    },
    downloadFile: "Document (PDF, 248 KB)",
    secureNotice: "Connexió segura",
    training: {
      title: "Això era una simulació de phishing",
      clicked:
        "Has obert un enllaç d'un correu de phishing simulat que ha enviat l'equip de seguretat de la teva organització. No s'ha instal·lat ni s'ha robat res.",
      submitted:
        "A més, has emplenat la pàgina falsa: {{fields}}. El que hi has escrit no ha sortit mai del teu navegador; només s'ha registrat que aquests camps s'havien emplenat.",
      downloaded:
        "A més, has premut el botó de baixada. En un atac real, aquest fitxer podria haver instal·lat programari maliciós al teu ordinador.",
      reassurance:
        "Fins i tot les persones més curoses cauen en un parany ben fet. L'important és aprendre a reconèixer els senyals: dedica-hi un minut.",
      messageTitle: "El missatge que has rebut",
      messageHint: "Els números marquen els senyals que t'haurien pogut alertar.",
      cuesTitle: "Què t'hauria pogut alertar",
      lessonTitle: "Lliçó d'un minut",
      libraryLink: "Aprèn-ne més a la teva biblioteca: {{title}}",
      reportTitle: "La pròxima vegada",
      report:
        "No hi facis clic. Notifica el missatge a l'equip de seguretat amb el botó de notificació del teu programa de correu, o reenvia'l a l'adreça que t'hagin indicat, i després esborra'l.",
    },
    notFound: "Aquesta pàgina no existeix.",
  },
  "pt-pt": {
    fields: {
      email: "Endereço de e-mail",
      password: "Palavra-passe",
      cardholder: "Titular do cartão",
      cardNumber: "Número do cartão",
      expiry: "Data de validade (MM/AA)",
      securityCode: "Código de segurança",
      fullName: "Nome completo",
      employeeNumber: "Número de colaborador",
      bankAccount: "Conta bancária (IBAN)",
    },
    downloadFile: "Documento (PDF, 248 KB)",
    secureNotice: "Ligação segura",
    training: {
      title: "Isto foi uma simulação de phishing",
      clicked:
        "Abriu uma ligação num e-mail de phishing simulado, enviado pela equipa de segurança da sua organização. Nada foi instalado e nada foi roubado.",
      submitted:
        "Também preencheu a página falsa: {{fields}}. O que escreveu nunca saiu do seu browser; apenas ficou registado que esses campos foram preenchidos.",
      downloaded:
        "Também carregou no botão de transferência. Num ataque real, esse ficheiro poderia ter instalado software malicioso no seu computador.",
      reassurance:
        "Mesmo as pessoas mais cuidadosas caem num engodo bem feito. O importante é aprender a reconhecer os sinais, por isso dedique um minuto a observá-los.",
      messageTitle: "A mensagem que recebeu",
      messageHint: "Os números assinalam os sinais de alerta que podia ter detetado.",
      cuesTitle: "O que podia ter servido de alerta",
      lessonTitle: "Lição de um minuto",
      libraryLink: "Saiba mais na sua biblioteca: {{title}}",
      reportTitle: "Da próxima vez",
      report:
        "Não clique. Reporte a mensagem à sua equipa de segurança com o botão de reportar do seu programa de e-mail, ou reencaminhe-a para o endereço que lhe indicaram, e depois elimine-a.",
    },
    notFound: "Esta página não existe.",
  },
};
