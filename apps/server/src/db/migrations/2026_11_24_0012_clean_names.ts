import { type Kysely, type RawBuilder, sql } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Issue 15, point 3: stored names never hold control characters. Requests are refused by the contract's text
// type (packages/contract/src/text.ts); this removes any that earlier requests stored and makes the database
// refuse them too, so no other path (an import, a script) can store one. PostgreSQL text cannot hold NUL, and
// lone surrogates cannot reach UTF-8, so C0 (less NUL), DEL and C1 are what remains to refuse.

const CONTROL = String.raw`[\u0001-\u001f\u007f-\u009f]`;

interface Named {
  table: string;
  column: string;
  /** The other columns of the column's unique index (`lower(column)` within them), or null when not unique. */
  uniqueWithin: string[] | null;
}

const NAMED: Named[] = [
  { table: "companies", column: "name", uniqueWithin: null },
  { table: "departments", column: "name", uniqueWithin: ["company_id", "coalesce(parent_id, 0)"] },
  { table: "people", column: "name", uniqueWithin: null },
  { table: "people", column: "surname", uniqueWithin: null },
  { table: "people", column: "email", uniqueWithin: [] },
  { table: "people", column: "login", uniqueWithin: [] },
  { table: "people", column: "user_code", uniqueWithin: ["company_id"] },
  { table: "tags", column: "name", uniqueWithin: ["company_id"] },
];

/** `expression` with `alias.` before each column it names (the scope columns are simple on purpose). */
function scoped(expression: string, alias: string): string {
  return expression.replace(/\b(company_id|parent_id)\b/g, `${alias}.$1`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, uniqueWithin } of NAMED) {
    const cleaned = (alias: string): RawBuilder<string> =>
      sql`regexp_replace(${sql.ref(`${alias}.${column}`)}, ${CONTROL}, '', 'g')`;
    // A cleaned value that would meet another row's in a unique index keeps the row's id as a suffix, so
    // the migration can never fail on data (two tags "Team" and "Team\u0001" become "Team" and "Team (12)").
    const collides =
      uniqueWithin === null
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM ${sql.table(table)} AS other WHERE other.id <> dirty.id
                 AND lower(${cleaned("other")}) = lower(${cleaned("dirty")})
                 ${sql.raw(uniqueWithin.map((c) => ` AND ${scoped(c, "other")} = ${scoped(c, "dirty")}`).join(""))})`;
    await sql`UPDATE ${sql.table(table)} AS dirty
              SET ${sql.ref(column)} = CASE WHEN ${collides}
                THEN ${cleaned("dirty")} || ' (' || dirty.id || ')' ELSE ${cleaned("dirty")} END
              WHERE ${sql.ref(`dirty.${column}`)} ~ ${CONTROL}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.ref(`${table}_${column}_no_control`)}
              CHECK (${sql.ref(column)} !~ ${sql.lit(CONTROL)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of NAMED) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.ref(`${table}_${column}_no_control`)}`.execute(
      db,
    );
  }
}
