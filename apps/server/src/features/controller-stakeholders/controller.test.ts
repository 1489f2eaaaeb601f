import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  type ApiResponse,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { addCompany, addDepartment, addPerson } from "./test-fixtures";

type Body = { records: Record<string, unknown> };
type Page = { records: Record<string, unknown>[]; total: number; page: number; pageSize: number };

const V1 = "/api/v1";

describe.each(testDatabases())("controller organisation API (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  /** Tokens: controller of Alpha and Beta; controller of Alpha only; a USER of Alpha; the platform admin. */
  const t = { two: "", alpha: "", user: "", admin: "" };
  const ids = {
    alpha: 0,
    beta: 0,
    gamma: 0,
    engineering: 0,
    backend: 0,
    sales: 0,
    ops: 0,
    /** Alpha people, by login. */
    p: {} as Record<string, number>,
    betaPerson: 0,
    betaPerson2: 0,
    deleted: 0,
    twoController: 0,
    alphaController: 0,
    alphaAdmin: 0,
  };

  const get = <T = Body>(path: string, token: string) => api.get<T>(`${V1}${path}`, token);
  const put = <T = Body>(path: string, body: unknown, token: string) =>
    api.put<T>(`${V1}${path}`, body, token);
  const post = <T = Body>(path: string, body: unknown, token: string) =>
    api.post<T>(`${V1}${path}`, body, token);
  const del = <T = Body>(path: string, token: string) => api.call<T>("DELETE", `${V1}${path}`, { token });

  function expectRefused(res: ApiResponse, status: number, code: string, field?: string) {
    expect({ status: res.status, code: codeOf(res) }).toEqual({ status, code });
    if (field) expect((res.body as { records: { field?: string } }).records.field).toBe(field);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    const db = server.db;
    ids.alpha = await addCompany(db, { name: "Alpha Systems", domain: "alpha.test", services: [1, 2, 3, 4] });
    ids.beta = await addCompany(db, { name: "Beta Foods", domain: "beta.test", services: [1, 5] });
    ids.gamma = await addCompany(db, {
      name: "Gamma Labs",
      domain: "gamma.test",
      services: [1],
      parentId: ids.alpha,
    });
    ids.engineering = await addDepartment(db, ids.alpha, "Engineering");
    ids.backend = await addDepartment(db, ids.alpha, "Backend", ids.engineering);
    ids.sales = await addDepartment(db, ids.alpha, "Sales");
    ids.ops = await addDepartment(db, ids.beta, "Operations");

    ids.twoController = await addPerson(db, {
      companyId: ids.alpha,
      login: "ctl-two",
      name: "Teresa",
      surname: "Dos",
      profiles: [
        ["USER", null],
        ["CONTROLLER", ids.alpha],
        ["CONTROLLER", ids.beta],
      ],
      canSignIn: true,
    });
    ids.alphaController = await addPerson(db, {
      companyId: ids.alpha,
      login: "ctl-alpha",
      name: "Alicia",
      surname: "Uno",
      departmentId: ids.sales,
      profiles: [
        ["USER", null],
        ["CONTROLLER", ids.alpha],
      ],
      canSignIn: true,
    });
    ids.alphaAdmin = await addPerson(db, {
      companyId: ids.alpha,
      login: "adm-alpha",
      name: "Adam",
      surname: "Admin",
      profiles: [["ADMIN", null]],
    });
    // Progress values to check the default order: 9.5, 7, 7 (surname decides), nulls last (by surname).
    const people: [string, string, string, number | null, number | null][] = [
      ["u-ana", "Ana", "Zubiri", 7, ids.backend],
      ["u-bruno", "Bruno", "Abad", 7, ids.engineering],
      ["u-carla", "Carla", "Mendez", 9.5, ids.sales],
      ["u-dario", "Darío", "Núñez", null, null],
      ["u-eva", "Eva", "Blanco", null, ids.backend],
    ];
    for (const [login, name, surname, progress, departmentId] of people) {
      ids.p[login] = await addPerson(db, {
        companyId: ids.alpha,
        login,
        name,
        surname,
        progress,
        departmentId,
        userCode: `UC-${login}`,
        canSignIn: login === "u-ana",
      });
    }
    ids.deleted = await addPerson(db, {
      companyId: ids.alpha,
      login: "u-gone",
      name: "Gone",
      surname: "Away",
    });
    await db.updateTable("people").set({ deleted_at: new Date() }).where("id", "=", ids.deleted).execute();
    ids.betaPerson = await addPerson(db, {
      companyId: ids.beta,
      login: "b-one",
      name: "Beatriz",
      surname: "Beta",
      departmentId: ids.ops,
      progress: 5,
      userCode: "UC-BETA",
    });
    ids.betaPerson2 = await addPerson(db, {
      companyId: ids.beta,
      login: "b-two",
      name: "Boris",
      surname: "Beta",
    });
    await addPerson(db, { companyId: ids.gamma, login: "g-one", name: "Gil", surname: "Gamma" });

    t.two = await api.token("ctl-two");
    t.alpha = await api.token("ctl-alpha");
    t.user = await api.token("u-ana");
    t.admin = await api.token("admin");
  });
  afterAll(() => server?.close());

  describe("who may call", () => {
    it("a USER or an ADMIN gets 403 NF1002, an anonymous caller 401", async () => {
      for (const token of [t.user, t.admin]) {
        expectRefused(await get("/controller/companies", token), 403, "NF1002");
        expectRefused(await get(`/controller/stakeholders/companies/${ids.alpha}`, token), 403, "NF1002");
      }
      expect((await api.get(`${V1}/controller/companies`)).status).toBe(401);
    });
  });

  describe("GET /controller/companies", () => {
    it("lists the managed companies, and nothing else, for a controller of two", async () => {
      const res = await get("/controller/companies", t.two);
      expect(res.status).toBe(200);
      expect(res.body.records).toEqual([
        {
          stakeholderId: ids.alpha,
          name: "Alpha Systems",
          logo: null,
          peopleCount: 8,
          departmentCount: 3,
          services: [1, 2, 3, 4],
          domains: ["alpha.test"],
          individualWellbeing: false,
        },
        {
          stakeholderId: ids.beta,
          name: "Beta Foods",
          logo: null,
          peopleCount: 2,
          departmentCount: 1,
          services: [1, 5],
          domains: ["beta.test"],
          individualWellbeing: false,
        },
      ]);
      const one = await get<{ records: { stakeholderId: number }[] }>("/controller/companies", t.alpha);
      expect(one.body.records.map((c) => c.stakeholderId)).toEqual([ids.alpha]);
    });
  });

  describe("GET /controller/stakeholders/{type}/{id}", () => {
    it("reads a managed company as ZCompany", async () => {
      const res = await get(`/controller/stakeholders/companies/${ids.alpha}`, t.alpha);
      expect(res.status).toBe(200);
      expect(res.body.records).toMatchObject({
        stakeholderId: ids.alpha,
        name: "Alpha Systems",
        domain: "alpha.test",
        domains: ["alpha.test"],
        services: [1, 2, 3, 4],
        peopleCount: 8,
        childCompanyCount: 1,
        federated: false,
        logo: null,
      });
    });

    it("answers another company's ids, a child company's and unknown ids alike: 404 ND1000", async () => {
      for (const path of [
        `/controller/stakeholders/companies/${ids.beta}`,
        `/controller/stakeholders/companies/${ids.gamma}`,
        `/controller/stakeholders/companies/999999`,
        `/controller/stakeholders/departments/${ids.ops}`,
        `/controller/stakeholders/people/${ids.betaPerson}`,
        `/controller/stakeholders/people/${ids.deleted}`,
        `/controller/stakeholders/departments/${ids.alpha}`,
        `/controller/stakeholders/people/${ids.engineering}`,
      ]) {
        const res = await get(path, t.alpha);
        expectRefused(res, 404, "ND1000");
        expect(JSON.stringify(res.body)).not.toMatch(/Beta|Gamma|Operations/);
      }
    });

    it("lets the controller of two companies read both", async () => {
      expect((await get(`/controller/stakeholders/companies/${ids.beta}`, t.two)).status).toBe(200);
      const dept = await get(`/controller/stakeholders/departments/${ids.ops}`, t.two);
      expect(dept.body.records).toMatchObject({
        id: ids.ops,
        name: "Operations",
        stakeholderCompanyId: ids.beta,
      });
      const person = await get(`/controller/stakeholders/people/${ids.betaPerson}`, t.two);
      expect(person.body.records).toMatchObject({ stakeholderId: ids.betaPerson, login: "b-one" });
      // A controller is not told which other companies a person controls.
      const both = await get(`/controller/stakeholders/people/${ids.twoController}`, t.two);
      expect(both.body.records).toMatchObject({
        controllerCompanyIds: [ids.alpha, ids.beta].sort((a, b) => a - b),
      });
      const onlyAlpha = await get(`/controller/stakeholders/people/${ids.twoController}`, t.alpha);
      expect(onlyAlpha.body.records).toMatchObject({ controllerCompanyIds: [ids.alpha] });
    });

    it("reads a department with its counts and a person as ZPerson", async () => {
      const dept = await get(`/controller/stakeholders/departments/${ids.engineering}`, t.alpha);
      expect(dept.body.records).toEqual({
        id: ids.engineering,
        stakeholderId: ids.engineering,
        name: "Engineering",
        stakeholderCompanyId: ids.alpha,
        stakeholderDepartmentParentId: null,
        stakeholderDepartmentParentName: null,
        peopleCount: 1,
        totalPeopleCount: 3,
      });
      const person = await get(`/controller/stakeholders/people/${ids.p["u-ana"]}`, t.alpha);
      expect(person.body.records).toMatchObject({
        stakeholderId: ids.p["u-ana"],
        name: "Ana",
        surname: "Zubiri",
        userCode: "UC-u-ana",
        progress: 7,
        company: { stakeholderId: ids.alpha, name: "Alpha Systems" },
        department: {
          stakeholderDepartmentId: ids.backend,
          name: "Backend",
          stakeholderDepartmentParentName: "Engineering",
        },
        profiles: ["USER"],
        hasPassword: true,
      });
    });

    it("refuses a bad type or id with 412 ND1027", async () => {
      expectRefused(await get(`/controller/stakeholders/things/${ids.alpha}`, t.alpha), 412, "ND1027");
      expectRefused(await get("/controller/stakeholders/companies/abc", t.alpha), 412, "ND1027");
      expectRefused(await get("/controller/stakeholders/companies/99999999999", t.alpha), 412, "ND1027");
    });
  });

  describe("GET /controller/stakeholders/{type}/{id}/people", () => {
    const names = (res: ApiResponse<Page>) => res.body.records.map((p) => p.surname);

    it("sorts by progress descending by default, nulls last, then by surname", async () => {
      const res = await get<Page>(`/controller/stakeholders/companies/${ids.alpha}/people`, t.alpha);
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(["Mendez", "Abad", "Zubiri", "Admin", "Blanco", "Dos", "Núñez", "Uno"]);
      expect(res.body).toMatchObject({ total: 8, page: 1, pageSize: 25 });
    });

    it("pages, and sorts by another column in either direction", async () => {
      const first = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?pageSize=3`,
        t.alpha,
      );
      const second = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?pageSize=3&page=2`,
        t.alpha,
      );
      expect(names(first)).toEqual(["Mendez", "Abad", "Zubiri"]);
      expect(names(second)).toEqual(["Admin", "Blanco", "Dos"]);
      expect(second.body.total).toBe(8);
      const bySurname = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?sort=surname&order=desc&pageSize=2`,
        t.alpha,
      );
      expect(names(bySurname)).toEqual(["Zubiri", "Uno"]);
      const ascending = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?sort=progress&order=asc&pageSize=3`,
        t.alpha,
      );
      expect(names(ascending)).toEqual(["Abad", "Zubiri", "Mendez"]);
    });

    it("leaves out the optional fields that were not asked for", async () => {
      const bare = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?pageSize=1`,
        t.alpha,
      );
      expect(bare.body.records[0]).toEqual({
        stakeholderId: ids.p["u-carla"],
        name: "Carla",
        surname: "Mendez",
        progress: 9.5,
      });
      const some = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?pageSize=1&fields=email`,
        t.alpha,
      );
      expect(Object.keys(some.body.records[0] ?? {}).sort()).toEqual(
        ["email", "name", "progress", "stakeholderId", "surname"].sort(),
      );
      const all = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?search=zubiri&fields=stakeholderDepartmentParentName,stakeholderDepartmentId,avatar,email`,
        t.alpha,
      );
      expect(all.body.records).toEqual([
        {
          stakeholderId: ids.p["u-ana"],
          name: "Ana",
          surname: "Zubiri",
          progress: 7,
          stakeholderDepartmentId: ids.backend,
          departmentName: "Backend",
          stakeholderDepartmentParentName: "Engineering",
          avatar: null,
          email: "u-ana@example.test",
        },
      ]);
      expectRefused(
        await get(`/controller/stakeholders/companies/${ids.alpha}/people?fields=password`, t.alpha),
        412,
        "ND1027",
      );
    });

    it("searches name, surname, e-mail and login, and filters by department and profile", async () => {
      const search = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?search=ana%20zub`,
        t.alpha,
      );
      expect(names(search)).toEqual(["Zubiri"]);
      const byMail = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?search=U-EVA@EXAMPLE`,
        t.alpha,
      );
      expect(names(byMail)).toEqual(["Blanco"]);
      const literal = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?search=%25`,
        t.alpha,
      );
      expect(literal.body.total).toBe(0);
      const dept = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?departmentId=${ids.engineering}`,
        t.alpha,
      );
      expect(names(dept)).toEqual(["Abad"]);
      const subtree = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?departmentId=${ids.engineering}&includeSubdepartments=true`,
        t.alpha,
      );
      expect(names(subtree)).toEqual(["Abad", "Zubiri", "Blanco"]);
      const controllers = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?profile=CONTROLLER`,
        t.alpha,
      );
      expect(names(controllers)).toEqual(["Dos", "Uno"]);
    });

    it("searches by word prefix like the admin lists (the shared query), not inside words", async () => {
      const inside = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?search=ubir`,
        t.alpha,
      );
      expect(inside.body.total).toBe(0);
      const code = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?search=uc-u-carla`,
        t.alpha,
      );
      expect(names(code)).toEqual(["Mendez"]);
      const login = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?search=u-`,
        t.alpha,
      );
      // Every "u-" login, in the controller's order: progress descending, ties and nulls by surname.
      expect(names(login)).toEqual(["Mendez", "Abad", "Zubiri", "Blanco", "Núñez"]);
    });

    it("lists a department's people with its sub-departments", async () => {
      const res = await get<Page>(`/controller/stakeholders/departments/${ids.engineering}/people`, t.alpha);
      expect(names(res)).toEqual(["Abad", "Zubiri", "Blanco"]);
      const narrowed = await get<Page>(
        `/controller/stakeholders/departments/${ids.engineering}/people?departmentId=${ids.backend}`,
        t.alpha,
      );
      expect(names(narrowed)).toEqual(["Zubiri", "Blanco"]);
      expectRefused(
        await get(
          `/controller/stakeholders/departments/${ids.engineering}/people?departmentId=${ids.sales}`,
          t.alpha,
        ),
        404,
        "ND1000",
        "departmentId",
      );
    });

    it("keeps every filter inside the managed company", async () => {
      for (const path of [
        `/controller/stakeholders/companies/${ids.beta}/people`,
        `/controller/stakeholders/departments/${ids.ops}/people`,
        `/controller/stakeholders/companies/${ids.alpha}/people?departmentId=${ids.ops}`,
        `/controller/stakeholders/companies/${ids.alpha}/people?companyId=${ids.beta}`,
        `/controller/stakeholders/companies/${ids.alpha}/people?tagId=999999`,
        `/controller/stakeholders/companies/${ids.alpha}/people?departmentId=99999999999`,
      ]) {
        const res = await get(path, t.alpha);
        expectRefused(res, 404, "ND1000");
        expect(JSON.stringify(res.body)).not.toContain("Beatriz");
      }
      expectRefused(
        await get(`/controller/stakeholders/people/${ids.p["u-ana"]}/people`, t.alpha),
        412,
        "ND1027",
      );
      expectRefused(
        await get(`/controller/stakeholders/companies/${ids.alpha}/people?pageSize=101`, t.alpha),
        412,
        "ND1027",
      );
      expectRefused(
        await get(`/controller/stakeholders/companies/${ids.alpha}/people?sort=password`, t.alpha),
        412,
        "ND1027",
      );
    });
  });

  describe("GET /controller/stakeholders/companies/{id}/departments", () => {
    it("lists the flat tree with parent ids, direct and total counts", async () => {
      const res = await get<{ records: Record<string, unknown>[] }>(
        `/controller/stakeholders/companies/${ids.alpha}/departments`,
        t.alpha,
      );
      expect(res.body.records).toEqual([
        {
          id: ids.backend,
          stakeholderId: ids.backend,
          name: "Backend",
          stakeholderCompanyId: ids.alpha,
          stakeholderDepartmentParentId: ids.engineering,
          stakeholderDepartmentParentName: "Engineering",
          peopleCount: 2,
          totalPeopleCount: 2,
        },
        expect.objectContaining({ id: ids.engineering, peopleCount: 1, totalPeopleCount: 3 }),
        expect.objectContaining({ id: ids.sales, peopleCount: 2, totalPeopleCount: 2 }),
      ]);
      expectRefused(
        await get(`/controller/stakeholders/companies/${ids.beta}/departments`, t.alpha),
        404,
        "ND1000",
      );
    });
  });

  describe("GET /controller/stakeholders/companies/{id}/organization", () => {
    it("gives the company, its child companies (managed or not) and its departments, without people", async () => {
      const res = await get(`/controller/stakeholders/companies/${ids.alpha}/organization`, t.alpha);
      expect(res.status).toBe(200);
      expect(res.body.records).toMatchObject({
        company: { stakeholderId: ids.alpha, name: "Alpha Systems", logo: null, peopleCount: 8 },
        childCompanies: [{ stakeholderId: ids.gamma, name: "Gamma Labs", peopleCount: 1, managed: false }],
        search: null,
      });
      expect((res.body.records.departments as unknown[]).length).toBe(3);
      expectRefused(
        await get(`/controller/stakeholders/companies/${ids.gamma}/organization`, t.alpha),
        404,
        "ND1000",
      );
      expectRefused(
        await get(`/controller/stakeholders/companies/${ids.beta}/organization`, t.alpha),
        404,
        "ND1000",
      );
    });

    it("searches departments and people, listing at most 50 people", async () => {
      const res = await get<{
        records: { search: { departmentIds: number[]; people: { surname: string }[] } };
      }>(`/controller/stakeholders/companies/${ids.alpha}/organization?search=back`, t.alpha);
      expect(res.body.records.search).toEqual({ departmentIds: [ids.backend], people: [], truncated: false });
      const people = await get<{ records: { search: { people: { surname: string }[] } } }>(
        `/controller/stakeholders/companies/${ids.alpha}/organization?search=zubiri`,
        t.alpha,
      );
      expect(people.body.records.search.people.map((p) => p.surname)).toEqual(["Zubiri"]);

      const bulk = await server.db
        .insertInto("people")
        .values(
          Array.from({ length: 55 }, (_, i) => ({
            company_id: ids.gamma,
            name: "Many",
            surname: `Person ${String(i).padStart(2, "0")}`,
            email: null,
            login: `many-${i}`,
            department_id: null,
            user_code: null,
            locale: null,
            avatar: null,
            password_hash: null,
            password_changed_at: null,
            services: null,
            deleted_at: null,
          })),
        )
        .returning("id")
        .execute();
      const many = await get<{ records: { search: { people: unknown[]; truncated: boolean } } }>(
        `/controller/stakeholders/companies/${ids.gamma}/organization?search=many`,
        t.two,
      );
      // Gamma is not managed by ctl-two either: the search never reaches it.
      expect(many.status).toBe(404);
      await server.db
        .updateTable("people")
        .set({ company_id: ids.alpha })
        .where(
          "id",
          "in",
          bulk.map((b) => b.id),
        )
        .execute();
      const capped = await get<{ records: { search: { people: unknown[]; truncated: boolean } } }>(
        `/controller/stakeholders/companies/${ids.alpha}/organization?search=many`,
        t.alpha,
      );
      expect(capped.body.records.search.people).toHaveLength(50);
      expect(capped.body.records.search.truncated).toBe(true);
      await server.db
        .deleteFrom("people")
        .where(
          "id",
          "in",
          bulk.map((b) => b.id),
        )
        .execute();
    });
  });

  describe("tags", () => {
    let tagId = 0;

    it("creates a tag with members, lists it, and refuses a duplicate name in any case (ND1024)", async () => {
      const created = await post(
        `/controller/stakeholders/tags/${ids.alpha}`,
        { name: "Phishing pilot", personIds: [ids.p["u-ana"], ids.p["u-eva"]] },
        t.alpha,
      );
      expect(created.status).toBe(200);
      expect(created.body.records).toMatchObject({
        name: "Phishing pilot",
        stakeholderCompanyId: ids.alpha,
        peopleCount: 2,
      });
      tagId = created.body.records.id as number;
      const list = await get<{ records: unknown[] }>(`/controller/stakeholders/tags/${ids.alpha}`, t.alpha);
      expect(list.body.records).toEqual([expect.objectContaining({ id: tagId, name: "Phishing pilot" })]);
      expectRefused(
        await post(`/controller/stakeholders/tags/${ids.alpha}`, { name: "PHISHING pilot" }, t.alpha),
        412,
        "ND1024",
        "name",
      );
      // The same name in another company is fine.
      const beta = await post(`/controller/stakeholders/tags/${ids.beta}`, { name: "Phishing pilot" }, t.two);
      expect(beta.status).toBe(200);
    });

    it("checks the name and the members", async () => {
      expectRefused(
        await post(`/controller/stakeholders/tags/${ids.alpha}`, { name: " " }, t.alpha),
        412,
        "ND1018",
      );
      expectRefused(
        await post(`/controller/stakeholders/tags/${ids.alpha}`, { name: "x".repeat(61) }, t.alpha),
        412,
        "ND1007",
      );
      const foreign = await post(
        `/controller/stakeholders/tags/${ids.alpha}`,
        { name: "Mixed", personIds: [ids.p["u-ana"], ids.betaPerson, ids.deleted] },
        t.alpha,
      );
      expectRefused(foreign, 412, "ND1032", "personIds");
      expect((foreign.body as { records: { refusals: unknown[] } }).records.refusals).toEqual([
        { id: ids.betaPerson, applicationCode: "ND1000", message: expect.any(String) },
        { id: ids.deleted, applicationCode: "ND1000", message: expect.any(String) },
      ]);
      const list = await get<{ records: { name: string }[] }>(
        `/controller/stakeholders/tags/${ids.alpha}`,
        t.alpha,
      );
      expect(list.body.records.map((tag) => tag.name)).toEqual(["Phishing pilot"]);
    });

    it("renames, changes members, and lists members through the people list", async () => {
      const renamed = await put(
        `/controller/stakeholders/tags/${ids.alpha}/${tagId}`,
        { name: "Pilot" },
        t.alpha,
      );
      expect(renamed.body.records).toMatchObject({ id: tagId, name: "Pilot", peopleCount: 2 });
      await post(`/controller/stakeholders/tags/${ids.alpha}`, { name: "Other" }, t.alpha);
      expectRefused(
        await put(`/controller/stakeholders/tags/${ids.alpha}/${tagId}`, { name: "other" }, t.alpha),
        412,
        "ND1024",
        "name",
      );
      const changed = await put(
        `/controller/stakeholders/tags/${ids.alpha}/${tagId}/people`,
        { add: [ids.p["u-carla"], ids.p["u-ana"]], remove: [ids.p["u-eva"]] },
        t.alpha,
      );
      expect(changed.body.records).toMatchObject({ peopleCount: 2 });
      const members = await get<Page>(
        `/controller/stakeholders/companies/${ids.alpha}/people?tagId=${tagId}`,
        t.alpha,
      );
      expect(members.body.records.map((p) => p.surname)).toEqual(["Mendez", "Zubiri"]);
      expectRefused(
        await put(
          `/controller/stakeholders/tags/${ids.alpha}/${tagId}/people`,
          { add: [ids.betaPerson] },
          t.alpha,
        ),
        412,
        "ND1032",
        "add",
      );
      expectRefused(
        await put(
          `/controller/stakeholders/tags/${ids.alpha}/${tagId}/people`,
          { add: [], remove: [] },
          t.alpha,
        ),
        412,
        "ND1032",
      );
      expectRefused(
        await put(
          `/controller/stakeholders/tags/${ids.alpha}/${tagId}/people`,
          { add: [ids.p["u-eva"]], remove: [ids.p["u-eva"]] },
          t.alpha,
        ),
        412,
        "ND1027",
        "remove",
      );
    });

    it("keeps tags inside their company", async () => {
      const betaTags = await get<{ records: { id: number }[] }>(
        `/controller/stakeholders/tags/${ids.beta}`,
        t.two,
      );
      const betaTag = betaTags.body.records[0]?.id as number;
      for (const res of [
        await get(`/controller/stakeholders/tags/${ids.beta}`, t.alpha),
        await post(`/controller/stakeholders/tags/${ids.beta}`, { name: "Sneaky" }, t.alpha),
        await put(`/controller/stakeholders/tags/${ids.beta}/${betaTag}`, { name: "Sneaky" }, t.alpha),
        await put(`/controller/stakeholders/tags/${ids.alpha}/${betaTag}`, { name: "Sneaky" }, t.alpha),
        await put(
          `/controller/stakeholders/tags/${ids.alpha}/${betaTag}/people`,
          { add: [ids.p["u-ana"]] },
          t.alpha,
        ),
        await del(`/controller/stakeholders/tags/${ids.alpha}/${betaTag}`, t.alpha),
        await get(`/controller/stakeholders/companies/${ids.alpha}/people?tagId=${betaTag}`, t.alpha),
      ]) {
        expectRefused(res, 404, "ND1000");
      }
      const still = await get<{ records: { name: string }[] }>(
        `/controller/stakeholders/tags/${ids.beta}`,
        t.two,
      );
      expect(still.body.records.map((tag) => tag.name)).toEqual(["Phishing pilot"]);
    });

    it("deletes a tag and records every change in the audit log", async () => {
      const res = await del(`/controller/stakeholders/tags/${ids.alpha}/${tagId}`, t.alpha);
      expect(res.body).toEqual({ records: { result: "OK" } });
      expectRefused(await del(`/controller/stakeholders/tags/${ids.alpha}/${tagId}`, t.alpha), 404, "ND1000");
      const audit = await server.db
        .selectFrom("audit_events")
        .select(["action", "actor_profile", "actor_person_id", "company_id"])
        .where("entity_type", "=", "tags")
        .where("entity_id", "=", tagId)
        .orderBy("id")
        .execute();
      expect(audit.map((a) => a.action)).toEqual(["create", "update", "update", "delete"]);
      expect(
        audit.every((a) => a.actor_profile === "CONTROLLER" && a.actor_person_id === ids.alphaController),
      ).toBe(true);
      expect(audit.every((a) => a.company_id === ids.alpha)).toBe(true);
    });
  });

  describe("PUT /controller/stakeholders/people/{id}", () => {
    const valid = () => ({
      name: "Eva",
      surname: "Blanco",
      email: "u-eva@example.test",
      login: "u-eva",
      userCode: "UC-u-eva",
    });
    const edit = (id: number, body: Record<string, unknown>, token = t.alpha) =>
      put(`/controller/stakeholders/people/${id}`, body, token);

    it("saves the person, writes the audit log with before and after, and the person's session sees it", async () => {
      const ana = ids.p["u-ana"] as number;
      const res = await edit(ana, {
        name: "Ana María",
        surname: "Zubiri",
        email: "Ana.Zubiri@Example.test",
        login: "u-ana",
        userCode: "UC-u-ana",
        gender: "female",
        phone: "+34 600 111 222",
        timeZone: "Europe/Lisbon",
        locale: "pt-pt",
        stakeholderDepartmentId: ids.sales,
        avatar: "avatar-07.svg",
        services: [1, 3],
        profiles: ["USER"],
        controllerCompanyIds: [],
        stakeholderCompanyId: ids.alpha,
      });
      expect(res.status).toBe(200);
      expect(res.body.records).toMatchObject({
        stakeholderId: ana,
        name: "Ana María",
        email: "ana.zubiri@example.test",
        phone: "+34600111222",
        timeZone: "Europe/Lisbon",
        locale: "pt-pt",
        gender: "female",
        avatar: "avatar-07.svg",
        services: [1, 3],
        department: { stakeholderDepartmentId: ids.sales, name: "Sales" },
        profiles: ["USER"],
      });
      // A new e-mail set by someone else ends the person's sessions (issue 15, point 1); the next one sees it.
      expect((await get("/stakeholders/my-profile", t.user)).status).toBe(401);
      t.user = await api.token("u-ana");
      const profile = await get("/stakeholders/my-profile", t.user);
      expect(profile.body.records).toMatchObject({ name: "Ana María", locale: "pt-pt" });
      const audit = await server.db
        .selectFrom("audit_events")
        .select(["action", "actor_profile", "before", "after"])
        .where("entity_type", "=", "people")
        .where("entity_id", "=", ana)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: "update",
        actor_profile: "CONTROLLER",
        before: expect.objectContaining({ name: "Ana", email: "u-ana@example.test" }),
        after: expect.objectContaining({ name: "Ana María", email: "ana.zubiri@example.test" }),
      });
    });

    it("keeps the login when none is sent, and clears the optional fields that are left out", async () => {
      const res = await edit(ids.p["u-eva"] as number, { name: "Eva", email: "u-eva@example.test" });
      expect(res.body.records).toMatchObject({
        login: "u-eva",
        userCode: null,
        surname: "",
        department: null,
      });
    });

    it("moves a login that was the e-mail to the new e-mail when none is sent (issue 15, point 14)", async () => {
      const carla = ids.p["u-carla"] as number;
      await server.db
        .updateTable("people")
        .set({ login: "u-carla@example.test" })
        .where("id", "=", carla)
        .execute();
      const carlaBody = { name: "Carla", surname: "Mendez", userCode: "uc-u-carla" };
      const res = await edit(carla, { ...carlaBody, email: "carla.new@example.test" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.records).toMatchObject({
        email: "carla.new@example.test",
        login: "carla.new@example.test",
      });
      // A login of its own stays when the e-mail changes again.
      const again = await edit(carla, { ...carlaBody, email: "u-carla@example.test", login: "u-carla" });
      expect(again.body.records).toMatchObject({ login: "u-carla" });
      const kept = await edit(carla, { ...carlaBody, email: "u-carla@example.test" });
      expect(kept.body.records).toMatchObject({ login: "u-carla", userCode: "uc-u-carla" });
    });

    it("answers every rule with the admin API's code", async () => {
      const eva = ids.p["u-eva"] as number;
      const cases: [Record<string, unknown>, number, string, string][] = [
        [{ email: "u-carla@example.test" }, 412, "ND1029", "email"],
        [{ email: "b-one@example.test" }, 412, "ND1039", "email"],
        [{ login: "b-one" }, 412, "ND1034", "login"],
        [{ login: "U-CARLA" }, 412, "ND1048", "login"],
        [{ login: "admin" }, 412, "ND1034", "login"],
        [{ userCode: "uc-u-carla" }, 412, "ND1048", "userCode"],
        [{ stakeholderDepartmentId: ids.ops }, 412, "ND1030", "stakeholderDepartmentId"],
        [{ stakeholderDepartmentId: 99999999999 }, 412, "ND1030", "stakeholderDepartmentId"],
        [{ phone: "600-111" }, 412, "ND1022", "phone"],
        [{ phone: "+1234567890123456" }, 412, "ND1022", "phone"],
        [{ timeZone: "Mars/Olympus" }, 412, "ND1023", "timeZone"],
        [{ gender: "robot" }, 412, "ND1005", "gender"],
        [{ services: [5] }, 403, "NF1003", "services"],
        [{ services: [] }, 412, "ND1015", "services"],
        [{ name: "" }, 412, "ND1018", "name"],
        [{ name: "n".repeat(101) }, 412, "ND1007", "name"],
        [{ surname: "s".repeat(101) }, 412, "ND1008", "surname"],
        [{ email: `${"e".repeat(250)}@x.test` }, 412, "ND1009", "email"],
        [{ login: "l".repeat(101) }, 412, "ND1010", "login"],
        [{ email: "not-an-email" }, 412, "ND1041", "email"],
        [{ locale: "fr-fr" }, 412, "NF1006", "locale"],
        [{ profiles: ["USER", "CONTROLLER"] }, 412, "ND1006", "profiles"],
        [{ profiles: ["ADMIN"] }, 412, "ND1006", "profiles"],
        [{ controllerCompanyIds: [ids.alpha] }, 412, "ND1006", "controllerCompanyIds"],
        [{ stakeholderCompanyId: ids.beta }, 412, "ND1028", "stakeholderCompanyId"],
      ];
      for (const [change, status, code, field] of cases) {
        const res = await edit(eva, { ...valid(), ...change });
        expect({ change, status: res.status, code: codeOf(res) }).toEqual({ change, status, code });
        expect((res.body as { records: { field?: string } }).records.field).toBe(field);
      }
      // Nothing of that was saved.
      const person = await get(`/controller/stakeholders/people/${eva}`, t.alpha);
      expect(person.body.records).toMatchObject({
        email: "u-eva@example.test",
        login: "u-eva",
        services: null,
      });
    });

    it("refuses people outside the managed companies (404) and people with more rights (403 NF1002)", async () => {
      const beta = await edit(ids.betaPerson, { ...valid(), email: "b-one@example.test", login: "b-one" });
      expectRefused(beta, 404, "ND1000");
      expectRefused(await edit(ids.deleted, valid()), 404, "ND1000");
      expectRefused(await edit(ids.alphaAdmin, { name: "X", email: "me@example.test" }), 403, "NF1002");
      // ctl-two also controls Beta, which ctl-alpha does not manage.
      expectRefused(
        await edit(ids.twoController, { name: "X", email: "ctl-two@example.test" }),
        403,
        "NF1002",
      );
      // ctl-two may edit ctl-alpha (rights within ctl-two's) if profiles stay the same.
      const ok = await edit(
        ids.alphaController,
        {
          name: "Alicia",
          surname: "Uno",
          email: "ctl-alpha@example.test",
          profiles: ["CONTROLLER", "USER"],
          controllerCompanyIds: [ids.alpha],
          stakeholderDepartmentId: ids.sales,
        },
        t.two,
      );
      expect(ok.status).toBe(200);
      // A controller of two edits a person of the second company.
      const betaOk = await edit(
        ids.betaPerson2,
        { name: "Boris", surname: "Beta", email: "b-two@example.test", stakeholderDepartmentId: ids.ops },
        t.two,
      );
      expect(betaOk.body.records).toMatchObject({ department: { stakeholderDepartmentId: ids.ops } });
      expectRefused(await edit(ids.p["u-carla"] as number, valid(), t.user), 403, "NF1002");
    });
  });

  describe("the default dashboard view", () => {
    it("is default until saved, then the saved one", async () => {
      expect((await get("/controller/view", t.alpha)).body).toEqual({
        records: { view: "default", saved: false },
      });
      const saved = await put("/controller/view", { view: "awareness" }, t.alpha);
      expect(saved.body).toEqual({ records: { view: "awareness", saved: true } });
      expect((await get("/controller/view", t.alpha)).body).toEqual({
        records: { view: "awareness", saved: true },
      });
      expect((await put("/controller/view", { view: "reports" }, t.alpha)).status).toBe(200);
    });

    it("needs a view whose module one of the managed companies contracted", async () => {
      expectRefused(await put("/controller/view", { view: "abs" }, t.alpha), 403, "NF1003", "view");
      expect((await put("/controller/view", { view: "abs" }, t.two)).status).toBe(200);
      expectRefused(await put("/controller/view", { view: "campaigns" }, t.alpha), 412, "ND1027");
    });

    it("only a controller can save one: USER and ADMIN get 403 NF1002", async () => {
      for (const token of [t.user, t.admin]) {
        expectRefused(await put("/controller/view", { view: "default" }, token), 403, "NF1002");
        expectRefused(await get("/controller/view", token), 403, "NF1002");
      }
      expect((await api.put(`${V1}/controller/view`, { view: "default" })).status).toBe(401);
    });
  });
});
