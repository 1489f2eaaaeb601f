import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { logout } from "@/features/auth/session";
import { setArea } from "@/lib/storage";
import { useSession } from "@/lib/use-session";
import { guardDecision } from "./guard";
import { AppLayout } from "./layout/app-layout";
import { ROUTES, type RouteDef } from "./paths";
import { useRouteId } from "./route-id";

/** Guards every signed-in route (spec §2) and renders it in the shell, or full screen. */
export function GuardedShell() {
  const session = useSession();
  const routeId = useRouteId();
  const def: RouteDef | undefined = routeId ? ROUTES[routeId] : undefined;
  const decision = def ? guardDecision(def, session) : ({ kind: "logout" } as const);

  useEffect(() => {
    if (decision.kind === "logout") void logout();
  }, [decision.kind]);

  // Entering an area's page makes it the active area (what the role toggle shows and redirects use).
  const routeArea = def?.area;
  useEffect(() => {
    if (decision.kind !== "allow" || routeId === "Account" || !routeArea || routeArea === "public") return;
    if (session.area !== routeArea && session.profiles.includes(routeArea)) setArea(routeArea);
  }, [decision.kind, routeId, routeArea, session.area, session.profiles]);

  if (decision.kind === "logout") return null;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  if (def?.fullscreen) {
    return (
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    );
  }
  const area =
    routeId === "Account" || def?.area === "public" || !def
      ? (session.area ?? session.profiles[0] ?? "USER")
      : def.area;
  return (
    <AppLayout area={area}>
      <Outlet />
    </AppLayout>
  );
}

export default GuardedShell;
