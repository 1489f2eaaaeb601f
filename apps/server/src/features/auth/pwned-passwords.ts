import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";

/** The public service; PWNED_PASSWORDS_URL replaces it, and an empty value turns the check off. */
export const DEFAULT_PWNED_PASSWORDS_URL = "https://api.pwnedpasswords.com";

/** A slow or absent service must never hold up a password change for long. */
export const PWNED_PASSWORDS_TIMEOUT_MS = 3_000;

/** The service asks every client to name itself (a missing user-agent is refused with 403). */
const USER_AGENT = "Wellguard-password-check";

/** A range answer is a few hundred lines; anything far larger is not the documented API. */
const MAX_ANSWER_BYTES = 1_000_000;

const RANGE_LINE = /^([0-9A-F]{35}):(\d+)$/;

export type PwnedPasswordCheck =
  | { outcome: "breached"; count: number }
  | { outcome: "notFound" }
  /** The check did not happen; `reason` is for the log and never holds the password or its hash. */
  | { outcome: "skipped"; reason: string };

export interface PwnedPasswordsOptions {
  /** The service's address without the trailing "/range"; undefined = the check is off. */
  baseUrl: string | undefined;
  timeoutMs?: number;
}

/** The SHA-1 of the password in upper-case hex, cut where the range API cuts it. */
export function rangeKeyOf(password: string): { prefix: string; suffix: string } {
  const hex = createHash("sha1").update(password, "utf8").digest("hex").toUpperCase();
  return { prefix: hex.slice(0, 5), suffix: hex.slice(5) };
}

/**
 * Reads a range answer ("SUFFIX:COUNT" per line). Returns the count of `suffix`, 0 when it is absent or
 * only a padding line (padding lines have count 0), or undefined when the answer is not in that shape.
 */
export function countInRange(answer: string, suffix: string): number | undefined {
  let found = 0;
  for (const raw of answer.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    const match = RANGE_LINE.exec(line.toUpperCase());
    if (!match) return undefined;
    if (match[1] === suffix) found = Math.max(found, Number(match[2]));
  }
  return found;
}

/**
 * Asks Pwned Passwords whether the password is in a known breach through the k-anonymity range API:
 * only the first 5 hex characters of its SHA-1 leave the server, and `Add-Padding` hides how many
 * suffixes the range really has. Never throws: any failure is "skipped".
 */
export async function checkPwnedPassword(
  password: string,
  { baseUrl, timeoutMs = PWNED_PASSWORDS_TIMEOUT_MS }: PwnedPasswordsOptions,
): Promise<PwnedPasswordCheck> {
  if (!baseUrl) return { outcome: "skipped", reason: "off" };
  const { prefix, suffix } = rangeKeyOf(password);
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, "")}/range/${prefix}`, {
      headers: { "Add-Padding": "true", "user-agent": USER_AGENT, accept: "text/plain" },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { outcome: "skipped", reason: `status ${response.status}` };
    }
    const answer = await response.text();
    if (answer.length > MAX_ANSWER_BYTES) return { outcome: "skipped", reason: "answer too large" };
    const count = countInRange(answer, suffix);
    if (count === undefined) return { outcome: "skipped", reason: "answer not in the range format" };
    return count > 0 ? { outcome: "breached", count } : { outcome: "notFound" };
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
        ? "timeout"
        : error instanceof Error
          ? `unreachable: ${error.cause instanceof Error ? error.cause.message : error.message}`
          : "unreachable";
    return { outcome: "skipped", reason };
  }
}

/** True when the password must be refused; a skipped check is logged as a warning and lets it pass. */
export async function isBreachedPassword(
  password: string,
  options: PwnedPasswordsOptions,
  log: Pick<FastifyBaseLogger, "warn"> | undefined,
): Promise<boolean> {
  const result = await checkPwnedPassword(password, options);
  if (result.outcome === "skipped") {
    if (result.reason !== "off") {
      log?.warn({ reason: result.reason }, "breached-password check skipped: Pwned Passwords did not answer");
    }
    return false;
  }
  return result.outcome === "breached";
}
