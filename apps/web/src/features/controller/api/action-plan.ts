import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TActionPlan, TActionPlanInput, TActionPlanItem, TAssetList } from "@wellguard/contract";
import { api } from "@/lib/api-client";
import { controllerKeys } from "./keys";

/** GET /controller/stakeholders/assets/{companyId}: recommendations and the assignments with their progress. */
export function useActionPlan(companyId: number) {
  return useQuery({
    queryKey: controllerKeys.actionPlan(companyId),
    queryFn: ({ signal }) => api<TActionPlan>(`/controller/stakeholders/assets/${companyId}`, { signal }),
  });
}

/** The library's catalogue in the controller's language (their own read status does not matter here). */
export function useCatalogue() {
  return useQuery({
    queryKey: ["controller", "catalogue"],
    queryFn: ({ signal }) => api<TAssetList>("/user/traits/assets", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /controller/stakeholders/assets/actionplan/{companyId}: one plan item per asset. */
export function useAssign(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TActionPlanInput) =>
      api<TActionPlanItem[]>(`/controller/stakeholders/assets/actionplan/${companyId}`, {
        method: "POST",
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: controllerKeys.actionPlan(companyId) }),
  });
}
