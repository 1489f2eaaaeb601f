// @ts-check
import { once } from "node:events";
import { Readable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import ExcelJS from "exceljs";
import { cellText, clean } from "./cells.mjs";

/*
 * The xlsx half of read-file.ts, run in a worker thread (readXlsx starts it with a bounded heap), so that the
 * garbage exceljs's streaming reader makes while it parses stays in a heap of bounded size that is freed with
 * the worker. Plain JavaScript: Node 20 cannot start a worker from a .ts file, and a TypeScript loader (tsx) in
 * the worker would cost it about 45 MB and 150 ms; the messages are typed in xlsx-messages.ts. The worker
 * starts (loading exceljs takes a few hundred milliseconds) while the main thread checks the archive
 * (checkArchive), and receives the file only once it has passed.
 *
 * The worker keeps no texts: the shared strings (where Excel puts the texts of a workbook) are passed on to the
 * main thread as they are read, and a cell that uses one crosses as its index, so a text repeated in many cells
 * is one string in the main thread, as in exceljs's own cache. With its shared strings emitted, exceljs sets
 * every sheet aside in a temporary file and reads the sheets once the whole archive has been read, in the
 * archive's order, so the main thread has every shared string before the first row arrives. (With its cache,
 * used before, a sheet placed after sharedStrings.xml in the archive was read before the sheets placed ahead
 * of it; for the usual archives, shared strings before or after all the sheets, the order is the same.)
 *
 * The conversation (types in xlsx-messages.ts):
 * - "ready" once exceljs is loaded; the main thread then sends the file (XlsxFile);
 * - "shared": the next shared strings, already cleaned (`clean(cellText(...))`, null for an empty one);
 * - "firstRow": the first non-empty row of each sheet, until one holds headers; the main thread decides with
 *   its `isHeaderRow` and answers `{ isHeader }` (a function cannot cross into a worker);
 * - "rows": the data rows of the sheet with headers, in batches;
 * - then "done", or "refused" (more than `maxRows` rows, or anything exceljs could not read).
 */

/** @typedef {import("node:worker_threads").MessagePort} MessagePort */
/** @typedef {import("./xlsx-messages.ts").FromWorker} FromWorker */

/** A batch crosses once it holds this many rows or shared strings, or this many characters of text. */
const BATCH_ROWS = 2_000;
const BATCH_SHARED = 10_000;
const BATCH_CHARS = 1 << 20;

class TooManyRows extends Error {}

/** Collects rows into the next RowBatch. */
class Rows {
  /** @param {MessagePort} port */
  constructor(port) {
    this.port = port;
    /** @type {number[]} */ this.numbers = [];
    /** @type {number[]} */ this.lengths = [];
    /** @type {number[]} */ this.cells = [];
    /** @type {string[]} */ this.strings = [];
    this.chars = 0;
  }

  /** Whether the rows collected should cross now. */
  get full() {
    return this.numbers.length >= BATCH_ROWS || this.chars >= BATCH_CHARS;
  }

  get size() {
    return this.numbers.length;
  }

  /** @param {number} row @param {number[]} cells */
  add(row, cells) {
    this.numbers.push(row);
    this.lengths.push(cells.length);
    for (const cell of cells) this.cells.push(cell);
  }

  /** The code of a text that is not a shared string (2k + 2). @param {string} text */
  text(text) {
    this.strings.push(text);
    this.chars += text.length;
    return 2 * this.strings.length;
  }

  /** @param {"firstRow" | "rows"} type */
  post(type) {
    /** @satisfies {FromWorker} */
    const message = {
      type,
      numbers: Uint32Array.from(this.numbers),
      lengths: Uint32Array.from(this.lengths),
      cells: Uint32Array.from(this.cells),
      strings: this.strings,
    };
    this.port.postMessage(message, [message.numbers.buffer, message.lengths.buffer, message.cells.buffer]);
    this.numbers = [];
    this.lengths = [];
    this.cells = [];
    this.strings = [];
    this.chars = 0;
  }
}

/**
 * The shared strings read so far: passed on in batches; only which ones are empty is kept. A shared string
 * without any text (`<si><t/></si>`), or an index past the table, is no cell at all for exceljs's cache (it
 * leaves the cell out of `row.values`); one with only spaces is a cell whose text is empty.
 */
class SharedStrings {
  /** @param {MessagePort} port */
  constructor(port) {
    this.port = port;
    this.count = 0;
    /** @type {Set<number>} */ this.missing = new Set();
    /** @type {Set<number>} */ this.blank = new Set();
    /** @type {(string | null)[]} */ this.pending = [];
    this.chars = 0;
  }

  /** @param {unknown} text */
  add(text) {
    const cleaned = clean(cellText(text));
    if (text === null || text === undefined) this.missing.add(this.count);
    else if (cleaned === null) this.blank.add(this.count);
    this.count++;
    this.pending.push(cleaned);
    this.chars += cleaned?.length ?? 0;
    if (this.pending.length >= BATCH_SHARED || this.chars >= BATCH_CHARS) this.flush();
  }

  /**
   * "cell": a cell with a text; "blank": a cell without text; "none": no cell (also an index that is not one,
   * which exceljs parses from the file as it stands).
   * @param {number} index
   * @returns {"cell" | "blank" | "none"}
   */
  kind(index) {
    if (!Number.isInteger(index) || index < 0 || index >= this.count || this.missing.has(index))
      return "none";
    return this.blank.has(index) ? "blank" : "cell";
  }

  flush() {
    if (this.pending.length === 0) return;
    this.port.postMessage(/** @satisfies {FromWorker} */ ({ type: "shared", texts: this.pending }));
    this.pending = [];
    this.chars = 0;
  }
}

/**
 * Sends the row collected in `rows` as a sheet's first row and waits for the main thread's answer.
 * @param {MessagePort} port @param {Rows} rows
 * @returns {Promise<boolean>}
 */
async function askIsHeader(port, rows) {
  const answer = once(port, "message");
  rows.post("firstRow");
  return (await answer)[0].isHeader;
}

/**
 * Reads the first worksheet whose first non-empty row the main thread accepts as headers, with exceljs's
 * streaming reader; other sheets (the template's help sheet) are skipped, and the sheets after the one read are
 * drained so that an archive damaged there is refused as before.
 * @param {{ maxRows: number }} job @param {Uint8Array} bytes @param {MessagePort} port
 */
async function parse(job, bytes, port) {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: "emit",
    sharedStrings: "emit",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  // parse() yields the worksheets and (exceljs 4.4: without an eventType) each shared string as {index, text}.
  /** @type {AsyncIterable<{ eventType?: string, value?: any, index?: number, text?: unknown }>} */
  const events = { [Symbol.asyncIterator]: () => reader.parse() };
  const shared = new SharedStrings(port);
  const rows = new Rows(port);
  let found = false;
  for await (const event of events) {
    if (event.eventType === "shared-strings") {
      shared.add(event.value?.text);
      continue;
    }
    if (event.eventType !== "worksheet") {
      if (event.eventType === undefined && typeof event.index === "number") shared.add(event.text);
      continue;
    }
    shared.flush();
    /** @type {AsyncIterable<{ number: number, values: unknown }>} */
    const worksheet = event.value;
    let headers = false;
    let skip = false;
    let count = 0;
    for await (const row of worksheet) {
      if (skip || found) continue; // drain the sheet so the archive stream moves on
      const values = /** @type {unknown[]} */ (row.values ?? []);
      /** @type {number[]} */
      const cells = [];
      let empty = true;
      let length = 0; // up to the last cell that is there (exceljs's cache leaves out a shared string without text)
      for (let i = 1; i < values.length; i++) {
        const value = values[i];
        const index = /** @type {{ sharedString?: unknown } | null | undefined} */ (value)?.sharedString;
        if (typeof index === "number") {
          const kind = shared.kind(index);
          cells.push(kind === "cell" ? 2 * index + 1 : 0);
          if (kind !== "none") length = i;
          if (kind === "cell") empty = false;
          continue;
        }
        const text = clean(cellText(value));
        cells.push(text === null ? 0 : rows.text(text));
        if (text !== null) empty = false;
        if (value !== undefined) length = i;
      }
      if (empty) continue;
      cells.length = length;
      rows.add(row.number, cells);
      if (!headers) {
        if (!(await askIsHeader(port, rows))) {
          skip = true;
          continue;
        }
        headers = true;
        continue;
      }
      if (rows.full) rows.post("rows");
      if (++count > job.maxRows) throw new TooManyRows();
    }
    if (headers) {
      if (rows.size > 0) rows.post("rows");
      found = true;
    }
  }
}

/**
 * The worker's body: says "ready", waits for the file, parses it, and ends with "done" or "refused".
 * @param {{ maxRows: number }} job @param {MessagePort} port
 */
async function run(job, port) {
  const file = once(port, "message");
  port.postMessage(/** @satisfies {FromWorker} */ ({ type: "ready" }));
  const [{ bytes }] = await file;
  try {
    await parse(job, bytes, port);
    port.postMessage(/** @satisfies {FromWorker} */ ({ type: "done" }));
  } catch (error) {
    const problem = error instanceof TooManyRows ? "file.rows" : "file.unreadable";
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage(/** @satisfies {FromWorker} */ ({ type: "refused", problem, detail }));
  }
}

if (parentPort) await run(workerData, parentPort);
