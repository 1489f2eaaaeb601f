/// <reference path="../../apps/server/src/features/campaigns/sms/smpp.d.ts" />
import { formatUtcDateTime, SURVEYS, type TCampaign } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmsc, type TestSmsc } from "../../apps/server/src/test/smsc";
import { expectNoAxeViolations, MOBILE_VIEWPORT } from "../support/browser";
import { controllerPage } from "../support/campaigns";
import { DEMO_PASSWORD } from "../support/flows";
import { useSuite } from "../support/suite";

/*
 * Issue 18 point 7, the Chromium part: the product sends an SMS campaign over SMPP to a real SMSC started in this
 * test (apps/server/src/test/smsc.ts, the `smpp` library's server side). A controller gives a Sales person a
 * mobile number and creates the campaign for Sales over the API; the SMSC receives the text; the link in it, opened in
 * Chromium on a phone-sized screen, shows the SMS landing page and then the training page, and the campaign counts
 * one human click and no automated hit. Axe on the landing and training pages.
 */

/** The SMS template of the campaign: 501, parcel customs fee, a payment landing page (docs/smishing.md). */
const SMS_TEMPLATE = 501;
const PHISHING_HOST = "secure-login.localhost";
const CLICKER = { name: "Michael", surname: "Johnson", phone: "+34600100300" };
/** The payment page's fields (LANDING_FIELDS.payment). */
const PAYMENT_FIELDS = ["cardholder", "cardNumber", "expiry", "securityCode"];

/*
 * The SMSC must listen before the product starts, and its port is known only once it listens: this beforeAll,
 * registered before useSuite's, runs first and fills SMPP_URL into the env object useSuite hands to the product
 * (as useSuiteWithMailSink does for SMTP). "After" hooks run in reverse: the product stops before the SMSC closes.
 */
const productEnv: Record<string, string> = { SEED_DEMO_HISTORY: "false" };
let smsc: TestSmsc | undefined;
beforeAll(async () => {
  smsc = await startSmsc({ autoReceipt: true });
  productEnv.SMPP_URL = smsc.url;
});
afterAll(async () => {
  await smsc?.close();
});
const suite = useSuite({ env: productEnv });

/** Shared by the steps below, in order. */
const state = { companyId: 0, campaignId: 0, link: "" };

