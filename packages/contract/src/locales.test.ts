import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale, PROFILES, SERVICES } from "./constants";
import { ERROR_CODES, GENERAL_MESSAGES } from "./errors";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/** One translated file set: the same document in every locale, compared against the es-es reference. */
interface LocaleFileSet {
  label: string;
  path: (locale: Locale) => string;
}

const CONTRACT: LocaleFileSet = {
  label: "contract catalogue (packages/contract/locales)",
  path: (locale) => `${root}packages/contract/locales/${locale}.json`,
};
const WEB: LocaleFileSet = {
  label: "web app strings (apps/web/src/locales)",
  path: (locale) => `${root}apps/web/src/locales/${locale}.json`,
};
const WEB_SIGNED_IN: LocaleFileSet = {
  label: "web app strings of signed-in pages (apps/web/src/locales/signed-in)",
  path: (locale) => `${root}apps/web/src/locales/signed-in/${locale}.json`,
};
const LEGAL: LocaleFileSet = {
  label: "legal texts (apps/web/src/features/legal/texts)",
  path: (locale) => `${root}apps/web/src/features/legal/texts/${locale}.json`,
};

type Leaves = Map<string, unknown>;

/** Flattens a JSON document to its leaves; array indices are path segments, so lists must match in length too. */
function leaves(value: unknown, prefix = "", out: Leaves = new Map()): Leaves {
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(prefix, value);
    value.forEach((item, i) => {
      leaves(item, prefix ? `${prefix}.${i}` : String(i), out);
    });
  } else if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) out.set(prefix, value);
    for (const [key, child] of entries) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function readLeaves(file: string): Leaves {
  return leaves(JSON.parse(readFileSync(file, "utf8")));
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? ""))].sort();
}

interface Comparison {
  missing: string[];
  extra: string[];
  empty: string[];
  placeholderMismatches: string[];
}

/** The one comparison every translated file set goes through. */
function compareWithReference(reference: Leaves, candidate: Leaves): Comparison {
  const missing = [...reference.keys()].filter((key) => !candidate.has(key));
  const extra = [...candidate.keys()].filter((key) => !reference.has(key));
  const empty = [...candidate]
    .filter(([, v]) => typeof v !== "string" || v.trim() === "")
    .map(([key]) => key);
  const placeholderMismatches: string[] = [];
  for (const [key, refValue] of reference) {
    const value = candidate.get(key);
    if (typeof refValue !== "string" || typeof value !== "string") continue;
    const expected = placeholders(refValue).join(",");
    const actual = placeholders(value).join(",");
    if (expected !== actual)
      placeholderMismatches.push(`${key}: expected {{${expected}}}, found {{${actual}}}`);
  }
  return { missing, extra, empty, placeholderMismatches };
}

function describeFileSet(set: LocaleFileSet): void {
  describe(`the ${set.label}`, () => {
    it.each(LOCALES)(
      "%s exists, has exactly the keys of es-es, no empty value and the same placeholders",
      (locale) => {
        const reference = set.path("es-es");
        const file = set.path(locale);
        expect(existsSync(reference), `reference file ${reference} is missing`).toBe(true);
        expect(existsSync(file), `${file} is missing`).toBe(true);
        const result = compareWithReference(readLeaves(reference), readLeaves(file));
        expect(result).toEqual({ missing: [], extra: [], empty: [], placeholderMismatches: [] });
      },
    );
  });
}

describe("the comparison with the es-es reference", () => {
  it("reports missing and extra keys, empty values, shorter lists and changed placeholders", () => {
    const reference = leaves({ a: "Hola {{name}}", b: { c: "x" }, list: ["uno", "dos"] });
    const candidate = leaves({ a: "Hello {{nombre}}", b: { c: " " }, d: "extra", list: ["one"] });
    expect(compareWithReference(reference, candidate)).toEqual({
      missing: ["list.1"],
      extra: ["d"],
      empty: ["b.c"],
      placeholderMismatches: ["a: expected {{name}}, found {{nombre}}"],
    });
  });
});

describeFileSet(CONTRACT);
describeFileSet(LEGAL);
describeFileSet(WEB);
describeFileSet(WEB_SIGNED_IN);

// Feature strings loaded with their pages (apps/web/src/features/<feature>/locales): every such folder is checked.
const FEATURES_DIR = `${root}apps/web/src/features`;
for (const feature of readdirSync(FEATURES_DIR).sort()) {
  if (!existsSync(`${FEATURES_DIR}/${feature}/locales`)) continue;
  describeFileSet({
    label: `${feature} strings (apps/web/src/features/${feature}/locales)`,
    path: (locale) => `${FEATURES_DIR}/${feature}/locales/${locale}.json`,
  });
}

