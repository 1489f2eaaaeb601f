import type { Profile } from "@wellguard/contract";

/** After sign-in: ADMIN → admin area, CONTROLLER → controller area, otherwise the user area. */
export function landingAfterLogin(profiles: readonly Profile[]): Profile | null {
  if (profiles.includes("ADMIN")) return "ADMIN";
  if (profiles.includes("CONTROLLER")) return "CONTROLLER";
  if (profiles.includes("USER")) return "USER";
  return null;
}
