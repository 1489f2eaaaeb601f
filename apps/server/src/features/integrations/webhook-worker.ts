import * as http from "node:http";
import * as https from "node:https";
import type { LookupFunction } from "node:net";
import { performance } from "node:perf_hooks";
import { DEFAULT_LOCALE, isLocale, type WebhookFailure } from "@wellguard/contract";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import { Webhook } from "standardwebhooks";
import type { Db } from "../../db/database";
import { eventPublicId, onEventsRecorded } from "../../lib/events";
import type { Sealer } from "../../lib/sealed";
import { enqueueMail } from "../../mail/outbox";
import { webhookDisabledMail } from "../../mail/templates";
import { bareHost } from "./webhook-target";

/*
 * The webhook worker (docs/integrations.md "Webhooks"): a durable queue like the outbox (mail/outbox.ts).
 * webhook_deliveries rows are claimed by moving next_attempt_at ahead in one statement (FOR UPDATE SKIP LOCKED), so
 * several instances never send one delivery at once and no transaction is open during HTTP; a crash leaves the
 * row to be sent again once the claim passes (receivers deduplicate on webhook-id, as the standard says). Up to
 * CONCURRENCY requests are in flight, at most PER_ENDPOINT to one endpoint, so one slow receiver cannot hold all.
 * Each request goes through request-filtering-agent, which checks the address the connection really uses: a name
 * that resolved to a public address when saved and to an internal one now (DNS rebinding) is refused.
 */

/** Waits after the 1st…7th failed attempt (Svix's schedule, the standard's reference): about 27 hours in all. */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];
/** The first attempt and one per delay; after the last, the delivery is failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A delivery finally failing turns its endpoint off when nothing reached it for this long. */
export const DISABLE_AFTER_NO_SUCCESS_MS = 24 * 3_600_000;
export const REQUEST_TIMEOUT_MS = 10_000;
/** Of the receiver's answer only the status is kept; the body is read up to this and dropped. */
export const RESPONSE_LIMIT_BYTES = 64 * 1024;
const CLAIM_MS = 2 * 60_000;
const CONCURRENCY = 16;
const PER_ENDPOINT = 4;
const POLL_MS = 2_000;
const USER_AGENT = "Wellguard-Webhooks/1 (+https://www.standardwebhooks.com)";

/** Where a signing secret is sealed (lib/sealed.ts): a sealed value copied to another endpoint does not open. */
export function webhookSecretContext(endpointId: number): string {
  return `webhook_secret:${endpointId}`;
}

export interface WebhookWorkerOptions {
  sealer: Sealer | null;
  /** WEBHOOK_ALLOW_PRIVATE: tests and development only. */
  allowPrivate: boolean;
  log: FastifyBaseLogger;
  publicUrl: string;
  repoRoot: string;
  /** The phishing hosts (features/campaigns/hosts.ts): never a webhook target. */
  isPhishingHost: (host: string) => boolean;
  /** After the "turned off" e-mail was queued. */
  onMailQueued: () => void;
  /** The time deliveries are scheduled on (tests move it instead of waiting). */
  clock?: () => number;
  concurrency?: number;
  perEndpoint?: number;
  pollIntervalMs?: number;
  requestTimeoutMs?: number;
  /** Tests only: the resolver the connections use (the filtering agent checks what it answers). */
  lookup?: LookupFunction;
}

interface Claimed {
  id: string;
  endpoint_id: number;
  event_id: string;
  attempts: number;
  url: string;
  secret_sealed: string;
  type: string;
  occurred_at: Date;
  data: unknown;
}

