import { type TFederationAdmin, ZFederationInput } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { checkWithSchema } from "@/features/organisation/lib/form-errors";
import { federationFormState, federationInput, lastFailureParts, normaliseHosts } from "./federation-form";
import { lastUse } from "./scim-tokens";

const oidcSaved: TFederationAdmin = {
  companyId: 7,
  protocol: "oidc",
  enabled: true,
  matchClaim: "login",
  jitCreate: true,
  jitDepartmentId: 12,
  hosts: ["acme.wellguard.example"],
  emailDomains: ["acme.example"],
  startUrl: "https://wellguard.example/sso/7/start",
  oidc: {
    issuer: "https://login.acme.example",
    clientId: "wellguard",
    clientSecretSet: true,
    scopes: "openid email",
    redirectUri: "https://wellguard.example/sso/7/oidc/callback",
    postLogoutRedirectUri: "https://acme.wellguard.example/federation/signed-out",
  },
  saml: null,
  lastFailure: null,
  lastFailureAt: null,
};

describe("normaliseHosts", () => {
  it("keeps lower-case host names once each, without scheme, path or trailing dot", () => {
    expect(
      normaliseHosts([" ACME.Wellguard.Example ", "https://acme.wellguard.example/", "hr.acme.example.", ""]),
    ).toEqual(["acme.wellguard.example", "hr.acme.example"]);
  });
});

describe("federationFormState", () => {
  it("opens a company without federation on OpenID Connect with the contract's defaults and JIT off", () => {
    const state = federationFormState(null);
    expect(state).toMatchObject({
      protocol: "oidc",
      scopes: "openid email profile",
      matchClaim: "email",
      jitCreate: false,
      enabled: true,
      hosts: [],
    });
  });

  it("never puts the stored secret in the form, and opens pasted SAML metadata as an empty XML box", () => {
    expect(federationFormState(oidcSaved)).toMatchObject({ clientSecret: "", clientId: "wellguard" });
    const saml = federationFormState({
      ...oidcSaved,
      protocol: "saml",
      oidc: null,
      saml: {
        idpEntityId: "https://idp.acme.example",
        idpSsoUrl: "https://idp.acme.example/sso",
        idpSloUrl: null,
        idpMetadataUrl: null,
        idpCertificates: [],
        spEntityId: "https://wellguard.example/sso/7/saml/metadata",
        spAcsUrl: "https://wellguard.example/sso/7/saml/acs",
        spSloUrl: "https://wellguard.example/sso/7/saml/logout",
        spMetadataUrl: "https://wellguard.example/sso/7/saml/metadata",
        spCertificate: { subject: "CN=Wellguard", notAfter: "2036-01-01T00:00:00Z", fingerprint: "AA:BB" },
      },
    });
    expect(saml).toMatchObject({ protocol: "saml", metadataSource: "xml", idpMetadataXml: "" });
  });
});

describe("federationInput", () => {
  it("leaves an empty client secret out, so the stored one is kept", () => {
    const input = federationInput(federationFormState(oidcSaved));
    expect(input).not.toHaveProperty("clientSecret");
    const check = checkWithSchema(ZFederationInput, input);
    expect(check.ok).toBe(true);
  });

  it("sends no department when just-in-time creation is off", () => {
    const state = { ...federationFormState(oidcSaved), jitCreate: false };
    expect(federationInput(state)).toMatchObject({ jitCreate: false, jitDepartmentId: null });
  });

  it("sends only the SAML metadata chosen", () => {
    const state = {
      ...federationFormState(null),
      protocol: "saml" as const,
      metadataSource: "url" as const,
      idpMetadataUrl: " https://idp.acme.example/metadata ",
      idpMetadataXml: "<EntityDescriptor/>",
    };
    const input = federationInput(state);
    expect(input).toMatchObject({ protocol: "saml", idpMetadataUrl: "https://idp.acme.example/metadata" });
    expect(input).not.toHaveProperty("idpMetadataXml");
    expect(input).not.toHaveProperty("issuer");
  });

  it("is refused by the contract with ND1027 on the issuer field when the issuer is not a URL", () => {
    const state = { ...federationFormState(null), issuer: "login.acme", clientId: "x", clientSecret: "s" };
    const check = checkWithSchema(ZFederationInput, federationInput(state));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.issuer).toBe("ND1027");
  });

  it("is refused on the host field when a host name is not one", () => {
    const state = {
      ...federationFormState(oidcSaved),
      hosts: ["acme wellguard"],
    };
    const check = checkWithSchema(ZFederationInput, federationInput(state));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.errors).some((field) => field.startsWith("hosts"))).toBe(true);
  });
});

describe("lastUse", () => {
  const format = (iso: string) => `<${iso}>`;
  it("says never, when, or when and from where", () => {
    expect(lastUse({ lastUsedAt: null, lastUsedIp: null }, format)).toEqual({
      key: "identity.scim.neverUsed",
      values: {},
    });
    expect(lastUse({ lastUsedAt: "2026-11-27T10:00:00Z", lastUsedIp: null }, format)).toEqual({
      key: "identity.scim.lastUsedNoIp",
      values: { date: "<2026-11-27T10:00:00Z>" },
    });
    expect(lastUse({ lastUsedAt: "2026-11-27T10:00:00Z", lastUsedIp: "203.0.113.9" }, format).values).toEqual(
      {
        date: "<2026-11-27T10:00:00Z>",
        ip: "203.0.113.9",
      },
    );
  });
});

describe("lastFailureParts", () => {
  it("splits the recorded refusal into its reason and the check that failed", () => {
    expect(lastFailureParts("expired: NotOnOrAfter passed")).toEqual({
      reason: "expired",
      detail: "NotOnOrAfter passed",
    });
    expect(lastFailureParts("replay")).toEqual({ reason: "replay", detail: "" });
    expect(lastFailureParts("something else: x")).toEqual({ reason: null, detail: "something else: x" });
  });
});
