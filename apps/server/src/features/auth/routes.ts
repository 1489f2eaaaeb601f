import {
  isLocale,
  records,
  serviceId,
  ZAcceptConditions,
  ZCheckTokenRequest,
  ZCheckTokenResult,
  ZFederationQuery,
  ZFederationResult,
  ZForgotPasswordRequest,
  ZLanguageRequest,
  ZLoginRedirect,
  ZLoginRequest,
  ZLoginResult,
  ZOk,
  ZResetMode,
  ZResetPasswordRequest,
  ZSessionInfo,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { federationUrlOfLogin } from "../../lib/person";
import { loginKey } from "../../lib/secrets";
import { sessionOf } from "../../lib/session";
import { acceptConditions, checkResetToken, requestPasswordReset, resetPassword } from "./passwords";
import {
  adoptLocale,
  checkCredentials,
  createSession,
  decodePassword,
  isPasswordExpired,
  loginResult,
  sessionInfo,
} from "./sign-in";

const TAGS = ["auth"];
const OK = { records: { result: "OK" as const } };

function tooMany(): AppError {
  return new AppError("NF1004", { status: 429, message: "Too many requests; try again later" });
}

/** The auth routes of spec §7, mounted at /api/v1/auth. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, guard } = deps;

  // Two budgets per minute: one per client address (request.ip honours X-Forwarded-For only with
  // TRUST_PROXY) and one per login named in the body, so spreading guesses over addresses does not help.
  const perIp = app.createRateLimit({
    max: config.rateLimit.authPerIp,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `ip:${req.ip}`,
  });
  const perLogin = app.createRateLimit({
    max: config.rateLimit.authPerLogin,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) =>
      `login:${loginKey(String((req.body as { login?: unknown }).login))}`,
  });
  app.addHook("onRequest", async (request) => {
    const result = await perIp(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany();
  });
  app.addHook("preHandler", async (request) => {
    const login = (request.body as { login?: unknown } | undefined)?.login;
    if (typeof login !== "string") return;
    const result = await perLogin(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany();
  });

  app.post(
    "/login",
    {
      schema: {
        tags: TAGS,
        summary: "Username step (without password) or sign-in (with the base64 password)",
        body: ZLoginRequest,
        response: { 200: z.union([records(ZLoginResult), records(ZLoginRedirect)]) },
      },
    },
    async (request) => {
      const { login, password, locale } = request.body;
      if (password === undefined) {
        // Unknown logins get exactly the answer of a known, non-federated one. A login or an e-mail of a
        // federated company's person, or an e-mail at one of its domains, goes to its single sign-on.
        const url = await federationUrlOfLogin(db, login, true);
        return { records: { redirect: url !== null, url } };
      }
      const plain = decodePassword(password);
      let person = await checkCredentials(db, login, plain);
      if (isPasswordExpired(person, config)) throw new AppError("NF1007", { field: "password" });
      person = await adoptLocale(deps.sessions, person, locale);
      const token = await createSession(db, config, person);
      return { records: loginResult(person, token) };
    },
  );

  app.get(
    "/logout",
    {
      preHandler: guard({ allowConditionsPending: true }),
      schema: { tags: TAGS, summary: "Ends the session server-side", response: { 200: records(ZOk) } },
    },
    async (request) => {
      const session = sessionOf(request);
      await deps.sessions.changePerson(
        session.personId,
        (trx) =>
          trx
            .updateTable("sessions")
            .set({ revoked_at: new Date() })
            .where("id", "=", session.sessionId)
            .execute(),
        { tokenHashes: [session.tokenHash] },
      );
      return OK;
    },
  );

  app.get(
    "/info",
    {
      preHandler: guard({ allowConditionsPending: true }),
      // The hottest authenticated read: sessionInfo builds the answer field by field, type-checked against
      // ZSessionInfo, so plain JSON.stringify replaces a second, runtime zod pass over it (a tenth of its CPU).
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: { tags: TAGS, summary: "The current session", response: { 200: records(ZSessionInfo) } },
    },
    async (request) => {
      // The guard has read (or cached) everything the answer needs.
      const session = sessionOf(request);
      return { records: sessionInfo(session.person, session) };
    },
  );

  app.post(
    "/aceptconditions",
    {
      preHandler: guard({ allowConditionsPending: true }),
      schema: {
        tags: TAGS,
        summary: "Accepts the current terms of use and privacy policy (both must be 1)",
        body: ZAcceptConditions,
        response: { 200: records(ZOk) },
      },
    },
    async (request) => {
      await acceptConditions(deps, sessionOf(request).personId, request.body);
      return OK;
    },
  );

  app.post(
    "/language",
    {
      preHandler: guard(),
      schema: {
        tags: TAGS,
        summary: "Stores the person's language",
        body: ZLanguageRequest,
        response: { 200: records(ZOk) },
      },
    },
    async (request) => {
      const { locale } = request.body;
      if (!isLocale(locale)) throw new AppError("NF1006", { field: "locale" });
      const { personId } = sessionOf(request);
      await deps.sessions.changePerson(personId, (trx) =>
        trx.updateTable("people").set({ locale }).where("id", "=", personId).execute(),
      );
      return OK;
    },
  );

  app.post(
    "/forgotpassword",
    {
      schema: {
        tags: TAGS,
        summary: "E-mails a single-use reset link (same answer for unknown logins)",
        body: ZForgotPasswordRequest,
        response: { 200: records(ZOk) },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.login);
      return OK;
    },
  );

  app.post(
    "/checktoken",
    {
      schema: {
        tags: TAGS,
        summary: "Whether a reset token can still be used",
        body: ZCheckTokenRequest,
        response: { 200: records(ZCheckTokenResult) },
      },
    },
    async (request) => ({ records: await checkResetToken(deps, request.body.token) }),
  );

  app.post(
    "/resetpassword/:mode",
    {
      schema: {
        tags: TAGS,
        summary:
          "Sets a new password: from the e-mailed link (token), signed in (change), or after expiry (expired)",
        params: z.object({ mode: ZResetMode }),
        body: ZResetPasswordRequest,
        response: { 200: records(ZOk) },
      },
    },
    async (request, reply) => {
      const { mode } = request.params;
      if (mode === "change") {
        await guard()(request, reply);
        const session = sessionOf(request);
        await resetPassword(deps, mode, request.body, request.log, {
          personId: session.personId,
          sessionId: session.sessionId,
        });
      } else {
        await resetPassword(deps, mode, request.body, request.log);
      }
      return OK;
    },
  );

  app.get(
    "/federation",
    {
      schema: {
        tags: TAGS,
        summary: "Whether this host signs in through single sign-on",
        querystring: ZFederationQuery,
        response: { 200: records(ZFederationResult) },
      },
    },
    async (request) => {
      // A company's own host names (company_hosts) lead to its provider, while its federation is enabled and
      // the service contracted; an e-mail domain does not (that is the username step's business).
      const host = request.query.host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
      const company = await db
        .selectFrom("company_hosts as h")
        .innerJoin("company_federations as f", "f.company_id", "h.company_id")
        .innerJoin("companies as c", "c.id", "h.company_id")
        .select("c.federation_url")
        .where("h.host", "=", host)
        .where("f.enabled", "=", true)
        .where("c.deleted_at", "is", null)
        .where("c.federation_url", "is not", null)
        .where(sql<boolean>`${serviceId("federation")} = any(c.services)`)
        .executeTakeFirst();
      const url = company?.federation_url ?? null;
      return { records: { federated: url !== null, url } };
    },
  );
};
