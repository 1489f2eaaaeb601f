import { z } from "zod";
import { LOCALES, type Locale, SERVICES } from "./constants";
import { text } from "./text";

/*
 * The constants registry (spec §3 "Constants come from the server as a key-to-id map", §7 "Constants loading")
 * and the schemas of the miscellaneous lookups under /api/v1/misc (spec §7 "Miscellaneous").
 *
 * THE IDS BELOW ARE STORED. Surveys, dimension records, actions and dashboards keep these numbers in the
 * database, so an id never changes meaning and is never reused: a new constant takes the next free number of
 * its family, a retired one stays in the list. `lookups.test.ts` pins them. docs/lookups.md explains each family.
 */

/** The product part of survey keys: SURVEY_{product}_GRI_GLOBAL (spec §3). */
export const SURVEY_PRODUCT = "WELLGUARD";

/** The levels of an organisation: company, then department (a tree), then person. */
export const HIERARCHY_LEVELS = {
  HIERARCHY_COMPANY: 1,
  HIERARCHY_DEPARTMENT: 2,
  HIERARCHY_PERSON: 3,
} as const;

/** Survey families (`familyTypeId` of an interaction); spec §4 names helper, gaming, abs, phishing, global, welcome... */
export const SURVEY_TYPES = {
  SURVEY_TYPE_INSIDER: 1,
  SURVEY_TYPE_ARCHETYPE: 2,
  SURVEY_TYPE_IMPACT: 3,
  SURVEY_TYPE_CLIMATE: 4,
  SURVEY_TYPE_RISK: 5,
  SURVEY_TYPE_CYBERSECURITY: 6,
  SURVEY_TYPE_BURNOUT: 7,
  SURVEY_TYPE_WELCOME: 8,
  SURVEY_TYPE_DIRECT: 9,
  SURVEY_TYPE_HELPER: 10,
  SURVEY_TYPE_GAMING: 11,
  SURVEY_TYPE_ABS: 12,
  SURVEY_TYPE_PHISHING: 13,
  SURVEY_TYPE_GLOBAL: 14,
  SURVEY_TYPE_CUSTOM: 15,
  SURVEY_TYPE_SOCIAL_ENGINEERING: 16,
} as const;
export type SurveyTypeKey = keyof typeof SURVEY_TYPES;

/**
 * Survey types (`surveyTypeId`), every one of spec §3, each with the family it belongs to. "Global" surveys
 * are the computed company-wide results; phishing, smishing and their neuro variants are the campaign kinds.
 */
