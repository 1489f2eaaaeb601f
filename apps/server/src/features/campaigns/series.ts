import {
  CAMPAIGN_KIND_INFO,
  formatUtcDateTime,
  PHISHING_CATEGORY_IDS,
  PHISHING_LEVELS,
  parseUtcDateTime,
  SERIES_LIMITS,
  serviceId,
  type TSeriesInput,
} from "@wellguard/contract";
import { sql, type Transaction } from "kysely";
import { SMS_LINK } from "../../content/smishing/merge";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import type { SessionContext } from "../../lib/session";
import { channelTemplates, chooseTemplates, seriesCandidates } from "./adaptive";
import { type CampaignWindow, insertCampaign, usableDomain } from "./campaigns";

/*
 * Neurophishing series (docs/neurophishing.md): a series row, and one subcampaign every `frequency_days`, each
 * person's lure chosen for them (adaptive.ts) from their profile and their results up to the subcampaign's
 * creation. The first subcampaign is made with the series; each later one when its time comes, by the sender's
 * rounds (createDueSubcampaigns), so it sees the results of the one before. A series of kind neurosmishing is
 * the same over SMS (issue 18): its subcampaigns are SMS campaigns, its lures SMS templates.
 */

const DAY = 86_400_000;
/** Each subcampaign's messages go within a day of its start; its results are collected until the next one. */
const SEND_WINDOW_MS = DAY;
/** The service a company contracts for neurophishing series (spec §2: neurogaitas). */
export const NEUROGAITAS = serviceId("neurogaitas");
/** The service a company contracts for neurosmishing series, the SMS ones (spec §1 service 11). */
export const SMISHGAITAS = serviceId("smishgaitas");
/** The service each kind of series needs. */
export const SERIES_KIND_SERVICE = { neurophishing: NEUROGAITAS, neurosmishing: SMISHGAITAS } as const;
export type SeriesKind = keyof typeof SERIES_KIND_SERVICE;

type Actor = { session: SessionContext; profile: "CONTROLLER" };

interface SeriesRow {
  id: number;
  company_id: number;
  name: string;
  kind: SeriesKind;
  domain_id: number | null;
  level_id: number;
  category_id: number;
  total_campaigns: number;
  frequency_days: number;
  time_zone: string;
  start_at: Date;
  target_kind: "departments" | "tags";
  target_ids: number[];
}

/** The dates of subcampaign `index` (1-based): start, send-until a day later, end at the next one's start. */
export function subcampaignWindow(
  series: Pick<SeriesRow, "start_at" | "frequency_days">,
  index: number,
): CampaignWindow {
  const start = new Date(series.start_at.getTime() + (index - 1) * series.frequency_days * DAY);
  const end = new Date(start.getTime() + series.frequency_days * DAY);
  return { start, sendUntil: new Date(Math.min(start.getTime() + SEND_WINDOW_MS, end.getTime())), end };
}

function subcampaignName(series: Pick<SeriesRow, "name" | "total_campaigns">, index: number): string {
  return `${series.name} ${index}/${series.total_campaigns}`;
}

async function insertSubcampaign(
  trx: Transaction<Database>,
  actor: Actor | null,
  series: SeriesRow,
  index: number,
  now: Date,
): Promise<number> {
  if (series.domain_id === null) throw new AppError("ND1046", { field: "domain" });
  return insertCampaign(
    trx,
    actor,
    {
      companyId: series.company_id,
      name: subcampaignName(series, index),
      kind: series.kind,
      campaignTypeId: series.category_id,
      domainId: series.domain_id,
      template: {
        choose: (personIds) =>
          chooseTemplates(trx, series.company_id, personIds, {
            seriesId: series.id,
            index,
            levelId: series.level_id,
            categoryId: series.category_id,
            channel: CAMPAIGN_KIND_INFO[series.kind].channel,
            now,
          }),
      },
      levelId: series.level_id,
      timeZone: series.time_zone,
      window: subcampaignWindow(series, index),
      workingHours: false,
      stakeholders: {
        type: series.target_kind === "departments" ? "DEPARTMENTS" : "TAGS",
        ids: series.target_ids,
      },
      seriesId: series.id,
      seriesIndex: index,
    },
    now,
  );
}

/**
 * POST /controller/campaigns/{companyId}/schedule: checks the request (codes of spec §5) and creates the series
 * with its first subcampaign, in one transaction. Returns the series id.
 */
