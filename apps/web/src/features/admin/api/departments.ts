import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TDepartment, TDepartmentInput } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** GET /admin/stakeholders/companies/{id}/departments: every department of a company, flat, with people counts. */
export function listDepartments(companyId: number): Promise<TDepartment[]> {
  return api<TDepartment[]>(`/admin/stakeholders/companies/${companyId}/departments`);
}

export function departmentsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: adminKeys.departments(companyId),
    queryFn: () => listDepartments(companyId),
  });
}

export function useDepartments(companyId: number | null) {
  return useQuery({
    ...departmentsQueryOptions(companyId ?? 0),
    enabled: companyId !== null && companyId > 0,
  });
}

export function getDepartment(id: number): Promise<TDepartment> {
  return api<TDepartment>(`/admin/stakeholders/departments/${id}`);
}

export function useDepartment(id: number) {
  return useQuery({ queryKey: adminKeys.department(id), queryFn: () => getDepartment(id) });
}

export function useSaveDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TDepartmentInput }) =>
      id === null
        ? api<TDepartment>("/admin/stakeholders/departments", { method: "POST", body: input })
        : api<TDepartment>(`/admin/stakeholders/departments/${id}`, { method: "PUT", body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDeleteDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/admin/stakeholders/departments/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
