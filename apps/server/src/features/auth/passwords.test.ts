import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LIMITS } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRepoRoot } from "../../config";
import { tokenHash } from "../../lib/secrets";
import {
  type ApiClient,
  addFederatedPerson,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { startSmtpServer } from "../../test/smtp";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

function linkToken(text: string): string {
  const match = /http:\/\/wellguard\.test\/password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

const NEW_PASSWORD = "Brand-New-Pa55!";

describe.each(testDatabases())("forgotten and changed passwords (%s database)", (kind) => {
  let server: TestServer;
  let smtp: Smtp;
  let api: ApiClient;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, { smtpUrl: smtp.url });
    api = apiClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  async function requestLink(login: string, address: string): Promise<string> {
    const res = await api.post("/api/v1/auth/forgotpassword", { login });
    expect(res.body).toEqual({ records: { result: "OK" } });
    await server.app.flushOutbox();
    const mails = smtp.mailsTo(address);
    const last = mails.at(-1);
    if (!last) throw new Error(`no mail to ${address}`);
    return linkToken(last.text);
  }

  describe("the forgot-password request (issue 15, point 2)", () => {
    it("only queues itself: the link and the e-mail are written by the mail worker, for known and unknown logins", async () => {
      const counts = async () => ({
        links: (await server.db.selectFrom("password_resets").select("id").execute()).length,
        mails: (await server.db.selectFrom("outbox").select("id").execute()).length,
      });
      const before = await counts();
      // The request kicks the worker without waiting; the worker's chain is flushed only below.
      for (const login of ["jsilva", "nobody-at-all"]) {
        const res = await api.post("/api/v1/auth/forgotpassword", { login });
        expect(res.body).toEqual({ records: { result: "OK" } });
      }
      const queued = await server.db
        .selectFrom("password_reset_requests")
        .select("login_key")
        .where("login_key", "in", ["jsilva", "nobody-at-all"])
        .execute();
      expect(queued).toHaveLength(2);
      await server.app.flushOutbox();
      const after = await counts();
      expect(after.links - before.links).toBe(1);
      expect(after.mails - before.mails).toBe(1);
      const pending = await server.db
        .selectFrom("password_reset_requests")
        .select("login_key")
        .where("queued_at", "is not", null)
        .execute();
      expect(pending).toEqual([]);
    });
  });

  describe("the reset e-mail", () => {
    it("reaches the person through SMTP in their language, with a link that sets a new password once", async () => {
      const token = await requestLink("jpuig", "jpuig@democorp.example");
      const mail = smtp.mailsTo("jpuig@democorp.example").at(-1);
      // jpuig reads Catalan: the texts come from packages/contract/locales/cat.json.
      const cat = JSON.parse(readFileSync(join(findRepoRoot(), "packages/contract/locales/cat.json"), "utf8"))
        .email.passwordReset as Record<string, string>;
      expect(mail?.subject).toBe(cat.subject);
      expect(mail?.text).toContain(String(cat.greeting).replace("{{name}}", "Jordi"));
      expect(mail?.text).toContain(String(cat.expiry).replace("{{minutes}}", "60"));
      expect(mail?.html).toContain(`/password/${token}`);

      expect((await api.post("/api/v1/auth/checktoken", { token })).body).toEqual({
        records: { valid: true, expired: false },
      });
      const reset = await api.post("/api/v1/auth/resetpassword/token", {
        token,
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      });
      expect(reset.body).toEqual({ records: { result: "OK" } });
      expect((await api.login("jpuig", NEW_PASSWORD)).status).toBe(200);
      expect((await api.login("jpuig")).status).toBe(412);

      const reuse = await api.post("/api/v1/auth/resetpassword/token", {
        token,
        password: "Another-Pa55word!",
        repeatPassword: "Another-Pa55word!",
      });
      expect(reuse.status).toBe(412);
      expect(codeOf(reuse)).toBe("NF1000");
      expect((await api.post("/api/v1/auth/checktoken", { token })).body).toEqual({
        records: { valid: false, expired: true },
      });
    });

    it("is found by e-mail address as well as by login", async () => {
      const token = await requestLink("MFerrer@democorp.example", "mferrer@democorp.example");
      expect((await api.post("/api/v1/auth/checktoken", { token })).body).toEqual({
        records: { valid: true, expired: false },
      });
    });

    it("stops working 60 minutes after it was sent", async () => {
      const token = await requestLink("rhernandez", "rhernandez@democorp.example");
      await server.db
        .updateTable("password_resets")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("token_hash", "=", tokenHash(token))
        .execute();
      expect((await api.post("/api/v1/auth/checktoken", { token })).body).toEqual({
        records: { valid: false, expired: true },
      });
      const res = await api.post("/api/v1/auth/resetpassword/token", {
        token,
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      });
      expect(codeOf(res)).toBe("NF1000");
    });

    it("is valid for 60 minutes when stored", async () => {
      const token = await requestLink("vramirez", "vramirez@democorp.example");
      const row = await server.db
        .selectFrom("password_resets")
        .select(["created_at", "expires_at"])
        .where("token_hash", "=", tokenHash(token))
        .executeTakeFirstOrThrow();
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(59 * 60_000);
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
    });

    it("does not know a made-up token", async () => {
      expect((await api.post("/api/v1/auth/checktoken", { token: "made-up-token-value" })).body).toEqual({
        records: { valid: false, expired: false },
      });
    });
  });

  describe("asking for a reset", () => {
    it("answers OK for an unknown login too, and sends nothing", async () => {
      const before = smtp.messages.length;
      const res = await api.post("/api/v1/auth/forgotpassword", { login: "who-is-this" });
      expect(res.body).toEqual({ records: { result: "OK" } });
      await server.app.flushOutbox();
      expect(smtp.messages.length).toBe(before);
    });

    it("refuses a second request within 5 minutes with ND1036, for known and unknown logins alike", async () => {
      await api.post("/api/v1/auth/forgotpassword", { login: "jsilva" });
      const again = await api.post("/api/v1/auth/forgotpassword", { login: "jsilva" });
      expect(again.status).toBe(412);
      expect(codeOf(again)).toBe("ND1036");
      await api.post("/api/v1/auth/forgotpassword", { login: "not-a-person" });
      const unknownAgain = await api.post("/api/v1/auth/forgotpassword", { login: "not-a-person" });
      expect(codeOf(unknownAgain)).toBe("ND1036");
    });

    it("refuses a federated person with ND1037", async () => {
      await addFederatedPerson(server.db, {
        company: "SSO Co",
        domain: "ssoco.example",
        federationUrl: "https://idp.ssoco.example",
        login: "ssouser",
        email: "sso@ssoco.example",
      });
      const res = await api.post("/api/v1/auth/forgotpassword", { login: "ssouser" });
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1037");
    });

    it("refuses an input with @ that is not a valid e-mail with ND1041", async () => {
      const res = await api.post("/api/v1/auth/forgotpassword", { login: "someone@" });
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1041");
    });
  });

  describe("the password rules", () => {
    async function tryToken(login: string, address: string, password: string, repeatPassword = password) {
      const token = await requestLink(login, address);
      return api.post("/api/v1/auth/resetpassword/token", { token, password, repeatPassword });
    }

    it("refuses a weak password with ND1031", async () => {
      const res = await tryToken("bcosta", "bcosta@democorp.example", "weakpass");
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1031");
    });

    it("refuses ñ or Ñ anywhere with ND1031", async () => {
      const token = await requestLink("akowalski", "akowalski@democorp.example");
      for (const password of ["Ñandu-Passw0rd!", "Montaña-Pass0rd!"]) {
        const res = await api.post("/api/v1/auth/resetpassword/token", {
          token,
          password,
          repeatPassword: password,
        });
        expect(codeOf(res)).toBe("ND1031");
      }
    });

    it("refuses a repeat that differs with ND1027 on repeatPassword", async () => {
      const res = await tryToken("tnowak", "tnowak@democorp.example", NEW_PASSWORD, "Something-Else-1!");
      expect(res.status).toBe(412);
      expect(res.body).toMatchObject({ records: { applicationCode: "ND1027", field: "repeatPassword" } });
    });

    it("refuses any of the last five passwords with ND1038", async () => {
      const token = await api.token("ewhite");
      const change = (currentPassword: string, password: string) =>
        api.post(
          "/api/v1/auth/resetpassword/change",
          { currentPassword, password, repeatPassword: password },
          token,
        );
      expect(codeOf(await change("Demo-Passw0rd!", "Demo-Passw0rd!"))).toBe("ND1038");
      expect((await change("Demo-Passw0rd!", "Second-Passw0rd!")).status).toBe(200);
      expect((await change("Second-Passw0rd!", "Third-Passw0rd!")).status).toBe(200);
      const back = await change("Third-Passw0rd!", "Demo-Passw0rd!");
      expect(back.status).toBe(412);
      expect(codeOf(back)).toBe("ND1038");
    });
  });

  describe("changing the password while signed in", () => {
    it("checks the current password (ND1035)", async () => {
      const token = await api.token("osmith");
      const res = await api.post(
        "/api/v1/auth/resetpassword/change",
        { currentPassword: "Not-My-Passw0rd!", password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
        token,
      );
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1035");
    });

    it("counts wrong current passwords towards the sign-in lockout (issue 15, point 4)", async () => {
      const token = await api.token("jgarcia");
      const guess = (currentPassword: string) =>
        api.post(
          "/api/v1/auth/resetpassword/change",
          { currentPassword, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
          token,
        );
      const answers = [];
      for (let i = 0; i < LIMITS.loginFailuresBeforeBlock + 3; i++)
        answers.push(await guess(`Wrong-Guess-${i}!`));
      const codes = answers.map((answer) => `${answer.status} ${codeOf(answer)}`);
      const beforeBlock = LIMITS.loginFailuresBeforeBlock - 1;
      expect(codes.slice(0, beforeBlock)).toEqual(Array(beforeBlock).fill("412 ND1035"));
      // The guess that reaches the limit blocks the login, like a sign-in's; the right password is refused too.
      expect(codes.slice(beforeBlock)).toEqual(Array(4).fill("401 NF1004"));
      expect((await api.login("jgarcia")).status).toBe(401);
    });

    it("needs a session", async () => {
      const res = await api.post("/api/v1/auth/resetpassword/change", {
        currentPassword: "Demo-Passw0rd!",
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(401);
    });

    it("keeps the current session and ends every other one", async () => {
      const current = await api.token("mjohnson");
      const other = await api.token("mjohnson");
      const res = await api.post(
        "/api/v1/auth/resetpassword/change",
        { currentPassword: "Demo-Passw0rd!", password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
        current,
      );
      expect(res.status).toBe(200);
      expect((await api.get("/api/v1/auth/info", current)).status).toBe(200);
      expect((await api.get("/api/v1/auth/info", other)).status).toBe(401);
    });
  });

  describe("a reset from the e-mailed link", () => {
    it("ends every session of that person", async () => {
      const session = await api.token("sbrown");
      const token = await requestLink("sbrown", "sbrown@democorp.example");
      await api.post("/api/v1/auth/resetpassword/token", {
        token,
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      });
      expect((await api.get("/api/v1/auth/info", session)).status).toBe(401);
    });
  });
});
