import { z } from "zod";
import { ZAvatar } from "./account";
import { LOCALES, PROFILES, SERVICES } from "./constants";
import type { ErrorCode } from "./errors";
import { text } from "./text";

/*
 * Companies, departments and people (spec §3, §5, §7 "Admin stakeholders" and "Controller stakeholders").
 * The schemas' messages are catalogue codes, so the server's refusal and the form's own check name the same
 * code for the same field; `fieldErrors` turns a failed parse into {field: code}.
 */

/** Company types. CUSTOMER cannot have dependencies (child companies, "offices"): ND1001. */
export const COMPANY_TYPES = ["CUSTOMER", "PARTNER", "HOLDING"] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const ENVIRONMENTS = ["production", "staging", "demo"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const GENDERS = ["female", "male", "non_binary", "undisclosed"] as const;
export type Gender = (typeof GENDERS)[number];

/** Survey flows (the order in which a company's people receive their surveys); names in contract locales. */
export const SURVEY_FLOWS = [
  { id: 1, key: "standard" },
  { id: 2, key: "wellbeing_first" },
  { id: 3, key: "security_first" },
] as const;
export type SurveyFlowKey = (typeof SURVEY_FLOWS)[number]["key"];
export const SURVEY_FLOW_IDS = SURVEY_FLOWS.map((f) => f.id) as number[];

/** The stakeholder kinds of the `/{type}/{id}` paths. */
export const STAKEHOLDER_TYPES = ["companies", "departments", "people"] as const;
export type StakeholderType = (typeof STAKEHOLDER_TYPES)[number];

/** Maximum lengths and the catalogue code each one reports (ND1007 to ND1011). */
export const MAX_LENGTHS = {
  name: { max: 100, code: "ND1007" },
  surname: { max: 100, code: "ND1008" },
  email: { max: 254, code: "ND1009" },
  login: { max: 100, code: "ND1010" },
  userCode: { max: 64, code: "ND1010" },
  companyName: { max: 150, code: "ND1007" },
  fiscalCode: { max: 32, code: "ND1011" },
  domain: { max: 253, code: "ND1011" },
  departmentName: { max: 100, code: "ND1007" },
  tagName: { max: 60, code: "ND1007" },
} as const satisfies Record<string, { max: number; code: ErrorCode }>;

export const ORGANISATION_LIMITS = {
  pageSizeDefault: 25,
  pageSizeMax: 100,
  /** Ids accepted by one multiupdate, multidelete or e-mail call. */
  bulkMax: 1000,
  logoMaxBytes: 1024 * 1024,
  credentialLinkValidDays: 7,
  domainsMax: 20,
  /**
   * The people lists count matches up to this many: above it they answer `total` = this and `totalCapped` = true
   * ("10,000+"), so a request never counts all 100,000 people of a company (docs/organisation.md "People lists").
   */
  peopleTotalCap: 10_000,
} as const;

/** "+" and up to 15 digits (spec §5); spaces, dots, dashes and brackets are dropped first. */
export const PHONE_PATTERN = /^\+\d{1,15}$/;
export function normalisePhone(value: string): string {
  return value.replace(/[\s().-]/g, "");
}

/** A host name of at least two labels, letters, digits and hyphens (no scheme, no path). */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a valid e-mail address lies outside every one of the company's domains (its host is neither a domain nor a
 * subdomain of one). Such an address is accepted (contractors, a personal address) but the forms and the people import
 * say so before saving (issue 15, point 14; docs/organisation.md "E-mail addresses outside the company's domains").
 * False when the company has no domains or the address is not a valid e-mail.
 */
export function isEmailOutsideDomains(email: string, domains: readonly string[]): boolean {
  const address = email.trim().toLowerCase();
  if (domains.length === 0 || !EMAIL_PATTERN.test(address)) return false;
  const host = address.slice(address.lastIndexOf("@") + 1);
  return !domains.some((domain) => {
    const d = domain.toLowerCase();
    return host === d || host.endsWith(`.${d}`);
  });
}

