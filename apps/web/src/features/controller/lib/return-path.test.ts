import { describe, expect, it } from "vitest";
import { safeReturn } from "./return-path";

describe("safeReturn", () => {
  it("follows controller paths back, with their query", () => {
    expect(safeReturn("/controller/users")).toBe("/controller/users");
    expect(safeReturn("/controller/tags?tag=4")).toBe("/controller/tags?tag=4");
  });

  it("ignores anything else", () => {
    expect(safeReturn(undefined)).toBeNull();
    expect(safeReturn("//evil.example/controller/")).toBeNull();
    expect(safeReturn("https://evil.example/controller/users")).toBeNull();
    expect(safeReturn("/admin/users")).toBeNull();
    expect(safeReturn("/controller/companies-management")).toBeNull();
  });
});
