import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TManagedCompany } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { controllerKeys } from "./keys";

/** GET /controller/companies: the companies the signed-in controller manages (spec §6). */
export function listManagedCompanies(): Promise<TManagedCompany[]> {
  return api<TManagedCompany[]>("/controller/companies");
}

export function managedCompaniesQueryOptions() {
  return queryOptions({
    queryKey: controllerKeys.companies(),
    queryFn: listManagedCompanies,
    // Every controller page reads it (the header shows the managed company); it changes only through an admin.
    staleTime: 5 * 60_000,
  });
}

export function useManagedCompanies() {
  return useQuery(managedCompaniesQueryOptions());
}
