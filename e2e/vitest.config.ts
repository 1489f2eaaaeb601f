import { defineConfig } from "vitest/config";

// Browser suites: each file starts its own server (real database, real Chromium), so files run one at a time.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["tests/**/*.test.ts"],
    pool: "forks",
    fileParallelism: false,
    // Migrates and seeds one data folder per run, which each product start copies (support/template.ts).
    globalSetup: ["support/template.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Pages answer within a second on a quiet machine, not on a loaded CI one (a report's PDF, a first chart):
    // a condition polled for is given ten seconds, a bound no passing test comes near and a failing one reaches.
    expect: { poll: { timeout: 10_000 } },
  },
});
