import { SERVICES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { allowedProfilePages } from "./pages";

describe("allowedProfilePages", () => {
  it("lists every profile page with every module, in menu order", () => {
    expect(allowedProfilePages(SERVICES)).toEqual([
      "ProfileAwareness",
      "ProfileWellbeing",
      "ProfileArchetype",
      "ProfileSecurity",
      "ProfileImpact",
      "ProfileSocialEngineering",
      "ProfileBurnout",
    ]);
  });
  it("keeps only the pages of the person's modules (risk opens security)", () => {
    expect(allowedProfilePages(["wellbeing", "risk", "phishing"])).toEqual([
      "ProfileWellbeing",
      "ProfileSecurity",
    ]);
    expect(allowedProfilePages([])).toEqual([]);
  });
});
