import { DIMENSION_ELEMENTS, SURVEYS } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { globalScores } from "./global";
import { griPlus } from "./gri-plus";

/** The hand-worked examples of docs/instruments/gri-plus.md. */
const answersOf = (
  byPart: Partial<Record<"confidentiality" | "integrity" | "availability", (number | null)[]>>,
) =>
  new Map(
    Object.entries(byPart).flatMap(([part, values]) =>
      (values ?? []).map((v, i) => [`griPlus.${part}.${i + 1}`, v] as [string, number | null]),
    ),
  );

describe("GRI plus", () => {
  it("asks three questions per property, answered by frequency 0-4", () => {
    expect(griPlus.questions).toHaveLength(9);
    expect(griPlus.questions.map((q) => q.dimension)).toEqual([
      ...Array(3).fill("DIMENSION_CONFIDENTIALITY_RISK"),
      ...Array(3).fill("DIMENSION_INTEGRITY_RISK"),
      ...Array(3).fill("DIMENSION_AVAILABILITY_RISK"),
    ]);
    for (const q of griPlus.questions) expect(q.options?.map((o) => o.value)).toEqual([0, 1, 2, 3, 4]);
  });

  it("asks each practice as a whole question about the last month, in every language", () => {
    const q = griPlus.questions[0]?.text;
    expect(q?.["en-gb"]).toBe(
      "In the last month, have you sent work files to a personal e-mail address or cloud account?",
    );
    expect(q?.["es-es"]).toBe(
      "En el último mes, ¿has enviado archivos del trabajo a un correo o una nube personal?",
    );
    expect(q?.["es-mx"]).toBe(
      "En el último mes, ¿ha enviado archivos del trabajo a un correo o una nube personal?",
    );
    expect(q?.eu).toBe(
      "Azken hilabetean, laneko fitxategiak posta edo hodei pertsonal batera bidali dituzu?",
    );
    expect(q?.pl).toMatch(/^W ostatnim miesiącu wysyłałeś/);
  });

  it("example 1: almost every day everywhere gives practice score 10, level 6", () => {
    expect(
      griPlus.score(answersOf({ confidentiality: [4, 4, 4], integrity: [4, 4, 4], availability: [4, 4, 4] })),
    ).toEqual([
      { dimension: "DIMENSION_CONFIDENTIALITY_RISK", value: 6, extra: 10 },
      { dimension: "DIMENSION_INTEGRITY_RISK", value: 6, extra: 10 },
      { dimension: "DIMENSION_AVAILABILITY_RISK", value: 6, extra: 10 },
    ]);
  });

  it("example 2: a mixed month (value = level of the practice score, extra = the score)", () => {
    expect(
      griPlus.score(answersOf({ confidentiality: [1, 0, 2], integrity: [0, 0, 0], availability: [3, 4, 2] })),
    ).toEqual([
      { dimension: "DIMENSION_CONFIDENTIALITY_RISK", value: 2, extra: 2.5 },
      { dimension: "DIMENSION_INTEGRITY_RISK", value: 1, extra: 0 },
      { dimension: "DIMENSION_AVAILABILITY_RISK", value: 5, extra: 7.5 },
    ]);
  });

  it("example 3: a property needs two answers", () => {
    expect(griPlus.score(answersOf({ confidentiality: [2, 2], availability: [4, null] }))).toEqual([
      { dimension: "DIMENSION_CONFIDENTIALITY_RISK", value: 4, extra: 5 },
    ]);
  });

  it("feeds the global model: example 2 with insider indices 2, 8, 5 (docs/instruments/model.md)", () => {
    const records = griPlus
      .score(answersOf({ confidentiality: [1, 0, 2], integrity: [0, 0, 0], availability: [3, 4, 2] }))
      .map((s) => ({
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_GRI_PLUS,
        dimensionId: DIMENSION_ELEMENTS[s.dimension],
        value: s.value,
        extra: s.extra,
      }));
    const result = globalScores(
      [
        ...records,
        { surveyTypeId: 1, dimensionId: 41, value: 2, extra: 8 },
        { surveyTypeId: 2, dimensionId: 42, value: 8, extra: 8 },
        { surveyTypeId: 3, dimensionId: 43, value: 5, extra: 8 },
      ],
      { assignedInteractions: 0, doneInteractions: 0, assetsRead: 0, assetCount: 0 },
    );
    // C 0.7 × 4.4 + 0.3 × 2.5 = 3.83 → 3.8; I 0.7 × 4.4 + 0 = 3.08 → 3.1; A 0.7 × 5.9 + 0.3 × 7.5 = 6.38 → 6.4.
    expect(
      result.records.filter((r) => r.dimension.endsWith("_RISK")).map((r) => [r.dimension, r.value, r.extra]),
    ).toEqual([
      ["DIMENSION_CONFIDENTIALITY_RISK", 3, 3.8],
      ["DIMENSION_INTEGRITY_RISK", 2, 3.1],
      ["DIMENSION_AVAILABILITY_RISK", 4, 6.4],
      ["DIMENSION_GENERAL_RISK", 3, 4.4],
    ]);
  });
});
