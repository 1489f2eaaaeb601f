import {
  DIMENSION_DEFINITIONS,
  DIMENSION_GROUPS,
  GAMING_RULES,
  type Locale,
  type ServiceKey,
  SURVEY_TYPES,
  sessionStatus,
  type TGamingState,
  type TInteraction,
  type TInteractionStatus,
  type TProfileDimensionRecord,
  type TSurvey,
  type TUserScores,
  type TUserSurvey,
} from "@wellguard/contract";
import type { Kysely } from "kysely";
import { named } from "../../db/database";
import type { Database } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { Dummy } from "../../lib/journey/assign";
import {
  familyOf,
  gamingAllowed,
  helperOf,
  instrumentFor,
  questionView,
  type StoredAnswer,
} from "../../lib/journey/catalogue";

/** What the reads need to know about the caller (from the session). */
export interface Reader {
  personId: number;
  locale: Locale;
  services: ReadonlySet<ServiceKey>;
}

export interface InteractionRow {
  id: number;
  survey_type_id: number;
  survey_id: number;
  status: TInteractionStatus;
  start_date: Date;
  end_date: Date | null;
  percentage: number;
  gaming: boolean;
  points: number;
  streak: number;
  best_streak: number;
}

const INTERACTION_COLUMNS = [
  "id",
  "survey_type_id",
  "survey_id",
  "status",
  "start_date",
  "end_date",
  "percentage",
  "gaming",
  "points",
  "streak",
  "best_streak",
] as const;

export function surveyNameOf(surveyTypeId: number, locale: Locale): string {
  return instrumentFor(surveyTypeId)?.name[locale] ?? "";
}

export function toInteraction(row: InteractionRow, reader: Reader, now: Date): TInteraction {
  const userStartDate = row.start_date.toISOString();
  return {
    surveyEntityId: row.id,
    surveyTypeId: row.survey_type_id,
    familyTypeId: familyOf(row.survey_type_id),
    helperSurveyTypeId: helperOf(instrumentFor(row.survey_type_id)),
    surveyId: row.survey_id,
    surveyName: surveyNameOf(row.survey_type_id, reader.locale),
    surveyStatus: row.status,
    userStartDate,
    userEndDate: row.end_date ? row.end_date.toISOString() : null,
    dateStatus: sessionStatus({ percentage: row.percentage, userStartDate }, now),
    percentage: row.percentage,
    dummy: false,
    gamingAllowed: gamingAllowed(row.survey_type_id, reader.services),
  };
}

/** A survey the flow will assign later: negative id (minus its survey type id), AVAILABLE, 0 %. */
export function dummyInteraction(dummy: Dummy, reader: Reader, now: Date): TInteraction {
  const instrument = instrumentFor(dummy.surveyTypeId);
  const userStartDate = dummy.start.toISOString();
  return {
    surveyEntityId: -dummy.surveyTypeId,
    surveyTypeId: dummy.surveyTypeId,
    familyTypeId: familyOf(dummy.surveyTypeId),
    helperSurveyTypeId: helperOf(instrument),
    surveyId: instrument?.surveyId ?? 0,
    surveyName: surveyNameOf(dummy.surveyTypeId, reader.locale),
    surveyStatus: "AVAILABLE",
    userStartDate,
    userEndDate: null,
    dateStatus: sessionStatus({ percentage: 0, userStartDate }, now),
    percentage: 0,
    dummy: true,
    gamingAllowed: gamingAllowed(dummy.surveyTypeId, reader.services),
  };
}

/** A listed interaction: with its cycle, so the flow planner can read the same rows. */
export type ListedRow = InteractionRow & { cycle: number };

/** Every interaction of the person (cancelled ones too: the planner needs them), oldest start first. */
export async function interactionRows(db: Kysely<Database>, personId: number): Promise<ListedRow[]> {
  return (await db
    .selectFrom("interactions")
    .select([...INTERACTION_COLUMNS, "cycle"])
    .where("person_id", "=", personId)
    .orderBy("start_date")
    .orderBy("id")
    .execute()) as ListedRow[];
}

