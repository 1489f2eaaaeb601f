import { generateKeyPairSync, randomBytes, X509Certificate } from "node:crypto";
import {
  type CacheItem,
  type CacheProvider,
  SAML,
  type SamlConfig,
  ValidateInResponseTo,
} from "@node-saml/node-saml";
import {
  FEDERATION_CLOCK_SKEW_SECONDS,
  FEDERATION_STATE_MINUTES,
  type FederationFailure,
  withoutControlCharacters,
} from "@wellguard/contract";
import { DOMParser } from "@xmldom/xmldom";
import type { FastifyBaseLogger } from "fastify";
import forge from "node-forge";
import xpath from "xpath";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { type FederationRow, sealContext, ssoUrls } from "./federation";
import type { FederatedIdentity } from "./finish";

/*
 * SAML 2.0 service provider, one per company (docs/identity.md "SAML"). @node-saml/node-saml validates what the
 * IdP posts (signature, audience, timestamps, InResponseTo); we add what it leaves out: Destination/Recipient,
 * one-time use of assertion ids, and the metadata parsing.
 */

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  sloUrl: string | null;
  certificates: string[];
}

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const POST = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST";
const select = xpath.useNamespaces({ md: MD, ds: DS });

const METADATA_MAX_BYTES = 1_000_000;
const METADATA_TIMEOUT_MS = 10_000;

function metadataError(field: "idpMetadataXml" | "idpMetadataUrl", message: string): AppError {
  return new AppError("ND1027", { field, message });
}

/**
 * Parses XML from outside without ever resolving entities: a DOCTYPE is refused outright (no entity expansion
 * or external references); a parse error throws.
 */
export function parseXml(xml: string): Document {
  if (/<!DOCTYPE/i.test(xml)) throw new Error("a DOCTYPE is not accepted");
  let problem: string | null = null;
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") problem ??= message;
    },
  }).parseFromString(xml, "text/xml");
  if (problem !== null) throw new Error(`not well-formed XML: ${problem}`);
  if (!doc.documentElement) throw new Error("no document element");
  return doc as unknown as Document;
}

function nodes(expression: string, context: Node): Element[] {
  const found = select(expression, context);
  return Array.isArray(found) ? (found as Element[]) : [];
}

/** Bare base64 of a certificate (as metadata carries it), whitespace removed. */
function bareCertificate(text: string): string {
  return text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
}

/** PEM of a certificate given as PEM or bare base64. */
export function certificatePem(certificate: string): string {
  const body = bareCertificate(certificate);
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}

/** Refuses (AppError ND1027, field "idpMetadataXml") metadata without an IDPSSODescriptor, SSO URL or signing cert. */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const refuse = (why: string) => metadataError("idpMetadataXml", `IdP metadata: ${why}`);
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch (error) {
    throw refuse(error instanceof Error ? error.message : "not XML");
  }
  // An EntityDescriptor alone, or the first one with an IdP role inside an EntitiesDescriptor.
  const entity = nodes("//md:EntityDescriptor[md:IDPSSODescriptor]", doc)[0];
  if (!entity) throw refuse("no EntityDescriptor with an IDPSSODescriptor");
  const entityId = entity.getAttribute("entityID")?.trim();
  if (!entityId) throw refuse("no entityID");
  const idp = nodes("md:IDPSSODescriptor", entity)[0];
  if (!idp) throw refuse("no IDPSSODescriptor");
  const serviceUrl = (element: string, binding: string) =>
    nodes(`md:${element}[@Binding="${binding}"]`, idp)
      .map((e) => e.getAttribute("Location")?.trim() ?? "")
      .find((url) => isHttpUrl(url)) ?? null;
  // Our AuthnRequest goes with the HTTP-Redirect binding: that is the SSO URL we need.
  const ssoUrl = serviceUrl("SingleSignOnService", REDIRECT);
  if (!ssoUrl) throw refuse("no SingleSignOnService with the HTTP-Redirect binding");
  const sloUrl = serviceUrl("SingleLogoutService", REDIRECT);
  const certificates = [
    ...new Set(
      nodes('md:KeyDescriptor[not(@use) or @use="signing"]//ds:X509Certificate', idp)
        .map((e) => bareCertificate(e.textContent ?? ""))
        .filter((c) => c.length > 0),
    ),
  ];
  if (certificates.length === 0) throw refuse("no signing certificate");
  for (const certificate of certificates) {
    try {
      new X509Certificate(certificatePem(certificate));
    } catch {
      throw refuse("a signing certificate does not parse");
    }
  }
  if (entityId.length > 2000 || ssoUrl.length > 2000 || (sloUrl?.length ?? 0) > 2000) {
    throw refuse("a value is longer than 2000 characters");
  }
  return { entityId, ssoUrl, sloUrl, certificates };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** GET with a 10 s timeout and a 1 MB limit; refusal AppError ND1027 field "idpMetadataUrl". */
