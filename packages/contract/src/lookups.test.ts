import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { menuRoutes } from "../../../apps/web/src/app/paths";
import { SERVICES } from "./constants";
import {
  CONSTANT_FAMILIES,
  CONSTANT_FAMILY_NAMES,
  CYBERSECURITY_DIMENSIONS,
  constantFamily,
  DIMENSION_DEFINITIONS,
  DIMENSION_ELEMENTS,
  DIMENSION_GROUPS,
  GLOBAL_SECTIONS,
  parseListParam,
  SURVEY_DEFINITIONS,
  SURVEY_TYPES,
  SURVEYS,
} from "./lookups";
import { SURVEY_FLOWS } from "./organisation";

/** Each family's keys start with this. */
const PREFIX: Record<keyof typeof CONSTANT_FAMILIES, string> = {
  hierarchy: "HIERARCHY_",
  survey: "SURVEY_WELLGUARD_",
  dimension_group: "DIMENSION_GROUP_",
  actions: "ACTION_TYPE_",
  dimension_element: "DIMENSION_",
  entity_type: "ENTITY_TYPE_",
  survey_type: "SURVEY_TYPE_",
  service_type: "SERVICE_TYPE_",
  null_date: "NULL_DATE",
  survey_status: "SURVEY_STATUS_",
};

