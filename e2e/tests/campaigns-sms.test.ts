import { formatUtcDateTime, type Locale } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, MOBILE_VIEWPORT } from "../support/browser";
import {
  addDays,
  controllerPage,
  expectNoAxeViolationsBesidePreview,
  expectNoHorizontalOverflow,
  wallClock,
} from "../support/campaigns";
import { DEMO_PASSWORD, waitForPath } from "../support/flows";
import { useSuite } from "../support/suite";
import { uiText } from "../support/text";

/*
 * Issue 18 points 4 and 6, the Chromium part: a security manager creates an SMS (smishing) campaign in the
 * campaign form. Six of the eight Sales people get a mobile number first (over the API, as the person page would
 * save it), so the form says the other two will not receive the text. The list and the campaign page then show
 * the channel, and the campaign page has no "opened" step. Without SMPP_URL the texts go to the outbox.
 * Desktop in English, 390×844 in Catalan, axe on each page.
 */
const suite = useSuite({ env: { SEED_DEMO_HISTORY: "false" } });

const ZONE = "Europe/Madrid";
/** Sales with its sub-departments (Iberia, Latin America) in the demo seed. */
const SALES_PEOPLE = 8;
/** Sales people given a mobile number; the others have none and are left out of an SMS campaign. */
const WITH_PHONE = 6;
/** A built-in SMS template (501-516, docs/smishing.md). */
const SMS_TEMPLATE = 501;

/** Shared by the steps below, in order. */
const state = { campaignPath: "", campaignName: "" };

