import {
  CAMPAIGN_CHANNELS,
  type CampaignChannelKey,
  type TPhishingDashboard,
  type TPhishingRates,
} from "@wellguard/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { OverviewRequest } from "../dashboards/overview";
import { lureOf } from "./templates";

/*
 * The phishing dashboard (docs/phishing.md "Dashboard"): the delivered simulations of the campaigns that started in
 * the period (in the company's time zone), of the people of a department (where they were when the campaign was
 * made, sub-departments included) or tag, of one channel (e-mail or SMS) or both. Clicks are human clicks only;
 * automated hits are counted apart.
 */

interface Row {
  recipient_id: string;
  campaign_id: number;
  campaign_name: string;
  channel: CampaignChannelKey;
  start_at: Date;
  month: string;
  person_id: number;
  person_name: string;
  department_id: number | null;
  department_name: string | null;
  template_id: number;
  based_on: number | null;
  sent_at: Date;
  clicked_at: Date | null;
  submitted_at: Date | null;
  reported_at: Date | null;
  automated_hits: number;
}

function rates(rows: readonly Row[]): TPhishingRates {
  const sent = rows.length;
  const clicked = rows.filter((r) => r.clicked_at).length;
  const submitted = rows.filter((r) => r.submitted_at).length;
  const reported = rows.filter((r) => r.reported_at).length;
  const share = (n: number) => (sent === 0 ? null : Math.round((1000 * n) / sent) / 1000);
  return {
    sent,
    clicked,
    submitted,
    reported,
    clickRate: share(clicked),
    submitRate: share(submitted),
    reportRate: share(reported),
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

function groupBy<K>(rows: readonly Row[], key: (row: Row) => K): Map<K, Row[]> {
  const groups = new Map<K, Row[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k) ?? [];
    list.push(row);
    groups.set(k, list);
  }
  return groups;
}

export async function phishingDashboard(
  db: Db,
  r: OverviewRequest,
  channel?: CampaignChannelKey,
): Promise<TPhishingDashboard> {
  const inDepartment = r.departmentId
    ? sql`and rr.department_id in (with recursive tree(id) as (
          select id from departments where id = ${r.departmentId}
          union all select d.id from departments d join tree t on d.parent_id = t.id)
        select id from tree)`
    : sql``;
  const inTag = r.tagId
    ? sql`and exists (select 1 from tag_members m where m.person_id = rr.person_id and m.tag_id = ${r.tagId})`
    : sql``;
  const ofChannel = channel ? sql`and c.channel = ${channel}` : sql``;
  const { rows } = await sql<Row>`
    select rr.id as recipient_id, c.id as campaign_id, c.name as campaign_name, c.channel, c.start_at,
      to_char(c.start_at at time zone ${r.timeZone}, 'YYYY-MM') as month,
      rr.person_id, trim(p.name || ' ' || p.surname) as person_name, rr.department_id, d.name as department_name,
      rr.template_id, t.based_on, rr.sent_at, rr.clicked_at, rr.submitted_at, rr.reported_at, rr.automated_hits
    from campaign_recipients rr
    join campaigns c on c.id = rr.campaign_id
    join people p on p.id = rr.person_id
    left join departments d on d.id = rr.department_id
    left join phishing_templates t on t.id = rr.template_id
    where rr.company_id = ${r.companyId} and rr.status = 'sent'
      and (c.start_at at time zone ${r.timeZone})::date between ${r.from}::date and ${r.to}::date
      ${inDepartment} ${inTag} ${ofChannel}
    order by c.start_at, rr.id`.execute(db);

  const failures = rows.filter((row) => row.clicked_at || row.submitted_at).length;
  const reported = rows.filter((row) => row.reported_at).length;
  const seconds = (from: Date, to: Date | null) =>
    to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : null;
  const clicksByPerson = groupBy(
    rows.filter((row) => row.clicked_at),
    (row) => row.person_id,
  );
  const repeatClickers = [...clicksByPerson.values()]
    .filter((list) => new Set(list.map((row) => row.campaign_id)).size >= 2)
    .map((list) => {
      const first = list[0] as Row;
      return {
        stakeholderId: first.person_id,
        name: first.person_name,
        departmentName: first.department_name,
        clicks: list.length,
        campaigns: new Set(list.map((row) => row.campaign_id)).size,
      };
    })
    .sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name));
  const levelOf = (row: Row) => lureOf(row.template_id, row.based_on)?.level ?? 0;
  return {
    from: r.from,
    to: r.to,
    totals: {
      ...rates(rows),
      campaigns: new Set(rows.map((row) => row.campaign_id)).size,
      resilience: failures === 0 ? null : Math.round((100 * reported) / failures) / 100,
      medianSecondsToReport: median(rows.flatMap((row) => seconds(row.sent_at, row.reported_at) ?? [])),
      medianSecondsToClick: median(rows.flatMap((row) => seconds(row.sent_at, row.clicked_at) ?? [])),
      repeatClickers: repeatClickers.length,
      automated: rows.filter((row) => row.automated_hits > 0).length,
    },
    months: [...groupBy(rows, (row) => row.month)].map(([month, list]) => ({ month, ...rates(list) })),
    campaigns: [...groupBy(rows, (row) => row.campaign_id)]
      .map(([campaignId, list]) => ({
        campaignId,
        name: (list[0] as Row).campaign_name,
        startDate: (list[0] as Row).start_at.toISOString(),
        ...rates(list),
      }))
      .slice(-12),
    departments: [...groupBy(rows, (row) => row.department_id)]
      .map(([departmentId, list]) => ({
        departmentId,
        name: (list[0] as Row).department_name,
        ...rates(list),
      }))
      .sort((a, b) => (b.clickRate ?? 0) - (a.clickRate ?? 0)),
    levels: [...groupBy(rows, levelOf)]
      .filter(([level]) => level > 0)
      .map(([level, list]) => ({ level, ...rates(list) }))
      .sort((a, b) => a.level - b.level),
    channels: [...groupBy(rows, (row) => row.channel)]
      .map(([rowChannel, list]) => ({ channel: rowChannel, ...rates(list) }))
      // E-mail first, then SMS, whatever started first.
      .sort((a, b) => CAMPAIGN_CHANNELS.indexOf(a.channel) - CAMPAIGN_CHANNELS.indexOf(b.channel)),
    repeatClickers: repeatClickers.slice(0, 100),
  };
}
