/** Text of a cell as exceljs's streaming reader gives it (shared or rich text, numbers, formulas, booleans). */
export function cellText(value: unknown): string;
/** Undoes the export's formula escaping ("'=1+1" -> "=1+1"), so an exported file imports unchanged. */
export function clean(text: string): string | null;
