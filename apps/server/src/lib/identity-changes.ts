import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/*
 * Changes of a person's e-mail or login made by someone else, recorded by the trigger of migration 0013
 * (which also ends the person's sessions and reset links). Two rules read them (issue 15, point 1):
 * - a link to set a password (reset or credentials) is only sent to an address that was set more than
 *   EMAIL_CHANGE_RESET_DELAY_MINUTES ago, unless an ADMIN set it (or the person, whose changes are not recorded);
 * - the old address is told of the change (mail/queued.ts).
 */

/** The people among `personIds` whose current address was set by a non-admin within the last `minutes`. */
export async function heldAddresses(
  db: Kysely<Database>,
  personIds: readonly number[],
  minutes: number,
): Promise<Set<number>> {
  if (personIds.length === 0 || minutes <= 0) return new Set();
  const { rows } = await sql<{ person_id: number }>`
    select distinct ic.person_id from person_identity_changes ic join people p on p.id = ic.person_id
    where ic.person_id = any(${[...personIds]}::int[])
      and ic.old_email is distinct from ic.new_email
      and ic.new_email is not distinct from p.email
      and coalesce(ic.actor_profile, '') <> 'ADMIN'
      and ic.changed_at > now() - make_interval(mins => ${minutes})`.execute(db);
  return new Set(rows.map((r) => r.person_id));
}
