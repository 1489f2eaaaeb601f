import { createSign, createVerify, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors";
import { TestIdp } from "../../test/saml-idp";
import {
  certificateSummary,
  fetchIdpMetadata,
  identityOf,
  newServiceProviderKeyPair,
  parseIdpMetadata,
} from "./saml";

/*
 * The pieces of the SAML service provider that need no running product: IdP metadata parsing (samlify's, and
 * short fixtures shaped like Entra ID's and Okta's), reading metadata from a URL, our signing key pair and its
 * summary, and what is read out of an assertion.
 */

const FIXTURES = join(import.meta.dirname, "../../test/fixtures/saml");
const fixture = (name: string) => readFileSync(join(FIXTURES, name), "utf8");

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("not refused");
}

async function refusalOf(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("parseIdpMetadata", () => {
  let idp: TestIdp;
  beforeAll(async () => {
    idp = await TestIdp.start("metadata");
  });
  afterAll(() => idp?.close());

  it("reads samlify's IdP metadata", () => {
    const parsed = parseIdpMetadata(idp.metadataXml());
    expect(parsed.entityId).toBe(idp.entityId);
    expect(parsed.ssoUrl).toBe(`${idp.baseUrl}/sso`);
    expect(parsed.sloUrl).toBe(`${idp.baseUrl}/slo`);
    expect(parsed.certificates).toHaveLength(1);
    expect(new X509Certificate(idp.certificatePem).raw.toString("base64")).toBe(parsed.certificates[0]);
  });

  it("reads Entra-like metadata (default namespace, an STS role before the IdP's)", () => {
    const parsed = parseIdpMetadata(fixture("entra-idp-metadata.xml"));
    expect(parsed).toMatchObject({
      entityId: "https://sts.windows.net/00000000-0000-4000-8000-000000000001/",
      ssoUrl: "https://login.microsoftonline.com/00000000-0000-4000-8000-000000000001/saml2",
      sloUrl: "https://login.microsoftonline.com/00000000-0000-4000-8000-000000000001/saml2",
    });
    expect(parsed.certificates).toHaveLength(1);
  });

  it("reads Okta-like metadata (md: prefix, folded certificate, no logout)", () => {
    const parsed = parseIdpMetadata(fixture("okta-idp-metadata.xml"));
    expect(parsed.entityId).toBe("http://www.okta.com/exk1fixture0000000001");
    expect(parsed.ssoUrl).toBe(
      "https://example-fixture.okta.com/app/example-fixture_wellguard_1/exk1fixture0000000001/sso/saml",
    );
    expect(parsed.sloUrl).toBeNull();
    expect(parsed.certificates).toHaveLength(1);
    expect(parsed.certificates[0]).not.toMatch(/\s/);
    expect(parseIdpMetadata(fixture("entra-idp-metadata.xml")).certificates).toEqual(parsed.certificates);
  });

  it.each([
    ["not XML", "this is not xml"],
    ["unclosed XML", "<md:EntityDescriptor xmlns:md='urn:oasis:names:tc:SAML:2.0:metadata'>"],
    [
      "a DOCTYPE (entities are never expanded)",
      `<!DOCTYPE x [<!ENTITY a "b">]>${fixture("okta-idp-metadata.xml").replace(/^<\?xml[^>]*>/, "")}`,
    ],
    ["no IDPSSODescriptor", fixture("okta-idp-metadata.xml").replace(/IDPSSODescriptor/g, "SPSSODescriptor")],
    [
      "no HTTP-Redirect SSO URL",
      fixture("okta-idp-metadata.xml").replace(/bindings:HTTP-Redirect/g, "bindings:SOAP"),
    ],
    [
      "no signing certificate",
      fixture("okta-idp-metadata.xml").replace(/use="signing"/g, 'use="encryption"'),
    ],
    [
      "a certificate that does not parse",
      fixture("okta-idp-metadata.xml").replace(/<ds:X509Certificate>[^<]+/, "<ds:X509Certificate>AAAA"),
    ],
  ])("refuses metadata with %s (ND1027 on idpMetadataXml)", (_what, xml) => {
    const error = refusal(() => parseIdpMetadata(xml));
    expect(error.code).toBe("ND1027");
    expect(error.field).toBe("idpMetadataXml");
  });
});

describe("fetchIdpMetadata", () => {
  let server: Server;
  let base: string;
  const okta = fixture("okta-idp-metadata.xml");
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/metadata") {
        res.setHeader("content-type", "application/samlmetadata+xml");
        res.end(okta);
      } else if (req.url === "/huge") {
        // No content-length: the limit is enforced while reading.
        res.write(`<x>${"a".repeat(600_000)}`);
        res.end(`${"a".repeat(600_000)}</x>`);
      } else {
        res.statusCode = 404;
        res.end("no");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reads the metadata at a URL", async () => {
    const xml = await fetchIdpMetadata(`${base}/metadata`);
    expect(parseIdpMetadata(xml).entityId).toBe("http://www.okta.com/exk1fixture0000000001");
  });

  it.each([
    ["a 404", "/missing"],
    ["more than 1 MB", "/huge"],
  ])("refuses %s (ND1027 on idpMetadataUrl)", async (_what, path) => {
    const error = await refusalOf(() => fetchIdpMetadata(`${base}${path}`));
    expect(error.code).toBe("ND1027");
    expect(error.field).toBe("idpMetadataUrl");
  });

  it("refuses an address that is not http(s), and one that does not answer", async () => {
    expect((await refusalOf(() => fetchIdpMetadata("file:///etc/passwd"))).field).toBe("idpMetadataUrl");
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect((await refusalOf(() => fetchIdpMetadata(`http://127.0.0.1:${port}/m`))).field).toBe(
      "idpMetadataUrl",
    );
  });
});

