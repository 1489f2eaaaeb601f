import { LOCALES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { HELPERS } from "../helpers";
import { climate } from "./climate";
import type { Instrument } from "./types";

/** Every text of an instrument, with where it is (for a readable failure). */
function texts(instrument: Instrument): [string, Record<string, string>][] {
  const out: [string, Record<string, string>][] = [["name", instrument.name]];
  for (const [i, t] of instrument.welcome.entries()) out.push([`welcome.${i}`, t]);
  for (const [i, t] of instrument.farewell.entries()) out.push([`farewell.${i}`, t]);
  for (const q of instrument.questions) {
    out.push([q.id, q.text]);
    for (const [i, t] of (q.intro ?? []).entries()) out.push([`${q.id}.intro.${i}`, t]);
    for (const o of q.options ?? []) out.push([`${q.id}.option.${o.value}`, o.label]);
    if (q.scaleLabels) out.push([`${q.id}.min`, q.scaleLabels.min], [`${q.id}.max`, q.scaleLabels.max]);
  }
  return out;
}

/** Answers from the five WHO-5 values and the six work-climate values as the person chose them (null = missing). */
function answers(who5: (number | null)[], work: (number | null)[]): Map<string, number | null> {
  const map = new Map<string, number | null>();
  for (const [i, v] of who5.entries()) map.set(`climate.who5.${i + 1}`, v);
  for (const [i, v] of work.entries()) map.set(`climate.work.${i + 1}`, v);
  return map;
}

describe("climate instrument: structure", () => {
  it("has 5 WHO-5 items and 6 work-climate items with unique ids climate.<part>.<n>", () => {
    const ids = climate.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^climate\.(who5|work)\.\d+$/);
    expect(ids.filter((id) => id.startsWith("climate.who5.")).length).toBe(5);
    expect(ids.filter((id) => id.startsWith("climate.work.")).length).toBe(6);
  });

  it("WHO-5 options are 5..0 and work-climate options 1..5, at least one work item reversed", () => {
    for (const q of climate.questions) {
      expect(q.required, q.id).toBe(true);
      const values = q.options?.map((o) => o.value);
      if (q.id.startsWith("climate.who5.")) expect(values).toEqual([5, 4, 3, 2, 1, 0]);
      else expect(values).toEqual([1, 2, 3, 4, 5]);
    }
    expect(climate.questions.filter((q) => q.reverse).map((q) => q.id)).toEqual([
      "climate.work.4",
      "climate.work.6",
    ]);
  });

  it("writes every text in the eight locales", () => {
    for (const [where, text] of texts(climate)) {
      for (const locale of LOCALES) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
    }
  });

  it("runs after the wellbeing helper bot", () => {
    expect(climate.helper).toBe("SURVEY_WELLGUARD_HELPER_WELLBEING");
  });
});

describe("climate instrument: scoring (docs/instruments/climate.md examples)", () => {
  it("example 1: WHO-5 4,3,3,2,4 and work 4,5,4,2,4,1 → index 64, climate 8.3, level 7.4", () => {
    expect(climate.score(answers([4, 3, 3, 2, 4], [4, 5, 4, 2, 4, 1]))).toEqual([
      { dimension: "DIMENSION_WHO5_INDEX", value: 64, extra: 16 },
      { dimension: "DIMENSION_WORK_CLIMATE", value: 8.3, extra: 6 },
      { dimension: "DIMENSION_CLIMATE_LEVEL", value: 7.4, extra: null },
    ]);
  });

  it("example 2: agreeing with everything counts the reversed items 4 and 6 as 1 → climate 6.7, level 5.4", () => {
    expect(climate.score(answers([2, 2, 2, 2, 2], [5, 5, 5, 5, 5, 5]))).toEqual([
      { dimension: "DIMENSION_WHO5_INDEX", value: 40, extra: 10 },
      { dimension: "DIMENSION_WORK_CLIMATE", value: 6.7, extra: 6 },
      { dimension: "DIMENSION_CLIMATE_LEVEL", value: 5.4, extra: null },
    ]);
  });

  it("example 3: the lowest answers everywhere (reversed items answered 5) → 0, 0, 0", () => {
    expect(climate.score(answers([0, 0, 0, 0, 0], [1, 1, 1, 5, 1, 5]))).toEqual([
      { dimension: "DIMENSION_WHO5_INDEX", value: 0, extra: 0 },
      { dimension: "DIMENSION_WORK_CLIMATE", value: 0, extra: 6 },
      { dimension: "DIMENSION_CLIMATE_LEVEL", value: 0, extra: null },
    ]);
  });

  it("example 4: the highest answers everywhere (reversed items answered 1) → 100, 10, 10", () => {
    expect(climate.score(answers([5, 5, 5, 5, 5], [5, 5, 5, 1, 5, 1]))).toEqual([
      { dimension: "DIMENSION_WHO5_INDEX", value: 100, extra: 25 },
      { dimension: "DIMENSION_WORK_CLIMATE", value: 10, extra: 6 },
      { dimension: "DIMENSION_CLIMATE_LEVEL", value: 10, extra: null },
    ]);
  });

  it("example 5: all WHO-5 at 5 and all work items neutral → 100, 5, 7.5", () => {
    expect(climate.score(answers([5, 5, 5, 5, 5], [3, 3, 3, 3, 3, 3]))).toEqual([
      { dimension: "DIMENSION_WHO5_INDEX", value: 100, extra: 25 },
      { dimension: "DIMENSION_WORK_CLIMATE", value: 5, extra: 6 },
      { dimension: "DIMENSION_CLIMATE_LEVEL", value: 7.5, extra: null },
    ]);
  });

  it("example 6: a missing WHO-5 item gives no index and no level; 4 of 6 work items still score", () => {
    expect(climate.score(answers([3, 3, null, 3, 3], [4, 4, null, null, 4, 2]))).toEqual([
      { dimension: "DIMENSION_WORK_CLIMATE", value: 7.5, extra: 4 },
    ]);
  });

  it("fewer than 4 work items or values outside the options score nothing there", () => {
    const a = answers([1, 1, 1, 1, 9], [4, 4, 4, null, null, null]);
    expect(climate.score(a)).toEqual([]);
    expect(climate.score(new Map([["climate.who5.1", "5"]]))).toEqual([]);
  });
});

describe("helper bots (content/helpers.ts)", () => {
  it("both bots have a name and messages in the eight locales", () => {
    for (const [key, bot] of Object.entries(HELPERS)) {
      expect(bot.messages.length, key).toBeGreaterThanOrEqual(2);
      for (const text of [bot.name, ...bot.messages]) {
        for (const locale of LOCALES) expect(text[locale]?.trim(), `${key} ${locale}`).toBeTruthy();
      }
    }
  });
});
