import { LIMITS } from "@wellguard/contract";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long rows are kept after they stop mattering (docs/database.md, "Retention"). */
export const RETENTION = {
  /** Sessions, after they were revoked or reached their absolute expiry. */
  endedSessionDays: 7,
  /** Reset links, after they expired or were used. */
  finishedResetLinkDays: 1,
  /** Delivered e-mail. */
  sentMailDays: 30,
} as const;

export const HOUSEKEEPING_INTERVAL_MS = 10 * MINUTE;
/** The first round after start-up: soon, but out of the way of the start itself. */
export const HOUSEKEEPING_FIRST_RUN_MS = 30_000;
/** Rows per DELETE statement, so a large backlog never holds many row locks for long. */
export const HOUSEKEEPING_BATCH_SIZE = 1_000;

export type HousekeepingCounts = Record<
  | "sessions"
  | "loginFailures"
  | "loginLockouts"
  | "passwordResets"
  | "passwordResetRequests"
  | "sentMail"
  | "ssoLoginStates"
  | "ssoUsedAssertions"
  | "events",
  number
>;

/** Integration events (the feed, and what webhooks deliver) are kept this long; their deliveries go with them. */
export const EVENT_RETENTION_DAYS = 90;

export interface HousekeepingOptions {
  /** The time to judge ages against (tests pass one); default now. */
  now?: Date;
  batchSize?: number;
}

/**
 * Deletes, in batches, the rows matching `condition`. Each statement picks at most `batchSize` rows with
 * FOR UPDATE SKIP LOCKED, so rows another instance (or a sign-in) holds are left for the next round instead
 * of waited for; the condition is repeated on the DELETE so a row changed in between is judged again.
 */
async function deleteInBatches(
  db: Db,
  table: string,
  key: string,
  condition: RawBuilder<SqlBool>,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await sql`
      delete from ${sql.table(table)}
      where ${sql.ref(key)} in (
        select ${sql.ref(key)} from ${sql.table(table)} where ${condition}
        limit ${batchSize} for update skip locked
      ) and ${condition}`.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0n);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * One housekeeping round: removes rows nothing will read again. Every delete is idempotent, so several
 * instances may run rounds at the same time. Sessions that ended by inactivity are reached through their
 * absolute expiry (at most SESSION_MAX_HOURS later), which keeps `last_seen_at` unindexed.
 */
export async function runHousekeeping(
  db: Db,
  options: HousekeepingOptions = {},
): Promise<HousekeepingCounts> {
  const now = (options.now ?? new Date()).getTime();
  const batch = options.batchSize ?? HOUSEKEEPING_BATCH_SIZE;
  const before = (ms: number) => new Date(now - ms);

  const endedSessions = before(RETENTION.endedSessionDays * DAY);
  const revoked = await deleteInBatches(
    db,
    "sessions",
    "id",
    sql<SqlBool>`revoked_at < ${endedSessions}`,
    batch,
  );
  const expired = await deleteInBatches(
    db,
    "sessions",
    "id",
    sql<SqlBool>`expires_at < ${endedSessions}`,
    batch,
  );
  const loginFailures = await deleteInBatches(
    db,
    "login_failures",
    "id",
    sql<SqlBool>`failed_at < ${before(LIMITS.loginFailureWindowMinutes * MINUTE)}`,
    batch,
  );
  const loginLockouts = await deleteInBatches(
    db,
    "login_lockouts",
    "login_key",
    sql<SqlBool>`locked_until < ${before(0)}`,
    batch,
  );
  const finishedLinks = before(RETENTION.finishedResetLinkDays * DAY);
  const expiredLinks = await deleteInBatches(
    db,
    "password_resets",
    "id",
    sql<SqlBool>`expires_at < ${finishedLinks}`,
    batch,
  );
  const usedLinks = await deleteInBatches(
    db,
    "password_resets",
    "id",
    sql<SqlBool>`used_at < ${finishedLinks}`,
    batch,
  );
  const passwordResetRequests = await deleteInBatches(
    db,
    "password_reset_requests",
    "login_key",
    sql<SqlBool>`requested_at < ${before(LIMITS.resetRequestCooldownMinutes * MINUTE)}`,
    batch,
  );
  const sentMail = await deleteInBatches(
    db,
    "outbox",
    "id",
    sql<SqlBool>`sent_at < ${before(RETENTION.sentMailDays * DAY)}`,
    batch,
  );
  // Single sign-on states (each used once, FEDERATION_STATE_MINUTES) and used SAML assertion ids, once expired.
  const ssoLoginStates = await deleteInBatches(
    db,
    "sso_login_states",
    "id",
    sql<SqlBool>`expires_at < ${before(0)}`,
    batch,
  );
  const ssoUsedAssertions = await deleteInBatches(
    db,
    "sso_used_assertions",
    "ctid",
    sql<SqlBool>`expires_at < ${before(0)}`,
    batch,
  );
  // By occurred_at (events_occurred_idx); webhook_deliveries cascade.
  const events = await deleteInBatches(
    db,
    "events",
    "id",
    sql<SqlBool>`occurred_at < ${before(EVENT_RETENTION_DAYS * DAY)}`,
    batch,
  );
  return {
    sessions: revoked + expired,
    loginFailures,
    loginLockouts,
    passwordResets: expiredLinks + usedLinks,
    passwordResetRequests,
    sentMail,
    ssoLoginStates,
    ssoUsedAssertions,
    events,
  };
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Runs `runHousekeeping` shortly after start and then every 10 minutes, one round at a time. */
export class Housekeeping {
  private firstRun: NodeJS.Timeout | undefined;
  private interval: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  start(): void {
    if (this.interval) return;
    this.firstRun = setTimeout(() => this.tick(), HOUSEKEEPING_FIRST_RUN_MS);
    this.interval = setInterval(() => this.tick(), HOUSEKEEPING_INTERVAL_MS);
    // Timers alone never keep the process alive.
    this.firstRun.unref();
    this.interval.unref();
  }

  /** Stops the timers and waits for a round in progress, so the pool is not closed under it. */
  async stop(): Promise<void> {
    clearTimeout(this.firstRun);
    clearInterval(this.interval);
    this.firstRun = undefined;
    this.interval = undefined;
    await this.running;
  }

  private tick(): void {
    if (this.running) return; // the previous round is still going: skip this one
    this.running = runHousekeeping(this.db)
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0))
          this.log.info({ deleted: counts }, "housekeeping round");
      })
      .catch((err: unknown) => this.log.warn({ err }, "housekeeping round failed; the next one will retry"))
      .finally(() => {
        this.running = undefined;
      });
  }
}
