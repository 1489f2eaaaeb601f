import { SET_A } from "./templates/set-a";
import { SET_B } from "./templates/set-b";
import { SET_C } from "./templates/set-c";
import { SET_D } from "./templates/set-d";
import { SET_E } from "./templates/set-e";
import { SET_F } from "./templates/set-f";
import type { PhishingTemplateDefinition } from "./types";

/** The files of the built-in templates, five each; the tests check each file on its own. */
export const TEMPLATE_SETS = {
  "set-a": SET_A,
  "set-b": SET_B,
  "set-c": SET_C,
  "set-d": SET_D,
  "set-e": SET_E,
  "set-f": SET_F,
};

/** Every built-in phishing template, by id order (docs/phishing.md "Templates"). */
export const PHISHING_TEMPLATES: readonly PhishingTemplateDefinition[] = Object.values(TEMPLATE_SETS)
  .flat()
  .sort((a, b) => a.id - b.id);

const BY_ID = new Map(PHISHING_TEMPLATES.map((t) => [t.id, t]));

export function builtinTemplate(id: number): PhishingTemplateDefinition | undefined {
  return BY_ID.get(id);
}
