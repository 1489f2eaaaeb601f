import type { SpreadsheetFormat, TCompany, TImportPreview, TImportStatus } from "@wellguard/contract";
import { API_BASE, ApiError, type ApiRefusal, api, apiDownload } from "@/lib/api-client";
import { getToken } from "@/lib/storage";

/** Which side of the API the caller uses: admins reach any company in their scope, controllers a managed one. */
export type ImportArea = "ADMIN" | "CONTROLLER";

function areaPath(area: ImportArea): string {
  return area === "ADMIN" ? "/admin/stakeholders" : "/controller/stakeholders";
}

export function getCompany(area: ImportArea, companyId: number): Promise<TCompany> {
  return api<TCompany>(`${areaPath(area)}/companies/${companyId}`);
}

export function downloadTemplate(area: ImportArea, format: SpreadsheetFormat): Promise<void> {
  return apiDownload(`${areaPath(area)}/people/template`, { format }, `people-template.${format}`);
}

/** The people list filters an export applies (the same as the people list's). */
export interface ExportFilters {
  search?: string | undefined;
  sort?: string | undefined;
  order?: "asc" | "desc" | undefined;
  departmentId?: number | undefined;
  includeSubdepartments?: boolean | undefined;
  profile?: string | undefined;
  tagId?: number | undefined;
}

export function exportPeople(
  area: ImportArea,
  companyId: number,
  format: SpreadsheetFormat,
  filters: ExportFilters,
): Promise<void> {
  return apiDownload(
    `${areaPath(area)}/people/export/${companyId}`,
    {
      format,
      search: filters.search || undefined,
      sort: filters.sort,
      order: filters.order,
      departmentId: filters.departmentId,
      includeSubdepartments:
        filters.includeSubdepartments === undefined ? undefined : String(filters.includeSubdepartments),
      profile: filters.profile,
      tagId: filters.tagId,
    },
    `people.${format}`,
  );
}

function errorOf(status: number, text: string): ApiError {
  try {
    const records = (JSON.parse(text) as { records?: Record<string, unknown> }).records ?? {};
    return new ApiError(
      status,
      typeof records.applicationCode === "string" ? records.applicationCode : null,
      typeof records.field === "string" ? records.field : null,
      typeof records.message === "string" ? records.message : `HTTP ${status}`,
      { refusals: Array.isArray(records.refusals) ? (records.refusals as ApiRefusal[]) : [] },
    );
  } catch {
    return new ApiError(status, null, null, `HTTP ${status}`);
  }
}

export interface UploadOptions {
  services: number[];
  surveyFlowId: number;
}

/**
 * POST .../people/import/{companyId} as multipart, through XMLHttpRequest so the upload's progress can be shown
 * (fetch cannot report it). `onProgress` receives 0-1 while the bytes go up; the answer is the preview.
 */
export function uploadImport(
  area: ImportArea,
  companyId: number,
  file: File,
  options: UploadOptions,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TImportPreview> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("services", options.services.join(","));
    form.append("surveyFlowId", String(options.surveyFlowId));
    form.append("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}${areaPath(area)}/people/import/${companyId}`);
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as { records: TImportPreview }).records);
        } catch {
          reject(new ApiError(xhr.status, null, null, "Unreadable answer"));
        }
      } else reject(errorOf(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, null, null, "Network error"));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}

export function commitImport(area: ImportArea, companyId: number, importId: string): Promise<TImportStatus> {
  return api<TImportStatus>(`${areaPath(area)}/people/import/${companyId}/${importId}/commit`, {
    method: "POST",
  });
}

export function getImportStatus(
  area: ImportArea,
  companyId: number,
  importId: string,
): Promise<TImportStatus> {
  return api<TImportStatus>(`${areaPath(area)}/people/import/${companyId}/${importId}`);
}