export async function fetchIdpMetadata(url: string): Promise<string> {
  const refuse = (why: string) => metadataError("idpMetadataUrl", `IdP metadata URL: ${why}`);
  if (!isHttpUrl(url)) throw refuse("not an http(s) address");
  const signal = AbortSignal.timeout(METADATA_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      redirect: "follow",
      headers: { accept: "application/samlmetadata+xml, application/xml, text/xml" },
    });
  } catch {
    throw refuse("did not answer");
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw refuse(`answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > METADATA_MAX_BYTES) {
    await response.body.cancel().catch(() => undefined);
    throw refuse("larger than 1 MB");
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > METADATA_MAX_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw refuse("larger than 1 MB");
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse("did not answer");
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Our SP signing pair for a company: RSA 2048 (or 3072), self-signed X.509, 10 years. PEM strings. */
export function newServiceProviderKeyPair(companyId: number): {
  privateKeyPem: string;
  certificatePem: string;
} {
  // The key comes from node:crypto (fast, native); node-forge only writes and signs the certificate.
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  // A positive serial: 16 random bytes with the top bit cleared.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString("hex");
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + 10);
  cert.validity.notAfter = notAfter;
  const name = [
    { name: "commonName", value: `Wellguard SAML SP company ${companyId}` },
    { name: "organizationName", value: "Wellguard" },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return { privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) };
}

/** For the admin view (contract ZCertificateSummary), via node:crypto X509Certificate. */
export function certificateSummary(pem: string): { subject: string; notAfter: string; fingerprint: string } {
  const certificate = new X509Certificate(certificatePem(pem));
  return {
    subject: certificate.subject.split("\n").join(", "),
    notAfter: new Date(certificate.validTo).toISOString(),
    fingerprint: certificate.fingerprint256,
  };
}

/**
 * node-saml's InResponseTo cache over sso_login_states, limited to one company. Removal is left to the ACS
 * route: it deletes the state in the same transaction as it records the assertion id, so a state is used once.
 */
export function loginStateCache(deps: Pick<AppDeps, "db">, companyId: number): CacheProvider {
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      const expires = new Date(Date.now() + FEDERATION_STATE_MINUTES * 60_000);
      await deps.db
        .insertInto("sso_login_states")
        .values({
          id: key,
          company_id: companyId,
          protocol: "saml",
          code_verifier: null,
          nonce: null,
          expires_at: expires,
        })
        .execute();
      return { value, createdAt: Date.now() };
    },
    async getAsync(key: string): Promise<string | null> {
      if (typeof key !== "string" || key.length < 16 || key.length > 200) return null;
      const row = await deps.db
        .selectFrom("sso_login_states")
        .select("created_at")
        .where("id", "=", key)
        .where("company_id", "=", companyId)
        .where("protocol", "=", "saml")
        .where("expires_at", ">", new Date())
        .executeTakeFirst();
      return row ? new Date(row.created_at).toISOString() : null;
    },
    async removeAsync(key: string | null): Promise<string | null> {
      // Deliberately nothing here (see above); the route deletes the state.
      return key;
    },
  };
}

/** node-saml configured from a company's federation row. */
export function samlFor(deps: AppDeps, federation: FederationRow): SAML {
  if (!deps.sealer) throw new Error("SECRET_KEY is not set: SAML cannot sign");
  if (
    !federation.saml_sp_private_key_sealed ||
    !federation.saml_sp_certificate ||
    !federation.saml_idp_sso_url ||
    !federation.saml_idp_entity_id
  ) {
    throw new Error(`company ${federation.company_id} has no complete SAML configuration`);
  }
  const urls = ssoUrls(deps.config, federation.company_id, federation.hosts);
  const privateKey = deps.sealer.open(
    federation.saml_sp_private_key_sealed,
    sealContext.samlSpPrivateKey(federation.company_id),
  );
  const config: SamlConfig = {
    entryPoint: federation.saml_idp_sso_url,
    issuer: urls.spEntityId,
    callbackUrl: urls.samlAcs,
    logoutUrl: federation.saml_idp_slo_url ?? federation.saml_idp_sso_url,
    logoutCallbackUrl: urls.samlLogout,
    idpCert: federation.saml_idp_certificates.map(certificatePem),
    idpIssuer: federation.saml_idp_entity_id,
    audience: urls.spEntityId,
    privateKey,
    publicCert: federation.saml_sp_certificate,
    signatureAlgorithm: "sha256",
    digestAlgorithm: "sha256",
    acceptedClockSkewMs: FEDERATION_CLOCK_SKEW_SECONDS * 1000,
    // Either the response or the assertion signed is enough (Entra signs the assertion, some the response).
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: FEDERATION_STATE_MINUTES * 60_000,
    cacheProvider: loginStateCache(deps, federation.company_id),
    // No NameID format or authentication context asked for: the IdP's defaults (MFA, passwordless) stay usable.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  };
  return new SAML(config);
}

/** The IdP URL to send the browser to (AuthnRequest, HTTP-Redirect binding, signed), its id kept in sso_login_states. */
export async function samlLoginUrl(
  deps: AppDeps,
  federation: FederationRow,
  log: FastifyBaseLogger,
): Promise<string> {
  const url = await samlFor(deps, federation).getAuthorizeUrlAsync("", undefined, {});
  log.info({ companyId: federation.company_id }, `SAML sign-in started for company ${federation.company_id}`);
  return url;
}

/** SP-initiated logout URL for a SAML session (LogoutRequest with NameID + SessionIndex), null when the IdP has no SLO. */
export async function samlLogoutUrl(
  deps: AppDeps,
  federation: FederationRow,
  ssoSession: { nameId: string | null; nameIdFormat: string | null; sessionIndex: string | null },
): Promise<string | null> {
  if (!federation.saml_idp_slo_url || !ssoSession.nameId) return null;
  const saml = samlFor(deps, federation);
  return saml.getLogoutUrlAsync(
    {
      issuer: ssoUrls(deps.config, federation.company_id, federation.hosts).spEntityId,
      nameID: ssoSession.nameId,
      nameIDFormat: ssoSession.nameIdFormat ?? "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified",
      ...(ssoSession.sessionIndex ? { sessionIndex: ssoSession.sessionIndex } : {}),
    },
    "",
    {},
  );
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Our service provider's metadata for a company: what its IdP is given (docs/identity.md). */
export function serviceProviderMetadata(
  config: AppDeps["config"],
  federation: Pick<FederationRow, "company_id" | "hosts" | "saml_sp_certificate">,
): string {
  const urls = ssoUrls(config, federation.company_id, federation.hosts);
  const certificate = federation.saml_sp_certificate ? bareCertificate(federation.saml_sp_certificate) : "";
  const keyDescriptor = certificate
    ? `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
    : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<md:EntityDescriptor xmlns:md="${MD}" xmlns:ds="${DS}" entityID="${escapeXml(urls.spEntityId)}">`,
    `<md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" AuthnRequestsSigned="true" WantAssertionsSigned="true">`,
    keyDescriptor,
    `<md:SingleLogoutService Binding="${REDIRECT}" Location="${escapeXml(urls.samlLogout)}"/>`,
    "<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>",
    "<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat>",
    `<md:AssertionConsumerService Binding="${POST}" Location="${escapeXml(urls.samlAcs)}" index="0" isDefault="true"/>`,
    "</md:SPSSODescriptor>",
    "</md:EntityDescriptor>",
    "",
  ].join("\n");
}

