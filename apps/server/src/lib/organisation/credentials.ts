import { DEFAULT_LOCALE, isLocale, ORGANISATION_LIMITS } from "@wellguard/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { credentialsMail } from "../../mail/templates";
import { heldAddresses } from "../identity-changes";
import { newToken, tokenHash } from "../secrets";

/**
 * Credential e-mails (spec §1 "Credentials are sent by e-mail", §7 `emails/{type}`): each person gets a
 * set-password link valid for ORGANISATION_LIMITS.credentialLinkValidDays, in their language. The link is a row
 * of `password_resets` with purpose 'welcome', so /auth/checktoken and /auth/resetpassword/token treat it like a
 * reset link (single use; a newer welcome link replaces the older ones). People of federated companies sign in
 * through their organisation and people without an address cannot be reached: both are skipped.
 */

export interface CredentialsResult {
  sent: number;
  skipped: number;
}

const DAY_MS = 24 * 60 * 60_000;
const SLICE = 1000;

/**
 * Queues a credentials e-mail for each live person selected, in the caller's transaction. The people are
 * given by id (already scoped by the caller).
 */
export async function queueCredentialEmails(
  trx: Kysely<Database>,
  personIds: readonly number[],
  options: { repoRoot: string; publicUrl: string; emailChangeResetDelayMinutes: number; now?: Date },
): Promise<CredentialsResult> {
  if (personIds.length === 0) return { sent: 0, skipped: 0 };
  const now = options.now ?? new Date();
  const days = ORGANISATION_LIMITS.credentialLinkValidDays;
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  let sent = 0;
  let skipped = 0;
  const ids = [...new Set(personIds)];
  for (let start = 0; start < ids.length; start += SLICE) {
    const slice = ids.slice(start, start + SLICE);
    const { rows } = await sql<{
      id: number;
      email: string | null;
      login: string;
      locale: string | null;
      default_locale: string;
      federation_url: string | null;
      disabled: boolean;
    }>`
      select p.id, p.email, p.login, p.locale, c.default_locale, c.federation_url, p.disabled_at is not null as disabled
      from people p join companies c on c.id = p.company_id
      where p.id = any(${slice}::int[]) and p.deleted_at is null
      order by p.id`.execute(trx);
    // An address a controller set moments ago gets no link yet (issue 15, point 1).
    const held = await heldAddresses(trx, slice, options.emailChangeResetDelayMinutes);
    // Federated people sign in at their provider; deactivated ones (SCIM active: false) get no way in.
    const reachable = rows.filter(
      (r) => r.email && r.federation_url === null && !r.disabled && !held.has(r.id),
    );
    skipped += rows.length - reachable.length;
    if (reachable.length === 0) continue;
    const reachableIds = reachable.map((r) => r.id);
    // A newer welcome link replaces the older ones.
    await sql`update password_resets set used_at = ${now}
      where person_id = any(${reachableIds}::int[]) and purpose = 'welcome' and used_at is null`.execute(trx);
    const links = reachable.map((r) => ({ row: r, token: newToken() }));
    await trx
      .insertInto("password_resets")
      .values(
        links.map(({ row, token }) => ({
          token_hash: tokenHash(token),
          person_id: row.id,
          purpose: "welcome",
          expires_at: expiresAt,
        })),
      )
      .execute();
    const messages = links.map(({ row, token }) => {
      const locale = isLocale(row.locale)
        ? row.locale
        : isLocale(row.default_locale)
          ? row.default_locale
          : DEFAULT_LOCALE;
      return credentialsMail({
        repoRoot: options.repoRoot,
        locale,
        to: row.email as string,
        login: row.login,
        link: `${options.publicUrl}/password/${token}`,
        days,
      });
    });
    await trx
      .insertInto("outbox")
      .values(
        messages.map((m) => ({
          recipient: m.to,
          subject: m.subject,
          text_body: m.text,
          html_body: m.html ?? null,
        })),
      )
      .execute();
    sent += messages.length;
  }
  return { sent, skipped };
}
