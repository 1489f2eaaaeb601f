import { sql } from "kysely";
import type { Db } from "../../db/database";

/*
 * The tracking hits (a link's GET, the open pixel) written in groups (docs/benchmarks.md "Phishing campaigns").
 * A hit's id is taken from blocks of `campaign_events_id_seq` reserved ahead, so the landing page knows its
 * `data-hit` without a round trip; the hits are queued and a flush writes up to MAX_BATCH of them in ONE
 * statement (the events inserted with unnest, the recipients' automated_hits and opened_at updated per
 * recipient: a statement is its own transaction). A flush starts as soon as a hit is queued and nothing is being
 * written; hits arriving meanwhile wait for the next one, started when the previous commits (group commit), so a
 * queued hit is written within one flush (a few ms, at most ~50 ms under load). The tracking routes await their
 * hit's flush before answering, so an answered hit is on disk as before; a crash can only lose hits not yet
 * answered, i.e. at most the last flush's ~50 ms of hits, which are evidence of visits, not results: the results
 * (confirmed clicks, submissions, reports) stay synchronous and transactional. A hit whose recipient no longer
 * exists (a campaign deleted before it started, its token still in a cache) is skipped, not an error.
 */

export interface Hit {
  /** From reserveId(). */
  id: string;
  recipientId: string;
  kind: "open" | "click";
  automated: boolean;
  detail: string | null;
  at: Date;
}

const MAX_BATCH = 500;
const ID_BLOCK = 1_000;

interface Queued {
  hit: Hit;
  done: (written: boolean) => void;
  failed: (error: unknown) => void;
}

export class HitWriter {
  private ids: string[] = [];
  private refill: Promise<void> | null = null;
  private queue: Queued[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log?: { error(object: unknown, message: string): void },
  ) {}

  /** A new event id; a round trip only once per ID_BLOCK hits (the next block is fetched ahead). */
  async reserveId(): Promise<string> {
    while (this.ids.length === 0) await this.fetchIds();
    const id = this.ids.pop() as string;
    if (this.ids.length < ID_BLOCK / 5 && !this.refill) void this.fetchIds().catch(() => {});
    return id;
  }

  private fetchIds(): Promise<void> {
    this.refill ??= (async () => {
      try {
        const { rows } = await sql<{ id: string }>`select nextval('campaign_events_id_seq')::text as id
          from generate_series(1, ${ID_BLOCK})`.execute(this.db);
        // Popped from the end: reversed so ids are handed out in increasing order.
        this.ids = [...rows.map((r) => r.id).reverse(), ...this.ids];
      } finally {
        this.refill = null;
      }
    })();
    return this.refill;
  }

  /**
   * Queues a hit; resolves once it is written (true) or skipped because its recipient no longer exists (false);
   * rejects if the write failed.
   */
  record(hit: Hit): Promise<boolean> {
    return new Promise<boolean>((done, failed) => {
      this.queue.push({ hit, done, failed });
      if (!this.writing) this.writing = this.drain();
    });
  }

  /** Resolves once every hit queued so far is written (the confirm and submit handlers, app.flushCampaigns). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing.catch(() => {});
  }

  private async drain(): Promise<void> {
    // Let the hits of the same turn of the event loop join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const written = await this.write(batch.map((q) => q.hit)).catch((error: unknown) => {
            // A deadlock with another instance's flush, or a recipient deleted mid-statement: once more.
            this.log?.error({ err: error }, "tracking hits: write failed, retrying once");
            return this.write(batch.map((q) => q.hit));
          });
          for (const q of batch) q.done(written.has(q.hit.recipientId));
        } catch (error) {
          this.log?.error({ err: error, hits: batch.length }, "tracking hits: write failed; hits lost");
          for (const q of batch) q.failed(error);
        }
      }
    } finally {
      this.writing = null;
    }
  }

  /** Writes the hits; returns the recipients that exist (the others' hits were skipped). */
  private async write(hits: Hit[]): Promise<Set<string>> {
    // Sorted by recipient, so concurrent flushes (other instances) lock recipients in the same order.
    const sorted = [...hits].sort((a, b) => Number(a.recipientId) - Number(b.recipientId));
    const ids = sorted.map((h) => h.id);
    const recipients = sorted.map((h) => h.recipientId);
    const kinds = sorted.map((h) => h.kind);
    const automated = sorted.map((h) => h.automated);
    const details = sorted.map((h) => h.detail);
    const at = sorted.map((h) => h.at.toISOString());
    const { rows } = await sql<{ id: string }>`with h as (
        select * from unnest(${ids}::bigint[], ${recipients}::bigint[], ${kinds}::text[], ${automated}::boolean[],
          ${details}::text[], ${at}::timestamptz[]) as h(id, recipient_id, kind, automated, detail, at)
        where exists (select 1 from campaign_recipients r where r.id = h.recipient_id)
      ), inserted as (
        insert into campaign_events (id, recipient_id, kind, automated, detail, at)
        select id, recipient_id, kind, automated, detail, at from h
      )
      update campaign_recipients r set automated_hits = r.automated_hits + g.clicks,
        opened_at = coalesce(r.opened_at, g.opened)
      from (select recipient_id, (count(*) filter (where kind = 'click'))::int as clicks,
          min(at) filter (where kind = 'open' and not automated) as opened
        from h group by recipient_id order by recipient_id) g
      where r.id = g.recipient_id
      returning r.id::text as id`.execute(this.db);
    return new Set(rows.map((r) => r.id));
  }
}
