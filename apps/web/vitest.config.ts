import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  define: { __BUILD_ID__: JSON.stringify("test") },
  test: { name: "web", environment: "node", include: ["src/**/*.test.ts"] },
});
