import { z } from "zod";
import { ZDay } from "./dashboards";
import { ZIdParam } from "./organisation";

/*
 * Reports of a managed company (docs/reports.md; spec §2 dashboard/reports, family ActionPlan):
 *   GET  /controller/reports/{companyId}                    → records: TReport[] (newest first)
 *   POST /controller/reports/{companyId} (TReportInput)     → records: TReport
 *   GET  /controller/reports/{companyId}/{reportId}/pdf     → the PDF file
 *   GET  /controller/reports/{companyId}/{reportId}/xlsx    → the spreadsheet
 *   GET  /controller/reports/{companyId}/schedule           → records: TReportSchedule
 *   PUT  /controller/reports/{companyId}/schedule (TReportScheduleInput) → records: TReportSchedule
 */

export const REPORT_FORMATS = ["pdf", "xlsx"] as const;
/** The people a monthly report may be e-mailed to, at most. */
export const REPORT_MAX_RECIPIENTS = 20;

export const ZReportInput = z.object({
  /** First day (default: twelve months before `to`). */
  from: ZDay.optional(),
  /** Last day, included (default: today). */
  to: ZDay.optional(),
  /** A department: the report of its subtree. */
  department: z.number({ error: "ND1027" }).int({ error: "ND1027" }).positive({ error: "ND1027" }).optional(),
});
export type TReportInput = z.input<typeof ZReportInput>;

export const ZReport = z.object({
  reportId: z.number().int(),
  from: z.string(),
  to: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  locale: z.string(),
  createdAt: z.string(),
  /** Made by the monthly schedule (else by the person named). */
  scheduled: z.boolean(),
  createdBy: z.string().nullable(),
  pdfBytes: z.number().int(),
  xlsxBytes: z.number().int(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZReportParams = z.object({ companyId: ZIdParam });
export const ZReportFileParams = z.object({
  companyId: ZIdParam,
  reportId: ZIdParam,
  format: z.enum(REPORT_FORMATS, { error: "ND1027" }),
});

export const ZReportScheduleInput = z.object({
  enabled: z.boolean({ error: "ND1027" }),
  department: z
    .number({ error: "ND1027" })
    .int({ error: "ND1027" })
    .positive({ error: "ND1027" })
    .nullable()
    .optional(),
  /** Controllers of the company (ids); at least one when enabled. */
  recipients: z
    .array(z.number({ error: "ND1027" }).int({ error: "ND1027" }).positive({ error: "ND1027" }))
    .max(REPORT_MAX_RECIPIENTS, { error: "ND1027" }),
});
export type TReportScheduleInput = z.input<typeof ZReportScheduleInput>;

export const ZReportSchedule = z.object({
  enabled: z.boolean(),
  departmentId: z.number().int().nullable(),
  recipients: z.array(z.number().int()),
  /** When the next monthly report is made (the 1st of next month in the company's time zone), if enabled. */
  nextRunAt: z.string().nullable(),
  /** Who can receive it: the company's controllers. */
  candidates: z.array(
    z.object({ personId: z.number().int(), name: z.string(), email: z.string().nullable() }),
  ),
});
export type TReportSchedule = z.infer<typeof ZReportSchedule>;
