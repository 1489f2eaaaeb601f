import { describe, expect, it } from "vitest";
import { cardHref, chatHref } from "./links";

describe("card links", () => {
  it("lead to the fullscreen pages, the archetype profile or the dashboard chat", () => {
    expect(cardHref({ route: "Cybertest", surveyEntityId: 7 })).toBe("/cybertest/7");
    expect(cardHref({ route: "Cybergaming", surveyEntityId: 7 })).toBe("/cybergaming/7");
    expect(cardHref({ route: "CustomSurvey", surveyEntityId: 9 })).toBe("/custom/9");
    expect(cardHref({ route: "ProfileArchetype" })).toBe("/profile/archetype");
    expect(cardHref({ route: "Chat", surveyEntityId: 3 })).toBe("/dashboard?chat=3");
    expect(chatHref(12)).toBe("/dashboard?chat=12");
  });
});
