import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { httpReaction } from "./http-reaction";

const page = { signedIn: true, isLogin: false, isPageLoad: true };
const err = (status: number) => new ApiError(status, null, null, "x");

describe("HTTP reactions", () => {
  it("logs out on 401 except on the login call, where 401 means blocked", () => {
    expect(httpReaction(err(401), page)).toBe("logout");
    expect(httpReaction(err(401), { ...page, isLogin: true, isPageLoad: false })).toBe("none");
  });
  it("does not log out when only a background check loses the network", () => {
    expect(httpReaction(err(0), { ...page, isPageLoad: false, isBackground: true })).toBe("none");
  });
  it("logs out on a network error only when signed in", () => {
    expect(httpReaction(err(0), page)).toBe("logout");
    expect(httpReaction(err(0), { ...page, signedIn: false })).toBe("none");
  });
  it("goes to maintenance on 418", () => {
    expect(httpReaction(err(418), { ...page, isPageLoad: false })).toBe("maintenance");
  });
  it("shows not found for 404 and 500 on page loads, but lets forms handle them", () => {
    expect(httpReaction(err(404), page)).toBe("notFound");
    expect(httpReaction(err(500), page)).toBe("notFound");
    expect(httpReaction(err(404), { ...page, isPageLoad: false })).toBe("none");
  });
  it("lets 403 and 412 pass through to the caller", () => {
    expect(httpReaction(err(403), page)).toBe("none");
    expect(httpReaction(err(412), page)).toBe("none");
  });
});
