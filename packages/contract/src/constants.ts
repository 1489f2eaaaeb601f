/** Interface languages (spec §1). es-es is the default and the fallback. */
export const LOCALES = ["es-es", "es-mx", "en-gb", "en-us", "eu", "pl", "cat", "pt-pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es-es";

/** Each locale's own name, for the language chooser (written in that language). */
export const LOCALE_NAMES: Record<Locale, string> = {
  "es-es": "Español (España)",
  "es-mx": "Español (México)",
  "en-gb": "English (UK)",
  "en-us": "English (US)",
  eu: "Euskara",
  pl: "Polski",
  cat: "Català",
  "pt-pt": "Português (Portugal)",
};

/** BCP 47 tags for Intl date and number formatting; `cat` is the product's code for Catalan (spec §1). */
export const LOCALE_BCP47: Record<Locale, string> = {
  "es-es": "es-ES",
  "es-mx": "es-MX",
  "en-gb": "en-GB",
  "en-us": "en-US",
  eu: "eu",
  pl: "pl",
  cat: "ca",
  "pt-pt": "pt-PT",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Picks the supported locale closest to a browser language tag such as "en-US", "ca" or "pt-BR". */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (isLocale(lower)) return lower;
  const base = lower.split("-")[0] ?? "";
  const byBase: Record<string, Locale> = {
    es: "es-es",
    en: "en-gb",
    eu: "eu",
    pl: "pl",
    ca: "cat",
    pt: "pt-pt",
  };
  if (lower === "en-us") return "en-us";
  if (lower === "es-mx" || (base === "es" && lower.length > 2 && lower !== "es-es" && lower.endsWith("-419")))
    return "es-mx";
  return byBase[base];
}

/** Profiles (spec §6). */
export const PROFILES = ["USER", "CONTROLLER", "ADMIN"] as const;
export type Profile = (typeof PROFILES)[number];

/** Contractable services, ids 1 to 16 in this order (spec §1). Pages are gated by these keys. */
export const SERVICES = [
  "awareness",
  "wellbeing",
  "risk",
  "phishing",
  "abs",
  "federation",
  "neurogaitas",
  "burnout",
  "scim",
  "smishing",
  "smishgaitas",
  "impact",
  "socialengineering",
  "archetype",
  "gaming",
  "custom_surveys",
] as const;
export type ServiceKey = (typeof SERVICES)[number];
export type ServiceId = number;

export function serviceId(key: ServiceKey): ServiceId {
  return SERVICES.indexOf(key) + 1;
}
export function serviceKey(id: ServiceId): ServiceKey | undefined {
  return SERVICES[id - 1];
}

/** Business constants and limits (spec §9). */
export const LIMITS = {
  passwordMinLength: 12,
  passwordHistoryDepth: 5,
  employeeMinAge: 18,
  stakeholderBatchSize: 50,
  actionPlanChunkSize: 100,
  chunkLoadTimeoutMs: 120_000,
  updateCheckIntervalMs: 1_800_000,
  chatbotSetDoneDelayMs: 500,
  surveyDelayMs: 1_000,
  overdueAlertMonths: 1,
  soonThresholdDays: 7,
  loginFailuresBeforeBlock: 5,
  loginFailureWindowMinutes: 15,
  loginBlockMinutes: 15,
  resetLinkValidMinutes: 60,
  resetRequestCooldownMinutes: 5,
} as const;

/** Versions of the legal documents; a change makes every user accept again at the next sign-in. */
export const LEGAL_VERSIONS = { termsOfUse: "2026-11", privacyPolicy: "2026-11-25.2" } as const;
