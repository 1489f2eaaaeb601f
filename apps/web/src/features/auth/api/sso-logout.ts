import type { TSsoLogout } from "@wellguard/contract";
import { api } from "@/lib/api-client";

/** POST /auth/sso-logout: where to send the browser to end the identity provider's session too (null: nowhere). */
export function ssoLogoutRequest(): Promise<TSsoLogout> {
  return api<TSsoLogout>("/auth/sso-logout", { method: "POST" });
}