let zoneSet: Set<string> | undefined;
/** An IANA time-zone name the runtime knows (checked the same way in the browser and on the server). */
export function isTimeZone(value: string): boolean {
  zoneSet ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  if (zoneSet.has(value)) return true;
  // Aliases (Europe/Kiev, Asia/Calcutta) are valid IANA names that supportedValuesOf leaves out.
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A required text: absent or blank is ND1018, over the maximum is that field's code. */
function requiredText(limit: { max: number; code: ErrorCode }) {
  return text({ error: "ND1018" }).trim().min(1, { error: "ND1018" }).max(limit.max, { error: limit.code });
}
/** An optional text: blank becomes null. */
function optionalText(limit: { max: number; code: ErrorCode }) {
  return text({ error: "ND1027" })
    .trim()
    .max(limit.max, { error: limit.code })
    .nullish()
    .transform((v) => (v ? v : null));
}

const id = z.number({ error: "ND1027" }).int({ error: "ND1027" }).positive({ error: "ND1027" });
/** Ids are PostgreSQL integers: a larger number in a path cannot be any row's id, and would fail in the database. */
const MAX_ID = 2_147_483_647;
export const ZStakeholderId = id;

export const ZEmail = text({ error: "ND1018" })
  .trim()
  .toLowerCase()
  .min(1, { error: "ND1018" })
  .max(MAX_LENGTHS.email.max, { error: MAX_LENGTHS.email.code })
  .regex(EMAIL_PATTERN, { error: "ND1041" });

export const ZDomain = text({ error: "ND1047" })
  .trim()
  .toLowerCase()
  .max(MAX_LENGTHS.domain.max, { error: MAX_LENGTHS.domain.code })
  .regex(DOMAIN_PATTERN, { error: "ND1047" });

export const ZPhone = text({ error: "ND1022" })
  // At most 16 characters remain after normalising; 64 leaves room for any way of typing the separators.
  .max(64, { error: "ND1022" })
  .transform(normalisePhone)
  .refine((v) => v === "" || PHONE_PATTERN.test(v), { error: "ND1022" })
  .nullish()
  .transform((v) => (v ? v : null));

// No IANA zone name is longer than 64 characters: isTimeZone refused longer texts already; the limit says so.
export const ZTimeZone = text({ error: "ND1023" })
  .max(64, { error: "ND1023" })
  .refine(isTimeZone, { error: "ND1023" });

/**
 * A company's SMS sender id (issue 18): an alphanumeric id of 1 to 11 letters, digits and spaces with at least
 * one letter (all GSM 03.38), or a number of 3 to 15 digits with an optional "+". The database's CHECK on
 * companies.sms_sender allows the same.
 */
export const SMS_SENDER_PATTERN = /^(?:(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11}|\+?[0-9]{3,15})$/;
/** Left out: unchanged (none for a new company); blank or null: none (each template's own sender id). */
export const ZSmsSender = text({ error: "ND1027" })
  // At most 16 characters remain after trimming and normalising; 64 leaves room for the typing.
  .max(64, { error: "ND1027" })
  .trim()
  // A number may be typed with spaces, dots, dashes or brackets; an alphanumeric id keeps its spaces.
  .transform((v) => (/[A-Za-z]/.test(v) ? v : normalisePhone(v)))
  .refine((v) => v === "" || SMS_SENDER_PATTERN.test(v), { error: "ND1027" })
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

export const ZServiceIds = z
  .array(z.number().int().min(1).max(SERVICES.length), { error: "ND1015" })
  .min(1, { error: "ND1015" })
  .max(64, { error: "ND1015" }) // every service, with room for repeats (removed below)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

export const ZSurveyFlowId = z
  .number({ error: "ND1016" })
  .int({ error: "ND1016" })
  .refine((v) => SURVEY_FLOW_IDS.includes(v), { error: "ND1016" });

// ---------------------------------------------------------------- companies

/** POST /admin/stakeholders/companies and PUT /admin/stakeholders/companies/{id} (logo goes separately). */
export const ZCompanyInput = z.object({
  name: requiredText(MAX_LENGTHS.companyName),
  domains: z
    .array(ZDomain, { error: "ND1046" })
    .min(1, { error: "ND1046" })
    .max(ORGANISATION_LIMITS.domainsMax, { error: "ND1011" }),
  code: optionalText(MAX_LENGTHS.fiscalCode),
  environment: z.enum(ENVIRONMENTS, { error: "ND1027" }).default("production"),
  type: z.enum(COMPANY_TYPES, { error: "ND1027" }).default("CUSTOMER"),
  services: ZServiceIds,
  stakeholderParentCompanyId: id.nullish().transform((v) => v ?? null),
  surveyFlowId: ZSurveyFlowId,
  locale: z.enum(LOCALES, { error: "NF1006" }).default("es-es"),
  timeZone: ZTimeZone.default("Europe/Madrid"),
  /**
   * The smallest group whose wellbeing results the company's controllers see (docs/privacy.md): 5 or more,
   * changed only by a platform admin. Left out: unchanged (5 for a new company).
   */
  minGroupSize: z
    .number({ error: "ND1027" })
    .int({ error: "ND1027" })
    .min(5, { error: "ND1027" })
    .max(1000, { error: "ND1027" })
    .optional(),
  /**
   * Controllers may see one person's wellbeing results (docs/privacy.md): only where the company's staff
   * representatives agreed; changed only by a platform admin. Left out: unchanged (off for a new company).
   */
  individualWellbeing: z.boolean({ error: "ND1027" }).optional(),
  /** The sender id of the company's SMS campaigns; see ZSmsSender. */
  smsSender: ZSmsSender,
});
export type TCompanyInput = z.input<typeof ZCompanyInput>;
export type TCompanyInputParsed = z.output<typeof ZCompanyInput>;

export const ZCompany = z.object({
  stakeholderId: z.number().int(),
  name: z.string(),
  /** The primary domain (the first of `domains`). */
  domain: z.string().nullable(),
  domains: z.array(z.string()),
  code: z.string().nullable(),
  /** URL of the logo served by the API, or null. */
  logo: z.string().nullable(),
  environment: z.string(),
  type: z.enum(COMPANY_TYPES),
  services: z.array(z.number().int()),
  stakeholderParentCompanyId: z.number().int().nullable(),
  parentCompanyName: z.string().nullable(),
  surveyFlowId: z.number().int().nullable(),
  locale: z.enum(LOCALES),
  timeZone: z.string(),
  /** The smallest group whose wellbeing results controllers see (docs/privacy.md). */
  minGroupSize: z.number().int(),
  /** Controllers may see one person's wellbeing results (docs/privacy.md). */
  individualWellbeing: z.boolean(),
  /** The sender id of the company's SMS campaigns; null: each SMS template's own. */
  smsSender: z.string().nullable(),
  federated: z.boolean(),
  peopleCount: z.number().int(),
  childCompanyCount: z.number().int(),
  createdAt: z.string(),
});
export type TCompany = z.infer<typeof ZCompany>;

// ---------------------------------------------------------------- departments

export const ZDepartmentInput = z.object({
  name: requiredText(MAX_LENGTHS.departmentName),
  /** Required on create by an admin; the company a department belongs to never changes. */
  stakeholderCompanyId: id.optional(),
  /** null: directly under the company. Must be a department of the same company, and not itself or below it (ND1030). */
  stakeholderDepartmentParentId: id.nullish().transform((v) => v ?? null),
});
export type TDepartmentInput = z.input<typeof ZDepartmentInput>;

export const ZDepartment = z.object({
  id: z.number().int(),
  stakeholderId: z.number().int(),
  name: z.string(),
  stakeholderCompanyId: z.number().int(),
  stakeholderDepartmentParentId: z.number().int().nullable(),
  stakeholderDepartmentParentName: z.string().nullable(),
  /** People directly in this department. */
  peopleCount: z.number().int(),
});
export type TDepartment = z.infer<typeof ZDepartment>;

// ---------------------------------------------------------------- people

export const ZPersonInput = z.object({
  name: requiredText(MAX_LENGTHS.name),
  surname: optionalText(MAX_LENGTHS.surname).transform((v) => v ?? ""),
  email: ZEmail,
  /** Defaults to the e-mail address. Unique on the platform (ND1034 when another company's person has it). */
  login: optionalText(MAX_LENGTHS.login),
  userCode: optionalText(MAX_LENGTHS.userCode),
  gender: z
    .enum(GENDERS, { error: "ND1005" })
    .nullish()
    .transform((v) => v ?? null),
  phone: ZPhone,
  timeZone: ZTimeZone.nullish().transform((v) => v ?? null),
  locale: z
    .enum(LOCALES, { error: "NF1006" })
    .nullish()
    .transform((v) => v ?? null),
  /** Required on create by an admin; the person's company. */
  stakeholderCompanyId: id.optional(),
  /** null: no department (at the company root). Must belong to the person's company (ND1030). */
  stakeholderDepartmentId: id.nullish().transform((v) => v ?? null),
  avatar: ZAvatar.nullish().transform((v) => v ?? null),
  /** USER at least; CONTROLLER needs `controllerCompanyIds` (ND1006); only admins may grant CONTROLLER or ADMIN. */
  profiles: z
    .array(z.enum(PROFILES, { error: "ND1006" }), { error: "ND1006" })
    .min(1, { error: "ND1006" })
    .max(16, { error: "ND1006" }) // three profiles; room for repeats, which the server ignores
    .default(["USER"]),
  controllerCompanyIds: z.array(id).max(10_000, { error: "ND1027" }).default([]),
  /** null: every service of the company. Otherwise a subset of the company's services (NF1003). */
  services: ZServiceIds.nullish().transform((v) => v ?? null),
});
export type TPersonInput = z.input<typeof ZPersonInput>;
export type TPersonInputParsed = z.output<typeof ZPersonInput>;

export const ZPerson = z.object({
  stakeholderId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  login: z.string(),
  userCode: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  phone: z.string().nullable(),
  timeZone: z.string().nullable(),
  locale: z.enum(LOCALES).nullable(),
  avatar: z.string().nullable(),
  company: z.object({ stakeholderId: z.number().int(), name: z.string() }),
  department: z
    .object({
      stakeholderDepartmentId: z.number().int(),
      name: z.string(),
      stakeholderDepartmentParentName: z.string().nullable(),
    })
    .nullable(),
  profiles: z.array(z.enum(PROFILES)),
  controllerCompanyIds: z.array(z.number().int()),
  /** null: every service of the company. */
  services: z.array(z.number().int()).nullable(),
  /** Global score 0-10 or null while there are no results. */
  progress: z.number().nullable(),
  hasPassword: z.boolean(),
  federated: z.boolean(),
  createdAt: z.string(),
});
export type TPerson = z.infer<typeof ZPerson>;

// ---------------------------------------------------------------- lists, bulk calls

/** Pages past a million would ask the database for an offset no list reaches (and overflowed it before). */
const pageNumber = z.coerce
  .number({ error: "ND1027" })
  .int({ error: "ND1027" })
  .min(1, { error: "ND1027" })
  .max(1_000_000, { error: "ND1027" })
  .default(1);

/** Query of every paged list: server-side paging, sorting and search. */
export const ZPageQuery = z.object({
  page: pageNumber,
  pageSize: z.coerce
    .number({ error: "ND1027" })
    .int()
    .min(1, { error: "ND1027" })
    .max(ORGANISATION_LIMITS.pageSizeMax, { error: "ND1027" })
    .default(ORGANISATION_LIMITS.pageSizeDefault),
  search: text().trim().max(100, { error: "ND1027" }).optional(),
  sort: text().max(40).optional(),
  order: z.enum(["asc", "desc"]).optional(),
});
export type TPageQuery = z.input<typeof ZPageQuery>;

/** Sort keys of the people lists; the controller's default is progress descending (spec §7). */
export const PEOPLE_SORTS = [
  "name",
  "surname",
  "email",
  "login",
  "department",
  "progress",
  "createdAt",
] as const;
export const COMPANY_SORTS = ["name", "code", "createdAt", "peopleCount"] as const;

export const ZPeopleQuery = ZPageQuery.extend({
  sort: z.enum(PEOPLE_SORTS, { error: "ND1027" }).optional(),
  companyId: z.coerce.number().int().positive().optional(),
  departmentId: z.coerce.number().int().positive().optional(),
  /** Include the people of the department's sub-departments too. */
  includeSubdepartments: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  profile: z.enum(PROFILES).optional(),
  tagId: z.coerce.number().int().positive().optional(),
});
export type TPeopleQuery = z.input<typeof ZPeopleQuery>;

export const ZCompaniesQuery = ZPageQuery.extend({
  sort: z.enum(COMPANY_SORTS, { error: "ND1027" }).optional(),
});

/**
 * A page of a list: `records` is the page (spec §7: lists are read from `records`). `total` counts every match,
 * except when `totalCapped` is true (the people lists, above ORGANISATION_LIMITS.peopleTotalCap): then at least
 * `total` matched, and the interface shows "10,000+".
 */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** PUT /admin/stakeholders/multiupdate/{type}: the same change applied to every id, all or nothing. */
export const ZMultiUpdate = z.object({
  ids: z.array(id).min(1, { error: "ND1032" }).max(ORGANISATION_LIMITS.bulkMax, { error: "ND1027" }),
  changes: z
    .object({
      stakeholderDepartmentId: id.nullable().optional(),
      services: ZServiceIds.nullable().optional(),
      locale: z.enum(LOCALES, { error: "NF1006" }).optional(),
      timeZone: ZTimeZone.nullable().optional(),
      /** companies only */
      surveyFlowId: ZSurveyFlowId.optional(),
      /** departments only */
      stakeholderDepartmentParentId: id.nullable().optional(),
    })
    .refine((c) => Object.keys(c).length > 0, { error: "ND1018" }),
});
export type TMultiUpdate = z.input<typeof ZMultiUpdate>;

/** PUT /admin/stakeholders/multidelete/{type}: all or none. */
export const ZMultiDelete = z.object({
  ids: z.array(id).min(1, { error: "ND1032" }).max(ORGANISATION_LIMITS.bulkMax, { error: "ND1027" }),
});

/** Why one id of a bulk call was refused; the whole call is refused when any is. */
export const ZBulkRefusal = z.object({
  id: z.number().int(),
  applicationCode: z.string(),
  message: z.string(),
});
export type TBulkRefusal = z.infer<typeof ZBulkRefusal>;

export const ZBulkResult = z.object({ affected: z.number().int() });

/** POST /admin/stakeholders/emails/{type}: credential e-mails (people: to each; companies/departments: to all their people). */
export const ZCredentialEmails = z.object({
  ids: z.array(id).min(1, { error: "ND1032" }).max(ORGANISATION_LIMITS.bulkMax, { error: "ND1027" }),
});
export const ZCredentialEmailsResult = z.object({
  /** Messages queued. */
  sent: z.number().int(),
  /** People skipped: no e-mail address, or federated (they sign in through their organisation). */
  skipped: z.number().int(),
});

// ---------------------------------------------------------------- tags

export const ZTagInput = z.object({
  name: requiredText(MAX_LENGTHS.tagName),
  personIds: z.array(id).max(100_000, { error: "ND1027" }).default([]),
});
export const ZTag = z.object({
  id: z.number().int(),
  name: z.string(),
  stakeholderCompanyId: z.number().int(),
  peopleCount: z.number().int(),
  createdAt: z.string(),
});
export type TTag = z.infer<typeof ZTag>;

// ---------------------------------------------------------------- audit

export const ZAuditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({
    stakeholderId: z.number().int().nullable(),
    name: z.string().nullable(),
    profile: z.string(),
  }),
  action: z.enum(["create", "update", "delete"]),
  entityType: z.string(),
  entityId: z.number().int(),
  stakeholderCompanyId: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

// ---------------------------------------------------------------- controller (spec §6, §7 "Controller stakeholders")

/** Path ids: positive and within PostgreSQL's integer range (a larger number cannot be any row's id). */
export const ZIdParam = z.coerce
  .number({ error: "ND1027" })
  .int({ error: "ND1027" })
  .positive({ error: "ND1027" })
  .max(MAX_ID, { error: "ND1027" });

/** The dashboard sub-pages a controller may save as their default view; each but default/reports needs its service. */
export const CONTROLLER_VIEWS = ["default", "awareness", "abs", "reports", "phishing"] as const;
export type ControllerView = (typeof CONTROLLER_VIEWS)[number];
/** PUT /controller/view */
export const ZControllerViewInput = z.object({ view: z.enum(CONTROLLER_VIEWS, { error: "ND1027" }) });
/** GET /controller/view: the saved view, or "default" with saved false. */
export const ZControllerView = z.object({ view: z.enum(CONTROLLER_VIEWS), saved: z.boolean() });

/** GET /controller/companies: one company the caller manages (companies-management picks `managedCompanyId`). */
export const ZManagedCompany = z.object({
  stakeholderId: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  peopleCount: z.number().int(),
  departmentCount: z.number().int(),
  services: z.array(z.number().int()),
  /** The company's e-mail domains, so the person form can say when an address lies outside them. */
  domains: z.array(z.string()),
  /** A platform admin allowed one person's wellbeing results to be seen (docs/privacy.md "Individual results"). */
  individualWellbeing: z.boolean(),
});
export type TManagedCompany = z.infer<typeof ZManagedCompany>;

/** Optional columns of the controller people list (spec §7 organisation load); columns not asked for are left out. */
export const PEOPLE_LIST_FIELDS = [
  "stakeholderDepartmentParentName",
  "stakeholderDepartmentId",
  "avatar",
  "email",
] as const;
export type PeopleListField = (typeof PEOPLE_LIST_FIELDS)[number];

/** GET /controller/stakeholders/{type}/{id}/people: ZPeopleQuery plus `fields=avatar,email,...`. */
export const ZControllerPeopleQuery = ZPeopleQuery.extend({
  fields: text()
    .max(200, { error: "ND1027" })
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((f) => f.trim())
        .filter((f) => f !== ""),
    )
    .pipe(z.array(z.enum(PEOPLE_LIST_FIELDS, { error: "ND1027" }))),
});
export type TControllerPeopleQuery = z.input<typeof ZControllerPeopleQuery>;

