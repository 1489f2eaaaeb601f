import type { TSessionInfo } from "@wellguard/contract";
import { api } from "@/lib/api-client";

export function getSessionInfo(): Promise<TSessionInfo> {
  return api<TSessionInfo>("/auth/info");
}
