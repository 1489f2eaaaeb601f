import {
  DIMENSION_ELEMENTS as D,
  SURVEYS,
  type TAwarenessDashboard,
  type TDashboardOverview,
} from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSETS } from "../../content/assets/catalogue";
import { instrumentFor } from "../../lib/journey/catalogue";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { addCompany, addDepartment, addPerson } from "../controller-stakeholders/test-fixtures";

/*
 * The overall dashboard (docs/dashboards.md) against a small company whose every figure is worked out by hand
 * below, and the privacy rules (docs/privacy.md) tried with every filter. The company "Kilo" (time zone UTC):
 *
 *   Ops (o1 o2 o3) › North (n1 n2 n3 n4)      Sales (s1 … s5) › West (w1)      no department: z1
 *
 * Records, written at the dates given (the answer path is tested in the journey suite; here the figures):
 * - awareness (CYBERSECURITY_GLOBAL): n1 2 on 2025-12-01; o1 o2 o3 4 on 2026-02-10, o1 7 on 2026-05-10;
 *   s1…s5 6 on 2026-03-10. At 2026-06-30: 7+4+4+2+5×6 = 47 / 9 = 5.2; at 2026-01-01 only n1: 2.0; change 3.2.
 * - general risk (GRI_GLOBAL, raw level) on 2026-02-01: o1 6, s1 5, s2 2, n1 1: mean 3.5, shown 12 − 7 = 5.0;
 *   high risk (level ≥ 5): 2, none before.
 * - global note (SCORE_GLOBAL) on 2026-02-01 (it holds the climate level, so it follows the wellbeing rules):
 *   o1 1, o2 3, n1 5, s1 9, s2 10: published at 2026-03-01, 28 / 5 = 5.6; bands [0,2) 1, [2,4) 1, [4,6) 1,
 *   [8,10] 2, for the whole company only.
 * - wellbeing (CLIMATE_GLOBAL) on 2026-03-10, by the department at answer time: Ops o1 o2 o3 and North n1 n2 5;
 *   Sales s1…s5 2 4 6 8 10; West w1 1; z1 (no department) 9. Published at 2026-04-01: company 65 / 12 = 5.4;
 *   Sales subtree 31 / 6 = 5.2; North (2) and West (1) withheld (group); Ops (5) withheld by the complement
 *   rule, because z1 alone is the company's own hidden part (1 < 5) and Ops is its smallest shown child.
 *   s1 changes to 7 on 2026-05-20: one change, so 2026-06-01 keeps 5.4 (the time rule). o1 o2 o3 n1 change to
 *   6 on 2026-06-15: five changes since the last publication, so 2026-07-01 publishes (35+1+29+9) / 12 = 6.2.
 * - the seven awareness dimensions (the test's 0-6 levels): o1 all 3 on 2026-02-10; s1 6 6 0 3 3 3 0 on
 *   2026-03-10. On 0-10 (× 10 / 6): data protection and communications (3+6)/2 → 7.5, malware and social
 *   engineering 1.5 → 2.5, the other three 5.0; below 5: s1 in malware and social engineering.
 * - participation: o1 two surveys started 2026-02-01 (one done), s1 one started 2026-03-01 (done), a pulse
 *   (left out) and one started 2025-10-01 (done): 2 / 3 = 66.7 %, previous 100 %, change −33.3.
 */

const V1 = "/api/v1";
const T = SURVEYS;
/** The seven awareness dimensions, in the catalogue's order. */
const SEVEN = [
  D.DIMENSION_DATA_PROTECTION,
  D.DIMENSION_COMMUNICATIONS,
  D.DIMENSION_MALWARE,
  D.DIMENSION_PASSWORD_MANAGEMENT,
  D.DIMENSION_WORKPLACE,
  D.DIMENSION_COMPLIANCE,
  D.DIMENSION_SOCIAL_ENGINEERING,
];

