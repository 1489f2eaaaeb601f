import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/**
 * Tells the database who makes the changes of the current transaction. The trigger on people's e-mail and
 * login (migration 0013) reads it: a change by the person themselves ends nothing; one by anyone else ends
 * the person's sessions and reset links and is announced to the old address, and one by a CONTROLLER holds
 * reset links to the new address back for EMAIL_CHANGE_RESET_DELAY_MINUTES (docs/security.md). Call it
 * inside the transaction that writes people: the settings last until that transaction ends.
 */
export async function setActor(
  trx: Kysely<Database>,
  actor: { personId: number; profile: "ADMIN" | "CONTROLLER" | "USER" },
): Promise<void> {
  await sql`select set_config('wellguard.actor_person_id', ${String(actor.personId)}, true),
    set_config('wellguard.actor_profile', ${actor.profile}, true)`.execute(trx);
}
