import { describe, expect, it } from "vitest";
import { isEmailOutsideDomains } from "./organisation";

describe("isEmailOutsideDomains", () => {
  const domains = ["demo.example", "Corp.Example"];

  it("accepts an address on a domain or a subdomain of one, whatever the case", () => {
    expect(isEmailOutsideDomains("ann@demo.example", domains)).toBe(false);
    expect(isEmailOutsideDomains("Ann@MAIL.Demo.Example", domains)).toBe(false);
    expect(isEmailOutsideDomains("bo@corp.example", domains)).toBe(false);
  });

  it("flags an address on another domain, including one that only ends with the same letters", () => {
    expect(isEmailOutsideDomains("ann@gmail.example", domains)).toBe(true);
    expect(isEmailOutsideDomains("ann@notdemo.example", domains)).toBe(true);
  });

  it("says nothing for a company without domains or an address that is not an e-mail yet", () => {
    expect(isEmailOutsideDomains("ann@gmail.example", [])).toBe(false);
    expect(isEmailOutsideDomains("ann@", domains)).toBe(false);
    expect(isEmailOutsideDomains("", domains)).toBe(false);
  });
});
