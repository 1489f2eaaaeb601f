import { existsSync } from "node:fs";
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  LogController,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import helmet from "helmet";
import { type Config, ConfigError } from "./config";
import type { Db } from "./db/database";
import { accountRoutes } from "./features/account/routes";
import { actionPlanRoutes } from "./features/action-plans/routes";
import { adminStakeholderRoutes } from "./features/admin-stakeholders/routes";
import { auditRoutes } from "./features/audit/routes";
import { authRoutes } from "./features/auth/routes";
import { BreachMonitor } from "./features/breaches/monitor";
import { breachRoutes } from "./features/breaches/routes";
import { breachSourceRoutes } from "./features/breaches/source-routes";
import { EmailChannel } from "./features/campaigns/channels";
import { phishingDomainRoutes } from "./features/campaigns/domains";
import { campaignDraftRoutes } from "./features/campaigns/draft-routes";
import { HitWriter } from "./features/campaigns/hit-writer";
import { PHISHING_PATH, PhishingHosts } from "./features/campaigns/hosts";
import { ReportMailbox } from "./features/campaigns/report-mailbox";
import { reportedMessageRoutes } from "./features/campaigns/reported-routes";
import { campaignRoutes } from "./features/campaigns/routes";
import { CampaignSender } from "./features/campaigns/sender";
import { seriesRoutes } from "./features/campaigns/series-routes";
import { SmsChannel } from "./features/campaigns/sms/sms-channel";
import { trackingRoutes } from "./features/campaigns/tracking";
import { userSimulationRoutes } from "./features/campaigns/user-routes";
import { controllerStakeholderRoutes } from "./features/controller-stakeholders/routes";
import { controllerTraitRoutes } from "./features/controller-traits/routes";
import { dashboardRoutes } from "./features/dashboards/routes";
import { Housekeeping } from "./features/housekeeping/housekeeping";
import { apiKeyRoutes } from "./features/integrations/api-key-routes";
import { eventRoutes } from "./features/integrations/events-routes";
import { webhookRoutes } from "./features/integrations/webhook-routes";
import { WebhookWorker } from "./features/integrations/webhook-worker";
import { miscRoutes } from "./features/misc/routes";
import { outboxRoutes } from "./features/outbox/routes";
import { peopleImportRoutes } from "./features/people-import/routes";
import { reportRoutes } from "./features/reports/routes";
import { runDueReports } from "./features/reports/store";
import { scimRoutes } from "./features/scim/routes";
import { scimTokenRoutes } from "./features/scim/token-routes";
import { federationAdminRoutes } from "./features/sso/admin-routes";
import { ssoRoutes } from "./features/sso/routes";
import { samlRoutes } from "./features/sso/saml-routes";
import { ALWAYS_OPEN_PATHS, systemRoutes } from "./features/system/routes";
import { userLibraryRoutes } from "./features/user-assets";
import { userGamingRoutes } from "./features/user-gaming/routes";
import { userTraitRoutes } from "./features/user-traits/routes";
import type { AppDeps } from "./lib/deps";
import { AppError, errorBody, registerErrorHandling, sendNotFound } from "./lib/errors";
import { textLogStream } from "./lib/log-text";
import { describedGuard, swaggerOptions } from "./lib/openapi/document";
import { usePeopleListCache, usePeopleSearchIndex } from "./lib/organisation/people-list";
import { Sealer } from "./lib/sealed";
import { SessionStore } from "./lib/session";
import { MailDelivery } from "./mail/outbox";
import { composeQueuedMail } from "./mail/queued";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends every due outbox message now and waits (tests wait for e-mail with it). */
    flushOutbox(): Promise<void>;
    /** Sessions of this instance; `app.sessions.changePerson` is for code outside the routes. */
    sessions: SessionStore;
    /** Sends every due simulated message now and waits; resolves to how many were handled. */
    flushCampaigns(): Promise<number>;
    /** Writes the SMS delivery receipts received so far (tests read them right after the SMSC sent them). */
    flushSmsReceipts(): Promise<void>;
    /** Runs every due breach check now (HIBP), then the pending breach e-mails, and waits; tests call it after "check now" or an import. */
    flushBreachMonitor(): Promise<void>;
    /** Sends every due webhook delivery now and waits (tests, with a moved webhookClock for retries). */
    flushWebhooks(): Promise<void>;
    /** The report mailbox's SMTP listener, when REPORT_SMTP_PORT is set (tests read its port). */
    reportMailbox: ReportMailbox | null;
    /** Every route as registered ("GET /api/v1/..."); the tenant-isolation test checks each has a case. */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's request and response schemas (the text-type test walks the request ones). */
  schema: FastifySchema | undefined;
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Where log lines go (default stdout); tests capture them to prove secrets stay out. */
  logStream?: { write(line: string): void };
  /** Tests only: the time session checks use, so a test can move it forward instead of waiting. */
  clock?: () => number;
  /** Tests only: the time campaigns are sent and tracked on. */
  campaignClock?: () => number;
  /** Tests only: the time webhook deliveries are scheduled on (retries, auto-disable). */
  webhookClock?: () => number;
  /** Tests only: requests per minute per SCIM token (default SCIM_REQUESTS_PER_MINUTE). */
  scimPerMinute?: number;
}