describe("the es-es contract catalogue, which every other locale must match", () => {
  const keys = readLeaves(CONTRACT.path("es-es"));
  const absent = (wanted: string[]) => wanted.filter((key) => !keys.has(key));

  it("has a message for every server error code", () => {
    expect(absent(ERROR_CODES.map((code) => `errors.${code}`))).toEqual([]);
  });
  it("has every general message", () => {
    expect(absent(GENERAL_MESSAGES.map((key) => `messages.${key}`))).toEqual([]);
  });
  it("names and describes every service", () => {
    expect(
      absent(SERVICES.flatMap((key) => [`services.${key}.name`, `services.${key}.description`])),
    ).toEqual([]);
  });
  it("names every profile", () => {
    expect(absent(PROFILES.map((profile) => `profiles.${profile}`))).toEqual([]);
  });
  it("interpolates the length and the limits the forms pass in", () => {
    const text = (key: string) => String(keys.get(key));
    expect(placeholders(text("messages.maxLength"))).toEqual(["length"]);
    expect(placeholders(text("messages.minLength"))).toEqual(["length"]);
    expect(placeholders(text("messages.minValue"))).toEqual(["min"]);
    expect(placeholders(text("messages.maxValue"))).toEqual(["max"]);
    expect(placeholders(text("email.passwordReset.expiry"))).toEqual(["minutes"]);
  });
});

describe("the legal texts", () => {
  interface LegalDocument {
    title: string;
    updated: string;
    sections: { heading: string; paragraphs: string[] }[];
  }
  const read = (locale: Locale) =>
    JSON.parse(readFileSync(LEGAL.path(locale), "utf8")) as Record<"privacy" | "terms", LegalDocument>;

  it.each(LOCALES)("%s has between 6 and 12 sections in each document", (locale) => {
    const texts = read(locale);
    for (const doc of [texts.privacy, texts.terms]) {
      expect(doc.sections.length).toBeGreaterThanOrEqual(6);
      expect(doc.sections.length).toBeLessThanOrEqual(12);
    }
  });

  // Facts of spec §1 that survive translation unchanged; their absence means a point was left out.
  it.each(LOCALES)(
    "%s states the age, the court, the authority, the retention periods and Art. 28",
    (locale) => {
      const texts = read(locale);
      const all = JSON.stringify(texts);
      // Madrid is Madril in Basque and Madryt (Madrycie) in Polish.
      for (const fact of [/Wellguard/, /Madri[dl]|Madry[tc]/, /AEPD/, /\b28\b/, /\b18\b/, /2026/])
        expect(all).toMatch(fact);
    },
  );
});

describe("risk and hazard descriptions follow the model (docs/instruments/model.md)", () => {
  // Risk (dimensions 2, 4-6) is how likely an incident is, from the person's behaviours and practices; hazard
  // (3, 7-9) is that risk weighted by the harm the person's role could do (impact). They were once swapped.
  const RISK = ["generalRisk", "confidentialityRisk", "availabilityRisk", "integrityRisk"];
  const HAZARD = ["generalHazard", "confidentialityHazard", "availabilityHazard", "integrityHazard"];
  /** The word for "likelihood" and for "weighted by the harm" in each locale. */
  const WORDS: Record<Locale, { likelihood: RegExp; weighted: RegExp }> = {
    "es-es": { likelihood: /probabilidad/i, weighted: /ponderado por el daño/ },
    "es-mx": { likelihood: /probabilidad/i, weighted: /ponderado por el daño/ },
    "en-gb": { likelihood: /likelihood/i, weighted: /weighted by the harm/ },
    "en-us": { likelihood: /likelihood/i, weighted: /weighted by the harm/ },
    eu: { likelihood: /probabilitate/i, weighted: /kaltearen arabera haztatua/ },
    pl: { likelihood: /prawdopodobieństw/i, weighted: /ważone szkodą/ },
    cat: { likelihood: /probabilitat/i, weighted: /ponderat pel dany/ },
    "pt-pt": { likelihood: /probabilidade/i, weighted: /ponderado pelo dano/ },
  };
  const description = (locale: Locale, code: string): string => {
    const doc = JSON.parse(readFileSync(CONTRACT.path(locale), "utf8")) as {
      dimensions: Record<string, { description: string }>;
    };
    return doc.dimensions[code]?.description ?? "";
  };

  it("pins the English texts of the general risk and hazard", () => {
    expect(description("en-gb", "generalRisk")).toBe(
      "Overall likelihood of a human-origin security incident, from the person's behaviours and day-to-day practices.",
    );
    expect(description("en-gb", "generalHazard")).toBe(
      "The general risk weighted by the harm the person's role could do: access to data, privileges and external exposure.",
    );
  });

  it.each([...LOCALES])("%s: risk is a likelihood, hazard the risk weighted by the harm", (locale) => {
    const words = WORDS[locale];
    for (const code of RISK) {
      expect(description(locale, code), code).toMatch(words.likelihood);
      expect(description(locale, code), code).not.toMatch(words.weighted);
    }
    for (const code of HAZARD) {
      expect(description(locale, code), code).toMatch(words.weighted);
      expect(description(locale, code), code).not.toMatch(words.likelihood);
    }
  });
});