export const SURVEY_DEFINITIONS = [
  { key: "SURVEY_WELLGUARD_INSIDER_RED", id: 1, family: "SURVEY_TYPE_INSIDER" },
  { key: "SURVEY_WELLGUARD_INSIDER_GREEN", id: 2, family: "SURVEY_TYPE_INSIDER" },
  { key: "SURVEY_WELLGUARD_INSIDER_BLUE", id: 3, family: "SURVEY_TYPE_INSIDER" },
  { key: "SURVEY_WELLGUARD_INSIDER_BLUE_REFRESH", id: 4, family: "SURVEY_TYPE_INSIDER" },
  { key: "SURVEY_WELLGUARD_ARCHETYPE", id: 5, family: "SURVEY_TYPE_ARCHETYPE" },
  { key: "SURVEY_WELLGUARD_ARCHETYPE_REFRESH", id: 6, family: "SURVEY_TYPE_ARCHETYPE" },
  { key: "SURVEY_WELLGUARD_ARCHETYPE_GLOBAL", id: 7, family: "SURVEY_TYPE_GLOBAL" },
  { key: "SURVEY_WELLGUARD_IMPACT", id: 8, family: "SURVEY_TYPE_IMPACT" },
  { key: "SURVEY_WELLGUARD_IMPACT_REFRESH", id: 9, family: "SURVEY_TYPE_IMPACT" },
  { key: "SURVEY_WELLGUARD_CLIMATE_GLOBAL", id: 10, family: "SURVEY_TYPE_GLOBAL" },
  { key: "SURVEY_WELLGUARD_SCORE_GLOBAL", id: 11, family: "SURVEY_TYPE_GLOBAL" },
  { key: "SURVEY_WELLGUARD_GRI_GLOBAL", id: 12, family: "SURVEY_TYPE_GLOBAL" },
  { key: "SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL", id: 13, family: "SURVEY_TYPE_GLOBAL" },
  { key: "SURVEY_WELLGUARD_BREACH_CORPORATE", id: 14, family: "SURVEY_TYPE_ABS" },
  { key: "SURVEY_WELLGUARD_ASSETS_GLOBAL", id: 15, family: "SURVEY_TYPE_GLOBAL" },
  { key: "SURVEY_WELLGUARD_PHISHING", id: 16, family: "SURVEY_TYPE_PHISHING" },
  { key: "SURVEY_WELLGUARD_WELCOME", id: 17, family: "SURVEY_TYPE_WELCOME" },
  { key: "SURVEY_WELLGUARD_ABS", id: 18, family: "SURVEY_TYPE_ABS" },
  { key: "SURVEY_WELLGUARD_DIRECT", id: 19, family: "SURVEY_TYPE_DIRECT" },
  { key: "SURVEY_WELLGUARD_GRI_PLUS", id: 20, family: "SURVEY_TYPE_RISK" },
  { key: "SURVEY_WELLGUARD_CLIMATE_PLUS", id: 21, family: "SURVEY_TYPE_CLIMATE" },
  { key: "SURVEY_WELLGUARD_CYBERSECURITY", id: 22, family: "SURVEY_TYPE_CYBERSECURITY" },
  { key: "SURVEY_WELLGUARD_OPEN_SURVEY", id: 23, family: "SURVEY_TYPE_CUSTOM" },
  { key: "SURVEY_WELLGUARD_AS_A_SERVICE", id: 24, family: "SURVEY_TYPE_CUSTOM" },
  { key: "SURVEY_WELLGUARD_BURNOUT", id: 25, family: "SURVEY_TYPE_BURNOUT" },
  { key: "SURVEY_WELLGUARD_SMISHING", id: 26, family: "SURVEY_TYPE_PHISHING" },
  { key: "SURVEY_WELLGUARD_NEUROPHISHING", id: 27, family: "SURVEY_TYPE_PHISHING" },
  { key: "SURVEY_WELLGUARD_NEUROSMISHING", id: 28, family: "SURVEY_TYPE_PHISHING" },
  { key: "SURVEY_WELLGUARD_SOCIAL_ENGINEERING", id: 29, family: "SURVEY_TYPE_SOCIAL_ENGINEERING" },
  { key: "SURVEY_WELLGUARD_HELPER_AWARENESS", id: 30, family: "SURVEY_TYPE_HELPER" },
  { key: "SURVEY_WELLGUARD_HELPER_WELLBEING", id: 31, family: "SURVEY_TYPE_HELPER" },
] as const satisfies readonly {
  key: `SURVEY_${typeof SURVEY_PRODUCT}_${string}`;
  id: number;
  family: SurveyTypeKey;
}[];
export type SurveyKey = (typeof SURVEY_DEFINITIONS)[number]["key"];

/** Survey types as a key-to-id map: SURVEYS.SURVEY_WELLGUARD_GRI_GLOBAL === 12. */
export const SURVEYS = /* @__PURE__ */ Object.fromEntries(SURVEY_DEFINITIONS.map((s) => [s.key, s.id])) as {
  readonly [K in SurveyKey]: Extract<(typeof SURVEY_DEFINITIONS)[number], { key: K }>["id"];
};

/** Dimension groups (spec §3): risk, hazard, cybersecurity, working (climate), scoring, insider. */
export const DIMENSION_GROUPS = {
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
} as const;
export type DimensionGroupKey = keyof typeof DIMENSION_GROUPS;

