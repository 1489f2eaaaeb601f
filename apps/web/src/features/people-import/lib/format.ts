import { type Formatter, type Locale, numberFormat } from "@wellguard/contract";
import { currentLocale } from "@/lib/i18n";

const formats = new Map<Locale, Formatter<number>>();

/** A count in the interface language (not the browser's, which may differ: the language chosen on the device wins). */
export function formatCount(value: number, locale: Locale = currentLocale()): string {
  let format = formats.get(locale);
  if (!format) {
    format = numberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value);
}
