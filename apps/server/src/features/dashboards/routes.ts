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
import type { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { assertInScope, controllerScope } from "../../lib/scope";
import { sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { awareness } from "./awareness";
import { type OverviewRequest, overview } from "./overview";
import { overviewRequestOf } from "./request";

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
    return overviewRequestOf(db, companyId, request.query, service);
  }
};
