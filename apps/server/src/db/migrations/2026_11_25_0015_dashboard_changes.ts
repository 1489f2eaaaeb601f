import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 16, point 11: the dashboards' figures from a summary instead of every record of the company's history.
//
// dashboard_figures names the records a dashboard sums (a survey type and dimension, the value or its extra, the
// department it is grouped by, and how its people are counted in buckets). dashboard_changes holds, per company,
// figure, day (span 'd') and month (span 'm', its first day) in the company's time zone, bucket (-1: the figure
// itself; 0 and up: people in that bucket), tag (0: everyone) and department (0: none), how the sum of the
// current values, the number of people with a value and the people whose value changed in the month moved.
// A figure at the start of day D is then the month rows before D's month plus the day rows of D's month before D
// (features/dashboards/summary.ts; docs/dashboards.md "Queries").
//
// Participation (figure 15, not a record) counts interactions by the day they started: assigned as people, done
// as the sum.
//
// Triggers keep it in the same transaction as every write it depends on: new records (scoring), a record's
// department cleared (a department deleted), interactions assigned, done, cancelled or removed, a person moved,
// deleted or restored, tag members added or removed, the company's time zone changed. Each recomputes what the change touches both ways, the records' summary
// after the change minus before it, so the order records arrive in does not matter.

/** [figure, survey type, dimension, from the extra, by the record's department, buckets]. */
const FIGURES: [number, number, number, boolean, boolean, string][] = [
  [1, 12, 2, false, false, "level"], // general risk (GRI global): people per raw level 1-6
  [2, 12, 3, false, false, "none"], // general hazard
  [3, 13, 11, false, false, "band"], // awareness level (cybersecurity global): people per two-point band
  [4, 12, 10, true, false, "none"], // principal insider: its index is the record's extra
  [5, 22, 13, false, false, "below5"], // the seven awareness areas of the awareness test (0-6)
  [6, 22, 14, false, false, "below5"],
  [7, 22, 15, false, false, "below5"],
  [8, 22, 16, false, false, "below5"],
  [9, 22, 17, false, false, "below5"],
  [10, 22, 18, false, false, "below5"],
  [11, 22, 19, false, false, "below5"],
  [12, 10, 1, false, true, "none"], // climate level: wellbeing, grouped where the answer was given
  [13, 11, 12, false, true, "none"], // global note, sensitive like wellbeing
  [14, 11, 12, false, false, "band"], // global note bands: people per two-point band, today's people
];

/**
 * The summary rows a set of records gives, signed: per record, its value minus the person's previous value of
 * the figure (-1 bucket), the person counted in their new bucket and out of the old one, on its day and month,
 * for everyone and for each of the person's tags (not for wellbeing, never shown by tag).
 */
function contributions(records: string, people: string, tags: string, sign: "" | "-"): string {
  return `SELECT x.company_id, x.figure, s.span, s.at, b.bucket, t.tag_id, x.department_id,
      ${sign}b.sum AS sum, ${sign}b.people AS people, ${sign}b.changed AS changed
    FROM (
      SELECT r.company_id, r.person_id, f.figure, f.buckets, f.by_record_department,
        CASE WHEN f.by_record_department THEN coalesce(r.department_id, 0)
          ELSE coalesce(p.department_id, 0) END AS department_id,
        v.value, lag(v.value) OVER w AS previous, v.day, lag(v.day) OVER w AS previous_day
      FROM (${records}) r
      JOIN dashboard_figures f ON f.survey_type_id = r.survey_type_id AND f.dimension_id = r.dimension_id
      JOIN (${people}) p ON p.id = r.person_id
      JOIN companies c ON c.id = r.company_id
      CROSS JOIN LATERAL (SELECT (CASE WHEN f.value_from_extra THEN r.dimension_value_extra
          ELSE r.dimension_value END)::numeric AS value,
        (r.start_date AT TIME ZONE c.time_zone)::date AS day) v
      WHERE f.by_record_department OR (p.deleted_at IS NULL AND p.company_id = r.company_id)
      WINDOW w AS (PARTITION BY f.figure, r.person_id ORDER BY r.start_date, r.id)
    ) x
    CROSS JOIN LATERAL (SELECT 0 AS tag_id UNION ALL
      SELECT m.tag_id FROM (${tags}) m WHERE m.person_id = x.person_id AND NOT x.by_record_department) t
    CROSS JOIN LATERAL (VALUES
      (-1::smallint, coalesce(x.value, 0) - coalesce(x.previous, 0),
        (x.value IS NOT NULL)::int - (x.previous IS NOT NULL)::int,
        CASE WHEN x.previous_day IS NULL
          OR date_trunc('month', x.previous_day) <> date_trunc('month', x.day) THEN 1 ELSE 0 END),
      (dashboard_bucket(x.buckets, x.value), 0::numeric, 1, 0),
      (dashboard_bucket(x.buckets, x.previous), 0::numeric, -1, 0)
    ) b(bucket, sum, people, changed)
    CROSS JOIN LATERAL (VALUES ('d'::"char", x.day), ('m'::"char", date_trunc('month', x.day)::date)) s(span, at)
    WHERE b.bucket IS NOT NULL`;
}

