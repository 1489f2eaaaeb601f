// Issue 17, point 13: the campaign engine's sending rate against a bare nodemailer loop, in the same run, into the
// same local SMTP sink (a process of its own, bench/src/smtp-sink.ts):
//   (a) the reference: a nodemailer pooled transport (5 connections as CAMPAIGN_SMTP_CONNECTIONS' default,
//       maxMessages Infinity), DKIM-signed with an RSA 2048 key, the product's own rendered message (about 3 kB
//       of HTML and its text), at most 100 messages in flight;
//   (b) the product: a real server (buildApp) whose company has BENCH_CAMPAIGN_MESSAGES people (default 20,000)
//       in one department, a phishing domain registered through the admin API and a campaign created through
//       POST /api/v1/controller/campaigns/{companyId} with start = now and send-until = now + 1 s. Its campaign
//       clock stands a minute behind while the campaign is created, so nothing is sent before the first kick;
//       then, all recipients due, the clock is given back and the engine kicked: the time runs from that kick
//       until the sink has every message.
// Goal: the product at least 0.5 of the reference's e-mails per second. PostgreSQL when BENCH_DATABASE_URL (else
// postgres://postgres@127.0.0.1:5432/postgres) can be reached, else the embedded PGlite.
// `npm run bench:campaign -w @wellguard/bench` (also in `npm run bench`).
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { DEFAULT_LOCALE, formatUtcDateTime, SURVEYS } from "@wellguard/contract";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import nodemailer from "nodemailer";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { builtinTemplate } from "../../apps/server/src/content/phishing/index";
import { type Db, migrateToLatest, openDatabase } from "../../apps/server/src/db/database";
import { seedDemo } from "../../apps/server/src/db/seed";
import { renderBuiltin } from "../../apps/server/src/features/campaigns/message";
import { createPostgresDatabase, DEMO_PASSWORD } from "../product";
import { startSmtpSink } from "./smtp-sink";

const MESSAGES = Number(process.env.BENCH_CAMPAIGN_MESSAGES ?? 20_000);
/** CAMPAIGN_SMTP_CONNECTIONS' default: the reference pools as many connections as the product does. */
const SMTP_CONNECTIONS = 5;
const IN_FLIGHT = 100;
const TEMPLATE_ID = 2;
export const PHISHING_HOST = "secure-login.test";

export interface CampaignFigures {
  messages: number;
  database: string;
  bare: { seconds: number; perSecond: number; bytesPerMessage: number };
  product: {
    seconds: number;
    perSecond: number;
    bytesPerMessage: number;
    createSeconds: number;
    sent: number;
  };
}

export interface CampaignProduct {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  /** "PostgreSQL 15.x (a fresh database)" or "embedded (PGlite)", and why PostgreSQL was not used. */
  database: string;
  stop(): Promise<void>;
}

/**
 * The real server on a fresh database with the demo (no history): PostgreSQL when the bench's server can be
 * reached, else PGlite in a temporary folder as `npm start` runs it. `env` adds settings (loadConfig's names).
 */
export async function startCampaignProduct(
  env: Record<string, string>,
  campaignClock?: () => number,
): Promise<CampaignProduct> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let unreachable = "";
  try {
    postgres = await createPostgresDatabase(serverUrl);
  } catch (error) {
    unreachable = (error as Error).message.split("\n")[0] ?? "";
  }
  const dataDir = postgres ? undefined : mkdtempSync(join(tmpdir(), "wellguard-bench-"));
  const config = loadConfig(
    {
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "silent",
      SEED_DEMO: "true",
      SEED_DEMO_HISTORY: "false",
      RATE_LIMIT_AUTH_PER_IP: "100000000",
      RATE_LIMIT_AUTH_PER_LOGIN: "100000000",
      ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
      ...env,
    },
    {},
  );
  const handle = await openDatabase(config);
  const cleanUp = async () => {
    await handle.close();
    await postgres?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { history: false });
    const app = await buildApp({ config, db: handle.db, ...(campaignClock ? { campaignClock } : {}) });
    const baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    let database = `embedded (PGlite; PostgreSQL not reachable: ${unreachable})`;
    if (postgres) {
      const { rows } = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(
        handle.db,
      );
      database = `PostgreSQL ${rows[0]?.v.split(" ")[0] ?? ""} (a fresh database on ${new URL(serverUrl).host})`;
    }
    return {
      app,
      db: handle.db,
      baseUrl,
      database,
      stop: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

export async function signIn(baseUrl: string, login: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login, password: Buffer.from(DEMO_PASSWORD).toString("base64"), locale: "en-gb" }),
  });
  const body = (await response.json()) as { records?: { token?: string } };
  if (!response.ok || !body.records?.token)
    throw new Error(`signing in as ${login} failed: ${response.status}`);
  return body.records.token;
}

