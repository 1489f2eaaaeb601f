import type { TImportPreview, TImportStatus } from "@wellguard/contract";
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
import { csvOf, readXlsx, xlsxOf, zipOf } from "./test-files";

type Preview = { records: TImportPreview };
type Status = { records: TImportStatus };
type Refused = {
  records: { applicationCode: string; field?: string; refusals?: { column?: string; message: string }[] };
};

const ALL_SERVICES = "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16";
const EN_HEADERS = ["First name", "Surname", "Email", "Login", "User code", "Department", "Gender", "Phone"];

describe.each(testDatabases())("people import and export (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let admin: string;
  let controller: string;
  let employee: string;
  let demoId: number;
  let otherId: number;

  const base = (area: "admin" | "controller") => `/api/v1/${area}/stakeholders/people`;

  async function upload(
    companyId: number,
    file: Buffer,
    options: {
      token?: string;
      area?: "admin" | "controller";
      name?: string;
      fields?: Record<string, string>;
    } = {},
  ): Promise<ApiResponse<Preview & Refused>> {
    const form = new FormData();
    const fields = options.fields ?? { services: ALL_SERVICES, surveyFlowId: "2" };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("file", new Blob([new Uint8Array(file)]), options.name ?? "people.xlsx");
    const response = await fetch(`${server.baseUrl}${base(options.area ?? "admin")}/import/${companyId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${options.token ?? admin}` },
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Preview & Refused,
    };
  }

  async function download(
    path: string,
    token = admin,
  ): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const response = await fetch(`${server.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  async function commit(
    companyId: number,
    importId: string,
    token = admin,
    area: "admin" | "controller" = "admin",
  ) {
    return api.post<Status & Refused>(`${base(area)}/import/${companyId}/${importId}/commit`, {}, token);
  }

  /** Polls the status call until the commit has finished (never asserts on time). */
  async function finished(
    companyId: number,
    importId: string,
    token = admin,
    area: "admin" | "controller" = "admin",
  ): Promise<TImportStatus> {
    for (let i = 0; i < 3000; i++) {
      const res = await api.get<Status>(`${base(area)}/import/${companyId}/${importId}`, token);
      expect(res.status).toBe(200);
      if (res.body.records.status !== "committing") return res.body.records;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the commit did not finish");
  }

  async function peopleCount(companyId: number): Promise<number> {
    const row = await server.db
      .selectFrom("people")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("company_id", "=", companyId)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    [admin, controller, employee] = await Promise.all([
      api.token("admin"),
      api.token("controller"),
      api.token("employee"),
    ]);
    const demo = await server.db
      .selectFrom("companies")
      .select("id")
      .where("name", "=", "Demo Corp")
      .executeTakeFirstOrThrow();
    demoId = demo.id;
    const other = await server.db
      .insertInto("companies")
      .values({
        name: "Other Ltd",
        domain: "other.example",
        fiscal_code: null,
        logo: null,
        federation_url: null,
        parent_company_id: null,
        services: [1, 2],
        survey_flow_id: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    otherId = other.id;
    await server.db
      .insertInto("people")
      .values({
        company_id: otherId,
        department_id: null,
        name: "Olga",
        email: "olga@other.example",
        login: "olga",
        user_code: "OT-1",
        locale: null,
        avatar: null,
        password_hash: null,
        password_changed_at: null,
        services: null,
        deleted_at: null,
      })
      .execute();
  });
  afterAll(() => server?.close());

  describe("the template", () => {
    it("is an xlsx with the headers in the caller's language, an example row and a help sheet", async () => {
      const res = await download(`${base("controller")}/template?format=xlsx`, controller);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("spreadsheetml");
      expect(res.headers.get("content-disposition")).toContain("attachment");
      const sheets = await readXlsx(res.bytes);
      const [people, help] = [...sheets.values()];
      expect([...sheets.keys()]).toEqual(["Personas", "Ayuda"]);
      expect(people?.[0]?.slice(0, 3)).toEqual(["Nombre *", "Apellidos", "Correo electrónico *"]);
      expect(people?.[1]?.[2]).toBe("ana.garcia@example.com");
      expect(help?.length).toBeGreaterThan(11);
      expect(help?.[0]).toEqual(["Columna", "Obligatoria", "Descripción", "Valores permitidos"]);
    });

    it("is a CSV with a byte-order mark, and another language when asked", async () => {
      const res = await download(`${base("admin")}/template?format=csv&locale=pl`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/csv");
      expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const firstLine = res.bytes.toString("utf8").slice(1).split("\r\n")[0];
      expect(firstLine?.startsWith("Imię *;Nazwisko;Adres e-mail *;Login;")).toBe(true);
    });

    it("imports unchanged: its example row becomes one new person", async () => {
      const template = await download(`${base("admin")}/template?format=csv&locale=es-es`);
      const res = await upload(demoId, template.bytes, { name: "plantilla.csv" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.records).toMatchObject({
        format: "csv",
        total: 1,
        creates: 1,
        updates: 0,
        errorCount: 0,
      });
    });

    it("is refused to a USER (403) and to nobody signed in (401)", async () => {
      expect((await download(`${base("admin")}/template`, employee)).status).toBe(403);
      expect((await download(`${base("controller")}/template`, employee)).status).toBe(403);
      expect((await fetch(`${server.baseUrl}${base("admin")}/template`)).status).toBe(401);
    });
  });

  describe("uploading (the preview)", () => {
    it("previews an xlsx written by exceljs: creates, updates matched by e-mail, new departments", async () => {
      const file = await xlsxOf([
        EN_HEADERS,
        [
          "Pia",
          "Lind",
          "pia.lind@democorp.example",
          "",
          "IMP-1",
          "Sales/Iberia",
          "female",
          "+34 600 111 222",
        ],
        ["Elena", "Martín Ruiz", "EMPLOYEE@democorp.example", "", "", "Sales/Nordics/Oslo", "", ""],
      ]);
      const res = await upload(demoId, file);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.records).toMatchObject({
        status: "preview",
        format: "xlsx",
        total: 2,
        creates: 1,
        updates: 1,
        errorCount: 0,
        errors: [],
        newDepartments: ["Sales/Nordics", "Sales/Nordics/Oslo"],
      });
      expect(res.body.records.importId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("reads a CSV with a byte-order mark, semicolons, quotes and accented UTF-8", async () => {
      const file = csvOf(
        [
          ["Nombre", "Apellidos", "Correo electrónico", "Departamento", "Teléfono"],
          ["José Ñandú", "Güell; Peña", "jose.nandu@democorp.example", "Sales/Iberia", "+34600000001"],
          ["Zoë", "Łukasiewicz", "zoe.l@democorp.example", "", ""],
        ],
        ";",
      );
      const res = await upload(demoId, file, { name: "gente.csv" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.records).toMatchObject({ format: "csv", total: 2, creates: 2, errorCount: 0 });
      const committed = await commit(demoId, res.body.records.importId);
      expect(committed.status).toBe(202);
      expect((await finished(demoId, res.body.records.importId)).status).toBe("committed");
      const people = await server.db
        .selectFrom("people")
        .select(["name", "surname", "phone"])
        .where("email", "in", ["jose.nandu@democorp.example", "zoe.l@democorp.example"])
        .orderBy("name")
        .execute();
      expect(people).toEqual([
        { name: "José Ñandú", surname: "Güell; Peña", phone: "+34600000001" },
        { name: "Zoë", surname: "Łukasiewicz", phone: null },
      ]);
    });

    it("names the rows whose e-mail lies outside the company's domains, and still imports them", async () => {
      const file = csvOf([
        ["Name", "Surname", "Email"],
        ["Ona", "Inside", "ona.inside@democorp.example"],
        ["Pau", "Sub", "pau.sub@mail.democorp.example"],
        ["Rita", "Outside", "rita.outside@gmail.example"],
      ]);
      const res = await upload(demoId, file, { name: "outside.csv" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.records).toMatchObject({ status: "preview", creates: 3, errorCount: 0 });
      expect(res.body.records.outsideDomains).toEqual({
        count: 1,
        rows: [{ row: 4, email: "rita.outside@gmail.example" }],
        domains: ["democorp.example"],
      });
      expect((await commit(demoId, res.body.records.importId)).status).toBe(202);
      expect((await finished(demoId, res.body.records.importId)).status).toBe("committed");
    });

    it("reads a comma-separated CSV without a byte-order mark, headers in any language or as keys", async () => {
      const file = csvOf(
        [
          ["Izena", "surname", "E-MAIL", "time_zone"],
          ["Miren", "Agirre", "miren@democorp.example", "Europe/Madrid"],
        ],
        ",",
        false,
      );
      const res = await upload(demoId, file, { name: "jendea.csv" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.records).toMatchObject({
        total: 1,
        creates: 1,
        errorCount: 0,
        columns: ["name", "surname", "email", "timeZone"],
      });
    });

    it("refuses control characters in names, logins and departments (ND1012 + ND1027), row by row", async () => {
      const file = csvOf([
        ["Name", "Surname", "E-mail", "Login", "Department"],
        ["Ann\u0002", "Lee", "ann.ctl@democorp.example", "", ""],
        ["Bob", "Ray\u001b[31m", "bob.ctl@democorp.example", "", ""],
        ["Cai", "Wu", "cai.ctl@democorp.example", "cai\u0085", ""],
        ["Dee", "Fox", "dee.ctl@democorp.example", "", "Sales/Ib\u0007eria"],
        ["Eve", "Tab\tbed", "eve.ctl@democorp.example", "", ""],
        ["Fay", "Clean", "fay.ctl@democorp.example", "", "Sales"],
      ]);
      const res = await upload(demoId, file, { name: "control.csv" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.records).toMatchObject({ total: 6, creates: 1, errorCount: 5 });
      expect(res.body.records.errors.map((e) => [e.row, e.field, e.applicationCode, e.detailCode])).toEqual([
        [2, "name", "ND1012", "ND1027"],
        [3, "surname", "ND1012", "ND1027"],
        [4, "login", "ND1012", "ND1027"],
        [5, "department", "ND1012", "ND1027"],
        [6, "surname", "ND1012", "ND1027"],
      ]);
    });

    it("keeps control characters out of the stored file name", async () => {
      const file = csvOf([
        ["Name", "E-mail"],
        ["Gil", "gil.ctl@democorp.example"],
      ]);
      const res = await upload(demoId, file, { name: "peo\u0000ple\u001b\u0085.csv" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.records.fileName).toBe("people.csv");
    });

    it("refuses a wrong header row with ND1014, naming each unknown, duplicated and missing column", async () => {
      const file = await xlsxOf([
        ["First name", "Nombre", "Shoe size"],
        ["Ann", "Ann", "42"],
      ]);
      const res = await upload(demoId, file);
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1014");
      expect(res.body.records.field).toBe("headers");
      expect(res.body.records.refusals?.map((r) => [r.column, r.message])).toEqual([
        ["Nombre", "duplicated"],
        ["Shoe size", "unknown"],
        ["email", "missing"],
      ]);
    });

    it("refuses files that are not spreadsheets, broken archives and empty files with ND1014", async () => {
      const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]);
      const broken = Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(200, 7)]);
      const legacyXls = Buffer.from("d0cf11e0a1b11ae1000000000000000000", "hex");
      for (const [file, field] of [
        [binary, "file.type"],
        [broken, "file.unreadable"],
        [legacyXls, "file.type"],
        [Buffer.alloc(0), "file.empty"],
      ] as const) {
        const res = await upload(demoId, file, { name: "people.xlsx" });
        expect(res.status).toBe(412);
        expect(codeOf(res)).toBe("ND1014");
        expect(res.body.records.field).toBe(field);
      }
      // A zip that is no workbook, and a CSV whose quotes never close.
      const notAWorkbook = await zipOf([{ name: "readme.txt", zeros: 10 }]);
      const zipRes = await upload(demoId, notAWorkbook);
      expect(codeOf(zipRes)).toBe("ND1014");
      const badQuotes = Buffer.from('name,email\n"Ann,ann@democorp.example\n', "utf8");
      const csvRes = await upload(demoId, badQuotes, { name: "x.csv" });
      expect(codeOf(csvRes)).toBe("ND1014");
    });

    it("refuses a zip bomb before parsing it: by the declared sizes, and when the sizes lie", async () => {
      const bomb = await zipOf([{ name: "xl/worksheets/sheet1.xml", zeros: 250 * 1024 * 1024 }]);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const res = await upload(demoId, bomb);
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1014");
      expect(res.body.records.field).toBe("file.uncompressed");

      const liar = await zipOf([
        { name: "xl/worksheets/sheet1.xml", zeros: 250 * 1024 * 1024, declaredSize: 1000 },
      ]);
      const lied = await upload(demoId, liar);
      expect(lied.status).toBe(412);
      expect(codeOf(lied)).toBe("ND1014");
      expect(["file.uncompressed", "file.unreadable"]).toContain(lied.body.records.field);
    });

    it("refuses a file over 10 MB with ND1014", async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x41);
      const res = await upload(demoId, big, { name: "big.csv" });
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1014");
      expect(res.body.records.field).toBe("file.size");
    });

    it("requires the services (ND1015) and the survey flow (ND1016), and services the company has (NF1003)", async () => {
      const file = await xlsxOf([EN_HEADERS.slice(0, 3), ["A", "B", "ab@democorp.example"]]);
      expect(codeOf(await upload(demoId, file, { fields: { surveyFlowId: "1" } }))).toBe("ND1015");
      expect(codeOf(await upload(demoId, file, { fields: { services: "", surveyFlowId: "1" } }))).toBe(
        "ND1015",
      );
      expect(codeOf(await upload(demoId, file, { fields: { services: "1,99", surveyFlowId: "1" } }))).toBe(
        "ND1015",
      );
      expect(codeOf(await upload(demoId, file, { fields: { services: "1" } }))).toBe("ND1016");
      expect(codeOf(await upload(demoId, file, { fields: { services: "1", surveyFlowId: "9" } }))).toBe(
        "ND1016",
      );
      const notContracted = await upload(otherId, file, { fields: { services: "[1,5]", surveyFlowId: "1" } });
      expect(notContracted.status).toBe(403);
      expect(codeOf(notContracted)).toBe("NF1003");
    });

    it("reports row errors as ND1012 with the row, the column as written and the precise code", async () => {
      const file = await xlsxOf([
        [...EN_HEADERS, "Time zone", "Language", "Services"],
        ["", "NoName", "noname@democorp.example"],
        ["Bad", "Mail", "not-an-email"],
        ["Bad", "Phone", "phone@democorp.example", "", "", "", "robot", "12345"],
        [
          "Bad",
          "Zone",
          "zone@democorp.example",
          "",
          "",
          "Sales//Iberia",
          "",
          "",
          "Mars/Olympus",
          "klingon",
          "wellbeing, teleport",
        ],
        ["x".repeat(101), "Long", "long@democorp.example"],
      ]);
      const res = await upload(demoId, file);
      expect(res.status).toBe(200);
      const { records } = res.body;
      expect(records.status).toBe("invalid");
      expect(records.creates).toBe(0);
      expect(records.errors.map((e) => [e.row, e.column, e.applicationCode, e.detailCode])).toEqual([
        [2, "First name", "ND1012", "ND1018"],
        [3, "Email", "ND1012", "ND1041"],
        [4, "Gender", "ND1012", "ND1005"],
        [4, "Phone", "ND1012", "ND1022"],
        [5, "Department", "ND1012", "ND1030"],
        [5, "Time zone", "ND1012", "ND1023"],
        [5, "Language", "ND1012", "NF1006"],
        [5, "Services", "ND1012", "ND1015"],
        [6, "First name", "ND1012", "ND1007"],
      ]);
      // A file with errors cannot be committed.
      const refused = await commit(demoId, records.importId);
      expect(refused.status).toBe(412);
      expect(codeOf(refused)).toBe("ND1012");
    });

    it("reports duplicates in the file and against existing people as ND1013 with the precise code", async () => {
      const file = await xlsxOf([
        EN_HEADERS.slice(0, 5),
        ["Dup", "One", "dup@democorp.example", "", ""],
        ["Dup", "Two", "DUP@democorp.example", "", ""],
        ["Other", "Company", "olga@other.example", "", ""],
        ["Login", "Taken", "login.taken@democorp.example", "olga", ""],
        ["Code", "Taken", "code.taken@democorp.example", "", "DC-EMPLOYEE"],
        ["Login", "Ours", "login.ours@democorp.example", "employee", ""],
        ["Same", "Code", "same.code1@democorp.example", "", "X-1"],
        ["Same", "Code", "same.code2@democorp.example", "", "x-1"],
      ]);
      const res = await upload(demoId, file);
      expect(res.status).toBe(200);
      expect(
        res.body.records.errors.map((e) => [
          e.row,
          e.field,
          e.applicationCode,
          e.detailCode,
          e.duplicateRows,
        ]),
      ).toEqual([
        // A duplicate inside the file names the other rows (issue 15, point 14); one of a person already on the
        // platform does not.
        [2, "email", "ND1013", "ND1029", [3]],
        [3, "email", "ND1013", "ND1029", [2]],
        [4, "email", "ND1013", "ND1039", undefined],
        [5, "login", "ND1013", "ND1034", undefined],
        [6, "userCode", "ND1013", "ND1048", undefined],
        [7, "login", "ND1013", "ND1048", undefined],
        [8, "userCode", "ND1013", "ND1048", [9]],
        [9, "userCode", "ND1013", "ND1048", [8]],
      ]);
      expect(codeOf(await commit(demoId, res.body.records.importId))).toBe("ND1013");
    });

    it("answers 404 for a company outside the caller's scope, exactly as for an unknown one", async () => {
      const file = await xlsxOf([EN_HEADERS.slice(0, 3), ["A", "B", "scope@democorp.example"]]);
      const outside = await upload(otherId, file, { token: controller, area: "controller" });
      const unknown = await upload(99_999_999, file, { token: controller, area: "controller" });
      expect(outside.status).toBe(404);
      expect(codeOf(outside)).toBe("ND1000");
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(outside.body);
      expect((await download(`${base("controller")}/export/${otherId}`, controller)).status).toBe(404);
      expect(
        (await api.get(`${base("controller")}/import/${otherId}/${crypto.randomUUID()}`, controller)).status,
      ).toBe(404);
    });

    it("is refused to a USER with 403 NF1002", async () => {
      const file = await xlsxOf([EN_HEADERS.slice(0, 3), ["A", "B", "user@democorp.example"]]);
      for (const area of ["admin", "controller"] as const) {
        const res = await upload(demoId, file, { token: employee, area });
        expect(res.status).toBe(403);
        expect(codeOf(res)).toBe("NF1002");
        expect((await download(`${base(area)}/export/${demoId}`, employee)).status).toBe(403);
      }
    });
  });

  describe("committing", () => {
    it("writes creates, updates, departments, profiles, the survey flow and the audit log; a second commit is refused", async () => {
      const file = await xlsxOf([
        EN_HEADERS,
        [
          "Pia",
          "Lind",
          "pia.commit@democorp.example",
          "pia.lind",
          "IMP-C1",
          "Sales/Nordics",
          "female",
          "+46 70 123 45 67",
        ],
        ["Elena", "Martín-Ruiz", "employee@democorp.example", "", "", "Sales/Nordics", "", ""],
      ]);
      const before = await peopleCount(demoId);
      const preview = await upload(demoId, file, {
        token: controller,
        area: "controller",
        fields: { services: "1,2", surveyFlowId: "3" },
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      const importId = preview.body.records.importId;
      const started = await commit(demoId, importId, controller, "controller");
      expect(started.status).toBe(202);
      expect(started.body.records.status).toBe("committing");
      const done = await finished(demoId, importId, controller, "controller");
      expect(done).toMatchObject({
        status: "committed",
        processed: 2,
        total: 2,
        result: { created: 1, updated: 1, departmentsCreated: 1 },
        failure: null,
      });
      expect(await peopleCount(demoId)).toBe(before + 1);

      const pia = await server.db
        .selectFrom("people as p")
        .innerJoin("departments as d", "d.id", "p.department_id")
        .select([
          "p.id",
          "p.login",
          "p.user_code",
          "p.gender",
          "p.phone",
          "p.services",
          "d.name as department",
        ])
        .where("p.email", "=", "pia.commit@democorp.example")
        .executeTakeFirstOrThrow();
      expect(pia).toMatchObject({
        login: "pia.lind",
        user_code: "IMP-C1",
        gender: "female",
        phone: "+46701234567",
        services: [1, 2],
        department: "Nordics",
      });
      const profiles = await server.db
        .selectFrom("person_profiles")
        .select("profile")
        .where("person_id", "=", pia.id)
        .execute();
      expect(profiles).toEqual([{ profile: "USER" }]);
      const elena = await server.db
        .selectFrom("people")
        .select(["surname", "login", "user_code"])
        .where("email", "=", "employee@democorp.example")
        .executeTakeFirstOrThrow();
      // Blank login keeps the login; a blank user code clears it (the column is in the file).
      expect(elena).toEqual({ surname: "Martín-Ruiz", login: "employee", user_code: null });
      const company = await server.db
        .selectFrom("companies")
        .select("survey_flow_id")
        .where("id", "=", demoId)
        .executeTakeFirstOrThrow();
      expect(company.survey_flow_id).toBe(3);

      const audit = await server.db
        .selectFrom("audit_events")
        .select(["entity_type", "action", "actor_profile"])
        .where(sql<boolean>`after->>'importId' = ${importId}`)
        .orderBy("id")
        .execute();
      expect(audit.map((a) => `${a.entity_type}:${a.action}:${a.actor_profile}`).sort()).toEqual([
        "companies:update:CONTROLLER",
        "departments:create:CONTROLLER",
        "imports:create:CONTROLLER",
        "people:create:CONTROLLER",
        "people:update:CONTROLLER",
      ]);

      const again = await commit(demoId, importId, controller, "controller");
      expect(again.status).toBe(412);
      expect(codeOf(again)).toBe("ND1033");
      const unknown = await commit(demoId, crypto.randomUUID());
      expect(unknown.status).toBe(404);
      expect(codeOf(unknown)).toBe("ND1033");
    });

    it("commits a 10,000-row file in one go", async () => {
      const rows: string[][] = [["name", "surname", "email", "department", "userCode"]];
      for (let i = 0; i < 10_000; i++) {
        rows.push([`Person ${i}`, `Bulk`, `bulk${i}@democorp.example`, `Bulk/Team ${i % 20}`, `B-${i}`]);
      }
      const file = await xlsxOf(rows);
      const before = await peopleCount(demoId);
      const preview = await upload(demoId, file);
      expect(preview.status, JSON.stringify(preview.body).slice(0, 500)).toBe(200);
      expect(preview.body.records).toMatchObject({ total: 10_000, creates: 10_000, errorCount: 0 });
      expect(preview.body.records.newDepartments).toHaveLength(21);
      expect((await commit(demoId, preview.body.records.importId)).status).toBe(202);
      const done = await finished(demoId, preview.body.records.importId);
      expect(done).toMatchObject({ status: "committed", processed: 10_000, total: 10_000 });
      expect(await peopleCount(demoId)).toBe(before + 10_000);
      const audited = await server.db
        .selectFrom("audit_events")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("entity_type", "=", "people")
        .where(sql<boolean>`after->>'importId' = ${preview.body.records.importId}`)
        .executeTakeFirstOrThrow();
      expect(audited.n).toBe(10_000);
    });

    it("keeps the steps a failed commit finished, says how far it got, and commits the rest when asked again (issue 15, point 6)", async () => {
      // A trigger in the test database refuses one row of the second step, after the first step was written.
      await sql
        .raw(`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN IF NEW.name = 'Boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`)
        .execute(server.db);
      await sql
        .raw("CREATE TRIGGER refuse_boom BEFORE INSERT ON people FOR EACH ROW EXECUTE FUNCTION refuse_boom()")
        .execute(server.db);
      try {
        const rows: string[][] = [["name", "email", "department"]];
        for (let i = 0; i < 6_000; i++)
          rows.push([
            i === 5_500 ? "Boom" : `Stepwise ${i}`,
            `stepwise${i}@democorp.example`,
            "Stepwise/Unit",
          ]);
        const before = await peopleCount(demoId);
        const preview = await upload(demoId, csvOf(rows), {
          name: "stepwise.csv",
          fields: { services: ALL_SERVICES, surveyFlowId: "2" },
        });
        const importId = preview.body.records.importId;
        expect(preview.body.records).toMatchObject({ creates: 6_000, errorCount: 0 });
        expect((await commit(demoId, importId)).status).toBe(202);
        const done = await finished(demoId, importId);
        // The first step of 5,000 people is written and counted; the second, with Boom, wrote nothing.
        expect(done).toMatchObject({ status: "failed", processed: 5_000, total: 6_000 });
        expect(done.failure?.applicationCode).toBe("ND1017");
        expect(await peopleCount(demoId)).toBe(before + 5_000);
        const unit = await server.db
          .selectFrom("departments")
          .select("id")
          .where("name", "=", "Unit")
          .execute();
        expect(unit).toHaveLength(1);
        const flow = await server.db
          .selectFrom("companies")
          .select("survey_flow_id")
          .where("id", "=", demoId)
          .executeTakeFirstOrThrow();
        expect(flow.survey_flow_id).toBe(2);

        // Once the cause is gone, committing again writes the 1,000 people left, and no one twice.
        await sql.raw("DROP TRIGGER refuse_boom ON people").execute(server.db);
        expect((await commit(demoId, importId)).status).toBe(202);
        const retried = await finished(demoId, importId);
        expect(retried).toMatchObject({
          status: "committed",
          failure: null,
          processed: 6_000,
          result: { created: 6_000, updated: 0, departmentsCreated: 2 },
        });
        expect(await peopleCount(demoId)).toBe(before + 6_000);
        const audited = await server.db
          .selectFrom("audit_events")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("entity_type", "=", "people")
          .where("action", "=", "create")
          .where(sql<boolean>`after ->> 'importId' = ${importId}`)
          .executeTakeFirstOrThrow();
        expect(Number(audited.n)).toBe(6_000);
        expect(codeOf(await commit(demoId, importId))).toBe("ND1033");
      } finally {
        await sql.raw("DROP TRIGGER IF EXISTS refuse_boom ON people").execute(server.db);
        await sql.raw("DROP FUNCTION refuse_boom()").execute(server.db);
      }
    });

    it("commits again an import whose server died mid-commit (issue 15, point 6)", async () => {
      const rows = [
        ["name", "email"],
        ...Array.from({ length: 20 }, (_, i) => [`Crash ${i}`, `crash${i}@democorp.example`]),
      ];
      const preview = await upload(demoId, csvOf(rows), {
        name: "crash.csv",
        fields: { services: ALL_SERVICES, surveyFlowId: "1" },
      });
      const importId = preview.body.records.importId;
      const before = await peopleCount(demoId);
      // What a server that died before its first step committed leaves: the import claimed, its progress stale,
      // nothing written (the step's transaction was rolled back with the lost connection).
      await sql`update people_imports set status = 'committing', progress_at = now() - interval '10 minutes'
        where id = ${importId}`.execute(server.db);
      const shown = await api.get<Status>(`${base("admin")}/import/${demoId}/${importId}`, admin);
      expect(shown.body.records).toMatchObject({ status: "failed", failure: { applicationCode: "ND1017" } });

      expect((await commit(demoId, importId)).status).toBe(202);
      expect(await finished(demoId, importId)).toMatchObject({ status: "committed", failure: null });
      expect(await peopleCount(demoId)).toBe(before + 20);
    });

    it("refuses a second commit while the first one is running", async () => {
      const preview = await upload(
        demoId,
        csvOf([
          ["name", "email"],
          ["Busy", "busy@democorp.example"],
        ]),
        {
          name: "busy.csv",
          fields: { services: ALL_SERVICES, surveyFlowId: "1" },
        },
      );
      const importId = preview.body.records.importId;
      await sql`update people_imports set status = 'committing', progress_at = now() where id = ${importId}`.execute(
        server.db,
      );
      expect(codeOf(await commit(demoId, importId))).toBe("ND1033");
    });

    it("checks again at commit time: a conflict that appeared after the preview fails the commit", async () => {
      const file = await xlsxOf([EN_HEADERS.slice(0, 3), ["Late", "Comer", "late@democorp.example"]]);
      const preview = await upload(demoId, file);
      expect(preview.body.records.creates).toBe(1);
      await server.db
        .insertInto("people")
        .values({
          company_id: otherId,
          department_id: null,
          name: "Late",
          email: "late@democorp.example",
          login: "late-elsewhere",
          user_code: null,
          locale: null,
          avatar: null,
          password_hash: null,
          password_changed_at: null,
          services: null,
          deleted_at: null,
        })
        .execute();
      expect((await commit(demoId, preview.body.records.importId)).status).toBe(202);
      const done = await finished(demoId, preview.body.records.importId);
      expect(done.status).toBe("failed");
      expect(done.failure).toMatchObject({ applicationCode: "ND1013", errorCount: 1 });
      expect(done.failure?.errors[0]).toMatchObject({ row: 2, field: "email", detailCode: "ND1039" });
    });
  });

  describe("exporting", () => {
    beforeAll(async () => {
      await server.db
        .updateTable("people")
        .set({ name: "=1+1", surname: "@SUM(A1)", phone: "+34911222333" })
        .where("login", "=", "jgarcia")
        .execute();
    });

    it("streams a CSV in the caller's language with formula-like cells escaped", async () => {
      const res = await download(`${base("admin")}/export/${demoId}?format=csv&search=jgarcia`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/csv");
      const lines = res.bytes
        .toString("utf8")
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]?.startsWith("First name *,Surname,Email *,Login,")).toBe(true);
      expect(lines).toHaveLength(2);
      expect(lines[1]?.startsWith("'=1+1,'@SUM(A1),jgarcia@democorp.example,jgarcia,")).toBe(true);
      expect(lines[1]).toContain("'+34911222333");
    });

    it("streams an xlsx with the same escaping", async () => {
      const res = await download(
        `${base("controller")}/export/${demoId}?format=xlsx&search=jgarcia`,
        controller,
      );
      expect(res.status).toBe(200);
      const sheets = await readXlsx(res.bytes);
      const rows = [...sheets.values()][0] ?? [];
      expect(rows[0]?.[0]).toBe("Nombre *");
      expect(rows[1]?.slice(0, 4)).toEqual(["'=1+1", "'@SUM(A1)", "jgarcia@democorp.example", "jgarcia"]);
      expect(rows[1]?.[7]).toBe("'+34911222333");
    });

    it("filters by department and imports back unchanged (every row an update)", async () => {
      const department = await server.db
        .selectFrom("departments")
        .select("id")
        .where("name", "=", "IT")
        .executeTakeFirstOrThrow();
      const res = await download(
        `${base("admin")}/export/${demoId}?format=xlsx&departmentId=${department.id}&includeSubdepartments=true`,
      );
      expect(res.status).toBe(200);
      const rows = [...(await readXlsx(res.bytes)).values()][0] ?? [];
      expect(rows.length).toBeGreaterThan(3);
      const back = await upload(demoId, res.bytes);
      expect(back.status, JSON.stringify(back.body).slice(0, 400)).toBe(200);
      expect(back.body.records).toMatchObject({
        errorCount: 0,
        creates: 0,
        updates: rows.length - 1,
        newDepartments: [],
      });
    });

    it("refuses a department of another company with 404", async () => {
      const res = await download(`${base("admin")}/export/${otherId}?departmentId=${demoId + 1}`);
      expect(res.status).toBe(404);
    });
  });
});
