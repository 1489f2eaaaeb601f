// Issue 17, point 13: the click-tracking endpoint under load against `GET /api/v1/auth/info` in the same run.
// One product server (its own process, this file run with --serve) has a campaign of BENCH_TRACKING_RECIPIENTS
// people (default 2,000), all marked sent by SQL, on the phishing host. autocannon (this process) runs 50
// connections against (a) GET /api/v1/auth/info with `employee`'s token on the main host, the reference, and
// (b) GET /l/<token> on the phishing host (Host header, a browser's user agent; each request takes the next
// recipient's token, so the connections spread over all recipients). Every link GET records a click event and
// updates the recipient, as a real first hit does. The two take turns in 2-second slices until each has had
// BENCH_SECONDS (default 10), after a 2 s warm-up of each. The tracking rate limit (RATE_LIMIT_TRACKING_PER_IP,
// 600 a minute per address by default) is raised so it does not refuse the load generator.
// Goal: tracking at least 0.5 of /auth/info's requests per second.
// `npm run bench:tracking -w @wellguard/bench` (also in `npm run bench`).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sql } from "kysely";
import { builtinTemplate } from "../../apps/server/src/content/phishing/index";
import { insertCampaign } from "../../apps/server/src/features/campaigns/campaigns";
import { addRecipients, PHISHING_HOST, registerDomain, signIn, startCampaignProduct } from "./campaign-send";

const RECIPIENTS = Number(process.env.BENCH_TRACKING_RECIPIENTS ?? 2_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SLICE_SECONDS = 2;
const TRACKING_LIMIT = 1_000_000_000;
const TEMPLATE_ID = 2;
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Served {
  url: string;
  database: string;
  tokens: string[];
}

export interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  total: number;
}

export interface TrackingFigures {
  database: string;
  recipients: number;
  seconds: number;
  info: Figures;
  tracking: Figures;
}

/** The server process: the product, its recipients and their sent campaign; prints one JSON line (Served). */
async function serve(): Promise<void> {
  const product = await startCampaignProduct({ RATE_LIMIT_TRACKING_PER_IP: String(TRACKING_LIMIT) });
  const { companyId, departmentId } = await addRecipients(product.db, RECIPIENTS);
  const domainId = await registerDomain(product.baseUrl, companyId);
  const definition = builtinTemplate(TEMPLATE_ID);
  if (!definition) throw new Error(`no built-in template ${TEMPLATE_ID}`);
  const now = new Date();
  const campaignId = await product.db.transaction().execute(async (trx) => {
    const id = await insertCampaign(
      trx,
      null,
      {
        companyId,
        name: "Bench tracking",
        kind: "phishing",
        campaignTypeId: 1,
        domainId,
        template: { id: TEMPLATE_ID },
        levelId: definition.level,
        timeZone: "Europe/Madrid",
        window: {
          start: new Date(now.getTime() - 3_600_000),
          sendUntil: new Date(now.getTime() - 3_599_000),
          end: new Date(now.getTime() + 14 * 86_400_000),
        },
        workingHours: false,
        stakeholders: { type: "DEPARTMENTS", ids: [departmentId] },
        seriesId: null,
        seriesIndex: null,
      },
      now,
    );
    // Sent, as the engine would have marked them: the links are live, nothing is left to send.
    await sql`update campaign_recipients set status = 'sent', sent_at = ${now}, attempts = 1
      where campaign_id = ${id}`.execute(trx);
    await sql`insert into campaign_events (recipient_id, kind, at)
      select id, 'sent', ${now} from campaign_recipients where campaign_id = ${id}`.execute(trx);
    return id;
  });
  const { rows } = await sql<{ token: string }>`select token from campaign_recipients
    where campaign_id = ${campaignId} order by id`.execute(product.db);
  const served: Served = {
    url: product.baseUrl,
    database: product.database,
    tokens: rows.map((r) => r.token),
  };
  process.stdout.write(`${JSON.stringify(served)}\n`);
  process.on("SIGTERM", () => {
    void product.stop().finally(() => process.exit(0));
  });
}

