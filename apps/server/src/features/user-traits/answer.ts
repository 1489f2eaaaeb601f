import type { Locale } from "@wellguard/contract";
import {
  GAMING_RULES,
  SURVEYS,
  type TAnswerInput,
  type TAnswerResult,
  type TAnswerValue,
} from "@wellguard/contract";
import {
  type CompiledQuery,
  type Kysely,
  type QueryCreator,
  type RawBuilder,
  sql,
  type Updateable,
} from "kysely";
import { INSTRUMENTS } from "../../content/instruments";
import type { Instrument, InstrumentQuestion } from "../../content/instruments/types";
import { compiledOnce, named } from "../../db/database";
import type { Database } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { eventsCommitted } from "../../lib/events";
import { achievementsOf, evaluateAchievements } from "../../lib/journey/achievements";
import { applyPlan, effectiveServices, type JourneyContext } from "../../lib/journey/assign";
import {
  feedbackOf,
  gamingAllowed,
  instrumentFor,
  maxLengthOf,
  type StoredAnswer,
} from "../../lib/journey/catalogue";
import { WELCOME } from "../../lib/journey/flows";
import {
  type BeforeCompletion,
  type CompletionWrite,
  completionCtes,
  completionWrite,
  interactionRecordWrites,
  readBeforeCompletion,
  recomputeGlobalAndAchievements,
  type StoredAnswers,
} from "../../lib/journey/scoring";
import { recordSurveyCompleted } from "../integrations/survey-events";
import { splitAnsweredIds, writePlainAnswer, writePlainAnswerIn } from "./plain-answers";
import { gamingState, type InteractionRow, storedAnswers } from "./queries";

/*
 * Saving one answer (PUT /user/traits/interactions/{id}), in one transaction (docs/journey.md "Answers").
 *
 * A plain answer (not played as a game, not the one that completes the survey, a valid value, not a second answer
 * to a graded question) is one statement: `plainAnswer` below. Everything else, and every case that statement
 * does not take, goes through the full transaction, which gives each refusal its code in the order below:
 *
 * - the person's row is locked first (every full-path journey write does so: no deadlocks), with the
 *   interaction's in the same statement; the answer and the interaction's new state are written in one statement;
 * - refusals, in this order: another person's or an unknown interaction → 404 ND1000; gaming=true outside the
 *   cybersecurity family or without the gaming service → 403 NF1003; an interaction that is not open (DONE,
 *   EXPIRED, CANCELLED) → 412 ND1027 field surveyStatus; an unknown question → 412 ND1027 field questionId;
 *   a value the question does not take → 412 ND1027 field value (an empty required text → 412 ND1018);
 * - a graded question is answered once (its feedback showed the right answer): the same value again is a
 *   harmless repeat (answered as before), another value → 412 ND1027 field questionId;
 * - other questions: answering again before completion replaces the answer;
 * - AVAILABLE → PROGRESS on the first answer; percentage = answered / total (whole, rounded down);
 * - the answer that completes the survey sets DONE (100 %, end date) and, in the same transaction, writes the
 *   scores (lib/journey/scoring.ts), assigns the flow's steps when it was the welcome, and unlocks achievements.
 */

export interface AnswerRequest {
  personId: number;
  interactionId: number;
  locale: Locale;
  gaming: boolean;
  input: TAnswerInput;
  now: Date;
}

function refuse(field: string, message?: string): never {
  throw new AppError("ND1027", { field, ...(message ? { message } : {}) });
}

/** Checks the value against the question; returns the value as stored. */
function checkValue(question: InstrumentQuestion, value: TAnswerValue, gaming: boolean): TAnswerValue {
  if (value === null) {
    if (gaming && question.graded) return null;
    refuse("value", "Only a timed-out gaming question may be answered with null");
  }
  if (question.kind === "text") {
    if (typeof value !== "string") refuse("value", "A text question takes a string");
    const text = value.trim();
    if (text.length > (maxLengthOf(question) ?? 0)) refuse("value", "The answer is longer than the maximum");
    if (question.required && text === "") throw new AppError("ND1018", { field: "value" });
    return text;
  }
  if (typeof value !== "number" || !(question.options ?? []).some((o) => o.value === value)) {
    refuse("value", "The value is not one of the question's options");
  }
  return value;
}

