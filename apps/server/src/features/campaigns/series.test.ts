import {
  DIMENSION_ELEMENTS,
  formatUtcDateTime,
  SURVEYS,
  type TCampaign,
  type TSeries,
} from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHISHING_TEMPLATES } from "../../content/phishing/index";
import {
  type CampaignServer,
  campaignsPath,
  DAY,
  demoCompanyId,
  departmentId,
  MINUTE,
  phishingHost,
  registerPhishingDomain,
  startCampaignServer,
  testClock,
  trackingLinkOf,
} from "../../test/campaigns";
import { type ApiClient, codeOf, type TestServer, testDatabases } from "../../test/harness";
import { type AdaptiveProfile, chooseTemplate } from "./adaptive";

/*
 * Neurophishing series over real HTTP and a real SMTP server (docs/neurophishing.md): the §5 codes, the first
 * subcampaign made and sent at once, the next one made by the sender's rounds when the test clock reaches it
 * (once, however many rounds run), and each person's next lure adapted to what they did with the last one.
 */

const HOST = "neuro-login.test";
const D = DIMENSION_ELEMENTS;
const PROFILE_DIMENSIONS = [
  D.DIMENSION_IMPACT_LEVEL,
  D.DIMENSION_SE_SUSCEPTIBILITY,
  D.DIMENSION_SE_AUTHORITY,
  D.DIMENSION_SE_URGENCY,
  D.DIMENSION_SE_SOCIAL_PROOF,
  D.DIMENSION_SE_TRUST,
  D.DIMENSION_SE_CURIOSITY,
  D.DIMENSION_ARCHETYPE_GUARDIAN,
  D.DIMENSION_ARCHETYPE_EXPLORER,
  D.DIMENSION_ARCHETYPE_HELPER,
  D.DIMENSION_ARCHETYPE_SPRINTER,
  D.DIMENSION_ARCHETYPE_SKEPTIC,
  D.DIMENSION_ARCHETYPE_CONNECTOR,
];

