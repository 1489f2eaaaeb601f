import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { problemsOf, rowErrorText } from "./messages";

const columnName = (key: string) => `[${key}]`;

describe("import problems", () => {
  it("says what to do for each kind of refused file", () => {
    const error = new ApiError(412, "ND1014", "file.uncompressed", "x");
    expect(problemsOf(error, columnName)).toEqual([
      { key: "peopleImport:problems.file.uncompressed", field: "file" },
    ]);
  });

  it("lists each header problem, translating the names of missing columns", () => {
    const error = new ApiError(412, "ND1014", "headers", "x", {
      refusals: [
        { row: 1, column: "Shoe size", applicationCode: "ND1014", message: "unknown" },
        { row: 1, column: "email", applicationCode: "ND1014", message: "missing" },
      ],
    });
    expect(problemsOf(error, columnName)).toEqual([
      { key: "peopleImport:problems.headers", field: "file" },
      { key: "peopleImport:problems.unknown", values: { column: "Shoe size" }, field: "file" },
      { key: "peopleImport:problems.missing", values: { column: "[email]" }, field: "file" },
    ]);
  });

  it("puts option codes next to their field and explains network and expired uploads", () => {
    expect(problemsOf(new ApiError(412, "ND1016", "surveyFlowId", "x"), columnName)).toEqual([
      { key: "contract:errors.ND1016", field: "surveyFlowId" },
    ]);
    expect(problemsOf(new ApiError(403, "NF1003", "services", "x"), columnName)[0]?.field).toBe("services");
    expect(problemsOf(new ApiError(0, null, null, "x"), columnName)).toEqual([
      { key: "peopleImport:problems.network" },
    ]);
    expect(problemsOf(new ApiError(412, "ND1033", null, "x"), columnName)).toEqual([
      { key: "peopleImport:problems.expired" },
    ]);
  });

  it("names every row of a duplicate inside the file (issue 15, point 14)", () => {
    const t = (key: string, values?: Record<string, string>) =>
      key === "peopleImport:errorsTable.rowsAnd" ? "and" : `${key}(${values?.rows})`;
    const base = {
      column: "Email",
      field: "email",
      applicationCode: "ND1013" as const,
      detailCode: "ND1029",
    };
    expect(rowErrorText({ ...base, row: 7, duplicateRows: [2] }, t)).toBe(
      "peopleImport:errorsTable.duplicateInFile(2 and 7)",
    );
    expect(rowErrorText({ ...base, row: 4, duplicateRows: [9, 2] }, t)).toBe(
      "peopleImport:errorsTable.duplicateInFile(2, 4 and 9)",
    );
    const many = Array.from({ length: 30 }, (_, i) => i + 3);
    expect(rowErrorText({ ...base, row: 2, duplicateRows: many }, t)).toBe(
      "peopleImport:errorsTable.duplicateInFile(2, 3, 4, 5, 6, 7, 8, 9, 10, … and 32)",
    );
  });

  it("words a row error by its precise code, marking duplicates", () => {
    const t = (key: string, values?: Record<string, string>) => (values ? `${key}(${values.problem})` : key);
    const base = { row: 3, column: "Email", field: "email" };
    expect(rowErrorText({ ...base, applicationCode: "ND1012", detailCode: "ND1041" }, t)).toBe(
      "contract:errors.ND1041",
    );
    expect(rowErrorText({ ...base, applicationCode: "ND1013", detailCode: "ND1039" }, t)).toBe(
      "peopleImport:errorsTable.duplicate(contract:errors.ND1039)",
    );
  });
});
