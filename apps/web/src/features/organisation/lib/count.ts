import { type Formatter, type Locale, numberFormat } from "@wellguard/contract";
import { currentLocale } from "@/lib/i18n";

const formats = new Map<Locale, Formatter<number>>();

/**
 * A count of a list as the interface language writes it ("16,668", "16.668", "16 668"; the interface's language,
 * not the browser's). A capped count (the people lists count up to 10,000 matches, `totalCapped`) ends with "+":
 * "10,000+".
 */
export function formatCount(value: number, capped = false, locale: Locale = currentLocale()): string {
  let format = formats.get(locale);
  if (!format) {
    format = numberFormat(locale);
    formats.set(locale, format);
  }
  return `${format.format(value)}${capped ? "+" : ""}`;
}
