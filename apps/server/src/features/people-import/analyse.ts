import {
  fieldErrors,
  type Gender,
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
  isCleanText,
  isEmailOutsideDomains,
  type Locale,
  localeFromLanguageTag,
  MAX_LENGTHS,
  SERVICES,
  type SpreadsheetFormat,
  type TImportRowError,
  ZPersonInput,
} from "@wellguard/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/errors";
import type { SheetData } from "./read-file";
import { GENDER_LOOKUP, HEADER_LOOKUP, normaliseHeader } from "./texts";

/*
 * The checks of an import, shared by the preview and the commit: the header row (ND1014), every row against
 * the contract's ZPersonInput rules (ND1012 + the precise code), duplicates inside the file and against people
 * already on the platform (ND1013 + the precise code), and the plan: which rows create a person, which update
 * the person of this company with the same e-mail, which departments are missing. Every database check is one
 * set-based query for the whole file, never one per row.
 */

export interface ImportOptions {
  /** The services of the imported people (rows may name their own). */
  services: number[];
  surveyFlowId: number;
}

export interface CompanyFacts {
  id: number;
  services: number[];
  /** The company's e-mail domains: rows with an address outside them are listed (not refused). */
  domains?: readonly string[];
}

/** Rows whose e-mail lies outside the company's domains: accepted, but the preview says so before the commit. */
export interface OutsideDomains {
  count: number;
  /** The first IMPORT_LIMITS.maxErrorsShown, by row. */
  rows: { row: number; email: string }[];
  /** The company's domains, for the message. */
  domains: string[];
}

/** What a row writes. `null` login on an update: the person keeps theirs. */
export interface PlannedPerson {
  row: number;
  personId: number | null;
  name: string;
  surname: string;
  email: string;
  login: string | null;
  userCode: string | null;
  gender: Gender | null;
  phone: string | null;
  timeZone: string | null;
  locale: Locale | null;
  /** Lower-case path key ("sales/iberia"), or null for the company root. */
  departmentKey: string | null;
  /** null: every service of the company. */
  services: number[] | null;
}

export interface NewDepartment {
  key: string;
  /** As first written in the file. */
  name: string;
  parentKey: string | null;
  path: string;
}

export interface Analysis {
  columns: ImportColumn[];
  total: number;
  creates: number;
  updates: number;
  errorCount: number;
  errors: TImportRowError[];
  newDepartments: NewDepartment[];
  outsideDomains: OutsideDomains;
  /** Lower-case path key -> id of the company's existing departments. */
  departments: Map<string, number>;
  people: PlannedPerson[];
}

/** A header row is recognised when at least one of its cells names a column. */
export function isHeaderRow(cells: string[]): boolean {
  return cells.some((c) => HEADER_LOOKUP.has(normaliseHeader(c)));
}

interface HeaderProblem {
  column: string;
  problem: "missing" | "unknown" | "duplicated";
}

/** Column key -> cell index; refuses missing required, unknown and duplicated headers (ND1014). */
export function mapHeaders(headers: string[]): Map<ImportColumn, number> {
  const map = new Map<ImportColumn, number>();
  const problems: HeaderProblem[] = [];
  headers.forEach((header, index) => {
    if (header === "") return; // a column without a header is not read
    const column = HEADER_LOOKUP.get(normaliseHeader(header));
    if (!column) problems.push({ column: header, problem: "unknown" });
    else if (map.has(column)) problems.push({ column: header, problem: "duplicated" });
    else map.set(column, index);
  });
  for (const required of IMPORT_REQUIRED_COLUMNS) {
    if (!map.has(required)) problems.push({ column: required, problem: "missing" });
  }
  if (problems.length > 0) {
    throw new AppError("ND1014", {
      field: "headers",
      message: "The header row is not right",
      refusals: problems.map((p) => ({
        row: 1,
        column: p.column,
        applicationCode: "ND1014",
        message: p.problem,
      })),
    });
  }
  return map;
}

