import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The people lists at 100,000 people with a search and a sort (issue 3, p99 under 50 ms; docs/organisation.md
// "People lists"). A search first collects the ids that match from the prefix indexes, then either sorts those
// ids or walks the sort's index keeping the rows whose id is in that set. Both are cheap only when PostgreSQL
// reads nothing but the index (an index-only scan), and its planner allows that for an index on `lower(x)`
// only when `x` itself is in the index too. So the prefix and sort indexes of migrations 0003 and 0004 are
// rebuilt with the id in the key and the plain column(s) as INCLUDE columns (same names, same order, so every
// query that used them still does); sort by name gets an index like surname's, and progress ascending (people
// without a score last) one of its own, and sort by department one by department and surname.

interface Rebuilt {
  name: string;
  before: string;
  after: string;
}

const rebuilt: Rebuilt[] = [
  {
    name: "people_company_name_prefix_idx",
    before: "people (company_id, lower(name) text_pattern_ops) WHERE deleted_at IS NULL",
    after: "people (company_id, lower(name) text_pattern_ops, id) INCLUDE (name) WHERE deleted_at IS NULL",
  },
  {
    name: "people_company_surname_prefix_idx",
    before: "people (company_id, lower(surname) text_pattern_ops) WHERE deleted_at IS NULL",
    after:
      "people (company_id, lower(surname) text_pattern_ops, id) INCLUDE (surname) WHERE deleted_at IS NULL",
  },
  {
    name: "people_company_email_c_idx",
    before: `people (company_id, (lower(email) COLLATE "C"), id) WHERE deleted_at IS NULL`,
    after: `people (company_id, (lower(email) COLLATE "C"), id) INCLUDE (email) WHERE deleted_at IS NULL`,
  },
  {
    name: "people_company_login_c_idx",
    before: `people (company_id, (lower(login) COLLATE "C"), id) WHERE deleted_at IS NULL`,
    after: `people (company_id, (lower(login) COLLATE "C"), id) INCLUDE (login) WHERE deleted_at IS NULL`,
  },
  {
    name: "people_company_surname_idx",
    before: "people (company_id, lower(surname), lower(name), id) WHERE deleted_at IS NULL",
    after:
      "people (company_id, lower(surname), lower(name), id) INCLUDE (surname, name) WHERE deleted_at IS NULL",
  },
];

const added: [name: string, definition: string][] = [
  [
    "people_company_name_idx",
    "people (company_id, lower(name), lower(surname), id) INCLUDE (name, surname) WHERE deleted_at IS NULL",
  ],
  [
    "people_company_progress_asc_idx",
    "people (company_id, progress ASC NULLS LAST, id) WHERE deleted_at IS NULL",
  ],
  // Sort by department: each department's people (and those without one) in surname order, merged; also the
  // count of a department filter.
  [
    "people_department_surname_idx",
    "people (company_id, department_id, lower(surname), id) INCLUDE (surname) WHERE deleted_at IS NULL",
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, after } of rebuilt) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql.raw(`CREATE INDEX ${name} ON ${after}`).execute(db);
  }
  for (const [name, definition] of added) await sql.raw(`CREATE INDEX ${name} ON ${definition}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of added) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  for (const { name, before } of rebuilt) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
    await sql.raw(`CREATE INDEX ${name} ON ${before}`).execute(db);
  }
}
