import type { TAuditEvent, TCompany, TDepartment, TPerson } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { fixtures, unique } from "./test-fixtures";

type Page<T> = { records: T[]; total: number; page: number; pageSize: number };

describe.each(testDatabases())("admin stakeholders: rules and codes (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let adminToken: string;
  let demoId: number;
  const f = fixtures(
    () => server,
    () => api,
    () => adminToken,
  );

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    const login = await api.login("admin");
    adminToken = login.body.records.token as string;
    demoId = login.body.records.stakeholderCompanyId as number;
  });
  afterAll(() => server?.close());

  const companies = "/api/v1/admin/stakeholders/companies";
  const departments = "/api/v1/admin/stakeholders/departments";
  const people = "/api/v1/admin/stakeholders/people";

  describe("companies", () => {
    it("creates a company and reads it back in the ZCompany shape", async () => {
      const body = f.companyBody({ domains: ["Alpha-Holding.example", "alpha2.example"], code: "x1234567" });
      const res = await api.post(companies, body, adminToken);
      expect(res.status).toBe(200);
      const created = res.body.records as TCompany;
      expect(created).toMatchObject({
        name: body.name,
        domain: "alpha-holding.example",
        domains: ["alpha-holding.example", "alpha2.example"],
        code: "X1234567",
        type: "HOLDING",
        services: [1, 2, 3],
        surveyFlowId: 1,
        locale: "en-gb",
        timeZone: "Europe/London",
        stakeholderParentCompanyId: null,
        logo: null,
        federated: false,
        peopleCount: 0,
        childCompanyCount: 0,
      });
      const read = await api.get(`${companies}/${created.stakeholderId}`, adminToken);
      expect(read.body.records).toEqual(created);
    });

    it("refuses a fiscal code in use (ND1025), whatever its case", async () => {
      f.expectCode(
        await api.post(companies, f.companyBody({ code: "b00000000" }), adminToken),
        412,
        "ND1025",
        "code",
      );
    });

    it("refuses a domain in use by another company (ND1026), naming which one", async () => {
      const res = await api.post(
        companies,
        f.companyBody({ domains: [`${unique("free")}.example`, "DemoCorp.example"] }),
        adminToken,
      );
      f.expectCode(res, 412, "ND1026", "domains.1");
    });

    it("refuses an invalid domain (ND1047) and no domain at all (ND1046)", async () => {
      f.expectCode(
        await api.post(companies, f.companyBody({ domains: ["not a domain"] }), adminToken),
        412,
        "ND1047",
      );
      f.expectCode(await api.post(companies, f.companyBody({ domains: [] }), adminToken), 412, "ND1046");
    });

    it("checks required fields, lengths, services, survey flow, time zone and language", async () => {
      f.expectCode(
        await api.post(companies, f.companyBody({ name: "  " }), adminToken),
        412,
        "ND1018",
        "name",
      );
      f.expectCode(
        await api.post(companies, f.companyBody({ name: "x".repeat(151) }), adminToken),
        412,
        "ND1007",
      );
      f.expectCode(
        await api.post(companies, f.companyBody({ code: "x".repeat(33) }), adminToken),
        412,
        "ND1011",
      );
      f.expectCode(await api.post(companies, f.companyBody({ services: [] }), adminToken), 412, "ND1015");
      // An id that is no service at all is a malformed value (the contract's item check), not a missing one.
      f.expectCode(
        await api.post(companies, f.companyBody({ services: [17] }), adminToken),
        412,
        "ND1027",
        "services.0",
      );
      f.expectCode(await api.post(companies, f.companyBody({ surveyFlowId: 99 }), adminToken), 412, "ND1016");
      f.expectCode(
        await api.post(companies, f.companyBody({ surveyFlowId: undefined }), adminToken),
        412,
        "ND1016",
      );
      f.expectCode(
        await api.post(companies, f.companyBody({ timeZone: "Mars/Base" }), adminToken),
        412,
        "ND1023",
      );
      f.expectCode(await api.post(companies, f.companyBody({ locale: "fr-fr" }), adminToken), 412, "NF1006");
    });

    it("refuses child companies under a CUSTOMER (ND1001), and turning a company with children into a CUSTOMER", async () => {
      const underCustomer = await api.post(
        companies,
        f.companyBody({ stakeholderParentCompanyId: demoId }),
        adminToken,
      );
      f.expectCode(underCustomer, 412, "ND1001", "stakeholderParentCompanyId");

      const holding = await f.company();
      const child = await f.company({ stakeholderParentCompanyId: holding.stakeholderId, type: "CUSTOMER" });
      expect(child.stakeholderParentCompanyId).toBe(holding.stakeholderId);
      expect(child.parentCompanyName).toBe(holding.name);

      const { stakeholderId, ...rest } = holding;
      const toCustomer = await api.put(
        `${companies}/${stakeholderId}`,
        { ...f.companyBody(), name: rest.name, domains: rest.domains, type: "CUSTOMER" },
        adminToken,
      );
      f.expectCode(toCustomer, 412, "ND1001", "type");

      const children = await api.get(`${companies}/${holding.stakeholderId}/companies`, adminToken);
      expect((children.body.records as TCompany[]).map((c) => c.stakeholderId)).toEqual([
        child.stakeholderId,
      ]);
    });

    it("refuses a parent that is the company itself or below it (ND1027)", async () => {
      const top = await f.company();
      const middle = await f.company({ stakeholderParentCompanyId: top.stakeholderId });
      const res = await api.put(
        `${companies}/${top.stakeholderId}`,
        {
          ...f.companyBody(),
          name: top.name,
          domains: top.domains,
          stakeholderParentCompanyId: middle.stakeholderId,
        },
        adminToken,
      );
      f.expectCode(res, 412, "ND1027", "stakeholderParentCompanyId");
    });

    it("updates every field, replacing the domains, and keeps people's services within the company's", async () => {
      const company = await f.company({ services: [1, 2, 3, 4] });
      const person = await f.person(company.stakeholderId, { services: [2, 4] });
      const newDomain = `${unique("new")}.example`;
      const res = await api.put(
        `${companies}/${company.stakeholderId}`,
        {
          name: "Renamed Ltd",
          domains: [newDomain],
          code: unique("FC").slice(0, 12),
          services: [1, 2],
          surveyFlowId: 2,
          type: "PARTNER",
          environment: "staging",
          locale: "pl",
          timeZone: "Europe/Warsaw",
        },
        adminToken,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.records).toMatchObject({
        name: "Renamed Ltd",
        domains: [newDomain],
        services: [1, 2],
        surveyFlowId: 2,
        type: "PARTNER",
        environment: "staging",
        locale: "pl",
        timeZone: "Europe/Warsaw",
      });
      // The old domain is free again.
      const reuse = await f.company({ domains: company.domains });
      expect(reuse.domains).toEqual(company.domains);
      const after = await api.get(`${people}/${person.stakeholderId}`, adminToken);
      expect((after.body.records as TPerson).services).toEqual([2]);
    });

    it("answers 404 ND1000 for unknown ids and ids beyond the integer range, 412 for a malformed id", async () => {
      f.expectCode(await api.get(`${companies}/999999`, adminToken), 404, "ND1000");
      f.expectCode(await api.get(`${companies}/2147483647`, adminToken), 404, "ND1000");
      f.expectCode(await api.get(`${companies}/2147483648`, adminToken), 412, "ND1027");
      f.expectCode(await api.get(`${companies}/abc`, adminToken), 412, "ND1027");
      const person = await f.person(demoId);
      // Ids are shared by companies, departments and people: a person's id is not a company.
      f.expectCode(await api.get(`${companies}/${person.stakeholderId}`, adminToken), 404, "ND1000");
    });

    it("lists companies with search, sort and paging", async () => {
      const tag = unique("zz");
      const a = await f.company({ name: `${tag} Alpha` });
      const b = await f.company({ name: `${tag} Beta` });
      const res = await api.get<Page<TCompany>>(
        `${companies}?search=${tag}&sort=name&order=desc&pageSize=1`,
        adminToken,
      );
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(2);
      expect(res.body.records.map((c) => c.stakeholderId)).toEqual([b.stakeholderId]);
      const second = await api.get<Page<TCompany>>(
        `${companies}?search=${tag}&sort=name&order=desc&pageSize=1&page=2`,
        adminToken,
      );
      expect(second.body.records.map((c) => c.stakeholderId)).toEqual([a.stakeholderId]);
      const byDomain = await api.get<Page<TCompany>>(`${companies}?search=${a.domains[0]}`, adminToken);
      expect(byDomain.body.records.map((c) => c.stakeholderId)).toEqual([a.stakeholderId]);
      f.expectCode(await api.get(`${companies}?sort=nope`, adminToken), 412, "ND1027");
    });
  });

  describe("departments", () => {
    it("builds a tree and keeps names unique among siblings only (ND1024)", async () => {
      const company = await f.company();
      const sales = await f.department(company.stakeholderId, "Sales");
      const iberia = await f.department(company.stakeholderId, "Iberia", sales.id);
      expect(iberia).toMatchObject({
        name: "Iberia",
        stakeholderCompanyId: company.stakeholderId,
        stakeholderDepartmentParentId: sales.id,
        stakeholderDepartmentParentName: "Sales",
        peopleCount: 0,
      });
      // The same name elsewhere in the tree is fine; a sibling with the same name (any case) is not.
      await f.department(company.stakeholderId, "Iberia");
      const clash = await api.post(
        departments,
        {
          name: "IBERIA",
          stakeholderCompanyId: company.stakeholderId,
          stakeholderDepartmentParentId: sales.id,
        },
        adminToken,
      );
      f.expectCode(clash, 412, "ND1024", "name");
      const list = await api.get(`${companies}/${company.stakeholderId}/departments`, adminToken);
      expect(
        (list.body.records as TDepartment[]).map((d) => [d.name, d.stakeholderDepartmentParentId]),
      ).toEqual([
        ["Iberia", sales.id],
        ["Iberia", null],
        ["Sales", null],
      ]);
    });

    it("refuses a parent of another company, itself or below itself (ND1030), and needs its company (ND1018)", async () => {
      const one = await f.company();
      const two = await f.company();
      const top = await f.department(one.stakeholderId, "Top");
      const low = await f.department(one.stakeholderId, "Low", top.id);
      const foreign = await f.department(two.stakeholderId, "Foreign");
      const other = await api.post(
        departments,
        { name: "X", stakeholderCompanyId: one.stakeholderId, stakeholderDepartmentParentId: foreign.id },
        adminToken,
      );
      f.expectCode(other, 412, "ND1030", "stakeholderDepartmentParentId");
      const self = await api.put(
        `${departments}/${top.id}`,
        { name: "Top", stakeholderDepartmentParentId: top.id },
        adminToken,
      );
      f.expectCode(self, 412, "ND1030");
      const below = await api.put(
        `${departments}/${top.id}`,
        { name: "Top", stakeholderDepartmentParentId: low.id },
        adminToken,
      );
      f.expectCode(below, 412, "ND1030");
      const moveCompany = await api.put(
        `${departments}/${top.id}`,
        { name: "Top", stakeholderCompanyId: two.stakeholderId, stakeholderDepartmentParentId: null },
        adminToken,
      );
      f.expectCode(moveCompany, 412, "ND1030", "stakeholderCompanyId");
      f.expectCode(
        await api.post(departments, { name: "No company" }, adminToken),
        412,
        "ND1018",
        "stakeholderCompanyId",
      );
      f.expectCode(
        await api.post(departments, { name: "Unknown", stakeholderCompanyId: 999999 }, adminToken),
        404,
        "ND1000",
      );
      f.expectCode(
        await api.post(
          departments,
          { name: "x".repeat(101), stakeholderCompanyId: one.stakeholderId },
          adminToken,
        ),
        412,
        "ND1007",
      );
    });

    it("deleting a department moves its people to the parent and its children up; a name clash refuses (ND1024)", async () => {
      const company = await f.company();
      const ops = await f.department(company.stakeholderId, "Ops");
      const it = await f.department(company.stakeholderId, "IT", ops.id);
      const sec = await f.department(company.stakeholderId, "Security", it.id);
      const person = await f.person(company.stakeholderId, { stakeholderDepartmentId: it.id });

      const res = await api.call("DELETE", `${departments}/${it.id}`, { token: adminToken });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const moved = (await api.get(`${people}/${person.stakeholderId}`, adminToken)).body.records as TPerson;
      expect(moved.department?.stakeholderDepartmentId).toBe(ops.id);
      const secAfter = (await api.get(`${departments}/${sec.id}`, adminToken)).body.records as TDepartment;
      expect(secAfter.stakeholderDepartmentParentId).toBe(ops.id);
      f.expectCode(await api.get(`${departments}/${it.id}`, adminToken), 404, "ND1000");

      // "Security" under Ops now; a department "Team" holding another "Security" cannot be dissolved into Ops.
      const team = await f.department(company.stakeholderId, "Team", ops.id);
      await f.department(company.stakeholderId, "security", team.id);
      const clash = await api.call("DELETE", `${departments}/${team.id}`, { token: adminToken });
      f.expectCode(clash, 412, "ND1024");
      expect((await api.get(`${departments}/${team.id}`, adminToken)).status).toBe(200);
    });
  });

  describe("people", () => {
    it("creates a person in the ZPerson shape, login defaulting to the e-mail", async () => {
      const company = await f.company();
      const dept = await f.department(company.stakeholderId, "Finance");
      const body = f.personBody(company.stakeholderId, {
        email: `${unique("Ana")}@Example.COM`,
        userCode: "E-1",
        gender: "female",
        phone: "+34 600 11 22 33",
        timeZone: "Europe/Madrid",
        locale: "cat",
        stakeholderDepartmentId: dept.id,
        services: [2],
      });
      const res = await api.post(people, body, adminToken);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const created = res.body.records as TPerson;
      expect(created).toMatchObject({
        email: body.email.toLowerCase(),
        login: body.email.toLowerCase(),
        userCode: "E-1",
        gender: "female",
        phone: "+34600112233",
        timeZone: "Europe/Madrid",
        locale: "cat",
        company: { stakeholderId: company.stakeholderId, name: company.name },
        department: {
          stakeholderDepartmentId: dept.id,
          name: "Finance",
          stakeholderDepartmentParentName: null,
        },
        profiles: ["USER"],
        controllerCompanyIds: [],
        services: [2],
        hasPassword: false,
        federated: false,
      });
    });

    it("refuses an e-mail in use in the same company (ND1029) or in another (ND1039), and the same user of another company (ND1002)", async () => {
      const one = await f.company();
      const two = await f.company();
      const first = await f.person(one.stakeholderId);
      const same = await api.post(
        people,
        f.personBody(one.stakeholderId, { email: first.email?.toUpperCase() }),
        adminToken,
      );
      f.expectCode(same, 412, "ND1029", "email");
      const other = await api.post(
        people,
        f.personBody(two.stakeholderId, { email: first.email, login: unique("other") }),
        adminToken,
      );
      f.expectCode(other, 412, "ND1039", "email");
      // The same e-mail and the same login: that user already exists in the other company.
      const again = await api.post(
        people,
        f.personBody(two.stakeholderId, { email: first.email, login: first.login }),
        adminToken,
      );
      f.expectCode(again, 412, "ND1002", "email");
    });

    it("refuses a login of another company (ND1034) or of the same company (ND1048), and a user code in use (ND1048)", async () => {
      const one = await f.company();
      const two = await f.company();
      const first = await f.person(one.stakeholderId, { login: unique("login"), userCode: "U-1" });
      f.expectCode(
        await api.post(
          people,
          f.personBody(two.stakeholderId, { login: first.login.toUpperCase() }),
          adminToken,
        ),
        412,
        "ND1034",
        "login",
      );
      f.expectCode(
        await api.post(people, f.personBody(one.stakeholderId, { login: first.login }), adminToken),
        412,
        "ND1048",
        "login",
      );
      // "controller" is Demo Corp's: a login of another company.
      f.expectCode(
        await api.post(people, f.personBody(one.stakeholderId, { login: "controller" }), adminToken),
        412,
        "ND1034",
      );
      f.expectCode(
        await api.post(people, f.personBody(one.stakeholderId, { userCode: "u-1" }), adminToken),
        412,
        "ND1048",
        "userCode",
      );
      // User codes are unique per company only.
      expect(
        (await api.post(people, f.personBody(two.stakeholderId, { userCode: "U-1" }), adminToken)).status,
      ).toBe(200);
    });

    it("checks gender, phone, time zone, lengths, required fields and the e-mail format", async () => {
      const company = await f.company();
      const id = company.stakeholderId;
      const cases: [Record<string, unknown>, string][] = [
        [{ gender: "robot" }, "ND1005"],
        [{ phone: "600112233" }, "ND1022"],
        [{ phone: "+1234567890123456" }, "ND1022"],
        [{ timeZone: "Europe/Nowhere" }, "ND1023"],
        [{ name: "x".repeat(101) }, "ND1007"],
        [{ surname: "x".repeat(101) }, "ND1008"],
        [{ email: `${"x".repeat(250)}@a.example` }, "ND1009"],
        [{ login: "x".repeat(101) }, "ND1010"],
        [{ name: "" }, "ND1018"],
        [{ email: "not-an-email" }, "ND1041"],
        [{ locale: "xx" }, "NF1006"],
      ];
      for (const [overrides, code] of cases) {
        const res = await api.post(people, f.personBody(id, overrides), adminToken);
        expect({ overrides, status: res.status, code: codeOf(res) }).toEqual({
          overrides,
          status: 412,
          code,
        });
      }
      f.expectCode(
        await api.post(people, { ...f.personBody(id), stakeholderCompanyId: undefined }, adminToken),
        412,
        "ND1018",
        "stakeholderCompanyId",
      );
    });

    it("refuses a department of another company (ND1030) and services the company has not contracted (NF1003)", async () => {
      const one = await f.company({ services: [1, 2] });
      const two = await f.company();
      const foreign = await f.department(two.stakeholderId, "Elsewhere");
      f.expectCode(
        await api.post(
          people,
          f.personBody(one.stakeholderId, { stakeholderDepartmentId: foreign.id }),
          adminToken,
        ),
        412,
        "ND1030",
        "stakeholderDepartmentId",
      );
      f.expectCode(
        await api.post(people, f.personBody(one.stakeholderId, { services: [1, 5] }), adminToken),
        403,
        "NF1003",
        "services",
      );
    });

    it("grants CONTROLLER of companies in scope (ND1006 without any, ND1000 outside) and ADMIN", async () => {
      const company = await f.company();
      f.expectCode(
        await api.post(people, f.personBody(company.stakeholderId, { profiles: ["CONTROLLER"] }), adminToken),
        412,
        "ND1006",
      );
      f.expectCode(
        await api.post(
          people,
          f.personBody(company.stakeholderId, { profiles: ["CONTROLLER"], controllerCompanyIds: [999999] }),
          adminToken,
        ),
        404,
        "ND1000",
      );
      f.expectCode(
        await api.post(people, f.personBody(company.stakeholderId, { profiles: ["BOSS"] }), adminToken),
        412,
        "ND1006",
      );
      const controller = await f.person(company.stakeholderId, {
        profiles: ["CONTROLLER", "USER"],
        controllerCompanyIds: [company.stakeholderId, demoId],
      });
      expect(controller.profiles.sort()).toEqual(["CONTROLLER", "USER"]);
      expect(controller.controllerCompanyIds).toEqual([demoId, company.stakeholderId].sort((a, b) => a - b));
      const admin = await f.person(company.stakeholderId, { profiles: ["ADMIN"] });
      expect(admin.profiles).toEqual(["ADMIN"]);
      const relations = await api.get(`${people}/${controller.stakeholderId}/companies`, adminToken);
      expect(
        (relations.body.records as { stakeholderId: number; relationships: string[] }[])
          .map((c) => [c.stakeholderId, c.relationships])
          .sort(),
      ).toEqual(
        [
          [company.stakeholderId, ["MEMBER", "CONTROLLER"]],
          [demoId, ["CONTROLLER"]],
        ].sort(),
      );
    });

    it("moves a login that was the e-mail to the new e-mail when none is sent; another login stays (issue 15, point 14)", async () => {
      const company = await f.company();
      const byEmail = await api.post(
        people,
        f.personBody(company.stakeholderId, { login: null }),
        adminToken,
      );
      const first = byEmail.body.records as TPerson;
      expect(first.login).toBe(first.email);
      const newEmail = `${unique("moved")}@example.com`;
      const moved = await api.put(
        `${people}/${first.stakeholderId}`,
        f.personBody(company.stakeholderId, { email: newEmail, login: null }),
        adminToken,
      );
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.records).toMatchObject({ email: newEmail, login: newEmail });

      const named = await f.person(company.stakeholderId, { login: unique("named") });
      const kept = await api.put(
        `${people}/${named.stakeholderId}`,
        f.personBody(company.stakeholderId, { email: `${unique("kept")}@example.com`, login: null }),
        adminToken,
      );
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
      expect((kept.body.records as TPerson).login).toBe(named.login);
    });

    it("keeps profiles, managed companies and company settings that an update leaves out", async () => {
      const company = await f.company({ type: "PARTNER", locale: "pl", timeZone: "Europe/Warsaw" });
      const controller = await f.person(company.stakeholderId, {
        profiles: ["CONTROLLER", "USER"],
        controllerCompanyIds: [company.stakeholderId],
      });
      // No profiles and no managed companies in the body.
      const withoutProfiles = f.personBody(company.stakeholderId, {
        email: controller.email,
        login: controller.login,
        name: "Renamed",
      });
      const res = await api.put(`${people}/${controller.stakeholderId}`, withoutProfiles, adminToken);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.records).toMatchObject({
        name: "Renamed",
        profiles: ["USER", "CONTROLLER"],
        controllerCompanyIds: [company.stakeholderId],
      });
      const {
        type: _t,
        locale: _l,
        timeZone: _z,
        ...bare
      } = f.companyBody({
        name: "Kept settings",
        domains: company.domains,
      });
      const updated = await api.put(`${companies}/${company.stakeholderId}`, bare, adminToken);
      expect(updated.body.records).toMatchObject({
        name: "Kept settings",
        type: "PARTNER",
        locale: "pl",
        timeZone: "Europe/Warsaw",
      });
    });

    it("refuses a change of company (ND1028) and keeps the person as they were", async () => {
      const one = await f.company();
      const two = await f.company();
      const person = await f.person(one.stakeholderId);
      const res = await api.put(
        `${people}/${person.stakeholderId}`,
        { ...f.personBody(two.stakeholderId), email: person.email },
        adminToken,
      );
      f.expectCode(res, 412, "ND1028", "stakeholderCompanyId");
    });

    it("answers two simultaneous creations with the same e-mail with one success and one ND1029, never a 500", async () => {
      const company = await f.company();
      const body = f.personBody(company.stakeholderId);
      const results = await Promise.all([
        api.post(people, { ...body, login: unique("race") }, adminToken),
        api.post(people, { ...body, login: unique("race") }, adminToken),
        api.post(people, { ...body, login: unique("race") }, adminToken),
      ]);
      const statuses = results.map((r) => `${r.status} ${codeOf(r) ?? ""}`.trim()).sort();
      expect(statuses).toEqual(["200", "412 ND1029", "412 ND1029"]);
    });

    it("updates a person and records the change in the audit log with before and after", async () => {
      const company = await f.company();
      const person = await f.person(company.stakeholderId, { name: "Before" });
      const res = await api.put(
        `${people}/${person.stakeholderId}`,
        { ...f.personBody(company.stakeholderId), name: "After", email: person.email, login: person.login },
        adminToken,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const audit = await api.get<Page<TAuditEvent>>(
        `/api/v1/admin/audit?entityType=people&entityId=${person.stakeholderId}`,
        adminToken,
      );
      expect(audit.status).toBe(200);
      expect(audit.body.records.map((e) => e.action)).toEqual(["update", "create"]);
      const [update] = audit.body.records;
      expect(update?.before).toMatchObject({ name: "Before" });
      expect(update?.after).toMatchObject({ name: "After" });
      expect(update?.actor).toMatchObject({ name: "Ana Ortega", profile: "ADMIN" });
      expect(update?.stakeholderCompanyId).toBe(company.stakeholderId);
      expect(JSON.stringify(audit.body)).not.toMatch(/password_hash|passwordHash|"password"|argon2/i);
    });
  });

  describe("who may call", () => {
    it("answers 403 NF1002 to a USER and a CONTROLLER, and 401 without a session", async () => {
      const employee = await api.token("employee");
      const controller = await api.token("controller");
      for (const token of [employee, controller]) {
        f.expectCode(await api.get(companies, token), 403, "NF1002");
        f.expectCode(await api.get(`${companies}/${demoId}`, token), 403, "NF1002");
        f.expectCode(await api.post(people, f.personBody(demoId), token), 403, "NF1002");
        f.expectCode(
          await api.put(`${companies.replace("companies", "multidelete")}/people`, { ids: [1] }, token),
          403,
          "NF1002",
        );
        f.expectCode(await api.get("/api/v1/admin/audit", token), 403, "NF1002");
        f.expectCode(await api.get("/api/v1/admin/dashboard", token), 403, "NF1002");
      }
      expect((await api.get(companies)).status).toBe(401);
    });

    it("keeps a company admin inside their own tree: other companies are unknown (404)", async () => {
      const holding = await f.company();
      const child = await f.company({ stakeholderParentCompanyId: holding.stakeholderId });
      const stranger = await f.company();
      const strangerPerson = await f.person(stranger.stakeholderId);
      const companyAdmin = await f.person(holding.stakeholderId, { profiles: ["ADMIN", "USER"] });
      // A platform admin granted ADMIN: it administers the person's own company.
      const token = await f.signIn(companyAdmin);

      const list = await api.get<Page<TCompany>>(companies, token);
      expect(list.body.records.map((c) => c.stakeholderId).sort()).toEqual(
        [holding.stakeholderId, child.stakeholderId].sort(),
      );
      f.expectCode(await api.get(`${companies}/${stranger.stakeholderId}`, token), 404, "ND1000");
      f.expectCode(await api.get(`${companies}/${demoId}/departments`, token), 404, "ND1000");
      f.expectCode(await api.get(`${people}/${strangerPerson.stakeholderId}`, token), 404, "ND1000");
      f.expectCode(
        await api.put(
          `${people}/${strangerPerson.stakeholderId}`,
          f.personBody(stranger.stakeholderId),
          token,
        ),
        404,
        "ND1000",
      );
      f.expectCode(
        await api.call("DELETE", `${people}/${strangerPerson.stakeholderId}`, { token }),
        404,
        "ND1000",
      );
      f.expectCode(await api.get(`${people}?companyId=${stranger.stakeholderId}`, token), 404, "ND1000");
      const everyone = await api.get<Page<TPerson>>(`${people}?pageSize=100`, token);
      expect(everyone.body.records.every((p) => p.company.stakeholderId === holding.stakeholderId)).toBe(
        true,
      );
      // Top-level companies are the platform admins' (ND1018); children of their own are fine.
      f.expectCode(
        await api.post(companies, f.companyBody(), token),
        412,
        "ND1018",
        "stakeholderParentCompanyId",
      );
      const own = await f.company({ stakeholderParentCompanyId: holding.stakeholderId }, token);
      expect(own.stakeholderParentCompanyId).toBe(holding.stakeholderId);
      // A company admin cannot grant ADMIN (NF1002), nor delete their own company (ND1003).
      f.expectCode(
        await api.post(people, f.personBody(holding.stakeholderId, { profiles: ["ADMIN"] }), token),
        403,
        "NF1002",
        "profiles",
      );
      f.expectCode(
        await api.call("DELETE", `${companies}/${holding.stakeholderId}`, { token }),
        412,
        "ND1003",
      );
      // The audit log shows only their tree.
      const audit = await api.get<Page<TAuditEvent>>("/api/v1/admin/audit?pageSize=100", token);
      expect(audit.body.records.length).toBeGreaterThan(0);
      const mine = new Set([holding.stakeholderId, child.stakeholderId, own.stakeholderId]);
      expect(audit.body.records.every((e) => mine.has(e.stakeholderCompanyId ?? -1))).toBe(true);
      f.expectCode(
        await api.get(`/api/v1/admin/audit?companyId=${stranger.stakeholderId}`, token),
        404,
        "ND1000",
      );
      f.expectCode(await api.get(`/api/v1/admin/dashboard/${stranger.stakeholderId}`, token), 404, "ND1000");
    });
  });

  describe("dashboard", () => {
    it("counts companies, people, departments and contracts per service, with the latest audit events", async () => {
      const res = await api.get("/api/v1/admin/dashboard", adminToken);
      expect(res.status).toBe(200);
      const board = res.body.records as {
        totals: { companies: number; people: number; departments: number };
        contractsPerService: { serviceId: number; companies: number }[];
        recentAudit: TAuditEvent[];
      };
      const live = await server.db
        .selectFrom("companies")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("deleted_at", "is", null)
        .executeTakeFirstOrThrow();
      expect(board.totals.companies).toBe(Number(live.n));
      expect(board.contractsPerService).toHaveLength(16);
      expect(board.contractsPerService[15]).toEqual({ serviceId: 16, companies: 1 });
      expect(board.recentAudit.length).toBe(10);

      const one = await api.get(`/api/v1/admin/dashboard/${demoId}`, adminToken);
      expect(one.status).toBe(200);
      const detail = one.body.records as {
        totals: { people: number; departments: number };
        company: TCompany;
        peoplePerDepartment: { name: string | null; people: number }[];
      };
      expect(detail.company.stakeholderId).toBe(demoId);
      expect(detail.totals.departments).toBe(11);
      const operations = detail.peoplePerDepartment.find((d) => d.name === "Operations");
      // Operations > IT > Security Operations ...: the whole branch counts.
      expect(operations?.people).toBeGreaterThanOrEqual(10);
      expect(detail.peoplePerDepartment.reduce((sum, d) => sum + d.people, 0)).toBe(detail.totals.people);
    });
  });
});
