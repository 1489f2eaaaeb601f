import { LOCALES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { cbi } from "./cbi";
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

/** Answers from the items' values in order (null = missing). */
function answers(personal: (number | null)[], work: (number | null)[], client: (number | null)[]) {
  const map = new Map<string, number | null>();
  for (const [i, v] of personal.entries()) map.set(`cbi.personal.${i + 1}`, v);
  for (const [i, v] of work.entries()) map.set(`cbi.work.${i + 1}`, v);
  for (const [i, v] of client.entries()) map.set(`cbi.client.${i + 1}`, v);
  return map;
}

describe("CBI instrument: structure", () => {
  it("has 19 items: personal 6, work 7, client 6, with unique ids cbi.<subscale>.<n>", () => {
    const ids = cbi.questions.map((q) => q.id);
    expect(ids.length).toBe(19);
    expect(new Set(ids).size).toBe(19);
    for (const id of ids) expect(id).toMatch(/^cbi\.(personal|work|client)\.\d+$/);
    expect(ids.filter((id) => id.startsWith("cbi.personal.")).length).toBe(6);
    expect(ids.filter((id) => id.startsWith("cbi.work.")).length).toBe(7);
    expect(ids.filter((id) => id.startsWith("cbi.client.")).length).toBe(6);
  });

  it("uses the published answers 100, 75, 50, 25, 0 on every item; only work item 7 is reversed", () => {
    for (const q of cbi.questions) {
      expect(q.kind, q.id).toBe("choice");
      expect(q.required, q.id).toBe(true);
      expect(
        q.options?.map((o) => o.value),
        q.id,
      ).toEqual([100, 75, 50, 25, 0]);
    }
    expect(cbi.questions.filter((q) => q.reverse).map((q) => q.id)).toEqual(["cbi.work.7"]);
    expect(cbi.questions.find((q) => q.id === "cbi.work.7")?.text["en-gb"]).toBe(
      "Do you have enough energy for family and friends during leisure time?",
    );
    expect(cbi.questions.find((q) => q.id === "cbi.work.1")?.options?.[0]?.label["en-gb"]).toBe(
      "To a very high degree",
    );
    expect(cbi.questions.find((q) => q.id === "cbi.work.4")?.options?.[0]?.label["en-gb"]).toBe("Always");
  });

  it("writes every text in the eight locales", () => {
    for (const [where, text] of texts(cbi)) {
      for (const locale of LOCALES) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
    }
  });

  it("runs after the wellbeing helper bot", () => {
    expect(cbi.helper).toBe("SURVEY_WELLGUARD_HELPER_WELLBEING");
  });
});

describe("CBI instrument: scoring (docs/instruments/cbi.md examples)", () => {
  it("example 1: a mixed person → personal 45.8, work 42.9 (item 7 'Often' counts 25), client 20.8", () => {
    expect(
      cbi.score(answers([75, 50, 50, 25, 75, 0], [50, 25, 50, 75, 25, 50, 75], [25, 25, 50, 25, 0, 0])),
    ).toEqual([
      { dimension: "DIMENSION_BURNOUT_PERSONAL", value: 45.8, extra: 6 },
      { dimension: "DIMENSION_BURNOUT_WORK", value: 42.9, extra: 7 },
      { dimension: "DIMENSION_BURNOUT_CLIENT", value: 20.8, extra: 6 },
    ]);
  });

  it("example 2: the reversed item: work all 'Always' with enough energy 'Always' → 85.7; with 'Never' → 100", () => {
    const all = [100, 100, 100, 100, 100, 100];
    expect(cbi.score(answers(all, [...all, 100], all))).toEqual([
      { dimension: "DIMENSION_BURNOUT_PERSONAL", value: 100, extra: 6 },
      { dimension: "DIMENSION_BURNOUT_WORK", value: 85.7, extra: 7 },
      { dimension: "DIMENSION_BURNOUT_CLIENT", value: 100, extra: 6 },
    ]);
    expect(cbi.score(answers(all, [...all, 0], all))[1]).toEqual({
      dimension: "DIMENSION_BURNOUT_WORK",
      value: 100,
      extra: 7,
    });
  });

  it("example 3: no burnout at all (item 7 'Always') → 0, 0, 0", () => {
    const none = [0, 0, 0, 0, 0, 0];
    expect(cbi.score(answers(none, [...none, 100], none))).toEqual([
      { dimension: "DIMENSION_BURNOUT_PERSONAL", value: 0, extra: 6 },
      { dimension: "DIMENSION_BURNOUT_WORK", value: 0, extra: 7 },
      { dimension: "DIMENSION_BURNOUT_CLIENT", value: 0, extra: 6 },
    ]);
  });

  it("example 4: missing items: 3 answered still score (66.7, extra 3); 2 answered give no client record", () => {
    expect(
      cbi.score(
        answers(
          [75, 75, null, null, 50, null],
          [25, 25, 25, 25, 25, 25, 25],
          [50, null, null, null, null, 100],
        ),
      ),
    ).toEqual([
      { dimension: "DIMENSION_BURNOUT_PERSONAL", value: 66.7, extra: 3 },
      { dimension: "DIMENSION_BURNOUT_WORK", value: 32.1, extra: 7 },
    ]);
  });

  it("ignores answers that are not one of the item's values", () => {
    expect(cbi.score(answers([60, 75, 75, "x" as unknown as number, null, null], [], []))).toEqual([]);
  });
});
