import { describe, expect, it } from "vitest";
import { insiderBlue } from "./insider-blue";
import { insiderGreen } from "./insider-green";
import { agreementPoints, insiderRed } from "./insider-red";
import type { Instrument } from "./types";

/** The hand-worked examples of docs/instruments/insider-red.md, -green.md, -blue.md. */

const answersOf = (instrument: Instrument, values: (number | string | null | undefined)[]) =>
  new Map(
    instrument.questions.flatMap((q, i) => {
      const v = values[i];
      return v === undefined ? [] : [[q.id, v] as [string, number | string | null]];
    }),
  );

describe("insider surveys", () => {
  it("have eight items each, with the reversed ones of the doc", () => {
    expect(insiderRed.questions.map((q) => q.reverse)).toEqual([
      false,
      true,
      false,
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(insiderGreen.questions.map((q) => q.reverse)).toEqual([
      false,
      true,
      false,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(insiderBlue.questions.map((q) => q.reverse)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(insiderBlue.surveyKeys).toEqual([
      "SURVEY_WELLGUARD_INSIDER_BLUE",
      "SURVEY_WELLGUARD_INSIDER_BLUE_REFRESH",
    ]);
  });

  it("gives 0-4 points per answer, reversed items counted from the other end", () => {
    expect([1, 2, 3, 4, 5].map((a) => agreementPoints(a, false))).toEqual([0, 1, 2, 3, 4]);
    expect([1, 2, 3, 4, 5].map((a) => agreementPoints(a, true))).toEqual([4, 3, 2, 1, 0]);
    expect([0, 6, 2.5, "3", null, undefined].map((a) => agreementPoints(a, false))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("example 1: all neutral answers give 5.0", () => {
    for (const instrument of [insiderRed, insiderGreen, insiderBlue])
      expect(instrument.score(answersOf(instrument, Array(8).fill(3)))).toEqual([
        { dimension: instrument.questions[0]?.dimension, value: 5, extra: 8 },
      ]);
  });

  it("example 2: the safest answer everywhere gives 0 (disagree, or agree on the reversed items)", () => {
    const safest = insiderRed.questions.map((q) => (q.reverse ? 5 : 1));
    expect(insiderRed.score(answersOf(insiderRed, safest))).toEqual([
      { dimension: "DIMENSION_INSIDER_RED", value: 0, extra: 8 },
    ]);
  });

  it("example 3: red 4, 2, 5, 3, 1, 4, 2, 4 → 19 points / 8 = 2.375 → 5.9", () => {
    expect(insiderRed.score(answersOf(insiderRed, [4, 2, 5, 3, 1, 4, 2, 4]))).toEqual([
      { dimension: "DIMENSION_INSIDER_RED", value: 5.9, extra: 8 },
    ]);
  });

  it("example 4: green 2, 4, 1, 2, 5, 3, 5, 2 → 6 points / 8 = 0.75 → 1.9", () => {
    expect(insiderGreen.score(answersOf(insiderGreen, [2, 4, 1, 2, 5, 3, 5, 2]))).toEqual([
      { dimension: "DIMENSION_INSIDER_GREEN", value: 1.9, extra: 8 },
    ]);
  });

  it("example 5: six answers are enough, five are not", () => {
    expect(insiderBlue.score(answersOf(insiderBlue, [5, 5, 5, 5, 1, 5]))).toEqual([
      { dimension: "DIMENSION_INSIDER_BLUE", value: 10, extra: 6 },
    ]);
    expect(insiderBlue.score(answersOf(insiderBlue, [5, 5, 5, 5, 1, undefined, "x", null]))).toEqual([]);
  });
});
