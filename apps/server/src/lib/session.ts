import type { Profile } from "@wellguard/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sql, type Transaction } from "kysely";
import type { Config } from "../config";
import { type Db, preparedStatement } from "../db/database";
import type { Database } from "../db/schema";
import { apiKeyScopeOf, isApiKeyPublicRoute } from "./api-key-scopes";
import { ApiKeyAuth, type ApiKeyCaller, isApiKeyToken } from "./api-keys";
import { AppError } from "./errors";
import { type PersonRow, personColumns, type SessionPerson, toSessionPerson } from "./person";
import { tokenHash } from "./secrets";
import { type CachedSession, SessionCache } from "./session-cache";
import { SESSION_CHANNEL, SessionChangeListener } from "./session-listener";

/** The signed-in caller, attached to the request by the guard. */
export interface SessionContext {
  sessionId: number;
  personId: number;
  companyId: number;
  profiles: Profile[];
  /** Signed in without the current terms and privacy acceptance: may only accept, read info, log out. */
  conditionsPending: boolean;
  /** When the session ends if the caller stays idle (or the absolute limit, if sooner). */
  expiresAt: Date;
  tokenHash: string;
  /** The person as read with the session (possibly from the cache): no password data. */
  person: SessionPerson;
  /** Set when the caller is an API key (lib/api-keys.ts): the person is the key's creator, acting in its company. */
  apiKey?: ApiKeyCaller;
}

declare module "fastify" {
  interface FastifyRequest {
    session?: SessionContext;
  }
}

export interface GuardOptions {
  /** Let a session that still has to accept the conditions through (accept, info, logout). */
  allowConditionsPending?: boolean;
  /** The caller must hold at least one of these profiles. */
  profiles?: Profile[];
}

const TOUCH_INTERVAL_MS = 60_000;
const CACHE_MAX_ENTRIES = 10_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;

