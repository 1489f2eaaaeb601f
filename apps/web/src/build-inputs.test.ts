import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInputsDigest, isBuildUpToDate, recordBuild } from "../build-inputs";

/** Issue 15, point 15: `npm start` rebuilds the web app only when what the build reads has changed. */
describe("whether the web build is up to date", () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "wg-build-inputs-"));
    write("package-lock.json", "{}");
    write("apps/web/index.html", "<div id=root></div>");
    write("apps/web/src/main.tsx", "render()");
    write("packages/contract/locales/en-gb.json", '{"a":"b"}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("is not without a build, and is once the build recorded its inputs", () => {
    expect(isBuildUpToDate(root)).toBe(false);
    write("apps/web/dist/index.html", "built");
    expect(isBuildUpToDate(root)).toBe(false);
    recordBuild(root);
    expect(isBuildUpToDate(root)).toBe(true);
  });

  it("is not after a source, a translation or the lock file changed, or a source was added", () => {
    write("apps/web/dist/index.html", "built");
    for (const [path, text] of [
      ["apps/web/src/main.tsx", "render(2)"],
      ["packages/contract/locales/en-gb.json", '{"a":"c"}'],
      ["package-lock.json", '{"v":2}'],
      ["apps/web/src/new-page.tsx", "page()"],
    ] as const) {
      recordBuild(root);
      write(path, text);
      expect(isBuildUpToDate(root), path).toBe(false);
    }
  });

  it("stays up to date when a file is only touched, or a test changes", () => {
    write("apps/web/dist/index.html", "built");
    recordBuild(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, "apps/web/src/main.tsx"), later, later);
    write("apps/web/src/main.test.ts", "it()");
    expect(isBuildUpToDate(root)).toBe(true);
    expect(buildInputsDigest(root)).toHaveLength(64);
  });
});
