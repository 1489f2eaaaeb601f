import {
  CONTROLLER_VIEWS,
  type ControllerView,
  ORGANIZATION_SEARCH_LIMIT,
  page,
  records,
  serviceId,
  text,
  ZCompany,
  ZControllerPeopleQuery,
  ZControllerPersonInput,
  ZControllerView,
  ZControllerViewInput,
  ZDepartmentNode,
  ZIdParam,
  ZManagedCompany,
  ZOk,
  ZOrganization,
  ZPerson,
  ZPersonListItem,
  ZTag,
  ZTagInput,
  ZTagMembersChange,
  ZTagUpdate,
} from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { companyById, isRowId, personById } from "../../lib/organisation";
import { assertInScope, type CompanyScope, controllerScope } from "../../lib/scope";
import { type SessionContext, sessionOf } from "../../lib/session";
import { updatePersonAsController } from "./people";
import {
  departmentCompany,
  departmentRecord,
  departmentSubtree,
  departmentTree,
  managedCompanies,
  type PeopleFilter,
  peoplePage,
  personCompany,
  searchPeople,
} from "./queries";
import { changeMembers, createTag, deleteTag, listTags, renameTag, tagOf } from "./tags";

const TAGS = ["controller"];
const security = [{ bearer: [] }];

const ZCompanyParams = z.object({ id: ZIdParam });
const ZStakeholderParams = z.object({
  type: z.enum(["companies", "departments", "people"], { error: "ND1027" }),
  id: ZIdParam,
});
const ZPeopleOfParams = z.object({
  type: z.enum(["companies", "departments"], { error: "ND1027" }),
  id: ZIdParam,
});
const ZTagCompanyParams = z.object({ companyId: ZIdParam });
const ZTagParams = z.object({ companyId: ZIdParam, tagId: ZIdParam });
const ZOrganizationQuery = z.object({ search: text().trim().max(100, { error: "ND1027" }).optional() });

/** The module each saveable dashboard view needs (spec §2: awareness, abs and phishing sub-pages). */
const VIEW_SERVICE: Partial<Record<ControllerView, number>> = {
  awareness: serviceId("awareness"),
  abs: serviceId("abs"),
  phishing: serviceId("phishing"),
};

type ControllerScope = CompanyScope & { all: false };

function scopeOf(session: SessionContext): ControllerScope {
  const scope = controllerScope(session);
  return scope.all ? { all: false, companyIds: [] } : scope;
}

/**
 * Controller stakeholders (spec §7) and the controller's own settings; mounted at /api/v1. CONTROLLER only, and
 * every id is checked against the companies the caller manages: another company's id is answered exactly like
 * an unknown one (404 ND1000).
 */
