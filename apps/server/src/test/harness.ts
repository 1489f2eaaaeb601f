import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type Db, migrateToLatest, openDatabase } from "../db/database";
import { seedDemo } from "../db/seed";
import { embeddedTemplateTarball } from "./template";

export type DatabaseKind = "embedded" | "postgres";

/** Every API suite runs on the embedded database, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["embedded", "postgres"] : ["embedded"];
}

export interface TestServer {
  baseUrl: string;
  db: Db;
  config: Config;
  app: FastifyInstance;
  /** Log lines written so far (only when started with `captureLogs`). */
  logs: string[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  captureLogs?: boolean;
  /** The time the session checks use (see buildApp), so a test can move it forward. */
  clock?: () => number;
  /** The time campaigns are sent and tracked on (see buildApp). */
  campaignClock?: () => number;
  /** The time webhook deliveries are scheduled on (see buildApp). */
  webhookClock?: () => number;
  /** Requests per minute per SCIM token (see buildApp). */
  scimPerMinute?: number;
}

/**
 * The run's template database (test/template.ts, provided by vitest's globalSetup); none when a script outside
 * vitest starts a server (scripts/openapi-examples.ts), which then migrates and seeds its own.
 */
function runTemplate(key: "wellguardEmbeddedTemplate" | "wellguardPostgresTemplate"): string | undefined {
  return process.env.VITEST ? inject(key) : undefined;
}

/** `fromTemplate`: copy the run's migrated database seeded without history (test/template.ts), if there is one. */
async function createPostgresDatabase(
  fromTemplate: boolean,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `wg_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = fromTemplate ? runTemplate("wellguardPostgresTemplate") : undefined;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Starts the real app on a fresh database of the given kind (an in-memory PGlite behind the same socket
 * server, or a new PostgreSQL database), migrated and seeded, listening on a free port.
 */
export async function startTestServer(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const pgDatabase =
    kind === "postgres"
      ? await createPostgresDatabase(overrides.seedDemo !== false && overrides.seedDemoHistory !== true)
      : undefined;
  const base = loadConfig({});
  const config: Config = {
    ...base,
    port: 0,
    host: "127.0.0.1",
    databaseUrl: pgDatabase?.url,
    inMemoryDatabase: kind === "embedded",
    logLevel: options.captureLogs ? "info" : "silent",
    publicUrl: "http://wellguard.test",
    // Suites make many requests from one address; the rate-limit suite lowers these on purpose.
    rateLimit: { authPerIp: 100_000, authPerLogin: 100_000 },
    // The year of demo history takes half a minute; the suite that checks it asks for it.
    seedDemoHistory: false,
    // No test may wait on the public Pwned Passwords service (CI has no internet); suites that check
    // breached passwords point this at test/pwned-passwords.ts.
    pwnedPasswordsUrl: undefined,
    ...overrides,
  };
  // The embedded database starts as a copy of the run's migrated, seeded template (test/template.ts); the
  // template has the seed without history, so a suite that asks for history or for no seed builds its own. Migrating and seeding below then find
  // nothing to do.
  const template =
    kind === "embedded" && config.seedDemo && !config.seedDemoHistory
      ? embeddedTemplateTarball(runTemplate("wellguardEmbeddedTemplate"))
      : undefined;
  const handle = await openDatabase(config, template ? { loadDataDir: template } : {});
  const logs: string[] = [];
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { history: config.seedDemoHistory });
    const app = await buildApp({
      config,
      db: handle.db,
      ...(options.captureLogs ? { logStream: { write: (line: string) => void logs.push(line) } } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.campaignClock ? { campaignClock: options.campaignClock } : {}),
      ...(options.webhookClock ? { webhookClock: options.webhookClock } : {}),
      ...(options.scimPerMinute ? { scimPerMinute: options.scimPerMinute } : {}),
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      db: handle.db,
      config,
      app,
      logs,
      async close() {
        await app.close();
        await handle.close();
        await pgDatabase?.drop();
      },
    };
  } catch (error) {
    await handle.close();
    await pgDatabase?.drop();
    throw error;
  }
}

export const DEMO_PASSWORD = "Demo-Passw0rd!";

export function base64(text: string): string {
  return Buffer.from(text, "utf8").toString("base64");
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A small HTTP client over real fetch; `token` adds the bearer header. */
export function apiClient(baseUrl: string) {
  async function call<T>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (an HTML page, for instance): keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
  return {
    call,
    get: <T = Record<string, unknown>>(path: string, token?: string) =>
      call<T>("GET", path, token ? { token } : {}),
    post: <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
      call<T>("POST", path, { body, ...(token ? { token } : {}) }),
    put: <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
      call<T>("PUT", path, { body, ...(token ? { token } : {}) }),
    /** Signs in with the password step and returns the whole answer. */
    login: (login: string, password = DEMO_PASSWORD) =>
      call<{ records: Record<string, unknown> }>("POST", "/api/v1/auth/login", {
        body: { login, password: base64(password) },
      }),
    /** Signs in and returns the token, failing loudly if sign-in did not work. */
    async token(login: string, password = DEMO_PASSWORD): Promise<string> {
      const res = await call<{ records: { token?: string } }>("POST", "/api/v1/auth/login", {
        body: { login, password: base64(password) },
      });
      const token = res.body?.records?.token;
      if (res.status !== 200 || !token)
        throw new Error(`login ${login} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return token;
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The error envelope's code, for short assertions. */
export function codeOf(res: ApiResponse): string | undefined {
  return (res.body as { records?: { applicationCode?: string } } | undefined)?.records?.applicationCode;
}

/** Adds a company that signs in through single sign-on, with one person who has no password of ours. */
export async function addFederatedPerson(
  db: Db,
  fixture: { company: string; domain: string; federationUrl: string; login: string; email?: string },
): Promise<void> {
  const company = await db
    .insertInto("companies")
    .values({
      name: fixture.company,
      domain: fixture.domain,
      fiscal_code: null,
      logo: null,
      federation_url: fixture.federationUrl,
      parent_company_id: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("people")
    .values({
      company_id: company.id,
      department_id: null,
      name: fixture.login,
      email: fixture.email ?? null,
      login: fixture.login,
      user_code: null,
      locale: null,
      avatar: null,
      password_hash: null,
      password_changed_at: null,
      services: null,
      deleted_at: null,
    })
    .execute();
}
