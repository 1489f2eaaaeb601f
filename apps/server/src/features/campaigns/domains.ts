import { generateKeyPairSync } from "node:crypto";
import {
  records,
  type TPhishingDomainAdmin,
  ZPhishingDomainAccess,
  ZPhishingDomainAdmin,
  ZPhishingDomainInput,
  ZPhishingDomainParams,
} from "@wellguard/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql, type Transaction } from "kysely";
import { z } from "zod";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { adminScope, notFound } from "../../lib/scope";
import { sessionOf } from "../../lib/session";

/*
 * Phishing domains (docs/phishing.md "Domains"): host names the product serves landing pages on, and the domain
 * of the sender addresses, with a DKIM key the product generates (RSA 2048). Platform admins only: a domain is
 * shared infrastructure, and its access list names companies.
 */

const TAGS = ["admin phishing domains"];
const security = [{ bearer: [] }];

/** A new DKIM key pair: the private key as PKCS#8 PEM, the public key as the DNS record's base64 DER. */
export function newDkimKey(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKey: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
  };
}

async function domains(db: Db | Transaction<Database>, id?: number): Promise<TPhishingDomainAdmin[]> {
  const { rows } = await sql<{
    id: number;
    host: string;
    mail_domain: string;
    dkim_selector: string;
    dkim_public_key: string;
    all_companies: boolean;
    company_ids: number[];
    created_at: Date;
  }>`select d.id, d.host, d.mail_domain, d.dkim_selector, d.dkim_public_key, d.all_companies, d.created_at,
      coalesce(array_agg(dc.company_id order by dc.company_id) filter (where dc.company_id is not null), '{}') as company_ids
    from phishing_domains d left join phishing_domain_companies dc on dc.domain_id = d.id
    ${id === undefined ? sql`` : sql`where d.id = ${id}`}
    group by d.id order by d.host`.execute(db);
  return rows.map((r) => ({
    domainId: r.id,
    host: r.host,
    mailDomain: r.mail_domain,
    allCompanies: r.all_companies,
    companyIds: r.company_ids,
    dkimSelector: r.dkim_selector,
    dkimRecord: {
      name: `${r.dkim_selector}._domainkey.${r.mail_domain}`,
      value: `v=DKIM1; k=rsa; p=${r.dkim_public_key}`,
    },
    createdAt: r.created_at.toISOString(),
  }));
}

async function setAccess(trx: Transaction<Database>, domainId: number, companyIds: number[]) {
  const ids = [...new Set(companyIds)];
  if (ids.length > 0) {
    const { rows } = await sql<{ id: number }>`select id from companies where id = any(${ids}::int[])
      and deleted_at is null`.execute(trx);
    if (rows.length !== ids.length) throw new AppError("ND1000", { field: "companyIds" });
  }
  await trx.deleteFrom("phishing_domain_companies").where("domain_id", "=", domainId).execute();
  if (ids.length > 0)
    await trx
      .insertInto("phishing_domain_companies")
      .values(ids.map((company_id) => ({ domain_id: domainId, company_id })))
      .execute();
}

