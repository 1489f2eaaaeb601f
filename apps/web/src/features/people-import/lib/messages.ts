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

/** The text of one row error: the precise rule's message, marked as a duplicate for ND1013. */
export function rowErrorText(
  error: TImportRowError,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  const problem = t(errorMessageKey(error.detailCode === "ND1014" ? "ND1014" : error.detailCode));
  return error.applicationCode === "ND1013" ? t("peopleImport:errorsTable.duplicate", { problem }) : problem;
}
