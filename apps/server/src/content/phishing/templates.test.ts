import { LOCALES, type Locale, PHISHING_CATEGORY_IDS } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { PHISHING_TEMPLATES, TEMPLATE_SETS } from "./index";
import type { TemplateTexts } from "./types";

/*
 * The shape and house rules of the built-in phishing templates (docs/phishing.md "Templates"). Each set file
 * of ./templates is checked on its own (`-t "set-a"`), then the catalogue as a whole.
 */

const sets = Object.entries(TEMPLATE_SETS).map(([name, templates]) => ({ name, templates }));

const MERGE_FIELDS = new Set(["firstName", "company", "department"]);
const CUE_TARGETS = new Set(["sender", "subject", "greeting", "body", "link", "signature"]);

function allStrings(texts: TemplateTexts): [string, string][] {
  return [
    ["senderName", texts.senderName],
    ["subject", texts.subject],
    ["heading", texts.heading],
    ["greeting", texts.greeting],
    ...texts.body.map((p, i): [string, string] => [`body.${i}`, p]),
    ["button", texts.button],
    ["signature", texts.signature],
    ["landing.title", texts.landing.title],
    ["landing.intro", texts.landing.intro],
    ["landing.submit", texts.landing.submit],
    ...texts.cues.map((c, i): [string, string] => [`cues.${i}`, c]),
    ["lesson", texts.lesson],
  ];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each(sets)("$name", ({ templates }) => {
  it("has five templates", () => {
    expect(templates).toHaveLength(5);
  });

  it.each(templates.map((t) => [t.id, t] as const))("template %i is complete in every language", (_id, t) => {
    expect(t.senderLocal).toMatch(/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/);
    expect(t.brandColour).toMatch(/^#[0-9a-f]{6}$/);
    expect(t.cues.length).toBeGreaterThanOrEqual(3);
    expect(t.cues.length).toBeLessThanOrEqual(5);
    for (const target of t.cues) expect(CUE_TARGETS.has(target), target).toBe(true);
    expect(Object.keys(t.texts).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const texts = t.texts[locale];
      const where = `template ${t.id} ${locale}`;
      expect(texts.cues, where).toHaveLength(t.cues.length);
      expect(texts.body.length, where).toBeGreaterThanOrEqual(1);
      expect(texts.body.length, where).toBeLessThanOrEqual(5);
      expect(words(texts.body.join(" ")), `${where} body words`).toBeLessThanOrEqual(170);
      expect(words(texts.lesson), `${where} lesson words`).toBeGreaterThanOrEqual(45);
      expect(words(texts.lesson), `${where} lesson words`).toBeLessThanOrEqual(120);
      expect(texts.subject.length, `${where} subject`).toBeLessThanOrEqual(110);
      for (const [field, text] of allStrings(texts)) {
        expect(text, `${where} ${field}`).toBe(text.trim());
        expect(text.length, `${where} ${field} is empty`).toBeGreaterThan(0);
        expect(text, `${where} ${field} has markup`).not.toMatch(/[<>]/);
        for (const [, name] of text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g))
          expect(MERGE_FIELDS.has(name ?? ""), `${where} ${field}: {{${name}}}`).toBe(true);
        expect(text.replace(/\{\{(firstName|company|department)\}\}/g, ""), `${where} ${field}`).not.toMatch(
          /[{}]/,
        );
      }
      if (t.level >= 2) expect(texts.greeting, `${where} greeting`).toContain("{{firstName}}");
      if (t.level === 3)
        expect(
          allStrings(texts).some(([, s]) => /\{\{(company|department)\}\}/.test(s)),
          where,
        ).toBe(true);
    }
  });

  it.each(templates.map((t) => [t.id, t] as const))("template %i is written in each language", (_id, t) => {
    const others: Locale[] = ["es-es", "eu", "pl", "cat", "pt-pt"];
    for (const locale of others)
      expect(t.texts[locale].lesson, `${locale} lesson is the English one`).not.toBe(t.texts["en-gb"].lesson);
    expect(t.texts.cat.lesson).not.toBe(t.texts["es-es"].lesson);
    expect(t.texts["pt-pt"].lesson).not.toBe(t.texts["es-es"].lesson);
    // es-mx speaks to the reader as usted (docs/i18n.md); Brazilian "você" is not European Portuguese.
    // "TI" is the IT department, not the pronoun.
    for (const [field, text] of allStrings(t.texts["es-mx"])) {
      const tu = [...text.matchAll(/(?<!\p{L})(tu|tus|te|ti|tú|contigo)(?!\p{L})/giu)].map((m) => m[0]);
      expect(
        tu.filter((word) => word !== "TI"),
        `es-mx ${field}`,
      ).toEqual([]);
    }
    for (const [field, text] of allStrings(t.texts["pt-pt"]))
      expect(text, `pt-pt ${field}`).not.toMatch(/(?<!\p{L})(você|vocês|arquivo|usuário|senha)(?!\p{L})/iu);
  });
});

describe("the built-in catalogue", () => {
  it("has at least 30 templates with unique ids", () => {
    expect(PHISHING_TEMPLATES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PHISHING_TEMPLATES.map((t) => t.id)).size).toBe(PHISHING_TEMPLATES.length);
    for (const t of PHISHING_TEMPLATES) expect(t.id).toBeLessThan(1001);
  });

  it("covers every lure category at every level it names, and each level several times", () => {
    const categories = Object.keys(PHISHING_CATEGORY_IDS).filter((c) => c !== "personalised");
    for (const category of categories)
      expect(
        PHISHING_TEMPLATES.filter((t) => t.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(3);
    for (const level of [1, 2, 3])
      expect(
        PHISHING_TEMPLATES.filter((t) => t.level === level).length,
        `level ${level}`,
      ).toBeGreaterThanOrEqual(8);
    for (const lever of ["authority", "urgency", "socialProof", "trust", "curiosity"])
      expect(PHISHING_TEMPLATES.filter((t) => t.lever === lever).length, lever).toBeGreaterThanOrEqual(4);
  });
});
