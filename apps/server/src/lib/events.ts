import type { EventType } from "@wellguard/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/**
 * The event log of integrations (issue 21, docs/integrations.md "Events"). Every event is written in the
 * transaction of the change it reports, with one pending webhook delivery per enabled endpoint of the company
 * subscribed to its type, so an event exists exactly when its change does and no subscriber misses it. The feed
 * (GET /events) reads the same rows; the webhook worker (features/integrations/webhook-worker.ts) sends the
 * deliveries.
 *
 * Privacy: payloads carry ids and what a SIEM or HR system needs; never a password, a typed landing-page value, or
 * a wellbeing/climate/burnout/impact answer or result (those reach a controller only as aggregates).
 */
export interface NewEvent {
  companyId: number;
  type: EventType;
  /** The payload: plain JSON, documented per type in docs/integrations.md. */
  data: Record<string, unknown>;
  /** When it happened, if not now (a tracking hit written a moment later, for instance). */
  occurredAt?: Date;
}

/** Subscribers to wake after a commit (the webhook worker); called without waiting. */
const listeners = new Set<() => void>();

export function onEventsRecorded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes the events and their pending deliveries in one statement, inside the caller's transaction. Call
 * `eventsCommitted()` after the transaction commits to start the deliveries at once (otherwise the worker's next
 * round picks them up).
 */
export async function recordEvents(db: Kysely<Database>, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  // Large batches (a campaign's sends, an import) are written in slices to keep each statement reasonable.
  for (let start = 0; start < events.length; start += 1000) {
    const slice = events.slice(start, start + 1000);
    const now = new Date();
    await sql`
      with inserted as (
        insert into events (company_id, type, occurred_at, data)
        select * from unnest(
          ${slice.map((e) => e.companyId)}::int[],
          ${slice.map((e) => e.type)}::text[],
          ${slice.map((e) => (e.occurredAt ?? now).toISOString())}::timestamptz[],
          ${slice.map((e) => JSON.stringify(e.data))}::jsonb[])
        returning id, company_id, type
      )
      insert into webhook_deliveries (endpoint_id, event_id)
      select w.id, i.id from inserted i
        join webhook_endpoints w on w.company_id = i.company_id and w.enabled and i.type = any(w.event_types)`.execute(
      db,
    );
  }
}

/** Tells the webhook worker that committed events wait (no-op when nothing listens). */
export function eventsCommitted(): void {
  for (const listener of listeners) listener();
}

/** The public id of an event, in the feed and as the webhook-id header of its deliveries. */
export function eventPublicId(id: string | number | bigint): string {
  return `evt_${id}`;
}
