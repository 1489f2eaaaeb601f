import { DIMENSION_ELEMENTS, SURVEYS, type TAnswerValue } from "@wellguard/contract";
import { type CompiledQuery, type Kysely, sql } from "kysely";
import { ASSET_COUNT, ASSET_IDS } from "../../content/assets/ids";
import { type CurrentRecord, type GlobalScores, globalScores } from "../../content/instruments/global";
import type { Answers, Instrument } from "../../content/instruments/types";
import { compiledOnce, named } from "../../db/database";
import type { Database } from "../../db/schema";
import {
  type AchievementFacts,
  achievementFactsQuery,
  achievementsOf,
  factsAfterCompletion,
  isPerfectDimension,
  newlyReached,
  pickFacts,
} from "./achievements";

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

type IdRow = { id: number };

/**
 * A write of records as arrays: the (survey type, dimension) pairs whose current record it retires, and the
 * records it inserts. Arrays, so that one statement text serves any number of records (compiledOnce).
 */
interface RecordArrays {
  retireTypes: number[];
  retireDimensions: number[];
  types: number[];
  interactions: (number | null)[];
  dimensions: number[];
  values: number[];
  extras: (number | null)[];
}

function recordArrays(records: readonly RecordInput[]): RecordArrays {
  const arrays: RecordArrays = {
    retireTypes: [],
    retireDimensions: [],
    types: [],
    interactions: [],
    dimensions: [],
    values: [],
    extras: [],
  };
  for (const r of records) {
    for (const surveyTypeId of r.replaces) {
      arrays.retireTypes.push(surveyTypeId);
      arrays.retireDimensions.push(r.dimensionId);
    }
    arrays.types.push(r.surveyTypeId);
    arrays.interactions.push(r.interactionId);
    arrays.dimensions.push(r.dimensionId);
    arrays.values.push(r.value);
    arrays.extras.push(r.extra);
  }
  return arrays;
}

/**
 * The two CTE bodies that write records: `retire` sets the current records they replace to vigence 0; `insert`
 * adds them, and reads the CTE named `retired` first, so the unique index of current records (migration 0008)
 * always sees the old record retired before the new one arrives (sub-statements of a WITH otherwise run in no set
 * order). Every value is only placed, never looked at, so compiledOnce can take the statement.
 */
function recordWrites(person: ScoringPerson, r: RecordArrays, now: Date, retired: string) {
  const retire = sql<IdRow>`update profile_dimension_records d set vigence = 0
    from unnest(${r.retireTypes}::int[], ${r.retireDimensions}::int[]) as x(survey_type_id, dimension_id)
    where d.person_id = ${person.personId}::int and d.vigence = 1
      and d.survey_type_id = x.survey_type_id and d.dimension_id = x.dimension_id
    returning d.id`;
  const insert = sql<IdRow>`insert into profile_dimension_records (person_id, company_id, department_id,
      survey_type_id, interaction_id, dimension_id, dimension_value, dimension_value_extra, start_date, vigence)
    select ${person.personId}::int, ${person.companyId}::int, ${person.departmentId}::int, r.survey_type_id,
      r.interaction_id, r.dimension_id, r.value, r.extra, ${now}::timestamptz, 1
    from unnest(${r.types}::int[], ${r.interactions}::int[], ${r.dimensions}::int[], ${r.values}::float8[],
      ${r.extras}::float8[]) as r(survey_type_id, interaction_id, dimension_id, value, extra)
    where (select count(*) from ${sql.table(retired)}) >= 0
    returning id`;
  return { retire, insert };
}

/** The current records after `records` are written: the ones they replace gone, theirs added. */
function afterWrites(current: readonly CurrentRecord[], records: readonly RecordInput[]): CurrentRecord[] {
  const replaced = (c: CurrentRecord) =>
    records.some((r) => r.dimensionId === c.dimensionId && r.replaces.includes(c.surveyTypeId));
  return [
    ...current.filter((c) => !replaced(c)),
    ...records.map((r) => ({
      surveyTypeId: r.surveyTypeId,
      dimensionId: r.dimensionId,
      value: r.value,
      extra: r.extra,
    })),
  ];
}

