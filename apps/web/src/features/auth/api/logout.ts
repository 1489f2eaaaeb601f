import { api } from "@/lib/api-client";

/** GET /auth/logout revokes the token server-side. */
export function logoutRequest(): Promise<unknown> {
  return api("/auth/logout");
}
