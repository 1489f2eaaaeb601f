import { IMPORT_COLUMNS, type TImportRowError } from "@wellguard/contract";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";

/** A message to show: an i18n key and its values; `column` values that are column keys are translated first. */
export interface Problem {
  key: string;
  values?: Record<string, string>;
  /** The option field it belongs to, shown next to that field. */
  field?: "services" | "surveyFlowId" | "file";
}

const FILE_PROBLEMS = [
  "file.type",
  "file.size",
  "file.uncompressed",
  "file.rows",
  "file.empty",
  "file.unreadable",
];
const HEADER_PROBLEMS = ["missing", "unknown", "duplicated"];

/**
 * What to tell the person about a refused upload or commit, with what to do next: one message per problem,
 * each header problem of the file on its own line (ND1014 `refusals`).
 */
export function problemsOf(error: unknown, columnName: (key: string) => string): Problem[] {
  if (!isApiError(error)) return [{ key: errorMessageKey(null) }];
  if (error.isNetworkError) return [{ key: "peopleImport:problems.network" }];
  const { code, field } = error;
  if (code === "ND1014") {
    if (field && FILE_PROBLEMS.includes(field))
      return [{ key: `peopleImport:problems.${field}`, field: "file" }];
    if (field === "headers") {
      return [
        { key: "peopleImport:problems.headers", field: "file" },
        ...error.refusals
          .filter((r) => HEADER_PROBLEMS.includes(r.message))
          .map((r) => {
            const column = r.column ?? "";
            const isKey = r.message === "missing" && (IMPORT_COLUMNS as readonly string[]).includes(column);
            return {
              key: `peopleImport:problems.${r.message}`,
              values: { column: isKey ? columnName(column) : column },
              field: "file" as const,
            };
          }),
      ];
    }
  }
  if (code === "ND1033") return [{ key: "peopleImport:problems.expired" }];
  if (code === "ND1015" || code === "NF1003") return [{ key: errorMessageKey(code), field: "services" }];
  if (code === "ND1016") return [{ key: errorMessageKey(code), field: "surveyFlowId" }];
  if (code === "ND1018" && field === "file") return [{ key: "peopleImport:file.required", field: "file" }];
  return [{ key: errorMessageKey(code) }];
}

/** Rows shown in a duplicate's message at most; the rest are summed up as "…". */
const DUPLICATE_ROWS_SHOWN = 10;

/**
 * The text of one row error: a duplicate inside the file names every row that holds the value ("duplicated in the
 * file, rows 2 and 7"); otherwise the precise rule's message, marked as a duplicate for ND1013.
 */
export function rowErrorText(
  error: TImportRowError,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (error.duplicateRows && error.duplicateRows.length > 0) {
    const rows = [...new Set([error.row, ...error.duplicateRows])].sort((a, b) => a - b).map(String);
    const last = rows[rows.length - 1] ?? "";
    const first = rows.slice(0, -1);
    const shown =
      first.length >= DUPLICATE_ROWS_SHOWN ? [...first.slice(0, DUPLICATE_ROWS_SHOWN - 1), "…"] : first;
    const list = `${shown.join(", ")} ${t("peopleImport:errorsTable.rowsAnd")} ${last}`;
    return t("peopleImport:errorsTable.duplicateInFile", { rows: list });
  }
  const problem = t(errorMessageKey(error.detailCode === "ND1014" ? "ND1014" : error.detailCode));
  return error.applicationCode === "ND1013" ? t("peopleImport:errorsTable.duplicate", { problem }) : problem;
}
