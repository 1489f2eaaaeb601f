// `npm run bench:js -w @wellguard/bench`: only the two JavaScript figures of `npm run bench` — the sign-in page
// and the employee dashboard with the chat survey — on the embedded database, in about a minute. It measures
// apps/web/dist as it is: run `npm run build -w @wellguard/web` first after changing the web app.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startChildServer } from "../child";
import { measureSignInJavaScript, type ScriptSize } from "../signin-js";
import { JOURNEY_TARGET_GZIP_KB, measureJourneyJavaScript } from "./journey-js";

const SIGN_IN_TARGET_GZIP_KB = 170;
const dist = fileURLToPath(new URL("../../apps/web/dist/index.html", import.meta.url));

/** A table of JavaScript files (largest first) and their gzipped total in kB (1,000 bytes) against a budget. */
function print(title: string, scripts: ScriptSize[], targetKb: number): void {
  const gzipKb = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1000;
  const rawKb = scripts.reduce((sum, script) => sum + script.rawBytes, 0) / 1000;
  console.log(`\n${title}`);
  for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const name = new URL(script.url).pathname;
    console.log(
      `  ${name.padEnd(56)} ${(script.rawBytes / 1000).toFixed(1).padStart(7)} raw ${(script.gzipBytes / 1000).toFixed(1).padStart(6)} gzip`,
    );
  }
  const mark = gzipKb < targetKb ? "✓" : "✗";
  console.log(
    `  total: ${scripts.length} files, ${rawKb.toFixed(1)} kB raw, ${gzipKb.toFixed(1)} kB gzipped — target < ${targetKb} kB ${mark}`,
  );
}

if (!existsSync(dist)) {
  console.error("apps/web/dist is missing: run `npm run build -w @wellguard/web` first");
  process.exit(1);
}
const server = await startChildServer("./product-server.ts", [JSON.stringify({ kind: "embedded" })]);
try {
  print("sign-in page JavaScript", await measureSignInJavaScript(server.url), SIGN_IN_TARGET_GZIP_KB);
  print("dashboard and chat JavaScript", await measureJourneyJavaScript(server.url), JOURNEY_TARGET_GZIP_KB);
} finally {
  await server.close();
}
