import type { AlertLevel } from "./journey-rules";

/*
 * The dashboards' constants and rules (docs/dashboards.md), without zod: the web's dashboard pages import them
 * and stay free of the schema library (the schemas are in dashboards.ts).
 */

/** The smallest group whose wellbeing figures a controller may see, unless an admin raised it for the company. */
export const MIN_GROUP_SIZE = 5;

/** Spec §9: the stakeholder batch of the profile calls. */
export const STAKEHOLDER_BATCH = 50;

export const HEADLINE_KEYS = [
  "participation",
  "globalScore",
  "risk",
  "awareness",
  "wellbeing",
  "highRisk",
] as const;
export type HeadlineKey = (typeof HEADLINE_KEYS)[number];

/** Spec §3 "Department scores". */
export const DEPARTMENT_SCORE_KEYS = ["progress", "insider", "hazard", "risk", "wellbeing", "cyber"] as const;
export type DepartmentScoreKey = (typeof DEPARTMENT_SCORE_KEYS)[number];

export const ALERT_LEVELS = ["success", "warning", "danger"] as const satisfies readonly AlertLevel[];

/** Spec §9 department alerts: a result below 5 is danger, below 7 warning, otherwise success. */
export function departmentAlertLevel(value: number): AlertLevel {
  if (value < 5) return "danger";
  if (value < 7) return "warning";
  return "success";
}
