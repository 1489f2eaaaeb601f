import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 19: breach monitoring, ABS (docs/breaches.md). A breach is a fact about the world when it comes from Have I
// Been Pwned's catalogue (company_id null, one row per HIBP name) and a company's own when it comes from that
// company's import file (its feed may name breaches its own way). An exposure is one person found in one breach,
// with what they did about it; breach_monitors holds each company's daily check, which survives restarts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE breaches (
    id serial PRIMARY KEY,
    company_id integer REFERENCES companies(id) ON DELETE CASCADE,
    source text NOT NULL CHECK (source IN ('hibp', 'import', 'demo')),
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    domain text CHECK (length(domain) <= 253),
    breach_date date,
    added_at timestamptz NOT NULL DEFAULT now(),
    data_classes text[] NOT NULL DEFAULT '{}',
    description text NOT NULL DEFAULT '' CHECK (length(description) <= 10000),
    verified boolean NOT NULL DEFAULT true
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX breaches_name_key ON breaches (coalesce(company_id, 0), lower(name))`.execute(
    db,
  );
  await sql`CREATE TABLE breach_exposures (
    id bigserial PRIMARY KEY,
    breach_id integer NOT NULL REFERENCES breaches(id) ON DELETE CASCADE,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    email text NOT NULL,
    first_seen timestamptz NOT NULL DEFAULT now(),
    data_classes text[] NOT NULL DEFAULT '{}',
    password_exposed boolean NOT NULL,
    password_changed_at timestamptz,
    solved_at timestamptz,
    -- Set when the person's "new exposure" e-mail is queued, so a restart never sends it twice.
    notified_at timestamptz,
    UNIQUE (person_id, breach_id)
  )`.execute(db);
  await sql`CREATE INDEX breach_exposures_company_idx ON breach_exposures (company_id, first_seen DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX breach_exposures_breach_idx ON breach_exposures (breach_id)`.execute(db);
  // The mail worker's queue (features/breaches/notify.ts): exposures not yet told, found without reading the rest.
  await sql`CREATE INDEX breach_exposures_untold_idx ON breach_exposures (person_id) WHERE notified_at IS NULL`.execute(
    db,
  );
  await sql`CREATE TABLE breach_monitors (
    company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
    next_check_at timestamptz NOT NULL,
    last_check_at timestamptz,
    last_outcome text CHECK (last_outcome IN ('ok', 'running', 'unauthorised', 'unreachable', 'rate-limited', 'failed')),
    -- A check in progress: another instance leaves the company alone until this is old (a crashed check).
    running_since timestamptz,
    last_import_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX breach_monitors_due_idx ON breach_monitors (next_check_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS breach_monitors`.execute(db);
  await sql`DROP TABLE IF EXISTS breach_exposures`.execute(db);
  await sql`DROP TABLE IF EXISTS breaches`.execute(db);
}
