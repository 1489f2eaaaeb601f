import { z } from "zod";
import { multilineText, text } from "./text";

/*
 * The employee journey (issue 4): interactions (a survey assigned to a person), the chat survey, answers,
 * profile dimension records, actions, assets, scores and achievements. Paths (all under /api/v1):
 *
 *   GET  /user/traits/interactions?dummies=bool                 → records: TInteraction[]
 *   GET  /user/traits/interactions/{id}?completeQuestions=bool  → records: TSurvey
 *   PUT  /user/traits/interactions/{id}?completeQuestions=bool  body TAnswerInput → records: TAnswerResult
 *   GET  /user/traits/helpers?surveyTypes=1,2                   → records: THelper[]
 *   GET  /user/traits/helpers/{helperSurveyTypeId}              → records: THelper
 *   GET  /user/traits/psychoprofile?surveyTypes&groupDimensions&dimensions&dateFrom&dateTo → records: TProfileDimensionRecord[]
 *   GET  /user/traits/actions                                   → records: TAction[]
 *   GET  /user/traits/assets?status&family&priority             → records: TAssetList
 *   GET  /user/traits/assets/{id}                               → records: TAssetDetail
 *   PUT  /user/traits/assets/{id}/read                          → records: TAssetReadResult
 *   GET  /user/traits/scores                                    → records: TUserScores
 *   GET  /user/surveys?phishing=bool                            → records: TUserSurvey[]  (spec §7 "User survey list")
 *   GET  /user/gamings/achievements?claimed=bool                → records: TAchievement[]
 *   PUT  /user/gamings/achievements/{id}                        → records: TAchievement (claims it)
 *
 * Everything is scoped to the signed-in person: another person's interaction or asset id answers 404 ND1000.
 */

/** The names of SURVEY_STATUSES without their prefix. */
export const ZInteractionStatus = z.enum(["AVAILABLE", "PROGRESS", "DONE", "EXPIRED", "CANCELLED"]);
export type TInteractionStatus = z.infer<typeof ZInteractionStatus>;

/** Session status of spec §4: done (100 %), soon (starts within the next week), other. */
export const ZDateStatus = z.enum(["done", "soon", "other"]);
export type TDateStatus = z.infer<typeof ZDateStatus>;

/** An interaction as the server sends it (spec §3 "Interaction"). Dates are ISO 8601 strings (UTC). */
export const ZInteraction = z.object({
  surveyEntityId: z.number().int(),
  surveyTypeId: z.number().int(),
  familyTypeId: z.number().int(),
  /** The helper bot that runs before the survey (a survey type id of the helper family), or null. */
  helperSurveyTypeId: z.number().int().nullable(),
  /** The instrument's stable id in the catalogue (docs/instruments.md). */
  surveyId: z.number().int(),
  /** In the person's language. */
  surveyName: z.string(),
  surveyStatus: ZInteractionStatus,
  userStartDate: z.string(),
  userEndDate: z.string().nullable(),
  dateStatus: ZDateStatus,
  /** 0-100, whole numbers. */
  percentage: z.number().int().min(0).max(100),
  /** true: a survey the person's flow will assign later (only with `dummies=true`); surveyEntityId is then negative. */
  dummy: z.boolean(),
  /** The cybersecurity family may be played as a game (cybergaming) when the gaming module is on. */
  gamingAllowed: z.boolean(),
});
export type TInteraction = z.infer<typeof ZInteraction>;

export const QUESTION_KINDS = ["choice", "scale", "text"] as const;
export const ZQuestionKind = z.enum(QUESTION_KINDS);

export const ZQuestionOption = z.object({
  /** What the PUT sends back. */
  value: z.number().int(),
  label: z.string(),
});

export const ZAnswerValue = z.union([z.number().int(), z.string().max(2000), z.null()]);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;

/** Feedback on a graded (test) question, given once it is answered. */
export const ZFeedback = z.object({
  correct: z.boolean(),
  correctValue: z.number().int(),
  /** A short explanation of the right answer, in the person's language. */
  explanation: z.string(),
});
export type TFeedback = z.infer<typeof ZFeedback>;

