import { PassThrough, Readable } from "node:stream";
import {
  GENDERS,
  type Gender,
  IMPORT_COLUMNS,
  type Locale,
  SERVICES,
  type ServiceKey,
} from "@wellguard/contract";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { type PeopleSort, peopleConditions } from "../../lib/organisation/people-list";
import { csvDelimiter, headerRow } from "./template";
import { SHEET_TEXTS } from "./texts";

/*
 * Export of a company's people with the import's columns, so an exported file can be edited and imported back
 * (rows match by e-mail). Streamed: the ids in list order are read first (one integer per person), then the
 * rows in chunks, written to the response as they come. Every text that a spreadsheet could read as a formula
 * (starting with = + - @, tab or carriage return) gets a leading apostrophe; an import removes it again.
 */

const CHUNK = 2_000;

export interface ExportFilter {
  companyId: number;
  departmentIds?: number[] | undefined;
  profile?: "USER" | "CONTROLLER" | "ADMIN" | undefined;
  tagId?: number | undefined;
  search?: string | undefined;
  sort?: PeopleSort | undefined;
  order?: "asc" | "desc" | undefined;
}

/** "=1+1" -> "'=1+1": a cell is never read as a formula (CSV injection). */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

async function orderedIds(db: Db, filter: ExportFilter): Promise<number[]> {
  const where = peopleConditions({ ...filter, companyIds: [filter.companyId], page: 1, pageSize: 1 });
  const dir = filter.order === "desc" ? sql`desc` : sql`asc`;
  let query = db.selectFrom("people as p").select("p.id").where(where);
  switch (filter.sort ?? "surname") {
    case "name":
      query = query.orderBy(sql`lower(p.name) ${dir}, lower(p.surname) ${dir}, p.id ${dir}`);
      break;
    case "email":
      query = query.orderBy(sql`lower(p.email) ${dir}, p.id ${dir}`);
      break;
    case "login":
      query = query.orderBy(sql`lower(p.login) ${dir}, p.id ${dir}`);
      break;
    case "createdAt":
      query = query.orderBy(sql`p.created_at ${dir}, p.id ${dir}`);
      break;
    case "progress":
      query = query.orderBy(
        filter.order === "asc" ? sql`p.progress asc nulls last, p.id` : sql`p.progress desc nulls last, p.id`,
      );
      break;
    case "department":
      query = query
        .leftJoin("departments as d", "d.id", "p.department_id")
        .orderBy(sql`lower(d.name) ${dir} nulls last, lower(p.surname) ${dir}, p.id ${dir}`);
      break;
    default:
      query = query.orderBy(sql`lower(p.surname) ${dir}, lower(p.name) ${dir}, p.id ${dir}`);
  }
  return (await query.execute()).map((r) => r.id);
}

/** Display paths ("Sales/Iberia") of a company's departments. */
async function departmentPaths(db: Db, companyId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom("departments")
    .select(["id", "parent_id", "name"])
    .where("company_id", "=", companyId)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<number, string>();
  const pathOf = (id: number, depth = 0): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const row = byId.get(id);
    if (!row || depth > 100) return "";
    const path = row.parent_id === null ? row.name : `${pathOf(row.parent_id, depth + 1)}/${row.name}`;
    paths.set(id, path);
    return path;
  };
  for (const row of rows) pathOf(row.id);
  return paths;
}

interface ExportRow {
  id: number;
  name: string;
  surname: string;
  email: string | null;
  login: string;
  user_code: string | null;
  department_id: number | null;
  gender: string | null;
  phone: string | null;
  time_zone: string | null;
  locale: string | null;
  services: number[] | null;
}

/** The people of the filter, in list order, as rows of cell texts (already escaped), chunk by chunk. */
async function* exportRows(db: Db, filter: ExportFilter, locale: Locale): AsyncGenerator<string[][]> {
  const ids = await orderedIds(db, filter);
  const departments = await departmentPaths(db, filter.companyId);
  const genders = SHEET_TEXTS[locale].genders;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const rows = (await db
      .selectFrom("people")
      .select([
        "id",
        "name",
        "surname",
        "email",
        "login",
        "user_code",
        "department_id",
        "gender",
        "phone",
        "time_zone",
        "locale",
        "services",
      ])
      .where("id", "in", chunk)
      .where("deleted_at", "is", null)
      .execute()) as ExportRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const out: string[][] = [];
    for (const id of chunk) {
      const r = byId.get(id);
      if (!r) continue;
      const values: Record<(typeof IMPORT_COLUMNS)[number], string> = {
        name: r.name,
        surname: r.surname,
        email: r.email ?? "",
        login: r.login,
        userCode: r.user_code ?? "",
        department: r.department_id === null ? "" : (departments.get(r.department_id) ?? ""),
        gender: (GENDERS as readonly string[]).includes(r.gender ?? "") ? genders[r.gender as Gender] : "",
        phone: r.phone ?? "",
        timeZone: r.time_zone ?? "",
        language: r.locale ?? "",
        services: (r.services ?? [])
          .map((s) => SERVICES[s - 1])
          .filter((k): k is ServiceKey => k !== undefined)
          .join(", "),
      };
      out.push(IMPORT_COLUMNS.map((c) => escapeCell(values[c])));
    }
    yield out;
  }
}

function csvField(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function exportCsv(db: Db, filter: ExportFilter, locale: Locale): Readable {
  const delimiter = csvDelimiter(locale);
  const line = (cells: string[]) => `${cells.map((c) => csvField(c, delimiter)).join(delimiter)}\r\n`;
  async function* generate() {
    yield `\uFEFF${line(headerRow(locale).map(escapeCell))}`;
    for await (const rows of exportRows(db, filter, locale)) yield rows.map(line).join("");
  }
  return Readable.from(generate());
}

export function exportXlsx(db: Db, filter: ExportFilter, locale: Locale): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(SHEET_TEXTS[locale].peopleSheet);
  (async () => {
    sheet.addRow(headerRow(locale)).commit();
    for await (const rows of exportRows(db, filter, locale)) {
      for (const cells of rows) sheet.addRow(cells).commit();
      // Let a slow client drain what is buffered before reading more rows.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once("drain", resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
