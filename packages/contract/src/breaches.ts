import { z } from "zod";
import { ZIdParam } from "./organisation";

/*
 * Breach monitoring, ABS (service 5; docs/breaches.md; spec §3 Breach, §7 Breaches, §9 breach levels):
 *   GET  /user/breaches                                   → records: TUserBreaches
 *   PUT  /user/breaches/{breachId}/{flag}/true            → records: TUserBreaches   (flag: password | solved)
 *   GET  /controller/breaches/{companyId}/summary         → records: TBreachDashboard   (?department=)
 *   GET  /controller/breaches/{companyId}/export          → the xlsx of every exposure
 *   GET  /controller/breaches/{companyId}/alerts          → records: TBreachAlert[]  (the overall dashboard's call)
 *   GET  /controller/breaches/{companyId}/monitor         → records: TBreachMonitor
 *   POST /controller/breaches/{companyId}/check           → records: TBreachMonitor  ("check now")
 *   POST /controller/breaches/{companyId}/import  (multipart `file`, CSV or JSON) → records: TBreachImportResult
 * A person's exposure to a breach is one "stakeholder" of it (spec §3): `stakeholderId` is the person's id.
 */

/** Spec §9: breach levels 0-3 and their scores; level 0 is the best. */
export const BREACH_LEVEL_SCORES = [10, 6.6, 3.3, 0] as const;
export const BREACH_LEVEL_COLOURS = ["success", "info", "warning", "danger"] as const;
export type BreachLevel = 0 | 1 | 2 | 3;

/** The data class, as Have I Been Pwned names it, that means a password (hashed or not) leaked. */
export const PASSWORD_DATA_CLASS = "Passwords";

/** What a person still has to do about one exposure, for `breachLevel`. */
export interface ExposureState {
  passwordExposed: boolean;
  /** The person said they changed the password (null: not yet). */
  passwordChangedAt: string | Date | null;
  solvedAt: string | Date | null;
}

/**
 * A person's breach level (docs/breaches.md, "Levels"): 0 when nothing is left open (no exposure, or every one
 * marked solved); 1 when open exposures leaked no password, or every leaked password was changed; 2 when one open
 * exposure leaked a password still unchanged; 3 when two or more did.
 */
export function breachLevel(exposures: readonly ExposureState[]): BreachLevel {
  const open = exposures.filter((e) => e.solvedAt === null);
  if (open.length === 0) return 0;
  const unchanged = open.filter((e) => e.passwordExposed && e.passwordChangedAt === null).length;
  return unchanged === 0 ? 1 : unchanged === 1 ? 2 : 3;
}

export function breachScore(level: BreachLevel): number {
  return BREACH_LEVEL_SCORES[level];
}

export const BREACH_FLAGS = ["password", "solved"] as const;
export type BreachFlag = (typeof BREACH_FLAGS)[number];

export const ZBreach = z.object({
  breachId: z.number().int(),
  /** The source's stable name (HIBP `Name`, or the imported breach name). */
  name: z.string(),
  title: z.string(),
  /** The day the breach happened, YYYY-MM-DD (null: unknown). */
  breachDate: z.string().nullable(),
  domain: z.string().nullable(),
  dataClasses: z.array(z.string()),
  /** Plain text (the source's HTML reduced to text). */
  description: z.string(),
  verified: z.boolean(),
  source: z.enum(["hibp", "import", "demo"]),
});
export type TBreach = z.infer<typeof ZBreach>;

export const ZExposureStatus = z.object({
  password: z.boolean(),
  solved: z.boolean(),
  passwordAt: z.string().nullable(),
  solvedAt: z.string().nullable(),
});

export const ZBreachStakeholder = z.object({
  stakeholderId: z.number().int(),
  email: z.string(),
  /** When Wellguard first found this address in the breach. */
  firstSeen: z.string(),
  passwordExposed: z.boolean(),
  status: ZExposureStatus,
});
export type TBreachStakeholder = z.infer<typeof ZBreachStakeholder>;

