import { writeFileSync } from "node:fs";
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// One id per build: the client compares it with GET /version to offer a refresh.
const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, "");

function versionFile(): Plugin {
  return {
    name: "wellguard-version-file",
    apply: "build",
    writeBundle(options) {
      const dir = options.dir ?? fileURLToPath(new URL("./dist", import.meta.url));
      writeFileSync(`${dir}/version.json`, `${JSON.stringify({ version: buildId })}\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  build: {
    modulePreload: { polyfill: false },
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // Contract modules build zod schemas at top level; marking `z` pure lets the sign-in page
      // import plain constants and rules from them without shipping zod.
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        // Rolldown otherwise scatters the password form, its hints and the policy over several small
        // shared chunks; one chunk loads fewer bytes on the sign-in page (measured: 173.3 → 169.3 kB gzipped).
        codeSplitting: {
          groups: [
            {
              name: "set-new-password",
              test: /set-new-password-form|password-hints|password-field|contract\/src\/password/,
            },
          ],
        },
      },
    },
  },
});
