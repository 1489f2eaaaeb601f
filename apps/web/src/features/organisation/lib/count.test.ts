import { describe, expect, it } from "vitest";
import { formatCount } from "./count";

describe("list counts", () => {
  it("are written as the interface language writes them, a capped one with a plus sign", () => {
    expect(formatCount(16_668, false, "en-gb")).toBe("16,668");
    expect(formatCount(10_000, true, "en-us")).toBe("10,000+");
    expect(formatCount(10_000, true, "es-es")).toBe("10.000+");
    expect(formatCount(100_000, true, "pl")).toBe("100\u00a0000+");
    expect(formatCount(400, true, "cat")).toBe("400+");
    expect(formatCount(50, false, "eu")).toBe("50");
  });
});
