import type { Profile, TPerson } from "@wellguard/contract";
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema";
import type { CompanyScope } from "../scope";
import { peopleByIds, type Queryable } from "./views";

/**
 * The paged people lists (admin and controller). Built for a company of 100,000 people (EXPLAIN notes in
 * docs/organisation.md "People lists"):
 * - one company: `company_id = $1` leads every index of `people` (all partial on `deleted_at is null`);
 * - sorts by surname (then name, id), progress (desc, nulls last, then id), e-mail, login and creation date walk
 *   an index and stop after the page; name and department sort the filtered rows;
 * - search is by word prefix: each word typed must be the start of the name, surname, e-mail or login (indexes
 *   of migration 0004 answer `lower(x) like 'word%'`), or the whole user code;
 * - the page's ids are found first, then only those rows are read with their department, company and profiles.
 */

export type PeopleSort = "name" | "surname" | "email" | "login" | "department" | "progress" | "createdAt";

export interface PeopleFilter {
  /** The companies to list ("all": every company, for platform admins without a company filter). */
  companyIds: readonly number[] | "all";
  /** Only people in these departments (already expanded to sub-departments when asked). */
  departmentIds?: readonly number[] | undefined;
  profile?: Profile | undefined;
  tagId?: number | undefined;
  search?: string | undefined;
  sort?: PeopleSort | undefined;
  order?: "asc" | "desc" | undefined;
  page: number;
  pageSize: number;
  /** The caller's scope: `controllerCompanyIds` of each person lists only companies in it. */
  viewerScope?: CompanyScope | undefined;
}

export interface PeoplePage {
  records: TPerson[];
  total: number;
  page: number;
  pageSize: number;
}

/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
export function likePrefix(word: string): string {
  return `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Up to five lower-case words of a search box. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== "")
    .slice(0, 5);
}

type PeopleEb = ExpressionBuilder<Database & { p: Database["people"] }, "p">;

/** The WHERE conditions of a people list over `people as p`. */
export function peopleConditions(filter: PeopleFilter) {
  return (eb: PeopleEb): Expression<SqlBool> => {
    const all: Expression<SqlBool>[] = [eb("p.deleted_at", "is", null)];
    if (filter.companyIds !== "all") {
      const ids = [...filter.companyIds];
      all.push(
        ids.length === 1
          ? eb("p.company_id", "=", ids[0] as number)
          : sql<SqlBool>`p.company_id = any(${ids}::int[])`,
      );
    }
    if (filter.departmentIds) {
      const ids = [...filter.departmentIds];
      all.push(sql<SqlBool>`p.department_id = any(${ids}::int[])`);
    }
    if (filter.profile) {
      all.push(
        sql<SqlBool>`exists (select 1 from person_profiles pp where pp.person_id = p.id and pp.profile = ${filter.profile})`,
      );
    }
    if (filter.tagId !== undefined) {
      all.push(
        sql<SqlBool>`exists (select 1 from tag_members tm where tm.tag_id = ${filter.tagId} and tm.person_id = p.id)`,
      );
    }
    for (const word of searchWords(filter.search)) {
      const prefix = likePrefix(word);
      all.push(
        sql<SqlBool>`(lower(p.name) like ${prefix} or lower(p.surname) like ${prefix}
          or lower(p.email) collate "C" like ${prefix} or lower(p.login) collate "C" like ${prefix}
          or lower(p.user_code) = ${word})`,
      );
    }
    return eb.and(all);
  };
}

/** One page of people and the total that match. */
export async function listPeople(db: Queryable, filter: PeopleFilter): Promise<PeoplePage> {
  const where = peopleConditions(filter);
  const desc = filter.order === "desc";
  const dir = desc ? sql`desc` : sql`asc`;
  const sort = filter.sort ?? "surname";
  let query = db.selectFrom("people as p").select("p.id").where(where);
  switch (sort) {
    case "surname":
      query = query.orderBy(sql`lower(p.surname) ${dir}, lower(p.name) ${dir}, p.id ${dir}`);
      break;
    case "name":
      query = query.orderBy(sql`lower(p.name) ${dir}, lower(p.surname) ${dir}, p.id ${dir}`);
      break;
    case "email":
      query = query.orderBy(sql`lower(p.email) collate "C" ${dir}, p.id ${dir}`);
      break;
    case "login":
      query = query.orderBy(sql`lower(p.login) collate "C" ${dir}, p.id ${dir}`);
      break;
    case "createdAt":
      query = query.orderBy(sql`p.created_at ${dir}, p.id ${dir}`);
      break;
    case "progress":
      // Highest first by default, people without a score last either way (matches the index of migration 0003).
      query = query.orderBy(
        filter.order === "asc" ? sql`p.progress asc nulls last, p.id` : sql`p.progress desc nulls last, p.id`,
      );
      break;
    case "department":
      query = query
        .leftJoin("departments as d", "d.id", "p.department_id")
        .orderBy(sql`lower(d.name) ${dir} nulls last, lower(p.surname) ${dir}, p.id ${dir}`);
      break;
  }
  const offset = (filter.page - 1) * filter.pageSize;
  const [rows, count] = await Promise.all([
    query.limit(filter.pageSize).offset(offset).execute(),
    db
      .selectFrom("people as p")
      .select(sql<number>`count(*)::int`.as("n"))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  const records = await peopleByIds(
    db,
    rows.map((r) => r.id),
    filter.viewerScope,
  );
  return { records, total: count.n, page: filter.page, pageSize: filter.pageSize };
}
