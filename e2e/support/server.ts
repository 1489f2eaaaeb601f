import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface Product {
  baseUrl: string;
  /** Everything the server printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Extra environment for the server, e.g. SMTP_URL or MAINTENANCE=true. */
  env?: Record<string, string>;
  healthTimeoutMs?: number;
  /**
   * Use this embedded-database folder instead of a fresh one, and leave it in place on stop() — for
   * tests that prepare the database between two runs of the product (see support/database.ts).
   */
  dataDir?: string;
  /** Listen on this port rather than a free one (a suite that must put the port in PUBLIC_URL picks it first). */
  port?: number;
}

export async function freePort(): Promise<number> {
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

const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");

/**
 * The environment variable naming the run's template data folder: migrated and seeded with the demo (no
 * history) by support/template.ts. Copying it costs a fraction of a second; an empty folder costs each start
 * PGlite's initdb, 24 migrations and the seed. The server still runs its migrations and seed, and finds them done.
 */
export const TEMPLATE_ENV = "WELLGUARD_E2E_TEMPLATE";

/**
 * Starts the real server (`tsx apps/server/src/main.ts`) on a free port with a fresh embedded
 * database seeded with the demo data, and waits until GET /api/v1/health answers.
 */
export async function startProduct(options: StartOptions = {}): Promise<Product> {
  const port = options.port ?? (await freePort());
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "wellguard-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SEED_DEMO: "true",
    // A year of history costs each start about half a minute; the suites that read it ask for it.
    SEED_DEMO_HISTORY: "false",
    // The browser suites run without internet: no password change waits on the public Pwned Passwords.
    PWNED_PASSWORDS_URL: "",
    ...options.env,
  };
  // The product must never pick up a developer's or CI's PostgreSQL: e2e always runs embedded.
  delete env.DATABASE_URL;
  delete env[TEMPLATE_ENV];
  const template = process.env[TEMPLATE_ENV];
  // Only a start on a new folder (its own, or a suite's that has no database yet) that would seed exactly what
  // the template holds begins from it.
  const newFolder = ownsDataDir || !existsSync(join(dataDir, "pgdata"));
  if (newFolder && template && env.SEED_DEMO === "true" && env.SEED_DEMO_HISTORY === "false") {
    cpSync(template, dataDir, { recursive: true });
  }

  // Its own process group, so stop() also ends anything the server spawned.
  const child = spawn(process.execPath, [tsxCli, "apps/server/src/main.ts"], {
    cwd: repositoryRoot,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const product: Product = {
    baseUrl,
    output: () => output,
    stop: async () => {
      await stopProcessGroup(child);
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };

  try {
    await waitForHealth(baseUrl, child, options.healthTimeoutMs ?? 60_000);
  } catch (error) {
    await product.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n--- server output ---\n${output.slice(-8000)}`);
  }
  return product;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (code ${child.exitCode ?? child.signalCode}) before it was healthy`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`GET ${baseUrl}/api/v1/health did not answer 200 within ${timeoutMs} ms`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // the group is already gone
    }
  };
  signalGroup("SIGTERM");
  const timer = setTimeout(() => signalGroup("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
