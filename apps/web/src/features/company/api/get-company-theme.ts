import { queryOptions } from "@tanstack/react-query";
import type { TCompanyTheme } from "@wellguard/contract";
import { api } from "@/lib/api-client";

export function getCompanyTheme(): Promise<TCompanyTheme> {
  return api<TCompanyTheme>("/stakeholders/companies/theme");
}

export function companyThemeQueryOptions() {
  // The header still works without the theme, so a failure never leaves the page.
  return queryOptions({
    queryKey: ["company", "theme"],
    queryFn: getCompanyTheme,
    meta: { background: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
