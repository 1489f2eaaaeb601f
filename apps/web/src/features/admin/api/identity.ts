import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFederationAdmin, TFederationInput, TScimToken, TScimTokenCreated } from "@wellguard/contract";
import { api } from "@/lib/api-client";

/** Query keys of a company's identity settings (under "admin", so the admin area's writes drop them too). */
export const identityKeys = {
  federation: (companyId: number) => ["admin", "identity", companyId, "federation"] as const,
  scimTokens: (companyId: number) => ["admin", "identity", companyId, "scim-tokens"] as const,
};

const base = (companyId: number) => `/admin/identity/${companyId}`;

/** GET /admin/identity/{companyId}/federation: the company's single sign-on, or null when it has none. */
export function getFederation(companyId: number): Promise<TFederationAdmin | null> {
  return api<TFederationAdmin | null>(`${base(companyId)}/federation`);
}

export function federationQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: identityKeys.federation(companyId),
    queryFn: () => getFederation(companyId),
  });
}

export function useFederation(companyId: number) {
  return useQuery(federationQueryOptions(companyId));
}

/** PUT: creates or replaces it; the server reads the issuer's discovery or the IdP metadata before saving. */
export function useSaveFederation(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TFederationInput) =>
      api<TFederationAdmin>(`${base(companyId)}/federation`, { method: "PUT", body: input }),
    onSuccess: (saved) => client.setQueryData(identityKeys.federation(companyId), saved),
  });
}

/** DELETE: the company's people sign in with passwords again. */
export function useDeleteFederation(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<unknown>(`${base(companyId)}/federation`, { method: "DELETE" }),
    onSuccess: () => client.setQueryData(identityKeys.federation(companyId), null),
  });
}

export function listScimTokens(companyId: number): Promise<TScimToken[]> {
  return api<TScimToken[]>(`${base(companyId)}/scim-tokens`);
}

export function useScimTokens(companyId: number) {
  return useQuery({ queryKey: identityKeys.scimTokens(companyId), queryFn: () => listScimTokens(companyId) });
}

/** POST: the answer carries the token itself, the only time it is ever shown. */
export function useCreateScimToken(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<TScimTokenCreated>(`${base(companyId)}/scim-tokens`, { method: "POST", body: { name } }),
    onSettled: () => client.invalidateQueries({ queryKey: identityKeys.scimTokens(companyId) }),
  });
}

export function useRevokeScimToken(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`${base(companyId)}/scim-tokens/${id}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: identityKeys.scimTokens(companyId) }),
  });
}
