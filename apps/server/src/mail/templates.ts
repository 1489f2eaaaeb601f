import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, type Locale } from "@wellguard/contract";
import type { MailMessage } from "./outbox";

interface PasswordResetTexts {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

/** Used only while the translated locale files are missing or lack the key. */
const FALLBACK: PasswordResetTexts = {
  subject: "Reset your Wellguard password",
  greeting: "Hello {{name}},",
  body: "We received a request to reset the password of your Wellguard account.",
  action: "Set a new password",
  expiry: "The link works once and expires in {{minutes}} minutes.",
  ignore: "If you did not ask for it, ignore this message; your password stays the same.",
};

const cache = new Map<string, PasswordResetTexts | null>();

function readTexts(repoRoot: string, locale: string): PasswordResetTexts | null {
  if (cache.has(locale)) return cache.get(locale) ?? null;
  let texts: PasswordResetTexts | null = null;
  const file = join(repoRoot, "packages", "contract", "locales", `${locale}.json`);
  if (existsSync(file)) {
    try {
      const json = JSON.parse(readFileSync(file, "utf8")) as {
        email?: { passwordReset?: Partial<PasswordResetTexts> };
      };
      const found = json.email?.passwordReset;
      if (
        found &&
        Object.keys(FALLBACK).every((k) => typeof found[k as keyof PasswordResetTexts] === "string")
      ) {
        texts = found as PasswordResetTexts;
      }
    } catch {
      texts = null;
    }
  }
  cache.set(locale, texts);
  return texts;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The reset e-mail in the person's language (falling back to es-es, then English). */
export function passwordResetMail(input: {
  repoRoot: string;
  locale: Locale;
  to: string;
  name: string;
  link: string;
  minutes: number;
}): MailMessage {
  const t = readTexts(input.repoRoot, input.locale) ?? readTexts(input.repoRoot, DEFAULT_LOCALE) ?? FALLBACK;
  const values = { name: input.name, minutes: String(input.minutes) };
  const greeting = fill(t.greeting, values);
  const body = fill(t.body, values);
  const action = fill(t.action, values);
  const expiry = fill(t.expiry, values);
  const ignore = fill(t.ignore, values);
  const text = `${greeting}\n\n${body}\n\n${action}: ${input.link}\n\n${expiry}\n\n${ignore}\n`;
  const html = `<!doctype html><html lang="${escapeHtml(input.locale)}"><body>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p>${escapeHtml(ignore)}</p>
</body></html>`;
  return { to: input.to, subject: fill(t.subject, values), text, html };
}
