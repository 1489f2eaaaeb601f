import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TReport, TReportInput, TReportSchedule, TReportScheduleInput } from "@wellguard/contract";
import { api, apiDownload } from "@/lib/api-client";
import { controllerKeys } from "./keys";

const base = (companyId: number) => `/controller/reports/${companyId}`;

/** GET /controller/reports/{companyId}: the reports made, newest first. */
export function useReports(companyId: number) {
  return useQuery({
    queryKey: controllerKeys.reports(companyId),
    queryFn: ({ signal }) => api<TReport[]>(base(companyId), { signal }),
  });
}

/** POST /controller/reports/{companyId}: makes and keeps a report. */
export function useCreateReport(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TReportInput) => api<TReport>(base(companyId), { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: controllerKeys.reports(companyId) }),
  });
}

/** A report's file, saved by the browser under the server's file name. */
export function downloadReport(companyId: number, report: TReport, format: "pdf" | "xlsx") {
  return apiDownload(`${base(companyId)}/${report.reportId}/${format}`, {}, `wellguard-report.${format}`);
}

export function useReportSchedule(companyId: number) {
  return useQuery({
    queryKey: controllerKeys.reportSchedule(companyId),
    queryFn: ({ signal }) => api<TReportSchedule>(`${base(companyId)}/schedule`, { signal }),
  });
}

export function useSaveReportSchedule(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TReportScheduleInput) =>
      api<TReportSchedule>(`${base(companyId)}/schedule`, { method: "PUT", body: input }),
    onSuccess: (schedule) => client.setQueryData(controllerKeys.reportSchedule(companyId), schedule),
  });
}
