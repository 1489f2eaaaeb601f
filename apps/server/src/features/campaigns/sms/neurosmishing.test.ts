import {
  CAMPAIGN_KIND_INFO,
  DEFAULT_LOCALE,
  isLocale,
  PHISHING_CATEGORY_IDS,
  SURVEYS,
  serviceId,
  type TCampaign,
  type TSeries,
} from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHISHING_TEMPLATES } from "../../../content/phishing/index";
import { builtinSmsTemplate } from "../../../content/smishing";
import {
  type CampaignServer,
  campaignBody,
  campaignsPath,
  DAY,
  demoCompanyId,
  departmentId,
  MINUTE,
  peopleOfDepartment,
  phishingHost,
  registerPhishingDomain,
  startCampaignServer,
  testClock,
  trackingLinkOf,
} from "../../../test/campaigns";
import { type ApiClient, codeOf, type TestServer, testDatabases } from "../../../test/harness";
import { startSmsc, type TestSmsc } from "../../../test/smsc";
import { chooseTemplates, loadHistories } from "../adaptive";

/*
 * Neurosmishing series (issue 18 point 5; docs/neurophishing.md "Over SMS") over real HTTP and a real SMSC: the
 * series needs smishgaitas, its subcampaigns are SMS campaigns whose texts reach the SMSC, and each person's text
 * is the SMS template the adaptive rule chooses from their history on both channels (here an e-mail lure the
 * person clicked first, so their text is of the same category).
 */

const HOST = "neuro-sms.test";
const NEUROGAITAS = serviceId("neurogaitas");
const SMISHGAITAS = serviceId("smishgaitas");
/** An HR e-mail lure: the category the clicker fails by e-mail before the SMS series. */
const HR_MAIL = PHISHING_TEMPLATES.find((t) => t.category === "hr" && t.level === 1) ?? PHISHING_TEMPLATES[0];

