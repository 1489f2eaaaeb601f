import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root: the nearest folder above this file whose package.json declares workspaces. */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, "utf8")) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // An unreadable package.json is not the root; keep walking up.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1" || v === "yes"));

/** Connections to PostgreSQL at most when DATABASE_POOL_SIZE is not set (pg's own default). */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

const int = (fallback: number, min = 0) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : Number(v)))
    .pipe(z.number().int().min(min));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const EnvSchema = z.object({
  PORT: int(3000),
  HOST: z.string().default("127.0.0.1"),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default("./data"),
  SEED_DEMO: bool(true),
  SEED_DEMO_HISTORY: bool(true),
  MAINTENANCE: bool(false),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Wellguard <no-reply@wellguard.local>"),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  PASSWORD_MAX_AGE_DAYS: int(365, 1),
  EMAIL_CHANGE_RESET_DELAY_MINUTES: int(60, 0),
  SESSION_IDLE_MINUTES: int(480, 1),
  SESSION_MAX_HOURS: int(168, 1),
  SESSION_CACHE_SECONDS: int(5, 0),
  PEOPLE_LIST_CACHE_ENTRIES: int(500, 0),
  PEOPLE_SEARCH_INDEX_PEOPLE: int(300_000, 0),
  PEOPLE_SEARCH_INDEX_MIN_PEOPLE: int(5_000, 0),
  DATABASE_POOL_SIZE: int(DEFAULT_DATABASE_POOL_SIZE, 2),
  TRUST_PROXY: bool(false),
  CORS_ORIGINS: z.string().default(""),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["text", "json"]).default("text"),
  WEB_DIST: optionalString,
  RATE_LIMIT_AUTH_PER_IP: int(300, 1),
  RATE_LIMIT_AUTH_PER_LOGIN: int(30, 1),
  CAMPAIGN_SMTP_URL: optionalString,
  CAMPAIGN_SMTP_CONNECTIONS: int(5, 1),
  CAMPAIGN_CLAIM_SECONDS: int(300, 1),
  SMPP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^ss?mpp:\/\/[^/]+$/, "smpp://system_id:password@host:port or ssmpp:// for TLS")
      .optional(),
  ),
  SMPP_WINDOW: int(10, 1),
  REPORT_SMTP_PORT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().int().max(65_535))
      .optional(),
  ),
  REPORT_SMTP_HOST: z.string().default("127.0.0.1"),
  HIBP_API_KEY: optionalString,
  // Seals the secrets of single sign-on in the database (lib/sealed.ts); required once a company is federated.
  SECRET_KEY: optionalString.pipe(
    z.string().min(32, "at least 32 characters (openssl rand -base64 32)").optional(),
  ),
  HIBP_API_URL: z.url({ protocol: /^https?$/ }).default("https://haveibeenpwned.com/api/v3"),
  RATE_LIMIT_TRACKING_PER_IP: int(600, 1),
  // Tests and development only: webhooks may target loopback and private addresses, over plain http.
  WEBHOOK_ALLOW_PRIVATE: bool(false),
  // Unset: the public service; set but empty: the breached-password check is off.
  PWNED_PASSWORDS_URL: z
    .string()
    .default("https://api.pwnedpasswords.com")
    .transform((v) => v.trim().replace(/\/+$/, ""))
    .pipe(z.union([z.literal(""), z.url({ protocol: /^https?$/ })])),
});

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server to use; undefined means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Connections to `databaseUrl` at most (docs/database.md "Connections"). */
  databasePoolSize: number;
  /** Absolute path of the embedded database's folder. */
  dataDir: string;
  /** Tests only: keep the embedded database in memory instead of `dataDir`. */
  inMemoryDatabase: boolean;
  seedDemo: boolean;
  /** With the demo, a year of history made by the product's own code (db/demo-history.ts). */
  seedDemoHistory: boolean;
  maintenance: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  passwordMaxAgeDays: number;
  /** Pwned Passwords range API checked when a password is set; undefined = the check is off. */
  pwnedPasswordsUrl: string | undefined;
  /** A reset link goes to an address a controller set only once it is this old (issue 15, point 1). */
  emailChangeResetDelayMinutes: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** How long a looked-up session may be answered from memory; 0 disables the cache. */
  sessionCacheSeconds: number;
  /** People lists whose first ids are kept in memory (docs/organisation.md "People lists"); 0 = none. */
  peopleListCacheEntries: number;
  /** The most people held in the in-memory search indexes in all (0: none; lib/organisation/people-search-index.ts). */
  peopleSearchIndexPeople: number;
  /** Companies with fewer live people are searched in SQL only. */
  peopleSearchIndexMinPeople: number;
  trustProxy: boolean;
  corsOrigins: string[];
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** One short line per event (text) or pino's JSON lines (json). */
  logFormat: "text" | "json";
  webDist: string;
  rateLimit: {
    /** Requests per minute to /api/v1/auth/* from one client address. */
    authPerIp: number;
    /** Requests per minute to /api/v1/auth/* naming one login in the body. */
    authPerLogin: number;
  };
  repoRoot: string;
  campaigns: {
    /** SMTP server of simulated messages: CAMPAIGN_SMTP_URL, else SMTP_URL, else the outbox. */
    smtpUrl: string | undefined;
    smtpConnections: number;
    /** How long a claimed recipient stays claimed; after a crash it is sent again once this passed. */
    claimSeconds: number;
    /** The SMS centre of simulated SMS (smpp://system_id:password@host:port); without it, the outbox. */
    smppUrl: string | undefined;
    /** submit_sm sent and not yet answered, at most (the SMSC's window). */
    smppWindow: number;
    /** The report mailbox's SMTP port (off when unset) and address. */
    reportSmtpPort: number | undefined;
    reportSmtpHost: string;
    /** Requests per minute to the tracking endpoints from one address. */
    trackingPerIp: number;
  };
  /** Seals single sign-on secrets at rest (lib/sealed.ts); without it no federation can be configured or used. */
  secretKey: string | undefined;
  /** Have I Been Pwned API v3 (docs/breaches.md): without a key the daily breach check does not run. */
  hibp: { apiKey: string | undefined; apiUrl: string };
  /** Tests and development only: webhooks may target loopback/private addresses and plain http (docs/integrations.md). */
  webhookAllowPrivate: boolean;
}

