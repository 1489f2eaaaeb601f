import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Organisation management (issue 3): company details, domains, logos, survey flows, person details,
// department names unique under their parent, tags, the audit log.

const up_statements = [
  `ALTER TABLE companies
    ADD COLUMN survey_flow_id integer,
    ADD COLUMN deleted_at timestamptz,
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  // Every domain of a company, lower-case; one company per domain across the platform (ND1026).
  // companies.domain stays the primary one (the first), read by sign-in and federation.
  `CREATE TABLE company_domains (
    domain text PRIMARY KEY CHECK (domain = lower(domain)),
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    position integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX company_domains_company_idx ON company_domains (company_id, position)`,
  `INSERT INTO company_domains (domain, company_id) SELECT lower(domain), id FROM companies WHERE domain IS NOT NULL`,
  // Logos are checked by content and stored here, served from our origin with nosniff.
  `CREATE TABLE company_logos (
    company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    sha256 text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `ALTER TABLE departments ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  // Names are unique among siblings (ND1024), not across the whole company.
  `DROP INDEX departments_company_name_key`,
  `CREATE UNIQUE INDEX departments_sibling_name_key ON departments (company_id, coalesce(parent_id, 0), lower(name))`,
  `ALTER TABLE people
    ADD COLUMN gender text,
    ADD COLUMN phone text,
    ADD COLUMN time_zone text,
    ADD COLUMN progress real,
    ADD COLUMN default_view text,
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  // One live person per e-mail on the whole platform (ND1029 same company, ND1039 another company).
  `CREATE UNIQUE INDEX people_email_key ON people (lower(email)) WHERE deleted_at IS NULL AND email IS NOT NULL`,
  `DROP INDEX people_email_idx`,
  `CREATE UNIQUE INDEX people_user_code_key ON people (company_id, lower(user_code))
    WHERE deleted_at IS NULL AND user_code IS NOT NULL`,
  // The people lists page, sort and filter per company; these serve the default orders.
  `CREATE INDEX people_company_progress_idx ON people (company_id, progress DESC NULLS LAST, id) WHERE deleted_at IS NULL`,
  `CREATE INDEX people_company_surname_idx ON people (company_id, lower(surname), lower(name), id) WHERE deleted_at IS NULL`,
  `CREATE INDEX person_profiles_company_idx ON person_profiles (company_id) WHERE company_id IS NOT NULL`,
  // Named groups of people of one company, made by its controllers; later used as campaign targets.
  `CREATE TABLE tags (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    name text NOT NULL,
    created_by integer REFERENCES people(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX tags_company_name_key ON tags (company_id, lower(name))`,
  `CREATE TABLE tag_members (
    tag_id integer NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    PRIMARY KEY (tag_id, person_id)
  )`,
  `CREATE INDEX tag_members_person_idx ON tag_members (person_id)`,
  // Every create, update and delete by an admin or controller: who, when, what, before and after.
  `CREATE TABLE audit_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_person_id integer,
    actor_profile text NOT NULL CHECK (actor_profile IN ('ADMIN', 'CONTROLLER', 'SYSTEM')),
    action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
    entity_type text NOT NULL,
    entity_id integer NOT NULL,
    company_id integer,
    before jsonb,
    after jsonb
  )`,
  `CREATE INDEX audit_events_at_idx ON audit_events (at DESC, id DESC)`,
  `CREATE INDEX audit_events_entity_idx ON audit_events (entity_type, entity_id, at DESC)`,
  `CREATE INDEX audit_events_company_idx ON audit_events (company_id, at DESC)`,
];

const down_statements = [
  "DROP TABLE IF EXISTS audit_events",
  "DROP TABLE IF EXISTS tag_members",
  "DROP TABLE IF EXISTS tags",
  "DROP INDEX IF EXISTS person_profiles_company_idx",
  "DROP INDEX IF EXISTS people_company_surname_idx",
  "DROP INDEX IF EXISTS people_company_progress_idx",
  "DROP INDEX IF EXISTS people_user_code_key",
  "DROP INDEX IF EXISTS people_email_key",
  "CREATE INDEX people_email_idx ON people (lower(email))",
  `ALTER TABLE people DROP COLUMN gender, DROP COLUMN phone, DROP COLUMN time_zone, DROP COLUMN progress,
    DROP COLUMN default_view, DROP COLUMN updated_at`,
  "DROP INDEX IF EXISTS departments_sibling_name_key",
  "CREATE UNIQUE INDEX departments_company_name_key ON departments (company_id, lower(name))",
  "ALTER TABLE departments DROP COLUMN updated_at",
  "DROP TABLE IF EXISTS company_logos",
  "DROP TABLE IF EXISTS company_domains",
  "ALTER TABLE companies DROP COLUMN survey_flow_id, DROP COLUMN deleted_at, DROP COLUMN updated_at",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
