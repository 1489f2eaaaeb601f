import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 16, point 10: reports (docs/reports.md). A report keeps both files it was made as (PDF and xlsx), so a
// controller can download it again as it was; a company's monthly schedule says who receives it and when the next
// one is due, and the mail worker makes it (mail/queued.ts style: taken with FOR UPDATE SKIP LOCKED, written in
// one transaction with its e-mails, so a crash leaves it due).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE report_schedules (
    company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
    department_id integer REFERENCES departments(id) ON DELETE SET NULL,
    recipients integer[] NOT NULL,
    enabled boolean NOT NULL,
    next_run_at timestamptz,
    updated_by integer REFERENCES people(id) ON DELETE SET NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX report_schedules_due_idx ON report_schedules (next_run_at) WHERE enabled`.execute(
    db,
  );
  await sql`CREATE TABLE reports (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    period_from date NOT NULL,
    period_to date NOT NULL,
    department_id integer REFERENCES departments(id) ON DELETE SET NULL,
    department_name text,
    locale text NOT NULL,
    scheduled boolean NOT NULL DEFAULT false,
    created_by integer REFERENCES people(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    pdf bytea NOT NULL,
    xlsx bytea NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX reports_company_idx ON reports (company_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS reports`.execute(db);
  await sql`DROP TABLE IF EXISTS report_schedules`.execute(db);
}
