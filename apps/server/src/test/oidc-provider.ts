/// <reference path="./oidc-provider-types.d.ts" />
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type ProviderContext } from "oidc-provider";

/*
 * A real OpenID Connect provider for tests (oidc-provider, in process, on a free loopback port), with its
 * development login form: any password signs in as the account named by the login. Consent is skipped (every
 * client already holds a grant for openid email profile). Tests drive the form with plain fetch and a cookie jar
 * (`authorize`), so API tests complete a sign-in without a browser.
 */

export interface TestOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

/** The claims an account answers (the provider adds sub). */
export interface TestOidcAccount {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  /** The issuer, http://127.0.0.1:<port> */
  issuer: string;
  /** Accounts by id; tests may add more at any time. */
  accounts: Map<string, TestOidcAccount>;
  /**
   * Follows the authorization URL through the login form as `login` (null: presses cancel, the provider then
   * answers error=access_denied) and answers the URL the provider finally sends the browser to (our callback).
   */
  authorize(authorizationUrl: string, login: string | null): Promise<string>;
  close(): Promise<void>;
}

const SCOPES = "openid email profile";

export async function startOidcProvider(options: {
  clients: TestOidcClient[];
  accounts?: Record<string, TestOidcAccount>;
  /** Put the scope's claims in the ID token too (default: userinfo only, as OpenID Connect Core says). */
  claimsInIdToken?: boolean;
}): Promise<TestOidcProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      post_logout_redirect_uris: c.postLogoutRedirectUris ?? [],
      token_endpoint_auth_method: "client_secret_basic",
      grant_types: ["authorization_code"],
      response_types: ["code"],
    })),
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["preferred_username", "given_name", "family_name"],
    },
    conformIdTokenClaims: !options.claimsInIdToken,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ["wellguard-test-only-cookie-key"] },
    findAccount: async (_ctx: unknown, id: string) => {
      const claims = accounts.get(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    // Every client already holds the grant: no consent page.
    loadExistingGrant: async (ctx: ProviderContext) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
  });
  // Its own errors are answered to the browser; the test output need not list them.
  provider.on("server_error", () => {});
  server.on("request", provider.callback());

  async function authorize(authorizationUrl: string, login: string | null): Promise<string> {
    const jar = new Map<string, string>();
    const origin = new URL(issuer).origin;
    let url = new URL(authorizationUrl);
    let method = "GET";
    let body: string | undefined;
    for (let hop = 0; hop < 12; hop++) {
      if (url.origin !== origin) return url.toString();
      const headers: Record<string, string> = {};
      if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      if (body !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
      const response = await fetch(url, {
        method,
        headers,
        redirect: "manual",
        ...(body !== undefined ? { body } : {}),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const eq = pair.indexOf("=");
        if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        method = "GET";
        body = undefined;
        continue;
      }
      const html = await response.text();
      const uid = /\/interaction\/([^/?#]+)/.exec(url.pathname)?.[1];
      if (response.status !== 200 || !uid) {
        throw new Error(
          `the test provider answered ${response.status} at ${url.pathname}: ${html.slice(0, 300)}`,
        );
      }
      if (login === null) {
        url = new URL(`/interaction/${uid}/abort`, origin);
        method = "GET";
        body = undefined;
        continue;
      }
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no login form at ${url.pathname}`);
      url = new URL(action.replaceAll("&amp;", "&").replaceAll("&#x2F;", "/"), origin);
      method = "POST";
      body = new URLSearchParams({ prompt: "login", login, password: "any" }).toString();
    }
    throw new Error("too many redirects at the test provider");
  }

  return {
    issuer,
    accounts,
    authorize,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
