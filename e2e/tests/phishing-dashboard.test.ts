import type { Locale, TPhishingDashboard } from "@wellguard/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP_VIEWPORT, expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import { signIn } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * The phishing dashboard (issues 17 and 18) as the demo controller opens it: its title, its figures or its empty
 * state once loaded, the channel filter, axe, and a 390×844 phone without sideways scrolling. The figures
 * themselves are checked over the API (apps/server/src/features/campaigns/dashboard*.test.ts). The demo has no
 * campaigns, so the filled dashboard (every table, repeat clickers included) is shown from a fixed answer.
 */

const suite = useSuite();

async function controllerPage(locale: Locale, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale, viewport });
  const page = await context.newPage();
  await signIn(page, locale, "controller");
  await page.waitForURL((url) => url.pathname !== "/login" && url.pathname !== "/");
  return page;
}

/** Rates of a row: `sent` delivered, `clicked` clicks, half of them data entries, one report. */
function rates(sent: number, clicked: number) {
  const submitted = Math.floor(clicked / 2);
  return {
    sent,
    clicked,
    submitted,
    reported: 1,
    clickRate: clicked / sent,
    submitRate: submitted / sent,
    reportRate: 1 / sent,
  };
}

/** A dashboard with figures in every table: two channels, three departments, two repeat clickers. */
const FILLED: TPhishingDashboard = {
  from: "2025-12-01",
  to: "2026-11-30",
  totals: {
    ...rates(120, 30),
    campaigns: 2,
    resilience: 0.2,
    medianSecondsToReport: 5400,
    medianSecondsToClick: 300,
    repeatClickers: 2,
    automated: 7,
  },
  months: [
    { ...rates(60, 20), month: "2026-10" },
    { ...rates(60, 10), month: "2026-11" },
  ],
  campaigns: [
    {
      ...rates(60, 20),
      campaignId: 1,
      name: "Faktura za październik",
      startDate: "2026-10-05T08:00:00.000Z",
    },
    {
      ...rates(60, 10),
      campaignId: 2,
      name: "Paczka czeka na odbiór",
      startDate: "2026-11-05T08:00:00.000Z",
    },
  ],
  departments: [
    { ...rates(50, 14), departmentId: 4, name: "Security Operations" },
    { ...rates(40, 10), departmentId: 6, name: "Logistics" },
    { ...rates(30, 6), departmentId: null, name: null },
  ],
  levels: [
    { ...rates(60, 20), level: 1 },
    { ...rates(60, 10), level: 3 },
  ],
  channels: [
    { ...rates(60, 20), channel: "email" },
    { ...rates(60, 10), channel: "sms" },
  ],
  repeatClickers: [
    {
      stakeholderId: 15,
      name: "Elena Martín Fernández-Villaverde",
      departmentName: "Security Operations",
      clicks: 2,
      campaigns: 2,
    },
    { stakeholderId: 26, name: "Amaia Etxeberria", departmentName: "Logistics", clicks: 3, campaigns: 2 },
  ],
};

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

  it("fits a phone in Polish with every table filled, repeat clickers included", async () => {
    const locale: Locale = "pl";
    const page = await controllerPage(locale, MOBILE_VIEWPORT);
    await page.route("**/api/v1/controller/dashboards/*/phishing*", (route) =>
      route.fulfill({ json: { records: FILLED } }),
    );
    await page.goto("/controller/dashboard/phishing");
    await page.getByTestId("phishing-repeat-clickers").waitFor();
    await page.getByTestId("phishing-channels").waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
    await page.context().close();
  });
});
