import { CompiledQuery, Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { type Config, DEFAULT_DATABASE_POOL_SIZE } from "../config";
import { type EmbeddedOptions, startEmbeddedPostgres } from "./embedded";
import { StaticMigrationProvider } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** "embedded": PGlite served over a local socket; "postgres": the server at DATABASE_URL. */
  kind: "embedded" | "postgres";
  /** Embedded only: the whole database as a tarball, for EmbeddedOptions.loadDataDir (the tests' template). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseOptions = Pick<Config, "databaseUrl" | "dataDir" | "inMemoryDatabase"> &
  Partial<Pick<Config, "databasePoolSize">>;

/** SQL text → statement name: the statements sent as named (prepared) statements on PostgreSQL. */
const PREPARED = new Map<string, string>();

/**
 * Sends `text` as a named statement on PostgreSQL: each connection parses and plans it once and then only binds
 * and runs it (a hot path's statement costs PostgreSQL less than half as much CPU: docs/benchmarks.md "Answer
 * submissions"). Only for statements whose plan suits every parameter (PostgreSQL may switch a named statement
 * to a generic plan after five runs). Not on the embedded database: its socket serves every connection from one
 * PGlite session, where a name prepared by one connection would clash with the next one's.
 */
export function preparedStatement(name: string, text: string): void {
  PREPARED.set(text, name);
}

/** A bound on the statements named by `named`, in case a caller's shapes turn out not to be few. */
const NAMED_AT_MOST = 256;

/**
 * `compiled`, to be sent as a named statement on PostgreSQL (see preparedStatement): for a hot path's statements
 * whose SQL text takes a few shapes at most (each shape gets its own name) and whose plan suits every parameter.
 * Run it with `db.executeQuery(named(...))`.
 */
export function named<R>(name: string, compiled: CompiledQuery<R>): CompiledQuery<R> {
  if (!PREPARED.has(compiled.sql) && PREPARED.size < NAMED_AT_MOST)
    PREPARED.set(compiled.sql, `${name}_${PREPARED.size}`);
  return compiled;
}

/** Where a value goes in a statement compiled once (`compiledOnce`): the name of its property. */
class ParameterSlot {
  constructor(readonly key: string) {}
}

/**
 * A statement compiled once, then only given its values: `build` writes the statement taking each value from
 * its argument (`${p.personId}`), and runs once, on stand-ins; each call puts `values` in their places. Building
 * and compiling the completion's write with Kysely took about a tenth of the server's CPU under load
 * (docs/benchmarks.md "Statements compiled once"), and a string reused keeps its hash for the name lookups.
 * `build` must only place values, never look at them (branch on one, map an array): a statement of several shapes
 * is one compiledOnce per shape. The statement is named (see `named`).
 */
export function compiledOnce<P extends object, R>(
  name: string,
  build: (values: P) => { compile(db: Kysely<Database>): CompiledQuery<R> },
): (db: Kysely<Database>, values: P) => CompiledQuery<R> {
  let template: { sql: string; parameters: readonly unknown[] } | undefined;
  return (db, values) => {
    if (!template) {
      const slots = new Proxy({} as P, {
        get: (_target, key) => (typeof key === "string" ? new ParameterSlot(key) : undefined),
      });
      template = onePlacePerValue(build(slots).compile(db));
      named(name, CompiledQuery.raw(template.sql));
    }
    const parameters = template.parameters.map((p) =>
      p instanceof ParameterSlot ? (values as Record<string, unknown>)[p.key] : p,
    );
    return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<R>;
  };
}

/**
 * The compiled statement with one parameter per value: a value placed several times (`${p.now}` in three CTEs)
 * becomes one `$n`, used in each place, so it is sent once.
 */
function onePlacePerValue(compiled: CompiledQuery): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const numberOf = new Map<string, number>();
  const renumbered = compiled.parameters.map((p) => {
    if (p instanceof ParameterSlot) {
      const known = numberOf.get(p.key);
      if (known !== undefined) return known;
      numberOf.set(p.key, parameters.length + 1);
    }
    parameters.push(p);
    return parameters.length;
  });
  // Kysely writes each parameter as `$n`, in order; a `$` followed by digits appears nowhere else in our SQL.
  const sql = compiled.sql.replace(/\$(\d+)\b/g, (text, n: string) => {
    const number = renumbered[Number(n) - 1];
    return number === undefined ? text : `$${number}`;
  });
  return { sql, parameters };
}

/** Gives the registered statements their names on every connection of a PostgreSQL pool. */
function namePreparedStatements(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (
      config: pg.QueryConfig,
      values?: unknown[],
    ) => Promise<unknown>;
    // `any`: pg's query() has a dozen overloads; this wrapper only renames Kysely's (text, values) calls.
    // biome-ignore lint/suspicious/noExplicitAny: see above
    (client as any).query = (text: unknown, values?: unknown[], ...rest: unknown[]) => {
      const name = typeof text === "string" ? PREPARED.get(text) : undefined;
      if (name !== undefined && rest.length === 0) return query({ name, text: text as string, values });
      return (query as (...args: unknown[]) => unknown)(text, values, ...rest);
    };
  });
}

/** Opens the database the config names: PostgreSQL at `databaseUrl`, else embedded PGlite in `dataDir`. */
export async function openDatabase(
  config: DatabaseOptions,
  embeddedOptions: EmbeddedOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.databasePoolSize ?? DEFAULT_DATABASE_POOL_SIZE,
    });
    pool.on("error", () => {}); // An idle client dropped by the server is replaced on the next checkout.
    namePreparedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres(
    config.inMemoryDatabase ? undefined : config.dataDir,
    embeddedOptions,
  );
  // The socket server multiplexes its connections onto one PGlite; keep the pool within its limit.
  const pool = new pg.Pool({ connectionString: embedded.connectionString, max: embedded.maxConnections - 2 });
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: "embedded",
    dumpDataDir: () => embedded.dumpDataDir(),
    async close() {
      try {
        await db.destroy();
      } finally {
        await embedded.stop();
      }
    },
  };
}

/** Brings the schema up to date; throws if a migration fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Migrations are written against an untyped Kysely, so the app's table types do not freeze them.
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
