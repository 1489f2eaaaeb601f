import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { type ApiClient, apiClient, startTestServer, type TestServer, testDatabases } from "../test/harness";
import { tokenHash } from "./secrets";

const MINUTE = 60_000;

type Info = { records: { locale: string; termsOfUse: number; expiresAt: string } };

/** Polls until `check` holds or the deadline passes; for changes that travel between instances. */
async function eventually(check: () => Promise<boolean>, deadlineMs = 10_000): Promise<boolean> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.each(testDatabases())("the session cache (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    // A day: longer than the idle limit, so any stale answer below comes from the cache, not from timing.
    server = await startTestServer(
      kind,
      { sessionCacheSeconds: 86_400 },
      { clock: () => Date.now() + clockOffsetMs },
    );
    api = apiClient(server.baseUrl);
  });
  afterAll(() => server?.close());
  afterEach(() => {
    clockOffsetMs = 0;
  });

  const info = (token: string) => api.get<Info>("/api/v1/auth/info", token);
  const personIdOf = async (login: string) =>
    (await server.db.selectFrom("people").select("id").where("login", "=", login).executeTakeFirstOrThrow())
      .id;

  it("answers from memory: a change written behind changePerson's back is not seen until changePerson runs", async () => {
    const token = await api.token("jsilva");
    expect((await info(token)).body.records.locale).toBe("pt-pt");
    const personId = await personIdOf("jsilva");
    await server.db.updateTable("people").set({ locale: "pl" }).where("id", "=", personId).execute();
    expect((await info(token)).body.records.locale).toBe("pt-pt");

    await server.app.sessions.changePerson(personId, async () => {});
    expect((await info(token)).body.records.locale).toBe("pl");
  });

  it("turns a cached token away at once after logout", async () => {
    const token = await api.token("employee");
    expect((await info(token)).status).toBe(200);
    expect((await api.get("/api/v1/auth/logout", token)).status).toBe(200);
    expect((await info(token)).status).toBe(401);
  });

  it("ends the person's other cached sessions at once when the password changes, and keeps the current one", async () => {
    const current = await api.token("bcosta");
    const other = await api.token("bcosta");
    expect((await info(current)).status).toBe(200);
    expect((await info(other)).status).toBe(200);
    const change = await api.post(
      "/api/v1/auth/resetpassword/change",
      { currentPassword: "Demo-Passw0rd!", password: "Cache-Passw0rd!", repeatPassword: "Cache-Passw0rd!" },
      current,
    );
    expect(change.status).toBe(200);
    expect((await info(other)).status).toBe(401);
    expect((await info(current)).status).toBe(200);
  });

  it("shows a language change in the very next /auth/info", async () => {
    const token = await api.token("akowalski");
    expect((await info(token)).body.records.locale).toBe("pl");
    await api.post("/api/v1/auth/language", { locale: "eu" }, token);
    expect((await info(token)).body.records.locale).toBe("eu");
  });

  it("shows a new avatar in the very next profile", async () => {
    const token = await api.token("tnowak");
    const profile = () =>
      api.get<{ records: { avatar: string | null } }>("/api/v1/stakeholders/my-profile?avatar=true", token);
    expect((await profile()).body.records.avatar).toBeNull();
    expect((await api.put("/api/v1/user/stakeholders/", { avatar: "avatar-07.svg" }, token)).status).toBe(
      200,
    );
    expect((await profile()).body.records.avatar).toBe("avatar-07.svg");
  });

  it("opens the rest of the API at once once the conditions are accepted", async () => {
    const token = await api.token("newhire");
    expect((await info(token)).body.records.termsOfUse).toBe(0);
    expect((await api.get("/api/v1/stakeholders/my-profile", token)).status).toBe(403);
    await api.post("/api/v1/auth/aceptconditions", { termsOfUse: 1, privacyPolicy: 1 }, token);
    expect((await info(token)).body.records.termsOfUse).toBe(1);
    expect((await api.get("/api/v1/stakeholders/my-profile", token)).status).toBe(200);
  });

  it("still ends a cached session left idle longer than SESSION_IDLE_MINUTES", async () => {
    const token = await api.token("ewhite");
    expect((await info(token)).status).toBe(200);
    clockOffsetMs = (server.config.sessionIdleMinutes + 1) * MINUTE;
    expect((await info(token)).status).toBe(401);
  });

  it("still ends a cached session at its absolute limit", async () => {
    const token = await api.token("osmith");
    expect((await info(token)).status).toBe(200);
    const { expires_at } = await server.db
      .selectFrom("sessions")
      .select("expires_at")
      .where("token_hash", "=", tokenHash(token))
      .executeTakeFirstOrThrow();
    // Kept in use (last seen a moment ago) but past the absolute limit.
    await server.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(expires_at.getTime()) })
      .where("token_hash", "=", tokenHash(token))
      .execute();
    clockOffsetMs = expires_at.getTime() - Date.now() + 1000;
    expect((await info(token)).status).toBe(401);
  });

  it("still records when a cached session was last used, once a minute", async () => {
    const token = await api.token("mferrer");
    expect((await info(token)).status).toBe(200);
    const lastSeen = () =>
      server.db
        .selectFrom("sessions")
        .select("last_seen_at")
        .where("token_hash", "=", tokenHash(token))
        .executeTakeFirstOrThrow()
        .then((row) => row.last_seen_at.getTime());
    const before = await lastSeen();
    clockOffsetMs = 2 * MINUTE;
    expect((await info(token)).status).toBe(200);
    expect(await lastSeen()).toBeGreaterThanOrEqual(before + 2 * MINUTE - 1000);
  });

  describe.runIf(kind === "postgres")("with a second instance on the same PostgreSQL", () => {
    let second: FastifyInstance;
    let secondApi: ApiClient;

    beforeAll(async () => {
      second = await buildApp({ config: server.config, db: server.db });
      const address = await second.listen({ port: 0, host: "127.0.0.1" });
      secondApi = apiClient(address);
    });
    afterAll(() => second?.close());

    it("sees a language change made through the other instance within a moment", async () => {
      const token = await api.token("rhernandez");
      expect((await info(token)).body.records.locale).toBe("es-mx");
      expect((await secondApi.post("/api/v1/auth/language", { locale: "cat" }, token)).status).toBe(200);
      expect(await eventually(async () => (await info(token)).body.records.locale === "cat")).toBe(true);
    });

    it("turns away a token signed out through the other instance within a moment", async () => {
      const token = await api.token("vramirez");
      expect((await info(token)).status).toBe(200);
      expect((await secondApi.get("/api/v1/auth/logout", token)).status).toBe(200);
      expect(await eventually(async () => (await info(token)).status === 401)).toBe(true);
    });

    it("listens again after its listening connection is cut, and keeps hearing the other instance", async () => {
      const listeners = async () => {
        const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
          where application_name = 'wellguard-session-listener' and datname = current_database()`.execute(
          server.db,
        );
        return rows.length;
      };
      expect(await listeners()).toBe(2);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'wellguard-session-listener' and datname = current_database()`.execute(
        server.db,
      );
      expect(await eventually(async () => (await listeners()) === 2)).toBe(true);

      const token = await api.token("dmoreno");
      expect((await info(token)).body.records.locale).toBe("es-es");
      expect((await secondApi.post("/api/v1/auth/language", { locale: "en-gb" }, token)).status).toBe(200);
      expect(await eventually(async () => (await info(token)).body.records.locale === "en-gb")).toBe(true);
    });
  });
});
