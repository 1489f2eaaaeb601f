import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * Opens the embedded database a stopped product left in `dataDir` (the server keeps PGlite in
 * `<DATA_DIR>/pgdata`) and runs `work` on it. Only while no server holds the folder: PGlite has no
 * multi-process locking, which is why the product takes `wellguard.lock` there.
 */
export async function withStoppedProductDatabase<T>(
  dataDir: string,
  work: (db: PGlite) => Promise<T>,
): Promise<T> {
  const db = await PGlite.create({ dataDir: join(dataDir, "pgdata") });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Moves the date of the last password change of these logins `days` into the past. */
export async function agePasswords(dataDir: string, logins: string[], days: number): Promise<void> {
  await withStoppedProductDatabase(dataDir, async (db) => {
    const { affectedRows } = await db.query(
      "update people set password_changed_at = now() - make_interval(days => $1) where login = any($2)",
      [days, logins],
    );
    if (affectedRows !== logins.length)
      throw new Error(`Expected to age ${logins.length} passwords, aged ${affectedRows}`);
  });
}
