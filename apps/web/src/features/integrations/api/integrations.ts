import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  TApiKey,
  TApiKeyCreated,
  TApiKeyInput,
  TWebhook,
  TWebhookCreated,
  TWebhookDelivery,
  TWebhookDeliveryPage,
  TWebhookInput,
  TWebhookList,
  TWebhookUpdate,
  WebhookDeliveryStatus,
} from "@wellguard/contract";
import { api } from "@/lib/api-client";

/*
 * A company's integrations (issue 21, packages/contract/src/integrations.ts): API keys, webhook endpoints and
 * their delivery log. The same routes serve a controller (their companies) and an admin (companies in scope).
 */

export const integrationKeys = {
  all: (companyId: number) => ["integrations", companyId] as const,
  apiKeys: (companyId: number) => ["integrations", companyId, "api-keys"] as const,
  webhooks: (companyId: number) => ["integrations", companyId, "webhooks"] as const,
  deliveries: (companyId: number, webhookId: number, status: WebhookDeliveryStatus | null) =>
    ["integrations", companyId, "deliveries", webhookId, status ?? "all"] as const,
  deliveriesOf: (companyId: number, webhookId: number) =>
    ["integrations", companyId, "deliveries", webhookId] as const,
};

const base = (companyId: number) => `/integrations/${companyId}`;

export function useApiKeys(companyId: number) {
  return useQuery({
    queryKey: integrationKeys.apiKeys(companyId),
    queryFn: () => api<TApiKey[]>(`${base(companyId)}/api-keys`),
  });
}

/** POST: the answer carries the key itself, the only time it is ever shown. */
export function useCreateApiKey(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TApiKeyInput) =>
      api<TApiKeyCreated>(`${base(companyId)}/api-keys`, { method: "POST", body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: integrationKeys.apiKeys(companyId) }),
  });
}

export function useRevokeApiKey(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`${base(companyId)}/api-keys/${id}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: integrationKeys.apiKeys(companyId) }),
  });
}

export function useWebhooks(companyId: number) {
  return useQuery({
    queryKey: integrationKeys.webhooks(companyId),
    queryFn: () => api<TWebhookList>(`${base(companyId)}/webhooks`),
  });
}

/** POST: the answer carries the signing secret, the only time it is ever shown. */
export function useCreateWebhook(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TWebhookInput) =>
      api<TWebhookCreated>(`${base(companyId)}/webhooks`, { method: "POST", body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: integrationKeys.webhooks(companyId) }),
  });
}

export function useUpdateWebhook(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TWebhookUpdate }) =>
      api<TWebhook>(`${base(companyId)}/webhooks/${id}`, { method: "PUT", body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: integrationKeys.webhooks(companyId) }),
  });
}

export function useDeleteWebhook(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`${base(companyId)}/webhooks/${id}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: integrationKeys.all(companyId) }),
  });
}

function refreshDeliveries(client: QueryClient, companyId: number, webhookId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: integrationKeys.deliveriesOf(companyId, webhookId) }),
    client.invalidateQueries({ queryKey: integrationKeys.webhooks(companyId) }),
  ]);
}

/** POST …/test: queues a webhook.test event; it shows in the delivery log like any other. */
export function useSendTestEvent(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: number) =>
      api<TWebhookDelivery>(`${base(companyId)}/webhooks/${webhookId}/test`, { method: "POST" }),
    onSettled: (_data, _error, webhookId) => refreshDeliveries(client, companyId, webhookId),
  });
}

export function useReplayDelivery(companyId: number, webhookId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api<TWebhookDelivery>(
        `${base(companyId)}/webhooks/${webhookId}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
        { method: "POST" },
      ),
    onSettled: () => refreshDeliveries(client, companyId, webhookId),
  });
}

/** The delivery log, newest first; each "older" page follows the previous page's cursor. */
export function useDeliveries(companyId: number, webhookId: number, status: WebhookDeliveryStatus | null) {
  return useInfiniteQuery({
    queryKey: integrationKeys.deliveries(companyId, webhookId, status),
    queryFn: ({ pageParam }) =>
      api<TWebhookDeliveryPage>(`${base(companyId)}/webhooks/${webhookId}/deliveries`, {
        query: { cursor: pageParam ?? undefined, status: status ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
