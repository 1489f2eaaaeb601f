import type { Locale } from "@wellguard/contract";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/errors";
import { reportTexts } from "../reports/texts";

/*
 * Every exposure of a company's live people as a spreadsheet (docs/breaches.md "Export"), headers in the
 * controller's language (`report.breachExport.*` of the locale files, as the other exports). Times are written as
 * the company's wall-clock time (its time zone), dates as dates; the data classes as the source names them.
 */

interface ExportRow {
  person: string;
  email: string;
  department: string | null;
  title: string;
  breach_date: string | null;
  data_classes: string[];
  password_exposed: boolean;
  first_seen: string;
  password_changed_at: string | null;
  solved_at: string | null;
}

const COLUMNS = [
  "person",
  "email",
  "department",
  "breach",
  "breachDate",
  "dataClasses",
  "passwordExposed",
  "firstSeen",
  "passwordChangedAt",
  "solvedAt",
] as const;

/** A moment as the company's wall clock, for a date cell (Excel dates carry no zone). */
const wallClock = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone c.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function breachExportRows(db: Db, companyId: number): Promise<ExportRow[]> {
  const { rows } = await sql<ExportRow>`
    select trim(p.name || ' ' || p.surname) as person, e.email, d.name as department, b.title,
      to_char(b.breach_date, 'YYYY-MM-DD') as breach_date, b.data_classes, e.password_exposed,
      ${wallClock("e.first_seen")} as first_seen, ${wallClock("e.password_changed_at")} as password_changed_at,
      ${wallClock("e.solved_at")} as solved_at
    from breach_exposures e
    join people p on p.id = e.person_id and p.deleted_at is null
    join companies c on c.id = e.company_id
    join breaches b on b.id = e.breach_id
    left join departments d on d.id = p.department_id
    where e.company_id = ${companyId}
    order by p.name, p.surname, p.id, e.first_seen desc, b.id`.execute(db);
  return rows;
}

export async function breachExportXlsx(
  db: Db,
  repoRoot: string,
  companyId: number,
  locale: Locale,
): Promise<Buffer> {
  const company = await db
    .selectFrom("companies")
    .select("name")
    .where("id", "=", companyId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!company) throw new AppError("ND1000", { field: "companyId" });
  const rows = await breachExportRows(db, companyId);
  const t = reportTexts(repoRoot, locale);
  const book = new ExcelJS.Workbook();
  book.creator = "Wellguard";
  book.title = `${t("breachExport.sheet")} · ${company.name}`;
  const sheet = book.addWorksheet(t("breachExport.sheet"));
  sheet.columns = COLUMNS.map((key) => ({
    header: t(`breachExport.${key}`),
    key,
    width: key === "person" || key === "email" || key === "dataClasses" ? 30 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const date = (value: string | null) => (value ? new Date(value) : null);
  for (const r of rows)
    sheet.addRow({
      person: r.person,
      email: r.email,
      department: r.department,
      breach: r.title,
      breachDate: r.breach_date ? new Date(`${r.breach_date}T00:00:00Z`) : null,
      dataClasses: r.data_classes.join(", "),
      passwordExposed: t(r.password_exposed ? "breachExport.yes" : "breachExport.no"),
      firstSeen: date(r.first_seen),
      passwordChangedAt: date(r.password_changed_at),
      solvedAt: date(r.solved_at),
    });
  sheet.getColumn("breachDate").numFmt = "yyyy-mm-dd";
  for (const key of ["firstSeen", "passwordChangedAt", "solvedAt"])
    sheet.getColumn(key).numFmt = "yyyy-mm-dd hh:mm";
  return Buffer.from(await book.xlsx.writeBuffer());
}
