import {
  BREACHED_PASSWORD_FIELD,
  LEGAL_VERSIONS,
  LIMITS,
  passwordIssues,
  type TResetPasswordRequest,
} from "@wellguard/contract";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { federationUrlOfLogin, loadPerson, type PersonView } from "../../lib/person";
import { hashPassword, loginKey, tokenHash, verifyPassword } from "../../lib/secrets";
import { isBreachedPassword } from "./pwned-passwords";
import { assertNotBlocked, checkCredentials, clearFailures, recordFailure } from "./sign-in";

const MINUTE = 60_000;
const ZEmail = z.email();

/** POST /auth/forgotpassword: the same reply whether or not the login exists. */
export async function requestPasswordReset({ db, mail }: AppDeps, login: string): Promise<void> {
  const input = login.trim();
  if (input.includes("@") && !ZEmail.safeParse(input).success)
    throw new AppError("ND1041", { field: "login" });
  const key = loginKey(input);
  const now = new Date();
  const cooldownStart = new Date(now.getTime() - LIMITS.resetRequestCooldownMinutes * MINUTE);
  // Claim the cooldown slot atomically; unknown logins get one too, so the cooldown reveals nothing.
  // One statement claims the cooldown slot and queues the request, the same for unknown logins, so neither
  // the reply nor its timing tells whether the login exists. The mail worker (mail/queued.ts) finds the
  // person, writes the link and composes the e-mail, never this request.
  const claimed = await db
    .insertInto("password_reset_requests")
    .values({ login_key: key, requested_at: now, queued_at: now })
    .onConflict((oc) =>
      oc
        .column("login_key")
        .doUpdateSet({ requested_at: now, queued_at: now })
        .where("password_reset_requests.requested_at", "<=", cooldownStart),
    )
    .returning("login_key")
    .executeTakeFirst();
  if (!claimed) throw new AppError("ND1036");
  // The spec answers a federated person ND1037; one indexed read, known or not, decides it.
  if ((await federationUrlOfLogin(db, input, true)) !== null) throw new AppError("ND1037");
  void mail.kick();
}

/** POST /auth/checktoken: `expired` is true for a link that existed but can no longer be used. */
export async function checkResetToken(
  { db }: AppDeps,
  token: string,
): Promise<{ valid: boolean; expired: boolean }> {
  const row = await db
    .selectFrom("password_resets")
    .select(["expires_at", "used_at"])
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row) return { valid: false, expired: false };
  const valid = row.used_at === null && row.expires_at.getTime() > Date.now();
  return { valid, expired: !valid };
}

type ResetTarget = { person: PersonView; resetId?: number; keepSessionId?: number };

async function targetOf(
  deps: AppDeps,
  mode: "token" | "change" | "expired",
  body: TResetPasswordRequest,
  sessionPersonId: number | undefined,
  sessionId: number | undefined,
): Promise<ResetTarget> {
  const { db } = deps;
  if (mode === "token") {
    if (!body.token) throw new AppError("ND1027", { field: "token" });
    const row = await db
      .selectFrom("password_resets")
      .select(["id", "person_id", "expires_at", "used_at"])
      .where("token_hash", "=", tokenHash(body.token))
      .executeTakeFirst();
    const found = row ? await loadPerson(db, row.person_id) : undefined;
    // A deactivated person's link no longer works, like any other invalid link.
    const person = found?.disabledAt === null ? found : undefined;
    if (!row || !person || row.used_at !== null || row.expires_at.getTime() <= Date.now()) {
      throw new AppError("NF1000", {
        status: 412,
        field: "token",
        message: "The reset link is not valid or has expired",
      });
    }
    // A link sent before the company moved to single sign-on no longer sets a password.
    if (person.federationUrl !== null) throw new AppError("ND1037");
    return { person, resetId: row.id };
  }
  if (mode === "change") {
    if (sessionPersonId === undefined)
      throw new AppError("NF1004", { status: 401, message: "Not signed in" });
    const person = await loadPerson(db, sessionPersonId);
    if (!person) throw new AppError("NF1004", { status: 401, message: "Not signed in" });
    // A federated person's password is their provider's business (spec §6).
    if (person.federationUrl !== null) throw new AppError("ND1037");
    // The current password is guessed like a sign-in's, so it counts towards the same lockout (issue 15, 4).
    const key = loginKey(person.login);
    await assertNotBlocked(db, key);
    if (
      !body.currentPassword ||
      !person.passwordHash ||
      !(await verifyPassword(person.passwordHash, body.currentPassword))
    ) {
      const refusal = await recordFailure(db, key);
      throw refusal.code === "NF1004" ? refusal : new AppError("ND1035", { field: "currentPassword" });
    }
    await clearFailures(db, key);
    return { person, ...(sessionId === undefined ? {} : { keepSessionId: sessionId }) };
  }
  // "expired": the sign-in failed with NF1007; the same credentials (and lockout) prove who is asking.
  if (!body.login || !body.currentPassword) throw new AppError("NF1012");
  const person = await checkCredentials(db, body.login, body.currentPassword);
  return { person };
}