export const ZBreachTotals = z.object({
  totalbreaches: z.number().int(),
  totalbreachessolved: z.number().int(),
  totalbreachespwd: z.number().int(),
  totalbreachespwdsolved: z.number().int(),
});
export type TBreachTotals = z.infer<typeof ZBreachTotals>;

export const ZUserBreaches = ZBreachTotals.extend({
  level: z.number().int().min(0).max(3),
  score: z.number(),
  /** Newest first (by first seen, then breach date). */
  breaches: z.array(z.object({ breach: ZBreach, stakeholders: z.array(ZBreachStakeholder) })),
});
export type TUserBreaches = z.infer<typeof ZUserBreaches>;

export const ZUserBreachFlagParams = z.object({
  breachId: ZIdParam,
  flag: z.enum(BREACH_FLAGS, { error: "ND1027" }),
});

export const ZBreachCompanyParams = z.object({ companyId: ZIdParam });
export const ZBreachSummaryQuery = z.object({
  /** A department: the figures of its subtree. */
  department: ZIdParam.optional(),
});

export const ZBreachDashboard = z.object({
  totals: ZBreachTotals.extend({
    /** People of the company (or department subtree) whose addresses are monitored. */
    people: z.number().int(),
    /** People with at least one exposure. */
    exposedPeople: z.number().int(),
  }),
  /** People at each level 0-3 (index = level). */
  levels: z.array(z.number().int()).length(4),
  /** Average score of the people (spec §9 scores), null with nobody. */
  score: z.number().nullable(),
  departments: z.array(
    z.object({
      departmentId: z.number().int(),
      name: z.string(),
      people: z.number().int(),
      levels: z.array(z.number().int()).length(4),
      score: z.number().nullable(),
    }),
  ),
  /** The last twelve months, oldest first: exposures found and solved in each, open at its end. */
  trend: z.array(
    z.object({
      month: z.string(),
      found: z.number().int(),
      solved: z.number().int(),
      open: z.number().int(),
    }),
  ),
  /** The ten newest breaches that touch the company, with how many of its people each touches. */
  newest: z.array(z.object({ breach: ZBreach, people: z.number().int(), firstSeen: z.string() })),
  /** People with an exposed password not yet changed (security data: per person, spec §3). */
  unsolvedPasswords: z.array(
    z.object({
      stakeholderId: z.number().int(),
      name: z.string(),
      email: z.string(),
      departmentName: z.string().nullable(),
      breaches: z.number().int(),
      oldestFirstSeen: z.string(),
    }),
  ),
});
export type TBreachDashboard = z.infer<typeof ZBreachDashboard>;

export const ZBreachAlert = z.object({
  breach: ZBreach,
  people: z.number().int(),
  firstSeen: z.string(),
});
export type TBreachAlert = z.infer<typeof ZBreachAlert>;
/** A breach is an alert on the overall dashboard while it was first found in the company this many days ago at most. */
export const BREACH_ALERT_DAYS = 30;

export const ZBreachMonitor = z.object({
  /** Whether a Have I Been Pwned key is configured on the server (else only imports feed the company). */
  hibpConfigured: z.boolean(),
  /** The company's verified e-mail domains, which the domain search covers. */
  domains: z.array(z.string()),
  lastCheckAt: z.string().nullable(),
  nextCheckAt: z.string().nullable(),
  /** "ok", "running", or the reason the last check failed (docs/breaches.md). */
  lastOutcome: z.enum(["ok", "running", "unauthorised", "unreachable", "rate-limited", "failed"]).nullable(),
  lastImportAt: z.string().nullable(),
});
export type TBreachMonitor = z.infer<typeof ZBreachMonitor>;

/** At most this many records in one import file, and this many bytes. */
export const BREACH_IMPORT_LIMITS = { maxRows: 200_000, maxBytes: 50 * 1024 * 1024 } as const;

export const ZBreachImportResult = z.object({
  rows: z.number().int(),
  /** Rows whose address is one of the company's people in its domains. */
  kept: z.number().int(),
  /** Rows dropped: an address outside the company's domains, or of nobody in the company. */
  dropped: z.number().int(),
  newBreaches: z.number().int(),
  newExposures: z.number().int(),
});
export type TBreachImportResult = z.infer<typeof ZBreachImportResult>;