export async function createSeries(
  db: Db,
  actor: Actor,
  companyId: number,
  input: TSeriesInput,
  now: Date,
): Promise<number> {
  const kind: SeriesKind = input.campaignKind;
  if (!(kind in SERIES_KIND_SERVICE)) throw new AppError("ND1027", { field: "campaignKind" });
  const info = CAMPAIGN_KIND_INFO[kind];
  if (input.surveyTypeId !== info.surveyTypeId) throw new AppError("ND1027", { field: "surveyTypeId" });
  const total = input.totalCampaigns;
  if (!Number.isInteger(total) || total < 1 || total > SERIES_LIMITS.totalMax)
    throw new AppError("ND1027", { field: "totalCampaigns" });
  const frequency = input.frecuency;
  if (!Number.isInteger(frequency) || frequency < 1 || frequency > SERIES_LIMITS.frequencyMaxDays)
    throw new AppError("ND1027", { field: "frecuency" });
  const levelId = input.levelId;
  if (!PHISHING_LEVELS.includes(levelId as never)) throw new AppError("ND1027", { field: "levelId" });
  const categoryId = input.categoryId;
  if (!Object.values(PHISHING_CATEGORY_IDS).includes(categoryId as never))
    throw new AppError("ND1027", { field: "categoryId" });
  // The SMS templates do not cover every category at every level: a series with no lure to choose is refused.
  if (!seriesCandidates(channelTemplates(info.channel), levelId, categoryId)?.length)
    throw new AppError("ND1027", { field: "categoryId" });
  const start = parseUtcDateTime(input.startDate);
  if (!start) throw new AppError("ND1045", { field: "startDate" });
  const last = subcampaignWindow({ start_at: start, frequency_days: frequency }, total);
  if (last.end.getTime() <= now.getTime()) throw new AppError("ND1020", { field: "startDate" });
  // A start a moment ago is taken as now (as for a campaign); one whose first sending day is over is refused.
  const first = subcampaignWindow({ start_at: start, frequency_days: frequency }, 1);
  if (first.sendUntil.getTime() <= now.getTime()) throw new AppError("ND1044", { field: "startDate" });
  const domain = await usableDomain(db, companyId, input.domain);
  // The SMS templates fit two parts with a link of at most this host length (content/smishing/merge.ts).
  if (info.channel === "sms" && domain.host.length > SMS_LINK.hostMax)
    throw new AppError("ND1047", { field: "domain" });
  const company = await db
    .selectFrom("companies")
    .select("time_zone")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  const timeZone = input.timeZone ?? company.time_zone;
  const targetKind = input.stakeholders.type === "DEPARTMENTS" ? "departments" : "tags";
  const targetIds = [...new Set(input.stakeholders.ids)];

  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("campaign_series")
      .values({
        company_id: companyId,
        name: input.name,
        channel: info.channel,
        kind,
        survey_type_id: info.surveyTypeId,
        domain_id: domain.id,
        level_id: levelId,
        category_id: categoryId,
        total_campaigns: total,
        frequency_days: frequency,
        time_zone: timeZone,
        start_at: start,
        target_kind: targetKind,
        target_ids: targetIds,
        created_by: actor.session.personId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: "create",
      entityType: "campaign_series",
      entityId: row.id,
      companyId,
      after: {
        name: input.name,
        kind,
        levelId,
        categoryId,
        totalCampaigns: total,
        frecuency: frequency,
        start: start.toISOString(),
        stakeholders: input.stakeholders,
      },
    });
    const series: SeriesRow = {
      id: row.id,
      company_id: companyId,
      name: input.name,
      kind,
      domain_id: domain.id,
      level_id: levelId,
      category_id: categoryId,
      total_campaigns: total,
      frequency_days: frequency,
      time_zone: timeZone,
      start_at: start,
      target_kind: targetKind,
      target_ids: targetIds,
    };
    await insertSubcampaign(trx, actor, series, 1, now);
    return row.id;
  });
}

/** The subcampaign a series is due to have at `now` (1-based), or null before its second one or after its end. */
export function dueIndex(
  series: Pick<SeriesRow, "start_at" | "frequency_days" | "total_campaigns">,
  now: Date,
): number | null {
  const elapsed = now.getTime() - series.start_at.getTime();
  if (elapsed < 0) return null;
  const index = Math.floor(elapsed / (series.frequency_days * DAY)) + 1;
  return index >= 2 && index <= series.total_campaigns ? index : null;
}