/** A row of the controller people lists; the optional keys are present only when asked for in `fields`. */
export const ZPersonListItem = z.object({
  stakeholderId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  /** Global score 0-10, null while there are no results. */
  progress: z.number().nullable(),
  /** With `fields=stakeholderDepartmentId`: the department's id and name (null at the company root). */
  stakeholderDepartmentId: z.number().int().nullable().optional(),
  departmentName: z.string().nullable().optional(),
  /** With `fields=stakeholderDepartmentParentName`: the name of the parent of the person's department. */
  stakeholderDepartmentParentName: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
});
export type TPersonListItem = z.infer<typeof ZPersonListItem>;

/** A department of the tree: ZDepartment plus the people of it and all its sub-departments. */
export const ZDepartmentNode = ZDepartment.extend({ totalPeopleCount: z.number().int() });
export type TDepartmentNode = z.infer<typeof ZDepartmentNode>;

/** PUT /controller/stakeholders/people/{id}: ZPersonInput; profiles and managed companies may be sent only unchanged. */
export const ZControllerPersonInput = ZPersonInput.extend({
  profiles: z
    .array(z.enum(PROFILES, { error: "ND1006" }), { error: "ND1006" })
    .max(16, { error: "ND1006" })
    .optional(),
  controllerCompanyIds: z.array(id, { error: "ND1006" }).max(10_000, { error: "ND1006" }).optional(),
});
export type TControllerPersonInput = z.input<typeof ZControllerPersonInput>;
export type TControllerPersonInputParsed = z.output<typeof ZControllerPersonInput>;