interface Outcome {
  delivery: Claimed;
  at: Date;
  statusCode: number | null;
  error: Failure | null;
  durationMs: number;
  /** Retry-After of a 429 or 503, in milliseconds. */
  retryAfterMs: number | null;
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds from `now`. */
function retryAfter(value: string | undefined, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Why an attempt failed: a code of the contract's list and what it is about (never what the receiver sent). */
export interface Failure {
  code: WebhookFailure;
  detail?: string;
}

/** A detail is kept only when it looks like an address, a number or an error code. */
const SAFE_DETAIL = /^[A-Za-z0-9_.:-]{1,100}$/;

/** As webhook_deliveries.last_error keeps it: "code" or "code:detail" (the API splits it again). */
export function storedFailure(failure: Failure): string {
  return failure.detail !== undefined && SAFE_DETAIL.test(failure.detail)
    ? `${failure.code}:${failure.detail}`
    : failure.code;
}

/** The failure in English words, for the server's log only (the interface words the code in its own language). */
export function describeFailure(failure: Failure): string {
  const detail = failure.detail;
  switch (failure.code) {
    case "refused-address":
      return `Refused: the address resolves to a non-public network${detail ? ` (${detail})` : ""}`;
    case "refused-own-host":
      return "Refused: the address is one of this product's own hosts";
    case "refused-scheme":
      return "Refused: the address is not https";
    case "invalid-address":
      return "The delivery could not be prepared: the address is not a valid URL";
    case "secret-key-missing":
      return "SECRET_KEY is not set: the signing secret cannot be opened";
    case "secret-unreadable":
      return "The signing secret could not be opened (was SECRET_KEY changed?)";
    case "timeout":
      return `No answer within ${detail ?? "?"} s`;
    case "connection-refused":
      return "The connection was refused";
    case "dns":
      return "The host name could not be resolved";
    case "reset":
      return "The connection was reset";
    case "connection-timeout":
      return "The connection timed out";
    case "unreachable":
      return "The host could not be reached";
    case "tls":
      return `The TLS connection failed${detail ? ` (${detail})` : ""}`;
    case "redirect":
      return `The receiver answered a redirect (HTTP ${detail ?? "?"}); redirects are not followed`;
    case "http":
      return `The receiver answered HTTP ${detail ?? "?"}`;
    case "failed":
      return `The request failed${detail ? ` (${detail})` : ""}`;
  }
}

/** Why a request got no answer; never anything the receiver sent. */
export function classifyFailure(error: unknown): Failure {
  const err = error as (Error & { code?: string }) | undefined;
  const message = err?.message ?? "";
  const refused = /DNS lookup (\S+?)\(/.exec(message);
  if (refused || message.includes("is not allowed")) {
    return refused?.[1] ? { code: "refused-address", detail: refused[1] } : { code: "refused-address" };
  }
  switch (err?.code) {
    case "ECONNREFUSED":
      return { code: "connection-refused" };
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return { code: "dns" };
    case "ECONNRESET":
      return { code: "reset" };
    case "ETIMEDOUT":
      return { code: "connection-timeout" };
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return { code: "unreachable" };
    default:
      if (err?.code?.startsWith("ERR_TLS") || err?.code?.includes("CERT")) {
        return { code: "tls", detail: err.code };
      }
      return err?.code ? { code: "failed", detail: err.code } : { code: "failed" };
  }
}

/** The request timeout in seconds, to a tenth (tests use fractions of a second). */
function timeoutSeconds(timeoutMs: number): string {
  return String(Math.round(timeoutMs / 100) / 10);
}

export class WebhookWorker {
  private chain: Promise<void> = Promise.resolve();
  private queued = false;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly httpAgent: RequestFilteringHttpAgent;
  private readonly httpsAgent: RequestFilteringHttpsAgent;
  private readonly signers = new Map<string, Webhook>();
  private readonly clock: () => number;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: WebhookWorkerOptions,
  ) {
    this.clock = options.clock ?? Date.now;
    const filter = {
      allowPrivateIPAddress: options.allowPrivate,
      // Every address that is not global unicast (ipaddr.js ranges: loopback, private, link-local, CGNAT,
      // multicast, reserved, ULA, IPv4-mapped, NAT64, 6to4, Teredo…) is refused when the connection resolves it.
      allowMetaIPAddress: false,
      keepAlive: true,
      maxSockets: options.concurrency ?? CONCURRENCY,
    };
    this.httpAgent = new RequestFilteringHttpAgent(filter);
    this.httpsAgent = new RequestFilteringHttpsAgent(filter);
  }

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.unsubscribe = onEventsRecorded(() => void this.kick());
    this.timer = setInterval(() => void this.kick(), this.options.pollIntervalMs ?? POLL_MS);
    this.timer.unref();
    void this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.unsubscribe?.();
    await this.chain;
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  /** Starts a round (unless one is already waiting to start); never throws. */
  kick(): Promise<void> {
    if (this.queued) return this.chain;
    this.queued = true;
    this.chain = this.chain.then(async () => {
      this.queued = false;
      await this.drain().catch((err: unknown) => this.options.log.warn({ err }, "webhook round failed"));
    });
    return this.chain;
  }

  /** Sends everything due now and waits (tests use it through app.flushWebhooks). */
  async flush(): Promise<void> {
    await this.chain;
    this.queued = true;
    this.chain = this.chain.then(async () => {
      this.queued = false;
      await this.drain();
    });
    await this.chain;
  }

  /**
   * Claims and sends due deliveries until none is left: at most `concurrency` in flight, at most `perEndpoint` to
   * one endpoint (claimed rows beyond that wait here, within their claim, for a slot of their endpoint).
   */
  private async drain(): Promise<void> {
    const concurrency = this.options.concurrency ?? CONCURRENCY;
    const cap = this.options.perEndpoint ?? PER_ENDPOINT;
    const inFlight = new Map<string, Promise<void>>();
    const perEndpoint = new Map<number, number>();
    const waiting: Claimed[] = [];
    const done: Outcome[] = [];
    this.companyHosts.clear();
    const launch = (delivery: Claimed) => {
      perEndpoint.set(delivery.endpoint_id, (perEndpoint.get(delivery.endpoint_id) ?? 0) + 1);
      const task = this.attempt(delivery).then((outcome) => {
        done.push(outcome);
        inFlight.delete(delivery.id);
        const left = (perEndpoint.get(delivery.endpoint_id) ?? 1) - 1;
        if (left <= 0) perEndpoint.delete(delivery.endpoint_id);
        else perEndpoint.set(delivery.endpoint_id, left);
      });
      inFlight.set(delivery.id, task);
    };
    for (;;) {
      // Claims wait for half the slots to be free, so a fast receiver costs a statement per several deliveries.
      const free = concurrency - inFlight.size - waiting.length;
      let claimed = 0;
      if (!this.stopped && (free >= concurrency / 2 || (inFlight.size === 0 && waiting.length === 0))) {
        const full = [...perEndpoint].filter(([, n]) => n >= cap).map(([id]) => id);
        const rows = await this.claim(free, full);
        claimed = rows.length;
        waiting.push(...rows);
      }
      for (let i = 0; i < waiting.length && inFlight.size < concurrency; ) {
        const delivery = waiting[i] as Claimed;
        if ((perEndpoint.get(delivery.endpoint_id) ?? 0) < cap) {
          waiting.splice(i, 1);
          launch(delivery);
        } else i += 1;
      }
      if (inFlight.size === 0 && waiting.length === 0 && claimed === 0) break;
      if (inFlight.size > 0 && (claimed === 0 || inFlight.size + waiting.length >= concurrency)) {
        await Promise.race(inFlight.values());
      }
      if (done.length > 0) await this.record(done.splice(0));
    }
    if (done.length > 0) await this.record(done.splice(0));
  }

  /** Moves up to `limit` due deliveries of enabled endpoints (not those in `full`) ahead by the claim time. */
  private async claim(limit: number, full: number[]): Promise<Claimed[]> {
    if (limit <= 0) return [];
    const now = new Date(this.clock());
    const { rows } = await sql<Claimed>`
      with claimed as (
        update webhook_deliveries d set next_attempt_at = ${new Date(now.getTime() + CLAIM_MS)}
        where d.id in (
          select x.id from webhook_deliveries x
          where x.status = 'pending' and x.next_attempt_at <= ${now}
            and x.endpoint_id <> all(${full}::int[])
            and x.endpoint_id in (select w.id from webhook_endpoints w where w.enabled)
          order by x.next_attempt_at, x.id limit ${limit}
          for update skip locked)
        returning d.id, d.endpoint_id, d.event_id, d.attempts
      )
      select c.id, c.endpoint_id, c.event_id, c.attempts, w.url, w.secret_sealed, e.type, e.occurred_at, e.data
      from claimed c join webhook_endpoints w on w.id = c.endpoint_id join events e on e.id = c.event_id
      order by c.id`.execute(this.db);
    return rows;
  }

  private signer(delivery: Claimed): Webhook {
    const key = `${delivery.endpoint_id}:${delivery.secret_sealed}`;
    let signer = this.signers.get(key);
    if (!signer) {
      if (!this.options.sealer) throw new Error("SECRET_KEY is not set: the signing secret cannot be opened");
      signer = new Webhook(
        this.options.sealer.open(delivery.secret_sealed, webhookSecretContext(delivery.endpoint_id)),
      );
      this.signers.set(key, signer);
    }
    return signer;
  }

  /** One HTTP attempt; resolves (never rejects) to what happened. */
  private async attempt(delivery: Claimed): Promise<Outcome> {
    const at = new Date(this.clock());
    const started = performance.now();
    const outcome = (
      statusCode: number | null,
      error: Failure | null,
      retryAfterMs: number | null = null,
    ) => ({
      delivery,
      at,
      statusCode,
      error,
      durationMs: Math.round(performance.now() - started),
      retryAfterMs,
    });
    let url: URL;
    let signature: string;
    let body: string;
    const messageId = eventPublicId(delivery.event_id);
    // The signature's time is the real one: the receiver checks it against its own clock.
    const timestamp = new Date();
    // Which step failed decides the code; anything unforeseen in preparing is "failed".
    let failing: WebhookFailure = "invalid-address";
    try {
      url = new URL(delivery.url);
      failing = "failed";
      if (await this.isOwnHost(bareHost(url))) {
        return outcome(null, { code: "refused-own-host" });
      }
      body = JSON.stringify({
        type: delivery.type,
        timestamp: new Date(delivery.occurred_at).toISOString(),
        data: delivery.data,
      });
      failing = this.options.sealer ? "secret-unreadable" : "secret-key-missing";
      signature = this.signer(delivery).sign(messageId, timestamp, body);
    } catch (error) {
      this.options.log.warn(
        { deliveryId: delivery.id, reason: error instanceof Error ? error.message : String(error) },
        "webhook: delivery could not be prepared",
      );
      return outcome(null, { code: failing });
    }
    const result = await this.post(
      url,
      {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        "webhook-id": messageId,
        "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body,
    );
    if (result.statusCode === null) return outcome(null, result.error);
    const status = result.statusCode;
    if (status >= 200 && status < 300) return outcome(status, null);
    if (status >= 300 && status < 400) return outcome(status, { code: "redirect", detail: String(status) });
    const wait = status === 429 || status === 503 ? retryAfter(result.retryAfter, Date.now()) : null;
    return outcome(status, { code: "http", detail: String(status) }, wait);
  }

  /** Sign-in hosts looked up in this round (cleared at each round, so a new one counts within seconds). */
  private readonly companyHosts = new Map<string, Promise<boolean>>();

  private isOwnHost(host: string): Promise<boolean> {
    if (host === bareHost(new URL(this.options.publicUrl)) || this.options.isPhishingHost(host)) {
      return Promise.resolve(true);
    }
    let known = this.companyHosts.get(host);
    if (!known) {
      known = this.db
        .selectFrom("company_hosts")
        .select("host")
        .where("host", "=", host)
        .executeTakeFirst()
        .then((row) => row !== undefined);
      this.companyHosts.set(host, known);
    }
    return known;
  }

  private post(
    url: URL,
    headers: Record<string, string>,
    body: string,
  ): Promise<{ statusCode: number | null; error: Failure | null; retryAfter?: string }> {
    const timeoutMs = this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
    const secure = url.protocol === "https:";
    return new Promise((resolve) => {
      let settled = false;
      // Declared before finish: an address refused before any request is made finishes with no timer yet.
      let timer: NodeJS.Timeout | undefined;
      const finish = (value: { statusCode: number | null; error: Failure | null; retryAfter?: string }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      };
      if (url.protocol !== "https:" && !(this.options.allowPrivate && url.protocol === "http:")) {
        finish({ statusCode: null, error: { code: "refused-scheme" } });
        return;
      }
      const request = (secure ? https : http).request(
        url,
        {
          method: "POST",
          agent: secure ? this.httpsAgent : this.httpAgent,
          headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
          timeout: timeoutMs,
          ...(this.options.lookup ? { lookup: this.options.lookup } : {}),
        },
        (response) => {
          const statusCode = response.statusCode ?? 0;
          const retry = response.headers["retry-after"];
          let size = 0;
          const answered = () => finish({ statusCode, error: null, ...(retry ? { retryAfter: retry } : {}) });
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            // Only the status matters: a long answer is cut, not read to its end.
            if (size > RESPONSE_LIMIT_BYTES) {
              answered();
              response.destroy();
            }
          });
          response.on("end", answered);
          response.on("close", answered);
          response.on("error", answered);
        },
      );
      timer = setTimeout(() => {
        finish({ statusCode: null, error: { code: "timeout", detail: timeoutSeconds(timeoutMs) } });
        request.destroy();
      }, timeoutMs);
      request.on("timeout", () => {
        finish({ statusCode: null, error: { code: "timeout", detail: timeoutSeconds(timeoutMs) } });
        request.destroy();
      });
      request.on("error", (error) => finish({ statusCode: null, error: classifyFailure(error) }));
      request.end(body);
    });
  }

  /** Writes the attempts' results, the endpoints' counters, and turns off endpoints that keep failing. */
  private async record(outcomes: Outcome[]): Promise<void> {
    const now = this.clock();
    const rows = outcomes.map((o) => {
      const attempts = o.delivery.attempts + 1;
      const success = o.error === null;
      let status: "delivered" | "failed" | "pending" = "delivered";
      let next = new Date(now);
      if (!success) {
        if (attempts >= MAX_ATTEMPTS) status = "failed";
        else {
          status = "pending";
          const planned = RETRY_DELAYS_MS[attempts - 1] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1] ?? 0;
          // A receiver asking to wait longer is heard, within the schedule's longest wait.
          const wait = Math.max(planned, Math.min(o.retryAfterMs ?? 0, RETRY_DELAYS_MS.at(-1) ?? planned));
          next = new Date(now + wait);
        }
      }
      return { o, attempts, status, next };
    });
    for (const { o } of rows) {
      if (o.error !== null) {
        this.options.log.info(
          {
            deliveryId: o.delivery.id,
            endpointId: o.delivery.endpoint_id,
            status: o.statusCode,
            reason: describeFailure(o.error),
          },
          "webhook: attempt failed",
        );
      }
    }
    const queuedMail = await this.db.transaction().execute(async (trx) => {
      await sql`
        update webhook_deliveries d set status = r.status, attempts = r.attempts, next_attempt_at = r.next_at,
          last_attempt_at = r.at, last_status_code = r.code, last_error = r.error, last_duration_ms = r.ms
        from unnest(${rows.map((r) => r.o.delivery.id)}::bigint[], ${rows.map((r) => r.status)}::text[],
          ${rows.map((r) => r.attempts)}::int[], ${rows.map((r) => r.next.toISOString())}::timestamptz[],
          ${rows.map((r) => r.o.at.toISOString())}::timestamptz[], ${rows.map((r) => r.o.statusCode)}::int[],
          ${rows.map((r) => (r.o.error ? storedFailure(r.o.error) : null))}::text[], ${rows.map((r) => r.o.durationMs)}::int[])
          as r(id, status, attempts, next_at, at, code, error, ms)
        where d.id = r.id`.execute(trx);
      const succeeded = [
        ...new Set(rows.filter((r) => r.o.error === null).map((r) => r.o.delivery.endpoint_id)),
      ];
      if (succeeded.length > 0) {
        await trx
          .updateTable("webhook_endpoints")
          .set({ consecutive_failures: 0, last_success_at: new Date(now) })
          .where("id", "in", succeeded)
          .execute();
      }
      const failures = new Map<number, number>();
      for (const r of rows) {
        const id = r.o.delivery.endpoint_id;
        if (r.o.error !== null && !succeeded.includes(id)) failures.set(id, (failures.get(id) ?? 0) + 1);
      }
      if (failures.size > 0) {
        await sql`
          update webhook_endpoints w set consecutive_failures = w.consecutive_failures + f.n
          from unnest(${[...failures.keys()]}::int[], ${[...failures.values()]}::int[]) as f(id, n)
          where w.id = f.id`.execute(trx);
      }
      const exhausted = [
        ...new Set(rows.filter((r) => r.status === "failed").map((r) => r.o.delivery.endpoint_id)),
      ];
      if (exhausted.length === 0) return 0;
      // A delivery that failed for a whole day turns its endpoint off, unless something reached it meanwhile.
      const { rows: disabled } = await sql<{
        id: number;
        url: string;
        email: string | null;
        locale: string | null;
      }>`
        update webhook_endpoints w set enabled = false, disabled_reason = 'failures', disabled_at = ${new Date(now)},
          updated_at = ${new Date(now)}
        from webhook_endpoints o left join people p on p.id = o.created_by and p.deleted_at is null
          left join companies c on c.id = p.company_id
        where w.id = o.id and w.id = any(${exhausted}::int[]) and w.enabled
          and (w.last_success_at is null or w.last_success_at < ${new Date(now - DISABLE_AFTER_NO_SUCCESS_MS)})
        returning w.id, w.url, p.email, coalesce(p.locale, c.default_locale) as locale`.execute(trx);
      let mails = 0;
      for (const endpoint of disabled) {
        this.options.log.warn(
          { endpointId: endpoint.id },
          "webhook: endpoint turned off after repeated failures",
        );
        if (!endpoint.email) continue;
        await enqueueMail(
          trx,
          webhookDisabledMail({
            repoRoot: this.options.repoRoot,
            locale: isLocale(endpoint.locale) ? endpoint.locale : DEFAULT_LOCALE,
            to: endpoint.email,
            url: endpoint.url,
            link: `${this.options.publicUrl.replace(/\/+$/, "")}/controller/integrations`,
          }),
        );
        mails += 1;
      }
      return mails;
    });
    if (queuedMail > 0) this.options.onMailQueued();
  }
}
