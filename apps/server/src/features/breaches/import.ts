import {
  BREACH_IMPORT_LIMITS,
  isCleanMultilineText,
  isCleanText,
  type TBreachImportResult,
} from "@wellguard/contract";
import { parse as parseCsv } from "csv-parse/sync";
import type { Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { AppError, type Refusal } from "../../lib/errors";
import { eventsCommitted, recordEvents } from "../../lib/events";
import { type BreachInput, type ExposureInput, recordExposures } from "./store";

/*
 * A company's own breach records, from a CSV or JSON file (docs/breaches.md, "Import"). The whole file is checked
 * first: a wrong structure is ND1014, any wrong row is ND1012 with every row's refusal (as the people import), and
 * either way nothing is written. A valid file is stored in one transaction: the breaches and exposures
 * (recordExposures drops the addresses that are not the company's people in its domains, and counts them) and the
 * monitor's last import time. The "new exposure" e-mails are not sent here: the new exposures are stored untold
 * (notified_at null), and the breach monitor's worker sends them after the commit (notify.ts). Linear in the rows
 * and without per-row queries: the bench imports 100,000 records (bench/src/breaches.ts).
 */

type Column = "email" | "breach" | "breachDate" | "dataClasses" | "title" | "domain" | "description";
const REQUIRED: readonly Column[] = ["email", "breach", "breachDate", "dataClasses"];
/** Header (CSV) or key (JSON), compared without case, spaces, "_" or "-": "Breach Date" = "breach_date". */
const COLUMN_OF = new Map<string, Column>([
  ["email", "email"],
  ["emailaddress", "email"],
  ["breach", "breach"],
  ["breachname", "breach"],
  ["breachdate", "breachDate"],
  ["dataclasses", "dataClasses"],
  ["title", "title"],
  ["domain", "domain"],
  ["description", "description"],
]);
/** How the refusals name a column: the documented CSV header. */
const COLUMN_NAME: Record<Column, string> = {
  email: "email",
  breach: "breach",
  breachDate: "breach_date",
  dataClasses: "data_classes",
  title: "title",
  domain: "domain",
  description: "description",
};

const MAX = { email: 254, breach: 200, title: 200, domain: 253, description: 10_000, dataClass: 100 };
/** Refusals reported at most; a file with more is still refused whole. */
export const MAX_REPORTED_REFUSALS = 1_000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One record before checking: its row number and its texts (a JSON data class list stays a list). */
interface RawRecord {
  row: number;
  values: Partial<Record<Column, unknown>>;
}

export interface ImportBreachesOptions {
  /** Runs in the import's transaction after the records are stored (the route writes its audit entry here). */
  onStored?: (trx: Transaction<Database>, result: TBreachImportResult) => Promise<void>;
}

function structure(field: string, message: string, refusals?: Refusal[]): AppError {
  return new AppError("ND1014", { field, message, ...(refusals ? { refusals } : {}) });
}

/**
 * Checks and stores a breach file of the company. Refuses (ND1014, ND1012) without writing anything; otherwise
 * resolves to the counts of the stored file.
 */
export async function importBreaches(
  db: Db,
  companyId: number,
  bytes: Buffer,
  fileName: string,
  now: Date,
  options: ImportBreachesOptions = {},
): Promise<TBreachImportResult> {
  if (bytes.length > BREACH_IMPORT_LIMITS.maxBytes)
    throw structure("file.size", `The file is larger than ${BREACH_IMPORT_LIMITS.maxBytes} bytes`);
  if (bytes.length === 0) throw structure("file.empty", "The file is empty");
  if (bytes.includes(0)) throw structure("file.type", "Not a CSV or JSON file");
  const text = decodeText(bytes).replace(/^\uFEFF/, "");
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) throw structure("file.empty", "The file is empty");
  const isJson = first === "[" || first === "{" || (/\.json$/i.test(fileName) && first !== undefined);
  const records = isJson ? readJson(text) : readCsv(text);
  if (records.length > BREACH_IMPORT_LIMITS.maxRows)
    throw structure("file.rows", `More than ${BREACH_IMPORT_LIMITS.maxRows} records`);
  const { breaches, exposures } = checkRecords(records);

  const stored = await db.transaction().execute(async (trx) => {
    const outcome = await recordExposures(trx, companyId, "import", breaches, exposures, now, "with-mail");
    await trx
      .insertInto("breach_monitors")
      .values({ company_id: companyId, next_check_at: now, last_import_at: now })
      .onConflict((oc) => oc.column("company_id").doUpdateSet({ last_import_at: now }))
      .execute();
    const result: TBreachImportResult = {
      rows: records.length,
      kept: outcome.kept,
      dropped: outcome.dropped,
      newBreaches: outcome.newBreaches,
      newExposures: outcome.newExposures,
    };
    // A breach import has no id of its own (it is done when this answers): importId is null.
    await recordEvents(trx, [
      {
        companyId,
        type: "import.finished",
        occurredAt: now,
        data: { importId: null, kind: "breaches", ...result },
      },
    ]);
    await options.onStored?.(trx, result);
    return result;
  });
  eventsCommitted();
  return stored;
}

