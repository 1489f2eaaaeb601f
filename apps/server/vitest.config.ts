import { defineConfig } from "vitest/config";

// API suites start real databases and a real HTTP server per file; forks keep PGlite instances apart.
export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    pool: "forks",
    // One migrated, seeded database per run, which each suite's startTestServer copies (src/test/template.ts).
    globalSetup: ["src/test/template.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
