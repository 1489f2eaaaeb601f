import type {
  PeopleListField,
  Profile,
  TDepartmentNode,
  TManagedCompany,
  TPersonListItem,
} from "@wellguard/contract";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import {
  logoUrl,
  type PeopleSort,
  pageOfPeople,
  type PeopleFilter as SharedPeopleFilter,
} from "../../lib/organisation";

/** The URL the API serves a company's logo from (lib/organisation's), or null without a logo. */
function logoOf(companyId: number, sha256: string | null): string | null {
  return sha256 ? logoUrl(companyId, sha256) : null;
}

// ---------------------------------------------------------------- companies

/** The live companies among `ids`, with the figures the companies-management page shows; by name. */
export async function managedCompanies(db: Db, ids: readonly number[]): Promise<TManagedCompany[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{
    id: number;
    name: string;
    services: number[];
    sha256: string | null;
    people: string;
    departments: string;
    domains: string[];
    individual_wellbeing: boolean;
  }>`
    select c.id, c.name, c.services, l.sha256, c.individual_wellbeing,
      (select count(*) from people p where p.company_id = c.id and p.deleted_at is null) as people,
      (select count(*) from departments d where d.company_id = c.id) as departments,
      array(select cd.domain from company_domains cd where cd.company_id = c.id order by cd.position) as domains
    from companies c left join company_logos l on l.company_id = c.id
    where c.id = any(${[...ids]}::int[]) and c.deleted_at is null
    order by lower(c.name), c.id`.execute(db);
  return rows.map((r) => ({
    stakeholderId: r.id,
    name: r.name,
    logo: logoOf(r.id, r.sha256),
    peopleCount: Number(r.people),
    departmentCount: Number(r.departments),
    services: [...r.services].sort((a, b) => a - b),
    domains: r.domains,
    individualWellbeing: r.individual_wellbeing,
  }));
}

// ---------------------------------------------------------------- departments

interface DepartmentRow {
  id: number;
  name: string;
  company_id: number;
  parent_id: number | null;
  parent_name: string | null;
  direct: string;
}

/**
 * Every department of a company with its parent, its own people and the people of its whole subtree.
 * One pass over the company's people (grouped by department), then the totals are summed up the tree here.
 */
export async function departmentTree(db: Db, companyId: number): Promise<TDepartmentNode[]> {
  const { rows } = await sql<DepartmentRow>`
    select d.id, d.name, d.company_id, d.parent_id, parent.name as parent_name,
      coalesce(counts.n, 0) as direct
    from departments d
      left join departments parent on parent.id = d.parent_id
      left join (
        select department_id, count(*) as n from people
        where company_id = ${companyId} and deleted_at is null and department_id is not null
        group by department_id
      ) counts on counts.department_id = d.id
    where d.company_id = ${companyId}
    order by lower(d.name), d.id`.execute(db);
  const total = new Map<number, number>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const row of rows) {
    const n = Number(row.direct);
    // Add this department's own people to itself and every ancestor (a guard stops a corrupt cycle).
    let at: DepartmentRow | undefined = row;
    for (let depth = 0; at && depth <= rows.length; depth++) {
      total.set(at.id, (total.get(at.id) ?? 0) + n);
      at = at.parent_id === null ? undefined : byId.get(at.parent_id);
    }
  }
  return rows.map((r) => ({
    id: r.id,
    stakeholderId: r.id,
    name: r.name,
    stakeholderCompanyId: r.company_id,
    stakeholderDepartmentParentId: r.parent_id,
    stakeholderDepartmentParentName: r.parent_name,
    peopleCount: Number(r.direct),
    totalPeopleCount: total.get(r.id) ?? 0,
  }));
}

/** One department with its counts, or undefined. */
export async function departmentRecord(db: Db, departmentId: number): Promise<TDepartmentNode | undefined> {
  const dept = await db
    .selectFrom("departments")
    .select("company_id")
    .where("id", "=", departmentId)
    .executeTakeFirst();
  if (!dept) return undefined;
  return (await departmentTree(db, dept.company_id)).find((d) => d.id === departmentId);
}

/** The company a department belongs to, or undefined. */
export async function departmentCompany(db: Db, departmentId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("departments")
    .select("company_id")
    .where("id", "=", departmentId)
    .executeTakeFirst();
  return row?.company_id;
}

// ---------------------------------------------------------------- people

