import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page } from "playwright-core";

export interface ScriptSize {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/** Debian's Chromium (never a downloaded build), headless, as every bench that drives a page starts it. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}

/**
 * Counts every JavaScript file of `baseUrl` the page fetches from now on, each gzipped with zlib's default level
 * as a server would send it; `sizes()` gives them once, by URL, after the page has settled.
 */
export function collectScripts(page: Page, baseUrl: string): { sizes: () => Promise<ScriptSize[]> } {
  const pending: Array<Promise<ScriptSize | undefined>> = [];
  page.on("response", (response) => {
    const url = response.url();
    const isScript =
      response.request().resourceType() === "script" || new URL(url).pathname.match(/\.m?js$/) !== null;
    if (!isScript || !url.startsWith(baseUrl)) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url, rawBytes: body.length, gzipBytes: gzipSync(body).length }))
        .catch(() => undefined),
    );
  });
  return {
    sizes: async () => {
      const sizes = (await Promise.all(pending)).filter((size): size is ScriptSize => size !== undefined);
      return [...new Map(sizes.map((size) => [size.url, size])).values()];
    },
  };
}

/**
 * Every JavaScript file the browser fetches when it opens the sign-in page (entry, static imports and the
 * lazy chunks of the sign-in route), each gzipped with zlib's default level, as a server would send it.
 */
export async function measureSignInJavaScript(baseUrl: string): Promise<ScriptSize[]> {
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ locale: "es-ES" });
    const page = await context.newPage();
    const scripts = collectScripts(page, baseUrl);
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    // The sign-in form is what the visitor waits for; lazy chunks behind it are fetched by then.
    await page.getByRole("textbox").first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    return await scripts.sizes();
  } finally {
    await browser.close();
  }
}
