import { type FeatureLocaleFiles, loadFeatureStrings } from "@/lib/i18n";

const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

/** The breach pages' strings (namespace "breaches"), loaded with the pages. */
export function loadBreachesStrings(): Promise<void> {
  return loadFeatureStrings("breaches", files);
}