const sameValue = (a: TAnswerValue, b: TAnswerValue) => a === b;

type LockRow = InteractionRow & {
  /** Joined by commas (plain-answers.ts splitAnsweredIds). */
  answered: string;
  company_id: number;
  department_id: number | null;
  services: number[] | null;
  company_services: number[];
  survey_flow_id: number | null;
};

type LockedPerson = JourneyContext & { companyId: number; departmentId: number | null };

interface Locked {
  person: LockedPerson;
  row: InteractionRow & { answered: string[] };
}

/**
 * The person's row and the interaction's, both locked, in one statement: the person with their company's
 * services and flow (as lockPerson reads them), the interaction only when it is the person's. After waiting for
 * another answer's locks, PostgreSQL re-reads the locked rows, so the interaction is the committed one.
 */
const lockStatement = compiledOnce<{ personId: number; interactionId: number }, LockRow>(
  "answer_lock",
  (v) => sql<LockRow>`select p.company_id, p.department_id, p.services, c.services as company_services,
      c.survey_flow_id, i.id, i.survey_type_id, i.survey_id, i.status, i.start_date, i.end_date, i.percentage,
      i.gaming, i.points, i.streak, i.best_streak, array_to_string(i.answered, ',') as answered
    from people p
    join companies c on c.id = p.company_id
    join interactions i on i.id = ${v.interactionId} and i.person_id = p.id
    where p.id = ${v.personId} and p.deleted_at is null
    for update of p, i`,
);

function lockQuery(db: Kysely<Database>, personId: number, interactionId: number): CompiledQuery<LockRow> {
  return lockStatement(db, { personId, interactionId });
}

function lockedFrom(rows: readonly LockRow[]): Locked | undefined {
  const found = rows[0];
  if (!found) return undefined;
  const { company_id, department_id, services, company_services, survey_flow_id, answered, ...row } = found;
  return {
    person: {
      companyId: company_id,
      departmentId: department_id,
      services: effectiveServices(services, company_services),
      surveyFlowId: survey_flow_id,
    },
    row: { ...row, answered: splitAnsweredIds(answered) },
  };
}

/** The answer's instrument, question and value, or the refusals that come before the stored answers are read. */
function checkLocked(req: AnswerRequest, { person, row }: Locked) {
  const instrument = instrumentFor(row.survey_type_id);
  if (!instrument) throw new AppError("ND1000");
  if (req.gaming && !gamingAllowed(row.survey_type_id, person.services)) {
    throw new AppError("NF1003", { field: "gaming" });
  }
  if (row.status !== "AVAILABLE" && row.status !== "PROGRESS") {
    refuse("surveyStatus", `The survey is ${row.status.toLowerCase()}; it takes no more answers`);
  }
  const question = instrument.questions.find((q) => q.id === req.input.questionId);
  if (!question) refuse("questionId", "The survey has no such question");
  const value = checkValue(question, req.input.value, req.gaming);
  return { instrument, question, value };
}

/** Whether the answer completes the survey, by the questions answered on the locked row. */
const completesOn = (instrument: Instrument, question: InstrumentQuestion, row: Locked["row"]) => {
  const answeredBefore = new Set(row.answered);
  return instrument.questions.every((q) => q.id === question.id || answeredBefore.has(q.id));
};

/** What the answer does, decided on the locked rows and the stored answers (which it updates). */
interface AnswerPlan {
  earlier: StoredAnswer | undefined;
  correct: boolean | null;
  /** False for a graded question answered again with the same value (nothing changes). */
  write: boolean;
  gamingAnswer: boolean;
  points: number;
  streak: number;
  bestStreak: number;
  answered: number;
  /** The questions answered with this one, in the instrument's order. */
  answeredIds: string[];
  completed: boolean;
  percentage: number;
  status: "DONE" | "PROGRESS";
  changes: Updateable<Database["interactions"]>;
}

