import { DEFAULT_LOCALE, isLocale, type Locale } from "@wellguard/contract";
import { sql, type Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { breachFoundMail } from "../../mail/templates";
import { refreshBreachLevels } from "./store";

/*
 * The "new exposure found" e-mail (docs/breaches.md, "E-mail"): one message per person, in their language (else
 * the company's), naming the breaches not yet told, with a link to their /breaches page.
 * The exposures themselves are the durable queue: a source stores them with notified_at null and commits; the
 * breach monitor's worker (BreachMonitor.sendPendingMail, kicked after each import and check, and on every tick)
 * then takes the people with exposures not yet told in batches, and in one transaction per batch sets
 * notified_at, rewrites their §9 level records (store.ts, LevelTiming "with-mail") and queues their e-mails. An
 * instance that stops between the source's commit and this step leaves notified_at null, and the next run does
 * it; the rows are locked FOR UPDATE SKIP LOCKED, so two instances never tell the same exposure twice. Keeping
 * this out of the source's transaction keeps an import of 100,000 records short (bench/src/breaches.ts).
 * Set-based: one message is composed per language and list of breaches, not per person.
 */

export interface BreachMailOptions {
  repoRoot: string;
  publicUrl: string;
}

/** People per transaction: big enough for few round trips, small enough to hold the locks briefly. */
export const MAIL_BATCH_PEOPLE = 2_000;

/** Composed messages by language and list of titles, shared by the batches of one run. */
type Composed = Map<string, { subject: string; text: string; html: string | null }>;

/**
 * Queues the e-mail of every person with exposures not yet told, batch by batch (each its own transaction);
 * resolves to how many e-mails were queued. Exposures of a person without an address (or deleted) are marked
 * told without an e-mail.
 */
export async function sendPendingBreachMail(
  db: Db,
  options: BreachMailOptions,
  batchPeople = MAIL_BATCH_PEOPLE,
): Promise<number> {
  const composed: Composed = new Map();
  let after = 0;
  let queued = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      // The next people in id order (a cursor, so a batch another instance holds is passed, not waited for).
      const { rows: people } = await sql<{ person_id: number }>`
        select distinct e.person_id from breach_exposures e
        where e.notified_at is null and e.person_id > ${after}
        order by e.person_id limit ${batchPeople}`.execute(trx);
      if (people.length === 0) return undefined;
      const ids = people.map((p) => p.person_id);
      const mails = await queueBreachMail(trx, ids, new Date(), options, composed);
      return { last: ids[ids.length - 1] as number, mails };
    });
    if (!batch) return queued;
    after = batch.last;
    queued += batch.mails;
  }
}

/**
 * Marks the untold exposures of the given people told and queues one e-mail per person with an address, in the
 * caller's transaction; rows another transaction holds are skipped (that one tells them).
 */
export async function queueBreachMail(
  trx: Transaction<Database>,
  personIds: readonly number[],
  at: Date,
  options: BreachMailOptions,
  composed: Composed = new Map(),
): Promise<number> {
  if (personIds.length === 0) return 0;
  const { rows: told } = await sql<{ person_id: number; breach_id: number; company_id: number }>`
    update breach_exposures e set notified_at = ${at}
    where e.id in (select x.id from breach_exposures x
      where x.person_id = any(${[...personIds]}::int[]) and x.notified_at is null
      for update skip locked)
    returning e.person_id, e.breach_id, e.company_id`.execute(trx);
  if (told.length === 0) return 0;
  // The levels of the people told here (the sources leave them to this step: store.ts, LevelTiming); only the
  // people whose exposures this transaction holds, so two instances never write one person's record at once.
  const byCompany = new Map<number, Set<number>>();
  for (const row of told) {
    const people = byCompany.get(row.company_id) ?? new Set<number>();
    people.add(row.person_id);
    byCompany.set(row.company_id, people);
  }
  for (const [companyId, people] of byCompany) await refreshBreachLevels(trx, companyId, [...people], at);
  const { rows } = await sql<{ email: string; locale: string | null; titles: string[] }>`
    select p.email, coalesce(p.locale, c.default_locale) as locale,
      array_agg(b.title order by b.breach_date desc nulls last, b.title) as titles
    from unnest(${told.map((t) => t.person_id)}::int[], ${told.map((t) => t.breach_id)}::int[])
      as t(person_id, breach_id)
    join people p on p.id = t.person_id and p.deleted_at is null and p.email is not null
    join companies c on c.id = p.company_id
    join breaches b on b.id = t.breach_id
    group by p.id, p.email, p.locale, c.default_locale`.execute(trx);
  if (rows.length === 0) return 0;

  const link = `${options.publicUrl.replace(/\/+$/, "")}/breaches`;
  // One composed message per language and list of titles; each person's row points at one of them.
  const index = new Map<string, number>();
  const messages: { subject: string; text: string; html: string | null }[] = [];
  const recipients: string[] = [];
  const messageOf: number[] = [];
  for (const row of rows) {
    const locale: Locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
    const key = `${locale}\u0000${row.titles.join("\u0000")}`;
    let position = index.get(key);
    if (position === undefined) {
      let message = composed.get(key);
      if (!message) {
        const mail = breachFoundMail({
          repoRoot: options.repoRoot,
          locale,
          to: "",
          titles: row.titles,
          link,
        });
        message = { subject: mail.subject, text: mail.text, html: mail.html ?? null };
        composed.set(key, message);
      }
      position = messages.push(message) - 1;
      index.set(key, position);
    }
    recipients.push(row.email);
    messageOf.push(position + 1);
  }
  // The few composed messages go once as arrays; each recipient row picks its own by (1-based) index.
  await sql`
    insert into outbox (recipient, subject, text_body, html_body)
    select r.recipient, (${messages.map((m) => m.subject)}::text[])[r.message],
      (${messages.map((m) => m.text)}::text[])[r.message], (${messages.map((m) => m.html)}::text[])[r.message]
    from unnest(${recipients}::text[], ${messageOf}::int[]) as r(recipient, message)`.execute(trx);
  return rows.length;
}
