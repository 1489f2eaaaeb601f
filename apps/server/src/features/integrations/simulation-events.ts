import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { recordEvents } from "../../lib/events";

/**
 * simulation.clicked / simulation.submitted / simulation.reported for one recipient of a campaign, in the caller's
 * transaction (docs/integrations.md "Events"). Only human actions reach here: a click confirmed by the landing
 * page's script (never an automated or scanner hit), a submission (only the names of the fields filled, never a
 * typed value), a report to the report mailbox. simulation.sent is written by the sender, one per batch.
 */
export async function recordSimulationEvent(
  db: Kysely<Database>,
  recipientId: string,
  type: "simulation.clicked" | "simulation.submitted" | "simulation.reported",
  at: Date,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const { rows } = await sql<{
    company_id: number;
    campaign_id: number;
    person_id: number;
    template_id: number;
    channel: string;
  }>`select r.company_id, r.campaign_id, r.person_id, r.template_id, c.channel
    from campaign_recipients r join campaigns c on c.id = r.campaign_id where r.id = ${recipientId}`.execute(
    db,
  );
  const r = rows[0];
  if (!r) return;
  await recordEvents(db, [
    {
      companyId: r.company_id,
      type,
      occurredAt: at,
      data: {
        campaignId: r.campaign_id,
        recipientId,
        personId: r.person_id,
        channel: r.channel,
        templateId: r.template_id,
        ...extra,
      },
    },
  ]);
}
