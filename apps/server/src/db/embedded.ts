import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { lockDataDir } from "./lock";

export interface EmbeddedPostgres {
  /** A connection string for `pg`, pointing at the local socket server. */
  connectionString: string;
  maxConnections: number;
  stop(): Promise<void>;
}

/**
 * Starts PGlite and serves it over a local TCP socket, so the app reaches it through `pg` exactly as
 * it reaches a PostgreSQL server. `dataDir` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const pglite = await PGlite.create(dataDir ? { dataDir: join(dataDir, "pgdata") } : {});
    const maxConnections = 20;
    const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections });
    await server.start();
    // getServerConn() is "host:port" once the OS has chosen the port.
    const [host, port] = server.getServerConn().split(":");
    return {
      connectionString: `postgres://postgres@${host}:${port}/postgres`,
      maxConnections,
      async stop() {
        try {
          await server.stop();
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
