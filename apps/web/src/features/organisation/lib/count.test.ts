import { describe, expect, it } from "vitest";
import { formatCount } from "./count";

describe("formatCount", () => {
  it("writes a count in the interface language, and a capped one with a plus sign", () => {
    expect(formatCount(16668, "en-GB")).toBe("16,668");
    expect(formatCount(10000, "en-US", true)).toBe("10,000+");
    expect(formatCount(10000, "es-ES", true)).toBe("10.000+");
    expect(formatCount(400, "pl", true)).toBe("400+");
    expect(formatCount(50, "eu")).toBe("50");
  });
});
