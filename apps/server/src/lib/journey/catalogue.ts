import {
  DIMENSION_ELEMENTS,
  type DimensionKey,
  type Locale,
  type ServiceKey,
  SURVEY_DEFINITIONS,
  SURVEY_TYPES,
  SURVEYS,
  type SurveyKey,
  type TAnswerValue,
  type TQuestion,
} from "@wellguard/contract";
import { INSTRUMENTS } from "../../content/instruments";
import type { Instrument, InstrumentQuestion, Text } from "../../content/instruments/types";

/*
 * The survey catalogue as the server reads it: which instrument a survey type asks (content/instruments
 * INSTRUMENTS), its family, the service that gates it, and the texts of an instrument in a person's language.
 * Code against the registry: a survey type whose instrument is not registered is simply never assigned.
 */

/** The default length limit of a free-text answer (types.ts: "default 1000"). */
export const DEFAULT_TEXT_MAX_LENGTH = 1000;

const SURVEY_KEY_BY_ID = new Map<number, SurveyKey>(SURVEY_DEFINITIONS.map((s) => [s.id, s.key]));
const FAMILY_BY_ID = new Map<number, number>(SURVEY_DEFINITIONS.map((s) => [s.id, SURVEY_TYPES[s.family]]));

/** survey type id → instrument, built from the registry (a type and its refresh share one instrument). */
function byType(): Map<number, Instrument> {
  const map = new Map<number, Instrument>();
  for (const instrument of INSTRUMENTS) {
    for (const key of instrument.surveyKeys) map.set(SURVEYS[key], instrument);
  }
  return map;
}
let cache: { source: readonly Instrument[]; length: number; map: Map<number, Instrument> } | undefined;

/** The instrument asked for a survey type, or undefined when none is registered (computed or not yet written). */
export function instrumentFor(surveyTypeId: number): Instrument | undefined {
  if (!cache || cache.source !== INSTRUMENTS || cache.length !== INSTRUMENTS.length) {
    cache = { source: INSTRUMENTS, length: INSTRUMENTS.length, map: byType() };
  }
  return cache.map.get(surveyTypeId);
}

export function surveyKeyOf(surveyTypeId: number): SurveyKey | undefined {
  return SURVEY_KEY_BY_ID.get(surveyTypeId);
}

/** The family (`familyTypeId`, SURVEY_TYPES) of a survey type; 0 for an unknown id. */
export function familyOf(surveyTypeId: number): number {
  return FAMILY_BY_ID.get(surveyTypeId) ?? 0;
}

/**
 * The service a survey type needs (the person must have it: company services ∩ person services). Welcome needs
 * none. Types not listed (computed, campaigns, breaches, helpers) are never assigned by the flows.
 */
export const SURVEY_SERVICE: Partial<Record<SurveyKey, ServiceKey | null>> = {
  SURVEY_WELLGUARD_WELCOME: null,
  SURVEY_WELLGUARD_CYBERSECURITY: "awareness",
  SURVEY_WELLGUARD_SOCIAL_ENGINEERING: "socialengineering",
  SURVEY_WELLGUARD_CLIMATE_PLUS: "wellbeing",
  SURVEY_WELLGUARD_DIRECT: "wellbeing",
  SURVEY_WELLGUARD_BURNOUT: "burnout",
  SURVEY_WELLGUARD_INSIDER_RED: "risk",
  SURVEY_WELLGUARD_INSIDER_GREEN: "risk",
  SURVEY_WELLGUARD_INSIDER_BLUE: "risk",
  SURVEY_WELLGUARD_INSIDER_BLUE_REFRESH: "risk",
  SURVEY_WELLGUARD_GRI_PLUS: "risk",
  SURVEY_WELLGUARD_ARCHETYPE: "archetype",
  SURVEY_WELLGUARD_ARCHETYPE_REFRESH: "archetype",
  SURVEY_WELLGUARD_IMPACT: "impact",
  SURVEY_WELLGUARD_IMPACT_REFRESH: "impact",
  SURVEY_WELLGUARD_OPEN_SURVEY: "custom_surveys",
  SURVEY_WELLGUARD_AS_A_SERVICE: "custom_surveys",
};

/** Survey types the flows assign (and the services gate manages); others belong to other features (campaigns). */
export function flowManaged(surveyTypeId: number): boolean {
  const key = surveyKeyOf(surveyTypeId);
  return key !== undefined && key in SURVEY_SERVICE;
}

/** Whether a person with these services may be given the survey type. */
export function surveyAllowed(surveyTypeId: number, services: ReadonlySet<ServiceKey>): boolean {
  const key = surveyKeyOf(surveyTypeId);
  if (!key || !(key in SURVEY_SERVICE)) return false;
  const service = SURVEY_SERVICE[key];
  return service === null || (service !== undefined && services.has(service));
}

/** The cybersecurity family may be played as a game when the person has the gaming service. */
export function gamingAllowed(surveyTypeId: number, services: ReadonlySet<ServiceKey>): boolean {
  return familyOf(surveyTypeId) === SURVEY_TYPES.SURVEY_TYPE_CYBERSECURITY && services.has("gaming");
}

export function dimensionId(key: DimensionKey): number {
  return DIMENSION_ELEMENTS[key];
}

export function textIn(text: Text, locale: Locale): string {
  return text[locale];
}

/** The helper bot's survey type id of an instrument, or null. */
export function helperOf(instrument: Instrument | undefined): number | null {
  return instrument?.helper ? SURVEYS[instrument.helper] : null;
}

export function maxLengthOf(question: InstrumentQuestion): number | null {
  return question.kind === "text" ? (question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH) : null;
}

/** A stored answer (jsonb: number, string or null) as the API shows it. */
export interface StoredAnswer {
  value: TAnswerValue;
  correct: boolean | null;
}

/** One question as the API sends it, in the person's language, with the saved answer and its feedback. */
export function questionView(
  question: InstrumentQuestion,
  locale: Locale,
  saved: StoredAnswer | undefined,
): TQuestion {
  const answered = saved !== undefined;
  return {
    questionId: question.id,
    kind: question.kind,
    intro: (question.intro ?? []).map((t) => t[locale]),
    text: question.text[locale],
    options: (question.options ?? []).map((o) => ({ value: o.value, label: o.label[locale] })),
    scaleLabels: question.scaleLabels
      ? { min: question.scaleLabels.min[locale], max: question.scaleLabels.max[locale] }
      : null,
    maxLength: maxLengthOf(question),
    required: question.kind === "text" ? question.required : true,
    graded: question.graded !== undefined,
    answer: answered ? saved.value : null,
    feedback: question.graded && answered ? feedbackOf(question, saved.correct ?? false, locale) : null,
    dimensionId: question.dimension ? DIMENSION_ELEMENTS[question.dimension] : null,
  };
}

export function feedbackOf(question: InstrumentQuestion, correct: boolean, locale: Locale) {
  if (!question.graded) return null;
  return {
    correct,
    correctValue: question.graded.correctValue,
    explanation: question.graded.explanation[locale],
  };
}
