import { createRequire } from "node:module";
import { dateFormat, HEADLINE_KEYS, type Locale } from "@wellguard/contract";
import PDFDocument from "pdfkit";
import { executiveSummary, formatNumber, type ReportData } from "./data";
import type { ReportT } from "./texts";

/*
 * The report as a PDF, drawn by PDFKit (docs/reports.md): A4, text as text (selectable, searchable), charts as
 * vector paths, DejaVu Sans embedded (it covers the eight languages' letters: Polish ł, Catalan l·l, Basque ñ), the
 * company's logo when it is a PNG or JPEG, and "Page n of m" on every page.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

const MARGIN = 50;
const INK = "#212529";
const MUTED = "#495057";
const RULE = "#ced4da";
/** The evolution chart's series and their colours (the dashboard's). */
const SERIES = [
  ["awareness", "#1c7ed6"],
  ["risk", "#e8590c"],
  ["wellbeing", "#2b8a3e"],
  ["globalScore", "#7048e8"],
] as const;

type Doc = PDFKit.PDFDocument;

const dash = "—";

export async function reportPdf(data: ReportData, t: ReportT): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${t("title")} · ${data.companyName}`, Author: "Wellguard", Subject: t("title") },
    lang: data.locale,
    displayTitle: true,
  });
  doc.registerFont("regular", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  cover(doc, data, t);
  heading(doc, t("summaryTitle"));
  doc.font("regular").fontSize(10).fillColor(INK);
  for (const line of executiveSummary(data, t)) doc.text(`•  ${line}`, { paragraphGap: 4 });
  headlineTable(doc, data, t);
  evolutionChart(doc, data, t);
  riskLevelsChart(doc, data, t);
  bandsChart(doc, data, t);
  departmentsTable(doc, data, t);
  planTable(doc, data, t);
  pageNumbers(doc, t);
  doc.end();
  return done;
}

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottom = (doc: Doc) => doc.page.height - MARGIN - 20;

/** Moves to a new page unless `height` still fits on this one. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** A section's title, moved to the next page with what follows it when `keepWith` points do not fit under it. */
function heading(doc: Doc, text: string, keepWith = 40) {
  ensureRoom(doc, 30 + keepWith);
  doc.moveDown(0.8).font("bold").fontSize(13).fillColor(INK).text(text, MARGIN);
  doc.moveDown(0.3);
}

function cover(doc: Doc, data: ReportData, t: ReportT) {
  const date = (day: string) => dateFormat(data.locale, "date", "UTC").format(new Date(`${day}T12:00:00Z`));
  if (data.logo) {
    try {
      doc.image(data.logo.bytes, doc.page.width - MARGIN - 120, MARGIN, { fit: [120, 48], align: "right" });
    } catch {
      // A logo PDFKit cannot read leaves the report without it rather than without a report.
    }
  }
  doc
    .font("bold")
    .fontSize(20)
    .fillColor(INK)
    .text(t("title"), MARGIN, MARGIN, { width: contentWidth(doc) - 130 });
  doc
    .moveDown(0.3)
    .font("bold")
    .fontSize(14)
    .text(data.companyName, { width: contentWidth(doc) - 130 });
  doc.moveDown(0.4).font("regular").fontSize(10).fillColor(MUTED);
  doc.text(t("period", { from: date(data.from), to: date(data.to) }));
  doc.text(t("scope", { scope: data.departmentName ?? t("wholeCompany") }));
  doc.text(t("generated", { date: date(data.generatedOn) }));
  doc
    .moveTo(MARGIN, doc.y + 8)
    .lineTo(doc.page.width - MARGIN, doc.y + 8)
    .strokeColor(RULE)
    .stroke();
  doc.y += 12;
}

interface Column {
  header: string;
  width: number;
  align?: "left" | "right";
}

/** A table that continues on the next page with its header repeated. */
function table(doc: Doc, columns: Column[], rows: string[][]) {
  const rowHeight = (cells: string[]) =>
    Math.max(
      14,
      ...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 60) - 6 }) + 4),
    );
  // The header's size: the largest (up to 8.5) at which every word of every header fits its column, so a word
  // is never cut in two ("Concienciación" in a narrow column).
  doc.font("bold").fontSize(8.5);
  const headerSize = Math.max(
    6,
    Math.min(
      8.5,
      ...columns.flatMap((c) =>
        c.header.split(/\s+/).map((word) => (8.5 * (c.width - 6)) / Math.max(1, doc.widthOfString(word))),
      ),
    ),
  );
  const drawRow = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(bold ? headerSize : 8.5)
      .fillColor(INK);
    const height = rowHeight(cells);
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      if (!bold)
        drawRow(
          columns.map((c) => c.header),
          true,
        );
      doc.font(bold ? "bold" : "regular").fontSize(bold ? headerSize : 8.5);
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, x + 3, y + 2, { width: column.width - 6, align: column.align ?? "left" });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + columns.reduce((sum, c) => sum + c.width, 0), y + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  };
  drawRow(
    columns.map((c) => c.header),
    true,
  );
  for (const row of rows) drawRow(row, false);
  doc.x = MARGIN;
}

const shown = (locale: Locale, value: number | null) => (value === null ? dash : formatNumber(locale, value));

function headlineTable(doc: Doc, data: ReportData, t: ReportT) {
  heading(doc, t("headlineTitle"));
  const w = contentWidth(doc);
  table(
    doc,
    [
      { header: t("figure"), width: w * 0.4 },
      { header: t("value"), width: w * 0.15, align: "right" },
      { header: t("previous"), width: w * 0.15, align: "right" },
      { header: t("change"), width: w * 0.15, align: "right" },
      { header: t("people"), width: w * 0.15, align: "right" },
    ],
    HEADLINE_KEYS.map((key) => {
      const f = data.overview.headline[key];
      return [
        key === "participation" ? `${t("names.participation")} (%)` : t(`names.${key}`),
        f.suppressed ? dash : shown(data.locale, f.value),
        shown(data.locale, f.previous),
        shown(data.locale, f.change),
        formatNumber(data.locale, f.people),
      ];
    }),
  );
  if (data.overview.headline.wellbeing.suppressed) {
    doc.moveDown(0.3).font("regular").fontSize(8).fillColor(MUTED).text(t("dashNote"));
  }
}

/** Axes, grid and labels of a chart area; returns the mapping of a value to a y. */
function chartFrame(doc: Doc, top: number, height: number, max: number, steps: number) {
  const left = MARGIN + 28;
  const right = doc.page.width - MARGIN;
  doc.font("regular").fontSize(7).fillColor(MUTED);
  for (let i = 0; i <= steps; i += 1) {
    const value = (max / steps) * i;
    const y = top + height - (height * value) / max;
    doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.4).stroke();
    doc.text(String(Math.round(value * 10) / 10), MARGIN, y - 4, { width: 24, align: "right" });
  }
  return { left, right, y: (value: number) => top + height - (height * value) / max };
}

function evolutionChart(doc: Doc, data: ReportData, t: ReportT) {
  const points = data.overview.evolution;
  if (points.length === 0) return;
  heading(doc, t("evolutionTitle"), 190);
  const top = doc.y + 4;
  const height = 140;
  const frame = chartFrame(doc, top, height, 10, 5);
  const step = points.length > 1 ? (frame.right - frame.left - 20) / (points.length - 1) : 0;
  const xOf = (i: number) => frame.left + 10 + step * i;
  for (const [key, colour] of SERIES) {
    // Every series is on 0-10 (risk already as the display value, 10 the safest).
    const values = points.map((p) => p[key]);
    let drawing = false;
    values.forEach((v, i) => {
      if (v === null) {
        drawing = false;
        return;
      }
      if (!drawing) doc.moveTo(xOf(i), frame.y(v));
      else doc.lineTo(xOf(i), frame.y(v));
      drawing = true;
    });
    doc.strokeColor(colour).lineWidth(1.6).stroke();
    values.forEach((v, i) => {
      if (v !== null) doc.circle(xOf(i), frame.y(v), 1.8).fillColor(colour).fill();
    });
  }
  doc.font("regular").fontSize(7).fillColor(MUTED);
  points.forEach((p, i) => {
    if (points.length > 12 && i % 2 === 1) return;
    doc.text(p.month, xOf(i) - 18, top + height + 4, { width: 36, align: "center" });
  });
  // Legend.
  let x = MARGIN;
  const legendY = top + height + 18;
  for (const [key, colour] of SERIES) {
    doc
      .rect(x, legendY + 2, 10, 4)
      .fillColor(colour)
      .fill();
    doc
      .fillColor(INK)
      .fontSize(8)
      .text(t(`names.${key}`), x + 14, legendY, { lineBreak: false });
    x += 14 + doc.widthOfString(t(`names.${key}`)) + 18;
  }
  doc.x = MARGIN;
  doc.y = legendY + 16;
}

function barChart(doc: Doc, bars: { label: string; value: number }[], colour: string) {
  ensureRoom(doc, 150);
  const top = doc.y + 4;
  const height = 100;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const niceMax = Math.ceil(max / 4) * 4;
  const frame = chartFrame(doc, top, height, niceMax, 4);
  const slot = (frame.right - frame.left) / bars.length;
  bars.forEach((bar, i) => {
    const x = frame.left + slot * i + slot * 0.2;
    const y = frame.y(bar.value);
    if (bar.value > 0)
      doc
        .rect(x, y, slot * 0.6, top + height - y)
        .fillColor(colour)
        .fill();
    doc.font("regular").fontSize(7.5).fillColor(INK);
    doc.text(String(bar.value), x, y - 10, { width: slot * 0.6, align: "center" });
    doc.fillColor(MUTED).text(bar.label, x - slot * 0.2, top + height + 4, { width: slot, align: "center" });
  });
  doc.x = MARGIN;
  doc.y = top + height + 22;
}

function riskLevelsChart(doc: Doc, data: ReportData, t: ReportT) {
  heading(doc, t("riskLevelsTitle"), 150);
  barChart(
    doc,
    data.overview.riskLevels.map((l) => ({ label: t("level", { level: l.level }), value: l.people })),
    "#e8590c",
  );
}

function bandsChart(doc: Doc, data: ReportData, t: ReportT) {
  heading(doc, t("bandsTitle"), 150);
  const bands = data.overview.scoreBands;
  if (!bands) {
    doc.font("regular").fontSize(9).fillColor(MUTED).text(t("bandsWithheld"));
    return;
  }
  barChart(
    doc,
    bands.map((b) => ({ label: `${b.from}–${b.to}`, value: b.people })),
    "#7048e8",
  );
}

function departmentsTable(doc: Doc, data: ReportData, t: ReportT) {
  heading(doc, t("departmentsTitle"));
  const w = contentWidth(doc);
  const narrow = (w * 0.78) / 7;
  const value = (v: number | null) => shown(data.locale, v);
  table(
    doc,
    [
      { header: t("department"), width: w * 0.22 },
      { header: t("people"), width: narrow, align: "right" },
      ...(["progress", "insider", "hazard", "risk", "wellbeing", "cyber"] as const).map((key) => ({
        header: t(`columns.${key}`),
        width: narrow,
        align: "right" as const,
      })),
    ],
    data.overview.departments.map((d) => [
      d.name,
      formatNumber(data.locale, d.people),
      value(d.progress),
      value(d.insider),
      value(d.hazard),
      value(d.risk),
      d.wellbeingSuppressed ? dash : value(d.wellbeing),
      value(d.cyber),
    ]),
  );
  doc.moveDown(0.3).font("regular").fontSize(8).fillColor(MUTED).text(t("dashNote"), MARGIN);
}

function planTable(doc: Doc, data: ReportData, t: ReportT) {
  heading(doc, t("planTitle"));
  doc.font("regular").fontSize(10).fillColor(INK).text(t("planStatus", data.plan.totals));
  doc.moveDown(0.3);
  if (data.plan.items.length === 0) {
    doc.font("regular").fontSize(9).fillColor(MUTED).text(t("noPlan"));
    return;
  }
  const w = contentWidth(doc);
  const date = (day: string) => dateFormat(data.locale, "date", "UTC").format(new Date(`${day}T12:00:00Z`));
  table(
    doc,
    [
      { header: t("resource"), width: w * 0.46 },
      { header: t("due"), width: w * 0.18 },
      { header: t("assigned"), width: w * 0.12, align: "right" },
      { header: t("completed"), width: w * 0.12, align: "right" },
      { header: t("overdue"), width: w * 0.12, align: "right" },
    ],
    data.plan.items.map((item) => [
      item.asset.title,
      date(item.dueDate),
      formatNumber(data.locale, item.assigned),
      formatNumber(data.locale, item.completed),
      formatNumber(data.locale, item.overdue),
    ]),
  );
}

function pageNumbers(doc: Doc, t: ReportT) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Below the bottom margin: lift it for this line, or PDFKit would start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(t("page", { n: i + 1, total: range.count }), MARGIN, doc.page.height - MARGIN + 10, {
        width: doc.page.width - MARGIN * 2,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}
