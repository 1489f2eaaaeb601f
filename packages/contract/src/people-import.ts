import { z } from "zod";
import { LOCALES } from "./constants";
import { ZIdParam, ZPeopleQuery } from "./organisation";

/*
 * Spreadsheet import and export of people (spec §5 "Spreadsheet import", issue 3 point 7).
 * Routes (admin: a company in the admin's scope; controller: a managed company):
 *   GET  /{admin|controller}/stakeholders/people/template?format=xlsx|csv&locale=
 *   POST /{admin|controller}/stakeholders/people/import/{companyId}            multipart: file, services, surveyFlowId
 *   GET  /{admin|controller}/stakeholders/people/import/{companyId}/{importId}  status and progress
 *   POST /{admin|controller}/stakeholders/people/import/{companyId}/{importId}/commit
 *   GET  /{admin|controller}/stakeholders/people/export/{companyId}?format=xlsx|csv (+ the people list filters)
 */

/** The columns of the people spreadsheet, by their stable (English) keys; `*` marks the required ones. */
export const IMPORT_COLUMNS = [
  "name",
  "surname",
  "email",
  "login",
  "userCode",
  "department",
  "gender",
  "phone",
  "timeZone",
  "language",
  "services",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_REQUIRED_COLUMNS: readonly ImportColumn[] = ["name", "email"];

export const IMPORT_LIMITS = {
  /** Largest file accepted, in bytes. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Data rows (the header row not counted). */
  maxRows: 100_000,
  /** An xlsx whose entries inflate past this is refused before it is parsed (zip bomb). */
  maxUncompressedBytes: 200 * 1024 * 1024,
  /** Entries in an xlsx archive. */
  maxZipEntries: 2_000,
  /** Row errors returned by a preview (the count is always complete). */
  maxErrorsShown: 1_000,
  /** How long an uploaded file waits for its commit. */
  previewValidMinutes: 60,
} as const;

export const SPREADSHEET_FORMATS = ["xlsx", "csv"] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

export const ZTemplateQuery = z.object({
  format: z.enum(SPREADSHEET_FORMATS, { error: "ND1027" }).default("xlsx"),
  /** Language of the headers and the help sheet; default: the caller's. */
  locale: z.enum(LOCALES, { error: "NF1006" }).optional(),
});

export const ZExportQuery = ZPeopleQuery.omit({ page: true, pageSize: true, companyId: true }).extend({
  format: z.enum(SPREADSHEET_FORMATS, { error: "ND1027" }).default("xlsx"),
  locale: z.enum(LOCALES, { error: "NF1006" }).optional(),
});
export type TExportQuery = z.input<typeof ZExportQuery>;

export const ZImportParams = z.object({ companyId: ZIdParam });
export const ZImportIdParams = ZImportParams.extend({ importId: z.uuid({ error: "ND1033" }) });

/**
 * One problem found in a file. `applicationCode` is the family: ND1012 (a value in a row is wrong) or
 * ND1013 (a duplicate, inside the file or against existing people); `detailCode` is the precise rule
 * (ND1041 invalid e-mail, ND1018 required, ND1022 phone, ND1039 e-mail of another company, ND1034 login of
 * another company, ND1048 user code or login taken, NF1003 service not contracted, ...).
 * `row` is the row number as a spreadsheet program shows it (the header is row 1).
 */
export const ZImportRowError = z.object({
  row: z.number().int(),
  /** The column's header as written in the file. */
  column: z.string(),
  /** The column's stable key (IMPORT_COLUMNS), or "_row" for a problem of the whole row. */
  field: z.string(),
  applicationCode: z.enum(["ND1012", "ND1013"]),
  detailCode: z.string(),
  /**
   * A duplicate inside the file: the other rows with the same value (`detailCode` says which: ND1029 e-mail,
   * ND1048 login or user code). Absent for a duplicate of a person already on the platform.
   */
  duplicateRows: z.array(z.number().int()).optional(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const IMPORT_STATUSES = ["preview", "invalid", "committing", "committed", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The answer to an upload: what a commit would do. */
export const ZImportPreview = z.object({
  importId: z.string(),
  /** "preview": can be committed; "invalid": has errors, upload a corrected file. */
  status: z.enum(IMPORT_STATUSES),
  format: z.enum(SPREADSHEET_FORMATS),
  fileName: z.string(),
  /** Data rows. */
  total: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  errorCount: z.number().int(),
  /** The first IMPORT_LIMITS.maxErrorsShown errors, by row. */
  errors: z.array(ZImportRowError),
  /** Department paths ("Sales/Iberia") the commit will create. */
  newDepartments: z.array(z.string()),
  /**
   * Rows whose e-mail lies outside the company's domains (isEmailOutsideDomains): they are imported, but the preview
   * names them so a typing slip or a personal address is seen before the commit. `domains` are the company's.
   */
  outsideDomains: z.object({
    count: z.number().int(),
    rows: z.array(z.object({ row: z.number().int(), email: z.string() })),
    domains: z.array(z.string()),
  }),
  /** Stable keys of the columns found in the file. */
  columns: z.array(z.enum(IMPORT_COLUMNS)),
  expiresAt: z.string(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** The answer to a commit (202) and to the status call. */
export const ZImportStatus = z.object({
  importId: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** Rows written so far by a running commit. */
  processed: z.number().int(),
  total: z.number().int(),
  result: z
    .object({ created: z.number().int(), updated: z.number().int(), departmentsCreated: z.number().int() })
    .nullable(),
  /** Why a commit failed: the file no longer passes the checks (data changed since the preview), or an internal error. */
  failure: z
    .object({
      applicationCode: z.string(),
      errorCount: z.number().int(),
      errors: z.array(ZImportRowError),
    })
    .nullable(),
});
export type TImportStatus = z.infer<typeof ZImportStatus>;
