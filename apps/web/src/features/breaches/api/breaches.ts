import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BreachFlag, TUserBreaches } from "@wellguard/contract";
import { api } from "@/lib/api-client";

/** Query keys of the breach pages; ["user-breaches"] is the signed-in person's own data. */
export const breachKeys = {
  mine: () => ["user-breaches"] as const,
};

/** GET /user/breaches: the person's exposures (newest first), totals, level and score (spec §9). */
export function useMyBreaches() {
  return useQuery({ queryKey: breachKeys.mine(), queryFn: () => api<TUserBreaches>("/user/breaches") });
}

/**
 * PUT /user/breaches/{breachId}/{flag}/true: "I changed the password" or "solved". The answer is the whole new
 * state (level and score included), so it replaces the cache rather than guessing it beforehand; the person's
 * security profile is refreshed too, since the level feeds it.
 */
export function useSetBreachFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ breachId, flag }: { breachId: number; flag: BreachFlag }) =>
      api<TUserBreaches>(`/user/breaches/${breachId}/${flag}/true`, { method: "PUT" }),
    onSuccess: (data) => {
      client.setQueryData(breachKeys.mine(), data);
      void client.invalidateQueries({ queryKey: ["user-traits"] });
    },
  });
}