/** The participation figure: surveys assigned (people) and done (sum) by the day they started. */
const PARTICIPATION = 15;
/** The weekly pulse expires by design: it does not count for participation. */
const PULSE = 19;

/**
 * The summary rows a set of interactions gives, signed: each interaction that counts for participation (not
 * cancelled, not the weekly pulse) is one assigned, and one done when done, on the day it started, for everyone
 * and each of the person's tags, by the person's department today.
 */
function interactionContributions(interactions: string, people: string, tags: string, sign: "" | "-") {
  return `SELECT i.company_id, ${PARTICIPATION}::smallint AS figure, s.span, s.at, -1::smallint AS bucket, t.tag_id,
      coalesce(p.department_id, 0) AS department_id,
      ${sign}(i.status = 'DONE')::int::numeric AS sum, ${sign}1 AS people, 0 AS changed
    FROM (${interactions}) i
    JOIN (${people}) p ON p.id = i.person_id
    JOIN companies c ON c.id = i.company_id
    CROSS JOIN LATERAL (SELECT (i.start_date AT TIME ZONE c.time_zone)::date AS day) d
    CROSS JOIN LATERAL (SELECT 0 AS tag_id UNION ALL
      SELECT m.tag_id FROM (${tags}) m WHERE m.person_id = i.person_id) t
    CROSS JOIN LATERAL (VALUES ('d'::"char", d.day), ('m'::"char", date_trunc('month', d.day)::date)) s(span, at)
    WHERE i.status <> 'CANCELLED' AND i.survey_type_id <> ${PULSE}
      AND p.deleted_at IS NULL AND p.company_id = i.company_id`;
}

const KEY = "company_id, tag_id, figure, span, at, bucket, department_id";

/** Adds the rows to the summary, in key order (the lock order every writer shares). */
const applied = (rows: string) => `INSERT INTO dashboard_changes AS d (${KEY}, sum, people, changed)
    SELECT ${KEY}, sum(sum), sum(people), sum(changed) FROM (${rows}) c
    GROUP BY ${KEY} HAVING sum(sum) <> 0 OR sum(people) <> 0 OR sum(changed) <> 0
    ORDER BY ${KEY}
    ON CONFLICT (${KEY}) DO UPDATE SET sum = d.sum + excluded.sum, people = d.people + excluded.people,
      changed = d.changed + excluded.changed`;

/**
 * The records of the (person, survey type, dimension) keys a records statement touched, as they are now, each
 * with `fresh`: whether the statement wrote it. Marked by a join here, where the planner knows how many rows
 * each side has (an anti-join against the CTE later was planned as a nested loop: 60 s for 10,000 records).
 */
const touchedRecords = (keys: string, fresh: string) => `SELECT r.*, n.id IS NOT NULL AS fresh
    FROM profile_dimension_records r
    JOIN (SELECT DISTINCT k.person_id, k.survey_type_id, k.dimension_id FROM (${keys}) k
      JOIN dashboard_figures f ON f.survey_type_id = k.survey_type_id AND f.dimension_id = k.dimension_id) k
    ON k.person_id = r.person_id AND k.survey_type_id = r.survey_type_id AND k.dimension_id = r.dimension_id
    LEFT JOIN (${fresh}) n ON n.id = r.id`;

