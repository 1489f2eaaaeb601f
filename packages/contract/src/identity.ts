import { z } from "zod";
import { ZDomain } from "./organisation";
import { multilineText, text } from "./text";

/*
 * Identity for companies (issue 20, docs/identity.md): single sign-on per company (service federation, 6) and
 * SCIM 2.0 provisioning (service scim, 9).
 *
 * Platform ADMIN (companies in their scope):
 *   GET    /admin/identity/{companyId}/federation        → records: TFederationAdmin | null
 *   PUT    /admin/identity/{companyId}/federation        ZFederationInput → records: TFederationAdmin
 *   DELETE /admin/identity/{companyId}/federation        → records: "ok"  (back to passwords)
 *   GET    /admin/identity/{companyId}/scim-tokens       → records: TScimToken[]
 *   POST   /admin/identity/{companyId}/scim-tokens       ZScimTokenInput → records: TScimTokenCreated (shown once)
 *   DELETE /admin/identity/{companyId}/scim-tokens/{id}  → records: "ok"  (revoked)
 * Browser (no bearer token; redirects):
 *   GET    /sso/{companyId}/start                        → 302 to the identity provider
 *   GET    /sso/{companyId}/oidc/callback                → 303 to /token/#token=…, /federation/not-found or
 *                                                            /federation/error?reason=…
 *   POST   /sso/{companyId}/saml/acs                     → the same
 *   GET    /sso/{companyId}/saml/metadata                → our service provider's metadata (XML)
 *   GET    /sso/{companyId}/saml/logout                  → the IdP's logout answer; 303 to /federation/signed-out
 *   POST   /auth/sso-logout  (bearer)                    → records: TSsoLogout  (where to go to end the IdP session)
 * SCIM 2.0 (RFC 7643/7644), bearer = a SCIM token of the company: /scim/v2/{ServiceProviderConfig, ResourceTypes,
 * Schemas, Users, Groups}; answers in application/scim+json and SCIM's error shape.
 */

export const FEDERATION_PROTOCOLS = ["oidc", "saml"] as const;
export type FederationProtocol = (typeof FEDERATION_PROTOCOLS)[number];

/** Which identifier from the provider finds the person among the company's people. */
export const FEDERATION_MATCH_CLAIMS = ["email", "login"] as const;

/**
 * Why a single sign-on was refused, as /federation/error?reason= names it; each has a translated page text.
 * The admin's log line says more (which value did not match).
 */
export const FEDERATION_FAILURES = [
  "not-configured", // the company has no enabled federation, or its service is not contracted
  "provider-unreachable", // discovery or the token endpoint did not answer
  "state", // unknown, used or expired state / InResponseTo
  "provider-error", // the provider answered with an error (the person cancelled, for instance)
  "token", // OIDC: code exchange, issuer, audience, expiry, nonce or signature refused
  "signature", // SAML: no valid signature from the company's IdP
  "audience", // SAML: the assertion is for another service provider
  "recipient", // SAML: Destination / Recipient is not our ACS
  "expired", // SAML: outside NotBefore / NotOnOrAfter (with the allowed clock skew)
  "replay", // SAML: this assertion was already used
  "identifier", // the answer lacks the configured claim (e-mail or login)
  "disabled", // the person is deactivated
] as const;
export type FederationFailure = (typeof FEDERATION_FAILURES)[number];

/** Allowed clock difference with an identity provider, in seconds (SAML NotBefore/NotOnOrAfter, OIDC iat/exp). */
export const FEDERATION_CLOCK_SKEW_SECONDS = 120;
/** How long a sign-in may stay at the provider before its state expires, in minutes. */
export const FEDERATION_STATE_MINUTES = 10;

const ZHttpsUrl = text({ error: "ND1027" })
  .trim()
  .max(2000, { error: "ND1027" })
  .pipe(z.url({ error: "ND1027" }));

