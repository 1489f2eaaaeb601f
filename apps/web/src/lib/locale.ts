import { DEFAULT_LOCALE, LOCALE_BCP47, type Locale, localeFromLanguageTag } from "@wellguard/contract";

/** Spec §1: the saved language, then the browser's languages in order, then es-es. */
export function chooseLocale(saved: Locale | null, browserLanguages: readonly string[]): Locale {
  if (saved) return saved;
  for (const tag of browserLanguages) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The tag for Intl formatting and for <html lang> (cat → ca). */
export function bcp47(locale: Locale): string {
  return LOCALE_BCP47[locale];
}
