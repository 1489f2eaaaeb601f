import { LANDING_FIELDS, LOCALES, type Locale } from "@wellguard/contract";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { PAGE_TEXTS, RELATED_ASSET } from "../../../content/phishing/pages";
import { SMISHING_TEMPLATES } from "../../../content/smishing/index";
import { smsMergeValues } from "../../../content/smishing/merge";
import { SMISHING_TRAINING_TEXTS } from "../../../content/smishing/pages";
import type { SmishingTemplateDefinition } from "../../../content/smishing/types";
import {
  SMS_LANDING_COLOUR,
  type SmsTrainingInput,
  smsDisplayedLink,
  smsLandingPage,
  smsTrainingPage,
} from "./pages";

/*
 * The SMS landing and training pages (docs/smishing.md "Landing and training pages"), rendered for every built-in
 * SMS template in every language and read back with a DOM parser: the cues marked on the sender, the text and
 * the link; everything merged in stays text; no typed value can reach a page.
 */

const TOKEN = "Ab3-_xYz0123QrSt";
const ORIGIN = "https://parcel-help.test";
const PUBLIC_URL = "https://wellguard.test";
const PERSON = { firstName: "Marta", company: "Acme Logistics" };

function parse(body: string): Document {
  return new JSDOM(`<!doctype html><body>${body}</body>`).window.document;
}

function training(
  definition: SmishingTemplateDefinition,
  locale: Locale,
  change: Partial<SmsTrainingInput> = {},
): Document {
  const page = smsTrainingPage({
    definition,
    locale,
    person: PERSON,
    senderId: definition.texts[locale].senderId,
    link: smsDisplayedLink(ORIGIN),
    submitted: false,
    submittedFields: [],
    publicUrl: PUBLIC_URL,
    ...change,
  });
  return parse(page.body);
}

const cases = SMISHING_TEMPLATES.flatMap((definition) =>
  LOCALES.map((locale) => ({ definition, locale, name: `${definition.id} ${locale}` })),
);

