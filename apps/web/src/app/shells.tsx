import { Navigate, Outlet } from "react-router";
import { useSession } from "@/lib/use-session";
import { dashboardPath } from "./guard";

/** The sign-in page: a signed-in user goes straight to their dashboard (spec §2). */
export function SignedOutOnly() {
  const session = useSession();
  const to = session.token ? dashboardPath(session) : null;
  if (to) return <Navigate to={to} replace />;
  return <Outlet />;
}
