import { readFileSync } from "node:fs";
import { CYBERSECURITY_DIMENSIONS, LOCALES, type Locale } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import {
  awarenessLevel,
  CYBER_DIMENSION_KEYS,
  type CyberDimension,
  cyber,
  cyberQuestionId,
  scoreCyber,
} from "./cyber";
import type { InstrumentQuestion, Text } from "./types";

/** Every text of the test, with where it is (for a readable failure). */
function texts(): [string, Text][] {
  const out: [string, Text][] = [["name", cyber.name]];
  for (const [i, t] of cyber.welcome.entries()) out.push([`welcome.${i}`, t]);
  for (const [i, t] of cyber.farewell.entries()) out.push([`farewell.${i}`, t]);
  for (const q of cyber.questions) {
    out.push([q.id, q.text]);
    for (const [i, t] of (q.intro ?? []).entries()) out.push([`${q.id}.intro.${i}`, t]);
    for (const o of q.options ?? []) out.push([`${q.id}.option.${o.value}`, o.label]);
    if (q.graded) out.push([`${q.id}.explanation`, q.graded.explanation]);
  }
  return out;
}

/** Texts that may read the same as en-gb in another language (proper names, product words). None so far. */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>();

const NON_ENGLISH: readonly Locale[] = LOCALES.filter((l) => l !== "en-gb" && l !== "en-us");

