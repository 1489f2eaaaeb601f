import type { Migration, MigrationProvider } from "kysely";
import * as m0001 from "./2026_11_21_0001_foundation";
import * as m0002 from "./2026_11_22_0002_housekeeping_indexes";
import * as m0003 from "./2026_11_22_0003_organisation";
import * as m0004 from "./2026_11_22_0004_admin_people_search";
import * as m0005 from "./2026_11_22_0005_controller";
import * as m0006 from "./2026_11_22_0006_people_imports";
import * as m0007 from "./2026_11_22_0007_people_list_speed";
import * as m0008 from "./2026_11_22_0008_employee_journey";
import * as m0009 from "./2026_11_23_0009_interaction_answered";
import * as m0010 from "./2026_11_23_0010_people_list_versions";
import * as m0011 from "./2026_11_24_0011_people_live_counts";
import * as m0012 from "./2026_11_24_0012_clean_names";
import * as m0013 from "./2026_11_24_0013_identity_changes";
import * as m0014 from "./2026_11_25_0014_dashboards";
import * as m0015 from "./2026_11_25_0015_dashboard_changes";
import * as m0016 from "./2026_11_25_0016_action_plans";
import * as m0017 from "./2026_11_25_0017_reports";
import * as m0018 from "./2026_11_25_0018_individual_wellbeing";
import * as m0019 from "./2026_11_26_0019_campaigns";
import * as m0020 from "./2026_11_26_0020_campaign_drafts";
import * as m0021 from "./2026_11_26_0021_sms";
import * as m0022 from "./2026_11_26_0022_breaches";
import * as m0023 from "./2026_11_27_0023_identity";
import * as m0024 from "./2026_11_28_0024_integrations";
import * as m0025 from "./2026_11_28_0025_event_json";

/** Every migration, registered by name; names sort in the order they run. */
const MIGRATIONS: Record<string, Migration> = {
  "2026_11_21_0001_foundation": m0001,
  "2026_11_22_0002_housekeeping_indexes": m0002,
  "2026_11_22_0003_organisation": m0003,
  "2026_11_22_0004_admin_people_search": m0004,
  "2026_11_22_0005_controller": m0005,
  "2026_11_22_0006_people_imports": m0006,
  "2026_11_22_0007_people_list_speed": m0007,
  "2026_11_22_0008_employee_journey": m0008,
  "2026_11_23_0009_interaction_answered": m0009,
  "2026_11_23_0010_people_list_versions": m0010,
  "2026_11_24_0011_people_live_counts": m0011,
  "2026_11_24_0012_clean_names": m0012,
  "2026_11_24_0013_identity_changes": m0013,
  "2026_11_25_0014_dashboards": m0014,
  "2026_11_25_0015_dashboard_changes": m0015,
  "2026_11_25_0016_action_plans": m0016,
  "2026_11_25_0017_reports": m0017,
  "2026_11_25_0018_individual_wellbeing": m0018,
  "2026_11_26_0019_campaigns": m0019,
  "2026_11_26_0020_campaign_drafts": m0020,
  "2026_11_26_0021_sms": m0021,
  "2026_11_26_0022_breaches": m0022,
  "2026_11_27_0023_identity": m0023,
  "2026_11_28_0024_integrations": m0024,
  "2026_11_28_0025_event_json": m0025,
};

export class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}
