import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 16, point 9: action plans (docs/action-plans.md). An item assigns one asset of the library to the people
// a controller chose (people, departments, tags, the whole company, or the people a recommendation concerns),
// with a due date. Each person's assignment keeps their value of the item's dimension when it was made, so the
// plan can show the effect (before and after, for those who completed it). An assignment is completed when the
// person marks the asset read after it was made (user-assets/queries.ts markAssetRead).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE action_plan_items (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    asset_id integer NOT NULL,
    dimension_id integer,
    target_kind text NOT NULL CHECK (target_kind IN ('concerned', 'people', 'departments', 'tags', 'company')),
    target_ids integer[] NOT NULL DEFAULT '{}',
    due_date date NOT NULL,
    created_by integer REFERENCES people(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX action_plan_items_company_idx ON action_plan_items (company_id, due_date)`.execute(
    db,
  );
  await sql`CREATE TABLE asset_assignments (
    item_id integer NOT NULL REFERENCES action_plan_items(id) ON DELETE CASCADE,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    assigned_at timestamptz NOT NULL,
    before_value double precision,
    -- When the person marked the asset read after it was assigned (a read before the assignment does not count:
    -- the plan asks for it again).
    completed_at timestamptz,
    PRIMARY KEY (item_id, person_id)
  )`.execute(db);
  await sql`CREATE INDEX asset_assignments_person_idx ON asset_assignments (person_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS asset_assignments`.execute(db);
  await sql`DROP TABLE IF EXISTS action_plan_items`.execute(db);
}
