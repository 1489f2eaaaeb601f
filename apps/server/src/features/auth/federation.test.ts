import { serviceId } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { ConfigError } from "../../config";
import { loadPerson } from "../../lib/person";
import { loginKey, newToken, tokenHash } from "../../lib/secrets";
import {
  type ApiClient,
  apiClient,
  codeOf,
  DEMO_PASSWORD,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { startOidcProvider, type TestOidcProvider } from "../../test/oidc-provider";
import { addCompany, addPerson } from "../controller-stakeholders/test-fixtures";
import { createSession } from "./sign-in";

/*
 * The sign-in rules for federated and deactivated people (docs/identity.md "Signing in"): the start-up
 * federation check by the company's host, the username step by login, e-mail and e-mail domain, ND1037 on every
 * password path of a federated person, and a deactivated person kept out like an unknown one. The federation is
 * set through the admin API against a real OpenID provider on loopback.
 */

const SECRET_KEY = "test-only-secret-key-for-federation-rules-0123456789";
const ALL_SERVICES = Array.from({ length: 16 }, (_, i) => i + 1);
const FEDERATION = serviceId("federation");
const NEW_PASSWORD = "Fresh-Passw0rd!9";

describe.each(testDatabases())("sign-in rules of federated and deactivated people (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let idp: TestOidcProvider;
  let fed: number;
  let fedPerson: number;
  let plainPerson: number;
  let start: string;

  beforeAll(async () => {
    idp = await startOidcProvider({
      clients: [
        { clientId: "wellguard-fed", clientSecret: "test-secret-fed", redirectUris: ["http://x.test/cb"] },
      ],
    });
    // Sessions are read from the database on every request, so a deactivation shows at once (no cache).
    server = await startTestServer(kind, { secretKey: SECRET_KEY, sessionCacheSeconds: 0 });
    api = apiClient(server.baseUrl);
    fed = await addCompany(server.db, { name: "Fed Co", domain: "fed.example", services: ALL_SERVICES });
    const plain = await addCompany(server.db, {
      name: "Plain Co",
      domain: "plain.example",
      services: ALL_SERVICES,
    });
    fedPerson = await addPerson(server.db, {
      companyId: fed,
      login: "fed-person",
      name: "Fed",
      surname: "Person",
      email: "fed.person@fed.example",
      canSignIn: true,
    });
    plainPerson = await addPerson(server.db, {
      companyId: plain,
      login: "plain-person",
      name: "Plain",
      surname: "Person",
      email: "plain.person@plain.example",
      canSignIn: true,
    });
    // A person of a company without single sign-on whose address happens to be at the federated domain.
    await addPerson(server.db, {
      companyId: plain,
      login: "plain-at-fed",
      name: "Plain",
      surname: "Elsewhere",
      email: "plain-at-fed@fed.example",
      canSignIn: true,
    });
    const admin = await api.token("admin");
    const saved = await api.put<{ records: { startUrl: string } }>(
      `/api/v1/admin/identity/${fed}/federation`,
      {
        protocol: "oidc",
        issuer: idp.issuer,
        clientId: "wellguard-fed",
        clientSecret: "test-secret-fed",
        hosts: ["fed.wellguard.test"],
      },
      admin,
    );
    if (saved.status !== 200) throw new Error(`federation not saved: ${JSON.stringify(saved.body)}`);
    start = saved.body.records.startUrl;
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  describe("the federation check by host", () => {
    it("answers the start address for the company's host, with any port and letter case", async () => {
      expect(start).toBe(`http://fed.wellguard.test/api/v1/sso/${fed}/start`);
      for (const host of ["fed.wellguard.test", "FED.Wellguard.test:8443"]) {
        const res = await api.get(`/api/v1/auth/federation?host=${encodeURIComponent(host)}`);
        expect(res.body, host).toEqual({ records: { federated: true, url: start } });
      }
    });

    it("answers false for an e-mail domain, an unknown host, a disabled federation and an uncontracted service", async () => {
      const check = async (host: string) => (await api.get(`/api/v1/auth/federation?host=${host}`)).body;
      const no = { records: { federated: false, url: null } };
      expect(await check("fed.example")).toEqual(no);
      expect(await check("unknown.wellguard.test")).toEqual(no);

      await server.db
        .updateTable("company_federations")
        .set({ enabled: false })
        .where("company_id", "=", fed)
        .execute();
      expect(await check("fed.wellguard.test")).toEqual(no);
      await server.db
        .updateTable("company_federations")
        .set({ enabled: true })
        .where("company_id", "=", fed)
        .execute();

      const services = ALL_SERVICES.filter((s) => s !== FEDERATION);
      await server.db.updateTable("companies").set({ services }).where("id", "=", fed).execute();
      expect(await check("fed.wellguard.test")).toEqual(no);
      await server.db
        .updateTable("companies")
        .set({ services: ALL_SERVICES })
        .where("id", "=", fed)
        .execute();
      expect(await check("fed.wellguard.test")).toEqual({ records: { federated: true, url: start } });
    });
  });

  it("stops sending the company's people to their provider when the admin drops the federation service", async () => {
    const admin = await api.token("admin");
    const usernameStep = async () =>
      (await api.post<{ records: { redirect: boolean } }>("/api/v1/auth/login", { login: "fed-person" })).body
        .records.redirect;
    const setServices = (services: number[]) =>
      api.call("PUT", "/api/v1/admin/stakeholders/multiupdate/companies", {
        token: admin,
        body: { ids: [fed], changes: { services } },
      });
    expect(await usernameStep()).toBe(true);
    expect((await setServices(ALL_SERVICES.filter((s) => s !== FEDERATION))).status).toBe(200);
    expect(await usernameStep()).toBe(false);
    const row = await server.db
      .selectFrom("companies")
      .select("federation_url")
      .where("id", "=", fed)
      .executeTakeFirst();
    expect(row?.federation_url).toBeNull();
    expect((await setServices(ALL_SERVICES)).status).toBe(200);
    expect(await usernameStep()).toBe(true);
  });

  describe("the username step", () => {
    it("redirects by login, by e-mail, and by an e-mail at the company's domain of someone not yet provisioned", async () => {
      for (const login of ["fed-person", "FED.Person@fed.example", "newcomer@FED.example"]) {
        const res = await api.post("/api/v1/auth/login", { login });
        expect(res.status, login).toBe(200);
        expect(res.body, login).toEqual({ records: { redirect: true, url: start } });
      }
    });

    it("answers an unknown login exactly as a known person with a password", async () => {
      const known = await api.post("/api/v1/auth/login", { login: "plain-person" });
      expect(known.body).toEqual({ records: { redirect: false, url: null } });
      // A person found decides: their company is not federated, whatever their e-mail's domain.
      for (const login of [
        "nobody-at-all",
        "nobody@nowhere.example",
        "plain.person@plain.example",
        "plain-at-fed@fed.example",
      ]) {
        const res = await api.post("/api/v1/auth/login", { login });
        expect(res.status, login).toBe(known.status);
        expect(res.body, login).toEqual(known.body);
      }
    });
  });

  describe("passwords of a federated person (ND1037)", () => {
    it("refuses the password sign-in whether the password is right or wrong, without counting a failure", async () => {
      for (const password of [DEMO_PASSWORD, "Wrong-Passw0rd!1"]) {
        const res = await api.login("fed-person", password);
        expect(res.status).toBe(412);
        expect(codeOf(res)).toBe("ND1037");
      }
      const failures = await server.db
        .selectFrom("login_failures")
        .select("login_key")
        .where("login_key", "=", loginKey("fed-person"))
        .execute();
      expect(failures).toEqual([]);
    });

    it("refuses forgot password by login, by e-mail and by an e-mail at the company's domain", async () => {
      for (const login of ["fed-person", "fed.person@fed.example", "someone.new@fed.example"]) {
        const res = await api.post("/api/v1/auth/forgotpassword", { login });
        expect(res.status, login).toBe(412);
        expect(codeOf(res), login).toBe("ND1037");
      }
    });

    it("refuses a reset link sent before the company moved to single sign-on", async () => {
      const token = newToken();
      await server.db
        .insertInto("password_resets")
        .values({
          token_hash: tokenHash(token),
          person_id: fedPerson,
          expires_at: new Date(Date.now() + 600_000),
        })
        .execute();
      const res = await api.post("/api/v1/auth/resetpassword/token", {
        token,
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1037");
    });

    it("refuses a password change from the account and after expiry", async () => {
      const person = await loadPerson(server.db, fedPerson);
      if (!person) throw new Error("no person");
      // A session from single sign-on (the password sign-in is refused): made as the sign-in makes it.
      const token = await createSession(server.db, server.config, person);
      const change = await api.call("POST", "/api/v1/auth/resetpassword/change", {
        token,
        body: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
      });
      expect(change.status).toBe(412);
      expect(codeOf(change)).toBe("ND1037");
      const expired = await api.post("/api/v1/auth/resetpassword/expired", {
        login: "fed-person",
        currentPassword: DEMO_PASSWORD,
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      });
      expect(expired.status).toBe(412);
      expect(codeOf(expired)).toBe("ND1037");
    });
  });

  describe("a deactivated person", () => {
    it("loses their sessions, signs in no more (answered as a wrong password) and gets no reset link", async () => {
      const token = await api.token("plain-person");
      expect((await api.get("/api/v1/auth/info", token)).status).toBe(200);
      const resetToken = newToken();
      await server.db
        .insertInto("password_resets")
        .values({
          token_hash: tokenHash(resetToken),
          person_id: plainPerson,
          expires_at: new Date(Date.now() + 600_000),
        })
        .execute();

      await server.db
        .updateTable("people")
        .set({ disabled_at: new Date() })
        .where("id", "=", plainPerson)
        .execute();

      const info = await api.get("/api/v1/auth/info", token);
      expect(info.status).toBe(401);
      const signIn = await api.login("plain-person");
      const unknown = await api.login("ghost-person-x", DEMO_PASSWORD);
      expect(signIn.status).toBe(412);
      expect(codeOf(signIn)).toBe("NF1012");
      expect(signIn.body).toEqual(unknown.body);

      const link = await api.post("/api/v1/auth/resetpassword/token", {
        token: resetToken,
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      });
      expect(link.status).toBe(412);
      expect(codeOf(link)).toBe("NF1000");

      await server.db.deleteFrom("outbox").execute();
      const forgot = await api.post("/api/v1/auth/forgotpassword", { login: "plain-person" });
      const forgotUnknown = await api.post("/api/v1/auth/forgotpassword", { login: "ghost-person-y" });
      expect(forgot.status).toBe(200);
      expect(forgot.body).toEqual(forgotUnknown.body);
      await server.app.flushOutbox();
      const mail = await server.db.selectFrom("outbox").select("recipient").execute();
      expect(mail.map((m) => m.recipient).join(" ")).not.toContain("plain.person@plain.example");
    });
  });

  it("refuses to start without SECRET_KEY once a federation is configured", async () => {
    // The same database, now holding a federation, opened by an app configured without the key.
    const keyless = await buildApp({ config: { ...server.config, secretKey: undefined }, db: server.db });
    try {
      const ready = keyless.ready();
      await expect(ready).rejects.toBeInstanceOf(ConfigError);
      await expect(ready).rejects.toThrow(/SECRET_KEY is not set, but single sign-on is configured/);
    } finally {
      await keyless.close().catch(() => undefined);
    }
  });
});
