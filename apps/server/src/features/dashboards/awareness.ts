import {
  DIMENSION_DEFINITIONS,
  DIMENSION_ELEMENTS,
  type Locale,
  SURVEYS,
  type TAwarenessDashboard,
} from "@wellguard/contract";
import { sql } from "kysely";
import { ASSET_TEXTS, ASSETS, dimensionIdsOf } from "../../content/assets/catalogue";
import type { Db } from "../../db/database";
import {
  type Department,
  groupPeople,
  momentsOf,
  type OverviewRequest,
  round1,
  securityAt,
  subtreeOf,
} from "./overview";

/*
 * The awareness dashboard (docs/dashboards.md "Awareness"): the seven awareness dimensions of the awareness
 * test's records, for the group, per department subtree (a heat map), by month, the weakest with the assets that
 * train them, and people by awareness level. Security results: per person, no privacy threshold.
 */

/** The seven dimensions in the catalogue's order, as [code, awareness test survey type, dimension id]. */
const DIMENSIONS = DIMENSION_DEFINITIONS.filter(
  (d) => d.group === "DIMENSION_GROUP_CYBERSECURITY" && d.key !== "DIMENSION_CYBER_RESULTS",
).map((d) => [d.code, SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY, d.id] as const);
const LEVEL = [
  ["level", SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL, DIMENSION_ELEMENTS.DIMENSION_CYBER_RESULTS],
] as const;
/** The test's level per dimension is 0-6 correct answers; the pages read every score on 0-10. */
const TO_TEN = 10 / 6;
const WEAK_BELOW = 7;
const WEAKEST_SHOWN = 3;
const ASSETS_PER_DIMENSION = 3;

export async function awareness(db: Db, r: OverviewRequest, locale: Locale): Promise<TAwarenessDashboard> {
  const departments = (
    await sql<Department>`select id, name, parent_id from departments
      where company_id = ${r.companyId} order by name, id`.execute(db)
  ).rows;
  const filterSubtree = r.departmentId ? subtreeOf(departments, r.departmentId) : null;
  const moments = await momentsOf(db, r);
  // Moment 1: the period's end; 2: the previous period's end; then each month's end.
  const at = [moments.toEnd, moments.fromStart, ...moments.months.map((m) => m.end)];
  const [dimensionRows, levelRows, peopleRow, below, levels] = await Promise.all([
    securityAt(db, r, filterSubtree, at, DIMENSIONS),
    securityAt(db, r, filterSubtree, at.slice(0, 2), LEVEL),
    sql<{
      people: number;
    }>`with g as (${groupPeople(r, filterSubtree)}) select count(*)::int as people from g`.execute(db),
    belowFive(db, r, filterSubtree, moments.toEnd),
    levelBands(db, r, filterSubtree, moments.toEnd),
  ]);

  const meanOf = <K extends string>(
    rows: readonly { at: number; key: K; department_id: number | null; sum: number; people: number }[],
    moment: number,
    key: K,
    set: ReadonlySet<number> | null,
  ) => {
    let sum = 0;
    let people = 0;
    for (const row of rows) {
      if (row.at !== moment || row.key !== key) continue;
      if (set !== null && (row.department_id === null || !set.has(row.department_id))) continue;
      sum += row.sum;
      people += row.people;
    }
    return { value: people > 0 ? sum / people : null, people };
  };
  const onTen = (value: number | null) => (value === null ? null : round1(value * TO_TEN));

  const dimensions = DIMENSIONS.map(([code, , dimensionId]) => {
    const { value, people } = meanOf(dimensionRows, 1, code, null);
    return { dimensionId, code, value: onTen(value), people, below: below.get(dimensionId) ?? 0 };
  });
  const now = meanOf(levelRows, 1, "level", null);
  const before = meanOf(levelRows, 2, "level", null);
  const level = {
    value: now.value === null ? null : round1(now.value),
    previous: before.value === null ? null : round1(before.value),
    change:
      now.value !== null && before.value !== null ? round1(round1(now.value) - round1(before.value)) : null,
    people: now.people,
    suppressed: null,
  };
  const shown = filterSubtree ? departments.filter((d) => filterSubtree.includes(d.id)) : departments;
  const heat = shown.map((d) => {
    const set = new Set(subtreeOf(departments, d.id));
    const people = meanOf(dimensionRows, 1, DIMENSIONS[0]?.[0] ?? "", set).people;
    return {
      departmentId: d.id,
      name: d.name,
      parentId: d.parent_id,
      people,
      values: DIMENSIONS.map(([code]) => onTen(meanOf(dimensionRows, 1, code, set).value)),
    };
  });
  const weakest = dimensions
    .filter((d): d is typeof d & { value: number } => d.value !== null && d.value < WEAK_BELOW)
    .sort((a, b) => a.value - b.value)
    .slice(0, WEAKEST_SHOWN)
    .map((d) => ({
      dimensionId: d.dimensionId,
      code: d.code,
      assets: ASSETS.filter((asset) => dimensionIdsOf(asset).includes(d.dimensionId))
        .slice(0, ASSETS_PER_DIMENSION)
        .map((asset) => ({
          assetId: asset.id,
          title: ASSET_TEXTS[locale][asset.id].title,
          family: asset.family,
          minutes: asset.minutes,
        })),
    }));
  const evolution = moments.months.map((month, i) => ({
    month: month.label,
    values: DIMENSIONS.map(([code]) => onTen(meanOf(dimensionRows, i + 3, code, null).value)),
  }));
  return {
    period: { from: r.from, to: r.to, previousFrom: moments.previousFrom },
    people: peopleRow.rows[0]?.people ?? 0,
    level,
    dimensions,
    departments: heat,
    weakest,
    evolution,
    levels,
  };
}

