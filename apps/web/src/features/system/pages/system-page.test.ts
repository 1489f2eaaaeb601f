import { FEDERATION_FAILURES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { federationFailure } from "./system-page";

describe("federationFailure", () => {
  it("accepts every reason the server sends and nothing else", () => {
    for (const reason of FEDERATION_FAILURES) expect(federationFailure(reason)).toBe(reason);
    expect(federationFailure(null)).toBeNull();
    expect(federationFailure("__proto__")).toBeNull();
    expect(federationFailure("Signature")).toBeNull();
  });
});