/** PUT /controller/stakeholders/tags/{companyId}/{tagId}: rename (members change through .../people). */
export const ZTagUpdate = z.object({ name: requiredText(MAX_LENGTHS.tagName) });

/** PUT /controller/stakeholders/tags/{companyId}/{tagId}/people: people added to and removed from the tag. */
export const ZTagMembersChange = z
  .object({
    add: z.array(id, { error: "ND1027" }).max(100_000, { error: "ND1027" }).default([]),
    remove: z.array(id, { error: "ND1027" }).max(100_000, { error: "ND1027" }).default([]),
  })
  .refine((c) => c.add.length + c.remove.length > 0, { error: "ND1032" });

/** GET /controller/stakeholders/companies/{id}/organization: company, child companies, departments, search hits. */
export const ZOrganization = z.object({
  company: z.object({
    stakeholderId: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    peopleCount: z.number().int(),
  }),
  childCompanies: z.array(
    z.object({
      stakeholderId: z.number().int(),
      name: z.string(),
      peopleCount: z.number().int(),
      /** Only managed companies can be opened. */
      managed: z.boolean(),
    }),
  ),
  departments: z.array(ZDepartmentNode),
  /** With `?search=`: the matching departments (ids) and the first people that match; null without a search. */
  search: z
    .object({
      departmentIds: z.array(z.number().int()),
      people: z.array(ZPersonListItem),
      /** More people matched than the ones listed. */
      truncated: z.boolean(),
    })
    .nullable(),
});
export type TOrganization = z.infer<typeof ZOrganization>;
export const ORGANIZATION_SEARCH_LIMIT = 50;

