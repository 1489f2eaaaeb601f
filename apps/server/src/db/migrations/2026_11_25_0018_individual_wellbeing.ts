import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 16, point 6: companies.individual_wellbeing. Off by default: a controller sees wellbeing, climate, burnout
// and impact results only as aggregates (docs/privacy.md). A platform admin may turn it on for a company whose
// staff representatives agreed; the change is in the audit log with the company's other changes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies ADD COLUMN individual_wellbeing boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies DROP COLUMN individual_wellbeing`.execute(db);
}
