import {
  records,
  serviceId,
  type TFederationAdmin,
  type TFederationInput,
  ZFederationAdmin,
  ZFederationInput,
  ZIdParam,
  ZOk,
} from "@wellguard/contract";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Insertable, Selectable, Transaction } from "kysely";
import { allowInsecureRequests, discovery } from "openid-client";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import type { CompanyFederationsTable, Database } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { uniqueViolation } from "../../lib/organisation/rules";
import { adminScope, assertInScope, notFound } from "../../lib/scope";
import type { Sealer } from "../../lib/sealed";
import { sessionOf } from "../../lib/session";
import { type FederationRow, loadFederation, sealContext, ssoUrls } from "./federation";
import {
  certificateSummary,
  fetchIdpMetadata,
  type IdpMetadata,
  newServiceProviderKeyPair,
  parseIdpMetadata,
} from "./saml";

/*
 * The federation admin API (docs/identity.md "Configuring single sign-on"): a platform or company admin sets a
 * company's single sign-on (OpenID Connect or SAML 2.0) and its host names. Secrets are sealed (lib/sealed.ts)
 * and never leave: the answer and the audit say only whether a client secret is set.
 */

const TAGS = ["admin identity"];
const security = [{ bearer: [] }];
const FEDERATION_SERVICE = serviceId("federation");
const DISCOVERY_TIMEOUT_SECONDS = 10;
const ZParams = z.object({ companyId: ZIdParam });

/** Only a loopback issuer (a provider on the same machine, as in tests) may be plain http. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");
}

/** https, or http on loopback; anything else is refused with ND1027 on `field`. */
function providerUrl(value: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError("ND1027", { field });
  }
  if (url.protocol !== "https:" && !isLoopbackHttp(url)) throw new AppError("ND1027", { field });
  return url;
}

/** Reads the issuer's discovery document: it must answer, be an OpenID provider, and name itself as the issuer. */
async function discoverIssuer(issuer: string, clientId: string, log: FastifyBaseLogger): Promise<void> {
  const url = providerUrl(issuer, "issuer");
  try {
    const configuration = await discovery(url, clientId, undefined, undefined, {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      ...(isLoopbackHttp(url) ? { execute: [allowInsecureRequests] } : {}),
    });
    const metadata = configuration.serverMetadata();
    if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
      throw new Error("the discovery document lacks the authorization, token or jwks endpoint");
    }
  } catch (error) {
    // The admin's log says why (never a secret: discovery sends none); the answer names the field.
    log.warn(
      { issuer: url.origin, reason: error instanceof Error ? error.message : String(error) },
      "federation admin: the issuer's OpenID discovery failed",
    );
    throw new AppError("ND1027", {
      field: "issuer",
      message: "The issuer did not answer as an OpenID provider",
    });
  }
}

/** The IdP's metadata from the XML or the URL given; neither keeps the stored one (a SAML row has it). */
async function idpMetadata(
  body: Extract<TFederationInput, { protocol: "saml" }>,
  existing: Selectable<CompanyFederationsTable> | undefined,
): Promise<{ parsed: IdpMetadata; xml: string | null; url: string | null }> {
  const xml = body.idpMetadataXml?.trim() ? body.idpMetadataXml : undefined;
  const url = body.idpMetadataUrl;
  if (xml !== undefined && url !== undefined) throw new AppError("ND1027", { field: "idpMetadataUrl" });
  if (xml !== undefined) return { parsed: parseIdpMetadata(xml), xml, url: null };
  if (url !== undefined) {
    providerUrl(url, "idpMetadataUrl");
    const fetched = await fetchIdpMetadata(url);
    try {
      // The address is kept, not the document: it is read again on each save.
      return { parsed: parseIdpMetadata(fetched), xml: null, url };
    } catch (error) {
      if (error instanceof AppError)
        throw new AppError("ND1027", { field: "idpMetadataUrl", message: error.message });
      throw error;
    }
  }
  // Neither: a later save of a SAML federation (hosts, matching, JIT) keeps the metadata it has.
  if (existing?.protocol === "saml" && existing.saml_idp_entity_id && existing.saml_idp_sso_url) {
    return {
      parsed: {
        entityId: existing.saml_idp_entity_id,
        ssoUrl: existing.saml_idp_sso_url,
        sloUrl: existing.saml_idp_slo_url,
        certificates: existing.saml_idp_certificates,
      },
      xml: existing.saml_idp_metadata_xml,
      url: existing.saml_idp_metadata_url,
    };
  }
  throw new AppError("ND1018", { field: "idpMetadataXml" });
}

