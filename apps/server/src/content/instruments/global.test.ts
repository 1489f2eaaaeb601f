import { DIMENSION_ELEMENTS, type DimensionKey, SURVEYS, type SurveyKey } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { archetype } from "./archetype";
import {
  type CurrentRecord,
  type GlobalContext,
  globalScores,
  IMPACT_WEIGHTS,
  INSIDER_WEIGHTS,
  level,
} from "./global";
import { griPlus } from "./gri-plus";
import { impact as impactInstrument } from "./impact";
import { insiderBlue } from "./insider-blue";
import { insiderGreen } from "./insider-green";
import { insiderRed } from "./insider-red";
import { socialEngineering } from "./social-engineering";

/** The hand-worked examples of docs/instruments/model.md. */

const rec = (
  survey: SurveyKey,
  dimension: DimensionKey,
  value: number,
  extra: number | null = null,
): CurrentRecord => ({
  surveyTypeId: SURVEYS[survey],
  dimensionId: DIMENSION_ELEMENTS[dimension],
  value,
  extra,
});
const none: GlobalContext = { assignedInteractions: 0, doneInteractions: 0, assetsRead: 0, assetCount: 0 };

/** The records of one global survey type as dimension → [value, extra]. */
function of(result: ReturnType<typeof globalScores>, survey: SurveyKey) {
  return Object.fromEntries(
    result.records.filter((r) => r.surveyKey === survey).map((r) => [r.dimension, [r.value, r.extra]]),
  );
}

const insiders = (red: number, green: number, blue: number) => [
  rec("SURVEY_WELLGUARD_INSIDER_RED", "DIMENSION_INSIDER_RED", red, 8),
  rec("SURVEY_WELLGUARD_INSIDER_GREEN", "DIMENSION_INSIDER_GREEN", green, 8),
  rec("SURVEY_WELLGUARD_INSIDER_BLUE", "DIMENSION_INSIDER_BLUE", blue, 8),
];
const impact = (
  data: number,
  privilege: number,
  exposure: number,
  survey: SurveyKey = "SURVEY_WELLGUARD_IMPACT",
) => [
  rec(survey, "DIMENSION_IMPACT_DATA", data),
  rec(survey, "DIMENSION_IMPACT_PRIVILEGE", privilege),
  rec(survey, "DIMENSION_IMPACT_EXPOSURE", exposure),
];

describe("the model's constants", () => {
  it("weights sum to 1 for each property", () => {
    for (const w of Object.values(INSIDER_WEIGHTS)) expect(w.red + w.green + w.blue).toBeCloseTo(1, 10);
    for (const w of Object.values(IMPACT_WEIGHTS))
      expect(w.data + w.privilege + w.exposure).toBeCloseTo(1, 10);
  });

  it("cuts a 0-10 score into levels 1..6 at 2, 3.5, 5, 6.5 and 8", () => {
    expect([0, 1.9, 2, 3.4, 3.5, 4.9, 5, 6.4, 6.5, 7.9, 8, 10].map(level)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    ]);
  });
});

