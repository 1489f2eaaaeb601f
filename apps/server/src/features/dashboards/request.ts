import type { TDashboardQuery } from "@wellguard/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/errors";
import type { OverviewRequest } from "./overview";

/**
 * A managed company's dashboard request, checked (docs/dashboards.md "API"): the company is live (else ND1000),
 * has the module when one is named (else NF1003), the department and tag are its own (else ND1000), and the
 * period is real and at most five years (else ND1027). The caller has checked the company is in their scope.
 * Also used by the reports (features/reports).
 */
export async function overviewRequestOf(
  db: Db,
  companyId: number,
  query: TDashboardQuery,
  /** A service the company must contract, or several of which it must contract one. */
  service?: number | readonly number[],
): Promise<OverviewRequest> {
  const { department, tag } = query;
  const { rows } = await sql<{
    time_zone: string;
    min_group_size: number;
    today: string;
    department_found: boolean;
    tag_found: boolean;
    services: number[];
  }>`select c.time_zone, c.min_group_size, c.services,
        to_char((now() at time zone c.time_zone)::date, 'YYYY-MM-DD') as today,
        exists (select 1 from departments d where d.id = ${department ?? 0} and d.company_id = c.id)
          as department_found,
        exists (select 1 from tags t where t.id = ${tag ?? 0} and t.company_id = c.id) as tag_found
      from companies c where c.id = ${companyId} and c.deleted_at is null`.execute(db);
  const company = rows[0];
  if (!company) throw new AppError("ND1000", { field: "companyId" });
  // A dashboard of a module the company has not contracted (spec §2: awareness needs awareness).
  const anyOf = service === undefined ? [] : [service].flat();
  if (anyOf.length > 0 && !anyOf.some((id) => company.services.includes(id))) throw new AppError("NF1003");
  if (department !== undefined && !company.department_found)
    throw new AppError("ND1000", { field: "department" });
  if (tag !== undefined && !company.tag_found) throw new AppError("ND1000", { field: "tag" });
  const to = query.to ?? company.today;
  const from = query.from ?? yearBefore(to);
  if (from > to) throw new AppError("ND1027", { field: "from", message: "The period starts after it ends" });
  if (daysBetween(from, to) > MAX_PERIOD_DAYS)
    throw new AppError("ND1027", { field: "from", message: "A period is at most five years" });
  return {
    companyId,
    timeZone: company.time_zone,
    minGroupSize: company.min_group_size,
    from,
    to,
    departmentId: department ?? null,
    tagId: tag ?? null,
  };
}

/** Five years of months at most: the evolution stays a chart, and the query bounded. */
const MAX_PERIOD_DAYS = 5 * 366;

/** The day after the same day a year before: a period of twelve whole months ending on `to`. */
function yearBefore(to: string): string {
  const date = new Date(`${to}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}
