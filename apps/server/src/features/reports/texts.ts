import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "@wellguard/contract";

/*
 * The report's texts in the controller's language (packages/contract/locales, `report.*` and the dimensions'
 * names; the translators' one file per language, as the e-mails). Each language is read once; a missing text falls back to English, so a
 * report is never made of keys.
 */

type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();

function section(repoRoot: string, locale: string): Tree {
  const cached = cache.get(locale);
  if (cached) return cached;
  let tree: Tree = {};
  try {
    const json = JSON.parse(
      readFileSync(join(repoRoot, "packages", "contract", "locales", `${locale}.json`), "utf8"),
    ) as Tree;
    tree = json;
  } catch {
    tree = {};
  }
  cache.set(locale, tree);
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export type ReportT = (key: string, values?: Record<string, string | number>) => string;

/** t("period", {from, to}): `report.period` in the locale, else English, else the key; "dimensions.*" as is. */
export function reportTexts(repoRoot: string, locale: Locale): ReportT {
  const own = section(repoRoot, locale);
  const english = section(repoRoot, "en-gb");
  return (key, values = {}) => {
    const path = key.startsWith("dimensions.") ? key : `report.${key}`;
    const template = lookup(own, path) ?? lookup(english, path) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  };
}