/** The API as the demo controller: a JSON call that fails the test on any answer but 200. */
async function controllerApi(): Promise<{
  companyId: number;
  call: <T>(path: string, init?: RequestInit) => Promise<T>;
}> {
  const baseUrl = suite.product.baseUrl;
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: "controller", password: Buffer.from(DEMO_PASSWORD).toString("base64") }),
  });
  const { records } = (await login.json()) as { records: { token: string; controllerCompanyIds: number[] } };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${records.token}`, "content-type": "application/json" },
    });
    if (!response.ok)
      throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { records: T }).records;
  };
  return { companyId: records.controllerCompanyIds[0] ?? 0, call };
}

interface ApiPerson {
  stakeholderId: number;
  name: string;
  surname: string;
  email: string | null;
  login: string;
  userCode: string | null;
  gender: string | null;
  phone: string | null;
  timeZone: string | null;
  locale: string | null;
  avatar: string | null;
  department: { stakeholderDepartmentId: number } | null;
  services: number[] | null;
}

/**
 * Gives the first `count` Sales people (sub-departments included) a mobile number in E.164 form through the
 * person update the organisation pages use (PUT /controller/stakeholders/people/{id}), and takes it from the rest.
 */
async function giveSalesPhones(count: number): Promise<void> {
  const { companyId, call } = await controllerApi();
  const departments = await call<{ id: number; name: string }[]>(
    `/controller/stakeholders/companies/${companyId}/departments`,
  );
  const sales = departments.find((d) => d.name === "Sales");
  if (!sales) throw new Error("No Sales department in the demo seed");
  const people = await call<{ stakeholderId: number }[]>(
    `/controller/stakeholders/companies/${companyId}/people?departmentId=${sales.id}&includeSubdepartments=true&pageSize=50`,
  );
  expect(people).toHaveLength(SALES_PEOPLE);
  for (const [index, { stakeholderId }] of people.entries()) {
    const person = await call<ApiPerson>(`/controller/stakeholders/people/${stakeholderId}`);
    await call<ApiPerson>(`/controller/stakeholders/people/${stakeholderId}`, {
      method: "PUT",
      body: JSON.stringify({
        name: person.name,
        surname: person.surname,
        email: person.email,
        login: person.login,
        userCode: person.userCode,
        gender: person.gender,
        // Spaces are allowed on entry; the server keeps "+34600100200".
        phone: index < count ? `+34 600 100 ${String(200 + index)}` : null,
        timeZone: person.timeZone,
        locale: person.locale,
        stakeholderDepartmentId: person.department?.stakeholderDepartmentId ?? null,
        avatar: person.avatar,
        services: person.services,
      }),
    });
  }
}

describe("SMS campaigns", () => {
  it("creates an SMS campaign in the form: SMS templates on a phone, who has no number, no draft", async () => {
    await giveSalesPhones(WITH_PHONE);
    const locale: Locale = "en-gb";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale);
    await page.goto("/controller/campaigns/new");
    await page.getByTestId("campaign-template-2").waitFor();

    // E-mail first, as before; the reach notice counts addresses there (every Sales person has one: no notice).
    expect(await page.getByTestId("campaign-channel-email").isChecked()).toBe(true);
    await page.getByTestId("campaign-target-departments").check();
    const sales = page.getByTestId("campaign-targets").getByRole("checkbox", {
      name: ui("controller:campaigns.targetLabel", { name: "Sales", people: String(SALES_PEOPLE) }),
      exact: true,
    });
    await sales.check();
    await page.getByTestId("campaign-save-draft").waitFor();
    expect(await page.getByTestId("campaign-reach").count()).toBe(0);

    // SMS: its own templates, working hours suggested, no drafts, and the two people without a number named.
    await page.getByTestId("campaign-working-hours").uncheck();
    // The channel is a radio group: the arrow key moves to SMS.
    await page.getByTestId("campaign-channel-email").focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByTestId("campaign-channel-sms").isChecked()).toBe(true);
    await page.getByTestId(`campaign-template-${SMS_TEMPLATE}`).waitFor();
    expect(await page.getByTestId("campaign-template-2").count()).toBe(0);
    expect(await page.getByTestId("campaign-working-hours").isChecked()).toBe(true);
    expect(
      await page.getByText(ui("controller:campaigns.sms.workingHoursHint"), { exact: true }).count(),
    ).toBe(1);
    expect(await page.getByTestId("campaign-save-draft").count()).toBe(0);
    expect(await page.getByTestId("campaign-sms-no-draft").textContent()).toBe(
      ui("controller:campaigns.sms.draftUnavailable"),
    );
    await expect
      .poll(() => page.getByTestId("campaign-reach").textContent())
      .toBe(
        ui("controller:campaigns.sms.noPhone", {
          missing: String(SALES_PEOPLE - WITH_PHONE),
          people: String(SALES_PEOPLE),
        }),
      );

    // Nothing chosen: the template is asked for.
    state.campaignName = `Sales parcel text ${Date.now()}`;
    await page.getByTestId("campaign-name").fill(state.campaignName);
    await page.getByTestId("campaign-create").click();
    await page.getByTestId("campaign-template-problem").waitFor();

    // The chosen text on a phone: merge fields filled, the link on the chosen domain's host, its parts.
    await page.getByTestId(`campaign-template-${SMS_TEMPLATE}`).click();
    const preview = page.getByTestId("campaign-sms-preview");
    await preview.waitFor();
    const message = (await preview.getByTestId("campaign-sms-message").textContent()) ?? "";
    expect(message).not.toContain("{{");
    expect(message).toContain("https://secure-login.localhost/");
    expect((await preview.getByTestId("campaign-sms-sender").textContent())?.trim()).not.toBe("");
    expect(await preview.getByTestId("campaign-sms-parts").textContent()).toMatch(
      new RegExp(
        `^${ui("controller:campaigns.sms.parts", { count: "[12]", encoding: "(GSM alphabet|Unicode)" }).replace(/[·]/g, "\\$&")}$`,
      ),
    );
    expect(await page.getByTestId("campaign-domain").locator("option:checked").textContent()).toBe(
      "secure-login.localhost",
    );
    await expectNoAxeViolationsBesidePreview(page);

    // From a minute ago until the end of today, results for a week more; no working hours, so it sends now.
    await page.getByTestId("campaign-zone").selectOption(ZONE);
    const now = new Date();
    const startLocal = wallClock(new Date(now.getTime() - 60_000), ZONE);
    const today = wallClock(now, ZONE);
    const sendBy = today.time >= "23:50" ? addDays(today.date, 1) : today.date;
    await page.getByTestId("campaign-start").fill(`${startLocal.date}T${startLocal.time}`);
    await page.getByTestId("campaign-send-by").fill(sendBy);
    await page.getByTestId("campaign-end").fill(`${addDays(sendBy, 7)}T18:00`);
    await page.getByTestId("campaign-working-hours").uncheck();

    // As in campaigns.test.ts, the send-until moves to a few seconds from now on its way to the server.
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
      campaignKind: "smishing",
      templateId: SMS_TEMPLATE,
      workingHours: false,
      stakeholders: { type: "DEPARTMENTS" },
    });
    state.campaignPath = new URL(page.url()).pathname;

    // The campaign page: SMS, only the people with a number, and no "opened" step (with the reason).
    expect(await page.getByTestId("campaign-created").textContent()).toBe(ui("controller:campaigns.created"));
    const badge = page.getByTestId("campaign-channel-badge");
    expect(await badge.getAttribute("data-channel")).toBe("sms");
    expect(await badge.textContent()).toBe(ui("controller:campaigns.sms.channels.sms"));
    await page.getByTestId("campaign-funnel").waitFor();
    expect(await page.getByTestId("funnel-opened").count()).toBe(0);
    expect(await page.getByTestId("funnel-clicked").count()).toBe(1);
    expect(await page.getByTestId("campaign-sms-no-opened").textContent()).toBe(
      ui("controller:campaigns.sms.openedHint"),
    );
    expect(await page.getByText(ui("controller:campaigns.sms.automatedHint"), { exact: true }).count()).toBe(
      1,
    );
    // Without SMPP_URL each text goes to the outbox, and counts as delivered.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId("campaign-funnel").waitFor();
          return page.getByTestId("funnel-delivered").getAttribute("data-count");
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBe(String(WITH_PHONE));
    // The recipients table loads on its own request, after the funnel.
    await expect.poll(() => page.getByTestId("campaign-recipients-row").count()).toBe(WITH_PHONE);
    await expectNoAxeViolations(page);

    // The list: the new campaign as SMS, in words.
    await page.goto("/controller/campaigns");
    const row = page.getByTestId("campaigns-table-row").filter({ hasText: state.campaignName });
    await row.waitFor();
    expect(await row.getByTestId("campaign-channel-badge").textContent()).toBe(
      ui("controller:campaigns.sms.channels.sms"),
    );
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 120_000);

  it("fits a phone in Catalan: the SMS form and the list", async () => {
    expect(state.campaignPath).not.toBe("");
    const locale: Locale = "cat";
    const ui = (key: string, values: Record<string, string> = {}) => uiText(locale, key, values);
    const page = await controllerPage(suite, locale, MOBILE_VIEWPORT);
    await page.goto("/controller/campaigns/new");
    await page.getByTestId("campaign-channel-sms").check();
    await page.getByTestId(`campaign-template-${SMS_TEMPLATE}`).click();
    await page.getByTestId("campaign-sms-preview").waitFor();
    await page.getByTestId("campaign-target-departments").check();
    await page
      .getByTestId("campaign-targets")
      .getByRole("checkbox", {
        name: ui("controller:campaigns.targetLabel", { name: "Sales", people: String(SALES_PEOPLE) }),
        exact: true,
      })
      .check();
    await expect
      .poll(() => page.getByTestId("campaign-reach").textContent())
      .toBe(
        ui("controller:campaigns.sms.noPhone", {
          missing: String(SALES_PEOPLE - WITH_PHONE),
          people: String(SALES_PEOPLE),
        }),
      );
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolationsBesidePreview(page);

    await page.goto("/controller/campaigns");
    await waitForPath(page, "/controller/campaigns");
    const row = page.getByTestId("campaigns-table-row").filter({ hasText: state.campaignName });
    await row.waitFor();
    expect(await row.getByTestId("campaign-channel-badge").textContent()).toBe(
      ui("controller:campaigns.sms.channels.sms"),
    );
    await expectNoHorizontalOverflow(page, MOBILE_VIEWPORT.width);
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 60_000);
});
