import AxeBuilder from "@axe-core/playwright";
import { formatUtcDateTime, type Locale } from "@wellguard/contract";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { DESKTOP_VIEWPORT, newContext } from "./browser";
import { signIn } from "./flows";
import { type MailSink, startMailSink } from "./smtp";
import { type Suite, useSuite } from "./suite";

/** Set-up and small checks shared by the campaign browser tests (e2e/tests/campaigns*.test.ts). */

/** A suite whose product sends campaign e-mails to a real SMTP server the test reads: `mail`. */
export interface SuiteWithMailSink extends Suite {
  mail: MailSink;
}

/**
 * useSuite with a mail sink the product sends its campaign e-mails to (CAMPAIGN_SMTP_URL), never the platform's
 * own SMTP server. Like useSuite's, the fields are filled in by `beforeAll`: read them inside tests.
 *
 * The SMTP server must be listening before the product starts, and its port is only known once it listens.
 * useSuite hands this same env object to startProduct inside its own beforeAll, so this beforeAll, registered
 * first, runs first (Vitest runs "before" hooks in the order they are declared) and fills the address in.
 * "After" hooks run in reverse: the product stops before the SMTP server closes.
 */
export function useSuiteWithMailSink(env: Record<string, string> = {}): SuiteWithMailSink {
  const productEnv: Record<string, string> = { ...env };
  let mail: MailSink | undefined;
  beforeAll(async () => {
    mail = await startMailSink();
    productEnv.CAMPAIGN_SMTP_URL = mail.url;
    suite.mail = mail;
  });
  afterAll(async () => {
    await mail?.close();
  });
  const suite = useSuite({ env: productEnv }) as SuiteWithMailSink; // `mail` is set by the beforeAll above
  return suite;
}

/** A zone's wall clock at an instant: "YYYY-MM-DD" and "HH:mm". */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The API's UTC "YYYY-MM-DD HH:mm:ss" of a zone's local "YYYY-MM-DDTHH:mm" (no daylight-saving change nearby). */
export function utcOf(local: string, timeZone: string): string {
  const guess = new Date(`${local}:00Z`);
  const shown = wallClock(guess, timeZone);
  const offset = new Date(`${shown.date}T${shown.time}:00Z`).getTime() - guess.getTime();
  return formatUtcDateTime(new Date(guess.getTime() - offset));
}

/** A "YYYY-MM-DD" date `days` later (or earlier), counted in whole UTC days so no zone shifts it. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A new browser context signed in as the demo controller in `locale`, once sign-in has left the login page. */
export async function controllerPage(
  suite: Suite,
  locale: Locale,
  viewport = DESKTOP_VIEWPORT,
): Promise<Page> {
  const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale, viewport });
  const page = await context.newPage();
  await signIn(page, locale, "controller");
  await page.waitForURL((url) => url.pathname !== "/login" && url.pathname !== "/");
  return page;
}

/** The text of the elements a field's aria-describedby names (its error message, its hint). */
export async function describedText(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(" ").trim();
}

/** The campaign form's e-mail preview: an iframe sandboxed without scripts. */
export const CAMPAIGN_PREVIEW_FRAME = "[data-testid=campaign-preview-frame]";

/**
 * expectNoAxeViolations for a page that shows a message preview, the `previewFrame` selector left out: the
 * preview is an iframe sandboxed without scripts (the simulated message's HTML must never run), where axe's frame
 * run never answers and the analysis hangs (dequelabs/axe-core#3592); the rest of the page is analysed as
 * everywhere else (an SMS preview is plain markup, so it is analysed too).
 */
export async function expectNoAxeViolationsBesidePreview(
  page: Page,
  previewFrame = CAMPAIGN_PREVIEW_FRAME,
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude(previewFrame)
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Nothing wider than the viewport (the 390×844 checks): the page must not scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * Nothing below the page's footer: the document ends with it, give or take the layout's bottom padding (about
 * 16 px), or with the window on a short page. Catches absolutely placed elements, such as a template card's hidden
 * radio, escaping a scrolling list and stretching the page with empty space (hundreds of pixels).
 */
export async function expectPageEndsAtFooter(page: Page): Promise<void> {
  const { height, end } = await page.evaluate(() => {
    const footer = document.querySelector("footer");
    const bottom = footer ? footer.getBoundingClientRect().bottom + window.scrollY : 0;
    return {
      height: document.documentElement.scrollHeight,
      end: Math.max(window.innerHeight, Math.ceil(bottom)),
    };
  });
  expect(height, `the page ${page.url()} is taller than its content`).toBeLessThanOrEqual(end + 32);
}
