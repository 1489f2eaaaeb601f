import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 17 point 3: campaign drafts, the first step of the lifecycle (docs/phishing.md "Lifecycle"). A draft is the
// campaign form saved without launching: no recipients, no send times, never sent. Its form is jsonb (checked by the
// contract's ZCampaignDraftForm on every write and read), since a draft may be incomplete in any field but its
// name; scheduling it creates a campaign and deletes the draft in one transaction.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE campaign_drafts (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    created_by integer REFERENCES people(id) ON DELETE SET NULL,
    name text NOT NULL,
    form jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(form) = 'object'),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX campaign_drafts_company_idx ON campaign_drafts (company_id, updated_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS campaign_drafts`.execute(db);
}
