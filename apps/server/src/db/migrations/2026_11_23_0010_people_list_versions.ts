import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// A version per company of what the people lists are made of (issue 3, the list at 100,000 people): every
// statement that inserts or deletes people, or changes a column a list filters, searches or sorts by (company,
// department, name, surname, e-mail, login, user code, deletion, creation date), adds 1 to the version of each
// company it touches, in the same transaction. A server keeps a list's ids with the version it read before
// computing them, and uses them again only while the version is the same (lib/organisation/people-list.ts
// "Cached pages"), so a change made by any server instance, or straight in the database, is seen at once.
// `progress` is left out on purpose: answers change it all day, and the lists sorted by it are not kept.
// Statement-level triggers with transition tables: a 100,000-row import bumps once per statement, not per row.

const columns = [
  "company_id",
  "department_id",
  "name",
  "surname",
  "email",
  "login",
  "user_code",
  "deleted_at",
  "created_at",
];
const tuple = (alias: string) => `(${columns.map((c) => `${alias}.${c}`).join(", ")})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE people_list_versions (
    company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
    version bigint NOT NULL DEFAULT 0
  )`.execute(db);
  // Companies in id order, so two statements bumping the same companies lock them in the same order.
  await sql
    .raw(`CREATE FUNCTION people_list_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO people_list_versions AS v (company_id, version)
          SELECT DISTINCT company_id, 1 FROM new_rows ORDER BY company_id
          ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO people_list_versions AS v (company_id, version)
          SELECT DISTINCT company_id, 1 FROM old_rows ORDER BY company_id
          ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
      ELSE
        INSERT INTO people_list_versions AS v (company_id, version)
          SELECT DISTINCT company_id, 1 FROM (
            SELECT n.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE ${tuple("n")} IS DISTINCT FROM ${tuple("o")}
            UNION
            SELECT o.company_id FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE n.company_id <> o.company_id
          ) changed ORDER BY company_id
          ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
      END IF;
      RETURN NULL;
    END $$`)
    .execute(db);
  await sql`CREATE TRIGGER people_list_bump_insert AFTER INSERT ON people
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION people_list_bump()`.execute(db);
  await sql`CREATE TRIGGER people_list_bump_update AFTER UPDATE ON people
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION people_list_bump()`.execute(
    db,
  );
  await sql`CREATE TRIGGER people_list_bump_delete AFTER DELETE ON people
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION people_list_bump()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS people_list_bump_delete ON people`.execute(db);
  await sql`DROP TRIGGER IF EXISTS people_list_bump_update ON people`.execute(db);
  await sql`DROP TRIGGER IF EXISTS people_list_bump_insert ON people`.execute(db);
  await sql`DROP FUNCTION IF EXISTS people_list_bump()`.execute(db);
  await sql`DROP TABLE IF EXISTS people_list_versions`.execute(db);
}
