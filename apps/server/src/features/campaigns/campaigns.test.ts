import {
  SURVEYS,
  type TCampaign,
  type TPhishingDomainAdmin,
  type TTemplatePreview,
  type TTemplateSummary,
  type TUserSimulation,
} from "@wellguard/contract";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import { dkimVerify } from "mailauth";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PHISHING_HOST } from "../../db/seed";
import {
  type CampaignServer,
  campaignBody,
  campaignsPath,
  demoCompanyId,
  departmentId,
  hitOf,
  hostRequest,
  MINUTE,
  phishingHost,
  recipientResult,
  startCampaignServer,
  testClock,
  trackingLinkOf,
} from "../../test/campaigns";
import { type ApiClient, codeOf, type TestServer, testDatabases } from "../../test/harness";

/*
 * Whole phishing campaigns over real HTTP and a real SMTP server (docs/phishing.md): the §5 rules and codes, the
 * randomised send times on a test clock, DKIM, scanner hits versus confirmed clicks, submissions without values
 * (in the database, the logs and the e-mails), the phishing host's separation, cancel and delete.
 */

const HOST = "secure-login.test";

describe.each(testDatabases())("phishing campaigns (%s)", (kind) => {
  const clock = testClock("2026-11-30T08:00:00Z");
  const { at } = clock;
  let product: CampaignServer;
  let server: TestServer;
  let api: ApiClient;
  let admin: string;
  let controller: string;
  let companyId: number;
  let salesId: number;
  let domain: TPhishingDomainAdmin;
  const base = () => campaignsPath(companyId);
  const phishing = () => phishingHost(server.baseUrl, HOST);
  /** A body for Sales from the suite's domain, sending between `start` and `sendBy` minutes from now. */
  const salesCampaign = (change: Record<string, unknown> = {}) =>
    campaignBody(
      {
        domain: domain.domainId,
        departmentIds: [salesId],
        startDate: at(60 * MINUTE),
        sendByDate: at(300 * MINUTE),
        endDate: at(3 * 24 * 60 * MINUTE),
      },
      change,
    );

  beforeAll(async () => {
    // Every log line is kept: the submission test searches them for the typed value.
    product = await startCampaignServer(kind, clock, { captureLogs: true });
    ({ server, api } = product);
    admin = await api.token("admin");
    controller = await api.token("controller");
    companyId = await demoCompanyId(server.db);
    salesId = await departmentId(server.db, companyId, "Sales");
  }, 60_000);

  afterAll(async () => {
    await product?.close();
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
    const refused = async (change: Record<string, unknown>) =>
      codeOf(await api.post(base(), salesCampaign(change), controller));
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
    const created = await api.post<{ records: TCampaign }>(base(), salesCampaign(), controller);
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
    const start = clock.now + 60 * MINUTE;
    const end = clock.now + 300 * MINUTE;
    for (const t of times) expect(t >= start && t < end).toBe(true);
    // Drawn, not all at once.
    expect(new Set(times).size).toBe(times.length);

    const { smtp } = product;
    await server.app.flushCampaigns();
    expect(smtp.messages.length).toBe(0);
    let sent = 0;
    for (let time = start - 30 * MINUTE; time <= end; time += 30 * MINUTE) {
      clock.now = time;
      await server.app.flushCampaigns();
      const due = times.filter((t) => t <= time).length;
      expect(smtp.messages.length, `at ${new Date(time).toISOString()}`).toBe(due);
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

  const linkOf = (index: number) => trackingLinkOf(product.smtp.messages[index], HOST);
  const resultOf = (email: string) => recipientResult(api, controller, companyId, campaign.campaignId, email);

  it("keeps scanner hits, HEAD requests, prefetches and unconfirmed hits apart from human clicks", async () => {
    const { path, to } = await linkOf(0);
    const host = phishing();
    expect((await host.request("HEAD", path)).status).toBe(200);
    expect(
      (await host.open(path, { "user-agent": "Mozilla/5.0 (compatible; Barracuda Sentinel)" })).status,
    ).toBe(200);
    await host.open(path, { "sec-purpose": "prefetch" });
    // A plain HTTP client that fetches the page but never runs its script.
    await host.open(path);
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
    const host = phishing();
    clock.now += 7 * MINUTE;
    const page = await host.open(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script src="/s/landing.js"></script>');
    expect(page.text).not.toMatch(/<input[^>]* name=/);
    const hit = hitOf(page);
    // A confirmation for another recipient's hit does nothing.
    const other = await linkOf(2);
    await host.confirm(other.path, hit);
    expect((await resultOf(other.to)).clickedAt).toBeNull();
    expect((await host.confirm(path, hit)).status).toBe(204);
    const secret = `typed-${Date.now()}-Zq9`;
    const submitted = await host.submit(path, {
      hit,
      fields: ["email", "password", "notAField"],
      password: secret,
      email: secret,
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
    const training = await host.open(`${path}/training`);
    expect(training.status).toBe(200);
    expect(training.text).toContain('data-testid="training"');
    expect(training.text).not.toContain(secret);
    // Nor in any log line, though the capture holds the submission's own request line (so this can fail) ...
    await server.app.flushCampaigns();
    expect(server.logs.some((line) => line.includes("/submit"))).toBe(true);
    expect(server.logs.filter((line) => line.includes(secret))).toEqual([]);
    // ... nor in any e-mail.
    expect(product.smtp.messages.filter((m) => m.raw.includes(secret))).toEqual([]);
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
    const host = phishing();
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
      Array.from({ length: 200 }, (_, i) => host.open(`/l/${chosen[i % chosen.length]?.token}`)),
    );
    const opens = await Promise.all(
      Array.from({ length: 40 }, (_, i) => host.open(`/o/${chosen[i % chosen.length]?.token}.gif`)),
    );
    expect(pages.map((p) => p.status)).toEqual(pages.map(() => 200));
    expect(opens.map((p) => p.status)).toEqual(opens.map(() => 200));
    const hits = pages.map(hitOf);
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
    const host = phishing();
    const hit = hitOf(await host.open(path));
    const [confirm] = await Promise.all([host.confirm(path, hit), host.open(path)]);
    expect(confirm?.status).toBe(204);
    await server.app.flushCampaigns();
    const result = await resultOf(to);
    expect(result.clickedAt).not.toBeNull();
    const confirmed = result.events.filter((e) => e.kind === "click" && e.detail === null);
    expect(confirmed).toHaveLength(1);
  });

  it("counts a message clicked with its images blocked as opened, so the funnel never narrows upwards", async () => {
    // A mail client that blocks images never loads the pixel; the person still opened the message to click.
    const recipient = await server.db
      .selectFrom("campaign_recipients")
      .select("id")
      .where("campaign_id", "=", campaign.campaignId)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("campaign_recipients")
      .set({ opened_at: null, clicked_at: new Date() })
      .where("id", "=", recipient.id)
      .execute();
    const { rows } = await sql<{ touched: number }>`select count(*)::int as touched from campaign_recipients
      where campaign_id = ${campaign.campaignId} and (opened_at is not null or clicked_at is not null
        or submitted_at is not null or reported_at is not null)`.execute(server.db);
    const shown = await api.get<{ records: TCampaign }>(`${base()}/${campaign.campaignId}`, controller);
    expect(shown.body.records.totals.opened).toBe(rows[0]?.touched);
    expect(shown.body.records.totals.opened).toBeGreaterThanOrEqual(shown.body.records.totals.clicked);
  });

  it("exports the recipients and their results as a spreadsheet in the caller's language", async () => {
    const download = async (language: string) => {
      const response = await fetch(`${server.baseUrl}${base()}/${campaign.campaignId}/export`, {
        headers: { authorization: `Bearer ${controller}`, "accept-language": language },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("spreadsheetml");
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await response.arrayBuffer());
      const sheet = book.worksheets[0];
      if (!sheet) throw new Error("no sheet");
      const rows: unknown[][] = [];
      sheet.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return { name: sheet.name, header: rows[0] ?? [], body: rows.slice(1) };
    };
    const shown = (await api.get<{ records: TCampaign }>(`${base()}/${campaign.campaignId}`, controller)).body
      .records;
    const english = await download("en-GB");
    expect(english.name).toBe("Recipients");
    expect(english.header.slice(0, 2)).toEqual(["Name", "E-mail"]);
    expect(english.header[6]).toBe("Clicked (person)");
    expect(english.body).toHaveLength(shown.totals.recipients);
    // Column 7 is the human click's time; 9, the names of the fields filled (never their values).
    expect(english.body.filter((r) => r[6] instanceof Date)).toHaveLength(shown.totals.clicked);
    const filled = english.body.filter((r) => typeof r[8] === "string" && r[8] !== "");
    expect(filled.length).toBe(shown.totals.submitted);
    expect(english.body.every((r) => ["Waiting", "Sent", "Failed", "Cancelled"].includes(String(r[3])))).toBe(
      true,
    );
    const polish = await download("pl");
    expect(polish.name).toBe("Odbiorcy");
    expect(polish.header[0]).toBe("Imię i nazwisko");
    expect(polish.body).toHaveLength(shown.totals.recipients);
  });

  /** A campaign of lure category 3 (template 7) for Sales that starts in `startInMinutes`. */
  const parcelCampaign = (name: string, startInMinutes: number, change: Record<string, unknown> = {}) =>
    campaignBody(
      { domain: domain.domainId, departmentIds: [salesId], startDate: at(startInMinutes * MINUTE) },
      { name, campaignTypeId: 3, templateId: 7, ...change },
    );

  it("files a campaign under its template's lure category, whatever filter the gallery showed", async () => {
    // The form's gallery sends its filter; "every category" is 7, but template 7 is a parcel lure (3).
    const created = await api.post<{ records: TCampaign }>(
      base(),
      parcelCampaign("Picked from every category", 24 * 60, { campaignTypeId: 7 }),
      controller,
    );
    expect(created.status).toBe(200);
    expect(created.body.records.campaignTypeId).toBe(3);
    const deleted = await api.call("DELETE", `${base()}/${created.body.records.campaignId}`, {
      token: controller,
    });
    expect(deleted.status).toBe(200);
  });

  it("records nothing for the cached token of a campaign deleted before it started", async () => {
    const created = await api.post<{ records: TCampaign }>(
      base(),
      parcelCampaign("Deleted soon", 24 * 60),
      controller,
    );
    const id = created.body.records.campaignId;
    const recipient = await server.db
      .selectFrom("campaign_recipients")
      .select(["id", "token"])
      .where("campaign_id", "=", id)
      .executeTakeFirstOrThrow();
    const get = () => phishing().open(`/l/${recipient.token}`);
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
    const host = phishing();
    expect((await host.request("GET", "/api/v1/health")).status).toBe(404);
    expect((await host.request("GET", "/")).status).toBe(404);
    expect((await hostRequest(server.baseUrl, "127.0.0.1", "GET", path)).status).toBe(404);
    const unknown = await host.request("GET", "/l/AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(unknown.headers["content-type"]).toMatch(/^text\/plain/);
    const pixel = await host.open(`${path.replace("/l/", "/o/")}.gif`);
    expect(pixel.headers["content-type"]).toBe("image/gif");
  });

  it("cancels a running campaign (nothing more is sent) and deletes one that has not started", async () => {
    const later = await api.post<{ records: TCampaign }>(
      base(),
      parcelCampaign("Next month", 24 * 60),
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
      parcelCampaign("Today", -1, { sendByDate: at(10 * 60 * MINUTE) }),
      controller,
    );
    const id = running.body.records.campaignId;
    const before = product.smtp.messages.length;
    const cancelled = await api.call<{ records: { outcome: string } }>("DELETE", `${base()}/${id}`, {
      token: controller,
    });
    expect(cancelled.body.records.outcome).toBe("cancelled");
    clock.now += 11 * 60 * MINUTE;
    await server.app.flushCampaigns();
    expect(product.smtp.messages.length).toBe(before);
    const shown = await api.get<{ records: TCampaign }>(`${base()}/${id}`, controller);
    expect(shown.body.records.status).toBe("cancelled");
    const again = await api.call("DELETE", `${base()}/${id}`, { token: controller });
    expect(codeOf(again)).toBe("ND1027");
  });

  it("shows the employee their own simulation once they acted on it, with its cues and lesson", async () => {
    const secops = await departmentId(server.db, companyId, "Security Operations");
    const created = await api.post<{ records: TCampaign }>(
      base(),
      campaignBody(
        { domain: domain.domainId, departmentIds: [secops], startDate: at(-MINUTE), sendByDate: at(MINUTE) },
        { name: "Security team check", campaignTypeId: 5, templateId: 16 },
      ),
      controller,
    );
    expect(created.status).toBe(200);
    clock.now += 2 * MINUTE;
    await server.app.flushCampaigns();
    const employee = await api.token("employee");
    const before = await api.get<{ records: TUserSimulation[] }>("/api/v1/user/simulations", employee);
    expect(before.body.records).toEqual([]);
    const elena = await server.db
      .selectFrom("people")
      .select("email")
      .where("login", "=", "employee")
      .executeTakeFirstOrThrow();
    const index = product.smtp.messages.findIndex((m) => m.to.includes(elena.email ?? ""));
    const { path } = await linkOf(index);
    await phishing().click(path);
    const after = await api.get<{ records: TUserSimulation[] }>("/api/v1/user/simulations", employee);
    expect(after.body.records).toHaveLength(1);
    expect(after.body.records[0]).toMatchObject({ outcome: "clicked", level: 3, lever: "trust" });
    expect(after.body.records[0]?.cues.length).toBeGreaterThanOrEqual(3);
    expect(after.body.records[0]?.lesson.length).toBeGreaterThan(100);
  });
});
