import { type FederationFailure, isCleanText, MAX_LENGTHS } from "@wellguard/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { eventsCommitted } from "../../lib/events";
import { checkPersonIdentity } from "../../lib/organisation/rules";
import { loadPerson } from "../../lib/person";
import { tokenHash } from "../../lib/secrets";
import { createSession } from "../auth/sign-in";
import { recordPersonChanges } from "../integrations/person-events";
import { type FederationRow, sealContext, ssoUrls } from "./federation";

export interface FederatedIdentity {
  /** The configured claim's value is looked up; both are passed when the provider gives them. */
  email: string | null;
  login: string | null;
  givenName?: string | null;
  familyName?: string | null;
  /** What the provider's logout needs later (sso_sessions). */
  logout?: {
    idToken?: string | null;
    nameId?: string | null;
    nameIdFormat?: string | null;
    sessionIndex?: string | null;
  };
}

/** A provider's value as we store it: trimmed, without control characters, within the column's length. */
function cleanClaim(value: string | null | undefined, max: number): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > max || !isCleanText(trimmed)) return null;
  return trimmed;
}

/** Shortens a value for a log line or the admin's last_failure (never a secret: callers pass identifiers). */
function short(value: string, max = 120): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

/** Where the refusal is recorded for the admin and answered to the browser. */
export async function refuseFederatedSignIn(
  deps: AppDeps,
  companyId: number,
  hosts: readonly string[],
  reason: FederationFailure,
  detail: string,
  log: FastifyBaseLogger,
): Promise<string> {
  log.warn(
    { companyId, reason },
    `single sign-on refused for company ${companyId}: ${reason} (${short(detail, 300)})`,
  );
  try {
    await deps.db
      .updateTable("company_federations")
      .set({ last_failure: short(`${reason}: ${detail}`, 490), last_failure_at: new Date() })
      .where("company_id", "=", companyId)
      .execute();
  } catch (error) {
    // The refusal is answered even when it cannot be recorded (the log line above has it).
    log.error({ err: error, companyId }, "could not record the single sign-on failure");
  }
  return ssoUrls(deps.config, companyId, hosts).errorPage(reason);
}

/**
 * The redirect for a sign-in step that threw: a protocol's own refusal keeps its reason; anything else is logged as
 * an error and refused with `unexpected` (its name only in the detail: a library's message may quote the answer).
 */
export async function refusalRedirect(
  deps: AppDeps,
  companyId: number,
  hosts: readonly string[],
  error: unknown,
  isRefusal: (error: unknown) => error is Error & { reason: FederationFailure; detail: string },
  unexpected: { reason: FederationFailure; step: string },
  log: FastifyBaseLogger,
): Promise<string> {
  if (isRefusal(error)) return refuseFederatedSignIn(deps, companyId, hosts, error.reason, error.detail, log);
  log.error({ err: error, companyId }, `single sign-on: ${unexpected.step}`);
  const detail = `${unexpected.step} failed (${error instanceof Error ? error.name : "?"})`;
  return refuseFederatedSignIn(deps, companyId, hosts, unexpected.reason, detail, log);
}

interface Match {
  id: number;
  disabled_at: Date | null;
}

async function findPerson(deps: AppDeps, companyId: number, claim: "email" | "login", value: string) {
  return (await deps.db
    .selectFrom("people")
    .select(["id", "disabled_at"])
    .where("company_id", "=", companyId)
    .where("deleted_at", "is", null)
    .where((eb) => eb(eb.fn("lower", [claim]), "=", value.toLowerCase()))
    .orderBy("id")
    .limit(1)
    .executeTakeFirst()) as Match | undefined;
}

/** The provider's names; without a given name, the e-mail's local part (or the login) stands in for it. */
function namesOf(federation: FederationRow, identity: FederatedIdentity, key: string) {
  const name =
    cleanClaim(identity.givenName, MAX_LENGTHS.name.max) ??
    cleanClaim(key.split("@")[0], MAX_LENGTHS.name.max) ??
    `user-${federation.company_id}`;
  const surname = cleanClaim(identity.familyName, MAX_LENGTHS.surname.max) ?? "";
  return { name, surname };
}

/** A just-in-time creation the organisation rules refuse; its message names the code and field, no values. */
class JitRefused extends Error {}

/**
 * Creates a person the provider vouches for (JIT) with the USER profile, audited as SYSTEM; throws JitRefused when
 * the e-mail or login collides with someone else's (the ND1002/1029/1034/1039/1048 rules of lib/organisation).
 */
