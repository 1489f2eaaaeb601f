import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The people lists of one company at 100,000 people (docs/organisation.md "People lists"):
// - search is by word prefix on name, surname, e-mail and login: `lower(x) LIKE 'word%'` needs a btree in the
//   "C" order, whatever the database collation is (text_pattern_ops, or an explicit COLLATE "C");
// - e-mail and login are ASCII in practice, so one COLLATE "C" index serves both their prefix search and their
//   sort order; name and surname keep the collation-aware sort indexes of migration 0003 for ordering;
// - creation date has its own sort index; the profile filter finds the few CONTROLLER/ADMIN rows by profile.

const indexes: [name: string, definition: string][] = [
  [
    "people_company_name_prefix_idx",
    "people (company_id, lower(name) text_pattern_ops) WHERE deleted_at IS NULL",
  ],
  [
    "people_company_surname_prefix_idx",
    "people (company_id, lower(surname) text_pattern_ops) WHERE deleted_at IS NULL",
  ],
  [
    "people_company_email_c_idx",
    `people (company_id, (lower(email) COLLATE "C"), id) WHERE deleted_at IS NULL`,
  ],
  [
    "people_company_login_c_idx",
    `people (company_id, (lower(login) COLLATE "C"), id) WHERE deleted_at IS NULL`,
  ],
  ["people_company_created_idx", "people (company_id, created_at, id) WHERE deleted_at IS NULL"],
  ["person_profiles_profile_idx", "person_profiles (profile, person_id)"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of indexes)
    await sql.raw(`CREATE INDEX ${name} ON ${definition}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
