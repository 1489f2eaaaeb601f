import { Worker } from "node:worker_threads";
import { IMPORT_LIMITS, type SpreadsheetFormat } from "@wellguard/contract";
import { parse as parseCsv } from "csv-parse/sync";
import yauzl from "yauzl";
import { AppError } from "../../lib/errors";
import { clean } from "./cells.mjs";
import type { FromWorker, HeaderAnswer, RowBatch, XlsxFile, XlsxJob } from "./xlsx-messages";

/*
 * Reading an uploaded spreadsheet into rows of text. The format is decided by the content, never by the
 * name: a zip archive is an xlsx, UTF-8 (or Windows-1252) text without NUL bytes is a CSV, anything else is
 * refused with ND1014. An xlsx is checked for zip bombs before exceljs sees it (checkArchive), then parsed in a
 * worker thread with a bounded heap (readXlsx, xlsx-worker.mjs).
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

function tooManyRows(): AppError {
  return fileRefusal("file.rows", `More than ${IMPORT_LIMITS.maxRows} rows`);
}

/**
 * The heap of the worker that parses an xlsx (Node's `resourceLimits`, in MB). exceljs's parsing garbage stays
 * within it and is freed with the worker; a file that needs more is refused (`file.unreadable`) instead of
 * growing the server's heap. The worker keeps no rows or texts (they cross to this thread in batches), so its
 * need hardly depends on the file: 100,000 rows, with short texts or with every cell 200 characters long,
 * parse from 20 MB of old generation (not at 16) but then spend most of their time collecting garbage; from
 * 64 MB (three times that) with a 32 MB young generation it comes within about half a second of the parse
 * in the main thread. A larger young generation needs more old generation to promote into (64 + 48 was
 * slower), a smaller one costs CPU (64 + 16: 1 s more per 100,000 rows). A single row with tens of MB of text
 * is refused.
 * Measurements: docs/benchmarks.md, "Kept list ids".
 */
export const XLSX_WORKER_LIMITS: XlsxWorkerLimits = {
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 32,
};

export interface XlsxWorkerLimits {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

const XLSX_WORKER = new URL("./xlsx-worker.mjs", import.meta.url);

/** Appends rows from the worker, their texts taken from the shared strings or from the batch. */
function decodeRows(batch: RowBatch, shared: (string | null)[], rows: SheetRow[]): void {
  let at = 0;
  for (let r = 0; r < batch.numbers.length; r++) {
    const cells: (string | null)[] = [];
    for (let end = at + (batch.lengths[r] ?? 0); at < end; at++) {
      const code = batch.cells[at] ?? 0;
      if (code === 0) cells.push(null);
      else if (code % 2 === 1) cells.push(shared[(code - 1) / 2] ?? null);
      else cells.push(batch.strings[code / 2 - 1] ?? null);
    }
    rows.push({ row: batch.numbers[r] ?? 0, cells });
  }
}

/**
 * The first worksheet whose first non-empty row holds at least one known header (`isHeaderRow`), read with
 * exceljs's streaming reader in a worker thread (xlsx-worker.mjs) with a bounded heap (`limits`); other sheets
 * (the template's help sheet) are skipped. The worker passes on the shared strings, asks this thread about
 * each sheet's first non-empty row and sends the rows of the sheet it reads in batches. A worker that runs out
 * of memory, or stops in any way after it started, refuses the file (`file.unreadable`); one that cannot even
 * start (its code fails to load) is a server error.
 */
async function readXlsx(
  bytes: Buffer,
  isHeaderRow: (cells: string[]) => boolean,
  limits: XlsxWorkerLimits,
): Promise<SheetData> {
  const job: XlsxJob = { maxRows: IMPORT_LIMITS.maxRows };
  const worker = new Worker(XLSX_WORKER, { workerData: job, resourceLimits: limits, execArgv: [] });
  // The cause (what the worker or exceljs reported) goes with the refusal into the log, not to the person.
  const unreadable = (cause?: unknown) =>
    Object.assign(fileRefusal("file.unreadable", "Not a readable xlsx file"), { cause });
  let started = false;
  let headers: string[] | undefined;
  const shared: (string | null)[] = [];
  const rows: SheetRow[] = [];
  const outcome = new Promise<SheetData>((resolve, reject) => {
    worker.on("message", (message: FromWorker) => {
      try {
        switch (message.type) {
          case "ready":
            started = true;
            break;
          case "shared":
            for (const text of message.texts) shared.push(text);
            break;
          case "firstRow": {
            const first: SheetRow[] = [];
            decodeRows(message, shared, first);
            const texts = (first[0]?.cells ?? []).map((c) => c ?? "");
            const isHeader = isHeaderRow(texts);
            if (isHeader) headers = texts;
            worker.postMessage({ isHeader } satisfies HeaderAnswer);
            break;
          }
          case "rows":
            decodeRows(message, shared, rows);
            break;
          case "done":
            if (headers) resolve({ format: "xlsx", headers, rows });
            else
              reject(
                new AppError("ND1014", { field: "headers", message: "No sheet with the expected headers" }),
              );
            break;
          case "refused":
            reject(message.problem === "file.rows" ? tooManyRows() : unreadable(message.detail));
            break;
        }
      } catch (error) {
        reject(error instanceof AppError ? error : unreadable(error));
      }
    });
    worker.on("messageerror", (error) => reject(unreadable(error)));
    worker.on("error", (error: Error & { code?: string }) => {
      reject(started || error.code === "ERR_WORKER_OUT_OF_MEMORY" ? unreadable(error) : error);
    });
    worker.on("exit", (code) => {
      reject(
        started
          ? unreadable(`worker exit ${code}`)
          : new Error(`The xlsx worker exited with ${code} before it started`),
      );
    });
  });
  outcome.catch(() => {}); // when checkArchive refuses the file first, the worker's end is of no interest
  try {
    // The worker loads exceljs meanwhile; it gets the file only once the archive has passed.
    await checkArchive(bytes);
    // A copy of its own, transferred: the upload's bytes are kept (they are saved with the preview).
    const copy = new Uint8Array(bytes);
    worker.postMessage({ bytes: copy } satisfies XlsxFile, [copy.buffer]);
    return await outcome;
  } finally {
    void worker.terminate();
  }
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
  /** The xlsx worker's heap; only the tests pass another. */
  xlsxLimits: XlsxWorkerLimits = XLSX_WORKER_LIMITS,
): Promise<SheetData> {
  if (bytes.length > IMPORT_LIMITS.maxFileBytes)
    throw fileRefusal("file.size", "The file is larger than 10 MB");
  const format = sniffFormat(bytes);
  return format === "xlsx" ? readXlsx(bytes, isHeaderRow, xlsxLimits) : readCsv(bytes);
}
