import { LEVERS, type Locale, type TCampaignLeverResult, type TCampaignRecipient } from "@wellguard/contract";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { notFound } from "../../lib/scope";
import { reportTexts } from "../reports/texts";
import { lureOf } from "./templates";

/*
 * A campaign's per-recipient results (security data: per person, as spec §3 shows phishing results) and its
 * results by lever. Only which fields were filled is known, never a value.
 */

interface RecipientRow {
  id: string;
  person_id: number;
  name: string;
  surname: string;
  email: string | null;
  department: string | null;
  template_id: number;
  based_on: number | null;
  status: TCampaignRecipient["status"];
  scheduled_at: Date;
  sent_at: Date | null;
  failure: string | null;
  opened_at: Date | null;
  clicked_at: Date | null;
  submitted_at: Date | null;
  submitted_fields: string[] | null;
  reported_at: Date | null;
  automated_hits: number;
}

async function assertCampaign(db: Db, companyId: number, campaignId: number) {
  const found = await db
    .selectFrom("campaigns")
    .select("id")
    .where("id", "=", campaignId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!found) throw notFound("id");
}

async function recipientRows(db: Db, campaignId: number): Promise<RecipientRow[]> {
  const { rows } =
    await sql<RecipientRow>`select r.id, r.person_id, p.name, p.surname, p.email, d.name as department,
      r.template_id, t.based_on, r.status, r.scheduled_at, r.sent_at, r.failure, r.opened_at, r.clicked_at,
      r.submitted_at, r.submitted_fields, r.reported_at, r.automated_hits
    from campaign_recipients r join people p on p.id = r.person_id
    left join departments d on d.id = r.department_id
    left join phishing_templates t on t.id = r.template_id
    where r.campaign_id = ${campaignId}
    order by p.surname, p.name, r.id`.execute(db);
  return rows;
}

const seconds = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : null;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function campaignRecipients(
  db: Db,
  companyId: number,
  campaignId: number,
): Promise<TCampaignRecipient[]> {
  await assertCampaign(db, companyId, campaignId);
  const rows = await recipientRows(db, campaignId);
  const events = await sql<{
    id: string;
    recipient_id: string;
    kind: TCampaignRecipient["events"][number]["kind"];
    at: Date;
    automated: boolean;
    detail: string | null;
  }>`
    select e.id, e.recipient_id, e.kind, e.at, e.automated, e.detail from campaign_events e
    join campaign_recipients r on r.id = e.recipient_id
    where r.campaign_id = ${campaignId} order by e.at, e.id`.execute(db);
  const byRecipient = new Map<string, TCampaignRecipient["events"]>();
  for (const e of events.rows) {
    const list = byRecipient.get(e.recipient_id) ?? [];
    list.push({
      eventId: e.id,
      kind: e.kind,
      at: e.at.toISOString(),
      automated: e.automated,
      detail: e.detail,
    });
    byRecipient.set(e.recipient_id, list);
  }
  return rows.map((r) => ({
    stakeholderId: r.person_id,
    name: `${r.name} ${r.surname}`.trim(),
    email: r.email,
    departmentName: r.department,
    templateId: r.template_id,
    status: r.status,
    scheduledAt: r.scheduled_at.toISOString(),
    sentAt: iso(r.sent_at),
    failure: r.failure,
    openedAt: iso(r.opened_at),
    clickedAt: iso(r.clicked_at),
    submittedAt: iso(r.submitted_at),
    submittedFields: r.submitted_fields ?? [],
    reportedAt: iso(r.reported_at),
    automatedHits: r.automated_hits,
    secondsToClick: seconds(r.sent_at, r.clicked_at),
    secondsToReport: seconds(r.sent_at, r.reported_at),
    events: byRecipient.get(r.id) ?? [],
  }));
}

export async function leverResults(
  db: Db,
  companyId: number,
  campaignId: number,
): Promise<TCampaignLeverResult[]> {
  await assertCampaign(db, companyId, campaignId);
  const rows = await recipientRows(db, campaignId);
  return LEVERS.map((lever) => {
    const of = rows.filter((r) => lureOf(r.template_id, r.based_on)?.lever === lever && r.status === "sent");
    return {
      lever,
      recipients: of.length,
      clicked: of.filter((r) => r.clicked_at).length,
      submitted: of.filter((r) => r.submitted_at).length,
      reported: of.filter((r) => r.reported_at).length,
    };
  }).filter((r) => r.recipients > 0);
}

export async function recipientsWorkbook(
  db: Db,
  repoRoot: string,
  companyId: number,
  campaignId: number,
  locale: Locale,
): Promise<Buffer> {
  const recipients = await campaignRecipients(db, companyId, campaignId);
  const t = reportTexts(repoRoot, locale);
  const book = new ExcelJS.Workbook();
  book.creator = "Wellguard";
  const sheet = book.addWorksheet(t("campaign.sheet"));
  const columns = [
    "name",
    "email",
    "department",
    "status",
    "sent",
    "opened",
    "clicked",
    "submitted",
    "fields",
    "reported",
    "automated",
    "secondsToClick",
    "secondsToReport",
    "failure",
  ] as const;
  sheet.columns = columns.map((key) => ({
    header: t(`campaign.${key}`),
    key,
    width: key === "name" ? 28 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  const date = (value: string | null) => (value ? new Date(value) : null);
  for (const r of recipients)
    sheet.addRow({
      name: r.name,
      email: r.email,
      department: r.departmentName,
      status: t(`campaign.statuses.${r.status}`),
      sent: date(r.sentAt),
      opened: date(r.openedAt),
      clicked: date(r.clickedAt),
      submitted: date(r.submittedAt),
      fields: r.submittedFields.join(", "),
      reported: date(r.reportedAt),
      automated: r.automatedHits,
      secondsToClick: r.secondsToClick,
      secondsToReport: r.secondsToReport,
      failure: r.failure,
    });
  for (const key of ["sent", "opened", "clicked", "submitted", "reported"])
    sheet.getColumn(key).numFmt = "yyyy-mm-dd hh:mm:ss";
  return Buffer.from(await book.xlsx.writeBuffer());
}
