import { LOCALE_NAMES, type Locale, SURVEY_FLOWS, serviceKey, type TAuditEvent } from "@wellguard/contract";

/**
 * What an audit event changed, field by field, for people to read: the records the server stores are the API's
 * (ZCompany, ZPerson, ZDepartment, tag and import summaries), so ids that have a readable twin (the parent
 * company's id next to its name) and the record's own id are left out, and empty values (null, "", []) count as
 * the same "nothing".
 */

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Ids shown through a readable twin, or that never change. */
const HIDDEN = new Set([
  "id",
  "stakeholderId",
  "domain",
  "stakeholderCompanyId",
  "stakeholderParentCompanyId",
  "stakeholderDepartmentParentId",
  "importId",
  // The creation date never changes and the event's own date says it.
  "createdAt",
]);

/** The order fields are listed in (the forms' order); any other field follows, alphabetically. */
const ORDER = [
  "name",
  "surname",
  "fileName",
  "email",
  "login",
  "userCode",
  "code",
  "domains",
  "logo",
  "type",
  "environment",
  "company",
  "parentCompanyName",
  "department",
  "stakeholderDepartmentParentName",
  "gender",
  "phone",
  "locale",
  "timeZone",
  "avatar",
  "profiles",
  "controllerCompanyIds",
  "services",
  "surveyFlowId",
  "created",
  "updated",
  "departmentsCreated",
  "personIds",
  "added",
  "removed",
  "peopleCount",
  "childCompanyCount",
  "progress",
  "hasPassword",
  "federated",
  "createdAt",
];

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === "" ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length === 0)
  );
}

