import { randomBytes } from "node:crypto";
import {
  type EventType,
  records,
  type TWebhook,
  type TWebhookDelivery,
  WEBHOOK_FAILURES,
  WEBHOOK_TEST_EVENT,
  type WebhookFailure,
  ZIdParam,
  ZWebhook,
  ZWebhookCreated,
  ZWebhookDelivery,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryQuery,
  ZWebhookInput,
  ZWebhookList,
  ZWebhookUpdate,
} from "@wellguard/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Kysely, sql } from "kysely";
import { z } from "zod";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { eventPublicId } from "../../lib/events";
import { notFound } from "../../lib/scope";
import { sessionOf } from "../../lib/session";
import { integrationCompany } from "./company";
import { checkWebhookTarget } from "./webhook-target";
import { webhookSecretContext } from "./webhook-worker";

/*
 * A company's webhooks (issue 21, docs/integrations.md "Webhooks"): a CONTROLLER of the company or an ADMIN in
 * scope subscribes an HTTPS address to event types. The Standard Webhooks signing secret (whsec_…) is shown once
 * and sealed with SECRET_KEY (lib/sealed.ts); the address is checked against SSRF when saved (webhook-target.ts)
 * and again at each connection (webhook-worker.ts). A key never reaches these routes (lib/api-key-scopes.ts).
 */

const TAGS = ["integrations"];
const security = [{ bearer: [] }];
const ZCompanyParams = z.object({ companyId: ZIdParam });
const ZEndpointParams = z.object({ companyId: ZIdParam, id: ZIdParam });
const ZDeliveryParams = z.object({ companyId: ZIdParam, id: ZIdParam, deliveryId: ZIdParam });

/** Endpoints a company may have. */
export const MAX_WEBHOOKS = 20;
/** Deliveries per page of the log. */
export const DELIVERY_PAGE = 50;

/** A new Standard Webhooks secret: whsec_ and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

interface EndpointRow {
  id: number;
  url: string;
  description: string;
  event_types: TWebhook["eventTypes"];
  enabled: boolean;
  disabled_reason: "owner" | "failures" | null;
  disabled_at: Date | null;
  consecutive_failures: number;
  last_success_at: Date | null;
  created_at: Date;
  created_by: string | null;
}

async function endpointsOf(db: Kysely<Database>, companyId: number, id?: number): Promise<TWebhook[]> {
  const { rows } = await sql<EndpointRow>`
    select w.id, w.url, w.description, w.event_types, w.enabled, w.disabled_reason, w.disabled_at,
      w.consecutive_failures, w.last_success_at, w.created_at,
      nullif(trim(p.name || ' ' || coalesce(p.surname, '')), '') as created_by
    from webhook_endpoints w left join people p on p.id = w.created_by and p.deleted_at is null
    where w.company_id = ${companyId} ${id === undefined ? sql`` : sql`and w.id = ${id}`}
    order by w.created_at, w.id`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    description: r.description,
    eventTypes: r.event_types,
    enabled: r.enabled,
    disabledReason: r.disabled_reason,
    disabledAt: r.disabled_at?.toISOString() ?? null,
    consecutiveFailures: r.consecutive_failures,
    lastSuccessAt: r.last_success_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    createdBy: r.created_by,
  }));
}

async function endpointOf(db: Kysely<Database>, companyId: number, id: number): Promise<TWebhook> {
  const [endpoint] = await endpointsOf(db, companyId, id);
  if (!endpoint) throw notFound("id");
  return endpoint;
}

/** What the audit keeps of an endpoint: never the secret. */
function audited(endpoint: Pick<TWebhook, "url" | "description" | "eventTypes" | "enabled">) {
  return {
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
  };
}

interface DeliveryRow {
  id: string;
  event_id: string;
  type: string;
  status: TWebhookDelivery["status"];
  attempts: number;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date;
  last_status_code: number | null;
  last_error: string | null;
  last_duration_ms: number | null;
  replay_of: string | null;
}