/**
 * The completed interaction's own records (step 1) as the CTEs `instrument_retired` and `instrument_records`, to
 * add to the statement that writes the last answer (features/user-traits/answer.ts).
 */
export function interactionRecordWrites(
  person: ScoringPerson,
  interaction: { id: number; surveyTypeId: number },
  instrument: Instrument,
  answers: Answers,
  now: Date,
) {
  const writes = recordWrites(
    person,
    recordArrays(interactionRecords(interaction, instrument, answers)),
    now,
    "instrument_retired",
  );
  return { instrument_retired: writes.retire, instrument_records: writes.insert };
}

/** Step 1 in memory: the survey's records, each replacing the current one its instrument wrote. */
function interactionRecords(
  interaction: { id: number; surveyTypeId: number },
  instrument: Instrument,
  answers: Answers,
): RecordInput[] {
  const replaces = instrument.surveyKeys.map((k) => SURVEYS[k]);
  return instrument.score(answers).map((s) => ({
    surveyTypeId: interaction.surveyTypeId,
    replaces,
    interactionId: interaction.id,
    dimensionId: DIMENSION_ELEMENTS[s.dimension],
    value: s.value,
    extra: s.extra,
  }));
}

/** What step 2 reads: the person's counts and current records (and, when asked, the achievements' facts). */
interface GlobalState {
  context: { assigned: number; done: number; reads: number };
  current: CurrentRecord[];
  facts: AchievementFacts | null;
}

/** An interaction's stored answers, by question id. */
export type StoredAnswers = Map<string, { value: TAnswerValue; correct: boolean | null }>;

type GlobalStateRow = {
  assigned: number;
  done: number;
  reads: number;
  answers: [string, TAnswerValue, boolean | null][];
  /** The current records: survey type, dimension, value, extra. */
  records: [number, number, number, number | null][];
} & Partial<AchievementFacts>;

/**
 * The statement readGlobalState sends, in three shapes: one row of counts (and facts, and an interaction's
 * answers) with the current records as one JSON array, so that the answers and facts are sent and parsed once,
 * not once per record. Each shape is compiled once.
 */
function globalStateSql(personId: number, withFacts: boolean, answersOf: number | undefined) {
  const answers =
    answersOf === undefined
      ? sql`'[]'::json`
      : sql`coalesce((select json_agg(json_build_array(a.question_id, a.value, a.correct))
          from interaction_answers a where a.interaction_id = ${answersOf}), '[]'::json)`;
  return sql<GlobalStateRow>`
    select n.* ${withFacts ? sql`, f.*` : sql``}
    from (select
        (select count(*)::int from interactions where person_id = ${personId}
          and status not in ('CANCELLED', 'EXPIRED')) as assigned,
        (select count(*)::int from interactions where person_id = ${personId} and status = 'DONE') as done,
        (select count(*)::int from asset_reads where person_id = ${personId}
          and asset_id = any(${[...ASSET_IDS]}::int[])) as reads,
        ${answers} as answers,
        coalesce((select json_agg(json_build_array(r.survey_type_id, r.dimension_id, r.dimension_value,
            r.dimension_value_extra) order by r.survey_type_id, r.dimension_id)
          from profile_dimension_records r where r.person_id = ${personId} and r.vigence = 1), '[]'::json)
          as records) n
    ${withFacts ? sql`cross join (${achievementFactsQuery(personId)}) f` : sql``}`;
}

type GlobalStateStatement = ReturnType<
  typeof compiledOnce<{ personId: number; interactionId: number }, GlobalStateRow>
>;
const globalStateStatements = new Map<string, GlobalStateStatement>();

function globalStateQuery(
  db: Kysely<Database>,
  personId: number,
  withFacts: boolean,
  answersOf?: number,
): CompiledQuery<GlobalStateRow> {
  const name = `global_state${withFacts ? "_facts" : ""}${answersOf === undefined ? "" : "_answers"}`;
  let statement = globalStateStatements.get(name);
  if (!statement) {
    statement = compiledOnce<{ personId: number; interactionId: number }, GlobalStateRow>(name, (v) =>
      globalStateSql(v.personId, withFacts, answersOf === undefined ? undefined : v.interactionId),
    );
    globalStateStatements.set(name, statement);
  }
  return statement(db, { personId, interactionId: answersOf ?? 0 });
}