describe("globalScores — hand-worked examples (docs/instruments/model.md)", () => {
  it("example 1: insider indices and impact, no GRI plus", () => {
    const result = globalScores([...insiders(6, 4, 2), ...impact(8, 4, 6)], none);
    expect(of(result, "SURVEY_WELLGUARD_GRI_GLOBAL")).toEqual({
      DIMENSION_PRINCIPAL_INSIDER: [41, 6],
      DIMENSION_CONFIDENTIALITY_RISK: [3, 4],
      DIMENSION_INTEGRITY_RISK: [3, 4.6],
      DIMENSION_AVAILABILITY_RISK: [3, 3.8],
      DIMENSION_GENERAL_RISK: [3, 4.1],
      DIMENSION_CONFIDENTIALITY_HAZARD: [3, 4.6],
      DIMENSION_INTEGRITY_HAZARD: [3, 4.9],
      DIMENSION_AVAILABILITY_HAZARD: [3, 3.8],
      DIMENSION_GENERAL_HAZARD: [3, 4.4],
    });
    expect(result.scores).toEqual({
      progress: 0,
      insider: 41,
      risk: 3,
      hazard: 3,
      wellbeing: null,
      cyber: null,
    });
    // The risk alone makes the global note: 12 − 2 × 3 = 6.
    expect(of(result, "SURVEY_WELLGUARD_SCORE_GLOBAL")).toEqual({ DIMENSION_GLOBAL_NOTE: [6, 1] });
  });

  it("example 2: GRI plus refines the risk; without impact there is no hazard", () => {
    const result = globalScores(
      [
        ...insiders(2, 8, 5),
        // GRI plus records: value = level, extra = the practice score that the model reads.
        rec("SURVEY_WELLGUARD_GRI_PLUS", "DIMENSION_CONFIDENTIALITY_RISK", 4, 5),
        rec("SURVEY_WELLGUARD_GRI_PLUS", "DIMENSION_INTEGRITY_RISK", 2, 2.5),
        rec("SURVEY_WELLGUARD_GRI_PLUS", "DIMENSION_AVAILABILITY_RISK", 6, 10),
      ],
      none,
    );
    expect(of(result, "SURVEY_WELLGUARD_GRI_GLOBAL")).toEqual({
      DIMENSION_PRINCIPAL_INSIDER: [42, 8],
      DIMENSION_CONFIDENTIALITY_RISK: [3, 4.6],
      DIMENSION_INTEGRITY_RISK: [3, 3.8],
      DIMENSION_AVAILABILITY_RISK: [5, 7.1],
      DIMENSION_GENERAL_RISK: [4, 5.2],
    });
    expect(result.scores.insider).toBe(42);
    expect(result.scores.risk).toBe(4);
    expect(result.scores.hazard).toBeNull();
  });

  it("example 3: a tie goes to red; hazard is capped at 10", () => {
    const result = globalScores([...insiders(9, 9, 9), ...impact(10, 10, 10)], none);
    const gri = of(result, "SURVEY_WELLGUARD_GRI_GLOBAL");
    expect(gri.DIMENSION_PRINCIPAL_INSIDER).toEqual([41, 9]);
    expect(gri.DIMENSION_GENERAL_RISK).toEqual([6, 9]);
    expect(gri.DIMENSION_CONFIDENTIALITY_HAZARD).toEqual([6, 10]);
    expect(gri.DIMENSION_GENERAL_HAZARD).toEqual([6, 10]);
    // Green and blue tie above red: green wins.
    expect(
      of(globalScores(insiders(3, 7, 7), none), "SURVEY_WELLGUARD_GRI_GLOBAL").DIMENSION_PRINCIPAL_INSIDER,
    ).toEqual([42, 7]);
  });

  it("example 4: wellbeing, awareness, social engineering, archetype, assets and progress", () => {
    const first = [
      ["DIMENSION_ARCHETYPE_GUARDIAN", 5],
      ["DIMENSION_ARCHETYPE_EXPLORER", 2],
      ["DIMENSION_ARCHETYPE_HELPER", 3],
      ["DIMENSION_ARCHETYPE_SPRINTER", 1],
      ["DIMENSION_ARCHETYPE_SKEPTIC", 7.5],
      ["DIMENSION_ARCHETYPE_CONNECTOR", 4],
    ] as const;
    const records = [
      rec("SURVEY_WELLGUARD_CLIMATE_PLUS", "DIMENSION_CLIMATE_LEVEL", 7.5),
      rec("SURVEY_WELLGUARD_CYBERSECURITY", "DIMENSION_CYBER_RESULTS", 6.4, 27),
      rec("SURVEY_WELLGUARD_SOCIAL_ENGINEERING", "DIMENSION_SE_SUSCEPTIBILITY", 3, 15),
      ...first.map(([d, v]) => rec("SURVEY_WELLGUARD_ARCHETYPE", d, v)),
    ];
    const context = { assignedInteractions: 7, doneInteractions: 3, assetsRead: 3, assetCount: 14 };
    const result = globalScores(records, context);
    expect(of(result, "SURVEY_WELLGUARD_CLIMATE_GLOBAL")).toEqual({ DIMENSION_CLIMATE_LEVEL: [7.5, null] });
    expect(of(result, "SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL")).toEqual({
      DIMENSION_CYBER_RESULTS: [6.4, 27],
    });
    // Every archetype score, value = the score, extra = its rank (1 = the person's archetype, the Sceptic).
    expect(of(result, "SURVEY_WELLGUARD_ARCHETYPE_GLOBAL")).toEqual({
      DIMENSION_ARCHETYPE_GUARDIAN: [5, 2],
      DIMENSION_ARCHETYPE_EXPLORER: [2, 5],
      DIMENSION_ARCHETYPE_HELPER: [3, 4],
      DIMENSION_ARCHETYPE_SPRINTER: [1, 6],
      DIMENSION_ARCHETYPE_SKEPTIC: [7.5, 1],
      DIMENSION_ARCHETYPE_CONNECTOR: [4, 3],
    });
    // (6.4 + 7.5 + (10 − 3)) / 3 = 6.97 → 7.0 from three parts.
    expect(of(result, "SURVEY_WELLGUARD_SCORE_GLOBAL")).toEqual({ DIMENSION_GLOBAL_NOTE: [7, 3] });
    // 3 / 14 × 10 = 2.14 → 2.1, extra 3 assets read.
    expect(of(result, "SURVEY_WELLGUARD_ASSETS_GLOBAL")).toEqual({ DIMENSION_GLOBAL_NOTE: [2.1, 3] });
    expect(of(result, "SURVEY_WELLGUARD_GRI_GLOBAL")).toEqual({});
    // 3 / 7 = 42.9 % → 43.
    expect(result.scores).toEqual({
      progress: 43,
      insider: null,
      risk: null,
      hazard: null,
      wellbeing: 7.5,
      cyber: 6.4,
    });

    // The refresh is newer than the first archetype survey: its values win.
    const refreshed = globalScores(
      [
        ...records,
        rec("SURVEY_WELLGUARD_ARCHETYPE_REFRESH", "DIMENSION_ARCHETYPE_GUARDIAN", 8),
        rec("SURVEY_WELLGUARD_ARCHETYPE_REFRESH", "DIMENSION_ARCHETYPE_SKEPTIC", 6),
      ],
      context,
    );
    expect(of(refreshed, "SURVEY_WELLGUARD_ARCHETYPE_GLOBAL")).toMatchObject({
      DIMENSION_ARCHETYPE_GUARDIAN: [8, 1],
      DIMENSION_ARCHETYPE_SKEPTIC: [6, 2],
    });
    // A tie goes to the first archetype in catalogue order (Guardian, Explorer, Helper, Sprinter, Sceptic, Connector).
    const tie = globalScores(
      [
        rec("SURVEY_WELLGUARD_ARCHETYPE", "DIMENSION_ARCHETYPE_CONNECTOR", 9),
        rec("SURVEY_WELLGUARD_ARCHETYPE", "DIMENSION_ARCHETYPE_HELPER", 9),
      ],
      none,
    );
    expect(of(tie, "SURVEY_WELLGUARD_ARCHETYPE_GLOBAL")).toEqual({
      DIMENSION_ARCHETYPE_HELPER: [9, 1],
      DIMENSION_ARCHETYPE_CONNECTOR: [9, 2],
    });
  });

  it("writes nothing it cannot back: no records, progress 0, null scores", () => {
    expect(globalScores([], none)).toEqual({
      records: [],
      scores: { progress: 0, insider: null, risk: null, hazard: null, wellbeing: null, cyber: null },
    });
    // Two insider indices out of three: no principal insider, no risk.
    const partial = globalScores(insiders(5, 5, 5).slice(0, 2), none);
    expect(partial.records).toEqual([]);
    expect(partial.scores.risk).toBeNull();
    // Impact without the insider indices: no hazard.
    expect(globalScores(impact(5, 5, 5), none).records).toEqual([]);
  });

  it("reads only the survey types that measure a dimension, never the GLOBAL records themselves", () => {
    const result = globalScores(
      [
        rec("SURVEY_WELLGUARD_CLIMATE_GLOBAL", "DIMENSION_CLIMATE_LEVEL", 9),
        rec("SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL", "DIMENSION_CYBER_RESULTS", 9, 40),
        rec("SURVEY_WELLGUARD_GRI_GLOBAL", "DIMENSION_PRINCIPAL_INSIDER", 43, 9),
        { surveyTypeId: 999, dimensionId: 41, value: 5, extra: null },
        { surveyTypeId: SURVEYS.SURVEY_WELLGUARD_INSIDER_RED, dimensionId: 999, value: 5, extra: null },
      ],
      none,
    );
    expect(result.records).toEqual([]);
    expect(result.scores.wellbeing).toBeNull();
  });

  it("prefers the blue refresh and the impact refresh to the first surveys", () => {
    const result = globalScores(
      [
        ...insiders(0, 0, 2),
        rec("SURVEY_WELLGUARD_INSIDER_BLUE_REFRESH", "DIMENSION_INSIDER_BLUE", 10),
        ...impact(0, 0, 0),
        ...impact(10, 10, 10, "SURVEY_WELLGUARD_IMPACT_REFRESH"),
      ],
      none,
    );
    const gri = of(result, "SURVEY_WELLGUARD_GRI_GLOBAL");
    expect(gri.DIMENSION_PRINCIPAL_INSIDER).toEqual([43, 10]);
    // Confidentiality risk 0.4 × 10 = 4 → hazard 4 × 1.5 = 6.
    expect(gri.DIMENSION_CONFIDENTIALITY_RISK).toEqual([3, 4]);
    expect(gri.DIMENSION_CONFIDENTIALITY_HAZARD).toEqual([4, 6]);
  });

  it("keeps progress within 0-100 and the assets note within 0-10", () => {
    const result = globalScores([], {
      assignedInteractions: 4,
      doneInteractions: 4,
      assetsRead: 20,
      assetCount: 14,
    });
    expect(result.scores.progress).toBe(100);
    expect(of(result, "SURVEY_WELLGUARD_ASSETS_GLOBAL")).toEqual({ DIMENSION_GLOBAL_NOTE: [10, 14] });
  });
});

