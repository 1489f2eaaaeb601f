import {
  records,
  type TScimToken,
  ZIdParam,
  ZScimToken,
  ZScimTokenCreated,
  ZScimTokenInput,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { Db } from "../../db/database";
import { recordAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { adminScope, inScope, notFound } from "../../lib/scope";
import { newToken, tokenHash } from "../../lib/secrets";
import { sessionOf } from "../../lib/session";
import { SCIM_SERVICE } from "./auth";

/*
 * SCIM tokens of a company (docs/identity.md "SCIM"): an admin of the company (or a platform admin) generates one
 * for the identity provider; it is shown once and stored as its SHA-256; revoking it stops it at once.
 */

const TAGS = ["admin identity"];
const security = [{ bearer: [] }];
const ZCompanyParams = z.object({ companyId: ZIdParam });
const ZTokenParams = z.object({ companyId: ZIdParam, id: ZIdParam });

interface TokenRow {
  id: number;
  name: string;
  created_at: Date;
  created_by: string | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
  revoked_at: Date | null;
}

async function tokensOf(db: Db, companyId: number, id?: number): Promise<TScimToken[]> {
  const { rows } = await sql<TokenRow>`
    select t.id, t.name, t.created_at, nullif(trim(p.name || ' ' || p.surname), '') as created_by,
      t.last_used_at, t.last_used_ip, t.revoked_at
    from scim_tokens t left join people p on p.id = t.created_by and p.deleted_at is null
    where t.company_id = ${companyId} ${id === undefined ? sql`` : sql`and t.id = ${id}`}
    order by t.created_at desc, t.id desc`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.created_at.toISOString(),
    createdBy: r.created_by,
    lastUsedAt: r.last_used_at?.toISOString() ?? null,
    lastUsedIp: r.last_used_ip,
    revokedAt: r.revoked_at?.toISOString() ?? null,
  }));
}

export const scimTokenRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, config }) => {
  const adminGuard = guard({ profiles: ["ADMIN"] });
  const admin = (request: FastifyRequest) => ({ session: sessionOf(request), profile: "ADMIN" as const });
  const baseUrl = `${config.publicUrl.replace(/\/+$/, "")}/scim/v2`;

  /** A live company in the admin's scope (else 404), contracting SCIM (else 403 NF1003). */
  async function companyOf(request: FastifyRequest, companyId: number): Promise<number> {
    const scope = await adminScope(db, sessionOf(request));
    if (!inScope(scope, companyId)) throw notFound("companyId");
    const company = await db
      .selectFrom("companies")
      .select(["id", "services"])
      .where("id", "=", companyId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!company) throw notFound("companyId");
    if (!company.services.includes(SCIM_SERVICE)) throw new AppError("NF1003");
    return company.id;
  }

  app.get(
    "/admin/identity/:companyId/scim-tokens",
    {
      preHandler: adminGuard,
      schema: {
        tags: TAGS,
        summary: "The company's SCIM tokens, revoked ones included (never the tokens themselves)",
        security,
        params: ZCompanyParams,
        response: { 200: records(z.array(ZScimToken)) },
      },
    },
    async (request) => {
      const companyId = await companyOf(request, request.params.companyId);
      return { records: await tokensOf(db, companyId) };
    },
  );

  app.post(
    "/admin/identity/:companyId/scim-tokens",
    {
      preHandler: adminGuard,
      schema: {
        tags: TAGS,
        summary: "Generates a SCIM token for the company; the answer is the only time it is shown",
        security,
        params: ZCompanyParams,
        body: ZScimTokenInput,
        response: { 200: records(ZScimTokenCreated) },
      },
    },
    async (request) => {
      const companyId = await companyOf(request, request.params.companyId);
      const token = newToken();
      const session = sessionOf(request);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("scim_tokens")
          .values({
            company_id: companyId,
            name: request.body.name,
            token_hash: tokenHash(token),
            created_by: session.personId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await recordAudit(trx, admin(request), {
          action: "create",
          entityType: "scim_tokens",
          entityId: row.id,
          companyId,
          after: { name: request.body.name },
        });
        return row.id;
      });
      const [created] = await tokensOf(db, companyId, id);
      if (!created) throw notFound("id");
      return { records: { ...created, token, baseUrl } };
    },
  );

  app.delete(
    "/admin/identity/:companyId/scim-tokens/:id",
    {
      preHandler: adminGuard,
      schema: {
        tags: TAGS,
        summary: "Revokes a SCIM token: the identity provider's next request with it is refused",
        security,
        params: ZTokenParams,
        response: { 200: records(z.literal("ok")) },
      },
    },
    async (request) => {
      const companyId = await companyOf(request, request.params.companyId);
      const id = request.params.id;
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("scim_tokens")
          .set({ revoked_at: sql`coalesce(revoked_at, now())` })
          .where("id", "=", id)
          .where("company_id", "=", companyId)
          .returning(["name", "revoked_at"])
          .executeTakeFirst();
        if (!row) throw notFound("id");
        await recordAudit(trx, admin(request), {
          action: "delete",
          entityType: "scim_tokens",
          entityId: id,
          companyId,
          before: { name: row.name },
        });
      });
      return { records: "ok" as const };
    },
  );
};
