import {
  DIMENSION_ELEMENTS as D,
  SURVEYS as S,
  type TCompany,
  type TDashboardOverview,
  type TProfileDimensionRecord,
} from "@wellguard/contract";
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

describe.each(testDatabases())("individual wellbeing results (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let platform = "";
  let companyAdmin = "";
  let controller = "";
  let company: TCompany;
  let personId = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    platform = await api.token("admin");
    controller = await api.token("controller");
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
    company = (
      await api.get<{ records: TCompany }>(`${V1}/admin/stakeholders/companies/${demo.id}`, platform)
    ).body.records;
    personId = await addPerson(server.db, {
      companyId: demo.id,
      login: "demo-climate",
      name: "Climate",
      surname: "Person",
    });
    // One climate result and one awareness result of the person.
    for (const [type, dimension, value] of [
      [S.SURVEY_WELLGUARD_CLIMATE_GLOBAL, D.DIMENSION_CLIMATE_LEVEL, 3],
      [S.SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL, D.DIMENSION_CYBER_RESULTS, 7],
    ] as const)
      await server.db
        .insertInto("profile_dimension_records")
        .values({
          person_id: personId,
          company_id: demo.id,
          department_id: null,
          survey_type_id: type,
          interaction_id: null,
          dimension_id: dimension,
          dimension_value: value,
          dimension_value_extra: null,
          start_date: new Date(),
          vigence: 1,
        })
        .execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  const put = (individualWellbeing: boolean, token: string) =>
    api.put<{ records: TCompany }>(
      `${V1}/admin/stakeholders/companies/${company.stakeholderId}`,
      {
        name: company.name,
        domains: company.domains,
        services: company.services,
        surveyFlowId: company.surveyFlowId,
        individualWellbeing,
      },
      token,
    );
  const dimensionsSeen = async () => {
    const res = await api.get<{ records: TProfileDimensionRecord[] }>(
      `${V1}/controller/traits/${personId}/psychoprofile?current=true`,
      controller,
    );
    expect(res.status).toBe(200);
    const batch = await api.get<{ records: TProfileDimensionRecord[] }>(
      `${V1}/user/traits/psychoprofile?current=true&stakeholdersId=${personId}`,
      controller,
    );
    expect(batch.body.records.map((r) => r.dimensionId).sort()).toEqual(
      res.body.records.map((r) => r.dimensionId).sort(),
    );
    return res.body.records.map((r) => r.dimensionId).sort((a, b) => a - b);
  };

  it("are off by default: a controller sees the person's security results, not their wellbeing", async () => {
    expect(company.individualWellbeing).toBe(false);
    expect(await dimensionsSeen()).toEqual([D.DIMENSION_CYBER_RESULTS]);
  });

  it("are turned on only by a platform admin, in the audit log, and then shown per person", async () => {
    const refused = await put(true, companyAdmin);
    expect({ status: refused.status, code: codeOf(refused) }).toEqual({ status: 403, code: "NF1002" });
    expect(await dimensionsSeen()).toEqual([D.DIMENSION_CYBER_RESULTS]);
    const on = await put(true, platform);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.records.individualWellbeing).toBe(true);
    const audit = await server.db
      .selectFrom("audit_events")
      .selectAll()
      .where("entity_type", "=", "companies")
      .where("entity_id", "=", company.stakeholderId)
      .where("action", "=", "update")
      .execute();
    expect(JSON.stringify(audit)).toContain('"individualWellbeing":true');
    expect(await dimensionsSeen()).toEqual(
      [D.DIMENSION_CLIMATE_LEVEL, D.DIMENSION_CYBER_RESULTS].sort((a, b) => a - b),
    );
    // The company's admin may still save the company as it is, but not turn it off.
    expect((await put(true, companyAdmin)).status).toBe(200);
    expect(codeOf(await put(false, companyAdmin))).toBe("NF1002");
    expect((await put(false, platform)).body.records.individualWellbeing).toBe(false);
    expect(await dimensionsSeen()).toEqual([D.DIMENSION_CYBER_RESULTS]);
  });
});
