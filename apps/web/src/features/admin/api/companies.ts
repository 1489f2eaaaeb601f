import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCompany, TCompanyInput } from "@wellguard/contract";
import { companyThemeQueryOptions } from "@/features/company/api/get-company-theme";
import { api, apiPage, type Page } from "@/lib/api-client";
import { getToken } from "@/lib/storage";
import { adminKeys } from "./keys";

export interface CompaniesQuery {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  order?: "asc" | "desc";
}

/** GET /admin/stakeholders/companies: one page, searched and sorted by the server. */
export function listCompanies(query: CompaniesQuery): Promise<Page<TCompany>> {
  return apiPage<TCompany>("/admin/stakeholders/companies", {
    query: { ...query, search: query.search || undefined },
  });
}

export function companiesQueryOptions(query: CompaniesQuery) {
  return queryOptions({
    queryKey: [...adminKeys.companies, "list", query],
    queryFn: () => listCompanies(query),
    placeholderData: (previous) => previous,
  });
}

export function useCompanies(query: CompaniesQuery, enabled = true) {
  return useQuery({ ...companiesQueryOptions(query), enabled });
}

export function getCompany(id: number): Promise<TCompany> {
  return api<TCompany>(`/admin/stakeholders/companies/${id}`);
}

export function companyQueryOptions(id: number) {
  return queryOptions({ queryKey: adminKeys.company(id), queryFn: () => getCompany(id) });
}

export function useCompany(id: number | null) {
  return useQuery({ ...companyQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}

export function createCompany(input: TCompanyInput): Promise<TCompany> {
  return api<TCompany>("/admin/stakeholders/companies", { method: "POST", body: input });
}

export function updateCompany(id: number, input: TCompanyInput): Promise<TCompany> {
  return api<TCompany>(`/admin/stakeholders/companies/${id}`, { method: "PUT", body: input });
}

/** POST /admin/stakeholders/companies/{id} as multipart: the logo file in the field `logo`. */
export function uploadCompanyLogo(id: number, logo: File): Promise<TCompany> {
  const form = new FormData();
  form.append("logo", logo, logo.name);
  return api<TCompany>(`/admin/stakeholders/companies/${id}`, { method: "POST", body: form });
}

export function deleteCompany(id: number): Promise<unknown> {
  return api<unknown>(`/admin/stakeholders/companies/${id}`, { method: "DELETE" });
}

/** Saves a company (create or update), then its logo when one was chosen. */
export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      logo,
    }: {
      id: number | null;
      input: TCompanyInput;
      logo: File | null;
    }) => {
      let company = id === null ? await createCompany(input) : await updateCompany(id, input);
      if (logo) {
        try {
          company = await uploadCompanyLogo(company.stakeholderId, logo);
        } catch (error) {
          throw new LogoUploadError(company, error);
        }
      }
      return company;
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.all }),
        // The header's name and logo, when the admin saved their own company.
        client.invalidateQueries({ queryKey: companyThemeQueryOptions().queryKey }),
      ]),
  });
}

/** The company was saved but its logo was refused: the caller shows the logo's error on the saved company. */
export class LogoUploadError extends Error {
  constructor(
    readonly company: TCompany,
    override readonly cause: unknown,
  ) {
    super("The logo was not saved");
    this.name = "LogoUploadError";
  }
}

export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCompany(id),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A file or blob as a data: URL (the Content Security Policy allows data: images, not blob: ones). */
export function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The logo as a data: URL: the logo route needs the bearer token, which an <img src> cannot send, so it is
 * fetched like any other call. Null while loading, when there is none, or when it cannot be read.
 */
export function useLogoUrl(url: string | null) {
  return useQuery({
    queryKey: ["admin", "logo", url],
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const headers: Record<string, string> = {};
      const token = getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(url as string, { headers, signal, credentials: "same-origin" });
      if (!response.ok) return null;
      return dataUrl(await response.blob());
    },
  });
}
