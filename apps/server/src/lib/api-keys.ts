import { API_KEY_PREFIX, type ApiKeyScope } from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { Db } from "../db/database";
import { CredentialUse, TOUCH_INTERVAL_MS } from "./credential-use";
import { AppError } from "./errors";
import { type PersonRow, personColumns, toSessionPerson } from "./person";
import { newToken, tokenHash } from "./secrets";
import type { SessionContext } from "./session";

/**
 * API keys (issue 21, docs/integrations.md): a machine's credential for one company. A key acts with its creator's
 * role in that company (CONTROLLER, or ADMIN limited to that one company), only on the routes its scopes open
 * (lib/api-key-scopes.ts), and only while its creator is live, still holds that role there, and the key is neither
 * revoked nor expired.
 */

/** What the guard attaches to a key's request; `SessionContext.apiKey`. */
export interface ApiKeyCaller {
  id: number;
  companyId: number;
  scopes: ApiKeyScope[];
  actingProfile: "ADMIN" | "CONTROLLER";
}

/** A new key: what to show once and what to store. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 6), hash: tokenHash(key) };
}

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** How long a looked-up key is reused before the database is asked again (revocation on another instance). */
const CACHE_MS = 5_000;

interface KeyRow extends PersonRow {
  key_id: number;
  key_company_id: number;
  scopes: ApiKeyScope[];
  acting_profile: "ADMIN" | "CONTROLLER";
  requests_per_minute: number;
  expires_at: Date | null;
}

interface CachedKey {
  readAt: number;
  row: KeyRow | undefined;
}

function notSignedIn(message: string): AppError {
  return new AppError("NF1004", { status: 401, message });
}

export class ApiKeyAuth {
  private readonly cache = new Map<string, CachedKey>();
  private readonly use = new CredentialUse();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets a key at once on this instance (after a revocation); others within CACHE_MS. */
  forget(keyId: number): void {
    for (const [hash, entry] of this.cache) if (entry.row?.key_id === keyId) this.cache.delete(hash);
  }

  /**
   * Forgets the keys these people created (SessionStore.changePerson: a role taken away, a person deactivated
   * or deleted), so their keys stop at once here and, through its notification, on every instance.
   */
  forgetCreators(personIds: readonly number[]): void {
    if (personIds.length === 0) return;
    for (const [hash, entry] of this.cache)
      if (entry.row && personIds.includes(entry.row.id)) this.cache.delete(hash);
  }

  forgetAll(): void {
    this.cache.clear();
  }

  /** The session-like context a key's request runs under; 401 for an unknown, revoked or expired key, 429 over its budget. */
  async authenticate(request: FastifyRequest, token: string): Promise<SessionContext> {
    const hash = tokenHash(token);
    const now = this.now();
    let entry = this.cache.get(hash);
    if (!entry || now - entry.readAt >= CACHE_MS) {
      entry = { readAt: now, row: await this.read(hash) };
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(hash, entry);
    }
    const row = entry.row;
    if (!row) throw notSignedIn("The API key is not valid");
    if (row.expires_at && row.expires_at.getTime() <= now) throw notSignedIn("The API key has expired");
    this.limit(row.key_id, row.requests_per_minute, now);
    await this.touch(row.key_id, request.ip, now);
    const person = toSessionPerson(row);
    const companyId = row.key_company_id;
    return {
      // No session row: routes that need one (logout, account) are never open to a key.
      sessionId: 0,
      tokenHash: hash,
      personId: row.id,
      companyId: person.companyId,
      profiles: [row.acting_profile],
      conditionsPending: false,
      expiresAt: row.expires_at ?? new Date(now + 24 * 3_600_000),
      person: {
        ...person,
        profiles: [row.acting_profile],
        relationships: [{ stakeholderCompanyId: companyId, profile: row.acting_profile }],
        controllerCompanyIds: row.acting_profile === "CONTROLLER" ? [companyId] : [],
      },
      apiKey: { id: row.key_id, companyId, scopes: row.scopes, actingProfile: row.acting_profile },
    };
  }

  /**
   * One statement: the key, its live company, its live creator with the creator's person columns, and whether the
   * creator still holds the key's role there (an ADMIN of the company or of a company above it, or a platform ADMIN).
   */
  private async read(hash: string): Promise<KeyRow | undefined> {
    const { rows } = await sql<KeyRow>`
      select k.id as key_id, k.company_id as key_company_id, k.scopes, k.acting_profile, k.requests_per_minute,
        k.expires_at, ${personColumns()}
      from api_keys k
        join companies kc on kc.id = k.company_id and kc.deleted_at is null
        join people p on p.id = k.created_by and p.deleted_at is null and p.disabled_at is null
        join companies c on c.id = p.company_id
      where k.token_hash = ${hash} and k.revoked_at is null
        and (
          (k.acting_profile = 'CONTROLLER' and exists (select 1 from person_profiles pp
            where pp.person_id = p.id and pp.profile = 'CONTROLLER' and pp.company_id = k.company_id))
          or (k.acting_profile = 'ADMIN' and exists (
            with recursive above(id) as (
              select k.company_id
              union
              select co.parent_company_id from companies co join above a on co.id = a.id
              where co.parent_company_id is not null
            )
            select 1 from person_profiles pp where pp.person_id = p.id and pp.profile = 'ADMIN'
              and (pp.company_id is null or pp.company_id in (select id from above))))
        )`.execute(this.db);
    return rows[0];
  }

  private limit(keyId: number, perMinute: number, now: number) {
    if (!this.use.allow(keyId, perMinute, now)) {
      throw new AppError("NF1004", {
        status: 429,
        message: "This API key's rate limit; try again in a minute",
      });
    }
  }

  /** Last use and its address, at most once a minute per key (the SQL condition also holds across instances). */
  private async touch(keyId: number, ip: string, now: number) {
    if (!this.use.shouldTouch(keyId, now)) return;
    await sql`update api_keys set last_used_at = ${new Date(now)}, last_used_ip = ${ip.slice(0, 100)}
      where id = ${keyId} and (last_used_at is null or last_used_at < ${new Date(now - TOUCH_INTERVAL_MS)})`.execute(
      this.db,
    );
  }
}
