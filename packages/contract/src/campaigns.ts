import { z } from "zod";
import { SURVEYS } from "./lookups";
import { ZIdParam, ZTimeZone } from "./organisation";
import { multilineText, text } from "./text";

/*
 * Phishing campaigns (docs/phishing.md; spec §3 Campaign, §5 campaign dates, §7 Campaigns). Base
 * /controller/campaigns:
 *   GET    /{companyId}?surveyTypes=16,27          → records: TCampaign[]
 *   GET    /{companyId}/{id}                       → records: TCampaign
 *   POST   /{companyId} (TCampaignInput)           → records: TCampaign
 *   DELETE /{companyId}/{id}                       → before it starts: deleted; while it runs: cancelled
 *   GET    /{companyId}/{id}/interactions          → records: TCampaignRecipient[]
 *   GET    /{companyId}/{id}/psychoprofile         → records: TCampaignLeverResult[]
 *   GET    /{companyId}/{id}/export                → the recipients as an xlsx workbook
 *   GET    /{companyId}/types                      → records: TCampaignType[]
 *   GET    /{companyId}/templates/{x}              → records: TTemplateSummary[] (category x; 7 = every one)
 *   GET    /{companyId}/template/{templateId}?personId=&locale= → records: TTemplatePreview
 *   POST   /{companyId}/template (TTemplateCopyInput) → records: TTemplateSaved (the company's copy)
 *   PUT    /{companyId}/template/{templateId} (TTemplateCopyInput) → records: TTemplateSaved
 *   DELETE /{companyId}/template/{templateId}
 *   GET    /{companyId}/domains                    → records: TPhishingDomain[]
 */

/** Campaign kinds (spec §3 campaignKind; smishing kinds are the SMS channel, issue 18). */
export const CAMPAIGN_KINDS = ["phishing", "neurophishing", "smishing", "neurosmishing"] as const;
export type CampaignKindKey = (typeof CAMPAIGN_KINDS)[number];
export const CAMPAIGN_CHANNELS = ["email", "sms"] as const;
export type CampaignChannelKey = (typeof CAMPAIGN_CHANNELS)[number];

/** Each kind's channel and survey type (the survey type the spec's surveyTypeId must match). */
export const CAMPAIGN_KIND_INFO = {
  phishing: { channel: "email", surveyTypeId: SURVEYS.SURVEY_WELLGUARD_PHISHING, adaptive: false },
  neurophishing: { channel: "email", surveyTypeId: SURVEYS.SURVEY_WELLGUARD_NEUROPHISHING, adaptive: true },
  smishing: { channel: "sms", surveyTypeId: SURVEYS.SURVEY_WELLGUARD_SMISHING, adaptive: false },
  neurosmishing: { channel: "sms", surveyTypeId: SURVEYS.SURVEY_WELLGUARD_NEUROSMISHING, adaptive: true },
} as const satisfies Record<
  CampaignKindKey,
  { channel: CampaignChannelKey; surveyTypeId: number; adaptive: boolean }
>;

/**
 * Lure categories, the spec's campaignTypeId and categoryId. 7 is "chosen for each person" (the automatic
 * neurophishing schedule fixes it, spec §5); the others are what a template is about.
 */
export const PHISHING_CATEGORY_IDS = {
  credentials: 1,
  invoice: 2,
  parcel: 3,
  hr: 4,
  itAlert: 5,
  fileShare: 6,
  personalised: 7,
  executive: 8,
  perks: 9,
} as const;
export type PhishingCategoryKey = keyof typeof PHISHING_CATEGORY_IDS;
export const PERSONALISED_CATEGORY_ID = PHISHING_CATEGORY_IDS.personalised;
export const PHISHING_LEVELS = [1, 2, 3] as const;
/** The automatic neurophishing schedule (spec §5). */
export const AUTOMATIC_SCHEDULE = { levelId: 3, categoryId: PERSONALISED_CATEGORY_ID } as const;

