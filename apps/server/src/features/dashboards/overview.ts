import {
  DEPARTMENT_SCORE_KEYS,
  type DepartmentScoreKey,
  DIMENSION_DEFINITIONS,
  DIMENSION_ELEMENTS,
  departmentAlertLevel,
  riskDisplay,
  SURVEYS,
  type TDashboardAlert,
  type TDashboardOverview,
  type TDepartmentScores,
  type TFigure,
  type TSuppressed,
} from "@wellguard/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { complementSuppressed, type MonthPart, type Published, publishSeries } from "./privacy";

/*
 * The overall dashboard of a managed company (docs/dashboards.md), by aggregate SQL: a person's value at a
 * moment is their record of the survey type and dimension with the latest start date up to that moment (the
 * records keep every earlier value: vigence only marks the latest). Security figures are per person and follow
 * today's departments and tags; wellbeing passes through privacy.ts.
 */

const D = DIMENSION_ELEMENTS;
const S = SURVEYS;

/** The security figures read at each moment: [key, survey type, dimension]. */
const SECURITY = [
  ["risk", S.SURVEY_WELLGUARD_GRI_GLOBAL, D.DIMENSION_GENERAL_RISK],
  ["hazard", S.SURVEY_WELLGUARD_GRI_GLOBAL, D.DIMENSION_GENERAL_HAZARD],
  ["awareness", S.SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL, D.DIMENSION_CYBER_RESULTS],
  ["insider", S.SURVEY_WELLGUARD_GRI_GLOBAL, D.DIMENSION_PRINCIPAL_INSIDER],
] as const;
type SecurityKey = (typeof SECURITY)[number][0];

interface SensitiveFigure {
  surveyTypeId: number;
  dimensionId: number;
}

const WELLBEING: SensitiveFigure = {
  surveyTypeId: S.SURVEY_WELLGUARD_CLIMATE_GLOBAL,
  dimensionId: D.DIMENSION_CLIMATE_LEVEL,
};
/**
 * The global note averages the climate level with the security parts (docs/instruments/model.md), so one
 * person's note would tell their wellbeing: it passes through the same rules as wellbeing.
 */
const GLOBAL_SCORE: SensitiveFigure = {
  surveyTypeId: S.SURVEY_WELLGUARD_SCORE_GLOBAL,
  dimensionId: D.DIMENSION_GLOBAL_NOTE,
};
/** Interactions that count for participation: every assigned survey but the weekly pulse, which expires by design. */
const NOT_PARTICIPATION = [S.SURVEY_WELLGUARD_DIRECT];
/** A raw general risk level at or above this is "high risk" (displayed 2 or 0). */
const HIGH_RISK_LEVEL = 5;
/** The seven awareness dimensions (spec §3), read from the awareness test's records. */
const AWARENESS_DIMENSIONS = DIMENSION_DEFINITIONS.filter(
  (d) => d.group === "DIMENSION_GROUP_CYBERSECURITY" && d.key !== "DIMENSION_CYBER_RESULTS",
);

export interface OverviewRequest {
  companyId: number;
  timeZone: string;
  minGroupSize: number;
  from: string;
  to: string;
  departmentId: number | null;
  tagId: number | null;
}

interface Moments {
  fromStart: Date;
  toEnd: Date;
  previousFrom: string;
  previousStart: Date;
  /** Each month of the period with its end (the period's end for the last). */
  months: { label: string; start: Date; end: Date }[];
}

/** The period's moments in the company's time zone. */
export async function momentsOf(db: Db, r: OverviewRequest): Promise<Moments> {
  const { rows } = await sql<{
    from_start: Date;
    to_end: Date;
    previous_from: string;
    previous_start: Date;
  }>`select (${r.from}::date)::timestamp at time zone ${r.timeZone} as from_start,
      (${r.to}::date + 1)::timestamp at time zone ${r.timeZone} as to_end,
      to_char(${r.from}::date - (${r.to}::date + 1 - ${r.from}::date), 'YYYY-MM-DD') as previous_from,
      (${r.from}::date - (${r.to}::date + 1 - ${r.from}::date))::timestamp at time zone ${r.timeZone}
        as previous_start`.execute(db);
  const { rows: months } = await sql<{ label: string; start: Date; end: Date }>`
    select to_char(m, 'YYYY-MM') as label,
      greatest(m, ${r.from}::date::timestamp) at time zone ${r.timeZone} as start,
      least(m + interval '1 month', (${r.to}::date + 1)::timestamp) at time zone ${r.timeZone} as end
    from generate_series(date_trunc('month', ${r.from}::date::timestamp),
      date_trunc('month', ${r.to}::date::timestamp), interval '1 month') as m
    order by m`.execute(db);
  const row = rows[0];
  if (!row) throw new Error("the period's moments were not computed");
  return {
    fromStart: row.from_start,
    toEnd: row.to_end,
    previousFrom: row.previous_from,
    previousStart: row.previous_start,
    months,
  };
}

