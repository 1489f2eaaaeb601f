import {
  records,
  ZCampaign,
  ZCampaignCompanyParams,
  ZSeries,
  ZSeriesInput,
  ZSeriesParams,
  ZSubcampaignParams,
} from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database";
import type { AppDeps } from "../../lib/deps";
import { managedCompanyId, notFound } from "../../lib/scope";
import { type SessionContext, sessionOf } from "../../lib/session";
import { listCampaigns } from "./campaigns";
import { createSeries, NEUROGAITAS, seriesOf } from "./series";

const TAGS = ["controller campaigns"];
const security = [{ bearer: [] }];
const BASE = "/controller/campaigns/:companyId";
/** Subcampaigns of a series have no single template (each person's is chosen for them). */
const noTemplateName = () => null;

/** A series with every subcampaign made so far, in order; ND1000 when it is not the company's. */
async function seriesWithSubcampaigns(db: Db, companyId: number, seriesId: number, now: Date) {
  const series = await seriesOf(db, companyId, seriesId);
  if (!series) throw notFound("id");
  const subcampaigns = await listCampaigns(db, companyId, now, { seriesId, templateName: noTemplateName });
  subcampaigns.sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0));
  return { ...series, subcampaigns };
}

/**
 * Neurophishing series (spec §7 schedule and subcampaigns; docs/neurophishing.md), mounted at /api/v1.
 * CONTROLLER only, for a managed company (another company's id is an unknown one: 404 ND1000) that contracted
 * neurogaitas (else 403 NF1003).
 */
export const seriesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, campaigns }) => {
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });
  const managedCompany = (session: SessionContext, companyId: number) =>
    managedCompanyId(db, session, companyId, NEUROGAITAS);
  const now = () => new Date(campaigns.clock());

  app.post(
    `${BASE}/schedule`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Creates a neurophishing series: totalCampaigns subcampaigns every frecuency days from startDate, each " +
          "person's lure chosen from their psychoprofile and past results (levelId: the highest level, default " +
          "3; categoryId 7, the default: any category). The first subcampaign is made now. ND1027 wrong survey " +
          "type, kind, count, frequency, level or category; ND1045 malformed start; ND1020 the series would end " +
          "in the past; ND1044 the first sending day is over; ND1046/ND1047 domain; ND1018 empty selection; " +
          "ND1032 nobody reachable in it",
        security,
        params: ZCampaignCompanyParams,
        body: ZSeriesInput,
        response: { 200: records(ZSeries) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      const id = await createSeries(db, { session, profile: "CONTROLLER" }, companyId, request.body, now());
      campaigns.kick();
      return { records: await seriesWithSubcampaigns(db, companyId, id, now()) };
    },
  );

  app.get(
    `${BASE}/subcampaigns/:id`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "A neurophishing series with the subcampaigns made so far, in order, with their status and totals",
        security,
        params: ZSeriesParams,
        response: { 200: records(ZSeries) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      return { records: await seriesWithSubcampaigns(db, companyId, request.params.id, now()) };
    },
  );

  app.get(
    `${BASE}/subcampaigns/:id/:sub`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Subcampaign number `sub` (from 1) of a neurophishing series; ND1000 until it is made",
        security,
        params: ZSubcampaignParams,
        response: { 200: records(ZCampaign) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      if (!(await seriesOf(db, companyId, request.params.id))) throw notFound("id");
      const [subcampaign] = await listCampaigns(db, companyId, now(), {
        seriesId: request.params.id,
        seriesIndex: request.params.sub,
        templateName: noTemplateName,
      });
      if (!subcampaign) throw notFound("sub");
      return { records: subcampaign };
    },
  );
};
