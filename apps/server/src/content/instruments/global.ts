import {
  DIMENSION_DEFINITIONS,
  DIMENSION_ELEMENTS,
  type DimensionKey,
  SURVEYS,
  type SurveyKey,
} from "@wellguard/contract";

/*
 * The global model (docs/instruments/model.md): the GLOBAL survey types' records and the person's scores, computed
 * from the person's current profile dimension records after each completed survey. Pure: no database, no clock.
 *
 * The result is the complete current state of the six GLOBAL survey types for the person: a record the result does
 * not name (a score whose inputs are gone) is no longer current.
 */

/** One current profile dimension record (vigence 1) of the person. */
export interface CurrentRecord {
  surveyTypeId: number;
  dimensionId: number;
  value: number;
  extra: number | null;
}

/** What the records do not tell: the person's interactions and asset reads. */
export interface GlobalContext {
  /** Assigned interactions, not dummy and not cancelled. */
  assignedInteractions: number;
  /** Of those, the DONE ones. */
  doneInteractions: number;
  /** Assets the person has read. */
  assetsRead: number;
  /** Assets in the catalogue. */
  assetCount: number;
}

export interface GlobalRecord {
  surveyKey: SurveyKey;
  dimension: DimensionKey;
  value: number;
  extra: number | null;
}

export interface GlobalScores {
  /** 0-100, whole number: share of the assigned interactions that are done (0 when none is assigned). */
  progress: number;
  /** The principal insider's dimension id (41 red, 42 green, 43 blue). */
  insider: number | null;
  /** General risk, raw level 1..6 (1 lowest; the web shows 12 − 2 × raw). */
  risk: number | null;
  /** General hazard, raw level 1..6. */
  hazard: number | null;
  /** Climate level 0-10. */
  wellbeing: number | null;
  /** Cybersecurity awareness level 0-10. */
  cyber: number | null;
}

export interface GlobalResult {
  records: GlobalRecord[];
  scores: GlobalScores;
}

// ---------------------------------------------------------------- the model's constants (docs/instruments/model.md)

export type Cia = "confidentiality" | "integrity" | "availability";
export const CIA: readonly Cia[] = ["confidentiality", "integrity", "availability"];

/** How much each insider index weighs in the risk to confidentiality, integrity and availability (each row sums to 1). */
export const INSIDER_WEIGHTS: Record<Cia, { red: number; green: number; blue: number }> = {
  confidentiality: { red: 0.4, green: 0.2, blue: 0.4 },
  integrity: { red: 0.5, green: 0.3, blue: 0.2 },
  availability: { red: 0.2, green: 0.5, blue: 0.3 },
};

/** The weight of the GRI plus practices when the person has answered it: risk = (1 − w) × insider part + w × practices. */
export const GRI_PLUS_WEIGHT = 0.3;

/** How the three parts of the role's impact weigh for each property (each row sums to 1). */
export const IMPACT_WEIGHTS: Record<Cia, { data: number; privilege: number; exposure: number }> = {
  confidentiality: { data: 0.5, privilege: 0.2, exposure: 0.3 },
  integrity: { data: 0.3, privilege: 0.5, exposure: 0.2 },
  availability: { data: 0.1, privilege: 0.6, exposure: 0.3 },
};

/** Hazard = risk × (HAZARD_BASE + impact / 10), capped at 10: impact 0 halves the risk, 5 keeps it, 10 multiplies it by 1.5. */
export const HAZARD_BASE = 0.5;

/** Level cut-offs: a 0-10 score below 2 is level 1, from 2 level 2, 3.5 level 3, 5 level 4, 6.5 level 5, 8 level 6. */
export const LEVEL_CUTOFFS = [2, 3.5, 5, 6.5, 8] as const;

const RISK_DIMENSION: Record<Cia, DimensionKey> = {
  confidentiality: "DIMENSION_CONFIDENTIALITY_RISK",
  integrity: "DIMENSION_INTEGRITY_RISK",
  availability: "DIMENSION_AVAILABILITY_RISK",
};
const HAZARD_DIMENSION: Record<Cia, DimensionKey> = {
  confidentiality: "DIMENSION_CONFIDENTIALITY_HAZARD",
  integrity: "DIMENSION_INTEGRITY_HAZARD",
  availability: "DIMENSION_AVAILABILITY_HAZARD",
};

/** The six archetype dimensions, in the order that breaks a tie (the first wins). */
export const ARCHETYPE_DIMENSIONS = [
  "DIMENSION_ARCHETYPE_GUARDIAN",
  "DIMENSION_ARCHETYPE_EXPLORER",
  "DIMENSION_ARCHETYPE_HELPER",
  "DIMENSION_ARCHETYPE_SPRINTER",
  "DIMENSION_ARCHETYPE_SKEPTIC",
  "DIMENSION_ARCHETYPE_CONNECTOR",
] as const satisfies readonly DimensionKey[];

