import { ApiError } from "./api-client";

export type HttpReaction = "logout" | "maintenance" | "notFound" | "none";

export interface ReactionContext {
  signedIn: boolean;
  /** The login call itself: a 401 there means "blocked", not "session expired". */
  isLogin: boolean;
  /** A page-data load (query); mutations and background checks never leave the page for 404/500. */
  isPageLoad: boolean;
  /** A periodic check nobody asked for (the version poll): losing the network for it is not a reason to log out. */
  isBackground?: boolean;
}

/** The client's reaction to a failed call (spec §4 "HTTP reactions"). 200, 403 and 412 pass through. */
export function httpReaction(error: unknown, ctx: ReactionContext): HttpReaction {
  if (!(error instanceof ApiError)) return "none";
  if (error.isNetworkError) return ctx.signedIn && !ctx.isBackground ? "logout" : "none";
  if (error.status === 401) return ctx.isLogin ? "none" : "logout";
  if (error.status === 418) return "maintenance";
  if ((error.status === 404 || error.status === 500) && ctx.isPageLoad) return "notFound";
  return "none";
}