function planAnswer(
  req: AnswerRequest,
  row: Locked["row"],
  instrument: Instrument,
  question: InstrumentQuestion,
  value: TAnswerValue,
  answers: StoredAnswers,
): AnswerPlan {
  const earlier = answers.get(question.id);
  const correct = question.graded ? value === question.graded.correctValue : null;
  let { points, streak, best_streak: bestStreak } = row;
  let gamingAnswer = false;
  let write = false;
  if (earlier && question.graded) {
    if (!sameValue(earlier.value, value)) {
      refuse("questionId", "A graded question is answered once: its feedback showed the right answer");
    }
  } else {
    write = true;
    answers.set(question.id, { value, correct });
    if (req.gaming && question.graded) {
      gamingAnswer = true;
      if (correct) {
        points += GAMING_RULES.pointsPerCorrect + (streak > 0 ? GAMING_RULES.streakBonus : 0);
        streak += 1;
        bestStreak = Math.max(bestStreak, streak);
      } else {
        streak = 0;
      }
    }
  }
  const total = instrument.questions.length;
  const answeredIds = instrument.questions.filter((q) => answers.has(q.id)).map((q) => q.id);
  const answered = answeredIds.length;
  const completed = answered >= total;
  const percentage = completed ? 100 : Math.min(99, Math.floor((answered * 100) / total));
  const status = completed ? "DONE" : "PROGRESS";
  const changes: Updateable<Database["interactions"]> = {
    status,
    percentage,
    answered: answeredIds,
    ...(completed ? { end_date: req.now } : {}),
    ...(gamingAnswer ? { gaming: true, points, streak, best_streak: bestStreak } : {}),
    updated_at: req.now,
  };
  return {
    earlier,
    correct,
    write,
    gamingAnswer,
    points,
    streak,
    bestStreak,
    answered,
    answeredIds,
    completed,
    percentage,
    status,
    changes,
  };
}

/** The answer's INSERT (a replaced answer updates its row), as a CTE of the statement that writes it. */
function answerInsert(
  req: AnswerRequest,
  row: Locked["row"],
  question: InstrumentQuestion,
  value: TAnswerValue,
  plan: AnswerPlan,
) {
  const stored = value === null ? null : JSON.stringify(value);
  return (db: QueryCreator<Database>) =>
    db
      .insertInto("interaction_answers")
      .values({
        interaction_id: row.id,
        question_id: question.id,
        value: stored,
        correct: plan.correct,
        answered_at: req.now,
      })
      .onConflict((oc) =>
        oc
          .columns(["interaction_id", "question_id"])
          .doUpdateSet({ value: stored, correct: plan.correct, answered_at: req.now }),
      )
      .returning("question_id");
}

const scoringPersonOf = (req: AnswerRequest, person: LockedPerson) => ({
  personId: req.personId,
  companyId: person.companyId,
  departmentId: person.departmentId,
});

/** An answer decided on the locked rows: what it answers, and what it does. */
interface Decided {
  locked: Locked;
  instrument: Instrument;
  question: InstrumentQuestion;
  value: TAnswerValue;
  plan: AnswerPlan;
  /** The stored answers with this one. */
  answers: StoredAnswers;
}

/** What the completion's statement takes: the scoring's writes, the answer and the interaction's new state. */
interface CompletionValues extends CompletionWrite {
  interactionId: number;
  questionId: string;
  /** The value as jsonb text, or null. */
  value: string | null;
  correct: boolean | null;
  answered: string[];
  gamingAnswer: boolean;
  points: number;
  streak: number;
  bestStreak: number;
}

/**
 * The whole completion in one statement: the answer, the interaction's state (DONE; a game's points, streak and
 * best streak, unchanged unless this was a game's answer), the records, the scores, progress and the new
 * achievements (scoring.ts completionCtes); returns the achievements it unlocked. One text for every completion,
 * compiled once.
 */
