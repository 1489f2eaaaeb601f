import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The reference: a bare Fastify route on the same machine, answering the same envelope, in its own Node
 * process (like the product, it shares its event loop with nothing that is being measured). The product's
 * figures are read as a ratio to this one, so the machine's speed cancels out.
 */
export function startBareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const script = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
      const line = output.split("\n")[0];
      if (!output.includes("\n") || !line) return;
      resolve({
        url: `${line.trim()}/bare`,
        close: () =>
          new Promise<void>((done) => {
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
}
