import { sql } from "kysely";
import type { Db } from "../../db/database";

/*
 * Reading the dashboards' summary (migration 0015, docs/dashboards.md "Queries"). dashboard_changes holds, per
 * company, tag (0: everyone), figure, day and month in the company's time zone, bucket and department, how the
 * sum of the people's current values, the people with a value and the people whose value changed moved. A
 * figure at the start of a day is the month rows before the day's month plus the day rows of its month before
 * the day: a few thousand rows, whatever the length of the history or the number of people.
 */

/** The figures of dashboard_figures (the migration's literal rows; summary.test.ts checks them). */
export const FIGURES = {
  risk: 1,
  hazard: 2,
  awareness: 3,
  insider: 4,
  /** The seven awareness areas, in the catalogue's order (dimensions 13 to 19). */
  areas: [5, 6, 7, 8, 9, 10, 11],
  wellbeing: 12,
  globalScore: 13,
  scoreBands: 14,
  /** Not a record: surveys assigned (its people) and done (its sum) by the day they started. */
  participation: 15,
} as const;

/** The bucket of a figure's own sum and people; 0 and up are people per level, band or "below 5". */
export const TOTAL = -1;

export interface SummaryScope {
  companyId: number;
  /** A tag's people only (null: everyone). */
  tagId: number | null;
  /** Today's departments to count (null: every person, with or without a department). */
  departments: readonly number[] | null;
}

export interface SummaryRow {
  figure: number;
  bucket: number;
  /** null: people in no department. */
  department: number | null;
  sum: number;
  people: number;
  changed: number;
}

/** 'YYYY-MM-01' of a 'YYYY-MM-DD' day. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

const scopeSql = (scope: SummaryScope, figures: readonly number[]) =>
  sql`company_id = ${scope.companyId} and tag_id = ${scope.tagId ?? 0} and figure = any(${figures}::smallint[])
    ${scope.departments ? sql`and department_id = any(${scope.departments}::int[])` : sql``}`;

/** The figures at the start of `day`, per department. */
export async function summaryAt(
  db: Db,
  scope: SummaryScope,
  figures: readonly number[],
  day: string,
): Promise<SummaryRow[]> {
  const { rows } = await sql<SummaryRow>`
    select figure, bucket, nullif(department_id, 0) as department, sum(sum)::float8 as sum,
      sum(people)::int as people, sum(changed)::int as changed
    from dashboard_changes
    where ${scopeSql(scope, figures)}
      and ((span = 'm' and at < ${monthOf(day)}::date)
        or (span = 'd' and at >= ${monthOf(day)}::date and at < ${day}::date))
    group by figure, bucket, department_id`.execute(db);
  return rows;
}

/**
 * The figures at the start of each of `days`, for the whole scope (no department breakdown), as a list per day
 * in the order given: the month rows up to the last day and the day rows of the months a day falls within,
 * added up here.
 */
export async function summarySeries(
  db: Db,
  scope: SummaryScope,
  figures: readonly number[],
  days: readonly string[],
): Promise<SummaryRow[][]> {
  const last = [...days].sort().at(-1);
  if (last === undefined) return [];
  const partialMonths = [...new Set(days.filter((d) => !d.endsWith("-01")).map(monthOf))];
  const { rows } = await sql<Omit<SummaryRow, "department"> & { span: string; at: string }>`
    select span, to_char(at, 'YYYY-MM-DD') as at, figure, bucket, sum(sum)::float8 as sum,
      sum(people)::int as people, sum(changed)::int as changed
    from dashboard_changes
    where ${scopeSql(scope, figures)}
      and ((span = 'm' and at < ${monthOf(last)}::date)
        or (span = 'd' and date_trunc('month', at)::date = any(${partialMonths}::date[]) and at < ${last}::date))
    group by span, at, figure, bucket`.execute(db);
  return days.map((day) => {
    const month = monthOf(day);
    const totals = new Map<string, SummaryRow>();
    for (const row of rows) {
      const counts = row.span === "m" ? row.at < month : row.at >= month && row.at < day;
      if (!counts) continue;
      const key = `${row.figure}:${row.bucket}`;
      const total = totals.get(key) ?? {
        figure: row.figure,
        bucket: row.bucket,
        department: null,
        sum: 0,
        people: 0,
        changed: 0,
      };
      total.sum += row.sum;
      total.people += row.people;
      total.changed += row.changed;
      totals.set(key, total);
    }
    return [...totals.values()];
  });
}

/** A figure's month rows of everyone, per department, from its first month: [month, department, parts]. */
export async function summaryMonths(db: Db, companyId: number, figure: number) {
  const { rows } = await sql<{
    month: string;
    department: number | null;
    sum: number;
    people: number;
    changed: number;
  }>`
    select to_char(at, 'YYYY-MM-DD') as month, nullif(department_id, 0) as department, sum::float8 as sum,
      people, changed
    from dashboard_changes
    where company_id = ${companyId} and tag_id = 0 and figure = ${figure} and span = 'm' and bucket = ${TOTAL}
    order by at`.execute(db);
  return rows;
}

/** Adds up rows of one figure and bucket (over departments or days). */
export function total(
  rows: readonly SummaryRow[],
  figure: number,
  bucket = TOTAL,
  within?: ReadonlySet<number>,
) {
  let sum = 0;
  let people = 0;
  for (const row of rows) {
    if (row.figure !== figure || row.bucket !== bucket) continue;
    if (within && (row.department === null || !within.has(row.department))) continue;
    sum += row.sum;
    people += row.people;
  }
  return { sum, people, mean: people > 0 ? sum / people : null };
}
