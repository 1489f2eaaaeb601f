import { describe, expect, it } from "vitest";
import { signedInRouteId } from "./route-id";

describe("signedInRouteId", () => {
  it("names the route of a path, with its parameters filled in", () => {
    expect(signedInRouteId("/dashboard")).toBe("Dashboard");
    expect(signedInRouteId("/cybertest/12")).toBe("Cybertest");
    expect(signedInRouteId("/account/language")).toBe("Account");
    expect(signedInRouteId("/faq")).toBe("Faq");
  });
  it("prefers a fixed segment over a parameter, as the router does", () => {
    expect(signedInRouteId("/admin/users/new")).toBe("AdminUserNew");
    expect(signedInRouteId("/admin/users/42")).toBe("AdminUser");
    expect(signedInRouteId("/sessions/detail/3")).toBe("SessionDetail");
    expect(signedInRouteId("/controller/campaigns/new")).toBe("CampaignNew");
    expect(signedInRouteId("/controller/campaigns/series/new")).toBe("SeriesNew");
    expect(signedInRouteId("/controller/campaigns/series/7")).toBe("Series");
    expect(signedInRouteId("/controller/campaigns/reported")).toBe("CampaignsReported");
    expect(signedInRouteId("/controller/campaigns/templates")).toBe("CampaignTemplates");
    expect(signedInRouteId("/controller/campaigns/templates/1004")).toBe("CampaignTemplate");
    expect(signedInRouteId("/controller/campaigns/12")).toBe("Campaign");
  });
  it("knows no public or unknown path", () => {
    expect(signedInRouteId("/")).toBeUndefined();
    expect(signedInRouteId("/maintenance")).toBeUndefined();
    expect(signedInRouteId("/no/such/page")).toBeUndefined();
  });
});
