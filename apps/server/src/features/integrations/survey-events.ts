import { SURVEY_DEFINITIONS, type SurveyTypeKey } from "@wellguard/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { recordEvents } from "../../lib/events";

/**
 * survey.completed (docs/integrations.md "Events"). PRIVACY: wellbeing, climate, burnout, impact (and the
 * archetype, welcome and custom surveys) reach a controller only as aggregates of at least MIN_GROUP_SIZE
 * people, so no per-person event is ever written for them. Only the security families below emit, and even
 * then without any score or answer: who completed which survey, and when.
 */
const SECURITY_FAMILIES: Partial<
  Record<SurveyTypeKey, "awareness" | "risk" | "phishing" | "socialengineering">
> = {
  SURVEY_TYPE_CYBERSECURITY: "awareness",
  SURVEY_TYPE_INSIDER: "risk",
  SURVEY_TYPE_RISK: "risk",
  SURVEY_TYPE_PHISHING: "phishing",
  SURVEY_TYPE_SOCIAL_ENGINEERING: "socialengineering",
};

const SECURITY_SURVEYS = new Map(
  SURVEY_DEFINITIONS.flatMap((s) => {
    const kind = SECURITY_FAMILIES[s.family];
    return kind ? [[s.id as number, { key: s.key as string, kind }] as const] : [];
  }),
);

/** The kind a survey type's completion is reported as, or undefined when it must never be reported per person. */
export function securitySurveyKind(surveyTypeId: number): string | undefined {
  return SECURITY_SURVEYS.get(surveyTypeId)?.kind;
}

/** Writes survey.completed in the caller's transaction, for a security survey only (nothing otherwise). */
export async function recordSurveyCompleted(
  trx: Kysely<Database>,
  completion: { companyId: number; personId: number; interactionId: number; surveyTypeId: number; at: Date },
): Promise<boolean> {
  const survey = SECURITY_SURVEYS.get(completion.surveyTypeId);
  if (!survey) return false;
  await recordEvents(trx, [
    {
      companyId: completion.companyId,
      type: "survey.completed",
      occurredAt: completion.at,
      data: {
        personId: completion.personId,
        interactionId: completion.interactionId,
        surveyTypeId: completion.surveyTypeId,
        survey: survey.key,
        kind: survey.kind,
      },
    },
  ]);
  return true;
}
