import type { Db } from "../../db/database";
import { adminScope, inScope, notFound } from "../../lib/scope";
import type { SessionContext } from "../../lib/session";

/**
 * The company whose integrations (API keys, webhooks) the caller manages: one they are CONTROLLER of, or one in
 * their ADMIN scope; anything else answers 404 ND1000, like an unknown company. Also tells which role the caller
 * acts with there (a new key acts with it): CONTROLLER when they are one, else ADMIN.
 */
export async function integrationCompany(
  db: Db,
  session: SessionContext,
  companyId: number,
): Promise<{ companyId: number; actingProfile: "ADMIN" | "CONTROLLER" }> {
  const company = await db
    .selectFrom("companies")
    .select("id")
    .where("id", "=", companyId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!company) throw notFound("companyId");
  if (session.person.controllerCompanyIds.includes(companyId))
    return { companyId, actingProfile: "CONTROLLER" };
  if (session.profiles.includes("ADMIN") && inScope(await adminScope(db, session), companyId)) {
    return { companyId, actingProfile: "ADMIN" };
  }
  throw notFound("companyId");
}
