import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, dateFormat, type Locale } from "@wellguard/contract";
import { escapeHtml } from "../lib/html";
import type { MailMessage } from "./outbox";

/*
 * The e-mails the product writes, in the person's language (packages/contract/locales, `email.*`), falling back
 * to es-es and then to the English texts below. Text that people type (names, company names, logins) is never
 * written into a sentence of ours: someone who names a company "Urgent: verify at https://evil.example" must
 * not be able to speak in our voice (issue 15, point 7). Names are left out; a login, which the person needs,
 * stands on its own line in quotes, set apart from our words.
 */

type Texts<K extends string> = Record<K, string>;

const FALLBACK = {
  passwordReset: {
    subject: "Reset your Wellguard password",
    greeting: "Hello,",
    body: "We received a request to reset the password of your Wellguard account.",
    action: "Set a new password",
    expiry: "The link works once and expires in {{minutes}} minutes.",
    ignore: "If you did not ask for it, ignore this message; your password stays the same.",
  },
  credentials: {
    subject: "Your access to Wellguard",
    greeting: "Hello,",
    body: "Your organisation has given you access to Wellguard. Choose your password to start.",
    login: "Your username:",
    action: "Choose my password",
    expiry: "The link works once and expires in {{days}} days.",
    ignore: "If you were not expecting this message, tell your organisation's contact person.",
  },
  identityChanged: {
    subject: "The sign-in details of your Wellguard account were changed",
    greeting: "Hello,",
    body: "Someone in your organisation who manages Wellguard accounts changed the e-mail address or the username of your account.",
    consequences:
      "Your open sessions were ended, and password-reset links sent before the change no longer work. If the e-mail address changed, this address no longer receives messages for the account.",
    contact:
      "If you did not expect this change, tell your organisation's security manager or Wellguard administrator straight away.",
  },
  monthlyReport: {
    subject: "Your monthly Wellguard report is ready",
    greeting: "Hello,",
    body: "The monthly security and wellbeing report of the company below is ready. Sign in to Wellguard to download it as a PDF or a spreadsheet.",
    company: "Company:",
    period: "Period: {{from}} to {{to}}",
    action: "Open the reports",
    why: "You receive this e-mail because a security manager of your company scheduled the monthly report. It can be stopped on the Reports page.",
  },
  phishingReported: {
    subject: "Thank you for reporting that e-mail",
    greeting: "Hello,",
    thanks: "Thank you for reporting the suspicious e-mail you received.",
    simulation:
      "It was a phishing simulation run by your organisation to practise spotting fraudulent messages, so nothing was at risk.",
    right:
      "Reporting it was exactly the right thing to do. Whenever a message seems suspicious, report it just as you did now, even if you are not sure.",
  },
  breachFound: {
    subject: "Your work e-mail address was found in a data breach",
    greeting: "Hello,",
    body: "Wellguard found your work e-mail address in the data breaches below. What leaked could be used to get into your accounts or to send you convincing fraudulent messages.",
    more: "Other breaches: {{count}}",
    advice:
      "Change the password of that account now, and anywhere else you use the same password; turn on multi-factor authentication wherever you can; and be wary of messages that mention the leaked data.",
    action: "See what leaked and what to do",
    why: "You receive this e-mail because your organisation watches whether work e-mail addresses appear in known data breaches.",
  },
  webhookDisabled: {
    subject: "A Wellguard webhook was turned off",
    greeting: "Hello,",
    body: "Wellguard could not deliver events to the webhook address below for about a day, so it turned the webhook off. Nothing more is sent to it until it is turned back on.",
    address: "Webhook address:",
    advice:
      "Check that the address is correct and that the receiving system answers with a 2xx status, then turn the webhook back on from the integrations page. Its delivery log shows every failed attempt and the reason.",
    action: "Open the integrations page",
    why: "You receive this e-mail because you created this webhook.",
  },
} as const;

type Section = keyof typeof FALLBACK;
type SectionTexts<S extends Section> = Texts<keyof (typeof FALLBACK)[S] & string>;

const cache = new Map<string, unknown>();

function readSection<S extends Section>(
  repoRoot: string,
  locale: string,
  section: S,
): SectionTexts<S> | null {
  const cacheKey = `${locale}/${section}`;
  if (cache.has(cacheKey)) return cache.get(cacheKey) as SectionTexts<S> | null;
  let texts: SectionTexts<S> | null = null;
  const file = join(repoRoot, "packages", "contract", "locales", `${locale}.json`);
  if (existsSync(file)) {
    try {
      const json = JSON.parse(readFileSync(file, "utf8")) as {
        email?: Record<string, Record<string, unknown>>;
      };
      const found = json.email?.[section];
      if (found && Object.keys(FALLBACK[section]).every((k) => typeof found[k] === "string")) {
        texts = found as SectionTexts<S>;
      }
    } catch {
      texts = null;
    }
  }
  cache.set(cacheKey, texts);
  return texts;
}

