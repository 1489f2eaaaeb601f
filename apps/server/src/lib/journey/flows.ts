import { SURVEYS, type SurveyKey } from "@wellguard/contract";

/*
 * Survey flows (docs/journey.md "Flows"): which surveys a person gets and when. A company chooses a flow
 * (companies.survey_flow_id: 1 standard, 2 wellbeing_first, 3 security_first; null = standard).
 *
 * - Welcome is assigned first, starting at once.
 * - When welcome is DONE, every step of the flow is assigned, starting `offsetDays` after the welcome was
 *   completed, each only when the person has the step's service (catalogue.ts SURVEY_SERVICE) and the survey
 *   has an instrument in the registry.
 * - Refresh types are assigned `afterDays` after their source survey (or their own previous cycle) was DONE,
 *   when that moment has come; each refresh is a new cycle of the refresh type (of the survey itself for the
 *   awareness test and the climate survey).
 * - The direct pulse repeats: a new cycle starts every `everyDays` after the previous one started; a pulse
 *   not finished when the next one starts becomes EXPIRED.
 */

export interface FlowStep {
  survey: SurveyKey;
  /** Days after the welcome was completed. */
  offsetDays: number;
}

export const FLOW_IDS = [1, 2, 3] as const;
export type FlowId = (typeof FLOW_IDS)[number];
export const DEFAULT_FLOW: FlowId = 1;

const step = (survey: SurveyKey, offsetDays: number): FlowStep => ({ survey, offsetDays });

export const FLOWS: Record<FlowId, readonly FlowStep[]> = {
  // standard: awareness and wellbeing first, then the risk profile week by week.
  1: [
    step("SURVEY_WELLGUARD_CYBERSECURITY", 0),
    step("SURVEY_WELLGUARD_CLIMATE_PLUS", 0),
    step("SURVEY_WELLGUARD_DIRECT", 3),
    step("SURVEY_WELLGUARD_ARCHETYPE", 7),
    step("SURVEY_WELLGUARD_INSIDER_BLUE", 7),
    step("SURVEY_WELLGUARD_SOCIAL_ENGINEERING", 14),
    step("SURVEY_WELLGUARD_IMPACT", 14),
    step("SURVEY_WELLGUARD_BURNOUT", 21),
    step("SURVEY_WELLGUARD_INSIDER_GREEN", 21),
    step("SURVEY_WELLGUARD_INSIDER_RED", 28),
    step("SURVEY_WELLGUARD_GRI_PLUS", 28),
    step("SURVEY_WELLGUARD_OPEN_SURVEY", 35),
    step("SURVEY_WELLGUARD_AS_A_SERVICE", 35),
  ],
  // wellbeing_first: climate and burnout at once, the security surveys later.
  2: [
    step("SURVEY_WELLGUARD_CLIMATE_PLUS", 0),
    step("SURVEY_WELLGUARD_BURNOUT", 0),
    step("SURVEY_WELLGUARD_DIRECT", 3),
    step("SURVEY_WELLGUARD_ARCHETYPE", 7),
    step("SURVEY_WELLGUARD_CYBERSECURITY", 7),
    step("SURVEY_WELLGUARD_INSIDER_BLUE", 14),
    step("SURVEY_WELLGUARD_IMPACT", 14),
    step("SURVEY_WELLGUARD_SOCIAL_ENGINEERING", 21),
    step("SURVEY_WELLGUARD_INSIDER_GREEN", 21),
    step("SURVEY_WELLGUARD_INSIDER_RED", 28),
    step("SURVEY_WELLGUARD_GRI_PLUS", 28),
    step("SURVEY_WELLGUARD_OPEN_SURVEY", 35),
    step("SURVEY_WELLGUARD_AS_A_SERVICE", 35),
  ],
  // security_first: awareness and social engineering at once, the insider and impact profile next.
  3: [
    step("SURVEY_WELLGUARD_CYBERSECURITY", 0),
    step("SURVEY_WELLGUARD_SOCIAL_ENGINEERING", 0),
    step("SURVEY_WELLGUARD_INSIDER_BLUE", 7),
    step("SURVEY_WELLGUARD_IMPACT", 7),
    step("SURVEY_WELLGUARD_INSIDER_GREEN", 14),
    step("SURVEY_WELLGUARD_INSIDER_RED", 14),
    step("SURVEY_WELLGUARD_ARCHETYPE", 14),
    step("SURVEY_WELLGUARD_GRI_PLUS", 21),
    step("SURVEY_WELLGUARD_CLIMATE_PLUS", 21),
    step("SURVEY_WELLGUARD_BURNOUT", 28),
    step("SURVEY_WELLGUARD_DIRECT", 28),
    step("SURVEY_WELLGUARD_OPEN_SURVEY", 35),
    step("SURVEY_WELLGUARD_AS_A_SERVICE", 35),
  ],
};

export interface RefreshRule {
  survey: SurveyKey;
  /** The survey whose completion starts the clock (the refresh's own completions restart it). */
  source: SurveyKey;
  afterDays: number;
}

/**
 * Refresh cycles: the same instrument asked again after a while, so the profile follows the person. The
 * awareness test and the climate survey are asked again as new cycles of their own type (source = survey): a
 * dashboard's evolution and an action plan's effect (before and after training) need a second measure.
 */
export const REFRESHES: readonly RefreshRule[] = [
  { survey: "SURVEY_WELLGUARD_CYBERSECURITY", source: "SURVEY_WELLGUARD_CYBERSECURITY", afterDays: 180 },
  { survey: "SURVEY_WELLGUARD_CLIMATE_PLUS", source: "SURVEY_WELLGUARD_CLIMATE_PLUS", afterDays: 180 },
  { survey: "SURVEY_WELLGUARD_ARCHETYPE_REFRESH", source: "SURVEY_WELLGUARD_ARCHETYPE", afterDays: 180 },
  { survey: "SURVEY_WELLGUARD_IMPACT_REFRESH", source: "SURVEY_WELLGUARD_IMPACT", afterDays: 180 },
  { survey: "SURVEY_WELLGUARD_INSIDER_BLUE_REFRESH", source: "SURVEY_WELLGUARD_INSIDER_BLUE", afterDays: 90 },
];

export interface RepeatRule {
  survey: SurveyKey;
  everyDays: number;
}

/** Pulses: a new cycle every `everyDays`; an unfinished one expires when the next starts. */
export const REPEATS: readonly RepeatRule[] = [{ survey: "SURVEY_WELLGUARD_DIRECT", everyDays: 7 }];

export function flowOf(surveyFlowId: number | null): readonly FlowStep[] {
  return (FLOW_IDS as readonly number[]).includes(surveyFlowId ?? DEFAULT_FLOW)
    ? FLOWS[(surveyFlowId ?? DEFAULT_FLOW) as FlowId]
    : FLOWS[DEFAULT_FLOW];
}

export const WELCOME = SURVEYS.SURVEY_WELLGUARD_WELCOME;
export const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