// ---------------------------------------------------------------- field errors

/** One refused field of a form: the catalogue code to show next to it. */
export interface FieldError {
  field: string;
  code: ErrorCode;
}

/** The code a schema issue names (its message), or ND1027 when it names none. */
function issueCode(message: string): ErrorCode {
  return /^(ND|NF|ER)\d{4}$/.test(message) ? (message as ErrorCode) : "ND1027";
}

/** A failed parse as {field, code} pairs, one per field (the first issue of each), fields as dotted paths. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Map<string, ErrorCode>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    if (!seen.has(field)) seen.set(field, issueCode(issue.message));
  }
  return [...seen].map(([field, code]) => ({ field, code }));
}

// ---------------------------------------------------------------- admin dashboard (and the other admin answers)

/** A stakeholder id in a path or query: positive and within PostgreSQL's integer range. */
export const ZStakeholderIdParam = z.coerce
  .number({ error: "ND1027" })
  .int({ error: "ND1027" })
  .positive({ error: "ND1027" })
  .max(2_147_483_647, { error: "ND1027" });

/** GET /admin/audit: newest first; filters by company, entity type and entity id. */
export const ZAuditQuery = ZPageQuery.extend({
  companyId: ZStakeholderIdParam.optional(),
  entityType: text().trim().max(40, { error: "ND1027" }).optional(),
  entityId: ZStakeholderIdParam.optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

const ZDashboardTotals = z.object({
  companies: z.number().int(),
  people: z.number().int(),
  departments: z.number().int(),
});

/** GET /admin/dashboard: totals, contracts per service (companies contracting each service id), recent audit events. */
export const ZAdminDashboard = z.object({
  totals: ZDashboardTotals,
  contractsPerService: z.array(z.object({ serviceId: z.number().int(), companies: z.number().int() })),
  recentAudit: z.array(ZAuditEvent),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** GET /admin/dashboard/{companyId}: the same over the company and its child companies, plus people per top-level department. */
export const ZAdminCompanyDashboard = ZAdminDashboard.extend({
  company: ZCompany,
  /** Each top-level department with the people of its whole branch; `stakeholderDepartmentId` null: people without a department. */
  peoplePerDepartment: z.array(
    z.object({
      stakeholderDepartmentId: z.number().int().nullable(),
      name: z.string().nullable(),
      people: z.number().int(),
    }),
  ),
});
export type TAdminCompanyDashboard = z.infer<typeof ZAdminCompanyDashboard>;

/** How a person relates to a company in GET /admin/stakeholders/people/{id}/companies. */
export const PERSON_COMPANY_RELATIONSHIPS = ["MEMBER", "CONTROLLER", "ADMIN"] as const;
export const ZPersonCompany = ZCompany.extend({
  relationships: z.array(z.enum(PERSON_COMPANY_RELATIONSHIPS)),
});
export type TPersonCompany = z.infer<typeof ZPersonCompany>;

/** GET /stakeholders/companies/{id}/logo?v=<hash prefix>: `v` only makes the URL change with the image. */
export const ZLogoQuery = z.object({ v: text().max(64, { error: "ND1027" }).optional() });

/**
 * PUT /admin/stakeholders/companies/{id} (and the multipart `data`): the whole record as ZCompanyInput, except
 * that environment, type, language and time zone, when left out, keep their values instead of the defaults.
 */
export const ZCompanyUpdate = ZCompanyInput.extend({
  environment: z.enum(ENVIRONMENTS, { error: "ND1027" }).optional(),
  type: z.enum(COMPANY_TYPES, { error: "ND1027" }).optional(),
  locale: z.enum(LOCALES, { error: "NF1006" }).optional(),
  timeZone: ZTimeZone.optional(),
});
export type TCompanyUpdate = z.input<typeof ZCompanyUpdate>;

/**
 * PUT /admin/stakeholders/people/{id} (and the multipart `data`): the whole record as ZPersonInput, except that
 * profiles and managed companies, when left out, stay as they are (privileges never drop by omission).
 */
export const ZPersonUpdate = ZPersonInput.extend({
  profiles: z
    .array(z.enum(PROFILES, { error: "ND1006" }), { error: "ND1006" })
    .min(1, { error: "ND1006" })
    .max(16, { error: "ND1006" }) // three profiles; room for repeats, which the server ignores
    .optional(),
  controllerCompanyIds: z
    .array(ZStakeholderId, { error: "ND1027" })
    .max(10_000, { error: "ND1027" })
    .optional(),
});
export type TPersonUpdate = z.input<typeof ZPersonUpdate>;
