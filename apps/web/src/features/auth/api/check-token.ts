import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ZCheckTokenResult } from "@wellguard/contract";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export function checkToken(token: string): Promise<z.infer<typeof ZCheckTokenResult>> {
  return api("/auth/checktoken", { method: "POST", body: { token } });
}

export function checkTokenQueryOptions(token: string) {
  // The link's validity is answered in the body; a failure shows the expired-link message, not Not Found.
  return queryOptions({
    queryKey: ["auth", "checktoken", token],
    queryFn: () => checkToken(token),
    meta: { background: true },
    staleTime: 0,
  });
}

export function useCheckToken(token: string) {
  return useQuery(checkTokenQueryOptions(token));
}
