import { defineConfig } from "vitest/config";

// Unit and API suites. The browser suites in e2e/ run separately, after the web build (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: ["packages/contract", "apps/server", "apps/web"],
  },
});
