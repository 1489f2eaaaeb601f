import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { eventsCommitted, type NewEvent, recordEvents } from "../../lib/events";
import type { SessionContext } from "../../lib/session";

/**
 * person.created / person.updated / person.deleted (docs/integrations.md "Events"). Every path that writes people
 * (admin and controller API, SCIM, imports, single sign-on) takes a snapshot of the people it will touch, makes
 * its change, then calls `recordPersonChanges` in the same transaction: the events come from comparing the rows,
 * so each path reports exactly what it changed and nothing is written when nothing changed (or when it rolls back).
 *
 * The payload is what an HR or identity system needs to match the person: ids, login, e-mail, names, department
 * and whether they may sign in. Never a password, phone, gender or anything else; `changed` names the fields that
 * changed (those outside the payload too, so a listener knows to fetch the person). A deleted person's event
 * carries only the ids: the person is anonymised in the same transaction.
 */
export type PersonEventSource = "admin" | "controller" | "scim" | "import" | "sso" | "api-key";

/** The source of a change made with a session: "api-key" when an API key made it. */
export function personSource(session: SessionContext, role: "admin" | "controller"): PersonEventSource {
  return session.apiKey ? "api-key" : role;
}

interface PersonRow {
  id: number;
  company_id: number;
  scim_external_id: string | null;
  login: string;
  email: string | null;
  name: string;
  surname: string;
  department_id: number | null;
  disabled_at: Date | null;
  deleted_at: Date | null;
  user_code: string | null;
  locale: string | null;
  phone: string | null;
  gender: string | null;
  time_zone: string | null;
  services: number[] | null;
  avatar: string | null;
}

export type PersonSnapshot = ReadonlyMap<number, PersonRow>;

/** The fields compared for `changed`, by their API name. */
const COMPARED: [string, (row: PersonRow) => unknown][] = [
  ["login", (r) => r.login],
  ["email", (r) => r.email],
  ["name", (r) => r.name],
  ["surname", (r) => r.surname],
  ["departmentId", (r) => r.department_id],
  ["active", (r) => r.disabled_at === null],
  ["externalId", (r) => r.scim_external_id],
  ["userCode", (r) => r.user_code],
  ["locale", (r) => r.locale],
  ["phone", (r) => r.phone],
  ["gender", (r) => r.gender],
  ["timeZone", (r) => r.time_zone],
  ["services", (r) => (r.services ? r.services.join(",") : null)],
  ["avatar", (r) => r.avatar],
];

/** The people as they are now (none when `ids` is empty); read in the caller's transaction. */
export async function personSnapshot(db: Kysely<Database>, ids: readonly number[]): Promise<PersonSnapshot> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<PersonRow>`
    select id, company_id, scim_external_id, login, email, name, surname, department_id, disabled_at, deleted_at,
      user_code, locale, phone, gender, time_zone, services, avatar
    from people where id = any(${[...new Set(ids)]}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r]));
}

function payload(row: PersonRow, source: PersonEventSource): Record<string, unknown> {
  return {
    personId: row.id,
    externalId: row.scim_external_id,
    login: row.login,
    email: row.email,
    name: row.name,
    surname: row.surname,
    departmentId: row.department_id,
    active: row.disabled_at === null,
    source,
  };
}

/**
 * Compares `before` (a snapshot taken before the change; empty for people just created) with the rows now and
 * writes one event per person that was created, changed or deleted.
 */
export async function recordPersonChanges(
  db: Kysely<Database>,
  source: PersonEventSource,
  before: PersonSnapshot,
  ids: readonly number[],
): Promise<void> {
  const after = await personSnapshot(db, ids);
  const events: NewEvent[] = [];
  for (const [id, now] of after) {
    const was = before.get(id);
    if (!was || was.deleted_at !== null) {
      if (now.deleted_at === null) {
        events.push({ companyId: now.company_id, type: "person.created", data: payload(now, source) });
      }
    } else if (now.deleted_at !== null) {
      events.push({
        companyId: now.company_id,
        type: "person.deleted",
        data: { personId: id, externalId: was.scim_external_id, source },
      });
    } else {
      const changed = COMPARED.filter(([, read]) => read(was) !== read(now)).map(([name]) => name);
      if (was.company_id !== now.company_id) changed.push("companyId");
      if (changed.length > 0) {
        events.push({
          companyId: now.company_id,
          type: "person.updated",
          data: { ...payload(now, source), changed },
        });
      }
    }
  }
  await recordEvents(db, events);
}

/** Awaits a committed change, then wakes the webhook worker for the events it wrote. */
export async function afterCommit<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  eventsCommitted();
  return result;
}
