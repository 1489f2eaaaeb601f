import { randomBytes } from "node:crypto";
import {
  CAMPAIGN_KIND_INFO,
  CAMPAIGN_LIMITS,
  type CampaignStatus,
  campaignDatesError,
  DEFAULT_LOCALE,
  formatUtcDateTime,
  isLocale,
  PHISHING_CATEGORY_IDS,
  parseUtcDateTime,
  type TCampaign,
  type TCampaignInput,
  type TCampaignTotals,
} from "@wellguard/contract";
import { type Kysely, sql, type Transaction } from "kysely";
import { builtinSmsTemplate } from "../../content/smishing";
import { SMS_LINK } from "../../content/smishing/merge";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { groupCondition } from "../../lib/organisation/targets";
import { notFound } from "../../lib/scope";
import type { SessionContext } from "../../lib/session";
import { drawSendTimes } from "./send-times";
import { categoryIdOf, resolveTemplate } from "./templates";

/*
 * Campaigns (docs/phishing.md "Lifecycle"): created with every recipient and their send time in one transaction,
 * so a campaign either exists with all its recipients or not at all. The status is read, not stored: scheduled
 * before the start, sending while messages are due, running until the end date, then completed; cancelled once a
 * controller stops it (nothing more is sent).
 */

const DAY = 86_400_000;
const DEFAULT_SEND_WINDOW_MS = DAY;
const DEFAULT_RESULTS_AFTER_SEND_MS = 14 * DAY;

/**
 * A tracking token, URL-safe: 144 random bits in an e-mail's links (at least 128 are asked for); 96 in an SMS,
 * where every character of the link costs (issue 18: at least 96).
 */
export function newTrackingToken(channel: "email" | "sms" = "email"): string {
  return randomBytes(channel === "sms" ? 12 : 18).toString("base64url");
}

/** A phone number an SMS can go to: E.164, a plus and up to 15 digits, the first not 0 (spec §5 phone pattern). */
export const E164_SQL_PATTERN = "^\\+[1-9][0-9]{6,14}$";