/**
 * Creates the subcampaign each live series is due (the one whose period has begun: its previous one started
 * frequency_days ago), choosing templates with each person's results up to now. Run by the sender's rounds; safe
 * to run at once in several instances: the series row is locked (FOR UPDATE) and the subcampaign looked for
 * again before it is made. A period missed entirely (the server was down) is skipped, not sent late. A series
 * of a deleted company, or of one that no longer has its kind's service (neurogaitas for e-mail, smishgaitas for
 * SMS), makes nothing; nor does a
 * selection with nobody reachable (tried again on the next round). Returns how many it created.
 */
export async function createDueSubcampaigns(db: Db, now: Date): Promise<number> {
  const { rows } = await sql<{
    id: number;
    start_at: Date;
    frequency_days: number;
    total_campaigns: number;
    last_index: number | null;
  }>`select s.id, s.start_at, s.frequency_days, s.total_campaigns,
      (select max(c.series_index) from campaigns c where c.series_id = s.id) as last_index
    from campaign_series s join companies co on co.id = s.company_id
    where s.cancelled_at is null and co.deleted_at is null
      and ((s.kind = 'neurophishing' and ${NEUROGAITAS} = any(co.services))
        or (s.kind = 'neurosmishing' and ${SMISHGAITAS} = any(co.services)))
      and s.start_at + make_interval(days => s.frequency_days) <= ${now}
      and s.start_at + make_interval(days => s.frequency_days * s.total_campaigns) > ${now}
    order by s.id`.execute(db);
  let created = 0;
  for (const candidate of rows) {
    const index = dueIndex(candidate, now);
    if (index === null || (candidate.last_index ?? 0) >= index) continue;
    try {
      const made = await db.transaction().execute(async (trx) => {
        const { rows: locked } = await sql<SeriesRow>`select id, company_id, name, kind, domain_id, level_id,
            category_id, total_campaigns, frequency_days, time_zone, start_at, target_kind, target_ids
          from campaign_series where id = ${candidate.id} and cancelled_at is null for update`.execute(trx);
        const series = locked[0];
        if (!series) return false;
        const exists = await trx
          .selectFrom("campaigns")
          .select("id")
          .where("series_id", "=", series.id)
          .where("series_index", ">=", index)
          .limit(1)
          .executeTakeFirst();
        if (exists) return false;
        await insertSubcampaign(trx, null, series, index, now);
        return true;
      });
      if (made) created += 1;
    } catch (err) {
      // Nobody reachable in the selection now: nothing to send this time; any other failure is the round's.
      if (!(err instanceof AppError && err.code === "ND1032")) throw err;
    }
  }
  return created;
}

/** The series as the API shows it (without its subcampaigns), or undefined when it is not the company's. */
export async function seriesOf(db: Db, companyId: number, seriesId: number) {
  const row = await db
    .selectFrom("campaign_series as s")
    .leftJoin("phishing_domains as d", "d.id", "s.domain_id")
    .select([
      "s.id",
      "s.name",
      "s.kind",
      "s.channel",
      "s.survey_type_id",
      "s.domain_id",
      "d.host",
      "s.level_id",
      "s.category_id",
      "s.total_campaigns",
      "s.frequency_days",
      "s.time_zone",
      "s.start_at",
      "s.target_kind",
      "s.target_ids",
      "s.cancelled_at",
      "s.created_at",
    ])
    .where("s.id", "=", seriesId)
    .where("s.company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    seriesId: row.id,
    name: row.name,
    campaignKind: row.kind,
    channel: row.channel,
    surveyTypeId: row.survey_type_id,
    domain: row.domain_id !== null && row.host ? { domainId: row.domain_id, host: row.host } : null,
    levelId: row.level_id,
    categoryId: row.category_id,
    totalCampaigns: row.total_campaigns,
    frecuency: row.frequency_days,
    timeZone: row.time_zone,
    startDate: formatUtcDateTime(row.start_at),
    endDate: formatUtcDateTime(subcampaignWindow(row, row.total_campaigns).end),
    stakeholders: {
      type: row.target_kind === "departments" ? ("DEPARTMENTS" as const) : ("TAGS" as const),
      ids: row.target_ids,
    },
    cancelled: row.cancelled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}
