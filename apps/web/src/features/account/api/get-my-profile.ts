import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMyProfile } from "@wellguard/contract";
import { api } from "@/lib/api-client";

export function getMyProfile(): Promise<TMyProfile> {
  return api<TMyProfile>("/stakeholders/my-profile", { query: { email: true, avatar: true, login: true } });
}

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: ["account", "my-profile"], queryFn: getMyProfile });
}

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