/** People of the group below 5 (on 0-10) in each dimension at the period's end. */
async function belowFive(db: Db, r: OverviewRequest, subtree: number[] | null, at: Date) {
  const ids = DIMENSIONS.map(([, , id]) => id);
  const { rows } = await sql<{ dimension_id: number; below: number }>`
    with g as (${groupPeople(r, subtree)}),
    latest as (
      select distinct on (r.person_id, r.dimension_id) r.dimension_id, r.dimension_value as v
      from profile_dimension_records r join g on g.id = r.person_id
      where r.company_id = ${r.companyId} and r.survey_type_id = ${SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY}
        and r.dimension_id = any(${ids}::int[]) and r.start_date < ${at}
      order by r.person_id, r.dimension_id, r.start_date desc, r.id desc
    )
    select dimension_id, count(*) filter (where v * ${TO_TEN} < 5)::int as below from latest
    group by dimension_id`.execute(db);
  return new Map(rows.map((row) => [row.dimension_id, row.below]));
}

/** People of the group by awareness level band at the period's end. */
async function levelBands(db: Db, r: OverviewRequest, subtree: number[] | null, at: Date) {
  const { rows } = await sql<{ band: number; people: number }>`
    with g as (${groupPeople(r, subtree)}),
    latest as (
      select distinct on (r.person_id) r.dimension_value as v
      from profile_dimension_records r join g on g.id = r.person_id
      where r.company_id = ${r.companyId} and r.survey_type_id = ${SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL}
        and r.dimension_id = ${DIMENSION_ELEMENTS.DIMENSION_CYBER_RESULTS} and r.start_date < ${at}
      order by r.person_id, r.start_date desc, r.id desc
    )
    select least(4, floor(v / 2))::int as band, count(*)::int as people from latest group by 1`.execute(db);
  return [0, 1, 2, 3, 4].map((b) => ({
    from: b * 2,
    to: b === 4 ? 10 : b * 2 + 2,
    people: rows.find((row) => row.band === b)?.people ?? 0,
  }));
}
