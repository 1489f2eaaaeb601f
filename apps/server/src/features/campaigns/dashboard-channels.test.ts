import type { TCampaign, TCampaignLeverResult, TPhishingDashboard } from "@wellguard/contract";
import { SURVEYS } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinTemplate } from "../../content/phishing/index";
import { builtinSmsTemplate } from "../../content/smishing";
import {
  type CampaignServer,
  campaignBody,
  campaignsPath,
  demoCompanyId,
  departmentId,
  MINUTE,
  peopleOfDepartment,
  phishingHost,
  registerPhishingDomain,
  startCampaignServer,
  testClock,
} from "../../test/campaigns";
import { type ApiClient, codeOf, type TestServer, testDatabases } from "../../test/harness";
import { startSmsc, type TestSmsc } from "../../test/smsc";

/*
 * The phishing dashboard and a campaign's results know the SMS channel (issue 18 point 6; docs/smishing.md): an
 * e-mail and an SMS campaign to the same people, one human click in each; the dashboard keeps one channel when
 * asked and splits its figures by channel, and SMS results carry their template's level and lever.
 */

const HOST = "channels-login.test";
const EMAIL_TEMPLATE = 2;
const SMS_TEMPLATE = 501;
/** The period holding both campaigns (the test clock, not today, dates them). */
const PERIOD = "from=2026-11-01&to=2026-12-31";

