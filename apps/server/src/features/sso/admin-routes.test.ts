import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serviceId, type TFederationAdmin } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sealer } from "../../lib/sealed";
import { tokenHash } from "../../lib/secrets";
import {
  type ApiClient,
  type ApiResponse,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { startOidcProvider, type TestOidcProvider } from "../../test/oidc-provider";
import { addCompany, addDepartment, addPerson } from "../controller-stakeholders/test-fixtures";
import { sealContext } from "./federation";
import { certificatePem, newServiceProviderKeyPair } from "./saml";

/*
 * The federation admin API over HTTP (docs/identity.md "Configuring single sign-on"): OpenID Connect against a
 * real provider on loopback (oidc-provider), SAML with IdP metadata made at test start, every refusal, and the
 * secrets: sealed in the table, never in an answer nor in the audit.
 */

const SECRET_KEY = "test-only-secret-key-for-admin-tests-0123456789";
const CLIENT_SECRET = "test-client-secret-Zq8Jv3Lw9Xn2";
const ALL_SERVICES = Array.from({ length: 16 }, (_, i) => i + 1);
const FEDERATION = serviceId("federation");

type Answer = ApiResponse<{ records: TFederationAdmin }>;

/** IdP metadata as an identity provider publishes it, with a certificate made for this run (test key). */
function idpMetadataXml(entityId: string, certificate: string): string {
  const bare = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data><ds:X509Certificate>${bare}</ds:X509Certificate></ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/slo"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

describe.each(testDatabases())("the federation admin API (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let idp: TestOidcProvider;
  let metadataServer: Server;
  let metadataUrl: string;
  let admin: string;
  let otherAdmin: string;
  let employee: string;
  let alpha: number;
  let beta: number;
  let uncontracted: number;
  let alphaDepartment: number;
  let betaDepartment: number;
  const idpCertificate = newServiceProviderKeyPair(0).certificatePem;
  const metadata = idpMetadataXml("https://idp.example/metadata", idpCertificate);
  const sealer = new Sealer(SECRET_KEY);

  const path = (companyId: number) => `/api/v1/admin/identity/${companyId}/federation`;
  const oidcBody = (extra: Record<string, unknown> = {}) => ({
    protocol: "oidc",
    issuer: idp.issuer,
    clientId: "wellguard-alpha",
    clientSecret: CLIENT_SECRET,
    hosts: ["SSO.Alpha.test"],
    ...extra,
  });

  beforeAll(async () => {
    idp = await startOidcProvider({
      clients: [
        {
          clientId: "wellguard-alpha",
          clientSecret: CLIENT_SECRET,
          redirectUris: ["http://wellguard.test/cb"],
        },
      ],
    });
    metadataServer = createServer((request, response) => {
      if (request.url === "/metadata.xml") {
        response.writeHead(200, { "content-type": "application/samlmetadata+xml" }).end(metadata);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => metadataServer.listen(0, "127.0.0.1", resolve));
    metadataUrl = `http://127.0.0.1:${(metadataServer.address() as AddressInfo).port}/metadata.xml`;

    server = await startTestServer(kind, { secretKey: SECRET_KEY }, { captureLogs: true });
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
    employee = await api.token("employee");
    alpha = await addCompany(server.db, {
      name: "Alpha SSO",
      domain: "alpha-sso.test",
      services: ALL_SERVICES,
    });
    beta = await addCompany(server.db, { name: "Beta SSO", domain: "beta-sso.test", services: ALL_SERVICES });
    uncontracted = await addCompany(server.db, {
      name: "No SSO",
      domain: "no-sso.test",
      services: ALL_SERVICES.filter((s) => s !== FEDERATION),
    });
    const other = await addCompany(server.db, {
      name: "Other",
      domain: "other-sso.test",
      services: ALL_SERVICES,
    });
    alphaDepartment = await addDepartment(server.db, alpha, "Newcomers");
    betaDepartment = await addDepartment(server.db, beta, "Beta people");
    await addPerson(server.db, {
      companyId: other,
      login: "other-admin",
      name: "Other",
      surname: "Admin",
      profiles: [["ADMIN", other]],
      canSignIn: true,
    });
    otherAdmin = await api.token("other-admin");
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
    await new Promise((resolve) => metadataServer?.close(resolve));
  });

  it("answers null before any federation is set", async () => {
    const res = await api.get(path(alpha), admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ records: null });
  });

  it("requires the client secret the first time (ND1018 clientSecret)", async () => {
    const { clientSecret: _, ...body } = oidcBody();
    const res = await api.put(path(alpha), body, admin);
    expect(res.status).toBe(412);
    expect(codeOf(res)).toBe("ND1018");
    expect((res.body as { records: { field?: string } }).records.field).toBe("clientSecret");
  });

  it("sets OpenID Connect after reading the issuer's discovery, the secret sealed and never shown", async () => {
    const res: Answer = await api.put(
      path(alpha),
      oidcBody({ jitCreate: true, jitDepartmentId: alphaDepartment }),
      admin,
    );
    expect(res.status).toBe(200);
    const start = `http://sso.alpha.test/api/v1/sso/${alpha}/start`;
    expect(res.body.records).toMatchObject({
      companyId: alpha,
      protocol: "oidc",
      enabled: true,
      matchClaim: "email",
      jitCreate: true,
      jitDepartmentId: alphaDepartment,
      hosts: ["sso.alpha.test"],
      emailDomains: ["alpha-sso.test"],
      startUrl: start,
      oidc: {
        issuer: idp.issuer,
        clientId: "wellguard-alpha",
        clientSecretSet: true,
        scopes: "openid email profile",
        redirectUri: `http://sso.alpha.test/api/v1/sso/${alpha}/oidc/callback`,
        postLogoutRedirectUri: "http://sso.alpha.test/federation/signed-out",
      },
      saml: null,
      lastFailure: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(CLIENT_SECRET);

    const row = await server.db
      .selectFrom("company_federations")
      .selectAll()
      .where("company_id", "=", alpha)
      .executeTakeFirstOrThrow();
    expect(row.oidc_client_secret_sealed).not.toContain(CLIENT_SECRET);
    expect(sealer.open(row.oidc_client_secret_sealed ?? "", sealContext.oidcClientSecret(alpha))).toBe(
      CLIENT_SECRET,
    );
    const company = await server.db
      .selectFrom("companies")
      .select("federation_url")
      .where("id", "=", alpha)
      .executeTakeFirstOrThrow();
    expect(company.federation_url).toBe(start);
    const hosts = await server.db
      .selectFrom("company_hosts")
      .selectAll()
      .where("company_id", "=", alpha)
      .execute();
    expect(hosts.map((h) => h.host)).toEqual(["sso.alpha.test"]);

    const read = await api.get(path(alpha), admin);
    expect(read.body).toEqual(res.body);
  });

  it("keeps the stored secret when a later save leaves it out, and audits without it", async () => {
    const before = await server.db
      .selectFrom("company_federations")
      .select("oidc_client_secret_sealed")
      .where("company_id", "=", alpha)
      .executeTakeFirstOrThrow();
    const { clientSecret: _, ...body } = oidcBody({ matchClaim: "login" });
    const res: Answer = await api.put(path(alpha), body, admin);
    expect(res.status).toBe(200);
    expect(res.body.records.matchClaim).toBe("login");
    expect(res.body.records.oidc?.clientSecretSet).toBe(true);
    const after = await server.db
      .selectFrom("company_federations")
      .select("oidc_client_secret_sealed")
      .where("company_id", "=", alpha)
      .executeTakeFirstOrThrow();
    expect(after.oidc_client_secret_sealed).toBe(before.oidc_client_secret_sealed);

    const audit = await server.db
      .selectFrom("audit_events")
      .select(["action", "before", "after", "actor_profile"])
      .where("entity_type", "=", "company_federations")
      .where("entity_id", "=", alpha)
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "update"]);
    const text = JSON.stringify(audit);
    expect(text).not.toContain(CLIENT_SECRET);
    expect(text).not.toContain(before.oidc_client_secret_sealed ?? "-");
    expect(audit[1]?.after).toMatchObject({ clientSecretSet: true, matchClaim: "login" });
    expect(server.logs.join("\n")).not.toContain(CLIENT_SECRET);
  });

  it.each([
    ["plain http off loopback", "http://idp.example.com"],
    ["an unreachable issuer", "http://127.0.0.1:1"],
  ])("refuses %s with ND1027 issuer", async (_, issuer) => {
    const res = await api.put(path(beta), oidcBody({ issuer, hosts: [] }), admin);
    expect(res.status).toBe(412);
    expect(codeOf(res)).toBe("ND1027");
    expect((res.body as { records: { field?: string } }).records.field).toBe("issuer");
  });

  it("refuses an issuer that is not an OpenID provider with ND1027 issuer, and logs which check failed", async () => {
    const res = await api.put(path(beta), oidcBody({ issuer: server.baseUrl, hosts: [] }), admin);
    expect(res.status).toBe(412);
    expect(codeOf(res)).toBe("ND1027");
    expect((res.body as { records: { field?: string } }).records.field).toBe("issuer");
    expect(server.logs.some((line) => line.includes("OpenID discovery failed"))).toBe(true);
    const row = await server.db
      .selectFrom("company_federations")
      .select("company_id")
      .where("company_id", "=", beta)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("refuses a host of another company, the product's own host and a phishing host with ND1026 hosts", async () => {
    const phishing = await api.post(
      "/api/v1/admin/phishing-domains",
      { host: "login.lure.test", mailDomain: "lure.test", allCompanies: true },
      admin,
    );
    expect(phishing.status).toBe(200);
    for (const host of ["sso.alpha.test", "wellguard.test", "login.lure.test"]) {
      const res = await api.put(path(beta), oidcBody({ hosts: ["sso.beta.test", host] }), admin);
      expect(res.status, host).toBe(412);
      expect(codeOf(res)).toBe("ND1026");
      expect((res.body as { records: { field?: string } }).records.field).toBe("hosts");
    }
  });

  it("refuses a just-in-time department of another company with ND1030", async () => {
    const res = await api.put(path(alpha), oidcBody({ jitDepartmentId: betaDepartment }), admin);
    expect(res.status).toBe(412);
    expect(codeOf(res)).toBe("ND1030");
  });

  it("refuses a company that does not contract federation with NF1003", async () => {
    for (const res of [
      await api.get(path(uncontracted), admin),
      await api.put(path(uncontracted), oidcBody({ hosts: [] }), admin),
      await api.call("DELETE", path(uncontracted), { token: admin }),
    ]) {
      expect(res.status).toBe(403);
      expect(codeOf(res)).toBe("NF1003");
    }
  });

  it("answers 404 to an admin of another company and 403 to an employee", async () => {
    for (const res of [
      await api.get(path(alpha), otherAdmin),
      await api.put(path(alpha), oidcBody(), otherAdmin),
      await api.call("DELETE", path(alpha), { token: otherAdmin }),
    ]) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("alpha");
    }
    const user = await api.get(path(alpha), employee);
    expect(user.status).toBe(403);
    expect(codeOf(user)).toBe("NF1002");
  });

  describe("SAML", () => {
    it("requires the IdP metadata (ND1018 idpMetadataXml) and refuses XML that is not IdP metadata (ND1027)", async () => {
      const none = await api.put(path(beta), { protocol: "saml", hosts: [] }, admin);
      expect(none.status).toBe(412);
      expect(codeOf(none)).toBe("ND1018");
      expect((none.body as { records: { field?: string } }).records.field).toBe("idpMetadataXml");
      for (const xml of [
        "<not-metadata/>",
        "not xml at all",
        metadata.replace(/<ds:X509Data>.*<\/ds:X509Data>/s, ""),
      ]) {
        const res = await api.put(path(beta), { protocol: "saml", idpMetadataXml: xml, hosts: [] }, admin);
        expect(res.status).toBe(412);
        expect(codeOf(res)).toBe("ND1027");
        expect((res.body as { records: { field?: string } }).records.field).toBe("idpMetadataXml");
      }
      const both = await api.put(
        path(beta),
        { protocol: "saml", idpMetadataXml: metadata, idpMetadataUrl: metadataUrl, hosts: [] },
        admin,
      );
      expect(codeOf(both)).toBe("ND1027");
    });

    it("sets SAML from pasted metadata, makes our key pair once and keeps it on later saves", async () => {
      const res: Answer = await api.put(
        path(beta),
        { protocol: "saml", idpMetadataXml: metadata, hosts: ["sso.beta.test"] },
        admin,
      );
      expect(res.status).toBe(200);
      const saml = res.body.records.saml;
      expect(res.body.records.oidc).toBeNull();
      expect(saml).toMatchObject({
        idpEntityId: "https://idp.example/metadata",
        idpSsoUrl: "https://idp.example/sso",
        idpSloUrl: "https://idp.example/slo",
        idpMetadataUrl: null,
        spEntityId: `http://wellguard.test/api/v1/sso/${beta}/saml/metadata`,
        spAcsUrl: `http://sso.beta.test/api/v1/sso/${beta}/saml/acs`,
        spSloUrl: `http://sso.beta.test/api/v1/sso/${beta}/saml/logout`,
        spMetadataUrl: `http://sso.beta.test/api/v1/sso/${beta}/saml/metadata`,
      });
      const { X509Certificate } = await import("node:crypto");
      expect(saml?.idpCertificates).toEqual([
        expect.objectContaining({
          fingerprint: new X509Certificate(certificatePem(idpCertificate)).fingerprint256,
        }),
      ]);
      expect(saml?.spCertificate.subject).toContain(`company ${beta}`);

      const row = await server.db
        .selectFrom("company_federations")
        .selectAll()
        .where("company_id", "=", beta)
        .executeTakeFirstOrThrow();
      expect(row.saml_sp_private_key_sealed).not.toContain("PRIVATE KEY");
      expect(sealer.open(row.saml_sp_private_key_sealed ?? "", sealContext.samlSpPrivateKey(beta))).toContain(
        "PRIVATE KEY",
      );
      expect(JSON.stringify(res.body)).not.toContain("PRIVATE KEY");

      // A later save without metadata (hosts changed) keeps the IdP; one with the metadata URL reads it there.
      const again: Answer = await api.put(
        path(beta),
        { protocol: "saml", hosts: ["login.beta.test"] },
        admin,
      );
      expect(again.status).toBe(200);
      expect(again.body.records.saml?.idpEntityId).toBe("https://idp.example/metadata");
      expect(again.body.records.saml?.spCertificate).toEqual(saml?.spCertificate);
      const byUrl: Answer = await api.put(
        path(beta),
        { protocol: "saml", idpMetadataUrl: metadataUrl, hosts: ["login.beta.test"] },
        admin,
      );
      expect(byUrl.status).toBe(200);
      expect(byUrl.body.records.saml?.idpMetadataUrl).toBe(metadataUrl);
      expect(byUrl.body.records.saml?.spCertificate).toEqual(saml?.spCertificate);
      const after = await server.db
        .selectFrom("company_federations")
        .select("saml_sp_private_key_sealed")
        .where("company_id", "=", beta)
        .executeTakeFirstOrThrow();
      expect(after.saml_sp_private_key_sealed).toBe(row.saml_sp_private_key_sealed);
      const audit = await server.db
        .selectFrom("audit_events")
        .select(["before", "after"])
        .where("entity_type", "=", "company_federations")
        .execute();
      expect(JSON.stringify(audit)).not.toContain("PRIVATE KEY");
      expect(JSON.stringify(audit)).not.toContain(after.saml_sp_private_key_sealed ?? "-");
    });

    it("refuses a metadata URL that does not answer with ND1027 idpMetadataUrl", async () => {
      const res = await api.put(
        path(beta),
        { protocol: "saml", idpMetadataUrl: metadataUrl.replace("metadata.xml", "missing.xml"), hosts: [] },
        admin,
      );
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1027");
      expect((res.body as { records: { field?: string } }).records.field).toBe("idpMetadataUrl");
    });
  });

  it("switched off, the federation keeps its settings but the company is no longer federated", async () => {
    const { clientSecret: _, ...body } = oidcBody({ enabled: false });
    const res: Answer = await api.put(path(alpha), body, admin);
    expect(res.status).toBe(200);
    expect(res.body.records.enabled).toBe(false);
    const company = await server.db
      .selectFrom("companies")
      .select("federation_url")
      .where("id", "=", alpha)
      .executeTakeFirstOrThrow();
    expect(company.federation_url).toBeNull();
    const check = await api.get("/api/v1/auth/federation?host=sso.alpha.test");
    expect(check.body).toEqual({ records: { federated: false, url: null } });
  });

  it("removes the federation and its hosts; running single sign-on sessions stay until they end", async () => {
    const personId = await addPerson(server.db, {
      companyId: alpha,
      login: "alpha-sso-person",
      name: "A",
      surname: "P",
    });
    const session = await server.db
      .insertInto("sessions")
      .values({
        token_hash: tokenHash("alpha-sso-session-token-0001"),
        person_id: personId,
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto("sso_sessions")
      .values({ session_id: session.id, company_id: alpha, protocol: "oidc" })
      .execute();

    const res = await api.call("DELETE", path(alpha), { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ records: { result: "OK" } });
    expect((await api.get(path(alpha), admin)).body).toEqual({ records: null });
    const company = await server.db
      .selectFrom("companies")
      .select("federation_url")
      .where("id", "=", alpha)
      .executeTakeFirstOrThrow();
    expect(company.federation_url).toBeNull();
    const hosts = await server.db
      .selectFrom("company_hosts")
      .select("host")
      .where("company_id", "=", alpha)
      .execute();
    expect(hosts).toEqual([]);
    const kept = await server.db
      .selectFrom("sso_sessions")
      .select("session_id")
      .where("company_id", "=", alpha)
      .execute();
    expect(kept).toEqual([{ session_id: session.id }]);
    const audit = await server.db
      .selectFrom("audit_events")
      .select("action")
      .where("entity_type", "=", "company_federations")
      .where("entity_id", "=", alpha)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("delete");
    // Removing it again is harmless.
    expect((await api.call("DELETE", path(alpha), { token: admin })).status).toBe(200);
  });

  describe("without SECRET_KEY", () => {
    let keyless: TestServer;
    beforeAll(async () => {
      keyless = await startTestServer(kind, {}, { captureLogs: true });
    });
    afterAll(() => keyless?.close());

    it("refuses to set a federation with ND1017 and logs that SECRET_KEY is missing", async () => {
      const client = apiClient(keyless.baseUrl);
      const token = await client.token("admin");
      const demo = await keyless.db
        .selectFrom("companies")
        .select("id")
        .where("name", "=", "Demo Corp")
        .executeTakeFirstOrThrow();
      const res = await client.put(path(demo.id), oidcBody({ hosts: [] }), token);
      expect(res.status).toBe(500);
      expect(codeOf(res)).toBe("ND1017");
      expect(keyless.logs.some((line) => line.includes("SECRET_KEY is missing"))).toBe(true);
      expect((await client.get(path(demo.id), token)).body).toEqual({ records: null });
    });
  });
});
