import { LOCALES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { direct } from "./direct";
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

describe("direct instrument", () => {
  it("has unique question ids of the form direct.<part>.<n>", () => {
    const ids = direct.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^direct\.pulse\.\d+$/);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.length).toBeLessThanOrEqual(4);
  });

  it("gives options with unique values to every choice and scale question, which are required", () => {
    for (const q of direct.questions) {
      if (q.kind === "text") continue;
      expect(q.options?.length, q.id).toBeGreaterThan(1);
      const values = q.options?.map((o) => o.value) ?? [];
      expect(new Set(values).size, q.id).toBe(values.length);
      expect(q.required, q.id).toBe(true);
    }
  });

  it("asks at least one required scale and ends with an optional free text", () => {
    expect(direct.questions.some((q) => q.kind === "scale" && q.required)).toBe(true);
    expect(direct.questions.at(-1)).toMatchObject({ kind: "text", required: false });
  });

  it("writes every text in the eight locales", () => {
    for (const [where, text] of texts(direct)) {
      for (const locale of LOCALES) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
    }
  });

  it("scores nothing: the pulse writes no profile dimension", () => {
    const answers = new Map<string, number | string | null>([
      ["direct.pulse.1", 4],
      ["direct.pulse.2", 2],
      ["direct.pulse.3", 3],
      ["direct.pulse.4", "Busy week"],
    ]);
    expect(direct.score(answers)).toEqual([]);
  });
});