/**
 * Dimension elements (spec §3) and the seven cybersecurity dimensions, in one id space: a profile dimension
 * record names one of them. `code` is the key of `dimensions.<code>` in the contract locales.
 */
export const DIMENSION_DEFINITIONS = [
  { key: "DIMENSION_CLIMATE_LEVEL", id: 1, code: "climateLevel", group: "DIMENSION_GROUP_WORKING" },
  { key: "DIMENSION_GENERAL_RISK", id: 2, code: "generalRisk", group: "DIMENSION_GROUP_RISK" },
  { key: "DIMENSION_GENERAL_HAZARD", id: 3, code: "generalHazard", group: "DIMENSION_GROUP_HAZARD" },
  {
    key: "DIMENSION_CONFIDENTIALITY_RISK",
    id: 4,
    code: "confidentialityRisk",
    group: "DIMENSION_GROUP_RISK",
  },
  { key: "DIMENSION_AVAILABILITY_RISK", id: 5, code: "availabilityRisk", group: "DIMENSION_GROUP_RISK" },
  { key: "DIMENSION_INTEGRITY_RISK", id: 6, code: "integrityRisk", group: "DIMENSION_GROUP_RISK" },
  {
    key: "DIMENSION_CONFIDENTIALITY_HAZARD",
    id: 7,
    code: "confidentialityHazard",
    group: "DIMENSION_GROUP_HAZARD",
  },
  {
    key: "DIMENSION_AVAILABILITY_HAZARD",
    id: 8,
    code: "availabilityHazard",
    group: "DIMENSION_GROUP_HAZARD",
  },
  { key: "DIMENSION_INTEGRITY_HAZARD", id: 9, code: "integrityHazard", group: "DIMENSION_GROUP_HAZARD" },
  { key: "DIMENSION_PRINCIPAL_INSIDER", id: 10, code: "principalInsider", group: "DIMENSION_GROUP_INSIDER" },
  { key: "DIMENSION_CYBER_RESULTS", id: 11, code: "cyberResults", group: "DIMENSION_GROUP_CYBERSECURITY" },
  { key: "DIMENSION_GLOBAL_NOTE", id: 12, code: "globalNote", group: "DIMENSION_GROUP_SCORING" },
  {
    key: "DIMENSION_DATA_PROTECTION",
    id: 13,
    code: "dataProtection",
    group: "DIMENSION_GROUP_CYBERSECURITY",
  },
  { key: "DIMENSION_COMMUNICATIONS", id: 14, code: "communications", group: "DIMENSION_GROUP_CYBERSECURITY" },
  { key: "DIMENSION_MALWARE", id: 15, code: "malware", group: "DIMENSION_GROUP_CYBERSECURITY" },
  {
    key: "DIMENSION_PASSWORD_MANAGEMENT",
    id: 16,
    code: "passwordManagement",
    group: "DIMENSION_GROUP_CYBERSECURITY",
  },
  { key: "DIMENSION_WORKPLACE", id: 17, code: "workplace", group: "DIMENSION_GROUP_CYBERSECURITY" },
  { key: "DIMENSION_COMPLIANCE", id: 18, code: "compliance", group: "DIMENSION_GROUP_CYBERSECURITY" },
  {
    key: "DIMENSION_SOCIAL_ENGINEERING",
    id: 19,
    code: "socialEngineering",
    group: "DIMENSION_GROUP_CYBERSECURITY",
  },
  { key: "DIMENSION_WHO5_INDEX", id: 20, code: "who5Index", group: "DIMENSION_GROUP_WORKING" },
  { key: "DIMENSION_WORK_CLIMATE", id: 21, code: "workClimate", group: "DIMENSION_GROUP_WORKING" },
  { key: "DIMENSION_BURNOUT_PERSONAL", id: 22, code: "burnoutPersonal", group: "DIMENSION_GROUP_BURNOUT" },
  { key: "DIMENSION_BURNOUT_WORK", id: 23, code: "burnoutWork", group: "DIMENSION_GROUP_BURNOUT" },
  { key: "DIMENSION_BURNOUT_CLIENT", id: 24, code: "burnoutClient", group: "DIMENSION_GROUP_BURNOUT" },
  { key: "DIMENSION_IMPACT_LEVEL", id: 25, code: "impactLevel", group: "DIMENSION_GROUP_IMPACT" },
  { key: "DIMENSION_IMPACT_DATA", id: 26, code: "impactData", group: "DIMENSION_GROUP_IMPACT" },
  { key: "DIMENSION_IMPACT_PRIVILEGE", id: 27, code: "impactPrivilege", group: "DIMENSION_GROUP_IMPACT" },
  { key: "DIMENSION_IMPACT_EXPOSURE", id: 28, code: "impactExposure", group: "DIMENSION_GROUP_IMPACT" },
  {
    key: "DIMENSION_SE_SUSCEPTIBILITY",
    id: 29,
    code: "seSusceptibility",
    group: "DIMENSION_GROUP_SOCIAL_ENGINEERING",
  },
  { key: "DIMENSION_SE_AUTHORITY", id: 30, code: "seAuthority", group: "DIMENSION_GROUP_SOCIAL_ENGINEERING" },
  { key: "DIMENSION_SE_URGENCY", id: 31, code: "seUrgency", group: "DIMENSION_GROUP_SOCIAL_ENGINEERING" },
  {
    key: "DIMENSION_SE_SOCIAL_PROOF",
    id: 32,
    code: "seSocialProof",
    group: "DIMENSION_GROUP_SOCIAL_ENGINEERING",
  },
  { key: "DIMENSION_SE_TRUST", id: 33, code: "seTrust", group: "DIMENSION_GROUP_SOCIAL_ENGINEERING" },
  { key: "DIMENSION_SE_CURIOSITY", id: 34, code: "seCuriosity", group: "DIMENSION_GROUP_SOCIAL_ENGINEERING" },
  {
    key: "DIMENSION_ARCHETYPE_GUARDIAN",
    id: 35,
    code: "archetypeGuardian",
    group: "DIMENSION_GROUP_ARCHETYPE",
  },
  {
    key: "DIMENSION_ARCHETYPE_EXPLORER",
    id: 36,
    code: "archetypeExplorer",
    group: "DIMENSION_GROUP_ARCHETYPE",
  },
  { key: "DIMENSION_ARCHETYPE_HELPER", id: 37, code: "archetypeHelper", group: "DIMENSION_GROUP_ARCHETYPE" },
  {
    key: "DIMENSION_ARCHETYPE_SPRINTER",
    id: 38,
    code: "archetypeSprinter",
    group: "DIMENSION_GROUP_ARCHETYPE",
  },
  {
    key: "DIMENSION_ARCHETYPE_SKEPTIC",
    id: 39,
    code: "archetypeSkeptic",
    group: "DIMENSION_GROUP_ARCHETYPE",
  },
  {
    key: "DIMENSION_ARCHETYPE_CONNECTOR",
    id: 40,
    code: "archetypeConnector",
    group: "DIMENSION_GROUP_ARCHETYPE",
  },
  { key: "DIMENSION_INSIDER_RED", id: 41, code: "insiderRed", group: "DIMENSION_GROUP_INSIDER" },
  { key: "DIMENSION_INSIDER_GREEN", id: 42, code: "insiderGreen", group: "DIMENSION_GROUP_INSIDER" },
  { key: "DIMENSION_INSIDER_BLUE", id: 43, code: "insiderBlue", group: "DIMENSION_GROUP_INSIDER" },
  {
    key: "DIMENSION_PHISHING_RESILIENCE",
    id: 44,
    code: "phishingResilience",
    group: "DIMENSION_GROUP_SOCIAL_ENGINEERING",
  },
  /** Breach monitoring (ABS): the §9 score of the person's breach level (value), the level 0-3 (extra). */
  { key: "DIMENSION_BREACH_EXPOSURE", id: 45, code: "breachExposure", group: "DIMENSION_GROUP_RISK" },
] as const satisfies readonly {
  key: `DIMENSION_${string}`;
  id: number;
  code: string;
  group: DimensionGroupKey;
}[];
export type DimensionKey = (typeof DIMENSION_DEFINITIONS)[number]["key"];
export type DimensionCode = (typeof DIMENSION_DEFINITIONS)[number]["code"];

