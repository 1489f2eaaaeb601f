import { SURVEYS, type TCampaign, type TUserSimulation } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinSmsTemplate } from "../../../content/smishing";
import {
  type CampaignServer,
  campaignsPath,
  demoCompanyId,
  departmentId,
  MINUTE,
  phishingHost,
  registerPhishingDomain,
  startCampaignServer,
  testClock,
} from "../../../test/campaigns";
import { type ApiClient, type TestServer, testDatabases } from "../../../test/harness";
import { startSmsc, type TestSmsc } from "../../../test/smsc";

/*
 * The employee's own SMS simulations on their social-engineering profile (issue 18 point 6): once they acted on
 * a text, GET /user/simulations shows it with the sender id and the text as their phone showed it (their name and
 * company merged, the link without its token), the cues and the lesson in their language. Nobody else sees it.
 */

const HOST = "sms-profile.test";
/** Level 3: "{{company}}: {{firstName}}, …" — both merge fields and the link in the text. */
const TEMPLATE = 513;
/** Two Logistics people with the demo password: one reads Basque and acts on the text, one reads Polish. */
const CLICKER = { login: "igoikoetxea", phone: "+34600009001", locale: "eu" } as const;
const BYSTANDER = { login: "mkaminski", phone: "+34600009002", locale: "pl" } as const;
const TOKEN = /\/l\/([A-Za-z0-9_-]{16})\b/;

describe.each(testDatabases())("the employee's SMS simulations (%s)", (kind) => {
  const clock = testClock("2026-12-01T08:00:00Z");
  const { at } = clock;
  let smsc: TestSmsc;
  let product: CampaignServer;
  let server: TestServer;
  let api: ApiClient;
  let campaign: TCampaign;
  /** The clicker's token, read from the text the SMSC received. */
  let token = "";

  const simulationsOf = async (login: string) => {
    const response = await api.get<{ records: TUserSimulation[] }>(
      "/api/v1/user/simulations",
      await api.token(login),
    );
    expect(response.status).toBe(200);
    return response.body.records;
  };

  beforeAll(async () => {
    smsc = await startSmsc();
    product = await startCampaignServer(kind, clock, { smppUrl: smsc.url });
    ({ server, api } = product);
    const admin = await api.token("admin");
    const controller = await api.token("controller");
    const companyId = await demoCompanyId(server.db);
    const logistics = await departmentId(server.db, companyId, "Logistics");
    const { domainId } = await registerPhishingDomain(api, admin, HOST, [companyId]);
    // Only these two have a phone in Logistics: the campaign reaches exactly them.
    await server.db
      .updateTable("people")
      .set({ phone: null })
      .where("department_id", "=", logistics)
      .execute();
    for (const person of [CLICKER, BYSTANDER])
      await server.db
        .updateTable("people")
        .set({ phone: person.phone, locale: person.locale })
        .where("login", "=", person.login)
        .execute();

    const created = await api.post<{ records: TCampaign }>(
      campaignsPath(companyId),
      {
        name: "Documents to sign",
        campaignKind: "smishing",
        campaignTypeId: 1,
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_SMISHING,
        templateId: TEMPLATE,
        timeZone: "Europe/Madrid",
        domain: domainId,
        startDate: at(10 * MINUTE),
        sendByDate: at(70 * MINUTE),
        stakeholders: { type: "DEPARTMENTS", ids: [logistics] },
      },
      controller,
    );
    expect(created.status).toBe(200);
    campaign = created.body.records;
    expect(campaign.totals.recipients).toBe(2);
    clock.now += 71 * MINUTE;
    await server.app.flushCampaigns();
    const received = await smsc.waitForMessage(CLICKER.phone.slice(1));
    await smsc.waitForMessage(BYSTANDER.phone.slice(1));
    token = TOKEN.exec(received.text)?.[1] ?? "";
    expect(token, received.text).not.toBe("");
  }, 60_000);

  afterAll(async () => {
    await product?.close();
    await smsc?.close();
  });

  it("shows nothing while the text may still be waiting on the phone", async () => {
    expect(await simulationsOf(CLICKER.login)).toEqual([]);
  });

  it("shows the text the person acted on, with its cues and lesson in their language and no token", async () => {
    const host = phishingHost(server.baseUrl, HOST);
    const path = `/l/${token}`;
    const { hit, confirm } = await host.click(path);
    expect(confirm.status).toBe(204);
    expect((await host.submit(path, { hit, fields: [] })).status).toBe(204);

    const list = await simulationsOf(CLICKER.login);
    expect(list).toHaveLength(1);
    const [simulation] = list;
    const texts = builtinSmsTemplate(TEMPLATE)?.texts[CLICKER.locale];
    expect(texts).toBeDefined();
    if (!simulation || !texts) return;
    expect(simulation).toMatchObject({
      channel: "sms",
      outcome: "submitted",
      level: 3,
      cues: texts.cues,
      lesson: texts.lesson,
      senderName: texts.senderId,
      sms: { senderId: texts.senderId },
    });
    // The text as received: the company and first name merged, the phishing host's link cut before the token.
    const text = simulation.sms?.text ?? "";
    expect(text).toContain("Demo Corp");
    expect(text).toContain("Iker");
    expect(text).not.toContain("{{");
    expect(text).toContain(texts.message.split("{{link}}")[0]?.split("}}").at(-1) ?? "");
    expect(text).toMatch(new RegExp(`https?://${HOST.replace(".", "\\.")}(:\\d+)?/l/…$`));
    expect(JSON.stringify(list)).not.toContain(token);
  });

  it("shows it to nobody else", async () => {
    // The other recipient has not acted and the campaign runs on: nothing yet, and never the clicker's text.
    expect(await simulationsOf(BYSTANDER.login)).toEqual([]);
    expect(await simulationsOf("employee")).toEqual([]);

    // Once the campaign ends, the other recipient sees their own text only, in Polish.
    clock.now = Date.parse(campaign.endDate) + MINUTE;
    const clicker = await simulationsOf(CLICKER.login);
    const own = await simulationsOf(BYSTANDER.login);
    expect(own).toHaveLength(1);
    expect(own[0]?.simulationId).not.toBe(clicker[0]?.simulationId);
    expect(own[0]).toMatchObject({
      channel: "sms",
      outcome: "noAction",
      lesson: builtinSmsTemplate(TEMPLATE)?.texts[BYSTANDER.locale].lesson,
    });
    expect(own[0]?.sms?.text).toContain("Marek");
    expect(own[0]?.sms?.text).not.toContain("Iker");
    expect(await simulationsOf("employee")).toEqual([]);
  });
});
