import {
  BREACH_ALERT_DAYS,
  type TBreachAlert,
  type TBreachDashboard,
  type TUserBreaches,
} from "@wellguard/contract";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { BREACH_EXPOSURE, BREACH_SURVEY_TYPE, recordExposures } from "./store";
import { addBreachCompany, type BreachCompany, breachInput } from "./test-fixtures";

/*
 * The read side of breach monitoring over HTTP (docs/breaches.md): the employee's exposures and flags, the
 * controller's dashboard, export and alerts, with their scope and service checks. Each company is the test's own,
 * so the demo company's breach data never shifts a count.
 */

const DAY = 86_400_000;
const ALL_SERVICES = Array.from({ length: 16 }, (_, i) => i + 1);
const WITHOUT_ABS = ALL_SERVICES.filter((id) => id !== 5);

type Records<T> = { records: T };

describe.each(testDatabases())("breach routes (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let alpha: BreachCompany;
  let beta: BreachCompany;
  let gamma: BreachCompany;
  const tokens: Record<string, string> = {};
  const breachIds: Record<string, number> = {};
  // Pinecone was found long before the alert window; Lantern two days ago (an alert).
  const longAgo = new Date(Date.now() - (BREACH_ALERT_DAYS + 10) * DAY);
  const recently = new Date(Date.now() - 2 * DAY);

  const record = (
    c: BreachCompany,
    source: "hibp" | "import",
    name: string,
    classes: string[],
    logins: string[],
    at: Date,
  ) =>
    server.db.transaction().execute((trx) =>
      recordExposures(
        trx,
        c.company,
        source,
        [breachInput(name, classes)],
        logins.map((login) => ({ email: `${login}@${c.domain}`, breachName: name })),
        at,
      ),
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    alpha = await addBreachCompany(server.db, "routesalpha", {
      logins: ["ann", "bob", "cid", "dan"],
      services: ALL_SERVICES,
      controllers: ["cid"],
      signIn: ["ann", "bob", "cid"],
    });
    beta = await addBreachCompany(server.db, "routesbeta", {
      logins: ["eve", "fay"],
      services: ALL_SERVICES,
      controllers: ["fay"],
      signIn: ["eve", "fay"],
    });
    gamma = await addBreachCompany(server.db, "routesgamma", {
      logins: ["gus", "hal"],
      services: WITHOUT_ABS,
      controllers: ["hal"],
      signIn: ["gus", "hal"],
    });
    await record(alpha, "import", "Pinecone", ["Email addresses", "Passwords"], ["ann", "bob"], longAgo);
    await record(alpha, "import", "Lantern", ["Email addresses", "Names"], ["ann"], recently);
    // Dan was exposed, then deleted: his exposure stays in the table but leaves every figure.
    await record(alpha, "import", "Pinecone", ["Email addresses", "Passwords"], ["dan"], longAgo);
    await server.db
      .updateTable("people")
      .set({ deleted_at: new Date() })
      .where("id", "=", alpha.people.dan as number)
      .execute();
    // Someone whose address is outside the company's domains, never exposed: not monitored, not counted.
    await server.db
      .insertInto("people")
      .values({
        company_id: alpha.company,
        department_id: alpha.department,
        name: "outsider",
        email: "out@elsewhere.example",
        login: "routesalpha-out",
        user_code: null,
        locale: null,
        avatar: null,
        password_hash: null,
        password_changed_at: null,
        services: null,
        deleted_at: null,
      })
      .execute();
    await record(beta, "import", "Tundra", ["Passwords"], ["eve"], recently);
    await record(beta, "hibp", "Atlas", ["Passwords"], ["eve"], recently);
    await record(gamma, "import", "Quarry", ["Passwords"], ["gus"], recently);
    for (const row of await server.db.selectFrom("breaches").select(["id", "name", "company_id"]).execute()) {
      if (row.company_id === alpha.company || row.company_id === beta.company || row.company_id === null)
        breachIds[row.name] = row.id;
    }
    for (const login of [
      "routesalpha-ann",
      "routesalpha-bob",
      "routesalpha-cid",
      "routesbeta-fay",
      "routesgamma-gus",
      "routesgamma-hal",
    ])
      tokens[login] = await api.token(login);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const summary = async (companyId: number, token: string, query = "") =>
    api.get<Records<TBreachDashboard>>(`/api/v1/controller/breaches/${companyId}/summary${query}`, token);
  const mine = async (login: string) =>
    (await api.get<Records<TUserBreaches>>("/api/v1/user/breaches", tokens[login])).body.records;

  it("shows the employee only their own exposures, newest first, with totals, level and score", async () => {
    const res = await api.get<Records<TUserBreaches>>("/api/v1/user/breaches", tokens["routesalpha-ann"]);
    expect(res.status).toBe(200);
    const ann = res.body.records;
    expect(ann.breaches.map((b) => b.breach.name)).toEqual(["Lantern", "Pinecone"]);
    expect(ann.breaches.flatMap((b) => b.stakeholders.map((s) => s.stakeholderId))).toEqual([
      alpha.people.ann,
      alpha.people.ann,
    ]);
    expect(ann).toMatchObject({
      totalbreaches: 2,
      totalbreachessolved: 0,
      totalbreachespwd: 1,
      totalbreachespwdsolved: 0,
      level: 2,
      score: 3.3,
    });
    const pinecone = ann.breaches[1];
    expect(pinecone?.breach).toMatchObject({
      title: "Pinecone breach",
      breachDate: "2026-01-15",
      dataClasses: ["Email addresses", "Passwords"],
      source: "import",
    });
    expect(pinecone?.stakeholders[0]).toMatchObject({
      email: `ann@${alpha.domain}`,
      firstSeen: longAgo.toISOString(),
      passwordExposed: true,
      status: { password: false, solved: false, passwordAt: null, solvedAt: null },
    });
    // Someone without an exposure: nothing, level 0.
    expect(await mine("routesalpha-cid")).toMatchObject({
      breaches: [],
      totalbreaches: 0,
      level: 0,
      score: 10,
    });
  });

  it("gives the controller the company's totals, levels, departments, newest breaches and unsolved passwords", async () => {
    const res = await summary(alpha.company, tokens["routesalpha-cid"] as string);
    expect(res.status).toBe(200);
    const d = res.body.records;
    expect(d.totals).toEqual({
      totalbreaches: 3,
      totalbreachessolved: 0,
      totalbreachespwd: 2,
      totalbreachespwdsolved: 0,
      people: 3,
      exposedPeople: 2,
    });
    expect(d.levels).toEqual([1, 0, 2, 0]);
    expect(d.score).toBe(5.5);
    expect(d.departments).toEqual([
      {
        departmentId: alpha.subDepartment,
        name: "routesalpha night shift",
        people: 1,
        levels: [0, 0, 1, 0],
        score: 3.3,
      },
      {
        departmentId: alpha.department,
        name: "routesalpha operations",
        people: 3,
        levels: [1, 0, 2, 0],
        score: 5.5,
      },
    ]);
    expect(d.newest.map((n) => [n.breach.name, n.people, n.firstSeen])).toEqual([
      ["Lantern", 1, recently.toISOString()],
      ["Pinecone", 2, longAgo.toISOString()],
    ]);
    expect(d.unsolvedPasswords.map((p) => [p.stakeholderId, p.email, p.breaches])).toEqual(
      [
        [alpha.people.ann, `ann@${alpha.domain}`, 1],
        [alpha.people.bob, `bob@${alpha.domain}`, 1],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    expect(d.trend).toHaveLength(12);
    expect(d.trend.reduce((sum, m) => sum + m.found, 0)).toBe(3);
    expect(d.trend.at(-1)?.open).toBe(3);
    // Nothing of another company shows.
    expect(JSON.stringify(d)).not.toMatch(/routesbeta|Tundra|Atlas/);
  });

  it("narrows the dashboard to a department's subtree", async () => {
    const d = (
      await summary(alpha.company, tokens["routesalpha-cid"] as string, `?department=${alpha.subDepartment}`)
    ).body.records;
    expect(d.totals).toMatchObject({ people: 1, exposedPeople: 1, totalbreaches: 1, totalbreachespwd: 1 });
    expect(d.levels).toEqual([0, 0, 1, 0]);
    expect(d.departments.map((x) => x.departmentId)).toEqual([alpha.subDepartment]);
    expect(d.unsolvedPasswords.map((p) => p.stakeholderId)).toEqual([alpha.people.bob]);
    expect(d.newest.map((n) => [n.breach.name, n.people])).toEqual([["Pinecone", 1]]);
  });

  it("lists as alerts the breaches first found in the company within the alert window", async () => {
    const res = await api.get<Records<TBreachAlert[]>>(
      `/api/v1/controller/breaches/${alpha.company}/alerts`,
      tokens["routesalpha-cid"],
    );
    expect(res.status).toBe(200);
    expect(res.body.records.map((a) => [a.breach.name, a.people, a.firstSeen])).toEqual([
      ["Lantern", 1, recently.toISOString()],
    ]);
  });

  it("marks the password changed and solved: the level, the profile record and the controller's totals follow", async () => {
    const token = tokens["routesalpha-ann"];
    const path = (flag: string) => `/api/v1/user/breaches/${breachIds.Pinecone}/${flag}/true`;
    const first = await api.put<Records<TUserBreaches>>(path("password"), {}, token);
    expect(first.status).toBe(200);
    expect(first.body.records).toMatchObject({ level: 1, score: 6.6, totalbreachespwdsolved: 1 });
    const passwordAt = first.body.records.breaches[1]?.stakeholders[0]?.status.passwordAt;
    expect(passwordAt).not.toBeNull();
    // Again: the same answer, the first date kept.
    const again = await api.put<Records<TUserBreaches>>(path("password"), {}, token);
    expect(again.body.records.breaches[1]?.stakeholders[0]?.status).toMatchObject({
      password: true,
      passwordAt,
    });

    const current = await server.db
      .selectFrom("profile_dimension_records")
      .select(["dimension_value", "dimension_value_extra"])
      .where("person_id", "=", alpha.people.ann as number)
      .where("survey_type_id", "=", BREACH_SURVEY_TYPE)
      .where("dimension_id", "=", BREACH_EXPOSURE)
      .where("vigence", "=", 1)
      .execute();
    expect(current).toEqual([{ dimension_value: 6.6, dimension_value_extra: 1 }]);

    let d = (await summary(alpha.company, tokens["routesalpha-cid"] as string)).body.records;
    expect(d.totals).toMatchObject({
      totalbreachespwd: 2,
      totalbreachespwdsolved: 1,
      totalbreachessolved: 0,
    });
    expect(d.levels).toEqual([1, 1, 1, 0]);
    expect(d.unsolvedPasswords.map((p) => p.stakeholderId)).toEqual([alpha.people.bob]);

    for (const name of ["Pinecone", "Lantern"]) {
      const res = await api.put(`/api/v1/user/breaches/${breachIds[name]}/solved/true`, {}, token);
      expect(res.status).toBe(200);
    }
    expect(await mine("routesalpha-ann")).toMatchObject({ level: 0, score: 10, totalbreachessolved: 2 });
    d = (await summary(alpha.company, tokens["routesalpha-cid"] as string)).body.records;
    expect(d.totals).toMatchObject({ totalbreachessolved: 2, totalbreachespwdsolved: 1 });
    expect(d.levels).toEqual([2, 0, 1, 0]);
    expect(d.trend.at(-1)).toMatchObject({ solved: 2, open: 1 });
  });

  it("answers 404 for a breach the person is not exposed in, another company's included", async () => {
    const token = tokens["routesalpha-bob"];
    for (const id of [breachIds.Tundra, breachIds.Atlas, breachIds.Lantern, 999_999]) {
      const res = await api.put(`/api/v1/user/breaches/${id}/solved/true`, {}, token);
      expect(res.status).toBe(404);
      expect(codeOf(res)).toBe("ND1000");
    }
    const badFlag = await api.put(`/api/v1/user/breaches/${breachIds.Pinecone}/hidden/true`, {}, token);
    expect(codeOf(badFlag)).toBe("ND1027");
    // Bob's own exposure is untouched by the refused calls.
    expect(await mine("routesalpha-bob")).toMatchObject({
      totalbreaches: 1,
      totalbreachessolved: 0,
      level: 2,
    });
  });

  it("refuses the employee and the controller of a company without breach monitoring with NF1003", async () => {
    const user = await api.get("/api/v1/user/breaches", tokens["routesgamma-gus"]);
    expect(user.status).toBe(403);
    expect(codeOf(user)).toBe("NF1003");
    const put = await api.put("/api/v1/user/breaches/1/solved/true", {}, tokens["routesgamma-gus"]);
    expect(codeOf(put)).toBe("NF1003");
    for (const tail of ["summary", "export", "alerts"]) {
      const res = await api.get(
        `/api/v1/controller/breaches/${gamma.company}/${tail}`,
        tokens["routesgamma-hal"],
      );
      expect(res.status).toBe(403);
      expect(codeOf(res)).toBe("NF1003");
    }
  });

  it("refuses another company's controller, another company's department and an employee", async () => {
    for (const tail of ["summary", "export", "alerts"]) {
      const res = await api.get(
        `/api/v1/controller/breaches/${beta.company}/${tail}`,
        tokens["routesalpha-cid"],
      );
      expect(res.status).toBe(404);
      expect(codeOf(res)).toBe("ND1000");
      const employee = await api.get(
        `/api/v1/controller/breaches/${alpha.company}/${tail}`,
        tokens["routesalpha-ann"],
      );
      expect(employee.status).toBe(403);
      expect(codeOf(employee)).toBe("NF1002");
    }
    const department = await summary(
      alpha.company,
      tokens["routesalpha-cid"] as string,
      `?department=${beta.department}`,
    );
    expect(department.status).toBe(404);
    expect(codeOf(department)).toBe("ND1000");
    const anonymous = await api.get("/api/v1/user/breaches");
    expect(anonymous.status).toBe(401);
  });

  it("exports every exposure of the company as a spreadsheet in the caller's language", async () => {
    const download = async (language: string) => {
      const response = await fetch(`${server.baseUrl}/api/v1/controller/breaches/${alpha.company}/export`, {
        headers: { authorization: `Bearer ${tokens["routesalpha-cid"]}`, "accept-language": language },
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
      return { name: sheet.name, rows };
    };
    const english = await download("en-GB");
    expect(english.name).toBe("Breach exposures");
    expect(english.rows[0]?.slice(0, 4)).toEqual(["Person", "E-mail", "Department", "Breach"]);
    const body = english.rows.slice(1);
    expect(body).toHaveLength(3);
    const bob = body.find((r) => r[1] === `bob@${alpha.domain}`);
    expect(bob?.slice(0, 7)).toEqual([
      "bob",
      `bob@${alpha.domain}`,
      "routesalpha night shift",
      "Pinecone breach",
      new Date("2026-01-15T00:00:00Z"),
      "Email addresses, Passwords",
      "Yes",
    ]);
    expect(JSON.stringify(english.rows)).not.toMatch(/routesbeta|Tundra/);
    const spanish = await download("es-ES");
    expect(spanish.rows[0]?.slice(0, 2)).toEqual(["Persona", "Correo electrónico"]);
    expect(spanish.rows.find((r) => r[1] === `ann@${alpha.domain}` && r[3] === "Lantern breach")?.[6]).toBe(
      "No",
    );
  });
});
