import { z } from "zod";
import { text } from "./text";

/*
 * Integrations (issue 21, docs/integrations.md): API keys for machines, signed webhooks and the event feed.
 *
 * A controller (companies they manage) or an ADMIN (companies in their scope), with a session:
 *   GET    /integrations/{companyId}/api-keys                    → records: TApiKey[]
 *   POST   /integrations/{companyId}/api-keys                    ZApiKeyInput → records: TApiKeyCreated (shown once)
 *   DELETE /integrations/{companyId}/api-keys/{id}               → records: "ok"  (revoked)
 *   GET    /integrations/{companyId}/webhooks                    → records: TWebhookList
 *   POST   /integrations/{companyId}/webhooks                    ZWebhookInput → records: TWebhookCreated (secret shown once)
 *   PUT    /integrations/{companyId}/webhooks/{id}               ZWebhookUpdate → records: TWebhook
 *   DELETE /integrations/{companyId}/webhooks/{id}               → records: "ok"
 *   POST   /integrations/{companyId}/webhooks/{id}/test          → records: TWebhookDelivery  (a webhook.test event, queued)
 *   GET    /integrations/{companyId}/webhooks/{id}/deliveries    ?cursor&status → records: TWebhookDeliveryPage
 *   POST   /integrations/{companyId}/webhooks/{id}/deliveries/{deliveryId}/replay → records: TWebhookDelivery
 * A key with the events:read scope (or a controller's session, for their companies):
 *   GET    /events  ?companyId&cursor&types&since&until&limit   → records: TEventPage; or, with
 *          Accept: application/x-ndjson (or format=jsonl), one TEvent per line and a last line {"nextCursor": …}
 * Keys: `Authorization: Bearer wgk_…` on the routes their scopes open (docs/integrations.md lists them); any
 * other route answers 403 NF1002 to a key.
 */

/** What a key may do; each opens a fixed list of routes (apps/server/src/lib/api-key-scopes.ts). */
export const API_KEY_SCOPES = [
  "reports:read",
  "people:read",
  "people:write",
  "campaigns:run",
  "events:read",
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_PREFIX = "wgk_";
/** Requests per minute a key may make unless its creator chose otherwise. */
export const API_KEY_DEFAULT_REQUESTS_PER_MINUTE = 600;
export const API_KEY_MAX_REQUESTS_PER_MINUTE = 6000;

/** The events a company's integrations receive, by webhook and in the feed. */
export const EVENT_TYPES = [
  "person.created",
  "person.updated",
  "person.deleted",
  "survey.completed",
  "simulation.sent",
  "simulation.clicked",
  "simulation.submitted",
  "simulation.reported",
  "phish.reported",
  "breach.found",
  "report.ready",
  "import.finished",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** Sent only by "send a test event"; never stored in the feed. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** A date-time in the request (ISO 8601 with an offset or Z). */
// 64: "2026-11-28T20:00:00.123456789+01:00" is 35 characters; only longer fractions are refused.
const ZInstant = z.iso.datetime({ offset: true, error: "ND1027" }).max(64, { error: "ND1027" });

export const ZApiKeyInput = z.object({
  name: text({ error: "ND1018" }).trim().min(1, { error: "ND1018" }).max(100, { error: "ND1007" }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: "ND1027" }))
    .min(1, { error: "ND1018" })
    .max(API_KEY_SCOPES.length, { error: "ND1027" })
    .refine((scopes) => new Set(scopes).size === scopes.length, { error: "ND1027" }),
  /** null: never expires. In the future, at most two years ahead. */
  expiresAt: ZInstant.nullable().default(null),
  requestsPerMinute: z
    .number({ error: "ND1027" })
    .int({ error: "ND1027" })
    .min(1, { error: "ND1027" })
    .max(API_KEY_MAX_REQUESTS_PER_MINUTE, { error: "ND1027" })
    .default(API_KEY_DEFAULT_REQUESTS_PER_MINUTE),
});
export type TApiKeyInput = z.input<typeof ZApiKeyInput>;

export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters (wgk_ and 6 more), to recognise it. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  requestsPerMinute: z.number().int(),
  /** The role the key acts with in its company (its creator's). */
  actingProfile: z.enum(["ADMIN", "CONTROLLER"]),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyCreated = ZApiKey.extend({
  /** Shown once; only its hash is stored. */
  key: z.string(),
});
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

const ZWebhookUrl = text({ error: "ND1018" })
  .trim()
  .min(1, { error: "ND1018" })
  .max(2000, { error: "ND1007" })
  .pipe(z.url({ error: "ND1027" }));

const ZEventTypes = z
  .array(z.enum(EVENT_TYPES, { error: "ND1027" }))
  .min(1, { error: "ND1018" })
  .max(EVENT_TYPES.length, { error: "ND1027" })
  .refine((types) => new Set(types).size === types.length, { error: "ND1027" });

export const ZWebhookInput = z.object({
  /** HTTPS only (http:// only with WEBHOOK_ALLOW_PRIVATE for tests and development). */
  url: ZWebhookUrl,
  description: text({ error: "ND1027" }).trim().max(200, { error: "ND1007" }).default(""),
  eventTypes: ZEventTypes,
});
export type TWebhookInput = z.input<typeof ZWebhookInput>;

