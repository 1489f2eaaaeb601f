import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, withRoundTrips } from "./database";

// withRoundTrips (database.ts) sends statements as EXECUTE of SQL-prepared statements with their parameters
// written as literals: these tests check that every kind of parameter the app sends arrives as the extended
// protocol would deliver it, and that a connection is left clean after a throw or a failed statement.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("statements several to a round trip (PostgreSQL)", () => {
  let handle: DatabaseHandle;
  const table = `rt_test_${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url, dataDir: "", inMemoryDatabase: false });
    await sql`create table ${sql.table(table)} (id int primary key, note text)`.execute(handle.db);
  });
  afterAll(async () => {
    await sql`drop table if exists ${sql.table(table)}`.execute(handle.db);
    await handle.close();
  });

  it("delivers every kind of parameter as the extended protocol does", async () => {
    const db = handle.db;
    const tricky = `O'Brien \\ "quoted" \\n\nline 'E' ñ 東京 ${"'".repeat(3)}`;
    const query = sql<Record<string, unknown>>`select ${tricky}::text as t,
      ${['a"b', "c\\d", null, "e,f", "{g}", "NULL", "", " sp "]}::text[] as a,
      ${new Date("2026-11-24T01:02:03.456Z")}::timestamptz as d,
      ${JSON.stringify({ a: "x'y", b: [1, null], c: "\\u00e9" })}::jsonb as j,
      ${true}::boolean as b, ${0.1 + 0.2}::float8 as f, ${-1e-7}::float8 as g,
      ${[1, -2, null]}::int[] as n, ${null}::text as nothing, ${42}::int as i`.compile(db);
    const expected = (await db.executeQuery(query)).rows;
    const sent = await withRoundTrips(db, async (send) => {
      const [first = [], second = []] = await send([query, query]);
      return { first, second };
    });
    expect(sent?.first).toEqual(expected);
    expect(sent?.second).toEqual(expected);
    expect(expected[0]?.t).toBe(tricky);
  });

  it("prepares a statement once per connection and answers BEGIN, reads and COMMIT in one round trip", async () => {
    const db = handle.db;
    const insert = (id: number) =>
      sql`insert into ${sql.table(table)} (id, note) values (${id}, ${`note ${id}`}) returning id`.compile(
        db,
      );
    const result = await withRoundTrips(db, async (send) => {
      const [a = [], b = []] = await send(["begin", insert(1), insert(2), "commit"]);
      // The same statement again, on the same connection: executed, not prepared a second time (an error).
      const [c = []] = await send([insert(3)]);
      return { a, b, c };
    });
    expect(result?.a).toEqual([{ id: 1 }]);
    expect(result?.b).toEqual([{ id: 2 }]);
    expect(result?.c).toEqual([{ id: 3 }]);
    const ids = await sql<{ id: number }>`select id from ${sql.table(table)} order by id`.execute(db);
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it("rolls back a transaction the work leaves open, and drops a connection whose statement failed", async () => {
    const db = handle.db;
    const insert = (id: number) =>
      sql`insert into ${sql.table(table)} (id, note) values (${id}, ${"x"})`.compile(db);
    await expect(
      withRoundTrips(db, async (send) => {
        await send(["begin", insert(10)]);
        throw new Error("refused after the write");
      }),
    ).rejects.toThrow("refused after the write");
    // A failing part: the ones before it ran in the open transaction, the connection is not reused.
    await expect(
      withRoundTrips(db, (send) => send(["begin", insert(11), insert(11), "commit"])),
    ).rejects.toThrow(/duplicate key/);
    const left = await sql<{ id: number }>`select id from ${sql.table(table)} where id >= 10`.execute(db);
    expect(left.rows).toEqual([]);
    // Later round trips work, on whichever connection the pool gives.
    for (let k = 0; k < 25; k++) {
      const rows = await withRoundTrips(db, async (send) => (await send([insert(20 + k)]))[0]);
      expect(rows).toEqual([]);
    }
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where id >= 20`.execute(db);
    expect(count.rows[0]?.n).toBe(25);
  });
});
