import {
  DEPARTMENT_SCORE_KEYS,
  type DepartmentScoreKey,
  DIMENSION_DEFINITIONS,
  departmentAlertLevel,
  riskDisplay,
  type TDashboardAlert,
  type TDashboardOverview,
  type TDepartmentScores,
  type TFigure,
  type TSuppressed,
} from "@wellguard/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { complementSuppressed, type MonthPart, type Published, publishSeries } from "./privacy";
import {
  FIGURES,
  type SummaryRow,
  type SummaryScope,
  summaryAt,
  summaryMonths,
  summarySeries,
  TOTAL,
  total,
} from "./summary";

/*
 * The overall dashboard of a managed company (docs/dashboards.md). A person's value at a moment is their latest
 * record of the figure before it; the figures come from the summary the database keeps of those values
 * (summary.ts, migration 0015), so an answer's cost does not grow with the company's history. Security figures
 * are per person and follow today's departments and tags; wellbeing passes through privacy.ts.
 */

/** The security figures of the summary (summary.ts), by the key the page shows them under. */
const SECURITY = {
  risk: FIGURES.risk,
  hazard: FIGURES.hazard,
  awareness: FIGURES.awareness,
  insider: FIGURES.insider,
};
type SecurityKey = keyof typeof SECURITY;
const SECURITY_FIGURES = [...Object.values(SECURITY), ...FIGURES.areas];
/** A raw general risk level at or above this is "high risk" (displayed 2 or 0). */
const HIGH_RISK_LEVELS = [5, 6];
const RISK_LEVELS = [1, 2, 3, 4, 5, 6];
/** The seven awareness areas (spec §3) with their summary figures. */
const AWARENESS_AREAS = DIMENSION_DEFINITIONS.filter(
  (d) => d.group === "DIMENSION_GROUP_CYBERSECURITY" && d.key !== "DIMENSION_CYBER_RESULTS",
).map((d, i) => ({ code: d.code, figure: FIGURES.areas[i] ?? 0 }));
/** The awareness test's level per area is 0-6 correct answers; the pages read every score on 0-10. */
export const AREA_TO_TEN = 10 / 6;

export interface OverviewRequest {
  companyId: number;
  timeZone: string;
  minGroupSize: number;
  from: string;
  to: string;
  departmentId: number | null;
  tagId: number | null;
}

/**
 * The period's moments: as the start of a day in the company's time zone (the summary's, 'YYYY-MM-DD') and as
 * a timestamp (the interactions').
 */
interface Moments {
  fromStart: Date;
  toEnd: Date;
  /** The day after the period. */
  toDay: string;
  previousFrom: string;
  previousStart: Date;
  /** Each month of the period with its end (the period's end for the last). */
  months: { label: string; start: Date; end: Date; endDay: string }[];
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const addMonth = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

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
  const { rows: months } = await sql<{ label: string; start: Date; end: Date; end_day: string }>`
    select to_char(m, 'YYYY-MM') as label,
      greatest(m, ${r.from}::date::timestamp) at time zone ${r.timeZone} as start,
      least(m + interval '1 month', (${r.to}::date + 1)::timestamp) at time zone ${r.timeZone} as end,
      to_char(least(m + interval '1 month', (${r.to}::date + 1)::timestamp), 'YYYY-MM-DD') as end_day
    from generate_series(date_trunc('month', ${r.from}::date::timestamp),
      date_trunc('month', ${r.to}::date::timestamp), interval '1 month') as m
    order by m`.execute(db);
  const row = rows[0];
  if (!row) throw new Error("the period's moments were not computed");
  return {
    fromStart: row.from_start,
    toEnd: row.to_end,
    toDay: addDays(r.to, 1),
    previousFrom: row.previous_from,
    previousStart: row.previous_start,
    months: months.map((m) => ({ label: m.label, start: m.start, end: m.end, endDay: m.end_day })),
  };
}

/** Today's people of the group: the company's, narrowed to a department subtree and a tag. */
export function groupPeople(r: OverviewRequest, subtree: number[] | null) {
  return sql`select p.id, p.department_id, p.progress from people p
    where p.company_id = ${r.companyId} and p.deleted_at is null
      ${subtree ? sql`and p.department_id = any(${subtree}::int[])` : sql``}
      ${r.tagId ? sql`and exists (select 1 from tag_members m where m.tag_id = ${r.tagId} and m.person_id = p.id)` : sql``}`;
}

/** The summary's scope of a request: its tag and, with a department filter, the subtree's departments. */
export const scopeOf = (r: OverviewRequest, subtree: readonly number[] | null): SummaryScope => ({
  companyId: r.companyId,
  tagId: r.tagId,
  departments: subtree,
});

