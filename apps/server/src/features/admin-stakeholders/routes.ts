import multipart from "@fastify/multipart";
import {
  ORGANISATION_LIMITS,
  page,
  records,
  ZBulkResult,
  ZCompaniesQuery,
  ZCompany,
  ZCompanyInput,
  ZCompanyUpdate,
  ZCredentialEmails,
  ZCredentialEmailsResult,
  ZDepartment,
  ZDepartmentInput,
  ZLogoQuery,
  ZMultiDelete,
  ZMultiUpdate,
  ZOk,
  ZPeopleQuery,
  ZPerson,
  ZPersonCompany,
  ZPersonInput,
  ZPersonUpdate,
  ZStakeholderIdParam,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import {
  type CheckedLogo,
  checkLogo,
  childCompanies,
  departmentSubtree,
  departmentsOfCompany,
  listPeople,
  liveCompanyInScope,
  type PeopleFilter,
} from "../../lib/organisation";
import { adminScope, inScope, notFound } from "../../lib/scope";
import { sessionOf } from "../../lib/session";
import { listCompanies } from "./queries";
import * as admin from "./service";

const TAGS = ["admin stakeholders"];
const SECURITY = [{ bearer: [] }];
const ZIdParams = z.object({ id: ZStakeholderIdParam });

/**
 * A body that failed its contract schema, shaped like Fastify's own validation errors so the one error handler
 * answers it exactly as it answers a JSON body (412, the first field's code, every field with its code). Used
 * for the JSON inside a multipart form, which Fastify's schema validation does not see.
 */
function schemaError(error: z.ZodError): Error {
  const marker = Symbol.for("ZodFastifySchemaValidationError");
  return Object.assign(new Error("validation"), {
    statusCode: 412,
    validation: error.issues.map((issue) => ({
      [marker]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join("/")}`,
      schemaPath: "#",
      message: issue.message,
      params: {},
    })),
  });
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw schemaError(result.error);
  return result.data;
}

interface MultipartForm {
  data?: unknown;
  /** undefined: not sent; null: `removeLogo=true`. */
  logo?: CheckedLogo | null;
}

/** The admin's multipart update: a `logo` file, and the record as JSON in a `data` field (optional each). */
async function readMultipart(request: FastifyRequest, type: string): Promise<MultipartForm> {
  const form: MultipartForm = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "logo" || type !== "companies")
          throw new AppError("ND1027", { field: part.fieldname });
        form.logo = await checkLogo(await part.toBuffer());
      } else if (part.fieldname === "data") {
        try {
          form.data = JSON.parse(String(part.value));
        } catch {
          throw new AppError("ND1027", { field: "data" });
        }
      } else if (part.fieldname === "removeLogo" && type === "companies") {
        if (String(part.value) === "true" && form.logo === undefined) form.logo = null;
      } else {
        throw new AppError("ND1027", { field: part.fieldname });
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Bigger than 1 MB: the multipart parser stops reading at the limit; the answer is the logo's own code.
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("ND1004", { field: "logo" });
    if (typeof code === "string" && code.startsWith("FST_")) throw new AppError("ND1027");
    throw error;
  }
  return form;
}

/** Admin stakeholders (spec §7), mounted at /api/v1. ADMIN only; every id is checked against adminScope. */
export const adminStakeholderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: {
      fileSize: ORGANISATION_LIMITS.logoMaxBytes,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 256 * 1024,
    },
  });
  const { db, guard } = deps;
  const adminOnly = guard({ profiles: ["ADMIN"] });

  async function context(request: FastifyRequest): Promise<admin.AdminContext> {
    const session = sessionOf(request);
    return { deps, session, scope: await adminScope(db, session) };
  }

  // ------------------------------------------------------------ listings

  app.get(
    "/admin/stakeholders/companies",
    {
      preHandler: adminOnly,
      schema: {
        tags: TAGS,
        summary: "Companies the admin manages: search (name, fiscal code, domain), sort, server-side paging",
        security: SECURITY,
        querystring: ZCompaniesQuery,
        response: { 200: page(ZCompany) },
      },
    },
    async (request) => {
      const ctx = await context(request);
      return listCompanies(db, ctx.scope, request.query);
    },
  );

  /** The people-list filter for an admin, or ND1000 when a filter names something outside their scope. */
  async function peopleFilter(
    ctx: admin.AdminContext,
    query: z.output<typeof ZPeopleQuery>,
    fixed: { companyId?: number; departmentId?: number } = {},
  ): Promise<PeopleFilter> {
    let companyIds: PeopleFilter["companyIds"] = ctx.scope.all ? "all" : ctx.scope.companyIds;
    const companyId = fixed.companyId ?? query.companyId;
    // Only the company's existence and scope matter here: the full record would count all its people each time.
    if (companyId !== undefined) companyIds = [(await liveCompanyInScope(db, companyId, ctx.scope)).id];
    let departmentIds: number[] | undefined;
    const departmentId = fixed.departmentId ?? query.departmentId;
    if (departmentId !== undefined) {
      const department = await admin.getDepartment(ctx, departmentId);
      if (companyId !== undefined && department.stakeholderCompanyId !== companyId)
        throw notFound("departmentId");
      companyIds = [department.stakeholderCompanyId];
      const withSubdepartments = fixed.departmentId !== undefined || query.includeSubdepartments;
      departmentIds = withSubdepartments ? await departmentSubtree(db, [departmentId]) : [departmentId];
    }
    if (query.tagId !== undefined) {
      const tag =
        query.tagId <= 2_147_483_647
          ? await db.selectFrom("tags").select("company_id").where("id", "=", query.tagId).executeTakeFirst()
          : undefined;
      if (!tag || !inScope(ctx.scope, tag.company_id)) throw notFound("tagId");
    }
    return {
      companyIds,
      departmentIds,
      profile: query.profile,
      tagId: query.tagId,
      search: query.search,
      sort: query.sort,
      order: query.order,
      page: query.page,
      pageSize: query.pageSize,
      viewerScope: ctx.scope,
    };
  }

  app.get(
    "/admin/stakeholders/people",
    {
      preHandler: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          "People of the companies the admin manages: filter by company, department, profile, tag; search, sort, paging",
        security: SECURITY,
        querystring: ZPeopleQuery,
        response: { 200: page(ZPerson) },
      },
    },
    async (request) => {
      const ctx = await context(request);
      if (request.query.companyId !== undefined && request.query.companyId > 2_147_483_647)
        throw notFound("companyId");
      if (request.query.departmentId !== undefined && request.query.departmentId > 2_147_483_647)
        throw notFound("departmentId");
      return listPeople(db, await peopleFilter(ctx, request.query));
    },
  );

  app.get(
    "/admin/stakeholders/companies/:id/departments",
    {
      preHandler: adminOnly,
      schema: {
        tags: TAGS,
        summary: "Every department of a company, flat, with parent ids and people counts (for the tree)",
        security: SECURITY,
        params: ZIdParams,
        response: { 200: records(z.array(ZDepartment)) },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const company = await admin.getCompany(ctx, request.params.id);
      return { records: await departmentsOfCompany(db, company.stakeholderId) };
    },
  );

  app.get(
    "/admin/stakeholders/companies/:id/companies",
    {
      preHandler: adminOnly,
      schema: {
        tags: TAGS,
        summary: "The child companies of a company",
        security: SECURITY,
        params: ZIdParams,
        response: { 200: records(z.array(ZCompany)) },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const company = await admin.getCompany(ctx, request.params.id);
      return { records: await childCompanies(db, company.stakeholderId) };
    },
  );

  for (const type of ["companies", "departments"] as const) {
    app.get(
      `/admin/stakeholders/${type}/:id/people`,
      {
        preHandler: adminOnly,
        schema: {
          tags: TAGS,
          summary:
            type === "companies"
              ? "People of a company (paged, searchable, sortable)"
              : "People of a department and its sub-departments (paged, searchable, sortable)",
          security: SECURITY,
          params: ZIdParams,
          querystring: ZPeopleQuery,
          response: { 200: page(ZPerson) },
        },
      },
      async (request) => {
        const ctx = await context(request);
        const fixed =
          type === "companies" ? { companyId: request.params.id } : { departmentId: request.params.id };
        const query = { ...request.query, companyId: undefined, departmentId: undefined };
        return listPeople(db, await peopleFilter(ctx, query, fixed));
      },
    );
  }

  app.get(
    "/admin/stakeholders/people/:id/companies",
    {
      preHandler: adminOnly,
      schema: {
        tags: TAGS,
        summary: "The companies a person belongs to, controls or administers (among those the admin manages)",
        security: SECURITY,
        params: ZIdParams,
        response: { 200: records(z.array(ZPersonCompany)) },
      },
    },
    async (request) => ({ records: await admin.personCompanies(await context(request), request.params.id) }),
  );

  // ------------------------------------------------------------ read, create, update, delete

  const shapes = {
    companies: { input: ZCompanyInput, update: ZCompanyUpdate, output: ZCompany },
    departments: { input: ZDepartmentInput, update: ZDepartmentInput, output: ZDepartment },
    people: { input: ZPersonInput, update: ZPersonUpdate, output: ZPerson },
  } as const;

  async function read(ctx: admin.AdminContext, type: keyof typeof shapes, id: number) {
    if (type === "companies") return admin.getCompany(ctx, id);
    if (type === "departments") return admin.getDepartment(ctx, id);
    return admin.getPerson(ctx, id);
  }

  async function create(ctx: admin.AdminContext, type: keyof typeof shapes, body: unknown) {
    if (type === "companies") return admin.createCompany(ctx, parseWith(ZCompanyInput, body));
    if (type === "departments") return admin.createDepartment(ctx, parseWith(ZDepartmentInput, body));
    return admin.createPerson(ctx, parseWith(ZPersonInput, body));
  }

  async function update(ctx: admin.AdminContext, type: keyof typeof shapes, id: number, body: unknown) {
    if (type === "companies") return admin.updateCompany(ctx, id, parseWith(ZCompanyUpdate, body));
    if (type === "departments") return admin.updateDepartment(ctx, id, parseWith(ZDepartmentInput, body));
    return admin.updatePerson(ctx, id, parseWith(ZPersonUpdate, body));
  }

  async function remove(ctx: admin.AdminContext, type: keyof typeof shapes, ids: readonly number[]) {
    if (type === "companies") return admin.deleteCompanies(ctx, ids);
    if (type === "departments") return admin.deleteDepartments(ctx, ids);
    return admin.deletePeople(ctx, ids);
  }

  for (const type of ["companies", "departments", "people"] as const) {
    const { input, update: updateInput, output } = shapes[type];

    app.get(
      `/admin/stakeholders/${type}/:id`,
      {
        preHandler: adminOnly,
        schema: {
          tags: TAGS,
          summary: `One of ${type}`,
          security: SECURITY,
          params: ZIdParams,
          response: { 200: records(output) },
        },
      },
      async (request) => ({ records: await read(await context(request), type, request.params.id) }),
    );

    app.post(
      `/admin/stakeholders/${type}`,
      {
        preHandler: adminOnly,
        schema: {
          tags: TAGS,
          summary: `Creates one of ${type}`,
          security: SECURITY,
          body: input,
          response: { 200: records(output) },
        },
      },
      async (request) => ({ records: await create(await context(request), type, request.body) }),
    );

    app.put(
      `/admin/stakeholders/${type}/:id`,
      {
        preHandler: adminOnly,
        schema: {
          tags: TAGS,
          summary: `Updates one of ${type} (the whole record)`,
          security: SECURITY,
          params: ZIdParams,
          body: updateInput,
          response: { 200: records(output) },
        },
      },
      async (request) => ({
        records: await update(await context(request), type, request.params.id, request.body),
      }),
    );

    app.post(
      `/admin/stakeholders/${type}/:id`,
      {
        preHandler: adminOnly,
        schema: {
          tags: TAGS,
          summary:
            type === "companies"
              ? "Updates a company from a multipart form: `logo` (PNG, JPEG, WebP or SVG, 1 MB), `removeLogo=true`, `data` (the record as JSON)"
              : `Updates one of ${type} from a multipart form whose \`data\` field holds the record as JSON`,
          security: SECURITY,
          consumes: ["multipart/form-data"],
          params: ZIdParams,
          response: { 200: records(output) },
        },
      },
      async (request) => {
        const ctx = await context(request);
        const { id } = request.params;
        if (!request.isMultipart()) {
          return { records: await update(ctx, type, id, request.body) };
        }
        // Scope first: nothing of a company outside the admin's tree is parsed or stored.
        await read(ctx, type, id);
        const form = await readMultipart(request, type);
        if (type === "companies") {
          const data = form.data === undefined ? undefined : parseWith(ZCompanyUpdate, form.data);
          if (data === undefined && form.logo === undefined) throw new AppError("ND1018", { field: "data" });
          return { records: await admin.updateCompany(ctx, id, data, form.logo) };
        }
        if (form.data === undefined) throw new AppError("ND1018", { field: "data" });
        return { records: await update(ctx, type, id, form.data) };
      },
    );

    app.delete(
      `/admin/stakeholders/${type}/:id`,
      {
        preHandler: adminOnly,
        schema: {
          tags: TAGS,
          summary:
            type === "people"
              ? "Deletes a person: personal data removed, sessions revoked at once, anonymous aggregates kept"
              : `Deletes one of ${type}`,
          security: SECURITY,
          params: ZIdParams,
          response: { 200: records(ZOk) },
        },
      },
      async (request) => {
        const ctx = await context(request);
        await read(ctx, type, request.params.id);
        await remove(ctx, type, [request.params.id]);
        return { records: { result: "OK" as const } };
      },
    );

    app.put(
      `/admin/stakeholders/multiupdate/${type}`,
      {
        preHandler: adminOnly,
        schema: {
          tags: TAGS,
          summary: `The same change to many ${type}, all or none (refusals list each refused id and why)`,
          security: SECURITY,
          body: ZMultiUpdate,
          response: { 200: records(ZBulkResult) },
        },
      },
      async (request) => {
        const ctx = await context(request);
        const { ids, changes } = request.body;
        const run =
          type === "companies"
            ? admin.multiUpdateCompanies
            : type === "departments"
              ? admin.multiUpdateDepartments
              : admin.multiUpdatePeople;
        return { records: { affected: await run(ctx, ids, changes) } };
      },
    );

    app.put(
      `/admin/stakeholders/multidelete/${type}`,
      {
        preHandler: adminOnly,
        schema: {
          tags: TAGS,
          summary: `Deletes many ${type}, all or none (refusals list each refused id and why)`,
          security: SECURITY,
          body: ZMultiDelete,
          response: { 200: records(ZBulkResult) },
        },
      },
      async (request) => {
        const ctx = await context(request);
        return { records: { affected: await remove(ctx, type, request.body.ids) } };
      },
    );

    app.post(
      `/admin/stakeholders/emails/${type}`,
      {
        preHandler: adminOnly,
        schema: {
          tags: TAGS,
          summary:
            type === "people"
              ? "Credential e-mails (a set-password link valid 7 days, in each person's language)"
              : `Credential e-mails to every person of the ${type} (people of federated companies and without an address are skipped)`,
          security: SECURITY,
          body: ZCredentialEmails,
          response: { 200: records(ZCredentialEmailsResult) },
        },
      },
      async (request) => ({
        records: await admin.sendCredentials(await context(request), type, request.body.ids),
      }),
    );
  }

  // ------------------------------------------------------------ the logo

  const signedIn = guard();
  app.get(
    "/stakeholders/companies/:id/logo",
    {
      schema: {
        tags: ["account"],
        summary:
          "A company's logo (nosniff; SVG under a CSP without scripts). With `v` = the logo's SHA-256 (as ZCompany.logo gives it) no session is needed, so an <img> can show it; otherwise only its people, its controllers and the admins who manage it may read it",
        security: SECURITY,
        params: ZIdParams,
        querystring: ZLogoQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const logo = await db
        .selectFrom("company_logos as l")
        .innerJoin("companies as c", "c.id", "l.company_id")
        .select(["l.content_type", "l.bytes", "l.sha256"])
        .where("l.company_id", "=", id)
        .where("c.deleted_at", "is", null)
        .executeTakeFirst();
      const capability = logo !== undefined && request.query.v === logo.sha256;
      if (!capability) {
        await signedIn(request, reply);
        const session = sessionOf(request);
        const allowed =
          session.companyId === id ||
          session.person.controllerCompanyIds.includes(id) ||
          (session.profiles.includes("ADMIN") && inScope(await adminScope(db, session), id));
        if (!allowed) throw notFound();
      }
      if (!logo) throw notFound();
      reply
        .header("content-type", logo.content_type)
        .header("x-content-type-options", "nosniff")
        .header("etag", `"${logo.sha256}"`)
        .header("content-disposition", "inline")
        .header(
          "cache-control",
          // The URL carries the hash: a versioned URL never changes, so it is kept; any other is revalidated.
          capability ? "private, max-age=31536000, immutable" : "private, no-cache",
        );
      if (logo.content_type === "image/svg+xml") {
        reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
      }
      if (request.headers["if-none-match"] === `"${logo.sha256}"`) return reply.status(304).send();
      return reply.send(logo.bytes);
    },
  );
};
