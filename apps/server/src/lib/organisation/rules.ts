import type { ErrorCode, Profile, TCompanyInputParsed, TPersonInputParsed } from "@wellguard/contract";
import { sql } from "kysely";
import { AppError } from "../errors";
import { type CompanyScope, inScope, notFound } from "../scope";
import { MAX_ID, type Queryable } from "./views";

/**
 * The rules of spec §5 and §6 for companies, departments and people, each refusing with its catalogue code and
 * the field it is about. They read the database before a write; the write itself still catches unique
 * violations (two requests racing past the same check) with `mapUniqueViolation`, so a race never becomes a 500.
 */

function refuse(code: ErrorCode, field: string): AppError {
  return new AppError(code, { field });
}

/** Ids above PostgreSQL's integer range cannot exist; asking the database would fail with an error instead. */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_ID;
}

export interface LiveCompany {
  id: number;
  type: string;
  services: number[];
  parent_company_id: number | null;
  federation_url: string | null;
  default_locale: string;
}

/** A live company in the scope, or ND1000 (an id outside the scope is answered as unknown). */
export async function liveCompanyInScope(
  db: Queryable,
  id: number | null | undefined,
  scope: CompanyScope,
  field?: string,
): Promise<LiveCompany> {
  if (id == null || !isRowId(id) || !inScope(scope, id)) throw notFound(field);
  const row = await db
    .selectFrom("companies")
    .select(["id", "type", "services", "parent_company_id", "federation_url", "default_locale"])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw notFound(field);
  return row;
}

// ---------------------------------------------------------------- companies

export interface CheckedCompany {
  fiscalCode: string | null;
  /** Without repeats, in the order given; the first is the primary domain. */
  domains: string[];
}

export interface CompanyCheckContext {
  scope: CompanyScope;
  /** The company being updated; absent on create. */
  current?: { id: number; parent_company_id: number | null } | undefined;
}

/** Fiscal codes compare without case (stored upper-case). */
export function normaliseFiscalCode(code: string | null): string | null {
  return code ? code.toUpperCase() : null;
}

/** ND1000/ND1018/ND1027/ND1001 for the parent, ND1001 for CUSTOMER with children, ND1025 fiscal code, ND1026 domains. */
export async function checkCompanyInput(
  db: Queryable,
  input: TCompanyInputParsed,
  { scope, current }: CompanyCheckContext,
): Promise<CheckedCompany> {
  const field = "stakeholderParentCompanyId";
  const parentId = input.stakeholderParentCompanyId;
  const parentChanged = current === undefined || current.parent_company_id !== parentId;
  if (parentChanged) {
    // Moving a company that is a root of the caller's tree would change a part of the tree they do not manage.
    if (current?.parent_company_id != null && !inScope(scope, current.parent_company_id))
      throw notFound(field);
    // Only platform admins make top-level companies; a company admin's companies live under their own.
    if (parentId === null && !scope.all) throw refuse("ND1018", field);
    if (parentId !== null) {
      const parent = await liveCompanyInScope(db, parentId, scope, field);
      if (current) {
        const { rows } = await sql<{ id: number }>`
          with recursive tree(id) as (
            select ${current.id}::int
            union
            select c.id from companies c join tree t on c.parent_company_id = t.id
          ) select id from tree where id = ${parentId}`.execute(db);
        if (rows.length > 0) throw refuse("ND1027", field);
      }
      // A CUSTOMER cannot have dependencies (spec §3, §6).
      if (parent.type === "CUSTOMER") throw refuse("ND1001", field);
    }
  }
  if (current && input.type === "CUSTOMER") {
    const child = await db
      .selectFrom("companies")
      .select("id")
      .where("parent_company_id", "=", current.id)
      .where("deleted_at", "is", null)
      .limit(1)
      .executeTakeFirst();
    if (child) throw refuse("ND1001", "type");
  }

  const fiscalCode = normaliseFiscalCode(input.code);
  if (fiscalCode) {
    let query = db.selectFrom("companies").select("id").where(sql`upper(fiscal_code)`, "=", fiscalCode);
    if (current) query = query.where("id", "<>", current.id);
    if (await query.executeTakeFirst()) throw refuse("ND1025", "code");
  }

  const domains = [...new Set(input.domains)];
  const taken = await sql<{ domain: string }>`
    select domain from company_domains
    where domain = any(${domains}::text[]) and company_id <> ${current?.id ?? 0}
    union
    select lower(domain) from companies
    where lower(domain) = any(${domains}::text[]) and id <> ${current?.id ?? 0} and deleted_at is null`.execute(
    db,
  );
  if (taken.rows.length > 0) {
    const takenSet = new Set(taken.rows.map((r) => r.domain));
    const index = input.domains.findIndex((d) => takenSet.has(d));
    throw refuse("ND1026", `domains.${Math.max(index, 0)}`);
  }
  return { fiscalCode, domains };
}

