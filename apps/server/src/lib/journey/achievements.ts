/**
 * Achievements (badges): the rules behind packages/contract ACHIEVEMENTS, computed from the person's records
 * (docs/achievements.md). `achievementProgress` reads how far the person is on each one; `evaluateAchievements`
 * inserts the newly reached ones. The answer PUT and the asset read PUT call it in their transaction and return
 * what it unlocked as `achievementsUnlocked`.
 */
import { ACHIEVEMENTS, type AchievementKey, DIMENSION_ELEMENTS, SURVEYS } from "@wellguard/contract";
import { type Kysely, sql } from "kysely";
import { ASSET_COUNT, ASSET_IDS } from "../../content/assets/ids";
import { named } from "../../db/database";
import type { Database } from "../../db/schema";

/** The cyber dimensions (13-19): value = correct answers of 6. */
const CYBER_DIMENSION_IDS = [
  DIMENSION_ELEMENTS.DIMENSION_DATA_PROTECTION,
  DIMENSION_ELEMENTS.DIMENSION_COMMUNICATIONS,
  DIMENSION_ELEMENTS.DIMENSION_MALWARE,
  DIMENSION_ELEMENTS.DIMENSION_PASSWORD_MANAGEMENT,
  DIMENSION_ELEMENTS.DIMENSION_WORKPLACE,
  DIMENSION_ELEMENTS.DIMENSION_COMPLIANCE,
  DIMENSION_ELEMENTS.DIMENSION_SOCIAL_ENGINEERING,
];
/** A cyber dimension with every question right. */
export const PERFECT_DIMENSION_VALUE = 6;

/** The goal of each achievement; all_assets_read is every asset of the catalogue (0 in the contract). */
export function achievementTarget(key: AchievementKey): number {
  if (key === "all_assets_read") return ASSET_COUNT;
  const found = ACHIEVEMENTS.find((a) => a.key === key);
  return found ? found.target : 1;
}

/** What the achievements are computed from, and the ones already unlocked. */
export interface AchievementFacts {
  welcome: number;
  surveys: number;
  awareness: number;
  wellbeing: number;
  best_streak: number;
  perfect: boolean;
  reads: number;
  cyber: number | null;
  /** Simulated phishing messages the person reported (campaign_recipients.reported_at set). */
  reported: number;
  unlocked: number[];
}

/** One row of AchievementFacts (a query to select from or join). */
export function achievementFactsQuery(personId: number) {
  const W = SURVEYS.SURVEY_WELLGUARD_WELCOME;
  const wellbeingTypes = [SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS, SURVEYS.SURVEY_WELLGUARD_BURNOUT];
  return sql<AchievementFacts>`
    select
      count(*) filter (where i.status = 'DONE' and i.survey_type_id = ${W})::int as welcome,
      count(*) filter (where i.status = 'DONE' and i.survey_type_id <> ${W})::int as surveys,
      count(*) filter (where i.status = 'DONE'
        and i.survey_type_id = ${SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY})::int as awareness,
      count(*) filter (where i.status = 'DONE' and i.survey_type_id = any(${wellbeingTypes}::int[]))::int
        as wellbeing,
      coalesce(max(i.best_streak), 0)::int as best_streak,
      exists (select 1 from profile_dimension_records r where r.person_id = ${personId} and r.vigence = 1
        and r.dimension_id = any(${CYBER_DIMENSION_IDS}::int[])
        and r.dimension_value >= ${PERFECT_DIMENSION_VALUE}) as perfect,
      (select count(*)::int from asset_reads a where a.person_id = ${personId}
        and a.asset_id = any(${[...ASSET_IDS]}::int[])) as reads,
      (select s.cyber from person_scores s where s.person_id = ${personId}) as cyber,
      (select count(*)::int from campaign_recipients cr where cr.person_id = ${personId}
        and cr.reported_at is not null) as reported,
      array(select pa.achievement_id from person_achievements pa where pa.person_id = ${personId}) as unlocked
    from interactions i where i.person_id = ${personId}`;
}

/**
 * The facts once an interaction of `surveyTypeId` is DONE (it was not before) and its best streak is
 * `bestStreak`: the same definitions as achievementFactsQuery, moved by one completion. The cyber score and the
 * perfect dimension depend on the scores, which the caller sets.
 */
