import type { ControllerView } from "@wellguard/contract";
import { Navigate, useLocation } from "react-router";
import { href, type RouteId } from "@/app/paths";
import { useDefaultView } from "../api/dashboard";
import { LoadError, Loading } from "../components/controller-page";

/** The route of each saveable view (spec §2 dashboard sub-pages). */
const VIEW_ROUTE: Record<ControllerView, RouteId> = {
  default: "ControllerDashboardDefault",
  awareness: "ControllerDashboardAwareness",
  abs: "ControllerDashboardAbs",
  reports: "ControllerDashboardReports",
  phishing: "ControllerDashboardPhishing",
};

/**
 * /controller/dashboard (spec §6): opens the controller's saved default view (the general dashboard until one is
 * saved), keeping the filters of the address. A view whose module the company lost is refused by its own route's
 * guard, as any link to it would be.
 */
export function DashboardPage() {
  const view = useDefaultView();
  const location = useLocation();
  if (view.isPending) return <Loading testId="dashboard-view-loading" />;
  if (view.isError) {
    return <LoadError error={view.error} onRetry={() => void view.refetch()} testId="dashboard-view-error" />;
  }
  return <Navigate to={`${href(VIEW_ROUTE[view.data.view])}${location.search}`} replace />;
}

export default DashboardPage;
