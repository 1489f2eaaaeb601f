import type { Locale } from "@wellguard/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP_VIEWPORT, expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { signIn } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * The phishing dashboard (issues 17 and 18) as the demo controller opens it: its title, its figures or its empty
 * state once loaded, the channel filter, axe, and a 390×844 phone without sideways scrolling. The figures
 * themselves are checked over the API (apps/server/src/features/campaigns/dashboard*.test.ts).
 */

const suite = useSuite();

async function controllerPage(locale: Locale, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale, viewport });
  const page = await context.newPage();
  await signIn(page, locale, "controller");
  await page.waitForURL((url) => url.pathname !== "/login" && url.pathname !== "/");
  return page;
}

describe("the phishing dashboard", () => {
  for (const [locale, viewport] of [
    ["en-gb", DESKTOP_VIEWPORT],
    ["pl", MOBILE_VIEWPORT],
  ] as const) {
    it(`loads with its channel filter, passes axe and fits the screen (${locale}, ${viewport.width}px)`, async () => {
      const page = await controllerPage(locale, viewport);
      await page.goto("/controller/dashboard/phishing");
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe(uiText(locale, "routes.ControllerDashboardPhishing"));
      await expect.poll(() => page.getByTestId("phishing-figures").count()).toBe(1);
      expect(await page.getByTestId("phishing-loading").count()).toBe(0);
      expect(await page.getByTestId("phishing-error").count()).toBe(0);
      expect(await page.getByTestId("filter-channel").count()).toBe(1);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.context().close();
    });
  }
});
