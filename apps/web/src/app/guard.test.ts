import { describe, expect, it } from "vitest";
import { dashboardPath, guardDecision } from "./guard";
import { href, ROUTES } from "./paths";

const employee = { token: "t", profiles: ["USER"] as const, services: ["awareness"] as const, area: null };

describe("route guard", () => {
  it("lets a user with the profile and the module in", () => {
    expect(
      guardDecision(ROUTES.ProfileAwareness, { ...employee, profiles: ["USER"], services: ["awareness"] }),
    ).toEqual({
      kind: "allow",
    });
  });
  it("sends a user without the route's module to their dashboard", () => {
    expect(guardDecision(ROUTES.Breaches, { ...employee, profiles: ["USER"], services: [] })).toEqual({
      kind: "redirect",
      to: "/dashboard",
    });
  });
  it("opens the campaign pages to a company with either channel, and to neither without one", () => {
    const manager = { token: "t", profiles: ["CONTROLLER", "USER"] as const, area: null };
    for (const services of [["phishing"], ["smishing"], ["phishing", "smishing"]] as const)
      expect(guardDecision(ROUTES.Campaigns, { ...manager, profiles: ["CONTROLLER"], services })).toEqual({
        kind: "allow",
      });
    expect(
      guardDecision(ROUTES.CampaignNew, { ...manager, profiles: ["CONTROLLER"], services: ["abs"] }),
    ).toEqual({
      kind: "redirect",
      to: "/controller/dashboard",
    });
  });
  it("sends a user to the user dashboard from a controller page", () => {
    expect(guardDecision(ROUTES.ControllerUsers, { ...employee, profiles: ["USER"], services: [] })).toEqual({
      kind: "redirect",
      to: "/dashboard",
    });
  });
  it("sends a controller to the controller dashboard from an admin page", () => {
    expect(
      guardDecision(ROUTES.AdminUsers, {
        token: "t",
        profiles: ["CONTROLLER", "USER"],
        services: [],
        area: null,
      }),
    ).toEqual({ kind: "redirect", to: "/controller/dashboard" });
  });
  it("sends an admin to the admin dashboard from a user page", () => {
    expect(
      guardDecision(ROUTES.Dashboard, { token: "t", profiles: ["ADMIN"], services: [], area: null }),
    ).toEqual({
      kind: "redirect",
      to: "/admin/dashboard",
    });
  });
  it("logs out without a session or without any known profile", () => {
    expect(
      guardDecision(ROUTES.Dashboard, { token: null, profiles: ["USER"], services: [], area: null }),
    ).toEqual({
      kind: "logout",
    });
    expect(guardDecision(ROUTES.Dashboard, { token: "t", profiles: [], services: [], area: null })).toEqual({
      kind: "logout",
    });
  });
  it("lands a controller who switched to the user area on the user dashboard", () => {
    expect(dashboardPath({ profiles: ["CONTROLLER", "USER"], area: "USER" })).toBe("/dashboard");
  });
});

describe("paths", () => {
  it("builds links with and without optional parameters", () => {
    expect(href("Cybertest", { surveyEntityId: 7 })).toBe("/cybertest/7");
    expect(href("Assets", { status: "open" })).toBe("/assets/open");
    expect(href("Account")).toBe("/account");
    expect(href("Login")).toBe("/");
  });
});
