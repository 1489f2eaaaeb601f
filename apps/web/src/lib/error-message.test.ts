import { describe, expect, it } from "vitest";
import { errorMessageKey } from "./error-message";

describe("error message mapping", () => {
  it("maps a catalogue code to its errors entry", () => {
    expect(errorMessageKey("NF1012")).toBe("contract:errors.NF1012");
  });
  it("maps a general message key to its messages entry", () => {
    expect(errorMessageKey("sessionExpired")).toBe("contract:messages.sessionExpired");
  });
  it("shows 'an error occurred' for an unknown or missing code", () => {
    expect(errorMessageKey("XX9999")).toBe("contract:messages.unknownError");
    expect(errorMessageKey(null)).toBe("contract:messages.unknownError");
  });
});