/** Dimension elements as a key-to-id map: DIMENSION_ELEMENTS.DIMENSION_GENERAL_RISK === 2. */
export const DIMENSION_ELEMENTS = /* @__PURE__ */ Object.fromEntries(
  DIMENSION_DEFINITIONS.map((d) => [d.key, d.id]),
) as {
  readonly [K in DimensionKey]: Extract<(typeof DIMENSION_DEFINITIONS)[number], { key: K }>["id"];
};

/** The seven cybersecurity dimensions in spec §3's order (their camel-case names, as the spec writes them). */
export const CYBERSECURITY_DIMENSIONS = [
  "dataProtection",
  "communications",
  "malware",
  "passwordManagement",
  "workplace",
  "compliance",
  "socialEngineering",
] as const satisfies readonly DimensionCode[];

/**
 * Action types (`actionTypeId` of an action): the recommended itineraries of spec §1 (wellbeing, risk
 * mitigation, awareness), the archetype's own action, the controller's action plan and its text actions.
 */
export const ACTION_TYPES = {
  ACTION_TYPE_WELLBEING_ITINERARY: 1,
  ACTION_TYPE_RISK_MITIGATION_ITINERARY: 2,
  ACTION_TYPE_AWARENESS_ITINERARY: 3,
  ACTION_TYPE_ARCHETYPE: 4,
  ACTION_TYPE_ACTION_PLAN: 5,
  ACTION_TYPE_TEXT: 6,
} as const;