/**
 * Participation in each window [start, end) of days: the surveys that started in it (assigned) and how many of
 * them are done, as the difference of the summary's running totals at its two ends.
 */
async function participationIn(
  db: Db,
  scope: SummaryScope,
  windows: readonly { start: string; end: string }[],
) {
  const days = [...new Set(windows.flatMap((w) => [w.start, w.end]))];
  const totals = await summarySeries(db, scope, [FIGURES.participation], days);
  const at = new Map(days.map((day, i) => [day, total(totals[i] ?? [], FIGURES.participation)]));
  return windows.map((w) => {
    const end = at.get(w.end);
    const start = at.get(w.start);
    const assigned = (end?.people ?? 0) - (start?.people ?? 0);
    const done = (end?.sum ?? 0) - (start?.sum ?? 0);
    return { value: assigned > 0 ? round1((done * 100) / assigned) : null, assigned };
  });
}

interface SensitiveMonths {
  /** The month starts from the month after the first record to the period's end ('YYYY-MM-DD'). */
  moments: string[];
  /** Per moment (n from 1) and record department: the sum and people then, and the people changed in its month. */
  rows: { n: number; department_id: number | null; sum: number; people: number; changed: number }[];
}

/**
 * A sensitive figure's parts at each month end from the company's first record of it to the period's end, per
 * the department the person was in when they answered (privacy.ts), from the summary's month rows.
 */
async function sensitiveMonths(
  db: Db,
  r: OverviewRequest,
  toDay: string,
  figure: number,
): Promise<SensitiveMonths> {
  const months = await summaryMonths(db, r.companyId, figure);
  const first = months[0]?.month;
  const moments: string[] = [];
  if (first !== undefined) for (let m = addMonth(first); m <= toDay; m = addMonth(m)) moments.push(m);
  const rows: SensitiveMonths["rows"] = [];
  const running = new Map<number | null, { sum: number; people: number }>();
  let next = 0;
  moments.forEach((moment, i) => {
    const changedIn = new Map<number | null, number>();
    const lastMonth = moment.slice(0, 7);
    for (; next < months.length && (months[next]?.month ?? "") < moment; next += 1) {
      const month = months[next];
      if (!month) continue;
      const part = running.get(month.department) ?? { sum: 0, people: 0 };
      part.sum += month.sum;
      part.people += month.people;
      running.set(month.department, part);
      if (addMonth(month.month).slice(0, 7) === lastMonth)
        changedIn.set(month.department, (changedIn.get(month.department) ?? 0) + month.changed);
    }
    for (const [department, part] of running)
      if (part.people !== 0)
        rows.push({
          n: i + 1,
          department_id: department,
          sum: part.sum,
          people: part.people,
          changed: changedIn.get(department) ?? 0,
        });
  });
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
  const scope = scopeOf(r, filterSubtree);
  const [now, series, participation, wellbeing, globalScores, peopleRows] = await Promise.all([
    summaryAt(db, scope, SECURITY_FIGURES, moments.toDay),
    // The previous period's end, then each month's end.
    summarySeries(db, scope, Object.values(SECURITY), [r.from, ...moments.months.map((m) => m.endDay)]),
    participationIn(db, scope, [
      { start: r.from, end: moments.toDay },
      { start: moments.previousFrom, end: r.from },
      ...moments.months.map((m, i) => ({ start: i === 0 ? r.from : `${m.label}-01`, end: m.endDay })),
    ]),
    sensitiveMonths(db, r, moments.toDay, FIGURES.wellbeing),
    sensitiveMonths(db, r, moments.toDay, FIGURES.globalScore),
    sql<{ department_id: number | null; people: number; progress: number }>`
      with g as (${groupPeople(r, filterSubtree)})
      select department_id, count(*)::int as people, sum(progress)::float8 as progress from g
      group by department_id`.execute(db),
  ]);
  const before = series[0] ?? [];

  const participationOf = (bucket: number) => participation[bucket - 1] ?? { value: null, assigned: 0 };
  const highOf = (rows: readonly SummaryRow[]) =>
    HIGH_RISK_LEVELS.reduce((sum, level) => sum + total(rows, FIGURES.risk, level).people, 0);

  const wellbeingAt = publishedTree(wellbeing, departments, r);
  const globalScoreAt = publishedTree(globalScores, departments, r);

  const filterNode = r.departmentId ?? 0;
  const shownMean = (key: SecurityKey, mean: number | null) => {
    if (mean === null) return null;
    return key === "risk" || key === "hazard" ? round1(riskDisplay(mean) ?? 0) : round1(mean);
  };
  const meanOf = (rows: readonly SummaryRow[], key: SecurityKey) =>
    shownMean(key, total(rows, SECURITY[key]).mean);
  const headlineSecurity = (key: SecurityKey) =>
    figure(meanOf(now, key), meanOf(before, key), total(now, SECURITY[key]).people);
  const participationNow = participationOf(1);
  const sensitiveFigure = (at: (node: number, moment: string) => Published) => {
    const atEnd = at(filterNode, moments.toDay);
    const atStart = at(filterNode, r.from);
    return figure(
      atEnd.value,
      atStart.suppressed === null ? atStart.value : null,
      atEnd.people,
      atEnd.suppressed,
    );
  };

  const headline = {
    participation: figure(participationNow.value, participationOf(2).value, participationNow.assigned),
    globalScore: sensitiveFigure(globalScoreAt),
    risk: headlineSecurity("risk"),
    awareness: headlineSecurity("awareness"),
    wellbeing: sensitiveFigure(wellbeingAt),
    highRisk: figure(highOf(now), highOf(before), total(now, FIGURES.risk).people),
  };

  const evolution = moments.months.map((month, i) => {
    const rows = series[i + 1] ?? [];
    const published = wellbeingAt(filterNode, month.endDay);
    const score = globalScoreAt(filterNode, month.endDay);
    return {
      month: month.label,
      participation: participationOf(i + 3).value,
      globalScore: score.value,
      globalScoreSuppressed: score.suppressed,
      risk: meanOf(rows, "risk"),
      awareness: meanOf(rows, "awareness"),
      wellbeing: published.value,
      wellbeingSuppressed: published.suppressed,
    };
  });

  // The bands tell which band each person is in: only for the whole company, as of the month whose global score
  // is published (privacy.ts), so a period's end never shows one person moving between bands.
  const companyScore = globalScoreAt(0, moments.toDay);
  const bandsDay =
    !r.departmentId && !r.tagId && companyScore.value !== null && companyScore.month !== undefined
      ? globalScores.moments[companyScore.month]
      : undefined;
  const bands = bandsDay ? await summaryAt(db, scopeOf(r, null), [FIGURES.scoreBands], bandsDay) : null;
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
    const mean = (key: SecurityKey) => total(now, SECURITY[key], TOTAL, set).mean;
    const insider = mean("insider");
    const published = wellbeingAt(d.id, moments.toDay);
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
    scoreBands: bands
      ? [0, 1, 2, 3, 4].map((b) => ({
          from: b * 2,
          to: b === 4 ? 10 : b * 2 + 2,
          people: total(bands, FIGURES.scoreBands, b).people,
        }))
      : null,
    riskLevels: RISK_LEVELS.map((level) => ({ level, people: total(now, FIGURES.risk, level).people })),
    departments: departmentScores,
    alerts: [...departmentAlerts(departmentScores), ...awarenessAlerts(now)],
  };
}

