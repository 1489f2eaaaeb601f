import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, URL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { recordBuild } from "./build-inputs";

// One id per build: the client compares it with GET /version to offer a refresh.
const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, "");

function versionFile(): Plugin {
  return {
    name: "wellguard-version-file",
    apply: "build",
    writeBundle(options) {
      const dir = options.dir ?? fileURLToPath(new URL("./dist", import.meta.url));
      writeFileSync(`${dir}/version.json`, `${JSON.stringify({ version: buildId })}\n`);
      // `npm start` rebuilds only when the inputs changed (build-if-needed.ts).
      recordBuild(fileURLToPath(new URL("../..", import.meta.url)), dir);
    },
  };
}

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it adds. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text asset, at the highest levels, once at build time:
 * the server (@fastify/static `preCompressed`) sends the copy the browser accepts, with Content-Encoding and
 * Vary, and spends no CPU compressing per request (issue 15, point 11).
 */
function precompressedCopies(): Plugin {
  return {
    name: "wellguard-precompressed-copies",
    apply: "build",
    closeBundle() {
      const dir = fileURLToPath(new URL("./dist", import.meta.url));
      const walk = (folder: string): string[] =>
        readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
        );
      for (const file of walk(dir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < COMPRESS_MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: zlib.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * The contract's locale files hold every shared text: the sign-in page needs only its "errors" and "messages",
 * signed-in pages also need the rest (services, profiles, lookups), and "email" is for the server alone.
 * `locales/x.json?part=public` and `?part=signed-in` are those two slices, as JavaScript modules.
 */
const PUBLIC_CONTRACT_SECTIONS = ["errors", "messages"];
const SERVER_ONLY_CONTRACT_SECTIONS = ["email"];
function contractLocaleParts(): Plugin {
  return {
    name: "wellguard-contract-locale-parts",
    enforce: "pre",
    load(id) {
      const match = /packages\/contract\/locales\/[\w-]+\.json\?part=(public|signed-in)$/.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf("?"));
      const all = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      const keep = (key: string) =>
        match[1] === "public"
          ? PUBLIC_CONTRACT_SECTIONS.includes(key)
          : !PUBLIC_CONTRACT_SECTIONS.includes(key) && !SERVER_ONLY_CONTRACT_SECTIONS.includes(key);
      this.addWatchFile(file);
      const slice = Object.fromEntries(Object.entries(all).filter(([key]) => keep(key)));
      // JSON.parse of a string literal is the fastest way to ship data (V8 parses JSON faster than object literals).
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(slice))});`,
        moduleType: "js",
      };
    },
  };
}

export default defineConfig({
  plugins: [contractLocaleParts(), react(), versionFile(), precompressedCopies()],
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
              // Everything the entry imports statically stays in one chunk of its own, so the group below
              // takes only the password form's own parts and signed-in pages do not download them.
              name: "app",
              tags: ["$initial"],
              priority: 2,
            },
            {
              name: "set-new-password",
              priority: 1,
              includeDependenciesRecursively: false,
              test: /set-new-password-form|password-hints|password-field|contract\/src\/password/,
            },
          ],
        },
      },
    },
  },
});