function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // A CSV saved by Excel on Windows is in the ANSI code page.
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

const normalise = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");

/** The separator of the header line: the most frequent of ",", ";" and tab outside quotes. */
function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char in counts) counts[char] = (counts[char] ?? 0) + 1;
  }
  let best = ",";
  for (const [delimiter, count] of Object.entries(counts)) if (count > (counts[best] ?? 0)) best = delimiter;
  return best;
}

function readCsv(text: string): RawRecord[] {
  let table: string[][];
  try {
    table = parseCsv(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: false,
      // Enough records to know the file is too long, without reading millions.
      to: BREACH_IMPORT_LIMITS.maxRows + 1_000,
    }) as string[][];
  } catch {
    throw structure("file.unreadable", "Not a readable CSV file (check the quotes)");
  }
  let headerIndex = -1;
  let columns: (Column | undefined)[] = [];
  const records: RawRecord[] = [];
  for (let index = 0; index < table.length; index++) {
    const cells = table[index] as string[];
    if (cells.every((c) => c.trim() === "")) continue;
    if (headerIndex < 0) {
      headerIndex = index;
      columns = mapHeaders(cells.map((c) => c.trim()));
      continue;
    }
    const values: Partial<Record<Column, unknown>> = {};
    for (let c = 0; c < cells.length; c++) {
      const column = columns[c];
      const cell = (cells[c] as string).trim();
      if (column) values[column] = cell;
      else if (cell !== "") values[`#${c + 1}` as Column] = cell; // a cell beyond the headers: refused below
    }
    records.push({ row: index + 1, values });
  }
  if (headerIndex < 0) throw structure("file.empty", "The file has no header row");
  if (table.length > BREACH_IMPORT_LIMITS.maxRows + 1)
    throw structure("file.rows", `More than ${BREACH_IMPORT_LIMITS.maxRows} records`);
  return records;
}

/** Header cell → column; refuses unknown, duplicated and missing required ones (ND1014, one refusal each). */
function mapHeaders(headers: string[]): (Column | undefined)[] {
  const problems: Refusal[] = [];
  const seen = new Set<Column>();
  const columns = headers.map((header) => {
    if (header === "") return undefined;
    const column = COLUMN_OF.get(normalise(header));
    if (!column) problems.push({ row: 1, column: header, applicationCode: "ND1014", message: "unknown" });
    else if (seen.has(column))
      problems.push({ row: 1, column: header, applicationCode: "ND1014", message: "duplicated" });
    else seen.add(column);
    return column;
  });
  for (const column of REQUIRED) {
    if (!seen.has(column))
      problems.push({ row: 1, column: COLUMN_NAME[column], applicationCode: "ND1014", message: "missing" });
  }
  if (problems.length > 0) throw structure("headers", "The header row is not right", problems);
  return columns;
}

function readJson(text: string): RawRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw structure("file.unreadable", "Not a readable JSON file");
  }
  if (!Array.isArray(parsed)) throw structure("file.structure", "The JSON file must be an array of records");
  if (parsed.length > BREACH_IMPORT_LIMITS.maxRows)
    throw structure("file.rows", `More than ${BREACH_IMPORT_LIMITS.maxRows} records`);
  return parsed.map((item: unknown, index) => {
    const row = index + 1;
    if (typeof item !== "object" || item === null || Array.isArray(item))
      return { row, values: { ["#object" as Column]: item } };
    const values: Partial<Record<Column, unknown>> = {};
    for (const [key, value] of Object.entries(item)) {
      const column = COLUMN_OF.get(normalise(key));
      values[column ?? (`#${key}` as Column)] = value;
    }
    return { row, values };
  });
}

/** A real calendar day, not after today. */
function validDate(text: string, today: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text && text <= today;
}

/** The data classes of a cell ("a; b") or a JSON list; null when one is not clean text of MAX.dataClass at most. */
function dataClassesOf(raw: string | unknown[]): string[] | null {
  const classes: string[] = [];
  for (const item of typeof raw === "string" ? raw.split(";") : raw) {
    if (typeof item !== "string") return null;
    const dataClass = item.trim();
    if (dataClass === "") continue;
    if (dataClass.length > MAX.dataClass || !isCleanText(dataClass)) return null;
    classes.push(dataClass);
  }
  return classes;
}

/**
 * Every record checked (all refusals collected, the first MAX_REPORTED_REFUSALS reported); breaches gathered by
 * name (case-insensitive): the first non-empty title, date, domain and description win, data classes add up.
 */
