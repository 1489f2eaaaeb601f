import type { Db } from "../../db/database";
import { allowSignIn } from "../controller-stakeholders/test-fixtures";
import type { BreachInput } from "./store";

/*
 * Test fixtures of breach monitoring: a company of its own (so the demo company's breach data, whatever the demo
 * file holds, never shifts a count), with one e-mail domain, a department tree and people (USER; some also
 * CONTROLLER of it). A person signs in as `<label>-<login>` with the demo password.
 */

export interface BreachCompany {
  company: number;
  domain: string;
  /** The root department and one under it. */
  department: number;
  subDepartment: number;
  /** People by login; each person's address is `<login>@<domain>`. */
  people: Record<string, number>;
}

export async function addBreachCompany(
  db: Db,
  label: string,
  options: {
    logins?: string[];
    services?: number[];
    /** Logins that also get the CONTROLLER profile of the company. */
    controllers?: string[];
    /** Logins given the demo password and accepted conditions, to sign in as. */
    signIn?: string[];
  } = {},
): Promise<BreachCompany> {
  const domain = `${label}.example`;
  const company = await db
    .insertInto("companies")
    .values({
      name: `${label} Ltd`,
      domain,
      fiscal_code: null,
      logo: null,
      federation_url: null,
      parent_company_id: null,
      survey_flow_id: 1,
      ...(options.services ? { services: options.services } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("company_domains").values({ company_id: company.id, domain }).execute();
  const department = await db
    .insertInto("departments")
    .values({ company_id: company.id, name: `${label} operations`, parent_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  const subDepartment = await db
    .insertInto("departments")
    .values({ company_id: company.id, name: `${label} night shift`, parent_id: department.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  const people: Record<string, number> = {};
  for (const [index, login] of (options.logins ?? ["ann", "bob", "cid"]).entries()) {
    const row = await db
      .insertInto("people")
      .values({
        company_id: company.id,
        department_id: index % 2 === 0 ? department.id : subDepartment.id,
        name: login,
        email: `${login}@${domain}`,
        login: `${label}-${login}`,
        user_code: null,
        locale: "en-gb",
        avatar: null,
        password_hash: null,
        password_changed_at: null,
        services: null,
        deleted_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    people[login] = row.id;
    const controller = options.controllers?.includes(login) ?? false;
    await db
      .insertInto("person_profiles")
      .values([
        { person_id: row.id, profile: "USER", company_id: null },
        ...(controller
          ? [{ person_id: row.id, profile: "CONTROLLER" as const, company_id: company.id }]
          : []),
      ])
      .execute();
    if (options.signIn?.includes(login)) await allowSignIn(db, row.id);
  }
  return { company: company.id, domain, department: department.id, subDepartment: subDepartment.id, people };
}

export function breachInput(
  name: string,
  dataClasses: string[],
  breachDate: string | null = "2026-01-15",
): BreachInput {
  return {
    name,
    title: `${name} breach`,
    breachDate,
    domain: `${name.toLowerCase()}.example`,
    dataClasses,
    description: `A made-up breach called ${name}.`,
    verified: true,
  };
}
