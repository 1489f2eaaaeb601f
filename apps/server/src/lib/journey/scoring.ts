import { DIMENSION_ELEMENTS, SURVEYS } from "@wellguard/contract";
import { type Kysely, sql } from "kysely";
import { ASSET_COUNT, ASSET_IDS } from "../../content/assets/ids";
import { type CurrentRecord, globalScores } from "../../content/instruments/global";
import type { Answers, Instrument } from "../../content/instruments/types";
import type { Database } from "../../db/schema";

/*
 * The scoring transaction (docs/journey.md "Scoring"): run by the answer that completes a survey, in its
 * transaction, with the person's row locked.
 *
 * 1. instrument.score(answers) → one profile dimension record per dimension (surveyTypeId = the interaction's
 *    type, interactionId = the interaction, vigence 1). The current record of the same person and dimension
 *    written by the same instrument (the survey type or its refresh, which share the instrument) is set to
 *    vigence 0 first, so exactly one value per dimension is current and older ones stay for the evolution.
 * 2. globalScores() (content/instruments/global.ts) over every current record of the person → the GLOBAL
 *    survey types' records (same vigence switch; a value equal to the current one is not written again) and the
 *    person's scores: person_scores (insider, risk, hazard, wellbeing, cyber) and people.progress.
 */

export interface ScoringPerson {
  personId: number;
  companyId: number;
  departmentId: number | null;
}

interface RecordInput {
  surveyTypeId: number;
  /** The survey types whose current record of the dimension this one replaces. */
  replaces: readonly number[];
  interactionId: number | null;
  dimensionId: number;
  value: number;
  extra: number | null;
}

async function writeRecords(
  trx: Kysely<Database>,
  person: ScoringPerson,
  records: readonly RecordInput[],
  now: Date,
): Promise<void> {
  for (const r of records) {
    await trx
      .updateTable("profile_dimension_records")
      .set({ vigence: 0 })
      .where("person_id", "=", person.personId)
      .where("survey_type_id", "in", [...r.replaces])
      .where("dimension_id", "=", r.dimensionId)
      .where("vigence", "=", 1)
      .execute();
  }
  if (records.length === 0) return;
  await trx
    .insertInto("profile_dimension_records")
    .values(
      records.map((r) => ({
        person_id: person.personId,
        company_id: person.companyId,
        department_id: person.departmentId,
        survey_type_id: r.surveyTypeId,
        interaction_id: r.interactionId,
        dimension_id: r.dimensionId,
        dimension_value: r.value,
        dimension_value_extra: r.extra,
        start_date: now,
        vigence: 1,
      })),
    )
    .execute();
}

/** Step 1: the completed interaction's own records. */
export async function scoreInteraction(
  trx: Kysely<Database>,
  person: ScoringPerson,
  interaction: { id: number; surveyTypeId: number },
  instrument: Instrument,
  answers: Answers,
  now: Date,
): Promise<number> {
  const scores = instrument.score(answers);
  const replaces = instrument.surveyKeys.map((k) => SURVEYS[k]);
  await writeRecords(
    trx,
    person,
    scores.map((s) => ({
      surveyTypeId: interaction.surveyTypeId,
      replaces,
      interactionId: interaction.id,
      dimensionId: DIMENSION_ELEMENTS[s.dimension],
      value: s.value,
      extra: s.extra,
    })),
    now,
  );
  return scores.length;
}

/** Step 2: the global records and the person's scores, from every current record. */
export async function recomputeGlobal(
  trx: Kysely<Database>,
  person: ScoringPerson,
  now: Date,
): Promise<void> {
  const current = await trx
    .selectFrom("profile_dimension_records")
    .select(["survey_type_id", "dimension_id", "dimension_value", "dimension_value_extra"])
    .where("person_id", "=", person.personId)
    .where("vigence", "=", 1)
    .execute();
  const { rows } = await sql<{ assigned: number; done: number; reads: number }>`
    select
      (select count(*)::int from interactions where person_id = ${person.personId} and status <> 'CANCELLED') as assigned,
      (select count(*)::int from interactions where person_id = ${person.personId} and status = 'DONE') as done,
      (select count(*)::int from asset_reads where person_id = ${person.personId}
        and asset_id = any(${[...ASSET_IDS]}::int[])) as reads`.execute(trx);
  const counts = rows[0] ?? { assigned: 0, done: 0, reads: 0 };
  const records: CurrentRecord[] = current.map((r) => ({
    surveyTypeId: r.survey_type_id,
    dimensionId: r.dimension_id,
    value: r.dimension_value,
    extra: r.dimension_value_extra,
  }));
  const result = globalScores(records, {
    assignedInteractions: counts.assigned,
    doneInteractions: counts.done,
    assetsRead: counts.reads,
    assetCount: ASSET_COUNT,
  });
  const changed = result.records
    .map((r) => ({
      surveyTypeId: SURVEYS[r.surveyKey],
      dimensionId: DIMENSION_ELEMENTS[r.dimension],
      value: r.value,
      extra: r.extra,
    }))
    .filter(
      (r) =>
        !records.some(
          (c) =>
            c.surveyTypeId === r.surveyTypeId &&
            c.dimensionId === r.dimensionId &&
            c.value === r.value &&
            c.extra === r.extra,
        ),
    );
  await writeRecords(
    trx,
    person,
    changed.map((r) => ({ ...r, replaces: [r.surveyTypeId], interactionId: null })),
    now,
  );
  const s = result.scores;
  await trx
    .insertInto("person_scores")
    .values({
      person_id: person.personId,
      insider: s.insider,
      risk: s.risk,
      hazard: s.hazard,
      wellbeing: s.wellbeing,
      cyber: s.cyber,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column("person_id").doUpdateSet({
        insider: s.insider,
        risk: s.risk,
        hazard: s.hazard,
        wellbeing: s.wellbeing,
        cyber: s.cyber,
        updated_at: now,
      }),
    )
    .execute();
  await trx.updateTable("people").set({ progress: s.progress }).where("id", "=", person.personId).execute();
}
