import { describe, expect, it } from "vitest";
import type { TInteraction } from "./journey";
import {
  alertLevel,
  cardLook,
  formatLongDate,
  formatPercent,
  formatScore,
  formatShortDate,
  interactionCards,
  padSeries,
  pendingInteractions,
  percentClass,
  RULE_FAMILIES,
  RULE_SURVEYS,
  riskDisplay,
  riskLevelSeries,
  SCORE_COLOURS,
  scoreColour,
  sessionStatus,
  surveyLink,
  userDynamicStatus,
} from "./journey-rules";
import { SURVEY_DEFINITIONS, SURVEY_TYPES, SURVEYS } from "./lookups";

const NOW = new Date("2026-11-22T10:00:00.000Z");

function familyOf(surveyTypeId: number): number {
  const def = SURVEY_DEFINITIONS.find((s) => s.id === surveyTypeId);
  if (!def) throw new Error(`no survey type ${surveyTypeId}`);
  return SURVEY_TYPES[def.family];
}

let nextId = 1;
function interaction(surveyTypeId: number, extra: Partial<TInteraction> = {}): TInteraction {
  return {
    surveyEntityId: nextId++,
    surveyTypeId,
    familyTypeId: familyOf(surveyTypeId),
    helperSurveyTypeId: null,
    surveyId: 1,
    surveyName: `survey ${surveyTypeId}`,
    surveyStatus: "AVAILABLE",
    userStartDate: "2026-11-20T09:00:00.000Z",
    userEndDate: null,
    dateStatus: "other",
    percentage: 0,
    dummy: false,
    gamingAllowed: false,
    ...extra,
  };
}

describe("the ids the rules keep locally", () => {
  it("equal the stored ids of lookups.ts", () => {
    for (const [key, id] of Object.entries(RULE_FAMILIES))
      expect([key, SURVEY_TYPES[key as keyof typeof SURVEY_TYPES]]).toEqual([key, id]);
    for (const [key, id] of Object.entries(RULE_SURVEYS))
      expect([key, SURVEYS[key as keyof typeof SURVEYS]]).toEqual([key, id]);
  });
});

describe("pendingInteractions", () => {
  it("keeps AVAILABLE and PROGRESS of answerable families, sorted by progress then newest start", () => {
    const a = interaction(SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY, { percentage: 50 });
    const b = interaction(SURVEYS.SURVEY_WELLGUARD_BURNOUT, { userStartDate: "2026-11-01T00:00:00Z" });
    const c = interaction(SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS, { userStartDate: "2026-11-10T00:00:00Z" });
    const d = interaction(SURVEYS.SURVEY_WELLGUARD_DIRECT, { surveyStatus: "PROGRESS", percentage: 20 });
    const excluded = [
      interaction(SURVEYS.SURVEY_WELLGUARD_HELPER_AWARENESS),
      interaction(SURVEYS.SURVEY_WELLGUARD_PHISHING),
      interaction(SURVEYS.SURVEY_WELLGUARD_ABS),
      interaction(SURVEYS.SURVEY_WELLGUARD_SCORE_GLOBAL),
      interaction(SURVEYS.SURVEY_WELLGUARD_WELCOME, { surveyStatus: "DONE", percentage: 100 }),
      interaction(SURVEYS.SURVEY_WELLGUARD_IMPACT, { surveyStatus: "EXPIRED" }),
      interaction(SURVEYS.SURVEY_WELLGUARD_IMPACT, { surveyStatus: "CANCELLED" }),
      interaction(SURVEYS.SURVEY_WELLGUARD_IMPACT, { dummy: true, surveyEntityId: -3 }),
    ];
    expect(pendingInteractions([a, ...excluded, b, c, d]).map((i) => i.surveyEntityId)).toEqual([
      c.surveyEntityId,
      b.surveyEntityId,
      d.surveyEntityId,
      a.surveyEntityId,
    ]);
  });

  it("leaves its argument unsorted", () => {
    const list = [interaction(21, { percentage: 50 }), interaction(21)];
    const before = list.map((i) => i.surveyEntityId);
    pendingInteractions(list);
    expect(list.map((i) => i.surveyEntityId)).toEqual(before);
  });
});