const CSP = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

/**
 * Browser features the app never uses are denied to it and to anything it could embed (issue 15, point 5).
 * Fullscreen and picture-in-picture stay open to the app itself: the library's video player offers both.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "ambient-light-sensor=()",
  "autoplay=()",
  "bluetooth=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "identity-credentials-get=()",
  "idle-detection=()",
  "local-fonts=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "otp-credentials=()",
  "payment=()",
  "picture-in-picture=(self)",
  "publickey-credentials-create=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "storage-access=()",
  "usb=()",
  "web-share=()",
  "window-management=()",
  "xr-spatial-tracking=()",
].join(", ");

/** The headers helmet sets with our policy, read once by running its middleware against a recorder. */
function computeSecurityHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP },
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xContentTypeOptions: true,
    // Matches frame-ancestors 'none' for browsers that only read the older header.
    xFrameOptions: { action: "deny" },
  });
  // helmet only calls setHeader/removeHeader on the response; the recorder stands in for both objects.
  middleware(recorder as unknown as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  return [...headers];
}

/** Reset links and autologin carry secrets in the path; they never reach the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:password|token)\/)[^/?#]+/gi, "$1[redacted]")
    .replace(/([?&](?:token|password|access_token)=)[^&#]*/gi, "$1[redacted]");
}

/** API answers hold personal data: no cache keeps them, unless a route says otherwise (lookups, logos). */
const API_CACHE_CONTROL = "no-store";

/** Every response, errors and 404s included, carries the security headers; API answers are not cached. */
function setBaseHeaders(raw: ServerResponse, url: string | undefined, securityHeaders: [string, string][]) {
  for (const [name, value] of securityHeaders) raw.setHeader(name, value);
  if (url?.startsWith("/api")) raw.setHeader("cache-control", API_CACHE_CONTROL);
}

/**
 * A request Node could not parse as HTTP (an unknown method, a malformed header, headers too large) never
 * reaches Fastify's routing: this answers it on the socket, in the envelope, and closes the connection.
 */
function answerClientError(
  error: Error & { code?: string },
  socket: Socket,
  securityHeaders: [string, string][],
) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const status =
      error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = JSON.stringify(errorBody("ND1027", "The request could not be read"));
    const headers = [
      ...securityHeaders,
      ["Cache-Control", API_CACHE_CONTROL],
      ["Content-Type", "application/json; charset=utf-8"],
      ["Content-Length", String(Buffer.byteLength(body))],
      ["Connection", "close"],
    ];
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([n, v]) => `${n}: ${v}`).join("\r\n")}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One log line per request, when it is answered (Fastify's own are two: received, then completed). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request");
  }
}

