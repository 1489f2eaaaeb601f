import { PHISHING_CATEGORY_IDS } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { PHISHING_TEMPLATES } from "../../content/phishing/index";
import { builtinSmsTemplate, SMISHING_TEMPLATES } from "../../content/smishing";
import {
  type AdaptiveOptions,
  type AdaptiveProfile,
  type Candidate,
  chooseTemplate,
  failed,
  type PastSimulation,
  profileLevers,
  seriesCandidates,
  startLevel,
  weakestCategory,
} from "./adaptive";

/*
 * The adaptive rule of neurophishing series (adaptive.ts; docs/neurophishing.md "The adaptive rule"), clause by
 * clause, on the built-in templates and on small catalogues made for one clause.
 */

const NO_DATA: AdaptiveProfile = { susceptibility: null, levers: {}, archetype: null, impact: null };
const AUTOMATIC = { levelId: 3, categoryId: 7, personId: 1, seriesId: 1, index: 1 } satisfies AdaptiveOptions;
const BY_ID = new Map(PHISHING_TEMPLATES.map((t) => [t.id, t]));

function template(id: number) {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
}

/** A past simulation of built-in template `id` with its outcome. */
function sim(id: number, outcome: "nothing" | "clicked" | "submitted" | "reported" | "clickedReported") {
  const t = template(id);
  return {
    templateId: id,
    category: t.category,
    level: t.level,
    lever: t.lever,
    clicked: outcome === "clicked" || outcome === "submitted" || outcome === "clickedReported",
    submitted: outcome === "submitted",
    reported: outcome === "reported" || outcome === "clickedReported",
  } satisfies PastSimulation;
}

const levelOf = (id: number) => template(id).level;

describe("fail and pass", () => {
  it("a fail is giving data away or clicking without reporting; anything else is a pass", () => {
    const o = (clicked: boolean, submitted: boolean, reported: boolean) => ({ clicked, submitted, reported });
    expect(failed(o(true, false, false))).toBe(true);
    expect(failed(o(true, true, false))).toBe(true);
    expect(failed(o(true, true, true))).toBe(true);
    expect(failed(o(true, false, true))).toBe(false);
    expect(failed(o(false, false, true))).toBe(false);
    expect(failed(o(false, false, false))).toBe(false);
  });
});

describe("start level (no history)", () => {
  it("is 1 for susceptibility >= 7 or no data, 2 from 4 to 7, 3 below 4", () => {
    expect(startLevel(null)).toBe(1);
    expect(startLevel(10)).toBe(1);
    expect(startLevel(7)).toBe(1);
    expect(startLevel(6.9)).toBe(2);
    expect(startLevel(4)).toBe(2);
    expect(startLevel(3.9)).toBe(3);
    expect(startLevel(0)).toBe(3);
  });

  it("chooses a template of that level", () => {
    const at = (susceptibility: number | null) =>
      chooseTemplate({ ...NO_DATA, susceptibility }, [], AUTOMATIC);
    expect(at(null)).toMatchObject({ reason: "start", targetLevel: 1 });
    expect(levelOf(at(null).templateId)).toBe(1);
    expect(levelOf(at(8).templateId)).toBe(1);
    expect(levelOf(at(5).templateId)).toBe(2);
    expect(levelOf(at(2).templateId)).toBe(3);
  });

  it("is capped by the series' levelId", () => {
    const choice = chooseTemplate({ ...NO_DATA, susceptibility: 2 }, [], { ...AUTOMATIC, levelId: 2 });
    expect(choice.targetLevel).toBe(2);
    expect(levelOf(choice.templateId)).toBe(2);
    for (let personId = 1; personId <= 40; personId++) {
      const capped = chooseTemplate({ ...NO_DATA, susceptibility: 0 }, [], {
        ...AUTOMATIC,
        levelId: 1,
        personId,
      });
      expect(levelOf(capped.templateId)).toBe(1);
    }
  });
});

