import { dateFormat, type Formatter, numberFormat } from "@wellguard/contract";
import { currentLocale } from "@/lib/i18n";

let dateTime: Formatter<Date> | undefined;
let date: Formatter<Date> | undefined;
let number: Formatter<number> | undefined;

/** Dates and counts in the interface language (the page reloads when it changes). */
export function formatDateTime(iso: string): string {
  dateTime ??= dateFormat(currentLocale(), "dateTime");
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  date ??= dateFormat(currentLocale(), "date");
  return date.format(new Date(iso));
}

export function formatNumber(value: number): string {
  number ??= numberFormat(currentLocale());
  return number.format(value);
}
