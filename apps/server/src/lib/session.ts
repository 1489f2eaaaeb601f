import type { Profile } from "@wellguard/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { AppError } from "./errors";
import { tokenHash } from "./secrets";

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

/**
 * Builds the preHandler that admits only a live session: one indexed lookup by token hash, idle and
 * absolute expiry checked here, and `last_seen_at` written at most once a minute to keep reads cheap.
 */
export function createGuard(db: Db, config: Pick<Config, "sessionIdleMinutes">) {
  const idleMs = config.sessionIdleMinutes * 60_000;
  return (options: GuardOptions = {}) =>
    async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const token = bearerToken(request);
      if (!token) throw notSignedIn();
      const row = await db
        .selectFrom("sessions as s")
        .innerJoin("people as p", "p.id", "s.person_id")
        .select([
          "s.id",
          "s.person_id",
          "s.conditions_pending",
          "s.last_seen_at",
          "s.expires_at",
          "p.company_id",
          sql<Profile[]>`array(select pp.profile from person_profiles pp where pp.person_id = p.id)`.as(
            "profiles",
          ),
        ])
        .where("s.token_hash", "=", tokenHash(token))
        .where("s.revoked_at", "is", null)
        .where("p.deleted_at", "is", null)
        .executeTakeFirst();
      if (!row) throw notSignedIn();
      const now = Date.now();
      if (row.expires_at.getTime() <= now || row.last_seen_at.getTime() + idleMs <= now) {
        throw notSignedIn("Session expired");
      }
      if (now - row.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
        await db
          .updateTable("sessions")
          .set({ last_seen_at: new Date(now) })
          .where("id", "=", row.id)
          .execute();
      }
      request.session = {
        sessionId: row.id,
        personId: row.person_id,
        companyId: row.company_id,
        profiles: row.profiles,
        conditionsPending: row.conditions_pending,
        expiresAt: new Date(Math.min(row.expires_at.getTime(), now + idleMs)),
      };
      if (row.conditions_pending && !options.allowConditionsPending) throw new AppError("NF1005");
      if (options.profiles && !options.profiles.some((p) => row.profiles.includes(p))) {
        throw new AppError("NF1002");
      }
    };
}

export type Guard = ReturnType<typeof createGuard>;

/** The session a guarded handler runs under; the guard guarantees it is there. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw notSignedIn();
  return request.session;
}
