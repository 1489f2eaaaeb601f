import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, startTestServer, type TestServer } from "../../test/harness";
import { scimClient, scimCompany } from "./test-fixtures";

/*
 * Each SCIM token has its own per-minute budget (features/scim/auth.ts, lib/credential-use.ts; docs/identity.md
 * "SCIM"): past it, 429 in SCIM's error shape; another token keeps its own. The budget is lowered to 3 here
 * (buildApp's scimPerMinute) so the test needs four requests, not 6,001. In memory, so one database kind.
 */

describe("SCIM rate limit per token", () => {
  let server: TestServer;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer("embedded", {}, { scimPerMinute: 3 });
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
  });
  afterAll(() => server?.close());

  it("answers 429 in SCIM's error shape past the token's budget; another token keeps its own", async () => {
    const first = await scimCompany(api, admin, "Scimlimited");
    const second = await scimCompany(api, admin, "Scimother");
    const scim = scimClient(server.baseUrl, first.token);
    for (let n = 0; n < 3; n++) expect((await scim("GET", "/Users")).status).toBe(200);
    const refused = await scim("GET", "/Users");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^application\/scim\+json/);
    expect(refused.body).toMatchObject({
      schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"],
      status: "429",
    });
    expect((await scimClient(server.baseUrl, second.token)("GET", "/Users")).status).toBe(200);

    // The accepted requests wrote the token's last use (once a minute at most), shown in its list.
    const tokens = await api.get<{ records: { id: number; lastUsedAt: string | null }[] }>(
      `/api/v1/admin/identity/${first.companyId}/scim-tokens`,
      admin,
    );
    expect(tokens.body.records.find((t) => t.id === first.tokenId)?.lastUsedAt).toEqual(expect.any(String));
  });
});
