import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Spreadsheet imports of people (issue 3 point 7): the uploaded file waits here between the preview and the
// commit, so the commit never needs the file again; the progress counters are written from outside the
// commit's transaction so any instance can answer the progress call.

const up_statements = [
  `CREATE TABLE people_imports (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    created_by integer REFERENCES people(id) ON DELETE SET NULL,
    actor_profile text NOT NULL CHECK (actor_profile IN ('ADMIN', 'CONTROLLER')),
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    status text NOT NULL CHECK (status IN ('preview', 'invalid', 'committing', 'committed', 'failed')),
    file_name text NOT NULL,
    format text NOT NULL CHECK (format IN ('xlsx', 'csv')),
    file bytea,
    -- The rows as checked at the upload (JSON), so the commit re-checks them against the database without
    -- reading the spreadsheet again.
    plan bytea,
    options jsonb NOT NULL,
    summary jsonb NOT NULL,
    processed integer NOT NULL DEFAULT 0,
    total integer NOT NULL DEFAULT 0,
    progress_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
  )`,
  `CREATE INDEX people_imports_expires_idx ON people_imports (expires_at)`,
  `CREATE INDEX people_imports_company_idx ON people_imports (company_id, created_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("DROP TABLE IF EXISTS people_imports").execute(db);
}
