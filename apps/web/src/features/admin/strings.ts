import { loadOrganisationStrings } from "@/features/organisation/strings";
import { type FeatureLocaleFiles, loadFeatureStrings } from "@/lib/i18n";

const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

/** The admin pages' strings (namespace "admin") and the shared organisation vocabulary. */
export async function loadAdminStrings(): Promise<void> {
  await Promise.all([loadFeatureStrings("admin", files), loadOrganisationStrings()]);
}
