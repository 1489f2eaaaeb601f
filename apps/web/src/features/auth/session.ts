import type { TLoginResult, TSessionInfo } from "@wellguard/contract";
import { href } from "@/app/paths";
import { navigateTo } from "@/lib/navigation";
import { queryClient } from "@/lib/query-client";
import { clearSession, getToken, saveSession } from "@/lib/storage";
import { getFederation } from "./api/federation";
import { logoutRequest } from "./api/logout";
import { ssoLogoutRequest } from "./api/sso-logout";

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
let signedOut = false;

/**
 * Whether the person signed out in this page load (not for an expired session). The start-up federation check
 * (app/root.tsx) must then stay quiet: while the router is still on the signed-in page, or the browser is on its
 * way to the provider's logout, it would send them straight back into the provider and sign them in again.
 * A full page load (the signed-out page's "Sign in again") starts afresh.
 */
export function signedOutInThisPage(): boolean {
  return signedOut;
}
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
 *
 * Single sign-on (issue 20): first ask where the identity provider ends its own session, and go there instead of
 * Login. On a federated host without such a place, Login would send the person straight back into the provider,
 * so they land on "You have signed out" instead.
 */
export async function logout(notice?: LogoutNotice): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  let providerLogout: string | null = null;
  // Asked while the session still exists: a revoked token must not ride on this public call.
  const federatedHost = notice ? Promise.resolve(false) : isFederatedHost();
  let federated = false;
  try {
    // An expired session can no longer ask (401); Login then signs in again through the provider, as it should.
    if (getToken() && !notice) providerLogout = await ssoLogoutRequest().then((r) => r.url, nullOnFailure);
    if (getToken()) await logoutRequest().catch(() => undefined);
    federated = await federatedHost;
  } finally {
    if (!notice) signedOut = true;
    clearSession();
    queryClient.clear();
    loggingOut = false;
    // Kept outside router state: the guard may navigate to Login again once the session is gone.
    if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
    navigateTo(href(federated || providerLogout ? "FederationSignedOut" : "Login"), { replace: true });
    if (providerLogout) window.location.assign(providerLogout);
  }
}

function nullOnFailure(): null {
  return null;
}

/** Whether this host signs in through single sign-on (the start-up check's question, spec §4). */
function isFederatedHost(): Promise<boolean> {
  return getFederation(window.location.hostname).then(
    (answer) => answer.federated,
    () => false,
  );
}
