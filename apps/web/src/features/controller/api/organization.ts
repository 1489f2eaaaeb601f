import { useQuery } from "@tanstack/react-query";
import type { TOrganization } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { controllerKeys } from "./keys";

/**
 * GET /controller/stakeholders/companies/{id}/organization?search=: the company, its child companies, its
 * departments with counts and, with a search, the matching departments and the first matching people.
 */
export function getOrganization(companyId: number, search: string): Promise<TOrganization> {
  return api<TOrganization>(`/controller/stakeholders/companies/${companyId}/organization`, {
    query: { search: search || undefined },
  });
}

export function useOrganization(companyId: number, search: string) {
  return useQuery({
    queryKey: controllerKeys.organization(companyId, search),
    queryFn: () => getOrganization(companyId, search),
    placeholderData: (previous) => previous,
  });
}
