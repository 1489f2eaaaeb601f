import {
  fieldErrors,
  type Gender,
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
  type Locale,
  localeFromLanguageTag,
  MAX_LENGTHS,
  SERVICES,
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

export async function analyse(
  db: Db,
  company: CompanyFacts,
  options: ImportOptions,
  sheet: SheetData,
): Promise<Analysis> {
  const columnIndex = mapHeaders(sheet.headers);
  const columns = IMPORT_COLUMNS.filter((c) => columnIndex.has(c));
  const headerText = (column: ImportColumn | "_row") =>
    column === "_row" ? "" : (sheet.headers[columnIndex.get(column) ?? -1] ?? column);

  const errors: TImportRowError[] = [];
  const rowsWithErrors = new Set<number>();
  const fail = (row: number, field: ImportColumn | "_row", code: "ND1012" | "ND1013", detailCode: string) => {
    errors.push({ row, column: headerText(field), field, applicationCode: code, detailCode });
    rowsWithErrors.add(row);
  };

  const defaultServices = sameSet(options.services, company.services) ? null : options.services;
  const departments = await departmentPaths(db, company.id);
  const newDepartments = new Map<string, NewDepartment>();
  const people: PlannedPerson[] = [];

  for (const { row, cells } of sheet.rows) {
    const cell = (column: ImportColumn): string | null => {
      const index = columnIndex.get(column);
      return index === undefined ? null : (cells[index] ?? null);
    };
    // Cells beyond the header row, or under a blank header, are a structure problem of that row.
    cells.forEach((value, index) => {
      if (value !== null && (index >= sheet.headers.length || sheet.headers[index] === "")) {
        errors.push({
          row,
          column: `#${index + 1}`,
          field: "_row",
          applicationCode: "ND1012",
          detailCode: "ND1014",
        });
        rowsWithErrors.add(row);
      }
    });

    let gender: Gender | null = null;
    const genderText = cell("gender");
    if (genderText !== null) {
      const found = GENDER_LOOKUP.get(normaliseHeader(genderText));
      if (found) gender = found;
      else fail(row, "gender", "ND1012", "ND1005");
    }
    let locale: Locale | null = null;
    const languageText = cell("language");
    if (languageText !== null) {
      const found = localeFromLanguageTag(languageText.replace("_", "-"));
      if (found) locale = found;
      else fail(row, "language", "ND1012", "NF1006");
    }
    let services = defaultServices;
    const servicesText = cell("services");
    if (servicesText !== null) {
      const ids = parseServices(servicesText);
      if (!ids) fail(row, "services", "ND1012", "ND1015");
      else if (!ids.every((id) => company.services.includes(id))) fail(row, "services", "ND1012", "NF1003");
      else services = sameSet(ids, company.services) ? null : ids;
    }
    let departmentKey: string | null = null;
    const departmentText = cell("department");
    if (departmentText !== null) {
      const segments = departmentText.split("/").map((s) => s.trim());
      if (segments.some((s) => s === "")) fail(row, "department", "ND1012", "ND1030");
      else if (segments.some((s) => s.length > MAX_LENGTHS.departmentName.max)) {
        fail(row, "department", "ND1012", MAX_LENGTHS.departmentName.code);
      } else {
        let parentKey: string | null = null;
        for (let i = 0; i < segments.length; i++) {
          const key = segments
            .slice(0, i + 1)
            .map((s) => s.toLowerCase())
            .join("/");
          if (!departments.has(key) && !newDepartments.has(key)) {
            newDepartments.set(key, {
              key,
              name: segments[i] as string,
              parentKey,
              path: segments.slice(0, i + 1).join("/"),
            });
          }
          parentKey = key;
        }
        departmentKey = parentKey;
      }
    }

    const parsed = ZPersonInput.safeParse({
      name: cell("name") ?? "",
      surname: cell("surname"),
      email: cell("email") ?? "",
      login: cell("login"),
      userCode: cell("userCode"),
      phone: cell("phone"),
      timeZone: cell("timeZone"),
    });
    if (!parsed.success) {
      for (const { field, code } of fieldErrors(parsed.error)) {
        const column = (IMPORT_COLUMNS as readonly string[]).includes(field)
          ? (field as ImportColumn)
          : "_row";
        fail(row, column, "ND1012", code);
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

  await checkDuplicates(db, company.id, people, fail);

  const valid = people.filter((p) => !rowsWithErrors.has(p.row));
  const columnOrder = new Map<string, number>(IMPORT_COLUMNS.map((c, i) => [c, i]));
  errors.sort((a, b) => a.row - b.row || (columnOrder.get(a.field) ?? 99) - (columnOrder.get(b.field) ?? 99));
  // Departments only a refused row needs are not part of the plan.
  const neededKeys = new Set<string>();
  for (const p of valid) {
    for (let key = p.departmentKey; key; key = newDepartments.get(key)?.parentKey ?? null) {
      if (!newDepartments.has(key)) break;
      neededKeys.add(key);
    }
  }
  return {
    columns,
    total: sheet.rows.length,
    creates: valid.filter((p) => p.personId === null).length,
    updates: valid.filter((p) => p.personId !== null).length,
    errorCount: errors.length,
    errors: errors.slice(0, IMPORT_LIMITS.maxErrorsShown),
    newDepartments: [...newDepartments.values()].filter((d) => neededKeys.has(d.key)),
    departments,
    people: errors.length === 0 ? valid : [],
  };
}

type Fail = (row: number, field: ImportColumn, code: "ND1012" | "ND1013", detailCode: string) => void;

/**
 * Inside the file: the same e-mail, login or user code on two rows (every such row is reported). Against the
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
        for (const p of list) fail(p.row, field(p), "ND1013", code);
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
  for (let start = 0; start < codes.length; start += 20_000) {
    const { rows } = await sql<{ id: number; code: string }>`
      select p.id, lower(p.user_code) as code
      from unnest(${codes.slice(start, start + 20_000)}::text[]) as u(code)
      join people p on p.company_id = ${companyId} and lower(p.user_code) = u.code
        and p.deleted_at is null and p.user_code is not null`.execute(db);
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
