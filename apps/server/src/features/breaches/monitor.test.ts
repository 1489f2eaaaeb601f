import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { TBreachMonitor } from "@wellguard/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { FAKE_HIBP_KEY, type FakeHibp, fakeBreach, startFakeHibp } from "../../test/hibp";
import { HIBP_USER_AGENT } from "./hibp";
import { addBreachCompany } from "./test-fixtures";

/*
 * The daily Have I Been Pwned check end to end: the controller's "check now" over HTTP, the monitor calling a
 * local server that answers as HIBP API v3, the exposures and e-mails it leaves in the database.
 */

type Monitor = { records: TBreachMonitor };
const DOMAIN = "democorp.example";
/** Made-up breach names, so whatever the demo's own breach file holds never shifts a count here. */
const ACME = "WgTestAcme";
const GLOBEX = "WgTestGlobex";

function subjectIn(repoRoot: string, locale: string): string {
  const json = JSON.parse(
    readFileSync(join(repoRoot, "packages", "contract", "locales", `${locale}.json`), "utf8"),
  );
  return json.email.breachFound.subject as string;
}

describe.each(testDatabases())("breach monitor with Have I Been Pwned (%s database)", (kind) => {
  let hibp: FakeHibp;
  let server: TestServer;
  let api: ApiClient;
  let controller: string;
  let demoId: number;
  let elsewhereId: number;

  beforeAll(async () => {
    hibp = await startFakeHibp({
      breaches: [
        fakeBreach(ACME),
        fakeBreach(GLOBEX, { DataClasses: ["Email addresses", "Names"], BreachDate: "2024-11-02" }),
        fakeBreach("WgTestUnrelated"),
      ],
      domains: {
        [DOMAIN]: {
          employee: [ACME],
          mkaminski: [ACME, GLOBEX],
          ajimenez: [GLOBEX],
          // An alias of nobody in the company: dropped.
          "former.staff": [ACME],
        },
        // Another company's domain: never searched for Demo Corp.
        "elsewhere.example": { ann: [ACME] },
      },
    });
    server = await startTestServer(kind, { hibp: { apiKey: FAKE_HIBP_KEY, apiUrl: hibp.url } });
    api = apiClient(server.baseUrl);
    controller = await api.token("controller");
    const demo = await server.db
      .selectFrom("companies")
      .select("id")
      .where("name", "=", "Demo Corp")
      .executeTakeFirstOrThrow();
    demoId = demo.id;
    elsewhereId = (await addBreachCompany(server.db, "elsewhere", { logins: ["ann"], services: [5] }))
      .company;
  });
  afterAll(async () => {
    await server?.close();
    await hibp?.close();
  });

  async function exposures(companyId = demoId) {
    const { rows } = await sql<{ login: string; breach: string; notified: boolean; company_id: number }>`
      select p.login, b.name as breach, e.notified_at is not null as notified, e.company_id
      from breach_exposures e join people p on p.id = e.person_id join breaches b on b.id = e.breach_id
      where b.name like 'WgTest%' and e.company_id = ${companyId} order by p.login, b.name`.execute(
      server.db,
    );
    return rows;
  }

  async function breachMail() {
    const { rows } = await sql<{ recipient: string; subject: string; text_body: string }>`
      select recipient, subject, text_body from outbox where text_body like '%/breaches%' and text_body like '%WgTest%'
        and recipient like ${`%@${DOMAIN}`} order by recipient, id`.execute(server.db);
    return rows;
  }

  async function checkNow() {
    const res = await api.post<Monitor>(`/api/v1/controller/breaches/${demoId}/check`, {}, controller);
    expect(res.status).toBe(200);
    await server.app.flushBreachMonitor();
    return res;
  }

  it("shows the monitor: configured, the company's domains", async () => {
    const res = await api.get<Monitor>(`/api/v1/controller/breaches/${demoId}/monitor`, controller);
    expect(res.status).toBe(200);
    expect(res.body.records.hibpConfigured).toBe(true);
    expect(res.body.records.domains).toEqual([DOMAIN]);
  });

  it("check now: exposures for the company's people in its domains only, e-mails in each person's language", async () => {
    const before = hibp.requests.length;
    const res = await checkNow();
    expect(Date.parse(res.body.records.nextCheckAt ?? "")).toBeLessThanOrEqual(Date.now());

    expect(await exposures()).toEqual([
      { login: "ajimenez", breach: GLOBEX, notified: true, company_id: demoId },
      { login: "employee", breach: ACME, notified: true, company_id: demoId },
      { login: "mkaminski", breach: ACME, notified: true, company_id: demoId },
      { login: "mkaminski", breach: GLOBEX, notified: true, company_id: demoId },
    ]);
    // The other company's check, in the same round, found its own person under its own company.
    expect(await exposures(elsewhereId)).toEqual([
      { login: "elsewhere-ann", breach: ACME, notified: true, company_id: elsewhereId },
    ]);
    // The HIBP breach is kept as plain text, and in the shared catalogue.
    const acme = await server.db
      .selectFrom("breaches")
      .select(["company_id", "source", "title", "description", "data_classes"])
      .where("name", "=", ACME)
      .executeTakeFirstOrThrow();
    expect(acme).toMatchObject({ company_id: null, source: "hibp", title: `${ACME} (fictional)` });
    expect(acme.description).not.toMatch(/[<>]/);

    const seen = hibp.requests.slice(before);
    const searched = seen.filter((r) => r.path.startsWith("/api/v3/breacheddomain/")).map((r) => r.path);
    expect(searched.some((p) => p.endsWith(`/${DOMAIN}`))).toBe(true);
    expect(searched.some((p) => p.endsWith("/elsewhere.example"))).toBe(true); // the other company's own check
    expect(seen.filter((r) => r.path === "/api/v3/breaches")).toHaveLength(1); // once per round
    for (const r of seen) {
      expect(r.headers["user-agent"]).toBe(HIBP_USER_AGENT);
      expect(r.headers["hibp-api-key"]).toBe(FAKE_HIBP_KEY);
    }

    const mail = await breachMail();
    const root = server.config.repoRoot;
    expect(mail.map((m) => [m.recipient, m.subject])).toEqual([
      // No language of his own: the company's (es-es).
      [`ajimenez@${DOMAIN}`, subjectIn(root, "es-es")],
      [`employee@${DOMAIN}`, subjectIn(root, "es-es")],
      [`mkaminski@${DOMAIN}`, subjectIn(root, "pl")],
    ]);
    const kaminski = mail.find((m) => m.recipient.startsWith("mkaminski"))?.text_body ?? "";
    expect(kaminski).toContain(`"${ACME} (fictional)"`);
    expect(kaminski).toContain(`"${GLOBEX} (fictional)"`);
    expect(kaminski).toContain("http://wellguard.test/breaches");

    const status = await api.get<Monitor>(`/api/v1/controller/breaches/${demoId}/monitor`, controller);
    expect(status.body.records.lastOutcome).toBe("ok");
    const last = Date.parse(status.body.records.lastCheckAt ?? "");
    expect(Date.parse(status.body.records.nextCheckAt ?? "") - last).toBe(24 * 60 * 60 * 1000);
  });

  it("checking again finds nothing new: no duplicate exposures, no second e-mail", async () => {
    const exposed = await exposures();
    const mail = await breachMail();
    await checkNow();
    expect(await exposures()).toEqual(exposed);
    expect(await breachMail()).toEqual(mail);
  });

  it("a new breach of the same person sends one e-mail naming only it", async () => {
    hibp.domains = {
      ...hibp.domains,
      [DOMAIN]: { ...hibp.domains[DOMAIN], employee: [ACME, "WgTestUnrelated"] },
    };
    const before = (await breachMail()).length;
    await checkNow();
    const mail = await breachMail();
    expect(mail).toHaveLength(before + 1);
    const last = mail.filter((m) => m.recipient === `employee@${DOMAIN}`).at(-1)?.text_body ?? "";
    expect(last).toContain('"WgTestUnrelated (fictional)"');
    expect(last).not.toContain(`"${ACME} (fictional)"`);
  });

  it("leaves a check another instance is running alone, and takes over one that crashed", async () => {
    const past = new Date(Date.now() - 60_000);
    await server.db
      .updateTable("breach_monitors")
      .set({ running_since: new Date(), next_check_at: past })
      .where("company_id", "=", demoId)
      .execute();
    const before = hibp.requests.length;
    await server.app.flushBreachMonitor();
    expect(hibp.requests.slice(before).some((r) => r.path.endsWith(`/${DOMAIN}`))).toBe(false);
    const running = await api.get<Monitor>(`/api/v1/controller/breaches/${demoId}/monitor`, controller);
    expect(running.body.records.lastOutcome).toBe("running");

    await server.db
      .updateTable("breach_monitors")
      .set({ running_since: new Date(Date.now() - 2 * 60 * 60_000) })
      .where("company_id", "=", demoId)
      .execute();
    await server.app.flushBreachMonitor();
    expect(hibp.requests.slice(before).some((r) => r.path.endsWith(`/${DOMAIN}`))).toBe(true);
    const done = await api.get<Monitor>(`/api/v1/controller/breaches/${demoId}/monitor`, controller);
    expect(done.body.records.lastOutcome).toBe("ok");
  });

  it("records a refused key as unauthorised", async () => {
    hibp.apiKey = "another-key";
    try {
      const res = await checkNow();
      expect(res.status).toBe(200);
      const status = await api.get<Monitor>(`/api/v1/controller/breaches/${demoId}/monitor`, controller);
      expect(status.body.records.lastOutcome).toBe("unauthorised");
    } finally {
      hibp.apiKey = FAKE_HIBP_KEY;
    }
  });

  it("refuses check now for a company without domains (412 ND1046)", async () => {
    await server.db.deleteFrom("company_domains").where("company_id", "=", demoId).execute();
    const res = await api.post(`/api/v1/controller/breaches/${demoId}/check`, {}, controller);
    expect(res.status).toBe(412);
    expect(codeOf(res)).toBe("ND1046");
  });
});

describe("breach monitor without HIBP_API_KEY", () => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer("embedded");
    api = apiClient(server.baseUrl);
  });
  afterAll(async () => server?.close());

  it("says HIBP is not configured and refuses check now with 412 ND1027 (field hibp)", async () => {
    const controller = await api.token("controller");
    const { id } = await server.db
      .selectFrom("companies")
      .select("id")
      .where("name", "=", "Demo Corp")
      .executeTakeFirstOrThrow();
    const status = await api.get<Monitor>(`/api/v1/controller/breaches/${id}/monitor`, controller);
    expect(status.body.records).toMatchObject({
      hibpConfigured: false,
      nextCheckAt: null,
      domains: [DOMAIN],
    });
    const res = await api.post<{ records: { field?: string } }>(
      `/api/v1/controller/breaches/${id}/check`,
      {},
      controller,
    );
    expect(res.status).toBe(412);
    expect(codeOf(res)).toBe("ND1027");
    expect(res.body.records.field).toBe("hibp");
  });
});