describe("high impact", () => {
  it("gives people with impact level >= 7 at least level 2, still under the series' cap", () => {
    const susceptible = { ...NO_DATA, susceptibility: 9 };
    expect(chooseTemplate({ ...susceptible, impact: 7 }, [], AUTOMATIC).targetLevel).toBe(2);
    expect(chooseTemplate({ ...susceptible, impact: 9 }, [sim(1, "clicked")], AUTOMATIC).targetLevel).toBe(2);
    expect(chooseTemplate({ ...susceptible, impact: 6.9 }, [], AUTOMATIC).targetLevel).toBe(1);
    expect(chooseTemplate({ ...susceptible, impact: 8 }, [], { ...AUTOMATIC, levelId: 1 }).targetLevel).toBe(
      1,
    );
    // A higher level stays higher.
    expect(chooseTemplate({ ...NO_DATA, susceptibility: 1, impact: 8 }, [], AUTOMATIC).targetLevel).toBe(3);
  });
});

describe("after a pass", () => {
  it("goes one level harder than the last lure", () => {
    const choice = chooseTemplate(NO_DATA, [sim(1, "nothing")], AUTOMATIC);
    expect(choice).toMatchObject({ reason: "pass", targetLevel: 2, preferredCategory: null });
    expect(levelOf(choice.templateId)).toBe(2);
    expect(chooseTemplate(NO_DATA, [sim(2, "reported")], AUTOMATIC).targetLevel).toBe(3);
  });

  it("counts a click reported afterwards as a pass", () => {
    expect(chooseTemplate(NO_DATA, [sim(1, "clickedReported")], AUTOMATIC)).toMatchObject({
      reason: "pass",
      targetLevel: 2,
    });
  });

  it("never goes above the series' levelId", () => {
    expect(chooseTemplate(NO_DATA, [sim(3, "nothing")], AUTOMATIC).targetLevel).toBe(3);
    const capped = chooseTemplate(NO_DATA, [sim(2, "nothing")], { ...AUTOMATIC, levelId: 2 });
    expect(capped.targetLevel).toBe(2);
    expect(levelOf(capped.templateId)).toBe(2);
    expect(capped.templateId).not.toBe(2);
  });

  it("keeps preferring the person's most susceptible lever", () => {
    const choice = chooseTemplate(
      { ...NO_DATA, levers: { authority: 9, trust: 2 } },
      [sim(21, "nothing")],
      AUTOMATIC,
    );
    expect(choice.preferredLevers).toEqual(["authority"]);
    expect(template(choice.templateId)).toMatchObject({ level: 2, lever: "authority" });
  });
});