export const controllerStakeholderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, guard } = deps;
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });

  /** A live, managed company, or ND1000. */
  async function managedCompany(session: SessionContext, companyId: number, field?: string) {
    assertInScope(scopeOf(session), companyId, field);
    const company = await db
      .selectFrom("companies")
      .select(["id", "name", "services", "parent_company_id"])
      .where("id", "=", companyId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!company) throw new AppError("ND1000", field ? { field } : {});
    return company;
  }

  app.get(
    "/controller/companies",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The companies the caller manages (CONTROLLER)",
        security,
        response: { 200: records(z.array(ZManagedCompany)) },
      },
    },
    async (request) => ({ records: await managedCompanies(db, scopeOf(sessionOf(request)).companyIds) }),
  );

  app.get(
    "/controller/view",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The caller's saved default dashboard view (CONTROLLER)",
        security,
        response: { 200: records(ZControllerView) },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom("people")
        .select("default_view")
        .where("id", "=", sessionOf(request).personId)
        .executeTakeFirst();
      const saved = (CONTROLLER_VIEWS as readonly string[]).includes(row?.default_view ?? "");
      return { records: { view: saved ? (row?.default_view as ControllerView) : "default", saved } };
    },
  );

  app.put(
    "/controller/view",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Saves the caller's default dashboard view; only a controller can (spec §6)",
        security,
        body: ZControllerViewInput,
        response: { 200: records(ZControllerView) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { view } = request.body;
      const service = VIEW_SERVICE[view];
      if (service !== undefined) {
        const { companyIds } = scopeOf(session);
        const contracted =
          companyIds.length > 0 &&
          (await db
            .selectFrom("companies")
            .select("id")
            .where("id", "in", companyIds)
            .where("deleted_at", "is", null)
            .where((eb) => eb(eb.val(service), "=", eb.fn.any("services")))
            .executeTakeFirst());
        if (!contracted) throw new AppError("NF1003", { field: "view" });
      }
      await deps.sessions.changePerson(session.personId, (trx) =>
        trx
          .updateTable("people")
          .set({ default_view: view, updated_at: new Date() })
          .where("id", "=", session.personId)
          .execute(),
      );
      return { records: { view, saved: true } };
    },
  );

  app.get(
    "/controller/stakeholders/companies/:id/departments",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Every department of a managed company, with parent ids and people counts (for the tree)",
        security,
        params: ZCompanyParams,
        response: { 200: records(z.array(ZDepartmentNode)) },
      },
    },
    async (request) => {
      const company = await managedCompany(sessionOf(request), request.params.id);
      return { records: await departmentTree(db, company.id) };
    },
  );

  app.get(
    "/controller/stakeholders/companies/:id/organization",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The organisation of a managed company: child companies, departments, and search hits",
        security,
        params: ZCompanyParams,
        querystring: ZOrganizationQuery,
        response: { 200: records(ZOrganization) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const company = await managedCompany(session, request.params.id);
      const scope = scopeOf(session);
      const [record, children, departments] = await Promise.all([
        companyById(db, company.id),
        db
          .selectFrom("companies as k")
          .select((eb) => [
            "k.id",
            "k.name",
            eb
              .selectFrom("people as p")
              .select(eb.fn.countAll<string>().as("n"))
              .whereRef("p.company_id", "=", "k.id")
              .where("p.deleted_at", "is", null)
              .as("people"),
          ])
          .where("k.parent_company_id", "=", company.id)
          .where("k.deleted_at", "is", null)
          .orderBy((eb) => eb.fn("lower", ["k.name"]))
          .orderBy("k.id")
          .execute(),
        departmentTree(db, company.id),
      ]);
      if (!record) throw new AppError("ND1000");
      const text = request.query.search;
      let search: z.infer<typeof ZOrganization>["search"] = null;
      if (text) {
        const needle = text.toLocaleLowerCase();
        const hits = await searchPeople(db, company.id, text, ORGANIZATION_SEARCH_LIMIT);
        search = {
          departmentIds: departments
            .filter((d) => d.name.toLocaleLowerCase().includes(needle))
            .map((d) => d.id),
          people: hits.people,
          truncated: hits.truncated,
        };
      }
      return {
        records: {
          company: {
            stakeholderId: record.stakeholderId,
            name: record.name,
            logo: record.logo,
            peopleCount: record.peopleCount,
          },
          childCompanies: children.map((c) => ({
            stakeholderId: c.id,
            name: c.name,
            peopleCount: Number(c.people ?? 0),
            managed: scope.companyIds.includes(c.id),
          })),
          departments,
          search,
        },
      };
    },
  );

  // ---------------------------------------------------------------- tags

  app.get(
    "/controller/stakeholders/tags/:companyId",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The tags of a managed company, by name",
        security,
        params: ZTagCompanyParams,
        response: { 200: records(z.array(ZTag)) },
      },
    },
    async (request) => {
      const company = await managedCompany(sessionOf(request), request.params.companyId);
      return { records: await listTags(db, company.id) };
    },
  );

  app.post(
    "/controller/stakeholders/tags/:companyId",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Creates a tag (name unique in the company: ND1024) with its first members",
        security,
        params: ZTagCompanyParams,
        body: ZTagInput,
        response: { 200: records(ZTag) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const company = await managedCompany(session, request.params.companyId);
      return {
        records: await createTag(db, { session, profile: "CONTROLLER" }, company.id, request.body),
      };
    },
  );

  app.put(
    "/controller/stakeholders/tags/:companyId/:tagId",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Renames a tag",
        security,
        params: ZTagParams,
        body: ZTagUpdate,
        response: { 200: records(ZTag) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const company = await managedCompany(session, request.params.companyId);
      return {
        records: await renameTag(
          db,
          { session, profile: "CONTROLLER" },
          company.id,
          request.params.tagId,
          request.body.name,
        ),
      };
    },
  );

  app.delete(
    "/controller/stakeholders/tags/:companyId/:tagId",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Deletes a tag (its people stay)",
        security,
        params: ZTagParams,
        response: { 200: records(ZOk) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const company = await managedCompany(session, request.params.companyId);
      await deleteTag(db, { session, profile: "CONTROLLER" }, company.id, request.params.tagId);
      return { records: { result: "OK" as const } };
    },
  );

  app.put(
    "/controller/stakeholders/tags/:companyId/:tagId/people",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Adds and removes members of a tag; all must be live people of the company (ND1032)",
        security,
        params: ZTagParams,
        body: ZTagMembersChange,
        response: { 200: records(ZTag) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const company = await managedCompany(session, request.params.companyId);
      return {
        records: await changeMembers(
          db,
          { session, profile: "CONTROLLER" },
          company.id,
          request.params.tagId,
          request.body,
        ),
      };
    },
  );

  // ---------------------------------------------------------------- people

  app.put(
    "/controller/stakeholders/people/:id",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Edits a person of a managed company (profiles and company stay as they are)",
        security,
        params: ZCompanyParams,
        body: ZControllerPersonInput,
        response: { 200: records(ZPerson) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return {
        records: await updatePersonAsController(
          deps,
          session,
          scopeOf(session),
          request.params.id,
          request.body,
        ),
      };
    },
  );

  // ---------------------------------------------------------------- /{type}/{id}

  app.get(
    "/controller/stakeholders/:type/:id",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "A managed company, or a department or person of one",
        security,
        params: ZStakeholderParams,
        response: { 200: records(z.union([ZCompany, ZDepartmentNode, ZPerson])) },
      },
    },
    async (request) => {
      const scope = scopeOf(sessionOf(request));
      const { type, id } = request.params;
      if (type === "companies") {
        const record = scope.companyIds.includes(id) ? await companyById(db, id) : undefined;
        if (!record) throw new AppError("ND1000");
        return { records: record };
      }
      if (type === "departments") {
        const companyId = await departmentCompany(db, id);
        assertInScope(scope, companyId);
        const record = await departmentRecord(db, id);
        if (!record) throw new AppError("ND1000");
        return { records: record };
      }
      assertInScope(scope, await personCompany(db, id));
      const record = await personById(db, id, scope);
      if (!record) throw new AppError("ND1000");
      return { records: record };
    },
  );

  app.get(
    "/controller/stakeholders/:type/:id/people",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "People of a managed company or department (sub-departments included), paged; default order progress descending",
        security,
        params: ZPeopleOfParams,
        querystring: ZControllerPeopleQuery,
        response: { 200: page(ZPersonListItem) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const scope = scopeOf(session);
      const { type, id } = request.params;
      const query = request.query;
      const companyId = type === "companies" ? id : await departmentCompany(db, id);
      assertInScope(scope, companyId);
      const company = await managedCompany(session, companyId as number);
      if (query.companyId !== undefined && query.companyId !== company.id) {
        throw new AppError("ND1000", { field: "companyId" });
      }
      // The people of a department are those of its whole subtree; a department filter narrows within it.
      let departmentIds = type === "departments" ? await departmentSubtree(db, id) : undefined;
      if (query.departmentId !== undefined) {
        const inside = isRowId(query.departmentId)
          ? await departmentCompany(db, query.departmentId)
          : undefined;
        if (inside !== company.id || (departmentIds && !departmentIds.includes(query.departmentId))) {
          throw new AppError("ND1000", { field: "departmentId" });
        }
        departmentIds = query.includeSubdepartments
          ? await departmentSubtree(db, query.departmentId)
          : [query.departmentId];
      }
      if (query.tagId !== undefined) {
        if (!isRowId(query.tagId)) throw new AppError("ND1000", { field: "tagId" });
        await tagOf(db, company.id, query.tagId);
      }
      const filter: PeopleFilter = {
        companyId: company.id,
        search: query.search,
        profile: query.profile,
        tagId: query.tagId,
        ...(departmentIds ? { departmentIds } : {}),
      };
      // The page envelope of every paged list: {records: [...], total, page, pageSize}.
      return peoplePage(db, filter, {
        page: query.page,
        pageSize: query.pageSize,
        sort: query.sort,
        order: query.order,
        fields: query.fields,
      });
    },
  );
};
