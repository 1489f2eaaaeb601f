import { defineConfig } from "vitest/config";

// API suites start real databases and a real HTTP server per file; forks keep PGlite instances apart.
export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