/** One of the person's own interactions; another person's id is answered like an unknown one (404 ND1000). */
export async function ownInteraction(
  db: Kysely<Database>,
  personId: number,
  id: number,
  lock = false,
): Promise<InteractionRow> {
  let query = db
    .selectFrom("interactions")
    .select([...INTERACTION_COLUMNS])
    .where("id", "=", id)
    .where("person_id", "=", personId);
  if (lock) query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as InteractionRow | undefined;
  if (!row || !instrumentFor(row.survey_type_id)) throw new AppError("ND1000");
  return row;
}

export async function storedAnswers(
  db: Kysely<Database>,
  interactionId: number,
): Promise<Map<string, StoredAnswer>> {
  const query = db
    .selectFrom("interaction_answers")
    .select(["question_id", "value", "correct"])
    .where("interaction_id", "=", interactionId)
    .compile();
  const { rows } = await db.executeQuery(named("stored_answers", query));
  return new Map(rows.map((r) => [r.question_id, { value: r.value, correct: r.correct }]));
}

export function gamingState(row: Pick<InteractionRow, "points" | "streak" | "best_streak">): TGamingState {
  return {
    points: row.points,
    streak: row.streak,
    bestStreak: row.best_streak,
    secondsPerQuestion: GAMING_RULES.secondsPerQuestion,
  };
}

/** The survey of an interaction: every question (completeQuestions) or only the next one. */
export function surveyView(
  row: InteractionRow,
  answers: ReadonlyMap<string, StoredAnswer>,
  reader: Reader,
  options: { completeQuestions: boolean; gaming: boolean },
): TSurvey {
  const instrument = instrumentFor(row.survey_type_id);
  if (!instrument) throw new AppError("ND1000");
  const { locale } = reader;
  const questions = instrument.questions;
  const answered = questions.filter((q) => answers.has(q.id)).length;
  const next = questions.find((q) => !answers.has(q.id)) ?? null;
  const shown = options.completeQuestions ? questions : next ? [next] : [];
  return {
    surveyEntityId: row.id,
    surveyTypeId: row.survey_type_id,
    familyTypeId: familyOf(row.survey_type_id),
    surveyId: row.survey_id,
    surveyName: instrument.name[locale],
    surveyStatus: row.status,
    percentage: row.percentage,
    questions: shown.map((q) => questionView(q, locale, answers.get(q.id))),
    totalelements: questions.length,
    totalelementsdone: answered,
    extraConfig: {
      welcome: instrument.welcome.map((t) => t[locale]),
      farewell: instrument.farewell.map((t) => t[locale]),
      gaming: options.gaming || row.gaming ? gamingState(row) : null,
    },
    next: next?.id ?? null,
  };
}

/** Spec §7 "User survey list": the person's surveys; phishing-family ones only with phishing=true. */
export function toUserSurvey(i: TInteraction): TUserSurvey {
  return {
    surveyId: i.surveyId,
    surveyName: i.surveyName,
    familyTypeId: i.familyTypeId,
    surveyEntityId: i.surveyEntityId,
    percentage: i.percentage,
    userStartDate: i.userStartDate,
    dateStatus: i.dateStatus,
    surveyTypeId: i.surveyTypeId,
    surveyStatus: i.surveyStatus,
  };
}

export const PHISHING_FAMILY = SURVEY_TYPES.SURVEY_TYPE_PHISHING;

/** A §7 list filter: "ALL" (or absent) → null (no filter), else comma-separated positive ids. */
export function idList(value: string | undefined, field: string): number[] | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.toUpperCase() === "ALL") return null;
  const ids = trimmed.split(",").map((part) => part.trim());
  if (!ids.every((id) => /^\d{1,9}$/.test(id))) throw new AppError("ND1027", { field });
  return [...new Set(ids.map(Number))];
}

