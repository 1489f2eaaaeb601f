import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDepartmentNode } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { controllerKeys } from "./keys";

/** GET /controller/stakeholders/companies/{id}/departments: every department, flat, with parent ids and counts. */
export function listDepartments(companyId: number): Promise<TDepartmentNode[]> {
  return api<TDepartmentNode[]>(`/controller/stakeholders/companies/${companyId}/departments`);
}

export function departmentsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: controllerKeys.departments(companyId),
    queryFn: () => listDepartments(companyId),
  });
}

export function useDepartments(companyId: number) {
  return useQuery(departmentsQueryOptions(companyId));
}
