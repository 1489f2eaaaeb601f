import { type Kysely, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 15, point 3: stored names never hold control characters. Requests are refused by the contract's text
// type (packages/contract/src/text.ts); this removes any that earlier requests stored and makes the database
// refuse them too, so no other path (an import, a script) can store one. PostgreSQL text cannot hold NUL, and
// lone surrogates cannot reach UTF-8, so C0 (less NUL), DEL and C1 are what remains to refuse.

const CONTROL = String.raw`[\u0001-\u001f\u007f-\u009f]`;

const NAMED: { table: string; columns: string[] }[] = [
  { table: "companies", columns: ["name"] },
  { table: "departments", columns: ["name"] },
  { table: "people", columns: ["name", "surname", "email", "login", "user_code"] },
  { table: "tags", columns: ["name"] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, columns } of NAMED) {
    for (const column of columns) {
      const ref = sql.ref(column);
      await sql`UPDATE ${sql.table(table)} SET ${ref} = regexp_replace(${ref}, ${CONTROL}, '', 'g')
                WHERE ${ref} ~ ${CONTROL}`.execute(db);
      await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.ref(`${table}_${column}_no_control`)}
                CHECK (${ref} !~ ${sql.lit(CONTROL)})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, columns } of NAMED) {
    for (const column of columns) {
      await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.ref(`${table}_${column}_no_control`)}`.execute(
        db,
      );
    }
  }
}
