import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOutboxPage } from "@wellguard/contract";
import { api } from "@/lib/api-client";

export interface OutboxListParams {
  page: number;
  pageSize: number;
  search: string;
}

export function listOutbox({ page, pageSize, search }: OutboxListParams): Promise<TOutboxPage> {
  return api<TOutboxPage>("/admin/outbox", { query: { page, pageSize, search: search || undefined } });
}

export function outboxListQueryOptions(params: OutboxListParams) {
  return queryOptions({
    queryKey: ["outbox", "list", params],
    queryFn: () => listOutbox(params),
    // Keep the current rows on screen while the next page or search loads.
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useOutboxList(params: OutboxListParams) {
  return useQuery(outboxListQueryOptions(params));
}
