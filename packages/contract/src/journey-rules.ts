import { LIMITS, type Locale, type ServiceKey } from "./constants";
import { dateFormat, numberFormat } from "./intl-format";
import type { TInteraction, TInteractionStatus } from "./journey";

/*
 * The family and survey type ids the rules need, copied from lookups.ts (stored ids, never renumbered) so that
 * this module does not import lookups.ts, whose zod schemas would add ~25 kB gzipped to the employee
 * dashboard. journey-rules.test.ts checks every value against SURVEY_TYPES and SURVEYS.
 */
export const RULE_FAMILIES = {
  SURVEY_TYPE_INSIDER: 1,
  SURVEY_TYPE_CYBERSECURITY: 6,
  SURVEY_TYPE_WELCOME: 8,
  SURVEY_TYPE_HELPER: 10,
  SURVEY_TYPE_GAMING: 11,
  SURVEY_TYPE_ABS: 12,
  SURVEY_TYPE_PHISHING: 13,
  SURVEY_TYPE_GLOBAL: 14,
  SURVEY_TYPE_CUSTOM: 15,
  SURVEY_TYPE_SOCIAL_ENGINEERING: 16,
} as const;
export const RULE_SURVEYS = {
  SURVEY_WELLGUARD_ARCHETYPE: 5,
  SURVEY_WELLGUARD_ARCHETYPE_REFRESH: 6,
  SURVEY_WELLGUARD_IMPACT: 8,
  SURVEY_WELLGUARD_IMPACT_REFRESH: 9,
  SURVEY_WELLGUARD_WELCOME: 17,
  SURVEY_WELLGUARD_DIRECT: 19,
  SURVEY_WELLGUARD_GRI_PLUS: 20,
  SURVEY_WELLGUARD_CLIMATE_PLUS: 21,
  SURVEY_WELLGUARD_OPEN_SURVEY: 23,
  SURVEY_WELLGUARD_AS_A_SERVICE: 24,
  SURVEY_WELLGUARD_BURNOUT: 25,
} as const;
const SURVEY_TYPES = RULE_FAMILIES;
const SURVEYS = RULE_SURVEYS;

/*
 * The employee journey's display rules (spec §4 "User dynamic status", "Pending interactions", "Alerts",
 * "Session status", "Starting a survey from an interaction", "Interaction display rules"; §9 score colours,
 * percent classes, risk display, evolution series, formats). Pure functions of their arguments (the clock is
 * passed in), shared by the dashboard, the chat, the profile and the library pages. Unit tests:
 * journey-rules.test.ts. docs/employee-guide.md explains them to employees.
 */

type InteractionLike = Pick<
  TInteraction,
  | "surveyEntityId"
  | "surveyTypeId"
  | "familyTypeId"
  | "surveyStatus"
  | "userStartDate"
  | "percentage"
  | "surveyName"
  | "dummy"
  | "gamingAllowed"
  | "helperSurveyTypeId"
>;

/** Families that are never shown as something to do: helper bots, gaming, breaches, campaigns, computed results. */
export const NON_PENDING_FAMILIES: readonly number[] = [
  SURVEY_TYPES.SURVEY_TYPE_HELPER,
  SURVEY_TYPES.SURVEY_TYPE_GAMING,
  SURVEY_TYPES.SURVEY_TYPE_ABS,
  SURVEY_TYPES.SURVEY_TYPE_PHISHING,
  SURVEY_TYPES.SURVEY_TYPE_GLOBAL,
];

const OPEN_STATUSES: readonly TInteractionStatus[] = ["AVAILABLE", "PROGRESS"];

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
}

/** An interaction still to answer (AVAILABLE or PROGRESS), of a family the person answers, not a dummy. */
export function isPending(i: InteractionLike): boolean {
  return !i.dummy && OPEN_STATUSES.includes(i.surveyStatus) && !NON_PENDING_FAMILIES.includes(i.familyTypeId);
}

/** Spec §9 interaction sort: progress ascending, then start date descending (newest first). */
export function compareInteractions(a: InteractionLike, b: InteractionLike): number {
  return a.percentage - b.percentage || time(b.userStartDate) - time(a.userStartDate);
}

/** Spec §4 "Pending interactions", sorted as §9 says. */
export function pendingInteractions<T extends InteractionLike>(interactions: readonly T[]): T[] {
  return interactions.filter(isPending).sort(compareInteractions);
}

