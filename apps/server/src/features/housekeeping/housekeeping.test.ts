import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testDatabases } from "../../test/harness";
import { runHousekeeping } from "./housekeeping";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabases())("housekeeping of expired rows (%s database)", (kind) => {
  let server: TestServer;
  let personId: number;
  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const ahead = (ms: number) => new Date(now.getTime() + ms);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const person = await server.db
      .selectFrom("people")
      .select("id")
      .where("login", "=", "employee")
      .executeTakeFirstOrThrow();
    personId = person.id;
  });
  afterAll(() => server?.close());

  async function remaining(
    table: "sessions" | "login_failures" | "password_resets" | "outbox",
    ids: number[],
  ) {
    const rows = await server.db.selectFrom(table).select("id").where("id", "in", ids).execute();
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  async function addSession(name: string, times: { expires: Date; revoked?: Date }): Promise<number> {
    const row = await server.db
      .insertInto("sessions")
      .values({
        token_hash: `housekeeping-${name}`,
        person_id: personId,
        expires_at: times.expires,
        revoked_at: times.revoked ?? null,
        created_at: ago(30 * DAY),
        last_seen_at: ago(30 * DAY),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("deletes sessions revoked or expired more than 7 days ago and keeps the rest", async () => {
    const revokedLongAgo = await addSession("revoked-old", { expires: ahead(DAY), revoked: ago(8 * DAY) });
    const expiredLongAgo = await addSession("expired-old", { expires: ago(8 * DAY) });
    const revokedRecently = await addSession("revoked-recent", {
      expires: ahead(DAY),
      revoked: ago(6 * DAY),
    });
    const expiredRecently = await addSession("expired-recent", { expires: ago(6 * DAY) });
    const live = await addSession("live", { expires: ahead(DAY) });

    const counts = await runHousekeeping(server.db, { now });

    expect(counts.sessions).toBeGreaterThanOrEqual(2);
    expect(
      await remaining("sessions", [revokedLongAgo, expiredLongAgo, revokedRecently, expiredRecently, live]),
    ).toEqual([revokedRecently, expiredRecently, live].sort((a, b) => a - b));
  });

  it("deletes login failures older than the 15-minute window and lockouts that have run out", async () => {
    const failures = await server.db
      .insertInto("login_failures")
      .values([
        { login_key: "hk-old", failed_at: ago(16 * MINUTE) },
        { login_key: "hk-recent", failed_at: ago(14 * MINUTE) },
      ])
      .returning("id")
      .execute();
    await server.db
      .insertInto("login_lockouts")
      .values([
        { login_key: "hk-lock-over", locked_until: ago(MINUTE) },
        { login_key: "hk-lock-on", locked_until: ahead(MINUTE) },
      ])
      .execute();

    await runHousekeeping(server.db, { now });

    const ids = failures.map((f) => f.id);
    expect(await remaining("login_failures", ids)).toEqual([ids[1]]);
    const locks = await server.db
      .selectFrom("login_lockouts")
      .select("login_key")
      .where("login_key", "like", "hk-lock-%")
      .execute();
    expect(locks.map((l) => l.login_key)).toEqual(["hk-lock-on"]);
  });

  it("deletes reset links expired or used more than a day ago, and cooldowns older than 5 minutes", async () => {
    const links = await server.db
      .insertInto("password_resets")
      .values([
        {
          token_hash: "hk-expired-old",
          person_id: personId,
          expires_at: ago(25 * 60 * MINUTE),
          used_at: null,
        },
        {
          token_hash: "hk-used-old",
          person_id: personId,
          expires_at: ahead(MINUTE),
          used_at: ago(25 * 60 * MINUTE),
        },
        {
          token_hash: "hk-expired-recent",
          person_id: personId,
          expires_at: ago(23 * 60 * MINUTE),
          used_at: null,
        },
        {
          token_hash: "hk-used-recent",
          person_id: personId,
          expires_at: ago(MINUTE),
          used_at: ago(2 * MINUTE),
        },
        { token_hash: "hk-open", person_id: personId, expires_at: ahead(59 * MINUTE), used_at: null },
      ])
      .returning("id")
      .execute();
    await server.db
      .insertInto("password_reset_requests")
      .values([
        { login_key: "hk-request-old", requested_at: ago(6 * MINUTE) },
        { login_key: "hk-request-recent", requested_at: ago(4 * MINUTE) },
      ])
      .execute();

    await runHousekeeping(server.db, { now });

    const ids = links.map((l) => l.id);
    expect(await remaining("password_resets", ids)).toEqual(ids.slice(2));
    const requests = await server.db
      .selectFrom("password_reset_requests")
      .select("login_key")
      .where("login_key", "like", "hk-request-%")
      .execute();
    expect(requests.map((r) => r.login_key)).toEqual(["hk-request-recent"]);
  });

  it("deletes e-mail sent more than 30 days ago and never an unsent one, however old", async () => {
    const mails = await server.db
      .insertInto("outbox")
      .values([
        {
          recipient: "a@example.test",
          subject: "old, sent",
          text_body: "x",
          html_body: null,
          created_at: ago(40 * DAY),
          sent_at: ago(31 * DAY),
        },
        {
          recipient: "b@example.test",
          subject: "recent, sent",
          text_body: "x",
          html_body: null,
          created_at: ago(40 * DAY),
          sent_at: ago(29 * DAY),
        },
        {
          recipient: "c@example.test",
          subject: "old, unsent",
          text_body: "x",
          html_body: null,
          created_at: ago(90 * DAY),
          sent_at: null,
        },
      ])
      .returning("id")
      .execute();

    await runHousekeeping(server.db, { now });

    const ids = mails.map((m) => m.id);
    expect(await remaining("outbox", ids)).toEqual(ids.slice(1));
  });

  it("works through a backlog larger than one batch, and a second round finds nothing left", async () => {
    await server.db
      .insertInto("login_failures")
      .values(Array.from({ length: 25 }, (_, i) => ({ login_key: `hk-backlog-${i}`, failed_at: ago(DAY) })))
      .execute();

    await runHousekeeping(server.db, { now, batchSize: 10 });
    const left = await server.db
      .selectFrom("login_failures")
      .select("id")
      .where("login_key", "like", "hk-backlog-%")
      .execute();
    expect(left).toEqual([]);
    const again = await runHousekeeping(server.db, { now, batchSize: 10 });
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});
