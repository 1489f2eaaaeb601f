import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { CredentialUse, TOUCH_INTERVAL_MS } from "../../lib/credential-use";
import { tokenHash } from "../../lib/secrets";
import { bearerToken } from "../../lib/session";
import { ScimError } from "./errors";

/** The SCIM service (spec §1): a company must contract it for its tokens to work. */
export const SCIM_SERVICE = 9;
/** Requests a token may make per minute (generous: a full provisioning of 10,000 people is one burst). */
export const SCIM_REQUESTS_PER_MINUTE = 6000;

/** Who calls: a SCIM token, and the one company it reaches. */
export interface ScimCaller {
  tokenId: number;
  companyId: number;
}

declare module "fastify" {
  interface FastifyRequest {
    scim?: ScimCaller;
  }
}

interface Log {
  info(object: object, message: string): void;
}

/**
 * Authenticates every /scim/v2 request by its bearer token (stored as its SHA-256): the token must not be revoked,
 * its company live and contracting SCIM. Each token has its own per-minute budget.
 */
export class ScimAuth {
  private readonly use = new CredentialUse();

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    private readonly perMinute = SCIM_REQUESTS_PER_MINUTE,
    private readonly now: () => number = Date.now,
  ) {}

  async authenticate(request: FastifyRequest): Promise<ScimCaller> {
    const token = bearerToken(request);
    if (!token) {
      this.log.info({ check: "scim-bearer-missing" }, "scim: refused, no bearer token");
      throw new ScimError(401, "A bearer token is required");
    }
    const { rows } = await sql<{ id: number; company_id: number }>`
      select t.id, t.company_id from scim_tokens t join companies c on c.id = t.company_id
      where t.token_hash = ${tokenHash(token)} and t.revoked_at is null and c.deleted_at is null
        and ${SCIM_SERVICE} = any(c.services)`.execute(this.db);
    const row = rows[0];
    if (!row) {
      this.log.info(
        { check: "scim-token-unknown-revoked-or-not-contracted" },
        "scim: refused, the token is unknown, revoked, or its company does not contract SCIM",
      );
      throw new ScimError(401, "The bearer token is not valid");
    }
    const now = this.now();
    this.limit(row.id, now);
    await this.touch(row.id, request.ip, now);
    return { tokenId: row.id, companyId: row.company_id };
  }

  private limit(tokenId: number, now: number) {
    if (!this.use.allow(tokenId, this.perMinute, now)) {
      this.log.info({ check: "scim-rate-limit", tokenId }, "scim: refused, the token's rate limit");
      throw new ScimError(429, "Too many requests; try again in a minute");
    }
  }

  /** Last use, at most once a minute per token (the SQL condition also holds across instances). */
  private async touch(tokenId: number, ip: string, now: number) {
    if (!this.use.shouldTouch(tokenId, now)) return;
    await sql`update scim_tokens set last_used_at = ${new Date(now)}, last_used_ip = ${ip.slice(0, 100)}
      where id = ${tokenId} and (last_used_at is null or last_used_at < ${new Date(now - TOUCH_INTERVAL_MS)})`.execute(
      this.db,
    );
  }
}
