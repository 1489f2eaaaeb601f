import { z } from "zod";
import { ALERT_LEVELS } from "./dashboard-rules";
import { ZDay } from "./dashboards";
import { ASSET_FAMILIES } from "./journey";
import { ZIdParam } from "./organisation";

/*
 * Action plans (docs/action-plans.md; spec §2 action-plan and /company/action-plan, §7 Controller
 * stakeholders):
 *   GET  /controller/stakeholders/assets/{companyId}            → records: TActionPlan
 *   POST /controller/stakeholders/assets/actionplan/{companyId} (TActionPlanInput) → records: TActionPlanItem[]
 */

/** Who an assignment goes to: the people a recommendation concerns, chosen people, departments (with their
 * sub-departments), tags, or everyone in the company. */
export const ACTION_PLAN_TARGETS = ["concerned", "people", "departments", "tags", "company"] as const;
export type ActionPlanTarget = (typeof ACTION_PLAN_TARGETS)[number];

/** At most this many assets in one assignment, and this many ids in its target. */
export const ACTION_PLAN_MAX_ASSETS = 10;
export const ACTION_PLAN_MAX_IDS = 10_000;
/** A due date is at most this many days ahead. */
export const ACTION_PLAN_MAX_DAYS = 366;

const ZId = z.number({ error: "ND1027" }).int({ error: "ND1027" }).positive({ error: "ND1027" });

export const ZActionPlanInput = z.object({
  assetIds: z.array(ZId).min(1, { error: "ND1027" }).max(ACTION_PLAN_MAX_ASSETS, { error: "ND1027" }),
  /** The awareness area the assignment trains (its effect is measured on it); required for "concerned". */
  dimensionId: ZId.nullable().optional(),
  target: z.object({
    kind: z.enum(ACTION_PLAN_TARGETS, { error: "ND1027" }),
    ids: z.array(ZId).max(ACTION_PLAN_MAX_IDS, { error: "ND1027" }).default([]),
  }),
  dueDate: ZDay,
});
export type TActionPlanInput = z.input<typeof ZActionPlanInput>;

export const ZActionPlanParams = z.object({ companyId: ZIdParam });

const ZPlanAsset = z.object({
  assetId: z.number().int(),
  title: z.string(),
  family: z.enum(ASSET_FAMILIES),
  minutes: z.number().int(),
});

/** A recommendation: an awareness area with people below 5, where they are, and the assets that train it. */
export const ZActionRecommendation = z.object({
  dimensionId: z.number().int(),
  code: z.string(),
  level: z.enum(ALERT_LEVELS),
  /** The company's mean in the area, 0-10. */
  mean: z.number().nullable(),
  /** People below 5 in the area. */
  people: z.number().int(),
  departments: z.array(
    z.object({
      departmentId: z.number().int().nullable(),
      name: z.string().nullable(),
      people: z.number().int(),
    }),
  ),
  assets: z.array(ZPlanAsset),
});
export type TActionRecommendation = z.infer<typeof ZActionRecommendation>;

export const ZActionPlanItem = z.object({
  itemId: z.number().int(),
  asset: ZPlanAsset,
  dimensionId: z.number().int().nullable(),
  target: z.object({
    kind: z.enum(ACTION_PLAN_TARGETS),
    ids: z.array(z.number().int()),
    /** The departments' or tags' names (empty for people, concerned and company). */
    names: z.array(z.string()),
  }),
  dueDate: z.string(),
  createdAt: z.string(),
  assigned: z.number().int(),
  completed: z.number().int(),
  /** Not completed and past the due date. */
  overdue: z.number().int(),
  /** The area's mean (0-10) when assigned and now, of the people who completed it and have both values. */
  effect: z.object({ before: z.number(), after: z.number(), people: z.number().int() }).nullable(),
});
export type TActionPlanItem = z.infer<typeof ZActionPlanItem>;

export const ZActionPlan = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  today: z.string(),
  recommendations: z.array(ZActionRecommendation),
  items: z.array(ZActionPlanItem),
  totals: z.object({ assigned: z.number().int(), completed: z.number().int(), overdue: z.number().int() }),
});
export type TActionPlan = z.infer<typeof ZActionPlan>;
