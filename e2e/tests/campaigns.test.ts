import { request as httpRequest } from "node:http";
import { formatUtcDateTime, type Locale } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { DESKTOP_VIEWPORT, expectNoAxeViolations, MOBILE_VIEWPORT, newContext } from "../support/browser";
import {
  addDays,
  controllerPage,
  describedText,
  expectNoAxeViolationsBesidePreview,
  expectNoHorizontalOverflow,
  useSuiteWithMailSink,
  utcOf,
  wallClock,
} from "../support/campaigns";
import { waitForPath } from "../support/flows";
import { uiText } from "../support/text";

/*
 * Issue 17 point 12, the Chromium part: a security manager creates a phishing campaign for Sales in the form
 * (its own checks, the §7 refusal dialog), the simulated messages reach a real SMTP server, one person opens the
 * link in a browser and types into the landing form, another link is only fetched by a program; the campaign page
 * then counts one human click and one submission, and the program's hit stays apart. Desktop in English, 390×844
 * in Polish, axe on each page.
 */

// The messages go to a real SMTP server the test reads (see useSuiteWithMailSink for the order of start-up).
const suite = useSuiteWithMailSink({ SEED_DEMO_HISTORY: "false" });

const ZONE = "Europe/Madrid";
/** Sales with its sub-departments (Iberia, Latin America) in the demo seed: eight people with an address. */
const SALES_PEOPLE = 8;
const CLICKER = { email: "mjohnson@democorp.example", name: "Michael Johnson" };
const SCANNED = { email: "ldiaz@democorp.example", name: "Laura Díaz" };

/** Shared by the steps below, in order. */
const state = { campaignPath: "", clickerLink: "", scannedLink: "" };

/** The tracking link of a received message (http://<phishing host>:<port>/l/<token>). */
function trackingLink(links: string[]): string {
  const link = links.find((l) => /^\/l\/[A-Za-z0-9_-]+$/.test(new URL(l).pathname));
  if (!link) throw new Error(`No tracking link among ${links.join(", ")}`);
  return link;
}

/**
 * A GET of the link by a program, as a mail gateway's link check does: no browser, so no script confirms the
 * click, though it announces a browser's user agent. Sent to the product's own address with the phishing host in
 * the Host header (Node does not resolve *.localhost as Chromium does).
 */