describe.each(testDatabases())("neurophishing series (%s)", (kind) => {
  const clock = testClock("2026-12-01T08:00:00Z");
  const { at } = clock;
  let product: CampaignServer;
  let server: TestServer;
  let api: ApiClient;
  let controller: string;
  let companyId: number;
  let salesId: number;
  let domainId: number;
  /** The one who clicks, and the one who does nothing. */
  const clicker = { id: 0, email: "" };
  const idle = { id: 0, email: "" };
  const clickerProfile: AdaptiveProfile = {
    susceptibility: 8,
    levers: { urgency: 9 },
    archetype: null,
    impact: null,
  };
  const base = () => campaignsPath(companyId);
  const templateOf = (id: number) => PHISHING_TEMPLATES.find((t) => t.id === id);

  /** Replaces a person's current profile with these values (social-engineering survey records). */
  async function setProfile(personId: number, values: Record<number, number>) {
    await server.db
      .updateTable("profile_dimension_records")
      .set({ vigence: 0 })
      .where("person_id", "=", personId)
      .where("dimension_id", "in", PROFILE_DIMENSIONS)
      .execute();
    const person = await server.db
      .selectFrom("people")
      .select(["company_id", "department_id"])
      .where("id", "=", personId)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto("profile_dimension_records")
      .values(
        Object.entries(values).map(([dimension, value]) => ({
          person_id: personId,
          company_id: person.company_id as number,
          department_id: person.department_id,
          survey_type_id: SURVEYS.SURVEY_WELLGUARD_SOCIAL_ENGINEERING,
          dimension_id: Number(dimension),
          dimension_value: value,
          start_date: new Date(clock.now - DAY),
          vigence: 1,
        })),
      )
      .execute();
  }

  beforeAll(async () => {
    product = await startCampaignServer(kind, clock);
    ({ server, api } = product);
    const admin = await api.token("admin");
    controller = await api.token("controller");
    companyId = await demoCompanyId(server.db);
    salesId = await departmentId(server.db, companyId, "Sales");
    domainId = (await registerPhishingDomain(api, admin, HOST, [companyId])).domainId;
    for (const [who, login] of [
      [clicker, "mjohnson"],
      [idle, "ldiaz"],
    ] as const) {
      const person = await server.db
        .selectFrom("people")
        .select(["id", "email"])
        .where("login", "=", login)
        .executeTakeFirstOrThrow();
      who.id = person.id;
      who.email = person.email ?? "";
    }
    // Both are very susceptible (level 1 to start); the clicker is most exposed to urgency.
    await setProfile(clicker.id, { [D.DIMENSION_SE_SUSCEPTIBILITY]: 8, [D.DIMENSION_SE_URGENCY]: 9 });
    await setProfile(idle.id, { [D.DIMENSION_SE_SUSCEPTIBILITY]: 8 });
  }, 60_000);

  afterAll(async () => {
    await product?.close();
  });

  const validBody = () => ({
    name: "Adaptive lures",
    campaignKind: "neurophishing",
    domain: domainId,
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_NEUROPHISHING,
    timeZone: "Europe/Madrid",
    startDate: at(60 * MINUTE),
    totalCampaigns: 3,
    frecuency: 7,
    stakeholders: { type: "DEPARTMENTS", ids: [salesId] },
  });

  it("refuses a series that breaks a rule, each with its code, and a company without neurogaitas", async () => {
    const refused = async (change: Record<string, unknown>) =>
      codeOf(await api.post(`${base()}/schedule`, { ...validBody(), ...change }, controller));
    expect(await refused({ surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING })).toBe("ND1027");
    expect(await refused({ campaignKind: "phishing" })).toBe("ND1027");
    expect(await refused({ totalCampaigns: 0 })).toBe("ND1027");
    expect(await refused({ totalCampaigns: 53 })).toBe("ND1027");
    expect(await refused({ frecuency: 0 })).toBe("ND1027");
    expect(await refused({ frecuency: 367 })).toBe("ND1027");
    expect(await refused({ levelId: 4 })).toBe("ND1027");
    expect(await refused({ categoryId: 10 })).toBe("ND1027");
    expect(await refused({ startDate: "2026-13-01 10:00:00" })).toBe("ND1045");
    expect(await refused({ startDate: "tomorrow" })).toBe("ND1045");
    // Three subcampaigns every 7 days from 30 days ago: all over.
    expect(await refused({ startDate: at(-30 * DAY) })).toBe("ND1020");
    // Still running, but the first one's sending day is over.
    expect(await refused({ startDate: at(-2 * DAY) })).toBe("ND1044");
    expect(await refused({ domain: null })).toBe("ND1046");
    expect(await refused({ domain: 999_999 })).toBe("ND1047");
    expect(await refused({ stakeholders: { type: "DEPARTMENTS", ids: [] } })).toBe("ND1018");
    expect(await refused({ stakeholders: { type: "DEPARTMENTS", ids: [999_999] } })).toBe("ND1000");
    const emptyTag = await server.db
      .insertInto("tags")
      .values({ company_id: companyId, name: "Nobody in the series" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await refused({ stakeholders: { type: "TAGS", ids: [emptyTag.id] } })).toBe("ND1032");

    const company = await server.db
      .selectFrom("companies")
      .select("services")
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("companies")
      .set({ services: company.services.filter((s) => s !== 7) })
      .where("id", "=", companyId)
      .execute();
    const noService = await api.post(`${base()}/schedule`, validBody(), controller);
    expect(noService.status).toBe(403);
    expect(codeOf(noService)).toBe("NF1003");
    expect((await api.get(`${base()}/subcampaigns/1`, controller)).status).toBe(403);
    await server.db
      .updateTable("companies")
      .set({ services: company.services })
      .where("id", "=", companyId)
      .execute();
    expect(await server.db.selectFrom("campaign_series").select("id").execute()).toEqual([]);
    expect(await server.db.selectFrom("campaigns").select("id").execute()).toEqual([]);
  });

  let series: TSeries;
  let start: number;
  /** Each person's template in a subcampaign. */
  async function templatesOf(index: number): Promise<Map<number, number>> {
    const rows = await server.db
      .selectFrom("campaign_recipients as r")
      .innerJoin("campaigns as c", "c.id", "r.campaign_id")
      .select(["r.person_id", "r.template_id"])
      .where("c.series_id", "=", series.seriesId)
      .where("c.series_index", "=", index)
      .execute();
    return new Map(rows.map((r) => [r.person_id, r.template_id]));
  }

  it("creates the series on the automatic schedule (level 3, category 7) with its first subcampaign, which sends", async () => {
    const created = await api.post<{ records: TSeries }>(`${base()}/schedule`, validBody(), controller);
    expect(created.status).toBe(200);
    series = created.body.records;
    start = clock.now + 60 * MINUTE;
    expect(series).toMatchObject({
      name: "Adaptive lures",
      campaignKind: "neurophishing",
      surveyTypeId: SURVEYS.SURVEY_WELLGUARD_NEUROPHISHING,
      domain: { domainId, host: HOST },
      levelId: 3,
      categoryId: 7,
      totalCampaigns: 3,
      frecuency: 7,
      timeZone: "Europe/Madrid",
      startDate: at(60 * MINUTE),
      endDate: formatUtcDateTime(new Date(start + 21 * DAY)),
      stakeholders: { type: "DEPARTMENTS", ids: [salesId] },
      cancelled: false,
    });
    expect(series.subcampaigns).toHaveLength(1);
    const [first] = series.subcampaigns;
    expect(first).toMatchObject({
      name: "Adaptive lures 1/3",
      campaignKind: "neurophishing",
      status: "scheduled",
      campaignTypeId: 7,
      templateId: null,
      levelId: 3,
      seriesId: series.seriesId,
      seriesIndex: 1,
      startDate: formatUtcDateTime(new Date(start)),
      sendByDate: formatUtcDateTime(new Date(start + DAY)),
      endDate: formatUtcDateTime(new Date(start + 7 * DAY)),
    });
    const recipients = first?.totals.recipients ?? 0;
    expect(recipients).toBeGreaterThan(2);

    // Level 1 for both (susceptibility 8); the clicker's lure pulls urgency, their most susceptible lever.
    const templates = await templatesOf(1);
    expect(templateOf(templates.get(clicker.id) ?? 0)).toMatchObject({ level: 1, lever: "urgency" });
    expect(templateOf(templates.get(idle.id) ?? 0)?.level).toBe(1);
    for (const id of templates.values()) expect(templateOf(id)).toBeDefined();

    clock.now = start + DAY;
    await server.app.flushCampaigns();
    expect(product.smtp.messages.length).toBe(recipients);
    const shown = await api.get<{ records: TCampaign }>(
      `${base()}/subcampaigns/${series.seriesId}/1`,
      controller,
    );
    expect(shown.body.records).toMatchObject({ status: "running", totals: { sent: recipients, pending: 0 } });
  });

  it("records the clicker's confirmed click", async () => {
    const message = product.smtp.messages.find((m) => m.to.includes(clicker.email));
    const { path } = await trackingLinkOf(message, HOST);
    clock.now += 10 * MINUTE;
    const { confirm } = await phishingHost(server.baseUrl, HOST).click(path);
    expect(confirm.status).toBe(204);
    const recipient = await server.db
      .selectFrom("campaign_recipients")
      .select("clicked_at")
      .where("person_id", "=", clicker.id)
      .executeTakeFirstOrThrow();
    expect(recipient.clicked_at).not.toBeNull();
  });

  it("makes subcampaign 2 once, seven days later, with each person's lure adapted to their result", async () => {
    clock.now = start + 7 * DAY - MINUTE;
    await server.app.flushCampaigns();
    expect((await templatesOf(2)).size).toBe(0);

    clock.now = start + 7 * DAY;
    await server.app.flushCampaigns();
    await server.app.flushCampaigns();
    const made = await server.db
      .selectFrom("campaigns")
      .select(["id", "series_index"])
      .where("series_id", "=", series.seriesId)
      .orderBy("series_index")
      .execute();
    expect(made.map((c) => c.series_index)).toEqual([1, 2]);

    const before = await templatesOf(1);
    const after = await templatesOf(2);
    const clickerFirst = before.get(clicker.id) ?? 0;
    const clickerNext = after.get(clicker.id) ?? 0;
    // A fail: their weakest category (the one they fell for), another lure.
    expect(templateOf(clickerNext)?.category).toBe(templateOf(clickerFirst)?.category);
    expect(clickerNext).not.toBe(clickerFirst);
    const first = templateOf(clickerFirst);
    if (!first) throw new Error("no template");
    const expected = chooseTemplate(
      clickerProfile,
      [
        {
          templateId: first.id,
          category: first.category,
          level: first.level,
          lever: first.lever,
          clicked: true,
          submitted: false,
          reported: false,
        },
      ],
      { levelId: 3, categoryId: 7, personId: clicker.id, seriesId: series.seriesId, index: 2 },
    );
    expect(clickerNext).toBe(expected.templateId);
    // A pass (did nothing): one level harder.
    expect(templateOf(after.get(idle.id) ?? 0)?.level).toBe(2);

    const shown = await api.get<{ records: TSeries }>(
      `${base()}/subcampaigns/${series.seriesId}`,
      controller,
    );
    expect(shown.body.records.subcampaigns.map((c) => [c.seriesIndex, c.name, c.startDate])).toEqual([
      [1, "Adaptive lures 1/3", formatUtcDateTime(new Date(start))],
      [2, "Adaptive lures 2/3", formatUtcDateTime(new Date(start + 7 * DAY))],
    ]);
    const second = await api.get<{ records: TCampaign }>(
      `${base()}/subcampaigns/${series.seriesId}/2`,
      controller,
    );
    expect(second.body.records).toMatchObject({
      seriesIndex: 2,
      endDate: formatUtcDateTime(new Date(start + 14 * DAY)),
    });
    expect(codeOf(await api.get(`${base()}/subcampaigns/${series.seriesId}/3`, controller))).toBe("ND1000");
    expect(codeOf(await api.get(`${base()}/subcampaigns/999999`, controller))).toBe("ND1000");

    const sentBefore = product.smtp.messages.length;
    clock.now = start + 8 * DAY;
    await server.app.flushCampaigns();
    expect(product.smtp.messages.length - sentBefore).toBe(after.size);
  });

  it("makes the third and last subcampaign, and nothing after it", async () => {
    clock.now = start + 14 * DAY;
    await server.app.flushCampaigns();
    clock.now = start + 21 * DAY;
    await server.app.flushCampaigns();
    clock.now = start + 30 * DAY;
    await server.app.flushCampaigns();
    const made = await server.db
      .selectFrom("campaigns")
      .select("series_index")
      .where("series_id", "=", series.seriesId)
      .orderBy("series_index")
      .execute();
    expect(made.map((c) => c.series_index)).toEqual([1, 2, 3]);
  });
});
