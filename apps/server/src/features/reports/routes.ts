import {
  records,
  ZReport,
  ZReportFileParams,
  ZReportInput,
  ZReportParams,
  ZReportSchedule,
  ZReportScheduleInput,
} from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { managedCompanyId } from "../../lib/scope";
import { type SessionContext, sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { createReport, listReports, reportFile, saveSchedule, scheduleOf } from "./store";

const TAGS = ["controller reports"];
const security = [{ bearer: [] }];

/**
 * Reports of a managed company (docs/reports.md; spec §2 dashboard/reports); mounted at /api/v1. CONTROLLER only,
 * for a company the caller manages (another company's id, or a report of another company, is answered as an
 * unknown one: 404 ND1000).
 */
export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, config }) => {
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });

  const managedCompany = (session: SessionContext, companyId: number) =>
    managedCompanyId(db, session, companyId);

  app.get(
    "/controller/reports/:companyId",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The reports made for a managed company, newest first (by hand and by the monthly schedule)",
        security,
        params: ZReportParams,
        response: { 200: records(z.array(ZReport)) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      return { records: await listReports(db, companyId) };
    },
  );

  app.post(
    "/controller/reports/:companyId",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Makes a report of a period and department subtree in the caller's language, as PDF and xlsx, and keeps " +
          "it (ND1000 another company's department; ND1027 a bad period)",
        security,
        params: ZReportParams,
        body: ZReportInput,
        response: { 200: records(ZReport) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      return {
        records: await createReport(db, config.repoRoot, {
          companyId,
          from: request.body.from,
          to: request.body.to,
          department: request.body.department,
          locale: textLocaleOf(request),
          createdBy: session.personId,
          scheduled: false,
        }),
      };
    },
  );

  app.get(
    "/controller/reports/:companyId/schedule",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The monthly report's schedule of a managed company, and the controllers who may receive it",
        security,
        params: ZReportParams,
        response: { 200: records(ZReportSchedule) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      return { records: await scheduleOf(db, companyId) };
    },
  );

  app.put(
    "/controller/reports/:companyId/schedule",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Turns the monthly report on or off: made on the 1st of each month for the month before and e-mailed " +
          "to the chosen controllers (ND1032 not a controller of the company; ND1027 nobody chosen)",
        security,
        params: ZReportParams,
        body: ZReportScheduleInput,
        response: { 200: records(ZReportSchedule) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      return { records: await saveSchedule(db, companyId, session.personId, request.body, new Date()) };
    },
  );

  app.get(
    "/controller/reports/:companyId/:reportId/:format",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Downloads a report as it was made: its PDF or its spreadsheet (xlsx)",
        security,
        params: ZReportFileParams,
        produces: ["application/pdf", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      },
    },
    async (request, reply) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      const file = await reportFile(db, companyId, request.params.reportId, request.params.format);
      return reply
        .header("content-type", file.type)
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .header("cache-control", "no-store")
        .send(file.bytes);
    },
  );
};