async function post<T>(url: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { records: T };
  if (!response.ok)
    throw new Error(`POST ${new URL(url).pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.records;
}

/** `people` people of Demo Corp in a department of their own, by SQL; returns the company and department. */
export async function addRecipients(
  db: Db,
  people: number,
): Promise<{ companyId: number; departmentId: number }> {
  const { rows } = await sql<{ id: number }>`select id from companies order by id limit 1`.execute(db);
  const companyId = rows[0]?.id ?? 1;
  const department = await sql<{ id: number }>`insert into departments (company_id, name, parent_id)
    values (${companyId}, 'Bench recipients', null) returning id`.execute(db);
  const departmentId = department.rows[0]?.id ?? 0;
  await sql`insert into people (company_id, department_id, name, surname, email, login, progress)
    select ${companyId}, ${departmentId}, 'Bench', 'Recipient ' || n, 'recipient' || n || '@democorp.example',
      'recipient' || n, 0
    from generate_series(1, ${people}::int) n`.execute(db);
  await sql`analyze`.execute(db);
  return { companyId, departmentId };
}

/** Registers the phishing host through the platform admin's API (it generates the DKIM key). */
export async function registerDomain(baseUrl: string, companyId: number): Promise<number> {
  const admin = await signIn(baseUrl, "admin");
  const domain = await post<{ domainId: number }>(`${baseUrl}/api/v1/admin/phishing-domains`, admin, {
    host: PHISHING_HOST,
    mailDomain: PHISHING_HOST,
    allCompanies: false,
    companyIds: [companyId],
  });
  return domain.domainId;
}

/** (a) The reference: a bare nodemailer pool; `send(from, count)` sends copies of the product's message. */
function bareNodemailer(smtpUrl: string) {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: Number.POSITIVE_INFINITY,
    dkim: {
      domainName: PHISHING_HOST,
      keySelector: "wg1",
      privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    },
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const definition = builtinTemplate(TEMPLATE_ID);
  if (!definition) throw new Error(`no built-in template ${TEMPLATE_ID}`);
  const token = "AbCdEfGhIjKlMnOpQrStUvWx";
  const message = renderBuiltin(
    definition,
    DEFAULT_LOCALE,
    { firstName: "Bench", company: "Demo Corp", department: "Bench recipients" },
    { link: `http://${PHISHING_HOST}:3000/l/${token}`, pixel: `http://${PHISHING_HOST}:3000/o/${token}.gif` },
  );
  return {
    /** Sends messages number `from` to `from + count - 1`, at most IN_FLIGHT at a time. */
    send: async (from: number, count: number) => {
      let next = from;
      const worker = async () => {
        while (next < from + count) {
          const i = next++;
          await transport.sendMail({
            from: { name: message.senderName, address: `${message.senderLocal}@${PHISHING_HOST}` },
            to: `bare${i}@democorp.example`,
            subject: message.subject,
            text: message.text,
            html: message.html,
            messageId: `<wg-bare-${i}@${PHISHING_HOST}>`,
            headers: { "X-Wellguard-Simulation": token },
          });
        }
      };
      await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count) }, worker));
    },
    close: () => transport.close(),
  };
}

const WARM_UP = 500;

