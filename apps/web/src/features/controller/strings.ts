import { loadOrganisationStrings } from "@/features/organisation/strings";
import { type FeatureLocaleFiles, loadFeatureStrings } from "@/lib/i18n";

const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

/** The controller area's strings (namespace "controller") and the shared organisation vocabulary. */
export async function loadControllerStrings(): Promise<void> {
  await Promise.all([loadFeatureStrings("controller", files), loadOrganisationStrings()]);
}
