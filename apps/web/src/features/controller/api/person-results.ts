import { useQuery } from "@tanstack/react-query";
import type { TAction, TAssetList, TInteraction, TProfileDimensionRecord } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { controllerKeys } from "./keys";

/*
 * A managed person's results (GET /controller/traits/{id}/…, docs/controller-api.md): their interactions, their
 * current security records, the actions those recommend and the library as they see it. No wellbeing result
 * comes per person (docs/privacy.md).
 */

const key = (personId: number, part: string) =>
  [...controllerKeys.person(personId), "results", part] as const;

export function usePersonInteractions(personId: number) {
  return useQuery({
    queryKey: key(personId, "interactions"),
    queryFn: () => api<TInteraction[]>(`/controller/traits/${personId}/interactions`),
  });
}

export function usePersonRecords(personId: number) {
  return useQuery({
    queryKey: key(personId, "records"),
    queryFn: () =>
      api<TProfileDimensionRecord[]>(`/controller/traits/${personId}/psychoprofile?current=true`),
  });
}

export function usePersonActions(personId: number) {
  return useQuery({
    queryKey: key(personId, "actions"),
    queryFn: () => api<TAction[]>(`/controller/traits/${personId}/actions`),
  });
}

export function usePersonAssets(personId: number) {
  return useQuery({
    queryKey: key(personId, "assets"),
    queryFn: () => api<TAssetList>(`/controller/traits/${personId}/assets?status=read`),
  });
}
