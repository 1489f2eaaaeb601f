import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AssetFamily,
  AssetPriority,
  AssetStatus,
  TAchievement,
  TAssetDetail,
  TAssetList,
  TSurvey,
  TUserSurvey,
} from "@wellguard/contract";
import { api } from "@/lib/api-client";

/** A path with its query string; undefined values are left out. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Query keys of the library pages; "journey" keys are shared with the dashboard (answers change them). */
export const libraryKeys = {
  surveys: () => ["journey", "surveys"] as const,
  session: (id: number) => ["journey", "session", id] as const,
  assets: (filters: AssetFilters) => ["journey", "assets", filters] as const,
  asset: (id: number) => ["journey", "asset", id] as const,
  achievements: () => ["journey", "achievements"] as const,
};

/** GET /user/surveys?phishing=false: the person's surveys without the phishing ones (spec §7 "User survey list"). */
export function useUserSurveys() {
  return useQuery({
    queryKey: libraryKeys.surveys(),
    queryFn: () => api<TUserSurvey[]>(withQuery("/user/surveys", { phishing: "false" })),
  });
}

/** One session with every question and the person's answers, for the review page. */
export function useSession(id: number) {
  return useQuery({
    queryKey: libraryKeys.session(id),
    queryFn: () => api<TSurvey>(withQuery(`/user/traits/interactions/${id}`, { completeQuestions: "true" })),
    retry: false,
  });
}

export interface AssetFilters {
  status?: AssetStatus;
  family?: AssetFamily;
  priority?: AssetPriority;
}

export function useAssets(filters: AssetFilters) {
  return useQuery({
    queryKey: libraryKeys.assets(filters),
    queryFn: () => api<TAssetList>(withQuery("/user/traits/assets", { ...filters })),
    placeholderData: (previous) => previous,
  });
}

export function useAsset(id: number) {
  return useQuery({
    queryKey: libraryKeys.asset(id),
    queryFn: () => api<TAssetDetail>(`/user/traits/assets/${id}`),
    retry: false,
  });
}

interface AssetReadResult {
  totalReaded: number;
  assetCount: number;
  achievementsUnlocked: { achievementId: number; key: string }[];
}

/** PUT /user/traits/assets/{id}/read; the lists, the asset and the achievements change. */
export function useMarkAssetRead(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<AssetReadResult>(`/user/traits/assets/${id}/read`, { method: "PUT" }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ["journey", "assets"] }),
        client.invalidateQueries({ queryKey: libraryKeys.asset(id) }),
        client.invalidateQueries({ queryKey: libraryKeys.achievements() }),
      ]);
    },
  });
}

export function useAchievements(enabled: boolean) {
  return useQuery({
    queryKey: libraryKeys.achievements(),
    queryFn: () => api<TAchievement[]>("/user/gamings/achievements"),
    enabled,
  });
}

export function useClaimAchievement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<TAchievement>(`/user/gamings/achievements/${id}`, { method: "PUT" }),
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKeys.achievements() }),
  });
}
