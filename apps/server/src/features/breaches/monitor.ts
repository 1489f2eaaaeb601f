import { SERVICE_TYPES, type TBreachMonitor } from "@wellguard/contract";
import { type Kysely, sql } from "kysely";
import type { Db } from "../../db/database";
import type { BreachMonitorOutcome, Database } from "../../db/schema";
import { eventsCommitted } from "../../lib/events";
import { type HibpBreach, HibpClient, type HibpClientOptions, HibpError, toBreachInput } from "./hibp";
import { type BreachMailOptions, sendPendingBreachMail } from "./notify";
import { type BreachInput, type ExposureInput, recordExposures } from "./store";

/*
 * The daily breach check (docs/breaches.md, "Have I Been Pwned"). Each company that contracts ABS and has domains
 * has a row in breach_monitors, durable across restarts: when its next_check_at is due, one instance claims it
 * (FOR UPDATE SKIP LOCKED, then running_since), searches HIBP for each of the company's domains, and in one
 * transaction records the exposures and sets the next check 24 hours on. A claim older than CLAIM_STALE_MS (an
 * instance that crashed mid-check) is taken again. Without HIBP_API_KEY nothing calls HIBP.
 * The monitor is also the worker of the "new exposure" e-mails (notify.ts): after each check's and each import's
 * commit (kickMail) and on every tick, with or without HIBP, it mails the exposures not yet told.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const CHECK_INTERVAL_MS = 24 * HOUR;
/** After a failed check (HIBP down, rate limits), the next try. */
export const RETRY_AFTER_FAILURE_MS = HOUR;
/** A check still "running" after this long was abandoned by a crashed instance: it is claimed again. */
export const CLAIM_STALE_MS = 30 * MINUTE;
/** How often due checks are looked for. */
export const MONITOR_POLL_MS = 5 * MINUTE;
const FIRST_POLL_MS = 30_000;

const ABS = SERVICE_TYPES.SERVICE_TYPE_ABS;

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface BreachMonitorOptions extends BreachMailOptions {
  hibp: { apiKey: string | undefined; apiUrl: string };
  log: Log;
  /** Called after e-mails were queued in the outbox (its sender then sends them without waiting for its poll). */
  onMailQueued?: () => void;
  /** Tests: the HIBP client's other options (its sleep, its retry cap). */
  client?: Partial<HibpClientOptions>;
}

/** Makes sure every company that contracts ABS and has a domain has its monitor row (due now when new). */
export async function ensureMonitors(db: Db, now: Date): Promise<void> {
  await sql`
    insert into breach_monitors (company_id, next_check_at)
    select c.id, ${now} from companies c
    where c.deleted_at is null and ${ABS} = any(c.services)
      and exists (select 1 from company_domains d where d.company_id = c.id)
    on conflict (company_id) do nothing`.execute(db);
}

/** "Check now": the company's check becomes due (the caller then kicks the monitor, after its commit). */
export async function makeCheckDue(db: Kysely<Database>, companyId: number, now: Date): Promise<void> {
  await sql`
    insert into breach_monitors (company_id, next_check_at) values (${companyId}, ${now})
    on conflict (company_id) do update set next_check_at = excluded.next_check_at`.execute(db);
}

/** The company's monitor as the controller sees it. */
export async function monitorStatus(
  db: Db,
  companyId: number,
  hibpConfigured: boolean,
): Promise<TBreachMonitor> {
  const domains = await db
    .selectFrom("company_domains")
    .select("domain")
    .where("company_id", "=", companyId)
    .orderBy("position")
    .execute();
  const row = await db
    .selectFrom("breach_monitors")
    .selectAll()
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return {
    hibpConfigured,
    domains: domains.map((d) => d.domain),
    lastCheckAt: row?.last_check_at?.toISOString() ?? null,
    nextCheckAt: hibpConfigured && row ? row.next_check_at.toISOString() : null,
    lastOutcome: row?.running_since ? "running" : (row?.last_outcome ?? null),
    lastImportAt: row?.last_import_at?.toISOString() ?? null,
  };
}

