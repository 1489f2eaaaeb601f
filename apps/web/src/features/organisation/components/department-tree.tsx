import type { TDepartment } from "@wellguard/contract";
import { type KeyboardEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./department-tree.css";

/** A department of the tree; `totalPeopleCount` (with sub-departments) is computed when the API leaves it out. */
export type TreeDepartment = TDepartment & { totalPeopleCount?: number };

export interface DepartmentTreeProps {
  /** Every department of one company, flat, with parent ids (GET .../companies/{id}/departments). */
  departments: TreeDepartment[];
  /** Enter, Space or a click on a department. */
  onSelect?: (department: TreeDepartment) => void;
  selectedId?: number | null;
  /** Buttons or links shown beside a department (they stay in the Tab order). */
  renderActions?: (department: TreeDepartment) => ReactNode;
  /** The tree's accessible name; default "Departments". */
  label?: string;
  testId?: string;
}

interface Node {
  department: TreeDepartment;
  children: Node[];
  total: number;
  level: number;
}

/** Builds the tree (children sorted by name) and the people totals; departments whose parent is missing go to the root. */
export function buildDepartmentTree(departments: TreeDepartment[], locale?: string): Node[] {
  const ids = new Set(departments.map((d) => d.id));
  const byParent = new Map<number | null, TreeDepartment[]>();
  for (const d of departments) {
    const parent =
      d.stakeholderDepartmentParentId !== null && ids.has(d.stakeholderDepartmentParentId)
        ? d.stakeholderDepartmentParentId
        : null;
    const list = byParent.get(parent) ?? [];
    list.push(d);
    byParent.set(parent, list);
  }
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const visiting = new Set<number>();
  const build = (parent: number | null, level: number): Node[] =>
    (byParent.get(parent) ?? [])
      .filter((d) => !visiting.has(d.id))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((department) => {
        visiting.add(department.id); // a cycle in bad data cannot loop forever
        const children = build(department.id, level + 1);
        const total =
          department.totalPeopleCount ??
          department.peopleCount + children.reduce((sum, child) => sum + child.total, 0);
        return { department, children, total, level };
      });
  return build(null, 1);
}

/**
 * The departments of a company as an accessible tree (WAI-ARIA tree view): one Tab stop, arrow keys move
 * (Up/Down), open and close (Right/Left), Home/End jump, Enter or Space selects. Each department shows its
 * people, directly and with its sub-departments.
 */
export function DepartmentTree({
  departments,
  onSelect,
  selectedId,
  renderActions,
  label,
  testId = "department-tree",
}: DepartmentTreeProps) {
  const { t, i18n } = useTranslation("organisation");
  const baseId = useId();
  const roots = useMemo(() => buildDepartmentTree(departments, i18n.language), [departments, i18n.language]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const [activeId, setActiveId] = useState<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLDivElement>());

  // The departments a keyboard can reach now: every node whose ancestors are all open, in screen order.
  const visible = useMemo(() => {
    const out: Node[] = [];
    const walk = (nodes: Node[]) => {
      for (const node of nodes) {
        out.push(node);
        if (!collapsed.has(node.department.id)) walk(node.children);
      }
    };
    walk(roots);
    return out;
  }, [roots, collapsed]);
  const parentOf = useMemo(() => {
    const map = new Map<number, number | null>();
    const walk = (nodes: Node[], parent: number | null) => {
      for (const node of nodes) {
        map.set(node.department.id, parent);
        walk(node.children, node.department.id);
      }
    };
    walk(roots, null);
    return map;
  }, [roots]);

  const focusable =
    activeId !== null && visible.some((n) => n.department.id === activeId)
      ? activeId
      : selectedId !== undefined && selectedId !== null && visible.some((n) => n.department.id === selectedId)
        ? selectedId
        : (visible[0]?.department.id ?? null);

  const focusItem = useCallback((id: number) => {
    setActiveId(id);
    itemRefs.current.get(id)?.focus();
  }, []);

  const toggle = (id: number, open: boolean) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, node: Node) => {
    // Keys pressed on an action button inside the item belong to that button.
    if (event.target !== event.currentTarget) return;
    const id = node.department.id;
    const index = visible.findIndex((n) => n.department.id === id);
    const hasChildren = node.children.length > 0;
    const open = hasChildren && !collapsed.has(id);
    let handled = true;
    switch (event.key) {
      case "ArrowDown": {
        const next = visible[index + 1];
        if (next) focusItem(next.department.id);
        break;
      }
      case "ArrowUp": {
        const previous = visible[index - 1];
        if (previous) focusItem(previous.department.id);
        break;
      }
      case "ArrowRight":
        if (hasChildren && !open) toggle(id, true);
        else if (open && node.children[0]) focusItem(node.children[0].department.id);
        break;
      case "ArrowLeft": {
        const parent = parentOf.get(id);
        if (open) toggle(id, false);
        else if (parent !== undefined && parent !== null) focusItem(parent);
        break;
      }
      case "Home":
        if (visible[0]) focusItem(visible[0].department.id);
        break;
      case "End": {
        const last = visible[visible.length - 1];
        if (last) focusItem(last.department.id);
        break;
      }
      case "Enter":
      case " ":
        onSelect?.(node.department);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const renderNodes = (nodes: Node[]): ReactNode =>
    nodes.map((node, index) => {
      const d = node.department;
      const hasChildren = node.children.length > 0;
      const open = hasChildren && !collapsed.has(d.id);
      const labelId = `${baseId}-${d.id}-label`;
      const countId = `${baseId}-${d.id}-count`;
      return (
        <div
          key={d.id}
          ref={(element) => {
            if (element) itemRefs.current.set(d.id, element);
            else itemRefs.current.delete(d.id);
          }}
          role="treeitem"
          aria-level={node.level}
          aria-setsize={nodes.length}
          aria-posinset={index + 1}
          aria-expanded={hasChildren ? open : undefined}
          aria-selected={selectedId === d.id}
          aria-labelledby={labelId}
          aria-describedby={countId}
          tabIndex={focusable === d.id ? 0 : -1}
          className="wg-tree-item"
          data-testid={`${testId}-item`}
          data-id={d.id}
          onKeyDown={(event) => onKeyDown(event, node)}
          onClick={(event) => {
            // The click's keyboard twins are the arrow keys, Enter and Space (onKeyDown).
            event.stopPropagation();
            const target = event.target as HTMLElement;
            if (target.closest("button, a, input, select, textarea")) return;
            focusItem(d.id);
            if (target.closest("[data-toggle]")) toggle(d.id, !open);
            else onSelect?.(d);
          }}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setActiveId(d.id);
          }}
        >
          <div className="wg-tree-row" data-selected={selectedId === d.id || undefined}>
            <span className="wg-tree-toggle" data-toggle={hasChildren || undefined} aria-hidden>
              {hasChildren ? (open ? "▾" : "▸") : ""}
            </span>
            <span
              id={labelId}
              className="wg-tree-label"
              data-clickable={onSelect ? true : undefined}
              data-testid={`${testId}-name`}
            >
              {d.name}
            </span>
            <span id={countId} className="wg-tree-count" data-testid={`${testId}-count`}>
              {node.total === d.peopleCount
                ? t("tree.people", { count: d.peopleCount })
                : t("tree.peopleWithSub", { count: d.peopleCount, total: node.total })}
            </span>
            {renderActions && <span className="wg-tree-actions">{renderActions(d)}</span>}
          </div>
          {hasChildren && open && (
            // biome-ignore lint/a11y/useSemanticElements: the nested level of a WAI-ARIA tree is role=group, not a fieldset
            <div role="group" className="wg-tree-group">
              {renderNodes(node.children)}
            </div>
          )}
        </div>
      );
    });

  if (roots.length === 0) {
    return (
      <p role="status" data-testid={`${testId}-empty`}>
        {t("tree.empty")}
      </p>
    );
  }
  return (
    <div role="tree" aria-label={label ?? t("tree.label")} className="wg-tree" data-testid={testId}>
      {renderNodes(roots)}
    </div>
  );
}
