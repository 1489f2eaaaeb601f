import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  DIMENSION_ELEMENTS as D,
  SURVEYS as S,
  type TDashboardOverview,
  type TReport,
  type TReportSchedule,
} from "@wellguard/contract";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRepoRoot } from "../../config";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { pngBytes } from "../../test/png";
import { addCompany, addDepartment, addPerson } from "../controller-stakeholders/test-fixtures";
import { runDueReports } from "./store";

/*
 * Reports (docs/reports.md): made from the overall dashboard of the period and department, kept, downloaded again
 * as they were; the PDF's text read back with pdftotext (Debian's poppler-utils), the spreadsheet with ExcelJS;
 * the monthly schedule run as the mail worker runs it. Company "Sierra" (UTC): Ops (o1 o2 o3) and Sales (s1 s2).
 */

const V1 = "/api/v1";
const dir = mkdtempSync(join(tmpdir(), "wellguard-report-"));

/**
 * The text of a PDF, as pdftotext reads it (layout kept, so a table row stays on one line), with each run of
 * spaces and line breaks made one space (a title may wrap).
 */
function pdfText(bytes: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe.each(testDatabases())("reports (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let boss = "";
  const id: Record<string, number> = {};
  const base = () => `${V1}/controller/reports/${id.sierra}`;
  const download = async (reportId: number, format: string) => {
    const res = await fetch(`${server.baseUrl}${base()}/${reportId}/${format}`, {
      headers: { authorization: `Bearer ${boss}` },
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    const db = server.db;
    id.sierra = await addCompany(db, { name: "Sierra Łódź", domain: "sierra.test", services: [1, 2, 3] });
    await db.updateTable("companies").set({ time_zone: "UTC" }).where("id", "=", id.sierra).execute();
    await db
      .insertInto("company_logos")
      .values({ company_id: id.sierra, content_type: "image/png", bytes: pngBytes(), sha256: "test" })
      .execute();
    id.tango = await addCompany(db, { name: "Tango", domain: "tango.test", services: [1, 2, 3] });
    id.ops = await addDepartment(db, id.sierra, "Ops");
    id.sales = await addDepartment(db, id.sierra, "Sales");
    id.tangoDept = await addDepartment(db, id.tango, "Tango Ops");
    for (const [login, departmentId] of [
      ["o1", id.ops],
      ["o2", id.ops],
      ["o3", id.ops],
      ["s1", id.sales],
      ["s2", id.sales],
    ] as const)
      id[login] = await addPerson(db, {
        companyId: id.sierra,
        login: `sierra-${login}`,
        name: login,
        surname: "Sierra",
        departmentId,
      });
    id.boss = await addPerson(db, {
      companyId: id.sierra,
      login: "sierra-boss",
      name: "Boss",
      surname: "Sierra",
      email: "boss@sierra.test",
      profiles: [["CONTROLLER", id.sierra]],
      canSignIn: true,
    });
    boss = await api.token("sierra-boss");
    // Awareness 4, 6, 8 in Ops and 5, 7 in Sales on 10 March: the company's mean is 6.
    for (const [login, value] of [
      ["o1", 4],
      ["o2", 6],
      ["o3", 8],
      ["s1", 5],
      ["s2", 7],
    ] as const)
      await sql`insert into profile_dimension_records (person_id, company_id, department_id, survey_type_id,
          dimension_id, dimension_value, start_date, vigence)
        select id, company_id, department_id, ${S.SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL}, ${D.DIMENSION_CYBER_RESULTS},
          ${value}, '2026-03-10T10:00:00Z', 1 from people where id = ${id[login] ?? 0}`.execute(db);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("makes a report in the caller's language, keeps it, and gives back the same files", async () => {
    const res = await api.call<{ records: TReport }>("POST", base(), {
      token: boss,
      headers: { "accept-language": "en-GB" },
      body: { from: "2026-01-01", to: "2026-06-30" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.records;
    expect(report).toMatchObject({
      from: "2026-01-01",
      to: "2026-06-30",
      scheduled: false,
      departmentId: null,
    });
    expect(report.createdBy).toBe("Boss Sierra");
    const list = await api.get<{ records: TReport[] }>(base(), boss);
    expect(list.body.records.map((r) => r.reportId)).toEqual([report.reportId]);

    const pdf = await download(report.reportId, "pdf");
    expect(pdf.res.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.res.headers.get("content-disposition")).toBe(
      'attachment; filename="wellguard-report-sierra-lodz-2026-01-01-2026-06-30.pdf"',
    );
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.bytes.length).toBe(report.pdfBytes);
    const text = pdfText(pdf.bytes);
    expect(text).toContain("Security and wellbeing report");
    expect(text).toContain("Sierra Łódź");
    expect(text).toContain("Awareness level: 6 out of 10");
    expect(text).toMatch(/ Ops 3 /);
    expect(text).toContain("Page 1 of");
    // Downloaded again: the same bytes (the report is kept, not made again).
    expect((await download(report.reportId, "pdf")).bytes.equals(pdf.bytes)).toBe(true);

    const xlsx = await download(report.reportId, "xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      "Summary",
      "Evolution",
      "Risk levels",
      "Score bands",
      "Departments",
      "Action plan",
    ]);
    const overview = await api.get<{ records: TDashboardOverview }>(
      `${V1}/controller/dashboards/${id.sierra}/overview?from=2026-01-01&to=2026-06-30`,
      boss,
    );
    const departments = book.getWorksheet("Departments");
    const rows = (departments?.getSheetValues() ?? []).slice(2, 2 + overview.body.records.departments.length);
    expect(rows.map((row) => (Array.isArray(row) ? [row[1], row[2], row[8]] : []))).toEqual(
      overview.body.records.departments.map((d) => [d.name, d.people, d.cyber]),
    );
    // Five people: wellbeing is never a value for a group this small, in the file either.
    const summary = book.getWorksheet("Summary");
    const wellbeingRow = summary
      ?.getSheetValues()
      .find((row) => Array.isArray(row) && row[1] === "Wellbeing");
    expect(Array.isArray(wellbeingRow) ? wellbeingRow[2] : "missing").toBeUndefined();
  });

  it("writes the report in Polish for a Polish controller, with the department's name and pages", async () => {
    const res = await api.call<{ records: TReport }>("POST", base(), {
      token: boss,
      headers: { "accept-language": "pl" },
      body: { from: "2026-01-01", to: "2026-06-30", department: id.ops },
    });
    expect(res.status).toBe(200);
    expect(res.body.records).toMatchObject({ locale: "pl", departmentName: "Ops" });
    const text = pdfText((await download(res.body.records.reportId, "pdf")).bytes);
    expect(text).toContain("Raport bezpieczeństwa i dobrostanu");
    expect(text).toContain("Zakres: Ops");
    expect(text).toContain("Strona 1 z");
  });

  it("refuses another company's report, department and a bad period, with the catalogue's codes", async () => {
    const cases: [string, string, unknown, number, string][] = [
      ["POST", `${V1}/controller/reports/${id.tango}`, {}, 404, "ND1000"],
      ["POST", base(), { department: id.tangoDept }, 404, "ND1000"],
      ["POST", base(), { from: "2026-06-01", to: "2026-01-01" }, 412, "ND1027"],
      ["POST", base(), { from: "2026-02-30" }, 412, "ND1027"],
      ["GET", `${base()}/999999/pdf`, undefined, 404, "ND1000"],
      ["GET", `${base()}/1/doc`, undefined, 412, "ND1027"],
    ];
    for (const [method, path, body, status, code] of cases) {
      const res = await api.call(method, path, { token: boss, ...(body === undefined ? {} : { body }) });
      expect([res.status, codeOf(res)], `${method} ${path}`).toEqual([status, code]);
    }
    const tangoId = id.tango ?? 0;
    const tango = await addPerson(server.db, {
      companyId: tangoId,
      login: "tango-boss",
      name: "Boss",
      surname: "Tango",
      profiles: [["CONTROLLER", tangoId]],
      canSignIn: true,
    });
    expect(tango).toBeGreaterThan(0);
    const other = await api.token("tango-boss");
    const [mine] = (await api.get<{ records: TReport[] }>(base(), boss)).body.records;
    const res = await fetch(`${server.baseUrl}${V1}/controller/reports/${id.tango}/${mine?.reportId}/pdf`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(res.status).toBe(404);
  });

  it("schedules a monthly report for the company's controllers, made and e-mailed by the mail worker", async () => {
    const schedulePath = `${base()}/schedule`;
    const empty = await api.get<{ records: TReportSchedule }>(schedulePath, boss);
    expect(empty.body.records).toMatchObject({ enabled: false, recipients: [], nextRunAt: null });
    expect(empty.body.records.candidates.map((c) => c.personId)).toEqual([id.boss]);
    const refused: [unknown, string][] = [
      [{ enabled: true, recipients: [] }, "ND1027"],
      [{ enabled: true, recipients: [id.o1] }, "ND1032"],
      [{ enabled: true, recipients: [id.boss], department: id.tangoDept }, "ND1000"],
    ];
    for (const [body, code] of refused) expect(codeOf(await api.put(schedulePath, body, boss))).toBe(code);
    const saved = await api.put<{ records: TReportSchedule }>(
      schedulePath,
      { enabled: true, recipients: [id.boss] },
      boss,
    );
    expect(saved.status).toBe(200);
    const next = new Date(saved.body.records.nextRunAt ?? "");
    expect(next.getUTCDate()).toBe(1);
    expect(next.getUTCHours()).toBe(0);
    expect(next.getTime()).toBeGreaterThan(Date.now());

    const options = { repoRoot: findRepoRoot(), publicUrl: "https://wellguard.test" };
    expect(await runDueReports(server.db, options, new Date(next.getTime() - 1000))).toBe(0);
    expect(await runDueReports(server.db, options, new Date(next.getTime() + 1000))).toBe(1);
    // Done once: the next run is a month later.
    expect(await runDueReports(server.db, options, new Date(next.getTime() + 2000))).toBe(0);
    const [made] = (await api.get<{ records: TReport[] }>(base(), boss)).body.records;
    const previousMonth = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 7);
    expect(made).toMatchObject({ scheduled: true, createdBy: null, from: `${previousMonth}-01` });
    expect(made?.to.slice(0, 7)).toBe(previousMonth);
    const mail = await server.db
      .selectFrom("outbox")
      .select(["subject", "text_body"])
      .where("recipient", "=", "boss@sierra.test")
      .execute();
    expect(mail).toHaveLength(1);
    // The controller has no language of their own: the company's, es-es.
    expect(mail[0]?.subject).toBe("Tu informe mensual de Wellguard está listo");
    expect(mail[0]?.text_body).toContain('"Sierra Łódź"');
    expect(mail[0]?.text_body).toContain("https://wellguard.test/controller/dashboard/reports");
    const after = await api.get<{ records: TReportSchedule }>(schedulePath, boss);
    expect(new Date(after.body.records.nextRunAt ?? "").getTime()).toBeGreaterThan(next.getTime());
    // Turned off: nothing more is made.
    await api.put(schedulePath, { enabled: false, recipients: [id.boss] }, boss);
    expect(await runDueReports(server.db, options, new Date(next.getTime() + 90 * 86_400_000))).toBe(0);
  });
});