describe("userDynamicStatus", () => {
  it("is settled with nothing started and unfinished", () => {
    expect(userDynamicStatus([], NOW)).toBe("settled");
    expect(
      userDynamicStatus(
        [
          interaction(22, { userStartDate: "2026-11-25T00:00:00Z" }),
          interaction(22, { surveyStatus: "DONE", percentage: 100 }),
          interaction(SURVEYS.SURVEY_WELLGUARD_PHISHING),
        ],
        NOW,
      ),
    ).toBe("settled");
  });

  it("is pending when a started session is under 100 %", () => {
    expect(userDynamicStatus([interaction(22, { percentage: 40, surveyStatus: "PROGRESS" })], NOW)).toBe(
      "pending",
    );
    expect(userDynamicStatus([interaction(22, { userStartDate: NOW.toISOString() })], NOW)).toBe("pending");
  });

  it("is welcome when that session is the welcome family at 0 %", () => {
    expect(userDynamicStatus([interaction(SURVEYS.SURVEY_WELLGUARD_WELCOME), interaction(22)], NOW)).toBe(
      "welcome",
    );
    expect(
      userDynamicStatus(
        [interaction(SURVEYS.SURVEY_WELLGUARD_WELCOME, { percentage: 10, surveyStatus: "PROGRESS" })],
        NOW,
      ),
    ).toBe("pending");
  });
});

describe("alertLevel", () => {
  it("done is success, a start a month old or more is danger, else warning", () => {
    expect(
      alertLevel({ surveyStatus: "DONE", percentage: 100, userStartDate: "2020-01-01T00:00:00Z" }, NOW),
    ).toBe("success");
    expect(
      alertLevel({ surveyStatus: "AVAILABLE", percentage: 0, userStartDate: "2026-10-22T10:00:00Z" }, NOW),
    ).toBe("danger");
    expect(
      alertLevel({ surveyStatus: "PROGRESS", percentage: 30, userStartDate: "2026-10-22T10:00:01Z" }, NOW),
    ).toBe("warning");
    expect(
      alertLevel({ surveyStatus: "AVAILABLE", percentage: 0, userStartDate: "2026-11-30T00:00:00Z" }, NOW),
    ).toBe("warning");
  });
});

describe("sessionStatus", () => {
  it("done at 100 %, soon within the next week, else other", () => {
    expect(sessionStatus({ percentage: 100, userStartDate: "2026-12-30T00:00:00Z" }, NOW)).toBe("done");
    expect(sessionStatus({ percentage: 0, userStartDate: "2026-11-29T10:00:00Z" }, NOW)).toBe("soon");
    expect(sessionStatus({ percentage: 0, userStartDate: "2026-11-29T10:00:01Z" }, NOW)).toBe("other");
    expect(sessionStatus({ percentage: 50, userStartDate: "2026-11-01T00:00:00Z" }, NOW)).toBe("other");
  });
});

