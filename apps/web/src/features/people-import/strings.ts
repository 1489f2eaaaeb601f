import { loadOrganisationStrings } from "@/features/organisation/strings";
import { type FeatureLocaleFiles, loadFeatureStrings } from "@/lib/i18n";

const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

/** The import and export strings (namespace "peopleImport") and the shared organisation vocabulary (tables). */
export async function loadPeopleImportStrings(): Promise<void> {
  await Promise.all([loadFeatureStrings("peopleImport", files), loadOrganisationStrings()]);
}