export const LEVERS = ["authority", "urgency", "socialProof", "trust", "curiosity"] as const;
export type LeverKey = (typeof LEVERS)[number];
export const LANDING_KINDS = ["signin", "download", "payment", "personalData"] as const;
export type LandingKindKey = (typeof LANDING_KINDS)[number];
/** The fields of each landing page. Only which of them were filled is ever recorded, never what was typed. */
export const LANDING_FIELDS = {
  signin: ["email", "password"],
  download: [],
  payment: ["cardholder", "cardNumber", "expiry", "securityCode"],
  personalData: ["fullName", "employeeNumber", "bankAccount"],
} as const satisfies Record<LandingKindKey, readonly string[]>;
export type LandingField = (typeof LANDING_FIELDS)[LandingKindKey][number];
export const CUE_TARGETS = ["sender", "subject", "greeting", "body", "link", "signature"] as const;
export type CueTargetKey = (typeof CUE_TARGETS)[number];

/** Statuses (docs/phishing.md "Lifecycle"): read from the dates, the sending and a cancellation. */
export const CAMPAIGN_STATUSES = ["scheduled", "sending", "running", "completed", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const RECIPIENT_STATUSES = ["pending", "sent", "failed", "cancelled"] as const;

export const CAMPAIGN_LIMITS = {
  nameMax: 120,
  /** Departments or tags in one selection. */
  stakeholdersMax: 1_000,
  /** A campaign runs (collects results) at most this long. */
  maxDays: 366,
  subjectMax: 200,
  senderNameMax: 80,
  bodyMax: 100_000,
} as const;

/** Date-times travel as UTC "YYYY-MM-DD HH:mm:ss" (spec §5), converted by the form from the chosen zone. */
export const UTC_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The instant of a "YYYY-MM-DD HH:mm:ss" UTC text, or null when it is not a real date-time. */
export function parseUtcDateTime(value: string): Date | null {
  if (!UTC_DATE_TIME_PATTERN.test(value)) return null;
  const date = new Date(`${value.replace(" ", "T")}Z`);
  if (Number.isNaN(date.getTime())) return null;
  return formatUtcDateTime(date) === value ? date : null;
}

export function formatUtcDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

function utcDateTime(code: "ND1043" | "ND1044" | "ND1045") {
  // "YYYY-MM-DD HH:mm:ss" is 19 characters (UTC_DATE_TIME_PATTERN).
  return text({ error: code })
    .max(19, { error: code })
    .refine((v) => parseUtcDateTime(v) !== null, { error: code });
}

export interface CampaignDates {
  start: Date;
  sendUntil: Date;
  end: Date;
}

/**
 * The campaign date rules of spec §5, in the order a person fixes them: end not in the past (ND1020), start before
 * send-until (ND1021), end after start and after send-until (ND1040), send-until not in the past (ND1044). Shared by
 * the form and the server.
 */
export function campaignDatesError(
  dates: CampaignDates,
  now: Date,
): "ND1020" | "ND1021" | "ND1040" | "ND1044" | null {
  if (dates.end.getTime() <= now.getTime()) return "ND1020";
  if (dates.start.getTime() >= dates.sendUntil.getTime()) return "ND1021";
  if (dates.end.getTime() <= dates.start.getTime() || dates.end.getTime() < dates.sendUntil.getTime())
    return "ND1040";
  if (dates.sendUntil.getTime() <= now.getTime()) return "ND1044";
  return null;
}

const ZId = z
  .number({ error: "ND1027" })
  .int({ error: "ND1027" })
  .positive({ error: "ND1027" })
  .max(2_147_483_647, {
    error: "ND1027",
  });

/** Spec §3: "a DEPARTMENTS list or tags". Departments include their sub-departments. */
export const ZCampaignStakeholders = z.object({
  type: z.enum(["DEPARTMENTS", "TAGS"], { error: "ND1027" }),
  ids: z.array(ZId, { error: "ND1018" }).max(CAMPAIGN_LIMITS.stakeholdersMax, { error: "ND1027" }),
});
export type TCampaignStakeholders = z.infer<typeof ZCampaignStakeholders>;

export const ZCampaignInput = z.object({
  name: text({ error: "ND1018" })
    .trim()
    .min(1, { error: "ND1018" })
    .max(CAMPAIGN_LIMITS.nameMax, { error: "ND1007" }),
  /** phishing (e-mail) or smishing (SMS, issue 18); the adaptive kinds are series (POST /{companyId}/schedule). */
  campaignKind: z.enum(["phishing", "smishing"], { error: "ND1027" }),
  /** A phishing domain's id (GET /{companyId}/domains): the host of the links, for SMS too. */
  domain: ZId.nullish(),
  campaignTypeId: ZId,
  surveyTypeId: ZId,
  templateId: ZId.nullish(),
  timeZone: ZTimeZone,
  startDate: utcDateTime("ND1045"),
  /** Default: 14 days after send-until. */
  endDate: utcDateTime("ND1043").nullish(),
  /** The last moment a message may go (the end of the chosen day in the zone). Default: start plus one day. */
  sendByDate: utcDateTime("ND1044").nullish(),
  /** Send only on weekdays 09:00-17:00 in each recipient's time zone. */
  workingHours: z.boolean({ error: "ND1027" }).default(false),
  stakeholders: ZCampaignStakeholders,
});
export type TCampaignInput = z.input<typeof ZCampaignInput>;

export const ZCampaignListQuery = z.object({
  /** Comma-separated survey type ids (spec §7 "with a survey types filter"). */
  surveyTypes: text({ error: "ND1027" })
    .max(127, { error: "ND1027" }) // 32 ids of up to 3 digits and their commas: what the pattern allows
    .regex(/^\d{1,3}(,\d{1,3}){0,31}$/, { error: "ND1027" })
    .optional(),
});

export const ZCampaignTotals = z.object({
  recipients: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  opened: z.number().int(),
  /** Human clicks only (confirmed by the landing page in a browser). */
  clicked: z.number().int(),
  submitted: z.number().int(),
  reported: z.number().int(),
  /** Recipients whose links were hit by scanners, previews or prefetches (never in the click rate). */
  automated: z.number().int(),
});
export type TCampaignTotals = z.infer<typeof ZCampaignTotals>;

export const ZCampaign = z.object({
  campaignId: z.number().int(),
  name: z.string(),
  campaignKind: z.enum(CAMPAIGN_KINDS),
  channel: z.enum(CAMPAIGN_CHANNELS),
  status: z.enum(CAMPAIGN_STATUSES),
  surveyTypeId: z.number().int(),
  campaignTypeId: z.number().int(),
  domain: z.object({ domainId: z.number().int(), host: z.string() }).nullable(),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  levelId: z.number().int().nullable(),
  timeZone: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  sendByDate: z.string(),
  workingHours: z.boolean(),
  stakeholders: z.object({
    type: z.enum(["DEPARTMENTS", "TAGS"]),
    ids: z.array(z.number().int()),
    names: z.array(z.string()),
  }),
  seriesId: z.number().int().nullable(),
  seriesIndex: z.number().int().nullable(),
  createdAt: z.string(),
  totals: ZCampaignTotals,
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignEvent = z.object({
  eventId: z.string(),
  kind: z.enum(["sent", "failed", "open", "click", "submit", "report"]),
  at: z.string(),
  automated: z.boolean(),
  /** Why a hit was automated (scanner, head, prefetch, unconfirmed), the fields filled, or a failure. */
  detail: z.string().nullable(),
});

export const ZCampaignRecipient = z.object({
  stakeholderId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  departmentName: z.string().nullable(),
  templateId: z.number().int(),
  status: z.enum(RECIPIENT_STATUSES),
  scheduledAt: z.string(),
  sentAt: z.string().nullable(),
  failure: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  submittedFields: z.array(z.string()),
  reportedAt: z.string().nullable(),
  automatedHits: z.number().int(),
  /** Seconds from delivery to the first human click / to the report. */
  secondsToClick: z.number().int().nullable(),
  secondsToReport: z.number().int().nullable(),
  events: z.array(ZCampaignEvent),
});
export type TCampaignRecipient = z.infer<typeof ZCampaignRecipient>;

/** Results of a campaign by the lever its lures pulled (the social-engineering dimensions). */
export const ZCampaignLeverResult = z.object({
  lever: z.enum(LEVERS),
  recipients: z.number().int(),
  clicked: z.number().int(),
  submitted: z.number().int(),
  reported: z.number().int(),
});
export type TCampaignLeverResult = z.infer<typeof ZCampaignLeverResult>;

export const ZCampaignType = z.object({
  campaignTypeId: z.number().int(),
  key: z.enum(Object.keys(PHISHING_CATEGORY_IDS) as [PhishingCategoryKey, ...PhishingCategoryKey[]]),
  templates: z.number().int(),
});
export type TCampaignType = z.infer<typeof ZCampaignType>;

export const ZTemplateSummary = z.object({
  templateId: z.number().int(),
  /** The company's own copies carry the built-in template they were made from. */
  basedOn: z.number().int().nullable(),
  /** Copies are in one language; built-in ones in every language. */
  locale: z.string().nullable(),
  name: z.string(),
  campaignTypeId: z.number().int(),
  level: z.number().int(),
  lever: z.enum(LEVERS),
  landing: z.enum(LANDING_KINDS),
  senderName: z.string(),
  subject: z.string(),
});
export type TTemplateSummary = z.infer<typeof ZTemplateSummary>;

/** A saved copy (POST and PUT .../template) with what the sanitiser removed from its HTML: "script", "img[src]". */
export const ZTemplateSaved = ZTemplateSummary.extend({ removedBySanitiser: z.array(z.string()) });
export type TTemplateSaved = z.infer<typeof ZTemplateSaved>;

export const ZTemplatePreviewQuery = z.object({
  /** A person of the company whose merge fields fill the preview (default: the caller's own). */
  personId: ZIdParam.optional(),
  locale: text({ error: "ND1027" }).max(8, { error: "ND1027" }).optional(),
});

export const ZTemplatePreview = ZTemplateSummary.extend({
  senderAddress: z.string(),
  /** Sanitised HTML, merge fields filled; the link points nowhere (#). */
  html: z.string(),
  text: z.string(),
  cues: z.array(z.object({ target: z.enum(CUE_TARGETS), text: z.string() })),
  /** The editable parts (merge fields and {{link}} unfilled): a copy's own, or a built-in one's in this language. */
  source: z.object({
    senderName: z.string(),
    senderLocal: z.string(),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
  }),
});
export type TTemplatePreview = z.infer<typeof ZTemplatePreview>;

export const ZTemplateCopyInput = z.object({
  basedOn: ZId,
  locale: text({ error: "ND1027" }).max(8, { error: "ND1027" }),
  name: text({ error: "ND1018" })
    .trim()
    .min(1, { error: "ND1018" })
    .max(CAMPAIGN_LIMITS.nameMax, { error: "ND1007" }),
  senderName: text({ error: "ND1018" })
    .trim()
    .min(1, { error: "ND1018" })
    .max(CAMPAIGN_LIMITS.senderNameMax, { error: "ND1007" }),
  senderLocal: text({ error: "ND1018" })
    .max(128, { error: "ND1027" })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/, { error: "ND1027" }),
  subject: text({ error: "ND1018" })
    .trim()
    .min(1, { error: "ND1018" })
    .max(CAMPAIGN_LIMITS.subjectMax, { error: "ND1007" }),
  html: multilineText({ error: "ND1018" })
    .min(1, { error: "ND1018" })
    .max(CAMPAIGN_LIMITS.bodyMax, { error: "ND1007" }),
  text: multilineText({ error: "ND1018" })
    .min(1, { error: "ND1018" })
    .max(CAMPAIGN_LIMITS.bodyMax, { error: "ND1007" }),
});
export type TTemplateCopyInput = z.input<typeof ZTemplateCopyInput>;

export const ZPhishingDomain = z.object({
  domainId: z.number().int(),
  host: z.string(),
  mailDomain: z.string(),
});
export type TPhishingDomain = z.infer<typeof ZPhishingDomain>;

export const ZCampaignCompanyParams = z.object({ companyId: ZIdParam });
export const ZCampaignParams = z.object({ companyId: ZIdParam, id: ZIdParam });
export const ZTemplateParams = z.object({ companyId: ZIdParam, templateId: ZIdParam });
export const ZTemplateCategoryParams = z.object({ companyId: ZIdParam, x: ZIdParam });

/*
 * SMS (issue 18, docs/smishing.md):
 *   GET /{companyId}/sms-templates/{x}   → records: TSmsTemplateSummary[] (category x; 7 = every one)
 *   GET /{companyId}/reach?type=&ids=    → records: TSelectionReach (who of a selection e-mail and SMS can reach)
 */
export const ZSmsTemplateSummary = z.object({
  templateId: z.number().int(),
  name: z.string(),
  campaignTypeId: z.number().int(),
  level: z.number().int(),
  lever: z.enum(LEVERS),
  landing: z.enum(LANDING_KINDS),
  /** The sender id the text shows (the company's own sender id, when set, replaces it). */
  senderId: z.string(),
  /** The text in the asked language, merge fields as they are ({{firstName}}, {{company}}, {{link}}). */
  message: z.string(),
  /** SMS parts the text takes with the longest merge values (at most 2), and its alphabet. */
  parts: z.number().int(),
  encoding: z.enum(["gsm7", "ucs2"]),
});
export type TSmsTemplateSummary = z.infer<typeof ZSmsTemplateSummary>;

export const ZSelectionReachQuery = z.object({
  type: z.enum(["DEPARTMENTS", "TAGS"], { error: "ND1027" }),
  /** Comma-separated department or tag ids. */
  // 1,000 ids of up to 9 digits and their commas: what the pattern allows.
  ids: text({ error: "ND1018" })
    .max(9_999, { error: "ND1027" })
    .regex(/^\d{1,9}(,\d{1,9}){0,999}$/, { error: "ND1027" }),
});
export const ZSelectionReach = z.object({
  /** Live people in the selection. */
  people: z.number().int(),
  withEmail: z.number().int(),
  /** With a phone number in E.164 form: the ones an SMS campaign reaches. */
  withPhone: z.number().int(),
});
export type TSelectionReach = z.infer<typeof ZSelectionReach>;

/*
 * Phishing domains (docs/phishing.md "Domains"), platform admins only:
 *   GET    /admin/phishing-domains             → records: TPhishingDomainAdmin[]
 *   POST   /admin/phishing-domains (TPhishingDomainInput) → records: TPhishingDomainAdmin (a new DKIM key)
 *   PUT    /admin/phishing-domains/{id} (TPhishingDomainAccess) → records: TPhishingDomainAdmin
 *   DELETE /admin/phishing-domains/{id}        → a domain no campaign used (ND1027 otherwise)
 */
const HOST_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const ZPhishingDomainAccess = z.object({
  /** Every company may use it; otherwise only `companyIds`. */
  allCompanies: z.boolean({ error: "ND1027" }),
  companyIds: z.array(ZId).max(10_000, { error: "ND1027" }).default([]),
});

export const ZPhishingDomainInput = ZPhishingDomainAccess.extend({
  /** The host name landing pages are served on (it must point at this server). */
  // HOST_PATTERN allows 253 characters once trimmed; 300 leaves room for surrounding spaces.
  host: text({ error: "ND1047" })
    .max(300, { error: "ND1047" })
    .trim()
    .toLowerCase()
    .regex(HOST_PATTERN, { error: "ND1047" }),
  /** The domain of the sender addresses; its DNS holds the DKIM record. */
  mailDomain: text({ error: "ND1047" })
    .max(300, { error: "ND1047" })
    .trim()
    .toLowerCase()
    .regex(HOST_PATTERN, { error: "ND1047" }),
});
export type TPhishingDomainInput = z.input<typeof ZPhishingDomainInput>;

export const ZPhishingDomainAdmin = ZPhishingDomain.extend({
  allCompanies: z.boolean(),
  companyIds: z.array(z.number().int()),
  dkimSelector: z.string(),
  /** The TXT record to publish: name and value. */
  dkimRecord: z.object({ name: z.string(), value: z.string() }),
  createdAt: z.string(),
});
export type TPhishingDomainAdmin = z.infer<typeof ZPhishingDomainAdmin>;
export const ZPhishingDomainParams = z.object({ id: ZIdParam });

/*
 * Neurophishing series (docs/neurophishing.md; spec §7 schedule and subcampaigns, §5 automatic schedule), by
 * e-mail or SMS (neurosmishing). Base /controller/campaigns, for companies that contracted neurogaitas or
 * smishgaitas (else 403 NF1003; creating a series needs its kind's service):
 *   POST   /{companyId}/schedule (TSeriesInput)    → records: TSeries (with its first subcampaign)
 *   GET    /{companyId}/subcampaigns/{id}          → records: TSeries (every subcampaign made so far)
 *   GET    /{companyId}/subcampaigns/{id}/{sub}    → records: TCampaign (subcampaign number `sub`, from 1)
 */
export const SERIES_LIMITS = { totalMax: 52, frequencyMaxDays: 366 } as const;

export const ZSeriesInput = z.object({
  name: text({ error: "ND1018" })
    .trim()
    .min(1, { error: "ND1018" })
    .max(CAMPAIGN_LIMITS.nameMax, { error: "ND1007" }),
  /** neurophishing (e-mail, service neurogaitas) or neurosmishing (SMS, service smishgaitas; issue 18). */
  campaignKind: z.enum(["neurophishing", "neurosmishing"], { error: "ND1027" }),
  /** A phishing domain's id (GET /{companyId}/domains). */
  domain: ZId.nullish(),
  surveyTypeId: ZId,
  /** Default: the company's time zone. */
  timeZone: ZTimeZone.optional(),
  /** The first subcampaign's start; each next one starts `frecuency` days later. */
  startDate: utcDateTime("ND1045"),
  totalCampaigns: z
    .number({ error: "ND1027" })
    .int({ error: "ND1027" })
    .min(1, { error: "ND1027" })
    .max(SERIES_LIMITS.totalMax, { error: "ND1027" }),
  /** Days between subcampaigns (the spec's spelling). */
  frecuency: z
    .number({ error: "ND1027" })
    .int({ error: "ND1027" })
    .min(1, { error: "ND1027" })
    .max(SERIES_LIMITS.frequencyMaxDays, { error: "ND1027" }),
  /** The highest lure level allowed. Default: the automatic schedule's (3). */
  levelId: z
    .number({ error: "ND1027" })
    .int({ error: "ND1027" })
    .min(1, { error: "ND1027" })
    .max(PHISHING_LEVELS.length, { error: "ND1027" })
    .default(AUTOMATIC_SCHEDULE.levelId),
  /** A lure category, or 7: any category, chosen per person. Default: the automatic schedule's (7). */
  categoryId: ZId.default(AUTOMATIC_SCHEDULE.categoryId),
  stakeholders: ZCampaignStakeholders,
});
export type TSeriesInput = z.output<typeof ZSeriesInput>;

export const ZSeries = z.object({
  seriesId: z.number().int(),
  name: z.string(),
  campaignKind: z.enum(["neurophishing", "neurosmishing"]),
  channel: z.enum(CAMPAIGN_CHANNELS),
  surveyTypeId: z.number().int(),
  domain: z.object({ domainId: z.number().int(), host: z.string() }).nullable(),
  levelId: z.number().int(),
  categoryId: z.number().int(),
  totalCampaigns: z.number().int(),
  frecuency: z.number().int(),
  timeZone: z.string(),
  startDate: z.string(),
  /** The end of the last subcampaign. */
  endDate: z.string(),
  stakeholders: z.object({ type: z.enum(["DEPARTMENTS", "TAGS"]), ids: z.array(z.number().int()) }),
  cancelled: z.boolean(),
  createdAt: z.string(),
  /** The subcampaigns made so far, in order (the next one is made when its start comes). */
  subcampaigns: z.array(ZCampaign),
});
export type TSeries = z.infer<typeof ZSeries>;

export const ZSeriesParams = z.object({ companyId: ZIdParam, id: ZIdParam });
export const ZSubcampaignParams = z.object({ companyId: ZIdParam, id: ZIdParam, sub: ZIdParam });

/*
 * The report mailbox's review queue (docs/phishing-reporting.md): real suspicious e-mails that people forwarded
 * to the report mailbox (forwarded simulations count as reported on their campaign instead). Controllers of a
 * company that contracted phishing, base /controller/campaigns:
 *   GET /{companyId}/reported                                  → records: TReportedMessage[] (newest first, 500 at most)
 *   PUT /{companyId}/reported/{id} (TReportedVerdictInput)     → records: TReportedMessage (verdict and review time)
 *   GET /{companyId}/reported/{id}/attachments/{attachmentId}  → the attachment's bytes, as an
 *       application/octet-stream download (never shown inline)
 */
export const REPORTED_VERDICTS = ["malicious", "spam", "harmless"] as const;
export type ReportedVerdict = (typeof REPORTED_VERDICTS)[number];

export const ZReportedLink = z.object({ url: z.string(), domain: z.string() });

export const ZReportedAttachment = z.object({
  attachmentId: z.number().int(),
  /** As the message named it, without control or bidi characters. */
  fileName: z.string(),
  /** The type the message declared; never checked against the bytes, which are never opened. */
  declaredType: z.string().nullable(),
  size: z.number().int(),
  sha256: z.string(),
});
export type TReportedAttachment = z.infer<typeof ZReportedAttachment>;

export const ZReportedMessage = z.object({
  reportedMessageId: z.number().int(),
  receivedAt: z.string(),
  /** The person who reported it; null once they were deleted. */
  reporter: z.object({ stakeholderId: z.number().int(), name: z.string() }).nullable(),
  /** The original's From (of the forwarded part when found), as it was written. */
  sender: z.string().nullable(),
  subject: z.string().nullable(),
  links: z.array(ZReportedLink),
  attachments: z.array(ZReportedAttachment),
  reviewedAt: z.string().nullable(),
  verdict: z.enum(REPORTED_VERDICTS).nullable(),
});
export type TReportedMessage = z.infer<typeof ZReportedMessage>;

export const ZReportedVerdictInput = z.object({
  verdict: z.enum(REPORTED_VERDICTS, { error: "ND1027" }),
});
export type TReportedVerdictInput = z.input<typeof ZReportedVerdictInput>;

export const ZReportedParams = z.object({ companyId: ZIdParam, id: ZIdParam });
export const ZReportedAttachmentParams = z.object({
  companyId: ZIdParam,
  id: ZIdParam,
  attachmentId: ZIdParam,
});

/*
 * The employee's own simulations (docs/phishing.md "The employee's view"; issue 17 point 11):
 *   GET /user/simulations → records: TUserSimulation[], newest first. A simulation shows once the person acted on it
 *   (clicked, entered data, reported) or its campaign ended: never while it may still be waiting in their inbox.
 */
export const ZUserSimulation = z.object({
  simulationId: z.string(),
  sentAt: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  /** The message's title and sender as the person received them. */
  subject: z.string(),
  senderName: z.string(),
  level: z.number().int(),
  lever: z.enum(LEVERS),
  outcome: z.enum(["reported", "noAction", "clicked", "clickedReported", "submitted"]),
  /** The signs the message carried, and the lesson of its training page. */
  cues: z.array(z.string()),
  lesson: z.string(),
  /** The library asset about this kind of lure. */
  assetId: z.number().int().nullable(),
  /**
   * SMS simulations only (channel "sms"; absent on e-mail ones): the text as the person's phone showed it, with
   * their merge values and the link as `<phishing host origin>/l/…` (never the token). `subject` then repeats the
   * text and `senderName` the sender id, for readers that know only e-mail.
   */
  sms: z
    .object({
      senderId: z.string(),
      text: z.string(),
    })
    .optional(),
});
export type TUserSimulation = z.infer<typeof ZUserSimulation>;

/*
 * Campaign drafts (docs/phishing.md "Lifecycle": draft → scheduled → sending → running → completed, or cancelled).
 * A draft is the campaign form saved without launching: only the name is required, it has no recipients and no
 * send times and is never sent. Scheduling runs the normal creation (every §5 check and code); in the same
 * transaction the draft is deleted, so it becomes that campaign, or stays as it was when creation is refused.
 * Controllers of a company that contracted phishing, base /controller/campaigns:
 *   GET    /{companyId}/drafts                     → records: TCampaignDraft[] (last saved first)
 *   GET    /{companyId}/drafts/{id}                → records: TCampaignDraft
 *   POST   /{companyId}/drafts (TCampaignDraftInput)     → records: TCampaignDraft
 *   PUT    /{companyId}/drafts/{id} (TCampaignDraftInput) → records: TCampaignDraft (the whole form replaced)
 *   DELETE /{companyId}/drafts/{id}                → records: { draftId }
 *   POST   /{companyId}/drafts/{id}/schedule       → records: TCampaign (the draft is gone)
 */

/** The whole lifecycle; a campaign's own status (CAMPAIGN_STATUSES) starts at "scheduled". */
export const CAMPAIGN_LIFECYCLE = ["draft", ...CAMPAIGN_STATUSES] as const;
export type CampaignLifecycleStatus = (typeof CAMPAIGN_LIFECYCLE)[number];

/**
 * The form of a draft beside its name, as stored (jsonb, checked by this schema on every write and read): the
 * fields of TCampaignInput, each one optional, dates in the same UTC format.
 */
export const ZCampaignDraftForm = z.object({
  domain: ZId.nullish(),
  campaignTypeId: ZId.nullish(),
  templateId: ZId.nullish(),
  timeZone: ZTimeZone.nullish(),
  startDate: utcDateTime("ND1045").nullish(),
  endDate: utcDateTime("ND1043").nullish(),
  sendByDate: utcDateTime("ND1044").nullish(),
  workingHours: z.boolean({ error: "ND1027" }).nullish(),
  stakeholders: ZCampaignStakeholders.nullish(),
});
export type TCampaignDraftForm = z.output<typeof ZCampaignDraftForm>;

export const ZCampaignDraftInput = ZCampaignDraftForm.extend({
  name: ZCampaignInput.shape.name,
});
export type TCampaignDraftInput = z.input<typeof ZCampaignDraftInput>;

export const ZCampaignDraft = z.object({
  draftId: z.number().int(),
  status: z.literal("draft"),
  name: z.string(),
  campaignKind: z.enum(["phishing"]),
  domain: z.number().int().nullable(),
  campaignTypeId: z.number().int().nullable(),
  templateId: z.number().int().nullable(),
  timeZone: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  sendByDate: z.string().nullable(),
  workingHours: z.boolean().nullable(),
  stakeholders: z
    .object({ type: z.enum(["DEPARTMENTS", "TAGS"]), ids: z.array(z.number().int()) })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCampaignDraft = z.infer<typeof ZCampaignDraft>;

export const ZCampaignDraftParams = z.object({ companyId: ZIdParam, id: ZIdParam });
