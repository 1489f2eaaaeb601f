// @ts-check
// Cell text helpers shared by the CSV reader (read-file.ts, main thread) and the xlsx parser (xlsx-worker.mjs,
// a worker thread). Plain JavaScript because the worker loads it without a TypeScript loader; types in
// cells.d.mts.

/**
 * Text of a cell as exceljs's streaming reader gives it (shared or rich text, numbers, formulas, booleans).
 * @param {unknown} value
 * @returns {string}
 */
export function cellText(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v =
      /** @type {{ richText?: { text?: string }[], text?: unknown, result?: unknown, error?: unknown }} */ (
        value
      );
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text ?? "").join("");
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    if (v.error !== undefined) return String(v.error);
  }
  return "";
}

/**
 * Undoes the export's formula escaping ("'=1+1" -> "=1+1"), so an exported file imports unchanged.
 * @param {string} text
 * @returns {string | null}
 */
export function clean(text) {
  const trimmed = text.trim();
  if (/^'[=+\-@\t\r]/.test(trimmed)) return trimmed.slice(1);
  return trimmed === "" ? null : trimmed;
}
