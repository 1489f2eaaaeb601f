import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { federationQueryOptions } from "@/features/auth/api/federation";
import { signedOutInThisPage } from "@/features/auth/session";
import { VersionNotice } from "@/features/system/components/version-notice";
import { useSession } from "@/lib/use-session";
import { PendingOverlay } from "@/ui/loading-overlay";
import { href } from "./paths";

/**
 * Pages where the start-up check must not run: Autologin (spec §4), and the federation pages a provider sends
 * people to, where going straight back to the provider would loop or undo a logout.
 */
const NO_FEDERATION_CHECK = new Set(
  (["Autologin", "FederationNotFound", "FederationError", "FederationSignedOut"] as const).map((id) =>
    withoutTrailingSlash(href(id)),
  ),
);

/** "/token/" and "/token" are the same page to the router. */
function withoutTrailingSlash(path: string): string {
  return path.replace(/(.)\/+$/, "$1");
}

/** Start-up (spec §4): when not signed in, and not on the pages above, a federated host goes to its single sign-on. */
function FederationCheck() {
  const { data } = useQuery(federationQueryOptions(window.location.hostname));
  useEffect(() => {
    if (data?.federated && data.url) window.location.assign(data.url);
  }, [data]);
  return null;
}

export function Root() {
  const session = useSession();
  const { pathname } = useLocation();
  const checkFederation =
    !session.token && !NO_FEDERATION_CHECK.has(withoutTrailingSlash(pathname)) && !signedOutInThisPage();
  return (
    <>
      {checkFederation && <FederationCheck />}
      <PendingOverlay />
      <VersionNotice />
      <Outlet />
    </>
  );
}
