import type { TSuppressed } from "@wellguard/contract";

/*
 * The one place wellbeing figures pass before they reach a controller (docs/privacy.md). Sensitive results
 * (climate, burnout, impact) leave the server only as aggregates, and only when none of these would let a
 * controller narrow them to fewer than `minGroupSize` people:
 *
 * 1. group: an aggregate of fewer people than minGroupSize is withheld;
 * 2. tag: never broken down by tag (a controller makes tags, so tag and not-tag could isolate anyone);
 * 3. time: figures are monthly, published at month ends; a month's figure replaces the previous one only when
 *    at least minGroupSize people's answers changed since it (else the previous figure stays), so two
 *    moments can never be told apart by one person's answer;
 * 4. complement: in the department tree, when a parent's figure is shown, the withheld parts under it (its
 *    own people and its withheld sub-departments) are either none or at least minGroupSize people; else the
 *    smallest shown sub-department is withheld too, until that holds.
 *
 * Groups are made by the department a person was in when they answered (the record's department), so moving
 * a person between departments, which controllers can do, moves no answer already given.
 */

/** A sum of values and of people behind it, at one month end, for one record department. */
export interface MonthPart {
  sum: number;
  people: number;
  /** People whose answer changed during the month. */
  changed: number;
}

export interface Published {
  value: number | null;
  people: number;
  suppressed: TSuppressed;
  /** The month (index in the series) whose state the value shows: a carried value shows an earlier month. */
  month?: number;
}

/**
 * The published series of one group: for each month end, in order from the first, its parts summed, then the
 * group and time rules. Always computed from the first month of history, so what is published at a month end
 * does not depend on the period a controller asks for.
 */
export function publishSeries(months: readonly MonthPart[], minGroupSize: number): Published[] {
  const series: Published[] = [];
  let last: number | null = null;
  let lastMonth = -1;
  let changedSinceLast = 0;
  for (const [index, month] of months.entries()) {
    changedSinceLast += month.changed;
    if (month.people < minGroupSize) {
      series.push({ value: null, people: month.people, suppressed: "group" });
      continue;
    }
    if (last === null || changedSinceLast >= minGroupSize) {
      last = Math.round((month.sum / month.people) * 10) / 10;
      lastMonth = index;
      changedSinceLast = 0;
    }
    series.push({ value: last, people: month.people, suppressed: null, month: lastMonth });
  }
  return series;
}

export interface TreeNode {
  id: number;
  parentId: number | null;
}

/**
 * The complement rule over a department tree: `shown` maps each node (and the root, id 0: the whole company)
 * to its people when its figure is shown; `own` gives each node's people in no sub-department (the root's own:
 * people in no department). Returns the ids withheld by the rule, beside those already withheld.
 */
export function complementSuppressed(
  nodes: readonly TreeNode[],
  people: ReadonlyMap<number, number>,
  own: ReadonlyMap<number, number>,
  shownAtStart: ReadonlySet<number>,
  minGroupSize: number,
): Set<number> {
  const shown = new Set(shownAtStart);
  const withheld = new Set<number>();
  const children = new Map<number, number[]>();
  for (const node of nodes) {
    const parent = node.parentId ?? 0;
    children.set(parent, [...(children.get(parent) ?? []), node.id]);
  }
  // Parents first, from the root down, so a withheld child is counted when its own children are looked at.
  const order: number[] = [0];
  for (let i = 0; i < order.length; i += 1) order.push(...(children.get(order[i] ?? 0) ?? []));
  let changed = true;
  while (changed) {
    changed = false;
    for (const parent of order) {
      if (!shown.has(parent)) continue;
      const kids = children.get(parent) ?? [];
      const hidden = () =>
        (own.get(parent) ?? 0) +
        kids.filter((k) => !shown.has(k)).reduce((sum, k) => sum + (people.get(k) ?? 0), 0);
      while (hidden() > 0 && hidden() < minGroupSize) {
        const smallest = kids
          .filter((k) => shown.has(k))
          .sort((a, b) => (people.get(a) ?? 0) - (people.get(b) ?? 0) || a - b)[0];
        if (smallest === undefined) break;
        shown.delete(smallest);
        withheld.add(smallest);
        changed = true;
      }
    }
  }
  return withheld;
}
