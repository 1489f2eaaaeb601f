import type { Locale } from "@wellguard/contract";
import { getToken, saveLanguage } from "@/lib/storage";
import { changeLanguageRequest } from "./api/change-language";

/** Language change of spec §4: tell the server (when signed in), save it, reload the page. */
export async function changeLanguage(locale: Locale): Promise<void> {
  if (getToken()) await changeLanguageRequest(locale).catch(() => undefined);
  saveLanguage(locale);
  window.location.reload();
}