describe("es-mx addresses the person as usted (docs/i18n.md)", () => {
  // Markers of tú anywhere in a text: its pronouns and possessives, and second-person forms that cannot be read as
  // a third person (-s forms, past tense, subjunctives, imperatives with a pronoun attached).
  const TU_WORDS = `tu tus te ti tú contigo
    puedes tienes estás eres debes quieres necesitas sabes vas has haces gestionas administras dejas esperabas
    terminaste respondiste abriste elegiste compartas quieras puedas tengas confirmes necesites
    inténtalo cuéntanos envíale avísale guárdalo ábrelo divídelo súbela súbelo asegúrate comunícate contáctanos
    escríbenos avísanos dinos revísalo descárgala`;
  // A bare tú imperative reads as a third person ("elige" is also "she chooses"), so these only count where an
  // instruction starts: at the start of a text or after . , : ; ! ? ¡ ¿ « ( — "Elige una empresa", "No se pudo
  // descargar. Inténtalo de nuevo", "Para moverlas, filtra la lista" — and not in "la persona elige su idioma".
  const TU_IMPERATIVES = `elige escribe busca filtra pulsa haz revisa sube abre crea agrega añade llena rellena corrige
    usa pide confirma vuelve pon quita guarda selecciona ingresa introduce contacta intenta descarga cambia completa
    consulta espera marca recuerda encuentra envía avisa responde evita verifica comprueba lee mira cierra borra
    elimina continúa activa acepta repite cancela actualiza recarga fíjate desconfía reporta llama cuelga`;
  const alternatives = (words: string) => words.trim().split(/\s+/).join("|");
  const TU = new RegExp(`(?<!\\p{L})(${alternatives(TU_WORDS)})(?!\\p{L})`, "giu");
  const TU_IMPERATIVE = new RegExp(
    `(?<=^\\s*|[.,:;!?¡¿«(]\\s*)(${alternatives(TU_IMPERATIVES)})(?!\\p{L})`,
    "iu",
  );

  /** Every es-mx.json of the web app (public and signed-in strings, every feature, the legal texts). */
  function webFiles(dir = "apps/web/src"): string[] {
    return readdirSync(`${root}${dir}`, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? webFiles(`${dir}/${entry.name}`)
          : entry.name === "es-mx.json"
            ? [`${dir}/${entry.name}`]
            : [],
      )
      .sort();
  }
  const files = [...webFiles(), "packages/contract/locales/es-mx.json"];

  function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
    if (typeof value === "string") out.push([path, value]);
    else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        strings(item, `${path}.${i}`, out);
      });
    } else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) strings(item, path ? `${path}.${key}` : key, out);
    return out;
  }

  function hasTu(text: string): boolean {
    // "TI" is the IT department, not the pronoun.
    return (text.match(TU) ?? []).some((word) => word !== "TI") || TU_IMPERATIVE.test(text);
  }

  it("finds the es-mx files of every area", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "apps/web/src/locales/es-mx.json",
        "apps/web/src/locales/signed-in/es-mx.json",
        ...["admin", "controller", "journey", "library", "organisation", "people-import", "profile"].map(
          (feature) => `apps/web/src/features/${feature}/locales/es-mx.json`,
        ),
        "apps/web/src/features/legal/texts/es-mx.json",
        "packages/contract/locales/es-mx.json",
      ]),
    );
  });

  it("recognises tú and lets usted through", () => {
    for (const text of [
      "Elige una empresa",
      "No se pudo descargar. Inténtalo de nuevo.",
      "Revisa tu conexión",
      "Para mover personas, filtra antes la lista.",
    ])
      expect(hasTu(text), text).toBe(true);
    for (const text of [
      "Elija una empresa",
      "Inténtelo de nuevo.",
      "La persona elige su idioma",
      "Soporte de TI",
    ])
      expect(hasTu(text), text).toBe(false);
  });

  it.each(files)("%s has no tú", (file) => {
    const found = strings(JSON.parse(readFileSync(`${root}${file}`, "utf8")), "", [])
      .filter(([, text]) => hasTu(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(found).toEqual([]);
  });
});