describe.each(testDatabases())("the overall dashboard (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let token = "";
  const id: Record<string, number> = {};

  const overview = async (query: string) => {
    const res = await api.get<{ records: TDashboardOverview }>(
      `${V1}/controller/dashboards/${id.kilo}/overview?${query}`,
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.records;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    const db = server.db;
    id.kilo = await addCompany(db, { name: "Kilo", domain: "kilo.test", services: [1, 2, 3] });
    await db.updateTable("companies").set({ time_zone: "UTC" }).where("id", "=", id.kilo).execute();
    id.other = await addCompany(db, { name: "Lima", domain: "lima.test", services: [1] });
    id.ops = await addDepartment(db, id.kilo, "Ops");
    id.north = await addDepartment(db, id.kilo, "Ops North", id.ops);
    id.sales = await addDepartment(db, id.kilo, "Sales");
    id.west = await addDepartment(db, id.kilo, "Sales West", id.sales);
    id.limaDept = await addDepartment(db, id.other, "Lima Ops");
    const people: [string, number | null, number | null][] = [
      ["o1", id.ops, 50],
      ["o2", id.ops, 100],
      ["o3", id.ops, null],
      ["n1", id.north, null],
      ["n2", id.north, null],
      ["n3", id.north, null],
      ["n4", id.north, null],
      ["s1", id.sales, null],
      ["s2", id.sales, null],
      ["s3", id.sales, null],
      ["s4", id.sales, null],
      ["s5", id.sales, null],
      ["w1", id.west, null],
      ["z1", null, null],
    ];
    for (const [login, departmentId, progress] of people) {
      id[login] = await addPerson(db, {
        companyId: id.kilo,
        login: `kilo-${login}`,
        name: login,
        surname: "Kilo",
        departmentId,
        progress,
      });
    }
    await addPerson(db, {
      companyId: id.kilo,
      login: "kilo-boss",
      name: "Boss",
      surname: "Kilo",
      profiles: [["CONTROLLER", id.kilo]],
      canSignIn: true,
    });
    token = await api.token("kilo-boss");

    const record = (
      login: string,
      surveyTypeId: number,
      dimensionId: number,
      value: number,
      day: string,
    ) => ({
      person_id: id[login] ?? 0,
      company_id: id.kilo ?? 0,
      department_id: null as number | null,
      survey_type_id: surveyTypeId,
      interaction_id: null,
      dimension_id: dimensionId,
      dimension_value: value,
      dimension_value_extra: null,
      start_date: new Date(`${day}T12:00:00Z`),
      vigence: 0,
    });
    const awareness = (login: string, value: number, day: string) =>
      record(login, T.SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL, D.DIMENSION_CYBER_RESULTS, value, day);
    const risk = (login: string, value: number) =>
      record(login, T.SURVEY_WELLGUARD_GRI_GLOBAL, D.DIMENSION_GENERAL_RISK, value, "2026-02-01");
    const note = (login: string, value: number) =>
      record(login, T.SURVEY_WELLGUARD_SCORE_GLOBAL, D.DIMENSION_GLOBAL_NOTE, value, "2026-02-01");
    const climate = (login: string, departmentId: number | null, value: number, day: string) => ({
      ...record(login, T.SURVEY_WELLGUARD_CLIMATE_GLOBAL, D.DIMENSION_CLIMATE_LEVEL, value, day),
      department_id: departmentId,
    });
    await db
      .insertInto("profile_dimension_records")
      .values([
        awareness("n1", 2, "2025-12-01"),
        ...["o1", "o2", "o3"].map((p) => awareness(p, 4, "2026-02-10")),
        awareness("o1", 7, "2026-05-10"),
        ...["s1", "s2", "s3", "s4", "s5"].map((p) => awareness(p, 6, "2026-03-10")),
        risk("o1", 6),
        risk("s1", 5),
        risk("s2", 2),
        risk("n1", 1),
        note("o1", 1),
        note("o2", 3),
        note("s1", 9),
        note("s2", 10),
        note("n1", 5),
        ...["o1", "o2", "o3"].map((p) => climate(p, id.ops ?? 0, 5, "2026-03-10")),
        ...["n1", "n2"].map((p) => climate(p, id.north ?? 0, 5, "2026-03-10")),
        ...[2, 4, 6, 8, 10].map((v, i) => climate(`s${i + 1}`, id.sales ?? 0, v, "2026-03-10")),
        climate("w1", id.west ?? 0, 1, "2026-03-10"),
        climate("z1", null, 9, "2026-03-10"),
        climate("s1", id.sales ?? 0, 7, "2026-05-20"),
        ...["o1", "o2", "o3"].map((p) => climate(p, id.ops ?? 0, 6, "2026-06-15")),
        climate("n1", id.north ?? 0, 6, "2026-06-15"),
        ...SEVEN.map((dimensionId) =>
          record("o1", T.SURVEY_WELLGUARD_CYBERSECURITY, dimensionId, 3, "2026-02-10"),
        ),
        ...SEVEN.map((dimensionId, i) =>
          record(
            "s1",
            T.SURVEY_WELLGUARD_CYBERSECURITY,
            dimensionId,
            [6, 6, 0, 3, 3, 3, 0][i] ?? 0,
            "2026-03-10",
          ),
        ),
      ])
      .execute();

    const interaction = (login: string, surveyTypeId: number, day: string, done: boolean) => ({
      person_id: id[login] ?? 0,
      company_id: id.kilo ?? 0,
      survey_type_id: surveyTypeId,
      survey_id: instrumentFor(surveyTypeId)?.surveyId ?? 1,
      cycle: 1,
      status: done ? ("DONE" as const) : ("AVAILABLE" as const),
      percentage: done ? 100 : 0,
      start_date: new Date(`${day}T09:00:00Z`),
      end_date: done ? new Date(`${day}T10:00:00Z`) : null,
    });
    await db
      .insertInto("interactions")
      .values([
        interaction("o1", T.SURVEY_WELLGUARD_CYBERSECURITY, "2026-02-01", true),
        interaction("o1", T.SURVEY_WELLGUARD_CLIMATE_PLUS, "2026-02-01", false),
        interaction("s1", T.SURVEY_WELLGUARD_CYBERSECURITY, "2026-03-01", true),
        interaction("s1", T.SURVEY_WELLGUARD_DIRECT, "2026-03-01", true),
        interaction("o2", T.SURVEY_WELLGUARD_CYBERSECURITY, "2025-10-01", true),
      ])
      .execute();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("gives the headline figures, their change, the distributions and the evolution", async () => {
    const o = await overview("from=2026-01-01&to=2026-06-30");
    expect(o.period).toEqual({ from: "2026-01-01", to: "2026-06-30", previousFrom: "2025-07-04" });
    expect(o.people).toBe(15); // the fourteen and their controller
    expect(o.minGroupSize).toBe(5);
    expect(o.headline.awareness).toEqual({
      value: 5.2,
      previous: 2,
      change: 3.2,
      people: 9,
      suppressed: null,
    });
    expect(o.headline.risk).toMatchObject({ value: 5, previous: null, change: null, people: 4 });
    expect(o.headline.highRisk).toMatchObject({ value: 2, previous: 0, change: 2 });
    expect(o.headline.globalScore).toMatchObject({ value: 5.6, previous: null, people: 5, suppressed: null });
    expect(o.headline.participation).toMatchObject({ value: 66.7, previous: 100, change: -33.3, people: 3 });
    expect(o.headline.wellbeing).toMatchObject({ value: 6.2, previous: null, people: 12, suppressed: null });
    expect(o.scoreBands?.map((b) => b.people)).toEqual([1, 1, 1, 0, 2]);
    expect(o.riskLevels).toEqual([
      { level: 1, people: 1 },
      { level: 2, people: 1 },
      { level: 3, people: 0 },
      { level: 4, people: 0 },
      { level: 5, people: 1 },
      { level: 6, people: 1 },
    ]);
    expect(o.evolution.map((p) => p.month)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    expect(o.evolution.map((p) => p.awareness)).toEqual([2, 3.5, 4.9, 4.9, 5.2, 5.2]);
    expect(o.evolution.map((p) => p.participation)).toEqual([null, 50, 100, null, null, null]);
    expect(o.evolution.map((p) => p.wellbeing)).toEqual([null, null, 5.4, 5.4, 5.4, 6.2]);
    expect(o.evolution.map((p) => p.globalScore)).toEqual([null, 5.6, 5.6, 5.6, 5.6, 5.6]);
    expect(o.evolution.map((p) => p.wellbeingSuppressed)).toEqual(["group", "group", null, null, null, null]);
  });

  it("scores each department subtree and raises the alerts of §9", async () => {
    const o = await overview("from=2026-01-01&to=2026-06-30");
    const row = (departmentId: number | undefined) =>
      o.departments.find((d) => d.departmentId === departmentId);
    expect(row(id.ops)).toMatchObject({ people: 7, progress: 21.4, risk: 5, cyber: 4.3, wellbeing: null });
    expect(row(id.ops)?.wellbeingSuppressed).toBe("complement");
    expect(row(id.sales)).toMatchObject({ people: 6, progress: 0, risk: 5, cyber: 6, wellbeing: 5.2 });
    expect(row(id.north)).toMatchObject({
      people: 4,
      risk: 10,
      cyber: 2,
      wellbeing: null,
      wellbeingSuppressed: "group",
    });
    expect(row(id.west)).toMatchObject({ people: 1, risk: null, cyber: null, wellbeingSuppressed: "group" });
    const alert = (subtype: string) => o.alerts.find((a) => a.type === "result" && a.subtype === subtype);
    expect(alert("risk")).toMatchObject({ level: "warning", total: 2 });
    expect(new Set(alert("risk")?.departmentIds)).toEqual(new Set([id.ops, id.sales]));
    expect(alert("cyber")).toMatchObject({ level: "danger", total: 2 });
    expect(new Set(alert("cyber")?.departmentIds)).toEqual(new Set([id.ops, id.north]));
  });

  it("narrows every figure to a department subtree", async () => {
    const sales = await overview(`from=2026-01-01&to=2026-06-30&department=${id.sales}`);
    expect(sales.people).toBe(6);
    expect(sales.headline.awareness).toMatchObject({ value: 6, people: 5 });
    expect(sales.headline.wellbeing).toMatchObject({ value: 5.2, people: 6, suppressed: null });
    expect(sales.departments.map((d) => d.departmentId).sort()).toEqual([id.sales, id.west].sort());
    // The global score holds the climate level: the notes were given outside Sales, and the bands are the
    // whole company's only.
    expect(sales.headline.globalScore).toMatchObject({ value: null, suppressed: "group" });
    expect(sales.scoreBands).toBeNull();
  });

  describe("privacy: no filter narrows wellbeing below the minimum group", () => {
    it("withholds a small department and a small sub-department", async () => {
      for (const department of [id.north, id.west]) {
        const o = await overview(`to=2026-06-30&department=${department}`);
        expect(o.headline.wellbeing).toMatchObject({ value: null, suppressed: "group" });
        expect(o.evolution.every((p) => p.wellbeing === null)).toBe(true);
        expect(o.departments.every((d) => d.wellbeing === null)).toBe(true);
      }
    });

    it("withholds a parent whose hidden rest would be one person (the complement attack)", async () => {
      // Company (12) minus Sales (6) minus Ops would leave z1 alone: Ops is withheld, on every path to it.
      const o = await overview(`to=2026-06-30&department=${id.ops}`);
      expect(o.headline.wellbeing).toMatchObject({ value: null, suppressed: "complement" });
    });

    it("never breaks wellbeing down by tag, alone or with a department", async () => {
      const tag = await server.db
        .insertInto("tags")
        .values({ company_id: id.kilo ?? 0, name: "Only s1", created_by: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto("tag_members")
        .values({ tag_id: tag.id, person_id: id.s1 ?? 0 })
        .execute();
      for (const query of [`tag=${tag.id}`, `tag=${tag.id}&department=${id.sales}`]) {
        const o = await overview(`to=2026-06-30&${query}`);
        expect(o.headline.wellbeing).toMatchObject({ value: null, suppressed: "tag" });
        expect(o.departments.every((d) => d.wellbeing === null && d.wellbeingSuppressed === "tag")).toBe(
          true,
        );
        // Security results stay per person: s1's awareness is shown.
        expect(o.headline.awareness).toMatchObject({ value: 6, people: 1 });
      }
    });

    it("keeps one person's new answer out of reach by choosing the period (the time rule)", async () => {
      // s1's change on 2026-05-20 alone: every period end until the next publication shows the same figure.
      const figures = new Set<number | null>();
      for (const to of ["2026-05-19", "2026-05-20", "2026-05-21", "2026-05-31", "2026-06-01", "2026-06-14"]) {
        for (const department of ["", `&department=${id.sales}`]) {
          figures.add((await overview(`to=${to}${department}`)).headline.wellbeing.value);
        }
      }
      expect([...figures].sort()).toEqual([5.2, 5.4]);
    });
  });

  it("gives the awareness dashboard: dimensions, heat map, weakest with their assets, evolution, levels", async () => {
    const res = await api.get<{ records: TAwarenessDashboard }>(
      `${V1}/controller/dashboards/${id.kilo}/awareness?from=2026-01-01&to=2026-06-30`,
      token,
    );
    expect(res.status).toBe(200);
    const a = res.body.records;
    expect(a.level).toMatchObject({ value: 5.2, previous: 2, change: 3.2, people: 9 });
    expect(a.dimensions.map((d) => d.dimensionId)).toEqual(SEVEN);
    expect(a.dimensions.map((d) => d.value)).toEqual([7.5, 7.5, 2.5, 5, 5, 5, 2.5]);
    expect(a.dimensions.map((d) => d.below)).toEqual([0, 0, 1, 0, 0, 0, 1]);
    expect(a.dimensions.every((d) => d.people === 2)).toBe(true);
    expect(a.weakest.map((w) => w.dimensionId)).toEqual([
      D.DIMENSION_MALWARE,
      D.DIMENSION_SOCIAL_ENGINEERING,
      D.DIMENSION_PASSWORD_MANAGEMENT,
    ]);
    for (const weak of a.weakest) {
      for (const asset of weak.assets) {
        expect(ASSETS.find((x) => x.id === asset.assetId)?.dimensions.map((k) => D[k])).toContain(
          weak.dimensionId,
        );
      }
    }
    const row = (departmentId: number | undefined) =>
      a.departments.find((d) => d.departmentId === departmentId);
    expect(row(id.ops)?.values).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(row(id.sales)?.values).toEqual([10, 10, 0, 5, 5, 5, 0]);
    expect(row(id.north)?.values).toEqual([null, null, null, null, null, null, null]);
    expect(a.evolution[0]?.values.every((v) => v === null)).toBe(true);
    expect(a.evolution[1]?.values).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(a.evolution[5]?.values).toEqual([7.5, 7.5, 2.5, 5, 5, 5, 2.5]);
    expect(a.levels.map((l) => l.people)).toEqual([0, 1, 2, 6, 0]);
    // A department narrows it; a company without the awareness service has no awareness dashboard.
    const sales = await api.get<{ records: TAwarenessDashboard }>(
      `${V1}/controller/dashboards/${id.kilo}/awareness?to=2026-06-30&department=${id.sales}`,
      token,
    );
    expect(sales.body.records.dimensions.map((d) => d.value)).toEqual([10, 10, 0, 5, 5, 5, 0]);
    await server.db
      .updateTable("companies")
      .set({ services: [2, 3] })
      .where("id", "=", id.kilo ?? 0)
      .execute();
    const refused = await api.get(`${V1}/controller/dashboards/${id.kilo}/awareness`, token);
    await server.db
      .updateTable("companies")
      .set({ services: [1, 2, 3] })
      .where("id", "=", id.kilo ?? 0)
      .execute();
    expect({ status: refused.status, code: codeOf(refused) }).toEqual({ status: 403, code: "NF1003" });
  });

  it("refuses another company, its department or its tag, a user, and impossible dates", async () => {
    const lima = await api.get(`${V1}/controller/dashboards/${id.other}/overview`, token);
    expect({ status: lima.status, code: codeOf(lima) }).toEqual({ status: 404, code: "ND1000" });
    const foreignDepartment = await api.get(
      `${V1}/controller/dashboards/${id.kilo}/overview?department=${id.limaDept}`,
      token,
    );
    expect({ status: foreignDepartment.status, code: codeOf(foreignDepartment) }).toEqual({
      status: 404,
      code: "ND1000",
    });
    for (const query of ["to=2026-02-30", "from=2026-07-01&to=2026-06-30", "from=2010-01-01&to=2026-06-30"]) {
      const bad = await api.get(`${V1}/controller/dashboards/${id.kilo}/overview?${query}`, token);
      expect({ query, status: bad.status, code: codeOf(bad) }).toEqual({
        query,
        status: 412,
        code: "ND1027",
      });
    }
    const employee = await api.token("employee");
    const asUser = await api.get(`${V1}/controller/dashboards/${id.kilo}/overview`, employee);
    expect({ status: asUser.status, code: codeOf(asUser) }).toEqual({ status: 403, code: "NF1002" });
  });
});
