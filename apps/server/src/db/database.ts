import { Kysely, Migrator, PostgresDialect } from "kysely";
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

/** Opens the database the config names: PostgreSQL at `databaseUrl`, else embedded PGlite in `dataDir`. */
export async function openDatabase(config: DatabaseOptions): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20 });
    pool.on("error", () => {}); // An idle client dropped by the server is replaced on the next checkout.
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