describe("after a fail", () => {
  it("stays at the same level, in the failed category, with another lure", () => {
    // Credentials level 1: template 1 (failed) and template 27.
    const choice = chooseTemplate(NO_DATA, [sim(1, "clicked")], AUTOMATIC);
    expect(choice).toMatchObject({ reason: "fail", targetLevel: 1, preferredCategory: "credentials" });
    expect(choice.templateId).toBe(27);
    expect(chooseTemplate(NO_DATA, [sim(1, "submitted")], AUTOMATIC).templateId).toBe(27);
  });

  it("keeps the category before the level when the category has no other lure of that level", () => {
    // Parcel level 2 has only template 8: the nearest level of the category, the easier one first.
    const choice = chooseTemplate(NO_DATA, [sim(8, "clicked")], AUTOMATIC);
    expect(choice.targetLevel).toBe(2);
    expect(choice.templateId).toBe(7);
  });

  it("retries the person's weakest category (worst fails ÷ simulations), not just the last one", () => {
    const history = [
      sim(4, "clicked"), // invoice: 1 of 1 failed
      sim(1, "nothing"), // credentials: 1 of 3 failed
      sim(2, "reported"),
      sim(3, "clicked"),
    ];
    expect(weakestCategory(history)).toBe("invoice");
    const choice = chooseTemplate(NO_DATA, history, AUTOMATIC);
    expect(choice).toMatchObject({ reason: "fail", targetLevel: 3, preferredCategory: "invoice" });
    expect(template(choice.templateId)).toMatchObject({ category: "invoice", level: 3 });
  });

  it("breaks a tie of records by more fails, then by the most recent fail", () => {
    const moreFails = [
      sim(10, "clicked"),
      sim(11, "clicked"),
      sim(12, "nothing"),
      sim(13, "nothing"), // hr: 2 of 4
      sim(24, "clicked"),
      sim(25, "nothing"), // perks: 1 of 2
    ];
    expect(weakestCategory(moreFails)).toBe("hr");
    expect(weakestCategory([sim(10, "clicked"), sim(24, "submitted")])).toBe("perks");
    expect(weakestCategory([sim(24, "submitted"), sim(10, "clicked")])).toBe("hr");
    expect(weakestCategory([sim(1, "nothing"), sim(4, "clickedReported")])).toBeNull();
  });

  it("prefers the failed lure's lever within the category and level", () => {
    const catalogue: Candidate[] = [
      { id: 1, category: "credentials", level: 1, lever: "urgency" },
      { id: 2, category: "credentials", level: 1, lever: "curiosity" },
      { id: 3, category: "credentials", level: 1, lever: "urgency" },
      { id: 4, category: "invoice", level: 1, lever: "urgency" },
    ];
    const profile = { ...NO_DATA, levers: { curiosity: 10 } };
    const lastFailed = { ...sim(1, "clicked"), templateId: 1 };
    for (let personId = 1; personId <= 20; personId++) {
      const options = { ...AUTOMATIC, personId, templates: catalogue };
      expect(chooseTemplate(profile, [lastFailed], options).templateId).toBe(3);
      // With no history the profile's lever leads instead.
      expect(chooseTemplate(profile, [], options).templateId).toBe(2);
    }
  });
});

describe("lever preference with no history", () => {
  it("is the highest social-engineering lever, every tied one", () => {
    expect(profileLevers({ ...NO_DATA, levers: { authority: 9, urgency: 3 } })).toEqual(["authority"]);
    expect(profileLevers({ ...NO_DATA, levers: { trust: 8, curiosity: 8, urgency: 1 } })).toEqual([
      "trust",
      "curiosity",
    ]);
    // Level 1 and authority: executive template 21 is the only one.
    const choice = chooseTemplate(
      { ...NO_DATA, susceptibility: 9, levers: { authority: 9, urgency: 3 } },
      [],
      {
        ...AUTOMATIC,
      },
    );
    expect(choice.templateId).toBe(21);
  });

  it("falls back to the archetype's lever, and to none", () => {
    expect(profileLevers({ ...NO_DATA, archetype: "sprinter" })).toEqual(["urgency"]);
    expect(profileLevers({ ...NO_DATA, archetype: "skeptic" })).toEqual([]);
    expect(profileLevers(NO_DATA)).toEqual([]);
    // The SE dimensions win over the archetype.
    expect(profileLevers({ ...NO_DATA, archetype: "sprinter", levers: { trust: 4 } })).toEqual(["trust"]);
    for (let personId = 1; personId <= 20; personId++) {
      const choice = chooseTemplate({ ...NO_DATA, archetype: "sprinter" }, [], { ...AUTOMATIC, personId });
      expect(template(choice.templateId)).toMatchObject({ level: 1, lever: "urgency" });
    }
  });
});

