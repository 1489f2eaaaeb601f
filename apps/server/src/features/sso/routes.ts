import { records, ZSsoLogout } from "@wellguard/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { sessionOf } from "../../lib/session";
import { loadFederation, sealContext, ssoUrls } from "./federation";
import { finishFederatedSignIn, refusalRedirect, refuseFederatedSignIn } from "./finish";
import { type CallbackQuery, isOidcRefusal, oidcCallbackIdentity, oidcLoginUrl, oidcLogoutUrl } from "./oidc";
import { samlLoginUrl, samlLogoutUrl } from "./saml";

/*
 * The browser's single sign-on routes (docs/identity.md), mounted at /api/v1:
 *   GET  /sso/:companyId/start          → 302 to the company's provider (OIDC or SAML)
 *   GET  /sso/:companyId/oidc/callback  → 303 to /token/#token=…, /federation/not-found or /federation/error?reason=
 *   POST /auth/sso-logout (bearer)      → records: { url } where to end the provider's session, or null
 * The browser routes answer redirects whatever they are sent (never a 500 or an error body): they are left out
 * of the OpenAPI description (like the phishing tracking paths) and fuzzed by oidc.test.ts instead.
 */

const TAGS = ["auth"];

/** A company id as the path gives it, or null (then the error page is PUBLIC_URL's). */
function companyIdOf(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

function tooMany(): AppError {
  return new AppError("NF1004", { status: 429, message: "Too many requests; try again later" });
}

export const ssoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, guard } = deps;
  // The same budget per client address as /auth: these routes are public.
  const perIp = app.createRateLimit({
    max: config.rateLimit.authPerIp,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `sso-ip:${req.ip}`,
  });
  const limited = async (request: FastifyRequest) => {
    const result = await perIp(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany();
  };

  /**
   * No usable federation: the company's row (when there is one) records why, for the admin's form; the browser
   * goes to the error page of PUBLIC_URL (the company's own hosts are not known without its federation).
   */
  const notConfigured = async (request: FastifyRequest, reply: FastifyReply, companyId: number | null) => {
    if (companyId === null) return reply.redirect(ssoUrls(config, 0, []).errorPage("not-configured"), 303);
    const any = await loadFederation(db, companyId, { onlyEnabled: false });
    const detail = !any
      ? "the company has no federation, or does not contract the federation service"
      : !any.enabled
        ? "the federation is switched off"
        : `the federation is ${any.protocol.toUpperCase()}, not OpenID Connect`;
    const url = await refuseFederatedSignIn(
      deps,
      companyId,
      any?.hosts ?? [],
      "not-configured",
      detail,
      request.log,
    );
    return reply.redirect(url, 303);
  };

  app.get("/sso/:companyId/start", { schema: { hide: true }, onRequest: limited }, async (request, reply) => {
    const companyId = companyIdOf((request.params as { companyId?: unknown }).companyId);
    const federation = companyId === null ? undefined : await loadFederation(db, companyId);
    if (companyId === null || !federation) return notConfigured(request, reply, companyId);
    try {
      const url =
        federation.protocol === "saml"
          ? await samlLoginUrl(deps, federation, request.log)
          : await oidcLoginUrl(deps, federation);
      return reply.header("cache-control", "no-store").redirect(url, 302);
    } catch (error) {
      const url = await refusalRedirect(
        deps,
        companyId,
        federation.hosts,
        error,
        isOidcRefusal,
        { reason: "not-configured", step: "start" },
        request.log,
      );
      return reply.redirect(url, 303);
    }
  });

  app.get(
    "/sso/:companyId/oidc/callback",
    { schema: { hide: true }, onRequest: limited },
    async (request, reply) => {
      const companyId = companyIdOf((request.params as { companyId?: unknown }).companyId);
      const federation = companyId === null ? undefined : await loadFederation(db, companyId);
      if (companyId === null || !federation || federation.protocol !== "oidc") {
        return notConfigured(request, reply, companyId);
      }
      reply.header("cache-control", "no-store");
      let identity: Awaited<ReturnType<typeof oidcCallbackIdentity>>;
      try {
        identity = await oidcCallbackIdentity(deps, federation, request.query as CallbackQuery, request.log);
      } catch (error) {
        const url = await refusalRedirect(
          deps,
          companyId,
          federation.hosts,
          error,
          isOidcRefusal,
          { reason: "token", step: "callback" },
          request.log,
        );
        return reply.redirect(url, 303);
      }
      return reply.redirect(await finishFederatedSignIn(deps, federation, identity, request.log), 303);
    },
  );

  app.post(
    "/auth/sso-logout",
    {
      preHandler: guard({ allowConditionsPending: true }),
      schema: {
        tags: TAGS,
        summary: "Where to end the identity provider's session of this sign-in (null: nowhere); ours stays",
        response: { 200: records(ZSsoLogout) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const sso = await db
        .selectFrom("sso_sessions")
        .selectAll()
        .where("session_id", "=", session.sessionId)
        .executeTakeFirst();
      if (!sso) return { records: { url: null } };
      // A federation switched off since still has a provider session to end.
      const federation = await loadFederation(db, sso.company_id, { onlyEnabled: false });
      if (!federation || federation.protocol !== sso.protocol) return { records: { url: null } };
      if (sso.protocol === "oidc") {
        let idToken: string | null = null;
        if (sso.id_token_sealed && deps.sealer) {
          try {
            idToken = deps.sealer.open(sso.id_token_sealed, sealContext.idToken(sso.session_id));
          } catch {
            request.log.warn(
              { companyId: sso.company_id },
              "single sign-on logout: the id token does not open",
            );
          }
        }
        return { records: { url: await oidcLogoutUrl(deps, federation, idToken, request.log) } };
      }
      try {
        const url = await samlLogoutUrl(deps, federation, {
          nameId: sso.name_id,
          nameIdFormat: sso.name_id_format,
          sessionIndex: sso.session_index,
        });
        return { records: { url } };
      } catch (error) {
        request.log.warn(
          { companyId: sso.company_id },
          `single sign-on logout: no SAML logout URL (${error instanceof Error ? error.message : "?"})`,
        );
        return { records: { url: null } };
      }
    },
  );
};
