import { describe, expect, it } from "vitest";
import { Sealer } from "./sealed";

const KEY = "k".repeat(32);

describe("Sealer", () => {
  it("opens what it sealed, and the sealed text does not contain the secret", () => {
    const sealer = new Sealer(KEY);
    const sealed = sealer.seal("client-secret-1234", "oidc_client_secret:1");
    expect(sealed).not.toContain("client-secret-1234");
    expect(sealer.open(sealed, "oidc_client_secret:1")).toBe("client-secret-1234");
  });

  it("seals the same secret differently each time", () => {
    const sealer = new Sealer(KEY);
    expect(sealer.seal("same", "c")).not.toBe(sealer.seal("same", "c"));
  });

  it("refuses another key, another context and an altered value", () => {
    const sealed = new Sealer(KEY).seal("secret", "oidc_client_secret:1");
    expect(() => new Sealer("x".repeat(32)).open(sealed, "oidc_client_secret:1")).toThrow();
    expect(() => new Sealer(KEY).open(sealed, "oidc_client_secret:2")).toThrow();
    // One bit of the ciphertext flipped (editing the last base64 character could touch only padding bits).
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => new Sealer(KEY).open(`v1.${bytes.toString("base64url")}`, "oidc_client_secret:1")).toThrow();
    expect(() => new Sealer(KEY).open("v2.abc", "oidc_client_secret:1")).toThrow();
  });

  it("refuses a short key", () => {
    expect(() => new Sealer("short")).toThrow(/at least 32/);
  });
});
