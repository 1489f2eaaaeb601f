// Issue 21 point 7 (the event feed): GET /api/v1/events at 10 connections, called with API keys, pages of 100
// from a company with 10,000 events, against GET /api/v1/auth/info with a session at 10 connections, in the same
// run, in alternating slices so both see the same machine. Goal: feed ≥ 0.5 of /auth/info.
// `npm run bench:events -w @wellguard/bench` (also in `npm run bench`). BENCH_EVENTS (10,000), BENCH_EVENTS_SLICE
// (seconds per slice, 5), BENCH_EVENTS_CONNECTIONS (10), BENCH_EVENTS_PAGE (events per page, 100);
// BENCH_DATABASE_URL or TEST_DATABASE_URL name the PostgreSQL server
// (default postgres://postgres@127.0.0.1:5432/postgres).
//
// Each key may make at most 6,000 requests a minute (its own rate limit): the feed's connections take turns over
// KEYS keys, so the limit never shapes the figure. The requests are made with fetch, for both sides alike, from a
// separate Node process (as measure.ts does with autocannon, which sends one fixed header set and so cannot
// spread the load over keys): the load generator never shares the server's event loop.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { newApiKey } from "../../apps/server/src/lib/api-keys";
import { createPostgresDatabase, DEMO_PASSWORD, startBenchProduct } from "../product";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const SLICE_SECONDS = Number(process.env.BENCH_EVENTS_SLICE ?? 5);
const CONNECTIONS = Number(process.env.BENCH_EVENTS_CONNECTIONS ?? 10);
const SLICES = 4;
const PAGE = Number(process.env.BENCH_EVENTS_PAGE ?? 100);
const KEYS = 20;

export interface EventFeedFigures {
  connections: number;
  events: number;
  feedPerSecond: number;
  infoPerSecond: number;
  feedFailures: number;
  infoFailures: number;
}

/** Requests for `seconds`, `CONNECTIONS` at a time; `url(n)` and `token(n)` give the n-th request. */
interface Side {
  urls: string[];
  tokens: string[];
}

interface LoadPlan {
  feed: Side;
  info: Side;
}

interface Totals {
  requests: number;
  seconds: number;
  failures: number;
}

async function slice(seconds: number, side: Side): Promise<Totals> {
  const url = (n: number) => side.urls[n % side.urls.length] ?? "";
  const token = (n: number) => side.tokens[n % side.tokens.length] ?? "";
  let next = 0;
  let failures = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const n = next++;
        const response = await fetch(url(n), { headers: { authorization: `Bearer ${token(n)}` } });
        await response.arrayBuffer();
        if (response.status !== 200) failures++;
      }
    }),
  );
  return { requests: next, seconds: (performance.now() - start) / 1000, failures };
}

