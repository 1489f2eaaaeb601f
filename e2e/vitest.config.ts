import { defineConfig } from "vitest/config";

// Browser suites: each file starts its own server (real database, real Chromium), so files run one at a time.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["tests/**/*.test.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
