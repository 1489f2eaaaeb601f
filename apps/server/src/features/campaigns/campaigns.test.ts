import { request as httpRequest } from "node:http";
import {
  formatUtcDateTime,
  SURVEYS,
  type TCampaign,
  type TCampaignRecipient,
  type TPhishingDomainAdmin,
  type TTemplatePreview,
  type TTemplateSummary,
  type TUserSimulation,
} from "@wellguard/contract";
import { sql } from "kysely";
import { dkimVerify } from "mailauth";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { DEMO_PHISHING_HOST } from "../../db/seed";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { startSmtpServer } from "../../test/smtp";

/*
 * Whole phishing campaigns over real HTTP and a real SMTP server (docs/phishing.md): the §5 rules and codes, the
 * randomised send times on a test clock, DKIM, scanner hits versus confirmed clicks, submissions without values,
 * the phishing host's separation, cancel and delete.
 */

const HOST = "secure-login.test";
const MINUTE = 60_000;
type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** A request to the test server as if sent to `host` (fetch cannot set Host). */
function hostRequest(
  baseUrl: string,
  host: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: { host, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe.each(testDatabases())("phishing campaigns (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let smtp: Smtp;
  let now = Date.parse("2026-11-30T08:00:00Z");
  let admin: string;
  let controller: string;
  let companyId: number;
  let salesId: number;
  let domain: TPhishingDomainAdmin;
  const base = () => `/api/v1/controller/campaigns/${companyId}`;
  const at = (offsetMs: number) => formatUtcDateTime(new Date(now + offsetMs));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(
      kind,
      { campaigns: { ...loadConfig({}).campaigns, smtpUrl: smtp.url } },
      { campaignClock: () => now },
    );
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
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
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("lets a platform admin register a phishing domain with a DKIM key, for chosen companies", async () => {
    const created = await api.post<{ records: TPhishingDomainAdmin }>(
      "/api/v1/admin/phishing-domains",
      { host: HOST.toUpperCase(), mailDomain: HOST, allCompanies: false, companyIds: [companyId] },
      admin,
    );
    expect(created.status).toBe(200);
    domain = created.body.records;
    expect(domain).toMatchObject({ host: HOST, mailDomain: HOST, companyIds: [companyId] });
    expect(domain.dkimRecord.name).toBe(`${domain.dkimSelector}._domainkey.${HOST}`);
    expect(domain.dkimRecord.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    const again = await api.post(
      "/api/v1/admin/phishing-domains",
      { host: HOST, mailDomain: HOST, allCompanies: true },
      admin,
    );
    expect(codeOf(again)).toBe("ND1026");
    expect((await api.get("/api/v1/admin/phishing-domains", controller)).status).toBe(403);
    const listed = await api.get<{ records: { host: string }[] }>(`${base()}/domains`, controller);
    expect(listed.body.records.map((d) => d.host)).toEqual([DEMO_PHISHING_HOST, HOST]);
  });

  it("lists the lure categories and at least 30 templates, and previews one with a person's merge fields", async () => {
    const types = await api.get<{ records: { campaignTypeId: number; templates: number }[] }>(
      `${base()}/types`,
      controller,
    );
    expect(types.body.records.find((t) => t.campaignTypeId === 7)?.templates).toBeGreaterThanOrEqual(30);
    const all = await api.get<{ records: TTemplateSummary[] }>(`${base()}/templates/7`, controller);
    expect(all.body.records.length).toBeGreaterThanOrEqual(30);
    const parcels = await api.get<{ records: TTemplateSummary[] }>(`${base()}/templates/3`, controller);
    expect(parcels.body.records.every((t) => t.campaignTypeId === 3)).toBe(true);
    const ana = await server.db
      .selectFrom("people")
      .select(["id", "name"])
      .where("login", "=", "employee")
      .executeTakeFirstOrThrow();
    const preview = await api.get<{ records: TTemplatePreview }>(
      `${base()}/template/2?personId=${ana.id}&locale=en-gb`,
      controller,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.records.html).toContain(ana.name);
    expect(preview.body.records.html).not.toContain("{{");
    expect(preview.body.records.cues.length).toBeGreaterThanOrEqual(3);
    expect(preview.body.records.source.html).toContain("{{link}}");
  });

  it("refuses a campaign that breaks a rule of spec §5, each with its code", async () => {
    const valid = {
      name: "November lure",
      campaignKind: "phishing",
      domain: domain.domainId,
      campaignTypeId: 1,
      surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING,
      templateId: 2,
      timeZone: "Europe/Madrid",
      startDate: at(60 * MINUTE),
      sendByDate: at(300 * MINUTE),
      endDate: at(3 * 24 * 60 * MINUTE),
      stakeholders: { type: "DEPARTMENTS", ids: [salesId] },
    };
    const refused = async (change: Record<string, unknown>) =>
      codeOf(await api.post(base(), { ...valid, ...change }, controller));
    expect(await refused({ templateId: null })).toBe("ND1019");
    expect(
      await refused({
        endDate: at(-MINUTE),
        startDate: at(-3 * 60 * MINUTE),
        sendByDate: at(-2 * 60 * MINUTE),
      }),
    ).toBe("ND1020");
    expect(await refused({ startDate: at(400 * MINUTE) })).toBe("ND1021");
    expect(await refused({ endDate: at(200 * MINUTE) })).toBe("ND1040");
    expect(await refused({ startDate: "2026-13-01 10:00:00" })).toBe("ND1045");
    expect(await refused({ sendByDate: "tomorrow" })).toBe("ND1044");
    expect(await refused({ endDate: "2026-12-01T10:00:00Z" })).toBe("ND1043");
    expect(await refused({ domain: null })).toBe("ND1046");
    expect(await refused({ domain: 999_999 })).toBe("ND1047");
    expect(await refused({ stakeholders: { type: "DEPARTMENTS", ids: [] } })).toBe("ND1018");
    expect(await refused({ stakeholders: { type: "DEPARTMENTS", ids: [999_999] } })).toBe("ND1000");
    expect(await refused({ templateId: 999 })).toBe("ND1000");
    expect(await refused({ surveyTypeId: SURVEYS.SURVEY_WELLGUARD_SMISHING })).toBe("ND1027");
    const emptyTag = await server.db
      .insertInto("tags")
      .values({ company_id: companyId, name: "Nobody yet" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await refused({ stakeholders: { type: "TAGS", ids: [emptyTag.id] } })).toBe("ND1032");
    expect(await server.db.selectFrom("campaigns").select("id").execute()).toEqual([]);
  });

  let campaign: TCampaign;

  it("sends each recipient's message at its own random time, DKIM-signed, never before it is due", async () => {
    const created = await api.post<{ records: TCampaign }>(
      base(),
      {
        name: "November lure",
        campaignKind: "phishing",
        domain: domain.domainId,
        campaignTypeId: 1,
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING,
        templateId: 2,
        timeZone: "Europe/Madrid",
        startDate: at(60 * MINUTE),
        sendByDate: at(300 * MINUTE),
        endDate: at(3 * 24 * 60 * MINUTE),
        stakeholders: { type: "DEPARTMENTS", ids: [salesId] },
      },
      controller,
    );
    expect(created.status).toBe(200);
    campaign = created.body.records;
    expect(campaign.status).toBe("scheduled");
    const recipients = campaign.totals.recipients;
    expect(recipients).toBeGreaterThan(1);
    const times = (
      await server.db
        .selectFrom("campaign_recipients")
        .select("scheduled_at")
        .where("campaign_id", "=", campaign.campaignId)
        .execute()
    ).map((r) => r.scheduled_at.getTime());
    const start = now + 60 * MINUTE;
    const end = now + 300 * MINUTE;
    for (const t of times) expect(t >= start && t < end).toBe(true);
    // Drawn, not all at once.
    expect(new Set(times).size).toBe(times.length);

    await server.app.flushCampaigns();
    expect(smtp.messages.length).toBe(0);
    let sent = 0;
    for (let clock = start - 30 * MINUTE; clock <= end; clock += 30 * MINUTE) {
      now = clock;
      await server.app.flushCampaigns();
      const due = times.filter((t) => t <= clock).length;
      expect(smtp.messages.length, `at ${new Date(clock).toISOString()}`).toBe(due);
      if (due > sent && due < recipients) {
        const running = await api.get<{ records: TCampaign }>(`${base()}/${campaign.campaignId}`, controller);
        expect(running.body.records.status).toBe("sending");
      }
      sent = due;
    }
    expect(smtp.messages.length).toBe(recipients);
    const after = await api.get<{ records: TCampaign }>(`${base()}/${campaign.campaignId}`, controller);
    expect(after.body.records).toMatchObject({ status: "running", totals: { sent: recipients, pending: 0 } });

    const raw = smtp.messages[0]?.raw ?? "";
    const parsed = await simpleParser(raw);
    expect(parsed.from?.value[0]?.address).toMatch(new RegExp(`@${HOST}$`));
    expect(parsed.headers.get("x-wellguard-simulation")).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(parsed.messageId).toMatch(new RegExp(`^<wg-${campaign.campaignId}-\\d+@${HOST}>$`));
    expect(parsed.html).toContain(`http://${HOST}/l/`);
    const [record] = [domain.dkimRecord];
    const result = await dkimVerify(Buffer.from(raw), {
      resolver: async (name: string, type: string) => {
        if (type === "TXT" && name === record?.name) return [[record.value]];
        throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      },
    });
    expect(result.results[0]?.status.result).toBe("pass");
  });

  async function linkOf(index: number) {
    const parsed = await simpleParser(smtp.messages[index]?.raw ?? "");
    const match = /http:\/\/secure-login\.test(\/l\/[A-Za-z0-9_-]+)/.exec(String(parsed.html));
    if (!match?.[1]) throw new Error("no tracking link");
    return { path: match[1], to: smtp.messages[index]?.to[0] ?? "" };
  }

  async function resultOf(email: string) {
    const list = await api.get<{ records: TCampaignRecipient[] }>(
      `${base()}/${campaign.campaignId}/interactions`,
      controller,
    );
    const found = list.body.records.find((r) => r.email === email);
    if (!found) throw new Error(`no recipient ${email}`);
    return found;
  }

  it("keeps scanner hits, HEAD requests, prefetches and unconfirmed hits apart from human clicks", async () => {
    const { path, to } = await linkOf(0);
    expect((await hostRequest(server.baseUrl, HOST, "HEAD", path)).status).toBe(200);
    expect(
      (
        await hostRequest(server.baseUrl, HOST, "GET", path, {
          headers: { "user-agent": "Mozilla/5.0 (compatible; Barracuda Sentinel)" },
        })
      ).status,
    ).toBe(200);
    await hostRequest(server.baseUrl, HOST, "GET", path, {
      headers: { "user-agent": BROWSER, "sec-purpose": "prefetch" },
    });
    // A plain HTTP client that fetches the page but never runs its script.
    await hostRequest(server.baseUrl, HOST, "GET", path, { headers: { "user-agent": BROWSER } });
    const result = await resultOf(to);
    expect(result.clickedAt).toBeNull();
    expect(result.automatedHits).toBe(4);
    expect(
      result.events
        .filter((e) => e.kind === "click")
        .map((e) => e.detail)
        .sort(),
    ).toEqual(["head", "prefetch", "scanner", "unconfirmed"]);
    const totals = (await api.get<{ records: TCampaign }>(`${base()}/${campaign.campaignId}`, controller))
      .body.records.totals;
    expect(totals).toMatchObject({ clicked: 0, automated: 1 });
  });

  it("counts a click confirmed by the landing page's script, and a submission by field names only", async () => {
    const { path, to } = await linkOf(1);
    now += 7 * MINUTE;
    const page = await hostRequest(server.baseUrl, HOST, "GET", path, { headers: { "user-agent": BROWSER } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script src="/s/landing.js"></script>');
    expect(page.text).not.toMatch(/<input[^>]* name=/);
    const hit = Number(/data-hit="(\d+)"/.exec(page.text)?.[1]);
    const json = { "user-agent": BROWSER, "content-type": "application/json" };
    // A confirmation for another recipient's hit does nothing.
    const other = await linkOf(2);
    await hostRequest(server.baseUrl, HOST, "POST", `${other.path}/confirm`, {
      headers: json,
      body: JSON.stringify({ hit }),
    });
    expect((await resultOf(other.to)).clickedAt).toBeNull();
    const confirm = await hostRequest(server.baseUrl, HOST, "POST", `${path}/confirm`, {
      headers: json,
      body: JSON.stringify({ hit }),
    });
    expect(confirm.status).toBe(204);
    const secret = `typed-${Date.now()}-Zq9`;
    const submitted = await hostRequest(server.baseUrl, HOST, "POST", `${path}/submit`, {
      headers: json,
      body: JSON.stringify({
        hit,
        fields: ["email", "password", "notAField"],
        password: secret,
        email: secret,
      }),
    });
    expect(submitted.status).toBe(204);
    const result = await resultOf(to);
    expect(result.clickedAt).not.toBeNull();
    expect(result.secondsToClick).toBeGreaterThan(0);
    expect(result.submittedFields).toEqual(["email", "password"]);
    expect(result.automatedHits).toBe(0);
    // The typed value is nowhere in the database.
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(server.db);
    for (const { table_name } of tables.rows) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)} t
        where t::text like ${`%${secret}%`}`.execute(server.db);
      expect(Number(rows[0]?.n), table_name).toBe(0);
    }
    const training = await hostRequest(server.baseUrl, HOST, "GET", `${path}/training`, {
      headers: { "user-agent": BROWSER },
    });
    expect(training.status).toBe(200);
    expect(training.text).toContain('data-testid="training"');
    expect(training.text).not.toContain(secret);
    // The person's phishing record: entered data on the fake page.
    const person = await server.db
      .selectFrom("people")
      .select("id")
      .where("email", "=", to)
      .executeTakeFirstOrThrow();
    const records = await server.db
      .selectFrom("profile_dimension_records")
      .select(["dimension_value", "vigence"])
      .where("person_id", "=", person.id)
      .where("survey_type_id", "=", SURVEYS.SURVEY_WELLGUARD_PHISHING)
      .orderBy("id")
      .execute();
    expect(records).toEqual([
      { dimension_value: 3, vigence: 0 },
      { dimension_value: 0, vigence: 1 },
    ]);
  });

  it("records every one of many concurrent hits, written in groups", async () => {
    const recipients = await server.db
      .selectFrom("campaign_recipients")
      .select(["id", "token", "automated_hits", "opened_at"])
      .where("campaign_id", "=", campaign.campaignId)
      .orderBy("id")
      .execute();
    const chosen = recipients.slice(0, 20);
    const counts = async () => {
      const { rows } = await sql<{ recipient_id: string; kind: string; n: number }>`
        select recipient_id::text, kind, count(*)::int as n from campaign_events
        where recipient_id in (${sql.join(chosen.map((r) => r.id))}) group by recipient_id, kind`.execute(
        server.db,
      );
      const of = (id: string, kind: string) =>
        rows.find((r) => r.recipient_id === String(id) && r.kind === kind)?.n ?? 0;
      return new Map(chosen.map((r) => [r.id, { clicks: of(r.id, "click"), opens: of(r.id, "open") }]));
    };
    const before = await counts();
    const pages = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        hostRequest(server.baseUrl, HOST, "GET", `/l/${chosen[i % chosen.length]?.token}`, {
          headers: { "user-agent": BROWSER },
        }),
      ),
    );
    const opens = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        hostRequest(server.baseUrl, HOST, "GET", `/o/${chosen[i % chosen.length]?.token}.gif`, {
          headers: { "user-agent": BROWSER },
        }),
      ),
    );
    expect(pages.map((p) => p.status)).toEqual(pages.map(() => 200));
    expect(opens.map((p) => p.status)).toEqual(opens.map(() => 200));
    const hits = pages.map((p) => Number(/data-hit="(\d+)"/.exec(p.text)?.[1]));
    expect(new Set(hits).size).toBe(200);
    await server.app.flushCampaigns();
    const after = await counts();
    const rows = await server.db
      .selectFrom("campaign_recipients")
      .select(["id", "automated_hits", "opened_at"])
      .where(
        "id",
        "in",
        chosen.map((r) => r.id),
      )
      .execute();
    // The campaign has fewer than 20 recipients (Sales): each got its share of the 200 and 40 hits.
    const share = (total: number, index: number) =>
      Math.floor(total / chosen.length) + (index < total % chosen.length ? 1 : 0);
    for (const [index, r] of chosen.entries()) {
      const row = rows.find((x) => x.id === r.id);
      expect(after.get(r.id)?.clicks).toBe((before.get(r.id)?.clicks ?? 0) + share(200, index));
      expect(after.get(r.id)?.opens).toBe((before.get(r.id)?.opens ?? 0) + share(40, index));
      expect(row?.automated_hits).toBe(r.automated_hits + share(200, index));
      expect(row?.opened_at).not.toBeNull();
    }
    const { rows: events } = await sql<{ id: string; detail: string | null }>`select id::text, detail
      from campaign_events where id in (${sql.join(hits)})`.execute(server.db);
    expect(events.length).toBe(200);
    expect(events.every((e) => e.detail === "unconfirmed")).toBe(true);
  });

  it("confirms a click sent right after the page's GET", async () => {
    const { path, to } = await linkOf(3);
    const json = { "user-agent": BROWSER, "content-type": "application/json" };
    const page = await hostRequest(server.baseUrl, HOST, "GET", path, { headers: { "user-agent": BROWSER } });
    const hit = Number(/data-hit="(\d+)"/.exec(page.text)?.[1]);
    const [confirm] = await Promise.all([
      hostRequest(server.baseUrl, HOST, "POST", `${path}/confirm`, {
        headers: json,
        body: JSON.stringify({ hit }),
      }),
      hostRequest(server.baseUrl, HOST, "GET", path, { headers: { "user-agent": BROWSER } }),
    ]);
    expect(confirm?.status).toBe(204);
    await server.app.flushCampaigns();
    const result = await resultOf(to);
    expect(result.clickedAt).not.toBeNull();
    const confirmed = result.events.filter((e) => e.kind === "click" && e.detail === null);
    expect(confirmed).toHaveLength(1);
  });

  it("records nothing for the cached token of a campaign deleted before it started", async () => {
    const created = await api.post<{ records: TCampaign }>(
      base(),
      {
        name: "Deleted soon",
        campaignKind: "phishing",
        domain: domain.domainId,
        campaignTypeId: 3,
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING,
        templateId: 7,
        timeZone: "Europe/Madrid",
        startDate: at(24 * 60 * MINUTE),
        stakeholders: { type: "DEPARTMENTS", ids: [salesId] },
      },
      controller,
    );
    const id = created.body.records.campaignId;
    const recipient = await server.db
      .selectFrom("campaign_recipients")
      .select(["id", "token"])
      .where("campaign_id", "=", id)
      .executeTakeFirstOrThrow();
    const get = () =>
      hostRequest(server.baseUrl, HOST, "GET", `/l/${recipient.token}`, {
        headers: { "user-agent": BROWSER },
      });
    expect((await get()).status).toBe(200);
    const deleted = await api.call<{ records: { outcome: string } }>("DELETE", `${base()}/${id}`, {
      token: controller,
    });
    expect(deleted.body.records.outcome).toBe("deleted");
    expect((await get()).status).toBe(404);
    await server.app.flushCampaigns();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from campaign_events
      where recipient_id = ${recipient.id}`.execute(server.db);
    expect(rows[0]?.n).toBe(0);
  });

  it("answers only tracking paths on the phishing host, and tracking paths only there", async () => {
    const { path } = await linkOf(0);
    expect((await hostRequest(server.baseUrl, HOST, "GET", "/api/v1/health")).status).toBe(404);
    expect((await hostRequest(server.baseUrl, HOST, "GET", "/")).status).toBe(404);
    expect((await hostRequest(server.baseUrl, "127.0.0.1", "GET", path)).status).toBe(404);
    const unknown = await hostRequest(server.baseUrl, HOST, "GET", "/l/AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(unknown.headers["content-type"]).toMatch(/^text\/plain/);
    const pixel = await hostRequest(server.baseUrl, HOST, "GET", `${path.replace("/l/", "/o/")}.gif`, {
      headers: { "user-agent": BROWSER },
    });
    expect(pixel.headers["content-type"]).toBe("image/gif");
  });

  it("cancels a running campaign (nothing more is sent) and deletes one that has not started", async () => {
    const later = await api.post<{ records: TCampaign }>(
      base(),
      {
        name: "Next month",
        campaignKind: "phishing",
        domain: domain.domainId,
        campaignTypeId: 3,
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING,
        templateId: 7,
        timeZone: "Europe/Madrid",
        startDate: at(24 * 60 * MINUTE),
        stakeholders: { type: "DEPARTMENTS", ids: [salesId] },
      },
      controller,
    );
    expect(later.body.records.endDate > later.body.records.sendByDate).toBe(true);
    const deleted = await api.call<{ records: { outcome: string } }>(
      "DELETE",
      `${base()}/${later.body.records.campaignId}`,
      {
        token: controller,
      },
    );
    expect(deleted.body.records.outcome).toBe("deleted");
    const running = await api.post<{ records: TCampaign }>(
      base(),
      {
        name: "Today",
        campaignKind: "phishing",
        domain: domain.domainId,
        campaignTypeId: 3,
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING,
        templateId: 7,
        timeZone: "Europe/Madrid",
        startDate: at(-MINUTE),
        sendByDate: at(10 * 60 * MINUTE),
        stakeholders: { type: "DEPARTMENTS", ids: [salesId] },
      },
      controller,
    );
    const id = running.body.records.campaignId;
    const before = smtp.messages.length;
    const cancelled = await api.call<{ records: { outcome: string } }>("DELETE", `${base()}/${id}`, {
      token: controller,
    });
    expect(cancelled.body.records.outcome).toBe("cancelled");
    now += 11 * 60 * MINUTE;
    await server.app.flushCampaigns();
    expect(smtp.messages.length).toBe(before);
    const shown = await api.get<{ records: TCampaign }>(`${base()}/${id}`, controller);
    expect(shown.body.records.status).toBe("cancelled");
    const again = await api.call("DELETE", `${base()}/${id}`, { token: controller });
    expect(codeOf(again)).toBe("ND1027");
  });

  it("shows the employee their own simulation once they acted on it, with its cues and lesson", async () => {
    const secops = await server.db
      .selectFrom("departments")
      .select("id")
      .where("company_id", "=", companyId)
      .where("name", "=", "Security Operations")
      .executeTakeFirstOrThrow();
    const created = await api.post<{ records: TCampaign }>(
      base(),
      {
        name: "Security team check",
        campaignKind: "phishing",
        domain: domain.domainId,
        campaignTypeId: 5,
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING,
        templateId: 16,
        timeZone: "Europe/Madrid",
        startDate: at(-MINUTE),
        sendByDate: at(MINUTE),
        stakeholders: { type: "DEPARTMENTS", ids: [secops.id] },
      },
      controller,
    );
    expect(created.status).toBe(200);
    now += 2 * MINUTE;
    await server.app.flushCampaigns();
    const employee = await api.token("employee");
    const before = await api.get<{ records: TUserSimulation[] }>("/api/v1/user/simulations", employee);
    expect(before.body.records).toEqual([]);
    const elena = await server.db
      .selectFrom("people")
      .select("email")
      .where("login", "=", "employee")
      .executeTakeFirstOrThrow();
    const index = smtp.messages.findIndex((m) => m.to.includes(elena.email ?? ""));
    const { path } = await linkOf(index);
    const page = await hostRequest(server.baseUrl, HOST, "GET", path, { headers: { "user-agent": BROWSER } });
    const hit = Number(/data-hit="(\d+)"/.exec(page.text)?.[1]);
    await hostRequest(server.baseUrl, HOST, "POST", `${path}/confirm`, {
      headers: { "user-agent": BROWSER, "content-type": "application/json" },
      body: JSON.stringify({ hit }),
    });
    const after = await api.get<{ records: TUserSimulation[] }>("/api/v1/user/simulations", employee);
    expect(after.body.records).toHaveLength(1);
    expect(after.body.records[0]).toMatchObject({ outcome: "clicked", level: 3, lever: "trust" });
    expect(after.body.records[0]?.cues.length).toBeGreaterThanOrEqual(3);
    expect(after.body.records[0]?.lesson.length).toBeGreaterThan(100);
  });
});
