import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The controller's people lists (issue 3): their default order is progress descending (nulls last), then
// surname and name (spec §7 "people sorted by progress descending"). This index serves that order exactly,
// so a page of a 100,000-person company is read from the index instead of sorting every row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE INDEX people_company_progress_name_idx
        ON people (company_id, progress DESC NULLS LAST, lower(surname), lower(name), id)
        WHERE deleted_at IS NULL`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("DROP INDEX IF EXISTS people_company_progress_name_idx").execute(db);
}
