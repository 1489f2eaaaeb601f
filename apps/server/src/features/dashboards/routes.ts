import {
  records,
  serviceId,
  type TDashboardQuery,
  ZAwarenessDashboard,
  ZDashboardOverview,
  ZDashboardParams,
  ZDashboardQuery,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import type { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { assertInScope, controllerScope } from "../../lib/scope";
import { sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { awareness } from "./awareness";
import { type OverviewRequest, overview } from "./overview";

type TDashboardParams = z.infer<typeof ZDashboardParams>;
const AWARENESS = serviceId("awareness");

const TAGS = ["controller dashboards"];
const security = [{ bearer: [] }];

/**
 * The controller's dashboards (docs/dashboards.md); mounted at /api/v1. CONTROLLER only; the company must be one
 * the caller manages, and a department or tag of another company is answered as unknown (404 ND1000).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });

  app.get(
    "/controller/dashboards/:companyId/overview",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "The overall dashboard of a managed company for a period, a department subtree or a tag: headline figures " +
          "with their change, evolution by month, distributions, department scores and alerts",
        security,
        params: ZDashboardParams,
        querystring: ZDashboardQuery,
        response: { 200: records(ZDashboardOverview) },
      },
    },
    async (request) => ({ records: await overview(db, await dashboardRequest(request)) }),
  );

  app.get(
    "/controller/dashboards/:companyId/awareness",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "The awareness dashboard of a managed company: the seven awareness dimensions for the group, per " +
          "department and by month, the weakest with the assets that train them, people by awareness level",
        security,
        params: ZDashboardParams,
        querystring: ZDashboardQuery,
        response: { 200: records(ZAwarenessDashboard) },
      },
    },
    async (request) => ({
      records: await awareness(db, await dashboardRequest(request, AWARENESS), textLocaleOf(request)),
    }),
  );

  /** The company, period, department and tag of a dashboard request, checked (docs/dashboards.md "API"). */
  async function dashboardRequest(
    request: {
      params: TDashboardParams;
      query: TDashboardQuery;
    } & FastifyRequest,
    service?: number,
  ): Promise<OverviewRequest> {
    const session = sessionOf(request);
    const companyId = assertInScope(controllerScope(session), request.params.companyId, "companyId");
    const { department, tag } = request.query;
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
    if (service !== undefined && !company.services.includes(service)) throw new AppError("NF1003");
    if (department !== undefined && !company.department_found)
      throw new AppError("ND1000", { field: "department" });
    if (tag !== undefined && !company.tag_found) throw new AppError("ND1000", { field: "tag" });
    const to = request.query.to ?? company.today;
    const from = request.query.from ?? yearBefore(to);
    if (from > to)
      throw new AppError("ND1027", { field: "from", message: "The period starts after it ends" });
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
};

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
