import pg from "pg";

/** The PostgreSQL channel on which every instance announces changes to a person's sessions. */
export const SESSION_CHANNEL = "wellguard_session_changes";

const PING_MS = 15_000;
const MAX_RETRY_MS = 30_000;

export interface SessionListenerHandlers {
  /** Another (or this) instance changed this person: drop their cached sessions. */
  onPersonChanged(personId: number): void;
  /** Notifications may have been missed (connection lost or just made): drop everything. */
  onReset(): void;
}

interface Log {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * LISTENs on a dedicated connection (not a pool client, which would be handed to other queries). While it
 * is not connected `connected` is false and the session cache must not be used; it reconnects with backoff.
 */
export class SessionChangeListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private retryMs = 250;
  private isConnected = false;
  private everConnected = false;

  constructor(
    private readonly connectionString: string,
    private readonly handlers: SessionListenerHandlers,
    private readonly log: Log,
  ) {}

  get connected(): boolean {
    return this.isConnected;
  }

  /** Connects once; on failure keeps retrying in the background (the cache stays off meanwhile). */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.isConnected = false;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: "wellguard-session-listener",
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      clearInterval(this.pingTimer);
      const wasConnected = this.isConnected;
      this.isConnected = false;
      this.handlers.onReset();
      void client.end().catch(() => {});
      if (this.stopped) return;
      if (wasConnected || !this.everConnected) {
        this.everConnected = true; // said once at start-up; afterwards only when a live connection drops
        this.log.warn(
          { err: error instanceof Error ? error.message : undefined },
          "session change listener lost its connection; session cache off until it reconnects",
        );
      }
      this.scheduleRetry();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel !== SESSION_CHANNEL) return;
      const personId = Number(message.payload);
      if (Number.isSafeInteger(personId)) this.handlers.onPersonChanged(personId);
      else this.handlers.onReset();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (lost) return;
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.everConnected = true;
    this.retryMs = 250;
    // Whatever changed while nobody was listening is unknown: start from an empty cache.
    this.handlers.onReset();
    this.isConnected = true;
    // A half-open TCP connection raises no error by itself; a periodic query notices it.
    this.pingTimer = setInterval(() => {
      client.query("select 1").catch(onLost);
    }, PING_MS);
    this.pingTimer.unref();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