/** last_error ("code" or "code:detail", webhook-worker.ts) as the API answers it; an unknown code reads "failed". */
export function splitFailure(stored: string | null): Pick<TWebhookDelivery, "lastError" | "lastErrorDetail"> {
  if (stored === null) return { lastError: null, lastErrorDetail: null };
  const colon = stored.indexOf(":");
  const code = colon < 0 ? stored : stored.slice(0, colon);
  const detail = colon < 0 ? null : stored.slice(colon + 1) || null;
  const known = (WEBHOOK_FAILURES as readonly string[]).includes(code);
  return known
    ? { lastError: code as WebhookFailure, lastErrorDetail: detail }
    : { lastError: "failed", lastErrorDetail: null };
}

function deliveryView(row: DeliveryRow): TWebhookDelivery {
  return {
    id: String(row.id),
    messageId: eventPublicId(row.event_id),
    eventType: row.type,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    nextAttemptAt: row.status === "pending" ? row.next_attempt_at.toISOString() : null,
    lastStatusCode: row.last_status_code,
    ...splitFailure(row.last_error),
    lastDurationMs: row.last_duration_ms,
    replayOf: row.replay_of === null ? null : String(row.replay_of),
  };
}

async function deliveriesOf(
  db: Kysely<Database>,
  endpointId: number,
  options: { id?: string; before?: string; status?: TWebhookDelivery["status"]; limit?: number },
): Promise<DeliveryRow[]> {
  const { rows } = await sql<DeliveryRow>`
    select d.id, d.event_id, e.type, d.status, d.attempts, d.created_at, d.last_attempt_at, d.next_attempt_at,
      d.last_status_code, d.last_error, d.last_duration_ms, d.replay_of
    from webhook_deliveries d join events e on e.id = d.event_id
    where d.endpoint_id = ${endpointId}
      ${options.id === undefined ? sql`` : sql`and d.id = ${options.id}::bigint`}
      ${options.before === undefined ? sql`` : sql`and d.id < ${options.before}::bigint`}
      ${options.status === undefined ? sql`` : sql`and d.status = ${options.status}`}
    order by d.id desc
    ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`.execute(db);
  return rows;
}

