import { describe, expect, it } from "vitest";
import { scoreColour } from "./score";

describe("scoreColour", () => {
  it("goes from red at 0 to green at 10, and clamps outside the scale", () => {
    expect(scoreColour(0)).toBe("#c92a2a");
    expect(scoreColour(10)).toBe("#2b8a3e");
    expect(scoreColour(11)).toBe("#2b8a3e");
    expect(scoreColour(-1)).toBe("#c92a2a");
    expect(scoreColour(7.9)).toBe(scoreColour(7));
  });
});