/** The texts of one e-mail in the locale, else es-es, else English. */
function textsOf<S extends Section>(repoRoot: string, locale: Locale, section: S): SectionTexts<S> {
  return (
    readSection(repoRoot, locale, section) ??
    readSection(repoRoot, DEFAULT_LOCALE, section) ??
    (FALLBACK[section] as unknown as SectionTexts<S>)
  );
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Paragraphs as the plain text and the HTML of one message; `link` is the one call to action. */
function compose(
  to: string,
  subject: string,
  locale: Locale,
  paragraphs: readonly (string | { quoted: string } | { link: string; label: string })[],
): MailMessage {
  const text = paragraphs
    .map((p) => (typeof p === "string" ? p : "quoted" in p ? `    "${p.quoted}"` : `${p.label}: ${p.link}`))
    .join("\n\n");
  const html = paragraphs
    .map((p) =>
      typeof p === "string"
        ? `<p>${escapeHtml(p)}</p>`
        : "quoted" in p
          ? `<p><code>${escapeHtml(p.quoted)}</code></p>`
          : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`,
    )
    .join("\n");
  return {
    to,
    subject,
    text: `${text}\n`,
    html: `<!doctype html><html lang="${escapeHtml(locale)}"><body>\n${html}\n</body></html>`,
  };
}

/** The reset e-mail. */
export function passwordResetMail(input: {
  repoRoot: string;
  locale: Locale;
  to: string;
  link: string;
  minutes: number;
}): MailMessage {
  const t = textsOf(input.repoRoot, input.locale, "passwordReset");
  const values = { minutes: String(input.minutes) };
  return compose(input.to, t.subject, input.locale, [
    t.greeting,
    t.body,
    { label: t.action, link: input.link },
    fill(t.expiry, values),
    t.ignore,
  ]);
}

/** The credentials e-mail: the set-password link and the username, set apart in quotes. */
export function credentialsMail(input: {
  repoRoot: string;
  locale: Locale;
  to: string;
  login: string;
  link: string;
  days: number;
}): MailMessage {
  const t = textsOf(input.repoRoot, input.locale, "credentials");
  return compose(input.to, t.subject, input.locale, [
    t.greeting,
    t.body,
    t.login,
    { quoted: input.login },
    { label: t.action, link: input.link },
    fill(t.expiry, { days: String(input.days) }),
    t.ignore,
  ]);
}

/** The notice to the old address after someone else changed the person's e-mail or login. */
export function identityChangedMail(input: { repoRoot: string; locale: Locale; to: string }): MailMessage {
  const t = textsOf(input.repoRoot, input.locale, "identityChanged");
  return compose(input.to, t.subject, input.locale, [t.greeting, t.body, t.consequences, t.contact]);
}

/**
 * The monthly report's notice (features/reports): where to download it, not the files themselves (they stay behind
 * the sign-in). The company's name stands on its own line in quotes, apart from our words.
 */
export function monthlyReportMail(input: {
  repoRoot: string;
  locale: Locale;
  to: string;
  company: string;
  periodFrom: string;
  periodTo: string;
  link: string;
}): MailMessage {
  const t = textsOf(input.repoRoot, input.locale, "monthlyReport");
  const date = (day: string) => dateFormat(input.locale, "date", "UTC").format(new Date(`${day}T12:00:00Z`));
  return compose(input.to, t.subject, input.locale, [
    t.greeting,
    t.body,
    t.company,
    { quoted: input.company },
    fill(t.period, { from: date(input.periodFrom), to: date(input.periodTo) }),
    { label: t.action, link: input.link },
    t.why,
  ]);
}

/** The thanks to a person who reported a simulated phishing e-mail to the report mailbox (features/campaigns). */
export function phishingReportedMail(input: { repoRoot: string; locale: Locale; to: string }): MailMessage {
  const t = textsOf(input.repoRoot, input.locale, "phishingReported");
  return compose(input.to, t.subject, input.locale, [t.greeting, t.thanks, t.simulation, t.right]);
}

/** At most this many breach titles are listed in one "new exposure" e-mail; the rest are counted. */
export const BREACH_MAIL_TITLES = 10;

/**
 * The "new exposure found" e-mail (features/breaches/notify.ts). Breach titles come from HIBP or a company's file:
 * each stands on its own line in quotes, apart from our words.
 */
export function breachFoundMail(input: {
  repoRoot: string;
  locale: Locale;
  to: string;
  titles: readonly string[];
  link: string;
}): MailMessage {
  const t = textsOf(input.repoRoot, input.locale, "breachFound");
  const shown = input.titles.slice(0, BREACH_MAIL_TITLES).map((title) => ({ quoted: title }));
  const hidden = input.titles.length - shown.length;
  return compose(input.to, t.subject, input.locale, [
    t.greeting,
    t.body,
    ...shown,
    ...(hidden > 0 ? [fill(t.more, { count: String(hidden) })] : []),
    t.advice,
    { label: t.action, link: input.link },
    t.why,
  ]);
}

/**
 * The notice to a webhook's creator that the product turned it off after repeated failures
 * (features/integrations/webhook-worker.ts). The address is typed by a person: it stands on its own line in quotes.
 */
export function webhookDisabledMail(input: {
  repoRoot: string;
  locale: Locale;
  to: string;
  url: string;
  link: string;
}): MailMessage {
  const t = textsOf(input.repoRoot, input.locale, "webhookDisabled");
  return compose(input.to, t.subject, input.locale, [
    t.greeting,
    t.body,
    t.address,
    { quoted: input.url },
    t.advice,
    { label: t.action, link: input.link },
    t.why,
  ]);
}
