import {
  IMPORT_LIMITS,
  type ImportStatus,
  type SpreadsheetFormat,
  type TImportPreview,
  type TImportRowError,
  type TImportStatus,
} from "@wellguard/contract";
import type { ColumnType, Generated, Kysely, Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import type { Analysis, ImportOptions, RowPlan } from "./analyse";
import { encodePlan } from "./plan";

/** The people_imports table (migration 0006); kept here, beside the only feature that uses it. */
export interface PeopleImportsTable {
  id: Generated<string>;
  company_id: number;
  created_by: number | null;
  actor_profile: "ADMIN" | "CONTROLLER";
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  status: ImportStatus;
  file_name: string;
  format: SpreadsheetFormat;
  file: Buffer | null;
  plan: Buffer | null;
  options: ColumnType<ImportOptions, string, string>;
  summary: ColumnType<ImportSummary, string, string>;
  processed: Generated<number>;
  total: Generated<number>;
  progress_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type ImportDatabase = Database & { people_imports: PeopleImportsTable };
export type ImportDb = Kysely<ImportDatabase>;

export function importDb(db: Db): ImportDb {
  return db.withTables<{ people_imports: PeopleImportsTable }>();
}
export function importTrx(trx: Transaction<Database>): Transaction<ImportDatabase> {
  return trx.withTables<{ people_imports: PeopleImportsTable }>();
}

export interface Written {
  created: number;
  updated: number;
  departmentsCreated: number;
}

/** What the preview found, kept with the file; the commit adds its result or why it failed. */
export interface ImportSummary {
  total: number;
  creates: number;
  updates: number;
  errorCount: number;
  errors: TImportRowError[];
  newDepartments: string[];
  /** Absent in summaries saved before it existed. */
  outsideDomains?: Analysis["outsideDomains"];
  columns: Analysis["columns"];
  result?: Written;
  /** What the finished steps of a commit wrote so far (a commit that stops part-way goes on from there). */
  written?: Written;
  failure?: { applicationCode: string; errorCount: number; errors: TImportRowError[] };
}

export function summaryOf(analysis: Analysis): ImportSummary {
  return {
    total: analysis.total,
    creates: analysis.creates,
    updates: analysis.updates,
    errorCount: analysis.errorCount,
    errors: analysis.errors,
    newDepartments: analysis.newDepartments.map((d) => d.path),
    outsideDomains: analysis.outsideDomains,
    columns: analysis.columns,
  };
}

export interface ImportRow {
  id: string;
  company_id: number;
  created_by: number | null;
  status: ImportStatus;
  file_name: string;
  format: SpreadsheetFormat;
  expires_at: Date;
  summary: ImportSummary;
  processed: number;
  total: number;
  progress_at: Date;
}

export function toPreview(row: ImportRow): TImportPreview {
  const s = row.summary;
  return {
    importId: row.id,
    status: row.status,
    format: row.format,
    fileName: row.file_name,
    total: s.total,
    creates: s.creates,
    updates: s.updates,
    errorCount: s.errorCount,
    errors: s.errors,
    newDepartments: s.newDepartments,
    outsideDomains: s.outsideDomains ?? { count: 0, rows: [], domains: [] },
    columns: s.columns,
    expiresAt: row.expires_at.toISOString(),
  };
}

/** A commit that has not reported progress for this long died with its process: it is shown as failed. */
export const STALE_COMMIT_MS = 2 * 60_000;

export function toStatus(row: ImportRow, now = Date.now()): TImportStatus {
  const stale = row.status === "committing" && now - row.progress_at.getTime() > STALE_COMMIT_MS;
  return {
    importId: row.id,
    status: stale ? "failed" : row.status,
    processed: row.processed,
    total: row.total,
    result: row.summary.result ?? null,
    failure: stale ? { applicationCode: "ND1017", errorCount: 0, errors: [] } : (row.summary.failure ?? null),
  };
}

const ROW_COLUMNS = [
  "id",
  "company_id",
  "created_by",
  "status",
  "file_name",
  "format",
  "expires_at",
  "summary",
  "processed",
  "total",
  "progress_at",
] as const;

export async function findImport(
  db: Db,
  companyId: number,
  importId: string,
): Promise<ImportRow | undefined> {
  return importDb(db)
    .selectFrom("people_imports")
    .select(ROW_COLUMNS)
    .where("id", "=", importId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

export async function saveImport(
  db: Db,
  values: {
    companyId: number;
    createdBy: number;
    actorProfile: "ADMIN" | "CONTROLLER";
    fileName: string;
    format: SpreadsheetFormat;
    file: Buffer;
    options: ImportOptions;
    analysis: Analysis;
    plan: RowPlan;
  },
): Promise<ImportRow> {
  const idb = importDb(db);
  // Expired uploads go when the next one comes (an index on expires_at makes this cheap).
  await idb.deleteFrom("people_imports").where("expires_at", "<", new Date()).execute();
  const valid = values.analysis.errorCount === 0;
  return idb
    .insertInto("people_imports")
    .values({
      company_id: values.companyId,
      created_by: values.createdBy,
      actor_profile: values.actorProfile,
      expires_at: new Date(Date.now() + IMPORT_LIMITS.previewValidMinutes * 60_000),
      status: valid ? "preview" : "invalid",
      file_name: values.fileName,
      format: values.format,
      // A file with errors can never be committed: neither it nor its plan is kept.
      file: valid ? values.file : null,
      plan: valid ? encodePlan(values.plan) : null,
      options: JSON.stringify(values.options),
      summary: JSON.stringify(summaryOf(values.analysis)),
      total: values.analysis.creates + values.analysis.updates,
    })
    .returning(ROW_COLUMNS)
    .executeTakeFirstOrThrow();
}
