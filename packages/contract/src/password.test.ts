import { describe, expect, it } from "vitest";
import { passwordIssues } from "./password";

describe("password policy", () => {
  it("accepts a 12-character password with lower, upper, digit and special character", () => {
    expect(passwordIssues("Demo-Passw0rd!")).toEqual([]);
  });
  it("names every rule a weak password breaks", () => {
    expect(passwordIssues("short")).toEqual(["tooShort", "noUppercase", "noDigit", "noSpecial"]);
  });
  it("refuses ñ and Ñ anywhere, including at the start", () => {
    expect(passwordIssues("Ñandu-Passw0rd!")).toContain("hasEnye");
    expect(passwordIssues("Demo-Pañsw0rd!")).toContain("hasEnye");
  });
  it("counts accented letters as letters, not as special characters", () => {
    expect(passwordIssues("Éducationnel1")).toContain("noSpecial");
  });
});
