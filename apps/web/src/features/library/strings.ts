import { type FeatureLocaleFiles, loadFeatureStrings } from "@/lib/i18n";

const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

/** The strings of the sessions, FAQ, resources and achievements pages (namespace "library"). */
export async function loadLibraryStrings(): Promise<void> {
  await loadFeatureStrings("library", files);
}
