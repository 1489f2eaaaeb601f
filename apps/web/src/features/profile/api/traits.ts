import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TAction, TProfileDimensionRecord, TUserScores, TUserSimulation } from "@wellguard/contract";
import { api } from "@/lib/api-client";

/** Query keys of the profile pages; everything below ["user-traits"] is the signed-in person's own data. */
export const profileKeys = {
  all: ["user-traits"] as const,
  scores: () => ["user-traits", "scores"] as const,
  actions: () => ["user-traits", "actions"] as const,
  psychoprofile: (params: PsychoprofileParams) => ["user-traits", "psychoprofile", params] as const,
  simulations: () => ["user-traits", "simulations"] as const,
};

/** GET /user/simulations: the person's phishing simulations they acted on or that ended (docs/phishing.md). */
export function useSimulations() {
  return useQuery({
    queryKey: profileKeys.simulations(),
    queryFn: () => api<TUserSimulation[]>("/user/simulations"),
  });
}

export interface PsychoprofileParams {
  dimensions: readonly number[];
  /** YYYY-MM-DD; absent: from the start (the server's 1970-01-01). */
  dateFrom?: string;
  /** Only the current records (vigence 1). */
  current?: boolean;
}

/** GET /user/traits/psychoprofile: the person's records of these dimensions (all of them, or only the current ones). */
export function getPsychoprofile(params: PsychoprofileParams): Promise<TProfileDimensionRecord[]> {
  return api<TProfileDimensionRecord[]>("/user/traits/psychoprofile", {
    query: {
      dimensions: params.dimensions.join(","),
      dateFrom: params.dateFrom,
      current: params.current ? "true" : undefined,
    },
  });
}

/** The records of these dimensions; while another period loads, the charts keep the previous one. */
export function usePsychoprofile(params: PsychoprofileParams) {
  return useQuery({
    queryKey: profileKeys.psychoprofile(params),
    queryFn: () => getPsychoprofile(params),
    placeholderData: keepPreviousData,
  });
}

/** GET /user/traits/scores: progress, insider, risk, wellbeing and cyber (null until measured). */
export function useScores() {
  return useQuery({
    queryKey: profileKeys.scores(),
    queryFn: () => api<TUserScores>("/user/traits/scores"),
  });
}

/** GET /user/traits/actions: the person's recommended actions (filtered per page on the client). */
export function useActions() {
  return useQuery({ queryKey: profileKeys.actions(), queryFn: () => api<TAction[]>("/user/traits/actions") });
}