export function factsAfterCompletion(
  facts: AchievementFacts,
  surveyTypeId: number,
  bestStreak: number,
): AchievementFacts {
  const is = (key: keyof typeof SURVEYS) => surveyTypeId === SURVEYS[key];
  return {
    ...facts,
    welcome: facts.welcome + (is("SURVEY_WELLGUARD_WELCOME") ? 1 : 0),
    surveys: facts.surveys + (is("SURVEY_WELLGUARD_WELCOME") ? 0 : 1),
    awareness: facts.awareness + (is("SURVEY_WELLGUARD_CYBERSECURITY") ? 1 : 0),
    wellbeing:
      facts.wellbeing + (is("SURVEY_WELLGUARD_CLIMATE_PLUS") || is("SURVEY_WELLGUARD_BURNOUT") ? 1 : 0),
    best_streak: Math.max(facts.best_streak, bestStreak),
  };
}

/** The facts' columns of a row that holds them among others. */
export function pickFacts(row: Partial<AchievementFacts>): AchievementFacts {
  return {
    welcome: row.welcome ?? 0,
    surveys: row.surveys ?? 0,
    awareness: row.awareness ?? 0,
    wellbeing: row.wellbeing ?? 0,
    best_streak: row.best_streak ?? 0,
    perfect: row.perfect ?? false,
    reads: row.reads ?? 0,
    cyber: row.cyber ?? null,
    reported: row.reported ?? 0,
    unlocked: row.unlocked ?? [],
  };
}

/** A current record that makes `perfect_dimension`: a cyber dimension with every question right. */
export function isPerfectDimension(record: { dimensionId: number; value: number }): boolean {
  return (
    (CYBER_DIMENSION_IDS as readonly number[]).includes(record.dimensionId) &&
    record.value >= PERFECT_DIMENSION_VALUE
  );
}

function progressOf(facts: AchievementFacts): Record<AchievementKey, number> {
  const cap = (key: AchievementKey, value: number): number =>
    Math.max(0, Math.min(achievementTarget(key), Math.floor(value)));
  return {
    welcome_done: cap("welcome_done", facts.welcome),
    first_survey: cap("first_survey", facts.surveys),
    five_surveys: cap("five_surveys", facts.surveys),
    awareness_test_done: cap("awareness_test_done", facts.awareness),
    perfect_dimension: facts.perfect ? 1 : 0,
    streak_5: cap("streak_5", facts.best_streak),
    streak_10: cap("streak_10", facts.best_streak),
    first_asset_read: cap("first_asset_read", facts.reads),
    five_assets_read: cap("five_assets_read", facts.reads),
    all_assets_read: cap("all_assets_read", facts.reads),
    wellbeing_check: cap("wellbeing_check", facts.wellbeing),
    awareness_expert: cap("awareness_expert", facts.cyber ?? 0),
    phishing_reported: cap("phishing_reported", facts.reported),
  };
}

/** The ids of the achievements the facts reach that are not unlocked yet. */
export function newlyReached(facts: AchievementFacts): number[] {
  const progress = progressOf(facts);
  const unlocked = new Set(facts.unlocked);
  return ACHIEVEMENTS.filter((a) => progress[a.key] >= achievementTarget(a.key) && !unlocked.has(a.id)).map(
    (a) => a.id,
  );
}

/** Achievement ids as the answer's `achievementsUnlocked`, in id order. */
export function achievementsOf(ids: ReadonlySet<number>): { achievementId: number; key: string }[] {
  return ACHIEVEMENTS.filter((a) => ids.has(a.id)).map((a) => ({ achievementId: a.id, key: a.key }));
}

async function achievementFacts(db: Kysely<Database>, personId: number): Promise<AchievementFacts> {
  const { rows } = await db.executeQuery(
    named("achievement_facts", achievementFactsQuery(personId).compile(db)),
  );
  return pickFacts(rows[0] ?? {});
}

/** How far the person is on every achievement (0..target, whole numbers), by key. */
export async function achievementProgress(
  db: Kysely<Database>,
  personId: number,
): Promise<Record<AchievementKey, number>> {
  return progressOf(await achievementFacts(db, personId));
}

/**
 * Inserts the achievements the person has newly reached (progress ≥ target) and returns them, in id order.
 * Idempotent: an achievement already unlocked is never returned again. Call it inside the transaction that
 * changed the person's records (pass the transaction as `trx`).
 */
export async function evaluateAchievements(
  trx: Kysely<Database>,
  personId: number,
  now: Date,
): Promise<{ achievementId: number; key: string }[]> {
  // Most calls reach nothing new: then no statement is written.
  const reached = newlyReached(await achievementFacts(trx, personId));
  if (reached.length === 0) return [];
  const inserted = await trx
    .insertInto("person_achievements")
    .values(reached.map((id) => ({ person_id: personId, achievement_id: id, unlocked_at: now })))
    .onConflict((oc) => oc.columns(["person_id", "achievement_id"]).doNothing())
    .returning("achievement_id")
    .execute();
  return achievementsOf(new Set(inserted.map((r) => r.achievement_id)));
}
