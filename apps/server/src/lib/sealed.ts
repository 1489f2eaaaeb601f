import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** The shortest SECRET_KEY accepted: 32 characters (a 256-bit key written in base64 is 44). */
export const SECRET_KEY_MIN_LENGTH = 32;

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals secrets stored in the database (an OIDC client secret, a SAML signing key) with AES-256-GCM under a key
 * derived by HKDF from SECRET_KEY, so a copy of the database alone does not give them away. Each value is bound
 * to where it is stored (`context`, e.g. "oidc_client_secret:42"): a sealed value copied to another row or
 * column does not open there.
 */
export class Sealer {
  readonly #key: Buffer;

  constructor(secretKey: string) {
    if (secretKey.length < SECRET_KEY_MIN_LENGTH) {
      throw new Error(`SECRET_KEY must be at least ${SECRET_KEY_MIN_LENGTH} characters`);
    }
    this.#key = Buffer.from(hkdfSync("sha256", secretKey, "wellguard", "sealed database secrets v1", 32));
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
  }

  /** Throws when the value was sealed under another key or context, or was altered. */
  open(sealed: string, context: string): string {
    const [version, payload] = sealed.split(".");
    if (version !== VERSION || !payload) throw new Error("not a sealed value");
    const bytes = Buffer.from(payload, "base64url");
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error("not a sealed value");
    const decipher = createDecipheriv("aes-256-gcm", this.#key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  }
}
