import { WEBHOOK_FAILURES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import cat from "../locales/cat.json";
import enGb from "../locales/en-gb.json";
import enUs from "../locales/en-us.json";
import esEs from "../locales/es-es.json";
import esMx from "../locales/es-mx.json";
import eu from "../locales/eu.json";
import pl from "../locales/pl.json";
import ptPt from "../locales/pt-pt.json";
import { failureMessage } from "./failures";

const LOCALES = { cat, "en-gb": enGb, "en-us": enUs, "es-es": esEs, "es-mx": esMx, eu, pl, "pt-pt": ptPt };
const none = { lastError: null, lastErrorDetail: null, lastStatusCode: null };
const format = (n: number) => n.toLocaleString("es-ES");

describe("the delivery failure reasons", () => {
  it("words every failure code of the contract in all eight languages, with and without its detail", () => {
    for (const [locale, strings] of Object.entries(LOCALES)) {
      const failures = (strings.deliveries as unknown as { failures: Record<string, string> }).failures;
      for (const code of WEBHOOK_FAILURES) {
        for (const detail of [null, "1"]) {
          const message = failureMessage({ ...none, lastError: code, lastErrorDetail: detail }, format);
          const key = message?.key.slice("deliveries.failures.".length) ?? "";
          expect(failures[key], `${locale} ${key}`).toBeTruthy();
          if (message?.values) expect(failures[key], `${locale} ${key}`).toContain("{{detail}}");
        }
      }
      // No key beyond the codes' (a removed code leaves no orphan).
      const expected = new Set(
        WEBHOOK_FAILURES.flatMap((code) =>
          [null, "1"].map(
            (detail) =>
              failureMessage({ ...none, lastError: code, lastErrorDetail: detail }, format)?.key.slice(
                "deliveries.failures.".length,
              ) ?? "",
          ),
        ),
      );
      expect(Object.keys(failures).sort(), locale).toEqual([...expected].sort());
    }
  });

  it("names the address, the seconds in the reader's numbers, the TLS code and the HTTP status", () => {
    expect(
      failureMessage({ ...none, lastError: "refused-address", lastErrorDetail: "127.0.0.1" }, format),
    ).toEqual({ key: "deliveries.failures.refused-address-detail", values: { detail: "127.0.0.1" } });
    expect(failureMessage({ ...none, lastError: "timeout", lastErrorDetail: "0.3" }, format)).toEqual({
      key: "deliveries.failures.timeout-detail",
      values: { detail: "0,3" },
    });
    expect(
      failureMessage({ ...none, lastError: "tls", lastErrorDetail: "ERR_TLS_CERT_ALTNAME_INVALID" }, format)
        ?.values,
    ).toEqual({ detail: "ERR_TLS_CERT_ALTNAME_INVALID" });
    expect(failureMessage({ lastError: "http", lastErrorDetail: null, lastStatusCode: 502 }, format)).toEqual(
      {
        key: "deliveries.failures.http-detail",
        values: { detail: "502" },
      },
    );
    // A code without a detail to name ignores one.
    expect(failureMessage({ ...none, lastError: "dns", lastErrorDetail: "x" }, format)).toEqual({
      key: "deliveries.failures.dns",
    });
    expect(failureMessage(none, format)).toBeNull();
  });
});
