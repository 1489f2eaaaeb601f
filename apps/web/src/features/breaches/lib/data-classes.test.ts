import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DATA_CLASS_KEYS, dataClassKey } from "./data-classes";

const localesDir = join(__dirname, "..", "locales");
const locales = readdirSync(localesDir).filter((f) => f.endsWith(".json"));

type Tree = { [key: string]: string | Tree };
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe("dataClassKey", () => {
  it("finds the exact Have I Been Pwned name, then ignoring case", () => {
    expect(dataClassKey("Security questions and answers")).toBe("securityQuestions");
    expect(dataClassKey("email addresses")).toBe("emailAddresses");
  });
  it("knows nothing of other classes", () => {
    expect(dataClassKey("Astrological signs")).toBeNull();
  });
});

describe("breach strings", () => {
  it("exist in the eight locales", () => {
    expect(locales.sort()).toEqual(
      ["cat", "en-gb", "en-us", "es-es", "es-mx", "eu", "pl", "pt-pt"].map((l) => `${l}.json`),
    );
  });
  const reference = leaves(JSON.parse(readFileSync(join(localesDir, "en-gb.json"), "utf8")));
  it.each(locales)("%s has every key, none empty, with the same placeholders", (file) => {
    const strings = leaves(JSON.parse(readFileSync(join(localesDir, file), "utf8")));
    expect([...strings.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of strings) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ""));
    }
  });
  it("name and explain every data class", () => {
    for (const key of Object.values(DATA_CLASS_KEYS)) {
      expect(reference.get(`dataClass.${key}.name`)).toBeTruthy();
      expect(reference.get(`dataClass.${key}.explain`)).toBeTruthy();
    }
    expect(Object.keys(DATA_CLASS_KEYS)).toHaveLength(30);
  });
});