/**
 * POST /auth/resetpassword/{mode}: the policy, the history, known breaches, and the whole change in one
 * transaction. `log` receives the warning when the breached-password service cannot be asked.
 */
export async function resetPassword(
  deps: AppDeps,
  mode: "token" | "change" | "expired",
  body: TResetPasswordRequest,
  log: Pick<FastifyBaseLogger, "warn">,
  session?: { personId: number; sessionId: number },
): Promise<void> {
  const { db } = deps;
  const target = await targetOf(deps, mode, body, session?.personId, session?.sessionId);
  if (passwordIssues(body.password).length > 0) throw new AppError("ND1031", { field: "password" });
  if (body.password !== body.repeatPassword) throw new AppError("ND1027", { field: "repeatPassword" });

  const history = await db
    .selectFrom("password_history")
    .select("password_hash")
    .where("person_id", "=", target.person.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LIMITS.passwordHistoryDepth)
    .execute();
  const previous = [...history.map((h) => h.password_hash), target.person.passwordHash].filter(
    (h): h is string => h !== null,
  );
  for (const old of new Set(previous)) {
    if (await verifyPassword(old, body.password)) throw new AppError("ND1038", { field: "password" });
  }
  // Last, so only an otherwise acceptable password from someone who proved who they are costs a request.
  if (await isBreachedPassword(body.password, { baseUrl: deps.config.pwnedPasswordsUrl }, log)) {
    throw new AppError("ND1031", {
      field: BREACHED_PASSWORD_FIELD,
      message: "The password appears in known data breaches",
    });
  }

  const newHash = await hashPassword(body.password);
  const now = new Date();
  // Ends the other sessions: every instance must forget them at once.
  await deps.sessions.changePerson(target.person.id, async (trx) => {
    if (target.resetId !== undefined) {
      // Single use: a concurrent request with the same link loses here.
      const used = await trx
        .updateTable("password_resets")
        .set({ used_at: now })
        .where("id", "=", target.resetId)
        .where("used_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (!used) throw new AppError("NF1000", { status: 412, field: "token" });
      await trx
        .updateTable("password_resets")
        .set({ used_at: now })
        .where("person_id", "=", target.person.id)
        .where("used_at", "is", null)
        .execute();
    }
    await trx
      .updateTable("people")
      .set({ password_hash: newHash, password_changed_at: now })
      .where("id", "=", target.person.id)
      .execute();
    await trx
      .insertInto("password_history")
      .values({ person_id: target.person.id, password_hash: newHash })
      .execute();
    let others = trx
      .updateTable("sessions")
      .set({ revoked_at: now })
      .where("person_id", "=", target.person.id)
      .where("revoked_at", "is", null);
    if (target.keepSessionId !== undefined) others = others.where("id", "<>", target.keepSessionId);
    await others.execute();
    // Whoever proved they own the account is no longer kept out by earlier failures.
    await trx.deleteFrom("login_lockouts").where("login_key", "=", loginKey(target.person.login)).execute();
    await trx.deleteFrom("login_failures").where("login_key", "=", loginKey(target.person.login)).execute();
  });
}

/** POST /auth/aceptconditions: both documents accepted, at their current versions. */
export async function acceptConditions(
  { sessions }: AppDeps,
  personId: number,
  answer: { termsOfUse: 0 | 1; privacyPolicy: 0 | 1 },
): Promise<void> {
  if (answer.termsOfUse !== 1 || answer.privacyPolicy !== 1) {
    throw new AppError("NF1005", { status: 412, message: "KO" });
  }
  const now = new Date();
  await sessions.changePerson(personId, async (trx) => {
    await trx
      .insertInto("consents")
      .values([
        { person_id: personId, document: "terms", version: LEGAL_VERSIONS.termsOfUse, accepted_at: now },
        { person_id: personId, document: "privacy", version: LEGAL_VERSIONS.privacyPolicy, accepted_at: now },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .updateTable("sessions")
      .set({ conditions_pending: false })
      .where("person_id", "=", personId)
      .where("revoked_at", "is", null)
      .execute();
  });
}
