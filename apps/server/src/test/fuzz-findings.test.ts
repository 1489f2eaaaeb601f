import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "./harness";

/*
 * Faults the fuzz harness (fuzz.test.ts) found, each kept as a plain case (issue 15, point 8). They answered
 * 500: numbers past PostgreSQL's integer range reached the database.
 */

describe.each(testDatabases())("numbers the database cannot hold (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    admin = await api.token("admin");
  });
  afterAll(async () => server?.close());

  it.each([
    "/api/v1/admin/stakeholders/people?page=1807086502&search=%27b%253Ag10gY!&includeSubdepartments=true",
    "/api/v1/admin/stakeholders/people/import/2147483648/203db5ca-318d-603b-8000-0011fffffffc",
  ])("GET %s is 412 ND1027", async (path) => {
    const res = await api.get(path, admin);
    expect(res.status).toBe(412);
    expect(codeOf(res)).toBe("ND1027");
  });
});
