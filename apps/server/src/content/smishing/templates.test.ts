import {
  LANDING_KINDS,
  LEVERS,
  LOCALES,
  type Locale,
  PHISHING_CATEGORY_IDS,
  PHISHING_LEVELS,
} from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { isGsm7, measureSms } from "../../features/campaigns/sms/encoding";
import { PHISHING_TEMPLATES } from "../phishing/index";
import { SMISHING_TEMPLATE_IDS, SMISHING_TEMPLATE_SETS, SMISHING_TEMPLATES } from "./index";
import {
  renderSmsMessage,
  SMS_LINK_MAX_LENGTH,
  SMS_MAX_PARTS,
  SMS_MERGE_FIELDS,
  WORST_CASE_MERGE_VALUES,
} from "./merge";
import { SMISHING_TRAINING_TEXTS } from "./pages";
import type { SmsTemplateTexts } from "./types";

/*
 * The shape and house rules of the built-in SMS templates (docs/smishing.md "Templates"), above all the issue's
 * rule: every text, in every language, fits in two SMS once merged with the longest values a person can bring.
 * Each set file of ./templates is checked on its own (`-t "set-a"`), then the catalogue as a whole.
 */

const sets = Object.entries(SMISHING_TEMPLATE_SETS).map(([name, templates]) => ({ name, templates }));

const MERGE_FIELDS = new Set<string>(SMS_MERGE_FIELDS);
const CUE_TARGETS = new Set(["sender", "body", "link"]);
/** Real couriers, banks, tax offices and services of our markets: a sender id never borrows their name. */
const BRANDS = [
  "CORREOS",
  "SEUR",
  "NACEX",
  "INPOST",
  "POCZTA",
  "ROYALMAIL",
  "USPS",
  "FEDEX",
  "AMAZON",
  "PAYPAL",
  "NETFLIX",
  "MICROSOFT",
  "GOOGLE",
  "APPLE",
  "BBVA",
  "SANTANDER",
  "CAIXA",
  "KUTXA",
  "SABADELL",
  "MBANK",
  "MILLENNIUM",
  "MULTIBANCO",
  "HACIENDA",
  "AEAT",
  "HMRC",
  "VIAVERDE",
  "ALLEGRO",
  "BIZUM",
  "WHATSAPP",
];
const SHORT_BRANDS = ["DHL", "UPS", "GLS", "MRW", "DPD", "CTT", "PKO", "IRS", "DGT", "SAT", "ING"];

function allStrings(texts: SmsTemplateTexts): [string, string][] {
  return [
    ["senderId", texts.senderId],
    ["message", texts.message],
    ["landing.title", texts.landing.title],
    ["landing.intro", texts.landing.intro],
    ["landing.submit", texts.landing.submit],
    ...texts.cues.map((c, i): [string, string] => [`cues.${i}`, c]),
    ["lesson", texts.lesson],
  ];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each(sets)("$name", ({ templates }) => {
  it("has four templates", () => {
    expect(templates).toHaveLength(4);
  });

  it.each(templates.map((t) => [t.id, t] as const))("template %i is complete in every language", (_id, t) => {
    expect(t.id).toBeGreaterThanOrEqual(SMISHING_TEMPLATE_IDS.first);
    expect(t.id).toBeLessThanOrEqual(SMISHING_TEMPLATE_IDS.last);
    expect(t.cues.length).toBeGreaterThanOrEqual(3);
    expect(new Set(t.cues).size, "a target is marked once").toBe(t.cues.length);
    for (const target of t.cues) expect(CUE_TARGETS.has(target), target).toBe(true);
    expect(Object.keys(t.texts).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const texts = t.texts[locale];
      const where = `template ${t.id} ${locale}`;
      expect(texts.cues, where).toHaveLength(t.cues.length);
      expect(words(texts.lesson), `${where} lesson words`).toBeGreaterThanOrEqual(50);
      expect(words(texts.lesson), `${where} lesson words`).toBeLessThanOrEqual(110);
      for (const [field, text] of allStrings(texts)) {
        expect(text, `${where} ${field}`).toBe(text.trim());
        expect(text.length, `${where} ${field} is empty`).toBeGreaterThan(0);
        expect(text, `${where} ${field} has markup`).not.toMatch(/[<>]/);
        if (field === "message") continue;
        expect(text, `${where} ${field} has a merge field`).not.toMatch(/[{}]/);
      }
    }
  });

  it.each(templates.map((t) => [t.id, t] as const))("template %i has a plain sender id", (_id, t) => {
    for (const locale of LOCALES) {
      const sender = t.texts[locale].senderId;
      const where = `template ${t.id} ${locale} sender ${sender}`;
      // An alphanumeric originator is at most 11 GSM characters; digits alone would read as a phone number.
      expect(sender, where).toMatch(/^(?=.*[A-Za-z])[A-Za-z0-9]{2,11}$/);
      expect(isGsm7(sender), where).toBe(true);
      for (const brand of BRANDS) expect(sender.toUpperCase(), where).not.toContain(brand);
      expect(SHORT_BRANDS, where).not.toContain(sender.toUpperCase());
    }
  });

  it.each(templates.map((t) => [t.id, t] as const))("template %i merges only the known fields", (_id, t) => {
    for (const locale of LOCALES) {
      const { message } = t.texts[locale];
      const where = `template ${t.id} ${locale}`;
      const fields = [...message.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1] ?? "");
      for (const name of fields) expect(MERGE_FIELDS.has(name), `${where}: {{${name}}}`).toBe(true);
      expect(message.replace(/\{\{(firstName|company|link)\}\}/g, ""), where).not.toMatch(/[{}]/);
      expect(
        fields.filter((f) => f === "link"),
        `${where}: one link`,
      ).toHaveLength(1);
      // Level 1 is a mass text; level 2 knows the name; level 3 knows where the person works.
      if (t.level === 1) expect(fields, where).toEqual(["link"]);
      if (t.level >= 2) expect(fields.length, where).toBeGreaterThan(1);
      if (t.level === 2) expect(fields, where).toContain("firstName");
      if (t.level === 3) expect(fields, where).toContain("company");
    }
  });

  it.each(templates.map((t) => [t.id, t] as const))(
    "template %i fits in two SMS in every language",
    (_id, t) => {
      for (const locale of LOCALES)
        for (const { name, values } of WORST_CASE_MERGE_VALUES) {
          const text = renderSmsMessage(t.texts[locale].message, values);
          const length = measureSms(text);
          expect(
            length.parts,
            `template ${t.id} ${locale} with ${name}: ${length.units} ${length.encoding} units`,
          ).toBeLessThanOrEqual(SMS_MAX_PARTS);
        }
    },
  );

  it.each(templates.map((t) => [t.id, t] as const))("template %i is written in each language", (_id, t) => {
    const others: Locale[] = ["es-es", "eu", "pl", "cat", "pt-pt"];
    for (const locale of others) {
      expect(t.texts[locale].lesson, `${locale} lesson is the English one`).not.toBe(t.texts["en-gb"].lesson);
      expect(t.texts[locale].message, `${locale} text is the English one`).not.toBe(t.texts["en-gb"].message);
    }
    expect(t.texts.cat.lesson).not.toBe(t.texts["es-es"].lesson);
    expect(t.texts["pt-pt"].lesson).not.toBe(t.texts["es-es"].lesson);
    // es-mx speaks to the reader as usted (docs/i18n.md); Brazilian "você" is not European Portuguese.
    for (const [field, text] of allStrings(t.texts["es-mx"])) {
      const tu = [...text.matchAll(/(?<!\p{L})(tu|tus|te|ti|tú|contigo)(?!\p{L})/giu)].map((m) => m[0]);
      expect(
        tu.filter((word) => word !== "TI"),
        `es-mx ${field}`,
      ).toEqual([]);
    }
    for (const [field, text] of allStrings(t.texts["pt-pt"]))
      expect(text, `pt-pt ${field}`).not.toMatch(
        /(?<!\p{L})(você|vocês|arquivo|usuário|senha|celular)(?!\p{L})/iu,
      );
    // Catalan elides "et" and "em" before a vowel ("t'arriba", not "et arriba").
    for (const [field, text] of allStrings(t.texts.cat))
      expect(text, `cat ${field}`).not.toMatch(/(?<!\p{L})(et|em|es) (a|e|i|o|u|ha|he|hi|ho)\p{L}*/iu);
  });
});