/** What an id points at: companies, departments and people share one id space (`stakeholderId`); tags have their own. */
export const ENTITY_TYPES = {
  ENTITY_TYPE_COMPANY: 1,
  ENTITY_TYPE_DEPARTMENT: 2,
  ENTITY_TYPE_PERSON: 3,
  ENTITY_TYPE_TAG: 4,
} as const;

type ServiceTypeKey = `SERVICE_TYPE_${Uppercase<(typeof SERVICES)[number]>}`;
/** Services as a key-to-id map in the contract's SERVICES order: SERVICE_TYPE_AWARENESS = 1 ... SERVICE_TYPE_CUSTOM_SURVEYS = 16. */
export const SERVICE_TYPES = /* @__PURE__ */ Object.fromEntries(
  SERVICES.map((key, i) => [`SERVICE_TYPE_${key.toUpperCase()}`, i + 1]),
) as { readonly [K in ServiceTypeKey]: number };

/** The "no date" value: dateFrom of the profile calls (spec §7) and unset dates. */
export const NULL_DATE = "1970-01-01";
export const NULL_DATES = { NULL_DATE } as const;

/** Status of a survey assigned to a person (`surveyStatus`); interactions carry the name without the prefix. */
export const SURVEY_STATUSES = {
  SURVEY_STATUS_AVAILABLE: 1,
  SURVEY_STATUS_PROGRESS: 2,
  SURVEY_STATUS_DONE: 3,
  SURVEY_STATUS_EXPIRED: 4,
  SURVEY_STATUS_CANCELLED: 5,
} as const;
export type SurveyStatusName = keyof typeof SURVEY_STATUSES extends `SURVEY_STATUS_${infer S}` ? S : never;

