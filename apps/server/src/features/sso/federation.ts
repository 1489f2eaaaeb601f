import { serviceId } from "@wellguard/contract";
import type { Kysely, Selectable } from "kysely";
import { sql } from "kysely";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import type { CompanyFederationsTable, Database } from "../../db/schema";

/** A company's federation as stored, with its host names; secrets are still sealed. */
export type FederationRow = Selectable<CompanyFederationsTable> & { hosts: string[] };

const FEDERATION_SERVICE = serviceId("federation");

/**
 * The federation of a live company that contracts the federation service, or undefined. `onlyEnabled` (the
 * default) also leaves out a federation the admin switched off: sign-ins use it, the admin form does not.
 */
export async function loadFederation(
  db: Db,
  companyId: number,
  { onlyEnabled = true }: { onlyEnabled?: boolean } = {},
): Promise<FederationRow | undefined> {
  const row = await db
    .selectFrom("company_federations as f")
    .innerJoin("companies as c", "c.id", "f.company_id")
    .selectAll("f")
    .select(
      sql<string[]>`coalesce((select array_agg(h.host order by h.position, h.host) from company_hosts h
        where h.company_id = f.company_id), '{}')`.as("hosts"),
    )
    .where("f.company_id", "=", companyId)
    .where("c.deleted_at", "is", null)
    .where(sql<boolean>`${FEDERATION_SERVICE} = any(c.services)`)
    .$if(onlyEnabled, (q) => q.where("f.enabled", "=", true))
    .executeTakeFirst();
  return row;
}

/**
 * The origin a company's sign-ins run on: its first host name, with the scheme and port of PUBLIC_URL
 * (https://acme.wellguard.example when PUBLIC_URL is https://wellguard.example), else PUBLIC_URL itself. The
 * token handed over at the end is stored by the browser for this origin, so the whole round trip stays on it.
 */
export function companyOrigin(config: Pick<Config, "publicUrl">, hosts: readonly string[]): string {
  const base = new URL(config.publicUrl);
  const host = hosts[0];
  if (!host) return base.origin;
  base.hostname = host;
  return base.origin;
}

/** Every address of a company's single sign-on, as registered at its provider and shown to the admin. */
export function ssoUrls(config: Pick<Config, "publicUrl">, companyId: number, hosts: readonly string[]) {
  const origin = companyOrigin(config, hosts);
  const api = `${origin}/api/v1/sso/${companyId}`;
  return {
    origin,
    start: `${api}/start`,
    oidcCallback: `${api}/oidc/callback`,
    samlAcs: `${api}/saml/acs`,
    samlLogout: `${api}/saml/logout`,
    samlMetadata: `${api}/saml/metadata`,
    // The entity id stays the same when the company's hosts change (an IdP keys its trust on it).
    spEntityId: `${config.publicUrl}/api/v1/sso/${companyId}/saml/metadata`,
    signedOut: `${origin}/federation/signed-out`,
    notFound: `${origin}/federation/not-found`,
    /** The autologin page; the token goes in the fragment, which no server or log sees. */
    tokenPage: (token: string) => `${origin}/token/#token=${encodeURIComponent(token)}`,
    errorPage: (reason: string) => `${origin}/federation/error?reason=${encodeURIComponent(reason)}`,
  };
}

/** Where sealed values live, so a sealed value copied to another company's row does not open there. */
export const sealContext = {
  oidcClientSecret: (companyId: number) => `company_federations.oidc_client_secret:${companyId}`,
  samlSpPrivateKey: (companyId: number) => `company_federations.saml_sp_private_key:${companyId}`,
  idToken: (sessionId: number) => `sso_sessions.id_token:${sessionId}`,
};

/**
 * Sets companies.federation_url, read in many places as "this company signs in through single sign-on", from what
 * decides it: an enabled federation and the federation service contracted. Called when either changes.
 */
export async function syncFederationUrls(
  trx: Kysely<Database>,
  config: Pick<Config, "publicUrl">,
  companyIds: readonly number[],
): Promise<void> {
  if (companyIds.length === 0) return;
  const rows = await trx
    .selectFrom("companies as c")
    .leftJoin("company_federations as f", "f.company_id", "c.id")
    .select([
      "c.id",
      "c.federation_url",
      "f.enabled",
      sql<boolean>`${FEDERATION_SERVICE} = any(c.services)`.as("contracted"),
      sql<string[]>`coalesce((select array_agg(h.host order by h.position, h.host) from company_hosts h
        where h.company_id = c.id), '{}')`.as("hosts"),
    ])
    .where("c.id", "in", [...companyIds])
    .execute();
  for (const row of rows) {
    const url = row.enabled && row.contracted ? ssoUrls(config, row.id, row.hosts).start : null;
    if (url !== row.federation_url) {
      await trx.updateTable("companies").set({ federation_url: url }).where("id", "=", row.id).execute();
    }
  }
}
