import { describe, expect, it } from "vitest";
import {
  basqueDateFormat,
  basqueNumberFormat,
  DATE_SHAPES,
  type DateShape,
  dateFormat,
  numberFormat,
} from "./intl-format";

// Node carries full ICU, so its own Basque is the reference for the fallback that Chromium and Safari need.
describe("Basque without the runtime's data", () => {
  it("runs where Intl has Basque, so the reference below is real", () => {
    expect(Intl.DateTimeFormat.supportedLocalesOf(["eu"])).toEqual(["eu"]);
  });

  it("writes numbers as Intl does in Basque: whole, one decimal and percentages", () => {
    const values = [0, 5, 12.25, 999, 1234, 12345, 1234567.891, -1234.5, -0.04, 0.425, 1, 0.999, 100];
    for (const options of [
      {},
      { maximumFractionDigits: 1 },
      { style: "percent", maximumFractionDigits: 1 },
    ] as const) {
      const reference = new Intl.NumberFormat("eu", options);
      const fallback = basqueNumberFormat(options);
      for (const value of values)
        expect(fallback.format(value), `${JSON.stringify(options)} ${value}`).toBe(reference.format(value));
    }
  });

  it("writes dates as Intl does in Basque, every month and weekday, in several time zones", () => {
    const dates = Array.from(
      { length: 40 },
      (_, i) => new Date(Date.UTC(2026, 0, 1, 23, 59) + i * 9.3 * 86_400_000),
    );
    dates.push(new Date("2024-02-29T00:00:00Z"), new Date("1999-12-31T12:30:00Z"));
    for (const timeZone of ["UTC", "Europe/Madrid", "America/Mexico_City", "Pacific/Kiritimati"])
      for (const [shape, options] of Object.entries(DATE_SHAPES) as [
        DateShape,
        Intl.DateTimeFormatOptions,
      ][]) {
        const reference = new Intl.DateTimeFormat("eu", { ...options, timeZone });
        const fallback = basqueDateFormat(shape, timeZone);
        for (const date of dates)
          expect(fallback.format(date), `${shape} ${timeZone} ${date.toISOString()}`).toBe(
            reference.format(date),
          );
      }
  });

  it("leaves every other locale, and Basque where the runtime has it, to Intl", () => {
    expect(numberFormat("es-es", { maximumFractionDigits: 1 }).format(1234.56)).toBe("1234,6");
    expect(numberFormat("eu").format(1234)).toBe(new Intl.NumberFormat("eu").format(1234));
    const date = new Date("2026-11-24T07:01:00Z");
    expect(dateFormat("pl", "date", "UTC").format(date)).toBe("24 lis 2026");
    expect(dateFormat("cat", "date", "UTC").format(date)).toBe("24 de nov. 2026");
  });
});