/** Every family of spec §7 "Constants loading", under the name `/misc/constants/{name}` takes. */
export const CONSTANT_FAMILIES = {
  hierarchy: HIERARCHY_LEVELS,
  survey: SURVEYS,
  dimension_group: DIMENSION_GROUPS,
  actions: ACTION_TYPES,
  dimension_element: DIMENSION_ELEMENTS,
  entity_type: ENTITY_TYPES,
  survey_type: SURVEY_TYPES,
  service_type: SERVICE_TYPES,
  null_date: NULL_DATES,
  survey_status: SURVEY_STATUSES,
} as const satisfies Record<string, Readonly<Record<string, number | string>>>;
export type ConstantFamily = keyof typeof CONSTANT_FAMILIES;
export const CONSTANT_FAMILY_NAMES = Object.keys(CONSTANT_FAMILIES) as ConstantFamily[];

/**
 * The family a `{name}` path segment means: the lower-case name, the spec's upper-case spelling (SURVEY,
 * DIMENSION_GROUP) and spaced or hyphenated forms ("dimension group", "dimension-group") all work.
 */
export function constantFamily(name: string): ConstantFamily | undefined {
  const normal = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return (CONSTANT_FAMILY_NAMES as string[]).includes(normal) ? (normal as ConstantFamily) : undefined;
}

// ---------------------------------------------------------------- global sections

/** Areas of the interface whose menu sections /misc/translations/global names. */
export const SECTION_AREAS = ["USER", "CONTROLLER", "ADMIN"] as const;
export type SectionArea = (typeof SECTION_AREAS)[number];

/**
 * The menu sections of the user, controller and admin areas; the keys are the web app's route ids
 * (apps/web/src/app/paths.ts, `menu: true`), titles are `sections.<key>` in the contract locales.
 */
export const GLOBAL_SECTIONS = [
  { key: "Dashboard", area: "USER" },
  { key: "Profile", area: "USER" },
  { key: "Achievements", area: "USER" },
  { key: "ProfileAwareness", area: "USER" },
  { key: "ProfileWellbeing", area: "USER" },
  { key: "ProfileArchetype", area: "USER" },
  { key: "ProfileSecurity", area: "USER" },
  { key: "ProfileImpact", area: "USER" },
  { key: "ProfileSocialEngineering", area: "USER" },
  { key: "ProfileBurnout", area: "USER" },
  { key: "Sessions", area: "USER" },
  { key: "Faq", area: "USER" },
  { key: "Assets", area: "USER" },
  { key: "Breaches", area: "USER" },
  { key: "ControllerCompaniesManagement", area: "CONTROLLER" },
  { key: "ControllerDashboard", area: "CONTROLLER" },
  { key: "ControllerDashboardAwareness", area: "CONTROLLER" },
  { key: "ControllerDashboardAbs", area: "CONTROLLER" },
  { key: "ControllerDashboardReports", area: "CONTROLLER" },
  { key: "ControllerDashboardPhishing", area: "CONTROLLER" },
  { key: "Campaigns", area: "CONTROLLER" },
  { key: "ControllerUsers", area: "CONTROLLER" },
  { key: "Departments", area: "CONTROLLER" },
  { key: "Organization", area: "CONTROLLER" },
  { key: "ControllerTags", area: "CONTROLLER" },
  { key: "ControllerIntegrations", area: "CONTROLLER" },
  { key: "ActionPlan", area: "CONTROLLER" },
  { key: "AdminDashboard", area: "ADMIN" },
  { key: "AdminCompaniesManagement", area: "ADMIN" },
  { key: "AdminUsers", area: "ADMIN" },
  { key: "AdminDepartments", area: "ADMIN" },
  { key: "AdminAudit", area: "ADMIN" },
  { key: "AdminOutbox", area: "ADMIN" },
  { key: "AdminPhishingDomains", area: "ADMIN" },
] as const satisfies readonly { key: string; area: SectionArea }[];
export type GlobalSectionKey = (typeof GLOBAL_SECTIONS)[number]["key"];

// ---------------------------------------------------------------- HTTP schemas

export const ZLocaleQuery = z.object({
  /** The language of the names; absent: the caller's own language. */
  locale: z.enum(LOCALES, { error: "ND1027" }).optional(),
});

