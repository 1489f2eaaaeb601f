import type { LookupFunction } from "node:net";
import type { TWebhookDelivery, TWebhookList } from "@wellguard/contract";
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
import { WebhookWorker } from "./webhook-worker";

/*
 * No SSRF through webhooks (issue 21 point 3, docs/integrations.md "Webhooks"), on a server WITHOUT
 * WEBHOOK_ALLOW_PRIVATE: an address that is not public https is refused when saved (412 ND1027 on "url"), and a
 * name that passed when saved but resolves to an internal address when sending (DNS rebinding) is refused by the
 * connection itself: the receiver, on 127.0.0.1, is never connected to.
 */

const SECRET_KEY = "webhook-ssrf-secret-key-0123456789abcdef";
const V1 = "/api/v1";

describe.each(testDatabases())("webhook SSRF refusals (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let controller: string;
  let companyId: number;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(kind, { secretKey: SECRET_KEY, webhookAllowPrivate: false });
    api = apiClient(server.baseUrl);
    controller = await api.token("controller");
    companyId = await demoCompanyId(server.db);
    // A company's sign-in host is one of the product's own.
    await server.db
      .insertInto("company_hosts")
      .values({ host: "sso.democorp.example", company_id: companyId, position: 0 })
      .execute();
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const save = (url: string) =>
    api.post(`${V1}/integrations/${companyId}/webhooks`, { url, eventTypes: ["person.created"] }, controller);

  it.each([
    ["loopback IPv4", "https://127.0.0.1/hook"],
    ["loopback, another address", "https://127.1.2.3:8443/hook"],
    ["loopback IPv6", "https://[::1]/hook"],
    ["private 10/8", "https://10.0.0.5/hook"],
    ["private 172.16/12", "https://172.20.1.1/hook"],
    ["private 192.168/16", "https://192.168.1.1/hook"],
    ["cloud metadata (link-local)", "https://169.254.169.254/latest/meta-data/"],
    ["carrier-grade NAT", "https://100.64.0.1/hook"],
    ["multicast", "https://224.0.0.1/hook"],
    ["unspecified", "https://0.0.0.0/hook"],
    ["IPv6 unique local", "https://[fd00::1]/hook"],
    ["IPv6 link-local", "https://[fe80::1]/hook"],
    ["IPv4-mapped IPv6 loopback", "https://[::ffff:127.0.0.1]/hook"],
    ["a name that resolves to loopback", "https://localhost/hook"],
    ["the product's own host", "https://wellguard.test/api/v1/auth/info"],
    ["a company's sign-in host", "https://sso.democorp.example/hook"],
    ["plain http", "http://93.184.215.14/hook"],
    ["credentials in the URL", "https://user:secret@93.184.215.14/hook"],
    ["decimal loopback", "https://2130706433/hook"],
  ])("refuses %s when saved", async (_label, url) => {
    const res = await save(url);
    expect([res.status, codeOf(res)], JSON.stringify(res.body)).toEqual([412, "ND1027"]);
    expect((res.body as { records: { field?: string } }).records.field).toBe("url");
  });

  it("accepts a public https address (an IP literal: no DNS needed in the test)", async () => {
    const res = await save("https://93.184.215.14/hook");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await api.call(
      "DELETE",
      `${V1}/integrations/${companyId}/webhooks/${(res.body as { records: { id: number } }).records.id}`,
      {
        token: controller,
      },
    );
  });

  /** An endpoint written as if its name had passed the check when saved (it resolves elsewhere now). */
  async function rebound(url: string): Promise<number> {
    const row = await server.db
      .insertInto("webhook_endpoints")
      .values({ company_id: companyId, url, event_types: ["person.created"], secret_sealed: "pending" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    await server.db
      .updateTable("webhook_endpoints")
      .set({ secret_sealed: new Sealer(SECRET_KEY).seal(secret, `webhook_secret:${row.id}`) })
      .where("id", "=", row.id)
      .execute();
    return row.id;
  }

  async function lastDelivery(endpointId: number): Promise<TWebhookDelivery | undefined> {
    const res = await api.get<{ records: { deliveries: TWebhookDelivery[] } }>(
      `${V1}/integrations/${companyId}/webhooks/${endpointId}/deliveries`,
      controller,
    );
    return res.body.records.deliveries[0];
  }

  it("refuses at connection time a name that now resolves to loopback (the app's worker, system resolver)", async () => {
    const endpointId = await rebound(`https://localhost:${receiver.port}/rebound`);
    await server.db
      .transaction()
      .execute((trx) => recordEvents(trx, [{ companyId, type: "person.created", data: { personId: 1 } }]));
    eventsCommitted();
    await server.app.flushWebhooks();
    const delivery = await lastDelivery(endpointId);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null });
    expect(delivery).toMatchObject({ lastError: "refused-address" });
    // The detail is the address the name resolved to (IPv4 or IPv6 loopback), nothing the receiver sent.
    expect(delivery?.lastErrorDetail).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(receiver.connections).toBe(0);
    await server.db.deleteFrom("webhook_endpoints").where("id", "=", endpointId).execute();
  });

  it("refuses at connection time what the connection's own lookup answers (DNS rebinding), and only that", async () => {
    // The name resolved public when saved; the resolver the connection uses now answers 127.0.0.1.
    const rebinding = ((
      _host: string,
      options: { all?: boolean },
      callback: (...args: unknown[]) => void,
    ) => {
      if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
      else callback(null, "127.0.0.1", 4);
    }) as unknown as LookupFunction;
    const endpointId = await rebound(`https://rebind.example.com:${receiver.port}/rebound`);
    await server.db
      .transaction()
      .execute((trx) => recordEvents(trx, [{ companyId, type: "person.created", data: { personId: 2 } }]));
    // Due only on this worker's clock (a century ahead), so the app's own worker leaves it alone.
    const century = 100 * 366 * 86_400_000;
    await server.db
      .updateTable("webhook_deliveries")
      .set({ next_attempt_at: new Date(Date.now() + century) })
      .where("endpoint_id", "=", endpointId)
      .execute();
    const worker = (allowPrivate: boolean) =>
      new WebhookWorker(server.db, {
        sealer: new Sealer(SECRET_KEY),
        allowPrivate,
        log: server.app.log,
        publicUrl: server.config.publicUrl,
        repoRoot: server.config.repoRoot,
        isPhishingHost: () => false,
        onMailQueued: () => {},
        clock: () => Date.now() + century + 1000,
        lookup: rebinding,
      });
    const strict = worker(false);
    await strict.flush();
    await strict.stop();
    const refused = await lastDelivery(endpointId);
    expect(refused).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null });
    expect(refused).toMatchObject({ lastError: "refused-address", lastErrorDetail: "127.0.0.1" });
    expect(receiver.connections).toBe(0);

    // Control: the same lookup with private addresses allowed does reach the receiver, so the refusal above
    // came from the address check on the connection, not from a name that does not resolve.
    await server.db
      .updateTable("webhook_endpoints")
      .set({ url: `http://rebind.example.com:${receiver.port}/rebound` })
      .where("id", "=", endpointId)
      .execute();
    await server.db
      .updateTable("webhook_deliveries")
      .set({ next_attempt_at: new Date(Date.now() + century) })
      .where("endpoint_id", "=", endpointId)
      .execute();
    const lenient = worker(true);
    await lenient.flush();
    await lenient.stop();
    expect(receiver.on("/rebound")).toHaveLength(1);
    expect(await lastDelivery(endpointId)).toMatchObject({ status: "delivered", lastStatusCode: 200 });
  });

  it.each([
    ["the product's own host", "https://sso.democorp.example/hook", "refused-own-host"],
    ["plain http", `http://127.0.0.1:${0}/plain`, "refused-scheme"],
  ] as const)("records why it refuses %s when sending, as a code", async (_label, url, code) => {
    const endpointId = await rebound(url.replace(":0/", `:${receiver.port}/`));
    const connections = receiver.connections;
    await server.db
      .transaction()
      .execute((trx) => recordEvents(trx, [{ companyId, type: "person.created", data: { personId: 3 } }]));
    eventsCommitted();
    await server.app.flushWebhooks();
    expect(await lastDelivery(endpointId)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: null,
      lastError: code,
      lastErrorDetail: null,
    });
    expect(receiver.connections).toBe(connections);
    await server.db.deleteFrom("webhook_endpoints").where("id", "=", endpointId).execute();
  });

  it("records a signing secret that does not open (sealed for another endpoint) as secret-unreadable", async () => {
    const endpointId = await rebound("https://93.184.215.14/hook");
    const secret = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
    await server.db
      .updateTable("webhook_endpoints")
      .set({ secret_sealed: new Sealer(SECRET_KEY).seal(secret, `webhook_secret:${endpointId + 1000}`) })
      .where("id", "=", endpointId)
      .execute();
    await server.db
      .transaction()
      .execute((trx) => recordEvents(trx, [{ companyId, type: "person.created", data: { personId: 4 } }]));
    eventsCommitted();
    await server.app.flushWebhooks();
    expect(await lastDelivery(endpointId)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "secret-unreadable",
      lastErrorDetail: null,
    });
    await server.db.deleteFrom("webhook_endpoints").where("id", "=", endpointId).execute();
  });

  it("answers an unknown stored reason (an older row) as failed, without its text", async () => {
    const endpointId = await rebound("https://93.184.215.14/hook");
    await server.db
      .transaction()
      .execute((trx) => recordEvents(trx, [{ companyId, type: "person.created", data: { personId: 5 } }]));
    await server.db
      .updateTable("webhook_deliveries")
      .set({ status: "failed", last_error: "Some sentence: from before" })
      .where("endpoint_id", "=", endpointId)
      .execute();
    expect(await lastDelivery(endpointId)).toMatchObject({ lastError: "failed", lastErrorDetail: null });
    await server.db.deleteFrom("webhook_endpoints").where("id", "=", endpointId).execute();
  });
});