export const ZQuestion = z.object({
  /** Stable within the instrument ("cbi.p1", "cyber.malware.3"). */
  questionId: z.string(),
  kind: ZQuestionKind,
  /** Bot messages said before the question (a section intro); may be empty. */
  intro: z.array(z.string()),
  text: z.string(),
  /** choice and scale: the options in display order; text: empty. */
  options: z.array(ZQuestionOption),
  /** scale: the words at both ends ("Never" ... "Always"), else null. */
  scaleLabels: z.object({ min: z.string(), max: z.string() }).nullable(),
  /** text answers: the longest accepted, in characters. */
  maxLength: z.number().int().nullable(),
  required: z.boolean(),
  /** A test question with one right answer (feedback after answering). */
  graded: z.boolean(),
  /** The saved answer, or null when not answered yet. */
  answer: ZAnswerValue,
  /** Present once a graded question is answered. */
  feedback: ZFeedback.nullable(),
  /** The dimension the question measures (a DIMENSION_ELEMENTS id), or null. */
  dimensionId: z.number().int().nullable(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

/** Gaming variant (cybergaming): points, streak and a time limit per question. */
export const GAMING_RULES = {
  pointsPerCorrect: 10,
  /** Added per correct answer after the first in a row. */
  streakBonus: 5,
  secondsPerQuestion: 30,
} as const;

export const ZGamingState = z.object({
  points: z.number().int(),
  streak: z.number().int(),
  bestStreak: z.number().int(),
  secondsPerQuestion: z.number().int(),
});
export type TGamingState = z.infer<typeof ZGamingState>;

/** A survey with its questions (spec §3 "Survey": questions, totalelements, totalelementsdone, extraConfig, next). */
export const ZSurvey = z.object({
  surveyEntityId: z.number().int(),
  surveyTypeId: z.number().int(),
  familyTypeId: z.number().int(),
  surveyId: z.number().int(),
  surveyName: z.string(),
  surveyStatus: ZInteractionStatus,
  percentage: z.number().int().min(0).max(100),
  /** With completeQuestions=true every question (answers included); else only the next one. */
  questions: z.array(ZQuestion),
  totalelements: z.number().int(),
  totalelementsdone: z.number().int(),
  extraConfig: z.object({
    /** Bot messages at the start (said once, before the first question). */
    welcome: z.array(z.string()),
    /** Bot messages when the survey is finished. */
    farewell: z.array(z.string()),
    /** Present when the interaction is played as a game. */
    gaming: ZGamingState.nullable(),
  }),
  /** The id of the first unanswered question, or null when every question is answered. */
  next: z.string().nullable(),
});
export type TSurvey = z.infer<typeof ZSurvey>;

export const ZInteractionQuery = z.object({
  completeQuestions: z.enum(["true", "false"]).optional(),
  /** cybergaming: answer as a game (points and streak); refused with NF1003 when the gaming module is off. */
  gaming: z.enum(["true", "false"]).optional(),
});

/** PUT body: one answer. `null` only for a gaming question whose time ran out (counts as wrong). */
export const ZAnswerInput = z.object({
  questionId: text({ error: "ND1018" }).min(1, { error: "ND1018" }).max(100, { error: "ND1027" }),
  value: z.union([z.number().int(), multilineText().max(2000), z.null()]),
});
export type TAnswerInput = z.infer<typeof ZAnswerInput>;

export const ZAchievementUnlocked = z.object({ achievementId: z.number().int(), key: z.string() });

export const ZAnswerResult = z.object({
  questionId: z.string(),
  percentage: z.number().int(),
  totalelementsdone: z.number().int(),
  next: z.string().nullable(),
  feedback: ZFeedback.nullable(),
  surveyStatus: ZInteractionStatus,
  /** true when this answer finished the survey (scores are written in the same transaction). */
  completed: z.boolean(),
  gaming: ZGamingState.nullable(),
  achievementsUnlocked: z.array(ZAchievementUnlocked),
});
export type TAnswerResult = z.infer<typeof ZAnswerResult>;

/** The helper bot of an interaction: messages said before the survey starts. */
export const ZHelper = z.object({
  helperSurveyTypeId: z.number().int(),
  name: z.string(),
  messages: z.array(z.string()),
});
export type THelper = z.infer<typeof ZHelper>;

/** Spec §3 "Profile dimension record". */
export const ZProfileDimensionRecord = z.object({
  surveyTypeId: z.number().int(),
  surveyEntityId: z.number().int().nullable(),
  dimensionId: z.number().int(),
  dimensionValue: z.number(),
  dimensionValueExtra: z.number().nullable(),
  startDate: z.string(),
  /** 1: the current value of the dimension; 0: an earlier one (kept for the evolution charts). */
  vigence: z.union([z.literal(0), z.literal(1)]),
  /** The person the record is of: only in a controller's answer for several people (`stakeholdersId`). */
  stakeholderId: z.number().int().optional(),
});
export type TProfileDimensionRecord = z.infer<typeof ZProfileDimensionRecord>;

/** Spec §7: surveyTypes, groupDimensions, dimensions (comma lists or ALL), dateFrom (default 1970-01-01), dateTo (default now). */
export const ZPsychoprofileQuery = z.object({
  surveyTypes: text().max(2000).optional(),
  groupDimensions: text().max(2000).optional(),
  dimensions: text().max(2000).optional(),
  // A day, or an ISO date-time starting with one (at most 35 characters with nanoseconds and an offset).
  dateFrom: text()
    .max(64, { error: "ND1027" })
    .regex(/^\d{4}-\d{2}-\d{2}/, { error: "ND1027" })
    .optional(),
  dateTo: text()
    .max(64, { error: "ND1027" })
    .regex(/^\d{4}-\d{2}-\d{2}/, { error: "ND1027" })
    .optional(),
  /** Only the current records (vigence 1). */
  current: z.enum(["true", "false"]).optional(),
  /**
   * A CONTROLLER only: the records of these people of their managed companies instead of their own, in batches
   * of at most 50 ids (spec §7 "Dashboards and profile loading"); results about wellbeing are left out.
   */
  stakeholdersId: text().max(600).optional(),
});

export const ASSET_FAMILIES = ["article", "infographic", "video"] as const;
export type AssetFamily = (typeof ASSET_FAMILIES)[number];
export const ASSET_PRIORITIES = ["high", "medium", "low"] as const;
export type AssetPriority = (typeof ASSET_PRIORITIES)[number];
export const ASSET_STATUSES = ["pending", "read"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

export const ZAsset = z.object({
  assetId: z.number().int(),
  family: z.enum(ASSET_FAMILIES),
  priority: z.enum(ASSET_PRIORITIES),
  status: z.enum(ASSET_STATUSES),
  title: z.string(),
  summary: z.string(),
  /** Minutes to read or watch. */
  minutes: z.number().int(),
  /** The dimensions the asset helps with (DIMENSION_ELEMENTS ids). */
  dimensionIds: z.array(z.number().int()),
  /** Image (infographic, article cover) or video file under /assets-content/. */
  url: z.string(),
  readAt: z.string().nullable(),
  /**
   * Assigned by the company's action plan and not completed (marked read after it was assigned, even when it
   * had been read before): the earliest due date ('YYYY-MM-DD').
   */
  assignedDue: z.string().nullable(),
});
export type TAsset = z.infer<typeof ZAsset>;

export const ZAssetDetail = ZAsset.extend({
  /** Article text as Markdown-free paragraphs; infographic alt text and caption; video transcript. */
  body: z.array(z.string()),
  /** Video: the WebVTT captions file, else null. */
  captionsUrl: z.string().nullable(),
});
export type TAssetDetail = z.infer<typeof ZAssetDetail>;

export const ZAssetsQuery = z.object({
  status: z.enum(ASSET_STATUSES, { error: "ND1027" }).optional(),
  family: z.enum(ASSET_FAMILIES, { error: "ND1027" }).optional(),
  priority: z.enum(ASSET_PRIORITIES, { error: "ND1027" }).optional(),
  /** Only the assets assigned to the caller and not completed yet, by due date. */
  assigned: z.enum(["true"], { error: "ND1027" }).optional(),
});

/** Spec §3 "Asset": totalReaded, assetCount. */
export const ZAssetList = z.object({
  assets: z.array(ZAsset),
  totalReaded: z.number().int(),
  assetCount: z.number().int(),
});
export type TAssetList = z.infer<typeof ZAssetList>;

export const ZAssetReadResult = z.object({
  totalReaded: z.number().int(),
  assetCount: z.number().int(),
  achievementsUnlocked: z.array(ZAchievementUnlocked),
});

/** Spec §3 "Action". */
export const ZAction = z.object({
  actionId: z.number().int(),
  actionTypeId: z.number().int(),
  dimensionId: z.number().int(),
  stakeholderId: z.number().int(),
  executeAction: z.object({
    title: z.string(),
    description: z.string(),
    assets: z.array(z.object({ assetId: z.number().int(), url: z.string(), title: z.string() })),
    /**
     * Only on the archetype's own action (ACTION_TYPE_ARCHETYPE): what the archetype does well and what to watch
     * out for, in the person's language, for the archetype card of the profile.
     */
    archetype: z.object({ strengths: z.string(), watchOuts: z.string() }).optional(),
  }),
});
export type TAction = z.infer<typeof ZAction>;

/**
 * The person's derived scores (spec §3 "Per-user derived scores"); null until the surveys behind them are done.
 * progress: global score 0-100; insider: principal insider dimension id; risk: general risk 1-6 (raw);
 * wellbeing: climate level 0-10; cyber: cybersecurity level 0-10.
 */
export const ZUserScores = z.object({
  progress: z.number().nullable(),
  insider: z.number().int().nullable(),
  risk: z.number().nullable(),
  wellbeing: z.number().nullable(),
  cyber: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type TUserScores = z.infer<typeof ZUserScores>;

/** Spec §7 "User survey list". */
export const ZUserSurvey = z.object({
  surveyId: z.number().int(),
  surveyName: z.string(),
  familyTypeId: z.number().int(),
  surveyEntityId: z.number().int(),
  percentage: z.number().int(),
  userStartDate: z.string(),
  dateStatus: ZDateStatus,
  surveyTypeId: z.number().int(),
  surveyStatus: ZInteractionStatus,
});
export type TUserSurvey = z.infer<typeof ZUserSurvey>;
export const ZUserSurveysQuery = z.object({ phishing: z.enum(["true", "false"]).optional() });

/**
 * Achievements (badges). THE IDS ARE STORED: never change or reuse one. Titles and descriptions live in the
 * web app's achievements strings (`achievements.<key>.title` / `.description`).
 */
export const ACHIEVEMENTS = [
  { id: 1, key: "welcome_done", icon: "wave", target: 1 },
  { id: 2, key: "first_survey", icon: "check", target: 1 },
  { id: 3, key: "five_surveys", icon: "stack", target: 5 },
  { id: 4, key: "awareness_test_done", icon: "shield", target: 1 },
  { id: 5, key: "perfect_dimension", icon: "star", target: 1 },
  { id: 6, key: "streak_5", icon: "flame", target: 5 },
  { id: 7, key: "streak_10", icon: "bolt", target: 10 },
  { id: 8, key: "first_asset_read", icon: "book", target: 1 },
  { id: 9, key: "five_assets_read", icon: "books", target: 5 },
  { id: 10, key: "all_assets_read", icon: "trophy", target: 0 },
  { id: 11, key: "wellbeing_check", icon: "heart", target: 1 },
  { id: 12, key: "awareness_expert", icon: "medal", target: 8 },
  { id: 13, key: "phishing_reported", icon: "flag", target: 1 },
] as const;
export type AchievementKey = (typeof ACHIEVEMENTS)[number]["key"];

export const ZAchievement = z.object({
  achievementId: z.number().int(),
  key: z.string(),
  icon: z.string(),
  /** How far the person is (e.g. 3 of 5 surveys) and the goal. */
  progress: z.number().int(),
  target: z.number().int(),
  unlockedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type TAchievement = z.infer<typeof ZAchievement>;
export const ZAchievementsQuery = z.object({ claimed: z.enum(["true", "false"]).optional() });