function fetchWithoutBrowser(link: string): Promise<{ status: number; body: string }> {
  const url = new URL(link);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname,
        headers: {
          host: url.host,
          "user-agent":
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("phishing campaigns", () => {
  it("creates a campaign in the form: its own checks, the §7 refusal dialog, then the campaign page", async () => {
    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale);
    await page.goto("/controller/campaigns");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(ui("routes.Campaigns"));
    await page.getByTestId("campaigns-table-empty").waitFor();
    await expectNoAxeViolations(page);

    await page.getByTestId("campaign-new").click();
    await waitForPath(page, "/controller/campaigns/new");
    await page.getByTestId("campaign-template-2").waitFor();

    // Nothing filled in: the form says so and marks the name.
    const name = page.getByTestId("campaign-name");
    await page.getByTestId("campaign-create").click();
    expect(await page.getByTestId("campaign-form-problem").textContent()).toBe(
      ui("contract:messages.checkMarkedFields"),
    );
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await describedText(page, name)).toBe(ui("contract:errors.ND1018"));

    await name.fill(`Sales sign-in lure ${Date.now()}`);
    await page.getByTestId("campaign-template-2").click();
    expect(await page.getByTestId("campaign-template-2").locator("input[type=radio]").isChecked()).toBe(true);
    await page.getByTestId("campaign-preview").waitFor();
    // The seeded sending domain is chosen already.
    expect(await page.getByTestId("campaign-domain").locator("option:checked").textContent()).toContain(
      "secure-login.localhost",
    );
    await page.getByTestId("campaign-zone").selectOption(ZONE);

    // An end before the start: refused in the form, at the end field.
    const start = page.getByTestId("campaign-start");
    const end = page.getByTestId("campaign-end");
    const proposedStart = await start.inputValue();
    await end.fill(`${proposedStart.slice(0, 10)}T08:00`);
    await start.fill(`${proposedStart.slice(0, 10)}T09:00`);
    await page.getByTestId("campaign-create").click();
    expect(await end.getAttribute("aria-invalid")).toBe("true");
    expect(await describedText(page, end)).toBe(ui("contract:errors.ND1040"));

    // From a minute ago (a start in the past sends from now on) until the end of today, results for a week more.
    const now = new Date();
    const startLocal = wallClock(new Date(now.getTime() - 60_000), ZONE);
    const today = wallClock(now, ZONE);
    const sendBy = today.time >= "23:50" ? addDays(today.date, 1) : today.date;
    const endLocal = `${addDays(sendBy, 7)}T18:00`;
    await start.fill(`${startLocal.date}T${startLocal.time}`);
    await page.getByTestId("campaign-send-by").fill(sendBy);
    await end.fill(endLocal);
    await page.getByTestId("campaign-working-hours").uncheck();
    await page.getByTestId("campaign-target-departments").check();
    await page
      .getByTestId("campaign-targets")
      .getByRole("checkbox", {
        name: ui("controller:campaigns.targetLabel", { name: "Sales", people: String(SALES_PEOPLE) }),
        exact: true,
      })
      .check();
    await expectNoAxeViolationsBesidePreview(page);

    // A refusal from the server (§7): the errors title, the code's text, only the button that closes it.
    await page.route("**/api/v1/controller/campaigns/*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 412,
            contentType: "application/json",
            body: JSON.stringify({ records: { applicationCode: "ND1032", message: "x" } }),
          })
        : route.fallback(),
    );
    await page.getByTestId("campaign-create").click();
    const refused = page.getByTestId("campaign-refused");
    await refused.waitFor();
    expect(await refused.getByRole("heading").textContent()).toBe(ui("contract:messages.errorsTitle"));
    expect(await refused.textContent()).toContain(ui("contract:errors.ND1032"));
    expect(await refused.getByRole("button").count()).toBe(1);
    expect(await refused.getByTestId("campaign-refused-ok").textContent()).toBe(
      ui("controller:campaigns.understood"),
    );
    await expectNoAxeViolationsBesidePreview(page);
    await refused.getByTestId("campaign-refused-ok").click();
    await refused.waitFor({ state: "hidden" });
    await page.unrouteAll();

    /*
     * The form sends the dates as UTC (checked here). Each recipient's message goes at a random moment between now
     * and the send-until (the end of today), which would keep this test waiting for hours: the request's
     * send-until is moved to a few seconds from now on its way to the server, which accepts any minute.
     */
    let sent: Record<string, unknown> = {};
    await page.route("**/api/v1/controller/campaigns/*", (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      sent = route.request().postDataJSON() as Record<string, unknown>;
      const soon = formatUtcDateTime(new Date(Date.now() + 10_000));
      return route.continue({ postData: JSON.stringify({ ...sent, sendByDate: soon }) });
    });
    await page.getByTestId("campaign-create").click();
    await page.waitForURL((url) => /^\/controller\/campaigns\/\d+$/.test(url.pathname));
    await page.unrouteAll();
    expect(sent).toMatchObject({
      templateId: 2,
      timeZone: ZONE,
      workingHours: false,
      startDate: utcOf(`${startLocal.date}T${startLocal.time}`, ZONE),
      sendByDate: utcOf(`${sendBy}T23:59`, ZONE),
      endDate: utcOf(endLocal, ZONE),
      stakeholders: { type: "DEPARTMENTS" },
    });
    state.campaignPath = new URL(page.url()).pathname;

    expect(await page.getByTestId("campaign-created").textContent()).toBe(ui("controller:campaigns.created"));
    const status = page.getByTestId("campaign-status");
    const shown = (await status.getAttribute("data-status")) ?? "";
    expect(["sending", "running"]).toContain(shown);
    expect(await status.textContent()).toBe(ui(`controller:campaigns.status.${shown}`));
    await expectNoAxeViolations(page);

    // Every Sales person's message reaches the SMTP server, and the campaign page counts them.
    await expect
      .poll(() => suite.mail.messages.length, { timeout: 40_000, interval: 500 })
      .toBe(SALES_PEOPLE);
    const sentOf = page.getByText(
      ui("controller:campaigns.sentOf", { sent: String(SALES_PEOPLE), total: String(SALES_PEOPLE) }),
      { exact: true },
    );
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId("campaign-funnel").waitFor();
          return sentOf.count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await page.getByTestId("funnel-delivered").getAttribute("data-count")).toBe(String(SALES_PEOPLE));

    const clicker = await suite.mail.waitForMail(CLICKER.email);
    state.clickerLink = trackingLink(clicker.links);
    const port = new URL(suite.product.baseUrl).port;
    expect(new URL(state.clickerLink).origin).toBe(`http://secure-login.localhost:${port}`);
    state.scannedLink = trackingLink((await suite.mail.waitForMail(SCANNED.email)).links);
    expect(state.scannedLink).not.toBe(state.clickerLink);
    await page.context().close();
  }, 120_000);

  it("counts a link fetched by a program apart, and teaches the person who typed into the landing page", async () => {
    expect(state.clickerLink).not.toBe("");
    // A program's GET: the landing page comes back, but nothing confirms the click.
    const scanned = await fetchWithoutBrowser(state.scannedLink);
    expect(scanned.status).toBe(200);
    expect(scanned.body).toContain("data-hit=");

    /*
     * The person, in their own browser (no sign-in): the landing page, then the lesson. Headless Chromium says
     * "HeadlessChrome" in its user agent, which the product rightly takes for a scanner; a person's Chromium does not.
     */
    const context = await suite.browser.newContext({
      locale: "en-US",
      viewport: DESKTOP_VIEWPORT,
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${suite.browser.version()} Safari/537.36`,
    });
    const page = await context.newPage();
    await page.goto(state.clickerLink);
    const form = page.locator("form");
    await form.waitFor();
    await expectNoAxeViolations(page);
    const secret = `secret-${Date.now()}`;
    await page.locator("[data-field=email]").fill(`${secret}@example.com`);
    await page.locator("[data-field=password]").fill(secret);
    await form.getByRole("button").click();
    await page.waitForURL((url) => url.pathname.endsWith("/training"));
    const training = page.getByTestId("training");
    await training.waitFor();
    expect(await training.locator("ol.cues li").count()).toBeGreaterThan(0);
    expect(
      ((await training.locator("[aria-labelledby=t-lesson] p").first().textContent()) ?? "").trim(),
    ).not.toBe("");
    expect(await page.content()).not.toContain(secret);
    await expectNoAxeViolations(page);
    const trainingUrl = page.url();
    await context.close();

    const phone = await newContext(suite.browser, {
      baseUrl: suite.product.baseUrl,
      locale: "en-us",
      viewport: MOBILE_VIEWPORT,
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(trainingUrl);
    await phonePage.getByTestId("training").waitFor();
    await expectNoHorizontalOverflow(phonePage, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(phonePage);
    await phone.close();
  });

  it("shows the manager one human click and one submission, and the program's hit as automated", async () => {
    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale);
    await page.goto(state.campaignPath);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId("campaign-funnel").waitFor();
          return [
            await page.getByTestId("funnel-clicked").getAttribute("data-count"),
            await page.getByTestId("funnel-submitted").getAttribute("data-count"),
          ];
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toEqual(["1", "1"]);
    expect(await page.getByTestId("campaign-automated").textContent()).toBe(
      ui("controller:campaigns.automated", { count: "1" }),
    );

    const rows = page.getByTestId("campaign-recipients-row");
    await expect.poll(() => rows.count()).toBe(SALES_PEOPLE);
    const clicker = rows.filter({ hasText: CLICKER.name });
    expect(await clicker.getByTestId("recipient-outcome").textContent()).toBe(
      ui("controller:campaigns.outcomes.submitted"),
    );
    const scanned = rows.filter({ hasText: SCANNED.name });
    expect(await scanned.getByTestId("recipient-outcome").textContent()).toBe(
      ui("controller:campaigns.outcomes.noAction"),
    );

    // The clicker's timeline: a click a browser confirmed, then the fields (never their content).
    const show = clicker.getByRole("button", {
      name: ui("controller:campaigns.timelineFor", { name: CLICKER.name }),
    });
    expect(await show.textContent()).toBe(ui("controller:campaigns.showTimeline"));
    await show.click();
    const timeline = page.getByTestId("campaign-timeline");
    await timeline.waitFor();
    const click = timeline.locator("li").filter({ hasText: ui("controller:campaigns.events.click") });
    expect(await click.count()).toBe(1);
    expect(await click.getAttribute("data-automated")).toBe("false");
    expect(await timeline.textContent()).toContain(
      ui("controller:campaigns.fieldsFilled", {
        fields: [
          ui("controller:campaigns.landingFields.email"),
          ui("controller:campaigns.landingFields.password"),
        ].join(", "),
      }),
    );
    await expectNoAxeViolations(page);

    // The program's hit: in the timeline, automated because no browser confirmed it.
    await scanned
      .getByRole("button", { name: ui("controller:campaigns.timelineFor", { name: SCANNED.name }) })
      .click();
    await expect.poll(() => timeline.textContent()).toContain(SCANNED.name);
    const hit = timeline.locator("li").filter({ hasText: ui("controller:campaigns.events.click") });
    expect(await hit.getAttribute("data-automated")).toBe("true");
    expect(await hit.textContent()).toContain(ui("controller:campaigns.automatedReasons.unconfirmed"));
    await page.context().close();
  });

  it("fits a phone in Polish: the list, the form and the campaign", async () => {
    const locale: Locale = "pl";
    const page = await controllerPage(suite, locale, MOBILE_VIEWPORT);
    await page.goto("/controller/campaigns");
    await page.getByTestId("campaign-link").first().waitFor();
    expect(await page.getByTestId("campaign-new").textContent()).toBe(
      uiText(locale, "controller:campaigns.new"),
    );
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(page);

    await page.getByTestId("campaign-new").click();
    await waitForPath(page, "/controller/campaigns/new");
    await page.getByTestId("campaign-template-2").click();
    await page.getByTestId("campaign-preview").waitFor();
    await page.getByTestId("campaign-targets").waitFor();
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolationsBesidePreview(page);

    await page.goto(state.campaignPath);
    await page.getByTestId("campaign-recipients").waitFor();
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
