import { describe, expect, it } from "vitest";
import { impact } from "./impact";

/** The hand-worked examples of docs/instruments/impact.md. */
const answersOf = (byPart: Partial<Record<"data" | "privilege" | "exposure", (number | null)[]>>) =>
  new Map(
    Object.entries(byPart).flatMap(([part, values]) =>
      (values ?? []).map((v, i) => [`impact.${part}.${i + 1}`, v] as [string, number | null]),
    ),
  );

describe("impact", () => {
  it("asks three questions per part, answered 0-4", () => {
    expect(impact.questions.map((q) => q.id)).toEqual([
      "impact.data.1",
      "impact.data.2",
      "impact.data.3",
      "impact.privilege.1",
      "impact.privilege.2",
      "impact.privilege.3",
      "impact.exposure.1",
      "impact.exposure.2",
      "impact.exposure.3",
    ]);
    for (const q of impact.questions) expect(q.options?.map((o) => o.value)).toEqual([0, 1, 2, 3, 4]);
    expect(impact.surveyKeys).toEqual(["SURVEY_WELLGUARD_IMPACT", "SURVEY_WELLGUARD_IMPACT_REFRESH"]);
  });

  it("example 1: a role with nothing at stake scores 0", () => {
    expect(impact.score(answersOf({ data: [0, 0, 0], privilege: [0, 0, 0], exposure: [0, 0, 0] }))).toEqual([
      { dimension: "DIMENSION_IMPACT_LEVEL", value: 0, extra: null },
      { dimension: "DIMENSION_IMPACT_DATA", value: 0, extra: 3 },
      { dimension: "DIMENSION_IMPACT_PRIVILEGE", value: 0, extra: 3 },
      { dimension: "DIMENSION_IMPACT_EXPOSURE", value: 0, extra: 3 },
    ]);
  });

  it("example 2: much data, few privileges, a fair exposure", () => {
    expect(impact.score(answersOf({ data: [4, 3, 2], privilege: [0, 1, 0], exposure: [2, 2, 3] }))).toEqual([
      { dimension: "DIMENSION_IMPACT_LEVEL", value: 4.7, extra: null },
      { dimension: "DIMENSION_IMPACT_DATA", value: 7.5, extra: 3 },
      { dimension: "DIMENSION_IMPACT_PRIVILEGE", value: 0.8, extra: 3 },
      { dimension: "DIMENSION_IMPACT_EXPOSURE", value: 5.8, extra: 3 },
    ]);
  });

  it("example 3: a part needs two answers; without all three parts there is no level", () => {
    expect(impact.score(answersOf({ data: [4, 4], privilege: [2, 2, 2], exposure: [4, null, 7] }))).toEqual([
      { dimension: "DIMENSION_IMPACT_DATA", value: 10, extra: 2 },
      { dimension: "DIMENSION_IMPACT_PRIVILEGE", value: 5, extra: 3 },
    ]);
  });
});