export const phishingDomainRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, campaigns }) => {
  const adminGuard = guard({ profiles: ["ADMIN"] });
  const platformAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await adminGuard(request, reply);
    const session = request.session;
    if (!session || !(await adminScope(db, session)).all) throw new AppError("NF1002");
  };
  const admin = (request: FastifyRequest) => ({ session: sessionOf(request), profile: "ADMIN" as const });

  app.get(
    "/admin/phishing-domains",
    {
      preHandler: platformAdmin,
      schema: {
        tags: TAGS,
        summary:
          "Phishing domains with their DKIM record and the companies that may use them (platform ADMIN)",
        security,
        response: { 200: records(z.array(ZPhishingDomainAdmin)) },
      },
    },
    async () => ({ records: await domains(db) }),
  );

  app.post(
    "/admin/phishing-domains",
    {
      preHandler: platformAdmin,
      schema: {
        tags: TAGS,
        summary: "Registers a phishing domain and generates its DKIM key (ND1026 host already registered)",
        security,
        body: ZPhishingDomainInput,
        response: { 200: records(ZPhishingDomainAdmin) },
      },
    },
    async (request) => {
      const body = request.body;
      const key = newDkimKey();
      const selector = `wg${new Date().toISOString().slice(0, 7).replace("-", "")}`;
      const id = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom("phishing_domains")
          .select("id")
          .where("host", "=", body.host)
          .executeTakeFirst();
        if (taken) throw new AppError("ND1026", { field: "host" });
        const row = await trx
          .insertInto("phishing_domains")
          .values({
            host: body.host,
            mail_domain: body.mailDomain,
            dkim_selector: selector,
            dkim_private_key: key.privateKey,
            dkim_public_key: key.publicKey,
            all_companies: body.allCompanies,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await setAccess(trx, row.id, body.allCompanies ? [] : body.companyIds);
        await recordAudit(trx, admin(request), {
          action: "create",
          entityType: "phishing_domains",
          entityId: row.id,
          companyId: null,
          after: {
            host: body.host,
            mailDomain: body.mailDomain,
            allCompanies: body.allCompanies,
            companyIds: body.companyIds,
          },
        });
        return row.id;
      });
      await campaigns.hosts.invalidate();
      const [created] = await domains(db, id);
      if (!created) throw notFound("id");
      return { records: created };
    },
  );

  app.put(
    "/admin/phishing-domains/:id",
    {
      preHandler: platformAdmin,
      schema: {
        tags: TAGS,
        summary: "Changes which companies may use a phishing domain",
        security,
        params: ZPhishingDomainParams,
        body: ZPhishingDomainAccess,
        response: { 200: records(ZPhishingDomainAdmin) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("phishing_domains")
          .select(["host", "all_companies"])
          .where("id", "=", id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound("id");
        await trx
          .updateTable("phishing_domains")
          .set({ all_companies: request.body.allCompanies })
          .where("id", "=", id)
          .execute();
        await setAccess(trx, id, request.body.allCompanies ? [] : request.body.companyIds);
        await recordAudit(trx, admin(request), {
          action: "update",
          entityType: "phishing_domains",
          entityId: id,
          companyId: null,
          before: { host: before.host, allCompanies: before.all_companies },
          after: request.body,
        });
      });
      const [updated] = await domains(db, id);
      if (!updated) throw notFound("id");
      return { records: updated };
    },
  );

  app.delete(
    "/admin/phishing-domains/:id",
    {
      preHandler: platformAdmin,
      schema: {
        tags: TAGS,
        summary: "Removes a phishing domain no campaign used (ND1027 otherwise: its results point to it)",
        security,
        params: ZPhishingDomainParams,
        response: { 200: records(z.object({ domainId: z.number().int() })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom("phishing_domains")
          .select("host")
          .where("id", "=", id)
          .forUpdate()
          .executeTakeFirst();
        if (!found) throw notFound("id");
        const used = await trx
          .selectFrom("campaigns")
          .select("id")
          .where("domain_id", "=", id)
          .limit(1)
          .executeTakeFirst();
        const usedBySeries = await trx
          .selectFrom("campaign_series")
          .select("id")
          .where("domain_id", "=", id)
          .limit(1)
          .executeTakeFirst();
        if (used || usedBySeries) throw new AppError("ND1027", { field: "id" });
        await trx.deleteFrom("phishing_domains").where("id", "=", id).execute();
        await recordAudit(trx, admin(request), {
          action: "delete",
          entityType: "phishing_domains",
          entityId: id,
          companyId: null,
          before: { host: found.host },
        });
      });
      await campaigns.hosts.invalidate();
      return { records: { domainId: id } };
    },
  );
};
