import { moduleAllowed, ROUTES, type RouteId } from "@/app/paths";

/** The profile sub-pages in menu order; each shows only when the person has its module (as the menu does). */
export const PROFILE_PAGES = [
  "ProfileAwareness",
  "ProfileWellbeing",
  "ProfileArchetype",
  "ProfileSecurity",
  "ProfileImpact",
  "ProfileSocialEngineering",
  "ProfileBurnout",
] as const satisfies readonly RouteId[];

/** The pages of PROFILE_PAGES whose module is among the person's services. */
export function allowedProfilePages(services: readonly string[]): RouteId[] {
  return PROFILE_PAGES.filter((id) => moduleAllowed(ROUTES[id], services));
}
