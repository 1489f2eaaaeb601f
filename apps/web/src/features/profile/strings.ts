import { type FeatureLocaleFiles, loadFeatureStrings } from "@/lib/i18n";

const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

/** The profile pages' strings (namespace "profile"), loaded with the pages. */
export function loadProfileStrings(): Promise<void> {
  return loadFeatureStrings("profile", files);
}
