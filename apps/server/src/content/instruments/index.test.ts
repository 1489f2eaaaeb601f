import { describe, expect, it } from "vitest";
import { INSTRUMENTS } from "./index";

describe("the instrument registry", () => {
  it("gives every question an id no other instrument uses (an answer finds its question by id alone)", () => {
    const owners = new Map<string, number[]>();
    for (const instrument of INSTRUMENTS)
      for (const question of instrument.questions)
        owners.set(question.id, [...(owners.get(question.id) ?? []), instrument.surveyId]);
    const shared = [...owners].filter(([, surveys]) => surveys.length > 1);
    expect(shared).toEqual([]);
    expect(owners.size).toBeGreaterThan(100);
  });

  it("writes every question id without a comma (the answer paths read an interaction's answered ids joined by commas)", () => {
    const ids = INSTRUMENTS.flatMap((instrument) => instrument.questions.map((q) => q.id));
    expect(ids.filter((id) => id === "" || id.includes(","))).toEqual([]);
  });
});
