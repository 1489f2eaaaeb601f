// The JavaScript an employee's browser fetches for the dashboard and the chat survey (issue 4): the entry, its
// static imports, the lazy chunks of the signed-in shell and of the journey pages, and the strings (locale JSON
// is compiled to JS chunks), each gzipped with zlib's default level as a server would send it. Target: < 170 kB.
import type { Page } from "playwright-core";
import { collectScripts, launchBenchBrowser, type ScriptSize } from "../signin-js";

export const JOURNEY_TARGET_GZIP_KB = 170;

const DEMO_PASSWORD = "Demo-Passw0rd!";

async function signIn(page: Page, baseUrl: string, login: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  // The sign-in page in English (browser language en-GB): username, next, password, sign in.
  await page.getByLabel(/^Username/).fill(login);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 30_000 });
}

/**
 * Signs in as `login` in one browser context, then opens /dashboard in a second context that has the same
 * storage but an empty HTTP cache, waits for the dashboard, opens a pending interaction's chat (the first card
 * link, else the first open interaction from the API) and waits for its first question; every `.js` response
 * of the second context is counted once.
 */
export async function measureJourneyJavaScript(baseUrl: string, login = "ewhite"): Promise<ScriptSize[]> {
  const browser = await launchBenchBrowser();
  try {
    const signInContext = await browser.newContext({ locale: "en-GB" });
    await signIn(await signInContext.newPage(), baseUrl, login);
    const storageState = await signInContext.storageState();
    await signInContext.close();

    const context = await browser.newContext({ locale: "en-GB", storageState });
    const page = await context.newPage();
    const scripts = collectScripts(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: "networkidle" });
    await page.getByTestId("dashboard-status").waitFor({ timeout: 30_000 });
    const link = page.getByTestId("card-link").first();
    if ((await link.count()) > 0) {
      await link.click();
    } else {
      const token = await page.evaluate(() => localStorage.getItem("token"));
      const answer = await fetch(`${baseUrl}/api/v1/user/traits/interactions`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await answer.json()) as { records?: { surveyEntityId: number; surveyStatus: string }[] };
      const open = body.records?.find((i) => i.surveyStatus === "AVAILABLE" || i.surveyStatus === "PROGRESS");
      if (!open) throw new Error(`${login} has no open interaction to open in the chat`);
      await page.goto(`${baseUrl}/dashboard?chat=${open.surveyEntityId}`);
    }
    await page
      .getByTestId("answer-box")
      .or(page.getByTestId("chat-finished"))
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    return await scripts.sizes();
  } finally {
    await browser.close();
  }
}
