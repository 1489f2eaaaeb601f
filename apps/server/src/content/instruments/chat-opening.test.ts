import { LOCALES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { HELPERS, type HelperKey } from "../helpers";
import { INSTRUMENTS } from "./index";

/*
 * What the bot says before the first question (issue 15, point 14: the awareness test greeted twice and said 7 things
 * before asking anything). The helper speaks first, then the survey's welcome, then the first question's intro.
 */
const MAX_MESSAGES_BEFORE_FIRST_QUESTION = 4;
const GREETING =
  /^(¡\s*)?(hola|hello|hi|hey|kaixo|cześć|dzień dobry|olá|bon dia|welcome|bienvenid|ongi etorri|witaj)(?=[\s!,.])/iu;

const withHelper = INSTRUMENTS.filter((instrument) => instrument.helper !== undefined);

describe("the chat's opening", () => {
  it("covers every instrument that runs a helper first", () => {
    expect(withHelper.map((i) => i.key).sort()).toEqual(["cbi", "climate", "cyber", "se"]);
  });

  for (const instrument of withHelper)
    for (const locale of LOCALES)
      it(`${instrument.key} in ${locale}: at most ${MAX_MESSAGES_BEFORE_FIRST_QUESTION} bot messages before the first question, one greeting`, () => {
        const helper = HELPERS[instrument.helper as HelperKey];
        const opening = [
          ...helper.messages,
          ...instrument.welcome,
          ...(instrument.questions[0]?.intro ?? []),
        ].map((text) => text[locale]);
        expect(opening.length).toBeLessThanOrEqual(MAX_MESSAGES_BEFORE_FIRST_QUESTION);
        expect(opening.filter((text) => GREETING.test(text))).toHaveLength(1);
      });
});