// ---------------------------------------------------------------- departments

export interface CheckedDepartment {
  companyId: number;
  parentId: number | null;
  name: string;
}

export interface DepartmentCheckContext {
  scope: CompanyScope;
  current?: { id: number; company_id: number } | undefined;
}

/** ND1018/ND1000 company, ND1030 parent (same company, not itself or below it), ND1024 name among siblings. */
export async function checkDepartmentInput(
  db: Queryable,
  input: {
    name: string;
    stakeholderCompanyId?: number | undefined;
    stakeholderDepartmentParentId: number | null;
  },
  { scope, current }: DepartmentCheckContext,
): Promise<CheckedDepartment> {
  let companyId: number;
  if (current) {
    // The company of a department never changes.
    if (input.stakeholderCompanyId !== undefined && input.stakeholderCompanyId !== current.company_id) {
      throw refuse("ND1030", "stakeholderCompanyId");
    }
    companyId = current.company_id;
  } else {
    if (input.stakeholderCompanyId === undefined) throw refuse("ND1018", "stakeholderCompanyId");
    companyId = (await liveCompanyInScope(db, input.stakeholderCompanyId, scope, "stakeholderCompanyId")).id;
  }
  const parentId = input.stakeholderDepartmentParentId;
  if (parentId !== null) await checkDepartmentParent(db, companyId, parentId, current?.id);
  await checkDepartmentName(db, companyId, parentId, input.name, current?.id);
  return { companyId, parentId, name: input.name };
}

/** The parent must be a department of the same company, and not the department itself or one below it (ND1030). */
export async function checkDepartmentParent(
  db: Queryable,
  companyId: number,
  parentId: number,
  departmentId: number | undefined,
  field = "stakeholderDepartmentParentId",
): Promise<void> {
  if (!isRowId(parentId)) throw refuse("ND1030", field);
  const parent = await db
    .selectFrom("departments")
    .select("id")
    .where("id", "=", parentId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!parent) throw refuse("ND1030", field);
  if (departmentId !== undefined) {
    const { rows } = await sql<{ id: number }>`
      with recursive tree(id) as (
        select ${departmentId}::int
        union
        select d.id from departments d join tree t on d.parent_id = t.id
      ) select id from tree where id = ${parentId}`.execute(db);
    if (rows.length > 0) throw refuse("ND1030", field);
  }
}

/** Department names are unique among siblings, without case (ND1024). */
export async function checkDepartmentName(
  db: Queryable,
  companyId: number,
  parentId: number | null,
  name: string,
  departmentId: number | undefined,
): Promise<void> {
  let query = db
    .selectFrom("departments")
    .select("id")
    .where("company_id", "=", companyId)
    .where(sql`coalesce(parent_id, 0)`, "=", parentId ?? 0)
    .where(sql`lower(name)`, "=", name.toLowerCase());
  if (departmentId !== undefined) query = query.where("id", "<>", departmentId);
  if (await query.executeTakeFirst()) throw refuse("ND1024", "name");
}

// ---------------------------------------------------------------- people

export interface PersonIdentity {
  companyId: number;
  /** The person being changed (absent on create). */
  selfId?: number | undefined;
  email: string;
  login: string;
  userCode: string | null;
}

/**
 * The person already exists in another company, same e-mail and login (ND1002); otherwise
 * e-mail unique among live people (ND1029 same company, ND1039 another company); login unique on the platform,
 * also against other people's e-mail addresses, which sign in too (ND1048 same company, ND1034 another
 * company); user code unique in the company (ND1048). One query.
 */