describe("our service provider's key pair", () => {
  it("is RSA 2048 with a self-signed certificate valid for 10 years, and summarised for the admin", () => {
    const { privateKeyPem, certificatePem } = newServiceProviderKeyPair(42);
    const certificate = new X509Certificate(certificatePem);
    expect(certificate.subject).toContain("company 42");
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const years = (Date.parse(certificate.validTo) - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(9.9);
    expect(years).toBeLessThan(10.1);
    // The private key is the certificate's.
    const signature = createSign("sha256").update("wellguard").sign(privateKeyPem);
    expect(createVerify("sha256").update("wellguard").verify(certificate.publicKey, signature)).toBe(true);

    const summary = certificateSummary(certificatePem);
    expect(summary.subject).toContain("CN=Wellguard SAML SP company 42");
    expect(summary.notAfter).toBe(new Date(certificate.validTo).toISOString());
    expect(summary.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    // A bare base64 certificate, as metadata carries it, is summarised the same.
    expect(certificateSummary(certificate.raw.toString("base64"))).toEqual(summary);
  });
});

describe("identityOf", () => {
  it("takes the e-mail from an e-mail NameID and the login from a uid attribute", () => {
    expect(
      identityOf({
        nameID: "Ann@Example.com",
        nameIDFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
        sessionIndex: "_s1",
        attributes: { uid: "ann", givenName: "Ann", sn: "Lee" },
      }),
    ).toEqual({
      email: "Ann@Example.com",
      login: "ann",
      givenName: "Ann",
      familyName: "Lee",
      logout: {
        nameId: "Ann@Example.com",
        nameIdFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
        sessionIndex: "_s1",
      },
    });
  });

  it("takes the e-mail from Entra's claim when the NameID is opaque, and the login from the NameID", () => {
    const identity = identityOf({
      nameID: "k3Jq9-opaque",
      nameIDFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
      attributes: {
        "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress": ["bob@example.com"],
        "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname": "Bob",
      },
    });
    expect(identity.email).toBe("bob@example.com");
    expect(identity.login).toBe("k3Jq9-opaque");
    expect(identity.givenName).toBe("Bob");
  });

  it("has no e-mail when neither the NameID nor an attribute gives one", () => {
    expect(identityOf({ nameID: "opaque", nameIDFormat: "unspecified", attributes: {} }).email).toBeNull();
  });
});