describe("the constants registry", () => {
  it("has the ten families of spec §7 'Constants loading'", () => {
    expect(CONSTANT_FAMILY_NAMES).toEqual([
      "hierarchy",
      "survey",
      "dimension_group",
      "actions",
      "dimension_element",
      "entity_type",
      "survey_type",
      "service_type",
      "null_date",
      "survey_status",
    ]);
  });

  it.each(CONSTANT_FAMILY_NAMES)(
    "%s: keys carry the family prefix and ids are unique positive integers",
    (family) => {
      const entries = Object.entries(CONSTANT_FAMILIES[family]);
      expect(entries.length).toBeGreaterThan(0);
      for (const [key] of entries) expect(key.startsWith(PREFIX[family]), key).toBe(true);
      if (family === "null_date") return;
      const ids = entries.map(([, id]) => id);
      for (const id of ids) expect(Number.isInteger(id) && (id as number) > 0, String(id)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      // Ids run 1..n with no gap: a new constant takes n + 1, a retired one keeps its number.
      expect([...ids].sort((a, b) => (a as number) - (b as number))).toEqual(ids.map((_, i) => i + 1));
    },
  );

  it("keeps the stored ids (a change here breaks data already saved)", () => {
    expect(CONSTANT_FAMILIES.hierarchy).toEqual({
      HIERARCHY_COMPANY: 1,
      HIERARCHY_DEPARTMENT: 2,
      HIERARCHY_PERSON: 3,
    });
    expect(CONSTANT_FAMILIES.dimension_group).toEqual({
      DIMENSION_GROUP_RISK: 1,
      DIMENSION_GROUP_HAZARD: 2,
      DIMENSION_GROUP_CYBERSECURITY: 3,
      DIMENSION_GROUP_WORKING: 4,
      DIMENSION_GROUP_SCORING: 5,
      DIMENSION_GROUP_INSIDER: 6,
      DIMENSION_GROUP_BURNOUT: 7,
      DIMENSION_GROUP_IMPACT: 8,
      DIMENSION_GROUP_SOCIAL_ENGINEERING: 9,
      DIMENSION_GROUP_ARCHETYPE: 10,
    });
    expect(CONSTANT_FAMILIES.entity_type).toEqual({
      ENTITY_TYPE_COMPANY: 1,
      ENTITY_TYPE_DEPARTMENT: 2,
      ENTITY_TYPE_PERSON: 3,
      ENTITY_TYPE_TAG: 4,
    });
    expect(CONSTANT_FAMILIES.survey_status).toEqual({
      SURVEY_STATUS_AVAILABLE: 1,
      SURVEY_STATUS_PROGRESS: 2,
      SURVEY_STATUS_DONE: 3,
      SURVEY_STATUS_EXPIRED: 4,
      SURVEY_STATUS_CANCELLED: 5,
    });
    expect(CONSTANT_FAMILIES.null_date).toEqual({ NULL_DATE: "1970-01-01" });
    expect(SURVEYS).toMatchObject({
      SURVEY_WELLGUARD_INSIDER_RED: 1,
      SURVEY_WELLGUARD_INSIDER_BLUE_REFRESH: 4,
      SURVEY_WELLGUARD_ARCHETYPE: 5,
      SURVEY_WELLGUARD_GRI_GLOBAL: 12,
      SURVEY_WELLGUARD_PHISHING: 16,
      SURVEY_WELLGUARD_WELCOME: 17,
      SURVEY_WELLGUARD_CYBERSECURITY: 22,
      SURVEY_WELLGUARD_BURNOUT: 25,
      SURVEY_WELLGUARD_NEUROSMISHING: 28,
      SURVEY_WELLGUARD_SOCIAL_ENGINEERING: 29,
      SURVEY_WELLGUARD_HELPER_AWARENESS: 30,
      SURVEY_WELLGUARD_HELPER_WELLBEING: 31,
    });
    expect(DIMENSION_ELEMENTS).toMatchObject({
      DIMENSION_CLIMATE_LEVEL: 1,
      DIMENSION_GENERAL_RISK: 2,
      DIMENSION_PRINCIPAL_INSIDER: 10,
      DIMENSION_GLOBAL_NOTE: 12,
      DIMENSION_DATA_PROTECTION: 13,
      DIMENSION_SOCIAL_ENGINEERING: 19,
      DIMENSION_WHO5_INDEX: 20,
      DIMENSION_WORK_CLIMATE: 21,
      DIMENSION_BURNOUT_PERSONAL: 22,
      DIMENSION_BURNOUT_WORK: 23,
      DIMENSION_BURNOUT_CLIENT: 24,
      DIMENSION_IMPACT_LEVEL: 25,
      DIMENSION_IMPACT_DATA: 26,
      DIMENSION_IMPACT_PRIVILEGE: 27,
      DIMENSION_IMPACT_EXPOSURE: 28,
      DIMENSION_SE_SUSCEPTIBILITY: 29,
      DIMENSION_SE_AUTHORITY: 30,
      DIMENSION_SE_URGENCY: 31,
      DIMENSION_SE_SOCIAL_PROOF: 32,
      DIMENSION_SE_TRUST: 33,
      DIMENSION_SE_CURIOSITY: 34,
      DIMENSION_ARCHETYPE_GUARDIAN: 35,
      DIMENSION_ARCHETYPE_EXPLORER: 36,
      DIMENSION_ARCHETYPE_HELPER: 37,
      DIMENSION_ARCHETYPE_SPRINTER: 38,
      DIMENSION_ARCHETYPE_SKEPTIC: 39,
      DIMENSION_ARCHETYPE_CONNECTOR: 40,
      DIMENSION_INSIDER_RED: 41,
      DIMENSION_INSIDER_GREEN: 42,
      DIMENSION_INSIDER_BLUE: 43,
    });
    expect(CONSTANT_FAMILIES.actions).toMatchObject({
      ACTION_TYPE_WELLBEING_ITINERARY: 1,
      ACTION_TYPE_TEXT: 6,
    });
    expect(CONSTANT_FAMILIES.survey_type).toMatchObject({
      SURVEY_TYPE_INSIDER: 1,
      SURVEY_TYPE_CUSTOM: 15,
      SURVEY_TYPE_SOCIAL_ENGINEERING: 16,
    });
  });

  it("numbers the service types as the contract's SERVICES (1 to 16)", () => {
    expect(Object.entries(CONSTANT_FAMILIES.service_type)).toEqual(
      SERVICES.map((key, i) => [`SERVICE_TYPE_${key.toUpperCase()}`, i + 1]),
    );
  });

  it("gives every survey type a family that exists, and covers every survey type of spec §3", () => {
    for (const survey of SURVEY_DEFINITIONS) expect(SURVEY_TYPES[survey.family], survey.key).toBeDefined();
    const named = [
      "INSIDER_RED",
      "INSIDER_GREEN",
      "INSIDER_BLUE",
      "INSIDER_BLUE_REFRESH",
      "ARCHETYPE",
      "ARCHETYPE_REFRESH",
      "ARCHETYPE_GLOBAL",
      "IMPACT",
      "IMPACT_REFRESH",
      "CLIMATE_GLOBAL",
      "SCORE_GLOBAL",
      "GRI_GLOBAL",
      "CYBERSECURITY_GLOBAL",
      "BREACH_CORPORATE",
      "ASSETS_GLOBAL",
      "PHISHING",
      "WELCOME",
      "ABS",
      "DIRECT",
      "GRI_PLUS",
      "CLIMATE_PLUS",
      "CYBERSECURITY",
      "OPEN_SURVEY",
      "AS_A_SERVICE",
      "BURNOUT",
    ];
    expect(Object.keys(SURVEYS)).toEqual(expect.arrayContaining(named.map((n) => `SURVEY_WELLGUARD_${n}`)));
  });

  it("files each dimension under a group, the seven cybersecurity dimensions under cybersecurity", () => {
    for (const d of DIMENSION_DEFINITIONS) expect(DIMENSION_GROUPS[d.group], d.key).toBeDefined();
    const cyber = DIMENSION_DEFINITIONS.filter((d) =>
      (CYBERSECURITY_DIMENSIONS as readonly string[]).includes(d.code),
    );
    expect(cyber).toHaveLength(7);
    for (const d of cyber) expect(d.group).toBe("DIMENSION_GROUP_CYBERSECURITY");
    expect(new Set(DIMENSION_DEFINITIONS.map((d) => d.code)).size).toBe(DIMENSION_DEFINITIONS.length);
  });

  it("reads a family name in the lower-case, upper-case, spaced or hyphenated spelling", () => {
    expect(constantFamily("survey")).toBe("survey");
    expect(constantFamily("SURVEY")).toBe("survey");
    expect(constantFamily("DIMENSION_GROUP")).toBe("dimension_group");
    expect(constantFamily("dimension group")).toBe("dimension_group");
    expect(constantFamily("Survey-Status")).toBe("survey_status");
    expect(constantFamily("surveys")).toBeUndefined();
    expect(constantFamily("toString")).toBeUndefined();
    expect(constantFamily("")).toBeUndefined();
  });
});

describe("list parameters (?serviceTypeIds=1,2)", () => {
  const int = (t: string) => (/^\d+$/.test(t) ? Number(t) : undefined);
  it("means everything when absent, blank or ALL", () => {
    expect(parseListParam(undefined, int)).toBeNull();
    expect(parseListParam(" ", int)).toBeNull();
    expect(parseListParam("all", int)).toBeNull();
  });
  it("keeps the order asked, without repeats, and refuses the whole list for one bad item", () => {
    expect(parseListParam("3, 1,3", int)).toEqual([3, 1]);
    expect(parseListParam("1,x", int)).toBeUndefined();
    expect(parseListParam("1,,2", int)).toBeUndefined();
  });
});

describe("the global sections", () => {
  it("are the menu entries of the web app's user, controller and admin areas, in menu order", () => {
    const fromWeb = (["USER", "CONTROLLER", "ADMIN"] as const).flatMap((area) =>
      menuRoutes(area).map((key) => ({ key, area })),
    );
    expect(GLOBAL_SECTIONS).toEqual(fromWeb);
  });
});

describe("the es-es texts of the lookups", () => {
  const es = JSON.parse(
    readFileSync(fileURLToPath(new URL("../locales/es-es.json", import.meta.url)), "utf8"),
  ) as Record<string, Record<string, unknown>>;

  it("name and describe every dimension, section and survey flow", () => {
    for (const d of DIMENSION_DEFINITIONS)
      expect(es.dimensions?.[d.code], d.code).toHaveProperty("description");
    for (const s of GLOBAL_SECTIONS) expect(typeof es.sections?.[s.key], s.key).toBe("string");
    for (const f of SURVEY_FLOWS) expect(es.surveyFlows?.[f.key], f.key).toHaveProperty("name");
    expect(Object.keys(es.dimensions ?? {})).toHaveLength(DIMENSION_DEFINITIONS.length);
    expect(Object.keys(es.sections ?? {})).toHaveLength(GLOBAL_SECTIONS.length);
  });
});
