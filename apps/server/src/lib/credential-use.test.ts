import { describe, expect, it } from "vitest";
import { CredentialUse, TOUCH_INTERVAL_MS } from "./credential-use";

describe("a credential's per-minute budget", () => {
  it("allows its budget within a minute, refuses the next, and starts again a minute after the first", () => {
    const use = new CredentialUse();
    expect([1_000, 1_001, 1_002].map((now) => use.allow(7, 3, now))).toEqual([true, true, true]);
    expect(use.allow(7, 3, 60_999)).toBe(false);
    expect(use.allow(7, 3, 61_000)).toBe(true);
  });

  it("counts each credential on its own", () => {
    const use = new CredentialUse();
    expect(use.allow(1, 1, 0)).toBe(true);
    expect(use.allow(1, 1, 1)).toBe(false);
    expect(use.allow(2, 1, 1)).toBe(true);
  });

  it("stays bounded past 10,000 credentials: the next new window forgets the others' minute", () => {
    const use = new CredentialUse();
    expect(use.allow(0, 1, 0)).toBe(true);
    expect(use.allow(0, 1, 0)).toBe(false);
    for (let id = 1; id <= 10_001; id++) use.allow(id, 1, 0);
    expect(use.allow(0, 1, 0)).toBe(true);
  });
});

describe("a credential's last-use write", () => {
  it("is due on first use, then at most once per interval", () => {
    const use = new CredentialUse();
    expect(use.shouldTouch(7, 5_000_000)).toBe(true);
    expect(use.shouldTouch(7, 5_000_000 + TOUCH_INTERVAL_MS - 1)).toBe(false);
    expect(use.shouldTouch(8, 5_000_001)).toBe(true);
    expect(use.shouldTouch(7, 5_000_000 + TOUCH_INTERVAL_MS)).toBe(true);
  });

  it("stays bounded past 10,000 credentials: a forgotten one is written again", () => {
    const use = new CredentialUse();
    expect(use.shouldTouch(0, 5_000_000)).toBe(true);
    for (let id = 1; id <= 10_001; id++) use.shouldTouch(id, 5_000_000);
    expect(use.shouldTouch(0, 5_000_001)).toBe(true);
  });
});
