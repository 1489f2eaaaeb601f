import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test/harness";
import { compiledOnce, type DatabaseHandle, openDatabase } from "./database";

// compiledOnce (database.ts) compiles a statement once on stand-ins and then only places each call's values:
// the statement must answer exactly as the same statement compiled with the values does.

interface Values {
  id: number;
  names: (string | null)[];
  at: Date;
  note: string | null;
}

type Row = { id: number; twice: number; names: string[]; at: Date; note: string | null; k: number };

let builds = 0;
const build = (v: Values) => {
  builds += 1;
  return sql<Row>`
    select ${v.id}::int as id, ${v.id}::int * 2 as twice, ${v.names}::text[] as names,
      ${v.at}::timestamptz as at, ${v.note}::text as note, ${7}::int as k
    where ${v.id}::int > 0`;
};
const statement = compiledOnce<Values, Row>("compiled_once_test", build);

describe.each(testDatabases())("a statement compiled once (%s)", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase(
      kind === "postgres"
        ? { databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "", inMemoryDatabase: false }
        : { databaseUrl: undefined, dataDir: "", inMemoryDatabase: true },
    );
  });
  afterAll(async () => {
    await handle.close();
  });

  it("answers as the statement compiled with its values, one parameter per value, built once", async () => {
    const db = handle.db;
    const cases: Values[] = [
      { id: 3, names: ["a", 'b"c', null], at: new Date("2026-11-24T06:00:00.123Z"), note: "x'y" },
      { id: 5, names: [], at: new Date("2026-01-01T00:00:00Z"), note: null },
      { id: -1, names: ["z"], at: new Date("2026-11-24T06:00:00Z"), note: "none" },
    ];
    const texts = new Set<string>();
    for (const values of cases) {
      const compiled = statement(db, values);
      texts.add(compiled.sql);
      // id, names, at, note once each, and the constant 7: five parameters where the template placed eight.
      expect(compiled.parameters).toEqual([values.id, values.names, values.at, values.note, 7]);
      const expected = await build(values).execute(db);
      const got = await db.executeQuery(compiled);
      expect(got.rows).toEqual(expected.rows);
      expect(got.rows.length).toBe(values.id > 0 ? 1 : 0);
    }
    expect(texts.size).toBe(1);
    expect([...texts][0]).toContain("$1::int * 2");
  });

  it("compiles only on the first call", () => {
    const before = builds;
    statement(handle.db, { id: 1, names: [], at: new Date(), note: null });
    expect(builds).toBe(before);
  });
});
