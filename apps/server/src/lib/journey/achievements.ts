/**
 * Achievements (badges): the rules behind packages/contract ACHIEVEMENTS, computed from the person's records
 * (docs/achievements.md). `achievementProgress` reads how far the person is on each one; `evaluateAchievements`
 * inserts the newly reached ones. The answer PUT and the asset read PUT call it in their transaction and return
 * what it unlocked as `achievementsUnlocked`.
 */
import { ACHIEVEMENTS, type AchievementKey, DIMENSION_ELEMENTS, SURVEYS } from "@wellguard/contract";
import type { Kysely } from "kysely";
import { ASSET_COUNT, ASSET_IDS } from "../../content/assets/ids";
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

/** How far the person is on every achievement (0..target, whole numbers), by key. */
export async function achievementProgress(
  db: Kysely<Database>,
  personId: number,
): Promise<Record<AchievementKey, number>> {
  const done = await db
    .selectFrom("interactions")
    .select(["survey_type_id"])
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("person_id", "=", personId)
    .where("status", "=", "DONE")
    .groupBy("survey_type_id")
    .execute();
  const doneOf = (surveyTypeId: number): number =>
    Number(done.find((d) => d.survey_type_id === surveyTypeId)?.n ?? 0);
  const doneSurveys = done
    .filter((d) => d.survey_type_id !== SURVEYS.SURVEY_WELLGUARD_WELCOME)
    .reduce((sum, d) => sum + Number(d.n), 0);

  const streak = await db
    .selectFrom("interactions")
    .select((eb) => eb.fn.max("best_streak").as("best"))
    .where("person_id", "=", personId)
    .executeTakeFirst();
  const bestStreak = Number(streak?.best ?? 0);

  const perfect = await db
    .selectFrom("profile_dimension_records")
    .select("dimension_id")
    .where("person_id", "=", personId)
    .where("vigence", "=", 1)
    .where("dimension_id", "in", CYBER_DIMENSION_IDS)
    .where("dimension_value", ">=", PERFECT_DIMENSION_VALUE)
    .limit(1)
    .executeTakeFirst();

  const reads = await db
    .selectFrom("asset_reads")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("person_id", "=", personId)
    .where("asset_id", "in", [...ASSET_IDS])
    .executeTakeFirst();
  const assetsRead = Number(reads?.n ?? 0);

  const scores = await db
    .selectFrom("person_scores")
    .select("cyber")
    .where("person_id", "=", personId)
    .executeTakeFirst();
  const cyber = scores?.cyber ?? 0;

  const cap = (key: AchievementKey, value: number): number =>
    Math.max(0, Math.min(achievementTarget(key), Math.floor(value)));
  return {
    welcome_done: cap("welcome_done", doneOf(SURVEYS.SURVEY_WELLGUARD_WELCOME)),
    first_survey: cap("first_survey", doneSurveys),
    five_surveys: cap("five_surveys", doneSurveys),
    awareness_test_done: cap("awareness_test_done", doneOf(SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY)),
    perfect_dimension: perfect ? 1 : 0,
    streak_5: cap("streak_5", bestStreak),
    streak_10: cap("streak_10", bestStreak),
    first_asset_read: cap("first_asset_read", assetsRead),
    five_assets_read: cap("five_assets_read", assetsRead),
    all_assets_read: cap("all_assets_read", assetsRead),
    wellbeing_check: cap(
      "wellbeing_check",
      doneOf(SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS) + doneOf(SURVEYS.SURVEY_WELLGUARD_BURNOUT),
    ),
    awareness_expert: cap("awareness_expert", cyber),
  };
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
  const progress = await achievementProgress(trx, personId);
  const reached = ACHIEVEMENTS.filter((a) => progress[a.key] >= achievementTarget(a.key));
  if (reached.length === 0) return [];
  const inserted = await trx
    .insertInto("person_achievements")
    .values(reached.map((a) => ({ person_id: personId, achievement_id: a.id, unlocked_at: now })))
    .onConflict((oc) => oc.columns(["person_id", "achievement_id"]).doNothing())
    .returning("achievement_id")
    .execute();
  const ids = new Set(inserted.map((r) => r.achievement_id));
  return ACHIEVEMENTS.filter((a) => ids.has(a.id)).map((a) => ({ achievementId: a.id, key: a.key }));
}
