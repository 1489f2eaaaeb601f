import { LEGAL_VERSIONS, LOCALES, SERVICES } from "@wellguard/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenHash } from "../../lib/secrets";
import {
  type ApiClient,
  addFederatedPerson,
  apiClient,
  base64,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";

describe.each(testDatabases())("sign-in and sessions (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
  });
  afterAll(() => server?.close());

  describe("the username step", () => {
    it("answers no redirect for a known login and the very same for an unknown one", async () => {
      const known = await api.post("/api/v1/auth/login", { login: "employee" });
      const unknown = await api.post("/api/v1/auth/login", { login: "nobody-here" });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ records: { redirect: false, url: null } });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
    });

    it("sends a person of a federated company to its single sign-on address", async () => {
      const before = await api.get("/api/v1/auth/federation?host=sso.example");
      expect(before.body).toEqual({ records: { federated: false, url: null } });

      await addFederatedPerson(server.db, {
        company: "Federated Ltd",
        domain: "sso.example",
        federationUrl: "https://idp.sso.example/start",
        login: "fede",
      });

      const step = await api.post("/api/v1/auth/login", { login: "FEDE" });
      expect(step.body).toEqual({ records: { redirect: true, url: "https://idp.sso.example/start" } });
      // A company's e-mail domain is not one of its hosts: the host check reads company_hosts
      // (federation.test.ts covers it with a configured federation).
      const check = await api.get("/api/v1/auth/federation?host=sso.example:443");
      expect(check.body).toEqual({ records: { federated: false, url: null } });
    });

    it("answers false for a host no company federates", async () => {
      const res = await api.get("/api/v1/auth/federation?host=localhost");
      expect(res.body).toEqual({ records: { federated: false, url: null } });
    });
  });

  describe("the password step", () => {
    it("returns the login result of spec §3 for the right password", async () => {
      const res = await api.login("controller");
      expect(res.status).toBe(200);
      const r = res.body.records;
      expect(typeof r.token).toBe("string");
      expect((r.token as string).length).toBeGreaterThanOrEqual(43);
      expect(r).toMatchObject({
        termsOfUse: 1,
        privacyPolicy: 1,
        locale: "es-es",
        languages: [...LOCALES],
        services: [...SERVICES],
        profiles: ["CONTROLLER", "USER"],
        federated: false,
        redirect: false,
        url: null,
      });
      expect(r.controllerCompanyIds).toEqual([r.stakeholderCompanyId]);
      expect(r.stakeholderRelationShip).toContainEqual({
        stakeholderCompanyId: r.stakeholderCompanyId,
        profile: "CONTROLLER",
      });
    });

    it("accepts the login in any letter case", async () => {
      expect((await api.login("EmPlOyEe")).status).toBe(200);
    });

    it("stores only a hash of the token", async () => {
      const token = await api.token("employee");
      const stored = await server.db.selectFrom("sessions").select("token_hash").execute();
      expect(stored.map((s) => s.token_hash)).toContain(tokenHash(token));
      expect(stored.map((s) => s.token_hash)).not.toContain(token);
    });

    it("refuses a wrong password and an unknown login with the same NF1012 reply", async () => {
      const wrong = await api.login("employee", "Wrong-Passw0rd!");
      const unknown = await api.login("ghost-user", "Wrong-Passw0rd!");
      expect(wrong.status).toBe(412);
      expect(codeOf(wrong)).toBe("NF1012");
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
    });

    it("refuses a password that is not valid base64 with ND1027", async () => {
      const res = await api.post("/api/v1/auth/login", { login: "employee", password: "not base64!" });
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1027");
    });

    it("keeps a saved language and adopts the sent one only for a person without one", async () => {
      const saved = await api.post<{ records: { locale: string } }>("/api/v1/auth/login", {
        login: "employee",
        password: base64("Demo-Passw0rd!"),
        locale: "pl",
      });
      expect(saved.body.records.locale).toBe("es-es");
      const unsaved = await api.post<{ records: { locale: string } }>("/api/v1/auth/login", {
        login: "ajimenez",
        password: base64("Demo-Passw0rd!"),
        locale: "pt-pt",
      });
      expect(unsaved.body.records.locale).toBe("pt-pt");
    });
  });

  describe("lockout", () => {
    it("blocks a login after 5 failures with 401, and refuses even the right password while blocked", async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await api.login("jgarcia", "Wrong-Passw0rd!")).status);
      expect(codes).toEqual([412, 412, 412, 412]);
      const fifth = await api.login("jgarcia", "Wrong-Passw0rd!");
      expect(fifth.status).toBe(401);
      expect(fifth.body).toEqual({ records: { applicationCode: "NF1004", message: "blocked" } });
      const right = await api.login("jgarcia");
      expect(right.status).toBe(401);
      expect(right.body).toEqual(fifth.body);
    });

    it("blocks an unknown login exactly like a known one", async () => {
      for (let i = 0; i < 5; i++) await api.login("nobody-at-all", "Wrong-Passw0rd!");
      const res = await api.login("nobody-at-all", "Wrong-Passw0rd!");
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ records: { applicationCode: "NF1004", message: "blocked" } });
    });

    it("lets the login in again once the block has passed", async () => {
      for (let i = 0; i < 5; i++) await api.login("lfernandez", "Wrong-Passw0rd!");
      expect((await api.login("lfernandez")).status).toBe(401);
      await server.db
        .updateTable("login_lockouts")
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where("login_key", "=", "lfernandez")
        .execute();
      expect((await api.login("lfernandez")).status).toBe(200);
    });
  });

  describe("an expired password", () => {
    it("gets NF1007 and no token, then a new password through resetpassword/expired opens the door", async () => {
      await server.db
        .updateTable("people")
        .set({ password_changed_at: new Date(Date.now() - 400 * 24 * 3600_000) })
        .where("login", "=", "mlopez")
        .execute();
      const refused = await api.login("mlopez");
      expect(refused.status).toBe(412);
      expect(codeOf(refused)).toBe("NF1007");
      expect(JSON.stringify(refused.body)).not.toContain('token":"');

      const wrong = await api.post("/api/v1/auth/resetpassword/expired", {
        login: "mlopez",
        currentPassword: "Wrong-Passw0rd!",
        password: "Fresh-Start-2026!",
        repeatPassword: "Fresh-Start-2026!",
      });
      expect(codeOf(wrong)).toBe("NF1012");

      const reset = await api.post("/api/v1/auth/resetpassword/expired", {
        login: "mlopez",
        currentPassword: "Demo-Passw0rd!",
        password: "Fresh-Start-2026!",
        repeatPassword: "Fresh-Start-2026!",
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ records: { result: "OK" } });
      expect((await api.login("mlopez", "Fresh-Start-2026!")).status).toBe(200);
    });
  });

  describe("terms and privacy acceptance", () => {
    it("gives a person without acceptance a session that can only accept, read info and log out", async () => {
      const res = await api.login("newhire");
      expect(res.status).toBe(200);
      expect(res.body.records).toMatchObject({ termsOfUse: 0, privacyPolicy: 0 });
      const token = res.body.records.token as string;

      const info = await api.get("/api/v1/auth/info", token);
      expect(info.status).toBe(200);
      const profile = await api.get("/api/v1/stakeholders/my-profile", token);
      expect(profile.status).toBe(403);
      expect(codeOf(profile)).toBe("NF1005");
      const language = await api.post("/api/v1/auth/language", { locale: "pl" }, token);
      expect(codeOf(language)).toBe("NF1005");

      const ko = await api.post("/api/v1/auth/aceptconditions", { termsOfUse: 1, privacyPolicy: 0 }, token);
      expect(ko.status).toBe(412);
      expect(ko.body).toEqual({ records: { applicationCode: "NF1005", message: "KO" } });

      const ok = await api.post("/api/v1/auth/aceptconditions", { termsOfUse: 1, privacyPolicy: 1 }, token);
      expect(ok.body).toEqual({ records: { result: "OK" } });
      const consents = await server.db
        .selectFrom("consents as c")
        .innerJoin("people as p", "p.id", "c.person_id")
        .select(["c.document", "c.version", "c.accepted_at"])
        .where("p.login", "=", "newhire")
        .execute();
      expect(consents.map((c) => [c.document, c.version]).sort()).toEqual([
        ["privacy", LEGAL_VERSIONS.privacyPolicy],
        ["terms", LEGAL_VERSIONS.termsOfUse],
      ]);
      expect(consents.every((c) => c.accepted_at instanceof Date)).toBe(true);

      expect((await api.get("/api/v1/stakeholders/my-profile", token)).status).toBe(200);
      const again = await api.login("newhire");
      expect(again.body.records).toMatchObject({ termsOfUse: 1, privacyPolicy: 1 });
    });
  });

  describe("sessions", () => {
    it("describes the current session at /auth/info", async () => {
      const token = await api.token("employee");
      const res = await api.get<{ records: Record<string, unknown> }>("/api/v1/auth/info", token);
      expect(res.status).toBe(200);
      expect(res.body.records).toMatchObject({
        login: "employee",
        name: "Elena",
        profiles: ["USER"],
        termsOfUse: 1,
      });
      expect(Date.parse(res.body.records.expiresAt as string)).toBeGreaterThan(Date.now());
    });

    it("answers 401 without a token or with a made-up one", async () => {
      expect((await api.get("/api/v1/auth/info")).status).toBe(401);
      expect((await api.get("/api/v1/auth/info", "A".repeat(43))).status).toBe(401);
    });

    it("revokes the token at logout, so it gets 401 afterwards", async () => {
      const token = await api.token("employee");
      const out = await api.get("/api/v1/auth/logout", token);
      expect(out.body).toEqual({ records: { result: "OK" } });
      expect((await api.get("/api/v1/auth/info", token)).status).toBe(401);
    });

    it("ends a session left idle longer than SESSION_IDLE_MINUTES", async () => {
      const token = await api.token("employee");
      await server.db
        .updateTable("sessions")
        .set({
          last_seen_at: sql<Date>`now() - make_interval(mins => ${server.config.sessionIdleMinutes + 1})`,
        })
        .where("token_hash", "=", tokenHash(token))
        .execute();
      const res = await api.get("/api/v1/auth/info", token);
      expect(res.status).toBe(401);
    });

    it("ends a session past its absolute limit even while in use", async () => {
      const token = await api.token("employee");
      await server.db
        .updateTable("sessions")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("token_hash", "=", tokenHash(token))
        .execute();
      expect((await api.get("/api/v1/auth/info", token)).status).toBe(401);
    });
  });

  describe("language", () => {
    it("stores one of the eight locales, and the next sign-in uses it", async () => {
      const token = await api.token("psanchez");
      const res = await api.post("/api/v1/auth/language", { locale: "eu" }, token);
      expect(res.body).toEqual({ records: { result: "OK" } });
      expect((await api.login("psanchez")).body.records.locale).toBe("eu");
    });

    it("refuses a locale outside the eight with NF1006", async () => {
      const token = await api.token("psanchez");
      const res = await api.post("/api/v1/auth/language", { locale: "fr-fr" }, token);
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("NF1006");
    });
  });
});
