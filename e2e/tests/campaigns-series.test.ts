import { formatUtcDateTime, type Locale } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import {
  controllerPage,
  describedText,
  expectNoHorizontalOverflow,
  useSuiteWithMailSink,
  utcOf,
  wallClock,
} from "../support/campaigns";
import { signIn, waitForPath } from "../support/flows";
import { contractText, uiText } from "../support/text";

/*
 * Issue 17 point 8, the screens: a security manager schedules a neurophishing series in the form (its own checks,
 * the date-time picker in a chosen zone, the §7 dialog for a refusal from the server), lands on the series page
 * with its first subcampaign made and the others to come, and opens that subcampaign's campaign page; the campaigns
 * list links the subcampaign to its series. The form and the series page at 390×844 in Basque; axe on each page.
 * Last, the company loses neurogaitas and smishgaitas (either offers series, by e-mail or SMS): the "new series"
 * action goes and the series page says why.
 */

// The subcampaigns' messages go to a real SMTP server, never to the platform's.
const suite = useSuiteWithMailSink({ SEED_DEMO_HISTORY: "false" });

const ZONE = "Europe/Madrid";
/** Sales with its sub-departments (Iberia, Latin America) in the demo seed: eight people with an address. */
const SALES_PEOPLE = 8;
const DAY = 86_400_000;

/** Shared by the steps below, in order. */
const state = { seriesPath: "", seriesName: "" };