/** The company of a live person, or undefined. */
export async function personCompany(db: Db, personId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("people")
    .select("company_id")
    .where("id", "=", personId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row?.company_id;
}

export interface PeopleFilter {
  companyId: number;
  /** People of these departments only (a department and its sub-departments, already expanded). */
  departmentIds?: number[];
  search?: string | undefined;
  profile?: Profile | undefined;
  tagId?: number | undefined;
}

/** The ids of a department and of every department below it. */
export async function departmentSubtree(db: Db, departmentId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with recursive tree(id) as (
      select id from departments where id = ${departmentId}
      union
      select d.id from departments d join tree t on d.parent_id = t.id
    ) select id from tree`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * The shared people-list query (lib/organisation/people-list.ts, built for 100,000 people) with the
 * controller's order: progress descending by default, ties by surname and name (spec §7). Search is by word
 * prefix, as in the admin lists: every word typed starts the name, surname, e-mail or login, or is the whole
 * user code.
 */
function sharedFilter(
  filter: PeopleFilter,
  options: {
    page: number;
    pageSize: number;
    sort: PeopleSort | undefined;
    order: "asc" | "desc" | undefined;
  },
): SharedPeopleFilter {
  return {
    companyIds: [filter.companyId],
    departmentIds: filter.departmentIds,
    profile: filter.profile,
    tagId: filter.tagId,
    search: filter.search,
    sort: options.sort ?? "progress",
    order: options.order,
    page: options.page,
    pageSize: options.pageSize,
    progressTies: "name",
  };
}

interface ListRow {
  id: number;
  name: string;
  surname: string;
  progress: number | null;
  department_id: number | null;
  department_name: string | null;
  department_parent_name: string | null;
  avatar: string | null;
  email: string | null;
}

function listItem(r: ListRow, fields: ReadonlySet<PeopleListField>): TPersonListItem {
  return {
    stakeholderId: r.id,
    name: r.name,
    surname: r.surname,
    progress: r.progress === null ? null : Number(r.progress),
    ...(fields.has("stakeholderDepartmentId")
      ? { stakeholderDepartmentId: r.department_id, departmentName: r.department_name }
      : {}),
    ...(fields.has("stakeholderDepartmentParentName")
      ? { stakeholderDepartmentParentName: r.department_parent_name }
      : {}),
    ...(fields.has("avatar") ? { avatar: r.avatar } : {}),
    ...(fields.has("email") ? { email: r.email } : {}),
  };
}

const LIST_COLUMNS = sql`p.id, p.name, p.surname, p.progress, p.department_id, d.name as department_name,
  dp.name as department_parent_name, p.avatar, p.email`;
const LIST_FROM = sql`people p
  left join departments d on d.id = p.department_id
  left join departments dp on dp.id = d.parent_id`;

/** The list rows of `ids`, in that order (live people only). */
async function listItemsByIds(
  db: Db,
  ids: readonly number[],
  fields: ReadonlySet<PeopleListField>,
): Promise<TPersonListItem[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<ListRow>`select ${LIST_COLUMNS} from ${LIST_FROM}
    where p.id = any(${[...ids]}::int[]) and p.deleted_at is null`.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [listItem(row, fields)] : [];
  });
}

/** One page of people, sorted and filtered on the server, with the total that matched. */
export async function peoplePage(
  db: Db,
  filter: PeopleFilter,
  options: {
    page: number;
    pageSize: number;
    sort: PeopleSort | undefined;
    order: "asc" | "desc" | undefined;
    fields: readonly PeopleListField[];
  },
): Promise<{
  records: TPersonListItem[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}> {
  const { ids, total, totalCapped } = await pageOfPeople(db, sharedFilter(filter, options));
  return {
    records: await listItemsByIds(db, ids, new Set(options.fields)),
    total,
    totalCapped,
    page: options.page,
    pageSize: options.pageSize,
  };
}

/** The first `limit` people of a company matching a search (default order), and whether more matched. */
export async function searchPeople(
  db: Db,
  companyId: number,
  search: string,
  limit: number,
): Promise<{ people: TPersonListItem[]; truncated: boolean }> {
  const { ids, total } = await pageOfPeople(
    db,
    sharedFilter({ companyId, search }, { page: 1, pageSize: limit, sort: undefined, order: undefined }),
  );
  const fields = new Set<PeopleListField>([
    "stakeholderDepartmentId",
    "stakeholderDepartmentParentName",
    "avatar",
    "email",
  ]);
  return { people: await listItemsByIds(db, ids, fields), truncated: total > limit };
}
