import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatUtcDateTime, SURVEYS, type TCampaign } from "@wellguard/contract";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { findRepoRoot } from "../../../config";
import { migrateToLatest, openDatabase } from "../../../db/database";
import { DEMO_PHISHING_HOST, seedDemo } from "../../../db/seed";
import { campaignsPath, demoCompanyId } from "../../../test/campaigns";
import { apiClient, testDatabases } from "../../../test/harness";
import { startSmsc, type TestSmsc } from "../../../test/smsc";
import { readSmsPart } from "./encoding";

/*
 * Issue 18 point 7, the SMS side of crash.test.ts: the real server (main.ts, its own process) is killed with
 * SIGKILL while it submits an SMS campaign to a slow SMSC and started again on the same database. The recipients
 * table is the queue: the claims of the killed process expire after CAMPAIGN_CLAIM_SECONDS and are sent again, so
 * no recipient is skipped. A text can arrive twice only when the SMSC accepted it before the kill and the killed
 * process had not recorded it yet (the sender records a claimed batch once the whole batch is handed over), and
 * the second copy is the same text with the same concatenation reference, so a handset joins its parts alike.
 */

const PEOPLE = 300;
const KILL_AFTER = 60;
/** The SMSC answers each submit_sm this late: with the client's window of 10, about 250 parts a second. */
const ANSWER_DELAY_MS = 40;
/** Template 501 (parcel customs fee): in Spanish, the default language, a UCS-2 text of two parts. */
const TEMPLATE = 501;
const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
const repoRoot = findRepoRoot();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Child {
  process: ChildProcess;
  baseUrl: string;
}

