import type { RouteId } from "./paths";

/** Static route data: which route of paths.ts a matched route is. */
export interface RouteHandle {
  routeId: RouteId;
}
