import { formatUtcDateTime, type TCampaign, type TCampaignDraft } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PHISHING_HOST } from "../../db/seed";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";

/*
 * Campaign drafts over real HTTP (docs/phishing.md "Lifecycle"): a draft needs only a name, is listed and read
 * back as saved, is replaced by a save, and becomes a campaign when scheduled: with every §5 check and code of the
 * normal creation, the draft unchanged on a refusal and gone once its campaign exists. Another company's draft is
 * an unknown one.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(testDatabases())("campaign drafts (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  const now = Date.parse("2026-11-30T08:00:00Z");
  let controller: string;
  let companyId: number;
  let salesId: number;
  let domainId: number;
  const base = () => `/api/v1/controller/campaigns/${companyId}/drafts`;
  const at = (offsetMs: number) => formatUtcDateTime(new Date(now + offsetMs));

  /** A complete form that the §5 rules accept at `now`. */
  const completeForm = () => ({
    domain: domainId,
    campaignTypeId: 1,
    templateId: 2,
    timeZone: "Europe/Madrid",
    startDate: at(HOUR),
    sendByDate: at(5 * HOUR),
    endDate: at(72 * HOUR),
    workingHours: false,
    stakeholders: { type: "DEPARTMENTS" as const, ids: [salesId] },
  });

  const save = (body: Record<string, unknown>) =>
    api.post<{ records: TCampaignDraft }>(base(), body, controller);
  const read = (id: number) => api.get<{ records: TCampaignDraft }>(`${base()}/${id}`, controller);
  const schedule = (id: number) =>
    api.post<{ records: TCampaign }>(`${base()}/${id}/schedule`, undefined, controller);

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { campaignClock: () => now });
    api = apiClient(server.baseUrl);
    controller = await api.token("controller");
    const company = await server.db
      .selectFrom("companies")
      .select("id")
      .where("name", "=", "Demo Corp")
      .executeTakeFirstOrThrow();
    companyId = company.id;
    const sales = await server.db
      .selectFrom("departments")
      .select("id")
      .where("company_id", "=", companyId)
      .where("name", "=", "Sales")
      .executeTakeFirstOrThrow();
    salesId = sales.id;
    const domain = await server.db
      .selectFrom("phishing_domains")
      .select("id")
      .where("host", "=", DEMO_PHISHING_HOST)
      .executeTakeFirstOrThrow();
    domainId = domain.id;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it("saves a draft with only a name, refuses one without a name, and checks the fields it is given", async () => {
    const saved = await save({ name: "  Spring lure  " });
    expect(saved.status).toBe(200);
    expect(saved.body.records).toMatchObject({
      status: "draft",
      name: "Spring lure",
      campaignKind: "phishing",
      domain: null,
      templateId: null,
      startDate: null,
      stakeholders: null,
    });
    expect(codeOf(await save({}))).toBe("ND1018");
    expect(codeOf(await save({ name: "   " }))).toBe("ND1018");
    expect(codeOf(await save({ name: "x".repeat(121) }))).toBe("ND1007");
    expect(codeOf(await save({ name: "Bad start", startDate: "tomorrow" }))).toBe("ND1045");
    expect(codeOf(await save({ name: "Bad zone", timeZone: "Mars/Olympus" }))).toBe("ND1023");
    expect(codeOf(await save({ name: "Bad template", templateId: -3 }))).toBe("ND1027");
    // Nothing is sent from a draft: no campaign, no recipient.
    expect(await server.db.selectFrom("campaigns").select("id").execute()).toEqual([]);
    expect(await server.db.selectFrom("campaign_recipients").select("id").execute()).toEqual([]);
  });

  it("lists the drafts last saved first, apart from the campaigns, and reads one back as saved", async () => {
    const first = (await save({ name: "Older draft" })).body.records;
    const second = (await save({ name: "Newer draft", ...completeForm() })).body.records;
    const listed = await api.get<{ records: TCampaignDraft[] }>(base(), controller);
    expect(listed.status).toBe(200);
    const ids = listed.body.records.map((d) => d.draftId);
    expect(ids.indexOf(second.draftId)).toBeLessThan(ids.indexOf(first.draftId));
    expect(listed.body.records.every((d) => d.status === "draft")).toBe(true);
    const one = await read(second.draftId);
    expect(one.status).toBe(200);
    expect(one.body.records).toEqual(second);
    expect(one.body.records).toMatchObject(completeForm());
    const campaigns = await api.get<{ records: TCampaign[] }>(
      `/api/v1/controller/campaigns/${companyId}`,
      controller,
    );
    expect(campaigns.body.records).toEqual([]);
  });

  it("replaces the whole form on a save, and records who changed it", async () => {
    const draft = (await save({ name: "To fill in", ...completeForm() })).body.records;
    const updated = await api.put<{ records: TCampaignDraft }>(
      `${base()}/${draft.draftId}`,
      { name: "Filled in", templateId: 5 },
      controller,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.records).toMatchObject({
      draftId: draft.draftId,
      name: "Filled in",
      templateId: 5,
      domain: null,
      startDate: null,
      stakeholders: null,
      createdAt: draft.createdAt,
    });
    expect((await read(draft.draftId)).body.records).toEqual(updated.body.records);
    expect(codeOf(await api.put(`${base()}/${draft.draftId}`, { name: "", templateId: 5 }, controller))).toBe(
      "ND1018",
    );
    const audit = await server.db
      .selectFrom("audit_events")
      .select(["action"])
      .where("entity_type", "=", "campaign_drafts")
      .where("entity_id", "=", draft.draftId)
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "update"]);
  });

  it("refuses to schedule a draft that breaks a §5 rule, with its code, and leaves the draft as it was", async () => {
    const incomplete = (await save({ name: "Only a name" })).body.records;
    expect(codeOf(await schedule(incomplete.draftId))).toBe("ND1045");
    const noTemplate = (await save({ name: "No lure", ...completeForm(), templateId: null })).body.records;
    expect(codeOf(await schedule(noTemplate.draftId))).toBe("ND1019");
    const noPeople = (
      await save({ name: "Nobody", ...completeForm(), stakeholders: { type: "TAGS", ids: [] } })
    ).body.records;
    expect(codeOf(await schedule(noPeople.draftId))).toBe("ND1018");

    // The end before the start and the send-until.
    const badDates = (await save({ name: "Ends too soon", ...completeForm(), endDate: at(2 * HOUR) })).body
      .records;
    const refused = await schedule(badDates.draftId);
    expect(refused.status).toBe(412);
    expect(codeOf(refused)).toBe("ND1040");
    expect((await read(badDates.draftId)).body.records).toEqual(badDates);
    // An end already past.
    const past = (
      await save({
        name: "In the past",
        ...completeForm(),
        startDate: at(-5 * HOUR),
        sendByDate: at(-4 * HOUR),
        endDate: at(-MINUTE),
      })
    ).body.records;
    expect(codeOf(await schedule(past.draftId))).toBe("ND1020");
    expect((await read(past.draftId)).body.records).toEqual(past);
    expect(await server.db.selectFrom("campaigns").select("id").execute()).toEqual([]);
  });

  it("schedules a complete draft: the campaign exists with its recipients and the draft is gone", async () => {
    const draft = (await save({ name: "December lure", ...completeForm() })).body.records;
    const scheduled = await schedule(draft.draftId);
    expect(scheduled.status).toBe(200);
    const campaign = scheduled.body.records;
    expect(campaign).toMatchObject({
      name: "December lure",
      status: "scheduled",
      campaignKind: "phishing",
      templateId: 2,
      startDate: at(HOUR),
      sendByDate: at(5 * HOUR),
      endDate: at(72 * HOUR),
      stakeholders: { type: "DEPARTMENTS", ids: [salesId] },
    });
    expect(campaign.templateName).not.toBeNull();
    expect(campaign.totals.recipients).toBeGreaterThan(1);
    const recipients = await server.db
      .selectFrom("campaign_recipients")
      .select("scheduled_at")
      .where("campaign_id", "=", campaign.campaignId)
      .execute();
    expect(recipients.length).toBe(campaign.totals.recipients);
    for (const r of recipients) {
      expect(r.scheduled_at.getTime()).toBeGreaterThanOrEqual(now + HOUR);
      expect(r.scheduled_at.getTime()).toBeLessThan(now + 5 * HOUR);
    }

    expect(codeOf(await read(draft.draftId))).toBe("ND1000");
    const drafts = await api.get<{ records: TCampaignDraft[] }>(base(), controller);
    expect(drafts.body.records.map((d) => d.draftId)).not.toContain(draft.draftId);
    const shown = await api.get<{ records: TCampaign }>(
      `/api/v1/controller/campaigns/${companyId}/${campaign.campaignId}`,
      controller,
    );
    expect(shown.body.records.totals.recipients).toBe(campaign.totals.recipients);
    // Scheduled once only.
    expect(codeOf(await schedule(draft.draftId))).toBe("ND1000");
    expect(await server.db.selectFrom("campaigns").select("id").execute()).toHaveLength(1);
    const audit = await server.db
      .selectFrom("audit_events")
      .select(["action", "after"])
      .where("entity_type", "=", "campaign_drafts")
      .where("entity_id", "=", draft.draftId)
      .where("action", "=", "delete")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).toContain(String(campaign.campaignId));
  });

  it("deletes a draft", async () => {
    const draft = (await save({ name: "Not needed" })).body.records;
    const deleted = await api.call<{ records: { draftId: number } }>("DELETE", `${base()}/${draft.draftId}`, {
      token: controller,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.records).toEqual({ draftId: draft.draftId });
    expect(codeOf(await read(draft.draftId))).toBe("ND1000");
    expect(codeOf(await api.call("DELETE", `${base()}/${draft.draftId}`, { token: controller }))).toBe(
      "ND1000",
    );
  });

  it("shows a stored form that no longer fits the contract as empty, keeping the name", async () => {
    const draft = (await save({ name: "Old shape", ...completeForm() })).body.records;
    await server.db
      .updateTable("campaign_drafts")
      .set({ form: JSON.stringify({ startDate: "next week", stakeholders: "sales" }) })
      .where("id", "=", draft.draftId)
      .execute();
    const read1 = await read(draft.draftId);
    expect(read1.status).toBe(200);
    expect(read1.body.records).toMatchObject({ name: "Old shape", startDate: null, stakeholders: null });
    expect(codeOf(await schedule(draft.draftId))).toBe("ND1045");
  });

  it("answers another company's draft as an unknown one, and leaves it alone", async () => {
    const other = await server.db
      .insertInto("companies")
      .values({
        name: "Other Corp",
        domain: "other.example",
        fiscal_code: null,
        logo: null,
        federation_url: null,
        parent_company_id: null,
        services: [1, 4],
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const foreign = await server.db
      .insertInto("campaign_drafts")
      .values({ company_id: other.id, created_by: null, name: "Other's draft", form: JSON.stringify({}) })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const company of [companyId, other.id]) {
      const path = `/api/v1/controller/campaigns/${company}/drafts/${foreign.id}`;
      const answers = [
        await api.get(path, controller),
        await api.put(path, { name: "Taken over" }, controller),
        await api.post(`${path}/schedule`, undefined, controller),
        await api.call("DELETE", path, { token: controller }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(codeOf(answer)).toBe("ND1000");
      }
    }
    const foreignList = await api.get(`/api/v1/controller/campaigns/${other.id}/drafts`, controller);
    expect(foreignList.status).toBe(404);
    const own = await api.get<{ records: TCampaignDraft[] }>(base(), controller);
    expect(own.body.records.map((d) => d.draftId)).not.toContain(foreign.id);
    const kept = await server.db
      .selectFrom("campaign_drafts")
      .select("name")
      .where("id", "=", foreign.id)
      .executeTakeFirstOrThrow();
    expect(kept.name).toBe("Other's draft");
    // An employee is refused outright.
    const employee = await api.token("employee");
    expect((await api.get(base(), employee)).status).toBe(403);
  });
});
