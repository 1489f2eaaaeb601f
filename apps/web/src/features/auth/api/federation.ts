import { queryOptions } from "@tanstack/react-query";
import type { ZFederationResult } from "@wellguard/contract";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export function getFederation(host: string): Promise<z.infer<typeof ZFederationResult>> {
  return api("/auth/federation", { query: { host } });
}

export function federationQueryOptions(host: string) {
  return queryOptions({
    queryKey: ["auth", "federation", host],
    queryFn: () => getFederation(host),
    meta: { background: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
