import { DIMENSION_DEFINITIONS, type Locale, type TAwarenessDashboard } from "@wellguard/contract";
import { sql } from "kysely";
import { ASSET_TEXTS, ASSETS, dimensionIdsOf } from "../../content/assets/catalogue";
import type { Db } from "../../db/database";
import {
  AREA_TO_TEN,
  type Department,
  groupPeople,
  momentsOf,
  type OverviewRequest,
  round1,
  scopeOf,
  subtreeOf,
} from "./overview";
import { FIGURES, summaryAt, summarySeries, TOTAL, total } from "./summary";

/*
 * The awareness dashboard (docs/dashboards.md "Awareness"): the seven awareness dimensions of the awareness
 * test's records, for the group, per department subtree (a heat map), by month, the weakest with the assets that
 * train them, and people by awareness level, from the summary (summary.ts). Security results: per person, no
 * privacy threshold.
 */

/** The seven areas in the catalogue's order, as [code, dimension id, summary figure]. */
const DIMENSIONS = DIMENSION_DEFINITIONS.filter(
  (d) => d.group === "DIMENSION_GROUP_CYBERSECURITY" && d.key !== "DIMENSION_CYBER_RESULTS",
).map((d, i) => [d.code, d.id, FIGURES.areas[i] ?? 0] as const);
const AREA_FIGURES = DIMENSIONS.map(([, , figure]) => figure);
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
  const scope = scopeOf(r, filterSubtree);
  const [now, series, peopleRow] = await Promise.all([
    summaryAt(db, scope, [...AREA_FIGURES, FIGURES.awareness], moments.toDay),
    // The previous period's end, then each month's end.
    summarySeries(
      db,
      scope,
      [...AREA_FIGURES, FIGURES.awareness],
      [r.from, ...moments.months.map((m) => m.endDay)],
    ),
    sql<{
      people: number;
    }>`with g as (${groupPeople(r, filterSubtree)}) select count(*)::int as people from g`.execute(db),
  ]);
  const onTen = (value: number | null) => (value === null ? null : round1(value * AREA_TO_TEN));

  const dimensions = DIMENSIONS.map(([code, dimensionId, figure]) => {
    const { mean, people } = total(now, figure);
    return { dimensionId, code, value: onTen(mean), people, below: total(now, figure, 0).people };
  });
  const levelNow = total(now, FIGURES.awareness).mean;
  const levelBefore = total(series[0] ?? [], FIGURES.awareness).mean;
  const level = {
    value: levelNow === null ? null : round1(levelNow),
    previous: levelBefore === null ? null : round1(levelBefore),
    change: levelNow !== null && levelBefore !== null ? round1(round1(levelNow) - round1(levelBefore)) : null,
    people: total(now, FIGURES.awareness).people,
    suppressed: null,
  };
  const shown = filterSubtree ? departments.filter((d) => filterSubtree.includes(d.id)) : departments;
  const heat = shown.map((d) => {
    const set = new Set(subtreeOf(departments, d.id));
    return {
      departmentId: d.id,
      name: d.name,
      parentId: d.parent_id,
      people: total(now, DIMENSIONS[0]?.[2] ?? 0, TOTAL, set).people,
      values: DIMENSIONS.map(([, , figure]) => onTen(total(now, figure, TOTAL, set).mean)),
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
    values: DIMENSIONS.map(([, , figure]) => onTen(total(series[i + 1] ?? [], figure).mean)),
  }));
  return {
    period: { from: r.from, to: r.to, previousFrom: moments.previousFrom },
    people: peopleRow.rows[0]?.people ?? 0,
    level,
    dimensions,
    departments: heat,
    weakest,
    evolution,
    levels: [0, 1, 2, 3, 4].map((b) => ({
      from: b * 2,
      to: b === 4 ? 10 : b * 2 + 2,
      people: total(now, FIGURES.awareness, b).people,
    })),
  };
}
