import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOutboxMessage } from "@wellguard/contract";
import { api } from "@/lib/api-client";

export function getOutboxMessage(id: number): Promise<TOutboxMessage> {
  return api<TOutboxMessage>(`/admin/outbox/${id}`);
}

export function outboxMessageQueryOptions(id: number) {
  return queryOptions({ queryKey: ["outbox", "message", id], queryFn: () => getOutboxMessage(id) });
}

export function useOutboxMessage(id: number | null) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? 0), enabled: id !== null });
}
