import { LOCALES } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { ASSET_IDS } from "../assets/ids";
import { ARCHETYPE_PARTS, archetype } from "./archetype";
import { ARCHETYPES, archetypeOf } from "./archetypes";
import { ARCHETYPE_DIMENSIONS } from "./global";

/** The hand-worked examples of docs/instruments/archetype.md. */
const answersOf = (byPart: Partial<Record<(typeof ARCHETYPE_PARTS)[number], (number | null)[]>>) =>
  new Map(
    Object.entries(byPart).flatMap(([part, values]) =>
      (values ?? []).map((v, i) => [`archetype.${part}.${i + 1}`, v] as [string, number | null]),
    ),
  );

describe("archetype survey", () => {
  it("asks three statements per archetype, interleaved, on a 1-5 scale", () => {
    expect(archetype.questions).toHaveLength(18);
    expect(archetype.questions.slice(0, 6).map((q) => q.id)).toEqual(
      ARCHETYPE_PARTS.map((p) => `archetype.${p}.1`),
    );
    for (const q of archetype.questions) expect(q.options?.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(archetype.surveyKeys).toEqual([
      "SURVEY_WELLGUARD_ARCHETYPE",
      "SURVEY_WELLGUARD_ARCHETYPE_REFRESH",
    ]);
  });

  it("example 1: all 'somewhat like me' (3) gives 5.0 for every archetype", () => {
    const all = Object.fromEntries(ARCHETYPE_PARTS.map((p) => [p, [3, 3, 3]]));
    expect(archetype.score(answersOf(all))).toEqual(
      ARCHETYPE_DIMENSIONS.map((dimension) => ({ dimension, value: 5, extra: 3 })),
    );
  });

  it("example 2: a mixed profile, the Guardian and the Sceptic on top", () => {
    const scores = archetype.score(
      answersOf({
        guardian: [5, 5, 4],
        explorer: [1, 1, 1],
        helper: [2, 3, 4],
        sprinter: [4, 4, 5],
        sceptic: [5, 4, 5],
        connector: [2, 2, 1],
      }),
    );
    expect(scores.map((s) => [s.dimension, s.value])).toEqual([
      ["DIMENSION_ARCHETYPE_GUARDIAN", 9.2],
      ["DIMENSION_ARCHETYPE_EXPLORER", 0],
      ["DIMENSION_ARCHETYPE_HELPER", 5],
      ["DIMENSION_ARCHETYPE_SPRINTER", 8.3],
      ["DIMENSION_ARCHETYPE_SKEPTIC", 9.2],
      ["DIMENSION_ARCHETYPE_CONNECTOR", 1.7],
    ]);
  });

  it("example 3: an archetype needs two of its three answers", () => {
    expect(archetype.score(answersOf({ guardian: [5, 4], connector: [5, null, 9] }))).toEqual([
      { dimension: "DIMENSION_ARCHETYPE_GUARDIAN", value: 8.8, extra: 2 },
    ]);
  });
});

describe("the six archetypes", () => {
  it("cover the six archetype dimensions in order, each with its texts in the eight locales", () => {
    expect(ARCHETYPES.map((a) => a.dimension)).toEqual([...ARCHETYPE_DIMENSIONS]);
    expect(ARCHETYPES.map((a) => a.dimensionId)).toEqual([35, 36, 37, 38, 39, 40]);
    for (const a of ARCHETYPES)
      for (const field of ["title", "description", "strengths", "watchOuts", "actions"] as const)
        for (const locale of LOCALES)
          expect(a[field][locale]?.trim(), `${a.dimension} ${field} ${locale}`).toBeTruthy();
    expect(ARCHETYPES.find((a) => a.dimensionId === 39)?.title["en-us"]).toBe("Skeptic");
  });

  it("point at assets of the library catalogue", () => {
    for (const a of ARCHETYPES) {
      expect(a.assetIds.length).toBeGreaterThan(0);
      for (const id of a.assetIds) expect(ASSET_IDS, `${a.dimension} asset ${id}`).toContain(id);
    }
  });

  it("are found by dimension key or id", () => {
    expect(archetypeOf("DIMENSION_ARCHETYPE_HELPER")?.dimensionId).toBe(37);
    expect(archetypeOf(40)?.dimension).toBe("DIMENSION_ARCHETYPE_CONNECTOR");
    expect(archetypeOf(41)).toBeUndefined();
  });
});
