import { type FeatureLocaleFiles, loadFeatureStrings } from "@/lib/i18n";

const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

/** The employee journey's strings (namespace "journey"): dashboard, chat survey, game. */
export async function loadJourneyStrings(): Promise<void> {
  await loadFeatureStrings("journey", files);
}
