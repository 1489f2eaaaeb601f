import type { Locale } from "@wellguard/contract";
import { api } from "@/lib/api-client";

export function changeLanguageRequest(locale: Locale): Promise<unknown> {
  return api("/auth/language", { method: "POST", body: { locale } });
}
