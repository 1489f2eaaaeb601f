import type {
  EventType,
  TWebhookCreated,
  TWebhookDelivery,
  TWebhookDeliveryPage,
  TWebhookList,
} from "@wellguard/contract";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsCommitted, recordEvents } from "../../lib/events";
import { Sealer } from "../../lib/sealed";
import { demoCompanyId } from "../../test/campaigns";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { type Receiver, startReceiver } from "./webhook-test-receiver";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, WebhookWorker } from "./webhook-worker";

/*
 * Signed webhooks (issue 21 point 3, docs/integrations.md "Webhooks") over HTTP: a controller subscribes a
 * receiver started here (127.0.0.1, so this server runs with WEBHOOK_ALLOW_PRIVATE=true; the refusals without it
 * are in webhook-ssrf.test.ts), real events are recorded, and every request the receiver gets is verified with
 * the standardwebhooks package's own Webhook.verify. Time moves through the worker's test clock, never by waiting.
 */

const SECRET_KEY = "webhook-tests-secret-key-0123456789abcdef";
const V1 = "/api/v1";

type Created = { records: TWebhookCreated };
type Page = { records: TWebhookDeliveryPage };

describe.each(testDatabases())("webhooks (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let controller: string;
  let employee: string;
  let companyId: number;
  let receiver: Receiver;
  /** How far the worker's clock is ahead of the real one. */
  let offset = 0;
  const secrets = new Map<number, string>();

  const advance = (ms: number) => {
    offset += ms;
  };

  async function create(path: string, eventTypes: EventType[], description = ""): Promise<TWebhookCreated> {
    const res = await api.post<Created>(
      `${V1}/integrations/${companyId}/webhooks`,
      { url: `${receiver.url}${path}`, eventTypes, description },
      controller,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    secrets.set(res.body.records.id, res.body.records.secret);
    return res.body.records;
  }

  async function emit(type: EventType, data: Record<string, unknown>): Promise<void> {
    await server.db.transaction().execute((trx) => recordEvents(trx, [{ companyId, type, data }]));
    eventsCommitted();
  }

  async function deliveries(endpointId: number, query = ""): Promise<TWebhookDelivery[]> {
    const res = await api.get<Page>(
      `${V1}/integrations/${companyId}/webhooks/${endpointId}/deliveries${query}`,
      controller,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.records.deliveries;
  }

  /** Verifies a received request with the standard's library and the endpoint's secret; returns the payload. */
  function verified(endpointId: number, request: { headers: Record<string, unknown>; body: string }) {
    const headers = {
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    };
    return new Webhook(secrets.get(endpointId) ?? "").verify(request.body, headers) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
  }

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(
      kind,
      { webhookAllowPrivate: true, secretKey: SECRET_KEY },
      { webhookClock: () => Date.now() + offset },
    );
    api = apiClient(server.baseUrl);
    controller = await api.token("controller");
    employee = await api.token("employee");
    companyId = await demoCompanyId(server.db);
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it("creates an endpoint with a Standard Webhooks secret shown once, sealed, and audited without it", async () => {
    const endpoint = await create("/created", ["person.created"], "SIEM");
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ enabled: true, eventTypes: ["person.created"], consecutiveFailures: 0 });
    const list = await api.get<{ records: TWebhookList }>(
      `${V1}/integrations/${companyId}/webhooks`,
      controller,
    );
    expect(list.body.records.signingAvailable).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain(endpoint.secret);
    const row = await server.db
      .selectFrom("webhook_endpoints")
      .select("secret_sealed")
      .where("id", "=", endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(endpoint.secret.slice(6));
    expect(new Sealer(SECRET_KEY).open(row.secret_sealed, `webhook_secret:${endpoint.id}`)).toBe(
      endpoint.secret,
    );
    const audit = await server.db
      .selectFrom("audit_events")
      .select(["action", "after"])
      .where("entity_type", "=", "webhook_endpoints")
      .where("entity_id", "=", endpoint.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create"]);
    expect(JSON.stringify(audit)).not.toContain(endpoint.secret.slice(6));
    // A person without the role is refused; bad input is a 412, never a 500.
    const refused = await api.post(
      `${V1}/integrations/${companyId}/webhooks`,
      { url: "https://a.example", eventTypes: ["person.created"] },
      employee,
    );
    expect(refused.status).toBe(403);
    const bad = await api.post(
      `${V1}/integrations/${companyId}/webhooks`,
      { url: "not a url", eventTypes: ["nope"] },
      controller,
    );
    expect([bad.status, codeOf(bad)]).toEqual([412, "ND1027"]);
  });

  it("delivers a recorded event, signed, to the endpoints subscribed to its type only", async () => {
    const endpoint = await create("/people", ["person.created", "person.deleted"]);
    const other = await create("/breaches-only", ["breach.found"]);
    await emit("person.created", { personId: 4242 });
    await server.app.flushWebhooks();
    const got = receiver.on("/people");
    expect(got).toHaveLength(1);
    expect(receiver.on("/breaches-only")).toHaveLength(0);
    const request = got[0];
    if (!request) throw new Error("nothing received");
    const payload = verified(endpoint.id, request);
    expect(payload).toMatchObject({ type: "person.created", data: { personId: 4242 } });
    expect(Number.isNaN(Date.parse(payload.timestamp))).toBe(false);
    expect(request.headers["webhook-id"]).toMatch(/^evt_\d+$/);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(String(request.headers["user-agent"])).toContain("Wellguard");
    // Another endpoint's secret does not verify it.
    expect(() =>
      new Webhook(secrets.get(other.id) ?? "").verify(
        request.body,
        request.headers as Record<string, string>,
      ),
    ).toThrow();
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      eventType: "person.created",
      messageId: request.headers["webhook-id"],
      nextAttemptAt: null,
    });
  });

  it("retries a receiver that answers 500 on the schedule, with the same webhook-id, until it recovers", async () => {
    const endpoint = await create("/flaky", ["person.updated"]);
    receiver.answers.set("/flaky", (n) => ({ status: n < 2 ? 500 : 204 }));
    await emit("person.updated", { personId: 7 });
    await server.app.flushWebhooks();
    let [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: 500,
      lastError: "http",
      lastErrorDetail: "500",
    });
    // Not due yet: nothing is sent until the clock reaches the first retry.
    await server.app.flushWebhooks();
    expect(receiver.on("/flaky")).toHaveLength(1);
    advance(RETRY_DELAYS_MS[0] ?? 0);
    await server.app.flushWebhooks();
    [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 2, lastStatusCode: 500 });
    advance(RETRY_DELAYS_MS[1] ?? 0);
    await server.app.flushWebhooks();
    [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({
      status: "delivered",
      attempts: 3,
      lastStatusCode: 204,
      lastError: null,
    });
    const got = receiver.on("/flaky");
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.headers["webhook-id"])).size).toBe(1);
    for (const request of got) expect(verified(endpoint.id, request).type).toBe("person.updated");
    const list = await api.get<{ records: TWebhookList }>(
      `${V1}/integrations/${companyId}/webhooks`,
      controller,
    );
    const saved = list.body.records.webhooks.find((w) => w.id === endpoint.id);
    expect(saved).toMatchObject({ consecutiveFailures: 0, enabled: true });
    expect(saved?.lastSuccessAt).not.toBeNull();
  });

  it("waits as long as Retry-After asks on a 503, within the schedule", async () => {
    const endpoint = await create("/busy", ["survey.completed"]);
    receiver.answers.set("/busy", { status: 503, headers: { "retry-after": "600" } });
    await emit("survey.completed", { surveyId: 1 });
    const before = Date.now() + offset;
    await server.app.flushWebhooks();
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: "pending", lastStatusCode: 503 });
    const wait = Date.parse(delivery?.nextAttemptAt ?? "") - before;
    expect(wait).toBeGreaterThanOrEqual(600_000);
    // Within the schedule's bounds: never sooner than planned, never later than its longest wait.
    expect(wait).toBeLessThan(600_000 + 60_000);
    receiver.answers.delete("/busy");
  });

  it("does not follow a redirect: a 3xx is a failed attempt, recorded as such", async () => {
    const endpoint = await create("/moved", ["simulation.sent"]);
    receiver.answers.set("/moved", { status: 302, headers: { location: `${receiver.url}/elsewhere` } });
    await emit("simulation.sent", { campaignId: 1 });
    await server.app.flushWebhooks();
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: "pending", lastStatusCode: 302 });
    expect(delivery).toMatchObject({ lastError: "redirect", lastErrorDetail: "302" });
    expect(receiver.on("/elsewhere")).toHaveLength(0);
    receiver.answers.set("/moved", { status: 200 });
  });

  it("keeps only the status of a long answer (the body is cut at 64 KiB)", async () => {
    const endpoint = await create("/chatty", ["simulation.clicked"]);
    receiver.answers.set("/chatty", { status: 200, body: "x".repeat(2 * 1024 * 1024) });
    await emit("simulation.clicked", { campaignId: 1 });
    await server.app.flushWebhooks();
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: "delivered", lastStatusCode: 200, lastError: null });
  });

  it("times out a receiver that never answers, and records why", async () => {
    const endpoint = await create("/slow", ["report.ready"]);
    receiver.answers.set("/slow", { status: 0, hang: true });
    // A worker of its own with a short timeout, on a clock a century ahead: the app's worker never claims
    // this delivery (it is due only on that clock), so the 10-second default does not slow the suite.
    const century = 100 * 366 * 86_400_000;
    await emit("report.ready", { reportId: 1 });
    await server.db
      .updateTable("webhook_deliveries")
      .set({ next_attempt_at: new Date(Date.now() + century) })
      .where("endpoint_id", "=", endpoint.id)
      .execute();
    const worker = new WebhookWorker(server.db, {
      sealer: new Sealer(SECRET_KEY),
      allowPrivate: true,
      log: server.app.log,
      publicUrl: server.config.publicUrl,
      repoRoot: server.config.repoRoot,
      isPhishingHost: () => false,
      onMailQueued: () => {},
      clock: () => Date.now() + century + 1000,
      requestTimeoutMs: 300,
    });
    await worker.flush();
    await worker.stop();
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null });
    // The worker's timeout (300 ms) in seconds: the interface words it as "no answer within 0.3 s".
    expect(delivery).toMatchObject({ lastError: "timeout", lastErrorDetail: "0.3" });
    const stored = await server.db
      .selectFrom("webhook_deliveries")
      .select("last_error")
      .where("endpoint_id", "=", endpoint.id)
      .executeTakeFirstOrThrow();
    expect(stored.last_error).toBe("timeout:0.3");
    await api.call("DELETE", `${V1}/integrations/${companyId}/webhooks/${endpoint.id}`, {
      token: controller,
    });
  });

  it("turns an endpoint off when a delivery fails for a day, e-mails its owner, and keeps the rest pending", async () => {
    const endpoint = await create("/down", ["breach.found"]);
    receiver.answers.set("/down", { status: 500 });
    await server.db.deleteFrom("outbox").execute();
    await emit("breach.found", { breachId: 1 });
    await server.app.flushWebhooks();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      if (attempt === MAX_ATTEMPTS - 1) await emit("breach.found", { breachId: 2 });
      advance(RETRY_DELAYS_MS[attempt - 1] ?? 0);
      await server.app.flushWebhooks();
    }
    const log = await deliveries(endpoint.id);
    const first = log.find((d) => d.status === "failed");
    expect(first).toMatchObject({ attempts: MAX_ATTEMPTS, lastStatusCode: 500 });
    const second = log.find((d) => d.status === "pending");
    expect(second).toBeDefined();
    const list = await api.get<{ records: TWebhookList }>(
      `${V1}/integrations/${companyId}/webhooks`,
      controller,
    );
    const saved = list.body.records.webhooks.find((w) => w.id === endpoint.id);
    expect(saved).toMatchObject({ enabled: false, disabledReason: "failures" });
    const mail = await server.db.selectFrom("outbox").selectAll().execute();
    expect(mail).toHaveLength(1);
    // The controller's language is es-es; the address stands apart in quotes.
    expect(mail[0]).toMatchObject({
      recipient: "controller@democorp.example",
      subject: "Se ha desactivado un webhook de Wellguard",
    });
    expect(mail[0]?.text_body).toContain(`"${receiver.url}/down"`);
    // Nothing more goes to a disabled endpoint, however late it gets.
    const sent = receiver.on("/down").length;
    advance(RETRY_DELAYS_MS.at(-1) ?? 0);
    await server.app.flushWebhooks();
    expect(receiver.on("/down")).toHaveLength(sent);
    // Turned back on by its owner, the failures are cleared and the waiting delivery goes out.
    receiver.answers.set("/down", { status: 200 });
    const on = await api.put<{
      records: { consecutiveFailures: number; disabledReason: string | null; enabled: boolean };
    }>(
      `${V1}/integrations/${companyId}/webhooks/${endpoint.id}`,
      { url: `${receiver.url}/down`, eventTypes: ["breach.found"], description: "", enabled: true },
      controller,
    );
    expect(on.body.records).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    await server.app.flushWebhooks();
    const after = await deliveries(endpoint.id, "?status=delivered");
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(second?.id);
  });

  it("turned off by its owner, an endpoint gets nothing and says why", async () => {
    const endpoint = await create("/paused", ["import.finished"]);
    const off = await api.put<{ records: { disabledReason: string | null; enabled: boolean } }>(
      `${V1}/integrations/${companyId}/webhooks/${endpoint.id}`,
      { url: `${receiver.url}/paused`, eventTypes: ["import.finished"], enabled: false },
      controller,
    );
    expect(off.body.records).toMatchObject({ enabled: false, disabledReason: "owner" });
    await emit("import.finished", { importId: 1 });
    await server.app.flushWebhooks();
    expect(receiver.on("/paused")).toHaveLength(0);
    expect(await deliveries(endpoint.id)).toHaveLength(0);
  });

  it("replays one delivery as a new one with the same webhook-id, and sends a test event", async () => {
    const endpoint = await create("/replay", ["phish.reported"]);
    await emit("phish.reported", { reportId: 9 });
    await server.app.flushWebhooks();
    const [original] = await deliveries(endpoint.id);
    const replay = await api.post<{ records: TWebhookDelivery }>(
      `${V1}/integrations/${companyId}/webhooks/${endpoint.id}/deliveries/${original?.id}/replay`,
      {},
      controller,
    );
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.body.records).toMatchObject({
      replayOf: original?.id,
      messageId: original?.messageId,
      status: "pending",
    });
    await server.app.flushWebhooks();
    const got = receiver.on("/replay");
    expect(got).toHaveLength(2);
    expect(got.map((r) => r.headers["webhook-id"])).toEqual([original?.messageId, original?.messageId]);
    for (const request of got) expect(verified(endpoint.id, request).data).toEqual({ reportId: 9 });
    // Another endpoint's delivery id is not found here.
    const foreign = await api.post(
      `${V1}/integrations/${companyId}/webhooks/${endpoint.id}/deliveries/999999/replay`,
      {},
      controller,
    );
    expect(foreign.status).toBe(404);

    const test = await api.post<{ records: TWebhookDelivery }>(
      `${V1}/integrations/${companyId}/webhooks/${endpoint.id}/test`,
      {},
      controller,
    );
    expect(test.body.records).toMatchObject({ eventType: "webhook.test", status: "pending" });
    await server.app.flushWebhooks();
    const last = receiver.on("/replay").at(-1);
    expect(verified(endpoint.id, last ?? { headers: {}, body: "" }).type).toBe("webhook.test");
  });

  it("pages the delivery log newest first and filters it by status", async () => {
    const endpoint = await create("/many", ["simulation.submitted"]);
    await server.db.transaction().execute((trx) =>
      recordEvents(
        trx,
        Array.from({ length: 60 }, (_, i) => ({
          companyId,
          type: "simulation.submitted" as const,
          data: { n: i },
        })),
      ),
    );
    await server.app.flushWebhooks();
    const first = await api.get<Page>(
      `${V1}/integrations/${companyId}/webhooks/${endpoint.id}/deliveries`,
      controller,
    );
    expect(first.body.records.deliveries).toHaveLength(50);
    // One flush sends all 60 (a regression once left all but the first few pending).
    expect(new Set(first.body.records.deliveries.map((d) => `${d.status} ${d.attempts}`))).toEqual(
      new Set(["delivered 1"]),
    );
    expect(first.body.records.nextCursor).not.toBeNull();
    const second = await api.get<Page>(
      `${V1}/integrations/${companyId}/webhooks/${endpoint.id}/deliveries?cursor=${first.body.records.nextCursor}`,
      controller,
    );
    expect(second.body.records.deliveries).toHaveLength(10);
    expect(second.body.records.nextCursor).toBeNull();
    const ids = [...first.body.records.deliveries, ...second.body.records.deliveries].map((d) =>
      Number(d.id),
    );
    expect(new Set(ids).size).toBe(60);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await deliveries(endpoint.id, "?status=delivered")).toHaveLength(50);
    expect(await deliveries(endpoint.id, "?status=failed")).toHaveLength(0);
    for (const query of ["?status=bogus", "?cursor=abc", "?cursor=-1"]) {
      const res = await api.get(
        `${V1}/integrations/${companyId}/webhooks/${endpoint.id}/deliveries${query}`,
        controller,
      );
      expect([res.status, codeOf(res)], query).toEqual([412, "ND1027"]);
    }
  });

  it("deletes an endpoint (audited) and allows at most 20 per company", async () => {
    const endpoint = await create("/gone", ["person.deleted"]);
    const gone = await api.call("DELETE", `${V1}/integrations/${companyId}/webhooks/${endpoint.id}`, {
      token: controller,
    });
    expect(gone.status).toBe(200);
    const again = await api.call("DELETE", `${V1}/integrations/${companyId}/webhooks/${endpoint.id}`, {
      token: controller,
    });
    expect(again.status).toBe(404);
    const list = await api.get<{ records: TWebhookList }>(
      `${V1}/integrations/${companyId}/webhooks`,
      controller,
    );
    for (let n = list.body.records.webhooks.length; n < 20; n += 1)
      await create(`/fill${n}`, ["person.deleted"]);
    const over = await api.post(
      `${V1}/integrations/${companyId}/webhooks`,
      { url: `${receiver.url}/over`, eventTypes: ["person.deleted"] },
      controller,
    );
    expect([over.status, codeOf(over)]).toEqual([412, "ND1027"]);
  });
});
