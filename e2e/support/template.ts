import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProduct, TEMPLATE_ENV } from "./server";

/**
 * Vitest global setup (e2e/vitest.config.ts): starts the product once on an empty data folder, so it migrates
 * and seeds the demo (no history), stops it, and leaves the folder as the run's template. Each startProduct
 * that would seed the same way copies it instead of paying PGlite's initdb, the migrations and the seed again
 * (support/server.ts). The folder is removed after the run.
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "wellguard-e2e-template-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const product = await startProduct({ dataDir: dir, healthTimeoutMs: 240_000 });
    await product.stop();
  } catch (error) {
    remove();
    throw error;
  }
  // Read by startProduct in the test processes, which inherit this environment.
  process.env[TEMPLATE_ENV] = dir;
  return () => {
    delete process.env[TEMPLATE_ENV];
    remove();
  };
}
