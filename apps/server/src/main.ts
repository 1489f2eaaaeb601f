import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { migrateToLatest, openDatabase } from "./db/database";
import { DataDirInUseError } from "./db/lock";
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from "./db/seed";

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  await migrateToLatest(handle.db);
  const seeded = config.seedDemo ? await seedDemo(handle.db, { history: config.seedDemoHistory }) : false;
  const app = await buildApp({ config, db: handle.db });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await handle.close();
    throw error;
  }
  const shownHost = ["127.0.0.1", "0.0.0.0", "::", "localhost"].includes(config.host)
    ? "localhost"
    : config.host;
  const database =
    handle.kind === "embedded" ? `embedded database in ${config.dataDir}` : "PostgreSQL at DATABASE_URL";
  console.log(`Wellguard is running at http://${shownHost}:${config.port} (${database})`);
  if (config.seedDemo) {
    console.log(seeded ? "Demo data created. Demo logins:" : "Demo logins:");
    for (const { login, role } of DEMO_LOGINS) console.log(`  ${login.padEnd(11)} ${role}`);
    console.log(`  Password for all: ${DEMO_PASSWORD}`);
  }
}

main().catch((error: unknown) => {
  // A clear sentence for the expected failures; the stack only for the unexpected ones.
  if (error instanceof DataDirInUseError || error instanceof ConfigError) console.error(error.message);
  else console.error("Wellguard could not start:", error);
  process.exit(1);
});
