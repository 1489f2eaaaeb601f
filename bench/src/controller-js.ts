// Issue 16, point 12: the JavaScript a controller's browser fetches for the general dashboard (the entry, the
// signed-in shell, the dashboards' own chunk with the chart library, and the strings), each gzipped as a server
// would send it. Target: < 220 kB. Run inside `npm run bench`, or alone against a running product:
// `npx tsx src/controller-js.ts http://localhost:3000`.

import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { collectScripts, launchBenchBrowser, type ScriptSize } from "../signin-js";

export const CONTROLLER_DASHBOARD_TARGET_GZIP_KB = 220;
const DEMO_PASSWORD = "Demo-Passw0rd!";

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel(/^Username/).fill("controller");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/controller"), { timeout: 30_000 });
  // The managed company is chosen (the demo controller manages one) and kept in the browser's storage.
  await page.goto(`${baseUrl}/controller/dashboard/default`);
  await page.getByTestId("dashboard-figures").waitFor({ timeout: 60_000 });
}

/** Signs in, then opens the dashboard in a context with the same storage and an empty HTTP cache. */
export async function measureControllerDashboardJavaScript(baseUrl: string): Promise<ScriptSize[]> {
  const browser = await launchBenchBrowser();
  try {
    const signInContext = await browser.newContext({ locale: "en-GB" });
    await signIn(await signInContext.newPage(), baseUrl);
    const storageState = await signInContext.storageState();
    await signInContext.close();
    const context = await browser.newContext({ locale: "en-GB", storageState });
    const page = await context.newPage();
    const scripts = collectScripts(page, baseUrl);
    await page.goto(`${baseUrl}/controller/dashboard/default`, { waitUntil: "networkidle" });
    await page.getByTestId("dashboard-figures").waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    return await scripts.sizes();
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await measureControllerDashboardJavaScript(process.argv[2] ?? "http://localhost:3000");
  const total = sizes.reduce((sum, s) => sum + s.gzipBytes, 0) / 1000;
  for (const s of sizes.sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`${(s.gzipBytes / 1000).toFixed(1).padStart(7)} kB  ${new URL(s.url).pathname}`);
  console.log(`total ${total.toFixed(1)} kB gzipped (target < ${CONTROLLER_DASHBOARD_TARGET_GZIP_KB} kB)`);
}
