import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCompany } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { controllerKeys } from "./keys";

/** GET /controller/stakeholders/companies/{id}: the full record of a managed company. */
export function getCompany(companyId: number): Promise<TCompany> {
  return api<TCompany>(`/controller/stakeholders/companies/${companyId}`);
}

export function companyQueryOptions(companyId: number) {
  return queryOptions({ queryKey: controllerKeys.company(companyId), queryFn: () => getCompany(companyId) });
}

export function useCompany(companyId: number) {
  return useQuery(companyQueryOptions(companyId));
}
