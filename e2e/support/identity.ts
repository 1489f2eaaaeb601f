/// <reference path="../../apps/server/src/test/oidc-provider-types.d.ts" />
// oidc-provider ships no types; the server's test declaration covers what the suites use of it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_PASSWORD } from "./flows";

/*
 * Identity suites (issue 20): the admin API calls that set a company up for single sign-on, so a browser test
 * can start where its subject starts.
 */

/** Signs `login` in over the API and returns its bearer token (the sign-in page sends the password base64). */
export async function apiToken(baseUrl: string, login: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login, password: Buffer.from(DEMO_PASSWORD).toString("base64"), locale: "en-gb" }),
  });
  const body = (await response.json()) as { records: { token?: string } };
  if (!response.ok || !body.records.token) throw new Error(`sign-in of ${login} answered ${response.status}`);
  return body.records.token;
}

/** One API call with a bearer token; fails the test with the answer when it is not 2xx. */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { records: T }).records;
}

/** The demo company's id (it contracts every service, federation and scim among them). */
export async function demoCompanyId(baseUrl: string, adminToken: string): Promise<number> {
  const page = await fetch(
    `${baseUrl}/api/v1/admin/stakeholders/companies?page=1&pageSize=10&search=${encodeURIComponent("Demo Corp")}`,
    { headers: { authorization: `Bearer ${adminToken}` } },
  );
  const body = (await page.json()) as { records: { stakeholderId: number; name: string }[] };
  const demo = body.records.find((company) => company.name === "Demo Corp");
  if (!demo) throw new Error("Demo Corp is not in the admin's companies");
  return demo.stakeholderId;
}

/** A SECRET_KEY for test products only (single sign-on seals its secrets with it). */
export const TEST_SECRET_KEY = "e2e-only-secret-key-not-for-production-000000";

/**
 * A SAML IdP's metadata as an admin pastes it: an entity id, the HTTP-Redirect sign-in URL and a signing
 * certificate made now with openssl (a throw-away test key; the browser suites never sign in through it).
 */
export function samlIdpMetadata(entityId: string, ssoUrl: string): string {
  const dir = mkdtempSync(join(tmpdir(), "wellguard-idp-"));
  try {
    execFileSync(
      "/usr/bin/openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
        "-days",
        "30",
        "-subj",
        "/CN=Test IdP (e2e only)",
      ],
      { stdio: "ignore" },
    );
    const certificate = readFileSync(join(dir, "cert.pem"), "utf8")
      .replace(/-----(BEGIN|END) CERTIFICATE-----/g, "")
      .replace(/\s+/g, "");
    return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="true">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
