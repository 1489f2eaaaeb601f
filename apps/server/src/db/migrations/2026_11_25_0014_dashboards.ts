import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 16: the controller's dashboards.
//
// companies.min_group_size: the smallest group whose wellbeing figures a controller sees (docs/privacy.md);
// 5 by default, and never lower. Records are read by company, survey type and dimension, and for a moment in
// time by person and date: one index serves the dashboards' queries (docs/dashboards.md "Queries").

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies ADD COLUMN min_group_size integer NOT NULL DEFAULT 5
    CONSTRAINT companies_min_group_size_floor CHECK (min_group_size >= 5 AND min_group_size <= 1000)`.execute(
    db,
  );
  await sql`CREATE INDEX profile_dimension_records_dashboard_idx ON profile_dimension_records
    (company_id, survey_type_id, dimension_id, person_id, start_date, id)
    INCLUDE (dimension_value, department_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX profile_dimension_records_dashboard_idx`.execute(db);
  await sql`ALTER TABLE companies DROP COLUMN min_group_size`.execute(db);
}