describe.each(testDatabases())("webhooks without SECRET_KEY (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { secretKey: undefined, webhookAllowPrivate: true });
    api = apiClient(server.baseUrl);
  });
  afterAll(() => server?.close());

  it("lists signingAvailable false and refuses to create with ND1017 naming SECRET_KEY", async () => {
    const controller = await api.token("controller");
    const companyId = await demoCompanyId(server.db);
    const list = await api.get<{ records: TWebhookList }>(
      `${V1}/integrations/${companyId}/webhooks`,
      controller,
    );
    expect(list.body.records).toEqual({ signingAvailable: false, webhooks: [] });
    const res = await api.post(
      `${V1}/integrations/${companyId}/webhooks`,
      { url: "https://93.184.215.14/hook", eventTypes: ["person.created"] },
      controller,
    );
    expect([res.status, codeOf(res)]).toEqual([500, "ND1017"]);
    expect(JSON.stringify(res.body)).toContain("SECRET_KEY");
  });

  it("records an endpoint saved before SECRET_KEY was removed as secret-key-missing", async () => {
    const controller = await api.token("controller");
    const companyId = await demoCompanyId(server.db);
    const { id } = await server.db
      .insertInto("webhook_endpoints")
      .values({
        company_id: companyId,
        url: "https://93.184.215.14/hook",
        event_types: ["person.created"],
        secret_sealed: "sealed-with-a-key-now-gone",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.db
      .transaction()
      .execute((trx) => recordEvents(trx, [{ companyId, type: "person.created", data: { personId: 6 } }]));
    eventsCommitted();
    await server.app.flushWebhooks();
    const res = await api.get<{ records: { deliveries: TWebhookDelivery[] } }>(
      `${V1}/integrations/${companyId}/webhooks/${id}/deliveries`,
      controller,
    );
    expect(res.body.records.deliveries[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "secret-key-missing",
      lastErrorDetail: null,
    });
  });
});
