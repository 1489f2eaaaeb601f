import AxeBuilder from "@axe-core/playwright";
import type { Locale } from "@wellguard/contract";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/**
 * Debian's Chromium (never a downloaded browser build); scripts/test.mjs exports CHROME_PATH. `extraArgs` such as
 * `--host-resolver-rules=MAP *.wellguard.test 127.0.0.1` let a suite visit company host names on loopback.
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      ...extraArgs,
    ],
  });
}

export interface ContextOptions {
  baseUrl: string;
  /** The browser language the product sees (navigator.language and Accept-Language). */
  locale?: Locale;
  viewport?: { width: number; height: number };
}

/** Browser language tags for the product's locales (its `cat` is Catalan, `ca` to a browser). */
const BROWSER_LANGUAGE: Record<Locale, string> = {
  "es-es": "es-ES",
  "es-mx": "es-MX",
  "en-gb": "en-GB",
  "en-us": "en-US",
  eu: "eu-ES",
  pl: "pl-PL",
  cat: "ca-ES",
  "pt-pt": "pt-PT",
};

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const MOBILE_VIEWPORT = { width: 390, height: 844 };

/** A fresh context (empty storage) with the given browser language and a desktop viewport by default. */
export function newContext(browser: Browser, options: ContextOptions): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: options.baseUrl,
    locale: BROWSER_LANGUAGE[options.locale ?? "es-es"],
    viewport: options.viewport ?? DESKTOP_VIEWPORT,
  });
}

/** Fails with a readable list when axe finds any WCAG 2.0/2.1 A or AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  if (results.violations.length === 0) return;
  const lines = results.violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `      ${node.target.join(" ")}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, " ")}` : ""}`,
      )
      .join("\n");
    const more = violation.nodes.length > 5 ? `\n      … and ${violation.nodes.length - 5} more` : "";
    return `  [${violation.impact ?? "?"}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}${more}`;
  });
  throw new Error(
    `${results.violations.length} accessibility violation(s) on ${page.url()}:\n${lines.join("\n")}`,
  );
}
