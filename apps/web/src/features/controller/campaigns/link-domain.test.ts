import { describe, expect, it } from "vitest";
import { splitAtDomain } from "./link-domain";

describe("splitAtDomain", () => {
  it("splits a link around its host name", () => {
    expect(splitAtDomain("https://parcel-delivery.example/pay?id=42", "parcel-delivery.example")).toEqual([
      "https://",
      "parcel-delivery.example",
      "/pay?id=42",
    ]);
    expect(splitAtDomain("http://tracking.evil.test:8080", "tracking.evil.test")).toEqual([
      "http://",
      "tracking.evil.test",
      ":8080",
    ]);
  });

  it("marks the real host after a user@ part, not the name that disguises it", () => {
    expect(splitAtDomain("https://bank.example@evil.test/login", "evil.test")).toEqual([
      "https://bank.example@",
      "evil.test",
      "/login",
    ]);
    expect(splitAtDomain("https://evil.test:x@evil.test.example/", "evil.test.example")).toEqual([
      "https://evil.test:x@",
      "evil.test.example",
      "/",
    ]);
  });

  it("finds an internationalised host in its xn-- form, whatever the case", () => {
    expect(splitAtDomain("https://XN--PYPAL-4VE.example/", "xn--pypal-4ve.example")).toEqual([
      "https://",
      "XN--PYPAL-4VE.example",
      "/",
    ]);
  });

  it("gives up when the host is not there as written", () => {
    expect(splitAtDomain("https://evil.test.example/", "evil.test")).toBeNull();
    expect(splitAtDomain("https://рaypal.example/", "xn--aypal-uye.example")).toBeNull();
    expect(splitAtDomain("not a url", "example")).toBeNull();
    expect(splitAtDomain("https://a.example/", "")).toBeNull();
  });
});