describe("interactionCards", () => {
  const all = { services: ["awareness", "gaming", "custom_surveys", "archetype"] as const };
  const none = { services: [] };

  it("archetype and its refresh give a fingerprint card and a position card with chat", () => {
    for (const type of [SURVEYS.SURVEY_WELLGUARD_ARCHETYPE, SURVEYS.SURVEY_WELLGUARD_ARCHETYPE_REFRESH]) {
      const cards = interactionCards(interaction(type), all);
      expect(cards.map((c) => [c.image, c.showChat])).toEqual([
        ["fingerprint", false],
        ["position", true],
      ]);
      expect(new Set(cards.map((c) => c.key)).size).toBe(2);
      expect(cards[0]?.link).toEqual({ route: "ProfileArchetype" });
      expect(cards[1]?.link).toMatchObject({ route: "Chat" });
      expect(interactionCards(interaction(type), none)[0]?.link).toBeNull();
    }
  });

  it("maps each survey type to its image and chat flag", () => {
    const expected: [number, string, boolean][] = [
      [SURVEYS.SURVEY_WELLGUARD_IMPACT, "server", true],
      [SURVEYS.SURVEY_WELLGUARD_IMPACT_REFRESH, "server", true],
      [SURVEYS.SURVEY_WELLGUARD_BURNOUT, "fire", false],
      [SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS, "home-heart", true],
      [SURVEYS.SURVEY_WELLGUARD_OPEN_SURVEY, "companies", true],
      [SURVEYS.SURVEY_WELLGUARD_AS_A_SERVICE, "companies", true],
      [SURVEYS.SURVEY_WELLGUARD_DIRECT, "mail-locked", true],
      [SURVEYS.SURVEY_WELLGUARD_WELCOME, "mail-locked", true],
      [SURVEYS.SURVEY_WELLGUARD_GRI_PLUS, "mail-locked", true],
      [SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY, "shield-protected", true],
      [SURVEYS.SURVEY_WELLGUARD_SOCIAL_ENGINEERING, "shield-protected", true],
      [SURVEYS.SURVEY_WELLGUARD_INSIDER_RED, "fingerprint", true],
    ];
    for (const [type, image, showChat] of expected) {
      const cards = interactionCards(interaction(type), all);
      expect(cards).toHaveLength(1);
      expect([type, cards[0]?.image, cards[0]?.showChat]).toEqual([type, image, showChat]);
      expect(cardLook(type, familyOf(type))).toEqual({ image, showChat });
    }
  });

  it("carries the display form of spec §3", () => {
    const i = interaction(SURVEYS.SURVEY_WELLGUARD_DIRECT, { surveyStatus: "PROGRESS", percentage: 25 });
    expect(interactionCards(i, none)[0]).toMatchObject({
      id: i.surveyEntityId,
      title: i.surveyName,
      typeId: i.surveyTypeId,
      progress: 25,
      startDate: i.userStartDate,
      status: "progress",
    });
  });

  it("welcome links only while under 100 %", () => {
    expect(surveyLink(interaction(17, { percentage: 60, surveyStatus: "PROGRESS" }), none)).toMatchObject({
      route: "Chat",
    });
    expect(surveyLink(interaction(17, { percentage: 100, surveyStatus: "PROGRESS" }), none)).toBeNull();
  });

  it("cybersecurity links to Cybertest, or Cybergaming with the gaming module and gamingAllowed, while open", () => {
    const cyber = interaction(22);
    expect(surveyLink(cyber, none)).toEqual({ route: "Cybertest", surveyEntityId: cyber.surveyEntityId });
    expect(surveyLink(cyber, all)).toEqual({ route: "Cybertest", surveyEntityId: cyber.surveyEntityId });
    const game = interaction(22, { gamingAllowed: true, surveyStatus: "PROGRESS" });
    expect(surveyLink(game, all)).toEqual({ route: "Cybergaming", surveyEntityId: game.surveyEntityId });
    expect(surveyLink(game, { services: ["awareness"] })).toMatchObject({ route: "Cybertest" });
    expect(surveyLink(interaction(22, { surveyStatus: "DONE", percentage: 100 }), all)).toBeNull();
    expect(surveyLink(interaction(22, { surveyStatus: "EXPIRED" }), all)).toBeNull();
  });

  it("custom family links to CustomSurvey only with custom_surveys, else to the chat", () => {
    expect(surveyLink(interaction(23), all)).toMatchObject({ route: "CustomSurvey" });
    expect(surveyLink(interaction(24), none)).toMatchObject({ route: "Chat" });
  });

  it("with a clock, an interaction that has not started yet has no link", () => {
    const later = interaction(21, { userStartDate: "2026-11-25T00:00:00Z" });
    expect(surveyLink(later, { services: [], now: NOW })).toBeNull();
    expect(surveyLink(later, { services: [] })).toMatchObject({ route: "Chat" });
    expect(surveyLink(interaction(21), { services: [], now: NOW })).toMatchObject({ route: "Chat" });
  });

  it("dummies never link", () => {
    expect(surveyLink(interaction(21, { dummy: true, surveyEntityId: -1 }), all)).toBeNull();
  });
});

