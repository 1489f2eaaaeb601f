import multipart from "@fastify/multipart";
import {
  BREACH_IMPORT_LIMITS,
  records,
  SERVICE_TYPES,
  withoutControlCharacters,
  ZBreachCompanyParams,
  ZBreachImportResult,
  ZBreachMonitor,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { managedCompanyId } from "../../lib/scope";
import { sessionOf } from "../../lib/session";
import { importBreaches } from "./import";
import { type BreachMonitor, makeCheckDue, monitorStatus } from "./monitor";

/*
 * The sources of a company's breach data, for its controllers (contract breaches.ts; docs/breaches.md):
 *   GET  /controller/breaches/{companyId}/monitor  → the daily HIBP check's state
 *   POST /controller/breaches/{companyId}/check    → "check now"
 *   POST /controller/breaches/{companyId}/import   → a CSV or JSON file of breach records (multipart `file`)
 * The company must be one the caller controls (else 404 ND1000) and contract ABS (else 403 NF1003).
 */

const ABS = SERVICE_TYPES.SERVICE_TYPE_ABS;

export interface BreachSourceDeps extends AppDeps {
  monitor: BreachMonitor;
}

/** The multipart form's `file` part (at most BREACH_IMPORT_LIMITS.maxBytes). */
async function readFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart())
    throw new AppError("ND1018", { field: "file", message: "Send the file as multipart/form-data" });
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: BREACH_IMPORT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1_000 },
    })) {
      if (part.type !== "file") continue;
      const bytes = await part.toBuffer();
      // The name goes into the audit log; PostgreSQL refuses NUL (issue 15, point 3).
      const fileName = withoutControlCharacters(part.filename ?? "").slice(0, 200);
      if (part.fieldname === "file") file = { bytes, fileName: fileName || "breaches" };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("ND1014", { field: "file.size", message: "The file is larger than the limit" });
    if (error instanceof AppError) throw error;
    throw new AppError("ND1027", { field: "file", message: "The form could not be read" });
  }
  if (!file) throw new AppError("ND1018", { field: "file", message: "No file was sent" });
  return file;
}

export const breachSourceRoutes: FastifyPluginAsyncZod<BreachSourceDeps> = async (
  app,
  { db, guard, monitor },
) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: BREACH_IMPORT_LIMITS.maxBytes },
    });
  }
  const preHandler = guard({ profiles: ["CONTROLLER"] });
  const tags = ["controller breaches"];

  app.get(
    "/controller/breaches/:companyId/monitor",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "The company's daily Have I Been Pwned check: configured, domains, last and next check (CONTROLLER)",
        security: [{ bearer: [] }],
        params: ZBreachCompanyParams,
        response: { 200: records(ZBreachMonitor) },
      },
    },
    async (request) => {
      const companyId = await managedCompanyId(db, sessionOf(request), request.params.companyId, ABS);
      return { records: await monitorStatus(db, companyId, monitor.configured) };
    },
  );

  app.post(
    "/controller/breaches/:companyId/check",
    {
      preHandler,
      schema: {
        tags,
        summary: "Check the company's domains on Have I Been Pwned now (CONTROLLER)",
        description:
          "412 ND1027 (field hibp) when the server has no HIBP_API_KEY; 412 ND1046 (field domains) when the company has no e-mail domain.",
        security: [{ bearer: [] }],
        params: ZBreachCompanyParams,
        response: { 200: records(ZBreachMonitor) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompanyId(db, session, request.params.companyId, ABS);
      if (!monitor.configured) {
        throw new AppError("ND1027", {
          field: "hibp",
          message: "Have I Been Pwned is not configured on this server (HIBP_API_KEY)",
        });
      }
      const domain = await db
        .selectFrom("company_domains")
        .select("domain")
        .where("company_id", "=", companyId)
        .executeTakeFirst();
      if (!domain)
        throw new AppError("ND1046", { field: "domains", message: "The company has no e-mail domain" });
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await makeCheckDue(trx, companyId, now);
        await recordAudit(
          trx,
          { session, profile: "CONTROLLER" },
          {
            action: "update",
            entityType: "breach_monitors",
            entityId: companyId,
            companyId,
            after: { checkRequestedAt: now.toISOString() },
          },
        );
      });
      void monitor.kick();
      return { records: await monitorStatus(db, companyId, monitor.configured) };
    },
  );

  app.post(
    "/controller/breaches/:companyId/import",
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Import breach records from a CSV or JSON file (multipart `file`; all rows or none) (CONTROLLER)",
        description:
          "CSV headers: email, breach, breach_date, data_classes (separated by ;), optional title, domain, description. JSON: an array of {email, breach, breachDate, dataClasses[], title?, domain?, description?}. 412 ND1014: wrong structure; 412 ND1012: row errors in `refusals`.",
        security: [{ bearer: [] }],
        params: ZBreachCompanyParams,
        consumes: ["multipart/form-data"],
        response: { 200: records(ZBreachImportResult) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompanyId(db, session, request.params.companyId, ABS);
      const file = await readFile(request);
      const result = await importBreaches(db, companyId, file.bytes, file.fileName, new Date(), {
        onStored: (trx, stored) =>
          recordAudit(
            trx,
            { session, profile: "CONTROLLER" },
            {
              action: "create",
              entityType: "breach_imports",
              entityId: companyId,
              companyId,
              after: { fileName: file.fileName, ...stored },
            },
          ),
      });
      // The e-mails of the new exposures, after the commit and without keeping the answer waiting (notify.ts).
      if (result.newExposures > 0) void monitor.kickMail();
      return { records: result };
    },
  );
};