describe("never the same template twice in a row", () => {
  it("leaves out the last lure even when it is the only one of the target level", () => {
    const catalogue: Candidate[] = [
      { id: 1, category: "parcel", level: 1, lever: "urgency" },
      { id: 2, category: "parcel", level: 2, lever: "urgency" },
    ];
    const last = { ...sim(7, "clicked"), templateId: 1, level: 1 };
    expect(chooseTemplate(NO_DATA, [last], { ...AUTOMATIC, templates: catalogue }).templateId).toBe(2);
  });

  it("repeats it only when the series allows no other", () => {
    // File share at level 1 holds template 18 alone.
    const options = { ...AUTOMATIC, levelId: 1, categoryId: 6 };
    expect(chooseTemplate(NO_DATA, [sim(18, "clicked")], options).templateId).toBe(18);
  });

  it("prefers a lure the person has not had before", () => {
    const catalogue: Candidate[] = [1, 2, 3].map((id) => ({
      id,
      category: "credentials",
      level: 1,
      lever: "urgency",
    }));
    const history = [
      { ...sim(1, "nothing"), templateId: 2 },
      { ...sim(1, "clicked"), templateId: 1 },
    ];
    for (let personId = 1; personId <= 20; personId++)
      expect(
        chooseTemplate(NO_DATA, history, { ...AUTOMATIC, personId, templates: catalogue }).templateId,
      ).toBe(3);
  });
});

describe("the series' category", () => {
  it("7 allows every category; another id only its own templates", () => {
    const categories = new Set<string>();
    for (let personId = 1; personId <= 60; personId++)
      categories.add(template(chooseTemplate(NO_DATA, [], { ...AUTOMATIC, personId }).templateId).category);
    expect(categories.size).toBeGreaterThan(3);
    const histories = [[], [sim(7, "nothing")], [sim(4, "clicked")], [sim(8, "clicked"), sim(9, "nothing")]];
    for (const history of histories)
      for (let personId = 1; personId <= 10; personId++) {
        const choice = chooseTemplate(NO_DATA, history, { ...AUTOMATIC, categoryId: 3, personId });
        expect(template(choice.templateId).category).toBe("parcel");
      }
    expect(() => chooseTemplate(NO_DATA, [], { ...AUTOMATIC, categoryId: 99 })).toThrow();
  });
});

describe("tie-break", () => {
  it("is a seeded hash of person, series and index: stable, and spread over the candidates", () => {
    const once = chooseTemplate(NO_DATA, [], { ...AUTOMATIC, personId: 42, seriesId: 7, index: 2 });
    const again = chooseTemplate(NO_DATA, [], { ...AUTOMATIC, personId: 42, seriesId: 7, index: 2 });
    expect(again).toEqual(once);
    const chosen = new Set<number>();
    for (let index = 1; index <= 30; index++)
      chosen.add(chooseTemplate(NO_DATA, [], { ...AUTOMATIC, personId: 42, seriesId: 7, index }).templateId);
    expect(chosen.size).toBeGreaterThan(2);
    for (const id of chosen) expect(levelOf(id)).toBe(1);
  });
});

