import type { TDepartment } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { buildDepartmentTree } from "./department-tree";

function department(id: number, name: string, parent: number | null, peopleCount: number): TDepartment {
  return {
    id,
    stakeholderId: id,
    name,
    stakeholderCompanyId: 1,
    stakeholderDepartmentParentId: parent,
    stakeholderDepartmentParentName: null,
    peopleCount,
  };
}

describe("buildDepartmentTree", () => {
  it("nests departments under their parents, sorted by name, with people totals of each branch", () => {
    const tree = buildDepartmentTree(
      [
        department(3, "Security", 2, 4),
        department(1, "Sales", null, 2),
        department(2, "IT", 4, 1),
        department(4, "Operations", null, 0),
      ],
      "en",
    );
    expect(tree.map((n) => n.department.name)).toEqual(["Operations", "Sales"]);
    const operations = tree[0];
    expect(operations?.total).toBe(5);
    expect(operations?.children[0]?.department.name).toBe("IT");
    expect(operations?.children[0]?.children[0]?.level).toBe(3);
  });

  it("puts a department whose parent is missing at the top, and survives a cycle in bad data", () => {
    const tree = buildDepartmentTree([
      department(5, "Orphan", 99, 1),
      department(6, "A", 7, 0),
      department(7, "B", 6, 0),
    ]);
    expect(tree.map((n) => n.department.name)).toEqual(["Orphan"]);
  });

  it("uses the API's total when it sends one", () => {
    const tree = buildDepartmentTree([{ ...department(1, "Only", null, 2), totalPeopleCount: 10 }]);
    expect(tree[0]?.total).toBe(10);
  });
});
