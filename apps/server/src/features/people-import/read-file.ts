import { Readable } from "node:stream";
import { IMPORT_LIMITS, type SpreadsheetFormat } from "@wellguard/contract";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import yauzl from "yauzl";
import { AppError } from "../../lib/errors";

/*
 * Reading an uploaded spreadsheet into rows of text. The format is decided by the content, never by the
 * name: a zip archive is an xlsx, UTF-8 (or Windows-1252) text without NUL bytes is a CSV, anything else is
 * refused with ND1014. An xlsx is checked for zip bombs before exceljs sees it (checkArchive).
 */

/** One data row: its number as a spreadsheet program shows it (header = 1) and its cells, trimmed, "" as null. */
export interface SheetRow {
  row: number;
  cells: (string | null)[];
}

export interface SheetData {
  format: SpreadsheetFormat;
  /** The header row as written (trimmed). */
  headers: string[];
  rows: SheetRow[];
}

/** Why a file is refused before its rows are looked at; the web client words each `field` for the user. */
export type FileProblem =
  | "file.type"
  | "file.size"
  | "file.uncompressed"
  | "file.rows"
  | "file.empty"
  | "file.unreadable";

export function fileRefusal(problem: FileProblem, message: string): AppError {
  return new AppError("ND1014", { field: problem, message });
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const DATA_DESCRIPTOR_SIGNATURE = 0x08074b50;

export function sniffFormat(bytes: Buffer): SpreadsheetFormat {
  if (bytes.length === 0) throw fileRefusal("file.empty", "The file is empty");
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return "xlsx";
  if (bytes.includes(0)) throw fileRefusal("file.type", "Not an xlsx or CSV file");
  return "csv";
}

/**
 * Refuses an archive that would inflate past IMPORT_LIMITS.maxUncompressedBytes, before any parser inflates
 * it: the central directory's declared sizes are added up, every entry is then inflated as a stream and
 * counted (yauzl also refuses an entry whose real size differs from the declared one), and the local headers
 * must lie back to back exactly where the central directory says, so a reader that walks the local headers
 * (exceljs) sees the very entries that were counted.
 */
export async function checkArchive(bytes: Buffer): Promise<void> {
  const cap = IMPORT_LIMITS.maxUncompressedBytes;
  const tooBig = () => fileRefusal("file.uncompressed", "The archive inflates past the limit");
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      autoClose: false,
    });
  } catch {
    throw fileRefusal("file.unreadable", "Not a readable xlsx file");
  }
  try {
    if (zip.entryCount > IMPORT_LIMITS.maxZipEntries) throw tooBig();
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        declared += entry.uncompressedSize;
        if (declared > cap) throw tooBig();
        entries.push(entry);
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw fileRefusal("file.unreadable", "Not a readable xlsx file");
    }
    await checkLayout(zip, bytes, entries);
    let inflated = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith("/")) continue;
      if (entry.isEncrypted() || !entry.canDecodeFileData()) {
        throw fileRefusal("file.unreadable", "Encrypted or unsupported archive entry");
      }
      try {
        const stream = await zip.openReadStreamPromise(entry);
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inflated += chunk.length;
          if (inflated > cap) {
            stream.destroy();
            throw tooBig();
          }
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw fileRefusal("file.unreadable", "Not a readable xlsx file");
      }
    }
  } finally {
    zip.close();
  }
}

/** The local headers must follow each other without gaps or overlaps, from byte 0 to the central directory. */
async function checkLayout(zip: yauzl.ZipFile, bytes: Buffer, entries: yauzl.Entry[]): Promise<void> {
  const unreadable = () => fileRefusal("file.unreadable", "Inconsistent archive layout");
  const sorted = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  let expected = 0;
  for (const entry of sorted) {
    if (entry.relativeOffsetOfLocalHeader !== expected) throw unreadable();
    if (bytes.readUInt32LE(expected) !== LOCAL_HEADER_SIGNATURE) throw unreadable();
    let header: yauzl.LocalFileHeader;
    try {
      header = await zip.readLocalFileHeaderPromise(entry);
    } catch {
      throw unreadable();
    }
    if (!header.fileName.equals(entry.fileNameRaw)) throw unreadable();
    let end = header.fileDataStart + entry.compressedSize;
    if (entry.generalPurposeBitFlag & 0x8) {
      // A data descriptor follows the data: an optional signature, the CRC and both sizes.
      if (end + 12 > bytes.length) throw unreadable();
      const signed = bytes.readUInt32LE(end) === DATA_DESCRIPTOR_SIGNATURE;
      const at = signed ? end + 4 : end;
      if (
        bytes.readUInt32LE(at + 4) !== entry.compressedSize ||
        bytes.readUInt32LE(at + 8) !== entry.uncompressedSize
      ) {
        throw unreadable();
      }
      end = at + 12;
    } else if (
      header.compressedSize !== entry.compressedSize ||
      header.uncompressedSize !== entry.uncompressedSize
    ) {
      throw unreadable();
    }
    expected = end;
  }
  // After the last entry comes the central directory (its first record's signature).
  if (bytes.readUInt32LE(expected) !== 0x02014b50 && entries.length > 0) throw unreadable();
}

