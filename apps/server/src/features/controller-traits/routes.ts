import {
  DIMENSION_ELEMENTS,
  records,
  ZAction,
  ZAssetDetail,
  ZAssetList,
  ZAssetsQuery,
  ZIdParam,
  ZInteraction,
  ZProfileDimensionRecord,
  ZPsychoprofileQuery,
  ZTextAction,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ACTIONS } from "../../content/actions";
import { assetById } from "../../content/assets/catalogue";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { readPerson } from "../../lib/journey/assign";
import { assertInScope, controllerScope } from "../../lib/scope";
import { individualWellbeingCompanies, shownToController } from "../../lib/sensitive";
import { sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { assignedDueDates } from "../action-plans/plan";
import { actionsFor } from "../user-assets/actions";
import { assetListOf, readsOf, toAssetDetail } from "../user-assets/queries";
import { dateFilter, idList, interactionRows, psychoprofile, toInteraction } from "../user-traits/queries";

const TAGS = ["controller traits"];
const security = [{ bearer: [] }];
const ZPersonParams = z.object({ id: ZIdParam });
const ZPersonAssetParams = z.object({ id: ZIdParam, assetId: ZIdParam });
const ZPersonDimensionParams = z.object({ id: ZIdParam, dimensionId: ZIdParam });

/**
 * Controller traits (spec §7; docs/controller-api.md "A person's results"): what a controller may see of one of
 * their people's results. CONTROLLER only; a person outside the managed companies reads as unknown (404 ND1000).
 * Security results are per person; results about wellbeing (lib/sensitive.ts) are given per person only where a
 * platform admin allowed it for the company (docs/privacy.md "Individual results").
 */
export const controllerTraitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });

  /** A live person of a managed company, with their services and flow, or ND1000. */
  async function managedPerson(request: FastifyRequest, personId: number) {
    const person = await readPerson(db, personId, false);
    if (!person) throw new AppError("ND1000", { field: "id" });
    assertInScope(controllerScope(sessionOf(request)), person.companyId, "id");
    return person;
  }

  /** Which of the person's results the controller may see (lib/sensitive.ts). */
  async function shownOf(request: FastifyRequest, personId: number) {
    const person = await managedPerson(request, personId);
    const allowed = (await individualWellbeingCompanies(db, [person.companyId])).has(person.companyId);
    return (dimensionId: number) => shownToController(dimensionId, allowed);
  }

  app.get(
    "/controller/traits/:id/interactions",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "A managed person's interactions (assigned surveys), as they see them, without dummies",
        security,
        params: ZPersonParams,
        response: { 200: records(z.array(ZInteraction)) },
      },
    },
    async (request) => {
      const person = await managedPerson(request, request.params.id);
      const who = { personId: request.params.id, locale: textLocaleOf(request), services: person.services };
      const now = new Date();
      const rows = await interactionRows(db, request.params.id);
      return {
        records: rows.filter((r) => r.status !== "CANCELLED").map((r) => toInteraction(r, who, now)),
      };
    },
  );

  app.get(
    "/controller/traits/:id/psychoprofile",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "A managed person's profile dimension records, filtered as the user's call; no wellbeing results",
        security,
        params: ZPersonParams,
        querystring: ZPsychoprofileQuery,
        response: { 200: records(z.array(ZProfileDimensionRecord)) },
      },
    },
    async (request) => {
      const shown = await shownOf(request, request.params.id);
      const q = request.query;
      if (q.stakeholdersId !== undefined) throw new AppError("ND1027", { field: "stakeholdersId" });
      const dateFrom = dateFilter(q.dateFrom, "dateFrom", new Date("1970-01-01T00:00:00.000Z"), false);
      const dateTo = dateFilter(q.dateTo, "dateTo", new Date(), true);
      if (dateFrom > dateTo) throw new AppError("ND1027", { field: "dateFrom" });
      const all = await psychoprofile(db, request.params.id, {
        surveyTypes: idList(q.surveyTypes, "surveyTypes"),
        groupDimensions: idList(q.groupDimensions, "groupDimensions"),
        dimensions: idList(q.dimensions, "dimensions"),
        dateFrom,
        dateTo,
        current: q.current === "true",
      });
      return { records: all.filter((r) => shown(r.dimensionId)) };
    },
  );

  app.get(
    "/controller/traits/:id/actions",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The actions recommended to a managed person by their security results",
        security,
        params: ZPersonParams,
        response: { 200: records(z.array(ZAction)) },
      },
    },
    async (request) => {
      const shown = await shownOf(request, request.params.id);
      const actions = await actionsFor(db, request.params.id, textLocaleOf(request));
      return { records: actions.filter((a) => shown(a.dimensionId)) };
    },
  );

  app.get(
    "/controller/traits/:id/dimensions/:dimensionId/actions",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The actions recommended to a managed person for one dimension (not a wellbeing one)",
        security,
        params: ZPersonDimensionParams,
        response: { 200: records(z.array(ZAction)) },
      },
    },
    async (request) => {
      const shown = await shownOf(request, request.params.id);
      const { dimensionId } = request.params;
      const known = Object.values(DIMENSION_ELEMENTS).includes(dimensionId as never);
      // A wellbeing dimension reads as unknown: whether it has actions would say something of the person.
      if (!known || !shown(dimensionId)) throw new AppError("ND1000", { field: "dimensionId" });
      const actions = await actionsFor(db, request.params.id, textLocaleOf(request));
      return { records: actions.filter((a) => a.dimensionId === dimensionId) };
    },
  );

  app.get(
    "/controller/traits/:id/assets",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The library as a managed person sees it: each asset with their read status",
        security,
        params: ZPersonParams,
        querystring: ZAssetsQuery,
        response: { 200: records(ZAssetList) },
      },
    },
    async (request) => {
      await managedPerson(request, request.params.id);
      const locale = textLocaleOf(request);
      const { status, family, priority, assigned } = request.query;
      const [reads, due] = await Promise.all([
        readsOf(db, request.params.id),
        assignedDueDates(db, request.params.id),
      ]);
      return { records: assetListOf(reads, locale, { status, family, priority, assigned }, due) };
    },
  );

  app.get(
    "/controller/traits/:id/assets/:assetId",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "One asset with a managed person's read date",
        security,
        params: ZPersonAssetParams,
        response: { 200: records(ZAssetDetail) },
      },
    },
    async (request) => {
      await managedPerson(request, request.params.id);
      const asset = assetById(request.params.assetId);
      if (!asset) throw new AppError("ND1000", { field: "assetId" });
      const [reads, due] = await Promise.all([
        readsOf(db, request.params.id),
        assignedDueDates(db, request.params.id),
      ]);
      return {
        records: toAssetDetail(asset, textLocaleOf(request), reads.get(asset.id), due.get(asset.id) ?? null),
      };
    },
  );

  app.get(
    "/controller/traits/text-actions",
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The catalogue of actions with their texts in the caller's language (for the action plan)",
        security,
        response: { 200: records(z.array(ZTextAction)) },
      },
    },
    async (request) => {
      const locale = textLocaleOf(request);
      return {
        records: ACTIONS.map((a) => ({
          actionId: a.actionId,
          actionTypeId: a.actionTypeId,
          dimensionId: DIMENSION_ELEMENTS[a.dimension],
          title: a.title[locale],
          description: a.description[locale],
          assetIds: [...a.assets],
        })),
      };
    },
  );
};
