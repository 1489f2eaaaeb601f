import { HEADLINE_KEYS } from "@wellguard/contract";
import ExcelJS from "exceljs";
import { executiveSummary, type ReportData } from "./data";
import type { ReportT } from "./texts";

/*
 * The report's data as a spreadsheet (docs/reports.md): the summary and headline figures, then one sheet per chart
 * and table with the numbers behind it, numbers as numbers. Withheld wellbeing figures are empty cells with the
 * note, never a value.
 */

export async function reportXlsx(data: ReportData, t: ReportT): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Wellguard";
  book.title = `${t("title")} · ${data.companyName}`;
  const o = data.overview;
  const bold = (sheet: ExcelJS.Worksheet, row = 1) => {
    sheet.getRow(row).font = { bold: true };
  };

  const summary = book.addWorksheet(t("sheets.summary"));
  summary.columns = [{ width: 34 }, { width: 14 }, { width: 16 }, { width: 12 }, { width: 12 }];
  summary.addRow([t("title")]).font = { bold: true, size: 14 };
  summary.addRow([data.companyName]).font = { bold: true };
  summary.addRow([t("period", { from: data.from, to: data.to })]);
  summary.addRow([t("scope", { scope: data.departmentName ?? t("wholeCompany") })]);
  summary.addRow([t("generated", { date: data.generatedOn })]);
  summary.addRow([]);
  summary.addRow([t("summaryTitle")]).font = { bold: true };
  for (const line of executiveSummary(data, t)) summary.addRow([line]);
  summary.addRow([]);
  summary.addRow([t("figure"), t("value"), t("previous"), t("change"), t("people")]).font = { bold: true };
  for (const key of HEADLINE_KEYS) {
    const f = o.headline[key];
    const name = key === "participation" ? `${t("names.participation")} (%)` : t(`names.${key}`);
    summary.addRow([name, f.suppressed ? null : f.value, f.previous, f.change, f.people]);
  }
  if (o.headline.wellbeing.suppressed) summary.addRow([t("dashNote")]);

  const evolution = book.addWorksheet(t("sheets.evolution"));
  evolution.addRow([
    t("month"),
    `${t("names.participation")} (%)`,
    t("names.globalScore"),
    t("names.risk"),
    t("names.awareness"),
    t("names.wellbeing"),
  ]);
  bold(evolution);
  for (const p of o.evolution)
    evolution.addRow([
      p.month,
      p.participation,
      p.globalScoreSuppressed ? null : p.globalScore,
      p.risk,
      p.awareness,
      p.wellbeingSuppressed ? null : p.wellbeing,
    ]);

  const levels = book.addWorksheet(t("sheets.riskLevels"));
  levels.addRow([t("level", { level: "" }).trim(), t("people")]);
  bold(levels);
  for (const l of o.riskLevels) levels.addRow([l.level, l.people]);

  const bands = book.addWorksheet(t("sheets.bands"));
  bands.addRow([t("band"), t("people")]);
  bold(bands);
  if (o.scoreBands) for (const b of o.scoreBands) bands.addRow([`${b.from}–${b.to}`, b.people]);
  else bands.addRow([t("bandsWithheld")]);

  const departments = book.addWorksheet(t("sheets.departments"));
  departments.addRow([
    t("department"),
    t("people"),
    ...(["progress", "insider", "hazard", "risk", "wellbeing", "cyber"] as const).map((k) =>
      t(`columns.${k}`),
    ),
  ]);
  bold(departments);
  for (const d of o.departments)
    departments.addRow([
      d.name,
      d.people,
      d.progress,
      d.insider,
      d.hazard,
      d.risk,
      d.wellbeingSuppressed ? null : d.wellbeing,
      d.cyber,
    ]);
  departments.addRow([]);
  departments.addRow([t("dashNote")]);

  const plan = book.addWorksheet(t("sheets.plan"));
  plan.addRow([t("resource"), t("due"), t("assigned"), t("completed"), t("overdue")]);
  bold(plan);
  for (const item of data.plan.items)
    plan.addRow([item.asset.title, item.dueDate, item.assigned, item.completed, item.overdue]);
  if (data.plan.items.length === 0) plan.addRow([t("noPlan")]);

  for (const sheet of book.worksheets)
    sheet.columns.forEach((column, i) => {
      column.width = i === 0 ? Math.max(column.width ?? 10, 30) : Math.max(column.width ?? 10, 14);
    });
  return Buffer.from(await book.xlsx.writeBuffer());
}