function globalStateFrom(
  rows: readonly GlobalStateRow[],
  withFacts: boolean,
): GlobalState & { answers: StoredAnswers } {
  const first = rows[0];
  const current = (first?.records ?? []).map(([surveyTypeId, dimensionId, value, extra]) => ({
    surveyTypeId,
    dimensionId,
    value,
    extra,
  }));
  return {
    context: { assigned: first?.assigned ?? 0, done: first?.done ?? 0, reads: first?.reads ?? 0 },
    current,
    facts: withFacts && first ? pickFacts(first) : null,
    answers: new Map((first?.answers ?? []).map(([id, value, correct]) => [id, { value, correct }])),
  };
}

async function readGlobalState(
  trx: Kysely<Database>,
  personId: number,
  withFacts: boolean,
): Promise<GlobalState> {
  const { rows } = await trx.executeQuery(globalStateQuery(trx, personId, withFacts));
  return globalStateFrom(rows, withFacts);
}

/** Step 2 in memory: the global records that change and the person's scores. */
function globalUpdate(state: GlobalState): { changed: RecordInput[]; scores: GlobalScores } {
  const records = state.current;
  const result = globalScores(records, {
    assignedInteractions: state.context.assigned,
    doneInteractions: state.context.done,
    assetsRead: state.context.reads,
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
    )
    .map((r) => ({ ...r, replaces: [r.surveyTypeId], interactionId: null }));
  return { changed, scores: result.scores };
}

/**
 * The writes of a scoring as CTE bodies, for writeGlobal and the completion's statement (completionCtes): the
 * records (`retired`, `records`), `scores`, `progress`, and `unlocked` (the achievements it inserts). Every value
 * is only placed, so compiledOnce can take the statement.
 */
function scoringWrites(
  person: ScoringPerson,
  records: RecordArrays,
  s: GlobalScores,
  achievementIds: readonly number[],
  now: Date,
) {
  const written = recordWrites(person, records, now, "retired");
  return {
    retired: written.retire,
    records: written.insert,
    scores: sql`insert into person_scores (person_id, insider, risk, hazard, wellbeing, cyber, updated_at)
      values (${person.personId}, ${s.insider}, ${s.risk}, ${s.hazard}, ${s.wellbeing}, ${s.cyber}, ${now})
      on conflict (person_id) do update set insider = excluded.insider, risk = excluded.risk,
        hazard = excluded.hazard, wellbeing = excluded.wellbeing, cyber = excluded.cyber,
        updated_at = excluded.updated_at
      returning person_id`,
    progress: sql`update people set progress = ${s.progress} where id = ${person.personId} returning id`,
    unlocked: sql<{
      achievement_id: number;
    }>`insert into person_achievements (person_id, achievement_id, unlocked_at)
      select ${person.personId}, a, ${now} from unnest(${achievementIds}::int[]) a
      on conflict (person_id, achievement_id) do nothing
      returning achievement_id`,
  };
}

/**
 * Step 2's writes in one statement: the changed global records, person_scores, people.progress and, when given,
 * the newly reached achievements; returns the achievements it unlocked.
 */
async function writeGlobal(
  trx: Kysely<Database>,
  person: ScoringPerson,
  update: { changed: RecordInput[]; scores: GlobalScores },
  achievementIds: readonly number[],
  now: Date,
): Promise<number[]> {
  const writes = scoringWrites(person, recordArrays(update.changed), update.scores, [...achievementIds], now);
  const ctes = Object.entries(writes).map(([name, body]) => sql`${sql.raw(name)} as (${body})`);
  const query = sql<{ unlocked: number[] }>`with ${sql.join(ctes)}
    select array(select achievement_id from unlocked order by achievement_id) as unlocked`.compile(trx);
  const { rows } = await trx.executeQuery(named("global_write", query));
  return rows[0]?.unlocked ?? [];
}

/** Step 2: the global records and the person's scores, from every current record (two statements). */
export async function recomputeGlobal(
  trx: Kysely<Database>,
  person: ScoringPerson,
  now: Date,
): Promise<void> {
  const state = await readGlobalState(trx, person.personId, false);
  await writeGlobal(trx, person, globalUpdate(state), [], now);
}

/**
 * Step 2 and the achievements together (two statements): the achievements' facts are read with the global state,
 * and the ones that step 2 changes (the cyber score, the current records) are taken from its result, so the
 * achievements newly reached are inserted in the same statement as the scores. Returns them, in id order.
 */
export async function recomputeGlobalAndAchievements(
  trx: Kysely<Database>,
  person: ScoringPerson,
  now: Date,
): Promise<{ achievementId: number; key: string }[]> {
  const state = await readGlobalState(trx, person.personId, true);
  const update = globalUpdate(state);
  const facts = state.facts;
  if (!facts) throw new Error("the achievements' facts were not read");
  const final = afterWrites(state.current, update.changed);
  const reached = newlyReached({
    ...facts,
    perfect: final.some(isPerfectDimension),
    cyber: update.scores.cyber,
  });
  const unlocked = new Set(await writeGlobal(trx, person, update, reached, now));
  return achievementsOf(unlocked);
}

/** What readBeforeCompletion returns: the interaction's stored answers and step 3's state before the answer. */
export interface BeforeCompletion {
  answers: StoredAnswers;
  state: GlobalState;
}

/**
 * What the answer that completes a survey (not the welcome, whose flow assignment changes the counts) reads
 * before it writes, in one statement after the person's and the interaction's rows are locked: the interaction's
 * stored answers, step 3's counts and current records, and the achievements' facts.
 */
export async function readBeforeCompletion(
  trx: Kysely<Database>,
  personId: number,
  interactionId: number,
): Promise<BeforeCompletion> {
  const { rows } = await trx.executeQuery(globalStateQuery(trx, personId, true, interactionId));
  const { answers, ...state } = globalStateFrom(rows, true);
  return { answers, state };
}

/** What a completion writes besides the answer (completionCtes): the person, the records, the scores, the
 * achievements reached, flat so that compiledOnce can place each value. */
export interface CompletionWrite extends ScoringPerson, RecordArrays, GlobalScores {
  now: Date;
  achievements: number[];
}

/**
 * Steps 1, 3 and 4 of a completion, computed from what readBeforeCompletion read: the state after the answer is
 * the state before it with this interaction DONE (one more done), the survey's records in place of the ones they
 * replace, and then step 3's records; the achievements' facts move the same way (factsAfterCompletion). A test
 * checks the result against a fresh recomputation from the database. The survey's records and step 3's are one
 * write: they are of different survey types (step 3's are the GLOBAL ones), so neither replaces the other's.
 */
export function completionWrite(
  person: ScoringPerson,
  interaction: { id: number; surveyTypeId: number; bestStreak: number },
  instrument: Instrument,
  answers: Answers,
  before: GlobalState,
  now: Date,
): CompletionWrite {
  const own = interactionRecords(interaction, instrument, answers);
  const afterOwn: GlobalState = {
    context: { ...before.context, done: before.context.done + 1 },
    current: afterWrites(before.current, own),
    facts: null,
  };
  const update = globalUpdate(afterOwn);
  const facts = before.facts;
  if (!facts) throw new Error("the achievements' facts were not read");
  const reached = newlyReached({
    ...factsAfterCompletion(facts, interaction.surveyTypeId, interaction.bestStreak),
    perfect: afterWrites(afterOwn.current, update.changed).some(isPerfectDimension),
    cyber: update.scores.cyber,
  });
  return {
    ...person,
    ...recordArrays([...own, ...update.changed]),
    ...update.scores,
    now,
    achievements: reached,
  };
}

/**
 * A completion's writes as CTE bodies (scoringWrites: retired, records, scores, progress, unlocked), for the
 * statement that writes the last answer (answer.ts), which compiles it once.
 */
export function completionCtes(w: CompletionWrite) {
  return scoringWrites(w, w, w, w.achievements, w.now);
}
