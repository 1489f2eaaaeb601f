import { LANDING_FIELDS, type LandingField, LOCALE_BCP47, type Locale } from "@wellguard/contract";
import { ASSET_TEXTS, assetById } from "../../../content/assets/catalogue";
import { PAGE_TEXTS, RELATED_ASSET } from "../../../content/phishing/pages";
import type { LandingKind } from "../../../content/phishing/types";
import { renderSmsMessage, type SmsMergeValues, smsMergeValues } from "../../../content/smishing/merge";
import { SMISHING_TRAINING_TEXTS } from "../../../content/smishing/pages";
import type { SmishingTemplateDefinition, SmsCueTarget } from "../../../content/smishing/types";
import { escapeHtml } from "../../../lib/html";

/*
 * The landing and training pages of an SMS lure (docs/smishing.md "Landing and training pages"), served on the
 * phishing host by tracking.ts, which wraps them in its page shell (head, STYLE and SMS_PAGE_STYLE). Pure
 * functions: everything that comes from a template, a person or the database is escaped here, and none of them
 * ever receives a value a person typed: a submission is only the names of the fields that were filled.
 */

/** A page's title (escaped by the shell) and the HTML of its body. */
export interface SmsPage {
  title: string;
  body: string;
}

/**
 * SMS templates have no brand colour (an SMS has no header to paint): the landing page takes a neutral colour by
 * what it asks for, each dark enough for white text (contrast 5.4:1 or more, WCAG AA).
 */
export const SMS_LANDING_COLOUR: Record<LandingKind, string> = {
  /** Slate: the grey-blue of sign-in pages. */
  signin: "#334155",
  /** Blue: a file-sharing page. */
  download: "#1d4ed8",
  /** Teal: a payment page. */
  payment: "#0f766e",
  /** Indigo: a form asking for personal or payroll data. */
  personalData: "#4338ca",
};

/** The landing forms' input types, as on the e-mail landing pages (tracking.ts INPUT_TYPE). */
const INPUT_TYPE: Record<LandingField, string> = {
  email: "email",
  password: "password",
  cardholder: "text",
  cardNumber: "text",
  expiry: "text",
  securityCode: "password",
  fullName: "text",
  employeeNumber: "text",
  bankAccount: "text",
};

/** The person's details merged into their text (cut as the sender cut them: merge.ts smsMergeValues). */
export interface SmsPerson {
  firstName: string;
  company: string;
}

/** A text of the template with the person's values in, and escaped. */
function filled(text: string, values: SmsMergeValues): string {
  return escapeHtml(renderSmsMessage(text, values));
}

export interface SmsLandingInput {
  definition: SmishingTemplateDefinition;
  locale: Locale;
  person: SmsPerson;
  /** The recipient's token (already checked against tracking.ts TOKEN). */
  token: string;
  /** The hit the page's script confirms (0 once the campaign has ended: nothing is recorded then). */
  hit: number;
}

/**
 * The fake page of an SMS lure: the same markup as an e-mail lure's (so /s/landing.js confirms the click and sends
 * only the names of the filled fields), with the template's sender id as the brand line.
 */
export function smsLandingPage({ definition, locale, person, token, hit }: SmsLandingInput): SmsPage {
  const texts = definition.texts[locale];
  const pageTexts = PAGE_TEXTS[locale];
  const values = smsMergeValues(person, "");
  const colour = SMS_LANDING_COLOUR[definition.landing];
  const inputs = LANDING_FIELDS[definition.landing]
    .map(
      (field) =>
        `<label for="f-${field}">${escapeHtml(pageTexts.fields[field])}</label><input id="f-${field}" data-field="${field}" type="${INPUT_TYPE[field]}" autocomplete="off">`,
    )
    .join("");
  const download =
    definition.landing === "download" ? `<p class="muted">${escapeHtml(pageTexts.downloadFile)}</p>` : "";
  const safeToken = escapeHtml(token);
  return {
    title: renderSmsMessage(texts.landing.title, values),
    body: `<main data-token="${safeToken}" data-hit="${hit}"><div class="card"><div class="brand" style="background:${colour}">${escapeHtml(texts.senderId)}</div><div class="content"><h1>${filled(texts.landing.title, values)}</h1><p>${filled(texts.landing.intro, values)}</p><form method="post" action="/l/${safeToken}/submit" novalidate>${inputs}${download}<button type="submit" style="background:${colour}">${filled(texts.landing.submit, values)}</button></form><p class="muted">${escapeHtml(pageTexts.secureNotice)}</p></div></div></main><script src="/s/landing.js"></script>`,
  };
}

/**
 * The link as the training page shows it: the phishing host's origin and the path, with the token left out. The
 * host is what the lesson is about; the token adds nothing to learn, and shown on a page people screenshot and
 * share it would let anyone who reads it open the landing page and be recorded as this person (a click, or a
 * submission they never made). The address bar of the training page itself only holds it on this person's screen.
 */
export function smsDisplayedLink(origin: string): string {
  return `${origin}/l/…`;
}

