import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface LoadOptions {
  url: string;
  connections: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadPlan {
  jobs: LoadOptions[];
  warmUpSeconds: number;
  rounds: number;
  sliceSeconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus connection errors and timeouts: any of these makes the figure suspect. */
  failures: number;
  total: number;
}

const loadScript = fileURLToPath(new URL("./load.ts", import.meta.url));
const SLICE_SECONDS = 2;

/**
 * Measures each job for about `durationSeconds` with autocannon running in a separate Node process, so the
 * load generator and the servers under test each have their own event loop. With several jobs (the bare
 * reference and the product), they take turns in 2-second slices, so a change in the machine's other load
 * during the run weighs on both sides of their ratio alike.
 */
export function measureLoad(jobs: LoadOptions[], durationSeconds: number): Promise<LoadFigures[]> {
  const plan: LoadPlan = {
    jobs,
    warmUpSeconds: Math.min(2, durationSeconds),
    rounds: Math.max(1, Math.round(durationSeconds / SLICE_SECONDS)),
    sliceSeconds: Math.min(SLICE_SECONDS, durationSeconds),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", loadScript, JSON.stringify(plan)], {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = output.trim().split("\n").pop() ?? "";
      if (code !== 0 || !line) {
        reject(new Error(`the load generator exited with ${code}`));
        return;
      }
      resolve(JSON.parse(line) as LoadFigures[]);
    });
  });
}
