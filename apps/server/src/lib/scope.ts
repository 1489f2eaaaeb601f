import { sql } from "kysely";
import type { Db } from "../db/database";
import { AppError } from "./errors";
import type { SessionContext } from "./session";

/**
 * Tenant scope (architecture "Tenant scope"): which companies a caller may see. An id outside the scope is
 * answered exactly like an id that does not exist (404 ND1000), so ids of other tenants cannot be probed.
 *
 * - ADMIN without a company (the platform's own admins): every company.
 * - ADMIN of a company: that company and every company below it (child companies, recursively).
 * - CONTROLLER: exactly the companies of their CONTROLLER profiles (spec §6: one or several).
 */
export type CompanyScope = { all: true } | { all: false; companyIds: number[] };

export function notFound(field?: string): AppError {
  return new AppError("ND1000", field ? { field } : {});
}

/** The companies an admin manages; read from the database because child companies change. */
export async function adminScope(db: Db, session: SessionContext): Promise<CompanyScope> {
  // A key reaches its one company, and as an admin only when it acts as one (lib/api-keys.ts).
  if (session.apiKey) {
    return {
      all: false,
      companyIds: session.apiKey.actingProfile === "ADMIN" ? [session.apiKey.companyId] : [],
    };
  }
  const rows = await db
    .selectFrom("person_profiles")
    .select("company_id")
    .where("person_id", "=", session.personId)
    .where("profile", "=", "ADMIN")
    .execute();
  if (rows.length === 0) return { all: false, companyIds: [] };
  if (rows.some((r) => r.company_id === null)) return { all: true };
  const roots = rows.map((r) => r.company_id as number);
  const { rows: tree } = await sql<{ id: number }>`
    with recursive tree(id) as (
      select id from companies where id = any(${roots}::int[]) and deleted_at is null
      union
      select c.id from companies c join tree t on c.parent_company_id = t.id where c.deleted_at is null
    ) select id from tree`.execute(db);
  return { all: false, companyIds: tree.map((r) => r.id) };
}

export function inScope(scope: CompanyScope, companyId: number): boolean {
  return scope.all || scope.companyIds.includes(companyId);
}

/** Throws ND1000 unless the company is in the scope. */
export function assertInScope(
  scope: CompanyScope,
  companyId: number | null | undefined,
  field?: string,
): number {
  if (companyId == null || !inScope(scope, companyId)) throw notFound(field);
  return companyId;
}

/** The companies a controller manages (from the session: profiles are re-read whenever they change). */
export function controllerScope(session: SessionContext): CompanyScope {
  return { all: false, companyIds: session.person.controllerCompanyIds };
}

/**
 * A live company the controller manages, else 404 ND1000 (as an unknown one); when a module is named, one the
 * company has contracted, else 403 NF1003 (spec §2: pages are gated by module).
 */
export async function managedCompanyId(
  db: Db,
  session: SessionContext,
  companyId: number,
  /** A service the company must contract, or several of which it must contract one. */
  service?: number | readonly number[],
): Promise<number> {
  assertInScope(controllerScope(session), companyId, "companyId");
  const company = await db
    .selectFrom("companies")
    .select(["id", "services"])
    .where("id", "=", companyId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!company) throw notFound("companyId");
  const anyOf = service === undefined ? [] : [service].flat();
  if (anyOf.length > 0 && !anyOf.some((id) => company.services.includes(id))) throw new AppError("NF1003");
  return company.id;
}
