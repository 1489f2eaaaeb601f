import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, type Locale } from "@wellguard/contract";

/**
 * The shared translations (packages/contract/locales/<locale>.json) as the lookups read them: each file is
 * parsed once per process. A key missing from a locale falls back to es-es (the reference every locale must
 * match, which the locale test enforces), then to the key itself, so an answer never lacks a text.
 */
export class ContractTexts {
  private readonly files = new Map<Locale, unknown>();

  constructor(private readonly repoRoot: string) {}

  private file(locale: Locale): unknown {
    let json = this.files.get(locale);
    if (json === undefined) {
      try {
        json = JSON.parse(
          readFileSync(join(this.repoRoot, "packages", "contract", "locales", `${locale}.json`), "utf8"),
        );
      } catch {
        json = null;
      }
      this.files.set(locale, json);
    }
    return json;
  }

  private find(locale: Locale, path: readonly string[]): string | undefined {
    let node: unknown = this.file(locale);
    for (const part of path) {
      if (node === null || typeof node !== "object") return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === "string" && node.trim() !== "" ? node : undefined;
  }

  /** `text("es-mx", "services", "risk", "name")` */
  text(locale: Locale, ...path: string[]): string {
    return this.find(locale, path) ?? this.find(DEFAULT_LOCALE, path) ?? path.join(".");
  }
}
