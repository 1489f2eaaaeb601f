import multipart from "@fastify/multipart";
import {
  IMPORT_LIMITS,
  records,
  type SpreadsheetFormat,
  withoutControlCharacters,
  ZExportQuery,
  ZImportIdParams,
  ZImportParams,
  ZImportPreview,
  ZImportStatus,
  ZServiceIds,
  ZSurveyFlowId,
  ZTemplateQuery,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { departmentSubtree } from "../../lib/organisation/views";
import { adminScope, assertInScope, type CompanyScope, controllerScope, notFound } from "../../lib/scope";
import { type SessionContext, sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { analyse, type ImportOptions, isHeaderRow } from "./analyse";
import { ImportJobs } from "./commit";
import { exportCsv, exportXlsx } from "./export";
import { fileRefusal, readSpreadsheet } from "./read-file";
import { findImport, saveImport, toPreview, toStatus } from "./store";
import { buildTemplate } from "./template";

const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

interface Area {
  path: "admin" | "controller";
  profile: "ADMIN" | "CONTROLLER";
  scope(db: Db, session: SessionContext): Promise<CompanyScope>;
}

const AREAS: Area[] = [
  { path: "admin", profile: "ADMIN", scope: adminScope },
  { path: "controller", profile: "CONTROLLER", scope: async (_db, session) => controllerScope(session) },
];

/** A live company in the caller's scope, else 404 ND1000 (an id outside the scope looks unknown). */
async function scopedCompany(db: Db, area: Area, session: SessionContext, companyId: number) {
  assertInScope(await area.scope(db, session), companyId);
  const company = await db
    .selectFrom("companies")
    .select(["id", "services"])
    .where("id", "=", companyId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!company) throw notFound();
  const domains = await db
    .selectFrom("company_domains")
    .select("domain")
    .where("company_id", "=", companyId)
    .orderBy("position")
    .execute();
  return { ...company, domains: domains.map((d) => d.domain) };
}

/** "1,4", "[1,4]" or repeated fields -> numbers (anything else makes the schema refuse it). */
function numbersOf(values: string[]): unknown[] {
  return values.flatMap((value) => {
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed : [parsed];
      } catch {
        return [text];
      }
    }
    return text
      .split(/[\s,;]+/)
      .filter((t) => t !== "")
      .map((t) => (/^\d+$/.test(t) ? Number(t) : t));
  });
}

interface Upload {
  bytes: Buffer;
  fileName: string;
  fields: Map<string, string[]>;
}

/** Reads the multipart form: one `file` part (at most IMPORT_LIMITS.maxFileBytes) and text fields. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart())
    throw new AppError("ND1018", { field: "file", message: "Send the file as multipart/form-data" });
  const fields = new Map<string, string[]>();
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1, fields: 20, parts: 21, fieldSize: 10_000 },
    })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        // The name is stored and shown with the preview; PostgreSQL refuses NUL (issue 15, point 3).
        const fileName = withoutControlCharacters(part.filename ?? "");
        if (part.fieldname === "file") file = { bytes, fileName: fileName || "people" };
      } else {
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), String(part.value)]);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fileRefusal("file.size", "The file is larger than 10 MB");
    if (error instanceof AppError) throw error;
    throw new AppError("ND1027", { field: "file", message: "The form could not be read" });
  }
  if (!file) throw new AppError("ND1018", { field: "file", message: "No file was sent" });
  return { ...file, fields };
}

/** The import options of the form: services (ND1015) and survey flow (ND1016), both required. */
function readOptions(fields: Map<string, string[]>, companyServices: number[]): ImportOptions {
  const services = ZServiceIds.safeParse(numbersOf(fields.get("services") ?? []));
  if (!services.success) throw new AppError("ND1015", { field: "services" });
  if (!services.data.every((id) => companyServices.includes(id))) {
    throw new AppError("NF1003", { field: "services", message: "A service the company has not contracted" });
  }
  const flowText = (fields.get("surveyFlowId") ?? [])[0]?.trim() ?? "";
  const flow = ZSurveyFlowId.safeParse(/^\d+$/.test(flowText) ? Number(flowText) : flowText);
  if (!flow.success) throw new AppError("ND1016", { field: "surveyFlowId" });
  return { services: services.data, surveyFlowId: flow.data };
}

function attachment(format: SpreadsheetFormat, name: string): Record<string, string> {
  return {
    "content-type": CONTENT_TYPES[format],
    "content-disposition": `attachment; filename="${name}.${format}"`,
    "cache-control": "no-store",
  };
}

/**
 * Spreadsheet import and export of people (contract people-import.ts), mounted at /api/v1 for admins
 * (/admin/stakeholders/people/...) and controllers (/controller/stakeholders/people/...).
 */