async function createJitPerson(
  trx: Transaction<Database>,
  federation: FederationRow,
  identity: { email: string | null; login: string },
  names: { name: string; surname: string },
): Promise<number> {
  try {
    await checkPersonIdentity(trx, {
      companyId: federation.company_id,
      email: identity.email ?? "",
      login: identity.login,
      userCode: null,
    });
  } catch (error) {
    if (error instanceof AppError) throw new JitRefused(`${error.code} on ${error.field ?? "identity"}`);
    throw error;
  }
  const department =
    federation.jit_department_id === null
      ? undefined
      : await trx
          .selectFrom("departments")
          .select("id")
          .where("id", "=", federation.jit_department_id)
          .where("company_id", "=", federation.company_id)
          .executeTakeFirst();
  const row = await trx
    .insertInto("people")
    .values({
      company_id: federation.company_id,
      department_id: department?.id ?? null,
      name: names.name,
      surname: names.surname,
      email: identity.email,
      login: identity.login,
      user_code: null,
      locale: null,
      avatar: null,
      password_hash: null,
      password_changed_at: null,
      services: null,
      gender: null,
      phone: null,
      time_zone: null,
      deleted_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("person_profiles")
    .values({ person_id: row.id, profile: "USER", company_id: null })
    .execute();
  await trx
    .insertInto("audit_events")
    .values({
      actor_person_id: null,
      actor_profile: "SYSTEM",
      action: "create",
      entity_type: "people",
      entity_id: row.id,
      company_id: federation.company_id,
      before: null,
      after: JSON.stringify({
        id: row.id,
        name: names.name,
        surname: names.surname,
        email: identity.email,
        login: identity.login,
        departmentId: department?.id ?? null,
        profiles: ["USER"],
        source: `single sign-on (${federation.protocol}), created just in time`,
      }),
    })
    .execute();
  await recordPersonChanges(trx, "sso", new Map(), [row.id]);
  return row.id;
}

/** A unique violation raced in by another sign-in of the same person: treated as a collision. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/** Signs the matched person in and answers where to 303 the browser (/token/#token=… or /federation/not-found). */
export async function finishFederatedSignIn(
  deps: AppDeps,
  federation: FederationRow,
  identity: FederatedIdentity,
  log: FastifyBaseLogger,
): Promise<string> {
  const companyId = federation.company_id;
  const urls = ssoUrls(deps.config, companyId, federation.hosts);
  const claim = federation.match_claim === "login" ? "login" : "email";
  const email = cleanClaim(identity.email, MAX_LENGTHS.email.max);
  const login = cleanClaim(identity.login, MAX_LENGTHS.login.max);
  const key = claim === "email" ? email : login;
  const refuse = (reason: FederationFailure, detail: string) =>
    refuseFederatedSignIn(deps, companyId, federation.hosts, reason, detail, log);
  if (!key) return refuse("identifier", `the provider's answer has no usable ${claim} claim`);

  let match = await findPerson(deps, companyId, claim, key);
  let created = false;
  if (!match) {
    if (!federation.jit_create) {
      log.info({ companyId }, `single sign-on for company ${companyId}: no person with this ${claim}`);
      return urls.notFound;
    }
    const names = namesOf(federation, identity, key);
    // The e-mail is kept only when it looks like one; the login is the matched identifier.
    const jitEmail = email?.includes("@") ? email.toLowerCase() : null;
    try {
      const id = await deps.db
        .transaction()
        .execute((trx) =>
          createJitPerson(
            trx,
            federation,
            { email: jitEmail, login: claim === "email" ? key.toLowerCase() : key },
            names,
          ),
        );
      match = { id, disabled_at: null };
      created = true;
      eventsCommitted();
      log.info(
        { companyId, personId: id },
        `single sign-on for company ${companyId}: person ${id} created just in time`,
      );
    } catch (error) {
      if (error instanceof JitRefused) {
        return refuse("identifier", `just-in-time creation refused: ${error.message}`);
      }
      if (isUniqueViolation(error)) {
        // Another sign-in created them a moment ago: use that person if they are in this company.
        match = await findPerson(deps, companyId, claim, key);
        if (!match) return refuse("identifier", "just-in-time creation refused: the identifier is taken");
      } else throw error;
    }
  }
  if (match.disabled_at !== null) {
    return refuse("disabled", `person ${match.id} is deactivated`);
  }
  const person = await loadPerson(deps.db, match.id);
  if (!person) return urls.notFound;

  const logout = identity.logout ?? {};
  const token = await deps.db.transaction().execute(async (trx) => {
    const token = await createSession(trx, deps.config, person);
    const session = await trx
      .selectFrom("sessions")
      .select("id")
      .where("token_hash", "=", tokenHash(token))
      .executeTakeFirstOrThrow();
    const idToken =
      logout.idToken && deps.sealer
        ? deps.sealer.seal(logout.idToken, sealContext.idToken(session.id))
        : null;
    await trx
      .insertInto("sso_sessions")
      .values({
        session_id: session.id,
        company_id: companyId,
        protocol: federation.protocol,
        id_token_sealed: idToken,
        name_id: logout.nameId ?? null,
        name_id_format: logout.nameIdFormat ?? null,
        session_index: logout.sessionIndex ?? null,
      })
      .execute();
    return token;
  });
  log.info(
    { companyId, personId: person.id },
    `single sign-on for company ${companyId}: person ${person.id} signed in${created ? " (new)" : ""}`,
  );
  return urls.tokenPage(token);
}
