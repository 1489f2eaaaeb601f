import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  ControllerView,
  TAwarenessDashboard,
  TDashboardOverview,
  TDashboardQuery,
  TPhishingDashboard,
} from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { controllerKeys } from "./keys";

/** The filters as the address keeps them (docs/dashboards.md). */
export type DashboardFilters = Pick<TDashboardQuery, "from" | "to" | "department" | "tag">;

function queryString(filters: DashboardFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /controller/dashboards/{companyId}/overview: the overall dashboard for the filters. */
export function useOverview(companyId: number, filters: DashboardFilters) {
  return useQuery({
    queryKey: [...controllerKeys.all, "overview", companyId, filters] as const,
    queryFn: () =>
      api<TDashboardOverview>(`/controller/dashboards/${companyId}/overview${queryString(filters)}`),
    // A change of filter keeps the figures on screen until the new ones arrive (no jump to a spinner).
    placeholderData: keepPreviousData,
    // A department or tag in the address that is not the managed company's (a link from another company).
    meta: { handlesNotFound: true },
  });
}

/** GET /controller/dashboards/{companyId}/awareness: the awareness dashboard for the filters. */
export function useAwareness(companyId: number, filters: DashboardFilters) {
  return useQuery({
    queryKey: [...controllerKeys.all, "awareness", companyId, filters] as const,
    queryFn: () =>
      api<TAwarenessDashboard>(`/controller/dashboards/${companyId}/awareness${queryString(filters)}`),
    placeholderData: keepPreviousData,
    meta: { handlesNotFound: true },
  });
}

/** GET /controller/dashboards/{companyId}/phishing: the phishing dashboard for the filters. */
export function usePhishingDashboard(companyId: number, filters: DashboardFilters) {
  return useQuery({
    queryKey: [...controllerKeys.all, "phishing", companyId, filters] as const,
    queryFn: () =>
      api<TPhishingDashboard>(`/controller/dashboards/${companyId}/phishing${queryString(filters)}`),
    placeholderData: keepPreviousData,
    meta: { handlesNotFound: true },
  });
}

/** GET /controller/view: the controller's saved default dashboard view. */
export function useDefaultView() {
  return useQuery({
    queryKey: controllerKeys.view(),
    queryFn: () => api<{ view: ControllerView; saved: boolean }>("/controller/view"),
  });
}