describe("neurophishing series", () => {
  it("schedules a series in the form: its own checks, the §7 refusal dialog, then the series page", async () => {
    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale);
    await page.goto("/controller/campaigns");
    const newSeries = page.getByTestId("series-new");
    await newSeries.waitFor();
    expect(await newSeries.textContent()).toBe(ui("controller:campaigns.series.new"));
    await newSeries.click();
    await waitForPath(page, "/controller/campaigns/series/new");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(ui("controller:campaigns.series.newTitle"));
    await page.getByTestId("series-targets").waitFor();

    // The automatic schedule's level 3 and category 7 are chosen already, and the seeded sending domain.
    expect(await page.getByTestId("series-level").inputValue()).toBe("3");
    await expect.poll(() => page.getByTestId("series-category").inputValue()).toBe("7");
    expect(await page.getByTestId("series-domain").locator("option:checked").textContent()).toContain(
      "secure-login.localhost",
    );
    expect(await page.getByTestId("series-rule").count()).toBe(1);

    // Nothing filled in: the form says so and marks the name and the selection.
    const name = page.getByTestId("series-name");
    await page.getByTestId("series-create").click();
    expect(await page.getByTestId("series-form-problem").textContent()).toBe(
      ui("contract:messages.checkMarkedFields"),
    );
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await describedText(page, name)).toBe(ui("contract:errors.ND1018"));
    expect(await page.locator('[id="series-targets-problem"]').textContent()).toBe(
      ui("contract:errors.ND1018"),
    );

    state.seriesName = `Sales adaptive lures ${Date.now()}`;
    await name.fill(state.seriesName);
    await page.getByTestId("series-zone").selectOption(ZONE);
    await page.getByTestId("series-target-departments").check();
    await page
      .getByTestId("series-targets")
      .getByRole("checkbox", {
        name: ui("controller:campaigns.targetLabel", { name: "Sales", people: String(SALES_PEOPLE) }),
        exact: true,
      })
      .check();
    const total = page.getByTestId("series-total");
    const frequency = page.getByTestId("series-frequency");
    await total.fill("4");
    await frequency.fill("7");

    // Out of the contract's limits, and a first sending day already over: refused in the form, at the fields.
    const start = page.getByTestId("series-start");
    const twoDaysAgo = wallClock(new Date(Date.now() - 2 * DAY), ZONE);
    await start.fill(`${twoDaysAgo.date}T${twoDaysAgo.time}`);
    await total.fill("53");
    await page.getByTestId("series-create").click();
    expect(await total.getAttribute("aria-invalid")).toBe("true");
    expect(await describedText(page, total)).toContain(ui("contract:messages.maxValue", { max: "52" }));
    expect(await start.getAttribute("aria-invalid")).toBeNull();
    await total.fill("4");
    await page.getByTestId("series-create").click();
    expect(await total.getAttribute("aria-invalid")).toBeNull();
    expect(await start.getAttribute("aria-invalid")).toBe("true");
    expect(await describedText(page, start)).toBe(ui("contract:errors.ND1044"));

    // Tomorrow 10:30 in Madrid, four subcampaigns a week apart.
    const tomorrow = wallClock(new Date(Date.now() + DAY), ZONE);
    const startLocal = `${tomorrow.date}T10:30`;
    await start.fill(startLocal);
    await expectNoAxeViolations(page);

    /*
     * A refusal from the server (§7): the form would not send a start in the past, so the request's start is moved
     * two days back on its way; the server refuses it (ND1044, the first sending day is over) and the dialog shows
     * the errors title, the code's text and only the button that closes it.
     */
    await page.route("**/api/v1/controller/campaigns/*/schedule", (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      const past = formatUtcDateTime(new Date(Date.now() - 2 * DAY));
      return route.continue({ postData: JSON.stringify({ ...body, startDate: past }) });
    });
    await page.getByTestId("series-create").click();
    const refused = page.getByTestId("series-refused");
    await refused.waitFor();
    expect(await refused.getByRole("heading").textContent()).toBe(ui("contract:messages.errorsTitle"));
    expect(await refused.textContent()).toContain(ui("contract:errors.ND1044"));
    expect(await refused.getByRole("button").count()).toBe(1);
    expect(await refused.getByTestId("series-refused-ok").textContent()).toBe(
      ui("controller:campaigns.understood"),
    );
    await expectNoAxeViolations(page);
    await refused.getByTestId("series-refused-ok").click();
    await refused.waitFor({ state: "hidden" });
    await page.unrouteAll();

    // The form sends the start as UTC and the automatic schedule's level and category (checked here).
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/schedule") && r.method() === "POST"),
      page.getByTestId("series-create").click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      name: state.seriesName,
      campaignKind: "neurophishing",
      surveyTypeId: 27,
      timeZone: ZONE,
      startDate: utcOf(startLocal, ZONE),
      totalCampaigns: 4,
      frecuency: 7,
      levelId: 3,
      categoryId: 7,
      stakeholders: { type: "DEPARTMENTS" },
    });
    await page.waitForURL((url) => /^\/controller\/campaigns\/series\/\d+$/.test(url.pathname));
    state.seriesPath = new URL(page.url()).pathname;

    // The series page: its settings, the rule, the first subcampaign made and three to come, a week apart.
    expect(await page.getByTestId("series-created").textContent()).toBe(
      ui("controller:campaigns.series.created"),
    );
    expect(await page.getByTestId("series-name").textContent()).toBe(state.seriesName);
    expect(await page.getByTestId("series-total").textContent()).toBe("4");
    expect(await page.getByTestId("series-frequency").textContent()).toBe("7");
    expect(await page.getByTestId("series-rule").textContent()).toBe(ui("controller:campaigns.series.rule"));
    const rows = page.getByTestId("series-timeline-row");
    expect(await rows.count()).toBe(4);
    const first = rows.nth(0);
    const link = first.getByTestId("series-subcampaign-link");
    expect(await link.textContent()).toBe(`${state.seriesName} 1/4`);
    expect(await first.getByTestId("campaign-status").getAttribute("data-status")).toBe("scheduled");
    expect(await first.textContent()).toContain(
      ui("controller:campaigns.sentOf", { sent: "0", total: String(SALES_PEOPLE) }),
    );
    for (const index of [1, 2, 3]) {
      const row = rows.nth(index);
      expect(await row.getByTestId("series-subcampaign-link").count()).toBe(0);
      expect(await row.textContent()).toContain(
        ui("controller:campaigns.series.number", { index: String(index + 1), total: "4" }),
      );
      expect(await row.getByTestId("series-pending").getAttribute("data-state")).toBe("planned");
    }
    await expectNoAxeViolations(page);

    // The first subcampaign is an ordinary campaign: each person's lure chosen for them.
    await link.click();
    await page.waitForURL((url) => /^\/controller\/campaigns\/\d+$/.test(url.pathname));
    const campaignPath = new URL(page.url()).pathname;
    await page.getByTestId("campaign-recipients").waitFor();
    expect(await page.getByTestId("campaign-name").textContent()).toBe(`${state.seriesName} 1/4`);
    expect(await page.getByText(ui("controller:campaigns.chosenPerPerson"), { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByTestId("campaign-recipients-row").count()).toBe(SALES_PEOPLE);
    // ... and a way back to its series.
    expect(await page.getByTestId("campaign-series-link").getAttribute("href")).toBe(state.seriesPath);
    await expectNoAxeViolations(page);

    // The campaigns list links the subcampaign to its series.
    await page.goto("/controller/campaigns");
    const listed = page.getByTestId("campaigns-table-row").filter({ hasText: `${state.seriesName} 1/4` });
    await listed.waitFor();
    expect(await listed.getByTestId("campaign-link").getAttribute("href")).toBe(campaignPath);
    const toSeries = listed.getByTestId("campaign-series-link");
    expect(await toSeries.textContent()).toBe(ui("controller:campaigns.series.ofSeries", { index: "1" }));
    expect(await toSeries.getAttribute("href")).toBe(state.seriesPath);
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 120_000);

  it("fits a phone in Basque: the form and the series", async () => {
    const locale: Locale = "eu";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    expect(state.seriesPath).not.toBe("");
    const page = await controllerPage(suite, locale, MOBILE_VIEWPORT);
    await page.goto("/controller/campaigns/series/new");
    await page.getByTestId("series-targets").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      ui("controller:campaigns.series.newTitle"),
    );
    expect(await page.getByTestId("series-create").textContent()).toBe(
      ui("controller:campaigns.series.create"),
    );
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(page);

    await page.goto(state.seriesPath);
    await page.getByTestId("series-timeline").waitFor();
    expect(await page.getByTestId("series-timeline-row").count()).toBe(4);
    expect(await page.getByTestId("series-rule").textContent()).toBe(ui("controller:campaigns.series.rule"));
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("hides the new-series action once the company contracts neither neurogaitas nor smishgaitas", async () => {
    const locale: Locale = "en-gb";
    const ui = (key: string) => uiText(locale, key);
    expect(state.seriesPath).not.toBe("");
    // The controller signed in while the company had the service (their session still lists it).
    const page = await controllerPage(suite, locale);
    await page.goto("/controller/campaigns");
    await page.getByTestId("series-new").waitFor();

    // A platform administrator takes both series services off the company.
    const admin = await newContext(suite.browser, { baseUrl: suite.product.baseUrl, locale });
    const adminPage = await admin.newPage();
    await signIn(adminPage, locale, "admin");
    await waitForPath(adminPage, "/admin/dashboard");
    await adminPage.goto("/admin/companies/1");
    expect(await adminPage.getByTestId("company-name-input").inputValue()).toBe("Demo Corp");
    const service = adminPage.getByLabel(contractText(locale, "services.neurogaitas.name"), { exact: true });
    await service.waitFor();
    expect(await service.isChecked()).toBe(true);
    await service.uncheck();
    const sms = adminPage.getByLabel(contractText(locale, "services.smishgaitas.name"), { exact: true });
    await sms.uncheck();
    await adminPage.getByTestId("company-submit").click();
    await adminPage.getByTestId("company-notice").getByText(ui("organisation:saved")).waitFor();
    await admin.close();

    await page.reload();
    await page.getByTestId("campaign-new").waitFor();
    await page.getByTestId("campaign-link").first().waitFor();
    expect(await page.getByTestId("series-new").count()).toBe(0);
    await page.goto(state.seriesPath);
    const error = page.getByTestId("series-error");
    await error.waitFor();
    expect(await error.textContent()).toBe(ui("contract:errors.NF1003"));
    await page.context().close();
  });
});
