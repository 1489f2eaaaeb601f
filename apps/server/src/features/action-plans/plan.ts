import {
  ACTION_PLAN_MAX_DAYS,
  DIMENSION_DEFINITIONS,
  departmentAlertLevel,
  type Locale,
  SURVEYS,
  type TActionPlan,
  type TActionPlanInput,
  type TActionPlanItem,
  type TActionRecommendation,
} from "@wellguard/contract";
import { sql, type Transaction } from "kysely";
import {
  ASSET_TEXTS,
  ASSETS,
  type AssetEntry,
  assetById,
  dimensionIdsOf,
} from "../../content/assets/catalogue";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { groupCondition } from "../../lib/organisation/targets";
import type { SessionContext } from "../../lib/session";
import { AREA_TO_TEN, addDays } from "../dashboards/overview";
import { FIGURES, summaryAt, total } from "../dashboards/summary";

/*
 * Action plans (docs/action-plans.md). Recommendations come from the awareness areas where people are below 5
 * (security results: per person, as the spec's controller views show them); an assignment gives assets of the
 * library to people with a due date; an assignment is completed when the person marks the asset read after it
 * was made (a read before does not count: the plan asks for it again); its effect is the area's mean, when
 * assigned and now, of those who completed it.
 */

type Trx = Transaction<Database>;

/** The seven awareness areas: [code, dimension id, summary figure]. */
const AREAS = DIMENSION_DEFINITIONS.filter(
  (d) => d.group === "DIMENSION_GROUP_CYBERSECURITY" && d.key !== "DIMENSION_CYBER_RESULTS",
).map((d, i) => ({ code: d.code, dimensionId: d.id, figure: FIGURES.areas[i] ?? 0 }));
const AREA_IDS: ReadonlySet<number> = new Set(AREAS.map((a) => a.dimensionId));
/** The awareness test, whose records hold the areas' 0-6 levels. */
const AWARENESS_TEST = SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY;
/** Below this (on 0-10) a person is concerned by an area's recommendation. */
const CONCERNED_BELOW = 5;
/** An area is recommended when its mean is below this or anyone is below CONCERNED_BELOW. */
const RECOMMENDED_BELOW = 7;

const planAsset = (asset: AssetEntry, locale: Locale) => ({
  assetId: asset.id,
  title: ASSET_TEXTS[locale][asset.id].title,
  family: asset.family,
  minutes: asset.minutes,
});

/** The company's day today, in its time zone. */
async function todayOf(db: Db, companyId: number) {
  const { rows } = await sql<{ today: string; name: string }>`select c.name,
      to_char((now() at time zone c.time_zone)::date, 'YYYY-MM-DD') as today
    from companies c where c.id = ${companyId}`.execute(db);
  const row = rows[0];
  if (!row) throw new AppError("ND1000", { field: "companyId" });
  return row;
}

async function recommendations(
  db: Db,
  companyId: number,
  today: string,
  locale: Locale,
): Promise<TActionRecommendation[]> {
  const [now, departments] = await Promise.all([
    summaryAt(
      db,
      { companyId, tagId: null, departments: null },
      AREAS.map((a) => a.figure),
      addDays(today, 1),
    ),
    db.selectFrom("departments").select(["id", "name"]).where("company_id", "=", companyId).execute(),
  ]);
  const names = new Map(departments.map((d) => [d.id, d.name]));
  return AREAS.flatMap((area) => {
    const { mean } = total(now, area.figure);
    const low = now.filter((row) => row.figure === area.figure && row.bucket === 0 && row.people > 0);
    const people = low.reduce((sum, row) => sum + row.people, 0);
    const onTen = mean === null ? null : Math.round(mean * AREA_TO_TEN * 10) / 10;
    if (onTen === null || (people === 0 && onTen >= RECOMMENDED_BELOW)) return [];
    return [
      {
        dimensionId: area.dimensionId,
        code: area.code,
        level: departmentAlertLevel(onTen),
        mean: onTen,
        people,
        departments: low
          .map((row) => ({
            departmentId: row.department,
            name: row.department === null ? null : (names.get(row.department) ?? null),
            people: row.people,
          }))
          .sort((a, b) => b.people - a.people || (a.name ?? "").localeCompare(b.name ?? "")),
        assets: ASSETS.filter((asset) => dimensionIdsOf(asset).includes(area.dimensionId)).map((asset) =>
          planAsset(asset, locale),
        ),
      },
    ];
  }).sort((a, b) => (a.mean ?? 10) - (b.mean ?? 10));
}

