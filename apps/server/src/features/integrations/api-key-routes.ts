import { records, type TApiKey, ZApiKey, ZApiKeyCreated, ZApiKeyInput, ZIdParam } from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { Db } from "../../db/database";
import { newApiKey } from "../../lib/api-keys";
import { recordAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { notFound } from "../../lib/scope";
import { sessionOf } from "../../lib/session";
import { integrationCompany } from "./company";

/*
 * A company's API keys (issue 21, docs/integrations.md "API keys"): a CONTROLLER of the company or an ADMIN in
 * scope creates one (it acts with that role, in that one company, on the routes of its scopes); the key is shown
 * once and stored as its SHA-256; revoking it stops it at once on this instance (within seconds on others).
 * A key itself can never reach these routes (lib/api-key-scopes.ts lists none of them).
 */

const TAGS = ["integrations"];
const security = [{ bearer: [] }];
const ZCompanyParams = z.object({ companyId: ZIdParam });
const ZKeyParams = z.object({ companyId: ZIdParam, id: ZIdParam });

/** Live (neither revoked nor expired) keys a company may hold at once. */
export const MAX_LIVE_API_KEYS = 50;
/** How far ahead a key's expiry may be. */
const MAX_EXPIRY_MS = 2 * 366 * 86_400_000;

interface KeyRow {
  id: number;
  name: string;
  prefix: string;
  scopes: TApiKey["scopes"];
  requests_per_minute: number;
  acting_profile: "ADMIN" | "CONTROLLER";
  expires_at: Date | null;
  created_at: Date;
  created_by: string | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
  revoked_at: Date | null;
}

async function keysOf(db: Db, companyId: number, id?: number): Promise<TApiKey[]> {
  const { rows } = await sql<KeyRow>`
    select k.id, k.name, k.prefix, k.scopes, k.requests_per_minute, k.acting_profile, k.expires_at, k.created_at,
      nullif(trim(p.name || ' ' || coalesce(p.surname, '')), '') as created_by,
      k.last_used_at, k.last_used_ip, k.revoked_at
    from api_keys k left join people p on p.id = k.created_by and p.deleted_at is null
    where k.company_id = ${companyId} ${id === undefined ? sql`` : sql`and k.id = ${id}`}
    order by k.created_at desc, k.id desc`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes,
    requestsPerMinute: r.requests_per_minute,
    actingProfile: r.acting_profile,
    expiresAt: r.expires_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    createdBy: r.created_by,
    lastUsedAt: r.last_used_at?.toISOString() ?? null,
    lastUsedIp: r.last_used_ip,
    revokedAt: r.revoked_at?.toISOString() ?? null,
  }));
}

/** The audit record of a key: what it may do, never the key or its hash. */
function audited(key: Pick<TApiKey, "name" | "prefix" | "scopes" | "actingProfile" | "expiresAt">) {
  return {
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    actingProfile: key.actingProfile,
    expiresAt: key.expiresAt,
  };
}

export const apiKeyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, sessions }) => {
  const preHandler = guard({ profiles: ["ADMIN", "CONTROLLER"] });

  app.get(
    "/integrations/:companyId/api-keys",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: "The company's API keys, revoked and expired ones included (never the keys themselves)",
        security,
        params: ZCompanyParams,
        response: { 200: records(z.array(ZApiKey)) },
      },
    },
    async (request) => {
      const { companyId } = await integrationCompany(db, sessionOf(request), request.params.companyId);
      return { records: await keysOf(db, companyId) };
    },
  );

  app.post(
    "/integrations/:companyId/api-keys",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary:
          "Creates an API key for the company, acting with the caller's role there; shown only in this answer",
        security,
        params: ZCompanyParams,
        body: ZApiKeyInput,
        response: { 200: records(ZApiKeyCreated) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { companyId, actingProfile } = await integrationCompany(db, session, request.params.companyId);
      const body = request.body;
      const now = Date.now();
      let expiresAt: Date | null = null;
      if (body.expiresAt !== null) {
        expiresAt = new Date(body.expiresAt);
        if (expiresAt.getTime() <= now || expiresAt.getTime() > now + MAX_EXPIRY_MS) {
          throw new AppError("ND1027", {
            field: "expiresAt",
            message: "The expiry must be in the future and at most two years ahead",
          });
        }
      }
      const { key, prefix, hash } = newApiKey();
      const id = await db.transaction().execute(async (trx) => {
        // One creation at a time per company, so two concurrent ones cannot both pass the count.
        await sql`select id from companies where id = ${companyId} for update`.execute(trx);
        const live = await trx
          .selectFrom("api_keys")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("company_id", "=", companyId)
          .where("revoked_at", "is", null)
          .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", new Date(now))]))
          .executeTakeFirstOrThrow();
        if (Number(live.n) >= MAX_LIVE_API_KEYS) {
          throw new AppError("ND1027", {
            field: "apiKeys",
            message: `A company may hold at most ${MAX_LIVE_API_KEYS} live API keys; revoke one first`,
          });
        }
        const row = await trx
          .insertInto("api_keys")
          .values({
            company_id: companyId,
            name: body.name,
            prefix,
            token_hash: hash,
            acting_profile: actingProfile,
            scopes: body.scopes,
            requests_per_minute: body.requestsPerMinute,
            expires_at: expiresAt,
            created_by: session.personId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await recordAudit(
          trx,
          { session, profile: actingProfile },
          {
            action: "create",
            entityType: "api_keys",
            entityId: row.id,
            companyId,
            after: audited({
              name: body.name,
              prefix,
              scopes: body.scopes,
              actingProfile,
              expiresAt: expiresAt?.toISOString() ?? null,
            }),
          },
        );
        return row.id;
      });
      const [created] = await keysOf(db, companyId, id);
      if (!created) throw notFound("id");
      return { records: { ...created, key } };
    },
  );

  app.delete(
    "/integrations/:companyId/api-keys/:id",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: "Revokes an API key: its next request is refused (401)",
        security,
        params: ZKeyParams,
        response: { 200: records(z.literal("ok")) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { companyId, actingProfile } = await integrationCompany(db, session, request.params.companyId);
      const id = request.params.id;
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("api_keys")
          .set({ revoked_at: sql`coalesce(revoked_at, now())` })
          .where("id", "=", id)
          .where("company_id", "=", companyId)
          .returning(["name", "prefix", "scopes", "acting_profile", "expires_at"])
          .executeTakeFirst();
        if (!row) throw notFound("id");
        await recordAudit(
          trx,
          { session, profile: actingProfile },
          {
            action: "delete",
            entityType: "api_keys",
            entityId: id,
            companyId,
            before: audited({
              name: row.name,
              prefix: row.prefix,
              scopes: row.scopes,
              actingProfile: row.acting_profile,
              expiresAt: row.expires_at?.toISOString() ?? null,
            }),
          },
        );
      });
      sessions.apiKeys.forget(id);
      return { records: "ok" as const };
    },
  );
};
