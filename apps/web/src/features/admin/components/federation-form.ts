import {
  FEDERATION_FAILURES,
  type FederationFailure,
  type FederationProtocol,
  type TFederationAdmin,
} from "@wellguard/contract";

/** Where the SAML form reads the IdP's metadata from: its URL (read again by the server) or pasted XML. */
export type MetadataSource = "url" | "xml";

export interface FederationFormState {
  protocol: FederationProtocol;
  issuer: string;
  clientId: string;
  /** Empty: keep the stored secret (when one is set). */
  clientSecret: string;
  scopes: string;
  metadataSource: MetadataSource;
  idpMetadataUrl: string;
  idpMetadataXml: string;
  hosts: string[];
  matchClaim: "email" | "login";
  jitCreate: boolean;
  jitDepartmentId: number | null;
  enabled: boolean;
}

/** The form as it opens: the saved federation, or OpenID Connect with the contract's defaults. */
export function federationFormState(saved: TFederationAdmin | null): FederationFormState {
  return {
    protocol: saved?.protocol ?? "oidc",
    issuer: saved?.oidc?.issuer ?? "",
    clientId: saved?.oidc?.clientId ?? "",
    clientSecret: "",
    scopes: saved?.oidc?.scopes ?? "openid email profile",
    // Pasted XML is not sent back: an existing SAML federation without a URL shows an empty box to paste anew.
    metadataSource: saved?.saml && !saved.saml.idpMetadataUrl ? "xml" : "url",
    idpMetadataUrl: saved?.saml?.idpMetadataUrl ?? "",
    idpMetadataXml: "",
    hosts: saved?.hosts ?? [],
    matchClaim: saved?.matchClaim ?? "email",
    jitCreate: saved?.jitCreate ?? false,
    jitDepartmentId: saved?.jitDepartmentId ?? null,
    enabled: saved?.enabled ?? true,
  };
}

/**
 * Host names as typed into the tag input: trimmed, lower-case, without a scheme, path or trailing dot, and once
 * each. The contract's ZDomain then says whether each is a host name (ND1047 in the field otherwise).
 */
export function normaliseHosts(values: readonly string[]): string[] {
  const hosts = values
    .map((value) =>
      value
        .trim()
        .toLowerCase()
        .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
        .replace(/[/?#].*$/, "")
        .replace(/\.$/, ""),
    )
    .filter((host) => host !== "");
  return [...new Set(hosts)];
}

/**
 * The values as PUT /admin/identity/{companyId}/federation takes them (ZFederationInput checks them first).
 * An empty client secret is left out, which keeps the stored one; the metadata not chosen is left out.
 */
export function federationInput(state: FederationFormState): Record<string, unknown> {
  const common = {
    enabled: state.enabled,
    matchClaim: state.matchClaim,
    jitCreate: state.jitCreate,
    // The department only matters with just-in-time creation; without it nobody is created.
    jitDepartmentId: state.jitCreate ? state.jitDepartmentId : null,
    hosts: normaliseHosts(state.hosts),
  };
  if (state.protocol === "oidc") {
    return {
      ...common,
      protocol: "oidc",
      issuer: state.issuer.trim(),
      clientId: state.clientId,
      ...(state.clientSecret === "" ? {} : { clientSecret: state.clientSecret }),
      scopes: state.scopes.trim() || undefined,
    };
  }
  return {
    ...common,
    protocol: "saml",
    ...(state.metadataSource === "url"
      ? { idpMetadataUrl: state.idpMetadataUrl.trim() || undefined }
      : { idpMetadataXml: state.idpMetadataXml.trim() === "" ? undefined : state.idpMetadataXml }),
  };
}

/**
 * The last refusal as the server records it, "<reason>: <which check failed>": the reason (translated on the page)
 * and the detail for the admin (the log's words). A text in another shape is all detail.
 */
export function lastFailureParts(text: string): { reason: FederationFailure | null; detail: string } {
  const colon = text.indexOf(":");
  const head = colon < 0 ? text : text.slice(0, colon);
  if (!(FEDERATION_FAILURES as readonly string[]).includes(head)) return { reason: null, detail: text };
  return { reason: head as FederationFailure, detail: colon < 0 ? "" : text.slice(colon + 1).trim() };
}
