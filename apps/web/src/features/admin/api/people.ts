import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Profile, TMultiUpdate, TPerson, TPersonInput } from "@wellguard/contract";
import { api, apiPage, type Page } from "@/lib/api-client";
import { adminKeys } from "./keys";

export interface PeopleQuery {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  order?: "asc" | "desc";
  companyId?: number;
  departmentId?: number;
  profile?: Profile;
}

/** GET /admin/stakeholders/people: one page; a department filter includes its sub-departments. */
export function listPeople(query: PeopleQuery): Promise<Page<TPerson>> {
  return apiPage<TPerson>("/admin/stakeholders/people", {
    query: {
      ...query,
      search: query.search || undefined,
      includeSubdepartments: query.departmentId ? "true" : undefined,
    },
  });
}

export function usePeople(query: PeopleQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.people, "list", query],
      queryFn: () => listPeople(query),
      placeholderData: (previous) => previous,
    }),
  );
}

export function usePerson(id: number) {
  return useQuery({
    queryKey: adminKeys.person(id),
    queryFn: () => api<TPerson>(`/admin/stakeholders/people/${id}`),
  });
}

export function useSavePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TPersonInput }) =>
      id === null
        ? api<TPerson>("/admin/stakeholders/people", { method: "POST", body: input })
        : api<TPerson>(`/admin/stakeholders/people/${id}`, { method: "PUT", body: input }),
    onSuccess: (person) => {
      client.setQueryData(adminKeys.person(person.stakeholderId), person);
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useDeletePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`/admin/stakeholders/people/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export interface BulkResult {
  affected: number;
}

/** PUT /admin/stakeholders/multiupdate/people: the same change for every id, all or nothing. */
export function useMultiUpdatePeople() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMultiUpdate) =>
      api<BulkResult>("/admin/stakeholders/multiupdate/people", { method: "PUT", body }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** PUT /admin/stakeholders/multidelete/people: all or none; a refusal lists each refused id (ApiError.refusals). */
export function useMultiDeletePeople() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<BulkResult>("/admin/stakeholders/multidelete/people", { method: "PUT", body: { ids } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export interface CredentialEmailsResult {
  sent: number;
  skipped: number;
}

/** POST /admin/stakeholders/emails/people: a set-password link to each person (federated or without e-mail: skipped). */
export function useSendCredentials() {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<CredentialEmailsResult>("/admin/stakeholders/emails/people", { method: "POST", body: { ids } }),
  });
}