export const webhookRoutes: FastifyPluginAsyncZod<AppDeps & { kickWebhooks: () => void }> = async (
  app,
  deps,
) => {
  const { db, config, guard } = deps;
  const preHandler = guard({ profiles: ["ADMIN", "CONTROLLER"] });

  /** The caller's company (404 otherwise) and the role they act with there. */
  const companyOf = (request: FastifyRequest, companyId: number) =>
    integrationCompany(db, sessionOf(request), companyId);

  const checkUrl = (url: string) =>
    checkWebhookTarget(url, {
      db,
      publicUrl: config.publicUrl,
      allowPrivate: config.webhookAllowPrivate,
      isPhishingHost: (host) => deps.campaigns.hosts.has(host),
    });

  /** The endpoint of the company, or 404. */
  async function endpointId(trx: Db | Kysely<Database>, companyId: number, id: number): Promise<number> {
    const row = await trx
      .selectFrom("webhook_endpoints")
      .select("id")
      .where("id", "=", id)
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    if (!row) throw notFound("id");
    return row.id;
  }

  app.get(
    "/integrations/:companyId/webhooks",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary:
          "The company's webhook endpoints (never their signing secrets), and whether new ones can be signed",
        security,
        params: ZCompanyParams,
        response: { 200: records(ZWebhookList) },
      },
    },
    async (request) => {
      const { companyId } = await companyOf(request, request.params.companyId);
      return {
        records: { signingAvailable: deps.sealer !== null, webhooks: await endpointsOf(db, companyId) },
      };
    },
  );

  app.post(
    "/integrations/:companyId/webhooks",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary:
          "Subscribes an HTTPS address to event types; the signing secret is only in this answer. ND1027 url (not https, not public, the product's own host), ND1017 no SECRET_KEY",
        security,
        params: ZCompanyParams,
        body: ZWebhookInput,
        response: { 200: records(ZWebhookCreated) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { companyId, actingProfile } = await companyOf(request, request.params.companyId);
      const sealer = deps.sealer;
      if (!sealer) {
        request.log.error(
          { companyId },
          "webhooks: SECRET_KEY is missing, so signing secrets cannot be sealed; set SECRET_KEY (README, Configuration)",
        );
        throw new AppError("ND1017", { message: "Webhooks need SECRET_KEY on the server" });
      }
      const body = request.body;
      const url = await checkUrl(body.url);
      const secret = newWebhookSecret();
      const id = await db.transaction().execute(async (trx) => {
        // One creation at a time per company, so two concurrent ones cannot both pass the count.
        await sql`select id from companies where id = ${companyId} for update`.execute(trx);
        const count = await trx
          .selectFrom("webhook_endpoints")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("company_id", "=", companyId)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= MAX_WEBHOOKS) {
          throw new AppError("ND1027", {
            field: "url",
            message: `A company may have at most ${MAX_WEBHOOKS} webhooks; delete one first`,
          });
        }
        // The secret is sealed bound to the row's id, which exists only once inserted.
        const row = await trx
          .insertInto("webhook_endpoints")
          .values({
            company_id: companyId,
            url,
            description: body.description,
            event_types: body.eventTypes,
            secret_sealed: "pending",
            created_by: session.personId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("webhook_endpoints")
          .set({ secret_sealed: sealer.seal(secret, webhookSecretContext(row.id)) })
          .where("id", "=", row.id)
          .execute();
        await recordAudit(
          trx,
          { session, profile: actingProfile },
          {
            action: "create",
            entityType: "webhook_endpoints",
            entityId: row.id,
            companyId,
            after: audited({
              url,
              description: body.description,
              eventTypes: body.eventTypes,
              enabled: true,
            }),
          },
        );
        return row.id;
      });
      return { records: { ...(await endpointOf(db, companyId, id)), secret } };
    },
  );

  app.put(
    "/integrations/:companyId/webhooks/:id",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary:
          "Changes a webhook's address, description, event types, or turns it on or off (on again clears its failures). ND1027 url",
        security,
        params: ZEndpointParams,
        body: ZWebhookUpdate,
        response: { 200: records(ZWebhook) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { companyId, actingProfile } = await companyOf(request, request.params.companyId);
      const id = request.params.id;
      const body = request.body;
      const before = await endpointOf(db, companyId, id);
      const url = body.url === before.url ? before.url : await checkUrl(body.url);
      await db.transaction().execute(async (trx) => {
        const now = new Date();
        const turnedOn = body.enabled && !before.enabled;
        const turnedOff = !body.enabled && before.enabled;
        await trx
          .updateTable("webhook_endpoints")
          .set({
            url,
            description: body.description,
            event_types: body.eventTypes,
            enabled: body.enabled,
            updated_at: now,
            ...(turnedOn ? { disabled_reason: null, disabled_at: null, consecutive_failures: 0 } : {}),
            ...(turnedOff ? { disabled_reason: "owner" as const, disabled_at: now } : {}),
          })
          .where("id", "=", id)
          .where("company_id", "=", companyId)
          .execute();
        await recordAudit(
          trx,
          { session, profile: actingProfile },
          {
            action: "update",
            entityType: "webhook_endpoints",
            entityId: id,
            companyId,
            before: audited(before),
            after: audited({
              url,
              description: body.description,
              eventTypes: body.eventTypes,
              enabled: body.enabled,
            }),
          },
        );
      });
      if (body.enabled && !before.enabled) deps.kickWebhooks();
      return { records: await endpointOf(db, companyId, id) };
    },
  );

  app.delete(
    "/integrations/:companyId/webhooks/:id",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: "Deletes a webhook and its delivery log; nothing more is sent to it",
        security,
        params: ZEndpointParams,
        response: { 200: records(z.literal("ok")) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { companyId, actingProfile } = await companyOf(request, request.params.companyId);
      const before = await endpointOf(db, companyId, request.params.id);
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("webhook_endpoints")
          .where("id", "=", before.id)
          .where("company_id", "=", companyId)
          .execute();
        await recordAudit(
          trx,
          { session, profile: actingProfile },
          {
            action: "delete",
            entityType: "webhook_endpoints",
            entityId: before.id,
            companyId,
            before: audited(before),
            after: null,
          },
        );
      });
      return { records: "ok" as const };
    },
  );

  app.post(
    "/integrations/:companyId/webhooks/:id/test",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: `Queues a ${WEBHOOK_TEST_EVENT} event to this webhook only (it is not in the event feed)`,
        security,
        params: ZEndpointParams,
        response: { 200: records(ZWebhookDelivery) },
      },
    },
    async (request) => {
      const { companyId } = await companyOf(request, request.params.companyId);
      const deliveryId = await db.transaction().execute(async (trx) => {
        const id = await endpointId(trx, companyId, request.params.id);
        const event = await trx
          .insertInto("events")
          .values({
            company_id: companyId,
            // Not one of the feed's types: the feed lists only EVENT_TYPES (features/integrations/events-routes.ts).
            type: WEBHOOK_TEST_EVENT as EventType,
            data: JSON.stringify({ webhookId: id, message: "A test event sent from Wellguard" }),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const delivery = await trx
          .insertInto("webhook_deliveries")
          .values({ endpoint_id: id, event_id: event.id })
          .returning("id")
          .executeTakeFirstOrThrow();
        return delivery.id;
      });
      deps.kickWebhooks();
      const [row] = await deliveriesOf(db, request.params.id, { id: deliveryId });
      if (!row) throw notFound("id");
      return { records: deliveryView(row) };
    },
  );

  app.get(
    "/integrations/:companyId/webhooks/:id/deliveries",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: `A webhook's delivery log, newest first, ${DELIVERY_PAGE} a page (?cursor= from nextCursor; ?status=)`,
        security,
        params: ZEndpointParams,
        querystring: ZWebhookDeliveryQuery,
        response: { 200: records(ZWebhookDeliveryPage) },
      },
    },
    async (request) => {
      const { companyId } = await companyOf(request, request.params.companyId);
      const id = await endpointId(db, companyId, request.params.id);
      const { cursor, status } = request.query;
      if (cursor !== undefined && !/^[1-9]\d{0,18}$/.test(cursor)) {
        throw new AppError("ND1027", { field: "cursor" });
      }
      const rows = await deliveriesOf(db, id, {
        ...(cursor === undefined ? {} : { before: cursor }),
        ...(status === undefined ? {} : { status }),
        limit: DELIVERY_PAGE + 1,
      });
      const page = rows.slice(0, DELIVERY_PAGE);
      const last = page.at(-1);
      return {
        records: {
          deliveries: page.map(deliveryView),
          nextCursor: rows.length > DELIVERY_PAGE && last ? String(last.id) : null,
        },
      };
    },
  );

  app.post(
    "/integrations/:companyId/webhooks/:id/deliveries/:deliveryId/replay",
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: "Sends one delivery's event again, as a new delivery with the same webhook-id",
        security,
        params: ZDeliveryParams,
        response: { 200: records(ZWebhookDelivery) },
      },
    },
    async (request) => {
      const { companyId } = await companyOf(request, request.params.companyId);
      const id = await endpointId(db, companyId, request.params.id);
      const replayId = await db.transaction().execute(async (trx) => {
        const original = await trx
          .selectFrom("webhook_deliveries")
          .select(["id", "event_id"])
          .where("id", "=", String(request.params.deliveryId))
          .where("endpoint_id", "=", id)
          .executeTakeFirst();
        if (!original) throw notFound("deliveryId");
        const row = await trx
          .insertInto("webhook_deliveries")
          .values({ endpoint_id: id, event_id: original.event_id, replay_of: original.id })
          .returning("id")
          .executeTakeFirstOrThrow();
        return row.id;
      });
      deps.kickWebhooks();
      const [row] = await deliveriesOf(db, id, { id: replayId });
      if (!row) throw notFound("deliveryId");
      return { records: deliveryView(row) };
    },
  );
};
