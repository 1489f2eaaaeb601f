import { queryOptions } from "@tanstack/react-query";
import { LIMITS, type ZVersion } from "@wellguard/contract";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export function getVersion(): Promise<z.infer<typeof ZVersion>> {
  return api("/version");
}

export function versionQueryOptions() {
  return queryOptions({
    queryKey: ["version"],
    queryFn: getVersion,
    meta: { background: true },
    refetchInterval: LIMITS.updateCheckIntervalMs,
    refetchIntervalInBackground: true,
    staleTime: LIMITS.updateCheckIntervalMs,
  });
}
