import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type REPORT_FORMATS,
  type TReport,
  type TReportSchedule,
} from "@wellguard/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/errors";
import { eventsCommitted, recordEvents } from "../../lib/events";
import { enqueueMail } from "../../mail/outbox";
import { monthlyReportMail } from "../../mail/templates";
import { overviewRequestOf } from "../dashboards/request";
import { reportData } from "./data";
import { reportPdf } from "./pdf";
import { reportTexts } from "./texts";
import { reportXlsx } from "./xlsx";

/*
 * Reports kept and scheduled (docs/reports.md). A report is made once, as both files, and kept: downloading it
 * again gives the same bytes. The monthly schedule is run by the mail worker (runDueReports): each due schedule is
 * taken with FOR UPDATE SKIP LOCKED and, in one transaction, the last month's report is made in each recipient's
 * language, their e-mails are queued in the outbox and the next run is set; a crash leaves it due, and several
 * instances never make the same one.
 */

interface ReportRow {
  id: number;
  period_from: string;
  period_to: string;
  department_id: number | null;
  department_name: string | null;
  locale: string;
  created_at: Date;
  scheduled: boolean;
  created_by_name: string | null;
  pdf_bytes: number;
  xlsx_bytes: number;
}

const reportColumns = sql`r.id, to_char(r.period_from, 'YYYY-MM-DD') as period_from,
  to_char(r.period_to, 'YYYY-MM-DD') as period_to, r.department_id, r.department_name, r.locale, r.created_at,
  r.scheduled, (select concat_ws(' ', p.name, p.surname) from people p where p.id = r.created_by) as created_by_name,
  octet_length(r.pdf) as pdf_bytes, octet_length(r.xlsx) as xlsx_bytes`;

const toReport = (row: ReportRow): TReport => ({
  reportId: row.id,
  from: row.period_from,
  to: row.period_to,
  departmentId: row.department_id,
  departmentName: row.department_name,
  locale: row.locale,
  createdAt: row.created_at.toISOString(),
  scheduled: row.scheduled,
  createdBy: row.created_by_name,
  pdfBytes: Number(row.pdf_bytes),
  xlsxBytes: Number(row.xlsx_bytes),
});

export interface ReportOrder {
  companyId: number;
  from?: string | undefined;
  to?: string | undefined;
  department?: number | undefined;
  locale: Locale;
  createdBy: number | null;
  scheduled: boolean;
}

/** Makes a report (both files) and keeps it; `db` may be a transaction. */
export async function createReport(db: Db, repoRoot: string, order: ReportOrder): Promise<TReport> {
  const request = await overviewRequestOf(db, order.companyId, {
    from: order.from,
    to: order.to,
    department: order.department,
  });
  const data = await reportData(db, request, order.locale);
  const t = reportTexts(repoRoot, order.locale);
  const [pdf, xlsx] = await Promise.all([reportPdf(data, t), reportXlsx(data, t)]);
  // The report and its report.ready event in one transaction (the caller's, when it is one).
  const keep = async (trx: Db): Promise<TReport> => {
    const { rows } = await sql<ReportRow>`
    with inserted as (
      insert into reports (company_id, period_from, period_to, department_id, department_name, locale, scheduled,
        created_by, pdf, xlsx)
      values (${order.companyId}, ${request.from}, ${request.to}, ${request.departmentId}, ${data.departmentName},
        ${order.locale}, ${order.scheduled}, ${order.createdBy}, ${pdf}, ${xlsx})
      returning *)
    select ${reportColumns} from inserted r`.execute(trx);
    const row = rows[0];
    if (!row) throw new Error("the report was not kept");
    const report = toReport(row);
    await recordEvents(trx, [
      {
        companyId: order.companyId,
        type: "report.ready",
        data: {
          reportId: report.reportId,
          from: report.from,
          to: report.to,
          departmentId: report.departmentId,
          locale: report.locale,
          scheduled: report.scheduled,
          formats: ["pdf", "xlsx"],
        },
      },
    ]);
    return report;
  };
  if (db.isTransaction) return keep(db);
  const report = await db.transaction().execute(keep);
  eventsCommitted();
  return report;
}

/** The company's reports, newest first (the files are not read). */
export async function listReports(db: Db, companyId: number): Promise<TReport[]> {
  const { rows } = await sql<ReportRow>`select ${reportColumns} from reports r
    where r.company_id = ${companyId} order by r.created_at desc, r.id desc limit 100`.execute(db);
  return rows.map(toReport);
}

