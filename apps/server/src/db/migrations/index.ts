import type { Migration, MigrationProvider } from "kysely";
import * as m0001 from "./2026_11_21_0001_foundation";

/** Every migration, registered by name; names sort in the order they run. */
const MIGRATIONS: Record<string, Migration> = {
  "2026_11_21_0001_foundation": m0001,
};

export class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}
