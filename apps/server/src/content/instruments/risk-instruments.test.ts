import { LOCALES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { archetype } from "./archetype";
import { griPlus } from "./gri-plus";
import { impact } from "./impact";
import { INSTRUMENTS } from "./index";
import { insiderBlue } from "./insider-blue";
import { insiderGreen } from "./insider-green";
import { insiderRed } from "./insider-red";
import { socialEngineering } from "./social-engineering";
import type { Instrument, Text } from "./types";

/** Structure of the risk instruments (brief C3): ids, options, texts in the eight locales. */

const RISK: Instrument[] = [
  socialEngineering,
  insiderRed,
  insiderGreen,
  insiderBlue,
  archetype,
  impact,
  griPlus,
];

function texts(instrument: Instrument): [string, Text][] {
  const out: [string, Text][] = [["name", instrument.name]];
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

describe.each(RISK.map((i) => [i.key, i] as const))("%s", (key, instrument) => {
  it("is in the catalogue under its own survey id", () => {
    expect(INSTRUMENTS).toContain(instrument);
    expect(INSTRUMENTS.filter((i) => i.surveyId === instrument.surveyId)).toHaveLength(1);
  });

  it("has unique question ids <key>.<part>.<n>, a dimension on every question, required options", () => {
    const ids = instrument.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of instrument.questions) {
      expect(q.id).toMatch(new RegExp(`^${key}\\.[a-zA-Z]+\\.\\d+$`));
      expect(q.dimension, q.id).toBeDefined();
      expect(q.required, q.id).toBe(true);
      expect(q.kind === "choice" || q.kind === "scale", q.id).toBe(true);
      const values = q.options?.map((o) => o.value) ?? [];
      expect(values.length, q.id).toBeGreaterThan(1);
      expect(new Set(values).size, q.id).toBe(values.length);
    }
  });

  it("writes every text in the eight locales, each language its own", () => {
    for (const [where, text] of texts(instrument)) {
      for (const locale of LOCALES) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
      for (const locale of ["es-es", "eu", "pl", "cat", "pt-pt"] as const)
        expect(text[locale], `${where} ${locale}`).not.toBe(text["en-gb"]);
      // Single words may be the same in neighbouring languages ("Nunca"); sentences never are.
      if (text["es-es"].length > 15) {
        expect(text.cat, where).not.toBe(text["es-es"]);
        expect(text["pt-pt"], where).not.toBe(text["es-es"]);
      }
    }
  });

  it("uses American spelling in en-us and Mexican words in es-mx", () => {
    for (const [where, text] of texts(instrument)) {
      expect(text["en-us"], where).not.toMatch(
        /colour|favour|behaviour|honour|labour|organis|recognis|prioritis|realis|minimis|authoris|sceptic|centre|\blift\b/i,
      );
      expect(text["es-mx"], where).not.toMatch(
        /ordenador|móvil|vosotros|\bpillar|\bhaces\?|\btienes\b|\btu\b/i,
      );
    }
  });
});
