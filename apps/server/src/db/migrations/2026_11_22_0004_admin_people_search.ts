import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The admin people list searches by the start of a name, surname, e-mail or login inside one company
// (docs/organisation.md "Search"). text_pattern_ops lets `lower(x) LIKE 'term%'` use these indexes whatever the
// database collation is; the sort orders keep using the collation-aware indexes of migration 0003.

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
    "people_company_email_prefix_idx",
    "people (company_id, lower(email) text_pattern_ops) WHERE deleted_at IS NULL",
  ],
  [
    "people_company_login_prefix_idx",
    "people (company_id, lower(login) text_pattern_ops) WHERE deleted_at IS NULL",
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of indexes)
    await sql.raw(`CREATE INDEX ${name} ON ${definition}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