/** Today's people of the group: the company's, narrowed to a department subtree and a tag. */
export function groupPeople(r: OverviewRequest, subtree: number[] | null) {
  return sql`select p.id, p.department_id, p.progress from people p
    where p.company_id = ${r.companyId} and p.deleted_at is null
      ${subtree ? sql`and p.department_id = any(${subtree}::int[])` : sql``}
      ${r.tagId ? sql`and exists (select 1 from tag_members m where m.tag_id = ${r.tagId} and m.person_id = p.id)` : sql``}`;
}

export interface SecurityRow<K extends string = SecurityKey> {
  at: number;
  key: K;
  department_id: number | null;
  sum: number;
  people: number;
  high: number;
}

/**
 * The security figures at each moment, per today's department of the people: sums and counts, so a subtree is
 * a sum of its departments. `insider` is the principal insider's index (its record's extra).
 */
export async function securityAt<K extends string = SecurityKey>(
  db: Db,
  r: OverviewRequest,
  subtree: number[] | null,
  moments: Date[],
  wanted: readonly (readonly [K, number, number])[] = SECURITY as unknown as readonly (readonly [
    K,
    number,
    number,
  ])[],
) {
  const types = wanted.map(([, type]) => type);
  const dimensions = wanted.map(([, , dimension]) => dimension);
  const keys = wanted.map(([key]) => key);
  const last = new Date(Math.max(...moments.map((m) => m.getTime())));
  const { rows } = await sql<SecurityRow<K>>`
    with g as (${groupPeople(r, subtree)}),
    wanted as (select * from unnest(${types}::int[], ${dimensions}::int[], ${keys}::text[])
      as w(survey_type_id, dimension_id, key)),
    recs as (
      select w.key, g.department_id,
        case when w.key = 'insider' then r.dimension_value_extra else r.dimension_value end as v,
        r.start_date as s,
        lead(r.start_date) over (partition by r.person_id, r.survey_type_id, r.dimension_id
          order by r.start_date, r.id) as e
      from profile_dimension_records r
      join wanted w on w.survey_type_id = r.survey_type_id and w.dimension_id = r.dimension_id
      join g on g.id = r.person_id
      where r.company_id = ${r.companyId} and r.start_date < ${last}
    ),
    moments as (select * from unnest(${moments}::timestamptz[]) with ordinality as m(at, n))
    select m.n::int as at, recs.key, recs.department_id, sum(recs.v)::float8 as sum, count(recs.v)::int as people,
      count(*) filter (where recs.key = 'risk' and recs.v >= ${HIGH_RISK_LEVEL})::int as high
    from moments m join recs on recs.s < m.at and (recs.e is null or recs.e >= m.at)
    group by m.n, recs.key, recs.department_id`.execute(db);
  return rows;
}

interface ParticipationRow {
  bucket: number;
  department_id: number | null;
  assigned: number;
  done: number;
}

/** Surveys that started in each window [start, end) and how many of them are done. */
async function participationIn(
  db: Db,
  r: OverviewRequest,
  subtree: number[] | null,
  windows: { start: Date; end: Date }[],
) {
  const { rows } = await sql<ParticipationRow>`
    with g as (${groupPeople(r, subtree)}),
    windows as (select * from unnest(${windows.map((w) => w.start)}::timestamptz[],
      ${windows.map((w) => w.end)}::timestamptz[]) with ordinality as w(start_at, end_at, n))
    select w.n::int as bucket, g.department_id, count(*)::int as assigned,
      count(*) filter (where i.status = 'DONE')::int as done
    from windows w
    join interactions i on i.company_id = ${r.companyId} and i.start_date >= w.start_at and i.start_date < w.end_at
      and i.status <> 'CANCELLED' and i.survey_type_id <> all(${NOT_PARTICIPATION}::int[])
    join g on g.id = i.person_id
    group by w.n, g.department_id`.execute(db);
  return rows;
}