/** Builds the whole HTTP application; every feature is registered here, explicitly. */
export async function buildApp({
  config,
  db,
  logStream,
  clock,
  campaignClock,
  webhookClock,
  scimPerMinute,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Helmet's headers are computed once and copied onto every response (onRequest, so errors and 404s carry
  // them too): @fastify/helmet rebuilt the middleware chain and re-parsed the CSP on every request.
  const securityHeaders = computeSecurityHeaders();
  const app = Fastify({
    // A URL whose percent-encoding is broken fails before routing and before the onRequest hooks.
    frameworkErrors: (error, request, reply) => {
      setBaseHeaders(reply.raw, request.raw.url, securityHeaders);
      // The option's reply is generic over route schemas that do not exist yet; this one is plain.
      (reply as FastifyReply)
        .status(400)
        .type("application/json; charset=utf-8")
        .send(
          errorBody("ND1027", error.code === "FST_ERR_BAD_URL" ? "The URL is not valid" : "Check the fields"),
        );
    },
    clientErrorHandler: (error, socket) => answerClientError(error, socket, securityHeaders),
    logController: new OneLinePerRequest(),
    logger: {
      level: config.logLevel,
      stream:
        config.logFormat === "json"
          ? (logStream ?? process.stdout)
          : textLogStream(logStream ?? process.stdout),
      // Only method, path and address are logged for a request: never headers or bodies.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        }),
      },
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          "headers.authorization",
          "body",
          "*.password",
          "*.currentPassword",
          "*.repeatPassword",
          "*.token",
        ],
        censor: "[redacted]",
      },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mail = new MailDelivery(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    compose: async () => {
      await composeQueuedMail(db, config);
      await runDueReports(db, config, new Date(), (companyId, error) =>
        app.log.error({ err: error, companyId }, "monthly report failed; tried again in an hour"),
      );
    },
  });
  const sessions = new SessionStore(db, config, { log: app.log, ...(clock ? { clock } : {}) });
  const campaignTime = campaignClock ?? Date.now;
  const phishingHosts = new PhishingHosts(db);
  const smsChannel = new SmsChannel(db, {
    smppUrl: config.campaigns.smppUrl,
    window: config.campaigns.smppWindow,
    log: app.log,
  });
  const campaignSender = new CampaignSender(db, {
    channels: {
      email: new EmailChannel(db, config.campaigns.smtpUrl, config.campaigns.smtpConnections),
      sms: smsChannel,
    },
    log: app.log,
    publicUrl: config.publicUrl,
    claimSeconds: config.campaigns.claimSeconds,
    clock: campaignTime,
  });
  const deps: AppDeps = {
    db,
    config,
    // Remembers each guard's profiles, so /api/docs can say who may call each operation.
    guard: describedGuard(sessions.guard),
    sessions,
    mail,
    sealer: config.secretKey ? new Sealer(config.secretKey) : null,
    campaigns: { clock: campaignTime, kick: () => void campaignSender.kick(), hosts: phishingHosts },
  };
  usePeopleListCache(db, config.peopleListCacheEntries);
  usePeopleSearchIndex(db, {
    maxPeople: config.peopleSearchIndexPeople,
    minPeople: config.peopleSearchIndexMinPeople,
    onBuildError: (error) => app.log.warn({ err: error }, "people search index: build failed"),
  });
  app.decorate("sessions", sessions);
  // API keys are checked against their scopes before any body is read (lib/api-key-scopes.ts).
  app.addHook("onRequest", sessions.apiKeyGate);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      registeredRoutes.push({ method, url: route.url, schema: route.schema });
  });
  // Federation secrets cannot be opened without the key: refuse to start rather than fail every sign-in.
  app.addHook("onReady", async () => {
    if (deps.sealer) return;
    const federated = await db
      .selectFrom("company_federations")
      .select("company_id")
      .limit(1)
      .executeTakeFirst();
    if (federated) {
      throw new ConfigError(
        "SECRET_KEY is not set, but single sign-on is configured for a company: its secrets are sealed with that key. Set SECRET_KEY to the value it was configured with (README, Configuration).",
      );
    }
  });
  app.addHook("onReady", async () => sessions.start());
  app.addHook("onClose", async () => sessions.stop());
  app.decorate("flushOutbox", () => mail.flush());
  app.addHook("onReady", async () => mail.start());
  app.addHook("onClose", async () => mail.stop());
  // The tracking hits are written in groups (hit-writer.ts): flushed here, and on close.
  const hitWriter = new HitWriter(db, app.log);
  app.decorate("flushCampaigns", async () => {
    await hitWriter.flush();
    const handled = await campaignSender.kick();
    await smsChannel.flushReceipts();
    return handled;
  });
  app.decorate("flushSmsReceipts", () => smsChannel.flushReceipts());
  app.addHook("onClose", async () => hitWriter.flush());
  app.addHook("onReady", async () => {
    await phishingHosts.load();
    campaignSender.start();
  });
  app.addHook("onClose", async () => campaignSender.stop());
  // The report mailbox (docs/phishing-reporting.md) listens only when REPORT_SMTP_PORT is set.
  const reportMailbox =
    config.campaigns.reportSmtpPort === undefined
      ? null
      : new ReportMailbox(db, {
          port: config.campaigns.reportSmtpPort,
          host: config.campaigns.reportSmtpHost,
          log: app.log,
          clock: campaignTime,
          repoRoot: config.repoRoot,
          onMailQueued: () => void mail.kick(),
        });
  app.decorate("reportMailbox", reportMailbox);
  if (reportMailbox) {
    app.addHook("onReady", async () => reportMailbox.start());
    app.addHook("onClose", async () => reportMailbox.stop());
  }
  const housekeeping = new Housekeeping(db, app.log);
  app.addHook("onReady", async () => housekeeping.start());
  app.addHook("onClose", async () => housekeeping.stop());
  // The daily Have I Been Pwned check (docs/breaches.md; no HIBP calls without HIBP_API_KEY) and the worker of the
  // "new exposure" e-mails.
  const breachMonitor = new BreachMonitor(db, {
    hibp: config.hibp,
    repoRoot: config.repoRoot,
    publicUrl: config.publicUrl,
    log: app.log,
    onMailQueued: () => void mail.kick(),
  });
  app.decorate("flushBreachMonitor", () => breachMonitor.kick());
  app.addHook("onReady", async () => breachMonitor.start());
  app.addHook("onClose", async () => breachMonitor.stop());
  // Signed webhooks (docs/integrations.md): a durable queue of deliveries, woken when events are recorded.
  const webhookWorker = new WebhookWorker(db, {
    sealer: deps.sealer,
    allowPrivate: config.webhookAllowPrivate,
    log: app.log,
    publicUrl: config.publicUrl,
    repoRoot: config.repoRoot,
    isPhishingHost: (host) => phishingHosts.has(host),
    onMailQueued: () => void mail.kick(),
    ...(webhookClock ? { clock: webhookClock } : {}),
  });
  app.decorate("flushWebhooks", () => webhookWorker.flush());
  app.addHook("onReady", async () => webhookWorker.start());
  app.addHook("onClose", async () => webhookWorker.stop());

  app.addHook("onRequest", (request, reply, done) => {
    setBaseHeaders(reply.raw, request.raw.url, securityHeaders);
    done();
  });

  // A phishing host serves only the tracking, landing and training paths, and those paths exist only there
  // (docs/phishing.md "Domains"): the product's pages and API are never reachable under a lure's name.
  app.addHook("onRequest", (request, reply, done) => {
    const path = request.raw.url?.split("?")[0] ?? "";
    if (phishingHosts.has(request.hostname) !== PHISHING_PATH.test(path)) {
      reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      return;
    }
    done();
  });

  // CORS stays closed (no headers at all) unless CORS_ORIGINS lists the origin. Like maintenance below, the
  // hook exists only when configured, so the usual request does not pay for it.
  const corsOrigins = new Set(config.corsOrigins);
  if (corsOrigins.size > 0) {
    app.addHook("onRequest", async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin || !corsOrigins.has(origin)) return;
      reply.header("access-control-allow-origin", origin).header("vary", "Origin");
      if (request.method === "OPTIONS") {
        return reply
          .header("access-control-allow-methods", "GET, POST, PUT, PATCH, DELETE")
          .header("access-control-allow-headers", "authorization, content-type")
          .header("access-control-max-age", "600")
          .status(204)
          .send();
      }
    });
  }

  if (config.maintenance) {
    app.addHook("onRequest", async (request) => {
      const path = request.url.split("?")[0] ?? "";
      if (path.startsWith("/api/") && !ALWAYS_OPEN_PATHS.includes(path.replace(/\/$/, ""))) {
        throw new AppError("ER6667", { status: 418, message: "maintenance" });
      }
    });
  }

  await app.register(rateLimit, { global: false });

  // The description at /api/docs (issue 21): security, operationIds, error answers (lib/openapi/document.ts).
  await app.register(swagger, swaggerOptions({ publicUrl: config.publicUrl }));

  const webDist = config.webDist;
  const hasWeb = existsSync(join(webDist, "index.html"));
  registerErrorHandling(app, (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "";
    const wantsPage =
      hasWeb &&
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api/") &&
      path !== "/api" &&
      (request.headers.accept ?? "").includes("text/html");
    // History-mode routing: the web app decides what an unknown page path means.
    if (wantsPage) return reply.header("cache-control", "no-cache").sendFile("index.html");
    return sendNotFound(reply);
  });

  await app.register(systemRoutes, { prefix: "/api/v1", ...deps });
  await app.register(authRoutes, { prefix: "/api/v1/auth", ...deps });
  await app.register(ssoRoutes, { prefix: "/api/v1", ...deps });
  await app.register(samlRoutes, { prefix: "/api/v1", ...deps });
  await app.register(accountRoutes, { prefix: "/api/v1", ...deps });
  await app.register(adminStakeholderRoutes, { prefix: "/api/v1", ...deps });
  await app.register(auditRoutes, { prefix: "/api/v1", ...deps });
  await app.register(outboxRoutes, { prefix: "/api/v1", ...deps });
  await app.register(peopleImportRoutes, { prefix: "/api/v1", ...deps });
  await app.register(miscRoutes, { prefix: "/api/v1/misc", ...deps });
  await app.register(controllerStakeholderRoutes, { prefix: "/api/v1", ...deps });
  await app.register(dashboardRoutes, { prefix: "/api/v1", ...deps });
  await app.register(actionPlanRoutes, { prefix: "/api/v1", ...deps });
  await app.register(reportRoutes, { prefix: "/api/v1", ...deps });
  await app.register(breachRoutes, { prefix: "/api/v1", ...deps });
  await app.register(controllerTraitRoutes, { prefix: "/api/v1", ...deps });
  await app.register(userTraitRoutes, { prefix: "/api/v1", ...deps });
  await app.register(userLibraryRoutes, deps);
  await app.register(userGamingRoutes, { prefix: "/api/v1", ...deps });
  await app.register(campaignRoutes, { prefix: "/api/v1", ...deps });
  await app.register(campaignDraftRoutes, { prefix: "/api/v1", ...deps });
  await app.register(userSimulationRoutes, { prefix: "/api/v1", ...deps });
  await app.register(reportedMessageRoutes, { prefix: "/api/v1", ...deps });
  await app.register(seriesRoutes, { prefix: "/api/v1", ...deps });
  await app.register(phishingDomainRoutes, { prefix: "/api/v1", ...deps });
  await app.register(scimTokenRoutes, { prefix: "/api/v1", ...deps });
  await app.register(eventRoutes, { prefix: "/api/v1", ...deps });
  await app.register(webhookRoutes, {
    prefix: "/api/v1",
    ...deps,
    kickWebhooks: () => void webhookWorker.kick(),
  });
  await app.register(apiKeyRoutes, { prefix: "/api/v1", ...deps });
  // SCIM 2.0 for identity providers: its own base URL, auth, body types and error shape (docs/identity.md).
  await app.register(scimRoutes, {
    prefix: "/scim/v2",
    ...deps,
    ...(scimPerMinute ? { scimPerMinute } : {}),
  });
  await app.register(federationAdminRoutes, { prefix: "/api/v1", ...deps });
  await app.register(breachSourceRoutes, { prefix: "/api/v1", ...deps, monitor: breachMonitor });
  await app.register(trackingRoutes, {
    db,
    publicUrl: config.publicUrl,
    perIpPerMinute: config.campaigns.trackingPerIp,
    clock: campaignTime,
    hits: hitWriter,
  });

  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: ["index.html"],
      // A .git or .env left in the folder by a deployment is never served (ASVS 13.4.1; web.test.ts).
      dotfiles: "ignore",
      // The build writes .br and .gz copies beside the text assets (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false, // set per file below
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash, so they never change; everything else is revalidated.
        const immutable = filePath.startsWith(join(webDist, "assets"));
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        // The same URL answers brotli, gzip or plain bytes by Accept-Encoding: caches must keep them apart.
        res.setHeader("vary", "Accept-Encoding");
      },
    });
  }

  return app;
}
