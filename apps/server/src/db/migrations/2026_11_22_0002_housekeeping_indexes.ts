import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Indexes the housekeeping deletes search by, so each 1,000-row batch finds its rows without a table scan.
// sessions.last_seen_at is deliberately not indexed: it is written once a minute per session, and an index
// on it would cost every one of those writes (housekeeping reaches idle sessions through expires_at).

const indexes: [name: string, definition: string][] = [
  ["sessions_expires_idx", "sessions (expires_at)"],
  ["sessions_revoked_idx", "sessions (revoked_at) WHERE revoked_at IS NOT NULL"],
  ["login_failures_failed_idx", "login_failures (failed_at)"],
  ["login_lockouts_until_idx", "login_lockouts (locked_until)"],
  ["password_resets_expires_idx", "password_resets (expires_at)"],
  ["password_resets_used_idx", "password_resets (used_at) WHERE used_at IS NOT NULL"],
  ["password_reset_requests_at_idx", "password_reset_requests (requested_at)"],
  ["outbox_sent_idx", "outbox (sent_at) WHERE sent_at IS NOT NULL"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of indexes)
    await sql.raw(`CREATE INDEX ${name} ON ${definition}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