export async function runEventFeedBench(log: (line: string) => void): Promise<EventFeedFigures> {
  const postgres = await createPostgresDatabase(
    process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  const product = await startBenchProduct({ kind: "postgres", databaseUrl: postgres.url });
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const base = product.baseUrl;
    const signedIn = await fetch(`${base}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login: "controller", password: Buffer.from(DEMO_PASSWORD).toString("base64") }),
    });
    const session = ((await signedIn.json()) as { records: { token: string } }).records.token;

    // The demo company's events: a realistic mix of payloads, written in one statement.
    const company = await client.query<{ id: number; controller: number }>(
      `select c.id, p.id as controller from companies c join people p on p.company_id = c.id
       where c.name = 'Demo Corp' and p.login = 'controller'`,
    );
    const { id: companyId, controller } = company.rows[0] ?? { id: 0, controller: 0 };
    log(`writing ${EVENTS} events...`);
    await client.query(
      `insert into events (company_id, type, occurred_at, data)
       select $1, (array['person.updated', 'simulation.sent', 'simulation.clicked', 'breach.found'])[1 + n % 4],
         now() - make_interval(secs => $2 - n),
         jsonb_build_object('personId', 1000 + n % 500, 'campaignId', 7, 'recipientId', (50000 + n)::text,
           'channel', 'email', 'templateId', 2, 'login', 'person' || n || '@democorp.example', 'source', 'import')
       from generate_series(1, $2) n`,
      [companyId, EVENTS],
    );
    await client.query("analyze events");
    const keys: string[] = [];
    for (let i = 0; i < KEYS; i++) {
      const { key, prefix, hash } = newApiKey();
      await client.query(
        `insert into api_keys (company_id, name, prefix, token_hash, acting_profile, scopes, requests_per_minute, created_by)
         values ($1, $2, $3, $4, 'CONTROLLER', '{events:read}', 6000, $5)`,
        [companyId, `bench ${i}`, prefix, hash, controller],
      );
      keys.push(key);
    }
    // Pages of 100 spread over the whole feed, as pollers at different positions read it.
    const first = await client.query<{ id: string }>(
      "select min(id)::text as id from events where company_id = $1",
      [companyId],
    );
    const low = Number(first.rows[0]?.id ?? 1);
    const cursors = Array.from({ length: 97 }, (_, i) =>
      Buffer.from(String(low + Math.floor(((EVENTS - PAGE) * i) / 97))).toString("base64url"),
    );
    const feedSide: Side = {
      urls: cursors.map((cursor) => `${base}/api/v1/events?limit=${PAGE}&cursor=${cursor}`),
      tokens: keys,
    };
    const check = await fetch(feedSide.urls[0] ?? "", { headers: { authorization: `Bearer ${keys[0]}` } });
    const page = (await check.json()) as { records: { events: unknown[] } };
    if (check.status !== 200 || page.records.events.length !== PAGE) {
      throw new Error(`the feed answered ${check.status} with ${page.records.events.length} events`);
    }
    log(`measuring: ${SLICES} slices of ${SLICE_SECONDS} s each side`);
    const { feed, info } = await runLoad({
      feed: feedSide,
      info: { urls: [`${base}/api/v1/auth/info`], tokens: [session] },
    });
    return {
      connections: CONNECTIONS,
      events: EVENTS,
      feedPerSecond: feed.requests / feed.seconds,
      infoPerSecond: info.requests / info.seconds,
      feedFailures: feed.failures,
      infoFailures: info.failures,
    };
  } finally {
    await client.end();
    await product.stop();
    await postgres.drop();
  }
}

/** Runs the plan in a child process (this file with --load) and reads its totals. */
function runLoad(plan: LoadPlan): Promise<{ feed: Totals; info: Totals }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", fileURLToPath(import.meta.url), "--load", JSON.stringify(plan)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = output.trim().split("\n").pop() ?? "";
      if (code !== 0 || !line) reject(new Error(`the load generator exited with ${code}`));
      else resolve(JSON.parse(line) as { feed: Totals; info: Totals });
    });
  });
}

/** The child: a warm-up of each side, then alternating slices; prints the totals as JSON. */
async function load(plan: LoadPlan): Promise<void> {
  await slice(2, plan.feed);
  await slice(2, plan.info);
  const feed: Totals = { requests: 0, seconds: 0, failures: 0 };
  const info: Totals = { requests: 0, seconds: 0, failures: 0 };
  for (let round = 0; round < SLICES; round++) {
    for (const [total, side] of [
      [feed, plan.feed],
      [info, plan.info],
    ] as const) {
      const part = await slice(SLICE_SECONDS, side);
      total.requests += part.requests;
      total.seconds += part.seconds;
      total.failures += part.failures;
    }
  }
  process.stdout.write(`${JSON.stringify({ feed, info })}\n`);
}

export function printEventFeedFigures(f: EventFeedFigures): void {
  const ratio = f.feedPerSecond / f.infoPerSecond;
  console.log(
    `\nEvent feed (PostgreSQL; ${f.connections} connections; ${f.events} events, pages of ${PAGE})`,
  );
  console.log(`  GET /api/v1/auth/info with a session (reference): ${f.infoPerSecond.toFixed(0)} requests/s`);
  console.log(`  GET /api/v1/events with API keys: ${f.feedPerSecond.toFixed(0)} requests/s`);
  console.log(
    `  ratio feed / auth info: ${ratio.toFixed(2)} (goal ≥ 0.5: ${ratio >= 0.5 ? "met" : "NOT met"})`,
  );
  if (f.feedFailures + f.infoFailures > 0) {
    console.log(`  !${f.feedFailures} feed and ${f.infoFailures} auth info requests failed`);
  }
}

if (process.argv[2] === "--load") {
  await load(JSON.parse(process.argv[3] ?? "{}") as LoadPlan);
  process.exit(0);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printEventFeedFigures(await runEventFeedBench((line) => console.error(line)));
  process.exit(0);
}
