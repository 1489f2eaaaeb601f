import {
  FEDERATION_CLOCK_SKEW_SECONDS,
  FEDERATION_STATE_MINUTES,
  type FederationFailure,
} from "@wellguard/contract";
import type { FastifyBaseLogger } from "fastify";
import * as client from "openid-client";
import type { Db } from "../../db/database";
import type { AppDeps } from "../../lib/deps";
import { type FederationRow, sealContext, ssoUrls } from "./federation";
import type { FederatedIdentity } from "./finish";

/** A discovered provider is reused this long (a changed federation is discovered again at once). */
const CONFIGURATION_TTL_MS = 5 * 60_000;
/** Seconds any request to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Why an OIDC step failed: the reason the browser is shown and a detail for the log (never a secret). */
export class OidcRefusal extends Error {
  constructor(
    readonly reason: FederationFailure,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = "OidcRefusal";
  }
}

export function isOidcRefusal(error: unknown): error is OidcRefusal {
  return error instanceof OidcRefusal;
}

interface CachedConfiguration {
  key: string;
  expiresAt: number;
  configuration: Promise<client.Configuration>;
}

// Per database, so two apps in one process (the test suites) never share a company's entry.
const caches = new WeakMap<Db, Map<number, CachedConfiguration>>();

/** Plain http is allowed for a loopback issuer only (the tests' provider); anything else must be https. */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
}

/** True for errors that mean the provider did not answer (network, timeout, an HTTP status instead of JSON). */
function isUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.name === "TimeoutError" || e.name === "AbortError") return true;
    if (e instanceof TypeError && e.message === "fetch failed") return true;
    const code = (e as { code?: unknown }).code;
    if (code === "OAUTH_RESPONSE_IS_NOT_CONFORM" || code === "OAUTH_RESPONSE_IS_NOT_JSON") return true;
    if (
      typeof code === "string" &&
      /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|UND_ERR_)/.test(code)
    )
      return true;
  }
  return false;
}

