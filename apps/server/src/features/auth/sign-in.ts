import {
  isCleanText,
  LIMITS,
  LOCALES,
  type Locale,
  type TLoginResult,
  type TSessionInfo,
} from "@wellguard/contract";
import { sql } from "kysely";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/errors";
import { loadPerson, type PersonView, type SessionPerson } from "../../lib/person";
import { dummyPasswordHash, loginKey, newToken, tokenHash, verifyPassword } from "../../lib/secrets";
import type { SessionContext, SessionStore } from "../../lib/session";

const MINUTE = 60_000;

/**
 * Decodes the base64 password of the login form; anything but valid base64 of UTF-8 is refused, and so is a
 * decoded password with control characters: it is a text like any other (issue 15, point 3), and no password
 * can hold one since new passwords are the contract's text type.
 */
export function decodePassword(encoded: string): string {
  const compact = encoded.trim();
  if (compact.length === 0 || compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    throw new AppError("ND1027", { field: "password" });
  }
  let plain: string;
  try {
    plain = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(compact, "base64"));
  } catch {
    throw new AppError("ND1027", { field: "password" });
  }
  if (!isCleanText(plain)) throw new AppError("ND1027", { field: "password" });
  return plain;
}

function blocked(): AppError {
  return new AppError("NF1004", { status: 401, message: "blocked" });
}

export async function assertNotBlocked(db: Db, key: string): Promise<void> {
  const lock = await db
    .selectFrom("login_lockouts")
    .select("locked_until")
    .where("login_key", "=", key)
    .executeTakeFirst();
  if (lock && lock.locked_until.getTime() > Date.now()) throw blocked();
}

/** Counts a failed attempt; the attempt that reaches the limit blocks the login and is told so. */
export async function recordFailure(db: Db, key: string): Promise<AppError> {
  const windowStart = new Date(Date.now() - LIMITS.loginFailureWindowMinutes * MINUTE);
  const failures = await db.transaction().execute(async (trx) => {
    await trx.insertInto("login_failures").values({ login_key: key }).execute();
    const { count } = await trx
      .selectFrom("login_failures")
      .select(sql<number>`count(*)::int`.as("count"))
      .where("login_key", "=", key)
      .where("failed_at", ">", windowStart)
      .executeTakeFirstOrThrow();
    if (count >= LIMITS.loginFailuresBeforeBlock) {
      const lockedUntil = new Date(Date.now() + LIMITS.loginBlockMinutes * MINUTE);
      await trx
        .insertInto("login_lockouts")
        .values({ login_key: key, locked_until: lockedUntil })
        .onConflict((oc) => oc.column("login_key").doUpdateSet({ locked_until: lockedUntil }))
        .execute();
      await trx.deleteFrom("login_failures").where("login_key", "=", key).execute();
    }
    return count;
  });
  return failures >= LIMITS.loginFailuresBeforeBlock ? blocked() : new AppError("NF1012");
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_failures").where("login_key", "=", key).execute();
}

/**
 * Checks a login and password with the same work for unknown logins (a dummy hash is verified), the
 * same lockout bookkeeping, and the same reply. Returns the person on success. A disabled person is answered
 * exactly as a wrong password; a person of a federated company gets ND1037 (they sign in at their provider),
 * after the same hash check, whatever the password, so the answer says nothing about it.
 */
export async function checkCredentials(db: Db, login: string, password: string): Promise<PersonView> {
  const key = loginKey(login);
  await assertNotBlocked(db, key);
  const row = await db
    .selectFrom("people as p")
    .innerJoin("companies as c", "c.id", "p.company_id")
    .select(["p.id", "p.password_hash", "p.disabled_at", "c.federation_url"])
    .where((eb) => eb(eb.fn("lower", ["p.login"]), "=", key))
    .where("p.deleted_at", "is", null)
    .executeTakeFirst();
  const hash = row?.password_hash ?? (await dummyPasswordHash());
  const verified = await verifyPassword(hash, password);
  const live = row !== undefined && row.disabled_at === null;
  if (live && row.federation_url !== null) {
    throw new AppError("ND1037", {
      message: "This account signs in through its organisation's single sign-on",
    });
  }
  const ok = verified && live && row.password_hash !== null;
  const person = ok ? await loadPerson(db, row.id) : undefined;
  if (!person) throw await recordFailure(db, key);
  await clearFailures(db, key);
  return person;
}

export function isPasswordExpired(person: PersonView, config: Pick<Config, "passwordMaxAgeDays">): boolean {
  const changed = person.passwordChangedAt?.getTime() ?? 0;
  return changed + config.passwordMaxAgeDays * 24 * 60 * MINUTE <= Date.now();
}

export async function createSession(
  db: Db,
  config: Pick<Config, "sessionMaxHours">,
  person: PersonView,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto("sessions")
    .values({
      token_hash: tokenHash(token),
      person_id: person.id,
      conditions_pending: !(person.termsAccepted && person.privacyAccepted),
      expires_at: new Date(Date.now() + config.sessionMaxHours * 60 * MINUTE),
    })
    .execute();
  return token;
}

const bit = (v: boolean): 0 | 1 => (v ? 1 : 0);

export function loginResult(person: PersonView, token: string): TLoginResult {
  return {
    token,
    stakeholderUserId: person.id,
    stakeholderCompanyId: person.companyId,
    termsOfUse: bit(person.termsAccepted),
    privacyPolicy: bit(person.privacyAccepted),
    locale: person.locale,
    languages: [...LOCALES],
    services: person.services,
    profiles: person.profiles,
    controllerCompanyIds: person.controllerCompanyIds,
    federated: person.federationUrl !== null,
    stakeholderRelationShip: person.relationships,
    redirect: false,
    url: null,
  };
}

export function sessionInfo(person: SessionPerson, session: Pick<SessionContext, "expiresAt">): TSessionInfo {
  return {
    stakeholderUserId: person.id,
    stakeholderCompanyId: person.companyId,
    name: person.name,
    surname: person.surname,
    login: person.login,
    locale: person.locale,
    languages: [...LOCALES],
    services: person.services,
    profiles: person.profiles,
    controllerCompanyIds: person.controllerCompanyIds,
    termsOfUse: bit(person.termsAccepted),
    privacyPolicy: bit(person.privacyAccepted),
    federated: person.federationUrl !== null,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** The locale sent at sign-in becomes the person's language only if they have none saved yet. */
export async function adoptLocale(
  sessions: SessionStore,
  person: PersonView,
  locale: Locale | undefined,
): Promise<PersonView> {
  if (!locale || person.savedLocale) return person;
  await sessions.changePerson(person.id, (trx) =>
    trx.updateTable("people").set({ locale }).where("id", "=", person.id).execute(),
  );
  return { ...person, savedLocale: locale, locale };
}