const ZFederationCommon = z.object({
  enabled: z.boolean().default(true),
  matchClaim: z.enum(FEDERATION_MATCH_CLAIMS).default("email"),
  jitCreate: z.boolean().default(false),
  /** Where people created just in time go; null: no department. */
  jitDepartmentId: z.number().int().positive().nullable().default(null),
  /** The company's own host names (a subdomain per company); a visit there goes to its provider. */
  hosts: z.array(ZDomain).max(10, { error: "ND1027" }).default([]),
});

export const ZFederationInput = z.discriminatedUnion("protocol", [
  ZFederationCommon.extend({
    protocol: z.literal("oidc"),
    /** The issuer; its /.well-known/openid-configuration is read when saved. */
    issuer: ZHttpsUrl,
    clientId: text({ error: "ND1018" }).trim().min(1, { error: "ND1018" }).max(500, { error: "ND1027" }),
    /** Omitted: keep the stored secret (required the first time). */
    clientSecret: text({ error: "ND1027" })
      .min(1, { error: "ND1018" })
      .max(2000, { error: "ND1027" })
      .optional(),
    scopes: text({ error: "ND1027" })
      .trim()
      .max(500, { error: "ND1027" })
      .regex(/(^|\s)openid(\s|$)/, { error: "ND1027" })
      .default("openid email profile"),
  }),
  ZFederationCommon.extend({
    protocol: z.literal("saml"),
    /** The IdP's metadata, pasted; or `idpMetadataUrl` to read it from (one of the two). */
    idpMetadataXml: multilineText({ error: "ND1027" }).max(500_000, { error: "ND1027" }).optional(),
    idpMetadataUrl: ZHttpsUrl.optional(),
  }),
]);
export type TFederationInput = z.infer<typeof ZFederationInput>;

export const ZCertificateSummary = z.object({
  subject: z.string(),
  notAfter: z.string(),
  /** SHA-256 of the DER, hex pairs separated by colons. */
  fingerprint: z.string(),
});

export const ZFederationAdmin = z.object({
  companyId: z.number().int(),
  protocol: z.enum(FEDERATION_PROTOCOLS),
  enabled: z.boolean(),
  matchClaim: z.enum(FEDERATION_MATCH_CLAIMS),
  jitCreate: z.boolean(),
  jitDepartmentId: z.number().int().nullable(),
  hosts: z.array(z.string()),
  /** The company's e-mail domains (organisation settings): a login or e-mail there goes to the provider. */
  emailDomains: z.array(z.string()),
  /** Where a sign-in starts (the federation check's and the username step's url). */
  startUrl: z.string(),
  oidc: z
    .object({
      issuer: z.string(),
      clientId: z.string(),
      clientSecretSet: z.boolean(),
      scopes: z.string(),
      /** To register at the provider. */
      redirectUri: z.string(),
      postLogoutRedirectUri: z.string(),
    })
    .nullable(),
  saml: z
    .object({
      idpEntityId: z.string(),
      idpSsoUrl: z.string(),
      idpSloUrl: z.string().nullable(),
      idpMetadataUrl: z.string().nullable(),
      idpCertificates: z.array(ZCertificateSummary),
      spEntityId: z.string(),
      spAcsUrl: z.string(),
      spSloUrl: z.string(),
      spMetadataUrl: z.string(),
      spCertificate: ZCertificateSummary,
    })
    .nullable(),
  lastFailure: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
});
export type TFederationAdmin = z.infer<typeof ZFederationAdmin>;

export const ZSsoLogout = z.object({ url: z.string().nullable() });
export type TSsoLogout = z.infer<typeof ZSsoLogout>;

export const ZScimTokenInput = z.object({
  name: text({ error: "ND1018" }).trim().min(1, { error: "ND1018" }).max(100, { error: "ND1007" }),
});

export const ZScimToken = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TScimToken = z.infer<typeof ZScimToken>;

export const ZScimTokenCreated = ZScimToken.extend({
  /** Shown once; only its hash is stored. */
  token: z.string(),
  /** The SCIM base URL to give the identity provider. */
  baseUrl: z.string(),
});
export type TScimTokenCreated = z.infer<typeof ZScimTokenCreated>;
