import { describe, expect, it } from "vitest";
import { formatCount } from "./format";

describe("import counts", () => {
  it("are grouped as the interface language writes them", () => {
    expect(formatCount(1000, "en-gb")).toBe("1,000");
    expect(formatCount(100_000, "es-es")).toBe("100.000");
    expect(formatCount(100_000, "pl")).toBe("100\u00a0000");
  });
});
