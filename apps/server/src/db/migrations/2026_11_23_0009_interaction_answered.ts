import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The questions an interaction has answered, on the interaction's own row (issue 4, answers at 50 connections).
// A plain answer is then one UPDATE of that row with the answer's INSERT beside it: when two answers to the same
// interaction meet, PostgreSQL makes the second wait for the row and re-evaluates it on the committed version, so
// the count, the percentage and "is this question answered already" are always read from the latest state
// (a count of `interaction_answers` in the same statement would read the statement's older snapshot).
// Kept by both answer paths (features/user-traits/answer.ts); interaction_answers stays the record of the values.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE interactions ADD COLUMN answered text[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`
    UPDATE interactions i SET answered = a.questions
    FROM (SELECT interaction_id, array_agg(question_id ORDER BY question_id) AS questions
          FROM interaction_answers GROUP BY interaction_id) a
    WHERE a.interaction_id = i.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE interactions DROP COLUMN answered`.execute(db);
}
