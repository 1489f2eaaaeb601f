import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 21: integrations (docs/integrations.md) — API keys for machines, the event log that feeds both the
// pull feed (GET /events) and the webhooks, webhook endpoints and their deliveries (a durable queue like the
// outbox: rows claimed by moving next_attempt_at ahead, retried with backoff for about a day).

const up_statements = [
  // A machine's key: shown once, stored as its SHA-256; acts for its company with only its scopes.
  `CREATE TABLE api_keys (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    -- The key's first characters (wgk_ and 6 more), shown in lists so a key can be recognised.
    prefix text NOT NULL CHECK (length(prefix) <= 20),
    token_hash text NOT NULL UNIQUE,
    -- The creator's role the key acts with, limited to this one company: it never exceeds what they may do.
    acting_profile text NOT NULL CHECK (acting_profile IN ('ADMIN', 'CONTROLLER')),
    scopes text[] NOT NULL CHECK (cardinality(scopes) >= 1
      AND scopes <@ ARRAY['reports:read', 'people:read', 'people:write', 'campaigns:run', 'events:read']),
    requests_per_minute integer NOT NULL DEFAULT 600 CHECK (requests_per_minute BETWEEN 1 AND 6000),
    expires_at timestamptz,
    created_by integer REFERENCES people(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    last_used_ip text CHECK (length(last_used_ip) <= 100),
    revoked_at timestamptz
  )`,
  `CREATE INDEX api_keys_company_idx ON api_keys (company_id, created_at DESC)`,
  // What a key does is audited as done by that key.
  `ALTER TABLE audit_events DROP CONSTRAINT audit_events_actor_profile_check`,
  `ALTER TABLE audit_events ADD CONSTRAINT audit_events_actor_profile_check
    CHECK (actor_profile IN ('ADMIN', 'CONTROLLER', 'SYSTEM', 'SCIM', 'API_KEY'))`,
  `ALTER TABLE audit_events ADD COLUMN actor_api_key_id integer`,
  // Every event of a company, written in the transaction of the change it reports (lib/events.ts).
  `CREATE TABLE events (
    id bigserial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    type text NOT NULL CHECK (length(type) BETWEEN 1 AND 60),
    occurred_at timestamptz NOT NULL DEFAULT now(),
    data jsonb NOT NULL,
    -- The writing transaction: ids are taken before commit, so a later id can commit first. The feed serves only
    -- events of transactions older than every one still running, so a cursor never passes an event not yet visible.
    xid xid8 NOT NULL DEFAULT pg_current_xact_id()
  )`,
  `CREATE INDEX events_company_idx ON events (company_id, id)`,
  `CREATE INDEX events_company_type_idx ON events (company_id, type, id)`,
  `CREATE INDEX events_occurred_idx ON events (occurred_at)`,
  // An HTTPS address subscribed to event types; its signing secret (whsec_…) sealed with SECRET_KEY.
  `CREATE TABLE webhook_endpoints (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
    description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
    event_types text[] NOT NULL CHECK (cardinality(event_types) >= 1),
    secret_sealed text NOT NULL,
    enabled boolean NOT NULL DEFAULT true,
    -- Why it is off: 'owner' (turned off by a person) or 'failures' (turned off by the product).
    disabled_reason text CHECK (disabled_reason IN ('owner', 'failures')),
    disabled_at timestamptz,
    consecutive_failures integer NOT NULL DEFAULT 0,
    last_success_at timestamptz,
    created_by integer REFERENCES people(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX webhook_endpoints_company_idx ON webhook_endpoints (company_id)`,
  // One event for one endpoint (a replay is a new row), with its last attempt: the endpoint's delivery log.
  `CREATE TABLE webhook_deliveries (
    id bigserial PRIMARY KEY,
    endpoint_id integer NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
    event_id bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_attempt_at timestamptz,
    last_status_code integer,
    last_error text CHECK (length(last_error) <= 500),
    last_duration_ms integer,
    replay_of bigint REFERENCES webhook_deliveries(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`,
  `CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC)`,
  `CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id)`,
];

const down_statements = [
  "DROP TABLE IF EXISTS webhook_deliveries",
  "DROP TABLE IF EXISTS webhook_endpoints",
  "DROP TABLE IF EXISTS events",
  "ALTER TABLE audit_events DROP COLUMN IF EXISTS actor_api_key_id",
  "DELETE FROM audit_events WHERE actor_profile = 'API_KEY'",
  "ALTER TABLE audit_events DROP CONSTRAINT audit_events_actor_profile_check",
  `ALTER TABLE audit_events ADD CONSTRAINT audit_events_actor_profile_check
    CHECK (actor_profile IN ('ADMIN', 'CONTROLLER', 'SYSTEM', 'SCIM'))`,
  "DROP TABLE IF EXISTS api_keys",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
