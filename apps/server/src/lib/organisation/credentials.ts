import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, isLocale, type Locale, ORGANISATION_LIMITS } from "@wellguard/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import type { MailMessage } from "../../mail/outbox";
import { newToken, tokenHash } from "../secrets";

/**
 * Credential e-mails (spec §1 "Credentials are sent by e-mail", §7 `emails/{type}`): each person gets a
 * set-password link valid for ORGANISATION_LIMITS.credentialLinkValidDays, in their language. The link is a row
 * of `password_resets` with purpose 'welcome', so /auth/checktoken and /auth/resetpassword/token treat it like a
 * reset link (single use; a newer welcome link replaces the older ones). People of federated companies sign in
 * through their organisation and people without an address cannot be reached: both are skipped.
 */

interface CredentialTexts {
  subject: string;
  greeting: string;
  body: string;
  login: string;
  action: string;
  expiry: string;
  ignore: string;
}

/** Used only if the locale files lack the texts. */
const FALLBACK: CredentialTexts = {
  subject: "Your access to Wellguard",
  greeting: "Hello {{name}},",
  body: "{{company}} has given you access to Wellguard. Choose your password to start.",
  login: "Your username: {{login}}",
  action: "Choose my password",
  expiry: "The link works once and expires in {{days}} days.",
  ignore: "If you were not expecting this message, tell your company's contact person.",
};

const cache = new Map<string, CredentialTexts | null>();

function readTexts(repoRoot: string, locale: string): CredentialTexts | null {
  if (cache.has(locale)) return cache.get(locale) ?? null;
  let texts: CredentialTexts | null = null;
  const file = join(repoRoot, "packages", "contract", "locales", `${locale}.json`);
  if (existsSync(file)) {
    try {
      const json = JSON.parse(readFileSync(file, "utf8")) as {
        email?: { credentials?: Partial<CredentialTexts> };
      };
      const found = json.email?.credentials;
      if (
        found &&
        Object.keys(FALLBACK).every((k) => typeof found[k as keyof CredentialTexts] === "string")
      ) {
        texts = found as CredentialTexts;
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

/** The credentials e-mail in the person's language (falling back to es-es, then English). */
export function credentialsMail(input: {
  repoRoot: string;
  locale: Locale;
  to: string;
  name: string;
  company: string;
  login: string;
  link: string;
  days: number;
}): MailMessage {
  const t = readTexts(input.repoRoot, input.locale) ?? readTexts(input.repoRoot, DEFAULT_LOCALE) ?? FALLBACK;
  const values = { name: input.name, company: input.company, login: input.login, days: String(input.days) };
  const [greeting, body, login, action, expiry, ignore] = [
    t.greeting,
    t.body,
    t.login,
    t.action,
    t.expiry,
    t.ignore,
  ].map((s) => fill(s, values)) as [string, string, string, string, string, string];
  const text = `${greeting}\n\n${body}\n\n${login}\n\n${action}: ${input.link}\n\n${expiry}\n\n${ignore}\n`;
  const html = `<!doctype html><html lang="${escapeHtml(input.locale)}"><body>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(login)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p>${escapeHtml(ignore)}</p>
</body></html>`;
  return { to: input.to, subject: fill(t.subject, values), text, html };
}

export interface CredentialsResult {
  sent: number;
  skipped: number;
}

const DAY_MS = 24 * 60 * 60_000;
const SLICE = 1000;

/**
 * Queues a credentials e-mail for each live person selected, in the caller's transaction. The people are
 * given by id (already scoped by the caller).
 */
export async function queueCredentialEmails(
  trx: Kysely<Database>,
  personIds: readonly number[],
  options: { repoRoot: string; publicUrl: string; now?: Date },
): Promise<CredentialsResult> {
  if (personIds.length === 0) return { sent: 0, skipped: 0 };
  const now = options.now ?? new Date();
  const days = ORGANISATION_LIMITS.credentialLinkValidDays;
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  let sent = 0;
  let skipped = 0;
  const ids = [...new Set(personIds)];
  for (let start = 0; start < ids.length; start += SLICE) {
    const slice = ids.slice(start, start + SLICE);
    const { rows } = await sql<{
      id: number;
      name: string;
      email: string | null;
      login: string;
      locale: string | null;
      company_name: string;
      default_locale: string;
      federation_url: string | null;
    }>`
      select p.id, p.name, p.email, p.login, p.locale, c.name as company_name, c.default_locale, c.federation_url
      from people p join companies c on c.id = p.company_id
      where p.id = any(${slice}::int[]) and p.deleted_at is null
      order by p.id`.execute(trx);
    const reachable = rows.filter((r) => r.email && r.federation_url === null);
    skipped += rows.length - reachable.length;
    if (reachable.length === 0) continue;
    const reachableIds = reachable.map((r) => r.id);
    // A newer welcome link replaces the older ones.
    await sql`update password_resets set used_at = ${now}
      where person_id = any(${reachableIds}::int[]) and purpose = 'welcome' and used_at is null`.execute(trx);
    const links = reachable.map((r) => ({ row: r, token: newToken() }));
    await trx
      .insertInto("password_resets")
      .values(
        links.map(({ row, token }) => ({
          token_hash: tokenHash(token),
          person_id: row.id,
          purpose: "welcome",
          expires_at: expiresAt,
        })),
      )
      .execute();
    const messages = links.map(({ row, token }) => {
      const locale = isLocale(row.locale)
        ? row.locale
        : isLocale(row.default_locale)
          ? row.default_locale
          : DEFAULT_LOCALE;
      return credentialsMail({
        repoRoot: options.repoRoot,
        locale,
        to: row.email as string,
        name: row.name,
        company: row.company_name,
        login: row.login,
        link: `${options.publicUrl}/password/${token}`,
        days,
      });
    });
    await trx
      .insertInto("outbox")
      .values(
        messages.map((m) => ({
          recipient: m.to,
          subject: m.subject,
          text_body: m.text,
          html_body: m.html ?? null,
        })),
      )
      .execute();
    sent += messages.length;
  }
  return { sent, skipped };
}
