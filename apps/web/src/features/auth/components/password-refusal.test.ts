import { readFileSync } from "node:fs";
import { BREACHED_PASSWORD_FIELD, LOCALES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { passwordRefusal } from "./password-refusal";

function contractTexts(locale: string): { errors: Record<string, string>; messages: Record<string, string> } {
  const url = new URL(`../../../../../../packages/contract/locales/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8"));
}

describe("refusals of the set-new-password form", () => {
  it("shows a breached password's own message on the password field", () => {
    expect(passwordRefusal("ND1031", BREACHED_PASSWORD_FIELD)).toEqual({
      field: "password",
      messageKey: "contract:messages.passwordBreached",
    });
  });

  it("keeps the format rules' message for any other ND1031", () => {
    expect(passwordRefusal("ND1031", "password")).toEqual({
      field: "password",
      messageKey: "contract:errors.ND1031",
    });
  });

  it("puts codes of no field, and failures with no code, on the form", () => {
    expect(passwordRefusal("ND1027", "repeatPassword").field).toBe("repeatPassword");
    expect(passwordRefusal("NF1000", "token")).toEqual({
      field: "form",
      messageKey: "contract:errors.NF1000",
    });
    expect(passwordRefusal(null, null)).toEqual({
      field: "form",
      messageKey: "contract:messages.unknownError",
    });
  });

  it.each(LOCALES)("has the breached-password text in %s, apart from the format rules' text", (locale) => {
    const { errors, messages } = contractTexts(locale);
    expect(messages.passwordBreached).toMatch(/\S/);
    expect(messages.passwordBreached).not.toBe(errors.ND1031);
  });
});
