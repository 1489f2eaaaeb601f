import { LOCALES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { asAService } from "./as-a-service";
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

describe("as-a-service instrument", () => {
  it("has unique question ids of the form service.<part>.<n>", () => {
    const ids = asAService.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^service\.culture\.\d+$/);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(ids.length).toBeLessThanOrEqual(8);
  });

  it("gives options with unique values to every choice and scale question, which are required", () => {
    for (const q of asAService.questions) {
      if (q.kind === "text") continue;
      expect(q.options?.length, q.id).toBeGreaterThan(1);
      const values = q.options?.map((o) => o.value) ?? [];
      expect(new Set(values).size, q.id).toBe(values.length);
      expect(q.required, q.id).toBe(true);
    }
  });

  it("asks six 1-5 agreement items and an optional free text", () => {
    const scales = asAService.questions.filter((q) => q.kind === "scale");
    expect(scales.length).toBe(6);
    for (const q of scales) expect(q.options?.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(asAService.questions.at(-1)).toMatchObject({ kind: "text", required: false });
  });

  it("writes every text in the eight locales", () => {
    for (const [where, text] of texts(asAService)) {
      for (const locale of LOCALES) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
    }
  });

  it("scores nothing: answers are reported to the company as anonymous aggregates later, not scored per person", () => {
    const answers = new Map<string, number | string | null>([
      ["service.culture.1", 5],
      ["service.culture.2", 4],
      ["service.culture.3", 1],
      ["service.culture.7", "More training"],
    ]);
    expect(asAService.score(answers)).toEqual([]);
  });
});
