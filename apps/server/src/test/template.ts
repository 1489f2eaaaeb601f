import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateToLatest, openDatabase } from "../db/database";
import { seedDemo } from "../db/seed";

/**
 * The API suites' database template: one migrated database with the demo seed (no history), made once per
 * `vitest run` by the global setup below, which every startTestServer then copies instead of building its own.
 * A fresh embedded database costs PGlite's initdb (4–7 s of CPU), the 24 migrations (~1.5 s) and the seed
 * (~2–3 s); loading the copy costs about 1.5 s. On PostgreSQL, CREATE DATABASE … TEMPLATE copies the files.
 * Each file still gets a database of its own, and the same migrations and seed code made it.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the embedded template's tarball (PGlite dumpDataDir). */
    wellguardEmbeddedTemplate: string;
    /** Name of the PostgreSQL template database, when TEST_DATABASE_URL is set. */
    wellguardPostgresTemplate: string;
  }
}

async function buildEmbeddedTemplate(file: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: "", inMemoryDatabase: true });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { history: false });
    if (!handle.dumpDataDir) throw new Error("the embedded database cannot be dumped");
    const tarball = await handle.dumpDataDir();
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function buildPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "", inMemoryDatabase: false });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { history: false });
  } finally {
    await handle.close();
  }
}

/** Vitest global setup (apps/server/vitest.config.ts): makes the templates, and removes them after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "wellguard-template-"));
  const file = join(dir, "embedded.tar");
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgName = adminUrl ? `wg_template_${randomBytes(6).toString("hex")}` : undefined;
  const teardown = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && pgName) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
  };
  try {
    await Promise.all([
      buildEmbeddedTemplate(file),
      adminUrl && pgName ? buildPostgresTemplate(adminUrl, pgName) : undefined,
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide("wellguardEmbeddedTemplate", file);
  if (pgName) project.provide("wellguardPostgresTemplate", pgName);
  return teardown;
}

let embeddedTemplate: Blob | undefined;

/** The embedded template as PGlite loads it, read once per test process; undefined outside the global setup. */
export function embeddedTemplateTarball(file: string | undefined): Blob | undefined {
  if (!file) return undefined;
  embeddedTemplate ??= new Blob([readFileSync(file)]);
  return embeddedTemplate;
}
