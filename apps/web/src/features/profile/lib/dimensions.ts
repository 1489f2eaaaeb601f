import {
  DIMENSION_ELEMENTS as D,
  DIMENSION_DEFINITIONS,
  type DimensionCode,
  percentClass,
  riskDisplay,
  type SeriesPoint,
  scoreColour,
  type TProfileDimensionRecord,
} from "@wellguard/contract";

/*
 * What the profile pages know about the dimensions they show: the scale each dimension's value is on, which way
 * is good, and how it is displayed. Pure functions; unit tests in dimensions.test.ts.
 */

/**
 * The scale of a stored value (docs/instruments, journey scales):
 * - correct6: correct answers of a cyber dimension, 0..6 (shown as progress = value / 6, spec §9);
 * - ten / hundred: 0..10 and 0..100 where higher is better (climate, WHO-5, awareness level);
 * - tenHighBad / hundredHighBad: higher means more exposed (social engineering, impact, insider; CBI burnout);
 * - riskRaw: the risk and hazard levels 1..6 (1 = lowest), displayed as 12 − 2 × raw (spec §9), higher is safer;
 * - neutral: 0..10 with no better end (the archetype scores).
 */
export type DimensionScale =
  | "correct6"
  | "ten"
  | "hundred"
  | "tenHighBad"
  | "hundredHighBad"
  | "riskRaw"
  | "neutral";

const SCALES: Partial<Record<number, DimensionScale>> = {
  [D.DIMENSION_CLIMATE_LEVEL]: "ten",
  [D.DIMENSION_GENERAL_RISK]: "riskRaw",
  [D.DIMENSION_GENERAL_HAZARD]: "riskRaw",
  [D.DIMENSION_CONFIDENTIALITY_RISK]: "riskRaw",
  [D.DIMENSION_AVAILABILITY_RISK]: "riskRaw",
  [D.DIMENSION_INTEGRITY_RISK]: "riskRaw",
  [D.DIMENSION_CONFIDENTIALITY_HAZARD]: "riskRaw",
  [D.DIMENSION_AVAILABILITY_HAZARD]: "riskRaw",
  [D.DIMENSION_INTEGRITY_HAZARD]: "riskRaw",
  [D.DIMENSION_CYBER_RESULTS]: "ten",
  [D.DIMENSION_GLOBAL_NOTE]: "ten",
  [D.DIMENSION_DATA_PROTECTION]: "correct6",
  [D.DIMENSION_COMMUNICATIONS]: "correct6",
  [D.DIMENSION_MALWARE]: "correct6",
  [D.DIMENSION_PASSWORD_MANAGEMENT]: "correct6",
  [D.DIMENSION_WORKPLACE]: "correct6",
  [D.DIMENSION_COMPLIANCE]: "correct6",
  [D.DIMENSION_SOCIAL_ENGINEERING]: "correct6",
  [D.DIMENSION_WHO5_INDEX]: "hundred",
  [D.DIMENSION_WORK_CLIMATE]: "ten",
  [D.DIMENSION_BURNOUT_PERSONAL]: "hundredHighBad",
  [D.DIMENSION_BURNOUT_WORK]: "hundredHighBad",
  [D.DIMENSION_BURNOUT_CLIENT]: "hundredHighBad",
  [D.DIMENSION_IMPACT_LEVEL]: "tenHighBad",
  [D.DIMENSION_IMPACT_DATA]: "tenHighBad",
  [D.DIMENSION_IMPACT_PRIVILEGE]: "tenHighBad",
  [D.DIMENSION_IMPACT_EXPOSURE]: "tenHighBad",
  [D.DIMENSION_SE_SUSCEPTIBILITY]: "tenHighBad",
  [D.DIMENSION_SE_AUTHORITY]: "tenHighBad",
  [D.DIMENSION_SE_URGENCY]: "tenHighBad",
  [D.DIMENSION_SE_SOCIAL_PROOF]: "tenHighBad",
  [D.DIMENSION_SE_TRUST]: "tenHighBad",
  [D.DIMENSION_SE_CURIOSITY]: "tenHighBad",
  [D.DIMENSION_INSIDER_RED]: "tenHighBad",
  [D.DIMENSION_INSIDER_GREEN]: "tenHighBad",
  [D.DIMENSION_INSIDER_BLUE]: "tenHighBad",
};

export function dimensionScale(dimensionId: number): DimensionScale {
  return SCALES[dimensionId] ?? "neutral";
}

const CODES = new Map<number, DimensionCode>(DIMENSION_DEFINITIONS.map((d) => [d.id, d.code]));

/** The dimension's code, the key of its name and description in the contract's `dimensions` texts. */
export function dimensionCode(dimensionId: number): DimensionCode | undefined {
  return CODES.get(dimensionId);
}

/** The value as the page shows it: risk and hazard levels become 12 − 2 × raw; everything else as stored. */
export function displayValue(dimensionId: number, value: number): number {
  return dimensionScale(dimensionId) === "riskRaw" ? (riskDisplay(value) ?? 0) : value;
}

