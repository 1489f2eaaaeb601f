import { hash as digest, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id; the enum is a const enum that isolated modules cannot import.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A hash of nothing anyone knows, checked for unknown logins so they take as long as known ones. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummyHash;
}

/** 256 random bits, URL-safe; used for session and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this hash, so a database leak does not hand out sessions. */
export function tokenHash(token: string): string {
  // The one-shot crypto.hash: on every authenticated request, and cheaper than a Hash object.
  return digest("sha256", token, "hex");
}

/** The key for login-based counters and limits: trimmed and case-insensitive, like the login index. */
export function loginKey(login: string): string {
  return login.trim().toLowerCase();
}
