import { describe, expect, it } from "vitest";
import { BREACH_LEVEL_SCORES, breachLevel, breachScore, type ExposureState } from "./breaches";

/* Spec §9: a person's breach level 0-3 and its score. */

const open = (passwordExposed: boolean, passwordChangedAt: string | null = null): ExposureState => ({
  passwordExposed,
  passwordChangedAt,
  solvedAt: null,
});
const solved = (passwordExposed: boolean): ExposureState => ({
  passwordExposed,
  passwordChangedAt: null,
  solvedAt: "2026-05-01T00:00:00Z",
});

describe("breachLevel", () => {
  it("is 0 with no exposure, or with every exposure solved", () => {
    expect(breachLevel([])).toBe(0);
    expect(breachLevel([solved(true), solved(true), solved(false)])).toBe(0);
  });

  it("is 1 when the open exposures leaked no password, or every leaked password was changed", () => {
    expect(breachLevel([open(false)])).toBe(1);
    expect(breachLevel([open(true, "2026-05-02T00:00:00Z"), open(false), solved(true)])).toBe(1);
    expect(breachLevel([open(true, "2026-05-02T00:00:00Z"), open(true, "2026-05-03T00:00:00Z")])).toBe(1);
  });

  it("is 2 with one open exposure whose password was not changed", () => {
    expect(breachLevel([open(true)])).toBe(2);
    expect(breachLevel([open(true), open(false), solved(true), open(true, "2026-05-02T00:00:00Z")])).toBe(2);
  });

  it("is 3 with two or more open exposures whose passwords were not changed", () => {
    expect(breachLevel([open(true), open(true)])).toBe(3);
    expect(breachLevel([open(true), open(true), open(true), solved(true)])).toBe(3);
  });

  it("takes Date values as well as strings", () => {
    expect(breachLevel([{ passwordExposed: true, passwordChangedAt: new Date(), solvedAt: null }])).toBe(1);
    expect(breachLevel([{ passwordExposed: true, passwordChangedAt: null, solvedAt: new Date() }])).toBe(0);
  });
});

describe("breachScore", () => {
  it("maps levels 0-3 to the scores 10, 6.6, 3.3 and 0", () => {
    expect([0, 1, 2, 3].map((level) => breachScore(level as 0 | 1 | 2 | 3))).toEqual([10, 6.6, 3.3, 0]);
    expect([...BREACH_LEVEL_SCORES]).toEqual([10, 6.6, 3.3, 0]);
  });
});
