import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { inflateRawSync } from "node:zlib";
import * as xmllint from "@authenio/samlify-node-xmllint";
import * as samlify from "samlify";
import { newServiceProviderKeyPair } from "../features/sso/saml";

/*
 * A SAML 2.0 identity provider for tests: samlify on a loopback port. It reads our service provider's metadata,
 * checks the signature of our AuthnRequest and LogoutRequest (HTTP-Redirect binding), and answers with a signed
 * Response in an auto-posting form, as a real IdP does. `forge` builds answers a real IdP would not send (wrong
 * audience, expired, wrong recipient, unsigned, tampered...) for the refusal tests. Its key pair is made at start
 * by the product's own newServiceProviderKeyPair (a test key, never used elsewhere).
 */

samlify.setSchemaValidator(xmllint);

const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

export interface IdpUser {
  nameId: string;
  nameIdFormat?: string;
  attributes?: Record<string, string | string[]>;
  sessionIndex?: string;
}

/** What to change in a forged answer (everything else is what a correct IdP sends). */
export interface ForgeOptions {
  user?: IdpUser;
  /** null: no InResponseTo at all (unsolicited). */
  inResponseTo?: string | null;
  /** The assertion's SubjectConfirmationData InResponseTo, when it should differ from the response's (null: none). */
  subjectInResponseTo?: string | null;
  audience?: string;
  /** The Issuer of the response and its assertion (default: this IdP's entity id). */
  issuer?: string;
  destination?: string;
  recipient?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** false: neither the response nor the assertion is signed; "response": the response only (default: the assertion). */
  sign?: boolean | "response";
  /** Changes one byte inside the signed assertion after signing. */
  tamper?: boolean;
  assertionId?: string;
}

/** A posted form as the IdP's page would send it. */
export interface PostedForm {
  action: string;
  SAMLResponse: string;
  RelayState: string | undefined;
}

interface TrustedSp {
  entity: samlify.ServiceProviderInstance;
  /** The same SP as if its metadata did not ask for signed assertions: samlify then signs the response. */
  responseSigned: samlify.ServiceProviderInstance;
  entityId: string;
  acs: string;
}

