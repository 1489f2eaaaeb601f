import { LEGAL_VERSIONS, type Profile } from "@wellguard/contract";
import type { Db } from "../../db/database";
import { hashPassword } from "../../lib/secrets";
import { DEMO_PASSWORD } from "../../test/harness";

/** Test data written straight to the database (the controller API cannot create companies or people). */

export async function addCompany(
  db: Db,
  values: { name: string; domain: string; services: number[]; parentId?: number | null },
): Promise<number> {
  const row = await db
    .insertInto("companies")
    .values({
      name: values.name,
      domain: values.domain,
      fiscal_code: null,
      logo: null,
      federation_url: null,
      parent_company_id: values.parentId ?? null,
      services: values.services,
      survey_flow_id: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("company_domains").values({ domain: values.domain, company_id: row.id }).execute();
  return row.id;
}

export async function addDepartment(
  db: Db,
  companyId: number,
  name: string,
  parentId: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto("departments")
    .values({ company_id: companyId, name, parent_id: parentId })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

let passwordHash: Promise<string> | undefined;

export interface PersonFixture {
  companyId: number;
  login: string;
  name: string;
  surname: string;
  departmentId?: number | null;
  progress?: number | null;
  email?: string | null;
  userCode?: string | null;
  /** [profile, company for CONTROLLER] */
  profiles?: [Profile, number | null][];
  /** With a password and accepted conditions, so the person can sign in. */
  canSignIn?: boolean;
}

export async function addPerson(db: Db, p: PersonFixture): Promise<number> {
  const signIn = p.canSignIn ?? false;
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const row = await db
    .insertInto("people")
    .values({
      company_id: p.companyId,
      department_id: p.departmentId ?? null,
      name: p.name,
      surname: p.surname,
      email: p.email === undefined ? `${p.login}@example.test` : p.email,
      login: p.login,
      user_code: p.userCode ?? null,
      locale: null,
      avatar: null,
      password_hash: signIn ? await passwordHash : null,
      password_changed_at: signIn ? new Date() : null,
      services: null,
      deleted_at: null,
      progress: p.progress ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const profiles = p.profiles ?? [["USER", null]];
  await db
    .insertInto("person_profiles")
    .values(profiles.map(([profile, companyId]) => ({ person_id: row.id, profile, company_id: companyId })))
    .execute();
  if (signIn) {
    await db
      .insertInto("consents")
      .values([
        { person_id: row.id, document: "terms", version: LEGAL_VERSIONS.termsOfUse },
        { person_id: row.id, document: "privacy", version: LEGAL_VERSIONS.privacyPolicy },
      ])
      .execute();
  }
  return row.id;
}

/**
 * Gives a person made through the API a password (the demo one) and the accepted conditions, so a test can
 * sign in as them: the API never sets another person's password (the credential e-mail flow is tested in
 * the admin suite).
 */
export async function allowSignIn(db: Db, personId: number): Promise<void> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  await db
    .updateTable("people")
    .set({ password_hash: await passwordHash, password_changed_at: new Date() })
    .where("id", "=", personId)
    .execute();
  await db
    .insertInto("consents")
    .values([
      { person_id: personId, document: "terms", version: LEGAL_VERSIONS.termsOfUse },
      { person_id: personId, document: "privacy", version: LEGAL_VERSIONS.privacyPolicy },
    ])
    .execute();
}
