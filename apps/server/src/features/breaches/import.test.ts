import type { TBreachImportResult, TBreachMonitor } from "@wellguard/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  type ApiResponse,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { importBreaches } from "./import";
import { sendPendingBreachMail } from "./notify";
import { BREACH_EXPOSURE } from "./store";
import { addBreachCompany } from "./test-fixtures";

/* Breach files (import.ts) over HTTP: the checks, the all-or-nothing rule, what is kept and dropped. */

type Refused = {
  records: {
    applicationCode: string;
    field?: string;
    refusals?: { row?: number; column?: string; applicationCode: string; message: string }[];
  };
};
type Imported = { records: TBreachImportResult };
const DOMAIN = "democorp.example";

describe.each(testDatabases())("breach import (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let controller: string;
  let employee: string;
  let demoId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    controller = await api.token("controller");
    employee = await api.token("employee");
    demoId = (
      await server.db
        .selectFrom("companies")
        .select("id")
        .where("name", "=", "Demo Corp")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => server?.close());

  async function upload(
    text: string,
    name = "breaches.csv",
    token = controller,
  ): Promise<ApiResponse<Imported & Refused>> {
    const form = new FormData();
    form.append("file", new Blob([text]), name);
    const response = await fetch(`${server.baseUrl}/api/v1/controller/breaches/${demoId}/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Imported & Refused,
    };
  }

  /** Rows that would change if a refused file wrote anything (once the e-mails of earlier imports are out). */
  async function footprint() {
    await server.app.flushBreachMonitor();
    const { rows } = await sql<{ breaches: number; exposures: number; outbox: number }>`
      select (select count(*)::int from breaches where company_id = ${demoId}) as breaches,
        (select count(*)::int from breach_exposures where company_id = ${demoId}) as exposures,
        (select count(*)::int from outbox) as outbox`.execute(server.db);
    return rows[0];
  }

  it("imports a CSV: keeps the company's people in its domains, drops and counts the rest, e-mails once", async () => {
    const csv = [
      "Email,Breach,Breach_Date,Data_Classes,Title",
      `employee@${DOMAIN},WgImportShop,2025-06-01,Email addresses;Passwords,Fictional Shop`,
      `MKaminski@${DOMAIN},WgImportShop,2025-06-01,Email addresses;Names,`,
      `former.staff@${DOMAIN},WgImportShop,2025-06-01,Email addresses,`,
      "employee@gmail.example,WgImportShop,2025-06-01,Email addresses,",
      `employee@${DOMAIN},WgImportForum,,Usernames,`,
    ].join("\n");
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(res.body.records).toEqual({ rows: 5, kept: 3, dropped: 2, newBreaches: 2, newExposures: 3 });

    const shop = await server.db
      .selectFrom("breaches")
      .select(["title", "source", "data_classes", "company_id"])
      .where("name", "=", "WgImportShop")
      .executeTakeFirstOrThrow();
    // The first title given wins; the data classes of every row add up.
    expect(shop).toEqual({
      title: "Fictional Shop",
      source: "import",
      data_classes: ["Email addresses", "Passwords", "Names"],
      company_id: demoId,
    });
    const monitor = await api.get<{ records: TBreachMonitor }>(
      `/api/v1/controller/breaches/${demoId}/monitor`,
      controller,
    );
    expect(monitor.body.records.lastImportAt).not.toBeNull();
    // The e-mails leave after the import's commit, from the breach monitor's worker (notify.ts).
    await server.app.flushBreachMonitor();
    const { rows: mail } = await sql<{ recipient: string }>`
      select recipient from outbox where text_body like '%Fictional Shop%' order by recipient`.execute(
      server.db,
    );
    expect(mail.map((m) => m.recipient)).toEqual([`employee@${DOMAIN}`, `mkaminski@${DOMAIN}`]);
    const audit = await server.db
      .selectFrom("audit_events")
      .select(["action", "after"])
      .where("entity_type", "=", "breach_imports")
      .where("company_id", "=", demoId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.after)).toContain("breaches.csv");

    // The same file again: nothing new, no second e-mail.
    const before = await footprint();
    const again = await upload(csv);
    expect(again.body.records).toEqual({ rows: 5, kept: 3, dropped: 2, newBreaches: 0, newExposures: 0 });
    expect(await footprint()).toEqual(before);
  });

  it("imports a JSON array of records", async () => {
    const json = JSON.stringify([
      {
        email: `jgarcia@${DOMAIN}`,
        breach: "WgImportJson",
        breachDate: "2024-02-29",
        dataClasses: ["Email addresses", "Passwords"],
        title: "Fictional JSON breach",
        domain: "json-breach.example",
        description: "Made up.\nTwo lines.",
      },
      { email: `jgarcia@other.example`, breach: "WgImportJson", breachDate: "2024-02-29", dataClasses: [] },
    ]);
    const res = await upload(json, "breaches.json");
    expect(res.status).toBe(200);
    expect(res.body.records).toEqual({ rows: 2, kept: 1, dropped: 1, newBreaches: 1, newExposures: 1 });
  });

  it("refuses row errors with ND1012, each row's column and code, and writes nothing", async () => {
    const before = await footprint();
    const csv = [
      "email,breach,breach_date,data_classes",
      `employee@${DOMAIN},WgImportBad,2025-01-01,Passwords`, // valid, yet not written
      `not-an-address,WgImportBad,2025-01-01,Passwords`,
      `employee@${DOMAIN},,2025-01-01,Passwords`,
      `employee@${DOMAIN},WgImportBad,2025-02-30,Passwords`,
      `employee@${DOMAIN},WgImportBad,2999-01-01,Passwords`,
      `employee@${DOMAIN},WgImportBad,2025-01-01,Passwords,extra`,
    ].join("\n");
    const res = await upload(csv);
    expect(res.status).toBe(412);
    expect(codeOf(res)).toBe("ND1012");
    expect(res.body.records.refusals?.map((r) => [r.row, r.column, r.applicationCode])).toEqual([
      [3, "email", "ND1041"],
      [4, "breach", "ND1018"],
      [5, "breach_date", "ND1027"],
      [6, "breach_date", "ND1027"],
      [7, "5", "ND1014"],
    ]);
    expect(await footprint()).toEqual(before);
  });

  it("refuses JSON records of the wrong types row by row", async () => {
    const json = JSON.stringify([
      { email: `employee@${DOMAIN}`, breach: "WgImportBad", breachDate: "2025-01-01", dataClasses: [1] },
      { email: 42, breach: "WgImportBad", breachDate: "2025-01-01", dataClasses: "Passwords" },
      "not a record",
      {
        email: `employee@${DOMAIN}`,
        breach: "WgImportBad",
        breachDate: "2025-01-01",
        dataClasses: [],
        colour: 1,
      },
    ]);
    const res = await upload(json, "b.json");
    expect(codeOf(res)).toBe("ND1012");
    expect(res.body.records.refusals?.map((r) => [r.row, r.column, r.applicationCode])).toEqual([
      [1, "data_classes", "ND1027"],
      [2, "email", "ND1027"],
      [3, "", "ND1014"],
      [4, "colour", "ND1014"],
    ]);
  });

  it("refuses a wrong structure with ND1014", async () => {
    const header = await upload("email,breach,date,title\nx@democorp.example,A,2025-01-01,T");
    expect(codeOf(header)).toBe("ND1014");
    expect(header.body.records.refusals?.map((r) => [r.column, r.message])).toEqual([
      ["date", "unknown"],
      ["breach_date", "missing"],
      ["data_classes", "missing"],
    ]);
    const twice = await upload("email,EMAIL,breach,breach_date,data_classes\n");
    expect(twice.body.records.refusals?.map((r) => [r.column, r.message])).toEqual([["EMAIL", "duplicated"]]);
    for (const [text, field] of [
      ['{"email": "x@democorp.example"}', "file.structure"],
      ["[{", "file.unreadable"],
      ["", "file.empty"],
      ["  \n\n", "file.empty"],
      ["a\u0000b", "file.type"],
    ]) {
      const res = await upload(text as string, "b.json");
      expect([res.status, codeOf(res), res.body.records.field]).toEqual([412, "ND1014", field]);
    }
  });

  it("accepts a header-only file, and refuses a form without the file or from someone who is not a controller", async () => {
    const empty = await upload("email;breach;breach_date;data_classes\n");
    expect(empty.body.records).toEqual({ rows: 0, kept: 0, dropped: 0, newBreaches: 0, newExposures: 0 });
    const noForm = await api.post(`/api/v1/controller/breaches/${demoId}/import`, {}, controller);
    expect([noForm.status, codeOf(noForm)]).toEqual([412, "ND1018"]);
    const asEmployee = await upload("email,breach,breach_date,data_classes\n", "b.csv", employee);
    expect(asEmployee.status).toBe(403);
  });

  it("refuses a company without the ABS service (403 NF1003)", async () => {
    await server.db
      .updateTable("companies")
      .set({ services: sql`array_remove(services, 5)` })
      .where("id", "=", demoId)
      .execute();
    try {
      const res = await upload("email,breach,breach_date,data_classes\n");
      expect([res.status, codeOf(res)]).toEqual([403, "NF1003"]);
    } finally {
      await server.db
        .updateTable("companies")
        .set({ services: sql`array_append(services, 5)` })
        .where("id", "=", demoId)
        .execute();
    }
  });

  it("imports many rows in one go (the function the bench calls), linear and without per-row queries", async () => {
    const company = await addBreachCompany(server.db, "bulkimport", {
      logins: Array.from({ length: 50 }, (_, i) => `p${i}`),
      services: [5],
    });
    const lines = ["email,breach,breach_date,data_classes"];
    for (let i = 0; i < 20_000; i++) {
      lines.push(`p${i % 60}@${company.domain},WgBulk${i % 400},2025-01-01,Email addresses;Passwords`);
    }
    const result = await importBreaches(
      server.db,
      company.company,
      Buffer.from(lines.join("\n")),
      "bulk.csv",
      new Date(),
    );
    // p50-p59 are nobody: 333 rounds of 60 rows, 10 of them each.
    expect(result.rows).toBe(20_000);
    expect(result.dropped).toBe(3_330);
    expect(result.kept + result.dropped).toBe(20_000);
    expect(result.newBreaches).toBe(400);
    await server.app.flushBreachMonitor();
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from outbox where recipient like ${`%@${company.domain}`}`.execute(server.db);
    expect(rows[0]?.n).toBe(50);
  });

  it("an import's e-mails and level records wait in the exposures (notified_at null) until the worker, once", async () => {
    const company = await addBreachCompany(server.db, "mailafter", {
      logins: Array.from({ length: 7 }, (_, i) => `m${i}`),
      services: [5],
    });
    const lines = ["email,breach,breach_date,data_classes"];
    for (let i = 0; i < 7; i++) lines.push(`m${i}@${company.domain},WgMailAfter,2025-01-01,Passwords`);
    lines.push(`m0@${company.domain},WgMailAfterToo,2025-01-01,Usernames`);
    // The function behind the route, without the route's kick: as if the instance stopped right after the commit.
    const result = await importBreaches(
      server.db,
      company.company,
      Buffer.from(lines.join("\n")),
      "m.csv",
      new Date(),
    );
    expect(result.newExposures).toBe(8);
    const state = async () => {
      const { rows } = await sql<{ untold: number; mails: number; recipients: number; levels: number[] }>`
        select (select count(*)::int from breach_exposures where company_id = ${company.company}
            and notified_at is null) as untold,
          (select coalesce(array_agg(r.dimension_value_extra::int order by r.person_id), '{}') from profile_dimension_records r
            where r.company_id = ${company.company} and r.dimension_id = ${BREACH_EXPOSURE} and r.vigence = 1) as levels,
          (select count(*)::int from outbox where recipient like ${`%@${company.domain}`}) as mails,
          (select count(distinct recipient)::int from outbox where recipient like ${`%@${company.domain}`}) as recipients`.execute(
        server.db,
      );
      return rows[0];
    };
    expect(await state()).toEqual({ untold: 8, mails: 0, recipients: 0, levels: [] });

    // Two workers at once (two instances), in batches of two people: each person is told once, in one e-mail, and
    // gets one current level record (level 2: one leaked password not changed).
    const options = { repoRoot: server.config.repoRoot, publicUrl: server.config.publicUrl };
    const sent = await Promise.all([
      sendPendingBreachMail(server.db, options, 2),
      sendPendingBreachMail(server.db, options, 2),
    ]);
    expect(sent[0] + sent[1]).toBe(7);
    expect(await state()).toEqual({ untold: 0, mails: 7, recipients: 7, levels: [2, 2, 2, 2, 2, 2, 2] });
    const { rows: m0 } = await sql<{ text_body: string }>`
      select text_body from outbox where recipient = ${`m0@${company.domain}`}`.execute(server.db);
    expect(m0[0]?.text_body).toContain("WgMailAfterToo");

    // The tick again: nothing left to tell.
    await server.app.flushBreachMonitor();
    expect(await state()).toEqual({ untold: 0, mails: 7, recipients: 7, levels: [2, 2, 2, 2, 2, 2, 2] });
  });
});