/** Both runs listen on the same port: the link in a text carries PUBLIC_URL's port, and a resend must match. */
async function startProduct(port: number, env: Record<string, string>): Promise<Child> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    SEED_DEMO: "true",
    SEED_DEMO_HISTORY: "false",
    CAMPAIGN_CLAIM_SECONDS: "2",
    LOG_LEVEL: "warn",
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [tsxCli, "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: childEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (c: Buffer) => {
    output += c.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  try {
    await until(
      "GET /api/v1/health",
      async () => {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
        try {
          return (await fetch(`${baseUrl}/api/v1/health`)).ok;
        } catch {
          return false;
        }
      },
      90_000,
    );
  } catch (error) {
    await killGroup(child, "SIGKILL");
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.slice(-4000)}`);
  }
  return { process: child, baseUrl };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    // already gone
  }
}

async function killGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signalGroup(child, signal);
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A fresh database for the child: a temp DATA_DIR (embedded) or a new PostgreSQL database. */
async function freshDatabase(kind: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "wellguard-sms-crash-"));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (kind === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `wg_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
  return {
    dataDir,
    databaseUrl,
    env,
    remove: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The concatenation reference of a received text (from its first part), or null for a single-part text. */
function referenceOf(smsc: TestSmsc, messageIds: string[]): number | null {
  const first = smsc.submits.find((s) => s.messageId === messageIds[0]);
  if (!first) throw new Error(`no part with message id ${messageIds[0]}`);
  return readSmsPart(first).reference;
}

describe.each(testDatabases())("an SMS campaign across a crash (%s)", (kind) => {
  it("a server killed with SIGKILL while submitting texts and restarted sends the rest (no skip; duplicates identical)", async () => {
    const database = await freshDatabase(kind);
    let child: ChildProcess | undefined;
    let killed = false;
    let atKill = 0;
    const smsc = await startSmsc({ answerDelayMs: ANSWER_DELAY_MS });
    // The SMSC kills the process group at its KILL_AFTER-th whole text, mid-batch (polled: its messages array
    // has no event of its own).
    const watcher = setInterval(() => {
      if (!killed && child && smsc.messages.length >= KILL_AFTER) {
        killed = true;
        signalGroup(child, "SIGKILL");
        atKill = smsc.messages.length;
      }
    }, 5);
    let current: Child | undefined;
    const port = await freePort();
    try {
      // PEOPLE people of Logistics with a phone each (the seeded ones have none), in the default language.
      const phones = new Set<string>();
      const handle = await openDatabase({
        databaseUrl: database.databaseUrl,
        dataDir: database.dataDir,
        inMemoryDatabase: false,
      });
      let companyId: number;
      let logisticsId: number;
      try {
        await migrateToLatest(handle.db);
        await seedDemo(handle.db, { history: false });
        companyId = await demoCompanyId(handle.db);
        const logistics = await handle.db
          .selectFrom("departments")
          .select("id")
          .where("company_id", "=", companyId)
          .where("name", "=", "Logistics")
          .executeTakeFirstOrThrow();
        logisticsId = logistics.id;
        await handle.db
          .insertInto("people")
          .values(
            Array.from({ length: PEOPLE }, (_, i) => {
              const phone = `+3471${String(i).padStart(7, "0")}`;
              phones.add(phone.slice(1));
              return {
                company_id: companyId,
                department_id: logisticsId,
                name: `Texted${i}`,
                email: `texted-${i}@democorp.example`,
                login: `texted-${i}`,
                phone,
                user_code: null,
                locale: null,
                avatar: null,
                password_hash: null,
                password_changed_at: null,
                services: null,
                deleted_at: null,
              };
            }),
          )
          .execute();
      } finally {
        await handle.close();
      }

      current = await startProduct(port, { ...database.env, SMPP_URL: smsc.url });
      child = current.process;
      let api = apiClient(current.baseUrl);
      let controller = await api.token("controller");
      const base = campaignsPath(companyId);
      const domains = await api.get<{ records: { domainId: number; host: string }[] }>(
        `${base}/domains`,
        controller,
      );
      const domain = domains.body.records.find((d) => d.host === DEMO_PHISHING_HOST);
      expect(domain).toBeDefined();
      const now = Date.now();
      const created = await api.post<{ records: TCampaign }>(
        base,
        {
          name: "Texts across a crash",
          campaignKind: "smishing",
          campaignTypeId: 1,
          surveyTypeId: SURVEYS.SURVEY_WELLGUARD_SMISHING,
          templateId: TEMPLATE,
          timeZone: "Europe/Madrid",
          domain: domain?.domainId,
          workingHours: false,
          startDate: formatUtcDateTime(new Date(now - 60_000)),
          sendByDate: formatUtcDateTime(new Date(now + 10_000)),
          endDate: formatUtcDateTime(new Date(now + 24 * 60 * 60_000)),
          stakeholders: { type: "DEPARTMENTS", ids: [logisticsId] },
        },
        controller,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const campaignId = created.body.records.campaignId;
      const recipients = created.body.records.totals.recipients;
      expect(recipients).toBe(PEOPLE);

      const first = current.process;
      await until("the kill", () => first.signalCode !== null || first.exitCode !== null, 120_000);
      expect(first.signalCode).toBe("SIGKILL");
      expect(atKill).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(atKill).toBeLessThan(recipients);

      current = await startProduct(port, { ...database.env, SMPP_URL: smsc.url });
      api = apiClient(current.baseUrl);
      controller = await api.token("controller");
      let totals: TCampaign["totals"] | undefined;
      await until(
        "every recipient sent",
        async () => {
          const res = await api.get<{ records: TCampaign }>(`${base}/${campaignId}`, controller);
          totals = res.body.records.totals;
          return totals.sent === totals.recipients;
        },
        120_000,
      );
      expect(totals).toMatchObject({ recipients, sent: recipients, failed: 0 });
      expect(smsc.problems).toEqual([]);

      const byPhone = new Map<string, { text: string; from: string; reference: number | null }[]>();
      for (const message of smsc.messages) {
        const to = message.to.replace(/^\+/, "");
        const copy = {
          text: message.text,
          from: message.from,
          reference: referenceOf(smsc, message.messageIds),
        };
        byPhone.set(to, [...(byPhone.get(to) ?? []), copy]);
      }
      // Nobody outside the campaign got a text, and every recipient got at least one.
      expect([...byPhone.keys()].filter((p) => !phones.has(p))).toEqual([]);
      expect([...phones].filter((p) => !byPhone.has(p))).toEqual([]);
      // A second copy is the first one again (text, sender, concatenation reference); no one got three.
      const link = new RegExp(
        `https?://${DEMO_PHISHING_HOST.replaceAll(".", "\\.")}(?::\\d+)?/l/[A-Za-z0-9_-]{16}(?![A-Za-z0-9_-])`,
      );
      let duplicates = 0;
      for (const [to, copies] of byPhone) {
        expect(copies.length, to).toBeLessThanOrEqual(2);
        if (copies.length === 2) {
          duplicates++;
          expect(copies[1], to).toEqual(copies[0]);
        }
        expect(copies[0]?.text, to).toMatch(link);
      }
      // Only what the killed process had handed over and not recorded went twice: the texts accepted before the
      // kill, plus at most a window (10) of answers that left the SMSC while the killed socket was closing.
      expect(duplicates).toBeLessThanOrEqual(atKill + 10);
      expect(smsc.messages.length).toBe(recipients + duplicates);
    } finally {
      clearInterval(watcher);
      if (current) await killGroup(current.process, "SIGTERM");
      await smsc.close();
      await database.remove();
    }
  }, 300_000);
});