/**
 * A sensitive figure for every department subtree (node 0: the company): each subtree's published series,
 * then the tag and complement rules of privacy.ts. Returns the published figure of a node at the month end at
 * or before a moment.
 */
function publishedTree(
  data: SensitiveMonths,
  departments: readonly Department[],
  r: OverviewRequest,
): (node: number, moment: string) => Published {
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
      if (end <= moment) index = i;
    });
    const published = series[index] ?? { value: null, people: 0, suppressed: "group" as const };
    if (published.value !== null && complement.has(node) && index === lastMonth - 1)
      return { value: null, people: published.people, suppressed: "complement" };
    return published;
  };
}

const nullable = (value: number | null, f: (v: number) => number) => (value === null ? null : f(value));

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
 * One alert per awareness area: the group's mean at the period's end on a 0-10 scale (the area's 0-6
 * correct-answer level × 10 / 6), its level, the people below 5 and their departments.
 */
function awarenessAlerts(now: readonly SummaryRow[]): TDashboardAlert[] {
  return AWARENESS_AREAS.flatMap(({ code, figure }) => {
    const { mean } = total(now, figure);
    if (mean === null) return [];
    const low = now.filter((row) => row.figure === figure && row.bucket === 0 && row.people > 0);
    return [
      {
        type: "dimension" as const,
        subtype: code,
        level: departmentAlertLevel(mean * AREA_TO_TEN),
        total: low.reduce((sum, row) => sum + row.people, 0),
        icon: "cyber",
        departmentIds: [
          ...new Set(low.flatMap((row) => (row.department === null ? [] : [row.department]))),
        ].sort((a, b) => a - b),
      },
    ];
  });
}
