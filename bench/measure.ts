import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
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

/**
 * Runs autocannon (a 2 s warm-up, then the measured run) in a separate Node process, so the load generator
 * and the server under test each have their own event loop; the reference is measured the same way.
 */
export function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", loadScript, JSON.stringify(options)], {
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
      resolve(JSON.parse(line) as LoadFigures);
    });
  });
}