interface WellbeingRow {
  n: number;
  department_id: number | null;
  sum: number;
  people: number;
  changed: number;
}

/**
 * A sensitive figure's parts at each month end from the company's first record of it to the period's end, per
 * the department the person was in when they answered (privacy.ts).
 */
async function sensitiveMonths(db: Db, r: OverviewRequest, toEnd: Date, figure: SensitiveFigure) {
  const { rows: ends } = await sql<{ at: Date }>`
    select m at time zone ${r.timeZone} as at
    from generate_series(
      date_trunc('month', (select min(start_date) from profile_dimension_records
        where company_id = ${r.companyId} and survey_type_id = ${figure.surveyTypeId}
          and dimension_id = ${figure.dimensionId}) at time zone ${r.timeZone}) + interval '1 month',
      ${toEnd}::timestamptz at time zone ${r.timeZone}, interval '1 month') as m
    order by m`.execute(db);
  const moments = ends.map((e) => e.at);
  if (moments.length === 0) return { moments, rows: [] as WellbeingRow[] };
  const { rows } = await sql<WellbeingRow>`
    with recs as (
      select r.department_id, r.dimension_value as v, r.start_date as s,
        lead(r.start_date) over (partition by r.person_id order by r.start_date, r.id) as e
      from profile_dimension_records r
      where r.company_id = ${r.companyId} and r.survey_type_id = ${figure.surveyTypeId}
        and r.dimension_id = ${figure.dimensionId}
    ),
    moments as (select at, n, lag(at) over (order by n) as previous
      from unnest(${moments}::timestamptz[]) with ordinality as m(at, n))
    select m.n::int as n, recs.department_id, sum(recs.v)::float8 as sum, count(*)::int as people,
      count(*) filter (where m.previous is null or recs.s >= m.previous)::int as changed
    from moments m join recs on recs.s < m.at and (recs.e is null or recs.e >= m.at)
    group by m.n, recs.department_id`.execute(db);
  return { moments, rows };
}

