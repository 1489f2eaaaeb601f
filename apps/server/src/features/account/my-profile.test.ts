import type { TMyProfile } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { fixtures } from "../admin-stakeholders/test-fixtures";

type Profile = { records: TMyProfile };

describe.each(testDatabases())(
  "my-profile says whether an admin administers the platform (%s database)",
  (kind) => {
    let server: TestServer;
    let api: ApiClient;
    let admin: string;
    const f = fixtures(
      () => server,
      () => api,
      () => admin,
    );

    beforeAll(async () => {
      server = await startTestServer(kind, { smtpUrl: undefined });
      api = apiClient(server.baseUrl);
      admin = await api.token("admin");
    });
    afterAll(() => server?.close());

    it("is true for the platform admin, who reads the outbox", async () => {
      const me = await api.get<Profile>("/api/v1/stakeholders/my-profile", admin);
      expect(me.status).toBe(200);
      expect(me.body.records.platformAdmin).toBe(true);
      expect((await api.get("/api/v1/admin/outbox", admin)).status).toBe(200);
    });

    it("is false for an admin of one company, whom the outbox refuses (403 NF1002)", async () => {
      const holding = await f.company();
      const companyAdmin = await f.person(holding.stakeholderId, { profiles: ["ADMIN", "USER"] });
      const token = await f.signIn(companyAdmin);
      const me = await api.get<Profile>("/api/v1/stakeholders/my-profile", token);
      expect(me.status).toBe(200);
      expect(me.body.records.profiles).toContain("ADMIN");
      expect(me.body.records.platformAdmin).toBe(false);
      const outbox = await api.get("/api/v1/admin/outbox", token);
      expect(outbox.status).toBe(403);
      expect(codeOf(outbox)).toBe("NF1002");
    });

    it.each(["controller", "employee"])("is false for %s, who holds no ADMIN profile", async (login) => {
      const me = await api.get<Profile>("/api/v1/stakeholders/my-profile", await api.token(login));
      expect(me.status).toBe(200);
      expect(me.body.records.platformAdmin).toBe(false);
    });
  },
);