export async function runCampaignBench(log: (line: string) => void): Promise<CampaignFigures> {
  const sink = await startSmtpSink();
  const bare = bareNodemailer(sink.url);
  let received = 0;
  /** Sends `count` bare messages and waits until the sink has them; returns the seconds it took and the bytes. */
  const timeBare = async (count: number) => {
    const before = await sink.count();
    const started = performance.now();
    await bare.send(received, count);
    received += count;
    const after = await sink.waitFor(received);
    return { seconds: (performance.now() - started) / 1000, bytes: after.bytes - before.bytes };
  };
  try {
    log(`  warm-up: ${WARM_UP} bare messages (not timed)`);
    await timeBare(WARM_UP);
    // The reference in two halves, before and after the product: a change in the machine's other load during
    // the run, and the warm-up of the shared code (nodemailer, DKIM), weigh on both sides alike.
    const firstHalf = Math.floor(MESSAGES / 2);
    log(`  (a) bare nodemailer, first ${firstHalf} messages...`);
    const bareBefore = await timeBare(firstHalf);

    log("  (b) the product: starting the server...");
    let frozenAt: number | undefined;
    const product = await startCampaignProduct(
      { CAMPAIGN_SMTP_URL: sink.url, CAMPAIGN_SMTP_CONNECTIONS: String(SMTP_CONNECTIONS) },
      () => frozenAt ?? Date.now(),
    );
    let productFigures: CampaignFigures["product"];
    try {
      log(`  (b) ${MESSAGES} people, the phishing domain and the campaign...`);
      const { companyId, departmentId } = await addRecipients(product.db, MESSAGES);
      const domainId = await registerDomain(product.baseUrl, companyId);
      const controller = await signIn(product.baseUrl, "controller");
      const start = new Date(Math.floor(Date.now() / 1000) * 1000);
      const sendUntil = new Date(start.getTime() + 1000);
      // A minute behind while the campaign is made: the create call's own kick and the poll find nothing due.
      frozenAt = start.getTime() - 60_000;
      const creating = performance.now();
      const campaign = await post<{ campaignId: number; totals: { recipients: number } }>(
        `${product.baseUrl}/api/v1/controller/campaigns/${companyId}`,
        controller,
        {
          name: "Bench campaign",
          campaignKind: "phishing",
          domain: domainId,
          campaignTypeId: 1,
          surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING,
          templateId: TEMPLATE_ID,
          timeZone: "Europe/Madrid",
          startDate: formatUtcDateTime(start),
          sendByDate: formatUtcDateTime(sendUntil),
          stakeholders: { type: "DEPARTMENTS", ids: [departmentId] },
        },
      );
      const createSeconds = (performance.now() - creating) / 1000;
      if (campaign.totals.recipients !== MESSAGES)
        throw new Error(`the campaign has ${campaign.totals.recipients} recipients, not ${MESSAGES}`);
      const wait = sendUntil.getTime() + 10 - Date.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      log(`  (b) sending (created in ${createSeconds.toFixed(1)} s)...`);
      const before = await sink.count();
      const started = performance.now();
      frozenAt = undefined; // every recipient is due now
      await product.app.flushCampaigns();
      received += MESSAGES;
      const after = await sink.waitFor(received);
      const seconds = (performance.now() - started) / 1000;
      const { rows } = await sql<{ n: string }>`select count(*) as n from campaign_recipients
        where campaign_id = ${campaign.campaignId} and status = 'sent'`.execute(product.db);
      productFigures = {
        seconds,
        perSecond: MESSAGES / seconds,
        bytesPerMessage: (after.bytes - before.bytes) / MESSAGES,
        createSeconds,
        sent: Number(rows[0]?.n ?? 0),
      };
    } finally {
      await product.stop();
    }

    log(`  (a) bare nodemailer, last ${MESSAGES - firstHalf} messages...`);
    const bareAfter = await timeBare(MESSAGES - firstHalf);
    const bareSeconds = bareBefore.seconds + bareAfter.seconds;
    return {
      messages: MESSAGES,
      database: product.database,
      bare: {
        seconds: bareSeconds,
        perSecond: MESSAGES / bareSeconds,
        bytesPerMessage: (bareBefore.bytes + bareAfter.bytes) / MESSAGES,
      },
      product: productFigures,
    };
  } finally {
    bare.close();
    await sink.close();
  }
}

export function printCampaignFigures(f: CampaignFigures): void {
  const ratio = f.product.perSecond / f.bare.perSecond;
  console.log(`\nPhishing campaign sending, ${f.messages} messages into a local SMTP sink (${f.database})`);
  console.log(
    `  (a) bare nodemailer, ${SMTP_CONNECTIONS} pooled connections, DKIM, ≤ ${IN_FLIGHT} in flight, half before and half after (b): ` +
      `${f.bare.perSecond.toFixed(0)} e-mails/s (${f.bare.seconds.toFixed(1)} s; ${(f.bare.bytesPerMessage / 1000).toFixed(1)} kB each)`,
  );
  console.log(
    `  (b) the campaign engine, first kick to last message at the sink: ${f.product.perSecond.toFixed(0)} e-mails/s ` +
      `(${f.product.seconds.toFixed(1)} s; ${(f.product.bytesPerMessage / 1000).toFixed(1)} kB each; ${f.product.sent} marked sent; ` +
      `campaign created through the API in ${f.product.createSeconds.toFixed(1)} s, not timed)`,
  );
  console.log(`  ratio engine / bare: ${ratio.toFixed(2)} (goal ≥ 0.5: ${ratio >= 0.5 ? "met" : "NOT met"})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printCampaignFigures(await runCampaignBench((line) => console.error(line)));
  process.exit(0);
}
