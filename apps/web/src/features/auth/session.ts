import type { TLoginResult, TSessionInfo } from "@wellguard/contract";
import { href } from "@/app/paths";
import { navigateTo } from "@/lib/navigation";
import { queryClient } from "@/lib/query-client";
import { clearSession, getToken, saveSession } from "@/lib/storage";
import { logoutRequest } from "./api/logout";

type SessionSource = Pick<TLoginResult | TSessionInfo, "profiles" | "services" | "controllerCompanyIds"> & {
  stakeholderRelationShip?: TLoginResult["stakeholderRelationShip"];
};

export function storeSession(token: string, source: SessionSource): void {
  saveSession({
    token,
    profiles: source.profiles,
    services: source.services,
    controllerCompanyIds: source.controllerCompanyIds,
    adminCompanyIds: (source.stakeholderRelationShip ?? [])
      .filter((r) => r.profile === "ADMIN")
      .map((r) => r.stakeholderCompanyId),
  });
}

/** Why the user lands on the sign-in page; shown there as a notice. */
export type LogoutNotice = "sessionExpired";

let loggingOut = false;
const NOTICE_KEY = "signInNotice";

/** The notice the sign-in page shows once (e.g. "session expired"), then forgets. */
export function takeLogoutNotice(): LogoutNotice | null {
  const notice = sessionStorage.getItem(NOTICE_KEY);
  sessionStorage.removeItem(NOTICE_KEY);
  return notice === "sessionExpired" ? notice : null;
}

/**
 * Logout of spec §4: tell the server, then clear every stored item and every cache and go to
 * Login — also when the call fails. Concurrent 401s trigger it once.
 */
export async function logout(notice?: LogoutNotice): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  try {
    if (getToken()) await logoutRequest().catch(() => undefined);
  } finally {
    clearSession();
    queryClient.clear();
    loggingOut = false;
    // Kept outside router state: the guard may navigate to Login again once the session is gone.
    if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
    navigateTo(href("Login"), { replace: true });
  }
}
