import { API_KEY_SCOPES, EVENT_TYPES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import enGb from "../locales/en-gb.json";
import { EVENT_GROUPS, eventKey, expiryInstant, scopeKey } from "./forms";

describe("the webhook form's event groups", () => {
  it("lists every event type of the contract in exactly one group", () => {
    const grouped = EVENT_GROUPS.flatMap((g) => g.types);
    expect([...grouped].sort()).toEqual([...EVENT_TYPES].sort());
  });
  it("names every event type and group", () => {
    const events = enGb.events as Record<string, string>;
    for (const type of [...EVENT_TYPES, "webhook.test"]) {
      expect(events[eventKey(type).slice("events.".length)], type).toBeTruthy();
    }
    const groups = enGb.webhooks.groups as Record<string, string>;
    for (const { group } of EVENT_GROUPS) expect(groups[group], group).toBeTruthy();
  });
});

describe("the scopes' names", () => {
  it("names and explains every scope under a key without a colon", () => {
    const scopes = enGb.scopes as Record<string, { name: string; description: string }>;
    for (const scope of API_KEY_SCOPES) {
      for (const part of ["name", "description"] as const) {
        const key = scopeKey(scope, part);
        expect(key).not.toContain(":");
        const [, id, field] = key.split(".");
        expect(scopes[id ?? ""]?.[field as typeof part], key).toBeTruthy();
      }
    }
  });
});

describe("a key's expiry day", () => {
  it("is no expiry when empty", () => {
    expect(expiryInstant("")).toBeNull();
  });
  it("ends with the chosen day in the browser's zone", () => {
    const instant = expiryInstant("2027-03-14");
    const local = new Date(instant ?? "");
    expect([local.getFullYear(), local.getMonth() + 1, local.getDate()]).toEqual([2027, 3, 14]);
    expect([local.getHours(), local.getMinutes(), local.getSeconds()]).toEqual([23, 59, 59]);
  });
  it("is refused by the contract when it is not a date", () => {
    expect(expiryInstant("not-a-day")).toBe("invalid");
  });
});
