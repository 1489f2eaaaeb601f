import { describe, expect, it } from "vitest";
import { buildTree, type FlatDepartment, flattenTree, pathOf, withAncestors } from "./tree";

const d = (id: number, name: string, parent: number | null): FlatDepartment => ({
  id,
  name,
  stakeholderDepartmentParentId: parent,
});

const list = [
  d(1, "Operations", null),
  d(2, "IT", 1),
  d(3, "Security", 2),
  d(4, "Sales", null),
  d(5, "Iberia", 4),
];

describe("department tree helpers", () => {
  it("nests the flat list under the company root, keeping the order", () => {
    const roots = buildTree(list);
    expect(roots.map((n) => n.department.name)).toEqual(["Operations", "Sales"]);
    expect(roots[0]?.children[0]?.children[0]?.department.name).toBe("Security");
    expect(flattenTree(roots).map((e) => `${e.depth}:${e.department.name}`)).toEqual([
      "0:Operations",
      "1:IT",
      "2:Security",
      "0:Sales",
      "1:Iberia",
    ]);
  });

  it("keeps orphans and cycles at the top level instead of losing or looping", () => {
    const roots = buildTree([d(1, "A", 2), d(2, "B", 1), d(3, "Orphan", 99)]);
    const names = flattenTree(roots).map((e) => e.department.name);
    expect(names.sort()).toEqual(["A", "B", "Orphan"]);
  });

  it("finds what must be opened to show a match, and the path of a department", () => {
    expect([...withAncestors(list, [3])].sort()).toEqual([1, 2, 3]);
    expect(withAncestors(list, [99]).size).toBe(0);
    expect(pathOf(list, 3).map((x) => x.name)).toEqual(["Operations", "IT", "Security"]);
  });
});
