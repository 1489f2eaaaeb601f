import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TBreachAlert,
  TBreachDashboard,
  TBreachImportResult,
  TBreachMonitor,
} from "@wellguard/contract";
import { api, apiDownload } from "@/lib/api-client";
import { controllerKeys } from "../api/keys";

/*
 * The ABS dashboard's calls (packages/contract/src/breaches.ts). Their keys sit under ["controller"], so a change of
 * managed company drops them with the rest of the area's data.
 */

const base = (companyId: number) => `/controller/breaches/${companyId}`;

export const absKeys = {
  all: (companyId: number) => [...controllerKeys.all, "abs", companyId] as const,
  summary: (companyId: number, department: number | undefined) =>
    [...controllerKeys.all, "abs", companyId, "summary", department ?? null] as const,
  monitor: (companyId: number) => [...controllerKeys.all, "abs", companyId, "monitor"] as const,
  alerts: (companyId: number) => [...controllerKeys.all, "abs", companyId, "alerts"] as const,
};

/** GET /controller/breaches/{companyId}/summary: the figures of the company or of one department's subtree. */
export function useBreachDashboard(companyId: number, department: number | undefined) {
  return useQuery({
    queryKey: absKeys.summary(companyId, department),
    queryFn: ({ signal }) =>
      api<TBreachDashboard>(`${base(companyId)}/summary`, { query: { department }, signal }),
    placeholderData: keepPreviousData,
    // A department in the address that is not the company's: the filter is dropped (useUnknownFilter).
    meta: { handlesNotFound: true },
  });
}

/** GET /controller/breaches/{companyId}/monitor: whether and when the company's domains are checked. */
export function useBreachMonitor(companyId: number) {
  return useQuery({
    queryKey: absKeys.monitor(companyId),
    queryFn: ({ signal }) => api<TBreachMonitor>(`${base(companyId)}/monitor`, { signal }),
  });
}

/** POST /controller/breaches/{companyId}/check: "check now"; the figures are read again after it. */
export function useCheckBreaches(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<TBreachMonitor>(`${base(companyId)}/check`, { method: "POST" }),
    onSuccess: (monitor) => {
      client.setQueryData(absKeys.monitor(companyId), monitor);
      void client.invalidateQueries({ queryKey: absKeys.all(companyId) });
    },
  });
}

/** POST /controller/breaches/{companyId}/import: a CSV or JSON file of breach records (multipart `file`). */
export function useImportBreaches(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return api<TBreachImportResult>(`${base(companyId)}/import`, { method: "POST", body });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: absKeys.all(companyId) }),
  });
}

/** GET /controller/breaches/{companyId}/alerts: breaches first found in the company in the last 30 days. */
export function useBreachAlerts(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: absKeys.alerts(companyId),
    queryFn: ({ signal }) => api<TBreachAlert[]>(`${base(companyId)}/alerts`, { signal }),
    enabled,
    // A side note of the overall dashboard: its failure leaves the page as it is, with no alert.
    meta: { background: true },
  });
}

/** The xlsx of every exposure of the company (the whole company: the call takes no filter), under the server's name. */
export function downloadBreachExport(companyId: number): Promise<void> {
  return apiDownload(`${base(companyId)}/export`, {}, "breaches.xlsx");
}
