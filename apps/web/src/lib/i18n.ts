import { DEFAULT_LOCALE, type Locale } from "@wellguard/contract";
import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { bcp47, chooseLocale } from "./locale";
import { getSavedLanguage } from "./storage";

type Json = Record<string, unknown>;
type Loader = () => Promise<{ default: Json }>;

// One chunk per locale and namespace, fetched only for the language in use (and the es-es fallback).
const webLocales = import.meta.glob<{ default: Json }>("../locales/*.json");
// Only the "errors" and "messages" of the contract's texts load at start (vite.config.ts contractLocaleParts).
const contractLocales = import.meta.glob<{ default: Json }>("../../../../packages/contract/locales/*.json", {
  query: "?part=public",
});
const contractSignedInLocales = import.meta.glob<{ default: Json }>(
  "../../../../packages/contract/locales/*.json",
  { query: "?part=signed-in" },
);

function loaderFor(modules: Record<string, Loader>, locale: Locale): Loader | undefined {
  const key = Object.keys(modules).find((path) => path.endsWith(`/${locale}.json`));
  return key ? modules[key] : undefined;
}

async function loadBundle(locale: Locale): Promise<Resource[string]> {
  const [web, contract] = await Promise.all([
    loaderFor(webLocales, locale)?.() ?? Promise.resolve({ default: {} }),
    loaderFor(contractLocales, locale)?.() ?? Promise.resolve({ default: {} }),
  ]);
  return { translation: web.default, contract: contract.default };
}

export function initialLocale(): Locale {
  return chooseLocale(getSavedLanguage(), navigator.languages ?? [navigator.language]);
}

/** Loads the chosen locale (and es-es as fallback) before the first render. */
export async function initI18n(locale: Locale = initialLocale()): Promise<typeof i18next> {
  // Every locale file is complete (a test checks it against es-es), so the es-es fallback is
  // downloaded only when a locale's file does not exist yet: the sign-in page stays within budget.
  const complete =
    loaderFor(webLocales, locale) !== undefined && loaderFor(contractLocales, locale) !== undefined;
  const locales = locale === DEFAULT_LOCALE || complete ? [locale] : [locale, DEFAULT_LOCALE];
  const bundles = await Promise.all(locales.map(loadBundle));
  const resources: Resource = {};
  locales.forEach((l, i) => {
    resources[l] = bundles[i] ?? {};
  });
  await i18next.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: ["translation", "contract"],
    defaultNS: "translation",
    // Our codes are lower-case ("en-gb", "cat"): keep i18next from rewriting them to "en-GB" or splitting them.
    load: "currentOnly",
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = bcp47(locale);
  // index.html carries the English description for crawlers; the page's own language replaces it.
  document.querySelector('meta[name="description"]')?.setAttribute("content", i18next.t("app.description"));
  return i18next;
}

const signedInLocales = import.meta.glob<{ default: Json }>("../locales/signed-in/*.json");

/**
 * The strings only signed-in pages use (shell, menus, route titles, account, outbox; the contract's services,
 * profiles and lookups), merged into their namespaces when the signed-in shell loads: the sign-in page does
 * not download them.
 */
export async function loadSignedInStrings(): Promise<void> {
  const locale = currentLocale();
  const web = loaderFor(signedInLocales, locale) ?? loaderFor(signedInLocales, DEFAULT_LOCALE);
  const contract =
    loaderFor(contractSignedInLocales, locale) ?? loaderFor(contractSignedInLocales, DEFAULT_LOCALE);
  const [webStrings, contractStrings] = await Promise.all([web?.(), contract?.()]);
  if (webStrings) i18next.addResourceBundle(locale, "translation", webStrings.default, true, false);
  if (contractStrings) i18next.addResourceBundle(locale, "contract", contractStrings.default, true, false);
}

/** A feature's `import.meta.glob("./locales/*.json")`: one lazy JSON module per locale. */
export type FeatureLocaleFiles = Record<string, Loader>;

/**
 * Loads a feature's own strings (namespace `namespace`) for the current language before its page renders.
 * Feature strings live beside the feature and download with its pages, so the sign-in page never carries
 * them; a language change reloads the page, so only the current language (or es-es) is ever needed.
 */
export async function loadFeatureStrings(namespace: string, files: FeatureLocaleFiles): Promise<void> {
  const locale = currentLocale();
  if (i18next.hasResourceBundle(locale, namespace)) return;
  const loader = loaderFor(files, locale) ?? loaderFor(files, DEFAULT_LOCALE);
  if (!loader) throw new Error(`No strings for the ${namespace} feature`);
  const strings = await loader();
  i18next.addResourceBundle(locale, namespace, strings.default, true, true);
}

export function currentLocale(): Locale {
  return (i18next.language as Locale) || DEFAULT_LOCALE;
}