export class BreachMonitor {
  private timer: NodeJS.Timeout | undefined;
  private firstRun: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  /** The e-mail runs, one at a time and apart from the checks (a check may wait minutes on HIBP's rate limits). */
  private mailChain: Promise<void> = Promise.resolve();
  /** A mail run queued and not started yet: further kicks join it instead of queuing another. */
  private mailWaiting: Promise<void> | undefined;
  private readonly client: HibpClient | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: BreachMonitorOptions,
  ) {
    const apiKey = options.hibp.apiKey;
    this.client = apiKey
      ? new HibpClient({ apiKey, baseUrl: options.hibp.apiUrl, ...options.client })
      : undefined;
  }

  /** Whether HIBP_API_KEY is set: without it the monitor never calls HIBP. */
  get configured(): boolean {
    return this.client !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.firstRun = setTimeout(() => void this.kick(), FIRST_POLL_MS);
    this.timer = setInterval(() => void this.kick(), MONITOR_POLL_MS);
    this.firstRun.unref();
    this.timer.unref();
  }

  /** Stops the timers and waits for a round in progress, so the pool is not closed under it. */
  async stop(): Promise<void> {
    clearTimeout(this.firstRun);
    clearInterval(this.timer);
    this.firstRun = undefined;
    this.timer = undefined;
    await this.chain;
    await this.mailChain;
  }

  /**
   * Runs every due check now (with HIBP_API_KEY), one round at a time, then the pending e-mails; never throws.
   * The tick; tests wait on it (app.flushBreachMonitor).
   */
  kick(): Promise<void> {
    this.chain = this.chain
      .then(() =>
        this.round().catch((err: unknown) => this.options.log.warn({ err }, "breach check round failed")),
      )
      .then(() => this.kickMail());
    return this.chain;
  }

  /** Mails the exposures not yet told (after a source's commit); never throws. */
  kickMail(): Promise<void> {
    this.mailWaiting ??= this.mailChain.then(async () => {
      this.mailWaiting = undefined;
      try {
        if ((await this.sendPendingMail()) > 0) this.options.onMailQueued?.();
      } catch (err) {
        this.options.log.warn({ err }, "breach e-mails failed");
      }
    });
    this.mailChain = this.mailWaiting;
    return this.mailWaiting;
  }

  /** Queues the e-mail of every person with exposures not yet told (notify.ts); resolves to how many. */
  sendPendingMail(): Promise<number> {
    return sendPendingBreachMail(this.db, this.options);
  }

  private async round(): Promise<void> {
    const client = this.client;
    if (!client) return;
    await ensureMonitors(this.db, new Date());
    // The catalogue is read once per round, and only when a check needs it.
    let catalogue: Promise<Map<string, HibpBreach>> | undefined;
    const readCatalogue = () => {
      catalogue ??= client.breaches().then((list) => new Map(list.map((b) => [b.Name.toLowerCase(), b])));
      return catalogue;
    };
    for (;;) {
      const companyId = await this.claim(new Date());
      if (companyId === undefined) return;
      await this.check(client, companyId, readCatalogue);
    }
  }

  /** Takes one due company's check, or none; a check claimed by another instance is left alone. */
  private async claim(now: Date): Promise<number | undefined> {
    const { rows } = await sql<{ company_id: number }>`
      update breach_monitors set running_since = ${now}
      where company_id = (
        select m.company_id from breach_monitors m join companies c on c.id = m.company_id
        where m.next_check_at <= ${now}
          and (m.running_since is null or m.running_since < ${new Date(now.getTime() - CLAIM_STALE_MS)})
          and c.deleted_at is null and ${ABS} = any(c.services)
          and exists (select 1 from company_domains d where d.company_id = c.id)
        order by m.next_check_at limit 1
        for update of m skip locked)
      returning company_id`.execute(this.db);
    return rows[0]?.company_id;
  }

  private async check(
    client: HibpClient,
    companyId: number,
    readCatalogue: () => Promise<Map<string, HibpBreach>>,
  ): Promise<void> {
    const started = new Date();
    try {
      const domains = await this.db
        .selectFrom("company_domains")
        .select("domain")
        .where("company_id", "=", companyId)
        .execute();
      const exposures: ExposureInput[] = [];
      const names = new Set<string>();
      for (const { domain } of domains) {
        const found = await client.breachedDomain(domain);
        for (const [alias, breachNames] of Object.entries(found)) {
          for (const name of breachNames) {
            exposures.push({ email: `${alias}@${domain}`, breachName: name });
            names.add(name);
          }
        }
      }
      const catalogue = names.size > 0 ? await readCatalogue() : new Map<string, HibpBreach>();
      const breaches: BreachInput[] = [...names].map((name) => {
        const known = catalogue.get(name.toLowerCase());
        // A breach newer than the catalogue we read: kept under its name until the next check describes it.
        return known
          ? toBreachInput(known)
          : {
              name: name.slice(0, 200),
              title: name.slice(0, 200),
              breachDate: null,
              domain: null,
              dataClasses: [],
              description: "",
              verified: true,
            };
      });
      const now = new Date();
      const outcome = await this.db.transaction().execute(async (trx) => {
        const outcome = await recordExposures(trx, companyId, "hibp", breaches, exposures, now, "with-mail");
        await this.finish(trx, companyId, "ok", now, CHECK_INTERVAL_MS);
        return outcome;
      });
      if (outcome.newExposures > 0) {
        eventsCommitted();
        void this.kickMail();
      }
      this.options.log.info(
        { companyId, newExposures: outcome.newExposures, dropped: outcome.dropped },
        "breach check done",
      );
    } catch (error) {
      const outcome: BreachMonitorOutcome = error instanceof HibpError ? error.outcome : "failed";
      // A wrong key or an unverified domain will not fix itself within the hour: tried again tomorrow.
      const wait = outcome === "unauthorised" ? CHECK_INTERVAL_MS : RETRY_AFTER_FAILURE_MS;
      this.options.log.warn({ err: error, companyId, outcome }, "breach check failed");
      await this.finish(this.db, companyId, outcome, started, wait);
    }
  }

  private async finish(
    db: Pick<Db, "updateTable">,
    companyId: number,
    outcome: BreachMonitorOutcome,
    at: Date,
    wait: number,
  ): Promise<void> {
    await db
      .updateTable("breach_monitors")
      .set({
        running_since: null,
        last_outcome: outcome,
        last_check_at: at,
        // A "check now" that came while this check ran (due after the claim) stays due.
        next_check_at: sql<Date>`case when next_check_at > running_since then next_check_at
          else ${new Date(at.getTime() + wait)}::timestamptz end`,
      })
      .where("company_id", "=", companyId)
      .execute();
  }
}
