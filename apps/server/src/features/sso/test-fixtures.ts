import type { FederationFailure } from "@wellguard/contract";
import { expect } from "vitest";
import type { Db } from "../../db/database";

/** The PUBLIC_URL the single sign-on suites run with (no browser follows it; it is only compared). */
export const SSO_TEST_PUBLIC = "http://wellguard.test";

/** The session token in a successful sign-in's redirect to /token/#token=…; throws on any other location. */
export function tokenOf(location: string): string {
  const match = /^http:\/\/wellguard\.test\/token\/#token=(.+)$/.exec(location);
  if (!match?.[1]) throw new Error(`not the token page: ${location}`);
  return decodeURIComponent(match[1]);
}

/**
 * Asserts a refused sign-in: the error page names the reason and the company's last failure records it (for the
 * admin's form); then clears that record so the next refusal is seen afresh.
 */
export async function expectRefusedSignIn(
  db: Db,
  companyId: number,
  location: string,
  reason: FederationFailure,
): Promise<void> {
  expect(location).toBe(`${SSO_TEST_PUBLIC}/federation/error?reason=${reason}`);
  const row = await db
    .selectFrom("company_federations")
    .select(["last_failure", "last_failure_at"])
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  expect(row.last_failure?.startsWith(`${reason}:`), row.last_failure ?? "").toBe(true);
  expect(row.last_failure_at).not.toBeNull();
  await db
    .updateTable("company_federations")
    .set({ last_failure: null, last_failure_at: null })
    .where("company_id", "=", companyId)
    .execute();
}

/** Runs `body` with just-in-time creation switched on for the company, and switches it off again whatever happens. */
export async function withJitCreate(db: Db, companyId: number, body: () => Promise<void>): Promise<void> {
  await db
    .updateTable("company_federations")
    .set({ jit_create: true })
    .where("company_id", "=", companyId)
    .execute();
  try {
    await body();
  } finally {
    await db
      .updateTable("company_federations")
      .set({ jit_create: false })
      .where("company_id", "=", companyId)
      .execute();
  }
}