export async function checkPersonIdentity(db: Queryable, who: PersonIdentity): Promise<void> {
  const email = who.email.toLowerCase();
  const login = who.login.toLowerCase();
  const userCode = who.userCode?.toLowerCase() ?? null;
  const { rows } = await sql<{
    company_id: number;
    email_hit: boolean;
    login_hit: boolean;
    code_hit: boolean;
  }>`
    select company_id,
      coalesce(deleted_at is null and lower(email) = ${email}, false) as email_hit,
      coalesce(lower(login) = ${login} or (deleted_at is null and lower(email) = ${login}), false) as login_hit,
      coalesce(deleted_at is null and company_id = ${who.companyId} and lower(user_code) = ${userCode}, false)
        as code_hit
    from people
    where id <> ${who.selfId ?? 0}
      and ((deleted_at is null and lower(email) in (${email}, ${login}))
        or lower(login) = ${login}
        or (${userCode}::text is not null and deleted_at is null and company_id = ${who.companyId}
          and lower(user_code) = ${userCode}))`.execute(db);
  // The same e-mail and login are one person of another company: the user already exists there (ND1002).
  if (rows.some((r) => r.email_hit && r.login_hit && r.company_id !== who.companyId))
    throw refuse("ND1002", "email");
  const emailHit = rows.find((r) => r.email_hit);
  if (emailHit) throw refuse(emailHit.company_id === who.companyId ? "ND1029" : "ND1039", "email");
  const loginHit = rows.find((r) => r.login_hit);
  if (loginHit) throw refuse(loginHit.company_id === who.companyId ? "ND1048" : "ND1034", "login");
  if (rows.some((r) => r.code_hit)) throw refuse("ND1048", "userCode");
}

/** A person's services must be among the company's (NF1003: a service the company has not contracted). */
export function checkPersonServices(
  companyServices: readonly number[],
  services: readonly number[] | null,
): void {
  if (services === null) return;
  const contracted = new Set(companyServices);
  if (services.some((s) => !contracted.has(s))) throw new AppError("NF1003", { field: "services" });
}

export interface ProfileRow {
  profile: Profile;
  company_id: number | null;
}

/**
 * The person_profiles rows an admin's input asks for (spec §6):
 * - USER as asked;
 * - CONTROLLER of each of `controllerCompanyIds` (at least one: ND1006; each a live company in the caller's
 *   scope: ND1000); rows for companies outside the caller's scope are kept as they are;
 * - ADMIN is granted or removed only by a platform admin (NF1002); an admin granted here administers the
 *   person's own company (platform admins are made by the operator); an existing ADMIN row is kept as it is.
 */
export async function profileRowsFor(
  db: Queryable,
  input: Pick<TPersonInputParsed, "profiles" | "controllerCompanyIds">,
  ctx: { scope: CompanyScope; companyId: number; existing: readonly ProfileRow[] },
): Promise<ProfileRow[]> {
  const wanted = new Set(input.profiles);
  const rows: ProfileRow[] = [];
  if (wanted.has("USER")) rows.push({ profile: "USER", company_id: null });

  const existingAdmin = ctx.existing.filter((r) => r.profile === "ADMIN");
  if (wanted.has("ADMIN") !== existingAdmin.length > 0 && !ctx.scope.all) {
    throw new AppError("NF1002", { field: "profiles" });
  }
  if (wanted.has("ADMIN"))
    rows.push(
      ...(existingAdmin.length > 0
        ? existingAdmin
        : [{ profile: "ADMIN" as const, company_id: ctx.companyId }]),
    );

  const keptControllers = ctx.existing.filter(
    (r) => r.profile === "CONTROLLER" && r.company_id !== null && !inScope(ctx.scope, r.company_id),
  );
  rows.push(...keptControllers);
  if (wanted.has("CONTROLLER")) {
    const ids = [...new Set(input.controllerCompanyIds)];
    if (ids.length === 0 && keptControllers.length === 0) throw refuse("ND1006", "controllerCompanyIds");
    if (ids.some((id) => !isRowId(id) || !inScope(ctx.scope, id))) throw notFound("controllerCompanyIds");
    if (ids.length > 0) {
      const live = await db
        .selectFrom("companies")
        .select("id")
        .where("id", "in", ids)
        .where("deleted_at", "is", null)
        .execute();
      if (live.length !== ids.length) throw notFound("controllerCompanyIds");
    }
    for (const id of ids) rows.push({ profile: "CONTROLLER", company_id: id });
  }
  if (rows.length === 0) throw refuse("ND1006", "profiles");
  return rows;
}

