import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 20: single sign-on per company (OpenID Connect or SAML 2.0) and SCIM 2.0 provisioning (docs/identity.md).
// Secrets (the OIDC client secret, the SAML service provider's private key, an OIDC id token kept for logout)
// are stored sealed with a key derived from SECRET_KEY (lib/sealed.ts), never in clear.

const up_statements = [
  `CREATE TABLE company_federations (
    company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
    protocol text NOT NULL CHECK (protocol IN ('oidc', 'saml')),
    enabled boolean NOT NULL DEFAULT true,
    -- Which of the provider's identifiers finds the person in the company: their e-mail or their login.
    match_claim text NOT NULL DEFAULT 'email' CHECK (match_claim IN ('email', 'login')),
    -- Just-in-time creation of people the provider vouches for but the company does not have (off by default).
    jit_create boolean NOT NULL DEFAULT false,
    jit_department_id integer REFERENCES departments(id) ON DELETE SET NULL,
    oidc_issuer text CHECK (length(oidc_issuer) <= 2000),
    oidc_client_id text CHECK (length(oidc_client_id) <= 500),
    oidc_client_secret_sealed text,
    oidc_scopes text NOT NULL DEFAULT 'openid email profile' CHECK (length(oidc_scopes) <= 500),
    -- The IdP's metadata as given (XML), or the address it was read from, and what was read out of it.
    saml_idp_metadata_xml text CHECK (length(saml_idp_metadata_xml) <= 500000),
    saml_idp_metadata_url text CHECK (length(saml_idp_metadata_url) <= 2000),
    saml_idp_entity_id text CHECK (length(saml_idp_entity_id) <= 2000),
    saml_idp_sso_url text CHECK (length(saml_idp_sso_url) <= 2000),
    saml_idp_slo_url text CHECK (length(saml_idp_slo_url) <= 2000),
    saml_idp_certificates text[] NOT NULL DEFAULT '{}',
    -- Our service provider's signing key pair, made when SAML is first configured.
    saml_sp_private_key_sealed text,
    saml_sp_certificate text,
    -- What the last refused sign-in failed on, for the admin's form (the log has each one).
    last_failure text CHECK (length(last_failure) <= 500),
    last_failure_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (protocol <> 'oidc' OR (oidc_issuer IS NOT NULL AND oidc_client_id IS NOT NULL)),
    CHECK (protocol <> 'saml' OR (saml_idp_entity_id IS NOT NULL AND saml_idp_sso_url IS NOT NULL
      AND saml_sp_private_key_sealed IS NOT NULL AND saml_sp_certificate IS NOT NULL))
  )`,
  // A company's own host names (acme.wellguard.example): a visit there signs in through its provider.
  `CREATE TABLE company_hosts (
    host text PRIMARY KEY CHECK (host = lower(host) AND length(host) BETWEEN 1 AND 253),
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    position integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX company_hosts_company_idx ON company_hosts (company_id, position)`,
  // A sign-in under way at the provider: OIDC's state (with its PKCE verifier and nonce) or SAML's request id.
  // Each is used once: the callback deletes it.
  `CREATE TABLE sso_login_states (
    id text PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 200),
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    protocol text NOT NULL CHECK (protocol IN ('oidc', 'saml')),
    code_verifier text,
    nonce text,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX sso_login_states_expires_idx ON sso_login_states (expires_at)`,
  // SAML assertion ids already accepted, kept until they expire, so none is accepted twice.
  `CREATE TABLE sso_used_assertions (
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    assertion_id text NOT NULL CHECK (length(assertion_id) <= 500),
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (company_id, assertion_id)
  )`,
  `CREATE INDEX sso_used_assertions_expires_idx ON sso_used_assertions (expires_at)`,
  // A session that came from single sign-on, with what the provider's logout needs.
  `CREATE TABLE sso_sessions (
    session_id integer PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    protocol text NOT NULL CHECK (protocol IN ('oidc', 'saml')),
    id_token_sealed text,
    name_id text,
    name_id_format text,
    session_index text
  )`,
  // SCIM bearer tokens: shown once, stored as their SHA-256.
  `CREATE TABLE scim_tokens (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    token_hash text NOT NULL UNIQUE,
    created_by integer REFERENCES people(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    last_used_ip text,
    revoked_at timestamptz
  )`,
  `CREATE INDEX scim_tokens_company_idx ON scim_tokens (company_id, created_at DESC)`,
  // A deactivated person (SCIM active: false) keeps their data but cannot sign in.
  `ALTER TABLE people ADD COLUMN disabled_at timestamptz, ADD COLUMN scim_external_id text
    CHECK (length(scim_external_id) <= 500)`,
  `CREATE UNIQUE INDEX people_scim_external_id_key ON people (company_id, scim_external_id)
    WHERE scim_external_id IS NOT NULL AND deleted_at IS NULL`,
  `ALTER TABLE tags ADD COLUMN scim_external_id text CHECK (length(scim_external_id) <= 500)`,
  `CREATE UNIQUE INDEX tags_scim_external_id_key ON tags (company_id, scim_external_id)
    WHERE scim_external_id IS NOT NULL`,
  // SCIM changes are audited as such, with the token that made them.
  `ALTER TABLE audit_events DROP CONSTRAINT audit_events_actor_profile_check`,
  `ALTER TABLE audit_events ADD CONSTRAINT audit_events_actor_profile_check
    CHECK (actor_profile IN ('ADMIN', 'CONTROLLER', 'SYSTEM', 'SCIM'))`,
  `ALTER TABLE audit_events ADD COLUMN actor_scim_token_id integer`,
];

const down_statements = [
  "ALTER TABLE audit_events DROP COLUMN IF EXISTS actor_scim_token_id",
  "DELETE FROM audit_events WHERE actor_profile = 'SCIM'",
  "ALTER TABLE audit_events DROP CONSTRAINT audit_events_actor_profile_check",
  `ALTER TABLE audit_events ADD CONSTRAINT audit_events_actor_profile_check
    CHECK (actor_profile IN ('ADMIN', 'CONTROLLER', 'SYSTEM'))`,
  "DROP INDEX IF EXISTS tags_scim_external_id_key",
  "ALTER TABLE tags DROP COLUMN IF EXISTS scim_external_id",
  "DROP INDEX IF EXISTS people_scim_external_id_key",
  "ALTER TABLE people DROP COLUMN IF EXISTS scim_external_id, DROP COLUMN IF EXISTS disabled_at",
  "DROP TABLE IF EXISTS scim_tokens",
  "DROP TABLE IF EXISTS sso_sessions",
  "DROP TABLE IF EXISTS sso_used_assertions",
  "DROP TABLE IF EXISTS sso_login_states",
  "DROP TABLE IF EXISTS company_hosts",
  "DROP TABLE IF EXISTS company_federations",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
