import { loadAdminStrings } from "@/features/admin/strings";
import { type FeatureLocaleFiles, loadFeatureStrings } from "@/lib/i18n";

const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

/**
 * The integrations panels' strings (namespace "integrations"), with the admin area's (its copy button and dialog
 * are reused here) and the shared organisation vocabulary they bring.
 */
export async function loadIntegrationsStrings(): Promise<void> {
  await Promise.all([loadFeatureStrings("integrations", files), loadAdminStrings()]);
}