describe("the SMS landing page", () => {
  it.each(cases)(
    "renders $name with the sender id, the form of its landing kind and the confirming script",
    ({ definition, locale }) => {
      const texts = definition.texts[locale];
      const page = smsLandingPage({ definition, locale, person: PERSON, token: TOKEN, hit: 42 });
      expect(page.title).toBe(texts.landing.title);
      expect(page.body).not.toContain("{{");
      const doc = parse(page.body);
      const main = doc.querySelector("main");
      expect(main?.getAttribute("data-token")).toBe(TOKEN);
      expect(main?.getAttribute("data-hit")).toBe("42");
      const brand = doc.querySelector(".brand");
      expect(brand?.textContent).toBe(texts.senderId);
      expect(brand?.getAttribute("style")).toBe(`background:${SMS_LANDING_COLOUR[definition.landing]}`);
      expect(doc.querySelector("h1")?.textContent).toBe(texts.landing.title);
      expect(doc.querySelector("form")?.getAttribute("action")).toBe(`/l/${TOKEN}/submit`);
      expect(doc.querySelector("button[type=submit]")?.textContent).toBe(texts.landing.submit);
      // The fields of the landing kind, labelled in the person's language, with no name (a form posted without
      // the script carries nothing) and nothing filled in.
      const inputs = [...doc.querySelectorAll("input")];
      expect(inputs.map((input) => input.getAttribute("data-field"))).toEqual([
        ...LANDING_FIELDS[definition.landing],
      ]);
      for (const input of inputs) {
        expect(input.hasAttribute("name")).toBe(false);
        expect(input.hasAttribute("value")).toBe(false);
        expect(input.getAttribute("autocomplete")).toBe("off");
        expect(doc.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(
          PAGE_TEXTS[locale].fields[
            input.getAttribute("data-field") as keyof (typeof PAGE_TEXTS)[Locale]["fields"]
          ],
        );
      }
      expect(doc.querySelector("script")?.getAttribute("src")).toBe("/s/landing.js");
    },
  );

  it("shows the file line on a download page", () => {
    const download = SMISHING_TEMPLATES.find((t) => t.landing === "download");
    if (!download) throw new Error("no download template");
    const page = smsLandingPage({ definition: download, locale: "pl", person: PERSON, token: TOKEN, hit: 1 });
    expect(parse(page.body).querySelector("form .muted")?.textContent).toBe(PAGE_TEXTS.pl.downloadFile);
  });

  it("gives every landing kind a neutral colour that white text reads on (WCAG AA)", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const colour of Object.values(SMS_LANDING_COLOUR))
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the SMS training page", () => {
  it.each(cases)(
    "renders $name: what happened, the text with its cues marked, the cues, the lesson, the library, the report",
    ({ definition, locale }) => {
      const texts = definition.texts[locale];
      const sms = SMISHING_TRAINING_TEXTS[locale];
      const doc = training(definition, locale);
      expect(doc.body.innerHTML).not.toContain("{{");
      expect(doc.querySelector("h1")?.textContent).toBe(sms.title);
      const said = [...doc.querySelectorAll(".content > p")].map((p) => p.textContent);
      expect(said).toEqual([sms.clicked, PAGE_TEXTS[locale].training.reassurance]);
      expect(doc.querySelector("#t-message")?.textContent).toBe(sms.messageTitle);

      // The text as a phone shows it: the sender on top, then the bubble with the merged text and the link.
      const phone = doc.querySelector("[data-testid=sms]");
      const sender = phone?.querySelector(".sms-sender");
      const bubble = phone?.querySelector(".sms-bubble p");
      const link = bubble?.querySelector(".sms-link");
      const withoutMarks = (element: Element | null | undefined) => {
        const copy = element?.cloneNode(true) as Element | undefined;
        for (const mark of copy?.querySelectorAll(".mark") ?? []) mark.remove();
        return copy?.textContent;
      };
      expect(withoutMarks(sender)).toBe(texts.senderId);
      expect(withoutMarks(link)).toBe(`${ORIGIN}/l/…`);
      const values = smsMergeValues(PERSON, `${ORIGIN}/l/…`);
      expect(withoutMarks(bubble)).toBe(
        texts.message.replace(
          /\{\{(firstName|company|link)\}\}/g,
          (_w, key: keyof typeof values) => values[key],
        ),
      );

      // Each cue's number on the part it points at, outlined, in the order of the cues list.
      const where = { sender: sender?.querySelector("span"), body: bubble, link };
      definition.cues.forEach((target, index) => {
        const element = where[target];
        expect(element?.classList.contains("flagged"), `${target} outlined`).toBe(true);
        const mark = element?.querySelector(":scope > .mark");
        expect(mark?.textContent, `${target} mark`).toBe(String(index + 1));
        expect(mark?.getAttribute("aria-hidden")).toBe("true");
      });
      expect([...doc.querySelectorAll("ol.cues li")].map((li) => li.textContent)).toEqual(texts.cues);
      expect(doc.querySelectorAll(".mark")).toHaveLength(texts.cues.length);

      const lesson = doc.querySelector("section[aria-labelledby=t-lesson]");
      expect(lesson?.querySelector("p")?.textContent).toBe(texts.lesson);
      expect(lesson?.querySelector("a")?.getAttribute("href")).toBe(
        `${PUBLIC_URL}/assets?asset=${RELATED_ASSET[definition.category]}`,
      );
      expect(doc.querySelector("section[aria-labelledby=t-report] p")?.textContent).toBe(sms.report);
      // The e-mail page's sentences are all replaced where they speak of an e-mail.
      expect(doc.body.textContent).not.toContain(PAGE_TEXTS[locale].training.report);
      expect(doc.body.textContent).not.toContain(PAGE_TEXTS[locale].training.clicked);
    },
  );

  it("shows the sender the text went out with, and never the recipient's token", () => {
    const [definition] = SMISHING_TEMPLATES;
    if (!definition) throw new Error("no template");
    const doc = training(definition, "en-gb", { senderId: "ACME IT" });
    expect(doc.querySelector(".sms-sender")?.textContent).toBe("1ACME IT");
    expect(smsDisplayedLink(ORIGIN)).not.toContain(TOKEN);
    expect(doc.body.innerHTML).not.toContain(TOKEN);
  });

  it("says which fields were filled by their labels, and ignores any name that is not a field of the page", () => {
    const payment = SMISHING_TEMPLATES.find((t) => t.landing === "payment");
    if (!payment) throw new Error("no payment template");
    const doc = training(payment, "es-es", {
      submitted: true,
      submittedFields: ["cardNumber", "<b>bold</b>", "constructor", "password", "securityCode"],
    });
    const said = [...doc.querySelectorAll(".content > p")].map((p) => p.textContent ?? "");
    expect(said[1]).toBe(
      PAGE_TEXTS["es-es"].training.submitted.replace("{{fields}}", "Número de tarjeta y Código de seguridad"),
    );
    expect(doc.body.innerHTML).not.toMatch(/<b>|bold|constructor|Contraseña/);
  });

  it("says a download page's button was pressed", () => {
    const download = SMISHING_TEMPLATES.find((t) => t.landing === "download");
    if (!download) throw new Error("no download template");
    const doc = training(download, "eu", { submitted: true });
    const said = [...doc.querySelectorAll(".content > p")].map((p) => p.textContent);
    expect(said).toContain(SMISHING_TRAINING_TEXTS.eu.downloaded);
  });
});

describe("what the pages merge in", () => {
  const hostile = {
    firstName: "<img src=x onerror=alert(1)>",
    company: `"><script>alert(1)</script>`,
  };
  // Level 2 texts carry the first name, level 3 the company: one of each, in every language.
  const merged = [2, 3].map((level) => {
    const template = SMISHING_TEMPLATES.find((t) => t.level === level);
    if (!template) throw new Error(`no level ${level} template`);
    return template;
  });

  it.each(LOCALES)("stays text on both pages (%s)", (locale) => {
    for (const definition of merged) {
      const values = smsMergeValues(hostile, "");
      const landing = smsLandingPage({ definition, locale, person: hostile, token: TOKEN, hit: 1 });
      const page = smsTrainingPage({
        definition,
        locale,
        person: hostile,
        senderId: "<i>x</i>",
        link: smsDisplayedLink(`${ORIGIN}/"><svg onload=alert(1)>`),
        submitted: false,
        submittedFields: [],
        publicUrl: PUBLIC_URL,
      });
      for (const body of [landing.body, page.body]) {
        const doc = parse(body);
        expect(doc.querySelectorAll("img, svg, i, script:not([src])")).toHaveLength(0);
        expect(doc.querySelectorAll("[onerror], [onload]")).toHaveLength(0);
      }
      // The merged values are on the training page as the person received them: as text.
      const text = parse(page.body).querySelector(".sms-bubble")?.textContent ?? "";
      const used = definition.texts[locale].message.includes("{{firstName}}")
        ? values.firstName
        : values.company;
      expect(used).toMatch(/^["<]/);
      expect(text).toContain(used);
      expect(parse(page.body).querySelector(".sms-sender")?.textContent).toBe("1<i>x</i>");
    }
  });

  it("never takes a typed value: the landing page has no value, the training page only field names", () => {
    // The renderers' inputs have no place for a value; the page a person filled shows only the field labels.
    const signin = SMISHING_TEMPLATES.find((t) => t.landing === "signin");
    if (!signin) throw new Error("no sign-in template");
    const landing = parse(
      smsLandingPage({ definition: signin, locale: "cat", person: PERSON, token: TOKEN, hit: 9 }).body,
    );
    expect([...landing.querySelectorAll("input")].every((input) => input.value === "")).toBe(true);
    const typed = "hunter2-typed-value";
    const doc = training(signin, "cat", { submitted: true, submittedFields: ["password", typed] });
    expect(doc.body.innerHTML).not.toContain(typed);
    expect(doc.body.textContent).toContain(PAGE_TEXTS.cat.fields.password);
  });
});
