import { DIMENSION_ELEMENTS } from "@wellguard/contract";
import { sql, type Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";

/*
 * A simulation's outcome becomes the person's phishing record (docs/phishing.md "Results"): dimension
 * phishingResilience (0-10, social-engineering group) under the campaign's survey type, retiring the previous
 * one, so the person's current value is their latest outcome and the history stays. Written in the transaction
 * of the event that changed the outcome.
 */

export const PHISHING_RESILIENCE = DIMENSION_ELEMENTS.DIMENSION_PHISHING_RESILIENCE;

export interface Outcome {
  clicked: boolean;
  submitted: boolean;
  reported: boolean;
}

/**
 * Reported without clicking 10; did nothing (once the campaign ended) 7; clicked and then reported 5; clicked 3;
 * entered data or downloaded 0 (reporting afterwards adds 1: it still helps the security team).
 */
export function resilience(outcome: Outcome): number {
  if (outcome.submitted) return outcome.reported ? 1 : 0;
  if (outcome.clicked) return outcome.reported ? 5 : 3;
  if (outcome.reported) return 10;
  return 7;
}

interface RecipientState {
  person_id: number;
  company_id: number;
  department_id: number | null;
  survey_type_id: number;
  clicked_at: Date | null;
  submitted_at: Date | null;
  reported_at: Date | null;
  recorded_value: number | null;
}

/** Writes the recipient's record when their outcome changed; a person deleted since is left alone. */
export async function recordPhishingResult(
  trx: Transaction<Database>,
  recipientId: string,
  at: Date,
): Promise<void> {
  const { rows } =
    await sql<RecipientState>`select r.person_id, r.company_id, p.department_id, c.survey_type_id,
      r.clicked_at, r.submitted_at, r.reported_at, r.recorded_value
    from campaign_recipients r join campaigns c on c.id = r.campaign_id join people p on p.id = r.person_id
    where r.id = ${recipientId} and p.deleted_at is null for update of r`.execute(trx);
  const state = rows[0];
  if (!state) return;
  const value = resilience({
    clicked: state.clicked_at !== null,
    submitted: state.submitted_at !== null,
    reported: state.reported_at !== null,
  });
  if (value === state.recorded_value) return;
  await sql`update profile_dimension_records set vigence = 0 where person_id = ${state.person_id}
    and survey_type_id = ${state.survey_type_id} and dimension_id = ${PHISHING_RESILIENCE} and vigence = 1`.execute(
    trx,
  );
  await sql`insert into profile_dimension_records (person_id, company_id, department_id, survey_type_id,
      dimension_id, dimension_value, start_date, vigence)
    values (${state.person_id}, ${state.company_id}, ${state.department_id}, ${state.survey_type_id},
      ${PHISHING_RESILIENCE}, ${value}, ${at}, 1)`.execute(trx);
  await sql`update campaign_recipients set recorded_value = ${value} where id = ${recipientId}`.execute(trx);
}

/**
 * Records "did nothing" (7) for the delivered messages of ended campaigns that had no outcome yet; run by the
 * sender's rounds. Returns how many it wrote.
 */
export async function recordEndedCampaigns(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string; end_at: Date }>`select r.id, c.end_at from campaign_recipients r
      join campaigns c on c.id = r.campaign_id
      where c.end_at <= ${now} and r.status = 'sent' and r.recorded_value is null
      order by r.id limit 500 for update of r skip locked`.execute(trx);
    for (const row of rows) await recordPhishingResult(trx, row.id, row.end_at);
    return rows.length;
  });
}
