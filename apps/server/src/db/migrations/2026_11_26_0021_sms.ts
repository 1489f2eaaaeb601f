import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 18: SMS as the campaign engine's second channel (docs/smishing.md). The campaigns and recipients of 0019
// already carry the channel; this adds what only SMS has: the delivery receipts of the SMS centre (a recipient's
// delivery state and time, and the SMSC's message id of each part, which is how a receipt finds its recipient),
// the company's own sender id, and SMS in the outbox (where they wait, for the admin's Outbox page, when no SMSC
// is configured; the mail worker only ever takes e-mails from it).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies ADD COLUMN sms_sender text
    CHECK (sms_sender ~ '^([A-Za-z0-9 ]{1,11}|\\+?[0-9]{3,15})$')`.execute(db);
  await sql`ALTER TABLE campaign_recipients
    ADD COLUMN delivery text CHECK (delivery IN ('delivered', 'expired', 'undeliverable', 'rejected', 'deleted', 'unknown')),
    ADD COLUMN delivered_at timestamptz`.execute(db);
  await sql`CREATE TABLE campaign_sms_parts (
    smsc_message_id text PRIMARY KEY,
    recipient_id bigint NOT NULL REFERENCES campaign_recipients(id) ON DELETE CASCADE
  )`.execute(db);
  await sql`CREATE INDEX campaign_sms_parts_recipient_idx ON campaign_sms_parts (recipient_id)`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN channel text NOT NULL DEFAULT 'email'
    CHECK (channel IN ('email', 'sms'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox DROP COLUMN IF EXISTS channel`.execute(db);
  await sql`DROP TABLE IF EXISTS campaign_sms_parts`.execute(db);
  await sql`ALTER TABLE campaign_recipients DROP COLUMN IF EXISTS delivery, DROP COLUMN IF EXISTS delivered_at`.execute(
    db,
  );
  await sql`ALTER TABLE companies DROP COLUMN IF EXISTS sms_sender`.execute(db);
}