/** The highest value a displayed value can take (for bars and chart axes). */
export function displayMax(dimensionId: number): number {
  const scale = dimensionScale(dimensionId);
  if (scale === "correct6") return 6;
  if (scale === "hundred" || scale === "hundredHighBad") return 100;
  return 10;
}

/** The share of the scale a displayed value reaches, 0-100 (cyber dimensions: progress = value / 6, spec §9). */
export function displayPercent(dimensionId: number, value: number): number {
  const shown = displayValue(dimensionId, value);
  return Math.min(100, Math.max(0, (shown / displayMax(dimensionId)) * 100));
}

/**
 * Spec §9 score colour of a value, on the 10-point scale from red (bad) to green (good). Scales where a high
 * value is bad are turned round first (10 − v, 100 − v), so red always means "needs attention"; the cyber
 * dimensions use their progress (value / 6 on the 100 scale); archetype scores have no colour of their own (null).
 */
export function dimensionColour(dimensionId: number, value: number): string | null {
  const scale = dimensionScale(dimensionId);
  switch (scale) {
    case "correct6":
      return scoreColour((value / 6) * 100, 100);
    case "ten":
      return scoreColour(value);
    case "hundred":
      return scoreColour(value, 100);
    case "tenHighBad":
      return scoreColour(10 - value);
    case "hundredHighBad":
      return scoreColour(100 - value, 100);
    case "riskRaw":
      return scoreColour(riskDisplay(value) ?? 0);
    case "neutral":
      return null;
  }
}

/** Spec §9 percent class of a cyber dimension's progress (value / 6). */
export function progressClass(correct: number) {
  return percentClass((correct / 6) * 100);
}

/** Spec §9: the awareness level rounded to one decimal. */
export function roundOne(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * The current value of a dimension: its record with vigence 1 (the newest if several survey types write it),
 * or, when the answer carries only older records, none (not measured).
 */
export function currentRecord(
  records: readonly TProfileDimensionRecord[],
  dimensionId: number,
): TProfileDimensionRecord | null {
  let best: TProfileDimensionRecord | null = null;
  for (const r of records) {
    if (r.dimensionId !== dimensionId || r.vigence !== 1) continue;
    if (!best || Date.parse(r.startDate) > Date.parse(best.startDate)) best = r;
  }
  return best;
}

/**
 * A dimension's evolution series of displayed values, oldest first, one point a day: the day's last record (in
 * the browser's time zone, as the chart's dates are shown). A completion writes a dimension more than once the
 * same moment (the survey's record and its global copy) and global scores are recomputed by each survey of a
 * day; as several points under one date they would hide the single-measurement padding (spec §9) and count
 * one measurement several times.
 */
export function dimensionSeries(
  records: readonly TProfileDimensionRecord[],
  dimensionId: number,
): SeriesPoint[] {
  const byDay = new Map<string, SeriesPoint & { at: number }>();
  for (const r of records) {
    if (r.dimensionId !== dimensionId) continue;
    const at = Date.parse(r.startDate);
    const day = new Date(at).toDateString();
    const kept = byDay.get(day);
    if (kept && kept.at > at) continue;
    byDay.set(day, { date: r.startDate, value: displayValue(dimensionId, r.dimensionValue), at });
  }
  return [...byDay.values()].sort((a, b) => a.at - b.at).map(({ date, value }) => ({ date, value }));
}

/** The archetype dimensions, in catalogue order. */
export const ARCHETYPE_DIMENSIONS = [
  D.DIMENSION_ARCHETYPE_GUARDIAN,
  D.DIMENSION_ARCHETYPE_EXPLORER,
  D.DIMENSION_ARCHETYPE_HELPER,
  D.DIMENSION_ARCHETYPE_SPRINTER,
  D.DIMENSION_ARCHETYPE_SKEPTIC,
  D.DIMENSION_ARCHETYPE_CONNECTOR,
] as const;

/** The person's archetype: the archetype dimension with the highest current value (the first on a tie), or null. */
export function dominantArchetype(records: readonly TProfileDimensionRecord[]): number | null {
  let best: { id: number; value: number } | null = null;
  for (const id of ARCHETYPE_DIMENSIONS) {
    const r = currentRecord(records, id);
    if (r && (!best || r.dimensionValue > best.value)) best = { id, value: r.dimensionValue };
  }
  return best?.id ?? null;
}

export type CbiBand = "low" | "moderate" | "high" | "severe";

/**
 * Copenhagen Burnout Inventory bands of a subscale score 0-100: below 50 low, 50 to under 75 moderate, 75 to
 * under 100 high, 100 severe. The scale is Kristensen et al. 2005, whose authors set no official cut-offs; these four
 * bands are the ones used in later CBI studies (e.g. Creedy et al. 2017). Sources: docs/employee-guide.md "Profile".
 */
export function cbiBand(score: number): CbiBand {
  if (score < 50) return "low";
  if (score < 75) return "moderate";
  if (score < 100) return "high";
  return "severe";
}

/** YYYY-MM-DD of `now` minus `months` calendar months (UTC), for the psychoprofile's dateFrom. */
export function monthsAgo(now: Date, months: number): string {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}
