import { CompiledQuery, type Kysely } from "kysely";
import { preparedStatement } from "../../db/database";
import type { Database } from "../../db/schema";

/*
 * Plain answers committed in groups (docs/journey.md "Answers"). A plain answer is one UPDATE of its
 * interaction's row with its INSERT beside it; the answers that arrive while earlier groups are being written
 * wait and go together in the next statement: one round trip and one commit for the group, each reply still sent
 * only after its own answer is committed. At most IN_FLIGHT statements run at once; a group never holds two
 * answers to the same interaction (a later one waits for the next group, so it sees the earlier one's row).
 */

export interface PlainAnswer {
  interactionId: number;
  personId: number;
  /** The survey types that ask the question (an instrument and its refresh), as "3,4". */
  surveyTypes: string;
  questionId: string;
  /** The value as jsonb text, or null. */
  value: string | null;
  correct: boolean | null;
  graded: boolean;
  /** The instrument's number of questions. */
  total: number;
  now: Date;
}

export interface PlainAnswerRow {
  /** The interaction's answered question ids, joined by commas (see splitAnsweredIds). */
  answered: string;
  gaming: boolean;
  points: number;
  streak: number;
  best_streak: number;
}

/**
 * Statements of plain answers running at once per process. Fewer make larger groups: at 50 connections on two
 * vCPUs, 1 or 2 gave about 5,100 answers/s, 4 gave 3,300 and 8 gave 2,300 (docs/benchmarks.md). Two, so that one
 * group waiting for a row another transaction holds does not hold up every other answer.
 */
const IN_FLIGHT = 2;
/** Answers per statement at most. */
const GROUP_MAX = 64;

interface Job {
  answer: PlainAnswer;
  resolve: (row: PlainAnswerRow | undefined) => void;
  reject: (error: unknown) => void;
}

class PlainAnswerWriter {
  private readonly queue: Job[] = [];
  private running = 0;

  constructor(private readonly db: Kysely<Database>) {}

  write(answer: PlainAnswer): Promise<PlainAnswerRow | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ answer, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < IN_FLIGHT && this.queue.length > 0) {
      const group = this.takeGroup();
      this.running += 1;
      void this.run(group).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  /** The oldest answers, one per interaction, up to GROUP_MAX; the rest stay queued in order. */
  private takeGroup(): Job[] {
    const group: Job[] = [];
    const interactions = new Set<number>();
    const left: Job[] = [];
    for (const job of this.queue) {
      if (group.length < GROUP_MAX && !interactions.has(job.answer.interactionId)) {
        interactions.add(job.answer.interactionId);
        group.push(job);
      } else left.push(job);
    }
    this.queue.splice(0, this.queue.length, ...left);
    return group;
  }

  private async run(group: Job[]): Promise<void> {
    try {
      const rows = await writeGroup(
        this.db,
        group.map((job) => job.answer),
      );
      group.forEach((job, k) => {
        job.resolve(rows.get(k));
      });
    } catch (error) {
      if (group.length === 1) {
        group[0]?.reject(error);
        return;
      }
      // A group that fails as a whole (a deadlock with another writer, say): each answer again on its own.
      await Promise.all(group.map((job) => this.run([job])));
    }
  }
}

const writers = new WeakMap<Kysely<Database>, PlainAnswerWriter>();

/** Writes a plain answer; undefined when the statement does not take it (the caller runs the full path). */
export function writePlainAnswer(
  db: Kysely<Database>,
  answer: PlainAnswer,
): Promise<PlainAnswerRow | undefined> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new PlainAnswerWriter(db);
    writers.set(db, writer);
  }
  return writer.write(answer);
}

/** The same statement for one answer at once, in the caller's transaction (the demo history). */
export async function writePlainAnswerIn(
  trx: Kysely<Database>,
  answer: PlainAnswer,
): Promise<PlainAnswerRow | undefined> {
  return (await writeGroup(trx, [answer])).get(0);
}

async function writeGroup(
  db: Kysely<Database>,
  answers: readonly PlainAnswer[],
): Promise<Map<number, PlainAnswerRow>> {
  const { rows } = await db.executeQuery<PlainAnswerRow & { k: number }>(
    CompiledQuery.raw(PLAIN_ANSWERS_SQL, [
      answers.map((a) => a.interactionId),
      answers.map((a) => a.personId),
      answers.map((a) => a.surveyTypes),
      answers.map((a) => a.questionId),
      answers.map((a) => a.value),
      answers.map((a) => a.correct),
      answers.map((a) => a.graded),
      answers.map((a) => a.total),
      answers.map((a) => a.now),
    ]),
  );
  return new Map(rows.map(({ k, ...row }) => [k - 1, row]));
}

/**
 * The ids of `answered` as the statements here send them: joined by commas, which no question id holds (the
 * instrument registry's test), because splitting a string costs the server far less than parsing a text[].
 */
export const splitAnsweredIds = (joined: string): string[] => (joined === "" ? [] : joined.split(","));

/*
 * One row of `t` per answer (k = its place, from 1). The interactions' rows (only each person's own) are locked
 * in id order first (`l`), so two groups never wait on each other in a cycle; the UPDATE then takes a row only
 * when the interaction is the person's, of a survey type that asks the question, open, the person not deleted, a
 * graded question not answered yet, and the answer does not complete the survey. `answered` is read from the
 * locked, latest row.
 */
const PLAIN_ANSWERS_SQL = `with t as (
  select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::boolean[],
    $8::int[], $9::timestamptz[]) with ordinality
    as t(interaction_id, person_id, survey_types, question_id, value, correct, graded, total, now, k)
), l as (
  select i.id from interactions i join t on t.interaction_id = i.id and t.person_id = i.person_id
  order by i.id for update of i
), u as (
  update interactions i set
    answered = case when t.question_id = any(i.answered) then i.answered else i.answered || t.question_id end,
    status = 'PROGRESS',
    percentage = least(99, (cardinality(i.answered)
      + case when t.question_id = any(i.answered) then 0 else 1 end) * 100 / t.total),
    updated_at = t.now
  from t join l on l.id = t.interaction_id
  where i.id = t.interaction_id and i.person_id = t.person_id
    and i.survey_type_id = any(string_to_array(t.survey_types, ',')::int[])
    and i.status in ('AVAILABLE', 'PROGRESS')
    and not (t.graded and t.question_id = any(i.answered))
    and cardinality(i.answered) + case when t.question_id = any(i.answered) then 0 else 1 end < t.total
    and exists (select 1 from people p where p.id = t.person_id and p.deleted_at is null)
  returning t.k, t.question_id, t.value, t.correct, t.now, i.id, i.answered, i.gaming, i.points, i.streak,
    i.best_streak
), a as (
  insert into interaction_answers (interaction_id, question_id, value, correct, answered_at)
  select u.id, u.question_id, u.value::jsonb, u.correct, u.now from u
  on conflict (interaction_id, question_id)
  do update set value = excluded.value, correct = excluded.correct, answered_at = excluded.answered_at
)
select k::int, array_to_string(answered, ',') as answered, gaming, points, streak, best_streak from u`;
preparedStatement("plain_answers", PLAIN_ANSWERS_SQL);
