import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatUtcDateTime, type TCampaign } from "@wellguard/contract";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { findRepoRoot } from "../../config";
import { migrateToLatest, openDatabase } from "../../db/database";
import { DEMO_PHISHING_HOST, seedDemo } from "../../db/seed";
import { campaignBody, campaignsPath, demoCompanyId } from "../../test/campaigns";
import { apiClient, testDatabases } from "../../test/harness";

/*
 * Issue 17 point 5: the real server (main.ts, its own process) is killed with SIGKILL while it sends a campaign
 * and started again on the same database. The recipients table is the queue: the claims of the killed process
 * expire after CAMPAIGN_CLAIM_SECONDS and are sent again with the same Message-ID, so no recipient is skipped
 * and the only duplicates are the messages that were in flight at the kill.
 */

const EXTRA_PEOPLE = 250;
const KILL_AFTER = 60;
const DATA_DELAY_MS = 40;
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

interface Received {
  to: string[];
  messageId: string;
}

/** An SMTP server that answers each message's DATA only after a delay, so a kill lands mid-sending. */
async function startSlowSmtp(onReceived: (count: number) => void) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/))).replace(/\r?\n[ \t]+/g, " ");
        const messageId = /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? "";
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), messageId });
        onReceived(received.length);
        setTimeout(() => callback(), DATA_DELAY_MS);
      });
    },
  });
  server.on("error", () => {}); // connections cut by the kill
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Child {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
}

async function startProduct(env: Record<string, string>): Promise<Child> {
  const port = await freePort();
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
  child.stdout?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  const product = { process: child, baseUrl, output: () => output };
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
  return product;
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

describe.each(testDatabases())("a campaign across a crash (%s)", (kind) => {
  it("a server killed with SIGKILL while sending and restarted sends the rest (no skip; duplicates only for messages in flight)", async () => {
    // The database: a temp DATA_DIR (embedded) or a fresh PostgreSQL database, migrated and seeded, with
    // enough extra people in Operations that the campaign takes several batches.
    const dataDir = mkdtempSync(join(tmpdir(), "wellguard-crash-"));
    let databaseUrl: string | undefined;
    let dropDatabase = async () => {};
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
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      };
    }
    const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
    let killed = false;
    let child: ChildProcess | undefined;
    const smtp = await startSlowSmtp((count) => {
      if (count >= KILL_AFTER && !killed && child) {
        killed = true;
        signalGroup(child, "SIGKILL");
      }
    });
    let current: Child | undefined;
    try {
      const handle = await openDatabase({ databaseUrl, dataDir, inMemoryDatabase: false });
      let companyId: number;
      let operationsId: number;
      try {
        await migrateToLatest(handle.db);
        await seedDemo(handle.db, { history: false });
        companyId = await demoCompanyId(handle.db);
        const departments = await handle.db
          .selectFrom("departments")
          .select(["id", "name"])
          .where("company_id", "=", companyId)
          .execute();
        operationsId = departments.find((d) => d.name === "Operations")?.id as number;
        const logisticsId = departments.find((d) => d.name === "Logistics")?.id as number;
        await handle.db
          .insertInto("people")
          .values(
            Array.from({ length: EXTRA_PEOPLE }, (_, i) => ({
              company_id: companyId,
              department_id: logisticsId,
              name: `Crash${i}`,
              email: `crash-${i}@democorp.example`,
              login: `crash-${i}`,
              user_code: null,
              locale: null,
              avatar: null,
              password_hash: null,
              password_changed_at: null,
              services: null,
              deleted_at: null,
            })),
          )
          .execute();
      } finally {
        await handle.close();
      }

      current = await startProduct({ ...env, CAMPAIGN_SMTP_URL: smtp.url });
      child = current.process;
      let api = apiClient(current.baseUrl);
      let controller = await api.token("controller");
      const base = campaignsPath(companyId);
      const domains = await api.get<{ records: { domainId: number; host: string; mailDomain: string }[] }>(
        `${base}/domains`,
        controller,
      );
      const domain = domains.body.records.find((d) => d.host === DEMO_PHISHING_HOST);
      expect(domain).toBeDefined();
      const now = Date.now();
      const created = await api.post<{ records: TCampaign }>(
        base,
        campaignBody(
          {
            domain: domain?.domainId,
            departmentIds: [operationsId],
            startDate: formatUtcDateTime(new Date(now - 60_000)),
            sendByDate: formatUtcDateTime(new Date(now + 10_000)),
            endDate: formatUtcDateTime(new Date(now + 24 * 60 * 60_000)),
          },
          { name: "Crash and resume", workingHours: false },
        ),
        controller,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const campaignId = created.body.records.campaignId;
      const recipients = created.body.records.totals.recipients;
      expect(recipients).toBeGreaterThan(EXTRA_PEOPLE);

      // The SMTP server kills the process group at its KILL_AFTER-th message, mid-batch.
      const first = current.process;
      await until("the kill", () => first.signalCode !== null || first.exitCode !== null, 120_000);
      expect(first.signalCode).toBe("SIGKILL");
      const atKill = smtp.received.length;
      expect(atKill).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(atKill).toBeLessThan(recipients);

      current = await startProduct({ ...env, CAMPAIGN_SMTP_URL: smtp.url });
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

      const list = await api.get<{ records: { email: string | null }[] }>(
        `${base}/${campaignId}/interactions`,
        controller,
      );
      const addresses = new Set(list.body.records.map((r) => (r.email ?? "").toLowerCase()));
      expect(addresses.size).toBe(recipients);

      const byAddress = new Map<string, string[]>();
      for (const message of smtp.received) {
        expect(message.to).toHaveLength(1);
        const to = message.to[0] as string;
        byAddress.set(to, [...(byAddress.get(to) ?? []), message.messageId]);
      }
      // Nobody outside the campaign got a message, and every recipient got at least one.
      expect([...byAddress.keys()].filter((a) => !addresses.has(a))).toEqual([]);
      expect([...addresses].filter((a) => !byAddress.has(a))).toEqual([]);
      // A second copy carries the same Message-ID as the first; no one got three.
      let duplicates = 0;
      for (const [to, ids] of byAddress) {
        expect(ids.length, to).toBeLessThanOrEqual(2);
        expect(new Set(ids).size, to).toBe(1);
        expect(ids[0]).toMatch(
          new RegExp(`^<wg-${campaignId}-\\d+@${(domain?.mailDomain ?? "").replaceAll(".", "\\.")}>$`),
        );
        if (ids.length === 2) duplicates++;
      }
      // Only what was in flight at the kill (one batch of the sender) went twice.
      expect(duplicates).toBeLessThanOrEqual(100);
      expect(duplicates).toBeLessThanOrEqual(atKill);
      expect(smtp.received.length).toBe(recipients + duplicates);
    } finally {
      if (current) await killGroup(current.process, "SIGTERM");
      await smtp.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