/** A phishing domain the company may use, or ND1046 (none chosen) / ND1047 (not one of its domains). */
export async function usableDomain(
  db: Kysely<Database>,
  companyId: number,
  domainId: number | null | undefined,
) {
  if (domainId == null) throw new AppError("ND1046", { field: "domain" });
  const domain = await db
    .selectFrom("phishing_domains as d")
    .select(["d.id", "d.host", "d.mail_domain"])
    .where("d.id", "=", domainId)
    .where((eb) =>
      eb.or([
        eb("d.all_companies", "=", true),
        eb.exists(
          eb
            .selectFrom("phishing_domain_companies as dc")
            .select("dc.domain_id")
            .whereRef("dc.domain_id", "=", "d.id")
            .where("dc.company_id", "=", companyId),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!domain) throw new AppError("ND1047", { field: "domain" });
  return domain;
}

export interface CampaignWindow {
  start: Date;
  sendUntil: Date;
  end: Date;
}

/** The dates of a request, defaulted and checked by the §5 rules (shared with the form). */
export function campaignWindow(
  input: Pick<TCampaignInput, "startDate" | "endDate" | "sendByDate">,
  now: Date,
): CampaignWindow {
  const start = parseUtcDateTime(input.startDate);
  if (!start) throw new AppError("ND1045", { field: "startDate" });
  const sendUntil = input.sendByDate
    ? parseUtcDateTime(input.sendByDate)
    : new Date(start.getTime() + DEFAULT_SEND_WINDOW_MS);
  if (!sendUntil) throw new AppError("ND1044", { field: "sendByDate" });
  const end = input.endDate
    ? parseUtcDateTime(input.endDate)
    : new Date(sendUntil.getTime() + DEFAULT_RESULTS_AFTER_SEND_MS);
  if (!end) throw new AppError("ND1043", { field: "endDate" });
  const error = campaignDatesError({ start, sendUntil, end }, now);
  if (error) {
    const field = { ND1020: "endDate", ND1021: "startDate", ND1040: "endDate", ND1044: "sendByDate" }[error];
    throw new AppError(error, { field });
  }
  if (end.getTime() - start.getTime() > CAMPAIGN_LIMITS.maxDays * DAY)
    throw new AppError("ND1043", { field: "endDate" });
  return { start, sendUntil, end };
}

interface Target {
  id: number;
  department_id: number | null;
  locale: string | null;
  time_zone: string | null;
}

/** The live people of the selection that the channel can reach (e-mail: an address; SMS: an E.164 number). */
async function targetPeople(
  trx: Transaction<Database>,
  companyId: number,
  stakeholders: { type: "DEPARTMENTS" | "TAGS"; ids: number[] },
  channel: "email" | "sms",
): Promise<Target[]> {
  const kind = stakeholders.type === "DEPARTMENTS" ? "departments" : "tags";
  const members = await groupCondition(trx, companyId, kind, stakeholders.ids, "stakeholders");
  const reachable = channel === "sms" ? sql`p.phone ~ ${E164_SQL_PATTERN}` : sql`p.email is not null`;
  const { rows } = await sql<Target>`select p.id, p.department_id, p.locale, p.time_zone from people p
    where p.company_id = ${companyId} and p.deleted_at is null and ${reachable} and ${members}
    order by p.id`.execute(trx);
  return rows;
}

/** How many live people a selection holds, and how many of them each channel can reach (the form's notice). */
export async function selectionReach(
  db: Kysely<Database>,
  companyId: number,
  stakeholders: { type: "DEPARTMENTS" | "TAGS"; ids: number[] },
): Promise<{ people: number; withEmail: number; withPhone: number }> {
  const kind = stakeholders.type === "DEPARTMENTS" ? "departments" : "tags";
  const members = await groupCondition(db, companyId, kind, stakeholders.ids, "stakeholders");
  const { rows } = await sql<{ people: number; with_email: number; with_phone: number }>`
    select count(*)::int as people, count(p.email)::int as with_email,
      count(*) filter (where p.phone ~ ${E164_SQL_PATTERN})::int as with_phone
    from people p where p.company_id = ${companyId} and p.deleted_at is null and ${members}`.execute(db);
  const row = rows[0];
  return { people: row?.people ?? 0, withEmail: row?.with_email ?? 0, withPhone: row?.with_phone ?? 0 };
}

export interface NewCampaign {
  companyId: number;
  name: string;
  kind: keyof typeof CAMPAIGN_KIND_INFO;
  campaignTypeId: number;
  domainId: number;
  /** A template for everyone, or a chooser of each person's template (neuro series). */
  template: { id: number } | { choose: (personIds: number[]) => Promise<Map<number, number>> };
  levelId: number | null;
  timeZone: string;
  window: CampaignWindow;
  workingHours: boolean;
  stakeholders: { type: "DEPARTMENTS" | "TAGS"; ids: number[] };
  seriesId: number | null;
  seriesIndex: number | null;
}

/**
 * Writes a campaign and all its recipients (one row each: token, template, language, send time). Refuses a
 * selection without anyone reachable (ND1032). Returns the campaign id.
 */
export async function insertCampaign(
  trx: Transaction<Database>,
  actor: { session: SessionContext; profile: "CONTROLLER" } | null,
  campaign: NewCampaign,
  now: Date,
): Promise<number> {
  const channel = CAMPAIGN_KIND_INFO[campaign.kind].channel;
  const people = await targetPeople(trx, campaign.companyId, campaign.stakeholders, channel);
  if (people.length === 0) throw new AppError("ND1032", { field: "stakeholders" });
  const company = await trx
    .selectFrom("companies")
    .select(["default_locale", "time_zone"])
    .where("id", "=", campaign.companyId)
    .executeTakeFirstOrThrow();
  const fallbackLocale = isLocale(company.default_locale) ? company.default_locale : DEFAULT_LOCALE;
  const times = drawSendTimes(
    {
      start: campaign.window.start,
      sendUntil: campaign.window.sendUntil,
      workingHours: campaign.workingHours,
    },
    people.map((p) => p.time_zone ?? company.time_zone),
    now,
  );
  const templates =
    "id" in campaign.template
      ? new Map(people.map((p) => [p.id, (campaign.template as { id: number }).id]))
      : await campaign.template.choose(people.map((p) => p.id));
  const row = await trx
    .insertInto("campaigns")
    .values({
      company_id: campaign.companyId,
      name: campaign.name,
      channel: CAMPAIGN_KIND_INFO[campaign.kind].channel,
      kind: campaign.kind,
      survey_type_id: CAMPAIGN_KIND_INFO[campaign.kind].surveyTypeId,
      campaign_type_id: campaign.campaignTypeId,
      domain_id: campaign.domainId,
      template_id: "id" in campaign.template ? campaign.template.id : null,
      level_id: campaign.levelId,
      time_zone: campaign.timeZone,
      start_at: campaign.window.start,
      send_until: campaign.window.sendUntil,
      end_at: campaign.window.end,
      working_hours: campaign.workingHours,
      target_kind: campaign.stakeholders.type === "DEPARTMENTS" ? "departments" : "tags",
      target_ids: [...new Set(campaign.stakeholders.ids)],
      series_id: campaign.seriesId,
      series_index: campaign.seriesIndex,
      created_by: actor?.session.personId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // One statement for every recipient: a campaign of 100,000 people is one round trip per array, not per person.
  await sql`insert into campaign_recipients
      (campaign_id, company_id, person_id, department_id, token, template_id, locale, scheduled_at)
    select ${row.id}, ${campaign.companyId}, t.person_id, t.department_id, t.token, t.template_id, t.locale, t.at
    from unnest(${people.map((p) => p.id)}::int[], ${people.map((p) => p.department_id)}::int[],
      ${people.map(() => newTrackingToken(channel))}::text[], ${people.map((p) => templates.get(p.id) ?? 0)}::int[],
      ${people.map((p) => (isLocale(p.locale) ? p.locale : fallbackLocale))}::text[],
      ${times.map((t) => t.toISOString())}::timestamptz[])
      as t(person_id, department_id, token, template_id, locale, at)`.execute(trx);
  if (actor)
    await recordAudit(trx, actor, {
      action: "create",
      entityType: "campaigns",
      entityId: row.id,
      companyId: campaign.companyId,
      after: {
        name: campaign.name,
        kind: campaign.kind,
        template: "id" in campaign.template ? campaign.template.id : "chosen per person",
        start: campaign.window.start.toISOString(),
        sendUntil: campaign.window.sendUntil.toISOString(),
        end: campaign.window.end.toISOString(),
        stakeholders: campaign.stakeholders,
        recipients: people.length,
      },
    });
  return row.id;
}

/**
 * POST /controller/campaigns/{companyId}: checks the request (spec §5 rules and codes) and creates it. `alsoInTransaction`
 * runs in the creating transaction once the campaign is written (a draft being scheduled deletes itself there).
 */
export async function createCampaign(
  db: Db,
  actor: { session: SessionContext; profile: "CONTROLLER" },
  companyId: number,
  input: TCampaignInput & { workingHours: boolean },
  now: Date,
  alsoInTransaction?: (trx: Transaction<Database>, campaignId: number) => Promise<void>,
): Promise<number> {
  const info = CAMPAIGN_KIND_INFO[input.campaignKind];
  if (input.surveyTypeId !== info.surveyTypeId) throw new AppError("ND1027", { field: "surveyTypeId" });
  if (!Object.values(PHISHING_CATEGORY_IDS).includes(input.campaignTypeId as never))
    throw new AppError("ND1027", { field: "campaignTypeId" });
  const window = campaignWindow(input, now);
  if (input.templateId == null) throw new AppError("ND1019", { field: "templateId" });
  const template = await templateOfKind(db, companyId, input.campaignKind, input.templateId);
  const domain = await usableDomain(db, companyId, input.domain);
  // The SMS templates fit two parts with a link of at most this host length (content/smishing/merge.ts).
  if (info.channel === "sms" && domain.host.length > SMS_LINK.hostMax)
    throw new AppError("ND1047", { field: "domain" });
  return db.transaction().execute(async (trx) => {
    const campaignId = await insertCampaign(
      trx,
      actor,
      {
        companyId,
        name: input.name,
        kind: input.campaignKind,
        // One template, one lure category: the gallery's filter ("every category" is 7) says nothing of the lure.
        campaignTypeId: template.categoryId,
        domainId: domain.id,
        template: { id: template.id },
        levelId: template.level,
        timeZone: input.timeZone,
        window,
        workingHours: input.workingHours,
        stakeholders: input.stakeholders,
        seriesId: null,
        seriesIndex: null,
      },
      now,
    );
    await alsoInTransaction?.(trx, campaignId);
    return campaignId;
  });
}

/** The chosen template, of the kind's channel: an SMS template for smishing, an e-mail one (or a copy) else. */
async function templateOfKind(
  db: Db,
  companyId: number,
  kind: keyof typeof CAMPAIGN_KIND_INFO,
  templateId: number,
): Promise<{ id: number; level: number; categoryId: number }> {
  if (CAMPAIGN_KIND_INFO[kind].channel === "sms") {
    const sms = builtinSmsTemplate(templateId);
    if (!sms) throw notFound("templateId");
    return { id: sms.id, level: sms.level, categoryId: PHISHING_CATEGORY_IDS[sms.category] };
  }
  const template = await resolveTemplate(db, companyId, templateId);
  return {
    id: template.templateId,
    level: template.definition.level,
    categoryId: categoryIdOf(template.definition),
  };
}

interface CampaignRow {
  id: number;
  name: string;
  kind: TCampaign["campaignKind"];
  channel: TCampaign["channel"];
  survey_type_id: number;
  campaign_type_id: number;
  domain_id: number | null;
  host: string | null;
  template_id: number | null;
  level_id: number | null;
  time_zone: string;
  start_at: Date;
  send_until: Date;
  end_at: Date;
  working_hours: boolean;
  target_kind: "departments" | "tags";
  target_ids: number[];
  series_id: number | null;
  series_index: number | null;
  cancelled_at: Date | null;
  created_at: Date;
  recipients: string;
  pending: string;
  sent: string;
  failed: string;
  opened: string;
  clicked: string;
  submitted: string;
  reported: string;
  automated: string;
}

export function statusOf(
  row: { cancelled_at: Date | null; start_at: Date; end_at: Date; pending: number },
  now: Date,
): CampaignStatus {
  if (row.cancelled_at) return "cancelled";
  if (now < row.start_at) return "scheduled";
  if (row.pending > 0) return "sending";
  if (now < row.end_at) return "running";
  return "completed";
}

/** Campaigns of a company with their totals, newest first; one campaign with `campaignId`. */
export async function listCampaigns(
  db: Db,
  companyId: number,
  now: Date,
  filter: {
    surveyTypeIds?: number[];
    campaignId?: number;
    /** The subcampaigns of a neurophishing series (one with `seriesIndex`). */
    seriesId?: number;
    seriesIndex?: number;
    templateName: (id: number | null) => string | null;
  },
): Promise<TCampaign[]> {
  const { rows } = await sql<CampaignRow>`
    select c.id, c.name, c.kind, c.channel, c.survey_type_id, c.campaign_type_id, c.domain_id, d.host, c.template_id,
      c.level_id, c.time_zone, c.start_at, c.send_until, c.end_at, c.working_hours, c.target_kind, c.target_ids,
      c.series_id, c.series_index, c.cancelled_at, c.created_at,
      count(r.id) as recipients,
      count(r.id) filter (where r.status = 'pending') as pending,
      count(r.id) filter (where r.status = 'sent') as sent,
      count(r.id) filter (where r.status = 'failed') as failed,
      -- A message clicked, submitted or reported was opened, even when its images (the pixel) were blocked,
      -- so the funnel never shows fewer opened than clicked.
      count(r.id) filter (where r.opened_at is not null or r.clicked_at is not null or r.submitted_at is not null
        or r.reported_at is not null) as opened,
      count(r.clicked_at) as clicked,
      count(r.submitted_at) as submitted,
      count(r.reported_at) as reported,
      count(r.id) filter (where r.automated_hits > 0) as automated
    from campaigns c
    left join phishing_domains d on d.id = c.domain_id
    left join campaign_recipients r on r.campaign_id = c.id
    where c.company_id = ${companyId}
      ${filter.surveyTypeIds ? sql`and c.survey_type_id = any(${filter.surveyTypeIds}::int[])` : sql``}
      ${filter.campaignId !== undefined ? sql`and c.id = ${filter.campaignId}` : sql``}
      ${filter.seriesId !== undefined ? sql`and c.series_id = ${filter.seriesId}` : sql``}
      ${filter.seriesIndex !== undefined ? sql`and c.series_index = ${filter.seriesIndex}` : sql``}
    group by c.id, d.host
    order by c.start_at desc, c.id desc`.execute(db);
  const names = await targetNames(
    db,
    companyId,
    rows.flatMap((r) => r.target_ids.map((id) => ({ kind: r.target_kind, id }))),
  );
  return rows.map((row) => {
    const totals: TCampaignTotals = {
      recipients: Number(row.recipients),
      pending: Number(row.pending),
      sent: Number(row.sent),
      failed: Number(row.failed),
      opened: Number(row.opened),
      clicked: Number(row.clicked),
      submitted: Number(row.submitted),
      reported: Number(row.reported),
      automated: Number(row.automated),
    };
    return {
      campaignId: row.id,
      name: row.name,
      campaignKind: row.kind,
      channel: row.channel,
      status: statusOf({ ...row, pending: totals.pending }, now),
      surveyTypeId: row.survey_type_id,
      campaignTypeId: row.campaign_type_id,
      domain: row.domain_id !== null && row.host ? { domainId: row.domain_id, host: row.host } : null,
      templateId: row.template_id,
      templateName: filter.templateName(row.template_id),
      levelId: row.level_id,
      timeZone: row.time_zone,
      startDate: formatUtcDateTime(row.start_at),
      endDate: formatUtcDateTime(row.end_at),
      sendByDate: formatUtcDateTime(row.send_until),
      workingHours: row.working_hours,
      stakeholders: {
        type: row.target_kind === "departments" ? "DEPARTMENTS" : "TAGS",
        ids: row.target_ids,
        names: row.target_ids.map((id) => names.get(`${row.target_kind}:${id}`) ?? ""),
      },
      seriesId: row.series_id,
      seriesIndex: row.series_index,
      createdAt: row.created_at.toISOString(),
      totals,
    };
  });
}

async function targetNames(
  db: Db,
  companyId: number,
  targets: { kind: "departments" | "tags"; id: number }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids = (kind: string) => [...new Set(targets.filter((t) => t.kind === kind).map((t) => t.id))];
  const departments = ids("departments");
  const tags = ids("tags");
  if (departments.length > 0)
    for (const d of await db
      .selectFrom("departments")
      .select(["id", "name"])
      .where("company_id", "=", companyId)
      .where("id", "in", departments)
      .execute())
      names.set(`departments:${d.id}`, d.name);
  if (tags.length > 0)
    for (const t of await db
      .selectFrom("tags")
      .select(["id", "name"])
      .where("company_id", "=", companyId)
      .where("id", "in", tags)
      .execute())
      names.set(`tags:${t.id}`, t.name);
  return names;
}

/**
 * DELETE /controller/campaigns/{companyId}/{id}: a campaign that has not started is deleted with its recipients;
 * one that started is cancelled (its unsent messages never go, its results stay). A finished or cancelled
 * campaign stays as the record of what happened (ND1027).
 */
export async function deleteOrCancel(
  db: Db,
  actor: { session: SessionContext; profile: "CONTROLLER" },
  companyId: number,
  campaignId: number,
  now: Date,
): Promise<"deleted" | "cancelled"> {
  return db.transaction().execute(async (trx) => {
    const campaign = await trx
      .selectFrom("campaigns")
      .select(["id", "name", "start_at", "end_at", "cancelled_at"])
      .where("id", "=", campaignId)
      .where("company_id", "=", companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!campaign) throw notFound("id");
    if (campaign.cancelled_at || now >= campaign.end_at) throw new AppError("ND1027", { field: "id" });
    if (now < campaign.start_at) {
      const sent = await trx
        .selectFrom("campaign_recipients")
        .select("id")
        .where("campaign_id", "=", campaignId)
        .where("status", "!=", "pending")
        .limit(1)
        .executeTakeFirst();
      if (!sent) {
        await trx.deleteFrom("campaigns").where("id", "=", campaignId).execute();
        await recordAudit(trx, actor, {
          action: "delete",
          entityType: "campaigns",
          entityId: campaignId,
          companyId,
          before: { name: campaign.name },
        });
        return "deleted";
      }
    }
    await trx.updateTable("campaigns").set({ cancelled_at: now }).where("id", "=", campaignId).execute();
    await trx
      .updateTable("campaign_recipients")
      .set({ status: "cancelled" })
      .where("campaign_id", "=", campaignId)
      .where("status", "=", "pending")
      .execute();
    await recordAudit(trx, actor, {
      action: "update",
      entityType: "campaigns",
      entityId: campaignId,
      companyId,
      before: { name: campaign.name, cancelled: false },
      after: { cancelled: true },
    });
    return "cancelled";
  });
}
