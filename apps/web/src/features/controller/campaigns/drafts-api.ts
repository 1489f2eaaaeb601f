import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCampaign, TCampaignDraft, TCampaignDraftInput } from "@wellguard/contract";
import { api } from "@/lib/api-client";

/** Campaign drafts (docs/phishing.md "Lifecycle"; base /controller/campaigns/{companyId}/drafts). */
const base = (companyId: number) => `/controller/campaigns/${companyId}/drafts`;

/** Under the campaigns' own key, so that whatever refreshes the campaigns refreshes the drafts too. */
export const draftKeys = {
  list: (companyId: number) => ["controller", "campaigns", companyId, "drafts"] as const,
  one: (companyId: number, id: number) => ["controller", "campaigns", companyId, "drafts", id] as const,
};

export function useCampaignDrafts(companyId: number) {
  return useQuery({
    queryKey: draftKeys.list(companyId),
    queryFn: ({ signal }) => api<TCampaignDraft[]>(base(companyId), { signal }),
  });
}

export function useCampaignDraft(companyId: number, id: number | null) {
  return useQuery({
    queryKey: draftKeys.one(companyId, id ?? 0),
    queryFn: ({ signal }) => api<TCampaignDraft>(`${base(companyId)}/${id}`, { signal }),
    enabled: id !== null,
    // The form is filled once from what was saved; a refetch must not overwrite what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves the form as a new draft (no id yet) or over an existing one. */
export function useSaveCampaignDraft(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TCampaignDraftInput }) =>
      api<TCampaignDraft>(id === null ? base(companyId) : `${base(companyId)}/${id}`, {
        method: id === null ? "POST" : "PUT",
        body: input,
      }),
    onSuccess: (draft) => {
      client.setQueryData(draftKeys.one(companyId, draft.draftId), draft);
      return client.invalidateQueries({ queryKey: draftKeys.list(companyId) });
    },
  });
}

export function useScheduleCampaignDraft(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<TCampaign>(`${base(companyId)}/${id}/schedule`, { method: "POST" }),
    onSuccess: (_campaign, id) => {
      // The draft is gone: forgotten rather than asked for again (a 404).
      client.removeQueries({ queryKey: draftKeys.one(companyId, id), exact: true });
      return client.invalidateQueries({ queryKey: ["controller", "campaigns", companyId] });
    },
  });
}

export function useDeleteCampaignDraft(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ draftId: number }>(`${base(companyId)}/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: draftKeys.list(companyId) }),
  });
}
