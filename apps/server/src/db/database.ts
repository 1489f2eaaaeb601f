import { type CompiledQuery, Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import { startEmbeddedPostgres } from "./embedded";
import { StaticMigrationProvider } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** "embedded": PGlite served over a local socket; "postgres": the server at DATABASE_URL. */
  kind: "embedded" | "postgres";
  close(): Promise<void>;
}

export type DatabaseOptions = Pick<Config, "databaseUrl" | "dataDir" | "inMemoryDatabase">;

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
export async function openDatabase(config: DatabaseOptions): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20 });
    pool.on("error", () => {}); // An idle client dropped by the server is replaced on the next checkout.
    namePreparedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres(config.inMemoryDatabase ? undefined : config.dataDir);
  // The socket server multiplexes its connections onto one PGlite; keep the pool within its limit.
  const pool = new pg.Pool({ connectionString: embedded.connectionString, max: embedded.maxConnections - 2 });
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: "embedded",
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
