import {
  DIMENSION_ELEMENTS as D,
  SURVEYS,
  type TActionPlan,
  type TActionPlanItem,
  type TAssetList,
} from "@wellguard/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSETS, dimensionIdsOf } from "../../content/assets/catalogue";
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
 * Action plans (docs/action-plans.md) on a small company whose figures are worked out here. Company "Oscar"
 * (UTC): Ops (o1, and d1 who has left) › Ops North (n1); Sales (s1, s2); z1 in no department; the controller
 * boss. Malware levels of the awareness test (0-6): o1 1, n1 2, s1 5, s2 6, z1 4: mean 3.6 → 6.0 on 0-10,
 * below 5 on 0-10 (level < 3): o1 and n1. Malware is the only area recommended (a warning: 6.0 < 7).
 */

const V1 = "/api/v1";
const MALWARE = D.DIMENSION_MALWARE;
const MALWARE_ASSETS = ASSETS.filter((a) => dimensionIdsOf(a).includes(MALWARE)).map((a) => a.id);

describe.each(testDatabases())("action plans (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let boss = "";
  const id: Record<string, number> = {};
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const plan = async () => {
    const res = await api.get<{ records: TActionPlan }>(
      `${V1}/controller/stakeholders/assets/${id.oscar}`,
      boss,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.records;
  };
  const assign = (body: unknown, companyId = id.oscar) =>
    api.post<{ records: TActionPlanItem[] }>(
      `${V1}/controller/stakeholders/assets/actionplan/${companyId}`,
      body,
      boss,
    );
  const malware = (login: string, level: number, at: string) =>
    sql`with retired as (update profile_dimension_records set vigence = 0
        where person_id = ${id[login] ?? 0} and survey_type_id = ${SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY}
          and dimension_id = ${MALWARE} and vigence = 1 returning id)
      insert into profile_dimension_records (person_id, company_id, department_id, survey_type_id, dimension_id,
        dimension_value, start_date, vigence)
      select id, company_id, department_id, ${SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY}, ${MALWARE}, ${level},
        ${at}::timestamptz, 1 from people where id = ${id[login] ?? 0}
        and (select count(*) from retired) >= 0`.execute(server.db);

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    const db = server.db;
    id.oscar = await addCompany(db, { name: "Oscar", domain: "oscar.test", services: [1, 2, 3] });
    await db.updateTable("companies").set({ time_zone: "UTC" }).where("id", "=", id.oscar).execute();
    id.papa = await addCompany(db, { name: "Papa", domain: "papa.test", services: [1, 2, 3] });
    id.quebec = await addCompany(db, { name: "Quebec", domain: "quebec.test", services: [1, 2] });
    id.ops = await addDepartment(db, id.oscar, "Ops");
    id.north = await addDepartment(db, id.oscar, "Ops North", id.ops);
    id.sales = await addDepartment(db, id.oscar, "Sales");
    id.papaDept = await addDepartment(db, id.papa, "Papa Ops");
    for (const [login, departmentId, company] of [
      ["o1", id.ops, id.oscar],
      ["d1", id.ops, id.oscar],
      ["n1", id.north, id.oscar],
      ["s1", id.sales, id.oscar],
      ["s2", id.sales, id.oscar],
      ["z1", null, id.oscar],
      ["p1", id.papaDept, id.papa],
    ] as const)
      id[login] = await addPerson(db, {
        companyId: company ?? 0,
        login: `oscar-${login}`,
        name: login,
        surname: "Oscar",
        departmentId,
        canSignIn: true,
      });
    await addPerson(db, {
      companyId: id.oscar,
      login: "oscar-boss",
      name: "Boss",
      surname: "Oscar",
      profiles: [
        ["CONTROLLER", id.oscar],
        ["CONTROLLER", id.quebec],
      ],
      canSignIn: true,
    });
    boss = await api.token("oscar-boss");
    for (const [login, level] of [
      ["o1", 1],
      ["d1", 0],
      ["n1", 2],
      ["s1", 5],
      ["s2", 6],
      ["z1", 4],
    ] as const)
      await malware(login, level, "2026-01-10T10:00:00Z");
    await db
      .updateTable("people")
      .set({ deleted_at: new Date() })
      .where("id", "=", id.d1 ?? 0)
      .execute();
    id.night =
      (
        await sql<{
          id: number;
        }>`insert into tags (company_id, name) values (${id.oscar}, 'Night') returning id`.execute(db)
      ).rows[0]?.id ?? 0;
    id.papaTag =
      (
        await sql<{
          id: number;
        }>`insert into tags (company_id, name) values (${id.papa}, 'Papa') returning id`.execute(db)
      ).rows[0]?.id ?? 0;
    await sql`insert into tag_members (tag_id, person_id) values (${id.night}, ${id.s1})`.execute(db);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("recommends the areas where people are below 5, with where they are and the assets that train them", async () => {
    const p = await plan();
    expect(p.companyName).toBe("Oscar");
    expect(p.items).toEqual([]);
    expect(p.recommendations).toEqual([
      {
        dimensionId: MALWARE,
        code: "malware",
        level: "warning",
        mean: 6,
        people: 2,
        departments: [
          { departmentId: id.ops, name: "Ops", people: 1 },
          { departmentId: id.north, name: "Ops North", people: 1 },
        ],
        assets: MALWARE_ASSETS.map((assetId) => expect.objectContaining({ assetId })),
      },
    ]);
  });

  it("assigns an asset to the people a recommendation concerns; they see it first in their library", async () => {
    const due = day(10);
    const res = await assign({
      assetIds: [MALWARE_ASSETS[0]],
      dimensionId: MALWARE,
      target: { kind: "concerned" },
      dueDate: due,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.records).toEqual([
      expect.objectContaining({
        asset: expect.objectContaining({ assetId: MALWARE_ASSETS[0] }),
        dimensionId: MALWARE,
        target: { kind: "concerned", ids: [], names: [] },
        dueDate: due,
        assigned: 2,
        completed: 0,
        overdue: 0,
        effect: null,
      }),
    ]);
    const n1 = await api.token("oscar-n1");
    const library = await api.get<{ records: TAssetList }>(`${V1}/user/traits/assets`, n1);
    expect(library.body.records.assets[0]).toMatchObject({ assetId: MALWARE_ASSETS[0], assignedDue: due });
    expect(library.body.records.assets.filter((a) => a.assignedDue !== null)).toHaveLength(1);
    const only = await api.get<{ records: TAssetList }>(`${V1}/user/traits/assets?assigned=true`, n1);
    expect(only.body.records.assets.map((a) => a.assetId)).toEqual([MALWARE_ASSETS[0]]);
    const s1 = await api.token("oscar-s1");
    const other = await api.get<{ records: TAssetList }>(`${V1}/user/traits/assets?assigned=true`, s1);
    expect(other.body.records.assets).toEqual([]);
    const [audit] = (
      await sql<{ n: number }>`select count(*)::int as n from audit_events
        where entity_type = 'action_plan_items' and company_id = ${id.oscar}`.execute(server.db)
    ).rows;
    expect(audit?.n).toBe(1);
  });

  it("counts completion when the asset is read, and shows the effect on the area for those who completed", async () => {
    const o1 = await api.token("oscar-o1");
    const read = await api.put(`${V1}/user/traits/assets/${MALWARE_ASSETS[0]}/read`, {}, o1);
    expect(read.status).toBe(200);
    await malware("o1", 5, new Date().toISOString());
    const library = await api.get<{ records: TAssetList }>(`${V1}/user/traits/assets?assigned=true`, o1);
    expect(library.body.records.assets).toEqual([]);
    const [item] = (await plan()).items;
    // o1: 1 → 5 on 0-6, i.e. 1.7 → 8.3 on 0-10.
    expect(item).toMatchObject({
      assigned: 2,
      completed: 1,
      overdue: 0,
      effect: { before: 1.7, after: 8.3, people: 1 },
    });
    // Past its due date, whoever has not read it is overdue.
    await sql`update action_plan_items set due_date = ${day(-1)}::date where company_id = ${id.oscar}`.execute(
      server.db,
    );
    const late = await plan();
    expect(late.items[0]).toMatchObject({ overdue: 1 });
    expect(late.totals).toEqual({ assigned: 2, completed: 1, overdue: 1 });
  });

  it("asks again for an asset read before it was assigned, and counts it once read after", async () => {
    const asset = MALWARE_ASSETS[1] ?? 0;
    const s2 = await api.token("oscar-s2");
    expect((await api.put(`${V1}/user/traits/assets/${asset}/read`, {}, s2)).status).toBe(200);
    const res = await assign({
      assetIds: [asset],
      target: { kind: "people", ids: [id.s2] },
      dueDate: day(3),
    });
    expect(res.body.records[0]).toMatchObject({ assigned: 1, completed: 0 });
    const library = await api.get<{ records: TAssetList }>(`${V1}/user/traits/assets?assigned=true`, s2);
    expect(library.body.records.assets).toEqual([
      expect.objectContaining({ assetId: asset, status: "read", assignedDue: day(3) }),
    ]);
    expect((await api.put(`${V1}/user/traits/assets/${asset}/read`, {}, s2)).status).toBe(200);
    const item = (await plan()).items.find((i) => i.itemId === res.body.records[0]?.itemId);
    expect(item).toMatchObject({ assigned: 1, completed: 1 });
    const after = await api.get<{ records: TAssetList }>(`${V1}/user/traits/assets?assigned=true`, s2);
    expect(after.body.records.assets).toEqual([]);
  });

  it("assigns to departments with their sub-departments, tags, chosen people and the whole company", async () => {
    const due = day(30);
    const asset = MALWARE_ASSETS[1] ?? MALWARE_ASSETS[0];
    const departments = await assign({
      assetIds: [asset],
      target: { kind: "departments", ids: [id.ops] },
      dueDate: due,
    });
    expect(departments.body.records[0]).toMatchObject({
      assigned: 2,
      target: { kind: "departments", names: ["Ops"] },
      dimensionId: MALWARE,
    });
    const tags = await assign({ assetIds: [asset], target: { kind: "tags", ids: [id.night] }, dueDate: due });
    expect(tags.body.records[0]).toMatchObject({ assigned: 1, target: { kind: "tags", names: ["Night"] } });
    const people = await assign({
      assetIds: [asset],
      target: { kind: "people", ids: [id.s2, id.z1] },
      dueDate: due,
    });
    expect(people.body.records[0]).toMatchObject({ assigned: 2 });
    // Two assets at once: one item each; everyone alive in the company (o1 n1 s1 s2 z1 and the controller).
    const company = await assign({ assetIds: [1, 2], target: { kind: "company" }, dueDate: due });
    expect(company.body.records.map((i) => i.assigned)).toEqual([6, 6]);
  });

  it("refuses what cannot be assigned, with the catalogue's codes, and writes nothing", async () => {
    const before = (await plan()).items.length;
    const due = day(5);
    const cases: [unknown, number, string, number?][] = [
      [{ assetIds: [9999], target: { kind: "company" }, dueDate: due }, 412, "ND1027"],
      [{ assetIds: [], target: { kind: "company" }, dueDate: due }, 412, "ND1027"],
      [
        { assetIds: [1], dimensionId: D.DIMENSION_GENERAL_RISK, target: { kind: "company" }, dueDate: due },
        412,
        "ND1027",
      ],
      [{ assetIds: [1], target: { kind: "concerned" }, dueDate: due }, 412, "ND1027"],
      [{ assetIds: [1], target: { kind: "company" }, dueDate: day(-1) }, 412, "ND1027"],
      [{ assetIds: [1], target: { kind: "company" }, dueDate: day(400) }, 412, "ND1027"],
      [{ assetIds: [1], target: { kind: "company" }, dueDate: "2026-02-30" }, 412, "ND1027"],
      [{ assetIds: [1], target: { kind: "everyone" }, dueDate: due }, 412, "ND1027"],
      [{ assetIds: [1], target: { kind: "departments", ids: [id.papaDept] }, dueDate: due }, 404, "ND1000"],
      [{ assetIds: [1], target: { kind: "departments", ids: [] }, dueDate: due }, 404, "ND1000"],
      [{ assetIds: [1], target: { kind: "tags", ids: [id.papaTag] }, dueDate: due }, 404, "ND1000"],
      [{ assetIds: [1], target: { kind: "people", ids: [id.p1] }, dueDate: due }, 412, "ND1032"],
      [{ assetIds: [1], target: { kind: "people", ids: [id.d1] }, dueDate: due }, 412, "ND1032"],
      [{ assetIds: [1], target: { kind: "people", ids: [] }, dueDate: due }, 412, "ND1032"],
      [{ assetIds: [1], target: { kind: "company" }, dueDate: due }, 404, "ND1000", id.papa],
      [{ assetIds: [1], target: { kind: "company" }, dueDate: due }, 403, "NF1003", id.quebec],
    ];
    for (const [body, status, code, company] of cases) {
      const res = await assign(body, company);
      expect([res.status, codeOf(res)], JSON.stringify(body)).toEqual([status, code]);
    }
    // Nobody below 5 in an area: nothing to assign.
    await sql`update profile_dimension_records set dimension_value = 6
      where company_id = ${id.oscar} and dimension_id = ${MALWARE}`.execute(server.db);
    const nobody = await assign({
      assetIds: [1],
      dimensionId: MALWARE,
      target: { kind: "concerned" },
      dueDate: due,
    });
    expect([nobody.status, codeOf(nobody)]).toEqual([412, "ND1032"]);
    expect((await plan()).items.length).toBe(before);
    // An employee is not a controller.
    const o1 = await api.token("oscar-o1");
    const employee = await api.get(`${V1}/controller/stakeholders/assets/${id.oscar}`, o1);
    expect(employee.status).toBe(403);
  });
});