describe("scoreColour", () => {
  it("maps the 10-point scale 0..11+ from red to green", () => {
    expect(scoreColour(0)).toBe(SCORE_COLOURS[0]);
    expect(scoreColour(-3)).toBe(SCORE_COLOURS[0]);
    expect(scoreColour(5.4)).toBe(SCORE_COLOURS[5]);
    expect(scoreColour(11)).toBe(SCORE_COLOURS[11]);
    expect(scoreColour(40)).toBe(SCORE_COLOURS[11]);
    expect(SCORE_COLOURS).toHaveLength(12);
  });
  it("doubles a 3-point scale and divides a 100 scale by ten", () => {
    expect(scoreColour(3, 3)).toBe(SCORE_COLOURS[6]);
    expect(scoreColour(80, 100)).toBe(SCORE_COLOURS[8]);
  });
});

describe("percentClass, riskDisplay, riskLevelSeries", () => {
  it("percent classes", () => {
    expect([0, 33, 33.5, 66, 66.1, 100].map(percentClass)).toEqual([
      "danger",
      "danger",
      "warning",
      "warning",
      "success",
      "success",
    ]);
  });
  it("risk display is 12 − 2 × raw", () => {
    expect([1, 3.5, 6].map(riskDisplay)).toEqual([10, 5, 0]);
    expect(riskDisplay(null)).toBeNull();
  });
  it("risk chart counts levels 1-6, missing ones 0", () => {
    expect(riskLevelSeries([2, 2, 5, 9, 0])).toEqual([
      { level: 1, count: 0 },
      { level: 2, count: 2 },
      { level: 3, count: 0 },
      { level: 4, count: 0 },
      { level: 5, count: 1 },
      { level: 6, count: 0 },
    ]);
  });
});

describe("padSeries", () => {
  it("pads an earlier single point with today", () => {
    expect(padSeries([{ date: "2026-11-01T08:00:00Z", value: 6 }], NOW)).toEqual([
      { date: "2026-11-01T08:00:00Z", value: 6 },
      { date: "2026-11-22", value: 6, padded: true },
    ]);
  });
  it("pads a point of today with yesterday, before it", () => {
    expect(padSeries([{ date: "2026-11-22T09:00:00Z", value: 4 }], NOW)).toEqual([
      { date: "2026-11-21", value: 4, padded: true },
      { date: "2026-11-22T09:00:00Z", value: 4 },
    ]);
  });
  it("sorts longer series and leaves empty ones", () => {
    expect(padSeries([], NOW)).toEqual([]);
    expect(
      padSeries(
        [
          { date: "2026-11-10", value: 2 },
          { date: "2026-11-01", value: 1 },
        ],
        NOW,
      ).map((p) => p.value),
    ).toEqual([1, 2]);
  });
});

describe("formats", () => {
  it("numbers with one decimal in the person's language", () => {
    expect(formatScore(7.25, "en-gb")).toBe("7.3");
    expect(formatScore(7.25, "es-es")).toBe("7,3");
    expect(formatScore(8, "cat")).toBe("8");
    expect(formatPercent(42.5, "en-us")).toBe("42.5%");
  });
  it("dates through the BCP 47 tag (cat is ca)", () => {
    const iso = "2026-11-22T10:00:00Z";
    expect(formatShortDate(iso, "en-gb", "UTC")).toBe("22 Nov 2026");
    expect(formatShortDate(iso, "cat", "UTC")).toBe(
      new Intl.DateTimeFormat("ca", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso)),
    );
    expect(formatLongDate(iso, "en-us", "UTC")).toContain("Sunday");
    expect(formatLongDate(iso, "pl", "UTC")).toContain("2026");
  });
});
