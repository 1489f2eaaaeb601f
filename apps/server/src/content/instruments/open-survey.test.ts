import { LOCALES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { openSurvey } from "./open-survey";
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

describe("open-survey instrument", () => {
  it("has unique question ids of the form open.<part>.<n>", () => {
    const ids = openSurvey.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^open\.feedback\.\d+$/);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.length).toBeLessThanOrEqual(6);
  });

  it("gives options with unique values to every choice and scale question, which are required", () => {
    for (const q of openSurvey.questions) {
      if (q.kind === "text") continue;
      expect(q.options?.length, q.id).toBeGreaterThan(1);
      const values = q.options?.map((o) => o.value) ?? [];
      expect(new Set(values).size, q.id).toBe(values.length);
      expect(q.required, q.id).toBe(true);
    }
  });

  it("asks text questions only, some required and some optional", () => {
    expect(openSurvey.questions.every((q) => q.kind === "text")).toBe(true);
    expect(openSurvey.questions.some((q) => q.required)).toBe(true);
    expect(openSurvey.questions.some((q) => !q.required)).toBe(true);
  });

  it("writes every text in the eight locales", () => {
    for (const [where, text] of texts(openSurvey)) {
      for (const locale of LOCALES) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
    }
  });

  it("scores nothing: free text is not scored", () => {
    const answers = new Map<string, number | string | null>([
      ["open.feedback.1", "Locking my screen"],
      ["open.feedback.2", "Time pressure"],
      ["open.feedback.3", ""],
      ["open.feedback.4", null],
    ]);
    expect(openSurvey.score(answers)).toEqual([]);
  });
});
