import {
  records,
  serviceId,
  ZBreachAlert,
  ZBreachCompanyParams,
  ZBreachDashboard,
  ZBreachSummaryQuery,
  ZUserBreaches,
  ZUserBreachFlagParams,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { managedCompanyId } from "../../lib/scope";
import { sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { breachExportXlsx } from "./export";
import { breachAlerts, breachDashboard, setExposureFlag, userBreaches } from "./queries";

/** Breach monitoring is the module "abs" (service 5). */
const ABS = serviceId("abs");
const security = [{ bearer: [] }];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The caller's services include breach monitoring (their company contracts it): else 403 NF1003. */
function requireAbs(request: FastifyRequest): void {
  if (!sessionOf(request).person.services.includes("abs")) {
    throw new AppError("NF1003", { message: "The breach monitoring service is not contracted" });
  }
}

/**
 * Breach monitoring's read side (docs/breaches.md); mounted at /api/v1. The employee's own exposures and flags
 * (USER or CONTROLLER, as the rest of /user), and a managed company's dashboard, export and alerts (CONTROLLER of
 * that company: another company's id is an unknown one, 404 ND1000). Both need the abs module (else 403 NF1003).
 */
export const breachRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, config }) => {
  const employee = guard({ profiles: ["USER", "CONTROLLER"] });
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });

  app.get(
    "/user/breaches",
    {
      preHandler: [employee, async (request) => requireAbs(request)],
      schema: {
        tags: ["user breaches"],
        summary:
          "The caller's exposures in known data breaches, newest first: what leaked, what they marked, their " +
          "totals, breach level and score",
        security,
        response: { 200: records(ZUserBreaches) },
      },
    },
    async (request) => ({ records: await userBreaches(db, sessionOf(request).personId) }),
  );

  app.put(
    "/user/breaches/:breachId/:flag/true",
    {
      preHandler: [employee, async (request) => requireAbs(request)],
      schema: {
        tags: ["user breaches"],
        summary:
          "Marks one of the caller's exposures: password changed, or solved (idempotent; 404 ND1000 a breach " +
          "they are not exposed in; ND1027 another flag)",
        security,
        params: ZUserBreachFlagParams,
        response: { 200: records(ZUserBreaches) },
      },
    },
    async (request) => {
      const { breachId, flag } = request.params;
      return {
        records: await setExposureFlag(db, sessionOf(request).personId, breachId, flag, new Date()),
      };
    },
  );

  app.get(
    "/controller/breaches/:companyId/summary",
    {
      preHandler: controllerOnly,
      schema: {
        tags: ["controller breaches"],
        summary:
          "The breach dashboard of a managed company or a department subtree: totals, people by level, " +
          "departments, a twelve-month trend, the newest breaches and people with an unsolved password " +
          "(ND1000 another company's department)",
        security,
        params: ZBreachCompanyParams,
        querystring: ZBreachSummaryQuery,
        response: { 200: records(ZBreachDashboard) },
      },
    },
    async (request) => {
      const companyId = await managedCompanyId(db, sessionOf(request), request.params.companyId, ABS);
      return {
        records: await breachDashboard(db, companyId, request.query.department ?? null, new Date()),
      };
    },
  );

  app.get(
    "/controller/breaches/:companyId/export",
    {
      preHandler: controllerOnly,
      schema: {
        tags: ["controller breaches"],
        summary:
          "Every exposure of a managed company's people as a spreadsheet (xlsx) in the caller's language",
        security,
        params: ZBreachCompanyParams,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const companyId = await managedCompanyId(db, sessionOf(request), request.params.companyId, ABS);
      const bytes = await breachExportXlsx(db, config.repoRoot, companyId, textLocaleOf(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", XLSX)
        .header("content-disposition", `attachment; filename="breaches-${companyId}-${day}.xlsx"`)
        .header("cache-control", "no-store")
        .send(bytes);
    },
  );

  app.get(
    "/controller/breaches/:companyId/alerts",
    {
      preHandler: controllerOnly,
      schema: {
        tags: ["controller breaches"],
        summary:
          "The overall dashboard's breach alerts: breaches first found among a managed company's people in the " +
          "last 30 days, newest first",
        security,
        params: ZBreachCompanyParams,
        response: { 200: records(z.array(ZBreachAlert)) },
      },
    },
    async (request) => {
      const companyId = await managedCompanyId(db, sessionOf(request), request.params.companyId, ABS);
      return { records: await breachAlerts(db, companyId, new Date()) };
    },
  );
};
