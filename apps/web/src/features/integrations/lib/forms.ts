import type { EventType } from "@wellguard/contract";

/** The event types as the form groups them, in the catalogue's order (docs/integrations.md);
 * forms.test.ts checks every type of the contract is in exactly one group. */
export const EVENT_GROUPS: ReadonlyArray<{ group: string; types: readonly EventType[] }> = [
  { group: "people", types: ["person.created", "person.updated", "person.deleted", "import.finished"] },
  { group: "surveys", types: ["survey.completed"] },
  {
    group: "simulations",
    types: [
      "simulation.sent",
      "simulation.clicked",
      "simulation.submitted",
      "simulation.reported",
      "phish.reported",
    ],
  },
  { group: "breaches", types: ["breach.found"] },
  { group: "reports", types: ["report.ready"] },
];

/** The i18n key of an event type's name ("person.created" → "events.person_created"). */
export function eventKey(type: string): string {
  return `events.${type.replace(/\./g, "_")}`;
}

/** The chosen day's last second in the browser's zone: a key "expiring on" a day works through that day. */
export function expiryInstant(day: string): string | null {
  if (!day) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? "invalid" : end.toISOString();
}

/** Today in the browser's zone (YYYY-MM-DD), the first day an expiry may be. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The i18n key of a scope's name or description ("events:read" → "scopes.events_read.name"): i18next reads a colon
 * as the namespace separator, so the key cannot carry the scope as it is.
 */
export function scopeKey(scope: string, part: "name" | "description"): string {
  return `scopes.${scope.replace(/:/g, "_")}.${part}`;
}
