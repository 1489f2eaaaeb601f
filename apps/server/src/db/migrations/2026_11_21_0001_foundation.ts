import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.

const up_statements = [
  // Companies, departments and people share one id space (the spec's /{type}/{id} paths).
  `CREATE SEQUENCE stakeholder_id_seq AS integer`,
  `CREATE TABLE companies (
    id integer PRIMARY KEY DEFAULT nextval('stakeholder_id_seq'),
    name text NOT NULL,
    domain text,
    fiscal_code text,
    logo text,
    environment text NOT NULL DEFAULT 'production',
    type text NOT NULL DEFAULT 'CUSTOMER',
    services integer[] NOT NULL DEFAULT '{}' CHECK (services <@ ARRAY[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]),
    federation_url text,
    default_locale text NOT NULL DEFAULT 'es-es',
    time_zone text NOT NULL DEFAULT 'Europe/Madrid',
    parent_company_id integer REFERENCES companies(id),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX companies_domain_key ON companies (lower(domain)) WHERE domain IS NOT NULL`,
  `CREATE UNIQUE INDEX companies_fiscal_code_key ON companies (fiscal_code) WHERE fiscal_code IS NOT NULL`,
  `CREATE INDEX companies_parent_idx ON companies (parent_company_id)`,
  `CREATE TABLE departments (
    id integer PRIMARY KEY DEFAULT nextval('stakeholder_id_seq'),
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    parent_id integer REFERENCES departments(id) ON DELETE CASCADE,
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX departments_company_name_key ON departments (company_id, lower(name))`,
  `CREATE INDEX departments_parent_idx ON departments (parent_id)`,
  `CREATE TABLE people (
    id integer PRIMARY KEY DEFAULT nextval('stakeholder_id_seq'),
    company_id integer NOT NULL REFERENCES companies(id),
    department_id integer REFERENCES departments(id) ON DELETE SET NULL,
    name text NOT NULL,
    surname text NOT NULL DEFAULT '',
    email text,
    login text NOT NULL,
    user_code text,
    locale text,
    avatar text,
    password_hash text,
    password_changed_at timestamptz,
    services integer[],
    deleted_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX people_login_key ON people (lower(login))`,
  `CREATE INDEX people_email_idx ON people (lower(email))`,
  `CREATE INDEX people_company_idx ON people (company_id)`,
  `CREATE INDEX people_department_idx ON people (department_id)`,
  `CREATE TABLE person_profiles (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    profile text NOT NULL CHECK (profile IN ('USER', 'CONTROLLER', 'ADMIN')),
    company_id integer REFERENCES companies(id) ON DELETE CASCADE,
    CHECK (profile <> 'CONTROLLER' OR company_id IS NOT NULL)
  )`,
  `CREATE UNIQUE INDEX person_profiles_key ON person_profiles (person_id, profile, coalesce(company_id, 0))`,
  `CREATE TABLE password_history (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    password_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX password_history_person_idx ON password_history (person_id, created_at DESC)`,
  `CREATE TABLE sessions (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    conditions_pending boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
  `CREATE INDEX sessions_person_idx ON sessions (person_id) WHERE revoked_at IS NULL`,
  // Keyed by the normalised login string, so unknown logins are counted and blocked like known ones.
  `CREATE TABLE login_failures (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    login_key text NOT NULL,
    failed_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX login_failures_key_idx ON login_failures (login_key, failed_at)`,
  `CREATE TABLE login_lockouts (
    login_key text PRIMARY KEY,
    locked_until timestamptz NOT NULL
  )`,
  `CREATE TABLE password_resets (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    purpose text NOT NULL DEFAULT 'reset',
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  `CREATE TABLE password_reset_requests (
    login_key text PRIMARY KEY,
    requested_at timestamptz NOT NULL
  )`,
  `CREATE TABLE consents (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    document text NOT NULL CHECK (document IN ('terms', 'privacy')),
    version text NOT NULL,
    accepted_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX consents_key ON consents (person_id, document, version)`,
  `CREATE TABLE outbox (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    recipient text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text,
    created_at timestamptz NOT NULL DEFAULT now(),
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    attempts integer NOT NULL DEFAULT 0,
    last_error text
  )`,
  `CREATE INDEX outbox_pending_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL`,
];

const down_tables = [
  "outbox",
  "consents",
  "password_reset_requests",
  "password_resets",
  "login_lockouts",
  "login_failures",
  "sessions",
  "password_history",
  "person_profiles",
  "people",
  "departments",
  "companies",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of down_tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  await sql.raw("DROP SEQUENCE IF EXISTS stakeholder_id_seq").execute(db);
}