/** The records of the people a statement touched, of the figures grouped by today's department. */
const peopleRecords = (ids: string) => `SELECT r.* FROM profile_dimension_records r
    JOIN dashboard_figures f ON f.survey_type_id = r.survey_type_id AND f.dimension_id = r.dimension_id
      AND NOT f.by_record_department
    WHERE r.person_id IN (${ids})`;

const PEOPLE = "SELECT id, company_id, department_id, deleted_at FROM people";
const personAs = (row: "NEW" | "OLD") =>
  `SELECT ${row}.id AS id, ${row}.company_id AS company_id, ${row}.department_id AS department_id,
    ${row}.deleted_at AS deleted_at`;
/** What contributions() reads of a record. */
const RECORD_COLUMNS = [
  "id",
  "person_id",
  "company_id",
  "department_id",
  "survey_type_id",
  "dimension_id",
  "dimension_value",
  "dimension_value_extra",
  "start_date",
];
const TAGS = "SELECT tag_id, person_id FROM tag_members";

/**
 * A bulk writer (the demo history, made in the seed's one transaction) may defer the summary: with
 * `SET LOCAL wellguard.defer_dashboard_summary = 'on'` the triggers do nothing, and the writer calls
 * dashboard_rebuild(company) before it commits. Writing a year of answers row by row with the triggers on took the
 * first start from 35 s to 62 s.
 */
const DEFERRED = `IF current_setting('wellguard.defer_dashboard_summary', true) = 'on' THEN RETURN NULL; END IF;`;

