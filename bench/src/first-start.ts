// Issue 16, point 1: the first start with a year of demo history stays under a minute. `npm start` on an empty
// data folder (embedded database), timed from the command to the first answer of /api/v1/health, with the
// history and, as the reference of the same run, without it (SEED_DEMO_HISTORY=false). The web app is built
// first and not timed (`npm start` builds it only when the sources changed). docs/benchmarks.md "First start".
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
const LIMIT_SECONDS = 60;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Seconds from `npm start` to the first healthy answer, on a new data folder. */
async function timeFirstStart(history: boolean): Promise<number> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "wellguard-first-start-"));
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    SEED_DEMO_HISTORY: String(history),
  };
  delete env.DATABASE_URL; // the embedded database, as a first `npm start` runs
  const child = spawn("npm", ["start"], {
    cwd: repositoryRoot,
    env,
    detached: true,
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if ((performance.now() - started) / 1000 > 5 * LIMIT_SECONDS) throw new Error("no answer in 5 minutes");
      const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (healthy) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface FirstStartFigures {
  withHistorySeconds: number;
  withoutHistorySeconds: number;
}

export async function runFirstStartBench(log: (line: string) => void): Promise<FirstStartFigures> {
  spawnSync("npx", ["tsx", "apps/web/build-if-needed.ts"], { cwd: repositoryRoot, stdio: "ignore" });
  log("first start without the demo history...");
  const withoutHistorySeconds = await timeFirstStart(false);
  log("first start with the demo history...");
  const withHistorySeconds = await timeFirstStart(true);
  return { withHistorySeconds, withoutHistorySeconds };
}

export function printFirstStartFigures(f: FirstStartFigures): void {
  console.log("\nFirst start on an empty data folder (npm start, embedded database)");
  console.log(`  without the demo history (reference): ${f.withoutHistorySeconds.toFixed(1)} s`);
  console.log(
    `  with the year of demo history:        ${f.withHistorySeconds.toFixed(1)} s` +
      ` (target under ${LIMIT_SECONDS} s: ${f.withHistorySeconds < LIMIT_SECONDS ? "met" : "NOT met"})`,
  );
  console.log(`  the history's share: ${(f.withHistorySeconds - f.withoutHistorySeconds).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runFirstStartBench((line) => console.error(line));
  printFirstStartFigures(figures);
}