/** The insider indices, in the order that breaks a tie (the first wins). */
const INSIDER_DIMENSIONS = [
  "DIMENSION_INSIDER_RED",
  "DIMENSION_INSIDER_GREEN",
  "DIMENSION_INSIDER_BLUE",
] as const satisfies readonly DimensionKey[];

// ---------------------------------------------------------------- helpers

/** Rounds to one decimal (half away from zero, without the binary surprises of 0.15 × 10). */
export function round1(x: number): number {
  return (Math.sign(x) * Math.round(Math.abs(x) * 10 + 1e-9)) / 10;
}

/** The raw level 1..6 of a 0-10 score (10 = most risk). */
export function level(score: number): number {
  return 1 + LEVEL_CUTOFFS.filter((cut) => score >= cut).length;
}

const dimensionById = new Map<number, DimensionKey>(DIMENSION_DEFINITIONS.map((d) => [d.id, d.key]));

/**
 * Reads a dimension from the records of the given survey types, the first type that has it winning: a refresh is
 * done after the first survey, so its record is the newer one.
 */
function reader(current: readonly CurrentRecord[]) {
  const byType = new Map<number, Map<DimensionKey, CurrentRecord>>();
  for (const record of current) {
    const key = dimensionById.get(record.dimensionId);
    if (!key || !Number.isFinite(record.value)) continue;
    let dims = byType.get(record.surveyTypeId);
    if (!dims) {
      dims = new Map();
      byType.set(record.surveyTypeId, dims);
    }
    dims.set(key, record);
  }
  return (dimension: DimensionKey, ...types: SurveyKey[]): CurrentRecord | undefined => {
    for (const type of types) {
      const found = byType.get(SURVEYS[type])?.get(dimension);
      if (found) return found;
    }
    return undefined;
  };
}

// ---------------------------------------------------------------- the model

