import { inflateRawSync } from "node:zlib";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { type FederationRow, loadFederation, ssoUrls } from "./federation";
import { finishFederatedSignIn, refusalRedirect } from "./finish";
import { isSamlRefusal, parseXml, samlAcsIdentity, samlFor, serviceProviderMetadata } from "./saml";

/*
 * A company's SAML 2.0 service provider (docs/identity.md "SAML"), mounted at /api/v1:
 *   GET  /sso/:companyId/saml/metadata → our SP metadata (application/samlmetadata+xml); 404 without SAML
 *   POST /sso/:companyId/saml/acs      → the IdP's answer (HTTP-POST); 303 to /token/#token=…,
 *                                        /federation/not-found or /federation/error?reason=
 *   GET  /sso/:companyId/saml/logout   → the IdP's LogoutResponse (303 to /federation/signed-out), or its own
 *                                        LogoutRequest (sessions ended, 303 back to the IdP with our answer)
 * Like the other browser routes of single sign-on (routes.ts) they are left out of the OpenAPI description and
 * answer a redirect to whatever is sent; saml-routes.test.ts posts garbage at them.
 */

/** A company id as the path gives it, or null. */
function companyIdOf(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

function tooMany(): AppError {
  return new AppError("NF1004", { status: 429, message: "Too many requests; try again later" });
}

/** The posted form is at most this large: a SAMLResponse with its base64 overhead and a RelayState. */
const FORM_LIMIT_BYTES = 1_100_000;

/** The raw query string as the browser sent it (a redirect-binding signature covers it byte for byte). */
function rawQuery(request: FastifyRequest): string {
  const url = request.raw.url ?? "";
  const at = url.indexOf("?");
  return at === -1 ? "" : url.slice(at + 1);
}

/**
 * An IdP-initiated logout: a LogoutRequest signed by the company's IdP (an unsigned one is refused: anyone
 * could send it) ends our sessions of that NameID (and SessionIndex when given); answers the URL of our
 * LogoutResponse at the IdP.
 */
async function idpLogoutRequest(
  deps: AppDeps,
  federation: FederationRow,
  query: Record<string, unknown>,
  request: FastifyRequest,
  log: FastifyBaseLogger,
): Promise<string> {
  const companyId = federation.company_id;
  const signedOut = ssoUrls(deps.config, companyId, federation.hosts).signedOut;
  if (typeof query.Signature !== "string" || typeof query.SigAlg !== "string") {
    log.warn({ companyId }, `SAML logout request for company ${companyId} refused: signature missing`);
    return signedOut;
  }
  const saml = samlFor(deps, federation);
  let profile: Awaited<ReturnType<typeof saml.validateRedirectAsync>>["profile"];
  try {
    ({ profile } = await saml.validateRedirectAsync(query as Record<string, string>, rawQuery(request)));
  } catch (error) {
    log.warn(
      { companyId },
      `SAML logout request for company ${companyId} refused: ${error instanceof Error ? error.message.slice(0, 200) : "?"}`,
    );
    return signedOut;
  }
  if (!profile?.nameID) return signedOut;
  const nameId = profile.nameID;
  const sessionIndex = typeof profile.sessionIndex === "string" ? profile.sessionIndex : null;
  const sessions = await deps.db
    .selectFrom("sso_sessions as x")
    .innerJoin("sessions as s", "s.id", "x.session_id")
    .select(["s.id", "s.person_id"])
    .where("x.company_id", "=", companyId)
    .where("x.protocol", "=", "saml")
    .where("x.name_id", "=", nameId)
    .$if(sessionIndex !== null, (q) => q.where("x.session_index", "=", sessionIndex))
    .where("s.revoked_at", "is", null)
    .execute();
  if (sessions.length > 0) {
    await deps.sessions.changePerson(
      sessions.map((s) => s.person_id),
      (trx) =>
        trx
          .updateTable("sessions")
          .set({ revoked_at: new Date() })
          .where(
            "id",
            "in",
            sessions.map((s) => s.id),
          )
          .where("revoked_at", "is", null)
          .execute(),
    );
  }
  log.info(
    { companyId, sessions: sessions.length },
    `SAML logout requested by the IdP of company ${companyId}: ${sessions.length} session(s) ended`,
  );
  if (!federation.saml_idp_slo_url) return signedOut;
  const relayState = typeof query.RelayState === "string" ? query.RelayState.slice(0, 80) : "";
  return saml.getLogoutResponseUrlAsync(profile, relayState, {}, true);
}

/** The state of our LogoutRequest, once its answer came: each is used once. */
async function dropLogoutState(deps: AppDeps, companyId: number, samlResponse: string): Promise<void> {
  try {
    const xml = inflateRawSync(Buffer.from(samlResponse, "base64"), { maxOutputLength: 1_000_000 }).toString(
      "utf8",
    );
    const inResponseTo = parseXml(xml).documentElement.getAttribute("InResponseTo");
    if (inResponseTo && inResponseTo.length <= 200) {
      await deps.db
        .deleteFrom("sso_login_states")
        .where("id", "=", inResponseTo)
        .where("company_id", "=", companyId)
        .where("protocol", "=", "saml")
        .execute();
    }
  } catch {
    // Already validated by node-saml; a state left behind expires with the others.
  }
}

export const samlRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  // The IdP posts a form; this parser lives in this plugin's scope only.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))),
      );
    },
  );
  // The same budget per client address as /auth: these routes are public.
  const perIp = app.createRateLimit({
    max: config.rateLimit.authPerIp,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `saml-ip:${req.ip}`,
  });
  const limited = async (request: FastifyRequest) => {
    const result = await perIp(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany();
  };

  /** The SAML federation of the path's company, or undefined. */
  async function samlFederation(request: FastifyRequest, onlyEnabled: boolean) {
    const companyId = companyIdOf((request.params as { companyId?: unknown }).companyId);
    const federation = companyId === null ? undefined : await loadFederation(db, companyId, { onlyEnabled });
    return { companyId, federation: federation?.protocol === "saml" ? federation : undefined };
  }

  app.get(
    "/sso/:companyId/saml/metadata",
    { schema: { hide: true }, onRequest: limited },
    async (request, reply) => {
      // A federation not yet switched on has metadata too: the IdP is set up before the switch.
      const { federation } = await samlFederation(request, false);
      if (!federation?.saml_sp_certificate) {
        throw new AppError("ND1000", { status: 404, message: "This company has no SAML single sign-on" });
      }
      return reply
        .header("content-type", "application/samlmetadata+xml; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(serviceProviderMetadata(config, federation));
    },
  );

  app.post(
    "/sso/:companyId/saml/acs",
    { schema: { hide: true }, onRequest: limited, bodyLimit: FORM_LIMIT_BYTES },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { companyId, federation } = await samlFederation(request, true);
      if (companyId === null || !federation) {
        request.log.info({ companyId }, `SAML answer: company ${companyId ?? "?"} has no SAML federation`);
        return reply.redirect(
          ssoUrls(config, companyId ?? 0, federation?.hosts ?? []).errorPage("not-configured"),
          303,
        );
      }
      const body = request.body;
      const posted =
        typeof body === "object" && body !== null
          ? (body as Record<string, unknown>).SAMLResponse
          : undefined;
      try {
        const identity = await samlAcsIdentity(deps, federation, posted);
        return reply.redirect(await finishFederatedSignIn(deps, federation, identity, request.log), 303);
      } catch (error) {
        const url = await refusalRedirect(
          deps,
          companyId,
          federation.hosts,
          error,
          isSamlRefusal,
          { reason: "signature", step: "SAML answer check" },
          request.log,
        );
        return reply.redirect(url, 303);
      }
    },
  );

  app.get(
    "/sso/:companyId/saml/logout",
    { schema: { hide: true }, onRequest: limited },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // A federation switched off meanwhile still ends its sessions.
      const { companyId, federation } = await samlFederation(request, false);
      const signedOut = ssoUrls(config, companyId ?? 0, federation?.hosts ?? []).signedOut;
      const query = (
        typeof request.query === "object" && request.query !== null ? request.query : {}
      ) as Record<string, unknown>;
      if (!federation || companyId === null) return reply.redirect(signedOut, 303);
      try {
        if (typeof query.SAMLRequest === "string") {
          return reply.redirect(await idpLogoutRequest(deps, federation, query, request, request.log), 303);
        }
        if (typeof query.SAMLResponse === "string") {
          // Our session already ended (the web app signs out first); the answer only closes the round trip.
          try {
            await samlFor(deps, federation).validateRedirectAsync(
              query as Record<string, string>,
              rawQuery(request),
            );
            await dropLogoutState(deps, companyId, query.SAMLResponse);
            request.log.info({ companyId }, `SAML logout answered by the IdP of company ${companyId}`);
          } catch (error) {
            request.log.warn(
              { companyId },
              `SAML logout answer for company ${companyId} not accepted: ${error instanceof Error ? error.message.slice(0, 200) : "?"}`,
            );
          }
        }
      } catch (error) {
        request.log.warn(
          { companyId },
          `SAML logout for company ${companyId} failed: ${error instanceof Error ? error.name : "?"}`,
        );
      }
      return reply.redirect(signedOut, 303);
    },
  );
};
