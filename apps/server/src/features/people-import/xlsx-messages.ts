/*
 * What readXlsx (read-file.ts, main thread) and the xlsx worker (xlsx-worker.mjs) say to each other. The worker
 * is plain JavaScript, so these types are its contract, written once here.
 */

/** The worker's `workerData`. */
export interface XlsxJob {
  maxRows: number;
}

/** The first message to the worker, once the archive has passed checkArchive: the file, transferred. */
export interface XlsxFile {
  bytes: Uint8Array;
}

export type XlsxRefusal = "file.rows" | "file.unreadable";

/** Rows as they cross to the main thread (decodeRows in read-file.ts). */
export interface RowBatch {
  /** Row number of each row (header = 1). */
  numbers: Uint32Array;
  /** Cell count of each row. */
  lengths: Uint32Array;
  /** Every cell of these rows in order: 0 empty, 2k + 1 shared string k, 2k + 2 `strings[k]`. */
  cells: Uint32Array;
  /** The texts of the cells that are not shared strings (numbers, inline strings, formulas' results…). */
  strings: string[];
}

export type FromWorker =
  | { type: "ready" }
  /** The next shared strings, already cleaned (`clean(cellText(...))`, null for an empty one). */
  | { type: "shared"; texts: (string | null)[] }
  /** The first non-empty row of a sheet, until one holds headers: answered with a HeaderAnswer. */
  | ({ type: "firstRow" } & RowBatch)
  | ({ type: "rows" } & RowBatch)
  | { type: "done" }
  /** `detail`: what exceljs threw, for the test report and the log (never shown to the person). */
  | { type: "refused"; problem: XlsxRefusal; detail?: string };

export interface HeaderAnswer {
  isHeader: boolean;
}