/** The API as the demo controller: a JSON call that fails the test on any answer but 200. */
async function controllerApi() {
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

describe("the link of an SMS campaign in Chromium", () => {
  it("sends the text to the SMSC: a controller gives a Sales person a number and creates the campaign", async () => {
    const { companyId, call } = await controllerApi();
    state.companyId = companyId;
    const departments = await call<{ id: number; name: string }[]>(
      `/controller/stakeholders/companies/${companyId}/departments`,
    );
    const sales = departments.find((d) => d.name === "Sales");
    if (!sales) throw new Error("No Sales department in the demo seed");
    const people = await call<{ stakeholderId: number; name: string; surname: string }[]>(
      `/controller/stakeholders/companies/${companyId}/people?departmentId=${sales.id}&includeSubdepartments=true&pageSize=50`,
    );
    const clicker = people.find((p) => p.name === CLICKER.name && p.surname === CLICKER.surname);
    if (!clicker) throw new Error(`No ${CLICKER.name} ${CLICKER.surname} in Sales`);
    // The person update the organisation pages use, with every field as it was but the phone.
    const person = await call<
      Record<string, unknown> & { department: { stakeholderDepartmentId: number } | null }
    >(`/controller/stakeholders/people/${clicker.stakeholderId}`);
    const saved = await call<{ phone: string | null }>(
      `/controller/stakeholders/people/${clicker.stakeholderId}`,
      {
        method: "PUT",
        body: JSON.stringify({
          name: person.name,
          surname: person.surname,
          email: person.email,
          login: person.login,
          userCode: person.userCode,
          gender: person.gender,
          phone: CLICKER.phone,
          timeZone: person.timeZone,
          locale: person.locale,
          stakeholderDepartmentId: person.department?.stakeholderDepartmentId ?? null,
          avatar: person.avatar,
          services: person.services,
        }),
      },
    );
    expect(saved.phone).toBe(CLICKER.phone);

    const domains = await call<{ domainId: number; host: string }[]>(
      `/controller/campaigns/${companyId}/domains`,
    );
    const domain = domains.find((d) => d.host === PHISHING_HOST);
    if (!domain) throw new Error(`No phishing domain ${PHISHING_HOST}`);
    // Sent at once: the send-by is a few seconds away and working hours are off.
    const now = Date.now();
    const campaign = await call<TCampaign>(`/controller/campaigns/${companyId}`, {
      method: "POST",
      body: JSON.stringify({
        name: "Parcel text in Chromium",
        campaignKind: "smishing",
        campaignTypeId: 1,
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_SMISHING,
        templateId: SMS_TEMPLATE,
        timeZone: "Europe/Madrid",
        domain: domain.domainId,
        workingHours: false,
        startDate: formatUtcDateTime(new Date(now - 60_000)),
        sendByDate: formatUtcDateTime(new Date(now + 5_000)),
        endDate: formatUtcDateTime(new Date(now + 7 * 24 * 60 * 60_000)),
        stakeholders: { type: "DEPARTMENTS", ids: [sales.id] },
      }),
    });
    expect(campaign.channel).toBe("sms");
    // Only the Sales people with a number are reached (what the form's reach notice counts).
    const reach = await call<{ people: number; withPhone: number }>(
      `/controller/campaigns/${companyId}/reach?type=DEPARTMENTS&ids=${sales.id}`,
    );
    expect(reach.withPhone).toBeGreaterThanOrEqual(1);
    expect(campaign.totals.recipients).toBe(reach.withPhone);
    state.campaignId = campaign.campaignId;

    const text = await (smsc as TestSmsc).waitForMessage(CLICKER.phone, 40_000);
    expect(smsc?.problems).toEqual([]);
    expect(text.parts).toBeLessThanOrEqual(2);
    const link = new RegExp(
      `https?://${PHISHING_HOST.replaceAll(".", "\\.")}(?::\\d+)?/l/[A-Za-z0-9_-]{16}(?![A-Za-z0-9_-])`,
    ).exec(text.text);
    if (!link) throw new Error(`No 16-character link in the text: ${text.text}`);
    state.link = link[0];
  }, 90_000);

  it("opens the link from the received text in Chromium: the landing page, then the training page", async () => {
    expect(state.link).not.toBe("");
    /*
     * The person's phone browser (no sign-in; Chromium resolves *.localhost to this machine). Headless Chromium
     * says "HeadlessChrome" in its user agent, which the product rightly takes for a scanner; a person's does not.
     */
    const context = await suite.browser.newContext({
      locale: "en-US",
      viewport: MOBILE_VIEWPORT,
      userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${suite.browser.version()} Mobile Safari/537.36`,
    });
    const page = await context.newPage();
    await page.goto(state.link);
    const form = page.locator("form");
    await form.waitFor();
    for (const field of PAYMENT_FIELDS) await page.locator(`[data-field=${field}]`).waitFor();
    await expectNoAxeViolations(page);
    await page.locator("[data-field=cardholder]").fill("Michael Johnson");
    await page.locator("[data-field=cardNumber]").fill("4111 1111 1111 1111");
    await page.locator("[data-field=expiry]").fill("12/29");
    await page.locator("[data-field=securityCode]").fill("123");
    await form.getByRole("button").click();
    await page.waitForURL((url) => url.pathname.endsWith("/training"));
    const training = page.getByTestId("training");
    await training.waitFor();
    // The SMS training page (the text as a phone shows it), not the e-mail one.
    expect(await training.getAttribute("data-channel")).toBe("sms");
    expect(await training.locator("ol.cues li").count()).toBe(3);
    // The training page shows the link's host but never the token.
    const token = new URL(state.link).pathname.split("/")[2] ?? "";
    expect(await page.content()).not.toContain(token);
    expect(await page.content()).not.toContain("4111");
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("counts one human click and no automated hit, in the API and on the campaign page", async () => {
    const { call } = await controllerApi();
    await expect
      .poll(
        async () => {
          const { totals } = await call<TCampaign>(
            `/controller/campaigns/${state.companyId}/${state.campaignId}`,
          );
          return { clicked: totals.clicked, submitted: totals.submitted, automated: totals.automated };
        },
        { timeout: 20_000, interval: 500 },
      )
      .toEqual({ clicked: 1, submitted: 1, automated: 0 });

    const page = await controllerPage(suite, "en-gb");
    await page.goto(`/controller/campaigns/${state.campaignId}`);
    await page.getByTestId("campaign-funnel").waitFor();
    expect(await page.getByTestId("funnel-clicked").getAttribute("data-count")).toBe("1");
    await page.context().close();
  });
});