describe.each(testDatabases())("neurosmishing series (%s)", (kind) => {
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
  /** Every Sales person (sub-departments included) with the phone number given them. */
  const phones = new Map<number, string>();
  /** The person who clicks the e-mail lure. */
  const clicker = { id: 0, email: "" };
  const base = () => campaignsPath(companyId);
  /** Each person's SMS template in the series' first subcampaign, and the token of their text. */
  const chosen = new Map<number, number>();
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    smsc = await startSmsc({ autoReceipt: true, autoReceiptDelayMs: 10 });
    product = await startCampaignServer(kind, clock, { smppUrl: smsc.url });
    ({ server, api } = product);
    const admin = await api.token("admin");
    controller = await api.token("controller");
    companyId = await demoCompanyId(server.db);
    salesId = await departmentId(server.db, companyId, "Sales");
    domainId = (await registerPhishingDomain(api, admin, HOST, [companyId])).domainId;
    const sales = await peopleOfDepartment(server.db, salesId);
    expect(sales.length).toBeGreaterThanOrEqual(2);
    for (const [i, person] of sales.entries()) {
      const phone = `+3461000${String(i).padStart(4, "0")}`;
      phones.set(person.id, phone);
      await server.db.updateTable("people").set({ phone }).where("id", "=", person.id).execute();
    }
    const withEmail = sales.find((p) => p.email);
    clicker.id = withEmail?.id ?? 0;
    clicker.email = withEmail?.email ?? "";
    const company = await server.db
      .selectFrom("companies")
      .select("services")
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    expect(company.services).toEqual(expect.arrayContaining([NEUROGAITAS, SMISHGAITAS]));
  }, 60_000);

  afterAll(async () => {
    await product?.close();
    await smsc?.close();
  });

  const smsSeries = (change: Record<string, unknown> = {}) => ({
    name: "Adaptive texts",
    campaignKind: "neurosmishing",
    domain: domainId,
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_NEUROSMISHING,
    timeZone: "Europe/Madrid",
    startDate: at(60 * MINUTE),
    totalCampaigns: 3,
    frecuency: 7,
    stakeholders: { type: "DEPARTMENTS", ids: [salesId] },
    ...change,
  });

  /** Runs `body` with the company's services but `without`, then puts them back. */
  async function withoutService(without: number, body: () => Promise<void>) {
    const { services } = await server.db
      .selectFrom("companies")
      .select("services")
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("companies")
      .set({ services: services.filter((s) => s !== without) })
      .where("id", "=", companyId)
      .execute();
    try {
      await body();
    } finally {
      await server.db.updateTable("companies").set({ services }).where("id", "=", companyId).execute();
    }
  }

  it("needs smishgaitas for an SMS series (NF1003) and neurogaitas for an e-mail one; refuses what no text fits", async () => {
    await withoutService(SMISHGAITAS, async () => {
      const refused = await api.post(`${base()}/schedule`, smsSeries(), controller);
      expect(refused.status).toBe(403);
      expect(codeOf(refused)).toBe("NF1003");
    });
    await withoutService(NEUROGAITAS, async () => {
      const refused = await api.post(
        `${base()}/schedule`,
        smsSeries({
          campaignKind: "neurophishing",
          surveyTypeId: CAMPAIGN_KIND_INFO.neurophishing.surveyTypeId,
        }),
        controller,
      );
      expect(refused.status).toBe(403);
      expect(codeOf(refused)).toBe("NF1003");
    });
    const refused = async (change: Record<string, unknown>) =>
      codeOf(await api.post(`${base()}/schedule`, smsSeries(change), controller));
    // The e-mail kind's survey type with the SMS kind.
    expect(await refused({ surveyTypeId: SURVEYS.SURVEY_WELLGUARD_NEUROPHISHING })).toBe("ND1027");
    // The SMS templates of CEO fraud are all of level 3: a series capped at level 2 has no lure to send.
    expect(await refused({ categoryId: PHISHING_CATEGORY_IDS.executive, levelId: 2 })).toBe("ND1027");
    expect(await server.db.selectFrom("campaign_series").select("id").execute()).toEqual([]);
  });

  it("counts an e-mail lure clicked before the series in the person's history", async () => {
    const mail = await api.post<{ records: TCampaign }>(
      base(),
      campaignBody(
        {
          domain: domainId,
          departmentIds: [salesId],
          startDate: at(10 * MINUTE),
          sendByDate: at(20 * MINUTE),
          endDate: at(30 * MINUTE),
        },
        {
          name: "HR mail",
          campaignTypeId: PHISHING_CATEGORY_IDS.hr,
          templateId: HR_MAIL?.id,
        },
      ),
      controller,
    );
    expect(mail.status).toBe(200);
    clock.now += 21 * MINUTE;
    await server.app.flushCampaigns();
    const message = product.smtp.messages.find((m) => m.to.includes(clicker.email));
    const { path } = await trackingLinkOf(message, HOST);
    const { confirm } = await phishingHost(server.baseUrl, HOST).click(path);
    expect(confirm.status).toBe(204);
    // The e-mail campaign ends: everyone else's outcome (nothing done: a pass) is known too.
    clock.now += 10 * MINUTE;
  });

  it("schedules the SMS series: its first subcampaign's texts arrive, each an SMS template chosen by the rule", async () => {
    const created = await api.post<{ records: TSeries }>(`${base()}/schedule`, smsSeries(), controller);
    expect(created.status).toBe(200);
    const series = created.body.records;
    const createdAt = new Date(clock.now);
    const start = clock.now + 60 * MINUTE;
    expect(series).toMatchObject({
      campaignKind: "neurosmishing",
      channel: "sms",
      surveyTypeId: SURVEYS.SURVEY_WELLGUARD_NEUROSMISHING,
      domain: { domainId, host: HOST },
      levelId: 3,
      categoryId: 7,
    });
    expect(series.subcampaigns).toHaveLength(1);
    expect(series.subcampaigns[0]).toMatchObject({
      name: "Adaptive texts 1/3",
      campaignKind: "neurosmishing",
      channel: "sms",
      seriesIndex: 1,
      templateId: null,
      totals: { recipients: phones.size },
    });

    const rows = await server.db
      .selectFrom("campaign_recipients as r")
      .innerJoin("campaigns as c", "c.id", "r.campaign_id")
      .select(["r.person_id", "r.template_id", "r.locale"])
      .where("c.series_id", "=", series.seriesId)
      .execute();
    for (const r of rows) chosen.set(r.person_id, r.template_id);
    const locales = new Map(rows.map((r) => [r.person_id, r.locale]));
    expect(new Set(chosen.keys())).toEqual(new Set(phones.keys()));
    for (const id of chosen.values()) expect(builtinSmsTemplate(id), String(id)).toBeDefined();
    // The rule, on each person's profile and history of both channels, gives the same templates.
    const expected = await chooseTemplates(server.db, companyId, [...phones.keys()], {
      seriesId: series.seriesId,
      index: 1,
      levelId: 3,
      categoryId: 7,
      channel: "sms",
      now: createdAt,
    });
    expect(chosen).toEqual(expected);
    // The clicker failed an HR e-mail: their text is an HR lure; those who ignored it get one level harder.
    expect(builtinSmsTemplate(chosen.get(clicker.id) ?? 0)?.category).toBe("hr");
    const mailed = await server.db
      .selectFrom("campaign_recipients as r")
      .innerJoin("campaigns as c", "c.id", "r.campaign_id")
      .select("r.person_id")
      .where("c.channel", "=", "email")
      .where("r.status", "=", "sent")
      .execute();
    const passed = mailed.map((r) => r.person_id).filter((id) => id !== clicker.id);
    expect(passed.length).toBeGreaterThan(0);
    for (const personId of passed)
      expect(builtinSmsTemplate(chosen.get(personId) ?? 0)?.level).toBe((HR_MAIL?.level ?? 1) + 1);

    clock.now = start + DAY;
    await server.app.flushCampaigns();
    await expect.poll(() => smsc.messages.length, { timeout: 10_000 }).toBe(phones.size);
    expect(smsc.problems).toEqual([]);
    for (const [personId, phone] of phones) {
      const [text] = smsc.messagesTo(phone.slice(1));
      expect(text, phone).toBeDefined();
      const link = new RegExp(`${HOST.replace(".", "\\.")}(?::\\d+)?(/l/[A-Za-z0-9_-]{16})(?![\\w-])`).exec(
        text?.text ?? "",
      );
      expect(link, text?.text).not.toBeNull();
      tokens.set(personId, link?.[1] ?? "");
      // The chosen template's sender id in the person's language (the company has no sender id of its own).
      const template = builtinSmsTemplate(chosen.get(personId) ?? 0);
      const locale = locales.get(personId);
      expect(text?.from).toBe(template?.texts[isLocale(locale) ? locale : DEFAULT_LOCALE].senderId);
    }
    const shown = await api.get<{ records: TCampaign }>(
      `${base()}/subcampaigns/${series.seriesId}/1`,
      controller,
    );
    expect(shown.body.records).toMatchObject({ channel: "sms", totals: { sent: phones.size, pending: 0 } });
  });

  it("counts a text clicked in the person's history, which both channels' series read", async () => {
    // Someone who got the HR e-mail and ignored it.
    const mailed = await server.db
      .selectFrom("campaign_recipients as r")
      .innerJoin("campaigns as c", "c.id", "r.campaign_id")
      .select("r.person_id")
      .where("c.channel", "=", "email")
      .where("r.person_id", "!=", clicker.id)
      .execute();
    const personId = mailed[0]?.person_id ?? 0;
    const path = tokens.get(personId) ?? "";
    clock.now += 5 * MINUTE;
    const { confirm } = await phishingHost(server.baseUrl, HOST).click(path);
    expect(confirm.status).toBe(204);
    const history = (await loadHistories(server.db, companyId, [personId], new Date(clock.now))).get(
      personId,
    );
    const template = builtinSmsTemplate(chosen.get(personId) ?? 0);
    // The HR e-mail they ignored, then the text they fell for, with the SMS template's category and level.
    expect(history?.map((h) => [h.templateId, h.clicked])).toEqual([
      [HR_MAIL?.id, false],
      [template?.id, true],
    ]);
    expect(history?.[1]).toMatchObject({ category: template?.category, level: template?.level });
  });
});
