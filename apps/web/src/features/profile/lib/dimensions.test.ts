import { DIMENSION_ELEMENTS as D, SCORE_COLOURS, type TProfileDimensionRecord } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import {
  cbiBand,
  currentRecord,
  dimensionColour,
  dimensionSeries,
  displayMax,
  displayPercent,
  displayValue,
  dominantArchetype,
  monthsAgo,
  progressClass,
  roundOne,
} from "./dimensions";

function record(
  dimensionId: number,
  dimensionValue: number,
  startDate: string,
  vigence: 0 | 1 = 1,
  surveyTypeId = 22,
): TProfileDimensionRecord {
  return {
    surveyTypeId,
    surveyEntityId: 1,
    dimensionId,
    dimensionValue,
    dimensionValueExtra: null,
    startDate,
    vigence,
  };
}

describe("display values", () => {
  it("shows risk and hazard levels as 12 − 2 × raw and leaves other values as stored", () => {
    expect(displayValue(D.DIMENSION_GENERAL_RISK, 1)).toBe(10);
    expect(displayValue(D.DIMENSION_GENERAL_RISK, 6)).toBe(0);
    expect(displayValue(D.DIMENSION_INTEGRITY_HAZARD, 4)).toBe(4);
    expect(displayValue(D.DIMENSION_WHO5_INDEX, 72)).toBe(72);
  });
  it("gives cyber dimensions progress = value / 6 and other scales their share", () => {
    expect(displayMax(D.DIMENSION_MALWARE)).toBe(6);
    expect(displayPercent(D.DIMENSION_MALWARE, 3)).toBe(50);
    expect(displayPercent(D.DIMENSION_BURNOUT_WORK, 75)).toBe(75);
    expect(displayPercent(D.DIMENSION_CONFIDENTIALITY_RISK, 2)).toBe(80);
    expect(displayPercent(D.DIMENSION_CLIMATE_LEVEL, 12)).toBe(100);
  });
  it("rounds the awareness level to one decimal", () => {
    expect(roundOne(7.14)).toBe(7.1);
    expect(roundOne(7.15)).toBe(7.2);
    expect(roundOne(10)).toBe(10);
  });
  it("uses the §9 percent classes on a cyber dimension's progress", () => {
    expect(progressClass(1)).toBe("danger"); // 16.7 %
    // 2 of 6 is 33.3 %, just above "up to 33" (the shared rule takes the spec's figures literally).
    expect(progressClass(2)).toBe("warning");
    expect(progressClass(3)).toBe("warning"); // 50 %
    expect(progressClass(4)).toBe("success"); // 66.7 %
  });
});

describe("colours", () => {
  const red = SCORE_COLOURS[0];
  const green = SCORE_COLOURS[10];
  it("is green for good values whichever way the scale runs", () => {
    expect(dimensionColour(D.DIMENSION_CLIMATE_LEVEL, 10)).toBe(green);
    expect(dimensionColour(D.DIMENSION_WHO5_INDEX, 100)).toBe(green);
    expect(dimensionColour(D.DIMENSION_BURNOUT_PERSONAL, 0)).toBe(green);
    expect(dimensionColour(D.DIMENSION_SE_URGENCY, 0)).toBe(green);
    expect(dimensionColour(D.DIMENSION_GENERAL_RISK, 1)).toBe(green);
    expect(dimensionColour(D.DIMENSION_COMPLIANCE, 6)).toBe(green);
  });
  it("is red for bad values", () => {
    expect(dimensionColour(D.DIMENSION_CLIMATE_LEVEL, 0)).toBe(red);
    expect(dimensionColour(D.DIMENSION_BURNOUT_CLIENT, 100)).toBe(red);
    expect(dimensionColour(D.DIMENSION_IMPACT_LEVEL, 10)).toBe(red);
    expect(dimensionColour(D.DIMENSION_GENERAL_RISK, 6)).toBe(red);
  });
  it("gives archetype scores no colour", () => {
    expect(dimensionColour(D.DIMENSION_ARCHETYPE_HELPER, 8)).toBeNull();
  });
});

