import { LEGAL_VERSIONS, type TCompany, type TDepartment, type TPerson } from "@wellguard/contract";
import { expect } from "vitest";
import { hashPassword } from "../../lib/secrets";
import { type ApiClient, type ApiResponse, codeOf, DEMO_PASSWORD, type TestServer } from "../../test/harness";

/** Test helpers of the admin API suites: records made through the API, and sign-ins for people made there. */

let counter = 0;
/** A short unique suffix, so tests in one database never collide. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

type Body = { records: unknown };

export function fixtures(server: () => TestServer, api: () => ApiClient, adminToken: () => string) {
  async function ok<T>(res: { status: number; body: unknown }): Promise<T> {
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as Body).records as T;
  }

  function companyBody(overrides: Record<string, unknown> = {}) {
    const name = unique("co");
    return {
      name: `Company ${name}`,
      domains: [`${name}.example`],
      services: [1, 2, 3],
      surveyFlowId: 1,
      type: "HOLDING",
      locale: "en-gb",
      timeZone: "Europe/London",
      ...overrides,
    };
  }

  async function company(overrides: Record<string, unknown> = {}, token = adminToken()): Promise<TCompany> {
    return ok<TCompany>(
      await api().post("/api/v1/admin/stakeholders/companies", companyBody(overrides), token),
    );
  }

  async function department(
    companyId: number,
    name: string,
    parentId: number | null = null,
    token = adminToken(),
  ): Promise<TDepartment> {
    return ok<TDepartment>(
      await api().post(
        "/api/v1/admin/stakeholders/departments",
        { name, stakeholderCompanyId: companyId, stakeholderDepartmentParentId: parentId },
        token,
      ),
    );
  }

  function personBody(companyId: number, overrides: Record<string, unknown> = {}) {
    const login = unique("p");
    return {
      name: "Test",
      surname: `Person ${login}`,
      email: `${login}@people.example`,
      stakeholderCompanyId: companyId,
      ...overrides,
    };
  }

  async function person(
    companyId: number,
    overrides: Record<string, unknown> = {},
    token = adminToken(),
  ): Promise<TPerson> {
    return ok<TPerson>(
      await api().post("/api/v1/admin/stakeholders/people", personBody(companyId, overrides), token),
    );
  }

  /** Gives a person made through the API a password and accepted conditions, and signs them in. */
  async function signIn(p: TPerson): Promise<string> {
    const db = server().db;
    await db
      .updateTable("people")
      .set({ password_hash: await hashPassword(DEMO_PASSWORD), password_changed_at: new Date() })
      .where("id", "=", p.stakeholderId)
      .execute();
    await db
      .insertInto("consents")
      .values([
        { person_id: p.stakeholderId, document: "terms", version: LEGAL_VERSIONS.termsOfUse },
        { person_id: p.stakeholderId, document: "privacy", version: LEGAL_VERSIONS.privacyPolicy },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    return api().token(p.login);
  }

  function expectCode(res: ApiResponse, status: number, code: string, field?: string) {
    expect({ status: res.status, code: codeOf(res) }, JSON.stringify(res.body)).toEqual({ status, code });
    if (field !== undefined) {
      expect((res.body as { records: { field?: string } }).records.field).toBe(field);
    }
  }

  return { ok, company, companyBody, department, person, personBody, signIn, expectCode };
}
