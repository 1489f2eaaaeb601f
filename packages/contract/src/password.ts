import { LIMITS } from "./constants";
import { text } from "./text";

export type PasswordIssue = "tooShort" | "noLowercase" | "noUppercase" | "noDigit" | "noSpecial" | "hasEnye";

/**
 * Password policy of spec §5: at least 12 characters with a lowercase letter, an uppercase letter,
 * a digit and a special character; ñ/Ñ is not allowed anywhere (which also forbids starting with it).
 * Letters are Unicode-aware, so "é" counts as a lowercase letter and not as a special character.
 */
export function passwordIssues(password: string): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  if ([...password].length < LIMITS.passwordMinLength) issues.push("tooShort");
  if (!/\p{Ll}/u.test(password)) issues.push("noLowercase");
  if (!/\p{Lu}/u.test(password)) issues.push("noUppercase");
  if (!/\p{Nd}/u.test(password)) issues.push("noDigit");
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) issues.push("noSpecial");
  if (/[ñÑ]/u.test(password.normalize("NFC"))) issues.push("hasEnye");
  return issues;
}

export function isPasswordAcceptable(password: string): boolean {
  return passwordIssues(password).length === 0;
}

/**
 * The `field` of the ND1031 refusal for a password found in known data breaches (Pwned Passwords),
 * so the client can show its own message instead of the format rules'.
 */
export const BREACHED_PASSWORD_FIELD = "password.breached";

/** Zod form of the policy; the message is the catalogue code so both sides show the same text. */
export const ZNewPassword = text().max(256).refine(isPasswordAcceptable, { message: "ND1031" });