const FUNCTIONS = [
  `CREATE FUNCTION dashboard_bucket(kind text, value numeric) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN value IS NULL THEN NULL
      WHEN kind = 'level' THEN round(value)::smallint
      WHEN kind = 'band' THEN least(4, floor(value / 2))::smallint
      WHEN kind = 'below5' THEN CASE WHEN value * 10 / 6 < 5 THEN 0::smallint END
    END $$`,
  `CREATE FUNCTION dashboard_records_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${DEFERRED}
      WITH now_rows AS (${touchedRecords("SELECT person_id, survey_type_id, dimension_id FROM new_rows", "SELECT id FROM new_rows")})
      ${applied(`${contributions("SELECT * FROM now_rows", PEOPLE, TAGS, "")} UNION ALL
        ${contributions("SELECT * FROM now_rows WHERE NOT fresh", PEOPLE, TAGS, "-")}`)};
      RETURN NULL;
    END $$`,
  // Row by row: a statement trigger with transition tables cannot name columns, and would then run on every
  // scoring's retirement of the current records (vigence), which never changes a figure.
  `CREATE FUNCTION dashboard_record_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${DEFERRED}
      WITH now_rows AS (${touchedRecords(
        "SELECT NEW.person_id, NEW.survey_type_id, NEW.dimension_id",
        "SELECT NULL::bigint AS id WHERE false",
      )})
      ${applied(`${contributions("SELECT * FROM now_rows", PEOPLE, TAGS, "")} UNION ALL
        ${contributions(
          `SELECT ${RECORD_COLUMNS.join(", ")} FROM now_rows WHERE id <> OLD.id
            UNION ALL SELECT ${RECORD_COLUMNS.map((c) => `OLD.${c}`).join(", ")}`,
          PEOPLE,
          TAGS,
          "-",
        )}`)};
      RETURN NULL;
    END $$`,
  `CREATE FUNCTION dashboard_person_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${DEFERRED}
      WITH touched AS (${peopleRecords("SELECT NEW.id")}),
        surveys AS (SELECT * FROM interactions WHERE person_id = NEW.id)
      ${applied(`${contributions("SELECT * FROM touched", personAs("NEW"), TAGS, "")} UNION ALL
        ${contributions("SELECT * FROM touched", personAs("OLD"), TAGS, "-")} UNION ALL
        ${interactionContributions("SELECT * FROM surveys", personAs("NEW"), TAGS, "")} UNION ALL
        ${interactionContributions("SELECT * FROM surveys", personAs("OLD"), TAGS, "-")}`)};
      RETURN NULL;
    END $$`,
  // Only the tag rows change: the rows for everyone (tag 0) of both sides cancel out.
  `CREATE FUNCTION dashboard_tags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${DEFERRED}
      IF TG_OP = 'INSERT' THEN
        WITH touched AS (${peopleRecords("SELECT person_id FROM new_rows")}),
          surveys AS (SELECT * FROM interactions WHERE person_id IN (SELECT person_id FROM new_rows)),
          tags_before AS (SELECT m.tag_id, m.person_id FROM tag_members m
            LEFT JOIN new_rows n ON n.tag_id = m.tag_id AND n.person_id = m.person_id WHERE n.tag_id IS NULL)
        ${applied(`${contributions("SELECT * FROM touched", PEOPLE, TAGS, "")} UNION ALL
          ${contributions("SELECT * FROM touched", PEOPLE, "SELECT * FROM tags_before", "-")} UNION ALL
          ${interactionContributions("SELECT * FROM surveys", PEOPLE, TAGS, "")} UNION ALL
          ${interactionContributions("SELECT * FROM surveys", PEOPLE, "SELECT * FROM tags_before", "-")}`)};
      ELSE
        WITH touched AS (${peopleRecords("SELECT person_id FROM old_rows")}),
          surveys AS (SELECT * FROM interactions WHERE person_id IN (SELECT person_id FROM old_rows)),
          tags_before AS (${TAGS} UNION ALL SELECT tag_id, person_id FROM old_rows)
        ${applied(`${contributions("SELECT * FROM touched", PEOPLE, TAGS, "")} UNION ALL
          ${contributions("SELECT * FROM touched", PEOPLE, "SELECT * FROM tags_before", "-")} UNION ALL
          ${interactionContributions("SELECT * FROM surveys", PEOPLE, TAGS, "")} UNION ALL
          ${interactionContributions("SELECT * FROM surveys", PEOPLE, "SELECT * FROM tags_before", "-")}`)};
      END IF;
      RETURN NULL;
    END $$`,
  `CREATE FUNCTION dashboard_interactions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${DEFERRED}
      IF TG_OP = 'INSERT' THEN
        ${applied(interactionContributions("SELECT * FROM new_rows", PEOPLE, TAGS, ""))};
      ELSIF TG_OP = 'DELETE' THEN
        ${applied(interactionContributions("SELECT * FROM old_rows", PEOPLE, TAGS, "-"))};
      ELSE
        ${applied(`${interactionContributions("SELECT NEW.*", PEOPLE, TAGS, "")} UNION ALL
          ${interactionContributions("SELECT OLD.*", PEOPLE, TAGS, "-")}`)};
      END IF;
      RETURN NULL;
    END $$`,
  `CREATE FUNCTION dashboard_rebuild(company integer) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM dashboard_changes WHERE company_id = company;
      ${applied(`${contributions("SELECT * FROM profile_dimension_records WHERE company_id = company", PEOPLE, TAGS, "")}
        UNION ALL ${interactionContributions("SELECT * FROM interactions WHERE company_id = company", PEOPLE, TAGS, "")}`)};
    END $$`,
  `CREATE FUNCTION dashboard_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${DEFERRED}
      PERFORM dashboard_rebuild(NEW.id);
      RETURN NULL;
    END $$`,
];