describe("the built-in SMS catalogue", () => {
  it("has at least 15 templates with ids of their own", () => {
    expect(SMISHING_TEMPLATES.length).toBeGreaterThanOrEqual(15);
    const ids = SMISHING_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    const phishingIds = new Set(PHISHING_TEMPLATES.map((t) => t.id));
    for (const id of ids) expect(phishingIds.has(id), `${id} is a phishing template's`).toBe(false);
    // Company copies of templates are numbered from 1001 (migration 0019).
    expect(SMISHING_TEMPLATE_IDS.last).toBeLessThan(1001);
  });

  it("covers every level, lever, landing and lure category", () => {
    for (const level of PHISHING_LEVELS)
      expect(
        SMISHING_TEMPLATES.filter((t) => t.level === level).length,
        `level ${level}`,
      ).toBeGreaterThanOrEqual(4);
    for (const lever of LEVERS)
      expect(SMISHING_TEMPLATES.filter((t) => t.lever === lever).length, lever).toBeGreaterThanOrEqual(2);
    for (const landing of LANDING_KINDS)
      expect(SMISHING_TEMPLATES.filter((t) => t.landing === landing).length, landing).toBeGreaterThanOrEqual(
        2,
      );
    for (const category of Object.keys(PHISHING_CATEGORY_IDS).filter((c) => c !== "personalised"))
      expect(
        SMISHING_TEMPLATES.filter((t) => t.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(1);
  });

  it("is measured against the longest link a recipient can get", () => {
    for (const { values } of WORST_CASE_MERGE_VALUES) expect(values.link).toHaveLength(SMS_LINK_MAX_LENGTH);
    expect(SMS_LINK_MAX_LENGTH).toBe(57);
  });
});

describe("the SMS training page's own sentences", () => {
  it("are written in every language, es-mx as usted", () => {
    expect(Object.keys(SMISHING_TRAINING_TEXTS).sort()).toEqual([...LOCALES].sort());
    const keys = Object.keys(SMISHING_TRAINING_TEXTS["es-es"]).sort();
    for (const locale of LOCALES) {
      const texts = SMISHING_TRAINING_TEXTS[locale];
      expect(Object.keys(texts).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim().length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(text, `${locale} ${key} mentions e-mail`).not.toMatch(/e-?mail|correo|posta|poczt|correu/i);
      }
    }
    for (const text of Object.values(SMISHING_TRAINING_TEXTS["es-mx"]))
      expect(text).not.toMatch(/(?<!\p{L})(tu|tus|te|ti|tú|contigo)(?!\p{L})/iu);
  });
});