export const peopleImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, sessions }) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: IMPORT_LIMITS.maxFileBytes },
    });
  }
  const jobs = new ImportJobs(db, sessions);
  app.addHook("onClose", async () => jobs.idle());

  for (const area of AREAS) {
    const base = `/${area.path}/stakeholders/people`;
    const tags = [area.path === "admin" ? "admin people import" : "controller people import"];
    const who = area.profile;
    const preHandler = guard({ profiles: [area.profile] });

    app.get(
      `${base}/template`,
      {
        preHandler,
        schema: {
          tags,
          summary: `Import template (xlsx with a help sheet, or CSV) with headers in the caller's language (${who})`,
          security: [{ bearer: [] }],
          querystring: ZTemplateQuery,
        },
      },
      async (request, reply) => {
        const { format, locale } = request.query;
        const bytes = await buildTemplate(format, locale ?? textLocaleOf(request));
        return reply.headers(attachment(format, "people-template")).send(bytes);
      },
    );

    app.post(
      `${base}/import/:companyId`,
      {
        preHandler,
        schema: {
          tags,
          summary: `Upload a people file (multipart: file, services, surveyFlowId); answers the preview (${who})`,
          security: [{ bearer: [] }],
          params: ZImportParams,
          consumes: ["multipart/form-data"],
          response: { 200: records(ZImportPreview) },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        const company = await scopedCompany(db, area, session, request.params.companyId);
        const upload = await readUpload(request);
        const options = readOptions(upload.fields, company.services);
        const { analysis, plan } = await analyse(
          db,
          { id: company.id, services: company.services, domains: company.domains },
          options,
          await readSpreadsheet(upload.bytes, isHeaderRow),
        );
        const row = await saveImport(db, {
          companyId: company.id,
          createdBy: session.personId,
          actorProfile: area.profile,
          fileName: upload.fileName.slice(0, 200),
          format: plan.format,
          file: upload.bytes,
          options,
          analysis,
          plan,
        });
        return { records: toPreview(row) };
      },
    );

    app.get(
      `${base}/import/:companyId/:importId`,
      {
        preHandler,
        schema: {
          tags,
          summary: `Status and progress of an import (${who})`,
          security: [{ bearer: [] }],
          params: ZImportIdParams,
          response: { 200: records(ZImportStatus) },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        const { companyId, importId } = request.params;
        // The person who started a running commit is answered from memory: no query waits on its transaction.
        const job = jobs.running(importId);
        if (job && job.companyId === companyId && job.createdBy === session.personId) {
          return { records: jobs.statusOf(job) };
        }
        await scopedCompany(db, area, session, companyId);
        const row = await findImport(db, companyId, importId);
        if (!row) throw new AppError("ND1033", { message: "Unknown or expired upload" });
        return { records: toStatus(row) };
      },
    );

    app.post(
      `${base}/import/:companyId/:importId/commit`,
      {
        preHandler,
        schema: {
          tags,
          summary: `Commit a previewed import: all rows in one transaction, after the answer (202); poll the status (${who})`,
          security: [{ bearer: [] }],
          params: ZImportIdParams,
          response: { 202: records(ZImportStatus) },
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const { companyId, importId } = request.params;
        await scopedCompany(db, area, session, companyId);
        const status = await jobs.start(companyId, importId, { session, profile: area.profile });
        return reply.status(202).send({ records: status });
      },
    );

    app.get(
      `${base}/export/:companyId`,
      {
        preHandler,
        schema: {
          tags,
          summary: `Export the company's people (xlsx or CSV, streamed; same filters as the people list) (${who})`,
          security: [{ bearer: [] }],
          params: ZImportParams,
          querystring: ZExportQuery,
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const company = await scopedCompany(db, area, session, request.params.companyId);
        const q = request.query;
        let departmentIds: number[] | undefined;
        if (q.departmentId !== undefined) {
          const department = await db
            .selectFrom("departments")
            .select("id")
            .where("id", "=", q.departmentId)
            .where("company_id", "=", company.id)
            .executeTakeFirst();
          if (!department) throw notFound("departmentId");
          departmentIds = q.includeSubdepartments
            ? await departmentSubtree(db, [department.id])
            : [department.id];
        }
        if (q.tagId !== undefined) {
          const tag = await db
            .selectFrom("tags")
            .select("id")
            .where("id", "=", q.tagId)
            .where("company_id", "=", company.id)
            .executeTakeFirst();
          if (!tag) throw notFound("tagId");
        }
        const locale = q.locale ?? textLocaleOf(request);
        const filter = {
          companyId: company.id,
          departmentIds,
          profile: q.profile,
          tagId: q.tagId,
          search: q.search,
          sort: q.sort,
          order: q.order,
        };
        const stream = q.format === "csv" ? exportCsv(db, filter, locale) : exportXlsx(db, filter, locale);
        const day = new Date().toISOString().slice(0, 10);
        return reply.headers(attachment(q.format, `people-${company.id}-${day}`)).send(stream);
      },
    );
  }
};
