import type { LandingField, Locale } from "@wellguard/contract";
import { PAGE_TEXTS_MORE } from "./pages-more";
import type { LureCategory } from "./types";

/*
 * The product's own words on the phishing host (docs/phishing.md "Landing and training pages"): the landing
 * forms' field labels, and the training page a person sees after clicking, in their language. Nothing a person
 * or a controller typed is ever put inside these sentences.
 */

export interface PhishingPageTexts {
  fields: Record<LandingField, string>;
  /** The file name line on a download page. */
  downloadFile: string;
  /** The small line under a landing form. */
  secureNotice: string;
  /** The training page. */
  training: {
    title: string;
    /** After a click. */
    clicked: string;
    /** After a submission; {{fields}} is the list of the labels of the fields filled. */
    submitted: string;
    /** After a download page's button. */
    downloaded: string;
    reassurance: string;
    messageTitle: string;
    /** Shown over the reproduced message: the numbers point to the cues below. */
    messageHint: string;
    cuesTitle: string;
    lessonTitle: string;
    /** {{title}} is the library asset's title. */
    libraryLink: string;
    reportTitle: string;
    report: string;
  };
  /** The page of a link that is not (or no longer) known. */
  notFound: string;
}

const EN_GB: PhishingPageTexts = {
  fields: {
    email: "E-mail address",
    password: "Password",
    cardholder: "Name on the card",
    cardNumber: "Card number",
    expiry: "Expiry date (MM/YY)",
    securityCode: "Security code",
    fullName: "Full name",
    employeeNumber: "Employee number",
    bankAccount: "Bank account (IBAN)",
  },
  downloadFile: "Document (PDF, 248 KB)",
  secureNotice: "Secure connection",
  training: {
    title: "This was a phishing simulation",
    clicked:
      "You opened a link in a simulated phishing e-mail sent by your organisation's security team. Nothing was installed and nothing was taken.",
    submitted:
      "You also filled in the fake page: {{fields}}. What you typed never left your browser; only the fact that these fields were filled was recorded.",
    downloaded:
      "You also pressed the download button. In a real attack, that file could have installed malicious software on your computer.",
    reassurance:
      "Careful people fall for well-made lures too. What matters is learning the signs, so take a minute to look at them.",
    messageTitle: "The message you received",
    messageHint: "The numbers mark the signs that could have warned you.",
    cuesTitle: "What could have warned you",
    lessonTitle: "One-minute lesson",
    libraryLink: "Learn more in your library: {{title}}",
    reportTitle: "Next time",
    report:
      "Do not click. Report the message to your security team with your mail program's report button, or forward it to the address they gave you, then delete it.",
  },
  notFound: "This page does not exist.",
};

const EN_US: PhishingPageTexts = {
  ...EN_GB,
  fields: {
    ...EN_GB.fields,
    cardholder: "Name on card",
    expiry: "Expiration date (MM/YY)",
    bankAccount: "Bank account number",
  },
  training: {
    ...EN_GB.training,
    clicked:
      "You opened a link in a simulated phishing email sent by your organization's security team. Nothing was installed and nothing was taken.",
    report:
      "Don't click. Report the message to your security team with your email program's report button, or forward it to the address they gave you, then delete it.",
  },
};

const ES_ES: PhishingPageTexts = {
  fields: {
    email: "Correo electrónico",
    password: "Contraseña",
    cardholder: "Titular de la tarjeta",
    cardNumber: "Número de tarjeta",
    expiry: "Caducidad (MM/AA)",
    securityCode: "Código de seguridad",
    fullName: "Nombre y apellidos",
    employeeNumber: "Número de empleado",
    bankAccount: "Cuenta bancaria (IBAN)",
  },
  downloadFile: "Documento (PDF, 248 KB)",
  secureNotice: "Conexión segura",
  training: {
    title: "Esto era una simulación de phishing",
    clicked:
      "Has abierto un enlace de un correo de phishing simulado que ha enviado el equipo de seguridad de tu organización. No se ha instalado nada ni se ha robado nada.",
    submitted:
      "Además, has rellenado la página falsa: {{fields}}. Lo que escribiste no salió de tu navegador; solo se registró que esos campos estaban rellenos.",
    downloaded:
      "Además, pulsaste el botón de descarga. En un ataque real, ese archivo podría haber instalado software malicioso en tu ordenador.",
    reassurance:
      "Hasta las personas más cuidadosas caen con un engaño bien hecho. Lo importante es aprender las señales: dedícales un minuto.",
    messageTitle: "El mensaje que recibiste",
    messageHint: "Los números marcan las señales que podían haberte avisado.",
    cuesTitle: "Lo que podía haberte avisado",
    lessonTitle: "Lección de un minuto",
    libraryLink: "Aprende más en tu biblioteca: {{title}}",
    reportTitle: "La próxima vez",
    report:
      "No hagas clic. Notifica el mensaje a tu equipo de seguridad con el botón de notificación de tu programa de correo, o reenvíalo a la dirección que te indicaron, y después bórralo.",
  },
  notFound: "Esta página no existe.",
};

export const PAGE_TEXTS: Record<Locale, PhishingPageTexts> = {
  "es-es": ES_ES,
  "en-gb": EN_GB,
  "en-us": EN_US,
  ...PAGE_TEXTS_MORE,
};

/** The library asset a training page points to, by lure category (content/assets/catalogue.ts ids). */
export const RELATED_ASSET: Record<LureCategory, number> = {
  credentials: 2,
  invoice: 6,
  parcel: 1,
  hr: 13,
  itAlert: 7,
  fileShare: 14,
  executive: 11,
  perks: 13,
};