export function globalScores(current: readonly CurrentRecord[], context: GlobalContext): GlobalResult {
  const read = reader(current);
  const records: GlobalRecord[] = [];
  const push = (surveyKey: SurveyKey, dimension: DimensionKey, value: number, extra: number | null) =>
    records.push({ surveyKey, dimension, value, extra });

  // Insider indices (0-10 each, 10 = most risk).
  const red = read("DIMENSION_INSIDER_RED", "SURVEY_WELLGUARD_INSIDER_RED")?.value;
  const green = read("DIMENSION_INSIDER_GREEN", "SURVEY_WELLGUARD_INSIDER_GREEN")?.value;
  const blue = read(
    "DIMENSION_INSIDER_BLUE",
    "SURVEY_WELLGUARD_INSIDER_BLUE_REFRESH",
    "SURVEY_WELLGUARD_INSIDER_BLUE",
  )?.value;

  let insider: number | null = null;
  let risk: number | null = null;
  let hazard: number | null = null;

  if (red !== undefined && green !== undefined && blue !== undefined) {
    const insiders = { red, green, blue };
    // Principal insider: the highest index; a tie goes to red, then green.
    const values = [red, green, blue];
    const top = values.indexOf(Math.max(...values));
    const principal = INSIDER_DIMENSIONS[top] ?? "DIMENSION_INSIDER_RED";
    insider = DIMENSION_ELEMENTS[principal];
    push("SURVEY_WELLGUARD_GRI_GLOBAL", "DIMENSION_PRINCIPAL_INSIDER", insider, round1(values[top] ?? 0));

    // Risk per property: the weighted insider indices, refined by the GRI plus practices when answered.
    const riskScores = {} as Record<Cia, number>;
    for (const cia of CIA) {
      const w = INSIDER_WEIGHTS[cia];
      const insiderPart = w.red * insiders.red + w.green * insiders.green + w.blue * insiders.blue;
      // GRI plus records carry the level as value and the 0-10 practice score as extra, like GRI_GLOBAL's.
      const practices = read(RISK_DIMENSION[cia], "SURVEY_WELLGUARD_GRI_PLUS")?.extra ?? undefined;
      const score =
        practices === undefined
          ? insiderPart
          : (1 - GRI_PLUS_WEIGHT) * insiderPart + GRI_PLUS_WEIGHT * practices;
      riskScores[cia] = round1(Math.min(10, Math.max(0, score)));
      push("SURVEY_WELLGUARD_GRI_GLOBAL", RISK_DIMENSION[cia], level(riskScores[cia]), riskScores[cia]);
    }
    const general = round1((riskScores.confidentiality + riskScores.integrity + riskScores.availability) / 3);
    risk = level(general);
    push("SURVEY_WELLGUARD_GRI_GLOBAL", "DIMENSION_GENERAL_RISK", risk, general);

    // Hazard per property: the risk scaled by the role's impact on that property.
    const impactOf = (dimension: DimensionKey) =>
      read(dimension, "SURVEY_WELLGUARD_IMPACT_REFRESH", "SURVEY_WELLGUARD_IMPACT")?.value;
    const data = impactOf("DIMENSION_IMPACT_DATA");
    const privilege = impactOf("DIMENSION_IMPACT_PRIVILEGE");
    const exposure = impactOf("DIMENSION_IMPACT_EXPOSURE");
    if (data !== undefined && privilege !== undefined && exposure !== undefined) {
      const hazardScores = {} as Record<Cia, number>;
      for (const cia of CIA) {
        const w = IMPACT_WEIGHTS[cia];
        const impact = round1(w.data * data + w.privilege * privilege + w.exposure * exposure);
        hazardScores[cia] = round1(Math.min(10, riskScores[cia] * (HAZARD_BASE + impact / 10)));
        push(
          "SURVEY_WELLGUARD_GRI_GLOBAL",
          HAZARD_DIMENSION[cia],
          level(hazardScores[cia]),
          hazardScores[cia],
        );
      }
      const generalHazard = round1(
        (hazardScores.confidentiality + hazardScores.integrity + hazardScores.availability) / 3,
      );
      hazard = level(generalHazard);
      push("SURVEY_WELLGUARD_GRI_GLOBAL", "DIMENSION_GENERAL_HAZARD", hazard, generalHazard);
    }
  }

  // Climate level: copied from the climate survey (WHO-5 + work climate).
  const climate = read("DIMENSION_CLIMATE_LEVEL", "SURVEY_WELLGUARD_CLIMATE_PLUS");
  const wellbeing = climate ? climate.value : null;
  if (climate)
    push("SURVEY_WELLGUARD_CLIMATE_GLOBAL", "DIMENSION_CLIMATE_LEVEL", climate.value, climate.extra);

  // Cybersecurity awareness level: copied from the awareness test.
  const cyberRecord = read("DIMENSION_CYBER_RESULTS", "SURVEY_WELLGUARD_CYBERSECURITY");
  const cyber = cyberRecord ? cyberRecord.value : null;
  if (cyberRecord)
    push(
      "SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL",
      "DIMENSION_CYBER_RESULTS",
      cyberRecord.value,
      cyberRecord.extra,
    );

  // Archetypes: every archetype score the person has, value = the score (the same 0-10 as the archetype survey's record
  // of that dimension), extra = its rank (1 = the person's archetype: the highest, a tie to the first in order).
  const archetypes = ARCHETYPE_DIMENSIONS.flatMap((key) => {
    const found = read(key, "SURVEY_WELLGUARD_ARCHETYPE_REFRESH", "SURVEY_WELLGUARD_ARCHETYPE");
    return found ? [{ key, score: found.value }] : [];
  });
  const ranked = [...archetypes].sort((a, b) => b.score - a.score); // stable: ties keep the catalogue order
  for (const a of archetypes)
    push("SURVEY_WELLGUARD_ARCHETYPE_GLOBAL", a.key, a.score, ranked.indexOf(a) + 1);

  // Global note 0-10 (10 = best): the mean of the parts the person has, each turned to "10 = good".
  const parts: number[] = [];
  if (cyber !== null) parts.push(cyber);
  if (wellbeing !== null) parts.push(wellbeing);
  if (risk !== null) parts.push(12 - 2 * risk);
  const susceptibility = read("DIMENSION_SE_SUSCEPTIBILITY", "SURVEY_WELLGUARD_SOCIAL_ENGINEERING")?.value;
  if (susceptibility !== undefined) parts.push(10 - susceptibility);
  if (parts.length > 0)
    push(
      "SURVEY_WELLGUARD_SCORE_GLOBAL",
      "DIMENSION_GLOBAL_NOTE",
      round1(parts.reduce((a, b) => a + b, 0) / parts.length),
      parts.length,
    );

  // Assets: the share of the catalogue read, as a 0-10 note; extra = assets read.
  if (context.assetCount > 0) {
    const assetsRead = Math.min(Math.max(context.assetsRead, 0), context.assetCount);
    push(
      "SURVEY_WELLGUARD_ASSETS_GLOBAL",
      "DIMENSION_GLOBAL_NOTE",
      round1((assetsRead / context.assetCount) * 10),
      assetsRead,
    );
  }

  const progress =
    context.assignedInteractions > 0
      ? Math.round(
          (Math.min(context.doneInteractions, context.assignedInteractions) / context.assignedInteractions) *
            100,
        )
      : 0;

  return { records, scores: { progress, insider, risk, hazard, wellbeing, cyber } };
}
