import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/*
 * Whether apps/web/dist was built from the sources as they are now (issue 15, point 15: `npm start` builds the
 * web app only when it is not). The build records a digest of its inputs in dist/.build-inputs; the digest
 * covers the contents of every file the build reads, not their times, so a fresh clone, a checkout or an edit
 * all count, and a touched file with the same contents does not.
 */

/** What the build reads, relative to the repository root: folders are read whole. */
const INPUTS = [
  "package-lock.json",
  "apps/web/index.html",
  "apps/web/package.json",
  "apps/web/tsconfig.json",
  "apps/web/vite.config.ts",
  "apps/web/build-inputs.ts",
  "apps/web/public",
  "apps/web/src",
  "packages/contract/package.json",
  "packages/contract/src",
  "packages/contract/locales",
];

export const STAMP_FILE = ".build-inputs";

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  try {
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch {
    return [path]; // a file, not a folder
  }
}

/** A digest of the build's inputs: their paths and contents, in a fixed order. */
export function buildInputsDigest(root: string): string {
  const hash = createHash("sha256");
  const files = INPUTS.flatMap((path) => filesUnder(root, path))
    .filter((file) => !file.endsWith(".test.ts"))
    .sort();
  for (const file of files) {
    hash.update(file.replaceAll("\\", "/"));
    hash.update("\0");
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Whether dist holds a build of the current inputs. */
export function isBuildUpToDate(root: string, distDir = join(root, "apps/web/dist")): boolean {
  const stamp = join(distDir, STAMP_FILE);
  if (!existsSync(join(distDir, "index.html")) || !existsSync(stamp)) return false;
  return readFileSync(stamp, "utf8").trim() === buildInputsDigest(root);
}

/** Records that dist was built from the current inputs (called at the end of every build). */
export function recordBuild(root: string, distDir = join(root, "apps/web/dist")): void {
  writeFileSync(join(distDir, STAMP_FILE), `${buildInputsDigest(root)}\n`);
}
