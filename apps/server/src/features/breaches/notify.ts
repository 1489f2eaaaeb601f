import { DEFAULT_LOCALE, isLocale, type Locale } from "@wellguard/contract";
import { sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { breachFoundMail } from "../../mail/templates";

/*
 * The "new exposure found" e-mail (docs/breaches.md, "E-mail"): one message per person, in their language (else
 * the company's), naming the breaches not yet told, with a link to their /breaches page. It is queued in the
 * outbox inside the caller's transaction, the same one that found the exposures, and the exposures are marked
 * `notified_at` in it: the e-mail exists exactly when the exposures do, and is never sent twice.
 * Set-based, so an import that touches 100,000 people costs two statements, and one message is composed per
 * language and list of breaches, not per person.
 */

export interface BreachMailOptions {
  repoRoot: string;
  publicUrl: string;
}

/** Queues the e-mail of each given person who has exposures not yet told; resolves to how many were queued. */
export async function queueBreachMail(
  trx: Transaction<Database>,
  companyId: number,
  personIds: readonly number[],
  at: Date,
  options: BreachMailOptions,
): Promise<number> {
  if (personIds.length === 0) return 0;
  const { rows } = await sql<{ email: string; locale: string | null; titles: string[] }>`
    with told as (
      update breach_exposures e set notified_at = ${at}
      where e.company_id = ${companyId} and e.person_id = any(${[...personIds]}::int[]) and e.notified_at is null
      returning e.person_id, e.breach_id
    )
    select p.email, coalesce(p.locale, c.default_locale) as locale,
      array_agg(b.title order by b.breach_date desc nulls last, b.title) as titles
    from told t
    join people p on p.id = t.person_id and p.deleted_at is null and p.email is not null
    join companies c on c.id = p.company_id
    join breaches b on b.id = t.breach_id
    group by p.id, p.email, p.locale, c.default_locale`.execute(trx);
  if (rows.length === 0) return 0;

  const link = `${options.publicUrl.replace(/\/+$/, "")}/breaches`;
  // One composed message per language and list of titles; each person's row points at one of them.
  const composed = new Map<string, number>();
  const messages: { subject: string; text: string; html: string | null }[] = [];
  const recipients: string[] = [];
  const messageOf: number[] = [];
  for (const row of rows) {
    const locale: Locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
    const key = `${locale}\u0000${row.titles.join("\u0000")}`;
    let index = composed.get(key);
    if (index === undefined) {
      const mail = breachFoundMail({ repoRoot: options.repoRoot, locale, to: "", titles: row.titles, link });
      index = messages.push({ subject: mail.subject, text: mail.text, html: mail.html ?? null }) - 1;
      composed.set(key, index);
    }
    recipients.push(row.email);
    messageOf.push(index + 1);
  }
  // The few composed messages go once as arrays; each recipient row picks its own by (1-based) index.
  await sql`
    insert into outbox (recipient, subject, text_body, html_body)
    select r.recipient, (${messages.map((m) => m.subject)}::text[])[r.message],
      (${messages.map((m) => m.text)}::text[])[r.message], (${messages.map((m) => m.html)}::text[])[r.message]
    from unnest(${recipients}::text[], ${messageOf}::int[]) as r(recipient, message)`.execute(trx);
  return rows.length;
}