export interface CheckedPerson {
  companyId: number;
  companyServices: number[];
  departmentId: number | null;
  login: string;
}

export interface PersonCheckContext {
  scope: CompanyScope;
  /** The person being updated, with their current e-mail and login (for `loginAfterSave`). */
  current?: { id: number; company_id: number; email: string | null; login: string } | undefined;
}

/**
 * The login a saved person gets when the form leaves it empty: on a new person, the e-mail; on an update, the current
 * login, except that a login that was the e-mail follows the new e-mail (issue 15, point 14: it stayed the first
 * address, silently). docs/organisation.md "Usernames".
 */
export function loginAfterSave(
  input: { email: string; login: string | null },
  current?: { email: string | null; login: string },
): string {
  if (input.login !== null) return input.login;
  if (!current) return input.email;
  return current.login.toLowerCase() === (current.email ?? "").toLowerCase() ? input.email : current.login;
}

/** Every rule on a person's own fields (profiles apart: `profileRowsFor`). */
export async function checkPersonInput(
  db: Queryable,
  input: TPersonInputParsed,
  { scope, current }: PersonCheckContext,
): Promise<CheckedPerson> {
  let company: LiveCompany;
  if (current) {
    // A person never moves to another company; they are deleted there and created in the other.
    if (input.stakeholderCompanyId !== undefined && input.stakeholderCompanyId !== current.company_id) {
      throw refuse("ND1028", "stakeholderCompanyId");
    }
    company = await liveCompanyInScope(db, current.company_id, scope, "stakeholderCompanyId");
  } else {
    if (input.stakeholderCompanyId === undefined) throw refuse("ND1018", "stakeholderCompanyId");
    company = await liveCompanyInScope(db, input.stakeholderCompanyId, scope, "stakeholderCompanyId");
  }
  const departmentId = input.stakeholderDepartmentId;
  if (departmentId !== null) await checkPersonDepartment(db, company.id, departmentId);
  const login = loginAfterSave(input, current);
  await checkPersonIdentity(db, {
    companyId: company.id,
    selfId: current?.id,
    email: input.email,
    login,
    userCode: input.userCode,
  });
  checkPersonServices(company.services, input.services);
  return { companyId: company.id, companyServices: company.services, departmentId, login };
}

/** A person's department must be one of their company's (ND1030). */
export async function checkPersonDepartment(
  db: Queryable,
  companyId: number,
  departmentId: number,
  field = "stakeholderDepartmentId",
): Promise<void> {
  if (!isRowId(departmentId)) throw refuse("ND1030", field);
  const row = await db
    .selectFrom("departments")
    .select("id")
    .where("id", "=", departmentId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) throw refuse("ND1030", field);
}

// ---------------------------------------------------------------- races

/** What each unique index means, when a write loses a race the checks above could not see. */
const UNIQUE_CODES: Record<string, [ErrorCode, string]> = {
  companies_fiscal_code_key: ["ND1025", "code"],
  companies_domain_key: ["ND1026", "domains"],
  company_domains_pkey: ["ND1026", "domains"],
  departments_sibling_name_key: ["ND1024", "name"],
  people_email_key: ["ND1029", "email"],
  people_login_key: ["ND1048", "login"],
  people_user_code_key: ["ND1048", "userCode"],
};

/** The constraint a PostgreSQL unique violation (23505) names, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== "23505") return undefined;
  return typeof constraint === "string" ? constraint : "";
}

/**
 * Runs a write; a unique violation becomes its catalogue code. `recheck` (optional) runs the rules again
 * after the failed transaction, so the answer names the precise case (ND1039 rather than ND1029, say).
 */
export async function mapUniqueViolation<T>(
  work: () => Promise<T>,
  recheck?: () => Promise<unknown>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    if (recheck) await recheck();
    const known = UNIQUE_CODES[constraint];
    throw known ? refuse(known[0], known[1]) : new AppError("ND1027");
  }
}