interface ItemRow {
  id: number;
  asset_id: number;
  dimension_id: number | null;
  target_kind: TActionPlanItem["target"]["kind"];
  target_ids: number[];
  due_date: string;
  created_at: Date;
  assigned: number;
  completed: number;
  overdue: number;
  before: number | null;
  after: number | null;
  effect_people: number;
  names: string[] | null;
}

async function items(db: Db, companyId: number, today: string, locale: Locale): Promise<TActionPlanItem[]> {
  const { rows } = await sql<ItemRow>`
    select i.id, i.asset_id, i.dimension_id, i.target_kind, i.target_ids, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
      i.created_at, count(p.id)::int as assigned, count(p.id) filter (where a.completed_at is not null)::int as completed,
      count(p.id) filter (where a.completed_at is null and i.due_date < ${today}::date)::int as overdue,
      avg(a.before_value) filter (where a.completed_at is not null and now_value.v is not null)::float8 as before,
      avg(now_value.v) filter (where a.completed_at is not null and a.before_value is not null)::float8 as after,
      count(p.id) filter (where a.completed_at is not null and a.before_value is not null
        and now_value.v is not null)::int as effect_people,
      (select array_agg(n.name order by n.name) from (
        select d.name from departments d where i.target_kind = 'departments' and d.id = any(i.target_ids)
          and d.company_id = i.company_id
        union all
        select t.name from tags t where i.target_kind = 'tags' and t.id = any(i.target_ids)
          and t.company_id = i.company_id) n) as names
    from action_plan_items i
    join asset_assignments a on a.item_id = i.id
    left join people p on p.id = a.person_id and p.deleted_at is null
    left join lateral (select d.dimension_value as v from profile_dimension_records d
      where d.person_id = p.id and d.survey_type_id = ${AWARENESS_TEST} and d.dimension_id = i.dimension_id
        and d.vigence = 1) now_value on true
    where i.company_id = ${companyId}
    group by i.id
    order by i.due_date, i.id`.execute(db);
  return rows.flatMap((row) => {
    const asset = assetById(row.asset_id);
    if (!asset) return [];
    const onTen = (v: number) => Math.round(v * AREA_TO_TEN * 10) / 10;
    return [
      {
        itemId: row.id,
        asset: planAsset(asset, locale),
        dimensionId: row.dimension_id,
        target: { kind: row.target_kind, ids: row.target_ids, names: row.names ?? [] },
        dueDate: row.due_date,
        createdAt: row.created_at.toISOString(),
        assigned: row.assigned,
        completed: row.completed,
        overdue: row.overdue,
        effect:
          row.effect_people > 0 && row.before !== null && row.after !== null
            ? { before: onTen(row.before), after: onTen(row.after), people: row.effect_people }
            : null,
      },
    ];
  });
}

export async function actionPlanOf(db: Db, companyId: number, locale: Locale): Promise<TActionPlan> {
  const { today, name } = await todayOf(db, companyId);
  const [recommended, planned] = await Promise.all([
    recommendations(db, companyId, today, locale),
    items(db, companyId, today, locale),
  ]);
  return {
    companyId,
    companyName: name,
    today,
    recommendations: recommended,
    items: planned,
    totals: {
      assigned: planned.reduce((sum, i) => sum + i.assigned, 0),
      completed: planned.reduce((sum, i) => sum + i.completed, 0),
      overdue: planned.reduce((sum, i) => sum + i.overdue, 0),
    },
  };
}

