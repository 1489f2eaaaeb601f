import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { federationQueryOptions } from "@/features/auth/api/federation";
import { VersionNotice } from "@/features/system/components/version-notice";
import { useSession } from "@/lib/use-session";
import { PendingOverlay } from "@/ui/loading-overlay";
import { href } from "./paths";

/** Start-up (spec §4): when not signed in, and not on Autologin, a federated host goes to its single sign-on. */
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
  const checkFederation = !session.token && pathname !== href("Autologin");
  return (
    <>
      {checkFederation && <FederationCheck />}
      <PendingOverlay />
      <VersionNotice />
      <Outlet />
    </>
  );
}
