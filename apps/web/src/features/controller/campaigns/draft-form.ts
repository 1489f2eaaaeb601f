import {
  PERSONALISED_CATEGORY_ID,
  parseUtcDateTime,
  type TCampaignDraft,
  type TCampaignDraftInput,
} from "@wellguard/contract";
import { localOf, type TargetType, toUtc } from "./form-parts";

/*
 * The campaign form as a draft and back (docs/phishing.md "Lifecycle"): dates travel as UTC and show in the form's
 * zone, so a draft reopened shows the same wall-clock times it was saved with.
 */

/** What the campaign form holds, field by field (dates as the pickers show them, in `zone`). */
export interface CampaignFormValues {
  name: string;
  templateId: number | null;
  campaignTypeId: number;
  domain: string;
  zone: string;
  start: string;
  sendBy: string;
  end: string;
  workingHours: boolean;
  targetType: TargetType;
  targetIds: Set<number>;
}

/** The form's starting values: a draft's, or an empty form's (the company's zone and dates come once it loads). */
export function formValuesOf(draft: TCampaignDraft | undefined): CampaignFormValues {
  const zone = draft?.timeZone ?? "";
  const local = (utc: string | null | undefined) => {
    const instant = utc ? parseUtcDateTime(utc) : null;
    return instant && zone ? localOf(instant, zone) : "";
  };
  return {
    name: draft?.name ?? "",
    templateId: draft?.templateId ?? null,
    campaignTypeId: draft?.campaignTypeId ?? PERSONALISED_CATEGORY_ID,
    domain: draft?.domain ? String(draft.domain) : "",
    zone,
    start: local(draft?.startDate),
    // The last sending day is saved as its last minute in the zone.
    sendBy: local(draft?.sendByDate).slice(0, 10),
    end: local(draft?.endDate),
    workingHours: draft?.workingHours ?? true,
    targetType: draft?.stakeholders?.type ?? "DEPARTMENTS",
    targetIds: new Set(draft?.stakeholders?.ids ?? []),
  };
}

/** The form as a draft: whatever is filled in and well formed; a date the zone cannot read is left out. */
export function draftInputOf(values: CampaignFormValues): TCampaignDraftInput {
  const utcOf = (local: string) => (values.zone ? toUtc(local, values.zone) : null);
  return {
    name: values.name.trim(),
    domain: values.domain ? Number(values.domain) : null,
    campaignTypeId: values.campaignTypeId,
    templateId: values.templateId,
    timeZone: values.zone || null,
    startDate: utcOf(values.start),
    sendByDate: /^\d{4}-\d{2}-\d{2}$/.test(values.sendBy) ? utcOf(`${values.sendBy}T23:59`) : null,
    endDate: utcOf(values.end),
    workingHours: values.workingHours,
    stakeholders: { type: values.targetType, ids: [...values.targetIds] },
  };
}
