import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 15, point 1 (account takeover through an e-mail change) and point 2 (enumeration by timing).
//
// A change of a person's e-mail or login by anyone but the person ends that person's sessions and unused
// reset links, and is recorded for a notice to the old address. A trigger does it, so every path that writes
// people (the admin and controller forms, spreadsheet imports, scripts) is covered by one rule. Who made the
// change is read from two transaction-local settings the app writes before the update (lib/actor.ts); without
// them the change counts as made by someone else, never by the person. A CONTROLLER may not change the e-mail
// or login of a person who holds CONTROLLER or ADMIN: the routes refuse it first (NF1002), the trigger makes
// sure no path, such as a spreadsheet import, can.
//
// password_reset_requests.queued_at: a forgot-password request only claims its cooldown and queues itself
// with the same statement for known and unknown logins; the mail worker finds the person and writes the link.

const up_statements = [
  `CREATE TABLE person_identity_changes (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    person_id integer NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    old_email text,
    new_email text,
    old_login text NOT NULL,
    new_login text NOT NULL,
    actor_person_id integer,
    actor_profile text,
    changed_at timestamptz NOT NULL DEFAULT now(),
    notified_at timestamptz
  )`,
  `CREATE INDEX person_identity_changes_person_idx ON person_identity_changes (person_id, changed_at DESC)`,
  `CREATE INDEX person_identity_changes_pending_idx ON person_identity_changes (id) WHERE notified_at IS NULL`,
  `CREATE FUNCTION people_identity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    actor integer := nullif(current_setting('wellguard.actor_person_id', true), '')::integer;
    profile text := nullif(current_setting('wellguard.actor_profile', true), '');
  BEGIN
    IF actor IS NOT DISTINCT FROM NEW.id THEN
      RETURN NULL;
    END IF;
    -- A controller could otherwise take over a peer's or an admin's account through a reset link.
    IF profile = 'CONTROLLER' AND EXISTS (SELECT 1 FROM person_profiles pp
        WHERE pp.person_id = NEW.id AND pp.profile IN ('CONTROLLER', 'ADMIN')) THEN
      RAISE EXCEPTION 'a controller cannot change the e-mail or login of a controller or admin'
        USING ERRCODE = 'insufficient_privilege';
    END IF;
    UPDATE sessions SET revoked_at = now() WHERE person_id = NEW.id AND revoked_at IS NULL;
    UPDATE password_resets SET used_at = now() WHERE person_id = NEW.id AND used_at IS NULL;
    INSERT INTO person_identity_changes (person_id, old_email, new_email, old_login, new_login, actor_person_id, actor_profile)
    VALUES (NEW.id, OLD.email, NEW.email, OLD.login, NEW.login, actor, profile);
    RETURN NULL;
  END $$`,
  // A deletion anonymises the e-mail and login: that is not a change of identity to announce.
  `CREATE TRIGGER people_identity_changed AFTER UPDATE OF email, login ON people
    FOR EACH ROW
    WHEN ((OLD.email IS DISTINCT FROM NEW.email OR OLD.login IS DISTINCT FROM NEW.login)
      AND OLD.deleted_at IS NULL AND NEW.deleted_at IS NULL)
    EXECUTE FUNCTION people_identity_changed()`,
  `ALTER TABLE password_reset_requests ADD COLUMN queued_at timestamptz`,
  `CREATE INDEX password_reset_requests_queued_idx ON password_reset_requests (queued_at) WHERE queued_at IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("DROP TRIGGER IF EXISTS people_identity_changed ON people").execute(db);
  await sql.raw("DROP FUNCTION IF EXISTS people_identity_changed()").execute(db);
  await sql.raw("DROP TABLE IF EXISTS person_identity_changes").execute(db);
  await sql.raw("ALTER TABLE password_reset_requests DROP COLUMN IF EXISTS queued_at").execute(db);
}