export const ZWebhookUpdate = ZWebhookInput.extend({
  /** Turning it back on clears the failure count. */
  enabled: z.boolean({ error: "ND1027" }),
});
export type TWebhookUpdate = z.input<typeof ZWebhookUpdate>;

export const ZWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it is off: turned off by a person, or by the product after repeated failures. */
  disabledReason: z.enum(["owner", "failures"]).nullable(),
  disabledAt: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastSuccessAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const ZWebhookList = z.object({
  /** False when the server has no SECRET_KEY: signing secrets cannot be sealed, so no endpoint can be added. */
  signingAvailable: z.boolean(),
  webhooks: z.array(ZWebhook),
});
export type TWebhookList = z.infer<typeof ZWebhookList>;

export const ZWebhookCreated = ZWebhook.extend({
  /** The Standard Webhooks signing secret (whsec_…), shown once. */
  secret: z.string(),
});
export type TWebhookCreated = z.infer<typeof ZWebhookCreated>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * Why a delivery's last attempt failed, as webhook_deliveries.last_error stores it ("code" or "code:detail") and the
 * API answers it (lastError, lastErrorDetail); the interface words it in the reader's language. A detail is never
 * anything the receiver sent: refused-address → the address the name resolved to; timeout → seconds; tls and
 * failed → the system's error code (ERR_TLS_…, E…); http and redirect → the receiver's HTTP status.
 */
export const WEBHOOK_FAILURES = [
  /** The address resolves to a non-public network (checked on the connection itself). */
  "refused-address",
  /** The address is one of this product's own hosts (sign-in or phishing hosts). */
  "refused-own-host",
  /** Not https. */
  "refused-scheme",
  /** The saved address cannot be read as a URL. */
  "invalid-address",
  /** SECRET_KEY is not set: the signing secret cannot be opened. */
  "secret-key-missing",
  /** The sealed signing secret does not open with this SECRET_KEY. */
  "secret-unreadable",
  /** No answer within the request timeout. */
  "timeout",
  "connection-refused",
  /** The host name could not be resolved. */
  "dns",
  "reset",
  /** The connection itself timed out (ETIMEDOUT). */
  "connection-timeout",
  "unreachable",
  "tls",
  /** The receiver answered 3xx; redirects are not followed. */
  "redirect",
  /** The receiver answered another non-2xx status. */
  "http",
  /** Anything else (detail: the error code when there is one). */
  "failed",
] as const;
export type WebhookFailure = (typeof WEBHOOK_FAILURES)[number];

export const ZWebhookDelivery = z.object({
  id: z.string(),
  /** The webhook-id header: the same for every attempt and replay of one event. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status; null when no answer came (refused address, timeout, connection error). */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed (never the receiver's body); null after a success or before any attempt. */
  lastError: z.enum(WEBHOOK_FAILURES).nullable(),
  /** What lastError is about, when it says: an address, seconds, an error code or an HTTP status. */
  lastErrorDetail: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  replayOf: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryPage = z.object({
  deliveries: z.array(ZWebhookDelivery),
  /** Pass as ?cursor= for older deliveries; null at the end. */
  nextCursor: z.string().nullable(),
});
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

export const ZWebhookDeliveryQuery = z.object({
  cursor: text({ error: "ND1027" }).max(40, { error: "ND1027" }).optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: "ND1027" }).optional(),
});

/** One event, as the feed lists it and as a webhook's body carries it. */
export const ZEvent = z.object({
  /** evt_ and the event's number: the webhook-id of its deliveries too. */
  id: z.string(),
  type: z.enum(EVENT_TYPES),
  companyId: z.number().int(),
  occurredAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TEvent = z.infer<typeof ZEvent>;

export const EVENTS_PAGE_DEFAULT = 100;
export const EVENTS_PAGE_MAX = 1000;

export const ZEventQuery = z.object({
  /** Required with a session that manages several companies; a key's company otherwise. */
  companyId: z.coerce
    .number({ error: "ND1027" })
    .int({ error: "ND1027" })
    .positive({ error: "ND1027" })
    .optional(),
  /** From a previous page's nextCursor: events after it, oldest first. */
  cursor: text({ error: "ND1027" }).max(40, { error: "ND1027" }).optional(),
  /** Comma-separated event types. */
  types: text({ error: "ND1027" }).max(400, { error: "ND1027" }).optional(),
  since: ZInstant.optional(),
  until: ZInstant.optional(),
  limit: z.coerce
    .number({ error: "ND1027" })
    .int({ error: "ND1027" })
    .min(1, { error: "ND1027" })
    .max(EVENTS_PAGE_MAX, { error: "ND1027" })
    .default(EVENTS_PAGE_DEFAULT),
  /** jsonl: JSON lines (the same as Accept: application/x-ndjson). */
  format: z.enum(["json", "jsonl"], { error: "ND1027" }).default("json"),
});
export type TEventQuery = z.input<typeof ZEventQuery>;

export const ZEventPage = z.object({
  events: z.array(ZEvent),
  /** Always set: the position after the last event returned (poll with it; the same one when nothing is new). */
  nextCursor: z.string(),
});
export type TEventPage = z.infer<typeof ZEventPage>;
