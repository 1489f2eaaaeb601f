import {
  page,
  records,
  ZAdminCompanyDashboard,
  ZAdminDashboard,
  ZAuditEvent,
  ZAuditQuery,
  ZStakeholderIdParam,
} from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { companyById, companySubtree } from "../../lib/organisation";
import { adminScope, assertInScope, inScope, notFound } from "../../lib/scope";
import { sessionOf } from "../../lib/session";
import { dashboard, listAudit, peoplePerTopDepartment } from "./queries";

const TAGS = ["admin"];
const SECURITY = [{ bearer: [] }];

/** The audit log and the admin dashboard; mounted at /api/v1. ADMIN only, limited to the admin's companies. */
export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const adminOnly = guard({ profiles: ["ADMIN"] });

  app.get(
    "/admin/audit",
    {
      preHandler: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          "Audit log of admin and controller changes, newest first (filters: companyId, entityType, entityId)",
        security: SECURITY,
        querystring: ZAuditQuery,
        response: { 200: page(ZAuditEvent) },
      },
    },
    async (request) => {
      const scope = await adminScope(db, sessionOf(request));
      if (request.query.companyId !== undefined) assertInScope(scope, request.query.companyId, "companyId");
      return listAudit(db, scope, request.query);
    },
  );

  app.get(
    "/admin/dashboard",
    {
      preHandler: adminOnly,
      schema: {
        tags: TAGS,
        summary: "Totals, contracts per service and the 10 latest audit events over the admin's companies",
        security: SECURITY,
        response: { 200: records(ZAdminDashboard) },
      },
    },
    async (request) => {
      const scope = await adminScope(db, sessionOf(request));
      return { records: await dashboard(db, scope.all ? "all" : scope.companyIds) };
    },
  );

  app.get(
    "/admin/dashboard/:companyId",
    {
      preHandler: adminOnly,
      schema: {
        tags: TAGS,
        summary: "The dashboard of one company and its child companies, with people per top-level department",
        security: SECURITY,
        params: z.object({ companyId: ZStakeholderIdParam }),
        response: { 200: records(ZAdminCompanyDashboard) },
      },
    },
    async (request) => {
      const scope = await adminScope(db, sessionOf(request));
      const { companyId } = request.params;
      assertInScope(scope, companyId);
      const company = await companyById(db, companyId);
      if (!company) throw notFound();
      const tree = (await companySubtree(db, companyId)).filter((id) => inScope(scope, id));
      const [summary, peoplePerDepartment] = await Promise.all([
        dashboard(db, tree),
        peoplePerTopDepartment(db, companyId),
      ]);
      return { records: { ...summary, company, peoplePerDepartment } };
    },
  );
};
