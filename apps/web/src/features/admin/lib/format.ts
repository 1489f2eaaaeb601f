import { currentLocale } from "@/lib/i18n";
import { bcp47 } from "@/lib/locale";

let dateTime: Intl.DateTimeFormat | undefined;
let date: Intl.DateTimeFormat | undefined;
let number: Intl.NumberFormat | undefined;

/** Dates and counts in the interface language (the page reloads when it changes). */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat(bcp47(currentLocale()), { dateStyle: "medium", timeStyle: "short" });
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  date ??= new Intl.DateTimeFormat(bcp47(currentLocale()), { dateStyle: "medium" });
  return date.format(new Date(iso));
}

export function formatNumber(value: number): string {
  number ??= new Intl.NumberFormat(bcp47(currentLocale()));
  return number.format(value);
}