const completionStatementOf = compiledOnce<CompletionValues, { unlocked: number[] }>(
  "answer_complete",
  (v) => {
    const ctes = Object.entries(completionCtes(v)).map(([name, body]) => sql`${sql.raw(name)} as (${body})`);
    return sql<{ unlocked: number[] }>`with ${sql.join(ctes)},
    answer as (insert into interaction_answers (interaction_id, question_id, value, correct, answered_at)
      values (${v.interactionId}, ${v.questionId}, ${v.value}::jsonb, ${v.correct}, ${v.now})
      on conflict (interaction_id, question_id)
      do update set value = excluded.value, correct = excluded.correct, answered_at = excluded.answered_at
      returning question_id)
    update interactions set status = 'DONE', percentage = 100, answered = ${v.answered}::text[],
      end_date = ${v.now}, updated_at = ${v.now}, gaming = gaming or ${v.gamingAnswer}::boolean,
      points = ${v.points}, streak = ${v.streak}, best_streak = ${v.bestStreak}
    where id = ${v.interactionId}
    returning array(select achievement_id from unlocked order by achievement_id) as unlocked`;
  },
);

function completionStatement(
  db: Kysely<Database>,
  req: AnswerRequest,
  { locked: { person, row }, instrument, question, value, plan, answers }: Decided,
  before: BeforeCompletion["state"],
): CompiledQuery<{ unlocked: number[] }> {
  const write = completionWrite(
    scoringPersonOf(req, person),
    { id: row.id, surveyTypeId: row.survey_type_id, bestStreak: plan.bestStreak },
    instrument,
    answerValues(answers),
    before,
    req.now,
  );
  return completionStatementOf(db, {
    ...write,
    interactionId: row.id,
    questionId: question.id,
    value: value === null ? null : JSON.stringify(value),
    correct: plan.correct,
    answered: plan.answeredIds,
    gamingAnswer: plan.gamingAnswer,
    points: plan.points,
    streak: plan.streak,
    bestStreak: plan.bestStreak,
  });
}

function resultOf(
  req: AnswerRequest,
  { locked: { row }, instrument, question, plan, answers }: Decided,
  achievementsUnlocked: TAnswerResult["achievementsUnlocked"],
): TAnswerResult {
  const next = instrument.questions.find((q) => !answers.has(q.id)) ?? null;
  const isGaming = req.gaming || row.gaming || plan.gamingAnswer;
  return {
    questionId: question.id,
    percentage: plan.percentage,
    totalelementsdone: plan.answered,
    next: next?.id ?? null,
    feedback: question.graded
      ? feedbackOf(question, (plan.earlier?.correct ?? plan.correct) === true, req.locale)
      : null,
    surveyStatus: plan.status,
    completed: plan.completed,
    gaming: isGaming
      ? gamingState({ points: plan.points, streak: plan.streak, best_streak: plan.bestStreak })
      : null,
    achievementsUnlocked,
  };
}

/** The answers' values by question id, as the instruments score them. */
const answerValues = (answers: Map<string, { value: TAnswerValue }>) =>
  new Map([...answers].map(([id, a]) => [id, a.value]));

/**
 * `db` with raw CTEs before the statement built on it. Kysely writes a raw CTE body as it is, so the parentheses
 * are ours; each `with` types a new database, which the caller does not need (its statement names none of these
 * CTEs, or only in raw SQL), so the creator is handed back as the plain one.
 */
function withRawCtes(
  db: QueryCreator<Database>,
  ctes: Record<string, RawBuilder<unknown>>,
): QueryCreator<Database> {
  return Object.entries(ctes).reduce(
    (creator, [name, body]) => creator.with(name, () => sql`(${body})`) as unknown as QueryCreator<Database>,
    db,
  );
}

/**
 * For the interactions whose plain answer left a single question, that question (the one whose answer will
 * complete the survey), so that answer goes straight to the completion instead of first being offered to the
 * plain statement, which would decline it: one statement and one wait for a group fewer on the completing
 * answer. Only a hint: the completion decides everything again on the locked rows, so a stale entry (another
 * process answered, the survey expired) costs a transaction, never a wrong answer. Per database, at most
 * LAST_QUESTION_HINTS entries, the oldest dropped first.
 */
