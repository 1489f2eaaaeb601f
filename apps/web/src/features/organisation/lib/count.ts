import type { Locale } from "@wellguard/contract";
import { currentLocale } from "@/lib/i18n";
import { bcp47 } from "@/lib/locale";

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * A count of a list as the interface language writes it ("16,668", "16.668", "16 668"; the interface's language,
 * not the browser's). A capped count (the people lists count up to 10,000 matches, `totalCapped`) ends with "+":
 * "10,000+".
 */
export function formatCount(value: number, capped = false, locale: Locale = currentLocale()): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(bcp47(locale));
    formats.set(locale, format);
  }
  return `${format.format(value)}${capped ? "+" : ""}`;
}
