import { PROFILES, type Profile, type ServiceKey } from "@wellguard/contract";
import { DASHBOARD_BY_PROFILE, href, moduleAllowed, type RouteDef } from "./paths";

export interface GuardSession {
  token: string | null;
  profiles: readonly Profile[];
  services: readonly ServiceKey[];
  /** The area the role toggle last selected. */
  area: Profile | null;
}

export type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: string } | { kind: "logout" };

// Without a chosen area, the broadest profile decides where a user lands.
const PRIORITY: readonly Profile[] = ["ADMIN", "CONTROLLER", "USER"];

/** The profile whose dashboard a signed-in user lands on, or null when they hold none. */
export function landingProfile(session: Pick<GuardSession, "profiles" | "area">): Profile | null {
  if (session.area && session.profiles.includes(session.area)) return session.area;
  return PRIORITY.find((p) => session.profiles.includes(p)) ?? null;
}

export function dashboardPath(session: Pick<GuardSession, "profiles" | "area">): string | null {
  const profile = landingProfile(session);
  return profile ? href(DASHBOARD_BY_PROFILE[profile]) : null;
}

/**
 * Route guard of spec §2: a signed-in user holding one of the route's profiles and its module
 * gets in; otherwise they go to the dashboard of their profile; with no session or no known
 * profile they are logged out.
 */
export function guardDecision(
  route: Pick<RouteDef, "profiles" | "module">,
  session: GuardSession,
): GuardDecision {
  if (!session.token) return { kind: "logout" };
  const held = session.profiles.filter((p) => (PROFILES as readonly string[]).includes(p));
  if (held.length === 0) return { kind: "logout" };
  const profileOk = !route.profiles || route.profiles.some((p) => held.includes(p));
  const moduleOk = moduleAllowed(route, session.services);
  if (profileOk && moduleOk) return { kind: "allow" };
  const to = dashboardPath({ profiles: held, area: session.area });
  return to ? { kind: "redirect", to } : { kind: "logout" };
}
