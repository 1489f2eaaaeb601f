import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  records,
  serviceId,
  ZCampaign,
  ZCampaignCompanyParams,
  ZCampaignInput,
  ZCampaignLeverResult,
  ZCampaignListQuery,
  ZCampaignParams,
  ZCampaignRecipient,
  ZCampaignType,
  ZDashboardParams,
  ZPhishingDashboard,
  ZPhishingDashboardQuery,
  ZPhishingDomain,
  ZSelectionReach,
  ZSelectionReachQuery,
  ZSmsTemplateSummary,
  ZTemplateCategoryParams,
  ZTemplateCopyInput,
  ZTemplateParams,
  ZTemplatePreview,
  ZTemplatePreviewQuery,
  ZTemplateSaved,
  ZTemplateSummary,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { builtinTemplate } from "../../content/phishing/index";
import { builtinSmsTemplate } from "../../content/smishing";
import type { Db } from "../../db/database";
import { recordAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { managedCompanyId, notFound } from "../../lib/scope";
import { type SessionContext, sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { overviewRequestOf } from "../dashboards/request";
import { createCampaign, deleteOrCancel, listCampaigns, selectionReach } from "./campaigns";
import { phishingDashboard } from "./dashboard";
import { campaignRecipients, leverResults, recipientsWorkbook } from "./reads";
import { removedBySanitiser } from "./sanitise-report";
import { listSmsTemplates } from "./sms/templates";
import { campaignTypes, cleanCopyInput, listTemplates, previewOf, resolveTemplate } from "./templates";

const TAGS = ["controller campaigns"];
const PHISHING = serviceId("phishing");
const SMISHING = serviceId("smishing");
/** The campaign pages serve a company that contracts either channel; creating one needs its kind's service. */
const CAMPAIGN_SERVICES = [PHISHING, SMISHING];
const KIND_SERVICE = { phishing: PHISHING, smishing: SMISHING } as const;
const security = [{ bearer: [] }];
const BASE = "/controller/campaigns/:companyId";

/**
 * The phishing domains the company may send from, by host name: those for every company and those an admin
 * gave it. The same rule as usableDomain (campaigns.ts), which checks one chosen domain.
 */
async function companyDomains(db: Db, companyId: number) {
  const { rows } = await sql<{ id: number; host: string; mail_domain: string }>`
    select d.id, d.host, d.mail_domain from phishing_domains d
    where d.all_companies or exists (select 1 from phishing_domain_companies dc
      where dc.domain_id = d.id and dc.company_id = ${companyId})
    order by d.host`.execute(db);
  return rows;
}

/**
 * Campaigns (spec §7 Campaigns; docs/phishing.md), mounted at /api/v1. CONTROLLER only, for a managed company
 * (another company's id is an unknown one: 404 ND1000) that contracted phishing (else 403 NF1003).
 */
export const campaignRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, guard, campaigns },
) => {
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });
  const managedCompany = (session: SessionContext, companyId: number) =>
    managedCompanyId(db, session, companyId, CAMPAIGN_SERVICES);
  const now = () => new Date(campaigns.clock());
  const controller = (session: SessionContext) => ({ session, profile: "CONTROLLER" as const });
  /** The options of a route under one campaign (`${BASE}/:id…`): CONTROLLER only, `companyId` and `id` params. */
  const oneCampaign = <Specific extends { summary: string }>(specific: Specific) => ({
    preHandler: controllerOnly,
    schema: { tags: TAGS, security, params: ZCampaignParams, ...specific },
  });
  /**
   * The caller, their managed company (404 ND1000 outside their scope, 403 NF1003 without phishing) and the
   * campaign's id, of a request to such a route.
   */
  const campaignScope = async (request: FastifyRequest & { params: { companyId: number; id: number } }) => {
    const session = sessionOf(request);
    const companyId = await managedCompany(session, request.params.companyId);
    return { session, companyId, campaignId: request.params.id };
  };

  const templateNames = (locale: Locale) => async (companyId: number) => {
    const copies = new Map(
      (
        await db
          .selectFrom("phishing_templates")
          .select(["id", "name"])
          .where("company_id", "=", companyId)
          .execute()
      ).map((c) => [c.id, c.name]),
    );
    return (id: number | null) =>
      id === null
        ? null
        : (builtinTemplate(id)?.texts[locale].heading ??
          builtinSmsTemplate(id)?.texts[locale].senderId ??
          copies.get(id) ??
          null);
  };

  app.get(
    BASE,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "The company's campaigns, newest first, with their status and totals (optionally of some survey types)",
        security,
        params: ZCampaignCompanyParams,
        querystring: ZCampaignListQuery,
        response: { 200: records(z.array(ZCampaign)) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      const surveyTypeIds = request.query.surveyTypes?.split(",").map(Number);
      return {
        records: await listCampaigns(db, companyId, now(), {
          ...(surveyTypeIds ? { surveyTypeIds } : {}),
          templateName: await templateNames(textLocaleOf(request))(companyId),
        }),
      };
    },
  );

  app.post(
    BASE,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Creates a campaign and schedules each recipient's message at a random time between the start and " +
          "send-until (ND1019 no template; ND1020, ND1021, ND1040, ND1043-ND1045 dates; ND1046/ND1047 domain; " +
          "ND1018 empty selection; ND1032 nobody reachable in it)",
        security,
        params: ZCampaignCompanyParams,
        body: ZCampaignInput,
        response: { 200: records(ZCampaign) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompanyId(
        db,
        session,
        request.params.companyId,
        KIND_SERVICE[request.body.campaignKind],
      );
      const id = await createCampaign(db, controller(session), companyId, request.body, now());
      campaigns.kick();
      const [created] = await listCampaigns(db, companyId, now(), {
        campaignId: id,
        templateName: await templateNames(textLocaleOf(request))(companyId),
      });
      if (!created) throw notFound("id");
      return { records: created };
    },
  );

  app.get(
    "/controller/dashboards/:companyId/phishing",
    {
      preHandler: controllerOnly,
      schema: {
        tags: ["controller dashboards"],
        summary:
          "The phishing dashboard of a managed company for a period, a department subtree or a tag: click, " +
          "submission and report rates, resilience, time to report, repeat clickers; by month, campaign, department " +
          "and level, and by channel (e-mail, SMS); `channel` keeps one",
        security,
        params: ZDashboardParams,
        querystring: ZPhishingDashboardQuery,
        response: { 200: records(ZPhishingDashboard) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      return {
        records: await phishingDashboard(
          db,
          await overviewRequestOf(db, companyId, request.query, CAMPAIGN_SERVICES),
          request.query.channel,
        ),
      };
    },
  );

  app.get(
    `${BASE}/types`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "The lure categories (campaignTypeId) and how many templates each has; 7 is chosen per person",
        security,
        params: ZCampaignCompanyParams,
        response: { 200: records(z.array(ZCampaignType)) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      return { records: await campaignTypes(db, companyId) };
    },
  );

  app.get(
    `${BASE}/sms-templates/:x`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "The built-in SMS templates of lure category x (7: every one) in the caller's language, with the parts " +
          "each takes at the longest merge values",
        security,
        params: ZTemplateCategoryParams,
        response: { 200: records(z.array(ZSmsTemplateSummary)) },
      },
    },
    async (request) => {
      await managedCompany(sessionOf(request), request.params.companyId);
      return { records: listSmsTemplates(request.params.x, textLocaleOf(request)) };
    },
  );

  app.get(
    `${BASE}/reach`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "How many live people a selection of departments (with their sub-departments) or tags holds, and how " +
          "many of them have an e-mail address and a phone number in E.164 form (ND1000 ids not the company's)",
        security,
        params: ZCampaignCompanyParams,
        querystring: ZSelectionReachQuery,
        response: { 200: records(ZSelectionReach) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      const ids = request.query.ids.split(",").map(Number);
      return { records: await selectionReach(db, companyId, { type: request.query.type, ids }) };
    },
  );

  app.get(
    `${BASE}/domains`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The phishing domains the company may send from (registered by a platform admin)",
        security,
        params: ZCampaignCompanyParams,
        response: { 200: records(z.array(ZPhishingDomain)) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      const domains = await companyDomains(db, companyId);
      return { records: domains.map((d) => ({ domainId: d.id, host: d.host, mailDomain: d.mail_domain })) };
    },
  );

  app.get(
    `${BASE}/templates/:x`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Templates of lure category x (7: every template), built-in and the company's own copies",
        security,
        params: ZTemplateCategoryParams,
        response: { 200: records(z.array(ZTemplateSummary)) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      return { records: await listTemplates(db, companyId, request.params.x, textLocaleOf(request)) };
    },
  );

  app.get(
    `${BASE}/template/:templateId`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "One template as a person of the company would receive it (their merge fields; default the caller), " +
          "with its cues; a copy also gives its editable source",
        security,
        params: ZTemplateParams,
        querystring: ZTemplatePreviewQuery,
        response: { 200: records(ZTemplatePreview) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      const template = await resolveTemplate(db, companyId, request.params.templateId);
      const personId = request.query.personId ?? session.personId;
      const { rows } = await sql<{
        name: string;
        locale: string | null;
        company: string;
        department: string | null;
      }>`
        select p.name, p.locale, c.name as company, d.name as department from people p
        join companies c on c.id = p.company_id left join departments d on d.id = p.department_id
        where p.id = ${personId} and p.deleted_at is null
          and (p.company_id = ${companyId} or p.id = ${session.personId})`.execute(db);
      const person = rows[0];
      if (!person) throw notFound("personId");
      const asked = request.query.locale;
      const locale: Locale = isLocale(asked)
        ? asked
        : isLocale(person.locale)
          ? person.locale
          : textLocaleOf(request);
      // The sender address of the preview: the company's first domain by host name.
      const [domain] = await companyDomains(db, companyId);
      return {
        records: previewOf(
          template,
          locale,
          { firstName: person.name, company: person.company, department: person.department ?? "" },
          domain?.mail_domain ?? "example.com",
        ),
      };
    },
  );

  app.post(
    `${BASE}/template`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Saves the company's own copy of a built-in template in one language (HTML sanitised: no scripts, no " +
          "outside resources; every link becomes the tracking link, which both bodies must hold: ND1027); " +
          "removedBySanitiser names what the sanitiser took out",
        security,
        params: ZCampaignCompanyParams,
        body: ZTemplateCopyInput,
        response: { 200: records(ZTemplateSaved) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      const input = await cleanCopyInput(request.body);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("phishing_templates")
          .values({
            company_id: companyId,
            based_on: input.basedOn,
            locale: input.locale,
            name: input.name,
            sender_name: input.senderName,
            sender_local: input.senderLocal,
            subject: input.subject,
            html_body: input.html,
            text_body: input.text,
            created_by: session.personId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await recordAudit(trx, controller(session), {
          action: "create",
          entityType: "phishing_templates",
          entityId: row.id,
          companyId,
          after: { basedOn: input.basedOn, locale: input.locale, name: input.name, subject: input.subject },
        });
        return row.id;
      });
      const summary = (await listTemplates(db, companyId, 7, input.locale)).find((t) => t.templateId === id);
      if (!summary) throw notFound("templateId");
      return {
        records: { ...summary, removedBySanitiser: await removedBySanitiser(request.body.html, input.html) },
      };
    },
  );

  app.put(
    `${BASE}/template/:templateId`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Changes a company copy (built-in templates cannot be changed: copy them first); removedBySanitiser " +
          "names what the sanitiser took out of the HTML",
        security,
        params: ZTemplateParams,
        body: ZTemplateCopyInput,
        response: { 200: records(ZTemplateSaved) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      const input = await cleanCopyInput(request.body);
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("phishing_templates")
          .select(["name", "subject"])
          .where("id", "=", request.params.templateId)
          .where("company_id", "=", companyId)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound("templateId");
        await trx
          .updateTable("phishing_templates")
          .set({
            based_on: input.basedOn,
            locale: input.locale,
            name: input.name,
            sender_name: input.senderName,
            sender_local: input.senderLocal,
            subject: input.subject,
            html_body: input.html,
            text_body: input.text,
            updated_at: new Date(),
          })
          .where("id", "=", request.params.templateId)
          .execute();
        await recordAudit(trx, controller(session), {
          action: "update",
          entityType: "phishing_templates",
          entityId: request.params.templateId,
          companyId,
          before,
          after: { name: input.name, subject: input.subject },
        });
      });
      const summary = (await listTemplates(db, companyId, 7, input.locale)).find(
        (t) => t.templateId === request.params.templateId,
      );
      if (!summary) throw notFound("templateId");
      return {
        records: { ...summary, removedBySanitiser: await removedBySanitiser(request.body.html, input.html) },
      };
    },
  );

  app.delete(
    `${BASE}/template/:templateId`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Deletes a company copy that no campaign used (ND1027 when one did: results refer to it)",
        security,
        params: ZTemplateParams,
        response: { 200: records(z.object({ templateId: z.number().int() })) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      await db.transaction().execute(async (trx) => {
        const copy = await trx
          .selectFrom("phishing_templates")
          .select(["id", "name"])
          .where("id", "=", request.params.templateId)
          .where("company_id", "=", companyId)
          .forUpdate()
          .executeTakeFirst();
        if (!copy) throw notFound("templateId");
        const used = await trx
          .selectFrom("campaign_recipients")
          .select("id")
          .where("company_id", "=", companyId)
          .where("template_id", "=", copy.id)
          .limit(1)
          .executeTakeFirst();
        if (used) throw new AppError("ND1027", { field: "templateId" });
        await trx.deleteFrom("phishing_templates").where("id", "=", copy.id).execute();
        await recordAudit(trx, controller(session), {
          action: "delete",
          entityType: "phishing_templates",
          entityId: copy.id,
          companyId,
          before: { name: copy.name },
        });
      });
      return { records: { templateId: request.params.templateId } };
    },
  );

  app.get(
    `${BASE}/:id`,
    oneCampaign({
      summary: "One campaign with its status and totals",
      response: { 200: records(ZCampaign) },
    }),
    async (request) => {
      const { companyId, campaignId } = await campaignScope(request);
      const [campaign] = await listCampaigns(db, companyId, now(), {
        campaignId,
        templateName: await templateNames(textLocaleOf(request))(companyId),
      });
      if (!campaign) throw notFound("id");
      return { records: campaign };
    },
  );

  app.delete(
    `${BASE}/:id`,
    oneCampaign({
      summary:
        "Deletes a campaign that has not started; cancels one that has (nothing more is sent, results stay); " +
        "a finished or cancelled one stays (ND1027)",
      response: {
        200: records(z.object({ campaignId: z.number().int(), outcome: z.enum(["deleted", "cancelled"]) })),
      },
    }),
    async (request) => {
      const { session, companyId, campaignId } = await campaignScope(request);
      const outcome = await deleteOrCancel(db, controller(session), companyId, campaignId, now());
      return { records: { campaignId, outcome } };
    },
  );

  app.get(
    `${BASE}/:id/interactions`,
    oneCampaign({
      summary:
        "Each recipient's result (security data, per person as the spec shows it): delivery, opens, human " +
        "clicks, submissions (which fields, never values), reports, automated hits and the timeline",
      response: { 200: records(z.array(ZCampaignRecipient)) },
    }),
    async (request) => {
      const { companyId, campaignId } = await campaignScope(request);
      return { records: await campaignRecipients(db, companyId, campaignId) };
    },
  );

  app.get(
    `${BASE}/:id/psychoprofile`,
    oneCampaign({
      summary: "The campaign's results by the social-engineering lever its lures pulled",
      response: { 200: records(z.array(ZCampaignLeverResult)) },
    }),
    async (request) => {
      const { companyId, campaignId } = await campaignScope(request);
      return { records: await leverResults(db, companyId, campaignId) };
    },
  );

  app.get(
    `${BASE}/:id/export`,
    oneCampaign({ summary: "The recipients and their results as an xlsx workbook" }),
    async (request, reply) => {
      const { companyId, campaignId } = await campaignScope(request);
      const locale = textLocaleOf(request) ?? DEFAULT_LOCALE;
      const workbook = await recipientsWorkbook(db, config.repoRoot, companyId, campaignId, locale);
      return reply
        .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename="campaign-${campaignId}.xlsx"`)
        .send(workbook);
    },
  );
};