export interface Department {
  id: number;
  name: string;
  parent_id: number | null;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

export function subtreeOf(departments: readonly Department[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i += 1) {
    for (const d of departments) if (d.parent_id === ids[i]) ids.push(d.id);
  }
  return ids;
}

function figure(
  value: number | null,
  previous: number | null,
  people: number,
  suppressed: TSuppressed = null,
): TFigure {
  return {
    value,
    previous,
    change: value !== null && previous !== null ? round1(value - previous) : null,
    people,
    suppressed,
  };
}

export async function overview(db: Db, r: OverviewRequest): Promise<TDashboardOverview> {
  const departments = (
    await sql<Department>`select id, name, parent_id from departments
      where company_id = ${r.companyId} order by name, id`.execute(db)
  ).rows;
  const filterSubtree = r.departmentId ? subtreeOf(departments, r.departmentId) : null;
  const moments = await momentsOf(db, r);
  // Moment 1 is the period's end, 2 the previous period's end, then each month's end.
  const securityMoments = [moments.toEnd, moments.fromStart, ...moments.months.map((m) => m.end)];
  const [security, participation, wellbeing, globalScores, peopleRows, awareness] = await Promise.all([
    securityAt(db, r, filterSubtree, securityMoments),
    participationIn(db, r, filterSubtree, [
      { start: moments.fromStart, end: moments.toEnd },
      { start: moments.previousStart, end: moments.fromStart },
      ...moments.months,
    ]),
    sensitiveMonths(db, r, moments.toEnd, WELLBEING),
    sensitiveMonths(db, r, moments.toEnd, GLOBAL_SCORE),
    sql<{ department_id: number | null; people: number; progress: number }>`
      with g as (${groupPeople(r, filterSubtree)})
      select department_id, count(*)::int as people, sum(progress)::float8 as progress from g
      group by department_id`.execute(db),
    awarenessAlerts(db, r, filterSubtree),
  ]);

  // Security and participation, summed over a set of departments (null: everyone of the group).
  const within = (set: ReadonlySet<number> | null, departmentId: number | null) =>
    set === null || (departmentId !== null && set.has(departmentId));
  const securityOf = (at: number, key: SecurityKey, set: ReadonlySet<number> | null) => {
    let sum = 0;
    let people = 0;
    let high = 0;
    for (const row of security) {
      if (row.at !== at || row.key !== key || !within(set, row.department_id)) continue;
      sum += row.sum;
      people += row.people;
      high += row.high;
    }
    return { mean: people > 0 ? sum / people : null, people, high };
  };
  const participationOf = (bucket: number, set: ReadonlySet<number> | null) => {
    let assigned = 0;
    let done = 0;
    for (const row of participation) {
      if (row.bucket !== bucket || !within(set, row.department_id)) continue;
      assigned += row.assigned;
      done += row.done;
    }
    return { value: assigned > 0 ? round1((done * 100) / assigned) : null, assigned };
  };

  const wellbeingAt = publishedTree(wellbeing, departments, r);
  const globalScoreAt = publishedTree(globalScores, departments, r);

  const filterSet = filterSubtree ? new Set(filterSubtree) : null;
  const filterNode = r.departmentId ?? 0;
  const meanOf = (at: number, key: SecurityKey) => {
    const { mean } = securityOf(at, key, filterSet);
    if (mean === null) return null;
    return key === "risk" || key === "hazard" ? round1(riskDisplay(mean) ?? 0) : round1(mean);
  };
  const headlineSecurity = (key: SecurityKey) =>
    figure(meanOf(1, key), meanOf(2, key), securityOf(1, key, filterSet).people);
  const participationNow = participationOf(1, filterSet);
  const sensitiveFigure = (at: (node: number, moment: Date) => Published) => {
    const now = at(filterNode, moments.toEnd);
    const before = at(filterNode, moments.fromStart);
    return figure(now.value, before.suppressed === null ? before.value : null, now.people, now.suppressed);
  };
  const riskNow = securityOf(1, "risk", filterSet);

  const headline = {
    participation: figure(
      participationNow.value,
      participationOf(2, filterSet).value,
      participationNow.assigned,
    ),
    globalScore: sensitiveFigure(globalScoreAt),
    risk: headlineSecurity("risk"),
    awareness: headlineSecurity("awareness"),
    wellbeing: sensitiveFigure(wellbeingAt),
    highRisk: figure(riskNow.high, securityOf(2, "risk", filterSet).high, riskNow.people),
  };

  const evolution = moments.months.map((month, i) => {
    const at = i + 3;
    const published = wellbeingAt(filterNode, month.end);
    const score = globalScoreAt(filterNode, month.end);
    return {
      month: month.label,
      participation: participationOf(at, filterSet).value,
      globalScore: score.value,
      globalScoreSuppressed: score.suppressed,
      risk: meanOf(at, "risk"),
      awareness: meanOf(at, "awareness"),
      wellbeing: published.value,
      wellbeingSuppressed: published.suppressed,
    };
  });

  // The bands tell which band each person is in: only for the whole company, as of the month whose global score
  // is published (privacy.ts), so a period's end never shows one person moving between bands.
  const companyScore = globalScoreAt(0, moments.toEnd);
  const bandsMoment =
    !r.departmentId && !r.tagId && companyScore.value !== null && companyScore.month !== undefined
      ? globalScores.moments[companyScore.month]
      : undefined;
  const distributions = await bandsAndLevels(db, r, filterSubtree, moments.toEnd, bandsMoment ?? null);
  const peopleByDepartment = new Map(peopleRows.rows.map((row) => [row.department_id, row]));
  const shownDepartments = filterSubtree
    ? departments.filter((d) => filterSubtree.includes(d.id))
    : departments;
  const departmentScores: TDepartmentScores[] = shownDepartments.map((d) => {
    const set = new Set(subtreeOf(departments, d.id));
    let people = 0;
    let progress = 0;
    for (const id of set) {
      const row = peopleByDepartment.get(id);
      people += row?.people ?? 0;
      progress += row?.progress ?? 0;
    }
    const mean = (key: SecurityKey) => securityOf(1, key, set).mean;
    const insider = mean("insider");
    const published = wellbeingAt(d.id, moments.toEnd);
    return {
      departmentId: d.id,
      name: d.name,
      parentId: d.parent_id,
      people,
      progress: people > 0 ? round1(progress / people) : null,
      insider: insider === null ? null : round1(10 - insider),
      hazard: nullable(mean("hazard"), (v) => round1(riskDisplay(v) ?? 0)),
      risk: nullable(mean("risk"), (v) => round1(riskDisplay(v) ?? 0)),
      wellbeing: published.value,
      wellbeingSuppressed: published.suppressed,
      cyber: nullable(mean("awareness"), round1),
    };
  });

  return {
    period: { from: r.from, to: r.to, previousFrom: moments.previousFrom },
    minGroupSize: r.minGroupSize,
    people: peopleRows.rows.reduce((sum, row) => sum + row.people, 0),
    headline,
    evolution,
    scoreBands: distributions.scoreBands,
    riskLevels: distributions.riskLevels,
    departments: departmentScores,
    alerts: [...departmentAlerts(departmentScores), ...awareness],
  };
}

type SensitiveMonths = Awaited<ReturnType<typeof sensitiveMonths>>;

/**
 * A sensitive figure for every department subtree (node 0: the company): each subtree's published series,
 * then the tag and complement rules of privacy.ts. Returns the published figure of a node at the month end at
 * or before a moment.
 */
function publishedTree(
  data: SensitiveMonths,
  departments: readonly Department[],
  r: OverviewRequest,
): (node: number, moment: Date) => Published {
  const seriesOf = (set: ReadonlySet<number> | null): Published[] => {
    const parts: MonthPart[] = data.moments.map(() => ({ sum: 0, people: 0, changed: 0 }));
    for (const row of data.rows) {
      if (set !== null && (row.department_id === null || !set.has(row.department_id))) continue;
      const part = parts[row.n - 1];
      if (!part) continue;
      part.sum += row.sum;
      part.people += row.people;
      part.changed += row.changed;
    }
    return publishSeries(parts, r.minGroupSize);
  };
  const lastPublished = (series: Published[]): Published =>
    series.at(-1) ?? { value: null, people: 0, suppressed: "group" };
  const treeSeries = new Map<number, Published[]>();
  treeSeries.set(0, seriesOf(null));
  for (const d of departments) treeSeries.set(d.id, seriesOf(new Set(subtreeOf(departments, d.id))));
  const people = new Map([...treeSeries].map(([id, series]) => [id, lastPublished(series).people]));
  const ownPeople = new Map<number, number>();
  const lastMonth = data.moments.length;
  for (const row of data.rows) {
    if (row.n !== lastMonth) continue;
    const id = row.department_id ?? 0;
    ownPeople.set(id, (ownPeople.get(id) ?? 0) + row.people);
  }
  const shownAtStart = new Set(
    [...treeSeries].filter(([, series]) => lastPublished(series).value !== null).map(([id]) => id),
  );
  const complement = complementSuppressed(
    departments.map((d) => ({ id: d.id, parentId: d.parent_id })),
    people,
    ownPeople,
    shownAtStart,
    r.minGroupSize,
  );
  return (node, moment) => {
    if (r.tagId) return { value: null, people: 0, suppressed: "tag" };
    const series = treeSeries.get(node) ?? [];
    let index = -1;
    data.moments.forEach((end, i) => {
      if (end.getTime() <= moment.getTime()) index = i;
    });
    const published = series[index] ?? { value: null, people: 0, suppressed: "group" as const };
    if (published.value !== null && complement.has(node) && index === lastMonth - 1)
      return { value: null, people: published.people, suppressed: "complement" };
    return published;
  };
}

const nullable = (value: number | null, f: (v: number) => number) => (value === null ? null : f(value));

/** People by global score band and by raw risk level, at the period's end. */
async function bandsAndLevels(
  db: Db,
  r: OverviewRequest,
  subtree: number[] | null,
  at: Date,
  bandsAt: Date | null,
) {
  const { rows } = await sql<{ kind: string; bucket: number; people: number }>`
    with g as (${groupPeople(r, subtree)}),
    latest as (
      select distinct on (r.person_id, r.survey_type_id) r.survey_type_id, r.dimension_value as v
      from profile_dimension_records r join g on g.id = r.person_id
      where r.company_id = ${r.companyId}
        and ((r.survey_type_id = ${S.SURVEY_WELLGUARD_SCORE_GLOBAL} and r.dimension_id = ${D.DIMENSION_GLOBAL_NOTE}
            and r.start_date < ${bandsAt ?? new Date(0)})
          or (r.survey_type_id = ${S.SURVEY_WELLGUARD_GRI_GLOBAL} and r.dimension_id = ${D.DIMENSION_GENERAL_RISK}
            and r.start_date < ${at}))
      order by r.person_id, r.survey_type_id, r.start_date desc, r.id desc
    )
    select case when survey_type_id = ${S.SURVEY_WELLGUARD_SCORE_GLOBAL} then 'band' else 'level' end as kind,
      case when survey_type_id = ${S.SURVEY_WELLGUARD_SCORE_GLOBAL} then least(4, floor(v / 2))::int
        else round(v)::int end as bucket,
      count(*)::int as people
    from latest group by 1, 2`.execute(db);
  const count = (kind: string, bucket: number) =>
    rows.find((row) => row.kind === kind && row.bucket === bucket)?.people ?? 0;
  return {
    scoreBands:
      bandsAt === null
        ? null
        : [0, 1, 2, 3, 4].map((b) => ({
            from: b * 2,
            to: b === 4 ? 10 : b * 2 + 2,
            people: count("band", b),
          })),
    riskLevels: [1, 2, 3, 4, 5, 6].map((level) => ({ level, people: count("level", level) })),
  };
}

const ALERT_ICONS: Record<DepartmentScoreKey, string> = {
  progress: "progress",
  insider: "insider",
  hazard: "hazard",
  risk: "risk",
  wellbeing: "wellbeing",
  cyber: "cyber",
};

/** Spec §3/§4/§9: per department score, the worst level any department reaches and the departments at it. */
function departmentAlerts(departments: readonly TDepartmentScores[]): TDashboardAlert[] {
  const alerts: TDashboardAlert[] = [];
  for (const key of DEPARTMENT_SCORE_KEYS) {
    const scored = departments.flatMap((d) => {
      const raw = d[key];
      if (raw === null) return [];
      const value = key === "progress" ? raw / 10 : raw;
      return [{ id: d.departmentId, level: departmentAlertLevel(value) }];
    });
    if (scored.length === 0) continue;
    const level = scored.some((s) => s.level === "danger")
      ? "danger"
      : scored.some((s) => s.level === "warning")
        ? "warning"
        : "success";
    const concerned = scored.filter((s) => s.level === level).map((s) => s.id);
    alerts.push({
      type: "result",
      subtype: key,
      level,
      total: concerned.length,
      icon: ALERT_ICONS[key],
      departmentIds: concerned,
    });
  }
  return alerts;
}

/**
 * One alert per awareness dimension: the group's mean of the current awareness results on a 0-10 scale (the
 * dimension's 0-6 correct-answer level × 10 / 6), its level, the people below 5 and their departments.
 */
async function awarenessAlerts(
  db: Db,
  r: OverviewRequest,
  subtree: number[] | null,
): Promise<TDashboardAlert[]> {
  const ids = AWARENESS_DIMENSIONS.map((d) => d.id);
  const { rows } = await sql<{ dimension_id: number; mean: number; low: number; departments: number[] }>`
    with g as (${groupPeople(r, subtree)})
    select r.dimension_id, avg(r.dimension_value * 10 / 6)::float8 as mean,
      count(*) filter (where r.dimension_value * 10 / 6 < 5)::int as low,
      coalesce(array_agg(distinct g.department_id) filter (where r.dimension_value * 10 / 6 < 5
        and g.department_id is not null), '{}') as departments
    from profile_dimension_records r join g on g.id = r.person_id
    where r.company_id = ${r.companyId} and r.vigence = 1
      and r.survey_type_id = ${S.SURVEY_WELLGUARD_CYBERSECURITY} and r.dimension_id = any(${ids}::int[])
    group by r.dimension_id order by r.dimension_id`.execute(db);
  return rows.map((row) => ({
    type: "dimension" as const,
    subtype: AWARENESS_DIMENSIONS.find((d) => d.id === row.dimension_id)?.code ?? String(row.dimension_id),
    level: departmentAlertLevel(row.mean),
    total: row.low,
    icon: "cyber",
    departmentIds: row.departments,
  }));
}