/** A certificate's summary; one that does not read shows as such rather than failing the whole answer. */
function summary(pem: string) {
  try {
    return certificateSummary(pem);
  } catch {
    return { subject: "(unreadable certificate)", notAfter: "", fingerprint: "" };
  }
}

export function federationAdminView(
  config: Pick<Config, "publicUrl">,
  row: FederationRow,
  emailDomains: string[],
): TFederationAdmin {
  const urls = ssoUrls(config, row.company_id, row.hosts);
  return {
    companyId: row.company_id,
    protocol: row.protocol,
    enabled: row.enabled,
    matchClaim: row.match_claim,
    jitCreate: row.jit_create,
    jitDepartmentId: row.jit_department_id,
    hosts: row.hosts,
    emailDomains,
    startUrl: urls.start,
    oidc:
      row.protocol === "oidc"
        ? {
            issuer: row.oidc_issuer ?? "",
            clientId: row.oidc_client_id ?? "",
            clientSecretSet: row.oidc_client_secret_sealed !== null,
            scopes: row.oidc_scopes,
            redirectUri: urls.oidcCallback,
            postLogoutRedirectUri: urls.signedOut,
          }
        : null,
    saml:
      row.protocol === "saml"
        ? {
            idpEntityId: row.saml_idp_entity_id ?? "",
            idpSsoUrl: row.saml_idp_sso_url ?? "",
            idpSloUrl: row.saml_idp_slo_url,
            idpMetadataUrl: row.saml_idp_metadata_url,
            idpCertificates: row.saml_idp_certificates.map(summary),
            spEntityId: urls.spEntityId,
            spAcsUrl: urls.samlAcs,
            spSloUrl: urls.samlLogout,
            spMetadataUrl: urls.samlMetadata,
            spCertificate: summary(row.saml_sp_certificate ?? ""),
          }
        : null,
    lastFailure: row.last_failure,
    lastFailureAt: row.last_failure_at?.toISOString() ?? null,
  };
}

/** What the audit keeps of a federation: its settings, never a secret nor the whole metadata. */
function auditRecord(row: {
  protocol: string;
  enabled: boolean;
  matchClaim: string;
  jitCreate: boolean;
  jitDepartmentId: number | null;
  hosts: readonly string[];
  oidcIssuer: string | null;
  oidcClientId: string | null;
  clientSecretSet: boolean;
  oidcScopes: string | null;
  samlIdpEntityId: string | null;
  samlIdpMetadataUrl: string | null;
}): Record<string, unknown> {
  return { ...row, hosts: [...row.hosts] };
}

function auditOf(row: FederationRow): Record<string, unknown> {
  return auditRecord({
    protocol: row.protocol,
    enabled: row.enabled,
    matchClaim: row.match_claim,
    jitCreate: row.jit_create,
    jitDepartmentId: row.jit_department_id,
    hosts: row.hosts,
    oidcIssuer: row.oidc_issuer,
    oidcClientId: row.oidc_client_id,
    clientSecretSet: row.oidc_client_secret_sealed !== null,
    oidcScopes: row.protocol === "oidc" ? row.oidc_scopes : null,
    samlIdpEntityId: row.saml_idp_entity_id,
    samlIdpMetadataUrl: row.saml_idp_metadata_url,
  });
}

async function emailDomainsOf(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("company_domains")
    .select("domain")
    .where("company_id", "=", companyId)
    .orderBy("position")
    .orderBy("domain")
    .execute();
  return rows.map((r) => r.domain);
}

/** Host names lower-case and unique; none may be another company's, a phishing host, or the product's own. */
async function checkHosts(
  trx: Transaction<Database>,
  config: Pick<Config, "publicUrl">,
  companyId: number,
  hosts: readonly string[],
): Promise<string[]> {
  const list = [...new Set(hosts.map((h) => h.trim().toLowerCase()))];
  if (list.length === 0) return list;
  if (list.includes(new URL(config.publicUrl).hostname.toLowerCase()))
    throw new AppError("ND1026", { field: "hosts" });
  const taken = await trx
    .selectFrom("company_hosts")
    .select("host")
    .where("host", "in", list)
    .where("company_id", "<>", companyId)
    .executeTakeFirst();
  if (taken) throw new AppError("ND1026", { field: "hosts" });
  const phishing = await trx
    .selectFrom("phishing_domains")
    .select("host")
    .where("host", "in", list)
    .executeTakeFirst();
  if (phishing) throw new AppError("ND1026", { field: "hosts" });
  return list;
}

