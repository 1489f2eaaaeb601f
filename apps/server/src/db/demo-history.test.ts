import { DIMENSION_ELEMENTS, SURVEYS, type TUserSurvey } from "@wellguard/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTRUMENTS } from "../content/instruments";
import { apiClient, startTestServer, type TestServer, testDatabases } from "../test/harness";
import { summaryDrift } from "../test/summary-drift";
import { seededRandom } from "./demo-history";

/*
 * The year of demo history (db/demo-history.ts, docs/demo.md): the story each dashboard must tell, checked on
 * what the product's own code wrote.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const CYBER_RESULTS = DIMENSION_ELEMENTS.DIMENSION_CYBER_RESULTS;
const CLIMATE_LEVEL = DIMENSION_ELEMENTS.DIMENSION_CLIMATE_LEVEL;

it("draws the same numbers from the same seed, and others from another", () => {
  const a = seededRandom(7);
  const b = seededRandom(7);
  const c = seededRandom(8);
  const first = Array.from({ length: 5 }, () => a());
  expect(Array.from({ length: 5 }, () => b())).toEqual(first);
  expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
  for (const n of first) expect(n >= 0 && n < 1).toBe(true);
});

describe.each(testDatabases())("a year of demo history (%s)", (kind) => {
  let server: TestServer;
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(server.db)).rows;

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemoHistory: true });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it("spans twelve months of completed surveys, each with every question answered", async () => {
    const [span] = await rows(sql<{ first: Date; last: Date; done: number }>`select min(end_date) as first,
      max(end_date) as last, count(*)::int as done from interactions where status = 'DONE'`);
    expect(span?.done).toBeGreaterThan(500);
    const days = ((span?.last.getTime() ?? 0) - (span?.first.getTime() ?? 0)) / DAY_MS;
    expect(days).toBeGreaterThan(330);
    // The answer path wrote them: a DONE interaction has an answer to each of its instrument's questions.
    const counts = await rows(sql<{ survey_id: number; answers: number }>`select i.survey_id,
      count(a.*)::int as answers from interactions i join interaction_answers a on a.interaction_id = i.id
      where i.status = 'DONE' group by i.id, i.survey_id`);
    const sizes = new Map(
      INSTRUMENTS.map((instrument) => [instrument.surveyId, instrument.questions.length]),
    );
    for (const { survey_id, answers } of counts) expect(answers).toBe(sizes.get(survey_id));
    // And every record of a survey (not a GLOBAL type) names the interaction it scored.
    const [orphans] = await rows(sql<{ n: number }>`select count(*)::int as n from profile_dimension_records
      where interaction_id is null and survey_type_id in (${sql.join(
        INSTRUMENTS.flatMap((i) => i.surveyKeys.map((key) => SURVEYS[key])),
      )})`);
    expect(orphans?.n).toBe(0);
  });

  it("has Sales (and its regions) lagging in participation, with overdue surveys", async () => {
    const byGroup = await rows(sql<{ lagging: boolean; done: number; assigned: number; overdue: number }>`
      select d.name in ('Sales', 'Iberia', 'Latin America') as lagging,
        count(*) filter (where i.status = 'DONE')::int as done, count(*)::int as assigned,
        count(*) filter (where i.status = 'AVAILABLE' and i.start_date < now() - interval '1 month')::int as overdue
      from interactions i join people p on p.id = i.person_id join departments d on d.id = p.department_id
      where i.survey_type_id <> ${SURVEYS.SURVEY_WELLGUARD_DIRECT}
      group by 1`);
    const lagging = byGroup.find((g) => g.lagging);
    const others = byGroup.find((g) => !g.lagging);
    if (!lagging || !others) throw new Error("both groups have interactions");
    expect(lagging.done / lagging.assigned).toBeLessThan(others.done / others.assigned - 0.2);
    expect(lagging.overdue).toBeGreaterThan(3);
  });

  it("shows awareness improving: the awareness test comes back and its results rise", async () => {
    const halves = await rows(sql<{ late: boolean; level: number; tests: number }>`
      select start_date > now() - interval '6 months' as late, avg(dimension_value)::float8 as level,
        count(*)::int as tests
      from profile_dimension_records
      where dimension_id = ${CYBER_RESULTS} and survey_type_id = ${SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY}
      group by 1`);
    const early = halves.find((h) => !h.late);
    const late = halves.find((h) => h.late);
    expect(early?.tests).toBeGreaterThan(10);
    expect(late?.tests).toBeGreaterThan(10);
    expect((late?.level ?? 0) - (early?.level ?? 0)).toBeGreaterThan(1);
    const [retaken] = await rows(sql<{ n: number }>`select count(*)::int as n from interactions
      where survey_type_id = ${SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY} and cycle = 2 and status = 'DONE'`);
    expect(retaken?.n).toBeGreaterThan(5);
  });

  it("has Logistics, with five people or more, at the lowest wellbeing, and worse in the later climate surveys", async () => {
    const departments = await rows(sql<{ name: string; people: number; level: number }>`
      select d.name, count(distinct r.person_id)::int as people, avg(r.dimension_value)::float8 as level
      from profile_dimension_records r join departments d on d.id = r.department_id
      where r.dimension_id = ${CLIMATE_LEVEL} and r.survey_type_id = ${SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS}
        and r.vigence = 1
      group by d.name order by level`);
    expect(departments[0]?.name).toBe("Logistics");
    expect(departments[0]?.people).toBeGreaterThanOrEqual(5);
    expect((departments[1]?.level ?? 0) - (departments[0]?.level ?? 0)).toBeGreaterThan(2);
    const cycles = await rows(sql<{ cycle: number; level: number }>`select i.cycle,
        avg(r.dimension_value)::float8 as level
      from profile_dimension_records r join interactions i on i.id = r.interaction_id
        join departments d on d.id = r.department_id
      where d.name = 'Logistics' and r.dimension_id = ${CLIMATE_LEVEL}
        and r.survey_type_id = ${SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS}
      group by i.cycle order by i.cycle`);
    expect(cycles.length).toBeGreaterThanOrEqual(2);
    expect(cycles[1]?.level ?? 10).toBeLessThan(cycles[0]?.level ?? 0);
  });

  it("has a few people at high risk (level 5 or 6), not many", async () => {
    const [risk] = await rows(sql<{ high: number; scored: number }>`select
      count(*) filter (where risk >= 5)::int as high, count(risk)::int as scored from person_scores`);
    expect(risk?.high).toBeGreaterThanOrEqual(3);
    expect(risk?.high).toBeLessThanOrEqual((risk?.scored ?? 0) / 4);
  });

  it("leaves the demo employee surveys to answer, and the new hire none", async () => {
    const api = apiClient(server.baseUrl);
    const token = await api.token("employee");
    const surveys = await api.get<{ records: TUserSurvey[] }>("/api/v1/user/surveys", token);
    expect(surveys.status).toBe(200);
    expect(surveys.body.records.some((s) => s.percentage < 100)).toBe(true);
    const [newhire] = await rows(sql<{ n: number }>`select count(*)::int as n from interactions i
      join people p on p.id = i.person_id where p.login = 'newhire'`);
    expect(newhire?.n).toBe(0);
  });

  it("leaves the dashboards' summary equal to its rebuild from the records the answers wrote", async () => {
    const [company] = await rows(sql<{ id: number; changes: number }>`select p.company_id as id,
      (select count(*)::int from dashboard_changes c where c.company_id = p.company_id) as changes
      from people p where p.login = 'employee'`);
    expect(company?.changes).toBeGreaterThan(100);
    expect(await summaryDrift(server.db, company?.id ?? 0)).toEqual([]);
  });
});
