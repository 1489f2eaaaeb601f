import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { migrateToLatest, openDatabase } from "../apps/server/src/db/database";
import { seedDemo } from "../apps/server/src/db/seed";

export { DEMO_PASSWORD } from "../apps/server/src/db/seed";

export interface BenchProduct {
  baseUrl: string;
  stop: () => Promise<void>;
}

export type BenchTarget = { kind: "embedded" } | { kind: "postgres"; databaseUrl: string };

/**
 * The real server, built in this process from the same parts `npm start` uses, on a fresh database with the
 * demo data. Request logs are off and the /auth rate limits raised: the bench measures the request path,
 * not the limiter refusing the load generator.
 */
export async function startBenchProduct(target: BenchTarget): Promise<BenchProduct> {
  const dataDir = target.kind === "embedded" ? mkdtempSync(join(tmpdir(), "wellguard-bench-")) : undefined;
  const config = loadConfig(
    {
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "silent",
      SEED_DEMO: "true",
      RATE_LIMIT_AUTH_PER_IP: "100000000",
      RATE_LIMIT_AUTH_PER_LOGIN: "100000000",
      ...(target.kind === "postgres" ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: dataDir }),
      // The deployment's own setting, when the bench is run with it (docs/benchmarks.md).
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
    },
    {},
  );
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    await seedDemo(database.db);
    const app = await buildApp({ config, db: database.db });
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    return {
      baseUrl: address,
      stop: async () => {
        await app.close();
        await database.close();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A fresh, uniquely named database on the PostgreSQL server of `serverUrl`, dropped by `drop()`. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wellguard_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
