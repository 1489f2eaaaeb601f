import {
  BREACH_ALERT_DAYS,
  BREACH_LEVEL_SCORES,
  type BreachFlag,
  breachLevel,
  breachScore,
  type TBreach,
  type TBreachAlert,
  type TBreachDashboard,
  type TBreachTotals,
  type TUserBreaches,
} from "@wellguard/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { BreachSource } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { type Department, round1, subtreeOf } from "../dashboards/overview";
import { refreshBreachLevels } from "./store";

/*
 * The read side of breach monitoring and the employee's flags (docs/breaches.md). Every controller figure counts
 * the exposures of the company's live people (a deleted person's exposures stay in the table but leave the
 * figures), narrowed to a department subtree when asked. The dashboard is a handful of set-based statements
 * whatever the company's size (bench/src/breaches.ts): no person's row is read into memory, except the capped list
 * of people with an unsolved password.
 */

/** At most this many people in the dashboard's unsolved-password list (the export has every exposure). */
export const UNSOLVED_PASSWORDS_LIMIT = 500;
/** The dashboard's newest breaches. */
export const NEWEST_BREACHES = 10;
/** Months of the dashboard's trend, the current one last. */
export const TREND_MONTHS = 12;

interface BreachRow {
  breach_id: number;
  name: string;
  title: string;
  breach_date: string | null;
  domain: string | null;
  data_classes: string[];
  description: string;
  verified: boolean;
  source: BreachSource;
}

/** The breach's columns as `BreachRow` names (the table is `b`); the date as text, never a local-midnight Date. */
const breachColumns = sql`b.id as breach_id, b.name, b.title, to_char(b.breach_date, 'YYYY-MM-DD') as breach_date,
  b.domain, b.data_classes, b.description, b.verified, b.source`;
const breachGroup = sql`b.id, b.name, b.title, b.breach_date, b.domain, b.data_classes, b.description, b.verified,
  b.source`;

