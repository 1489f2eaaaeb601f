import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TCampaign,
  TCampaignInput,
  TCampaignLeverResult,
  TCampaignRecipient,
  TCampaignType,
  TPhishingDomain,
  TTemplatePreview,
  TTemplateSummary,
} from "@wellguard/contract";
import { api, apiDownload } from "@/lib/api-client";

/** Spec §7 Campaigns (base /controller/campaigns); docs/phishing.md. */
const base = (companyId: number) => `/controller/campaigns/${companyId}`;

export const campaignKeys = {
  all: (companyId: number) => ["controller", "campaigns", companyId] as const,
  list: (companyId: number) => ["controller", "campaigns", companyId, "list"] as const,
  one: (companyId: number, id: number) => ["controller", "campaigns", companyId, "one", id] as const,
  recipients: (companyId: number, id: number) =>
    ["controller", "campaigns", companyId, "recipients", id] as const,
  levers: (companyId: number, id: number) => ["controller", "campaigns", companyId, "levers", id] as const,
  types: (companyId: number) => ["controller", "campaigns", companyId, "types"] as const,
  domains: (companyId: number) => ["controller", "campaigns", companyId, "domains"] as const,
  templates: (companyId: number, category: number) =>
    ["controller", "campaigns", companyId, "templates", category] as const,
  preview: (companyId: number, templateId: number) =>
    ["controller", "campaigns", companyId, "preview", templateId] as const,
};

export function useCampaigns(companyId: number) {
  return useQuery({
    queryKey: campaignKeys.list(companyId),
    queryFn: ({ signal }) => api<TCampaign[]>(base(companyId), { signal }),
    // A campaign that is sending changes by the minute.
    refetchInterval: 30_000,
  });
}

export function useCampaign(companyId: number, id: number) {
  return useQuery({
    queryKey: campaignKeys.one(companyId, id),
    queryFn: ({ signal }) => api<TCampaign>(`${base(companyId)}/${id}`, { signal }),
    refetchInterval: 30_000,
  });
}

export function useCampaignRecipients(companyId: number, id: number) {
  return useQuery({
    queryKey: campaignKeys.recipients(companyId, id),
    queryFn: ({ signal }) => api<TCampaignRecipient[]>(`${base(companyId)}/${id}/interactions`, { signal }),
    refetchInterval: 30_000,
  });
}

export function useCampaignLevers(companyId: number, id: number) {
  return useQuery({
    queryKey: campaignKeys.levers(companyId, id),
    queryFn: ({ signal }) =>
      api<TCampaignLeverResult[]>(`${base(companyId)}/${id}/psychoprofile`, { signal }),
  });
}

export function useCampaignTypes(companyId: number) {
  return useQuery({
    queryKey: campaignKeys.types(companyId),
    queryFn: ({ signal }) => api<TCampaignType[]>(`${base(companyId)}/types`, { signal }),
  });
}

export function usePhishingDomains(companyId: number) {
  return useQuery({
    queryKey: campaignKeys.domains(companyId),
    queryFn: ({ signal }) => api<TPhishingDomain[]>(`${base(companyId)}/domains`, { signal }),
  });
}

export function useTemplates(companyId: number, category: number) {
  return useQuery({
    queryKey: campaignKeys.templates(companyId, category),
    queryFn: ({ signal }) => api<TTemplateSummary[]>(`${base(companyId)}/templates/${category}`, { signal }),
  });
}

export function useTemplatePreview(companyId: number, templateId: number | null) {
  return useQuery({
    queryKey: campaignKeys.preview(companyId, templateId ?? 0),
    queryFn: ({ signal }) => api<TTemplatePreview>(`${base(companyId)}/template/${templateId}`, { signal }),
    enabled: templateId !== null,
  });
}

export function useCreateCampaign(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCampaignInput) => api<TCampaign>(base(companyId), { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all(companyId) }),
  });
}

export function useDeleteCampaign(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ campaignId: number; outcome: "deleted" | "cancelled" }>(`${base(companyId)}/${id}`, {
        method: "DELETE",
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all(companyId) }),
  });
}

export function downloadRecipients(companyId: number, id: number) {
  return apiDownload(`${base(companyId)}/${id}/export`, {}, `campaign-${id}.xlsx`);
}
