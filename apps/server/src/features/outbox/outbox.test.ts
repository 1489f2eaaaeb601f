import type { TOutboxMessage, TOutboxPage } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";

type Page = { records: TOutboxPage };
type Message = { records: TOutboxMessage };

describe.each(testDatabases())("the admins' outbox (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    // No SMTP_URL: every message stays in the outbox, as in the `npm start` demo.
    server = await startTestServer(kind, { smtpUrl: undefined });
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
    // 25 older messages to page through, a minute apart, plus two whose subjects hold LIKE wildcards.
    const start = Date.now() - 24 * 60 * 60_000;
    await server.db
      .insertInto("outbox")
      .values([
        ...Array.from({ length: 25 }, (_, i) => ({
          recipient: `paging-${i + 1}@example.test`,
          subject: `Weekly digest ${i + 1}`,
          text_body: `Digest number ${i + 1}`,
          html_body: null,
          created_at: new Date(start + i * 60_000),
        })),
        {
          recipient: "quota@example.test",
          subject: "Mailbox at 100% capacity",
          text_body: "Full",
          html_body: null,
          created_at: new Date(start - 60_000),
        },
        {
          recipient: "quota@example.test",
          subject: "Mailbox at 1000 messages",
          text_body: "Many",
          html_body: null,
          created_at: new Date(start - 120_000),
        },
      ])
      .execute();
  });
  afterAll(() => server?.close());

  it("shows an admin the reset e-mail of a forgot-password request, whose link then sets a new password", async () => {
    expect((await api.post("/api/v1/auth/forgotpassword", { login: "ewhite" })).status).toBe(200);
    // The mail worker writes the link and the e-mail after the answer (issue 15, point 2).
    await server.app.flushOutbox();

    const list = await api.get<Page>("/api/v1/admin/outbox", admin);
    expect(list.status).toBe(200);
    const newest = list.body.records.items[0];
    expect(newest).toMatchObject({
      recipient: "ewhite@democorp.example",
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
    expect(Number.isNaN(Date.parse(newest?.createdAt ?? ""))).toBe(false);
    expect(newest).not.toHaveProperty("textBody");

    const detail = await api.get<Message>(`/api/v1/admin/outbox/${newest?.id}`, admin);
    expect(detail.status).toBe(200);
    expect(detail.body.records.subject).toBe(newest?.subject);
    const token = /http:\/\/wellguard\.test\/password\/([A-Za-z0-9_-]+)/.exec(
      detail.body.records.textBody,
    )?.[1];
    expect(token, detail.body.records.textBody).toBeDefined();
    expect(detail.body.records.htmlBody).toContain(`/password/${token}`);

    const password = "Outbox-Passw0rd-2026!";
    const reset = await api.post("/api/v1/auth/resetpassword/token", {
      token,
      password,
      repeatPassword: password,
    });
    expect(reset.body).toEqual({ records: { result: "OK" } });
    expect((await api.login("ewhite", password)).status).toBe(200);
  });

  it("pages newest first, 20 to a page unless asked otherwise", async () => {
    const first = await api.get<Page>("/api/v1/admin/outbox", admin);
    expect(first.body.records).toMatchObject({ page: 1, pageSize: 20, total: 28 });
    expect(first.body.records.items).toHaveLength(20);

    const third = await api.get<Page>("/api/v1/admin/outbox?search=paging-&pageSize=10&page=3", admin);
    expect(third.body.records).toMatchObject({ page: 3, pageSize: 10, total: 25 });
    expect(third.body.records.items.map((m) => m.recipient)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `paging-${n}@example.test`),
    );

    const beyond = await api.get<Page>("/api/v1/admin/outbox?search=paging-&pageSize=10&page=4", admin);
    expect(beyond.body.records).toMatchObject({ items: [], total: 25 });
  });

  it("searches recipient and subject without regard to case, taking % and _ literally", async () => {
    const byRecipient = await api.get<Page>("/api/v1/admin/outbox?search=PAGING-1", admin);
    expect(byRecipient.body.records.total).toBe(11); // paging-1 and paging-10 … paging-19
    const bySubject = await api.get<Page>("/api/v1/admin/outbox?search=weekly%20DIGEST%2025", admin);
    expect(bySubject.body.records.items.map((m) => m.recipient)).toEqual(["paging-25@example.test"]);
    const percent = await api.get<Page>("/api/v1/admin/outbox?search=100%25", admin);
    expect(percent.body.records.items.map((m) => m.subject)).toEqual(["Mailbox at 100% capacity"]);
    const underscore = await api.get<Page>("/api/v1/admin/outbox?search=paging_1", admin);
    expect(underscore.body.records.total).toBe(0);
    const blank = await api.get<Page>("/api/v1/admin/outbox?search=%20%20", admin);
    expect(blank.body.records.total).toBe(28);
  });

  it("refuses a page size over 100 or a page below 1 as a field error", async () => {
    const tooBig = await api.get("/api/v1/admin/outbox?pageSize=101", admin);
    expect(tooBig.status).toBe(412);
    expect(codeOf(tooBig)).toBe("ND1027");
    expect((await api.get("/api/v1/admin/outbox?page=0", admin)).status).toBe(412);
    const largest = await api.get<Page>("/api/v1/admin/outbox?pageSize=100", admin);
    expect(largest.body.records.items).toHaveLength(28);
  });

  it("answers 404 ND1000 for a message that does not exist", async () => {
    const res = await api.get("/api/v1/admin/outbox/999999", admin);
    expect(res.status).toBe(404);
    expect(codeOf(res)).toBe("ND1000");
  });

  it.each(["employee", "controller"])("refuses %s with 403 NF1002, list and message alike", async (login) => {
    const token = await api.token(login);
    const list = await api.get("/api/v1/admin/outbox", token);
    expect(list.status).toBe(403);
    expect(codeOf(list)).toBe("NF1002");
    const one = await api.get("/api/v1/admin/outbox/1", token);
    expect(one.status).toBe(403);
    expect(codeOf(one)).toBe("NF1002");
  });

  it("answers 401 to a caller who is not signed in", async () => {
    expect((await api.get("/api/v1/admin/outbox")).status).toBe(401);
    expect((await api.get("/api/v1/admin/outbox/1")).status).toBe(401);
  });
});
