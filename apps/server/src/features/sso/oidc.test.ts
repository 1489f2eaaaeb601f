import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type FederationFailure, serviceId } from "@wellguard/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sealer } from "../../lib/sealed";
import {
  type ApiClient,
  apiClient,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { startOidcProvider, type TestOidcProvider } from "../../test/oidc-provider";
import { runHousekeeping } from "../housekeeping/housekeeping";
import { sealContext } from "./federation";
import { expectRefusedSignIn, SSO_TEST_PUBLIC, tokenOf, withJitCreate } from "./test-fixtures";

/*
 * OpenID Connect sign-in over HTTP (docs/identity.md): the product's /sso routes against a real provider
 * (oidc-provider on loopback), the browser's redirects followed by hand. Every refusal is checked twice: the
 * reason on the error page the browser is sent to, and what the admin's form reads (last_failure).
 */

const SECRET_KEY = "test-only-secret-key-for-sso-tests-0123456789";
const PUBLIC = SSO_TEST_PUBLIC;
const ALL_SERVICES = Array.from({ length: 16 }, (_, i) => i + 1);
const FEDERATION = serviceId("federation");

interface Company {
  id: number;
  clientId: string;
  clientSecret: string;
}

describe.each(testDatabases())("OpenID Connect sign-in (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let idp: TestOidcProvider;
  let alpha: Company;
  let beta: Company;
  const sealer = new Sealer(SECRET_KEY);

  async function addCompany(name: string, services = ALL_SERVICES): Promise<number> {
    const row = await server.db
      .insertInto("companies")
      .values({
        name,
        domain: `${name}.test`,
        fiscal_code: null,
        logo: null,
        federation_url: null,
        parent_company_id: null,
        services,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function addPerson(
    companyId: number,
    login: string,
    email: string | null,
    extra: { disabled?: boolean } = {},
  ): Promise<number> {
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
        disabled_at: extra.disabled ? new Date() : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto("person_profiles")
      .values({ person_id: row.id, profile: "USER", company_id: null })
      .execute();
    return row.id;
  }

  async function addFederation(company: Company, matchClaim: "email" | "login", issuer = idp.issuer) {
    await server.db
      .insertInto("company_federations")
      .values({
        company_id: company.id,
        protocol: "oidc",
        match_claim: matchClaim,
        oidc_issuer: issuer,
        oidc_client_id: company.clientId,
        oidc_client_secret_sealed: sealer.seal(
          company.clientSecret,
          sealContext.oidcClientSecret(company.id),
        ),
        jit_department_id: null,
      })
      .execute();
  }

  const callbackOf = (id: number) => `${PUBLIC}/api/v1/sso/${id}/oidc/callback`;
  /** The product answers with PUBLIC_URL addresses; the test reaches them on the server's real port. */
  const local = (url: string) => {
    const u = new URL(url);
    return `${server.baseUrl}${u.pathname}${u.search}`;
  };

  async function visit(url: string): Promise<{ status: number; location: string }> {
    const res = await fetch(url, { redirect: "manual" });
    await res.text();
    return { status: res.status, location: res.headers.get("location") ?? "" };
  }

  /** GET /sso/:id/start: the provider's authorization URL (or our error page). */
  const start = (companyId: number) => visit(`${server.baseUrl}/api/v1/sso/${companyId}/start`);

  /** Start, the provider's login form as `login`, and the URL the provider sends the browser back to. */
  async function atProvider(companyId: number, login: string | null): Promise<string> {
    const started = await start(companyId);
    expect(started.status, started.location).toBe(302);
    expect(started.location.startsWith(`${idp.issuer}/`)).toBe(true);
    return idp.authorize(started.location, login);
  }

  async function signIn(companyId: number, login: string | null): Promise<string> {
    const callback = await atProvider(companyId, login);
    expect(callback.startsWith(callbackOf(companyId))).toBe(true);
    const answer = await visit(local(callback));
    expect(answer.status).toBe(303);
    return answer.location;
  }

  const expectRefused = (companyId: number, location: string, reason: FederationFailure) =>
    expectRefusedSignIn(server.db, companyId, location, reason);

  async function infoOf(token: string) {
    return api.get<{ records: { login: string; stakeholderCompanyId: number } }>("/api/v1/auth/info", token);
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { secretKey: SECRET_KEY }, { captureLogs: true });
    api = apiClient(server.baseUrl);
    alpha = {
      id: await addCompany("oidcalpha"),
      clientId: "alpha-client",
      clientSecret: "alpha-client-secret-9f2c",
    };
    beta = {
      id: await addCompany("oidcbeta"),
      clientId: "beta-client",
      clientSecret: "beta-client-secret-77aa",
    };
    idp = await startOidcProvider({
      clients: [alpha, beta].map((c) => ({
        clientId: c.clientId,
        clientSecret: c.clientSecret,
        redirectUris: [callbackOf(c.id)],
        postLogoutRedirectUris: [`${PUBLIC}/federation/signed-out`],
      })),
      accounts: {
        ann: { email: "Ann@OidcAlpha.test", email_verified: true, given_name: "Ann", family_name: "Alpha" },
        dis: { email: "dis@oidcalpha.test" },
        stranger: { email: "stranger@oidcalpha.test" },
        newbie: { email: "newbie@oidcalpha.test", given_name: "New", family_name: "Bie" },
        clash: { email: "bob@oidcbeta.test" },
        unverified: { email: "ann@oidcalpha.test", email_verified: false },
        noclaims: {},
        bob: { preferred_username: "BOB.BETA", email: "other@elsewhere.test" },
      },
    });
    await addPerson(alpha.id, "ann.alpha", "ann@oidcalpha.test");
    await addPerson(alpha.id, "dis.alpha", "dis@oidcalpha.test", { disabled: true });
    await addPerson(beta.id, "bob.beta", "bob@oidcbeta.test");
    await addFederation(alpha, "email");
    await addFederation(beta, "login");
  }, 120_000);
  afterAll(async () => {
    await idp?.close();
    await server?.close();
  });

  it("signs a person in by e-mail: start, the provider's form, the callback, the token page", async () => {
    const location = await signIn(alpha.id, "ann");
    const token = tokenOf(location);
    const info = await infoOf(token);
    expect(info.status).toBe(200);
    expect(info.body.records.login).toBe("ann.alpha");
    expect(info.body.records.stakeholderCompanyId).toBe(alpha.id);
    const sso = await server.db
      .selectFrom("sso_sessions")
      .innerJoin("sessions", "sessions.id", "sso_sessions.session_id")
      .select(["sso_sessions.protocol", "sso_sessions.id_token_sealed", "sso_sessions.company_id"])
      .orderBy("sessions.id", "desc")
      .executeTakeFirstOrThrow();
    expect(sso).toMatchObject({ protocol: "oidc", company_id: alpha.id });
    expect(sso.id_token_sealed?.startsWith("v1.")).toBe(true);
    // The state was used: nothing is left of it.
    const states = await server.db
      .selectFrom("sso_login_states")
      .select("id")
      .where("company_id", "=", alpha.id)
      .execute();
    expect(states).toEqual([]);
  });

  it("signs a person in by login (preferred_username) when the federation matches logins", async () => {
    const token = tokenOf(await signIn(beta.id, "bob"));
    const info = await infoOf(token);
    expect(info.status).toBe(200);
    expect(info.body.records.login).toBe("bob.beta");
  });

  it("reads the e-mail from the ID token when the provider puts it there", async () => {
    const other = await startOidcProvider({
      clients: [
        { clientId: alpha.clientId, clientSecret: alpha.clientSecret, redirectUris: [callbackOf(alpha.id)] },
      ],
      accounts: { ann: { email: "ann@oidcalpha.test" } },
      claimsInIdToken: true,
    });
    try {
      await server.db
        .updateTable("company_federations")
        .set({ oidc_issuer: other.issuer, updated_at: new Date() })
        .where("company_id", "=", alpha.id)
        .execute();
      const started = await start(alpha.id);
      expect(started.location.startsWith(`${other.issuer}/`)).toBe(true);
      const callback = await other.authorize(started.location, "ann");
      const token = tokenOf((await visit(local(callback))).location);
      expect((await infoOf(token)).body.records.login).toBe("ann.alpha");
    } finally {
      await server.db
        .updateTable("company_federations")
        .set({ oidc_issuer: idp.issuer, updated_at: new Date() })
        .where("company_id", "=", alpha.id)
        .execute();
      await other.close();
    }
  });

  it("sends someone the company does not have to /federation/not-found, without creating them", async () => {
    const location = await signIn(alpha.id, "stranger");
    expect(location).toBe(`${PUBLIC}/federation/not-found`);
    const found = await server.db
      .selectFrom("people")
      .select("id")
      .where("email", "=", "stranger@oidcalpha.test")
      .execute();
    expect(found).toEqual([]);
  });

  it("creates the person just in time when the federation allows it (USER, audited as SYSTEM)", async () => {
    await withJitCreate(server.db, alpha.id, async () => {
      const token = tokenOf(await signIn(alpha.id, "newbie"));
      const info = await infoOf(token);
      expect(info.status).toBe(200);
      expect(info.body.records.login).toBe("newbie@oidcalpha.test");
      const person = await server.db
        .selectFrom("people")
        .select(["id", "name", "surname", "company_id", "password_hash"])
        .where("email", "=", "newbie@oidcalpha.test")
        .executeTakeFirstOrThrow();
      expect(person).toMatchObject({
        name: "New",
        surname: "Bie",
        company_id: alpha.id,
        password_hash: null,
      });
      const profiles = await server.db
        .selectFrom("person_profiles")
        .select("profile")
        .where("person_id", "=", person.id)
        .execute();
      expect(profiles.map((p) => p.profile)).toEqual(["USER"]);
      const audit = await server.db
        .selectFrom("audit_events")
        .select(["actor_profile", "action", "company_id"])
        .where("entity_type", "=", "people")
        .where("entity_id", "=", person.id)
        .execute();
      expect(audit).toEqual([{ actor_profile: "SYSTEM", action: "create", company_id: alpha.id }]);
      // The second sign-in finds the person: no second row, no second audit entry.
      tokenOf(await signIn(alpha.id, "newbie"));
      const again = await server.db
        .selectFrom("people")
        .select("id")
        .where("email", "=", "newbie@oidcalpha.test")
        .execute();
      expect(again).toHaveLength(1);
    });
  });

  it("refuses to create just in time someone whose e-mail another company's person holds", async () => {
    await withJitCreate(server.db, alpha.id, async () => {
      await expectRefused(alpha.id, await signIn(alpha.id, "clash"), "identifier");
      const count = await server.db
        .selectFrom("people")
        .select("id")
        .where("email", "=", "bob@oidcbeta.test")
        .execute();
      expect(count).toHaveLength(1);
    });
  });

  it("refuses a deactivated person", async () => {
    await expectRefused(alpha.id, await signIn(alpha.id, "dis"), "disabled");
  });

  it("refuses an answer without the configured claim, and an e-mail the provider marks unverified", async () => {
    await expectRefused(alpha.id, await signIn(alpha.id, "noclaims"), "identifier");
    await expectRefused(alpha.id, await signIn(alpha.id, "unverified"), "identifier");
  });

  it("refuses an unknown state, a missing one, and a callback without parameters", async () => {
    const base = `${server.baseUrl}/api/v1/sso/${alpha.id}/oidc/callback`;
    await expectRefused(
      alpha.id,
      (await visit(`${base}?state=${"x".repeat(43)}&code=abc`)).location,
      "state",
    );
    await expectRefused(alpha.id, (await visit(`${base}?code=abc`)).location, "state");
    await expectRefused(alpha.id, (await visit(base)).location, "state");
  });

  it("refuses the same callback twice (the state is used once)", async () => {
    const callback = await atProvider(alpha.id, "ann");
    tokenOf((await visit(local(callback))).location);
    await expectRefused(alpha.id, (await visit(local(callback))).location, "state");
  });

  it("refuses an expired state", async () => {
    const callback = await atProvider(alpha.id, "ann");
    const state = new URL(callback).searchParams.get("state") ?? "";
    await server.db
      .updateTable("sso_login_states")
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where("id", "=", state)
      .execute();
    await expectRefused(alpha.id, (await visit(local(callback))).location, "state");
  });

  it("refuses an ID token whose nonce is not the one stored with the state", async () => {
    const started = await start(alpha.id);
    const state = new URL(started.location).searchParams.get("state") ?? "";
    await server.db
      .updateTable("sso_login_states")
      .set({ nonce: "tampered-nonce-value" })
      .where("id", "=", state)
      .execute();
    const callback = await idp.authorize(started.location, "ann");
    await expectRefused(alpha.id, (await visit(local(callback))).location, "token");
  });

  it("refuses another company's state, and another company's code", async () => {
    // B's whole answer posted to A's callback: the state is not A's.
    const betaCallback = await atProvider(beta.id, "bob");
    const query = new URL(betaCallback).search;
    await expectRefused(
      alpha.id,
      (await visit(`${server.baseUrl}/api/v1/sso/${alpha.id}/oidc/callback${query}`)).location,
      "state",
    );
    // B's state was not consumed by A's refusal, and still works at B.
    tokenOf((await visit(local(betaCallback))).location);

    // A's own state with a code the provider issued to B's client: the code exchange refuses it.
    const alphaCallback = new URL(await atProvider(alpha.id, "ann"));
    const betaCode = new URL(await atProvider(beta.id, "bob")).searchParams.get("code") ?? "";
    alphaCallback.searchParams.set("code", betaCode);
    await expectRefused(alpha.id, (await visit(local(alphaCallback.toString()))).location, "token");
  });

  it("refuses a garbage code", async () => {
    const callback = new URL(await atProvider(alpha.id, "ann"));
    callback.searchParams.set("code", "not-a-code");
    await expectRefused(alpha.id, (await visit(local(callback.toString()))).location, "token");
  });

  it("answers provider-error when the person cancels at the provider (error=access_denied)", async () => {
    const callback = await atProvider(alpha.id, null);
    expect(new URL(callback).searchParams.get("error")).toBe("access_denied");
    await expectRefused(alpha.id, (await visit(local(callback))).location, "provider-error");
  });

  it("refuses an answer that names another issuer (iss), and metadata that claims another issuer", async () => {
    const callback = new URL(await atProvider(alpha.id, "ann"));
    callback.searchParams.set("iss", "http://127.0.0.1:1/impostor");
    await expectRefused(alpha.id, (await visit(local(callback.toString()))).location, "token");

    // An address whose discovery document names the real provider as issuer.
    const impostor = createServer(async (req, res) => {
      const upstream = await fetch(`${idp.issuer}${req.url ?? "/"}`);
      res.writeHead(upstream.status, {
        "content-type": upstream.headers.get("content-type") ?? "text/plain",
      });
      res.end(await upstream.text());
    });
    await new Promise<void>((resolve) => impostor.listen(0, "127.0.0.1", resolve));
    const impostorIssuer = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
    try {
      await server.db
        .updateTable("company_federations")
        .set({ oidc_issuer: impostorIssuer, updated_at: new Date() })
        .where("company_id", "=", alpha.id)
        .execute();
      await expectRefused(alpha.id, (await start(alpha.id)).location, "token");
    } finally {
      impostor.closeAllConnections();
      await new Promise<void>((resolve) => impostor.close(() => resolve()));
      await server.db
        .updateTable("company_federations")
        .set({ oidc_issuer: idp.issuer, updated_at: new Date() })
        .where("company_id", "=", alpha.id)
        .execute();
    }
  });

  it("answers provider-unreachable when the issuer does not answer", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await server.db
      .updateTable("company_federations")
      .set({ oidc_issuer: `http://127.0.0.1:${port}`, updated_at: new Date() })
      .where("company_id", "=", alpha.id)
      .execute();
    try {
      await expectRefused(alpha.id, (await start(alpha.id)).location, "provider-unreachable");
    } finally {
      await server.db
        .updateTable("company_federations")
        .set({ oidc_issuer: idp.issuer, updated_at: new Date() })
        .where("company_id", "=", alpha.id)
        .execute();
    }
  });

  it("answers not-configured for a disabled federation, a service not contracted, and no federation", async () => {
    await server.db
      .updateTable("company_federations")
      .set({ enabled: false })
      .where("company_id", "=", alpha.id)
      .execute();
    try {
      await expectRefused(alpha.id, (await start(alpha.id)).location, "not-configured");
      await expectRefused(
        alpha.id,
        (await visit(`${server.baseUrl}/api/v1/sso/${alpha.id}/oidc/callback?state=abc&code=def`)).location,
        "not-configured",
      );
    } finally {
      await server.db
        .updateTable("company_federations")
        .set({ enabled: true })
        .where("company_id", "=", alpha.id)
        .execute();
    }
    const without = ALL_SERVICES.filter((s) => s !== FEDERATION);
    await server.db.updateTable("companies").set({ services: without }).where("id", "=", beta.id).execute();
    try {
      await expectRefused(beta.id, (await start(beta.id)).location, "not-configured");
    } finally {
      await server.db
        .updateTable("companies")
        .set({ services: ALL_SERVICES })
        .where("id", "=", beta.id)
        .execute();
    }
    const bare = await addCompany("oidcbare");
    expect((await start(bare)).location).toBe(`${PUBLIC}/federation/error?reason=not-configured`);
    expect((await start(999_999_999)).location).toBe(`${PUBLIC}/federation/error?reason=not-configured`);
  });

  it("answers the provider's end-session URL with id_token_hint for an OIDC session, null for a password one", async () => {
    const token = tokenOf(await signIn(alpha.id, "ann"));
    const res = await api.post<{ records: { url: string | null } }>("/api/v1/auth/sso-logout", {}, token);
    expect(res.status).toBe(200);
    const url = new URL(res.body.records.url ?? "");
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get("post_logout_redirect_uri")).toBe(`${PUBLIC}/federation/signed-out`);
    expect(url.searchParams.get("client_id")).toBe(alpha.clientId);
    const hint = url.searchParams.get("id_token_hint") ?? "";
    expect(hint.split(".")).toHaveLength(3);
    // Our session is not ended by it.
    expect((await infoOf(token)).status).toBe(200);

    const password = await api.token("employee");
    const plain = await api.post<{ records: { url: string | null } }>(
      "/api/v1/auth/sso-logout",
      {},
      password,
    );
    expect(plain.body.records.url).toBeNull();
    expect((await api.post("/api/v1/auth/sso-logout", {})).status).toBe(401);
  });

  it("never answers a 5xx or an error body to whatever the browser sends the /sso routes", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom("", "%00", "%ZZ", "a&b=c", "x".repeat(3000), "\u0000", "null", "[]"),
    );
    const requests = fc.sample(
      fc.record({
        company: fc.oneof(
          fc.constantFrom(String(alpha.id), String(beta.id), "0", "-1", "abc", "99999999999", "1e3"),
          fc.string({ maxLength: 12 }),
        ),
        route: fc.constantFrom("start", "oidc/callback"),
        params: fc.array(
          fc.tuple(fc.constantFrom("state", "code", "error", "iss", "session_state", "x"), text),
          {
            maxLength: 5,
          },
        ),
      }),
      { seed: 20, numRuns: 150 },
    );
    const problems: string[] = [];
    for (const r of requests) {
      const query = r.params
        .map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/gu, "\ufffd"))}`)
        .join("&");
      const company = encodeURIComponent(r.company.replace(/[\ud800-\udfff]/gu, "\ufffd"));
      const url = `${server.baseUrl}/api/v1/sso/${company}/${r.route}${query ? `?${query}` : ""}`;
      const res = await fetch(url, { redirect: "manual" });
      const body = await res.text();
      const location = res.headers.get("location") ?? "";
      const fine =
        (res.status === 302 && location.startsWith(`${idp.issuer}/`)) ||
        (res.status === 303 && location.startsWith(`${PUBLIC}/`)) ||
        (res.status === 404 && body.includes("applicationCode"));
      if (!fine) problems.push(`${res.status} ${url.slice(0, 200)} → ${location || body.slice(0, 200)}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 120_000);

  it("lets the housekeeping round delete expired states and used assertion ids, and only those", async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 10 * 60_000);
    await server.db
      .insertInto("sso_login_states")
      .values([
        { id: "hk-expired-state-0000", company_id: alpha.id, protocol: "oidc", expires_at: past },
        { id: "hk-live-state-00000000", company_id: alpha.id, protocol: "saml", expires_at: future },
      ])
      .execute();
    await server.db
      .insertInto("sso_used_assertions")
      .values([
        { company_id: alpha.id, assertion_id: "hk-expired", expires_at: past },
        { company_id: alpha.id, assertion_id: "hk-live", expires_at: future },
      ])
      .execute();
    const counts = await runHousekeeping(server.db);
    expect(counts.ssoLoginStates).toBeGreaterThanOrEqual(1);
    expect(counts.ssoUsedAssertions).toBe(1);
    const states = await server.db
      .selectFrom("sso_login_states")
      .select("id")
      .where("id", "like", "hk-%")
      .execute();
    expect(states.map((r) => r.id)).toEqual(["hk-live-state-00000000"]);
    const used = await server.db.selectFrom("sso_used_assertions").select("assertion_id").execute();
    expect(used.map((r) => r.assertion_id)).toEqual(["hk-live"]);
  });

  it("logs why each sign-in was refused, and never a secret or token", () => {
    const text = server.logs.join("\n");
    expect(text).toMatch(/single sign-on refused for company \d+: state/);
    expect(text).toMatch(/single sign-on refused for company \d+: token/);
    expect(text).not.toContain(alpha.clientSecret);
    expect(text).not.toContain(beta.clientSecret);
    expect(text).not.toMatch(/#token=/);
    expect(text).not.toMatch(/eyJ[\w-]+\.eyJ/); // no JWT (an ID token)
  });
});

describe("the /sso routes' budget per client address", () => {
  it("answers 429 past RATE_LIMIT_AUTH_PER_IP requests a minute, as /auth does", async () => {
    const server = await startTestServer("embedded", { rateLimit: { authPerIp: 3, authPerLogin: 100 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${server.baseUrl}/api/v1/sso/999999/start`, { redirect: "manual" });
        await res.text();
        statuses.push(res.status);
      }
      expect(statuses).toEqual([303, 303, 303, 429]);
    } finally {
      await server.close();
    }
  });
});