function newId(): string {
  return `_${randomBytes(20).toString("hex")}`;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function responseXml(v: {
  id: string;
  assertionId: string;
  issuer: string;
  destination: string;
  inResponseTo: string | null;
  subjectInResponseTo: string | null;
  audience: string;
  recipient: string;
  notBefore: string;
  notOnOrAfter: string;
  now: string;
  user: IdpUser;
}): string {
  const irt = v.inResponseTo === null ? "" : ` InResponseTo="${escapeXml(v.inResponseTo)}"`;
  const subjectIrt =
    v.subjectInResponseTo === null ? "" : ` InResponseTo="${escapeXml(v.subjectInResponseTo)}"`;
  const attributes = Object.entries(v.user.attributes ?? {})
    .map(
      ([name, values]) =>
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:unspecified">${(Array.isArray(values) ? values : [values]).map((value) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue>`).join("")}</saml:Attribute>`,
    )
    .join("");
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${v.id}" Version="2.0" IssueInstant="${v.now}" Destination="${escapeXml(v.destination)}"${irt}>` +
    `<saml:Issuer>${escapeXml(v.issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${v.assertionId}" Version="2.0" IssueInstant="${v.now}">` +
    `<saml:Issuer>${escapeXml(v.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${escapeXml(v.user.nameIdFormat ?? EMAIL_FORMAT)}">${escapeXml(v.user.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${v.notOnOrAfter}" Recipient="${escapeXml(v.recipient)}"${subjectIrt}/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${v.notBefore}" NotOnOrAfter="${v.notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(v.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${v.now}" SessionIndex="${escapeXml(v.user.sessionIndex ?? newId())}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : "") +
    "</saml:Assertion></samlp:Response>"
  );
}

/** The hidden fields of the IdP's auto-posting form. */
export function postedForm(html: string): PostedForm {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  const SAMLResponse = field("SAMLResponse");
  if (!action || !SAMLResponse) throw new Error(`not the IdP's form: ${html.slice(0, 200)}`);
  return { action: decodeHtml(action), SAMLResponse, RelayState: field("RelayState") };
}

function decodeHtml(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The raw (still encoded) query parameters: the octet string a redirect-binding signature covers is made of them. */
function rawParams(query: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const part of query.split("&")) {
    const at = part.indexOf("=");
    if (at > 0) params[part.slice(0, at)] = part.slice(at + 1);
  }
  return params;
}

/** The decoded query parameters, as samlify's redirect binding reads them. */
function decodedParams(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

/** The octet string a redirect-binding signature covers (saml-bindings §3.4.4.1). */
function octetString(params: Record<string, string>, kind: "SAMLRequest" | "SAMLResponse"): string {
  return [
    `${kind}=${params[kind]}`,
    ...(params.RelayState !== undefined ? [`RelayState=${params.RelayState}`] : []),
    `SigAlg=${params.SigAlg}`,
  ].join("&");
}

export class TestIdp {
  readonly entityId: string;
  readonly privateKeyPem: string;
  readonly certificatePem: string;
  /** Who the next sign-in at the IdP is. */
  user: IdpUser = { nameId: "nobody@example.com" };
  /** The last AuthnRequest id the IdP received. */
  lastRequestId: string | null = null;
  /** LogoutRequests the IdP received from our SP (NameID, SessionIndex). */
  readonly logoutRequests: { id: string; nameId: string; sessionIndex: string | null }[] = [];
  /** LogoutResponses the IdP received from our SP, answering its own LogoutRequests. */
  readonly logoutResponses: { inResponseTo: string }[] = [];
  private readonly sps = new Map<string, TrustedSp>();
  private entity!: samlify.IdentityProviderInstance;
  private server!: Server;
  baseUrl = "";

  private constructor(label: string) {
    this.entityId = `https://idp.${label}.example/saml`;
    const pair = newServiceProviderKeyPair(0);
    this.privateKeyPem = pair.privateKeyPem;
    this.certificatePem = pair.certificatePem;
  }

  static async start(label: string): Promise<TestIdp> {
    const idp = new TestIdp(label);
    idp.server = createServer((req, res) => {
      idp.handle(req, res).catch((error: unknown) => {
        res.statusCode = 400;
        res.end(`IdP refused: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
    await new Promise<void>((resolve) => idp.server.listen(0, "127.0.0.1", resolve));
    idp.baseUrl = `http://127.0.0.1:${(idp.server.address() as AddressInfo).port}`;
    idp.entity = samlify.IdentityProvider({
      entityID: idp.entityId,
      privateKey: idp.privateKeyPem,
      signingCert: idp.certificatePem,
      nameIDFormat: [EMAIL_FORMAT],
      singleSignOnService: [{ Binding: REDIRECT, Location: `${idp.baseUrl}/sso` }],
      singleLogoutService: [{ Binding: REDIRECT, Location: `${idp.baseUrl}/slo` }],
      wantLogoutRequestSigned: true,
      wantAuthnRequestsSigned: true,
    } as samlify.IdentityProviderInstance["entitySetting"]);
    return idp;
  }

  /** The IdP's metadata, as an admin would paste it. */
  metadataXml(): string {
    return this.entity.getMetadata();
  }

  /** Trusts our service provider of one company, from its metadata (GET /sso/:id/saml/metadata). */
  trust(spMetadataXml: string): void {
    const entity = samlify.ServiceProvider({
      metadata: spMetadataXml,
      wantLogoutRequestSigned: true,
      wantLogoutResponseSigned: true,
    });
    const acs = entity.entityMeta.getAssertionConsumerService("post");
    const entityId = entity.entityMeta.getEntityID();
    const responseSigned = samlify.ServiceProvider({
      metadata: spMetadataXml.replace('WantAssertionsSigned="true"', 'WantAssertionsSigned="false"'),
    });
    this.sps.set(entityId, {
      entity,
      responseSigned,
      entityId,
      acs: Array.isArray(acs) ? (acs[0] ?? "") : acs,
    });
  }

  private sp(entityId: string): TrustedSp {
    const sp = this.sps.get(entityId);
    if (!sp) throw new Error(`the IdP does not know the SP ${entityId}`);
    return sp;
  }

  /** A Response to `requestId` for the SP `spEntityId`, base64, changed as `options` say. */
  async forge(spEntityId: string, requestId: string | null, options: ForgeOptions = {}): Promise<string> {
    const sp = this.sp(spEntityId);
    const now = new Date();
    const xml = responseXml({
      id: newId(),
      assertionId: options.assertionId ?? newId(),
      issuer: options.issuer ?? this.entityId,
      destination: options.destination ?? sp.acs,
      inResponseTo: options.inResponseTo === undefined ? requestId : options.inResponseTo,
      subjectInResponseTo:
        options.subjectInResponseTo !== undefined
          ? options.subjectInResponseTo
          : options.inResponseTo === undefined
            ? requestId
            : options.inResponseTo,
      audience: options.audience ?? sp.entityId,
      recipient: options.recipient ?? sp.acs,
      notBefore: (options.notBefore ?? now).toISOString(),
      notOnOrAfter: (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString(),
      now: now.toISOString(),
      user: options.user ?? this.user,
    });
    if (options.sign === false) return Buffer.from(xml, "utf8").toString("base64");
    const signed = await this.entity.createLoginResponse(
      options.sign === "response" ? sp.responseSigned : sp.entity,
      { extract: { request: { id: requestId ?? "" } } } as unknown as Parameters<
        samlify.IdentityProviderInstance["createLoginResponse"]
      >[1],
      "post",
      {},
      { customTagReplacement: () => ({ id: "", context: xml }) },
    );
    if (!options.tamper) return signed.context;
    const text = Buffer.from(signed.context, "base64").toString("utf8");
    // One byte of the NameID inside the signed assertion.
    const tampered = text.replace(
      /(<saml:NameID[^>]*>)(.)/,
      (_m, open: string, first: string) => `${open}${first === "x" ? "y" : "x"}`,
    );
    if (tampered === text) throw new Error("nothing to tamper with");
    return Buffer.from(tampered, "utf8").toString("base64");
  }

  /** Signs the SP's session out from the IdP's side: a signed LogoutRequest URL to our SLO endpoint. */
  logoutRequestUrl(spEntityId: string, nameId: string, sessionIndex?: string): string {
    const sp = this.sp(spEntityId);
    const { context } = this.entity.createLogoutRequest(sp.entity, "redirect", {
      logoutNameID: nameId,
      ...(sessionIndex ? { sessionIndex } : {}),
    });
    return context;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.baseUrl);
    const query = url.search.slice(1);
    const params = rawParams(query);
    if (url.pathname === "/sso" && params.SAMLRequest) {
      const xml = inflateRawSync(Buffer.from(decodeURIComponent(params.SAMLRequest), "base64")).toString(
        "utf8",
      );
      const issuer = /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? "";
      const sp = this.sp(issuer);
      const parsed = await this.entity.parseLoginRequest(sp.entity, "redirect", {
        query: decodedParams(query),
        octetString: octetString(params, "SAMLRequest"),
      });
      const requestId = String(parsed.extract.request?.id ?? "");
      this.lastRequestId = requestId;
      const response = await this.forge(sp.entityId, requestId);
      const relay = params.RelayState ? decodeURIComponent(params.RelayState) : "";
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(
        `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeXml(sp.acs)}">` +
          `<input type="hidden" name="SAMLResponse" value="${response}"/>` +
          `<input type="hidden" name="RelayState" value="${escapeXml(relay)}"/></form></body></html>`,
      );
      return;
    }
    if (url.pathname === "/slo" && params.SAMLRequest) {
      const xml = inflateRawSync(Buffer.from(decodeURIComponent(params.SAMLRequest), "base64")).toString(
        "utf8",
      );
      const issuer = /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? "";
      const sp = this.sp(issuer);
      const parsed = await this.entity.parseLogoutRequest(sp.entity, "redirect", {
        query: decodedParams(query),
        octetString: octetString(params, "SAMLRequest"),
      });
      const nameId = String(parsed.extract.nameID ?? "");
      const sessionIndex = (parsed.extract.sessionIndex as string | undefined) ?? null;
      this.logoutRequests.push({ id: String(parsed.extract.request?.id ?? ""), nameId, sessionIndex });
      const { context } = this.entity.createLogoutResponse(
        sp.entity,
        { extract: parsed.extract },
        "redirect",
        {
          relayState: params.RelayState ? decodeURIComponent(params.RelayState) : "",
        },
      );
      res.statusCode = 302;
      res.setHeader("location", context);
      res.end();
      return;
    }
    if (url.pathname === "/slo" && params.SAMLResponse) {
      // Our answer to the IdP's own LogoutRequest: its signature is checked like a real IdP does.
      const xml = inflateRawSync(Buffer.from(decodeURIComponent(params.SAMLResponse), "base64")).toString(
        "utf8",
      );
      const issuer = /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? "";
      const parsed = await this.entity.parseLogoutResponse(this.sp(issuer).entity, "redirect", {
        query: decodedParams(query),
        octetString: octetString(params, "SAMLResponse"),
      });
      this.logoutResponses.push({ inResponseTo: String(parsed.extract.response?.inResponseTo ?? "") });
      res.setHeader("content-type", "text/plain");
      res.end("signed out");
      return;
    }
    res.statusCode = 404;
    res.end("not found");
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
