import { LOCALE_BCP47, type Locale } from "./constants";

/*
 * Numbers and dates in a product locale. Intl formats them wherever the runtime has the locale's data.
 * Chromium (Chrome, Edge) and Safari carry none for Basque (tc39/ecma402#518): months come out as "M11" and
 * numbers in another locale's style. For Basque without data, the CLDR Basque patterns are applied here to the
 * parts Intl computes in a locale every runtime has (en-US), so time zones and rounding stay Intl's own. A test
 * compares the result with Node's full ICU, character for character (intl-format.test.ts).
 */

export interface Formatter<T> {
  format(value: T): string;
}

/** The number shapes the product shows: whole or up to `maximumFractionDigits` decimals, optionally a percent. */
export type NumberOptions = Pick<Intl.NumberFormatOptions, "maximumFractionDigits" | "style">;

/**
 * The date shapes the product shows: `date` (medium: "24 nov 2026"), `dateTime` (medium date and short time) and
 * `long` (weekday, day, month name, year, hour and minute).
 */
export type DateShape = "date" | "dateTime" | "long";

/** The Intl options of each shape (Intl formats them where it has the locale). */
export const DATE_SHAPES: Readonly<Record<DateShape, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: "medium" },
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  long: {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  },
};

let basqueData: boolean | undefined;
/** Whether this runtime's Intl has Basque (Node and Firefox do; Chromium and Safari do not). */
function hasBasque(): boolean {
  basqueData ??=
    Intl.DateTimeFormat.supportedLocalesOf(["eu"]).length > 0 &&
    Intl.NumberFormat.supportedLocalesOf(["eu"]).length > 0;
  return basqueData;
}

export function numberFormat(locale: Locale, options: NumberOptions = {}): Formatter<number> {
  if (locale === "eu" && !hasBasque()) return basqueNumberFormat(options);
  return new Intl.NumberFormat(LOCALE_BCP47[locale], options);
}

export function dateFormat(locale: Locale, shape: DateShape, timeZone?: string): Formatter<Date> {
  if (locale === "eu" && !hasBasque()) return basqueDateFormat(shape, timeZone);
  return new Intl.DateTimeFormat(LOCALE_BCP47[locale], { ...DATE_SHAPES[shape], timeZone });
}

const NBSP = "\u00a0";
const MINUS = "\u2212";

/** CLDR Basque numbers: "1.234,5", "−3", "% 42,5". Exported for the test, which runs where Basque data exists. */
export function basqueNumberFormat(options: NumberOptions = {}): Formatter<number> {
  const english = new Intl.NumberFormat("en-US", options);
  const percent = options.style === "percent";
  return {
    format(value) {
      let sign = "";
      let digits = "";
      for (const part of english.formatToParts(value)) {
        if (part.type === "minusSign") sign = MINUS;
        else if (part.type === "group") digits += ".";
        else if (part.type === "decimal") digits += ",";
        else if (part.type !== "percentSign" && part.type !== "literal") digits += part.value;
      }
      return `${sign}${percent ? `%${NBSP}` : ""}${digits}`;
    },
  };
}

const MONTHS = [
  "urtarrila",
  "otsaila",
  "martxoa",
  "apirila",
  "maiatza",
  "ekaina",
  "uztaila",
  "abuztua",
  "iraila",
  "urria",
  "azaroa",
  "abendua",
];
const MONTHS_SHORT = [
  "urt.",
  "ots.",
  "mar.",
  "api.",
  "mai.",
  "eka.",
  "uzt.",
  "abu.",
  "ira.",
  "urr.",
  "aza.",
  "abe.",
];
/** Sunday first, as Date#getUTCDay counts. */
const WEEKDAYS = ["igandea", "astelehena", "asteartea", "asteazkena", "osteguna", "ostirala", "larunbata"];

/**
 * CLDR Basque dates: "2026(e)ko aza. 24(a)", with " (07:04)" for the time, and "2026(e)ko azaroaren 24(a),
 * asteartea (07:04)" for the long shape. Exported for the test.
 */
export function basqueDateFormat(shape: DateShape, timeZone?: string): Formatter<Date> {
  const parts = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  return {
    format(date) {
      const field: Record<string, string> = {};
      for (const part of parts.formatToParts(date)) field[part.type] = part.value;
      const year = Number(field.year);
      const month = Number(field.month) - 1;
      const day = Number(field.day);
      const time = `(${field.hour}:${field.minute})`;
      if (shape === "long") {
        const weekday = WEEKDAYS[new Date(Date.UTC(year, month, day)).getUTCDay()];
        return `${year}(e)ko ${MONTHS[month]}ren ${day}(a), ${weekday} ${time}`;
      }
      const medium = `${year}(e)ko ${MONTHS_SHORT[month]} ${day}(a)`;
      return shape === "dateTime" ? `${medium} ${time}` : medium;
    },
  };
}
