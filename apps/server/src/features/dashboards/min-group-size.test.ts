import type { TCompany, TDashboardOverview } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { addPerson } from "../controller-stakeholders/test-fixtures";

/*
 * The company's privacy threshold (docs/privacy.md): a platform admin may raise it, never below 5; a company's
 * own admin may not move it; the change is in the audit log, and the dashboards use it at once.
 */

const V1 = "/api/v1";

describe.each(testDatabases())("the minimum group size (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let platform = "";
  let companyAdmin = "";
  let company: TCompany;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    platform = await api.token("admin");
    const demo = await server.db.selectFrom("companies").select("id").executeTakeFirstOrThrow();
    await addPerson(server.db, {
      companyId: demo.id,
      login: "demo-company-admin",
      name: "Company",
      surname: "Admin",
      profiles: [["ADMIN", demo.id]],
      canSignIn: true,
    });
    companyAdmin = await api.token("demo-company-admin");
    const res = await api.get<{ records: TCompany }>(
      `${V1}/admin/stakeholders/companies/${demo.id}`,
      platform,
    );
    company = res.body.records;
  });
  afterAll(async () => {
    await server?.close();
  });

  const put = (minGroupSize: number, token: string) =>
    api.put<{ records: TCompany }>(
      `${V1}/admin/stakeholders/companies/${company.stakeholderId}`,
      {
        name: company.name,
        domains: company.domains,
        services: company.services,
        surveyFlowId: company.surveyFlowId,
        minGroupSize,
      },
      token,
    );

  it("is 5 by default, raised by a platform admin, recorded in the audit log, and read by the dashboards", async () => {
    expect(company.minGroupSize).toBe(5);
    const raised = await put(8, platform);
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.records.minGroupSize).toBe(8);
    const audit = await server.db
      .selectFrom("audit_events")
      .selectAll()
      .where("entity_type", "=", "companies")
      .where("entity_id", "=", company.stakeholderId)
      .where("action", "=", "update")
      .execute();
    expect(JSON.stringify(audit)).toContain('"minGroupSize":8');
    const controller = await api.token("controller");
    const overview = await api.get<{ records: TDashboardOverview }>(
      `${V1}/controller/dashboards/${company.stakeholderId}/overview`,
      controller,
    );
    expect(overview.body.records.minGroupSize).toBe(8);
  });

  it("never goes below 5", async () => {
    const below = await put(4, platform);
    expect({ status: below.status, code: codeOf(below) }).toEqual({ status: 412, code: "ND1027" });
  });

  it("is not moved by the company's own admin, who may still save the company as it is", async () => {
    const moved = await put(9, companyAdmin);
    expect({ status: moved.status, code: codeOf(moved) }).toEqual({ status: 403, code: "NF1002" });
    const kept = await put(8, companyAdmin);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });
});