/** A setting that cannot be used; its message names each variable and what is wrong with it. */
export class ConfigError extends Error {}

/** Parses the environment once; tests pass their own env and override fields of the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new ConfigError(`Invalid configuration (see the README's configuration table):\n${lines}`);
  }
  const e = parsed.data;
  const repoRoot = findRepoRoot();
  const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(repoRoot, p));
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: fromRoot(e.DATA_DIR),
    inMemoryDatabase: false,
    seedDemo: e.SEED_DEMO,
    seedDemoHistory: e.SEED_DEMO_HISTORY,
    maintenance: e.MAINTENANCE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ""),
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    pwnedPasswordsUrl: e.PWNED_PASSWORDS_URL || undefined,
    emailChangeResetDelayMinutes: e.EMAIL_CHANGE_RESET_DELAY_MINUTES,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    peopleListCacheEntries: e.PEOPLE_LIST_CACHE_ENTRIES,
    peopleSearchIndexPeople: e.PEOPLE_SEARCH_INDEX_PEOPLE,
    peopleSearchIndexMinPeople: e.PEOPLE_SEARCH_INDEX_MIN_PEOPLE,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: e.WEB_DIST ? fromRoot(e.WEB_DIST) : join(repoRoot, "apps", "web", "dist"),
    rateLimit: { authPerIp: e.RATE_LIMIT_AUTH_PER_IP, authPerLogin: e.RATE_LIMIT_AUTH_PER_LOGIN },
    repoRoot,
    campaigns: {
      smtpUrl: e.CAMPAIGN_SMTP_URL ?? e.SMTP_URL,
      smtpConnections: e.CAMPAIGN_SMTP_CONNECTIONS,
      claimSeconds: e.CAMPAIGN_CLAIM_SECONDS,
      smppUrl: e.SMPP_URL,
      smppWindow: e.SMPP_WINDOW,
      reportSmtpPort: e.REPORT_SMTP_PORT,
      reportSmtpHost: e.REPORT_SMTP_HOST,
      trackingPerIp: e.RATE_LIMIT_TRACKING_PER_IP,
    },
    secretKey: e.SECRET_KEY,
    hibp: { apiKey: e.HIBP_API_KEY, apiUrl: e.HIBP_API_URL.replace(/\/+$/, "") },
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    ...overrides,
  };
}
