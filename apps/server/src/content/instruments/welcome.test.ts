import { LOCALES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import type { Instrument } from "./types";
import { welcome } from "./welcome";

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

describe("welcome instrument", () => {
  it("has unique question ids of the form welcome.<part>.<n>", () => {
    const ids = welcome.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^welcome\.[a-z]+\.\d+$/);
  });

  it("asks 4 to 6 questions, the last an optional free text", () => {
    expect(welcome.questions.length).toBeGreaterThanOrEqual(4);
    expect(welcome.questions.length).toBeLessThanOrEqual(6);
    const last = welcome.questions.at(-1);
    expect(last?.kind).toBe("text");
    expect(last?.required).toBe(false);
  });

  it("gives options with unique values to every choice and scale question, and choices are required", () => {
    for (const q of welcome.questions) {
      if (q.kind === "text") continue;
      expect(q.options?.length, q.id).toBeGreaterThan(1);
      const values = q.options?.map((o) => o.value) ?? [];
      expect(new Set(values).size, q.id).toBe(values.length);
      expect(q.required, q.id).toBe(true);
    }
  });

  it("writes every text in the eight locales", () => {
    for (const [where, text] of texts(welcome)) {
      for (const locale of LOCALES) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
    }
  });

  it("scores nothing: the welcome feeds participation only", () => {
    const answers = new Map<string, number | string | null>([
      ["welcome.intro.1", 3],
      ["welcome.intro.2", 2],
      ["welcome.intro.3", 4],
      ["welcome.intro.4", 3],
      ["welcome.intro.5", "Hello"],
    ]);
    expect(welcome.score(answers)).toEqual([]);
  });
});
