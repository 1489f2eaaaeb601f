import {
  DEPARTMENT_SCORE_KEYS,
  departmentAlertLevel,
  HEADLINE_KEYS,
  type Locale,
  numberFormat,
  type TActionPlan,
  type TDashboardOverview,
  type TFigure,
} from "@wellguard/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { actionPlanOf } from "../action-plans/plan";
import { type OverviewRequest, overview } from "../dashboards/overview";
import type { ReportT } from "./texts";

/*
 * What a report shows (docs/reports.md): the overall dashboard of the period and department subtree (the same
 * figures, through the same privacy rules: a withheld wellbeing figure is withheld here too), the company's action
 * plan, and an executive summary written from them. Everything is an aggregate: no person's row is read into
 * memory, whatever the company's size.
 */

export interface ReportData {
  locale: Locale;
  companyName: string;
  logo: { bytes: Buffer; format: "png" | "jpeg" } | null;
  from: string;
  to: string;
  departmentName: string | null;
  /** 'YYYY-MM-DD' in the company's time zone. */
  generatedOn: string;
  overview: TDashboardOverview;
  plan: TActionPlan;
}

export async function reportData(db: Db, request: OverviewRequest, locale: Locale): Promise<ReportData> {
  const [dashboard, plan, company] = await Promise.all([
    overview(db, request),
    actionPlanOf(db, request.companyId, locale),
    sql<{
      name: string;
      today: string;
      department: string | null;
      content_type: string | null;
      bytes: Buffer | null;
    }>`
      select c.name, to_char((now() at time zone c.time_zone)::date, 'YYYY-MM-DD') as today,
        (select d.name from departments d where d.id = ${request.departmentId} and d.company_id = c.id) as department,
        l.content_type, l.bytes
      from companies c left join company_logos l on l.company_id = c.id
      where c.id = ${request.companyId}`.execute(db),
  ]);
  const row = company.rows[0];
  // PDF takes PNG and JPEG logos; another kind (SVG) is left out rather than converted.
  const format =
    row?.content_type === "image/png" ? "png" : row?.content_type === "image/jpeg" ? "jpeg" : null;
  return {
    locale,
    companyName: row?.name ?? "",
    logo: row?.bytes && format ? { bytes: row.bytes, format } : null,
    from: request.from,
    to: request.to,
    departmentName: row?.department ?? null,
    generatedOn: row?.today ?? request.to,
    overview: dashboard,
    plan,
  };
}

/** A number as the report writes it in the locale: one decimal at most. */
export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

function changeText(t: ReportT, locale: Locale, figure: TFigure): string {
  if (figure.change === null) return t("changeNone");
  if (figure.change > 0) return t("changeUp", { value: formatNumber(locale, figure.change) });
  if (figure.change < 0) return t("changeDown", { value: formatNumber(locale, -figure.change) });
  return t("changeSame");
}

/** The executive summary, one sentence per line, from the figures (never a person). */
export function executiveSummary(data: ReportData, t: ReportT): string[] {
  const { locale, overview: o, plan } = data;
  const lines: string[] = [];
  for (const key of HEADLINE_KEYS) {
    const figure = o.headline[key];
    const name = t(`names.${key}`);
    if (figure.suppressed) lines.push(t("withheld", { figure: name }));
    else if (figure.value === null) lines.push(t("noValue", { figure: name }));
    else if (key === "highRisk") lines.push(t("highRisk", { value: formatNumber(locale, figure.value) }));
    else
      lines.push(
        t(key, { value: formatNumber(locale, figure.value), change: changeText(t, locale, figure) }),
      );
  }
  // The dashboard's department alerts at danger (progress is a percentage: read on 10).
  const danger = o.departments.filter((d) =>
    DEPARTMENT_SCORE_KEYS.some((key) => {
      const value = d[key];
      return value !== null && departmentAlertLevel(key === "progress" ? value / 10 : value) === "danger";
    }),
  );
  lines.push(
    danger.length === 0
      ? t("noDanger")
      : t("dangerDepartments", {
          list: danger
            .slice(0, 8)
            .map((d) => d.name)
            .join(", "),
        }),
  );
  const weakest = plan.recommendations[0];
  if (weakest && weakest.mean !== null)
    lines.push(
      t("weakArea", {
        area: t(`dimensions.${weakest.code}.name`),
        value: formatNumber(locale, weakest.mean),
      }),
    );
  lines.push(t("planStatus", plan.totals));
  return lines;
}
