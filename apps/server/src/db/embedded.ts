import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { lockDataDir } from "./lock";

export interface EmbeddedPostgres {
  /** A connection string for `pg`, pointing at the local socket server. */
  connectionString: string;
  maxConnections: number;
  /** A copy of the whole database as an uncompressed tarball (the test harness's migrated, seeded template). */
  dumpDataDir(): Promise<Blob>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /**
   * Tests only: start from this tarball (from dumpDataDir) instead of an empty cluster. PGlite's initdb costs
   * several seconds of CPU per start, the migrations and the demo seed a few more; the API suites load one
   * migrated, seeded copy made once per run instead (src/test/template.ts).
   */
  loadDataDir?: Blob;
}

/** A protocol message waiting in pglite-socket's queue (its internal shape in 0.2.17). */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** pglite-socket's internal query queue (0.2.17), of which we replace the scheduling. */
interface SocketQueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

// Frontend message types: the extended protocol's Parse, Bind, Describe, Execute, Close and Flush belong to
// the Sync that follows them; a simple Query, a Sync or a Terminate ends a batch.
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);
const BATCH_END = new Set([0x53, 0x51, 0x58]);

/**
 * pglite-socket 0.2.17 runs the connections' protocol messages one at a time, keeping a connection's turn
 * only while it is inside a transaction. `pg` sends Parse, Bind, Execute and Sync as separate messages, so
 * another connection's Parse could land between them, replacing the unnamed statement ("bind message
 * supplies 2 parameters, but prepared statement requires 5", "portal does not exist") or running one
 * caller's parameters against another's statement. This scheduler also keeps a connection's turn from its
 * first extended-protocol message to its Sync, and keeps serving after a failed message (the library's
 * loop stopped for good on one). Checked by embedded.test.ts.
 */
function keepProtocolBatchesTogether(server: PGLiteSocketServer, db: PGlite): void {
  // The queue is private in the library's types; the fields used here are checked by the tests above.
  const queue = (server as unknown as { queryQueue: SocketQueryQueue }).queryQueue;
  let batchOwner: number | null = null;
  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId) => {
    if (batchOwner === handlerId) batchOwner = null;
    clear(handlerId);
  };
  queue.processQueue = async () => {
    if (queue.processing) return;
    queue.processing = true;
    try {
      while (queue.queue.length > 0) {
        const owner = batchOwner ?? (db.isInTransaction() ? queue.lastHandlerId : null);
        const index = owner === null ? 0 : queue.queue.findIndex((item) => item.handlerId === owner);
        // The owner's next message has not arrived yet: its enqueue will start the loop again.
        if (index === -1) break;
        const [item] = queue.queue.splice(index, 1);
        if (!item) break;
        const type = item.message[0] ?? 0;
        if (EXTENDED.has(type)) batchOwner = item.handlerId;
        else if (BATCH_END.has(type)) batchOwner = null;
        let bytes = 0;
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        }
        queue.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      queue.processing = false;
    }
  };
}

/**
 * Starts PGlite and serves it over a local TCP socket, so the app reaches it through `pg` exactly as
 * it reaches a PostgreSQL server. `dataDir` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(
  dataDir: string | undefined,
  options: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const pglite = await PGlite.create({
      ...(dataDir ? { dataDir: join(dataDir, "pgdata") } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const maxConnections = 20;
    const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections });
    keepProtocolBatchesTogether(server, pglite);
    await server.start();
    // getServerConn() is "host:port" once the OS has chosen the port.
    const [host, port] = server.getServerConn().split(":");
    return {
      connectionString: `postgres://postgres@${host}:${port}/postgres`,
      maxConnections,
      async dumpDataDir() {
        // Written to the data files first, so the copy does not depend on replaying the log.
        await pglite.exec("CHECKPOINT");
        return pglite.dumpDataDir("none");
      },
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