export type UserDynamicStatus = "settled" | "pending" | "welcome";

/**
 * Spec §4 "User dynamic status": `pending` when a pending interaction has started (start date not after `now`)
 * and is under 100 %; `welcome` when such an interaction is of the welcome family and still at 0 %; else
 * `settled` (nothing to do right now).
 */
export function userDynamicStatus(interactions: readonly InteractionLike[], now: Date): UserDynamicStatus {
  const started = interactions.filter(
    (i) => isPending(i) && i.percentage < 100 && time(i.userStartDate) <= now.getTime(),
  );
  if (started.length === 0) return "settled";
  if (started.some((i) => i.familyTypeId === SURVEY_TYPES.SURVEY_TYPE_WELCOME && i.percentage === 0))
    return "welcome";
  return "pending";
}

export type AlertLevel = "success" | "warning" | "danger";

/** `start` plus `months` calendar months (UTC), the way "1 month ago" is counted. */
function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** Spec §4 "Alerts": done is success; started at least 1 month ago (§9) is danger (overdue); else warning. */
export function alertLevel(
  i: Pick<InteractionLike, "surveyStatus" | "percentage" | "userStartDate">,
  now: Date,
): AlertLevel {
  if (i.surveyStatus === "DONE" || i.percentage >= 100) return "success";
  const overdueFrom = addMonths(new Date(time(i.userStartDate)), LIMITS.overdueAlertMonths);
  return overdueFrom.getTime() <= now.getTime() ? "danger" : "warning";
}

export type SessionStatus = "done" | "soon" | "other";

/** Spec §4 "Session status": done at 100 %; soon when it starts within the next week (§9); else other. */
export function sessionStatus(
  i: Pick<InteractionLike, "percentage" | "userStartDate">,
  now: Date,
): SessionStatus {
  if (i.percentage >= 100) return "done";
  const start = time(i.userStartDate);
  const week = LIMITS.soonThresholdDays * 24 * 60 * 60 * 1000;
  return start > now.getTime() && start - now.getTime() <= week ? "soon" : "other";
}

/** The eight interaction card images (spec §2). */
export const CARD_IMAGES = [
  "server",
  "fingerprint",
  "position",
  "mail-locked",
  "fire",
  "home-heart",
  "shield-protected",
  "companies",
] as const;
export type CardImage = (typeof CARD_IMAGES)[number];

/**
 * Where a card leads. `Chat` is the conversation of the families without a page of their own: the dashboard
 * with `?chat=<surveyEntityId>` (docs/employee-guide.md). Route ids match the web app's ROUTES.
 */
export type CardLink =
  | { route: "Cybertest" | "Cybergaming" | "CustomSurvey"; surveyEntityId: number }
  | { route: "Chat"; surveyEntityId: number }
  | { route: "ProfileArchetype" };

/** Spec §3 "Interaction display form". */
export interface InteractionCard {
  /** Unique among the cards (the archetype interaction gives two). */
  key: string;
  id: number;
  title: string;
  typeId: number;
  familyTypeId: number;
  progress: number;
  startDate: string;
  status: Lowercase<TInteractionStatus>;
  image: CardImage;
  /** The survey is answered as a conversation with the bot (false: the questions one after another, no bot chatter). */
  showChat: boolean;
  link: CardLink | null;
  helperSurveyTypeId: number | null;
}

export interface CardContext {
  /** The person's services (modules): gaming and custom_surveys change where cards lead. */
  services: readonly ServiceKey[];
  /** When given, an interaction that starts after `now` has no link yet (its card says when it opens). */
  now?: Date;
}

/** The interaction's start date has come. */
export function hasStarted(i: Pick<InteractionLike, "userStartDate">, now: Date): boolean {
  return time(i.userStartDate) <= now.getTime();
}

const ARCHETYPE_TYPES: readonly number[] = [
  SURVEYS.SURVEY_WELLGUARD_ARCHETYPE,
  SURVEYS.SURVEY_WELLGUARD_ARCHETYPE_REFRESH,
];
const IMPACT_TYPES: readonly number[] = [
  SURVEYS.SURVEY_WELLGUARD_IMPACT,
  SURVEYS.SURVEY_WELLGUARD_IMPACT_REFRESH,
];
const MAIL_LOCKED_TYPES: readonly number[] = [
  SURVEYS.SURVEY_WELLGUARD_DIRECT,
  SURVEYS.SURVEY_WELLGUARD_WELCOME,
  SURVEYS.SURVEY_WELLGUARD_GRI_PLUS,
];
const COMPANIES_TYPES: readonly number[] = [
  SURVEYS.SURVEY_WELLGUARD_OPEN_SURVEY,
  SURVEYS.SURVEY_WELLGUARD_AS_A_SERVICE,
];

