import { type FeatureLocaleFiles, loadFeatureStrings } from "@/lib/i18n";

const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

/** The shared organisation vocabulary (namespace "organisation"): field labels, tables, genders, types. */
export function loadOrganisationStrings(): Promise<void> {
  return loadFeatureStrings("organisation", files);
}
