// The product for the import bench, as a process of its own: the same parts as product-server.ts, plus one
// bench-only route that reports this process's memory, so the bench reads the server's peak RSS. A second
// argument sets PEOPLE_LIST_CACHE_ENTRIES (0: every list page computed, the figures without kept ids), a third
// PEOPLE_SEARCH_INDEX_PEOPLE (0: every search in SQL, the figures without the search index).
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { migrateToLatest, openDatabase } from "../../apps/server/src/db/database";
import { seedDemo } from "../../apps/server/src/db/seed";

const databaseUrl = process.argv[2];
if (!databaseUrl)
  throw new Error(
    "usage: import-server.ts <DATABASE_URL> [PEOPLE_LIST_CACHE_ENTRIES] [PEOPLE_SEARCH_INDEX_PEOPLE]",
  );
const config = loadConfig(
  {
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    SEED_DEMO: "true",
    RATE_LIMIT_AUTH_PER_IP: "100000000",
    RATE_LIMIT_AUTH_PER_LOGIN: "100000000",
    DATABASE_URL: databaseUrl,
    ...(process.argv[3] !== undefined ? { PEOPLE_LIST_CACHE_ENTRIES: process.argv[3] } : {}),
    ...(process.argv[4] !== undefined ? { PEOPLE_SEARCH_INDEX_PEOPLE: process.argv[4] } : {}),
  },
  {},
);
const database = await openDatabase(config);
await migrateToLatest(database.db);
await seedDemo(database.db);
const app = await buildApp({ config, db: database.db });
// maxRSS: the largest resident set of this process so far, in kB (getrusage).
app.get("/bench/memory", async () => ({
  maxRssKb: process.resourceUsage().maxRSS,
  rssKb: process.memoryUsage().rss / 1024,
}));
const address = await app.listen({ host: "127.0.0.1", port: 0 });
process.stdout.write(`${address}\n`);
process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
