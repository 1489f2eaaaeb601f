import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { findRepoRoot } from "../config";

/*
 * The real server (main.ts) in a process of its own, for the tests that kill it mid-work and start it again on the
 * same database (campaigns/crash.test.ts, campaigns/sms/crash-sms.test.ts): a free port, a fresh database, the
 * start that waits for /health, and signals to the whole process group (tsx starts node under it).
 */

const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
const repoRoot = findRepoRoot();

export function freePort(): Promise<number> {
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

/** Polls `check` every 100 ms until it holds; throws naming `what` after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface ChildProduct {
  process: ChildProcess;
  baseUrl: string;
  /** What the server printed so far (for a failing test's message). */
  output: () => string;
}

/**
 * Starts main.ts on `port` with the demo seeded (no history) and claims that expire after 2 s, and waits until it
 * answers /health. The same port for a restart keeps PUBLIC_URL, which links already sent carry.
 */
export async function startChildProduct(port: number, env: Record<string, string>): Promise<ChildProduct> {
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
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
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
  return { process: child, baseUrl, output: () => output };
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    // already gone
  }
}

/** Signals the child's process group and waits for it to exit (SIGKILL after 10 s). */
export async function killGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signalGroup(child, signal);
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A fresh database for the child: a temp DATA_DIR (embedded) or a new PostgreSQL database (`kind` "postgres"). */
export async function freshDatabase(kind: string, prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
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
