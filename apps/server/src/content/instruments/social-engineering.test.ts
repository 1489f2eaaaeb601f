import { describe, expect, it } from "vitest";
import { socialEngineering } from "./social-engineering";

/** The hand-worked examples of docs/instruments/social-engineering.md. Answers in question order (lever by lever). */
const answersOf = (values: (number | null | undefined)[]) =>
  new Map(
    socialEngineering.questions.flatMap((q, i) => {
      const v = values[i];
      return v === undefined ? [] : [[q.id, v] as [string, number | null]];
    }),
  );

const levers = [
  "DIMENSION_SE_AUTHORITY",
  "DIMENSION_SE_URGENCY",
  "DIMENSION_SE_SOCIAL_PROOF",
  "DIMENSION_SE_TRUST",
  "DIMENSION_SE_CURIOSITY",
];

describe("social engineering", () => {
  it("asks three scenarios per lever, each with the four answers 3..0", () => {
    expect(socialEngineering.questions).toHaveLength(15);
    for (const [i, q] of socialEngineering.questions.entries()) {
      expect(q.dimension).toBe(levers[Math.floor(i / 3)]);
      expect(q.options?.map((o) => o.value)).toEqual([3, 2, 1, 0]);
    }
    expect(socialEngineering.helper).toBe("SURVEY_WELLGUARD_HELPER_AWARENESS");
  });

  it("example 1: always checking through another channel gives 0 everywhere", () => {
    expect(socialEngineering.score(answersOf(Array(15).fill(0)))).toEqual([
      { dimension: "DIMENSION_SE_SUSCEPTIBILITY", value: 0, extra: 15 },
      ...levers.map((dimension) => ({ dimension, value: 0, extra: 3 })),
    ]);
  });

  it("example 2: always going ahead at once gives 10 everywhere", () => {
    expect(socialEngineering.score(answersOf(Array(15).fill(3)))).toEqual([
      { dimension: "DIMENSION_SE_SUSCEPTIBILITY", value: 10, extra: 15 },
      ...levers.map((dimension) => ({ dimension, value: 10, extra: 3 })),
    ]);
  });

  it("example 3: a mixed profile", () => {
    const answers = answersOf([3, 2, 3, 1, 0, 2, 2, 2, 2, 0, 1, 0, 3, 3, 1]);
    expect(socialEngineering.score(answers)).toEqual([
      { dimension: "DIMENSION_SE_SUSCEPTIBILITY", value: 5.6, extra: 15 },
      { dimension: "DIMENSION_SE_AUTHORITY", value: 8.9, extra: 3 },
      { dimension: "DIMENSION_SE_URGENCY", value: 3.3, extra: 3 },
      { dimension: "DIMENSION_SE_SOCIAL_PROOF", value: 6.7, extra: 3 },
      { dimension: "DIMENSION_SE_TRUST", value: 1.1, extra: 3 },
      { dimension: "DIMENSION_SE_CURIOSITY", value: 7.8, extra: 3 },
    ]);
  });

  it("example 4: a lever needs 2 of its 3 answers, the overall index 10 of 15", () => {
    // Curiosity has one valid answer (a null and an unknown value are skipped): no curiosity record; 13 answers overall.
    const answers = answersOf([3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 3, null, 7]);
    expect(socialEngineering.score(answers)).toEqual([
      { dimension: "DIMENSION_SE_SUSCEPTIBILITY", value: 5.4, extra: 13 },
      { dimension: "DIMENSION_SE_AUTHORITY", value: 10, extra: 3 },
      { dimension: "DIMENSION_SE_URGENCY", value: 10, extra: 3 },
      { dimension: "DIMENSION_SE_SOCIAL_PROOF", value: 0, extra: 3 },
      { dimension: "DIMENSION_SE_TRUST", value: 0, extra: 3 },
    ]);
    // Nine answers: levers only.
    const few = socialEngineering.score(answersOf([1, 1, 1, 1, 1, 1, 1, 1, 1]));
    expect(few.map((s) => s.dimension)).toEqual(levers.slice(0, 3));
  });
});
