import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findRepoRoot } from "../config";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "./database";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "wg-lock-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function runMain(dataDir: string): Promise<{ code: number | null; output: string }> {
  const root = findRepoRoot();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(root, "apps/server/src/main.ts")], {
      cwd: root,
      env: { ...process.env, PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      output += d.toString();
    });
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("the embedded database folder", () => {
  it("persists data across a close and a reopen", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ databaseUrl: undefined, dataDir, inMemoryDatabase: false });
    await migrateToLatest(first.db);
    await first.db
      .insertInto("companies")
      .values({
        name: "Kept Ltd",
        domain: null,
        fiscal_code: null,
        logo: null,
        federation_url: null,
        parent_company_id: null,
      })
      .execute();
    await first.close();
    const second = await openDatabase({ databaseUrl: undefined, dataDir, inMemoryDatabase: false });
    const names = await second.db.selectFrom("companies").select("name").execute();
    await second.close();
    expect(names.map((n) => n.name)).toEqual(["Kept Ltd"]);
  });

  it("cannot be opened twice: the second opener gets a clear message", async () => {
    const dataDir = tempDir();
    const first: DatabaseHandle = await openDatabase({
      databaseUrl: undefined,
      dataDir,
      inMemoryDatabase: false,
    });
    try {
      await expect(
        openDatabase({ databaseUrl: undefined, dataDir, inMemoryDatabase: false }),
      ).rejects.toThrow(
        `The embedded database in ${dataDir} is already in use by process ${process.pid}. Stop it, or set DATA_DIR to another folder.`,
      );
    } finally {
      await first.close();
    }
  });

  it("stops a second server process on the same folder with that message and a failure exit code", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ databaseUrl: undefined, dataDir, inMemoryDatabase: false });
    try {
      const { code, output } = await runMain(dataDir);
      expect(code).not.toBe(0);
      expect(output).toContain(
        `The embedded database in ${dataDir} is already in use by process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
  });

  it("takes over a lock left behind by a process that no longer exists", async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, "wellguard.lock"), "999999999");
    const handle = await openDatabase({ databaseUrl: undefined, dataDir, inMemoryDatabase: false });
    await handle.close();
  });
});
