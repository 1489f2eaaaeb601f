/** The few fields of a department the tree helpers need (ZDepartmentNode has them). */
export interface FlatDepartment {
  id: number;
  name: string;
  stakeholderDepartmentParentId: number | null;
}

export interface TreeNode<T extends FlatDepartment> {
  department: T;
  children: TreeNode<T>[];
}

/**
 * Builds the department tree (the company is the root, so top-level departments have no parent) from the flat
 * list the API answers; children keep the list's order. A department whose parent is missing from the list is
 * shown at the top level rather than lost, and a corrupt cycle cannot loop.
 */
export function buildTree<T extends FlatDepartment>(departments: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(departments.map((d) => [d.id, { department: d, children: [] }]));
  const roots: TreeNode<T>[] = [];
  for (const department of departments) {
    const node = nodes.get(department.id) as TreeNode<T>;
    const parentId = department.stakeholderDepartmentParentId;
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (parent && !isAncestor(nodes, department.id, parentId as number)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Whether `ancestorId` is `id` or above `id` when walking up from `from` (guards against cycles). */
function isAncestor<T extends FlatDepartment>(
  nodes: Map<number, TreeNode<T>>,
  ancestorId: number,
  from: number,
): boolean {
  let at: number | null = from;
  for (let steps = 0; at !== null && steps <= nodes.size; steps++) {
    if (at === ancestorId) return true;
    at = nodes.get(at)?.department.stakeholderDepartmentParentId ?? null;
  }
  return false;
}

/** The ids of the given departments and of every department above them: what must be shown to reach them. */
export function withAncestors(departments: readonly FlatDepartment[], ids: Iterable<number>): Set<number> {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const out = new Set<number>();
  for (const id of ids) {
    let at: number | null = id;
    while (at !== null && !out.has(at) && byId.has(at)) {
      out.add(at);
      at = byId.get(at)?.stakeholderDepartmentParentId ?? null;
    }
  }
  return out;
}

/** The departments in tree order with their depth, e.g. for an indented <select>. */
export function flattenTree<T extends FlatDepartment>(
  roots: readonly TreeNode<T>[],
  depth = 0,
  out: { department: T; depth: number }[] = [],
): { department: T; depth: number }[] {
  for (const node of roots) {
    out.push({ department: node.department, depth });
    flattenTree(node.children, depth + 1, out);
  }
  return out;
}

/** The path from the top-level department down to `id` ("Operations / IT / Security"), or [] if unknown. */
export function pathOf<T extends FlatDepartment>(departments: readonly T[], id: number): T[] {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const path: T[] = [];
  let at: number | null = id;
  while (at !== null && byId.has(at) && path.length <= departments.length) {
    const department = byId.get(at) as T;
    path.unshift(department);
    at = department.stakeholderDepartmentParentId;
  }
  return path;
}