export const ZConstantsParams = z.object({ name: text().max(64) });
export const ZConstantMap = z.record(z.string(), z.union([z.number(), z.string()]));
export const ZAllConstants = z.record(z.string(), ZConstantMap);

export const ZCountry = z.object({
  alpha2: z.string(),
  alpha3: z.string(),
  /** ISO 3166-1 numeric, three digits as text ("724"). */
  numeric: z.string(),
  name: z.string(),
  /** The UN M49 region the country sits in directly (sub-region or intermediate region); null when M49 has none. */
  regionId: z.number().int().nullable(),
});
export type TCountry = z.infer<typeof ZCountry>;

export const REGION_LEVELS = ["world", "region", "subregion", "intermediate"] as const;
export const ZRegion = z.object({
  /** The M49 code as a number (World is 1, Europe 150). */
  id: z.number().int(),
  /** The M49 code as written by the UN: three digits ("001"). */
  code: z.string(),
  parentId: z.number().int().nullable(),
  level: z.enum(REGION_LEVELS),
  name: z.string(),
});
export type TRegion = z.infer<typeof ZRegion>;
export const ZRegionParams = z.object({ id: text().max(8) });
export const ZRegionDetail = ZRegion.extend({
  /** The regions directly below. */
  children: z.array(ZRegion),
  /** Every country in the region, at any depth, sorted by name. */
  countries: z.array(ZCountry),
});
export type TRegionDetail = z.infer<typeof ZRegionDetail>;

export const ZSurveyFlowLookup = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
});

export const ZTimeZoneLookup = z.object({
  id: z.string(),
  /** The offset from UTC right now, "+01:00", "-03:30", "+00:00". */
  offset: z.string(),
  offsetMinutes: z.number().int(),
  /** The IANA area: Europe, America, Asia... ("UTC" for UTC itself). */
  group: z.string(),
});
export type TTimeZoneLookup = z.infer<typeof ZTimeZoneLookup>;

/** "ALL" (or absent) or a comma-separated list; what the list may hold is checked by the route (ND1027). */
const listParam = text({ error: "ND1027" }).max(2000, { error: "ND1027" }).optional();
export const ZServiceTranslationsQuery = ZLocaleQuery.extend({ serviceTypeIds: listParam });
export const ZSectionTranslationsQuery = ZLocaleQuery.extend({ sections: listParam });
export const ZDimensionTranslationsQuery = ZLocaleQuery.extend({ dimensionIds: listParam });

/**
 * The items of a list parameter: null means all of them (absent, blank or "ALL"); undefined means a bad item,
 * which the server answers with 412 ND1027.
 */
export function parseListParam<T>(
  value: string | undefined,
  item: (text: string) => T | undefined,
): T[] | null | undefined {
  if (value === undefined || value.trim() === "" || value.trim().toUpperCase() === "ALL") return null;
  const out: T[] = [];
  for (const part of value.split(",")) {
    const parsed = item(part.trim());
    if (parsed === undefined) return undefined;
    if (!out.includes(parsed)) out.push(parsed);
  }
  return out;
}

export const ZServiceTranslation = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
});
export const ZSectionTranslation = z.object({
  key: z.string(),
  area: z.enum(SECTION_AREAS),
  title: z.string(),
});
export const ZDimensionTranslation = z.object({
  id: z.number().int(),
  key: z.string(),
  /** Camel-case name ("dataProtection"), as spec §3 writes the cybersecurity dimensions. */
  code: z.string(),
  groupId: z.number().int(),
  name: z.string(),
  description: z.string(),
});

/** Product locales to the language codes of ISO country-name data (es-mx speaks es, cat is ca). */
export const LOCALE_LANGUAGE: Record<Locale, string> = {
  "es-es": "es",
  "es-mx": "es",
  "en-gb": "en",
  "en-us": "en",
  eu: "eu",
  pl: "pl",
  cat: "ca",
  "pt-pt": "pt",
};