function question(id: string): InstrumentQuestion {
  const q = cyber.questions.find((x) => x.id === id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
}

function correctValue(id: string): number {
  const value = question(id).graded?.correctValue;
  if (value === undefined) throw new Error(`${id} is not graded`);
  return value;
}

/** A wrong option of a question (the first option that is not the right one). */
function wrongValue(id: string): number {
  return correctValue(id) === 1 ? 2 : 1;
}

/**
 * Answers with `right[d]` right answers in dimension d: questions 1..right[d] answered right, the rest answered
 * with a wrong option (or as `rest` says: null = timed out, "text", or undefined = not answered at all).
 */
function answersWith(
  right: Record<CyberDimension, number>,
  rest: (id: string) => number | string | null | undefined = wrongValue,
): Map<string, number | string | null> {
  const map = new Map<string, number | string | null>();
  for (const d of CYBERSECURITY_DIMENSIONS) {
    for (let n = 1; n <= 6; n++) {
      const id = cyberQuestionId(d, n);
      const value = n <= right[d] ? correctValue(id) : rest(id);
      if (value !== undefined) map.set(id, value);
    }
  }
  return map;
}

function records(counts: number[], level: number, total: number) {
  return [
    ...CYBERSECURITY_DIMENSIONS.map((d, i) => ({
      dimension: CYBER_DIMENSION_KEYS[d],
      value: counts[i],
      extra: 6,
    })),
    { dimension: "DIMENSION_CYBER_RESULTS", value: level, extra: total },
  ];
}

const ALL = (n: number): Record<CyberDimension, number> =>
  Object.fromEntries(CYBERSECURITY_DIMENSIONS.map((d) => [d, n])) as Record<CyberDimension, number>;

describe("cybersecurity awareness test: structure", () => {
  it("is instrument 2 for SURVEY_WELLGUARD_CYBERSECURITY, after the awareness helper bot", () => {
    expect(cyber.surveyId).toBe(2);
    expect(cyber.key).toBe("cyber");
    expect(cyber.surveyKeys).toEqual(["SURVEY_WELLGUARD_CYBERSECURITY"]);
    expect(cyber.helper).toBe("SURVEY_WELLGUARD_HELPER_AWARENESS");
    expect(cyber.welcome.length).toBeGreaterThan(0);
    expect(cyber.farewell.length).toBeGreaterThan(0);
  });

  it("has 42 questions, exactly 6 per dimension in spec order, with unique ids cyber.<dimension>.<n>", () => {
    const ids = cyber.questions.map((q) => q.id);
    expect(ids.length).toBe(42);
    expect(new Set(ids).size).toBe(42);
    expect(ids).toEqual(
      CYBERSECURITY_DIMENSIONS.flatMap((d) => [1, 2, 3, 4, 5, 6].map((n) => `cyber.${d}.${n}`)),
    );
    for (const d of CYBERSECURITY_DIMENSIONS) {
      const inDimension = cyber.questions.filter((q) => q.dimension === CYBER_DIMENSION_KEYS[d]);
      expect(inDimension.map((q) => q.id)).toEqual(ids.filter((id) => id.startsWith(`cyber.${d}.`)));
      expect(inDimension.length, d).toBe(6);
    }
  });

  it("asks graded, required choice questions of 3 or 4 options valued 1..n, the right value among them", () => {
    for (const q of cyber.questions) {
      expect(q.kind, q.id).toBe("choice");
      expect(q.required, q.id).toBe(true);
      const values = q.options?.map((o) => o.value) ?? [];
      expect([3, 4], q.id).toContain(values.length);
      expect(values, q.id).toEqual(values.map((_, i) => i + 1));
      expect(values, q.id).toContain(q.graded?.correctValue);
    }
  });

  it("varies the position of the right answer", () => {
    const positions = cyber.questions.map((q) => q.graded?.correctValue);
    for (const p of [1, 2, 3])
      expect(positions.filter((x) => x === p).length, `position ${p}`).toBeGreaterThan(6);
    expect(positions.filter((x) => x === 4).length).toBeGreaterThan(3);
    for (const p of [1, 2, 3, 4]) expect(positions.filter((x) => x === p).length).toBeLessThan(21);
  });

  it("says a section intro before the first question of each dimension only", () => {
    for (const d of CYBERSECURITY_DIMENSIONS) {
      expect(question(cyberQuestionId(d, 1)).intro?.length, d).toBe(1);
      for (let n = 2; n <= 6; n++) expect(question(cyberQuestionId(d, n)).intro, `${d}.${n}`).toBeUndefined();
    }
  });

  it("writes every text in the eight locales, each non-English one not a copy of en-gb", () => {
    const all = texts();
    expect(all.length).toBeGreaterThan(42 * 5);
    for (const [where, text] of all) {
      for (const locale of LOCALES) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
      if (SAME_AS_ENGLISH_ALLOWED.has(where)) continue;
      for (const locale of NON_ENGLISH) expect(text[locale], `${where} ${locale}`).not.toBe(text["en-gb"]);
    }
  });

  it("keeps explanations short (one or two sentences) and options of a question distinct", () => {
    for (const q of cyber.questions) {
      for (const locale of LOCALES) {
        const sentences = (q.graded?.explanation[locale] ?? "").split(/[.!?](\s|$)/).filter((s) => s.trim());
        expect(sentences.length, `${q.id} ${locale}`).toBeLessThanOrEqual(2);
        const labels = (q.options ?? []).map((o) => o.label[locale]);
        expect(new Set(labels).size, `${q.id} ${locale}`).toBe(labels.length);
      }
    }
  });
  it("is listed in docs/instruments/cyber.md: each id with its en-gb text and its right option marked", () => {
    const doc = readFileSync(new URL("../../../../../docs/instruments/cyber.md", import.meta.url), "utf8");
    const md = (text: string) => text.replace(/\|/g, "\\|");
    for (const q of cyber.questions) {
      // Table cells compared without the padding a Markdown formatter adds around them.
      const row = doc
        .split("\n")
        .map((line) => line.replace(/ {2,}\|/g, " |").replace(/\| {2,}/g, "| "))
        .find((line) => line.startsWith(`| ${q.id} |`));
      expect(row, q.id).toBeDefined();
      expect(row, q.id).toContain(`| ${md(q.text["en-gb"])} |`);
      for (const o of q.options ?? []) {
        const mark = o.value === q.graded?.correctValue ? " ✔" : "";
        expect(row, `${q.id} option ${o.value}`).toContain(`${o.value}. ${md(o.label["en-gb"])}${mark}`);
      }
      expect(row?.split("✔").length, q.id).toBe(2);
    }
  });
});

describe("cybersecurity awareness test: scoring (docs/instruments/cyber.md examples)", () => {
  it("example 1: all 42 right → 6 of 6 in every dimension, awareness level 10, extra 42", () => {
    expect(scoreCyber(answersWith(ALL(6)))).toEqual(records([6, 6, 6, 6, 6, 6, 6], 10, 42));
    expect(cyber.score(answersWith(ALL(6)))).toEqual(records([6, 6, 6, 6, 6, 6, 6], 10, 42));
  });

  it("example 2: all wrong (a wrong option each) → 0 everywhere; so are no answers and all timed out", () => {
    expect(scoreCyber(answersWith(ALL(0)))).toEqual(records([0, 0, 0, 0, 0, 0, 0], 0, 0));
    expect(scoreCyber(new Map())).toEqual(records([0, 0, 0, 0, 0, 0, 0], 0, 0));
    expect(scoreCyber(answersWith(ALL(0), () => null))).toEqual(records([0, 0, 0, 0, 0, 0, 0], 0, 0));
  });

  it("example 3: 6, 6, 5, 4, 4, 3, 2 right (wrong ones: options, timed out, text, unanswered) → 7.1, extra 30", () => {
    const right = {
      dataProtection: 6,
      communications: 6,
      malware: 5,
      passwordManagement: 4,
      workplace: 4,
      compliance: 3,
      socialEngineering: 2,
    };
    // (10 + 10 + 8.33 + 6.67 + 6.67 + 5 + 3.33) / 7 = 50 / 7 = 7.14 → 7.1
    const expected = records([6, 6, 5, 4, 4, 3, 2], 7.1, 30);
    expect(scoreCyber(answersWith(right))).toEqual(expected);
    const kinds = [wrongValue, () => null, () => "phishing", () => undefined];
    let k = 0;
    expect(scoreCyber(answersWith(right, (id) => kinds[k++ % kinds.length]?.(id)))).toEqual(expected);
  });

  it("example 4: one dimension all right, the rest none → 1.4; a single right answer → 0.2; 20 right → 4.8", () => {
    expect(scoreCyber(answersWith({ ...ALL(0), malware: 6 }))).toEqual(
      records([0, 0, 6, 0, 0, 0, 0], 1.4, 6),
    );
    expect(scoreCyber(answersWith({ ...ALL(0), compliance: 1 }))).toEqual(
      records([0, 0, 0, 0, 0, 1, 0], 0.2, 1),
    );
    expect(scoreCyber(answersWith({ ...ALL(3), dataProtection: 2 })).at(-1)).toEqual({
      dimension: "DIMENSION_CYBER_RESULTS",
      value: 4.8,
      extra: 20,
    });
  });

  it("the level is the mean of the seven right/6 × 10, to one decimal, for every total 0..42", () => {
    for (let total = 0; total <= 42; total++) {
      const counts = CYBERSECURITY_DIMENSIONS.map((_, i) => Math.min(6, Math.max(0, total - i * 6)));
      const mean = counts.reduce((s, c) => s + (c / 6) * 10, 0) / 7;
      expect(awarenessLevel(total), String(total)).toBeCloseTo(Math.round(mean * 10) / 10, 10);
      expect(Math.abs(awarenessLevel(total) - mean), String(total)).toBeLessThanOrEqual(0.05);
    }
  });

  it("counts an answer right only when it is the right option's value", () => {
    const id = cyberQuestionId("workplace", 1);
    const one = (value: number | string | null) => scoreCyber(new Map([[id, value]]))[4]?.value;
    expect(one(correctValue(id))).toBe(1);
    expect(one(wrongValue(id))).toBe(0);
    expect(one(String(correctValue(id)))).toBe(0);
    expect(one(null)).toBe(0);
  });
});