/** A refused SAML answer: the reason the error page names and the detail the log and the admin see. */
export class SamlRefusal extends Error {
  constructor(
    readonly reason: FederationFailure,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "SamlRefusal";
  }
}

export function isSamlRefusal(error: unknown): error is SamlRefusal {
  return error instanceof SamlRefusal;
}

/** The largest SAMLResponse read (base64); real ones are a few kB, with many groups some tens. */
const SAML_RESPONSE_MAX_CHARS = 1_000_000;
const PROTOCOL = "urn:oasis:names:tc:SAML:2.0:protocol";
const ASSERTION = "urn:oasis:names:tc:SAML:2.0:assertion";
const samlSelect = xpath.useNamespaces({ samlp: PROTOCOL, saml: ASSERTION });

function samlNodes(expression: string, context: Node): Element[] {
  const found = samlSelect(expression, context);
  return Array.isArray(found) ? (found as Element[]) : [];
}

/** node-saml's error message → which check failed. */
function reasonOf(message: string): FederationFailure {
  if (/InResponseTo/i.test(message)) return "state";
  if (/audience/i.test(message)) return "audience";
  if (/not yet valid|expired|too old|subject confirmation/i.test(message)) return "expired";
  if (/provider returned|NoPassive/i.test(message)) return "provider-error";
  return "signature";
}