/** A date filter: YYYY-MM-DD (a dateTo date includes its whole day, UTC) or a full ISO 8601 time. */
export function dateFilter(
  value: string | undefined,
  field: string,
  fallback: Date,
  endOfDay: boolean,
): Date {
  if (value === undefined) return fallback;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const parsed = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(parsed.getTime()) || (dateOnly && parsed.toISOString().slice(0, 10) !== value)) {
    throw new AppError("ND1027", { field });
  }
  return dateOnly && endOfDay ? new Date(parsed.getTime() + 24 * 60 * 60 * 1000 - 1) : parsed;
}

const GROUP_OF_DIMENSION = new Map<number, number>(
  DIMENSION_DEFINITIONS.map((d) => [d.id, DIMENSION_GROUPS[d.group]]),
);

export interface PsychoprofileFilter {
  surveyTypes: number[] | null;
  groupDimensions: number[] | null;
  dimensions: number[] | null;
  dateFrom: Date;
  dateTo: Date;
  current: boolean;
}

/** The person's profile dimension records (spec §7 psychoprofile), oldest first. */
export async function psychoprofile(
  db: Kysely<Database>,
  personId: number,
  f: PsychoprofileFilter,
): Promise<TProfileDimensionRecord[]> {
  const records = await psychoprofileOf(db, [personId], f);
  return records.map(({ stakeholderId: _, ...record }) => record);
}

/** The records of several people, each with its person's id, by person then oldest first. */
export async function psychoprofileOf(
  db: Kysely<Database>,
  personIds: readonly number[],
  f: PsychoprofileFilter,
): Promise<TProfileDimensionRecord[]> {
  if (personIds.length === 0) return [];
  let dimensions = f.dimensions;
  if (f.groupDimensions) {
    const groups = new Set(f.groupDimensions);
    const inGroups = [...GROUP_OF_DIMENSION].filter(([, g]) => groups.has(g)).map(([id]) => id);
    dimensions = dimensions ? dimensions.filter((d) => inGroups.includes(d)) : inGroups;
  }
  if ((dimensions && dimensions.length === 0) || (f.surveyTypes && f.surveyTypes.length === 0)) return [];
  let query = db
    .selectFrom("profile_dimension_records")
    .select([
      "person_id",
      "survey_type_id",
      "interaction_id",
      "dimension_id",
      "dimension_value",
      "dimension_value_extra",
      "start_date",
      "vigence",
    ])
    .where("person_id", "in", personIds)
    .where("start_date", ">=", f.dateFrom)
    .where("start_date", "<=", f.dateTo);
  if (f.surveyTypes) query = query.where("survey_type_id", "in", f.surveyTypes);
  if (dimensions) query = query.where("dimension_id", "in", dimensions);
  if (f.current) query = query.where("vigence", "=", 1);
  const rows = await query.orderBy("person_id").orderBy("start_date").orderBy("id").execute();
  return rows.map((r) => ({
    stakeholderId: r.person_id,
    surveyTypeId: r.survey_type_id,
    surveyEntityId: r.interaction_id,
    dimensionId: r.dimension_id,
    dimensionValue: r.dimension_value,
    dimensionValueExtra: r.dimension_value_extra,
    startDate: r.start_date.toISOString(),
    vigence: r.vigence === 1 ? 1 : 0,
  }));
}

export async function userScores(db: Kysely<Database>, personId: number): Promise<TUserScores> {
  const row = await db
    .selectFrom("people")
    .leftJoin("person_scores", "person_scores.person_id", "people.id")
    .select([
      "people.progress",
      "person_scores.insider",
      "person_scores.risk",
      "person_scores.wellbeing",
      "person_scores.cyber",
      "person_scores.updated_at",
    ])
    .where("people.id", "=", personId)
    .executeTakeFirst();
  return {
    progress: row?.progress ?? null,
    insider: row?.insider ?? null,
    risk: row?.risk ?? null,
    wellbeing: row?.wellbeing ?? null,
    cyber: row?.cyber ?? null,
    updatedAt: row?.updated_at ? row.updated_at.toISOString() : null,
  };
}