/**
 * The image and chat flag of a survey type (spec §4 "Interaction display rules"). Our choices where the spec is
 * silent: cybersecurity and social engineering use shield-protected with chat; the insider surveys use
 * fingerprint with chat; anything else mail-locked with chat. Burnout is answered without the bot's chatter.
 */
export function cardLook(
  surveyTypeId: number,
  familyTypeId: number,
): { image: CardImage; showChat: boolean } {
  if (IMPACT_TYPES.includes(surveyTypeId)) return { image: "server", showChat: true };
  if (surveyTypeId === SURVEYS.SURVEY_WELLGUARD_BURNOUT) return { image: "fire", showChat: false };
  if (surveyTypeId === SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS) return { image: "home-heart", showChat: true };
  if (COMPANIES_TYPES.includes(surveyTypeId) || familyTypeId === SURVEY_TYPES.SURVEY_TYPE_CUSTOM)
    return { image: "companies", showChat: true };
  if (MAIL_LOCKED_TYPES.includes(surveyTypeId)) return { image: "mail-locked", showChat: true };
  if (ARCHETYPE_TYPES.includes(surveyTypeId)) return { image: "position", showChat: true };
  if (
    familyTypeId === SURVEY_TYPES.SURVEY_TYPE_CYBERSECURITY ||
    familyTypeId === SURVEY_TYPES.SURVEY_TYPE_SOCIAL_ENGINEERING
  )
    return { image: "shield-protected", showChat: true };
  if (familyTypeId === SURVEY_TYPES.SURVEY_TYPE_INSIDER) return { image: "fingerprint", showChat: true };
  return { image: "mail-locked", showChat: true };
}

/**
 * Where answering an interaction happens (spec §4 "Starting a survey"), or null when there is nothing to
 * answer: a dummy, or not AVAILABLE/PROGRESS, or (with `ctx.now`) not started yet; a welcome interaction only
 * while under 100 %. Cybersecurity goes
 * to Cybergaming when the gaming module is on and the interaction allows it, else Cybertest; the custom family
 * to CustomSurvey when custom_surveys is on; everything else to the chat.
 */
export function surveyLink(i: InteractionLike, ctx: CardContext): CardLink | null {
  if (i.dummy || !OPEN_STATUSES.includes(i.surveyStatus)) return null;
  if (ctx.now && !hasStarted(i, ctx.now)) return null;
  if (i.familyTypeId === SURVEY_TYPES.SURVEY_TYPE_WELCOME && i.percentage >= 100) return null;
  const surveyEntityId = i.surveyEntityId;
  if (i.familyTypeId === SURVEY_TYPES.SURVEY_TYPE_CYBERSECURITY)
    return i.gamingAllowed && ctx.services.includes("gaming")
      ? { route: "Cybergaming", surveyEntityId }
      : { route: "Cybertest", surveyEntityId };
  if (i.familyTypeId === SURVEY_TYPES.SURVEY_TYPE_CUSTOM && ctx.services.includes("custom_surveys"))
    return { route: "CustomSurvey", surveyEntityId };
  return { route: "Chat", surveyEntityId };
}

/**
 * The cards of one interaction. The archetype surveys give two: the fingerprint card (the person's archetype,
 * leading to the archetype profile when that module is on, no chat) and the position card (answer in the chat).
 */