export const federationAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, guard } = deps;
  const adminGuard = guard({ profiles: ["ADMIN"] });
  const admin = (request: FastifyRequest) => ({ session: sessionOf(request), profile: "ADMIN" as const });

  /** A live company in the admin's scope (else 404, as an unknown id) that contracts federation (else NF1003). */
  async function scopedCompany(request: FastifyRequest, companyId: number): Promise<number> {
    assertInScope(await adminScope(db, sessionOf(request)), companyId, "companyId");
    const company = await db
      .selectFrom("companies")
      .select(["id", "services"])
      .where("id", "=", companyId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!company) throw notFound("companyId");
    if (!company.services.includes(FEDERATION_SERVICE)) throw new AppError("NF1003");
    return company.id;
  }

  async function view(companyId: number): Promise<TFederationAdmin | null> {
    const row = await loadFederation(db, companyId, { onlyEnabled: false });
    return row ? federationAdminView(config, row, await emailDomainsOf(db, companyId)) : null;
  }

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => adminGuard(request, reply);

  app.get(
    "/admin/identity/:companyId/federation",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: "A company's single sign-on settings, or null (ADMIN; the company contracts federation)",
        security,
        params: ZParams,
        response: { 200: records(ZFederationAdmin.nullable()) },
      },
    },
    async (request) => {
      const companyId = await scopedCompany(request, request.params.companyId);
      return { records: await view(companyId) };
    },
  );

  app.put(
    "/admin/identity/:companyId/federation",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary:
          "Sets a company's single sign-on: OpenID Connect (issuer discovered when saved) or SAML 2.0 (IdP metadata); ND1027 issuer/metadata, ND1018 clientSecret, ND1026 hosts, ND1030 department, ND1017 no SECRET_KEY",
        security,
        params: ZParams,
        body: ZFederationInput,
        response: { 200: records(ZFederationAdmin) },
      },
    },
    async (request) => {
      const companyId = await scopedCompany(request, request.params.companyId);
      const sealer = deps.sealer;
      if (!sealer) {
        request.log.error(
          { companyId },
          "federation admin: SECRET_KEY is missing, so single sign-on secrets cannot be sealed; set SECRET_KEY (README, Configuration)",
        );
        throw new AppError("ND1017", { message: "Single sign-on needs SECRET_KEY on the server" });
      }
      const body = request.body;
      const existing = await db
        .selectFrom("company_federations")
        .selectAll()
        .where("company_id", "=", companyId)
        .executeTakeFirst();
      if (body.jitDepartmentId !== null) {
        const department = await db
          .selectFrom("departments")
          .select("id")
          .where("id", "=", body.jitDepartmentId)
          .where("company_id", "=", companyId)
          .executeTakeFirst();
        if (!department) throw new AppError("ND1030", { field: "jitDepartmentId" });
      }
      const values = await protocolValues(body, existing, companyId, sealer, request.log);

      const saved = await db
        .transaction()
        .execute(async (trx) => {
          const before = await loadFederation(trx, companyId, { onlyEnabled: false });
          const hosts = await checkHosts(trx, config, companyId, body.hosts);
          const common = {
            protocol: body.protocol,
            enabled: body.enabled,
            match_claim: body.matchClaim,
            jit_create: body.jitCreate,
            jit_department_id: body.jitDepartmentId,
            ...values,
            updated_at: new Date(),
          } satisfies Partial<Insertable<CompanyFederationsTable>>;
          await trx
            .insertInto("company_federations")
            .values({ company_id: companyId, ...common })
            .onConflict((oc) => oc.column("company_id").doUpdateSet(common))
            .execute();
          await trx.deleteFrom("company_hosts").where("company_id", "=", companyId).execute();
          if (hosts.length > 0) {
            await trx
              .insertInto("company_hosts")
              .values(hosts.map((host, position) => ({ host, company_id: companyId, position })))
              .execute();
          }
          // Many places read federation_url as "this company signs in through single sign-on".
          await trx
            .updateTable("companies")
            .set({ federation_url: body.enabled ? ssoUrls(config, companyId, hosts).start : null })
            .where("id", "=", companyId)
            .execute();
          const after = await loadFederation(trx, companyId, { onlyEnabled: false });
          if (!after) throw notFound("companyId");
          await recordAudit(trx, admin(request), {
            action: before ? "update" : "create",
            entityType: "company_federations",
            entityId: companyId,
            companyId,
            before: before ? auditOf(before) : null,
            after: auditOf(after),
          });
          return after;
        })
        .catch((error: unknown) => {
          // Two admins saving the same host at once: the second loses on the primary key.
          if (uniqueViolation(error) === "company_hosts_pkey")
            throw new AppError("ND1026", { field: "hosts" });
          throw error;
        });
      request.log.info(
        { companyId, protocol: saved.protocol, enabled: saved.enabled, hosts: saved.hosts.length },
        "federation admin: single sign-on saved",
      );
      return { records: federationAdminView(config, saved, await emailDomainsOf(db, companyId)) };
    },
  );

  app.delete(
    "/admin/identity/:companyId/federation",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary:
          "Removes a company's single sign-on and host names: its people sign in with passwords again (running sessions end normally)",
        security,
        params: ZParams,
        response: { 200: records(ZOk) },
      },
    },
    async (request) => {
      const companyId = await scopedCompany(request, request.params.companyId);
      await db.transaction().execute(async (trx) => {
        const before = await loadFederation(trx, companyId, { onlyEnabled: false });
        await trx.deleteFrom("company_federations").where("company_id", "=", companyId).execute();
        await trx.deleteFrom("company_hosts").where("company_id", "=", companyId).execute();
        await trx
          .updateTable("companies")
          .set({ federation_url: null })
          .where("id", "=", companyId)
          .execute();
        if (before) {
          await recordAudit(trx, admin(request), {
            action: "delete",
            entityType: "company_federations",
            entityId: companyId,
            companyId,
            before: auditOf(before),
            after: null,
          });
        }
      });
      return { records: { result: "OK" as const } };
    },
  );
};