/** Starts the server process and reads its first line. */
function startServer(): Promise<Served & { close(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return new Promise((resolve, reject) => {
    let output = "";
    let started = false;
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (started) return;
      output += chunk;
      const newline = output.indexOf("\n");
      if (newline < 0) return;
      started = true;
      const served = JSON.parse(output.slice(0, newline)) as Served;
      resolve({
        ...served,
        close: async () => {
          child.kill("SIGTERM");
          await exited;
        },
      });
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (!started) reject(new Error(`the tracking bench server exited with ${code} before it was ready`));
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function summarise(results: autocannon.Result[]): Figures {
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  return {
    requestsPerSecond: seconds > 0 ? total / seconds : 0,
    p50Ms: median(results.map((r) => r.latency.p50)),
    // The worst slice, as bench/load.ts reports it.
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    failures: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    total,
  };
}

export async function runTrackingBench(log: (line: string) => void): Promise<TrackingFigures> {
  log(`  starting the server with a sent campaign of ${RECIPIENTS} recipients...`);
  const server = await startServer();
  try {
    const token = await signIn(server.url, "employee");
    const { port } = new URL(server.url);
    let next = 0;
    const info = (duration: number) =>
      autocannon({
        url: `${server.url}/api/v1/auth/info`,
        connections: CONNECTIONS,
        duration,
        headers: { authorization: `Bearer ${token}` },
      });
    const tracking = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
        headers: { host: PHISHING_HOST, "user-agent": BROWSER, accept: "text/html" },
        requests: [
          {
            method: "GET",
            setupRequest: (request) => ({
              ...request,
              path: `/l/${server.tokens[next++ % server.tokens.length]}`,
            }),
          },
        ],
      });
    log(`  GET /api/v1/auth/info and GET /l/<token> in turns, ${CONNECTIONS} connections, ${SECONDS} s each`);
    await info(SLICE_SECONDS);
    await tracking(SLICE_SECONDS);
    const infoSlices: autocannon.Result[] = [];
    const trackingSlices: autocannon.Result[] = [];
    for (let round = 0; round < Math.max(1, Math.round(SECONDS / SLICE_SECONDS)); round++) {
      infoSlices.push(await info(SLICE_SECONDS));
      trackingSlices.push(await tracking(SLICE_SECONDS));
    }
    return {
      database: server.database,
      recipients: server.tokens.length,
      seconds: SECONDS,
      info: summarise(infoSlices),
      tracking: summarise(trackingSlices),
    };
  } finally {
    await server.close();
  }
}

export function printTrackingFigures(f: TrackingFigures): void {
  const ratio = f.tracking.requestsPerSecond / f.info.requestsPerSecond;
  const suspect = (figures: Figures) =>
    figures.failures > 0 ? ` (!${figures.failures} of ${figures.total} failed)` : "";
  console.log(
    `\nClick tracking under load (${f.database}; ${CONNECTIONS} connections, ${f.seconds} s each in 2 s turns)`,
  );
  console.log(
    `  RATE_LIMIT_TRACKING_PER_IP raised to ${TRACKING_LIMIT} for the bench (default 600 a minute per address)`,
  );
  console.log(
    `  GET /api/v1/auth/info (reference): ${f.info.requestsPerSecond.toFixed(0)} req/s, p50 ${f.info.p50Ms} ms, p99 ${f.info.p99Ms} ms${suspect(f.info)}`,
  );
  console.log(
    `  GET /l/<token> on the phishing host, ${f.recipients} recipients in turn: ${f.tracking.requestsPerSecond.toFixed(0)} req/s, ` +
      `p50 ${f.tracking.p50Ms} ms, p99 ${f.tracking.p99Ms} ms${suspect(f.tracking)}`,
  );
  console.log(
    `  ratio tracking / info: ${ratio.toFixed(2)} (goal ≥ 0.5: ${ratio >= 0.5 ? "met" : "NOT met"})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--serve")) await serve();
  else {
    printTrackingFigures(await runTrackingBench((line) => console.error(line)));
    process.exit(0);
  }
}
