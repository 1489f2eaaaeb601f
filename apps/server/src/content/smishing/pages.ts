import type { Locale } from "@wellguard/contract";
import type { PhishingPageTexts } from "../phishing/pages";

/*
 * The training page after an SMS lure (docs/smishing.md "Landing and training pages", rendered by
 * features/campaigns/sms/pages.ts): the phishing training page's words (content/phishing/pages.ts) with these
 * sentences in place of the ones that speak of an e-mail or a computer. What to do next time says not to reply
 * (a reply confirms the number) and to tell the security team, not to forward it to the report mailbox. The
 * landing forms' labels are the phishing ones unchanged.
 */

export type SmishingTrainingTexts = Pick<
  PhishingPageTexts["training"],
  "title" | "clicked" | "downloaded" | "messageTitle" | "report"
>;

export const SMISHING_TRAINING_TEXTS: Record<Locale, SmishingTrainingTexts> = {
  "es-es": {
    title: "Esto era una simulación de smishing",
    clicked:
      "Has abierto un enlace de un SMS simulado que ha enviado el equipo de seguridad de tu organización. No se ha instalado nada ni se ha robado nada.",
    downloaded:
      "Además, pulsaste el botón de descarga. En un ataque real, ese archivo podría haber instalado una app maliciosa en tu móvil.",
    messageTitle: "El SMS que recibiste",
    report:
      "No pulses el enlace ni contestes al SMS: al responder, confirmas que tu número está activo. Avisa a tu equipo de seguridad (basta con una captura de pantalla) y después borra el mensaje.",
  },
  "es-mx": {
    title: "Esto fue una simulación de smishing",
    clicked:
      "Usted abrió un enlace de un SMS simulado que envió el equipo de seguridad de su organización. No se instaló nada ni se robó ninguna información.",
    downloaded:
      "Además, presionó el botón de descarga. En un ataque real, ese archivo podría haber instalado una app maliciosa en su celular.",
    messageTitle: "El SMS que recibió",
    report:
      "No toque el enlace ni conteste el SMS: al responder, confirma que su número está activo. Avise a su equipo de seguridad (basta con una captura de pantalla) y después borre el mensaje.",
  },
  "en-gb": {
    title: "This was a smishing simulation",
    clicked:
      "You opened a link in a simulated text message sent by your organisation's security team. Nothing was installed and nothing was taken.",
    downloaded:
      "You also pressed the download button. In a real attack, that file could have installed a malicious app on your phone.",
    messageTitle: "The text message you received",
    report:
      "Do not tap the link or reply to the text: a reply tells the sender that your number is in use. Tell your security team about it (a screenshot is enough), then delete the message.",
  },
  "en-us": {
    title: "This was a smishing simulation",
    clicked:
      "You opened a link in a simulated text message sent by your organization's security team. Nothing was installed and nothing was taken.",
    downloaded:
      "You also tapped the download button. In a real attack, that file could have installed a malicious app on your phone.",
    messageTitle: "The text message you received",
    report:
      "Don't tap the link or reply to the text: a reply tells the sender your number is active. Let your security team know about it (a screenshot is enough), then delete the message.",
  },
  eu: {
    title: "Smishing simulazio bat zen",
    clicked:
      "Zure erakundeko segurtasun-taldeak bidalitako SMS simulatu bateko esteka bat ireki duzu. Ez da ezer instalatu, eta ez da ezer lapurtu.",
    downloaded:
      "Gainera, deskargatzeko botoia sakatu duzu. Benetako eraso batean, fitxategi horrek aplikazio maltzur bat instala zezakeen zure mugikorrean.",
    messageTitle: "Jaso duzun SMSa",
    report:
      "Ez sakatu esteka, eta ez erantzun SMSari: erantzunez gero, igorleak jakingo du zure zenbakia erabiltzen dela. Jakinarazi zure segurtasun-taldeari (nahikoa da pantaila-argazki bat), eta ondoren ezabatu mezua.",
  },
  pl: {
    title: "To była symulacja smishingu",
    clicked:
      "Otwarto link z symulowanego SMS-a, który wysłał zespół bezpieczeństwa Twojej organizacji. Nic nie zostało zainstalowane ani wykradzione.",
    downloaded:
      "Kliknięto też przycisk pobierania. Podczas prawdziwego ataku ten plik mógłby zainstalować złośliwą aplikację na Twoim telefonie.",
    messageTitle: "Otrzymany SMS",
    report:
      "Nie klikaj linku i nie odpowiadaj na SMS-a: odpowiedź potwierdza nadawcy, że Twój numer jest aktywny. Zgłoś go zespołowi bezpieczeństwa (wystarczy zrzut ekranu), a następnie usuń wiadomość.",
  },
  cat: {
    title: "Això era una simulació de smishing",
    clicked:
      "Has obert un enllaç d'un SMS simulat que ha enviat l'equip de seguretat de la teva organització. No s'ha instal·lat ni s'ha robat res.",
    downloaded:
      "A més, has premut el botó de baixada. En un atac real, aquest fitxer podria haver instal·lat una aplicació maliciosa al teu mòbil.",
    messageTitle: "L'SMS que has rebut",
    report:
      "No toquis l'enllaç ni responguis a l'SMS: si respons, confirmes que el teu número està actiu. Avisa l'equip de seguretat (n'hi ha prou amb una captura de pantalla) i després esborra el missatge.",
  },
  "pt-pt": {
    title: "Isto foi uma simulação de smishing",
    clicked:
      "Abriu uma ligação num SMS simulado, enviado pela equipa de segurança da sua organização. Nada foi instalado e nada foi roubado.",
    downloaded:
      "Também carregou no botão de transferência. Num ataque real, esse ficheiro poderia ter instalado uma aplicação maliciosa no seu telemóvel.",
    messageTitle: "O SMS que recebeu",
    report:
      "Não toque na ligação nem responda ao SMS: ao responder, confirma que o seu número está ativo. Avise a equipa de segurança (basta uma captura de ecrã) e depois apague a mensagem.",
  },
};
