import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TCampaign,
  TCampaignInput,
  TCampaignLeverResult,
  TCampaignRecipient,
  TCampaignType,
  TPhishingDomain,
  TReportedAttachment,
  TReportedMessage,
  TReportedVerdictInput,
  TSelectionReach,
  TSeries,
  TSeriesInput,
  TSmsTemplateSummary,
  TTemplateCopyInput,
  TTemplatePreview,
  TTemplateSaved,
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
  preview: (companyId: number, templateId: number, personId: number | null, locale: string | null) =>
    ["controller", "campaigns", companyId, "preview", templateId, personId, locale] as const,
  reported: (companyId: number) => ["controller", "campaigns", companyId, "reported"] as const,
  smsTemplates: (companyId: number, category: number) =>
    ["controller", "campaigns", companyId, "sms-templates", category] as const,
  reach: (companyId: number, type: string, ids: string) =>
    ["controller", "campaigns", companyId, "reach", type, ids] as const,
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

/** The built-in SMS templates of a category (7: every one) in the caller's language (issue 18, docs/smishing.md). */
export function useSmsTemplates(companyId: number, category: number, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.smsTemplates(companyId, category),
    queryFn: ({ signal }) =>
      api<TSmsTemplateSummary[]>(`${base(companyId)}/sms-templates/${category}`, { signal }),
    enabled,
  });
}

/** How many people of a selection each channel reaches (the form's notice); nothing asked for an empty selection. */
export function useSelectionReach(companyId: number, type: "DEPARTMENTS" | "TAGS", ids: ReadonlySet<number>) {
  const idList = [...ids].sort((a, b) => a - b).join(",");
  return useQuery({
    queryKey: campaignKeys.reach(companyId, type, idList),
    queryFn: ({ signal }) =>
      api<TSelectionReach>(`${base(companyId)}/reach`, { signal, query: { type, ids: idList } }),
    enabled: idList !== "",
    // The previous selection's counts stay shown while the next ones load.
    placeholderData: (previous) => previous,
  });
}

/**
 * A template as one person would receive it: `personId` fills the merge fields (default: the caller) and `locale`
 * picks a built-in template's language (default: the person's; a company copy is always in its own).
 * `handlesNotFound`: the page shows an unknown template in place instead of leaving for "not found".
 */
export function useTemplatePreview(
  companyId: number,
  templateId: number | null,
  {
    personId = null,
    locale = null,
    handlesNotFound = false,
  }: { personId?: number | null; locale?: string | null; handlesNotFound?: boolean } = {},
) {
  return useQuery({
    queryKey: campaignKeys.preview(companyId, templateId ?? 0, personId, locale),
    queryFn: ({ signal }) =>
      api<TTemplatePreview>(`${base(companyId)}/template/${templateId}`, {
        signal,
        query: { personId: personId ?? undefined, locale: locale ?? undefined },
      }),
    enabled: templateId !== null,
    meta: { handlesNotFound },
    // The next person's or language's preview loads behind the current one instead of emptying the pane.
    placeholderData: (previous, query) => (query?.queryKey[4] === templateId ? previous : undefined),
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

/** The report mailbox's review queue (docs/phishing-reporting.md "Review queue API"): newest first, 500 at most. */
export function useReportedMessages(companyId: number, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.reported(companyId),
    queryFn: ({ signal }) => api<TReportedMessage[]>(`${base(companyId)}/reported`, { signal }),
    enabled,
    // People keep reporting while the controller reviews.
    refetchInterval: 60_000,
  });
}

/** Records a verdict; the answer (with its review time) replaces the message in the cached queue. */
export function useReportedVerdict(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TReportedVerdictInput & { id: number }) =>
      api<TReportedMessage>(`${base(companyId)}/reported/${id}`, { method: "PUT", body: input }),
    onSuccess: (updated) =>
      client.setQueryData<TReportedMessage[]>(campaignKeys.reported(companyId), (messages) =>
        messages?.map((m) => (m.reportedMessageId === updated.reportedMessageId ? updated : m)),
      ),
  });
}

/** An attachment's bytes as a file download (application/octet-stream): never opened or shown by the app. */
export function downloadReportedAttachment(
  companyId: number,
  messageId: number,
  attachment: TReportedAttachment,
) {
  return apiDownload(
    `${base(companyId)}/reported/${messageId}/attachments/${attachment.attachmentId}`,
    {},
    attachment.fileName,
  );
}

/*
 * Neurophishing series (docs/neurophishing.md): POST /{companyId}/schedule and GET /{companyId}/subcampaigns/{id}.
 * Their keys sit under the company's campaigns, so a new series also refreshes the list of campaigns.
 */
const seriesKey = (companyId: number, id: number) => [...campaignKeys.all(companyId), "series", id] as const;

export function useSeries(companyId: number, id: number) {
  return useQuery({
    queryKey: seriesKey(companyId, id),
    queryFn: ({ signal }) => api<TSeries>(`${base(companyId)}/subcampaigns/${id}`, { signal }),
    // Its subcampaigns send and collect results by the minute.
    refetchInterval: 30_000,
  });
}

export function useCreateSeries(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TSeriesInput) =>
      api<TSeries>(`${base(companyId)}/schedule`, { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all(companyId) }),
  });
}

/*
 * Company copies of templates (docs/phishing.md "Company copies"): POST /{companyId}/template copies a built-in
 * template in one language, PUT /{companyId}/template/{id} changes a copy, DELETE removes one no campaign used.
 */

export function useCopyTemplate(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TTemplateCopyInput) =>
      api<TTemplateSaved>(`${base(companyId)}/template`, { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all(companyId) }),
  });
}

export function useUpdateTemplate(companyId: number, templateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TTemplateCopyInput) =>
      api<TTemplateSaved>(`${base(companyId)}/template/${templateId}`, { method: "PUT", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all(companyId) }),
  });
}

export function useDeleteTemplate(companyId: number, templateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ templateId: number }>(`${base(companyId)}/template/${templateId}`, { method: "DELETE" }),
    // Everything but the copy's own previews, which would answer 404 (the page leaves after deleting).
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: campaignKeys.all(companyId),
        predicate: (query) => !(query.queryKey[3] === "preview" && query.queryKey[4] === templateId),
      }),
  });
}