const TRIGGERS = [
  `CREATE TRIGGER dashboard_records_added AFTER INSERT ON profile_dimension_records
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_records_added()`,
  `CREATE TRIGGER dashboard_record_moved AFTER UPDATE OF department_id ON profile_dimension_records
    FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id)
    EXECUTE FUNCTION dashboard_record_moved()`,
  `CREATE TRIGGER dashboard_person_moved AFTER UPDATE OF department_id, deleted_at, company_id ON people
    FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id
      OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL) OR OLD.company_id <> NEW.company_id)
    EXECUTE FUNCTION dashboard_person_moved()`,
  `CREATE TRIGGER dashboard_interactions_added AFTER INSERT ON interactions
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_interactions_changed()`,
  `CREATE TRIGGER dashboard_interactions_removed AFTER DELETE ON interactions
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_interactions_changed()`,
  // Row by row, and only when what participation counts changes (not each answer's percentage).
  `CREATE TRIGGER dashboard_interaction_changed AFTER UPDATE OF status, start_date, survey_type_id ON interactions
    FOR EACH ROW WHEN ((OLD.status = 'DONE') <> (NEW.status = 'DONE')
      OR (OLD.status = 'CANCELLED') <> (NEW.status = 'CANCELLED')
      OR OLD.start_date <> NEW.start_date OR OLD.survey_type_id <> NEW.survey_type_id)
    EXECUTE FUNCTION dashboard_interactions_changed()`,
  `CREATE TRIGGER dashboard_tags_added AFTER INSERT ON tag_members
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tags_changed()`,
  `CREATE TRIGGER dashboard_tags_removed AFTER DELETE ON tag_members
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tags_changed()`,
  `CREATE TRIGGER dashboard_time_zone_changed AFTER UPDATE OF time_zone ON companies
    FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
    EXECUTE FUNCTION dashboard_time_zone_changed()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE dashboard_figures (
    figure smallint PRIMARY KEY,
    survey_type_id integer NOT NULL,
    dimension_id integer NOT NULL,
    value_from_extra boolean NOT NULL,
    by_record_department boolean NOT NULL,
    buckets text NOT NULL CHECK (buckets IN ('none', 'level', 'band', 'below5'))
  )`.execute(db);
  await sql
    .raw(
      `INSERT INTO dashboard_figures VALUES ${FIGURES.map((f) => `(${f.map((v) => (typeof v === "string" ? `'${v}'` : v)).join(", ")})`).join(", ")}`,
    )
    .execute(db);
  await sql`CREATE TABLE dashboard_changes (
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    tag_id integer NOT NULL,
    figure smallint NOT NULL,
    span "char" NOT NULL CHECK (span IN ('d', 'm')),
    at date NOT NULL,
    bucket smallint NOT NULL,
    department_id integer NOT NULL,
    sum numeric NOT NULL,
    people integer NOT NULL,
    changed integer NOT NULL,
    PRIMARY KEY (company_id, tag_id, figure, span, at, bucket, department_id)
  )`.execute(db);
  for (const statement of [...FUNCTIONS, ...TRIGGERS]) await sql.raw(statement).execute(db);
  // The history already there; the triggers keep it from now on.
  await sql
    .raw(
      applied(`${contributions("SELECT * FROM profile_dimension_records", PEOPLE, TAGS, "")}
        UNION ALL ${interactionContributions("SELECT * FROM interactions", PEOPLE, TAGS, "")}`),
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, table] of [
    ["dashboard_records_added", "profile_dimension_records"],
    ["dashboard_record_moved", "profile_dimension_records"],
    ["dashboard_person_moved", "people"],
    ["dashboard_interactions_added", "interactions"],
    ["dashboard_interactions_removed", "interactions"],
    ["dashboard_interaction_changed", "interactions"],
    ["dashboard_tags_added", "tag_members"],
    ["dashboard_tags_removed", "tag_members"],
    ["dashboard_time_zone_changed", "companies"],
  ] as const)
    await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
  for (const name of [
    "dashboard_records_added()",
    "dashboard_record_moved()",
    "dashboard_person_moved()",
    "dashboard_tags_changed()",
    "dashboard_interactions_changed()",
    "dashboard_time_zone_changed()",
    "dashboard_rebuild(integer)",
    "dashboard_bucket(text, numeric)",
  ])
    await sql.raw(`DROP FUNCTION IF EXISTS ${name}`).execute(db);
  await sql`DROP TABLE IF EXISTS dashboard_changes`.execute(db);
  await sql`DROP TABLE IF EXISTS dashboard_figures`.execute(db);
}
