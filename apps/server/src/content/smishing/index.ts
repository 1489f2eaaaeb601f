import { SMS_SET_A } from "./templates/set-a";
import { SMS_SET_B } from "./templates/set-b";
import { SMS_SET_C } from "./templates/set-c";
import { SMS_SET_D } from "./templates/set-d";
import type { SmishingTemplateDefinition } from "./types";

/**
 * The ids of the built-in SMS templates: 501-599. Built-in phishing templates use 1-500 and the companies' copies
 * start at 1001 (the campaign_templates identity), so an id names one template whatever the channel.
 */
export const SMISHING_TEMPLATE_IDS = { first: 501, last: 599 } as const;

/** The files of the built-in SMS templates, four each; the tests check each file on its own. */
export const SMISHING_TEMPLATE_SETS = {
  "set-a": SMS_SET_A,
  "set-b": SMS_SET_B,
  "set-c": SMS_SET_C,
  "set-d": SMS_SET_D,
};

/** Every built-in SMS template, by id order (docs/smishing.md "Templates"). */
export const SMISHING_TEMPLATES: readonly SmishingTemplateDefinition[] = Object.values(SMISHING_TEMPLATE_SETS)
  .flat()
  .sort((a, b) => a.id - b.id);

const BY_ID = new Map(SMISHING_TEMPLATES.map((t) => [t.id, t]));

export function builtinSmsTemplate(id: number): SmishingTemplateDefinition | undefined {
  return BY_ID.get(id);
}
