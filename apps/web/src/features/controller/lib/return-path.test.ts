import { describe, expect, it } from "vitest";
import { safeReturn, switchReturn } from "./return-path";

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

describe("switchReturn", () => {
  it("keeps the page and its period, and drops the filters that name the company left", () => {
    expect(
      switchReturn("/controller/dashboard/awareness", "?from=2026-01-01&to=2026-06-30&department=7"),
    ).toBe("/controller/dashboard/awareness?from=2026-01-01&to=2026-06-30");
    expect(switchReturn("/controller/dashboard/default", "?tag=3")).toBe("/controller/dashboard/default");
    expect(switchReturn("/controller/departments", "?ids=4,5")).toBe("/controller/departments");
    expect(switchReturn("/controller/users", "")).toBe("/controller/users");
  });

  it("turns a record of the company left into its list", () => {
    expect(switchReturn("/controller/users/12", "")).toBe("/controller/users");
    expect(switchReturn("/controller/departments/3", "?x=1")).toBe("/controller/departments");
    expect(switchReturn("/controller/campaigns/new", "?draft=4")).toBe("/controller/campaigns");
    expect(switchReturn("/controller/campaigns/series/12", "")).toBe("/controller/campaigns");
    expect(switchReturn("/controller/campaigns/templates/1004", "")).toBe("/controller/campaigns/templates");
    // The review queue and the templates gallery are lists: the next company's are shown.
    expect(switchReturn("/controller/campaigns/reported", "?show=all")).toBe(
      "/controller/campaigns/reported?show=all",
    );
    expect(switchReturn("/controller/campaigns/templates", "")).toBe("/controller/campaigns/templates");
  });
});