export interface SmsTrainingInput {
  definition: SmishingTemplateDefinition;
  locale: Locale;
  person: SmsPerson;
  /** The sender the text went out with: the company's own sender id when it has one, else the template's. */
  senderId: string;
  /** The link as shown in the text (smsDisplayedLink). */
  link: string;
  /** Whether the person submitted the landing page, and the names of the fields they filled (never values). */
  submitted: boolean;
  submittedFields: readonly string[];
  /** The product's own address, for the library link. */
  publicUrl: string;
}

/**
 * The training page after an SMS lure, in the person's language: what happened, the text as a phone shows it
 * with the cues numbered on the sender, the text and the link, the cues, the one-minute lesson with the related
 * library asset, and what to do next time.
 */
export function smsTrainingPage(input: SmsTrainingInput): SmsPage {
  const { definition, locale } = input;
  const texts = definition.texts[locale];
  const training = { ...PAGE_TEXTS[locale].training, ...SMISHING_TRAINING_TEXTS[locale] };
  const fieldLabels = PAGE_TEXTS[locale].fields;
  const known: readonly string[] = LANDING_FIELDS[definition.landing];
  const fieldsFilled = input.submittedFields.filter((f): f is LandingField => known.includes(f));
  const listFormat = new Intl.ListFormat(LOCALE_BCP47[locale], { type: "conjunction" });
  const happened = [
    training.clicked,
    input.submitted && definition.landing === "download" ? training.downloaded : null,
    input.submitted && fieldsFilled.length > 0
      ? training.submitted.replace("{{fields}}", listFormat.format(fieldsFilled.map((f) => fieldLabels[f])))
      : null,
    training.reassurance,
  ].filter((p): p is string => p !== null);

  const cueNumber = new Map(definition.cues.map((target, i) => [target, i + 1]));
  const mark = (target: SmsCueTarget) => {
    const n = cueNumber.get(target);
    return n ? `<span class="mark" aria-hidden="true">${n}</span>` : "";
  };
  const flagged = (target: SmsCueTarget, classes = "") => {
    const all = [classes, cueNumber.has(target) ? "flagged" : ""].filter(Boolean).join(" ");
    return all ? ` class="${all}"` : "";
  };
  // The text as received: the merge values cut as the sender cut them, then the link put in its place apart,
  // so that it carries its own mark. A template holds {{link}} exactly once (templates.test.ts).
  const values = smsMergeValues(input.person, "");
  const [before = "", ...rest] = texts.message.split("{{link}}");
  const after = rest.join("{{link}}");
  const link = `<span${flagged("link", "sms-link")}>${mark("link")}${escapeHtml(input.link)}</span>`;
  const message = `<p${flagged("body")}>${mark("body")}${filled(before, values)}${link}${filled(after, values)}</p>`;

  const asset = assetById(RELATED_ASSET[definition.category]);
  const assetTitle = asset ? ASSET_TEXTS[locale][asset.id]?.title : undefined;
  const library =
    asset && assetTitle
      ? `<p><a href="${escapeHtml(`${input.publicUrl}/assets?asset=${asset.id}`)}">${escapeHtml(training.libraryLink.replace("{{title}}", assetTitle))}</a></p>`
      : "";
  return {
    title: training.title,
    body: `<main data-testid="training" data-channel="sms"><div class="card"><div class="banner"><h1>${escapeHtml(training.title)}</h1></div><div class="content">${happened.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}
<section aria-labelledby="t-message"><h2 id="t-message">${escapeHtml(training.messageTitle)}</h2><p class="muted">${escapeHtml(training.messageHint)}</p><div class="phone" data-testid="sms"><div class="sms-sender"><span${flagged("sender")}>${mark("sender")}${escapeHtml(input.senderId)}</span></div><div class="sms-bubble">${message}</div></div></section>
<section aria-labelledby="t-cues"><h2 id="t-cues">${escapeHtml(training.cuesTitle)}</h2><ol class="cues">${texts.cues.map((cue) => `<li>${escapeHtml(cue)}</li>`).join("")}</ol></section>
<section aria-labelledby="t-lesson"><h2 id="t-lesson">${escapeHtml(training.lessonTitle)}</h2><p>${escapeHtml(texts.lesson)}</p>${library}</section>
<section aria-labelledby="t-report"><h2 id="t-report">${escapeHtml(training.reportTitle)}</h2><p>${escapeHtml(training.report)}</p></section></div></div></main>`,
  };
}

/** The phone and its message bubble, added to the phishing pages' STYLE (tracking.ts). */
export const SMS_PAGE_STYLE = `
.phone{max-width:360px;margin:0 auto;border:1px solid #d1d5db;border-radius:20px;background:#f9fafb;padding:14px 12px 18px}
.sms-sender{text-align:center;font-weight:bold;font-size:15px;padding-bottom:10px;margin-bottom:12px;border-bottom:1px solid #e5e7eb}
.sms-bubble{max-width:88%;background:#e5e7eb;color:#111827;border-radius:18px 18px 18px 4px;padding:10px 12px;font-size:15px;line-height:1.45}
.sms-bubble p{margin:0;overflow-wrap:anywhere}
.sms-link{color:#1d4ed8;text-decoration:underline}`;