/** The protocol's columns for the save; the other protocol's are cleared, our SAML key pair is kept. */
async function protocolValues(
  body: TFederationInput,
  existing: Selectable<CompanyFederationsTable> | undefined,
  companyId: number,
  sealer: Sealer,
  log: FastifyBaseLogger,
): Promise<Partial<Insertable<CompanyFederationsTable>>> {
  const noSamlIdp = {
    saml_idp_metadata_xml: null,
    saml_idp_metadata_url: null,
    saml_idp_entity_id: null,
    saml_idp_sso_url: null,
    saml_idp_slo_url: null,
    saml_idp_certificates: [],
  };
  if (body.protocol === "oidc") {
    const storedSecret = existing?.protocol === "oidc" ? existing.oidc_client_secret_sealed : null;
    if (body.clientSecret === undefined && storedSecret === null) {
      throw new AppError("ND1018", { field: "clientSecret" });
    }
    await discoverIssuer(body.issuer, body.clientId, log);
    return {
      oidc_issuer: body.issuer,
      oidc_client_id: body.clientId,
      oidc_client_secret_sealed:
        body.clientSecret === undefined
          ? storedSecret
          : sealer.seal(body.clientSecret, sealContext.oidcClientSecret(companyId)),
      oidc_scopes: body.scopes,
      ...noSamlIdp,
    };
  }
  const metadata = await idpMetadata(body, existing);
  // The IdP trusts our certificate once registered: the pair is made once and kept on every later save.
  let spKey = existing?.saml_sp_private_key_sealed ?? null;
  let spCertificate = existing?.saml_sp_certificate ?? null;
  if (spKey === null || spCertificate === null) {
    const pair = newServiceProviderKeyPair(companyId);
    spKey = sealer.seal(pair.privateKeyPem, sealContext.samlSpPrivateKey(companyId));
    spCertificate = pair.certificatePem;
  }
  return {
    oidc_issuer: null,
    oidc_client_id: null,
    oidc_client_secret_sealed: null,
    saml_idp_metadata_xml: metadata.xml,
    saml_idp_metadata_url: metadata.url,
    saml_idp_entity_id: metadata.parsed.entityId,
    saml_idp_sso_url: metadata.parsed.ssoUrl,
    saml_idp_slo_url: metadata.parsed.sloUrl,
    saml_idp_certificates: metadata.parsed.certificates,
    saml_sp_private_key_sealed: spKey,
    saml_sp_certificate: spCertificate,
  };
}