const lastQuestionHints = new WeakMap<Kysely<Database>, Map<number, string>>();
const LAST_QUESTION_HINTS = 10_000;

function hintsOf(db: Kysely<Database>): Map<number, string> {
  let hints = lastQuestionHints.get(db);
  if (!hints) {
    hints = new Map();
    lastQuestionHints.set(db, hints);
  }
  return hints;
}

/** Saves one answer: in one statement when `plainAnswer` takes it, else in the full transaction. */
export async function saveAnswer(db: Kysely<Database>, req: AnswerRequest): Promise<TAnswerResult> {
  const hints = hintsOf(db);
  const completesByHint = hints.get(req.interactionId) === req.input.questionId;
  if (completesByHint) hints.delete(req.interactionId);
  return (
    (completesByHint ? undefined : await plainAnswer(db, req, writePlainAnswer)) ??
    saveAnswerInTransaction(db, req)
  );
}

/**
 * saveAnswer's two paths in the caller's transaction, the plain statement unbatched: a year of demo answers
 * (db/demo-history.ts) in the seed's transaction, each as the API would save it.
 */
export async function answerWithin(trx: Kysely<Database>, req: AnswerRequest): Promise<TAnswerResult> {
  return (await plainAnswer(trx, req, writePlainAnswerIn)) ?? answerInTransaction(trx, req);
}

async function saveAnswerInTransaction(db: Kysely<Database>, req: AnswerRequest): Promise<TAnswerResult> {
  const result = await db.transaction().execute((trx) => answerInTransaction(trx, req));
  if (result.completed) eventsCommitted();
  return result;
}

/**
 * The full path of one answer in the caller's transaction: every refusal, the answer, and on completion the
 * scoring, the flow and the achievements. The API runs it in a transaction of its own; the demo history
 * (db/demo-history.ts) runs a year of answers in the seed's transaction.
 */
export async function answerInTransaction(trx: Kysely<Database>, req: AnswerRequest): Promise<TAnswerResult> {
  const { rows: lockRows } = await trx.executeQuery(lockQuery(trx, req.personId, req.interactionId));
  const locked = lockedFrom(lockRows);
  if (!locked) throw new AppError("ND1000");
  const { person, row } = locked;
  const { instrument, question, value } = checkLocked(req, locked);
  // An answer that completes the survey reads everything the scoring needs with the stored answers, in one
  // statement; the welcome keeps the longer path (its flow assignment changes the counts). Any other answer
  // reads the stored answers alone.
  const before =
    completesOn(instrument, question, row) && row.survey_type_id !== WELCOME
      ? await readBeforeCompletion(trx, req.personId, row.id)
      : undefined;
  const answers = before ? before.answers : await storedAnswers(trx, row.id);
  const plan = planAnswer(req, row, instrument, question, value, answers);
  const decided = { locked, instrument, question, value, plan, answers };
  const scoringPerson = scoringPersonOf(req, person);

  let achievementsUnlocked: TAnswerResult["achievementsUnlocked"] = [];
  if (plan.completed && before && plan.write) {
    const statement = completionStatement(trx, req, decided, before.state);
    const { rows } = await trx.executeQuery(statement);
    achievementsUnlocked = achievementsOf(new Set(rows[0]?.unlocked ?? []));
  } else {
    // The completed interaction's records are written by the same statement as the last answer (scoring.ts).
    const records = plan.completed
      ? interactionRecordWrites(
          scoringPerson,
          { id: row.id, surveyTypeId: row.survey_type_id },
          instrument,
          answerValues(answers),
          req.now,
        )
      : null;
    const withRecords = records ? withRawCtes(trx, records) : trx;
    if (plan.write) {
      // A few shapes (completing or not, a game answer or not), each a named statement.
      const written = withRecords
        .with("answer", answerInsert(req, row, question, value, plan))
        .updateTable("interactions")
        .set(plan.changes)
        .where("id", "=", row.id)
        .compile();
      await trx.executeQuery(named("answer_write", written));
    } else {
      await withRecords.updateTable("interactions").set(plan.changes).where("id", "=", row.id).execute();
    }
    if (plan.completed) {
      // The welcome opens the flow: its steps are assigned now, so progress counts them at once.
      if (row.survey_type_id === WELCOME) await applyPlan(trx, req.personId, person, req.now);
      achievementsUnlocked = await recomputeGlobalAndAchievements(trx, scoringPerson, req.now);
    } else if (plan.gamingAnswer) {
      achievementsUnlocked = await evaluateAchievements(trx, req.personId, req.now);
    }
  }
  // survey.completed, for security surveys only (never a wellbeing kind; no score): survey-events.ts.
  if (plan.completed) {
    await recordSurveyCompleted(trx, {
      companyId: person.companyId,
      personId: req.personId,
      interactionId: row.id,
      surveyTypeId: row.survey_type_id,
      at: req.now,
    });
  }
  return resultOf(req, decided, achievementsUnlocked);
}

