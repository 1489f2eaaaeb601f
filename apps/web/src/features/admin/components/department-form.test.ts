import type { TDepartment } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { possibleParents } from "./department-form";

const d = (id: number, parent: number | null): TDepartment => ({
  id,
  stakeholderId: id,
  name: `D${id}`,
  stakeholderCompanyId: 1,
  stakeholderDepartmentParentId: parent,
  stakeholderDepartmentParentName: null,
  peopleCount: 0,
});

describe("possibleParents", () => {
  const all = [d(1, null), d(2, 1), d(3, 2), d(4, null), d(5, 3)];

  it("offers every department for a new one", () => {
    expect(possibleParents(all, null).map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("leaves out the department itself and everything below it (ND1030 on the server)", () => {
    expect(possibleParents(all, 2).map((x) => x.id)).toEqual([1, 4]);
  });
});