export function interactionCards(i: InteractionLike, ctx: CardContext): InteractionCard[] {
  const look = cardLook(i.surveyTypeId, i.familyTypeId);
  const base = {
    id: i.surveyEntityId,
    title: i.surveyName,
    typeId: i.surveyTypeId,
    familyTypeId: i.familyTypeId,
    progress: i.percentage,
    startDate: i.userStartDate,
    status: i.surveyStatus.toLowerCase() as Lowercase<TInteractionStatus>,
    helperSurveyTypeId: i.helperSurveyTypeId,
  };
  const main: InteractionCard = {
    ...base,
    key: `${i.surveyEntityId}-${look.image}`,
    image: look.image,
    showChat: look.showChat,
    link: surveyLink(i, ctx),
  };
  if (!ARCHETYPE_TYPES.includes(i.surveyTypeId)) return [main];
  const fingerprint: InteractionCard = {
    ...base,
    key: `${i.surveyEntityId}-fingerprint`,
    image: "fingerprint",
    showChat: false,
    link: ctx.services.includes("archetype") ? { route: "ProfileArchetype" } : null,
  };
  return [fingerprint, main];
}

/** Red (0) through orange and yellow to green (11 and above): spec §9 10-point scale colours. */
export const SCORE_COLOURS = [
  "#c92a2a",
  "#e03131",
  "#f03e3e",
  "#e8590c",
  "#f76707",
  "#fd7e14",
  "#f59f00",
  "#fab005",
  "#94d82d",
  "#74b816",
  "#37b24d",
  "#2b8a3e",
] as const;

export type ScoreScale = 3 | 10 | 100;

/** A score on its scale brought to the 10-point scale (3-point × 2, 100-point ÷ 10), not rounded. */
export function toTenPoint(value: number, scale: ScoreScale = 10): number {
  if (scale === 3) return value * 2;
  if (scale === 100) return value / 10;
  return value;
}

/** Spec §9 score colour: the value on the 10-point scale, rounded and kept within 0..11, picks the colour. */
export function scoreColour(value: number, scale: ScoreScale = 10): string {
  const step = Math.min(11, Math.max(0, Math.round(toTenPoint(value, scale))));
  return SCORE_COLOURS[step] ?? SCORE_COLOURS[0];
}

export type PercentClass = "danger" | "warning" | "success";

/** Spec §9 percent classes: up to 33 danger, up to 66 warning, above success. */
export function percentClass(percent: number): PercentClass {
  if (percent <= 33) return "danger";
  if (percent <= 66) return "warning";
  return "success";
}

/** Spec §9 risk display: 12 − 2 × raw (raw 1..6 gives 10..0, higher is safer); null stays null. */
export function riskDisplay(raw: number | null): number | null {
  return raw === null ? null : 12 - 2 * raw;
}

/** Spec §9 risk chart: how many values sit at each level 1..6 (rounded), levels without values count 0. */
export function riskLevelSeries(rawLevels: readonly number[]): { level: number; count: number }[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const raw of rawLevels) {
    const level = Math.round(raw);
    if (level >= 1 && level <= 6) counts[level - 1] = (counts[level - 1] ?? 0) + 1;
  }
  return counts.map((count, index) => ({ level: index + 1, count }));
}

export interface SeriesPoint {
  /** ISO 8601 date or date-time. */
  date: string;
  value: number;
  /** true on the point added by padSeries. */
  padded?: boolean;
}

function utcDay(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * Spec §9 evolution series: a line needs two points, so a single-point series gets a second point with the same
 * value: at today when the point is from an earlier day (the value has held since), or at yesterday (placed
 * before it) when the point is from today. Other series are returned sorted by date, unchanged.
 */
export function padSeries(points: readonly SeriesPoint[], now: Date): SeriesPoint[] {
  const sorted = [...points].sort((a, b) => time(a.date) - time(b.date));
  const only = sorted[0];
  if (sorted.length !== 1 || only === undefined) return sorted;
  const today = utcDay(now.getTime());
  if (utcDay(time(only.date)) < today) return [only, { date: today, value: only.value, padded: true }];
  const yesterday = utcDay(now.getTime() - 24 * 60 * 60 * 1000);
  return [{ date: yesterday, value: only.value, padded: true }, only];
}

/** Spec §9 formats: a number with at most one decimal digit, in the person's language. */
export function formatScore(value: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** A percentage (0-100) with at most one decimal digit: "42,5 %" in Spanish. */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}

/** Spec §9 short date (year, month, day). */
export function formatShortDate(iso: string, locale: Locale, timeZone?: string): string {
  return dateFormat(locale, "date", timeZone).format(new Date(time(iso)));
}

/** Spec §9 long date: adds the weekday, hour and minute. */
export function formatLongDate(iso: string, locale: Locale, timeZone?: string): string {
  return dateFormat(locale, "long", timeZone).format(new Date(time(iso)));
}