/** One file of a report of the company, with a file name of plain letters. */
export async function reportFile(
  db: Db,
  companyId: number,
  reportId: number,
  format: (typeof REPORT_FORMATS)[number],
): Promise<{ bytes: Buffer; name: string; type: string }> {
  const { rows } = await sql<{ bytes: Buffer; name: string; from: string; to: string }>`
    select ${format === "pdf" ? sql`r.pdf` : sql`r.xlsx`} as bytes, c.name,
      to_char(r.period_from, 'YYYY-MM-DD') as from, to_char(r.period_to, 'YYYY-MM-DD') as to
    from reports r join companies c on c.id = r.company_id
    where r.id = ${reportId} and r.company_id = ${companyId}`.execute(db);
  const row = rows[0];
  if (!row) throw new AppError("ND1000", { field: "reportId" });
  const slug =
    row.name
      // Letters that do not decompose into a plain one and a mark.
      .replace(/[łŁ]/g, "l")
      .replace(/[øØ]/g, "o")
      .replace(/ß/g, "ss")
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .toLowerCase()
      .slice(0, 40) || "company";
  return {
    bytes: row.bytes,
    name: `wellguard-report-${slug}-${row.from}-${row.to}.${format}`,
    type:
      format === "pdf"
        ? "application/pdf"
        : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}

/** The first day of the month after `now`, at midnight in the time zone. */
async function nextMonthStart(db: Db, timeZone: string, now: Date): Promise<Date> {
  const { rows } = await sql<{
    at: Date;
  }>`select (date_trunc('month', ${now}::timestamptz at time zone ${timeZone})
    + interval '1 month') at time zone ${timeZone} as at`.execute(db);
  const at = rows[0]?.at;
  if (!at) throw new Error("the next month was not computed");
  return at;
}

/** The company's controllers (who may receive the monthly report). */
async function controllersOf(db: Db, companyId: number) {
  const { rows } = await sql<{ person_id: number; name: string; email: string | null }>`
    select p.id as person_id, concat_ws(' ', p.name, p.surname) as name, p.email
    from person_profiles pp join people p on p.id = pp.person_id
    where pp.profile = 'CONTROLLER' and pp.company_id = ${companyId} and p.deleted_at is null
    order by p.name, p.surname, p.id`.execute(db);
  return rows;
}

export async function scheduleOf(db: Db, companyId: number): Promise<TReportSchedule> {
  const [row, candidates] = await Promise.all([
    db.selectFrom("report_schedules").selectAll().where("company_id", "=", companyId).executeTakeFirst(),
    controllersOf(db, companyId),
  ]);
  return {
    enabled: row?.enabled ?? false,
    departmentId: row?.department_id ?? null,
    recipients: row?.recipients ?? [],
    nextRunAt: row?.enabled && row.next_run_at ? row.next_run_at.toISOString() : null,
    candidates: candidates.map((c) => ({ personId: c.person_id, name: c.name, email: c.email })),
  };
}

/**
 * Saves the company's monthly schedule: the recipients must be its controllers (ND1032), at least one when it is
 * enabled (ND1027), and the department its own (ND1000). The first report is made on the 1st of next month.
 */
export async function saveSchedule(
  db: Db,
  companyId: number,
  personId: number,
  input: { enabled: boolean; department?: number | null | undefined; recipients: number[] },
  now: Date,
): Promise<TReportSchedule> {
  const recipients = [...new Set(input.recipients)];
  if (input.enabled && recipients.length === 0) throw new AppError("ND1027", { field: "recipients" });
  const controllers = new Set((await controllersOf(db, companyId)).map((c) => c.person_id));
  if (recipients.some((id) => !controllers.has(id))) throw new AppError("ND1032", { field: "recipients" });
  const department = input.department ?? null;
  const { rows } = await sql<{ time_zone: string; found: boolean }>`select c.time_zone,
      exists (select 1 from departments d where d.id = ${department ?? 0} and d.company_id = c.id) as found
    from companies c where c.id = ${companyId}`.execute(db);
  const company = rows[0];
  if (!company) throw new AppError("ND1000", { field: "companyId" });
  if (department !== null && !company.found) throw new AppError("ND1000", { field: "department" });
  const nextRunAt = input.enabled ? await nextMonthStart(db, company.time_zone, now) : null;
  await db
    .insertInto("report_schedules")
    .values({
      company_id: companyId,
      department_id: department,
      recipients,
      enabled: input.enabled,
      next_run_at: nextRunAt,
      updated_by: personId,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column("company_id").doUpdateSet((eb) => ({
        department_id: eb.ref("excluded.department_id"),
        recipients: eb.ref("excluded.recipients"),
        enabled: eb.ref("excluded.enabled"),
        next_run_at: eb.ref("excluded.next_run_at"),
        updated_by: eb.ref("excluded.updated_by"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .execute();
  return scheduleOf(db, companyId);
}

export interface ReportJobOptions {
  repoRoot: string;
  publicUrl: string;
}

/** After a failure, a schedule is tried again this much later (its error is in the log). */
const RETRY_MS = 60 * 60_000;

/**
 * Runs every schedule that is due (the mail worker calls it each round). A schedule whose report fails is put off
 * by an hour, so it does not hold up the others or fill the log every round.
 */
export async function runDueReports(
  db: Db,
  options: ReportJobOptions,
  now = new Date(),
  onError: (companyId: number, error: unknown) => void = () => undefined,
): Promise<number> {
  let made = 0;
  const { rows } = await sql<{ company_id: number }>`select company_id from report_schedules
    where enabled and next_run_at <= ${now} order by next_run_at limit 100`.execute(db);
  for (const { company_id: companyId } of rows) {
    try {
      if (await runOneDueReport(db, options, now, companyId)) made += 1;
    } catch (error) {
      onError(companyId, error);
      await db
        .updateTable("report_schedules")
        .set({ next_run_at: new Date(now.getTime() + RETRY_MS) })
        .where("company_id", "=", companyId)
        .execute();
    }
  }
  return made;
}

async function runOneDueReport(
  db: Db,
  options: ReportJobOptions,
  now: Date,
  companyId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      company_id: number;
      department_id: number | null;
      recipients: number[];
      time_zone: string;
      from: string;
      to: string;
    }>`select s.company_id, s.department_id, s.recipients, c.time_zone,
        to_char(date_trunc('month', s.next_run_at at time zone c.time_zone) - interval '1 month', 'YYYY-MM-DD') as from,
        to_char(date_trunc('month', s.next_run_at at time zone c.time_zone) - interval '1 day', 'YYYY-MM-DD') as to
      from report_schedules s join companies c on c.id = s.company_id
      where s.company_id = ${companyId} and s.enabled and s.next_run_at <= ${now} and c.deleted_at is null
      for update of s skip locked`.execute(trx);
    const schedule = rows[0];
    if (!schedule) return false;
    const people = await trx
      .selectFrom("people")
      .innerJoin("companies", "companies.id", "people.company_id")
      .select(["people.id", "people.email", "people.locale", "companies.default_locale"])
      .where("people.id", "in", schedule.recipients.length > 0 ? schedule.recipients : [0])
      .where("people.deleted_at", "is", null)
      .execute();
    const localeOf = (p: { locale: string | null; default_locale: string }) => {
      const chosen = p.locale ?? p.default_locale;
      return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
    };
    const reports = new Map<Locale, TReport>();
    for (const person of people) {
      const locale = localeOf(person);
      if (!reports.has(locale))
        reports.set(
          locale,
          await createReport(trx, options.repoRoot, {
            companyId: schedule.company_id,
            from: schedule.from,
            to: schedule.to,
            department: schedule.department_id ?? undefined,
            locale,
            createdBy: null,
            scheduled: true,
          }),
        );
      if (!person.email) continue;
      const company = await trx
        .selectFrom("companies")
        .select("name")
        .where("id", "=", schedule.company_id)
        .executeTakeFirstOrThrow();
      await enqueueMail(
        trx,
        monthlyReportMail({
          repoRoot: options.repoRoot,
          locale,
          to: person.email,
          company: company.name,
          periodFrom: schedule.from,
          periodTo: schedule.to,
          link: `${options.publicUrl.replace(/\/$/, "")}/controller/dashboard/reports`,
        }),
      );
    }
    const next = await nextMonthStart(trx, schedule.time_zone, now);
    await trx
      .updateTable("report_schedules")
      .set({ next_run_at: next })
      .where("company_id", "=", schedule.company_id)
      .execute();
    return true;
  });
}