/** The check that failed, as a short text for the log (openid-client's message and code; no token content). */
function describe(error: unknown): string {
  if (error instanceof client.ResponseBodyError)
    return `${error.error}${error.error_description ? ` (${error.error_description})` : ""}`;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${error.message}${typeof code === "string" ? ` [${code}]` : ""}`.slice(0, 300);
  }
  return "unknown error";
}

/** Turns an openid-client failure into the refusal shown to the browser. */
function refusalOf(error: unknown, step: string): OidcRefusal {
  if (error instanceof OidcRefusal) return error;
  if (isUnreachable(error)) return new OidcRefusal("provider-unreachable", `${step}: ${describe(error)}`);
  return new OidcRefusal("token", `${step}: ${describe(error)}`);
}

function clientSecretOf(deps: AppDeps, federation: FederationRow): string {
  if (!federation.oidc_client_secret_sealed) {
    throw new OidcRefusal("not-configured", "the federation has no client secret");
  }
  if (!deps.sealer) throw new OidcRefusal("not-configured", "SECRET_KEY is not set");
  try {
    return deps.sealer.open(
      federation.oidc_client_secret_sealed,
      sealContext.oidcClientSecret(federation.company_id),
    );
  } catch {
    throw new OidcRefusal("not-configured", "the client secret does not open with this SECRET_KEY");
  }
}

/**
 * The provider's discovered configuration with our client (client_secret_basic), cached per company for a few
 * minutes; a change of the federation (its updated_at, issuer or client) discovers again.
 */
export async function oidcConfiguration(
  deps: AppDeps,
  federation: FederationRow,
): Promise<client.Configuration> {
  if (federation.protocol !== "oidc" || !federation.oidc_issuer || !federation.oidc_client_id) {
    throw new OidcRefusal("not-configured", "the federation is not OpenID Connect");
  }
  let issuer: URL;
  try {
    issuer = new URL(federation.oidc_issuer);
  } catch {
    throw new OidcRefusal("not-configured", "the issuer is not a URL");
  }
  const secret = clientSecretOf(deps, federation);
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new Map();
    caches.set(deps.db, cache);
  }
  const key = [
    new Date(federation.updated_at).toISOString(),
    federation.oidc_issuer,
    federation.oidc_client_id,
    federation.oidc_client_secret_sealed,
  ].join("\n");
  const cached = cache.get(federation.company_id);
  if (cached && cached.key === key && cached.expiresAt > Date.now()) return cached.configuration;

  const configuration = client.discovery(
    issuer,
    federation.oidc_client_id,
    { client_secret: secret, [client.clockTolerance]: FEDERATION_CLOCK_SKEW_SECONDS },
    client.ClientSecretBasic(secret),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
    },
  );
  const entry = { key, expiresAt: Date.now() + CONFIGURATION_TTL_MS, configuration };
  cache.set(federation.company_id, entry);
  try {
    return await configuration;
  } catch (error) {
    // A failed discovery is not remembered: the next sign-in asks again.
    if (cache.get(federation.company_id) === entry) cache.delete(federation.company_id);
    throw refusalOf(error, "discovery");
  }
}

/** Starts a sign-in: stores state, nonce and PKCE verifier (used once) and answers the provider's URL. */
export async function oidcLoginUrl(deps: AppDeps, federation: FederationRow): Promise<string> {
  const configuration = await oidcConfiguration(deps, federation);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  const challenge = await client.calculatePKCECodeChallenge(verifier);
  await deps.db
    .insertInto("sso_login_states")
    .values({
      id: state,
      company_id: federation.company_id,
      protocol: "oidc",
      code_verifier: verifier,
      nonce,
      expires_at: new Date(Date.now() + FEDERATION_STATE_MINUTES * 60_000),
    })
    .execute();
  const urls = ssoUrls(deps.config, federation.company_id, federation.hosts);
  return client
    .buildAuthorizationUrl(configuration, {
      redirect_uri: urls.oidcCallback,
      scope: federation.oidc_scopes,
      state,
      nonce,
      code_challenge: challenge,
      code_challenge_method: "S256",
    })
    .toString();
}

function stringClaim(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * What the claims say: `email` (ignored when the provider marks it unverified) and `login` from
 * preferred_username (Entra ID puts the UPN there), with the given and family names.
 */
function identityOf(claims: Record<string, unknown>): FederatedIdentity {
  return {
    email: claims.email_verified === false ? null : stringClaim(claims.email),
    login: stringClaim(claims.preferred_username),
    givenName: stringClaim(claims.given_name),
    familyName: stringClaim(claims.family_name),
  };
}

/** The callback's query, as the browser sent it; only plain strings are read. */
export type CallbackQuery = Record<string, unknown>;

/**
 * Checks the provider's answer and exchanges the code: one use of the state (deleted as it is read), the
 * provider's error, then issuer, audience, expiry, signature, nonce and PKCE through openid-client. Answers the
 * identity the claims (or userinfo, when the ID token lacks the configured claim) give.
 */
export async function oidcCallbackIdentity(
  deps: AppDeps,
  federation: FederationRow,
  query: CallbackQuery,
  log: FastifyBaseLogger,
): Promise<FederatedIdentity> {
  const state = typeof query.state === "string" ? query.state : null;
  if (!state || state.length > 200) throw new OidcRefusal("state", "the answer has no state");
  const row = await deps.db
    .deleteFrom("sso_login_states")
    .where("id", "=", state)
    .where("company_id", "=", federation.company_id)
    .where("protocol", "=", "oidc")
    .returning(["code_verifier", "nonce", "expires_at"])
    .executeTakeFirst();
  if (!row) throw new OidcRefusal("state", "unknown or already used state");
  if (row.expires_at.getTime() <= Date.now()) throw new OidcRefusal("state", "the state expired");
  if (!row.code_verifier || !row.nonce) throw new OidcRefusal("state", "the state lacks its verifier");
  if (query.error !== undefined) {
    const error = typeof query.error === "string" ? query.error.slice(0, 100) : "unreadable";
    throw new OidcRefusal("provider-error", `the provider answered error=${error}`);
  }
  if (typeof query.code !== "string" || query.code.length === 0) {
    throw new OidcRefusal("token", "the answer has no code");
  }

  const configuration = await oidcConfiguration(deps, federation);
  const urls = ssoUrls(deps.config, federation.company_id, federation.hosts);
  // The URL the provider redirected to, rebuilt from our redirect_uri and the parameters that are strings.
  const current = new URL(urls.oidcCallback);
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === "string") current.searchParams.set(name, value);
  }
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, current, {
      expectedState: state,
      expectedNonce: row.nonce,
      pkceCodeVerifier: row.code_verifier,
      idTokenExpected: true,
    });
  } catch (error) {
    if (error instanceof client.AuthorizationResponseError) {
      throw new OidcRefusal("provider-error", `the provider answered error=${error.error}`);
    }
    throw refusalOf(error, "code exchange");
  }
  const claims = tokens.claims();
  if (!claims) throw new OidcRefusal("token", "code exchange: no ID token");
  let identity = identityOf(claims);
  const wanted = federation.match_claim === "login" ? identity.login : identity.email;
  if (!wanted && tokens.access_token) {
    try {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      const more = identityOf(info);
      identity = {
        email: identity.email ?? more.email,
        login: identity.login ?? more.login,
        givenName: identity.givenName ?? more.givenName ?? null,
        familyName: identity.familyName ?? more.familyName ?? null,
      };
    } catch (error) {
      // Without userinfo the claim is missing: finishFederatedSignIn refuses it as "identifier".
      log.warn({ companyId: federation.company_id }, `single sign-on: userinfo failed (${describe(error)})`);
    }
  }
  return { ...identity, logout: { idToken: tokens.id_token ?? null } };
}

/** The provider's end-session URL for a session signed in through it, or null when it has none. */
export async function oidcLogoutUrl(
  deps: AppDeps,
  federation: FederationRow,
  idToken: string | null,
  log: FastifyBaseLogger,
): Promise<string | null> {
  try {
    const configuration = await oidcConfiguration(deps, federation);
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    const urls = ssoUrls(deps.config, federation.company_id, federation.hosts);
    return client
      .buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: urls.signedOut,
        ...(idToken ? { id_token_hint: idToken } : {}),
      })
      .toString();
  } catch (error) {
    log.warn(
      { companyId: federation.company_id },
      `single sign-on logout: no end-session URL (${error instanceof OidcRefusal ? error.message : describe(error)})`,
    );
    return null;
  }
}