describe("globalScores over the instruments' own scores (the wiring of survey types and dimensions)", () => {
  it("turns completed risk, archetype, impact, social engineering and GRI plus surveys into every GRI_GLOBAL record", () => {
    const instruments = [
      insiderRed,
      insiderGreen,
      insiderBlue,
      impactInstrument,
      griPlus,
      socialEngineering,
      archetype,
    ];
    const current: CurrentRecord[] = instruments.flatMap((instrument) => {
      // Every question answered with its second option.
      const answers = new Map(instrument.questions.map((q) => [q.id, q.options?.[1]?.value ?? null]));
      const surveyTypeId = SURVEYS[instrument.surveyKeys[0] as SurveyKey];
      return instrument.score(answers).map((s) => ({
        surveyTypeId,
        dimensionId: DIMENSION_ELEMENTS[s.dimension],
        value: s.value,
        extra: s.extra,
      }));
    });
    const result = globalScores(current, none);
    expect(Object.keys(of(result, "SURVEY_WELLGUARD_GRI_GLOBAL")).sort()).toEqual(
      [
        "DIMENSION_PRINCIPAL_INSIDER",
        "DIMENSION_CONFIDENTIALITY_RISK",
        "DIMENSION_INTEGRITY_RISK",
        "DIMENSION_AVAILABILITY_RISK",
        "DIMENSION_GENERAL_RISK",
        "DIMENSION_CONFIDENTIALITY_HAZARD",
        "DIMENSION_INTEGRITY_HAZARD",
        "DIMENSION_AVAILABILITY_HAZARD",
        "DIMENSION_GENERAL_HAZARD",
      ].sort(),
    );
    expect(Object.keys(of(result, "SURVEY_WELLGUARD_ARCHETYPE_GLOBAL"))).toHaveLength(6);
    expect(of(result, "SURVEY_WELLGUARD_SCORE_GLOBAL").DIMENSION_GLOBAL_NOTE?.[1]).toBe(2); // risk and susceptibility
    expect(result.scores.insider).not.toBeNull();
    expect(result.scores.risk).not.toBeNull();
    expect(result.scores.hazard).not.toBeNull();
  });
});
