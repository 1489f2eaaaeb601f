import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The number of live people (deleted_at is null) of each company, kept in people_list_versions by the same
// statement-level triggers as the version (migration 0010), in the same transaction as the change: a list of a
// company's people without a search or another filter takes its total from it instead of counting up to 10,001
// index entries on every page (lib/organisation/people-list.ts unsearchedPage; docs/organisation.md "People
// lists"). Each statement adds, per company, the live rows it brings in and subtracts the live rows it takes
// out (an insert, a delete, a soft delete or restore, a move to another company); a statement that leaves the
// counts as they were (progress written by every completed survey) writes nothing.

const columns = [
  "company_id",
  "department_id",
  "name",
  "surname",
  "email",
  "login",
  "user_code",
  "deleted_at",
  "created_at",
];
const tuple = (alias: string) => `(${columns.map((c) => `${alias}.${c}`).join(", ")})`;

/** The counts' change, per company in id order (the same lock order as the version's bump). */
const countChange = (rows: string) => `INSERT INTO people_list_versions AS v (company_id, live_people)
          SELECT company_id, sum(delta) FROM (${rows}) d
          GROUP BY company_id HAVING sum(delta) <> 0 ORDER BY company_id
          ON CONFLICT (company_id) DO UPDATE SET live_people = v.live_people + excluded.live_people;`;
const brought = "SELECT company_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL";
const taken = "SELECT company_id, -1 AS delta FROM old_rows WHERE deleted_at IS NULL";

/**
 * The trigger function of migration 0010 (the version bump), with the counts' change after each bump when
 * `counts` is true; `down` restores it without.
 */
const bumpFunction = (counts: boolean) => `CREATE OR REPLACE FUNCTION people_list_bump() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO people_list_versions AS v (company_id, version)
          SELECT DISTINCT company_id, 1 FROM new_rows ORDER BY company_id
          ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
        ${counts ? countChange(brought) : ""}
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO people_list_versions AS v (company_id, version)
          SELECT DISTINCT company_id, 1 FROM old_rows ORDER BY company_id
          ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
        ${counts ? countChange(taken) : ""}
      ELSE
        INSERT INTO people_list_versions AS v (company_id, version)
          SELECT DISTINCT company_id, 1 FROM (
            SELECT n.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE ${tuple("n")} IS DISTINCT FROM ${tuple("o")}
            UNION
            SELECT o.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE n.company_id <> o.company_id
          ) changed ORDER BY company_id
          ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
        ${counts ? countChange(`${brought} UNION ALL ${taken}`) : ""}
      END IF;
      RETURN NULL;
    END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE people_list_versions ADD COLUMN live_people bigint NOT NULL DEFAULT 0`.execute(db);
  await sql.raw(bumpFunction(true)).execute(db);
  // The people already there; the triggers keep the counts from now on, in the same transaction.
  await sql`INSERT INTO people_list_versions AS v (company_id, live_people)
    SELECT company_id, count(*) FROM people WHERE deleted_at IS NULL GROUP BY company_id ORDER BY company_id
    ON CONFLICT (company_id) DO UPDATE SET live_people = excluded.live_people`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(bumpFunction(false)).execute(db);
  await sql`ALTER TABLE people_list_versions DROP COLUMN IF EXISTS live_people`.execute(db);
}