/** "awareness, 4" -> [1, 4]; ids or service keys separated by commas, semicolons, bars or spaces. */
function parseServices(text: string): number[] | undefined {
  const ids = new Set<number>();
  for (const token of text.split(/[\s,;|]+/)) {
    if (token === "") continue;
    const asNumber = /^\d+$/.test(token)
      ? Number(token)
      : (SERVICES as readonly string[]).indexOf(token.toLowerCase()) + 1;
    if (!(asNumber >= 1 && asNumber <= SERVICES.length)) return undefined;
    ids.add(asNumber);
  }
  return ids.size === 0 ? undefined : [...ids].sort((a, b) => a - b);
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

/** Department paths of a company: lower-case "a/b/c" -> id. */
async function departmentPaths(db: Db, companyId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("departments")
    .select(["id", "parent_id", "name"])
    .where("company_id", "=", companyId)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keys = new Map<number, string>();
  const keyOf = (id: number, depth = 0): string => {
    const known = keys.get(id);
    if (known !== undefined) return known;
    const row = byId.get(id);
    if (!row || depth > 100) return "";
    const own = row.name.toLowerCase();
    const key = row.parent_id === null ? own : `${keyOf(row.parent_id, depth + 1)}/${own}`;
    keys.set(id, key);
    return key;
  };
  const paths = new Map<string, number>();
  for (const row of rows) paths.set(keyOf(row.id), row.id);
  return paths;
}

/** The contract's person rules for the columns a spreadsheet has (ZPersonInput, without the API-only fields). */
const ZRowInput = ZPersonInput.pick({
  name: true,
  surname: true,
  email: true,
  login: true,
  userCode: true,
  phone: true,
  timeZone: true,
});

/**
 * What the rows of a file say, checked against the rules that need no database (ZPersonInput, genders,
 * languages, services, department paths). Kept with the upload as the import's plan: the commit checks it
 * against the database again instead of reading the file a second time.
 */
export interface RowPlan {
  format: SpreadsheetFormat;
  columns: ImportColumn[];
  /** The header text of each column, as written in the file. */
  headers: Partial<Record<ImportColumn, string>>;
  total: number;
  /** Rows that passed these checks (`personId` still null). */
  people: PlannedPerson[];
  /** Row numbers refused by these checks (their people are still checked for duplicates, for the report). */
  refused: number[];
  errors: TImportRowError[];
  /** Every department path the people name, parents first (existing ones are dropped by the database check). */
  departments: NewDepartment[];
}

export function checkRows(company: CompanyFacts, options: ImportOptions, sheet: SheetData): RowPlan {
  const columnIndex = mapHeaders(sheet.headers);
  const columns = IMPORT_COLUMNS.filter((c) => columnIndex.has(c));
  const headers: Partial<Record<ImportColumn, string>> = {};
  for (const column of columns) headers[column] = sheet.headers[columnIndex.get(column) ?? -1] ?? column;

  const errors: TImportRowError[] = [];
  const refused = new Set<number>();
  const fail = (row: number, field: ImportColumn | "_row", detailCode: string) => {
    errors.push({
      row,
      column: field === "_row" ? "" : (headers[field] ?? field),
      field,
      applicationCode: "ND1012",
      detailCode,
    });
    refused.add(row);
  };

  const defaultServices = sameSet(options.services, company.services) ? null : options.services;
  const departments = new Map<string, NewDepartment>();
  const people: PlannedPerson[] = [];
  const at = (column: ImportColumn) => columnIndex.get(column) ?? -1;
  const [iName, iSurname, iEmail, iLogin, iCode, iDept, iGender, iPhone, iZone, iLanguage, iServices] = [
    at("name"),
    at("surname"),
    at("email"),
    at("login"),
    at("userCode"),
    at("department"),
    at("gender"),
    at("phone"),
    at("timeZone"),
    at("language"),
    at("services"),
  ];

  for (const { row, cells } of sheet.rows) {
    const cell = (index: number): string | null => (index < 0 ? null : (cells[index] ?? null));
    // Cells beyond the header row, or under a blank header, are a structure problem of that row.
    for (let index = 0; index < cells.length; index++) {
      if (cells[index] !== null && (index >= sheet.headers.length || sheet.headers[index] === "")) {
        errors.push({
          row,
          column: `#${index + 1}`,
          field: "_row",
          applicationCode: "ND1012",
          detailCode: "ND1014",
        });
        refused.add(row);
      }
    }

    let gender: Gender | null = null;
    const genderText = cell(iGender);
    if (genderText !== null) {
      const found = GENDER_LOOKUP.get(normaliseHeader(genderText));
      if (found) gender = found;
      else fail(row, "gender", "ND1005");
    }
    let locale: Locale | null = null;
    const languageText = cell(iLanguage);
    if (languageText !== null) {
      const found = localeFromLanguageTag(languageText.replace("_", "-"));
      if (found) locale = found;
      else fail(row, "language", "NF1006");
    }
    let services = defaultServices;
    const servicesText = cell(iServices);
    if (servicesText !== null) {
      const ids = parseServices(servicesText);
      if (!ids) fail(row, "services", "ND1015");
      else if (!ids.every((id) => company.services.includes(id))) fail(row, "services", "NF1003");
      else services = sameSet(ids, company.services) ? null : ids;
    }
    let departmentKey: string | null = null;
    const departmentText = cell(iDept);
    if (departmentText !== null) {
      const segments = departmentText.split("/").map((s) => s.trim());
      if (segments.some((s) => s === "")) fail(row, "department", "ND1030");
      // Department names are texts like any other (issue 15, point 3); the database refuses them too.
      else if (!segments.every(isCleanText)) fail(row, "department", "ND1027");
      else if (segments.some((s) => s.length > MAX_LENGTHS.departmentName.max)) {
        fail(row, "department", MAX_LENGTHS.departmentName.code);
      } else {
        let parentKey: string | null = null;
        let key = "";
        for (let i = 0; i < segments.length; i++) {
          const segment = segments[i] as string;
          key = i === 0 ? segment.toLowerCase() : `${key}/${segment.toLowerCase()}`;
          if (!departments.has(key)) {
            departments.set(key, { key, name: segment, parentKey, path: segments.slice(0, i + 1).join("/") });
          }
          parentKey = key;
        }
        departmentKey = parentKey;
      }
    }

    const parsed = ZRowInput.safeParse({
      name: cell(iName) ?? "",
      surname: cell(iSurname),
      email: cell(iEmail) ?? "",
      login: cell(iLogin),
      userCode: cell(iCode),
      phone: cell(iPhone),
      timeZone: cell(iZone),
    });
    if (!parsed.success) {
      for (const { field, code } of fieldErrors(parsed.error)) {
        fail(
          row,
          (IMPORT_COLUMNS as readonly string[]).includes(field) ? (field as ImportColumn) : "_row",
          code,
        );
      }
      continue;
    }
    const input = parsed.data;
    people.push({
      row,
      personId: null,
      name: input.name,
      surname: input.surname,
      email: input.email,
      login: input.login,
      userCode: input.userCode,
      gender,
      phone: input.phone,
      timeZone: input.timeZone,
      locale,
      departmentKey,
      services,
    });
  }
  return {
    format: sheet.format,
    columns,
    headers,
    total: sheet.rows.length,
    people,
    refused: [...refused],
    errors,
    departments: [...departments.values()],
  };
}

/**
 * The checks that need the database, on a plan from `checkRows` (at the upload, and again at the commit):
 * duplicates inside the file and against people on the platform, which rows update a person of this company,
 * which departments are missing, and services the company (still) has.
 */
export async function checkDatabase(db: Db, company: CompanyFacts, plan: RowPlan): Promise<Analysis> {
  const errors: TImportRowError[] = [...plan.errors];
  const refused = new Set(plan.refused);
  const fail: Fail = (row, field, code, detailCode, duplicateRows) => {
    errors.push({
      row,
      column: plan.headers[field] ?? field,
      field,
      applicationCode: code,
      detailCode,
      ...(duplicateRows ? { duplicateRows } : {}),
    });
    refused.add(row);
  };
  // The company's services may have changed since the upload (null: every service the company has).
  const people = plan.people.map((p) => ({ ...p, personId: null }));
  for (const p of people) {
    if (p.services && !p.services.every((id) => company.services.includes(id))) {
      fail(p.row, "services", "ND1012", "NF1003");
    }
  }
  await checkDuplicates(db, company.id, people, fail);

  const existing = await departmentPaths(db, company.id);
  const valid = people.filter((p) => !refused.has(p.row));
  const planned = new Map(plan.departments.map((d) => [d.key, d]));
  // Only missing departments that an accepted row needs are created.
  const needed = new Set<string>();
  for (const p of valid) {
    for (
      let key = p.departmentKey;
      key !== null && !existing.has(key);
      key = planned.get(key)?.parentKey ?? null
    ) {
      needed.add(key);
    }
  }
  const outside = people
    .filter((p) => isEmailOutsideDomains(p.email, company.domains ?? []))
    .map((p) => ({ row: p.row, email: p.email }));
  const columnOrder = new Map<string, number>(IMPORT_COLUMNS.map((c, i) => [c, i]));
  errors.sort((a, b) => a.row - b.row || (columnOrder.get(a.field) ?? 99) - (columnOrder.get(b.field) ?? 99));
  return {
    columns: plan.columns,
    total: plan.total,
    creates: valid.filter((p) => p.personId === null).length,
    updates: valid.filter((p) => p.personId !== null).length,
    errorCount: errors.length,
    errors: errors.slice(0, IMPORT_LIMITS.maxErrorsShown),
    newDepartments: plan.departments.filter((d) => needed.has(d.key)),
    outsideDomains: {
      count: outside.length,
      rows: outside.slice(0, IMPORT_LIMITS.maxErrorsShown),
      domains: [...(company.domains ?? [])],
    },
    departments: existing,
    people: errors.length === 0 ? valid : [],
  };
}

/** Both checks, as the upload runs them. */
export async function analyse(
  db: Db,
  company: CompanyFacts,
  options: ImportOptions,
  sheet: SheetData,
): Promise<{ analysis: Analysis; plan: RowPlan }> {
  const plan = checkRows(company, options, sheet);
  return { analysis: await checkDatabase(db, company, plan), plan };
}

type Fail = (
  row: number,
  field: ImportColumn,
  code: "ND1012" | "ND1013",
  detailCode: string,
  /** A duplicate inside the file: the other rows with the same value. */
  duplicateRows?: number[],
) => void;

/**
 * Inside the file: the same e-mail, login or user code on two rows (every such row is reported, with the others'
 * row numbers, so the message can say "duplicated in the file, rows 2 and 7"). Against the
 * platform: an e-mail of another company's person (ND1039), a login held by another person (ND1034 another
 * company, ND1048 this one), a user code of another person of this company (ND1048). A row whose e-mail is a
 * person of this company becomes an update of that person.
 */
async function checkDuplicates(
  db: Db,
  companyId: number,
  people: PlannedPerson[],
  fail: Fail,
): Promise<void> {
  const existingByEmail = new Map<string, { id: number; company_id: number; login: string }>();
  const emails = people.map((p) => p.email);
  for (let start = 0; start < emails.length; start += 20_000) {
    const { rows } = await sql<{ id: number; company_id: number; email: string; login: string }>`
      select p.id, p.company_id, lower(p.email) as email, p.login
      from unnest(${emails.slice(start, start + 20_000)}::text[]) as e(email)
      join people p on lower(p.email) = e.email and p.deleted_at is null and p.email is not null`.execute(db);
    for (const r of rows) existingByEmail.set(r.email, r);
  }
  for (const person of people) {
    const existing = existingByEmail.get(person.email);
    if (!existing) continue;
    if (existing.company_id === companyId) person.personId = existing.id;
    else fail(person.row, "email", "ND1013", "ND1039");
  }

  // The login each row will have: its own, else (create) the e-mail, else (update) the current one.
  const loginOf = (p: PlannedPerson) =>
    (
      p.login ?? (p.personId === null ? p.email : (existingByEmail.get(p.email)?.login ?? p.email))
    ).toLowerCase();
  const loginField = (p: PlannedPerson): ImportColumn => (p.login === null ? "email" : "login");

  const inFile = (
    key: (p: PlannedPerson) => string | null,
    field: (p: PlannedPerson) => ImportColumn,
    code: string,
    alreadyReported: (list: PlannedPerson[]) => boolean = () => false,
  ) => {
    const seen = new Map<string, PlannedPerson[]>();
    for (const p of people) {
      const k = key(p);
      if (k === null) continue;
      const list = seen.get(k);
      if (list) list.push(p);
      else seen.set(k, [p]);
    }
    for (const list of seen.values()) {
      if (list.length > 1 && !alreadyReported(list))
        for (const p of list)
          fail(
            p.row,
            field(p),
            "ND1013",
            code,
            list.filter((other) => other !== p).map((other) => other.row),
          );
    }
  };
  inFile(
    (p) => p.email,
    () => "email",
    "ND1029",
  );
  // Logins taken from equal e-mails are the e-mail duplicate already reported.
  inFile(loginOf, loginField, "ND1048", (list) => list.every((p) => p.login === null));
  inFile(
    (p) => p.userCode?.toLowerCase() ?? null,
    () => "userCode",
    "ND1048",
  );

  const logins = [...new Set(people.filter((p) => p.login !== null || p.personId === null).map(loginOf))];
  const loginOwners = new Map<string, { id: number; company_id: number }>();
  for (let start = 0; start < logins.length; start += 20_000) {
    const { rows } = await sql<{ id: number; company_id: number; login: string }>`
      select p.id, p.company_id, lower(p.login) as login
      from unnest(${logins.slice(start, start + 20_000)}::text[]) as l(login)
      join people p on lower(p.login) = l.login`.execute(db);
    for (const r of rows) loginOwners.set(r.login, r);
  }
  const codes = [...new Set(people.flatMap((p) => (p.userCode ? [p.userCode.toLowerCase()] : [])))];
  const codeOwners = new Map<string, number>();
  // "= any" rather than a join: the join's row estimate is huge enough to switch PostgreSQL's JIT on (+0.3 s).
  for (let start = 0; start < codes.length; start += 20_000) {
    const { rows } = await sql<{ id: number; code: string }>`
      select p.id, lower(p.user_code) as code from people p
      where p.company_id = ${companyId} and p.deleted_at is null and p.user_code is not null
        and lower(p.user_code) = any(${codes.slice(start, start + 20_000)}::text[])`.execute(db);
    for (const r of rows) codeOwners.set(r.code, r.id);
  }
  for (const p of people) {
    if (p.login !== null || p.personId === null) {
      const owner = loginOwners.get(loginOf(p));
      if (owner && owner.id !== p.personId) {
        fail(p.row, loginField(p), "ND1013", owner.company_id === companyId ? "ND1048" : "ND1034");
      }
    }
    const codeOwner = p.userCode ? codeOwners.get(p.userCode.toLowerCase()) : undefined;
    if (codeOwner !== undefined && codeOwner !== p.personId) fail(p.row, "userCode", "ND1013", "ND1048");
  }
}