function checkRecords(records: RawRecord[]): { breaches: BreachInput[]; exposures: ExposureInput[] } {
  const refusals: Refusal[] = [];
  let refused = 0;
  const refuse = (row: number, column: string, code: string, message: string) => {
    refused++;
    if (refusals.length < MAX_REPORTED_REFUSALS)
      refusals.push({ row, column, applicationCode: code, message });
  };
  const today = new Date().toISOString().slice(0, 10);
  const breaches = new Map<string, BreachInput & { classes: Set<string> }>();
  const exposures: ExposureInput[] = [];
  // Files repeat a breach's date and data classes on each of its rows: each distinct text is checked once.
  const dates = new Map<string, boolean>();
  const classLists = new Map<string, string[] | null>();

  for (const { row, values } of records) {
    let ok = true;
    const fail = (column: string, code: string, message: string) => {
      refuse(row, column, code, message);
      ok = false;
    };
    if ("#object" in values) {
      refuse(row, "", "ND1014", "A record must be an object");
      continue;
    }
    for (const key of Object.keys(values)) {
      if (key.startsWith("#")) fail(key.slice(1), "ND1014", "A value outside the known columns");
    }
    const textOf = (column: Column, max: number, required: boolean, multiline = false): string | null => {
      const value = values[column];
      if (value === undefined || value === null || value === "") {
        if (required) fail(COLUMN_NAME[column], "ND1018", "Required");
        return null;
      }
      if (typeof value !== "string") {
        fail(COLUMN_NAME[column], "ND1027", "Must be text");
        return null;
      }
      const trimmed = value.trim();
      if (trimmed === "") {
        if (required) fail(COLUMN_NAME[column], "ND1018", "Required");
        return null;
      }
      if (trimmed.length > max) {
        fail(COLUMN_NAME[column], "ND1007", `Longer than ${max} characters`);
        return null;
      }
      if (!(multiline ? isCleanMultilineText(trimmed) : isCleanText(trimmed))) {
        fail(COLUMN_NAME[column], "ND1027", "Control characters are not allowed");
        return null;
      }
      return trimmed;
    };

    const email = textOf("email", MAX.email, true)?.toLowerCase() ?? null;
    if (email !== null && !EMAIL.test(email)) fail("email", "ND1041", "Not an e-mail address");
    const name = textOf("breach", MAX.breach, true);
    const date = textOf("breachDate", 10, false);
    let dateOk = date === null ? true : dates.get(date);
    if (dateOk === undefined && date !== null) {
      dateOk = validDate(date, today);
      dates.set(date, dateOk);
    }
    if (!dateOk) fail("breach_date", "ND1027", "A date YYYY-MM-DD, not in the future");
    const title = textOf("title", MAX.title, false);
    const domain = textOf("domain", MAX.domain, false)?.toLowerCase() ?? null;
    if (domain !== null && !DOMAIN.test(domain)) fail("domain", "ND1047", "Not a domain");
    const description = textOf("description", MAX.description, false, true);

    let classes: string[] = [];
    const rawClasses = values.dataClasses;
    if (rawClasses === undefined) fail("data_classes", "ND1018", "Required");
    else if (typeof rawClasses === "string" || Array.isArray(rawClasses)) {
      const cached = typeof rawClasses === "string" ? classLists.get(rawClasses) : undefined;
      const list = cached === undefined ? dataClassesOf(rawClasses) : cached;
      if (typeof rawClasses === "string" && cached === undefined) classLists.set(rawClasses, list);
      if (list === null)
        fail("data_classes", "ND1027", "Data classes must be clean texts of 100 characters at most");
      else classes = list;
    } else fail("data_classes", "ND1027", "Data classes: a list, or texts separated by semicolons");

    if (!ok || email === null || name === null) continue;
    exposures.push({ email, breachName: name });
    const key = name.toLowerCase();
    let breach = breaches.get(key);
    if (!breach) {
      breach = {
        name,
        title: title ?? name,
        breachDate: date,
        domain,
        dataClasses: [],
        description: description ?? "",
        verified: true,
        classes: new Set(),
      };
      breaches.set(key, breach);
    } else {
      if (breach.title === breach.name && title) breach.title = title;
      breach.breachDate ??= date;
      breach.domain ??= domain;
      if (breach.description === "" && description) breach.description = description;
    }
    for (const dataClass of classes) breach.classes.add(dataClass);
  }

  if (refused > 0) {
    throw new AppError("ND1012", {
      field: "file",
      message:
        refused > refusals.length
          ? `The file has ${refused} errors (the first ${refusals.length} are listed); nothing was imported`
          : "The file has errors; nothing was imported",
      refusals,
    });
  }
  return {
    breaches: [...breaches.values()].map(({ classes, ...breach }) => ({
      ...breach,
      dataClasses: [...classes],
    })),
    exposures,
  };
}
