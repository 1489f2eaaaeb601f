import { LOCALES, localeFromLanguageTag } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { bcp47, chooseLocale } from "./locale";

describe("locale choice", () => {
  it("prefers the saved language", () => {
    expect(chooseLocale("pl", ["en-GB"])).toBe("pl");
  });
  it("falls back to the first supported browser language", () => {
    expect(chooseLocale(null, ["fr-FR", "ca-ES", "en"])).toBe("cat");
  });
  it("falls back to es-es when nothing matches", () => {
    expect(chooseLocale(null, ["fr-FR", "de"])).toBe("es-es");
  });
  it("formats Catalan dates with ca", () => {
    expect(bcp47("cat")).toBe("ca");
  });
  it("names each locale with a tag the server reads back as the same locale (the API's Accept-Language)", () => {
    for (const locale of LOCALES) expect(localeFromLanguageTag(bcp47(locale)), locale).toBe(locale);
  });
});