describe.each(testDatabases())("phishing dashboard by channel (%s)", (kind) => {
  const clock = testClock("2026-12-01T08:00:00Z");
  const { at } = clock;
  let smsc: TestSmsc;
  let product: CampaignServer;
  let server: TestServer;
  let api: ApiClient;
  let controller: string;
  let companyId: number;
  let salesId: number;
  let domainId: number;
  let people = 0;
  let emailCampaign: number;
  let smsCampaign: number;

  const dashboard = (query = "") =>
    api.get<{ records: TPhishingDashboard }>(
      `/api/v1/controller/dashboards/${companyId}/phishing?${PERIOD}${query}`,
      controller,
    );

  /** The delivered recipients of a campaign, first by id: whose link the test clicks. */
  const deliveredTokens = async (campaignId: number) => {
    const rows = await server.db
      .selectFrom("campaign_recipients")
      .select(["token", "status"])
      .where("campaign_id", "=", campaignId)
      .orderBy("id")
      .execute();
    return rows.filter((r) => r.status === "sent").map((r) => r.token);
  };

  beforeAll(async () => {
    smsc = await startSmsc({ autoReceipt: true, autoReceiptDelayMs: 10 });
    product = await startCampaignServer(kind, clock, { smppUrl: smsc.url });
    ({ server, api } = product);
    const admin = await api.token("admin");
    controller = await api.token("controller");
    companyId = await demoCompanyId(server.db);
    salesId = await departmentId(server.db, companyId, "Sales");
    domainId = (await registerPhishingDomain(api, admin, HOST, [companyId])).domainId;
    // Everyone in Sales and below gets a phone: both campaigns reach the same people.
    const sales = await peopleOfDepartment(server.db, salesId);
    expect(sales.length).toBeGreaterThanOrEqual(2);
    people = sales.length;
    for (const [i, person] of sales.entries())
      await server.db
        .updateTable("people")
        .set({ phone: `+3460010${String(i).padStart(4, "0")}` })
        .where("id", "=", person.id)
        .execute();

    const basics = {
      domain: domainId,
      departmentIds: [salesId],
      startDate: at(10 * MINUTE),
      sendByDate: at(70 * MINUTE),
    };
    const email = await api.post<{ records: TCampaign }>(
      campaignsPath(companyId),
      campaignBody(basics, { name: "Mail lure", templateId: EMAIL_TEMPLATE }),
      controller,
    );
    const sms = await api.post<{ records: TCampaign }>(
      campaignsPath(companyId),
      campaignBody(basics, {
        name: "Text lure",
        campaignKind: "smishing",
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_SMISHING,
        templateId: SMS_TEMPLATE,
      }),
      controller,
    );
    expect([email.status, sms.status]).toEqual([200, 200]);
    emailCampaign = email.body.records.campaignId;
    smsCampaign = sms.body.records.campaignId;
  }, 60_000);

  afterAll(async () => {
    await product?.close();
    await smsc?.close();
  });

  it("sends both campaigns; one person clicks the e-mail's link, another the text's", async () => {
    clock.now += 71 * MINUTE;
    await server.app.flushCampaigns();
    await expect.poll(() => smsc.messages.length, { timeout: 10_000 }).toBe(people);
    await expect
      .poll(
        async () =>
          (await deliveredTokens(emailCampaign)).length + (await deliveredTokens(smsCampaign)).length,
        { timeout: 10_000 },
      )
      .toBe(2 * people);

    // Minutes later (a hit right after sending looks like a scanner), one person clicks the e-mail's link,
    // another the text's, each from a browser.
    clock.now += 5 * MINUTE;
    const host = phishingHost(server.baseUrl, HOST);
    const [emailToken] = await deliveredTokens(emailCampaign);
    const [, smsToken] = await deliveredTokens(smsCampaign);
    for (const token of [emailToken, smsToken]) {
      const { page, confirm } = await host.click(`/l/${token}`);
      expect([page.status, confirm.status]).toEqual([200, 204]);
    }
    await server.app.flushCampaigns();
  });

  it("splits the figures by channel, e-mail first", async () => {
    const all = await dashboard();
    expect(all.status).toBe(200);
    const { totals, channels, campaigns } = all.body.records;
    expect(totals.sent).toBe(2 * people);
    expect(totals.clicked).toBe(2);
    expect(campaigns.map((c) => c.campaignId).sort()).toEqual([emailCampaign, smsCampaign].sort());
    expect(channels.map((c) => [c.channel, c.sent, c.clicked])).toEqual([
      ["email", people, 1],
      ["sms", people, 1],
    ]);
    for (const c of channels) expect(c.clickRate).toBe(Math.round((1000 * 1) / people) / 1000);
  });

  it("keeps one channel when asked, with the SMS template's level", async () => {
    const sms = await dashboard("&channel=sms");
    expect(sms.status).toBe(200);
    const smsLevel = builtinSmsTemplate(SMS_TEMPLATE)?.level;
    expect(sms.body.records.totals).toMatchObject({ sent: people, clicked: 1, campaigns: 1 });
    expect(sms.body.records.campaigns.map((c) => c.campaignId)).toEqual([smsCampaign]);
    expect(sms.body.records.channels.map((c) => c.channel)).toEqual(["sms"]);
    // SMS rows used to fall into level 0, which the table leaves out.
    expect(sms.body.records.levels).toEqual([
      expect.objectContaining({ level: smsLevel, sent: people, clicked: 1 }),
    ]);

    const email = await dashboard("&channel=email");
    expect(email.status).toBe(200);
    expect(email.body.records.campaigns.map((c) => c.campaignId)).toEqual([emailCampaign]);
    expect(email.body.records.channels.map((c) => c.channel)).toEqual(["email"]);
    expect(email.body.records.levels.map((l) => l.level)).toEqual([builtinTemplate(EMAIL_TEMPLATE)?.level]);
  });

  it("refuses a channel it does not know", async () => {
    const refused = await dashboard("&channel=fax");
    expect(refused.status).toBe(412);
    expect(codeOf(refused)).toBe("ND1027");
  });

  it("gives an SMS campaign's results by its template's lever", async () => {
    const byLever = await api.get<{ records: TCampaignLeverResult[] }>(
      `${campaignsPath(companyId)}/${smsCampaign}/psychoprofile`,
      controller,
    );
    expect(byLever.status).toBe(200);
    expect(byLever.body.records).toEqual([
      {
        lever: builtinSmsTemplate(SMS_TEMPLATE)?.lever,
        recipients: people,
        clicked: 1,
        submitted: 0,
        reported: 0,
      },
    ]);
  });
});
