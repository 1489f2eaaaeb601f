import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAnswerInput,
  TAnswerResult,
  TAssetList,
  THelper,
  TInteraction,
  TSurvey,
  TUserScores,
} from "@wellguard/contract";
import { api } from "@/lib/api-client";

/** Query keys of the employee journey; everything below ["journey"] belongs to the signed-in person. */
export const journeyKeys = {
  all: ["journey"] as const,
  interactions: () => ["journey", "interactions"] as const,
  survey: (surveyEntityId: number, gaming: boolean) => ["journey", "survey", surveyEntityId, gaming] as const,
  helper: (helperSurveyTypeId: number) => ["journey", "helper", helperSurveyTypeId] as const,
  scores: () => ["journey", "scores"] as const,
  /** Below ["journey", "assets"], which marking a resource read refreshes. */
  assigned: () => ["journey", "assets", "assigned"] as const,
};

/** GET /user/traits/interactions: the person's interactions (no dummies). */
export function interactionsQueryOptions() {
  return queryOptions({
    queryKey: journeyKeys.interactions(),
    queryFn: ({ signal }) =>
      api<TInteraction[]>("/user/traits/interactions", { query: { dummies: false }, signal }),
  });
}

export function useInteractions() {
  return useQuery(interactionsQueryOptions());
}

/** GET /user/traits/scores: progress, wellbeing, cyber, risk (raw), insider. */
export function scoresQueryOptions() {
  return queryOptions({
    queryKey: journeyKeys.scores(),
    queryFn: ({ signal }) => api<TUserScores>("/user/traits/scores", { signal }),
  });
}

export function useScores() {
  return useQuery(scoresQueryOptions());
}

/** GET /user/traits/assets?assigned=true: the resources the company's action plan assigned, not read yet. */
export function assignedQueryOptions() {
  return queryOptions({
    queryKey: journeyKeys.assigned(),
    queryFn: ({ signal }) => api<TAssetList>("/user/traits/assets", { query: { assigned: "true" }, signal }),
  });
}

export function useAssignedAssets() {
  return useQuery(assignedQueryOptions());
}

/**
 * Asks for the dashboard's answers while its code is still downloading (the router calls it when the
 * dashboard's chunk is requested), so the page does not wait for its code and then for its data.
 */
export function prefetchDashboard(client: QueryClient): void {
  void client.prefetchQuery(interactionsQueryOptions());
  void client.prefetchQuery(scoresQueryOptions());
  void client.prefetchQuery(assignedQueryOptions());
}

/**
 * GET /user/traits/interactions/{id}?completeQuestions=true: every question with its saved answer, so the chat
 * can show the earlier conversation and go on from `next`. Read once per visit (the chat keeps its own state).
 */
export function useSurvey(surveyEntityId: number, gaming: boolean, enabled: boolean) {
  return useQuery({
    queryKey: journeyKeys.survey(surveyEntityId, gaming),
    queryFn: ({ signal }) =>
      api<TSurvey>(`/user/traits/interactions/${surveyEntityId}`, {
        query: { completeQuestions: true, gaming: gaming ? true : undefined },
        signal,
      }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** GET /user/traits/helpers/{id}: the helper bot said before a survey. */
export function useHelper(helperSurveyTypeId: number | null) {
  return useQuery({
    queryKey: journeyKeys.helper(helperSurveyTypeId ?? 0),
    queryFn: ({ signal }) => api<THelper>(`/user/traits/helpers/${helperSurveyTypeId}`, { signal }),
    enabled: helperSurveyTypeId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PUT /user/traits/interactions/{id}: one answer. Interactions and scores are read again afterwards. */
export function useAnswer(surveyEntityId: number, gaming: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TAnswerInput) =>
      api<TAnswerResult>(`/user/traits/interactions/${surveyEntityId}`, {
        method: "PUT",
        body: input,
        query: { gaming: gaming ? true : undefined },
      }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: journeyKeys.interactions() });
      if (result.completed || result.achievementsUnlocked.length > 0) {
        // Scores, profile dimensions and achievements (other features' keys) changed; the open survey is kept.
        await client.invalidateQueries({
          predicate: (q) => !(q.queryKey[0] === "journey" && q.queryKey[1] === "survey"),
        });
      }
    },
  });
}
