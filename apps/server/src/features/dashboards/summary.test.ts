import { DIMENSION_ELEMENTS as D, SURVEYS as T } from "@wellguard/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testDatabases } from "../../test/harness";
import { summaryDrift } from "../../test/summary-drift";
import { addCompany, addDepartment, addPerson } from "../controller-stakeholders/test-fixtures";
import { FIGURES } from "./summary";

/*
 * The dashboards' summary (migration 0015) kept by triggers must always equal the summary rebuilt from the records
 * (dashboard_rebuild): after records arrive (in time order or not), surveys are assigned, done, cancelled and
 * removed, a record's department is cleared, people move, leave and come back, tags gain and lose people, and the
 * time zone changes. The figures the rebuild gives
 * are checked by hand in dashboards.test.ts.
 */

describe.each(testDatabases())("the dashboards' summary (%s)", (kind) => {
  let server: TestServer;
  const id: Record<string, number> = {};
  const drift = () => summaryDrift(server.db, id.mike ?? 0);
  const record = (
    login: string,
    type: number,
    dimension: number,
    value: number,
    day: string,
    extra?: number,
  ) =>
    sql`insert into profile_dimension_records (person_id, company_id, department_id, survey_type_id,
        dimension_id, dimension_value, dimension_value_extra, start_date, vigence)
      select id, company_id, department_id, ${type}, ${dimension}, ${value}, ${extra ?? null},
        ${`${day}T23:30:00Z`}::timestamptz, 0
      from people where id = ${id[login] ?? 0}`.execute(server.db);
  const summed = async (figure: number, tagId = 0) =>
    (
      await sql<{ sum: number; people: number }>`select coalesce(sum(sum), 0)::float8 as sum,
        coalesce(sum(people), 0)::int as people from dashboard_changes
        where company_id = ${id.mike ?? 0} and figure = ${figure} and tag_id = ${tagId} and span = 'm'
          and bucket = -1`.execute(server.db)
    ).rows[0];

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.db;
    id.mike = await addCompany(db, { name: "Mike", domain: "mike.test", services: [1, 2, 3] });
    id.ops = await addDepartment(db, id.mike, "Ops");
    id.north = await addDepartment(db, id.mike, "Ops North", id.ops);
    for (const [login, departmentId] of [
      ["a", id.ops],
      ["b", id.north],
      ["c", id.north],
      ["d", null],
    ] as const)
      id[login] = await addPerson(db, {
        companyId: id.mike,
        login: `mike-${login}`,
        name: login,
        surname: "Mike",
        departmentId,
      });
    id.tag =
      (
        await sql<{ id: number }>`insert into tags (company_id, name) values (${id.mike}, 'Night shift')
        returning id`.execute(db)
      ).rows[0]?.id ?? 0;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("names the figures as dashboard_figures does", async () => {
    const { rows } = await sql<{ figure: number; survey_type_id: number; dimension_id: number }>`
      select figure, survey_type_id, dimension_id from dashboard_figures order by figure`.execute(server.db);
    const pairs = new Map(rows.map((r) => [r.figure, [r.survey_type_id, r.dimension_id]]));
    expect(pairs.get(FIGURES.risk)).toEqual([T.SURVEY_WELLGUARD_GRI_GLOBAL, D.DIMENSION_GENERAL_RISK]);
    expect(pairs.get(FIGURES.hazard)).toEqual([T.SURVEY_WELLGUARD_GRI_GLOBAL, D.DIMENSION_GENERAL_HAZARD]);
    expect(pairs.get(FIGURES.awareness)).toEqual([
      T.SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL,
      D.DIMENSION_CYBER_RESULTS,
    ]);
    expect(pairs.get(FIGURES.insider)).toEqual([
      T.SURVEY_WELLGUARD_GRI_GLOBAL,
      D.DIMENSION_PRINCIPAL_INSIDER,
    ]);
    expect(FIGURES.areas.map((f) => pairs.get(f))).toEqual(
      [
        D.DIMENSION_DATA_PROTECTION,
        D.DIMENSION_COMMUNICATIONS,
        D.DIMENSION_MALWARE,
        D.DIMENSION_PASSWORD_MANAGEMENT,
        D.DIMENSION_WORKPLACE,
        D.DIMENSION_COMPLIANCE,
        D.DIMENSION_SOCIAL_ENGINEERING,
      ].map((dimension) => [T.SURVEY_WELLGUARD_CYBERSECURITY, dimension]),
    );
    expect(pairs.get(FIGURES.wellbeing)).toEqual([
      T.SURVEY_WELLGUARD_CLIMATE_GLOBAL,
      D.DIMENSION_CLIMATE_LEVEL,
    ]);
    expect(pairs.get(FIGURES.globalScore)).toEqual([
      T.SURVEY_WELLGUARD_SCORE_GLOBAL,
      D.DIMENSION_GLOBAL_NOTE,
    ]);
    expect(pairs.get(FIGURES.scoreBands)).toEqual([T.SURVEY_WELLGUARD_SCORE_GLOBAL, D.DIMENSION_GLOBAL_NOTE]);
  });

  it("stays equal to its rebuild through every change it depends on", async () => {
    const db = server.db;
    const risk = [T.SURVEY_WELLGUARD_GRI_GLOBAL, D.DIMENSION_GENERAL_RISK] as const;
    const climate = [T.SURVEY_WELLGUARD_CLIMATE_GLOBAL, D.DIMENSION_CLIMATE_LEVEL] as const;
    const insider = [T.SURVEY_WELLGUARD_GRI_GLOBAL, D.DIMENSION_PRINCIPAL_INSIDER] as const;
    const malware = [T.SURVEY_WELLGUARD_CYBERSECURITY, D.DIMENSION_MALWARE] as const;

    await record("a", ...risk, 5, "2026-01-10");
    await record("b", ...risk, 2, "2026-01-31"); // 23:30 UTC: 1 February in Madrid
    await record("a", ...risk, 3, "2026-02-03");
    await record("a", ...climate, 7, "2026-01-05");
    await record("d", ...climate, 4, "2026-02-05");
    await record("c", ...insider, 41, "2026-02-05", 6);
    await record("c", ...malware, 2, "2026-02-05");
    expect(await drift()).toEqual([]);
    // The people's current values: a 3 and b 2; a's first value came and went.
    expect(await summed(FIGURES.risk)).toEqual({ sum: 5, people: 2 });
    expect(await summed(FIGURES.insider)).toEqual({ sum: 6, people: 1 });

    // Participation: surveys assigned, done, cancelled, removed.
    const survey = (login: string, type: number, day: string) =>
      sql<{
        id: number;
      }>`insert into interactions (person_id, company_id, survey_type_id, survey_id, start_date)
        select id, company_id, ${type}, ${type}, ${`${day}T10:00:00Z`}::timestamptz from people
        where id = ${id[login] ?? 0} returning id`.execute(db);
    const [first] = (await survey("a", T.SURVEY_WELLGUARD_CYBERSECURITY, "2026-02-02")).rows;
    const [second] = (await survey("b", T.SURVEY_WELLGUARD_CLIMATE_PLUS, "2026-02-03")).rows;
    const [third] = (await survey("c", T.SURVEY_WELLGUARD_BURNOUT, "2026-03-03")).rows;
    await survey("c", T.SURVEY_WELLGUARD_DIRECT, "2026-03-04"); // the weekly pulse: never counted
    await db
      .updateTable("interactions")
      .set({ status: "PROGRESS" })
      .where("id", "=", first?.id ?? 0)
      .execute();
    await db
      .updateTable("interactions")
      .set({ status: "DONE" })
      .where("id", "=", first?.id ?? 0)
      .execute();
    await db
      .updateTable("interactions")
      .set({ status: "CANCELLED" })
      .where("id", "=", second?.id ?? 0)
      .execute();
    expect(await drift()).toEqual([]);
    expect(await summed(FIGURES.participation)).toEqual({ sum: 1, people: 2 });
    await db
      .deleteFrom("interactions")
      .where("id", "=", third?.id ?? 0)
      .execute();
    expect(await summed(FIGURES.participation)).toEqual({ sum: 1, people: 1 });
    await survey("c", T.SURVEY_WELLGUARD_BURNOUT, "2026-03-05");
    expect(await drift()).toEqual([]);

    // A record older than one already there changes the next one's contribution.
    await record("a", ...risk, 6, "2026-01-20");
    expect(await drift()).toEqual([]);
    expect(await summed(FIGURES.risk)).toEqual({ sum: 5, people: 2 });

    // Moves, a departure and a return.
    await db
      .updateTable("people")
      .set({ department_id: id.ops ?? null })
      .where("id", "=", id.b ?? 0)
      .execute();
    expect(await drift()).toEqual([]);
    await db
      .updateTable("people")
      .set({ deleted_at: new Date() })
      .where("id", "=", id.c ?? 0)
      .execute();
    expect(await drift()).toEqual([]);
    expect(await summed(FIGURES.insider)).toEqual({ sum: 0, people: 0 });
    // Wellbeing stays with where the answer was given, whoever leaves.
    expect(await summed(FIGURES.wellbeing)).toEqual({ sum: 11, people: 2 });
    await db
      .updateTable("people")
      .set({ deleted_at: null })
      .where("id", "=", id.c ?? 0)
      .execute();
    expect(await drift()).toEqual([]);

    // Tags.
    await sql`insert into tag_members (tag_id, person_id) values (${id.tag}, ${id.a}), (${id.tag}, ${id.c})`.execute(
      db,
    );
    expect(await drift()).toEqual([]);
    expect(await summed(FIGURES.risk, id.tag)).toEqual({ sum: 3, people: 1 });
    expect(await summed(FIGURES.participation, id.tag)).toEqual({ sum: 1, people: 2 });
    expect(await summed(FIGURES.wellbeing, id.tag)).toEqual({ sum: 0, people: 0 });
    await sql`delete from tag_members where person_id = ${id.a}`.execute(db);
    expect(await drift()).toEqual([]);
    expect(await summed(FIGURES.risk, id.tag)).toEqual({ sum: 0, people: 0 });

    // A department deleted: its people and their records lose it.
    await db
      .deleteFrom("departments")
      .where("id", "=", id.north ?? 0)
      .execute();
    expect(await drift()).toEqual([]);

    // Another time zone moves records across day and month boundaries.
    const before = await sql<{ n: number }>`select count(*)::int as n from dashboard_changes
      where company_id = ${id.mike} and span = 'm' and at = '2026-02-01' and figure = ${FIGURES.risk}
        and bucket = -1 and people <> 0`.execute(db);
    await db
      .updateTable("companies")
      .set({ time_zone: "UTC" })
      .where("id", "=", id.mike ?? 0)
      .execute();
    expect(await drift()).toEqual([]);
    const after = await sql<{ n: number }>`select count(*)::int as n from dashboard_changes
      where company_id = ${id.mike} and span = 'm' and at = '2026-02-01' and figure = ${FIGURES.risk}
        and bucket = -1 and people <> 0`.execute(db);
    // b's first value (31 January 23:30 UTC) was February in Madrid and is January in UTC.
    expect(after.rows[0]?.n).toBe((before.rows[0]?.n ?? 0) - 1);
  });
});
