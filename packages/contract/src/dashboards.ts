import { z } from "zod";
import { CAMPAIGN_CHANNELS } from "./campaigns";
import { ALERT_LEVELS } from "./dashboard-rules";
import { ZIdParam } from "./organisation";
import { text } from "./text";

/*
 * The controller's dashboards (issue 16; docs/dashboards.md). Figures are computed by aggregate SQL on the
 * server for a managed company, a period and optionally a department subtree or a tag:
 *
 *   GET /controller/dashboards/{companyId}/overview?from&to&department&tag → records: TDashboardOverview
 *
 * Wellbeing results (climate, burnout, impact) come only as aggregates of at least `minGroupSize` people and
 * by the privacy rules of docs/privacy.md; a figure withheld is `null` with `suppressed` saying why.
 */

/** A calendar day that exists ("2026-02-30" does not). */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

export const ZDay = text()
  .max(10, { error: "ND1027" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "ND1027" })
  .refine(isRealDay, { error: "ND1027" });

export const ZDashboardQuery = z.object({
  /** First day of the period (default: twelve months before `to`). */
  from: ZDay.optional(),
  /** Last day of the period, included (default: today). */
  to: ZDay.optional(),
  /** A department: the figures of its subtree. */
  department: ZIdParam.optional(),
  /** A tag: the figures of its people. */
  tag: ZIdParam.optional(),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;
export const ZDashboardParams = z.object({ companyId: ZIdParam });

/** Why a wellbeing figure is withheld (docs/privacy.md). */
export const ZSuppressed = z.enum(["group", "tag", "complement"]).nullable();
export type TSuppressed = z.infer<typeof ZSuppressed>;

export const ZFigure = z.object({
  /** At the period's end; null when no one has it, or when withheld. */
  value: z.number().nullable(),
  /** At the previous period's end (the period of the same length before). */
  previous: z.number().nullable(),
  /** value − previous, when both exist. */
  change: z.number().nullable(),
  /** The people behind the value. */
  people: z.number().int(),
  suppressed: ZSuppressed,
});
export type TFigure = z.infer<typeof ZFigure>;

export const ZEvolutionPoint = z.object({
  /** The month, "2026-03"; its figures are those at the month's end (or at the period's end, for the last). */
  month: z.string(),
  participation: z.number().nullable(),
  globalScore: z.number().nullable(),
  globalScoreSuppressed: ZSuppressed,
  risk: z.number().nullable(),
  awareness: z.number().nullable(),
  wellbeing: z.number().nullable(),
  wellbeingSuppressed: ZSuppressed,
});
export type TEvolutionPoint = z.infer<typeof ZEvolutionPoint>;

/** Spec §3 "Department scores", each on a 0-10 scale where 10 is best (progress as a percentage). */
export const ZDepartmentScores = z.object({
  departmentId: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  /** People of the subtree (today's members). */
  people: z.number().int(),
  progress: z.number().nullable(),
  insider: z.number().nullable(),
  hazard: z.number().nullable(),
  risk: z.number().nullable(),
  wellbeing: z.number().nullable(),
  wellbeingSuppressed: ZSuppressed,
  cyber: z.number().nullable(),
});
export type TDepartmentScores = z.infer<typeof ZDepartmentScores>;

export const ZAlertLevel = z.enum(ALERT_LEVELS);
export type TAlertLevel = z.infer<typeof ZAlertLevel>;

/** Spec §3 "Dashboard alert": one per department score (type result) and per awareness dimension (dimension). */
export const ZDashboardAlert = z.object({
  type: z.enum(["result", "dimension"]),
  /** A department score key, or an awareness dimension's code. */
  subtype: z.string(),
  level: ZAlertLevel,
  /** Departments at that level (result), or people below 5 (dimension). */
  total: z.number().int(),
  icon: z.string(),
  /** The departments concerned, for the link to the Departments route. */
  departmentIds: z.array(z.number().int()),
});
export type TDashboardAlert = z.infer<typeof ZDashboardAlert>;

export const ZDashboardOverview = z.object({
  period: z.object({ from: z.string(), to: z.string(), previousFrom: z.string() }),
  minGroupSize: z.number().int(),
  /** People in the group today. */
  people: z.number().int(),
  headline: z.object({
    participation: ZFigure,
    globalScore: ZFigure,
    risk: ZFigure,
    awareness: ZFigure,
    wellbeing: ZFigure,
    highRisk: ZFigure,
  }),
  evolution: z.array(ZEvolutionPoint),
  /**
   * People by global score: [0,2), [2,4), [4,6), [6,8), [8,10]; the global score holds the climate level, so
   * only for the whole company, as of the month its global score was published (docs/privacy.md); else null.
   */
  scoreBands: z.array(z.object({ from: z.number(), to: z.number(), people: z.number().int() })).nullable(),
  /** People by raw general risk level 1..6 (spec §9: missing levels count 0). */
  riskLevels: z.array(z.object({ level: z.number().int(), people: z.number().int() })),
  departments: z.array(ZDepartmentScores),
  alerts: z.array(ZDashboardAlert),
});
export type TDashboardOverview = z.infer<typeof ZDashboardOverview>;

/*
 *   GET /controller/dashboards/{companyId}/awareness?from&to&department&tag → records: TAwarenessDashboard
 *
 * The seven awareness dimensions (security results: per person, no privacy threshold), each on 0-10 (the
 * test's 0-6 level × 10 / 6).
 */

export const ZAwarenessDimension = z.object({
  dimensionId: z.number().int(),
  /** The dimension's code (spec §3 cybersecurity dimensions: dataProtection, …). */
  code: z.string(),
  value: z.number().nullable(),
  people: z.number().int(),
  /** People below 5. */
  below: z.number().int(),
});
export type TAwarenessDimension = z.infer<typeof ZAwarenessDimension>;

export const ZTrainingAsset = z.object({
  assetId: z.number().int(),
  title: z.string(),
  family: z.string(),
  minutes: z.number().int(),
});

export const ZAwarenessDashboard = z.object({
  period: z.object({ from: z.string(), to: z.string(), previousFrom: z.string() }),
  people: z.number().int(),
  /** The awareness level (0-10) at the period's end and the previous period's. */
  level: ZFigure,
  /** The seven dimensions at the period's end, in the catalogue's order. */
  dimensions: z.array(ZAwarenessDimension),
  /** Each department subtree's value of each dimension, in the order of `dimensions` (a heat map). */
  departments: z.array(
    z.object({
      departmentId: z.number().int(),
      name: z.string(),
      parentId: z.number().int().nullable(),
      people: z.number().int(),
      values: z.array(z.number().nullable()),
    }),
  ),
  /** The weakest dimensions (below 7, lowest first, at most three) and the library assets that train them. */
  weakest: z.array(
    z.object({ dimensionId: z.number().int(), code: z.string(), assets: z.array(ZTrainingAsset) }),
  ),
  /** Each month of the period: each dimension's value at its end, in the order of `dimensions`. */
  evolution: z.array(z.object({ month: z.string(), values: z.array(z.number().nullable()) })),
  /** People by awareness level: [0,2), [2,4), [4,6), [6,8), [8,10]. */
  levels: z.array(z.object({ from: z.number(), to: z.number(), people: z.number().int() })),
});
export type TAwarenessDashboard = z.infer<typeof ZAwarenessDashboard>;

/** An action of the catalogue with its texts (GET /controller/traits/text-actions). */
export const ZTextAction = z.object({
  actionId: z.number().int(),
  actionTypeId: z.number().int(),
  dimensionId: z.number().int(),
  title: z.string(),
  description: z.string(),
  assetIds: z.array(z.number().int()),
});
export type TTextAction = z.infer<typeof ZTextAction>;

/*
 * The phishing dashboard (docs/phishing.md "Dashboard"; spec §2 controller/dashboard/phishing, module phishing):
 *   GET /controller/dashboards/{companyId}/phishing?from&to&department&tag&channel → records: TPhishingDashboard
 * Security results: per person where the spec shows them (repeat clickers). Rates are shares of delivered messages.
 */
export const ZPhishingDashboardQuery = ZDashboardQuery.extend({
  /** Only the campaigns of one channel (e-mail or SMS, issue 18); absent: both. */
  channel: z.enum(CAMPAIGN_CHANNELS, { error: "ND1027" }).optional(),
});
export type TPhishingDashboardQuery = z.infer<typeof ZPhishingDashboardQuery>;

export const ZPhishingRates = z.object({
  sent: z.number().int(),
  clicked: z.number().int(),
  submitted: z.number().int(),
  reported: z.number().int(),
  clickRate: z.number().nullable(),
  submitRate: z.number().nullable(),
  reportRate: z.number().nullable(),
});
export type TPhishingRates = z.infer<typeof ZPhishingRates>;

export const ZPhishingDashboard = z.object({
  from: z.string(),
  to: z.string(),
  totals: ZPhishingRates.extend({
    campaigns: z.number().int(),
    /** Reports ÷ failures (people who clicked or entered data); null without failures. */
    resilience: z.number().nullable(),
    medianSecondsToReport: z.number().nullable(),
    medianSecondsToClick: z.number().nullable(),
    /** People who clicked in at least two campaigns of the period. */
    repeatClickers: z.number().int(),
    /** Recipients whose links only automated scanners or previews hit. */
    automated: z.number().int(),
  }),
  months: z.array(ZPhishingRates.extend({ month: z.string() })),
  campaigns: z.array(
    ZPhishingRates.extend({ campaignId: z.number().int(), name: z.string(), startDate: z.string() }),
  ),
  departments: z.array(
    ZPhishingRates.extend({ departmentId: z.number().int().nullable(), name: z.string().nullable() }),
  ),
  levels: z.array(ZPhishingRates.extend({ level: z.number().int() })),
  /** The same figures split by channel: only the channels that delivered something in the period. */
  channels: z.array(ZPhishingRates.extend({ channel: z.enum(CAMPAIGN_CHANNELS) })),
  repeatClickers: z.array(
    z.object({
      stakeholderId: z.number().int(),
      name: z.string(),
      departmentName: z.string().nullable(),
      clicks: z.number().int(),
      campaigns: z.number().int(),
    }),
  ),
});
export type TPhishingDashboard = z.infer<typeof ZPhishingDashboard>;
