import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("uses the README's defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.passwordMaxAgeDays).toBe(365);
    expect(config.sessionIdleMinutes).toBe(480);
    expect(config.databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "4" }).databasePoolSize).toBe(4);
    expect(config.peopleSearchIndexPeople).toBe(300_000);
    expect(config.peopleSearchIndexMinPeople).toBe(5_000);
    expect(loadConfig({ PEOPLE_SEARCH_INDEX_PEOPLE: "0" }).peopleSearchIndexPeople).toBe(0);
  });

  it("refuses a setting it cannot use with a message that names the variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc", SESSION_IDLE_MINUTES: "0" })).toThrow(
      /PORT[\s\S]*SESSION_IDLE_MINUTES/,
    );
    // At least two: with one, every request would wait behind whichever holds a transaction open.
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "many" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ PEOPLE_SEARCH_INDEX_PEOPLE: "-1" })).toThrow(/PEOPLE_SEARCH_INDEX_PEOPLE/);
  });
});
