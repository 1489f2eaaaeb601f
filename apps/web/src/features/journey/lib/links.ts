import type { CardLink } from "@wellguard/contract";
import { href } from "@/app/paths";

/** The chat of the families without a page of their own: the dashboard with ?chat=<surveyEntityId>. */
export function chatHref(surveyEntityId: number): string {
  return `${href("Dashboard")}?chat=${surveyEntityId}`;
}

/** The address a card link leads to. */
export function cardHref(link: CardLink): string {
  if (link.route === "Chat") return chatHref(link.surveyEntityId);
  if (link.route === "ProfileArchetype") return href("ProfileArchetype");
  return href(link.route, { surveyEntityId: link.surveyEntityId });
}