function breachOf(row: BreachRow): TBreach {
  return {
    breachId: row.breach_id,
    name: row.name,
    title: row.title,
    breachDate: row.breach_date,
    domain: row.domain,
    dataClasses: row.data_classes,
    description: row.description,
    verified: row.verified,
    source: row.source,
  };
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The person's exposures, newest first (by first seen, then breach date), their totals, level and score. */
export async function userBreaches(db: Db, personId: number): Promise<TUserBreaches> {
  const { rows } = await sql<
    BreachRow & {
      person_id: number;
      email: string;
      first_seen: Date;
      password_exposed: boolean;
      password_changed_at: Date | null;
      solved_at: Date | null;
    }
  >`select ${breachColumns}, e.person_id, e.email, e.first_seen, e.password_exposed, e.password_changed_at,
      e.solved_at
    from breach_exposures e join breaches b on b.id = e.breach_id
    where e.person_id = ${personId}
    order by e.first_seen desc, b.breach_date desc nulls last, b.id desc`.execute(db);
  const level = breachLevel(
    rows.map((r) => ({
      passwordExposed: r.password_exposed,
      passwordChangedAt: r.password_changed_at,
      solvedAt: r.solved_at,
    })),
  );
  const totals: TBreachTotals = {
    totalbreaches: rows.length,
    totalbreachessolved: rows.filter((r) => r.solved_at !== null).length,
    totalbreachespwd: rows.filter((r) => r.password_exposed).length,
    totalbreachespwdsolved: rows.filter(
      (r) => r.password_exposed && (r.password_changed_at !== null || r.solved_at !== null),
    ).length,
  };
  return {
    ...totals,
    level,
    score: breachScore(level),
    breaches: rows.map((r) => ({
      breach: breachOf(r),
      stakeholders: [
        {
          stakeholderId: r.person_id,
          email: r.email,
          firstSeen: r.first_seen.toISOString(),
          passwordExposed: r.password_exposed,
          status: {
            password: r.password_changed_at !== null,
            solved: r.solved_at !== null,
            passwordAt: iso(r.password_changed_at),
            solvedAt: iso(r.solved_at),
          },
        },
      ],
    })),
  };
}

/**
 * Marks one of the person's exposures: "password" (they changed the password) or "solved". Idempotent: a flag
 * already set keeps its first date. 404 ND1000 when the person has no exposure to that breach (an unknown breach,
 * or another company's, is no different). The person's breach level is rewritten in the same transaction.
 */
export async function setExposureFlag(
  db: Db,
  personId: number,
  breachId: number,
  flag: BreachFlag,
  now: Date,
): Promise<TUserBreaches> {
  return db.transaction().execute(async (trx) => {
    const column = flag === "password" ? "password_changed_at" : "solved_at";
    const updated = await trx
      .updateTable("breach_exposures")
      .set({ [column]: sql`coalesce(${sql.ref(column)}, ${now})` })
      .where("person_id", "=", personId)
      .where("breach_id", "=", breachId)
      .returning("company_id")
      .executeTakeFirst();
    if (!updated) throw new AppError("ND1000", { field: "breachId" });
    await refreshBreachLevels(trx, updated.company_id, [personId], now);
    return userBreaches(trx, personId);
  });
}

/**
 * The company's time zone, its domains, its department tree, and the thirteen month starts that bound the trend's
 * twelve months (the current one last) in its zone, with the months' labels; ND1000 when the company is gone.
 */
async function companyFrame(db: Db, companyId: number, now: Date) {
  const [company, departments] = await Promise.all([
    sql<{ time_zone: string; domains: string[]; bounds: string[]; labels: string[] }>`
      with m as (
        select i, (date_trunc('month', ${now}::timestamptz at time zone c.time_zone)
          - make_interval(months => ${TREND_MONTHS - 1} - i)) as local_start
        from companies c, generate_series(0, ${TREND_MONTHS}) as i where c.id = ${companyId}
      )
      select c.time_zone,
        array(select d.domain from company_domains d where d.company_id = c.id) as domains,
        array(select (m.local_start at time zone c.time_zone)::text from m order by m.i) as bounds,
        array(select to_char(m.local_start, 'YYYY-MM') from m where m.i < ${TREND_MONTHS} order by m.i) as labels
      from companies c where c.id = ${companyId} and c.deleted_at is null`.execute(db),
    sql<Department>`select id, name, parent_id from departments where company_id = ${companyId}
      order by name, id`.execute(db),
  ]);
  const row = company.rows[0];
  if (!row) throw new AppError("ND1000", { field: "companyId" });
  return { ...row, departments: departments.rows };
}

const emptyLevels = (): [number, number, number, number] => [0, 0, 0, 0];

function averageScore(levels: readonly number[]): number | null {
  const people = levels.reduce((sum, n) => sum + n, 0);
  if (people === 0) return null;
  return round1(levels.reduce((sum, n, level) => sum + n * (BREACH_LEVEL_SCORES[level] ?? 0), 0) / people);
}

/**
 * The controller's breach dashboard (docs/breaches.md "Dashboard") of the company or a department's subtree
 * (ND1000 when the department is not the company's). People counted are the monitored ones: live people whose
 * address is in one of the company's domains, and anyone with an exposure; a person without exposure is level 0.
 * Departments are each a subtree, as on the other dashboards.
 *
 * Three statements over the exposures, two at a time (bench/src/breaches.ts holds them to 3× one plain
 * aggregate): the people's levels (one pass over people and exposures, grouped per person then per department
 * and level); the exposures grouped by breach, month found, month solved and password state (totals, trend and
 * newest breaches are sums of these few rows); and the capped unsolved-password list.
 */
export async function breachDashboard(
  db: Db,
  companyId: number,
  departmentId: number | null,
  now: Date,
): Promise<TBreachDashboard> {
  const frame = await companyFrame(db, companyId, now);
  if (departmentId !== null && !frame.departments.some((d) => d.id === departmentId))
    throw new AppError("ND1000", { field: "department" });
  const subtree = departmentId === null ? null : subtreeOf(frame.departments, departmentId);
  const inSubtree = subtree ? sql`and p.department_id = any(${subtree}::int[])` : sql``;
  // The exposures of the scope's live people (`e`): without a department, only the few deleted people are left
  // out, which spares the three statements a join to every person.
  const exposureScope = subtree
    ? sql`e.company_id = ${companyId} and e.person_id in (select p.id from people p
        where p.company_id = ${companyId} and p.deleted_at is null ${inSubtree})`
    : sql`e.company_id = ${companyId} and e.person_id not in (select p.id from people p
        where p.company_id = ${companyId} and p.deleted_at is not null)`;
  const unchanged = sql`e.solved_at is null and e.password_exposed and e.password_changed_at is null`;

  // The levels on one connection; the exposures' two statements one after the other on another: two statements
  // at a time, so that on a small server the heaviest (the levels) is not slowed by the others.
  const levelsQuery = sql<{ department_id: number | null; level: number; people: number; exposed: number }>`
      select department_id, level, count(*)::int as people, count(*) filter (where exposed)::int as exposed
      from (
        select p.department_id, count(e.id) > 0 as exposed,
          case when count(*) filter (where e.id is not null and e.solved_at is null) = 0 then 0
            else 1 + least(2, count(*) filter (where ${unchanged})) end as level
        from people p left join breach_exposures e on e.person_id = p.id and e.company_id = ${companyId}
        where p.company_id = ${companyId} and p.deleted_at is null ${inSubtree}
        group by p.id
        having count(e.id) > 0 or split_part(lower(p.email), '@', 2) = any(${frame.domains}::text[])
      ) per_person
      group by department_id, level`;
  const exposuresQuery = sql<{
    breach_id: number;
    found: number;
    solved: number | null;
    password: boolean;
    changed: boolean;
    n: number;
    first_seen: Date;
  }>`select e.breach_id, width_bucket(e.first_seen, ${frame.bounds}::timestamptz[]) as found,
        width_bucket(e.solved_at, ${frame.bounds}::timestamptz[]) as solved, e.password_exposed as password,
        e.password_changed_at is not null as changed, count(*)::int as n, min(e.first_seen) as first_seen
      from breach_exposures e
      where ${exposureScope}
      group by 1, 2, 3, 4, 5`;
  const unsolvedQuery = sql<{
    person_id: number;
    name: string;
    email: string;
    department_name: string | null;
    n: number;
    oldest: Date;
  }>`
      select p.id as person_id, trim(p.name || ' ' || p.surname) as name, coalesce(p.email, x.email) as email,
        dp.name as department_name, x.n, x.oldest
      from (
        select e.person_id, count(*)::int as n, min(e.first_seen) as oldest, min(e.email) as email
        from breach_exposures e
        where ${exposureScope} and ${unchanged}
        group by e.person_id
        order by count(*) desc, min(e.first_seen), e.person_id
        limit ${UNSOLVED_PASSWORDS_LIMIT}
      ) x join people p on p.id = x.person_id left join departments dp on dp.id = p.department_id
      order by x.n desc, x.oldest, p.id`;
  const [levelRows, [exposureRows, unsolvedRows]] = await Promise.all([
    levelsQuery.execute(db),
    exposuresQuery
      .execute(db)
      .then(async (exposures) => [exposures, await unsolvedQuery.execute(db)] as const),
  ]);

  const levels = emptyLevels();
  let exposedPeople = 0;
  const levelsByDepartment = new Map<number | null, [number, number, number, number]>();
  for (const row of levelRows.rows) {
    exposedPeople += row.exposed;
    levels[row.level] = (levels[row.level] ?? 0) + row.people;
    const own = levelsByDepartment.get(row.department_id) ?? emptyLevels();
    own[row.level] = (own[row.level] ?? 0) + row.people;
    levelsByDepartment.set(row.department_id, own);
  }
  const people = levels.reduce((sum, n) => sum + n, 0);

  const shown = subtree ? frame.departments.filter((d) => subtree.includes(d.id)) : frame.departments;
  const departments = shown.map((d) => {
    const sum = emptyLevels();
    for (const id of subtreeOf(frame.departments, d.id)) {
      const own = levelsByDepartment.get(id);
      if (own) for (const level of [0, 1, 2, 3] as const) sum[level] += own[level];
    }
    return {
      departmentId: d.id,
      name: d.name,
      people: sum.reduce((total, n) => total + n, 0),
      levels: sum,
      score: averageScore(sum),
    };
  });

  const totals = { totalbreaches: 0, totalbreachessolved: 0, totalbreachespwd: 0, totalbreachespwdsolved: 0 };
  const byBreach = new Map<number, { people: number; firstSeen: Date }>();
  for (const row of exposureRows.rows) {
    totals.totalbreaches += row.n;
    if (row.solved !== null) totals.totalbreachessolved += row.n;
    if (row.password) totals.totalbreachespwd += row.n;
    if (row.password && (row.changed || row.solved !== null)) totals.totalbreachespwdsolved += row.n;
    const breach = byBreach.get(row.breach_id);
    if (!breach) byBreach.set(row.breach_id, { people: row.n, firstSeen: row.first_seen });
    else {
      breach.people += row.n;
      if (row.first_seen < breach.firstSeen) breach.firstSeen = row.first_seen;
    }
  }

  // Bucket i (1-12) is the trend's month i; 0 is before it. Open at a month's end: found by then, not solved by then.
  const trend = frame.labels.map((month, index) => {
    const bucket = index + 1;
    let found = 0;
    let solved = 0;
    let open = 0;
    for (const row of exposureRows.rows) {
      if (row.found === bucket) found += row.n;
      if (row.solved === bucket) solved += row.n;
      if (row.found <= bucket && (row.solved === null || row.solved > bucket)) open += row.n;
    }
    return { month, found, solved, open };
  });

  const newestIds = [...byBreach.entries()]
    .sort(([idA, a], [idB, b]) => b.firstSeen.getTime() - a.firstSeen.getTime() || idB - idA)
    .slice(0, NEWEST_BREACHES);
  const newestRows =
    newestIds.length === 0
      ? []
      : (
          await sql<BreachRow>`select ${breachColumns} from breaches b
            where b.id = any(${newestIds.map(([id]) => id)}::int[])`.execute(db)
        ).rows;
  const breachById = new Map(newestRows.map((r) => [r.breach_id, r]));

  return {
    totals: { ...totals, people, exposedPeople },
    levels,
    score: averageScore(levels),
    departments,
    trend,
    newest: newestIds.flatMap(([id, b]) => {
      const row = breachById.get(id);
      return row ? [{ breach: breachOf(row), people: b.people, firstSeen: b.firstSeen.toISOString() }] : [];
    }),
    unsolvedPasswords: unsolvedRows.rows.map((r) => ({
      stakeholderId: r.person_id,
      name: r.name,
      email: r.email,
      departmentName: r.department_name,
      breaches: r.n,
      oldestFirstSeen: r.oldest.toISOString(),
    })),
  };
}

/**
 * The overall dashboard's alerts: breaches first found in the company (among its live people) within the last
 * BREACH_ALERT_DAYS days, newest first, with how many of its people each touches.
 */
export async function breachAlerts(db: Db, companyId: number, now: Date): Promise<TBreachAlert[]> {
  const since = new Date(now.getTime() - BREACH_ALERT_DAYS * 86_400_000);
  const { rows } = await sql<BreachRow & { people: number; first_seen: Date }>`
    select ${breachColumns}, count(*)::int as people, min(e.first_seen) as first_seen
    from breach_exposures e join people p on p.id = e.person_id join breaches b on b.id = e.breach_id
    where e.company_id = ${companyId} and p.deleted_at is null
    group by ${breachGroup}
    having min(e.first_seen) >= ${since} and min(e.first_seen) <= ${now}
    order by min(e.first_seen) desc, b.id desc`.execute(db);
  return rows.map((r) => ({ breach: breachOf(r), people: r.people, firstSeen: r.first_seen.toISOString() }));
}
