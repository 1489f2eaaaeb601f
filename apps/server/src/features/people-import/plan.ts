import type { Gender, ImportColumn, Locale, SpreadsheetFormat } from "@wellguard/contract";
import type { NewDepartment, PlannedPerson, RowPlan } from "./analyse";

/*
 * The plan of an upload as stored in people_imports.plan: JSON with each person as an array (a third of the
 * size of objects with names), written once at the upload and read once by the commit.
 */

type PersonTuple = [
  row: number,
  name: string,
  surname: string,
  email: string,
  login: string | null,
  userCode: string | null,
  gender: Gender | null,
  phone: string | null,
  timeZone: string | null,
  locale: Locale | null,
  departmentKey: string | null,
  services: number[] | null,
];

interface StoredPlan {
  v: 1;
  format: SpreadsheetFormat;
  columns: ImportColumn[];
  headers: Partial<Record<ImportColumn, string>>;
  total: number;
  departments: NewDepartment[];
  people: PersonTuple[];
}

export function encodePlan(plan: RowPlan): Buffer {
  const stored: StoredPlan = {
    v: 1,
    format: plan.format,
    columns: plan.columns,
    headers: plan.headers,
    total: plan.total,
    departments: plan.departments,
    people: plan.people.map((p) => [
      p.row,
      p.name,
      p.surname,
      p.email,
      p.login,
      p.userCode,
      p.gender,
      p.phone,
      p.timeZone,
      p.locale,
      p.departmentKey,
      p.services,
    ]),
  };
  return Buffer.from(JSON.stringify(stored), "utf8");
}

/** Only plans of uploads without errors are stored, so a decoded plan has no errors or refused rows. */
export function decodePlan(bytes: Buffer): RowPlan {
  const stored = JSON.parse(bytes.toString("utf8")) as StoredPlan;
  if (stored.v !== 1) throw new Error("unknown import plan version");
  const people: PlannedPerson[] = stored.people.map(
    ([
      row,
      name,
      surname,
      email,
      login,
      userCode,
      gender,
      phone,
      timeZone,
      locale,
      departmentKey,
      services,
    ]) => ({
      row,
      personId: null,
      name,
      surname,
      email,
      login,
      userCode,
      gender,
      phone,
      timeZone,
      locale,
      departmentKey,
      services,
    }),
  );
  return {
    format: stored.format,
    columns: stored.columns,
    headers: stored.headers,
    total: stored.total,
    people,
    refused: [],
    errors: [],
    departments: stored.departments,
  };
}