/** Each question's instrument (question ids are unique across the instruments: content/instruments test). */
let questionIndex: Map<string, { instrument: Instrument; question: InstrumentQuestion }> | undefined;
function findQuestion(questionId: string) {
  if (!questionIndex) {
    questionIndex = new Map();
    for (const instrument of INSTRUMENTS)
      for (const question of instrument.questions) questionIndex.set(question.id, { instrument, question });
  }
  return questionIndex.get(questionId);
}

/**
 * A plain answer through `writePlainAnswer` (plain-answers.ts: one statement for the answers that arrive
 * together, committed on its own). It takes the answer only when the interaction is the signed-in person's, is of
 * a survey type that asks this question, is open, the person is not deleted, a graded question has no answer yet,
 * and the answer does not complete the survey; `answered` (migration 0009) is read from the locked row, so counts
 * and percentages never miss an answer. Anything else, including every refusal, returns undefined and the caller
 * runs the full transaction, which answers it exactly as before. Locks: interactions' rows in id order, then the
 * answers'; the full path takes the person's, then the interaction's, then the answer's. A group that meets the
 * full path in a deadlock is retried answer by answer.
 */
async function plainAnswer(
  db: Kysely<Database>,
  req: AnswerRequest,
  write: typeof writePlainAnswer,
): Promise<TAnswerResult | undefined> {
  if (req.gaming) return undefined;
  const found = findQuestion(req.input.questionId);
  if (!found) return undefined;
  const { instrument, question } = found;
  let value: TAnswerValue;
  try {
    value = checkValue(question, req.input.value, false);
  } catch {
    return undefined; // The full path refuses it, after the checks that come first (404, status).
  }
  const correct = question.graded ? value === question.graded.correctValue : null;
  const total = instrument.questions.length;
  const row = await write(db, {
    interactionId: req.interactionId,
    personId: req.personId,
    surveyTypes: instrument.surveyKeys.map((key) => SURVEYS[key]).join(","),
    questionId: question.id,
    value: value === null ? null : JSON.stringify(value),
    correct,
    graded: question.graded !== undefined,
    total,
    now: req.now,
  });
  if (!row) return undefined;
  const answered = new Set(splitAnsweredIds(row.answered));
  const next = instrument.questions.find((q) => !answered.has(q.id)) ?? null;
  if (next && answered.size === total - 1) {
    const hints = hintsOf(db);
    hints.delete(req.interactionId); // re-inserted last, so the oldest are dropped first
    hints.set(req.interactionId, next.id);
    if (hints.size > LAST_QUESTION_HINTS) hints.delete(hints.keys().next().value as number);
  }
  return {
    questionId: question.id,
    percentage: Math.min(99, Math.floor((answered.size * 100) / total)),
    totalelementsdone: answered.size,
    next: next?.id ?? null,
    feedback: question.graded ? feedbackOf(question, correct === true, req.locale) : null,
    surveyStatus: "PROGRESS",
    completed: false,
    gaming: row.gaming ? gamingState(row) : null,
    achievementsUnlocked: [],
  };
}
