import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  GENDERS,
  IMPORT_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  SERVICES,
  type SpreadsheetFormat,
} from "@wellguard/contract";
import ExcelJS from "exceljs";
import { findRepoRoot } from "../../config";
import { SHEET_TEXTS } from "./texts";

/** Locales whose spreadsheet programs expect ";" between CSV fields (the decimal separator is a comma). */
const SEMICOLON_LOCALES: readonly Locale[] = ["es-es", "es-mx", "eu", "pl", "cat", "pt-pt"];

export function csvDelimiter(locale: Locale): string {
  return SEMICOLON_LOCALES.includes(locale) ? ";" : ",";
}

const serviceNames = new Map<Locale, Record<string, string>>();
/** Service names in a language, from the contract's locale files. */
export function serviceNamesIn(locale: Locale): Record<string, string> {
  const cached = serviceNames.get(locale);
  if (cached) return cached;
  const names: Record<string, string> = {};
  try {
    const file = join(findRepoRoot(), "packages", "contract", "locales", `${locale}.json`);
    const data = JSON.parse(readFileSync(file, "utf8")) as { services?: Record<string, { name?: string }> };
    for (const key of SERVICES) names[key] = data.services?.[key]?.name ?? key;
  } catch {
    for (const key of SERVICES) names[key] = key;
  }
  serviceNames.set(locale, names);
  return names;
}

/** The header row in a language; required columns end in " *" (an import ignores the mark). */
export function headerRow(locale: Locale, columns: readonly ImportColumn[] = IMPORT_COLUMNS): string[] {
  const texts = SHEET_TEXTS[locale];
  return columns.map((c) =>
    IMPORT_REQUIRED_COLUMNS.includes(c) ? `${texts.headers[c]} *` : texts.headers[c],
  );
}

const EXAMPLE: Record<ImportColumn, string> = {
  name: "Ana",
  surname: "García López",
  email: "ana.garcia@example.com",
  login: "",
  userCode: "EMP-0001",
  department: "Sales/Iberia",
  gender: "female",
  phone: "+34600111222",
  timeZone: "Europe/Madrid",
  language: "es-es",
  services: "",
};

function allowedValues(column: ImportColumn, locale: Locale): string {
  const texts = SHEET_TEXTS[locale];
  switch (column) {
    case "gender":
      return GENDERS.map((g) => `${g} (${texts.genders[g]})`).join(", ");
    case "language":
      return LOCALES.map((l) => `${l} (${LOCALE_NAMES[l]})`).join(", ");
    case "services": {
      const names = serviceNamesIn(locale);
      return SERVICES.map((key, i) => `${i + 1} ${key} (${names[key]})`).join(", ");
    }
    case "timeZone":
      return "Europe/Madrid, Europe/Lisbon, Europe/Warsaw, America/Mexico_City, UTC, …";
    case "phone":
      return "+34600111222";
    case "department":
      return "Sales/Iberia";
    default:
      return "";
  }
}

function csvField(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The downloadable template: header row and one example row; the xlsx adds a help sheet. */
export async function buildTemplate(format: SpreadsheetFormat, locale: Locale): Promise<Buffer> {
  const headers = headerRow(locale);
  const example = IMPORT_COLUMNS.map((c) => EXAMPLE[c]);
  if (format === "csv") {
    const delimiter = csvDelimiter(locale);
    const lines = [headers, example].map((cells) => cells.map((v) => csvField(v, delimiter)).join(delimiter));
    // The byte-order mark makes spreadsheet programs read the file as UTF-8.
    return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
  }
  const texts = SHEET_TEXTS[locale];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Wellguard";
  const people = workbook.addWorksheet(texts.peopleSheet, { views: [{ state: "frozen", ySplit: 1 }] });
  people.columns = IMPORT_COLUMNS.map((c, i) => ({
    header: headers[i],
    key: c,
    width: Math.max(14, (headers[i] ?? "").length + 4),
  }));
  people.getRow(1).font = { bold: true };
  people.addRow(example);
  // Every cell is text, so Excel keeps the "+" of phone numbers and leading zeros of codes.
  for (let i = 1; i <= IMPORT_COLUMNS.length; i++) people.getColumn(i).numFmt = "@";

  const help = workbook.addWorksheet(texts.helpSheet);
  help.columns = [
    { header: texts.helpHeaders.column, width: 24 },
    { header: texts.helpHeaders.required, width: 12 },
    { header: texts.helpHeaders.description, width: 80 },
    { header: texts.helpHeaders.values, width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of IMPORT_COLUMNS) {
    help.addRow([
      headers[IMPORT_COLUMNS.indexOf(column)],
      IMPORT_REQUIRED_COLUMNS.includes(column) ? texts.yes : texts.no,
      texts.descriptions[column],
      allowedValues(column, locale),
    ]);
  }
  help.addRow([]);
  help.addRow([texts.intro]);
  help.getColumn(3).alignment = { wrapText: true, vertical: "top" };
  help.getColumn(4).alignment = { wrapText: true, vertical: "top" };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
