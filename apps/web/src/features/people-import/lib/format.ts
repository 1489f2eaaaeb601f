import type { Locale } from "@wellguard/contract";
import { currentLocale } from "@/lib/i18n";
import { bcp47 } from "@/lib/locale";

const formats = new Map<Locale, Intl.NumberFormat>();

/** A count in the interface language (not the browser's, which may differ: the language chosen on the device wins). */
export function formatCount(value: number, locale: Locale = currentLocale()): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(bcp47(locale));
    formats.set(locale, format);
  }
  return format.format(value);
}