/** A stable text for comparing values (object keys in any order compare equal). */
function canonical(value: unknown): string {
  if (isEmpty(value)) return "";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function rank(field: string): number {
  const index = ORDER.indexOf(field);
  return index === -1 ? ORDER.length : index;
}

/**
 * The fields an event changed: on an update those whose value differs; on a create the filled-in fields of the
 * new record (a new record's "no" flags and zero counts say nothing); on a delete the filled-in fields of the
 * record as it was.
 */
export function auditChanges(event: Pick<TAuditEvent, "before" | "after">): AuditChange[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const created = event.before === null;
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => !(created && (after[field] === false || after[field] === 0)))
    .filter((field) => !HIDDEN.has(field) && canonical(before[field]) !== canonical(after[field]))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** The record's name as the event shows it (after a create or update, before a delete), or null. */
export function auditEntityName(event: Pick<TAuditEvent, "before" | "after">): string | null {
  const record = event.after ?? event.before;
  if (!record) return null;
  if (typeof record.fileName === "string" && record.fileName) return record.fileName;
  const name = typeof record.name === "string" ? record.name : "";
  const surname = typeof record.surname === "string" ? record.surname : "";
  return `${name} ${surname}`.trim() || null;
}

/** Translation lookups the value formatter needs (i18next's `t`, or a stand-in in tests). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** More ids than this are summarised as a count (a tag may gain thousands of members at once). */
const MAX_IDS_LISTED = 10;

/** Where the field label comes from: the shared organisation vocabulary, else the audit page's own. */
export function auditFieldLabel(field: string, entityType: string, t: Translate): string {
  if (field === "name") {
    if (entityType === "people") return t("organisation:fields.name");
    if (entityType === "companies") return t("organisation:fields.companyName");
    if (entityType === "departments") return t("organisation:fields.departmentName");
    return t("admin:audit.fields.name");
  }
  const shared: Record<string, string> = {
    surname: "surname",
    email: "email",
    login: "login",
    userCode: "userCode",
    gender: "gender",
    phone: "phone",
    timeZone: "timeZone",
    locale: "language",
    department: "department",
    avatar: "avatar",
    profiles: "profiles",
    controllerCompanyIds: "controllerCompanies",
    services: "services",
    company: "company",
    domains: "domains",
    code: "code",
    logo: "logo",
    environment: "environment",
    type: "type",
    parentCompanyName: "parentCompany",
    surveyFlowId: "surveyFlow",
    stakeholderDepartmentParentName: "parentDepartment",
    progress: "progress",
    createdAt: "createdAt",
    peopleCount: "people",
  };
  const sharedKey = shared[field];
  if (sharedKey) return t(`organisation:fields.${sharedKey}`);
  const own = [
    "fileName",
    "created",
    "updated",
    "departmentsCreated",
    "personIds",
    "added",
    "removed",
    "childCompanyCount",
    "hasPassword",
    "federated",
  ];
  return own.includes(field) ? t(`admin:audit.fields.${field}`) : field;
}

function list(values: unknown[], one: (v: unknown) => string): string {
  return values.map(one).join(", ");
}

function ids(values: unknown[], t: Translate): string {
  if (values.length > MAX_IDS_LISTED) return t("admin:audit.value.count", { count: values.length });
  return list(values, (v) => `#${String(v)}`);
}

/**
 * A value as a person reads it: translated names for services, profiles, genders, company types, environments,
 * languages and survey flows; names for nested records; dates in the interface language (`formatDate`). Null
 * when the value is empty (the view shows a dash with an "empty" label).
 */
export function formatAuditValue(
  field: string,
  value: unknown,
  t: Translate,
  formatDate: (iso: string) => string,
): string | null {
  if (isEmpty(value)) return null;
  if (typeof value === "boolean") return t(value ? "admin:audit.value.yes" : "admin:audit.value.no");
  switch (field) {
    case "services":
      if (Array.isArray(value))
        return list(value, (id) => {
          const key = serviceKey(Number(id));
          return key ? t(`contract:services.${key}.name`) : `#${String(id)}`;
        });
      break;
    case "profiles":
      if (Array.isArray(value)) return list(value, (p) => t(`contract:profiles.${String(p)}`));
      break;
    case "gender":
      return t(`organisation:genders.${String(value)}`);
    case "type":
      return t(`organisation:companyTypes.${String(value)}`);
    case "environment":
      return t(`organisation:environments.${String(value)}`);
    case "locale":
      return LOCALE_NAMES[value as Locale] ?? String(value);
    case "surveyFlowId": {
      const flow = SURVEY_FLOWS.find((f) => f.id === Number(value));
      return flow ? t(`contract:surveyFlows.${flow.key}.name`) : `#${String(value)}`;
    }
    case "logo":
      // The address holds the image's hash: a different address is a different image.
      return t("admin:audit.value.image");
    case "createdAt":
      if (typeof value === "string") return formatDate(value);
      break;
    case "controllerCompanyIds":
    case "personIds":
    case "added":
    case "removed":
      if (Array.isArray(value)) return ids(value, t);
      break;
  }
  if (Array.isArray(value)) return list(value, (v) => formatAuditValue(field, v, t, formatDate) ?? "—");
  if (typeof value === "object" && value !== null) {
    const name = (value as Record<string, unknown>).name;
    return typeof name === "string" ? name : JSON.stringify(value);
  }
  return String(value);
}

export interface AuditChangeText {
  field: string;
  label: string;
  /** Null: the field was empty. */
  before: string | null;
  after: string | null;
}

/** One change ready to show: the field's label and both values as text. */
export function formatAuditChange(
  change: AuditChange,
  entityType: string,
  t: Translate,
  formatDate: (iso: string) => string,
): AuditChangeText {
  let after = formatAuditValue(change.field, change.after, t, formatDate);
  const before = formatAuditValue(change.field, change.before, t, formatDate);
  // Two logos both read "image": say the later one is another image.
  if (change.field === "logo" && before !== null && after !== null) after = t("admin:audit.value.newImage");
  return { field: change.field, label: auditFieldLabel(change.field, entityType, t), before, after };
}