describe("SMS series (neurosmishing)", () => {
  const SMS = { ...AUTOMATIC, channel: "sms" } satisfies AdaptiveOptions;
  const SMS_IDS = new Set(SMISHING_TEMPLATES.map((t) => t.id));

  /** A past SMS simulation of built-in SMS template `id` with its outcome. */
  function smsSim(id: number, outcome: "nothing" | "clicked" | "reported") {
    const t = builtinSmsTemplate(id);
    if (!t) throw new Error(`no SMS template ${id}`);
    return {
      templateId: id,
      category: t.category,
      level: t.level,
      lever: t.lever,
      clicked: outcome === "clicked",
      submitted: false,
      reported: outcome === "reported",
    } satisfies PastSimulation;
  }
  const smsOf = (id: number) => {
    const t = builtinSmsTemplate(id);
    if (!t) throw new Error(`not an SMS template: ${id}`);
    return t;
  };

  it("chooses among the SMS templates only, by the same rule, within the series' limits", () => {
    for (let personId = 1; personId <= 30; personId++) {
      const start = chooseTemplate(NO_DATA, [], { ...SMS, personId });
      expect(SMS_IDS.has(start.templateId)).toBe(true);
      expect(smsOf(start.templateId).level).toBe(1);
      const capped = chooseTemplate({ ...NO_DATA, susceptibility: 1 }, [], { ...SMS, personId, levelId: 2 });
      expect(capped.targetLevel).toBe(2);
      expect(smsOf(capped.templateId).level).toBe(2);
      const parcel = chooseTemplate(NO_DATA, [], {
        ...SMS,
        personId,
        categoryId: PHISHING_CATEGORY_IDS.parcel,
      });
      expect(smsOf(parcel.templateId).category).toBe("parcel");
    }
    // The e-mail series of the same person keeps choosing e-mail templates.
    expect(SMS_IDS.has(chooseTemplate(NO_DATA, [], AUTOMATIC).templateId)).toBe(false);
  });

  it("has no candidate where the SMS templates cover no level of the category (the server refuses it)", () => {
    const executive = SMISHING_TEMPLATES.filter((t) => t.category === "executive");
    expect(executive.every((t) => t.level === 3)).toBe(true);
    const categoryId = PHISHING_CATEGORY_IDS.executive;
    expect(seriesCandidates(SMISHING_TEMPLATES, 2, categoryId)).toEqual([]);
    expect(seriesCandidates(SMISHING_TEMPLATES, 3, categoryId)?.length).toBeGreaterThan(0);
    expect(() => chooseTemplate(NO_DATA, [], { ...SMS, levelId: 2, categoryId })).toThrow();
  });

  it("goes one level harder after a pass by e-mail, and after a pass by SMS in an e-mail series", () => {
    // An e-mail lure of level 1 ignored: the next text is of level 2.
    const afterMail = chooseTemplate(NO_DATA, [sim(1, "nothing")], SMS);
    expect(afterMail).toMatchObject({ reason: "pass", targetLevel: 2 });
    expect(smsOf(afterMail.templateId).level).toBe(2);
    // A text of level 2 reported: the next e-mail is of level 3.
    const level2Sms = SMISHING_TEMPLATES.find((t) => t.level === 2)?.id ?? 0;
    const afterSms = chooseTemplate(NO_DATA, [sim(1, "nothing"), smsSim(level2Sms, "reported")], AUTOMATIC);
    expect(afterSms).toMatchObject({ reason: "pass", targetLevel: 3 });
    expect(levelOf(afterSms.templateId)).toBe(3);
  });

  it("retries the weakest category of both channels after a fail", () => {
    // Fails by e-mail in HR (2 of 2), one by SMS in parcel (1 of 2): HR is the weakest, the next text is HR.
    const parcel = SMISHING_TEMPLATES.filter((t) => t.category === "parcel").map((t) => t.id);
    const hrMail = PHISHING_TEMPLATES.filter((t) => t.category === "hr").map((t) => t.id);
    const history = [
      sim(hrMail[0] ?? 0, "clicked"),
      sim(hrMail[1] ?? 0, "clicked"),
      smsSim(parcel[0] ?? 0, "nothing"),
      smsSim(parcel[1] ?? 0, "clicked"),
    ];
    expect(weakestCategory(history)).toBe("hr");
    const choice = chooseTemplate(NO_DATA, history, SMS);
    expect(choice).toMatchObject({ reason: "fail", preferredCategory: "hr" });
    expect(smsOf(choice.templateId).category).toBe("hr");
    // And an SMS fail leads the next e-mail of an e-mail series to the category the person fell for by text.
    const bySms = chooseTemplate(NO_DATA, [sim(1, "nothing"), smsSim(parcel[0] ?? 0, "clicked")], AUTOMATIC);
    expect(bySms).toMatchObject({ reason: "fail", preferredCategory: "parcel" });
    expect(template(bySms.templateId).category).toBe("parcel");
  });
});
