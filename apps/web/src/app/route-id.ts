import { matchRoutes, useLocation } from "react-router";
import { ROUTES, type RouteId } from "./paths";

// The signed-in routes as matchRoutes reads them; it ranks paths the way the router does, so the id found
// here is the route the router renders.
const SIGNED_IN = (Object.keys(ROUTES) as RouteId[])
  .filter((id) => ROUTES[id].area !== "public")
  .map((id) => ({ id, path: ROUTES[id].path }));

/** Which signed-in route of paths.ts a path is, if any. */
export function signedInRouteId(pathname: string): RouteId | undefined {
  return matchRoutes(SIGNED_IN, pathname)?.at(-1)?.route.id as RouteId | undefined;
}

/** The signed-in route being shown (the guard, the shell and the placeholder page read it). */
export function useRouteId(): RouteId | undefined {
  return signedInRouteId(useLocation().pathname);
}
