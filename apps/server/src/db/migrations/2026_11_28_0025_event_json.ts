import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 21 point 7 (the event feed's bench): each event's feed JSON is written once, with the event, instead of
// being built on every page read (to_char and the concatenation cost more than the page's index scan;
// docs/benchmarks.md "Event feed"). A row trigger keeps it in step with every writer: recordEvents, the bench's
// own inserts, and the anonymisation that strips personal keys from a deleted person's events (an update of data).

const EVENT_JSON = `'{"id":"evt_' || NEW.id || '","type":"' || NEW.type || '","companyId":' || NEW.company_id
      || ',"occurredAt":"' || to_char(NEW.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      || '","data":' || NEW.data::text || '}'`;

const up_statements = [
  "ALTER TABLE events ADD COLUMN json text",
  // The type is one of EVENT_TYPES and the numbers are numbers, so only data needs JSON quoting, which jsonb's
  // text form already is.
  `CREATE FUNCTION events_json() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.json := ${EVENT_JSON};
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER events_json BEFORE INSERT OR UPDATE OF id, type, company_id, occurred_at, data ON events
    FOR EACH ROW EXECUTE FUNCTION events_json()`,
  // Existing events: the trigger fires on this update (of data) and writes their JSON.
  "UPDATE events SET data = data",
  "ALTER TABLE events ALTER COLUMN json SET NOT NULL",
];

const down_statements = [
  "DROP TRIGGER IF EXISTS events_json ON events",
  "DROP FUNCTION IF EXISTS events_json()",
  "ALTER TABLE events DROP COLUMN IF EXISTS json",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
