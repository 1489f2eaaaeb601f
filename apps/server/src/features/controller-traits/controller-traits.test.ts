import {
  DIMENSION_ELEMENTS as D,
  SURVEYS,
  type TAction,
  type TAssetDetail,
  type TAssetList,
  type TInteraction,
  type TProfileDimensionRecord,
  type TTextAction,
} from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIONS } from "../../content/actions";
import { ASSETS } from "../../content/assets/catalogue";
import { isSensitiveDimension } from "../../lib/sensitive";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { addCompany, addPerson } from "../controller-stakeholders/test-fixtures";

/*
 * Controller traits (spec §7; docs/controller-api.md "A person's results") over HTTP: the demo controller reads
 * the results of Emily White (ewhite) of Demo Corp, whose records are written below: a data protection level of
 * 2 (of 6) and an awareness level of 4.5 (security results), a climate level of 3 (wellbeing). Each call gives
 * the security results and never the wellbeing one, not even through an action it triggers.
 */

const V1 = "/api/v1";
type Body<T> = { records: T };

describe.each(testDatabases())("controller traits (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let controller = "";
  let employee = "";
  let emily = 0;
  let elena = 0;
  let outsider = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    controller = await api.token("controller");
    employee = await api.token("employee");
    const person = async (login: string) =>
      await server.db
        .selectFrom("people")
        .select(["id", "company_id"])
        .where("login", "=", login)
        .executeTakeFirstOrThrow();
    const white = await person("ewhite");
    emily = white.id;
    elena = (await person("employee")).id;
    const record = (surveyTypeId: number, dimensionId: number, value: number) => ({
      person_id: emily,
      company_id: white.company_id,
      department_id: null,
      survey_type_id: surveyTypeId,
      interaction_id: null,
      dimension_id: dimensionId,
      dimension_value: value,
      dimension_value_extra: null,
      start_date: new Date("2026-10-01T10:00:00Z"),
      vigence: 1,
    });
    await server.db
      .insertInto("profile_dimension_records")
      .values([
        record(SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY, D.DIMENSION_DATA_PROTECTION, 2),
        record(SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL, D.DIMENSION_CYBER_RESULTS, 4.5),
        record(SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS, D.DIMENSION_CLIMATE_LEVEL, 3),
      ])
      .execute();
    await server.db
      .insertInto("asset_reads")
      .values({ person_id: emily, asset_id: ASSETS[0]?.id ?? 1, read_at: new Date("2026-10-02T10:00:00Z") })
      .execute();
    const other = await addCompany(server.db, { name: "Outside", domain: "outside.test", services: [1, 2] });
    outsider = await addPerson(server.db, {
      companyId: other,
      login: "outsider",
      name: "Out",
      surname: "Side",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = <T>(path: string, token = controller) => api.get<Body<T>>(`${V1}${path}`, token);

  it("gives a managed person's interactions as they see them", async () => {
    const own = await get<TInteraction[]>("/user/traits/interactions", employee);
    const seen = await get<TInteraction[]>(`/controller/traits/${elena}/interactions`);
    expect(seen.status).toBe(200);
    expect(seen.body.records.map((i) => i.surveyEntityId).sort()).toEqual(
      own.body.records.map((i) => i.surveyEntityId).sort(),
    );
  });

  it("gives the security records and never a wellbeing one", async () => {
    const res = await get<TProfileDimensionRecord[]>(
      `/controller/traits/${emily}/psychoprofile?current=true`,
    );
    expect(res.status).toBe(200);
    const dimensions = res.body.records.map((r) => r.dimensionId);
    expect(dimensions).toContain(D.DIMENSION_DATA_PROTECTION);
    expect(dimensions).toContain(D.DIMENSION_CYBER_RESULTS);
    expect(dimensions).not.toContain(D.DIMENSION_CLIMATE_LEVEL);
    // Asking for the wellbeing dimension by name gives nothing either.
    const asked = await get<TProfileDimensionRecord[]>(
      `/controller/traits/${emily}/psychoprofile?dimensions=${D.DIMENSION_CLIMATE_LEVEL}`,
    );
    expect(asked.body.records).toEqual([]);
  });

  it("gives the actions of the security results only, and refuses a wellbeing dimension's", async () => {
    const res = await get<TAction[]>(`/controller/traits/${emily}/actions`);
    expect(res.status).toBe(200);
    const ids = res.body.records.map((a) => a.actionId);
    expect(ids).toContain(101); // data protection at 2 of 6
    expect(ids).not.toContain(202); // the climate action the person sees on their own page
    expect(res.body.records.every((a) => !isSensitiveDimension(a.dimensionId))).toBe(true);
    const own = await api.token("ewhite");
    const theirs = await get<TAction[]>("/user/traits/actions", own);
    expect(theirs.body.records.map((a) => a.actionId)).toContain(202);
    const one = await get<TAction[]>(
      `/controller/traits/${emily}/dimensions/${D.DIMENSION_DATA_PROTECTION}/actions`,
    );
    expect(one.body.records.map((a) => a.actionId)).toEqual([101]);
    const climate = await get(`/controller/traits/${emily}/dimensions/${D.DIMENSION_CLIMATE_LEVEL}/actions`);
    expect({ status: climate.status, code: codeOf(climate) }).toEqual({ status: 404, code: "ND1000" });
  });

  it("gives the library as the person sees it, and one asset with their read date", async () => {
    const list = await get<TAssetList>(`/controller/traits/${emily}/assets`);
    expect(list.body.records.totalReaded).toBe(1);
    expect(list.body.records.assets.filter((a) => a.status === "read").map((a) => a.assetId)).toEqual([
      ASSETS[0]?.id,
    ]);
    const one = await get<TAssetDetail>(`/controller/traits/${emily}/assets/${ASSETS[0]?.id}`);
    expect(one.body.records.readAt).toBe("2026-10-02T10:00:00.000Z");
  });

  it("gives the catalogue of actions with their texts", async () => {
    const res = await get<TTextAction[]>("/controller/traits/text-actions");
    expect(res.body.records).toHaveLength(ACTIONS.length);
    expect(res.body.records.every((a) => a.title.length > 0)).toBe(true);
  });

  it("answers a person of another company as unknown, and refuses an employee", async () => {
    for (const path of ["interactions", "psychoprofile", "actions", "assets", `assets/${ASSETS[0]?.id}`]) {
      const res = await get(`/controller/traits/${outsider}/${path}`);
      expect({ path, status: res.status, code: codeOf(res) }).toEqual({ path, status: 404, code: "ND1000" });
    }
    const asEmployee = await get(`/controller/traits/${emily}/actions`, employee);
    expect({ status: asEmployee.status, code: codeOf(asEmployee) }).toEqual({ status: 403, code: "NF1002" });
  });

  describe("the user psychoprofile with stakeholdersId (spec §7, batches of 50)", () => {
    it("gives a controller their people's security records, each with its person", async () => {
      const res = await get<TProfileDimensionRecord[]>(
        `/user/traits/psychoprofile?stakeholdersId=${emily},${elena}`,
      );
      expect(res.status).toBe(200);
      expect(new Set(res.body.records.map((r) => r.stakeholderId))).toContain(emily);
      expect(res.body.records.every((r) => !isSensitiveDimension(r.dimensionId))).toBe(true);
      expect(
        res.body.records.some(
          (r) => r.dimensionId === D.DIMENSION_CYBER_RESULTS && r.stakeholderId === emily,
        ),
      ).toBe(true);
    });

    it("refuses more than 50, another company's person, and an employee", async () => {
      const many = Array.from({ length: 51 }, (_, i) => emily + i).join(",");
      const tooMany = await get(`/user/traits/psychoprofile?stakeholdersId=${many}`);
      expect({ status: tooMany.status, code: codeOf(tooMany) }).toEqual({ status: 412, code: "ND1027" });
      const foreign = await get(`/user/traits/psychoprofile?stakeholdersId=${emily},${outsider}`);
      expect({ status: foreign.status, code: codeOf(foreign) }).toEqual({ status: 404, code: "ND1000" });
      const asEmployee = await get(`/user/traits/psychoprofile?stakeholdersId=${emily}`, employee);
      expect({ status: asEmployee.status, code: codeOf(asEmployee) }).toEqual({
        status: 403,
        code: "NF1002",
      });
      // Without the parameter, an employee still reads their own records.
      expect((await get("/user/traits/psychoprofile", employee)).status).toBe(200);
    });
  });
});
