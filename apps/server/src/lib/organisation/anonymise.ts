import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Deleting people (spec §3, architecture "Data"): the row stays, because its id is what anonymous facts (survey
 * answers, dimension records, campaign events, department and company aggregates) point at, but everything
 * that identifies or reaches the person goes, in the caller's transaction (run it inside
 * `sessions.changePerson`, so cached sessions are dropped on every instance at once):
 *
 * - people: name and surname '', e-mail, user code, phone, gender, avatar, time zone, language, saved view,
 *   password hash and its date null; login `deleted-<id>` (logins are unique and NOT NULL); deleted_at now.
 *   Company, department, services, progress and created_at stay: they are what aggregates group by.
 * - profiles, tag memberships, password history and reset / welcome links are deleted;
 * - every session is revoked (the next call with one of its tokens is 401);
 * - login failures, lockouts and reset cooldowns keyed by their login or e-mail are deleted;
 * - outbox messages to their address (sent or not) are deleted;
 * - earlier audit entries about them lose the personal values (name, e-mail, login...); who did what stays;
 * - their free-text survey answers are deleted (interaction_answers whose value is a JSON string): people write
 *   what they like there, names and circumstances included. Option answers (numbers), the interactions and the
 *   profile dimension records stay: they identify no one once the person is anonymised, and the company's
 *   aggregates are made of them;
 * - consents are KEPT: they prove that the terms and privacy policy were accepted (a legal record), and hold
 *   only the person id, the document, its version and the time.
 */

/** The personal keys removed from audit entries of deleted people (ZPerson field names). */
const PERSONAL_AUDIT_KEYS = [
  "name",
  "surname",
  "email",
  "login",
  "userCode",
  "phone",
  "gender",
  "avatar",
  "timeZone",
];

/** The personal keys removed from person events of deleted people (lib/events.ts payloads). */
const PERSONAL_EVENT_KEYS = ["login", "email", "name", "surname"];

export type PeopleSelection = { personIds: readonly number[] } | { companyIds: readonly number[] };

/** Anonymises the live people selected (by id, or every person of some companies); returns their ids. */
export async function anonymisePeople(trx: Kysely<Database>, selection: PeopleSelection): Promise<number[]> {
  const where =
    "personIds" in selection
      ? sql`id = any(${[...selection.personIds]}::int[])`
      : sql`company_id = any(${[...selection.companyIds]}::int[])`;
  const { rows } = await sql<{ id: number; email: string | null; login: string }>`
    select id, email, login from people where ${where} and deleted_at is null for update`.execute(trx);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const keys = [
    ...new Set(
      rows.flatMap((r) => [r.login.trim().toLowerCase(), ...(r.email ? [r.email.trim().toLowerCase()] : [])]),
    ),
  ];
  const emails = [...new Set(rows.flatMap((r) => (r.email ? [r.email.trim().toLowerCase()] : [])))];
  const now = new Date();

  await sql`
    update people set name = '', surname = '', email = null, login = 'deleted-' || id, user_code = null,
      phone = null, gender = null, avatar = null, time_zone = null, locale = null, default_view = null,
      password_hash = null, password_changed_at = null, deleted_at = ${now}, updated_at = ${now}
    where id = any(${ids}::int[])`.execute(trx);
  // Arrays, not IN lists: a company can have more people than a statement can take parameters.
  for (const table of ["person_profiles", "tag_members", "password_history", "password_resets"] as const) {
    await sql`delete from ${sql.table(table)} where person_id = any(${ids}::int[])`.execute(trx);
  }
  await sql`update sessions set revoked_at = ${now}
    where person_id = any(${ids}::int[]) and revoked_at is null`.execute(trx);
  await sql`delete from login_failures where login_key = any(${keys}::text[])`.execute(trx);
  await sql`delete from login_lockouts where login_key = any(${keys}::text[])`.execute(trx);
  await sql`delete from password_reset_requests where login_key = any(${keys}::text[])`.execute(trx);
  if (emails.length > 0)
    await sql`delete from outbox where lower(recipient) = any(${emails}::text[])`.execute(trx);
  await sql`
    delete from interaction_answers a using interactions i
    where a.interaction_id = i.id and i.person_id = any(${ids}::int[]) and jsonb_typeof(a.value) = 'string'`.execute(
    trx,
  );
  await sql`
    update audit_events
    set before = case when before is null then null else before - ${PERSONAL_AUDIT_KEYS}::text[] end,
      after = case when after is null then null else after - ${PERSONAL_AUDIT_KEYS}::text[] end
    where entity_type = 'people' and entity_id = any(${ids}::int[])`.execute(trx);
  // Their earlier integration events (docs/integrations.md "Events") lose the same values, pending webhook
  // deliveries included (they send the row as it is then).
  await sql`
    update events e set data = e.data - ${PERSONAL_EVENT_KEYS}::text[]
    from people p
    where p.id = any(${ids}::int[]) and e.company_id = p.company_id
      and e.type in ('person.created', 'person.updated') and e.data ->> 'personId' = p.id::text`.execute(trx);
  return ids;
}
