import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface ChildServer {
  /** The address the child printed on its first line of output. */
  url: string;
  /** The child's process id (the report bench reads its peak memory from /proc). */
  pid: number;
  close(): Promise<void>;
}

/**
 * Starts a bench server (a .ts file beside this one, run with tsx) as its own Node process, so it has its own
 * event loop and heap, and waits for the address it prints on its first line. SIGTERM stops it.
 */
export function startChildServer(script: string, args: string[] = []): Promise<ChildServer> {
  const path = fileURLToPath(new URL(script, import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path, ...args], {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    let started = false;
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (started) return;
      output += chunk;
      const newline = output.indexOf("\n");
      if (newline < 0) return;
      started = true;
      resolve({
        url: output.slice(0, newline).trim(),
        pid: child.pid ?? 0,
        close: async () => {
          child.kill("SIGTERM");
          await exited;
        },
      });
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (!started) reject(new Error(`${script} exited with ${code} before it was ready`));
    });
  });
}
