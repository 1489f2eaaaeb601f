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
import { createSeries, SERIES_KIND_SERVICE, seriesOf } from "./series";

const TAGS = ["controller campaigns"];
const security = [{ bearer: [] }];
const BASE = "/controller/campaigns/:companyId";
/** Subcampaigns of a series have no single template (each person's is chosen for them). */
const noTemplateName = () => null;

type SeriesOf = NonNullable<Awaited<ReturnType<typeof seriesOf>>>;

/**
 * The managed company and its series `seriesId`, for a reading call: 404 ND1000 outside the caller's scope or for
 * another company's (or no) series; 403 NF1003 when the company does not contract the series' kind's service
 * (neurogaitas for e-mail, smishgaitas for SMS). An unknown id is answered as the e-mail kind's, so a company with
 * neither service learns nothing from it.
 */
async function readableSeries(db: Db, session: SessionContext, companyId: number, seriesId: number) {
  const scoped = await managedCompanyId(db, session, companyId);
  const series = await seriesOf(db, scoped, seriesId);
  await managedCompanyId(db, session, scoped, SERIES_KIND_SERVICE[series?.campaignKind ?? "neurophishing"]);
  if (!series) throw notFound("id");
  return { companyId: scoped, series };
}

/** A series with every subcampaign made so far, in order. */
async function withSubcampaigns(db: Db, companyId: number, series: SeriesOf, now: Date) {
  const { seriesId } = series;
  const subcampaigns = await listCampaigns(db, companyId, now, { seriesId, templateName: noTemplateName });
  subcampaigns.sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0));
  return { ...series, subcampaigns };
}

/**
 * Neurophishing and neurosmishing series (spec §7 schedule and subcampaigns; docs/neurophishing.md), mounted at
 * /api/v1. CONTROLLER only, for a managed company (another company's id is an unknown one: 404 ND1000) that
 * contracted the series kind's service (else 403 NF1003): neurogaitas for e-mail, smishgaitas for SMS.
 */
export const seriesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, campaigns }) => {
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });
  const now = () => new Date(campaigns.clock());

  app.post(
    `${BASE}/schedule`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Creates a neurophishing series (campaignKind neurosmishing: over SMS, with SMS templates; needs " +
          "smishgaitas, neurophishing needs neurogaitas): totalCampaigns subcampaigns every frecuency days from startDate, each " +
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
      const companyId = await managedCompanyId(
        db,
        session,
        request.params.companyId,
        SERIES_KIND_SERVICE[request.body.campaignKind],
      );
      const id = await createSeries(db, { session, profile: "CONTROLLER" }, companyId, request.body, now());
      campaigns.kick();
      const series = await seriesOf(db, companyId, id);
      if (!series) throw notFound("id");
      return { records: await withSubcampaigns(db, companyId, series, now()) };
    },
  );

  app.get(
    `${BASE}/subcampaigns/:id`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "A neurophishing or neurosmishing series with the subcampaigns made so far, in order, with their status and totals",
        security,
        params: ZSeriesParams,
        response: { 200: records(ZSeries) },
      },
    },
    async (request) => {
      const { companyId, series } = await readableSeries(
        db,
        sessionOf(request),
        request.params.companyId,
        request.params.id,
      );
      return { records: await withSubcampaigns(db, companyId, series, now()) };
    },
  );

  app.get(
    `${BASE}/subcampaigns/:id/:sub`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Subcampaign number `sub` (from 1) of a series; ND1000 until it is made",
        security,
        params: ZSubcampaignParams,
        response: { 200: records(ZCampaign) },
      },
    },
    async (request) => {
      const { companyId } = await readableSeries(
        db,
        sessionOf(request),
        request.params.companyId,
        request.params.id,
      );
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
