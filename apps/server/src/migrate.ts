// `npm run migrate`: brings the configured database (embedded or DATABASE_URL) up to date, then exits.
import { loadConfig } from "./config";
import { migrateToLatest, openDatabase } from "./db/database";

const config = loadConfig();
const handle = await openDatabase(config);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
} catch (error) {
  console.error("Migration failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
