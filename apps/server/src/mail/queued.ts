import { DEFAULT_LOCALE, isLocale, LIMITS } from "@wellguard/contract";
import { sql } from "kysely";
import type { Db } from "../db/database";
import { heldAddresses } from "../lib/identity-changes";
import { findPersonIdByLogin, loadPerson } from "../lib/person";
import { newToken, tokenHash } from "../lib/secrets";
import { enqueueMail } from "./outbox";
import { identityChangedMail, passwordResetMail } from "./templates";

/*
 * E-mails that requests only ask for, written here by the mail worker (MailDelivery runs this before each
 * delivery round, with or without SMTP): a request never finds the person or composes the message, so its
 * work and timing are the same for known and unknown logins (issue 15, point 2). Each queued item is taken
 * with FOR UPDATE SKIP LOCKED and written in one transaction with the e-mail, so several instances never
 * write the same one, and a crash leaves it queued.
 */

export interface QueuedMailOptions {
  repoRoot: string;
  publicUrl: string;
  emailChangeResetDelayMinutes: number;
}

const MINUTE = 60_000;

/** Writes every queued reset link and identity-change notice into the outbox. */
export async function composeQueuedMail(db: Db, options: QueuedMailOptions): Promise<void> {
  while (await composeOneReset(db, options)) {}
  while (await composeOneNotice(db, options)) {}
}

async function composeOneReset(db: Db, options: QueuedMailOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom("password_reset_requests")
      .select("login_key")
      .where("queued_at", "is not", null)
      .orderBy("queued_at")
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!request) return false;
    await trx
      .updateTable("password_reset_requests")
      .set({ queued_at: null })
      .where("login_key", "=", request.login_key)
      .execute();
    const personId = await findPersonIdByLogin(trx, request.login_key, true);
    const person = personId === undefined ? undefined : await loadPerson(trx, personId);
    // Unknown, federated or unreachable people get nothing; the request was answered the same anyway.
    if (!person || person.federationUrl !== null || !person.email) return true;
    const held = await heldAddresses(trx, [person.id], options.emailChangeResetDelayMinutes);
    if (held.has(person.id)) return true;
    const token = newToken();
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: tokenHash(token),
        person_id: person.id,
        purpose: "reset",
        expires_at: new Date(Date.now() + LIMITS.resetLinkValidMinutes * MINUTE),
      })
      .execute();
    await enqueueMail(
      trx,
      passwordResetMail({
        repoRoot: options.repoRoot,
        locale: person.locale,
        to: person.email,
        link: `${options.publicUrl}/password/${token}`,
        minutes: LIMITS.resetLinkValidMinutes,
      }),
    );
    return true;
  });
}

async function composeOneNotice(db: Db, options: QueuedMailOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      id: number;
      old_email: string | null;
      locale: string | null;
      default_locale: string;
    }>`
      select ic.id, ic.old_email, p.locale, c.default_locale
      from person_identity_changes ic join people p on p.id = ic.person_id join companies c on c.id = p.company_id
      where ic.notified_at is null order by ic.id limit 1 for update of ic skip locked`.execute(trx);
    const change = rows[0];
    if (!change) return false;
    await trx
      .updateTable("person_identity_changes")
      .set({ notified_at: new Date() })
      .where("id", "=", change.id)
      .execute();
    // A person who had no address cannot be told; a deleted person's row is gone with them.
    if (!change.old_email) return true;
    const locale = isLocale(change.locale)
      ? change.locale
      : isLocale(change.default_locale)
        ? change.default_locale
        : DEFAULT_LOCALE;
    await enqueueMail(trx, identityChangedMail({ repoRoot: options.repoRoot, locale, to: change.old_email }));
    return true;
  });
}
