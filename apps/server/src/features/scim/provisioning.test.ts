import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, startTestServer, type TestServer, testDatabases } from "../../test/harness";
import { type ScimCall, scimClient, scimCompany } from "./test-fixtures";

/* A provisioning run: 1,000 people created over SCIM (a few at a time, as providers do), then listed page by page. */

// biome-ignore lint/suspicious/noExplicitAny: SCIM resources are read field by field in the assertions
type Json = Record<string, any>;
const PEOPLE = 1000;
const CONCURRENCY = 8;
const DEPARTMENTS = ["Sales", "Research", "Support", "Finance"];

// One database is enough for a run of this size (the same code on both): PostgreSQL when the suite has it (about 25 s),
// else the embedded one (about 200 s on a shared 2-CPU machine).
const DATABASES = testDatabases().includes("postgres") ? (["postgres"] as const) : testDatabases();

describe.each(DATABASES)("provisioning 1,000 people over SCIM (%s)", (kind) => {
  let server: TestServer;
  let scim: ScimCall;
  let companyId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const api = apiClient(server.baseUrl);
    const company = await scimCompany(api, await api.token("admin"), "Bulkco");
    scim = scimClient(server.baseUrl, company.token);
    companyId = company.companyId;
  });
  afterAll(() => server?.close());

  it("creates them all, then lists and checks every one", { timeout: 600_000 }, async () => {
    let next = 0;
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < PEOPLE) {
          const n = next++;
          const res = await scim("POST", "/Users", {
            userName: `person${n}@bulkco.test`,
            name: { givenName: `Person${n}`, familyName: "Bulk" },
            emails: [{ value: `person${n}@bulkco.test`, type: "work", primary: true }],
            externalId: `bulk-${n}`,
            active: true,
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
              department: DEPARTMENTS[n % DEPARTMENTS.length],
              employeeNumber: `B${n}`,
            },
          });
          if (res.status !== 201) failures.push(`${n}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    const seen = new Map<string, Json>();
    for (let start = 1; ; start += 200) {
      const page = await scim<Json>("GET", `/Users?startIndex=${start}&count=200`);
      expect(page.body.totalResults).toBe(PEOPLE);
      for (const user of page.body.Resources as Json[]) seen.set(user.userName, user);
      if (page.body.Resources.length < 200) break;
    }
    expect(seen.size).toBe(PEOPLE);
    for (let n = 0; n < PEOPLE; n++) {
      const user = seen.get(`person${n}@bulkco.test`);
      expect(user, `person${n}`).toMatchObject({
        externalId: `bulk-${n}`,
        active: true,
        name: { givenName: `Person${n}` },
        "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
          department: DEPARTMENTS[n % DEPARTMENTS.length],
          employeeNumber: `B${n}`,
        },
      });
    }
    // One department per name, made once at the top level, however many requests raced to make it.
    const departments = await server.db
      .selectFrom("departments")
      .select(["name", "parent_id"])
      .where("company_id", "=", companyId)
      .execute();
    expect(departments.map((d) => d.name).sort()).toEqual([...DEPARTMENTS].sort());
    const audited = await server.db
      .selectFrom("audit_events")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("company_id", "=", companyId)
      .where("entity_type", "=", "people")
      .where("actor_profile", "=", "SCIM")
      .executeTakeFirstOrThrow();
    expect(Number(audited.n)).toBe(PEOPLE);
  });
});
