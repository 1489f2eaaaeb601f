import { SURVEYS, type TCampaign, type TSelectionReach, type TSmsTemplateSummary } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinSmsTemplate } from "../../../content/smishing";
import {
  type CampaignServer,
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
} from "../../../test/campaigns";
import { type ApiClient, codeOf, type TestServer, testDatabases } from "../../../test/harness";
import { startSmsc, type TestSmsc } from "../../../test/smsc";

/*
 * SMS campaigns end to end over real HTTP and a real SMSC (issue 18; docs/smishing.md): the campaign is created
 * with the SMS template and reaches only the people with a phone number in E.164 form; each gets their own short
 * link in a text the SMSC receives whole (GSM 03.38 or UCS-2, parts joined); the SMSC's delivery receipts reach
 * the recipients; a link fetched by a program is an automated hit, not a click.
 */

const HOST = "sms-login.test";
/** Template 501 in Polish is written with letters outside GSM: sent as UCS-2. */
const TEMPLATE = 501;

describe.each(testDatabases())("SMS campaigns (%s)", (kind) => {
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
  /** Sales people by what their phone is: E.164, not E.164 (the spec pattern lets "+12" pass), none. */
  const phones = new Map<number, string>();
  let invalidPhone = 0;
  let noPhone = 0;

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
    expect(sales.length).toBeGreaterThanOrEqual(3);
    for (const [i, person] of sales.entries()) {
      const phone = i === 0 ? "+12" : i === 1 ? null : `+3460000${String(i).padStart(4, "0")}`;
      if (i === 0) invalidPhone = person.id;
      if (i === 1) noPhone = person.id;
      if (phone && i > 1) phones.set(person.id, phone);
      await server.db.updateTable("people").set({ phone }).where("id", "=", person.id).execute();
    }
    // One person reads Polish: their text goes as UCS-2.
    const polish = [...phones.keys()][0] as number;
    await server.db.updateTable("people").set({ locale: "pl" }).where("id", "=", polish).execute();
  }, 60_000);

  afterAll(async () => {
    await product?.close();
    await smsc?.close();
  });

  const smsBody = (change: Record<string, unknown> = {}) => ({
    name: "Parcel texts",
    campaignKind: "smishing",
    campaignTypeId: 1,
    surveyTypeId: SURVEYS.SURVEY_WELLGUARD_SMISHING,
    templateId: TEMPLATE,
    timeZone: "Europe/Madrid",
    domain: domainId,
    startDate: at(10 * MINUTE),
    sendByDate: at(70 * MINUTE),
    stakeholders: { type: "DEPARTMENTS", ids: [salesId] },
    ...change,
  });

  it("lists the SMS templates with the parts they take, and says whom a selection reaches", async () => {
    const templates = await api.get<{ records: TSmsTemplateSummary[] }>(
      `${campaignsPath(companyId)}/sms-templates/7`,
      controller,
    );
    expect(templates.status).toBe(200);
    expect(templates.body.records.length).toBeGreaterThanOrEqual(15);
    for (const t of templates.body.records) expect(t.parts).toBeLessThanOrEqual(2);
    const reach = await api.get<{ records: TSelectionReach }>(
      `${campaignsPath(companyId)}/reach?type=DEPARTMENTS&ids=${salesId}`,
      controller,
    );
    expect(reach.status).toBe(200);
    expect(reach.body.records.withPhone).toBe(phones.size);
    expect(reach.body.records.people).toBe(phones.size + 2);
  });

  it("refuses an e-mail template for an SMS campaign, and an SMS template for an e-mail one", async () => {
    const wrong = await api.post(campaignsPath(companyId), smsBody({ templateId: 2 }), controller);
    expect(wrong.status).toBe(404);
    expect(codeOf(wrong)).toBe("ND1000");
    const mixed = await api.post(
      campaignsPath(companyId),
      smsBody({ campaignKind: "phishing", surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING }),
      controller,
    );
    expect(mixed.status).toBe(404);
  });

  it("sends each reachable person their text with their own short link; receipts mark them delivered", async () => {
    const created = await api.post<{ records: TCampaign }>(campaignsPath(companyId), smsBody(), controller);
    expect(created.status).toBe(200);
    expect(created.body.records.channel).toBe("sms");
    expect(created.body.records.totals.recipients).toBe(phones.size);
    clock.now += 71 * MINUTE;
    await server.app.flushCampaigns();
    await expect.poll(() => smsc.messages.length, { timeout: 10_000 }).toBe(phones.size);
    expect(smsc.problems).toEqual([]);
    for (const to of [invalidPhone, noPhone]) expect(phones.has(to)).toBe(false);

    const template = builtinSmsTemplate(TEMPLATE);
    const tokens = new Set<string>();
    for (const [, phone] of phones) {
      const [message] = smsc.messagesTo(phone.slice(1));
      expect(message, phone).toBeDefined();
      if (!message) continue;
      expect(message.parts).toBeLessThanOrEqual(2);
      const link = new RegExp(
        `https?://${HOST.replace(".", "\\.")}(?::\\d+)?/l/([A-Za-z0-9_-]{16})(?![\\w-])`,
      ).exec(message.text);
      expect(link, message.text).not.toBeNull();
      tokens.add(link?.[1] ?? "");
      // The template's sender id in the person's language (the company has no sender id of its own).
      expect(Object.values(template?.texts ?? {}).map((t) => t.senderId)).toContain(message.from);
    }
    expect(tokens.size).toBe(phones.size);
    expect(smsc.messages.some((m) => m.encoding === "ucs2")).toBe(true);
    for (const submit of smsc.submits) expect(submit.registeredDelivery & 0x01).toBe(1);

    // The SMSC's receipts come back on the same session and find their recipients.
    await expect
      .poll(
        async () => {
          await server.app.flushSmsReceipts();
          const rows = await server.db
            .selectFrom("campaign_recipients")
            .select("delivery")
            .where("campaign_id", "=", created.body.records.campaignId)
            .execute();
          return rows.filter((r) => r.delivery === "delivered").length;
        },
        { timeout: 10_000 },
      )
      .toBe(phones.size);

    // A link fetched by a program (a messaging app's preview) is an automated hit, not a click.
    const host = phishingHost(server.baseUrl, HOST);
    const [token] = tokens;
    const preview = await host.request("GET", `/l/${token}`, {
      headers: { "user-agent": "WhatsApp/2.23.20.0 A" },
    });
    expect(preview.status).toBe(200);
    await server.app.flushCampaigns();
    const recipient = await server.db
      .selectFrom("campaign_recipients")
      .select(["clicked_at", "automated_hits"])
      .where("token", "=", token ?? "")
      .executeTakeFirstOrThrow();
    expect(recipient.clicked_at).toBeNull();
    expect(recipient.automated_hits).toBe(1);
  });

  it("keeps SMS from a company that does not contract smishing", async () => {
    const services = await server.db
      .selectFrom("companies")
      .select("services")
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    const smishing = 10;
    await server.db
      .updateTable("companies")
      .set({ services: services.services.filter((s) => s !== smishing) })
      .where("id", "=", companyId)
      .execute();
    try {
      const refused = await api.post(campaignsPath(companyId), smsBody(), controller);
      expect(refused.status).toBe(403);
      expect(codeOf(refused)).toBe("NF1003");
    } finally {
      await server.db
        .updateTable("companies")
        .set({ services: services.services })
        .where("id", "=", companyId)
        .execute();
    }
  });

  it("sends again after the SMSC dropped the connection: nobody skipped", async () => {
    const before = smsc.messages.length;
    const created = await api.post<{ records: TCampaign }>(
      campaignsPath(companyId),
      smsBody({ name: "After a drop", startDate: at(5 * MINUTE), sendByDate: at(6 * MINUTE) }),
      controller,
    );
    expect(created.status).toBe(200);
    smsc.dropConnections();
    clock.now += 7 * MINUTE;
    await server.app.flushCampaigns();
    // Recipients whose send failed on the dropped session are retried after their backoff.
    for (let round = 0; round < 6 && smsc.messages.length < before + phones.size; round++) {
      clock.now += 2 * DAY;
      await server.app.flushCampaigns();
    }
    expect(smsc.messages.length - before).toBeGreaterThanOrEqual(phones.size);
    const pending = await server.db
      .selectFrom("campaign_recipients")
      .select("status")
      .where("campaign_id", "=", created.body.records.campaignId)
      .execute();
    expect(pending.every((r) => r.status === "sent")).toBe(true);
  });
});
