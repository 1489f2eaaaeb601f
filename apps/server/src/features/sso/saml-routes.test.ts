import { inflateRawSync } from "node:zlib";
import type { FederationFailure } from "@wellguard/contract";
import { DOMParser } from "@xmldom/xmldom";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sealer } from "../../lib/sealed";
import {
  type ApiClient,
  apiClient,
  base64,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { postedForm, TestIdp } from "../../test/saml-idp";
import { sealContext } from "./federation";
import { certificateSummary, newServiceProviderKeyPair, parseIdpMetadata } from "./saml";
import { expectRefusedSignIn, SSO_TEST_PUBLIC, tokenOf } from "./test-fixtures";

/*
 * SAML 2.0 sign-in over HTTP (docs/identity.md "SAML"): the product's /sso routes against a real IdP (samlify on
 * loopback) that checks our signed AuthnRequest and answers with a signed Response in an auto-posting form; the
 * browser's steps are followed by hand. The IdP also forges what a correct one never sends, and each refusal is
 * checked twice: the reason on the error page, and what the admin's form reads (last_failure).
 */

const SECRET_KEY = "test-only-secret-key-for-saml-tests-0123456789";
const PUBLIC = SSO_TEST_PUBLIC;
const ALL_SERVICES = Array.from({ length: 16 }, (_, i) => i + 1);
const SKEW_MS = 120_000;
const MINUTE = 60_000;

interface Company {
  id: number;
  idp: TestIdp;
  spEntityId: string;
}

describe.each(testDatabases())("SAML sign-in (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let idpA: TestIdp;
  let idpB: TestIdp;
  let alpha: Company;
  let beta: Company;
  let plain: number;
  const sealer = new Sealer(SECRET_KEY);
  const posted: string[] = [];

  async function addCompany(name: string): Promise<number> {
    const row = await server.db
      .insertInto("companies")
      .values({
        name,
        domain: `${name}.test`,
        fiscal_code: null,
        logo: null,
        federation_url: null,
        parent_company_id: null,
        services: ALL_SERVICES,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function addPerson(companyId: number, login: string, email: string): Promise<number> {
    const row = await server.db
      .insertInto("people")
      .values({
        company_id: companyId,
        department_id: null,
        name: login,
        email,
        login,
        user_code: null,
        locale: null,
        avatar: null,
        password_hash: null,
        password_changed_at: null,
        services: null,
        deleted_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto("person_profiles")
      .values({ person_id: row.id, profile: "USER", company_id: null })
      .execute();
    return row.id;
  }

  /** The federation row as the admin API would store it: the IdP's metadata read, our key pair sealed. */
  async function addFederation(companyId: number, idp: TestIdp): Promise<Company> {
    const metadata = idp.metadataXml();
    const parsed = parseIdpMetadata(metadata);
    const pair = newServiceProviderKeyPair(companyId);
    await server.db
      .insertInto("company_federations")
      .values({
        company_id: companyId,
        protocol: "saml",
        match_claim: "email",
        jit_department_id: null,
        saml_idp_metadata_xml: metadata,
        saml_idp_entity_id: parsed.entityId,
        saml_idp_sso_url: parsed.ssoUrl,
        saml_idp_slo_url: parsed.sloUrl,
        saml_idp_certificates: parsed.certificates,
        saml_sp_private_key_sealed: sealer.seal(pair.privateKeyPem, sealContext.samlSpPrivateKey(companyId)),
        saml_sp_certificate: pair.certificatePem,
      })
      .execute();
    return { id: companyId, idp, spEntityId: `${PUBLIC}/api/v1/sso/${companyId}/saml/metadata` };
  }

  const acsOf = (id: number) => `${PUBLIC}/api/v1/sso/${id}/saml/acs`;
  /** The product answers with PUBLIC_URL addresses; the test reaches them on the server's real port. */
  const local = (url: string) => {
    const u = new URL(url);
    return `${server.baseUrl}${u.pathname}${u.search}`;
  };

  async function visit(url: string): Promise<{ status: number; location: string; body: string }> {
    const res = await fetch(url, { redirect: "manual" });
    return { status: res.status, location: res.headers.get("location") ?? "", body: await res.text() };
  }

  /** POSTs a form to a company's ACS as the browser would; the 303's location. */
  async function postAcs(
    companyId: number,
    fields: Record<string, string>,
    contentType = "application/x-www-form-urlencoded",
  ): Promise<string> {
    if (fields.SAMLResponse) posted.push(fields.SAMLResponse);
    const res = await fetch(`${server.baseUrl}/api/v1/sso/${companyId}/saml/acs`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": contentType },
      body: contentType.includes("json") ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
    const text = await res.text();
    expect(res.status, text.slice(0, 200)).toBe(303);
    return res.headers.get("location") ?? "";
  }

  /** GET /sso/:id/start: the IdP's URL with our AuthnRequest, and that request's id. */
  async function newRequest(companyId: number): Promise<{ location: string; id: string }> {
    const started = await visit(`${server.baseUrl}/api/v1/sso/${companyId}/start`);
    expect(started.status, started.location).toBe(302);
    const query = new URL(started.location).searchParams;
    expect(query.get("SigAlg")).toBe("http://www.w3.org/2001/04/xmldsig-more#rsa-sha256");
    expect(query.get("Signature")).toBeTruthy();
    const xml = inflateRawSync(Buffer.from(query.get("SAMLRequest") ?? "", "base64")).toString("utf8");
    const id = /\bID="([^"]+)"/.exec(xml)?.[1];
    if (!id) throw new Error("no request id");
    return { location: started.location, id };
  }

  /** The whole round trip for the IdP's current user: where the ACS sends the browser. */
  async function signIn(company: Company): Promise<string> {
    const { location } = await newRequest(company.id);
    expect(location.startsWith(`${company.idp.baseUrl}/sso?`)).toBe(true);
    const page = await visit(location);
    expect(page.status, page.body).toBe(200);
    const form = postedForm(page.body);
    expect(form.action).toBe(acsOf(company.id));
    return postAcs(company.id, { SAMLResponse: form.SAMLResponse, RelayState: form.RelayState ?? "" });
  }

  const expectRefused = (companyId: number, location: string, reason: FederationFailure) =>
    expectRefusedSignIn(server.db, companyId, location, reason);

  /** Forges an answer of `company`'s IdP to a fresh request of ours, posts it, expects the refusal. */
  async function refusedAnswer(
    options: Parameters<TestIdp["forge"]>[2],
    reason: FederationFailure,
    company = alpha,
  ): Promise<void> {
    const { id } = await newRequest(company.id);
    const response = await company.idp.forge(company.spEntityId, id, options);
    await expectRefused(company.id, await postAcs(company.id, { SAMLResponse: response }), reason);
  }

  const infoOf = (token: string) =>
    api.get<{ records: { login: string; stakeholderCompanyId: number } }>("/api/v1/auth/info", token);

  beforeAll(async () => {
    server = await startTestServer(kind, { secretKey: SECRET_KEY }, { captureLogs: true });
    api = apiClient(server.baseUrl);
    idpA = await TestIdp.start("samlalpha");
    idpB = await TestIdp.start("samlbeta");
    alpha = await addFederation(await addCompany("samlalpha"), idpA);
    beta = await addFederation(await addCompany("samlbeta"), idpB);
    plain = await addCompany("samlplain");
    await addPerson(alpha.id, "ann.alpha", "ann@samlalpha.test");
    await addPerson(beta.id, "bob.beta", "bob@samlbeta.test");
    // Each IdP is given our SP's metadata, as an admin does; B's IdP also knows A's SP (a confused IdP).
    for (const company of [alpha, beta]) {
      const res = await visit(`${server.baseUrl}/api/v1/sso/${company.id}/saml/metadata`);
      company.idp.trust(res.body);
    }
    idpB.trust((await visit(`${server.baseUrl}/api/v1/sso/${alpha.id}/saml/metadata`)).body);
    idpA.user = {
      nameId: "Ann@SamlAlpha.test",
      sessionIndex: "_session-ann-1",
      attributes: { givenName: "Ann", uid: "ann" },
    };
    idpB.user = { nameId: "bob@samlbeta.test" };
  }, 120_000);
  afterAll(async () => {
    await idpA?.close();
    await idpB?.close();
    await server?.close();
  });

  it("serves our SP metadata: entity id, ACS (POST), logout, signing certificate, signed requests", async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/sso/${alpha.id}/saml/metadata`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/samlmetadata+xml");
    const doc = new DOMParser().parseFromString(await res.text(), "text/xml");
    const root = doc.documentElement;
    expect(root?.getAttribute("entityID")).toBe(alpha.spEntityId);
    const sp = doc.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:metadata", "SPSSODescriptor")[0];
    expect(sp?.getAttribute("AuthnRequestsSigned")).toBe("true");
    expect(sp?.getAttribute("WantAssertionsSigned")).toBe("true");
    const acs = doc.getElementsByTagNameNS(
      "urn:oasis:names:tc:SAML:2.0:metadata",
      "AssertionConsumerService",
    )[0];
    expect(acs?.getAttribute("Location")).toBe(acsOf(alpha.id));
    expect(acs?.getAttribute("Binding")).toBe("urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST");
    const slo = doc.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:metadata", "SingleLogoutService")[0];
    expect(slo?.getAttribute("Location")).toBe(`${PUBLIC}/api/v1/sso/${alpha.id}/saml/logout`);
    const cert = doc.getElementsByTagNameNS("http://www.w3.org/2000/09/xmldsig#", "X509Certificate")[0];
    const stored = await server.db
      .selectFrom("company_federations")
      .select("saml_sp_certificate")
      .where("company_id", "=", alpha.id)
      .executeTakeFirstOrThrow();
    expect(certificateSummary(cert?.textContent ?? "")).toEqual(
      certificateSummary(stored.saml_sp_certificate ?? ""),
    );
  });

  it("answers 404 for the metadata of a company without SAML", async () => {
    for (const id of [plain, 999_999]) {
      const res = await fetch(`${server.baseUrl}/api/v1/sso/${id}/saml/metadata`);
      expect(res.status).toBe(404);
    }
  });

  it("signs a person in: start, the IdP (which checks our signature), the posted answer, the token page", async () => {
    const location = await signIn(alpha);
    const token = tokenOf(location);
    const info = await infoOf(token);
    expect(info.status).toBe(200);
    expect(info.body.records.login).toBe("ann.alpha");
    expect(info.body.records.stakeholderCompanyId).toBe(alpha.id);
    const sso = await server.db
      .selectFrom("sso_sessions")
      .select(["protocol", "company_id", "name_id", "name_id_format", "session_index"])
      .orderBy("session_id", "desc")
      .executeTakeFirstOrThrow();
    expect(sso).toEqual({
      protocol: "saml",
      company_id: alpha.id,
      name_id: "Ann@SamlAlpha.test",
      name_id_format: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
      session_index: "_session-ann-1",
    });
    // The request was answered: its state is gone, the assertion id is kept.
    const states = await server.db
      .selectFrom("sso_login_states")
      .select("id")
      .where("company_id", "=", alpha.id)
      .execute();
    expect(states).toEqual([]);
    const used = await server.db
      .selectFrom("sso_used_assertions")
      .select("expires_at")
      .where("company_id", "=", alpha.id)
      .execute();
    expect(used.length).toBeGreaterThan(0);
  });

  it("sends someone the company does not have to /federation/not-found", async () => {
    const { id } = await newRequest(alpha.id);
    const response = await idpA.forge(alpha.spEntityId, id, { user: { nameId: "stranger@samlalpha.test" } });
    expect(await postAcs(alpha.id, { SAMLResponse: response })).toBe(`${PUBLIC}/federation/not-found`);
  });

  it("refuses an answer whose signed assertion was changed (one byte)", async () => {
    await refusedAnswer({ tamper: true }, "signature");
  });

  it("accepts an answer whose Response alone is signed (not its assertion)", async () => {
    const { id } = await newRequest(alpha.id);
    const response = await idpA.forge(alpha.spEntityId, id, { sign: "response" });
    const xml = Buffer.from(response, "base64").toString("utf8");
    // One signature, on the Response (its reference is the Response's id).
    expect(xml.match(/<ds:Signature[\s>]/g)).toHaveLength(1);
    expect(/<samlp:Response[^>]*ID="([^"]+)"/.exec(xml)?.[1]).toBe(
      /<ds:Reference URI="#([^"]+)"/.exec(xml)?.[1],
    );
    expect(await infoOf(tokenOf(await postAcs(alpha.id, { SAMLResponse: response })))).toMatchObject({
      status: 200,
    });
  });

  it("refuses an unsigned answer", async () => {
    await refusedAnswer({ sign: false }, "signature");
  });

  it("refuses an assertion signed with the IdP's key but issued in another name", async () => {
    await refusedAnswer({ issuer: "https://idp.someone-else.example/saml" }, "signature");
  });

  it("refuses an answer for another service provider (audience)", async () => {
    await refusedAnswer({ audience: "https://other-sp.example/metadata" }, "audience");
  });

  it("refuses an expired answer (NotOnOrAfter past, beyond the allowed skew)", async () => {
    const now = Date.now();
    await refusedAnswer(
      { notBefore: new Date(now - 10 * MINUTE), notOnOrAfter: new Date(now - SKEW_MS - MINUTE) },
      "expired",
    );
  });

  it("refuses an answer not yet valid (NotBefore ahead, beyond the allowed skew)", async () => {
    const now = Date.now();
    await refusedAnswer(
      { notBefore: new Date(now + SKEW_MS + 2 * MINUTE), notOnOrAfter: new Date(now + 10 * MINUTE) },
      "expired",
    );
  });

  it("accepts an answer within the allowed skew", async () => {
    const now = Date.now();
    const { id } = await newRequest(alpha.id);
    const response = await idpA.forge(alpha.spEntityId, id, {
      notBefore: new Date(now + SKEW_MS / 2),
      notOnOrAfter: new Date(now + 10 * MINUTE),
    });
    tokenOf(await postAcs(alpha.id, { SAMLResponse: response }));
  });

  it("refuses the same answer posted twice (replay)", async () => {
    const { id } = await newRequest(alpha.id);
    const response = await idpA.forge(alpha.spEntityId, id);
    tokenOf(await postAcs(alpha.id, { SAMLResponse: response }));
    await expectRefused(alpha.id, await postAcs(alpha.id, { SAMLResponse: response }), "replay");
  });

  it("refuses an assertion id already used, even in an answer to a new request", async () => {
    const first = await newRequest(alpha.id);
    tokenOf(
      await postAcs(alpha.id, {
        SAMLResponse: await idpA.forge(alpha.spEntityId, first.id, { assertionId: "_reused-assertion-0001" }),
      }),
    );
    const second = await newRequest(alpha.id);
    const again = await idpA.forge(alpha.spEntityId, second.id, { assertionId: "_reused-assertion-0001" });
    await expectRefused(alpha.id, await postAcs(alpha.id, { SAMLResponse: again }), "replay");
  });

  it("refuses an answer whose Recipient is not our ACS", async () => {
    await refusedAnswer({ recipient: "https://evil.example/acs" }, "recipient");
  });

  it("refuses an answer whose Destination is not our ACS", async () => {
    await refusedAnswer({ destination: acsOf(beta.id) }, "recipient");
  });

  it("refuses an unsolicited answer (no InResponseTo) and one to a request we never made", async () => {
    const unsolicited = await idpA.forge(alpha.spEntityId, null, { inResponseTo: null });
    await expectRefused(alpha.id, await postAcs(alpha.id, { SAMLResponse: unsolicited }), "state");
    const unknown = await idpA.forge(alpha.spEntityId, "_0123456789abcdef0123456789abcdef01234567");
    await expectRefused(alpha.id, await postAcs(alpha.id, { SAMLResponse: unknown }), "state");
  });

  it("refuses a signed assertion that does not itself answer the request (wrapped in a new response)", async () => {
    await refusedAnswer({ subjectInResponseTo: null }, "state");
  });

  it("refuses an answer to another company's request", async () => {
    const { id } = await newRequest(beta.id);
    const response = await idpA.forge(alpha.spEntityId, id);
    await expectRefused(alpha.id, await postAcs(alpha.id, { SAMLResponse: response }), "state");
  });

  it("uses a request once: after a refused answer, a correct one to the same request is refused", async () => {
    const { id } = await newRequest(alpha.id);
    const wrong = await idpA.forge(alpha.spEntityId, id, { audience: "https://other-sp.example/metadata" });
    await expectRefused(alpha.id, await postAcs(alpha.id, { SAMLResponse: wrong }), "audience");
    const right = await idpA.forge(alpha.spEntityId, id);
    await expectRefused(alpha.id, await postAcs(alpha.id, { SAMLResponse: right }), "state");
  });

  it("refuses an answer signed by another company's IdP", async () => {
    const { id } = await newRequest(alpha.id);
    // B's IdP answers A's request for A's service provider, signed with B's key.
    const response = await idpB.forge(alpha.spEntityId, id);
    await expectRefused(alpha.id, await postAcs(alpha.id, { SAMLResponse: response }), "signature");
  });

  it("refuses garbage with the error page, never a 500", async () => {
    const garbage: Record<string, string>[] = [
      {},
      { SAMLResponse: "" },
      { SAMLResponse: "%%% not base64 %%%" },
      { SAMLResponse: Buffer.from("not xml at all").toString("base64") },
      { SAMLResponse: Buffer.from("<a><b></a>").toString("base64") },
      { SAMLResponse: Buffer.from('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>').toString("base64") },
      { SAMLResponse: Buffer.from("<Response/>").toString("base64") },
    ];
    for (const fields of garbage) {
      await expectRefused(alpha.id, await postAcs(alpha.id, fields), "signature");
    }
    // A bare Response answering no request of ours is refused on that first.
    const bare =
      '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_x" InResponseTo="_y"/>';
    await expectRefused(alpha.id, await postAcs(alpha.id, { SAMLResponse: base64(bare) }), "state");
    // Other content types and bodies: never a 500, never a stack trace.
    for (const [contentType, body] of [
      ["application/json", '{"SAMLResponse": 1}'],
      ["application/json", "{"],
      ["text/plain", "SAMLResponse=abc"],
      ["application/x-www-form-urlencoded", "SAMLResponse=%E0%A4%A&RelayState=%00"],
      ["application/x-www-form-urlencoded", `SAMLResponse=${"A".repeat(1_200_000)}`],
    ] as const) {
      const res = await fetch(`${server.baseUrl}/api/v1/sso/${alpha.id}/saml/acs`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": contentType },
        body,
      });
      const text = await res.text();
      expect(res.status, `${contentType} ${body.slice(0, 40)}: ${text.slice(0, 200)}`).toBeLessThan(500);
      expect(text).not.toMatch(/\bat .+\.(js|ts):\d+/);
    }
  });

  it("answers generated requests to every SAML route without a 500", async () => {
    const pieces = fc.oneof(
      fc.constantFrom("1", String(alpha.id), "0", "-1", "abc", "99999999999", "%00", "%ZZ"),
      fc.string({ maxLength: 20 }).map(encodeURIComponent),
    );
    const samples = fc.sample(
      fc.record({
        id: pieces,
        route: fc.constantFrom("metadata", "acs", "logout"),
        query: fc.constantFrom(
          "",
          "?SAMLRequest=abc",
          "?SAMLResponse=%%%",
          "?SAMLRequest=&Signature=x&SigAlg=y",
        ),
        body: fc.string({ maxLength: 200 }),
      }),
      { seed: 20, numRuns: 120 },
    );
    for (const s of samples) {
      const url = `${server.baseUrl}/api/v1/sso/${s.id}/saml/${s.route}${s.route === "acs" ? "" : s.query}`;
      const res = await fetch(url, {
        method: s.route === "acs" ? "POST" : "GET",
        redirect: "manual",
        ...(s.route === "acs"
          ? { headers: { "content-type": "application/x-www-form-urlencoded" }, body: s.body }
          : {}),
      });
      await res.text();
      expect(res.status, url).toBeLessThan(500);
    }
  });

  it("ends the IdP's session at sign-out: a signed LogoutRequest with NameID and SessionIndex, then signed out", async () => {
    const token = tokenOf(await signIn(alpha));
    const logout = await api.post<{ records: { url: string | null } }>("/api/v1/auth/sso-logout", {}, token);
    expect(logout.status).toBe(200);
    const url = logout.body.records.url;
    expect(url?.startsWith(`${idpA.baseUrl}/slo?`)).toBe(true);
    const atIdp = await visit(url ?? "");
    expect(atIdp.status, atIdp.body).toBe(302);
    expect(idpA.logoutRequests.at(-1)).toMatchObject({
      nameId: "Ann@SamlAlpha.test",
      sessionIndex: "_session-ann-1",
    });
    // The IdP's signed LogoutResponse comes back to our logout endpoint, which sends the browser on.
    expect(atIdp.location.startsWith(`${PUBLIC}/api/v1/sso/${alpha.id}/saml/logout?SAMLResponse=`)).toBe(
      true,
    );
    const back = await visit(local(atIdp.location));
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${PUBLIC}/federation/signed-out`);
    expect(server.logs.join("\n")).toContain(`SAML logout answered by the IdP of company ${alpha.id}`);
    // The logout request's state was used by its answer.
    const requestId = idpA.logoutRequests.at(-1)?.id ?? "";
    expect(requestId).toMatch(/^_/);
    const states = await server.db
      .selectFrom("sso_login_states")
      .select("id")
      .where("id", "=", requestId)
      .execute();
    expect(states).toEqual([]);
  });

  it("ends our sessions when the IdP asks (signed LogoutRequest) and answers it; an unsigned one is ignored", async () => {
    const token = tokenOf(await signIn(alpha));
    expect((await infoOf(token)).status).toBe(200);

    // Unsigned: the session stays.
    const signedUrl = new URL(
      local(idpA.logoutRequestUrl(alpha.spEntityId, "Ann@SamlAlpha.test", "_session-ann-1")),
    );
    const unsigned = new URL(signedUrl);
    unsigned.searchParams.delete("Signature");
    unsigned.searchParams.delete("SigAlg");
    const ignored = await visit(unsigned.toString());
    expect(ignored.status).toBe(303);
    expect(ignored.location).toBe(`${PUBLIC}/federation/signed-out`);
    expect((await infoOf(token)).status).toBe(200);

    // Signed by the IdP: the session ends, and our LogoutResponse goes back to the IdP.
    const done = await visit(signedUrl.toString());
    expect(done.status).toBe(303);
    expect(done.location.startsWith(`${idpA.baseUrl}/slo?SAMLResponse=`)).toBe(true);
    // The IdP checks our signed LogoutResponse.
    const answered = await visit(done.location);
    expect(answered.status, answered.body).toBe(200);
    expect(idpA.logoutResponses.at(-1)?.inResponseTo).toMatch(/^_/);
    expect((await infoOf(token)).status).toBe(401);
  });

  it("logs refusals without the posted answers", () => {
    const logs = server.logs.join("\n");
    expect(logs).toContain("single sign-on refused");
    for (const response of posted.filter((p) => p.length > 60)) {
      expect(logs.includes(response.slice(0, 60)), "a SAMLResponse reached the log").toBe(false);
    }
  });
});
