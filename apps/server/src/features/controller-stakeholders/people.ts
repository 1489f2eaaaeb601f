import type { TControllerPersonInputParsed, TPerson } from "@wellguard/contract";
import type { Db } from "../../db/database";
import { setActor } from "../../lib/actor";
import { recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { eventsCommitted } from "../../lib/events";
import {
  checkPersonDepartment,
  checkPersonIdentity,
  checkPersonServices,
  loginAfterSave,
  mapUniqueViolation,
  personById,
} from "../../lib/organisation";
import type { CompanyScope } from "../../lib/scope";
import type { SessionContext, SessionStore } from "../../lib/session";
import { personSnapshot, personSource, recordPersonChanges } from "../integrations/person-events";

/*
 * A controller edits a person of a company they manage (spec §7 "Controller stakeholders"). The rules and codes
 * are the admin API's (issue 3 point 2); what only an admin may change (profiles, managed companies, company)
 * is refused when sent different from what the person has.
 *
 * Not editable by a controller at all (403 NF1002): a person holding ADMIN, or a controller of a company the
 * caller does not manage. Changing such a person's e-mail and then asking for a reset link would hand the
 * caller rights they do not have.
 */

function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((v) => right.has(v));
}

export async function updatePersonAsController(
  deps: { db: Db; sessions: SessionStore },
  session: SessionContext,
  scope: CompanyScope & { all: false },
  personId: number,
  input: TControllerPersonInputParsed,
): Promise<TPerson> {
  const { db, sessions } = deps;
  // Unscoped on purpose: the rights check below must see every company the person controls.
  const full = await personById(db, personId);
  if (!full || !scope.companyIds.includes(full.company.stakeholderId)) throw new AppError("ND1000");
  const companyId = full.company.stakeholderId;

  if (full.profiles.includes("ADMIN")) throw new AppError("NF1002");
  // A peer controller's e-mail or login: changing it and asking for a reset link would take over the account.
  if (full.profiles.includes("CONTROLLER")) {
    if (input.email !== (full.email ?? "").toLowerCase()) throw new AppError("NF1002", { field: "email" });
    if (input.login != null && input.login.toLowerCase() !== full.login.toLowerCase()) {
      throw new AppError("NF1002", { field: "login" });
    }
  }
  if (full.controllerCompanyIds.some((id) => !scope.companyIds.includes(id))) throw new AppError("NF1002");
  if (input.profiles !== undefined && !sameSet(input.profiles, full.profiles)) {
    throw new AppError("ND1006", { field: "profiles" });
  }
  if (
    input.controllerCompanyIds !== undefined &&
    !sameSet(input.controllerCompanyIds, full.controllerCompanyIds)
  ) {
    throw new AppError("ND1006", { field: "controllerCompanyIds" });
  }
  if (input.stakeholderCompanyId !== undefined && input.stakeholderCompanyId !== companyId) {
    throw new AppError("ND1028", { field: "stakeholderCompanyId" });
  }

  const company = await db
    .selectFrom("companies")
    .select("services")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  checkPersonServices(company.services, input.services);
  if (input.stakeholderDepartmentId !== null) {
    await checkPersonDepartment(db, companyId, input.stakeholderDepartmentId);
  }

  const identity = {
    companyId,
    selfId: personId,
    email: input.email,
    login: loginAfterSave(input, full),
    userCode: input.userCode,
  };
  const person = await mapUniqueViolation(
    () =>
      sessions.changePerson(personId, async (trx) => {
        await setActor(trx, { personId: session.personId, profile: "CONTROLLER" });
        await checkPersonIdentity(trx, identity);
        const snapshot = await personSnapshot(trx, [personId]);
        const updated = await trx
          .updateTable("people")
          .set({
            name: input.name,
            surname: input.surname,
            email: identity.email,
            login: identity.login,
            user_code: identity.userCode,
            gender: input.gender,
            phone: input.phone,
            time_zone: input.timeZone,
            locale: input.locale,
            department_id: input.stakeholderDepartmentId,
            avatar: input.avatar,
            services: input.services,
            updated_at: new Date(),
          })
          .where("id", "=", personId)
          .where("company_id", "=", companyId)
          .where("deleted_at", "is", null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw new AppError("ND1000");
        await recordPersonChanges(trx, personSource(session, "controller"), snapshot, [personId]);
        const after = await personById(trx, personId, scope);
        if (!after) throw new AppError("ND1000");
        await recordAudit(
          trx,
          { session, profile: "CONTROLLER" },
          {
            action: "update",
            entityType: "people",
            entityId: personId,
            companyId,
            before: { ...full, controllerCompanyIds: after.controllerCompanyIds },
            after,
          },
        );
        return after;
      }),
    // After a lost race the competing row is committed: the checks name the precise code (ND1039, ND1034...).
    () => checkPersonIdentity(db, identity),
  );
  eventsCommitted();
  return person;
}