/** The live people an assignment's target names, or the refusal of a target that is not the company's. */
async function targetPeople(
  trx: Trx,
  companyId: number,
  target: { kind: TActionPlanItem["target"]["kind"]; ids: number[] },
  dimensionId: number | null,
): Promise<number[]> {
  const ids = [...new Set(target.ids)];
  const live = sql`p.company_id = ${companyId} and p.deleted_at is null`;
  const peopleWhere = async (where: ReturnType<typeof sql>) =>
    (await sql<{ id: number }>`select p.id from people p where ${live} and ${where}`.execute(trx)).rows.map(
      (r) => r.id,
    );
  switch (target.kind) {
    case "company":
      return peopleWhere(sql`true`);
    case "concerned": {
      if (dimensionId === null) throw new AppError("ND1027", { field: "dimensionId" });
      return peopleWhere(sql`exists (select 1 from profile_dimension_records d where d.person_id = p.id
        and d.survey_type_id = ${AWARENESS_TEST} and d.dimension_id = ${dimensionId} and d.vigence = 1
        and d.dimension_value * ${AREA_TO_TEN} < ${CONCERNED_BELOW})`);
    }
    case "people": {
      const found = await peopleWhere(sql`p.id = any(${ids}::int[])`);
      if (found.length !== ids.length || ids.length === 0) throw new AppError("ND1032", { field: "target" });
      return found;
    }
    case "departments":
    case "tags":
      // An empty list is "nobody in the target" here (the form always sends at least one id).
      if (ids.length === 0) throw new AppError("ND1000", { field: "target" });
      return peopleWhere(await groupCondition(trx, companyId, target.kind, ids, "target"));
  }
}

/**
 * Assigns each asset to the target's people (one plan item per asset), in one transaction, recorded in the audit
 * log. Refuses an unknown asset or area (ND1027), a due date in the past or more than a year ahead (ND1027),
 * departments or tags of another company (ND1000), and a target with nobody in it (ND1032).
 */
export async function assign(
  db: Db,
  actor: { session: SessionContext; profile: "CONTROLLER" },
  companyId: number,
  input: TActionPlanInput & { target: { ids: number[] } },
  locale: Locale,
): Promise<TActionPlanItem[]> {
  const assets = [...new Set(input.assetIds)].map((id) => assetById(id));
  if (assets.some((a) => a === undefined)) throw new AppError("ND1027", { field: "assetIds" });
  const dimensionId = input.dimensionId ?? null;
  if (dimensionId !== null && !AREA_IDS.has(dimensionId))
    throw new AppError("ND1027", { field: "dimensionId" });
  const { today } = await todayOf(db, companyId);
  if (input.dueDate < today || input.dueDate > addDays(today, ACTION_PLAN_MAX_DAYS))
    throw new AppError("ND1027", { field: "dueDate" });
  const now = new Date();
  const created = await db.transaction().execute(async (trx) => {
    const people = await targetPeople(trx, companyId, input.target, dimensionId);
    if (people.length === 0) throw new AppError("ND1032", { field: "target" });
    const ids: number[] = [];
    for (const asset of assets) {
      if (!asset) continue;
      // The area measured: the one asked for, else the first awareness area the asset trains.
      const area = dimensionId ?? dimensionIdsOf(asset).find((id) => AREA_IDS.has(id)) ?? null;
      const item = await trx
        .insertInto("action_plan_items")
        .values({
          company_id: companyId,
          asset_id: asset.id,
          dimension_id: area,
          target_kind: input.target.kind,
          target_ids: [...new Set(input.target.ids)],
          due_date: input.dueDate,
          created_by: actor.session.personId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await sql`insert into asset_assignments (item_id, person_id, assigned_at, before_value)
        select ${item.id}, p, ${now}, (select d.dimension_value from profile_dimension_records d
          where d.person_id = p and d.survey_type_id = ${AWARENESS_TEST} and d.dimension_id = ${area}
            and d.vigence = 1)
        from unnest(${people}::int[]) p`.execute(trx);
      await recordAudit(trx, actor, {
        action: "create",
        entityType: "action_plan_items",
        entityId: item.id,
        companyId,
        after: {
          assetId: asset.id,
          dimensionId: area,
          target: input.target.kind,
          targetIds: [...new Set(input.target.ids)],
          dueDate: input.dueDate,
          people: people.length,
        },
      });
      ids.push(item.id);
    }
    return ids;
  });
  const { today: day } = await todayOf(db, companyId);
  return (await items(db, companyId, day, locale)).filter((item) => created.includes(item.itemId));
}

/** The person's open assignments: per asset, the earliest due date of one not completed yet. */
export async function assignedDueDates(db: Db, personId: number): Promise<Map<number, string>> {
  const { rows } = await sql<{ asset_id: number; due: string }>`
    select i.asset_id, to_char(min(i.due_date), 'YYYY-MM-DD') as due
    from asset_assignments a join action_plan_items i on i.id = a.item_id
    where a.person_id = ${personId} and a.completed_at is null
    group by i.asset_id`.execute(db);
  return new Map(rows.map((r) => [r.asset_id, r.due]));
}
