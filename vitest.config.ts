import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and API suites. The browser suites in e2e/ run separately, after the web build (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: ["packages/contract", "apps/server", "apps/web"],
    // Vitest's default (one CPU fewer than the machine has) runs one file at a time on CI's two CPUs, and the
    // API suites spend part of their time waiting on HTTP and PostgreSQL: two files at once keep both CPUs busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
