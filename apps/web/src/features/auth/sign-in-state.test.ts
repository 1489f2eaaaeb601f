import { describe, expect, it } from "vitest";
import { encodePassword, initialSignInState, isPlausibleLogin, signInReducer } from "./sign-in-state";

describe("sign-in flow", () => {
  it("moves from username to password once the username is accepted", () => {
    expect(signInReducer(initialSignInState, { type: "usernameAccepted" }).step).toBe("password");
  });
  it("marks an empty field as empty", () => {
    expect(signInReducer(initialSignInState, { type: "empty" }).status).toBe("empty");
  });
  it("is blocked on HTTP 401 and keeps the code", () => {
    const s = signInReducer(initialSignInState, { type: "failed", status: 401, code: "NF1004" });
    expect(s).toMatchObject({ status: "blocked", code: "NF1004" });
  });
  it("stores the applicationCode of any other failure as an error", () => {
    expect(signInReducer(initialSignInState, { type: "failed", status: 412, code: "NF1012" })).toMatchObject({
      status: "error",
      code: "NF1012",
    });
  });
  it("opens the set-new-password screen when the password expired", () => {
    expect(signInReducer(initialSignInState, { type: "failed", status: 412, code: "NF1007" }).step).toBe(
      "expired",
    );
  });
  it("asks for the conditions when they are not accepted", () => {
    expect(signInReducer(initialSignInState, { type: "conditionsNeeded" })).toMatchObject({
      step: "conditions",
      status: "conditions",
    });
  });
  it("reports a sent reminder and an invalid e-mail", () => {
    expect(signInReducer(initialSignInState, { type: "reminderSent" }).status).toBe("remember_sent");
    expect(signInReducer(initialSignInState, { type: "failed", status: 412, code: "ND1041" }).status).toBe(
      "invalid_email",
    );
  });
});

describe("sign-in helpers", () => {
  it("checks e-mail shape only when the value contains @", () => {
    expect(isPlausibleLogin("newhire")).toBe(true);
    expect(isPlausibleLogin("a@b")).toBe(false);
    expect(isPlausibleLogin("ana@example.com")).toBe(true);
  });
  it("encodes the password as base64 of its UTF-8 bytes", () => {
    expect(encodePassword("é")).toBe("w6k=");
    expect(atob(encodePassword("Demo-Passw0rd!"))).toBe("Demo-Passw0rd!");
  });
});
