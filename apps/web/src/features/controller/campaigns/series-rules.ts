import {
  CAMPAIGN_LIMITS,
  type ErrorCode,
  formatUtcDateTime,
  type GeneralMessage,
  parseUtcDateTime,
  SERIES_LIMITS,
  type TCampaign,
  type TSeries,
} from "@wellguard/contract";

/*
 * The series form's own checks, mirroring the server's (apps/server/src/features/campaigns/series.ts
 * createSeries; the refusals listed in docs/neurophishing.md "The calls"), so a person sees at the field what the
 * server would refuse. Numbers get the generic minimum/maximum messages (spec §5 form checks) where the server
 * answers ND1027.
 */

const DAY = 86_400_000;

export type SeriesField = "name" | "domain" | "start" | "total" | "frequency" | "targets";

export interface SeriesDraft {
  name: string;
  domainId: number | null;
  /** The start as the API's UTC "YYYY-MM-DD HH:mm:ss", or null when the picker holds no real date-time. */
  startUtc: string | null;
  /** The number fields as typed. */
  total: string;
  frequency: string;
  targetCount: number;
}

export interface SeriesProblem {
  field: SeriesField;
  code: ErrorCode | GeneralMessage;
  values?: Record<string, number>;
}

/** A typed whole number within [min, max], or the problem with it. */
function wholeNumber(
  field: SeriesField,
  typed: string,
  min: number,
  max: number,
): { value: number } | { problem: SeriesProblem } {
  const text = typed.trim();
  if (text === "") return { problem: { field, code: "required" } };
  if (!/^-?\d+$/.test(text)) return { problem: { field, code: "fieldFormat" } };
  const value = Number(text);
  if (value < min) return { problem: { field, code: "minValue", values: { min } } };
  if (value > max) return { problem: { field, code: "maxValue", values: { max } } };
  return { value };
}

/**
 * Every problem of a draft series, one per field at most, in the form's order. The dates follow the server:
 * subcampaign k starts at start + (k − 1) × frequency days and collects results until the next one; its
 * messages go during its first day. The series may not end in the past (ND1020) nor its first sending day be
 * over (ND1044).
 */
export function seriesDraftProblems(draft: SeriesDraft, now: Date): SeriesProblem[] {
  const problems: SeriesProblem[] = [];
  const name = draft.name.trim();
  if (name === "") problems.push({ field: "name", code: "ND1018" });
  else if (name.length > CAMPAIGN_LIMITS.nameMax) problems.push({ field: "name", code: "ND1007" });
  if (draft.domainId === null) problems.push({ field: "domain", code: "ND1046" });

  const total = wholeNumber("total", draft.total, 1, SERIES_LIMITS.totalMax);
  if ("problem" in total) problems.push(total.problem);
  const frequency = wholeNumber("frequency", draft.frequency, 1, SERIES_LIMITS.frequencyMaxDays);
  if ("problem" in frequency) problems.push(frequency.problem);

  const start = draft.startUtc === null ? null : parseUtcDateTime(draft.startUtc);
  if (!start) problems.push({ field: "start", code: "ND1045" });
  else if ("value" in total && "value" in frequency) {
    const lastEnd = start.getTime() + total.value * frequency.value * DAY;
    const firstSendUntil = start.getTime() + Math.min(DAY, frequency.value * DAY);
    if (lastEnd <= now.getTime()) problems.push({ field: "start", code: "ND1020" });
    else if (firstSendUntil <= now.getTime()) problems.push({ field: "start", code: "ND1044" });
  }

  if (draft.targetCount === 0) problems.push({ field: "targets", code: "ND1018" });
  const order: SeriesField[] = ["name", "domain", "start", "total", "frequency", "targets"];
  return problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** The start (UTC "YYYY-MM-DD HH:mm:ss") of subcampaign `index` (1-based), as the server computes it. */
export function subcampaignStart(startUtc: string, frequencyDays: number, index: number): string {
  const start = parseUtcDateTime(startUtc);
  if (!start) return startUtc;
  return formatUtcDateTime(new Date(start.getTime() + (index - 1) * frequencyDays * DAY));
}

/** A subcampaign not made (yet): its period is ahead, has begun (made on the sender's next round) or went by. */
export type PendingState = "planned" | "preparing" | "skipped" | "stopped";

export interface TimelineRow {
  index: number;
  /** UTC "YYYY-MM-DD HH:mm:ss". */
  start: string;
  campaign: TCampaign | null;
  pending: PendingState | null;
}

/**
 * Every subcampaign of a series in order: those made, with their campaign, and those to come, their start read
 * from the series' frequency (docs/neurophishing.md "How a series runs").
 */
export function seriesTimeline(series: TSeries, now: Date): TimelineRow[] {
  const made = new Map(series.subcampaigns.map((c) => [c.seriesIndex, c]));
  return Array.from({ length: series.totalCampaigns }, (_, i) => {
    const index = i + 1;
    const start = subcampaignStart(series.startDate, series.frecuency, index);
    const campaign = made.get(index) ?? null;
    if (campaign) return { index, start, campaign, pending: null };
    const startsAt = parseUtcDateTime(start)?.getTime() ?? 0;
    const pending: PendingState = series.cancelled
      ? "stopped"
      : startsAt > now.getTime()
        ? "planned"
        : startsAt + series.frecuency * DAY > now.getTime()
          ? "preparing"
          : "skipped";
    return { index, start, campaign: null, pending };
  });
}