describe("records", () => {
  const records = [
    record(D.DIMENSION_CLIMATE_LEVEL, 4, "2026-01-10T09:00:00Z", 0),
    record(D.DIMENSION_CLIMATE_LEVEL, 6, "2026-05-10T09:00:00Z", 1, 21),
    record(D.DIMENSION_CLIMATE_LEVEL, 7, "2026-06-10T09:00:00Z", 1, 10),
    record(D.DIMENSION_GENERAL_RISK, 2, "2026-06-10T09:00:00Z", 0),
    record(D.DIMENSION_GENERAL_RISK, 3, "2026-02-10T09:00:00Z", 0),
  ];
  it("takes the newest current record as the current value, none when only old ones exist", () => {
    expect(currentRecord(records, D.DIMENSION_CLIMATE_LEVEL)?.dimensionValue).toBe(7);
    expect(currentRecord(records, D.DIMENSION_GENERAL_RISK)).toBeNull();
    expect(currentRecord(records, D.DIMENSION_WHO5_INDEX)).toBeNull();
  });
  it("builds an oldest-first series of displayed values from every record", () => {
    expect(dimensionSeries(records, D.DIMENSION_GENERAL_RISK)).toEqual([
      { date: "2026-02-10T09:00:00Z", value: 6 },
      { date: "2026-06-10T09:00:00Z", value: 8 },
    ]);
    expect(dimensionSeries(records, D.DIMENSION_CLIMATE_LEVEL).map((p) => p.value)).toEqual([4, 6, 7]);
  });
  it("keeps one point a day, the day's last: a survey's record and its global copy, a score recomputed that day", () => {
    const sameDay = [
      record(D.DIMENSION_GENERAL_RISK, 3, "2026-11-24T12:00:00.300Z", 0, 11),
      record(D.DIMENSION_GENERAL_RISK, 4, "2026-11-24T12:00:00.100Z", 0, 11),
      record(D.DIMENSION_GENERAL_RISK, 5, "2026-11-20T12:00:00Z", 0, 11),
      record(D.DIMENSION_CYBER_RESULTS, 3.3, "2026-11-24T12:00:00Z", 1, 22),
      record(D.DIMENSION_CYBER_RESULTS, 3.3, "2026-11-24T12:00:00Z", 1, 13),
    ];
    expect(dimensionSeries(sameDay, D.DIMENSION_GENERAL_RISK)).toEqual([
      { date: "2026-11-20T12:00:00Z", value: 12 - 2 * 5 },
      { date: "2026-11-24T12:00:00.300Z", value: 12 - 2 * 3 },
    ]);
    // One measurement: a single point, which the chart pads (padSeries) into a line.
    expect(dimensionSeries(sameDay, D.DIMENSION_CYBER_RESULTS)).toEqual([
      { date: "2026-11-24T12:00:00Z", value: 3.3 },
    ]);
  });
  it("picks the archetype with the highest current score, the first on a tie", () => {
    expect(
      dominantArchetype([
        record(D.DIMENSION_ARCHETYPE_HELPER, 7, "2026-01-01T00:00:00Z"),
        record(D.DIMENSION_ARCHETYPE_SKEPTIC, 8, "2026-01-01T00:00:00Z"),
        record(D.DIMENSION_ARCHETYPE_GUARDIAN, 9, "2025-01-01T00:00:00Z", 0),
      ]),
    ).toBe(D.DIMENSION_ARCHETYPE_SKEPTIC);
    expect(
      dominantArchetype([
        record(D.DIMENSION_ARCHETYPE_CONNECTOR, 5, "2026-01-01T00:00:00Z"),
        record(D.DIMENSION_ARCHETYPE_EXPLORER, 5, "2026-01-01T00:00:00Z"),
      ]),
    ).toBe(D.DIMENSION_ARCHETYPE_EXPLORER);
    expect(dominantArchetype([])).toBeNull();
  });
});

describe("CBI bands", () => {
  it("is low below 50, moderate to 74, high to 99 and severe at 100", () => {
    expect(cbiBand(0)).toBe("low");
    expect(cbiBand(49.9)).toBe("low");
    expect(cbiBand(50)).toBe("moderate");
    expect(cbiBand(74.9)).toBe("moderate");
    expect(cbiBand(75)).toBe("high");
    expect(cbiBand(99)).toBe("high");
    expect(cbiBand(100)).toBe("severe");
  });
});

describe("monthsAgo", () => {
  it("counts calendar months back in UTC", () => {
    expect(monthsAgo(new Date("2026-11-22T05:00:00Z"), 3)).toBe("2026-08-22");
    expect(monthsAgo(new Date("2026-11-22T05:00:00Z"), 12)).toBe("2025-11-22");
  });
});
