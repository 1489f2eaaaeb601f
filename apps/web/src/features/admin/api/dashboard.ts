import { useQuery } from "@tanstack/react-query";
import type { TAdminCompanyDashboard, TAdminDashboard } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** GET /admin/dashboard: totals, contracts per service and the latest audit events over the admin's companies. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: [...adminKeys.dashboard, "all"],
    queryFn: () => api<TAdminDashboard>("/admin/dashboard"),
    staleTime: 0,
  });
}

/** GET /admin/dashboard/{companyId}: the same for one company (and its child companies), people per department. */
export function useAdminCompanyDashboard(companyId: number) {
  return useQuery({
    queryKey: [...adminKeys.dashboard, "company", companyId],
    queryFn: () => api<TAdminCompanyDashboard>(`/admin/dashboard/${companyId}`),
    staleTime: 0,
  });
}
