import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The employee journey (issue 4): interactions (a survey assigned to a person) and their answers, profile
// dimension records (scores per dimension over time), derived scores, asset reads and achievements.
// The survey catalogue, the instruments, the assets and the achievements themselves are code and content
// (apps/server/src/content, packages/contract), referenced here by their stable ids.

const up_statements = [
  `CREATE TABLE interactions (
    id serial PRIMARY KEY,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    survey_type_id smallint NOT NULL,
    -- The instrument (catalogue id, docs/instruments.md).
    survey_id smallint NOT NULL,
    -- 1 for the first time a survey type is assigned, 2 for its first refresh, and so on.
    cycle smallint NOT NULL DEFAULT 1,
    status text NOT NULL DEFAULT 'AVAILABLE'
      CHECK (status IN ('AVAILABLE', 'PROGRESS', 'DONE', 'EXPIRED', 'CANCELLED')),
    start_date timestamptz NOT NULL,
    end_date timestamptz,
    percentage smallint NOT NULL DEFAULT 0 CHECK (percentage BETWEEN 0 AND 100),
    -- Played as a game (cybergaming): points and streaks live with the interaction.
    gaming boolean NOT NULL DEFAULT false,
    points integer NOT NULL DEFAULT 0,
    streak integer NOT NULL DEFAULT 0,
    best_streak integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (person_id, survey_type_id, cycle)
  )`,
  `CREATE INDEX interactions_person_idx ON interactions (person_id, start_date DESC)`,
  `CREATE INDEX interactions_company_idx ON interactions (company_id, survey_type_id, status)`,
  `CREATE TABLE interaction_answers (
    interaction_id integer NOT NULL REFERENCES interactions(id) ON DELETE CASCADE,
    question_id text NOT NULL,
    -- A number (option value) or a string (free text); null: a gaming question whose time ran out.
    value jsonb,
    -- Graded questions only.
    correct boolean,
    answered_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (interaction_id, question_id)
  )`,
  `CREATE TABLE profile_dimension_records (
    id bigserial PRIMARY KEY,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    -- The department when the record was written, so department aggregates stay right after a move.
    department_id integer REFERENCES departments(id) ON DELETE SET NULL,
    survey_type_id smallint NOT NULL,
    interaction_id integer REFERENCES interactions(id) ON DELETE SET NULL,
    dimension_id smallint NOT NULL,
    dimension_value double precision NOT NULL,
    dimension_value_extra double precision,
    start_date timestamptz NOT NULL DEFAULT now(),
    vigence smallint NOT NULL DEFAULT 1 CHECK (vigence IN (0, 1))
  )`,
  // One current value per person, survey type and dimension; the scoring transaction sets the older one to 0 first.
  `CREATE UNIQUE INDEX profile_dimension_records_current_idx
    ON profile_dimension_records (person_id, survey_type_id, dimension_id) WHERE vigence = 1`,
  `CREATE INDEX profile_dimension_records_person_idx ON profile_dimension_records (person_id, dimension_id, start_date)`,
  `CREATE INDEX profile_dimension_records_company_idx
    ON profile_dimension_records (company_id, dimension_id) WHERE vigence = 1`,
  `CREATE TABLE person_scores (
    person_id integer PRIMARY KEY REFERENCES people(id) ON DELETE CASCADE,
    -- Principal insider: a DIMENSION_ELEMENTS id, see docs/instruments.md.
    insider smallint,
    risk double precision,
    hazard double precision,
    wellbeing double precision,
    cyber double precision,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE asset_reads (
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    asset_id smallint NOT NULL,
    read_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (person_id, asset_id)
  )`,
  `CREATE TABLE person_achievements (
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    achievement_id smallint NOT NULL,
    unlocked_at timestamptz NOT NULL DEFAULT now(),
    claimed_at timestamptz,
    PRIMARY KEY (person_id, achievement_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "person_achievements",
    "asset_reads",
    "person_scores",
    "profile_dimension_records",
    "interaction_answers",
    "interactions",
  ])
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
