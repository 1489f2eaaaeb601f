import {
  CAMPAIGN_KIND_INFO,
  isErrorCode,
  type Locale,
  PERSONALISED_CATEGORY_ID,
  records,
  serviceId,
  type TCampaignDraft,
  type TCampaignDraftForm,
  ZCampaign,
  ZCampaignCompanyParams,
  ZCampaignDraft,
  ZCampaignDraftForm,
  ZCampaignDraftInput,
  ZCampaignDraftParams,
  ZCampaignInput,
} from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { builtinTemplate } from "../../content/phishing/index";
import type { Db } from "../../db/database";
import { recordAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { managedCompanyId, notFound } from "../../lib/scope";
import { type SessionContext, sessionOf } from "../../lib/session";
import { textLocaleOf } from "../../lib/text-locale";
import { createCampaign, listCampaigns } from "./campaigns";

const TAGS = ["controller campaigns"];
const PHISHING = serviceId("phishing");
const security = [{ bearer: [] }];
const BASE = "/controller/campaigns/:companyId/drafts";

interface DraftRow {
  id: number;
  name: string;
  form: unknown;
  created_at: Date;
  updated_at: Date;
}

const DRAFT_COLUMNS = ["id", "name", "form", "created_at", "updated_at"] as const;

/**
 * The stored form, checked on the way out too: a form written by an older shape that no longer parses is shown
 * empty (the name stays) rather than failing the whole list.
 */
function storedForm(form: unknown): TCampaignDraftForm {
  const parsed = ZCampaignDraftForm.safeParse(form);
  return parsed.success ? parsed.data : {};
}

function draftOf(row: DraftRow): TCampaignDraft {
  const form = storedForm(row.form);
  return {
    draftId: row.id,
    status: "draft",
    name: row.name,
    campaignKind: "phishing",
    domain: form.domain ?? null,
    campaignTypeId: form.campaignTypeId ?? null,
    templateId: form.templateId ?? null,
    timeZone: form.timeZone ?? null,
    startDate: form.startDate ?? null,
    endDate: form.endDate ?? null,
    sendByDate: form.sendByDate ?? null,
    workingHours: form.workingHours ?? null,
    stakeholders: form.stakeholders ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The form of a request as stored: the fields beside the name, the empty ones left out. */
function formText(input: z.output<typeof ZCampaignDraftInput>): string {
  const { name: _name, ...form } = input;
  const filled = Object.fromEntries(Object.entries(form).filter(([, value]) => value != null));
  // Written through the same schema that reads it back.
  return JSON.stringify(ZCampaignDraftForm.parse(filled));
}

/** A template's name as the campaign list shows it: a built-in one's heading in the caller's language. */
async function templateName(
  db: Db,
  companyId: number,
  locale: Locale,
  templateId: number | null,
): Promise<string | null> {
  if (templateId === null) return null;
  const builtin = builtinTemplate(templateId);
  if (builtin) return builtin.texts[locale].heading;
  const copy = await db
    .selectFrom("phishing_templates")
    .select("name")
    .where("id", "=", templateId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return copy?.name ?? null;
}

async function draftRow(db: Db, companyId: number, draftId: number): Promise<DraftRow> {
  const row = await db
    .selectFrom("campaign_drafts")
    .select(DRAFT_COLUMNS)
    .where("id", "=", draftId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) throw notFound("id");
  return row;
}

/**
 * The creation request a draft stands for, checked like POST /controller/campaigns/{companyId}'s body: a field
 * the draft lacks fails as it would there when left out (a start: ND1045; a selection: ND1018), with its code.
 */
function campaignInputOf(draft: TCampaignDraft, companyTimeZone: string) {
  const parsed = ZCampaignInput.safeParse({
    name: draft.name,
    campaignKind: "phishing",
    domain: draft.domain,
    // The form's "all categories" when none was chosen.
    campaignTypeId: draft.campaignTypeId ?? PERSONALISED_CATEGORY_ID,
    surveyTypeId: CAMPAIGN_KIND_INFO.phishing.surveyTypeId,
    templateId: draft.templateId,
    timeZone: draft.timeZone ?? companyTimeZone,
    startDate: draft.startDate ?? "",
    endDate: draft.endDate,
    sendByDate: draft.sendByDate,
    workingHours: draft.workingHours ?? false,
    stakeholders: draft.stakeholders ?? { type: "DEPARTMENTS", ids: [] },
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const code = isErrorCode(issue?.message) ? issue.message : "ND1027";
  throw new AppError(code, { field: issue?.path.join(".") || "id" });
}

/**
 * Campaign drafts (docs/phishing.md "Lifecycle"), mounted at /api/v1. CONTROLLER only, for a managed company
 * (another company's id, or another company's draft, is an unknown one: 404 ND1000) that contracted phishing
 * (else 403 NF1003).
 */
export const campaignDraftRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, campaigns }) => {
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });
  const managedCompany = (session: SessionContext, companyId: number) =>
    managedCompanyId(db, session, companyId, PHISHING);
  const now = () => new Date(campaigns.clock());
  const controller = (session: SessionContext) => ({ session, profile: "CONTROLLER" as const });

  app.get(
    BASE,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "The company's campaign drafts, last saved first (never sent; no recipients yet)",
        security,
        params: ZCampaignCompanyParams,
        response: { 200: records(z.array(ZCampaignDraft)) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      const rows = await db
        .selectFrom("campaign_drafts")
        .select(DRAFT_COLUMNS)
        .where("company_id", "=", companyId)
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return { records: rows.map(draftOf) };
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "One campaign draft, to fill the form again (ND1000 unknown or another company's)",
        security,
        params: ZCampaignDraftParams,
        response: { 200: records(ZCampaignDraft) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      return { records: draftOf(await draftRow(db, companyId, request.params.id)) };
    },
  );

  app.post(
    BASE,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Saves the campaign form as a draft without launching it: only the name is required (ND1018 none, " +
          "ND1007 too long); the other fields may be missing, but a field given must be well formed (ND1043-" +
          "ND1045 dates, ND1023 time zone, ND1027 ids). Nothing is checked against the §5 rules until it is scheduled",
        security,
        params: ZCampaignCompanyParams,
        body: ZCampaignDraftInput,
        response: { 200: records(ZCampaignDraft) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      const row = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto("campaign_drafts")
          .values({
            company_id: companyId,
            created_by: session.personId,
            name: request.body.name,
            form: formText(request.body),
          })
          .returning(DRAFT_COLUMNS)
          .executeTakeFirstOrThrow();
        await recordAudit(trx, controller(session), {
          action: "create",
          entityType: "campaign_drafts",
          entityId: created.id,
          companyId,
          after: { name: created.name },
        });
        return created;
      });
      return { records: draftOf(row) };
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Saves the whole form over a draft (ND1000 unknown or another company's; the codes of saving a draft)",
        security,
        params: ZCampaignDraftParams,
        body: ZCampaignDraftInput,
        response: { 200: records(ZCampaignDraft) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      const row = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("campaign_drafts")
          .select("name")
          .where("id", "=", request.params.id)
          .where("company_id", "=", companyId)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound("id");
        const updated = await trx
          .updateTable("campaign_drafts")
          .set({ name: request.body.name, form: formText(request.body), updated_at: sql`now()` })
          .where("id", "=", request.params.id)
          .returning(DRAFT_COLUMNS)
          .executeTakeFirstOrThrow();
        await recordAudit(trx, controller(session), {
          action: "update",
          entityType: "campaign_drafts",
          entityId: updated.id,
          companyId,
          before: { name: before.name },
          after: { name: updated.name },
        });
        return updated;
      });
      return { records: draftOf(row) };
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Deletes a draft (ND1000 unknown or another company's); nothing was ever sent from it",
        security,
        params: ZCampaignDraftParams,
        response: { 200: records(z.object({ draftId: z.number().int() })) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom("campaign_drafts")
          .where("id", "=", request.params.id)
          .where("company_id", "=", companyId)
          .returning(["id", "name"])
          .executeTakeFirst();
        if (!deleted) throw notFound("id");
        await recordAudit(trx, controller(session), {
          action: "delete",
          entityType: "campaign_drafts",
          entityId: deleted.id,
          companyId,
          before: { name: deleted.name },
        });
      });
      return { records: { draftId: request.params.id } };
    },
  );

  app.post(
    `${BASE}/:id/schedule`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Schedules a draft: creates its campaign exactly as POST /controller/campaigns/{companyId} does and " +
          "deletes the draft in the same transaction. Refused with the creation's codes, the draft unchanged: " +
          "ND1019 no template; ND1020, ND1021, ND1040, ND1043-ND1045 dates (ND1045 none); ND1046/ND1047 domain; " +
          "ND1018 empty selection; ND1032 nobody reachable in it; ND1000 an unknown draft, template, department " +
          "or tag",
        security,
        params: ZCampaignDraftParams,
        response: { 200: records(ZCampaign) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      const draft = draftOf(await draftRow(db, companyId, request.params.id));
      const company = await db
        .selectFrom("companies")
        .select("time_zone")
        .where("id", "=", companyId)
        .executeTakeFirstOrThrow();
      const input = campaignInputOf(draft, company.time_zone);
      const campaignId = await createCampaign(
        db,
        controller(session),
        companyId,
        input,
        now(),
        async (trx, id) => {
          // A draft scheduled twice at once: the second finds it gone and its campaign is rolled back.
          const deleted = await trx
            .deleteFrom("campaign_drafts")
            .where("id", "=", draft.draftId)
            .where("company_id", "=", companyId)
            .returning("id")
            .executeTakeFirst();
          if (!deleted) throw notFound("id");
          await recordAudit(trx, controller(session), {
            action: "delete",
            entityType: "campaign_drafts",
            entityId: draft.draftId,
            companyId,
            before: { name: draft.name },
            after: { scheduledAs: id },
          });
        },
      );
      campaigns.kick();
      const name = await templateName(db, companyId, textLocaleOf(request), input.templateId ?? null);
      const [created] = await listCampaigns(db, companyId, now(), { campaignId, templateName: () => name });
      if (!created) throw notFound("id");
      return { records: created };
    },
  );
};
