// Issue 21 point 7 (webhooks): deliveries per second through the real webhook worker (claim, sign, POST, record,
// on PostgreSQL) to a local receiver, against a bare loop of signed fetch calls (standardwebhooks sign + fetch, the
// same concurrency) to the same receiver, in the same run, in alternating rounds. Goal: worker ≥ 0.5 of the loop.
// `npm run bench:webhooks -w @wellguard/bench` (also in `npm run bench`). BENCH_WEBHOOKS (deliveries per round,
// 2,000), BENCH_WEBHOOKS_ROUNDS (2); BENCH_DATABASE_URL or TEST_DATABASE_URL name the PostgreSQL server
// (default postgres://postgres@127.0.0.1:5432/postgres).
//
// The worker sends at most 16 requests at once and 4 to one endpoint; the deliveries go to 4 endpoints (paths of
// the same receiver) so it can use its 16, and the loop runs 16 at a time.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { Webhook } from "standardwebhooks";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { migrateToLatest, openDatabase } from "../../apps/server/src/db/database";
import { seedDemo } from "../../apps/server/src/db/seed";
import { eventsCommitted, recordEvents } from "../../apps/server/src/lib/events";
import { createPostgresDatabase, DEMO_PASSWORD } from "../product";

const DELIVERIES = Number(process.env.BENCH_WEBHOOKS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_WEBHOOKS_ROUNDS ?? 2);
const ENDPOINTS = 4;
const CONCURRENCY = 16;

export interface WebhookFigures {
  deliveries: number;
  workerPerSecond: number;
  loopPerSecond: number;
  ratio: number;
}

export async function runWebhookBench(log: (line: string) => void): Promise<WebhookFigures> {
  let received = 0;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received += 1;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  const postgres = await createPostgresDatabase(
    process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  const config = loadConfig({
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    SEED_DEMO: "true",
    DATABASE_URL: postgres.url,
    RATE_LIMIT_AUTH_PER_IP: "100000000",
    RATE_LIMIT_AUTH_PER_LOGIN: "100000000",
    // The receiver is on 127.0.0.1: allowed for this bench only (docs/integrations.md).
    WEBHOOK_ALLOW_PRIVATE: "true",
    SECRET_KEY: randomBytes(32).toString("base64"),
    ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  });
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  await seedDemo(database.db);
  const app = await buildApp({ config, db: database.db });
  const baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
  try {
    const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login: "controller", password: Buffer.from(DEMO_PASSWORD).toString("base64") }),
    });
    const token = ((await login.json()) as { records: { token: string } }).records.token;
    const company = await database.db
      .selectFrom("people")
      .select("company_id")
      .where("login", "=", "controller")
      .executeTakeFirstOrThrow();
    const secrets: string[] = [];
    for (let e = 0; e < ENDPOINTS; e += 1) {
      const created = await fetch(`${baseUrl}/api/v1/integrations/${company.company_id}/webhooks`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ url: `${receiverUrl}/e${e}`, eventTypes: ["person.created"] }),
      });
      if (created.status !== 200)
        throw new Error(`webhook not created: ${created.status} ${await created.text()}`);
      secrets.push(((await created.json()) as { records: { secret: string } }).records.secret);
    }

    const worker = async (): Promise<number> => {
      const events = DELIVERIES / ENDPOINTS;
      const before = received;
      await database.db.transaction().execute((trx) =>
        recordEvents(
          trx,
          Array.from({ length: events }, (_, n) => ({
            companyId: company.company_id,
            type: "person.created" as const,
            data: { personId: n, login: `person-${n}`, departmentId: 7 },
          })),
        ),
      );
      const start = performance.now();
      eventsCommitted();
      await app.flushWebhooks();
      const seconds = (performance.now() - start) / 1000;
      if (received - before !== DELIVERIES)
        throw new Error(`worker: ${received - before} of ${DELIVERIES} received`);
      return DELIVERIES / seconds;
    };

    const loop = async (): Promise<number> => {
      const signers = secrets.map((s) => new Webhook(s));
      const before = received;
      let next = 0;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let n = next++; n < DELIVERIES; n = next++) {
            const e = n % ENDPOINTS;
            const body = JSON.stringify({
              type: "person.created",
              timestamp: new Date().toISOString(),
              data: { personId: n, login: `person-${n}`, departmentId: 7 },
            });
            const id = `evt_${n}`;
            const at = new Date();
            const response = await fetch(`${receiverUrl}/e${e}`, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                "webhook-id": id,
                "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
                "webhook-signature": (signers[e] as Webhook).sign(id, at, body),
              },
              body,
            });
            await response.arrayBuffer();
          }
        }),
      );
      const seconds = (performance.now() - start) / 1000;
      if (received - before !== DELIVERIES)
        throw new Error(`loop: ${received - before} of ${DELIVERIES} received`);
      return DELIVERIES / seconds;
    };

    // A warm-up of each, then alternating rounds; the figures are the rounds' means.
    await loop();
    await worker();
    const workerRates: number[] = [];
    const loopRates: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      loopRates.push(await loop());
      workerRates.push(await worker());
      log(
        `round ${round + 1}: worker ${workerRates.at(-1)?.toFixed(0)}/s, loop ${loopRates.at(-1)?.toFixed(0)}/s`,
      );
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const workerPerSecond = mean(workerRates);
    const loopPerSecond = mean(loopRates);
    return { deliveries: DELIVERIES, workerPerSecond, loopPerSecond, ratio: workerPerSecond / loopPerSecond };
  } finally {
    await app.close();
    await database.close();
    await postgres.drop();
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}

const figures = await runWebhookBench((line) => console.log(line));
console.log(
  `webhooks: ${figures.deliveries} deliveries a round; worker ${figures.workerPerSecond.toFixed(0)}/s, bare signed fetch loop ${figures.loopPerSecond.toFixed(0)}/s, ratio ${figures.ratio.toFixed(2)} (goal ≥ 0.5)`,
);
process.exit(figures.ratio >= 0.5 ? 0 : 1);