/** A value of the log line and last_failure: one line, short, no control characters. */
function logValue(value: string, max = 200): string {
  const clean = withoutControlCharacters(value).replace(/\s+/g, " ");
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

const EMAIL_ATTRIBUTES = [
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
  "email",
  "mail",
  "urn:oid:0.9.2342.19200300.100.1.3",
];
const LOGIN_ATTRIBUTES = ["login", "uid", "urn:oid:0.9.2342.19200300.100.1.1"];
const GIVEN_NAME_ATTRIBUTES = [
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
  "givenName",
  "firstName",
  "urn:oid:2.5.4.42",
];
const FAMILY_NAME_ATTRIBUTES = [
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname",
  "sn",
  "surname",
  "lastName",
  "urn:oid:2.5.4.4",
];
const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

/** The first string value of the first of `names` the assertion carries. */
function attribute(attributes: Record<string, unknown>, names: readonly string[]): string | null {
  for (const name of names) {
    const raw = attributes[name];
    const value = Array.isArray(raw) ? raw.find((v) => typeof v === "string") : raw;
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

/** Who the IdP vouched for, as finish.ts takes it. */
export function identityOf(profile: {
  nameID?: string;
  nameIDFormat?: string;
  sessionIndex?: string;
  attributes?: unknown;
}): FederatedIdentity {
  const attributes =
    typeof profile.attributes === "object" && profile.attributes !== null
      ? (profile.attributes as Record<string, unknown>)
      : {};
  const nameId =
    typeof profile.nameID === "string" && profile.nameID.trim() !== "" ? profile.nameID.trim() : null;
  const format = typeof profile.nameIDFormat === "string" ? profile.nameIDFormat : null;
  const email = (format === EMAIL_FORMAT ? nameId : null) ?? attribute(attributes, EMAIL_ATTRIBUTES);
  return {
    email,
    login: attribute(attributes, LOGIN_ATTRIBUTES) ?? nameId,
    givenName: attribute(attributes, GIVEN_NAME_ATTRIBUTES),
    familyName: attribute(attributes, FAMILY_NAME_ATTRIBUTES),
    logout: {
      nameId,
      nameIdFormat: format,
      sessionIndex: typeof profile.sessionIndex === "string" ? profile.sessionIndex : null,
    },
  };
}

/** The response's InResponseTo and its assertion's id as posted (not yet verified), for classifying a refusal. */
interface PostedIds {
  inResponseTo: string | null;
  assertionId: string | null;
  destination: string | null;
}

function postedIds(doc: Document): PostedIds {
  const root = doc.documentElement;
  const assertion = samlNodes("/samlp:Response/saml:Assertion", doc)[0];
  return {
    inResponseTo: root.getAttribute("InResponseTo") || null,
    assertionId: assertion?.getAttribute("ID") || null,
    destination: root.getAttribute("Destination"),
  };
}

/** Deletes a SAML state of this company: each is used once, whatever the outcome. */
async function dropState(deps: Pick<AppDeps, "db">, companyId: number, id: string | null): Promise<void> {
  if (!id || id.length > 200) return;
  await deps.db
    .deleteFrom("sso_login_states")
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .where("protocol", "=", "saml")
    .execute();
}

/**
 * Validates what the IdP posted to our ACS and answers who it vouches for; throws SamlRefusal naming the check
 * that failed. node-saml checks the signature (response or assertion), audience, NotBefore/NotOnOrAfter with
 * the allowed skew and InResponseTo (a state of this company); then Destination and Recipient are checked here,
 * and in one transaction the state is deleted and the assertion id recorded (used once).
 */
export async function samlAcsIdentity(
  deps: AppDeps,
  federation: FederationRow,
  samlResponse: unknown,
): Promise<FederatedIdentity> {
  const companyId = federation.company_id;
  const acs = ssoUrls(deps.config, companyId, federation.hosts).samlAcs;
  if (typeof samlResponse !== "string" || samlResponse.trim() === "") {
    throw new SamlRefusal("signature", "no SAMLResponse was posted");
  }
  if (samlResponse.length > SAML_RESPONSE_MAX_CHARS || !/^[A-Za-z0-9+/=\s]+$/.test(samlResponse)) {
    throw new SamlRefusal("signature", "the SAMLResponse is not base64");
  }
  let doc: Document;
  try {
    doc = parseXml(Buffer.from(samlResponse, "base64").toString("utf8"));
  } catch (error) {
    throw new SamlRefusal(
      "signature",
      `the SAMLResponse is not XML (${error instanceof Error ? logValue(error.message, 80) : "?"})`,
    );
  }
  const root = doc.documentElement;
  if (root.localName !== "Response" || root.namespaceURI !== PROTOCOL) {
    throw new SamlRefusal("signature", "the SAMLResponse is not a SAML Response");
  }
  const posted = postedIds(doc);
  let profile: Awaited<ReturnType<SAML["validatePostResponseAsync"]>>["profile"];
  try {
    ({ profile } = await samlFor(deps, federation).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    await dropState(deps, companyId, posted.inResponseTo);
    const message = error instanceof Error ? error.message : String(error);
    let reason = reasonOf(message);
    // A state already used by this very assertion: the answer was posted again.
    if (reason === "state" && posted.assertionId && posted.assertionId.length <= 500) {
      const used = await deps.db
        .selectFrom("sso_used_assertions")
        .select("assertion_id")
        .where("company_id", "=", companyId)
        .where("assertion_id", "=", posted.assertionId)
        .executeTakeFirst();
      if (used) reason = "replay";
    }
    throw new SamlRefusal(reason, logValue(message));
  }
  try {
    if (!profile)
      throw new SamlRefusal("provider-error", "the IdP answered without an assertion (NoPassive)");
    if (posted.destination !== acs) {
      throw new SamlRefusal(
        "recipient",
        `Response Destination is ${posted.destination === null ? "missing" : `"${logValue(posted.destination, 300)}"`}, not our ACS ${acs}`,
      );
    }
    // The rest is read from the assertion as verified, never from the posted text around it.
    const assertionXml = profile.getAssertionXml?.();
    if (!assertionXml) throw new SamlRefusal("signature", "no verified assertion");
    const assertion = parseXml(assertionXml);
    // Signed with the company IdP's key, and issued in its name.
    const issuer = samlNodes("/saml:Assertion/saml:Issuer", assertion)[0]?.textContent?.trim() ?? null;
    if (issuer !== federation.saml_idp_entity_id) {
      throw new SamlRefusal(
        "signature",
        `the assertion's Issuer is ${issuer === null ? "missing" : `"${logValue(issuer, 300)}"`}, not the IdP's entity id`,
      );
    }
    const confirmations = samlNodes(
      "/saml:Assertion/saml:Subject/saml:SubjectConfirmation/saml:SubjectConfirmationData",
      assertion,
    );
    const recipients = confirmations.map((e) => e.getAttribute("Recipient"));
    if (recipients.length === 0 || recipients.some((r) => r !== acs)) {
      const shown =
        recipients.map((r) => (r === null ? "missing" : `"${logValue(r, 300)}"`)).join(", ") || "missing";
      throw new SamlRefusal("recipient", `SubjectConfirmationData Recipient is ${shown}, not our ACS ${acs}`);
    }
    const assertionId = assertion.documentElement.getAttribute("ID");
    if (!assertionId || assertionId.length > 500)
      throw new SamlRefusal("signature", "the assertion has no usable ID");
    const inResponseTo = posted.inResponseTo;
    if (!inResponseTo) throw new SamlRefusal("state", "the response answers no request of ours");
    // The signed assertion itself must name our request (SAML profiles 4.1.4.2), so a signed assertion cannot
    // be wrapped in a new response that answers another request.
    if (confirmations.some((e) => e.getAttribute("InResponseTo") !== inResponseTo)) {
      throw new SamlRefusal("state", "the assertion's SubjectConfirmationData does not answer this request");
    }
    const expiries = [
      ...samlNodes("/saml:Assertion/saml:Conditions", assertion),
      ...samlNodes(
        "/saml:Assertion/saml:Subject/saml:SubjectConfirmation/saml:SubjectConfirmationData",
        assertion,
      ),
    ]
      .map((e) => Date.parse(e.getAttribute("NotOnOrAfter") ?? ""))
      .filter((t) => Number.isFinite(t));
    // Kept until no clock could accept it again; without NotOnOrAfter, as long as a state lives.
    const keepUntil =
      Math.max(Date.now() + FEDERATION_STATE_MINUTES * 60_000, ...expiries) +
      FEDERATION_CLOCK_SKEW_SECONDS * 1000;
    await deps.db.transaction().execute(async (trx) => {
      const state = await trx
        .deleteFrom("sso_login_states")
        .where("id", "=", inResponseTo)
        .where("company_id", "=", companyId)
        .where("protocol", "=", "saml")
        .returning("id")
        .executeTakeFirst();
      if (!state) throw new SamlRefusal("state", "the request this answers was already used");
      const inserted = await trx
        .insertInto("sso_used_assertions")
        .values({ company_id: companyId, assertion_id: assertionId, expires_at: new Date(keepUntil) })
        .onConflict((oc) => oc.columns(["company_id", "assertion_id"]).doNothing())
        .returning("assertion_id")
        .executeTakeFirst();
      if (!inserted) throw new SamlRefusal("replay", "this assertion was already used");
    });
    return identityOf(profile);
  } catch (error) {
    await dropState(deps, companyId, posted.inResponseTo);
    throw error;
  }
}