function notSignedIn(message = "Not signed in"): AppError {
  return new AppError("NF1004", { status: 401, message });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

interface Log {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface SessionStoreOptions {
  log: Log;
  /** The time every session check uses; tests move it forward instead of waiting. */
  clock?: () => number;
}

type SessionRow = PersonRow & {
  session_id: number;
  person_id: number;
  conditions_pending: boolean;
  last_seen_at: Date;
  expires_at: Date;
};

/**
 * The session read of a cache miss: the live session with its person, company, profiles and consents. A
 * deactivated person's session is not found (SCIM also revokes it: this is the second line).
 */
function sessionQuery(hash: string) {
  return sql<SessionRow>`
      select s.id as session_id, s.person_id, s.conditions_pending, s.last_seen_at, s.expires_at,
        ${personColumns()}
      from sessions s
        join people p on p.id = s.person_id
        join companies c on c.id = p.company_id
      where s.token_hash = ${hash} and s.revoked_at is null and p.deleted_at is null
        and p.disabled_at is null`;
}

/**
 * Sessions: the guard that admits a live session, a short-lived cache of what it looked up, and
 * `changePerson`, the one way to change a person or their sessions so every instance forgets what it cached.
 *
 * On a cache miss one statement reads the session, the person, their company, profiles and consents. A
 * cached session is used only while its cached times still say it is live and no `last_seen_at` write is due;
 * otherwise the database is asked again, so idle and absolute expiry are never extended by the cache.
 */
export class SessionStore {
  readonly cache: SessionCache;
  private readonly listener: SessionChangeListener | undefined;
  /** One database read per token at a time: concurrent misses share it. */
  private readonly inflight = new Map<string, Promise<CachedSession | undefined>>();
  private readonly idleMs: number;
  private readonly now: () => number;
  /** API keys: the guard admits them too, on the routes of their scopes. */
  readonly apiKeys: ApiKeyAuth;

  constructor(
    private readonly db: Db,
    config: Pick<Config, "sessionIdleMinutes" | "sessionCacheSeconds" | "databaseUrl">,
    options: SessionStoreOptions,
  ) {
    this.idleMs = config.sessionIdleMinutes * 60_000;
    this.now = options.clock ?? Date.now;
    this.apiKeys = new ApiKeyAuth(db, this.now);
    this.cache = new SessionCache(config.sessionCacheSeconds * 1000, CACHE_MAX_ENTRIES);
    // Every cache miss runs it: parsed and planned once per connection (the text is the same for every hash).
    preparedStatement("session_read", sessionQuery("").compile(db).sql);
    // Only a PostgreSQL server can have other instances; the embedded database is locked to one process
    // (and pglite-socket does not deliver NOTIFY to listeners, checked with 0.2.17).
    if (config.databaseUrl && this.cache.enabled) {
      this.listener = new SessionChangeListener(
        config.databaseUrl,
        {
          onPersonChanged: (personId) => this.forget({ personIds: [personId] }),
          onReset: () => this.forget({ all: true }),
        },
        options.log,
      );
    }
  }

  /** Starts listening for other instances' changes (PostgreSQL server only). */
  async start(): Promise<void> {
    await this.listener?.start();
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
    this.forget({ all: true });
  }

  /** The cache is trusted only while changes made elsewhere reach it. */
  private get cacheUsable(): boolean {
    return this.cache.enabled && (this.listener === undefined || this.listener.connected);
  }

  /**
   * THE way to change a person or their sessions (sign-out, password, language, avatar, consents, profiles,
   * revocation, deletion): runs `work` in a transaction that also announces the change to every instance
   * (`pg_notify` commits with it), then drops this instance's cached sessions of those people.
   */
  async changePerson<T>(
    personIds: number | readonly number[] | "all",
    work: (trx: Transaction<Database>) => Promise<T>,
    options: { tokenHashes?: readonly string[] } = {},
  ): Promise<T> {
    // "all" (a company-wide change, say) is announced as "*": every instance drops its whole cache.
    const payloads =
      personIds === "all"
        ? ["*"]
        : [...new Set(typeof personIds === "number" ? [personIds] : personIds)].map(String);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const result = await work(trx);
        await sql`select pg_notify(${SESSION_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(
          trx,
        );
        return result;
      });
    } finally {
      // After the commit (or a rollback, where forgetting is merely wasted): a lookup that ran during the
      // transaction read the old rows, and the generation check keeps it from storing them.
      if (personIds === "all") this.forget({ all: true });
      else this.forget({ personIds: payloads.map(Number), tokenHashes: options.tokenHashes ?? [] });
    }
  }

  private forget(what: { personIds?: readonly number[]; tokenHashes?: readonly string[]; all?: boolean }) {
    this.inflight.clear();
    // A key acts for its creator: it stops with them (role taken away, deactivated, deleted) as their sessions do.
    if (what.all) this.apiKeys.forgetAll();
    else this.apiKeys.forgetCreators(what.personIds ?? []);
    if (what.all) {
      this.cache.clear();
      return;
    }
    for (const hash of what.tokenHashes ?? []) this.cache.forgetToken(hash);
    for (const id of what.personIds ?? []) this.cache.forgetPerson(id);
  }

  /** Builds the preHandler that admits only a live session. */
  readonly guard = (options: GuardOptions = {}) => {
    const store = this;
    return async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const token = bearerToken(request);
      if (!token) throw notSignedIn();
      if (isApiKeyToken(token)) {
        // Usually authenticated already by apiKeyGate (onRequest): not twice, as its rate limit counts requests.
        const context = request.session?.apiKey
          ? request.session
          : await store.apiKeys.authenticate(request, token);
        request.session = context;
        // A key is accepted only on the routes its scopes open, whatever its creator's role allows.
        const scope = apiKeyScopeOf(request.method, request.routeOptions.url);
        if (!scope || !context.apiKey?.scopes.includes(scope)) {
          throw new AppError("NF1002", { message: "This API key's scopes do not include this call" });
        }
        if (options.profiles && !options.profiles.some((p) => context.profiles.includes(p))) {
          throw new AppError("NF1002");
        }
        return;
      }
      const hash = tokenHash(token);
      const now = store.now();
      let session = store.cacheUsable ? store.cache.get(hash, now) : undefined;
      if (session && !store.isFresh(session, now)) session = undefined;
      session ??= await store.lookUp(hash);
      if (!session) throw notSignedIn();
      const at = store.now();
      if (session.expiresAt <= at || session.lastSeenAt + store.idleMs <= at) {
        throw notSignedIn("Session expired");
      }
      const { person } = session;
      request.session = {
        sessionId: session.sessionId,
        tokenHash: hash,
        personId: session.personId,
        companyId: person.companyId,
        profiles: person.profiles,
        conditionsPending: session.conditionsPending,
        expiresAt: new Date(Math.min(session.expiresAt, at + store.idleMs)),
        person,
      };
      if (session.conditionsPending && !options.allowConditionsPending) throw new AppError("NF1005");
      if (options.profiles && !options.profiles.some((p) => person.profiles.includes(p))) {
        throw new AppError("NF1002");
      }
    };
  };

  /**
   * onRequest for every route (app.ts): an API key is authenticated and its scopes checked before the body is
   * read or validated, so a key gets 403 NF1002 on every route its scopes do not open (lib/api-key-scopes.ts),
   * whatever the route's own guard. On routes that need no sign-in a key is ignored: the caller is anonymous.
   */
  readonly apiKeyGate = async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token || !isApiKeyToken(token)) return;
    // The request's own method: a route registered for several methods has an array in routeOptions.
    const { method } = request;
    const { url } = request.routeOptions;
    // No route (a 404) or a public one: nothing a key could be refused from.
    if (!url || isApiKeyPublicRoute(method, url)) return;
    const context = await this.apiKeys.authenticate(request, token);
    const scope = apiKeyScopeOf(method, url);
    if (!scope || !context.apiKey?.scopes.includes(scope)) {
      throw new AppError("NF1002", { message: "This API key's scopes do not include this call" });
    }
    request.session = context;
  };

  /** A cached session still live by its own times, with no `last_seen_at` write due. */
  private isFresh(session: CachedSession, now: number): boolean {
    return (
      session.expiresAt > now &&
      session.lastSeenAt + this.idleMs > now &&
      now - session.lastSeenAt < TOUCH_INTERVAL_MS
    );
  }

  private lookUp(hash: string): Promise<CachedSession | undefined> {
    const pending = this.inflight.get(hash);
    if (pending) return pending;
    const lookup = this.read(hash).finally(() => {
      if (this.inflight.get(hash) === lookup) this.inflight.delete(hash);
    });
    this.inflight.set(hash, lookup);
    return lookup;
  }

  /** One statement: the live session with its person, company, profiles and consents. */
  private async read(hash: string): Promise<CachedSession | undefined> {
    const generation = this.cache.generation;
    const { rows } = await sessionQuery(hash).execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    const session: CachedSession = {
      tokenHash: hash,
      sessionId: row.session_id,
      personId: row.person_id,
      conditionsPending: row.conditions_pending,
      lastSeenAt: row.last_seen_at.getTime(),
      expiresAt: row.expires_at.getTime(),
      person: toSessionPerson(row),
    };
    const now = this.now();
    if (session.expiresAt <= now || session.lastSeenAt + this.idleMs <= now) return session;
    if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
      // Only ever moves forward, so an instance with an older value in hand cannot pull it back.
      await this.db
        .updateTable("sessions")
        .set({ last_seen_at: new Date(now) })
        .where("id", "=", session.sessionId)
        .where("last_seen_at", "<", new Date(now))
        .execute();
      session.lastSeenAt = now;
    }
    if (this.cacheUsable) this.cache.set(session, generation, now);
    return session;
  }
}

export type Guard = SessionStore["guard"];

/** The session a guarded handler runs under; the guard guarantees it is there. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw notSignedIn();
  return request.session;
}