/** Text of a cell as exceljs's streaming reader gives it (shared or rich text, numbers, formulas, booleans). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { richText?: { text?: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text ?? "").join("");
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    if (v.error !== undefined) return String(v.error);
  }
  return "";
}

/** Undoes the export's formula escaping ("'=1+1" -> "=1+1"), so an exported file imports unchanged. */
export function clean(text: string): string | null {
  const trimmed = text.trim();
  if (/^'[=+\-@\t\r]/.test(trimmed)) return trimmed.slice(1);
  return trimmed === "" ? null : trimmed;
}

function tooManyRows(): AppError {
  return fileRefusal("file.rows", `More than ${IMPORT_LIMITS.maxRows} rows`);
}

/**
 * The first worksheet whose first non-empty row holds at least one known header (`isHeaderRow`), read with
 * exceljs's streaming reader; other sheets (the template's help sheet) are skipped.
 */
async function readXlsx(bytes: Buffer, isHeaderRow: (cells: string[]) => boolean): Promise<SheetData> {
  await checkArchive(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  let found: SheetData | undefined;
  try {
    for await (const worksheet of reader) {
      let headers: string[] | undefined;
      let skip = false;
      const rows: SheetRow[] = [];
      for await (const row of worksheet) {
        if (skip || found) continue; // drain the sheet so the archive stream moves on
        const values = (row.values ?? []) as unknown[];
        const cells: (string | null)[] = [];
        for (let i = 1; i < values.length; i++) cells.push(clean(cellText(values[i])));
        if (!cells.some((c) => c !== null)) continue;
        if (!headers) {
          const texts = cells.map((c) => c ?? "");
          if (!isHeaderRow(texts)) {
            skip = true;
            continue;
          }
          headers = texts;
          continue;
        }
        rows.push({ row: row.number, cells });
        if (rows.length > IMPORT_LIMITS.maxRows) throw tooManyRows();
      }
      if (headers && !found) found = { format: "xlsx", headers, rows };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fileRefusal("file.unreadable", "Not a readable xlsx file");
  }
  if (!found)
    throw new AppError("ND1014", { field: "headers", message: "No sheet with the expected headers" });
  return found;
}

function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Excel on Windows saves "CSV" in the ANSI code page; accented letters then are not UTF-8.
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator of the header line: the most frequent of ";", "," and tab outside quotes. */
function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ",";
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

const CSV_RECORDS_CAP = IMPORT_LIMITS.maxRows + 1_000;

function readCsv(bytes: Buffer): SheetData {
  const text = decodeText(bytes).replace(/^\uFEFF/, "");
  let records: string[][];
  try {
    records = parseCsv(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: false,
      bom: true,
      // Enough records to know the file is too long (blank lines included), without reading millions.
      to: CSV_RECORDS_CAP,
    }) as string[][];
  } catch {
    throw fileRefusal("file.unreadable", "Not a readable CSV file (check the quotes)");
  }
  let headers: string[] | undefined;
  const rows: SheetRow[] = [];
  records.forEach((record, index) => {
    const cells = record.map(clean);
    if (!cells.some((c) => c !== null)) return;
    if (!headers) {
      headers = cells.map((c) => c ?? "");
      return;
    }
    rows.push({ row: index + 1, cells });
  });
  if (rows.length > IMPORT_LIMITS.maxRows || records.length >= CSV_RECORDS_CAP) throw tooManyRows();
  if (!headers) throw fileRefusal("file.empty", "The file has no header row");
  return { format: "csv", headers, rows };
}

/** Reads an uploaded file (at most IMPORT_LIMITS.maxFileBytes) into its header row and data rows. */
export async function readSpreadsheet(
  bytes: Buffer,
  isHeaderRow: (cells: string[]) => boolean,
): Promise<SheetData> {
  if (bytes.length > IMPORT_LIMITS.maxFileBytes)
    throw fileRefusal("file.size", "The file is larger than 10 MB");
  const format = sniffFormat(bytes);
  return format === "xlsx" ? readXlsx(bytes, isHeaderRow) : readCsv(bytes);
}
