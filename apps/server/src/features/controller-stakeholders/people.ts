import type { TControllerPersonInputParsed, TPerson } from "@wellguard/contract";
import { sql, type Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import type { CompanyScope } from "../../lib/scope";
import type { SessionContext, SessionStore } from "../../lib/session";
import { isRowId, personRecord } from "./queries";

/*
 * A controller edits a person of a company they manage (spec §7 "Controller stakeholders"). The rules and codes
 * are the admin API's (issue 3 point 2); what only an admin may change (profiles, managed companies, company)
 * is refused when sent different from what the person has.
 *
 * Not editable by a controller at all (403 NF1002): a person holding ADMIN, or a controller of a company the
 * caller does not manage. Changing such a person's e-mail and then asking for a reset link would hand the
 * caller rights they do not have.
 */

type Trx = Transaction<Database>;

function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((v) => right.has(v));
}

/** Who else already uses the e-mail, login or user code: the code the admin API answers with. */
async function assertUnique(
  trx: Trx | Db,
  person: { id: number; companyId: number },
  values: { email: string; login: string; userCode: string | null },
) {
  const email = await trx
    .selectFrom("people")
    .select("company_id")
    .where(sql<boolean>`lower(email) = ${values.email.toLowerCase()}`)
    .where("deleted_at", "is", null)
    .where("id", "<>", person.id)
    .executeTakeFirst();
  if (email)
    throw new AppError(email.company_id === person.companyId ? "ND1029" : "ND1039", { field: "email" });
  // Logins are unique on the whole platform, deleted people included (their login is replaced on deletion).
  const login = await trx
    .selectFrom("people")
    .select("company_id")
    .where(sql<boolean>`lower(login) = ${values.login.toLowerCase()}`)
    .where("id", "<>", person.id)
    .executeTakeFirst();
  if (login)
    throw new AppError(login.company_id === person.companyId ? "ND1048" : "ND1034", { field: "login" });
  if (values.userCode !== null) {
    const code = await trx
      .selectFrom("people")
      .select("id")
      .where("company_id", "=", person.companyId)
      .where(sql<boolean>`lower(user_code) = ${values.userCode.toLowerCase()}`)
      .where("deleted_at", "is", null)
      .where("id", "<>", person.id)
      .executeTakeFirst();
    if (code) throw new AppError("ND1048", { field: "userCode" });
  }
}

/** Maps a unique violation that raced past the checks to the same code the checks give. */
async function mapUniqueViolation(
  db: Db,
  error: unknown,
  person: { id: number; companyId: number },
  values: { email: string; login: string; userCode: string | null },
): Promise<never> {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code === "23505") {
    // Outside the failed transaction: the competing row is committed and visible now.
    await assertUnique(db, person, values);
    const field =
      pgError.constraint === "people_email_key"
        ? "email"
        : pgError.constraint === "people_user_code_key"
          ? "userCode"
          : "login";
    throw new AppError(field === "email" ? "ND1029" : "ND1048", { field });
  }
  throw error;
}

export async function updatePersonAsController(
  deps: { db: Db; sessions: SessionStore },
  session: SessionContext,
  scope: CompanyScope & { all: false },
  personId: number,
  input: TControllerPersonInputParsed,
): Promise<TPerson> {
  const { db, sessions } = deps;
  const before = await personRecord(db, personId);
  if (!before || !scope.companyIds.includes(before.company.stakeholderId)) throw new AppError("ND1000");
  const companyId = before.company.stakeholderId;

  if (before.profiles.includes("ADMIN")) throw new AppError("NF1002");
  if (before.controllerCompanyIds.some((id) => !scope.companyIds.includes(id))) throw new AppError("NF1002");
  if (input.profiles !== undefined && !sameSet(input.profiles, before.profiles)) {
    throw new AppError("ND1006", { field: "profiles" });
  }
  if (
    input.controllerCompanyIds !== undefined &&
    !sameSet(input.controllerCompanyIds, before.controllerCompanyIds)
  ) {
    throw new AppError("ND1006", { field: "controllerCompanyIds" });
  }
  if (input.stakeholderCompanyId !== undefined && input.stakeholderCompanyId !== companyId) {
    throw new AppError("ND1027", { field: "stakeholderCompanyId" });
  }

  const company = await db
    .selectFrom("companies")
    .select("services")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  if (input.services !== null) {
    const contracted = new Set(company.services);
    if (input.services.some((s) => !contracted.has(s))) throw new AppError("NF1003", { field: "services" });
  }
  if (input.stakeholderDepartmentId !== null) {
    const department = isRowId(input.stakeholderDepartmentId)
      ? await db
          .selectFrom("departments")
          .select("id")
          .where("id", "=", input.stakeholderDepartmentId)
          .where("company_id", "=", companyId)
          .executeTakeFirst()
      : undefined;
    if (!department) throw new AppError("ND1030", { field: "stakeholderDepartmentId" });
  }

  // An omitted login keeps the current one: a login is never empty, and a new e-mail does not change it.
  const values = { email: input.email, login: input.login ?? before.login, userCode: input.userCode };
  const person = { id: personId, companyId };
  try {
    return await sessions.changePerson(personId, async (trx) => {
      await assertUnique(trx, person, values);
      const updated = await trx
        .updateTable("people")
        .set({
          name: input.name,
          surname: input.surname,
          email: values.email,
          login: values.login,
          user_code: values.userCode,
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
      const after = await personRecord(trx, personId);
      if (!after) throw new AppError("ND1000");
      await recordAudit(
        trx,
        { session, profile: "CONTROLLER" },
        {
          action: "update",
          entityType: "people",
          entityId: personId,
          companyId,
          before,
          after,
        },
      );
      return after;
    });
  } catch (error) {
    return mapUniqueViolation(db, error, person, values);
  }
}
