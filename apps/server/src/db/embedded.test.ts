import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded";

describe("the embedded database served over the socket", () => {
  let embedded: EmbeddedPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres(undefined);
    pool = new pg.Pool({ connectionString: embedded.connectionString, max: 10 });
  });
  afterAll(async () => {
    await pool.end();
    await embedded.stop();
  });

  // pg sends Parse, Bind, Execute and Sync as separate protocol messages; if another connection's Parse
  // lands between them, the unnamed statement is replaced and the Bind fails ("supplies 2 parameters, but
  // prepared statement requires 5") or, worse, runs another caller's statement.
  it("keeps each connection's extended-protocol messages together when connections run at once", async () => {
    const calls = Array.from({ length: 300 }, (_, i) => {
      const count = (i % 5) + 1;
      const values = Array.from({ length: count }, (_, k) => i * 10 + k);
      const text = `select ${values.map((_, k) => `$${k + 1}::int`).join(" + ")} as total, ${count} as count`;
      return pool.query<{ total: number; count: number }>(text, values).then((result) => ({
        expected: values.reduce((a, b) => a + b, 0),
        row: result.rows[0],
      }));
    });
    const results = await Promise.all(calls);
    for (const { expected, row } of results) expect(row?.total).toBe(expected);
  });

  it("lets other connections wait while one holds a transaction, and still answers them after it", async () => {
    const holder = await pool.connect();
    try {
      await holder.query("begin");
      await holder.query("create table held (id int)");
      const others = Array.from({ length: 20 }, (_, i) =>
        pool.query<{ n: number }>("select $1::int as n", [i]),
      );
      await holder.query("insert into held values ($1)", [1]);
      await holder.query("commit");
      const answers = await Promise.all(others);
      expect(answers.map((a) => a.rows[0]?.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    } finally {
      holder.release();
    }
  });

  it("keeps serving after a statement fails", async () => {
    await expect(pool.query("select * from no_such_table where id = $1", [1])).rejects.toThrow(
      /no_such_table/,
    );
    const { rows } = await pool.query<{ ok: number }>("select $1::int as ok", [7]);
    expect(rows[0]?.ok).toBe(7);
  });
});
