import { ORGANISATION_LIMITS, type Profile, type TPerson } from "@wellguard/contract";
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from "kysely";
import type { Database } from "../../db/schema";
import type { CompanyScope } from "../scope";
import {
  type CompanyIndex,
  INDEXED_SORTS,
  type IndexedQuery,
  type IndexedSort,
  loadCompanyIndex,
  PeopleSearchIndexes,
  type SearchIndexOptions,
  searchIndex,
} from "./people-search-index";
import { peopleByIds, type Queryable } from "./views";

/**
 * The paged people lists of the admin API. Built for a company of 100,000 people (EXPLAIN notes in
 * docs/organisation.md "People lists"):
 * - one company: `company_id = $1` leads every index of `people` (all partial on `deleted_at is null`);
 * - without a search, sorts by surname, name, e-mail, login, creation date and progress walk an index and stop
 *   after the page; department sorts the filtered rows;
 * - search is by word prefix: each word typed must be the start of the name, surname, e-mail or login, or the
 *   whole user code. The ids that match come first, from index-only scans of the prefix indexes (migrations
 *   0004 and 0007); a few thousand are sorted by themselves, more are found by walking the sort's index and
 *   keeping the ids in that set, so no request reads every person of the company;
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
  /**
   * Ties of the progress sort: "id" (the admin lists) or "name" (the controller lists, spec §7: progress, then
   * surname and name; descending is walked on `people_company_progress_name_idx` of migration 0005).
   */
  progressTies?: "id" | "name" | undefined;
}

export interface PeoplePage {
  records: TPerson[];
  total: number;
  /** More than `total` (= TOTAL_CAP) matched; see TOTAL_CAP. */
  totalCapped: boolean;
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

/**
 * Matches are counted up to this many (10,000): a list of a whole 100,000-person company, of a profile most
 * people hold, or of every company, counts the first 10,001 index entries instead of all of them (5-230 ms on
 * the test machine). Above it the page answers `total` = TOTAL_CAP and `totalCapped` = true.
 */
export const TOTAL_CAP = ORGANISATION_LIMITS.peopleTotalCap;

/** Up to this many people matching a search are sorted by themselves (read by id); more walk the sort's index. */
export const SORT_MATCHES_UP_TO = 2_000;
/** With other filters: fewer raw index matches than this are checked by id, whatever the filters. */
const FEW_MATCHES = 2_000;
/** With other filters: a filter set (department branch, tag, profile) smaller than this is read first. */
const DRIVE_FROM_FILTER_UP_TO = 20_000;

/** The conditions on `people as p` other than the search (company, live, department, profile, tag). */
function filterParts(filter: PeopleFilter): RawBuilder<SqlBool>[] {
  const all: RawBuilder<SqlBool>[] = [sql<SqlBool>`p.deleted_at is null`];
  if (filter.companyIds !== "all") {
    const ids = [...filter.companyIds];
    all.push(
      ids.length === 1
        ? sql<SqlBool>`p.company_id = ${ids[0]}`
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
  return all;
}

/** One word of the search over `people as p`, row by row (the export's filter; the lists use `matchingIds`). */
function wordCondition(word: string): RawBuilder<SqlBool> {
  const prefix = likePrefix(word);
  return sql<SqlBool>`(lower(p.name) like ${prefix} or lower(p.surname) like ${prefix}
    or lower(p.email) collate "C" like ${prefix} or lower(p.login) collate "C" like ${prefix}
    or lower(p.user_code) = ${word})`;
}

/** The WHERE conditions of a people list over `people as p`. */
export function peopleConditions(filter: PeopleFilter) {
  return (eb: PeopleEb): Expression<SqlBool> =>
    eb.and([...filterParts(filter), ...searchWords(filter.search).map(wordCondition)]);
}

/** `people q` of the filter's companies, as the leading column of an index range scan. */
function companyOfQ(filter: PeopleFilter): RawBuilder<SqlBool> {
  if (filter.companyIds === "all")
    // Every company (a platform admin without a company filter): one index range scan per company.
    return sql<SqlBool>`q.company_id = any(array(select id from companies))`;
  return filter.companyIds.length === 1
    ? sql<SqlBool>`q.company_id = ${filter.companyIds[0]}`
    : sql<SqlBool>`q.company_id = any(${[...filter.companyIds]}::int[])`;
}

/** The five index range scans of one search word (name, surname, e-mail, login prefix; user code). */
function wordBranches(filter: PeopleFilter, word: string): RawBuilder<{ id: number }>[] {
  const company = companyOfQ(filter);
  const prefix = likePrefix(word);
  const branch = (condition: RawBuilder<unknown>) =>
    sql<{ id: number }>`select q.id from people q where ${company} and q.deleted_at is null and ${condition}`;
  return [
    branch(sql`lower(q.name) like ${prefix}`),
    branch(sql`lower(q.surname) like ${prefix}`),
    branch(sql`lower(q.email) collate "C" like ${prefix}`),
    branch(sql`lower(q.login) collate "C" like ${prefix}`),
    branch(sql`lower(q.user_code) = ${word}`),
  ];
}

/**
 * The ids of the live people of the filter's companies that match every word, as a query: per word, the union
 * of its five index range scans, which read only the index (migration 0007); the words intersected. The same
 * matches as `wordCondition`, by construction (same LIKE).
 */
function matchingIds(filter: PeopleFilter, words: readonly string[]): RawBuilder<{ id: number }> {
  const perWord = words.map((word) => sql`(${sql.join(wordBranches(filter, word), sql` union `)})`);
  return sql<{ id: number }>`${sql.join(perWord, sql` intersect `)}`;
}

/**
 * The other filters as sets of ids (department branch, tag, profile), to read first when one is small. The
 * profile's set is platform-wide (its index leads with the profile), so it only ever drives, never intersects.
 */
function filterSets(filter: PeopleFilter): { query: RawBuilder<{ id: number }>; intersects: boolean }[] {
  const sets: { query: RawBuilder<{ id: number }>; intersects: boolean }[] = [];
  if (filter.departmentIds)
    sets.push({
      query: sql`select q.id from people q where ${companyOfQ(filter)}
        and q.department_id = any(${[...filter.departmentIds]}::int[]) and q.deleted_at is null`,
      intersects: true,
    });
  if (filter.tagId !== undefined)
    sets.push({
      query: sql`select tm.person_id as id from tag_members tm where tm.tag_id = ${filter.tagId}`,
      intersects: true,
    });
  if (filter.profile)
    sets.push({
      query: sql`select pp.person_id as id from person_profiles pp where pp.profile = ${filter.profile}`,
      intersects: false,
    });
  return sets;
}

type Sorted = { orderBy: RawBuilder<unknown>; byDepartment: boolean };

/**
 * The ORDER BY of a sort; every order ends with the id, so pages never overlap or skip a person. One company's
 * index walks each of them in that order (migrations 0003, 0004, 0007), except the department's.
 */
function sortOf(filter: PeopleFilter): Sorted {
  const dir = filter.order === "desc" ? sql`desc` : sql`asc`;
  const walk = (orderBy: RawBuilder<unknown>) => ({ orderBy, byDepartment: false });
  switch (filter.sort ?? "surname") {
    case "surname":
      return walk(sql`lower(p.surname) ${dir}, lower(p.name) ${dir}, p.id ${dir}`);
    case "name":
      return walk(sql`lower(p.name) ${dir}, lower(p.surname) ${dir}, p.id ${dir}`);
    case "email":
      return walk(sql`lower(p.email) collate "C" ${dir}, p.id ${dir}`);
    case "login":
      return walk(sql`lower(p.login) collate "C" ${dir}, p.id ${dir}`);
    case "createdAt":
      return walk(sql`p.created_at ${dir}, p.id ${dir}`);
    case "progress": {
      // Highest first by default, people without a score last either way (the two progress indexes).
      const progress =
        filter.order === "asc" ? sql`p.progress asc nulls last` : sql`p.progress desc nulls last`;
      return walk(
        filter.progressTies === "name"
          ? sql`${progress}, lower(p.surname), lower(p.name), p.id`
          : sql`${progress}, p.id`,
      );
    }
    case "department":
      return {
        orderBy: sql`lower(d.name) ${dir} nulls last, lower(p.surname) ${dir}, p.id ${dir}`,
        byDepartment: true,
      };
  }
}

const and = (parts: readonly RawBuilder<SqlBool>[]) => sql.join([...parts], sql` and `);

/**
 * The ids of one page, in the sort's order, of the people (`people p`) that pass `where`.
 * - "walk": the sort's index is read from the start and the first rows that pass are kept (cheap when many
 *   pass). By department, one company: the first `offset + pageSize` people of each department (an index on
 *   company, department, surname and id) and of those without one, merged; more companies sort every row.
 *   (Those without one are ordered by `department_id` first, all null, so that the same index serves them.)
 * - "sort": every row that passes is read and sorted (cheap when few pass).
 */
function pageQuery(
  filter: PeopleFilter,
  where: readonly RawBuilder<SqlBool>[],
  offset: number,
  how: "walk" | "sort",
): RawBuilder<{ id: number }> {
  const sort = sortOf(filter);
  const limit = sql`limit ${filter.pageSize} offset ${offset}`;
  const oneCompany = filter.companyIds !== "all" && filter.companyIds.length === 1;
  if (!sort.byDepartment && how === "walk" && !oneCompany && offset < TOTAL_CAP) {
    // Several companies (a platform admin without a company filter): no index walks them all in order, so the
    // first `offset + pageSize` people of each company are read from its own index and merged: far fewer rows
    // than sorting them all for every page the interface reaches (up to the count's cap); deeper ones sort.
    return sql`select p.id from companies c cross join lateral (
        select p.* from people p where p.company_id = c.id and ${and(where)}
        order by ${sort.orderBy} limit ${offset + filter.pageSize}) p
      order by ${sort.orderBy} ${limit}`;
  }
  if (!sort.byDepartment)
    return sql`select p.id from people p where ${and(where)} order by ${sort.orderBy} ${limit}`;
  if (how === "sort" || !walksDepartmentsOrIndex(filter))
    return sql`select p.id from people p left join departments d on d.id = p.department_id
      where ${and(where)} order by ${sort.orderBy} ${limit}`;
  const dir = filter.order === "desc" ? sql`desc` : sql`asc`;
  const departments: RawBuilder<SqlBool>[] = [
    sql<SqlBool>`d.company_id = ${(filter.companyIds as number[])[0]}`,
  ];
  if (filter.departmentIds) departments.push(sql<SqlBool>`d.id = any(${[...filter.departmentIds]}::int[])`);
  const first = filter.pageSize + offset;
  return sql`select s.id from (
      select lower(d.name) as dn, x.sn, x.id from departments d cross join lateral (
        select p.id, lower(p.surname) as sn from people p where p.department_id = d.id and ${and(where)}
        order by lower(p.surname) ${dir}, p.id ${dir} limit ${first}) x
      where ${and(departments)}
      union all
      (select null::text, lower(p.surname), p.id from people p where p.department_id is null and ${and(where)}
        order by p.department_id ${dir}, lower(p.surname) ${dir}, p.id ${dir} limit ${first})
    ) s order by s.dn ${dir} nulls last, s.sn ${dir}, s.id ${dir} ${limit}`;
}

/**
 * Whether a "walk" pays off: one company (the sort indexes lead with it), and by department not with a tag or
 * profile filter (a selective one would have each department walked to its end).
 */
function walksDepartmentsOrIndex(filter: PeopleFilter): boolean {
  const oneCompany = filter.companyIds !== "all" && filter.companyIds.length === 1;
  if (!oneCompany) return false;
  return !sortOf(filter).byDepartment || (filter.tagId === undefined && filter.profile === undefined);
}

export interface PageIds {
  ids: number[];
  /** The number of matches, at most TOTAL_CAP. */
  total: number;
  /** More than TOTAL_CAP matched. */
  totalCapped: boolean;
}

/** A count of up to TOTAL_CAP + 1 as the page's total and flag. */
function cappedTotal(counted: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(counted, TOTAL_CAP), totalCapped: counted > TOTAL_CAP };
}

/**
 * The total of a list of whole companies (no department, profile or tag filter): their live people, as the
 * triggers of migration 0011 keep them in people_list_versions (a company without a row has none), capped like
 * a count. Else undefined.
 */
function liveCount(filter: PeopleFilter): RawBuilder<number> | undefined {
  if (filter.departmentIds !== undefined || filter.profile !== undefined || filter.tagId !== undefined)
    return undefined;
  const companies =
    filter.companyIds === "all" ? sql`true` : sql`v.company_id = any(${[...filter.companyIds]}::int[])`;
  return sql<number>`(select least(coalesce(sum(v.live_people), 0), ${TOTAL_CAP + 1})::int
    from people_list_versions v where ${companies})`;
}

/**
 * No search, one statement: the page walks the sort's index; the total is the companies' live people
 * (liveCount) or, with other filters, a count beside it of at most TOTAL_CAP + 1 rows (an index-only scan that
 * stops there).
 */
async function unsearchedPage(db: Queryable, filter: PeopleFilter, offset: number): Promise<PageIds> {
  const where = filterParts(filter);
  const total =
    liveCount(filter) ??
    sql<number>`(select count(*)::int from (select 1 from people p where ${and(where)} limit ${TOTAL_CAP + 1}) x)`;
  const { rows } = await sql<{ total: number; ids: number[] }>`
    select array(${pageQuery(filter, where, offset, "walk")}) as ids, ${total} as total
  `.execute(db);
  return { ids: rows[0]?.ids ?? [], ...cappedTotal(rows[0]?.total ?? 0) };
}

/**
 * With a search, one statement: the ids that match (and pass the other filters) are collected once (`m`) and
 * counted; up to SORT_MATCHES_UP_TO of them are read by id and sorted; more are found by walking the sort's
 * index from the start and keeping the rows whose id is in the (hashed) set `m`. Only the branch taken runs.
 */
async function searchedPage(
  db: Queryable,
  filter: PeopleFilter,
  words: readonly string[],
  offset: number,
): Promise<PageIds> {
  const matches = matchingIds(filter, words);
  const sets = filterSets(filter);
  const everyFilter = and(filterParts(filter));
  // Without other filters the matches are the answer. With them, whichever side is small is read first and
  // its rows checked against the rest: few matches (the words' index scans, counted without removing
  // duplicates and capped) are checked by id; else a small filter set (capped count) is read and its rows
  // checked against the words; else both are large, and the sets are intersected.
  let filtered: RawBuilder<unknown> = matches;
  if (sets.length > 0) {
    const capped = (query: RawBuilder<unknown>, cap: number) =>
      sql<number>`(select count(*) from (${query} limit ${cap}) x)::int`;
    const sizes = [
      ...words.map((word) => capped(sql.join(wordBranches(filter, word), sql` union all `), FEW_MATCHES)),
      ...sets.map((set) => capped(set.query, DRIVE_FROM_FILTER_UP_TO)),
    ];
    const { rows } = await sql<{ sizes: number[] }>`select array[${sql.join(sizes)}] as sizes`.execute(db);
    const counted = rows[0]?.sizes ?? [];
    const fewestMatches = Math.min(...counted.slice(0, words.length));
    const setSizes = counted.slice(words.length);
    const smallest = Math.min(...setSizes);
    const driver = sets[setSizes.indexOf(smallest)];
    if (fewestMatches < FEW_MATCHES) {
      filtered = sql`select p.id from people p where p.id = any(array(${matches})) and ${everyFilter}`;
    } else if (driver && smallest < DRIVE_FROM_FILTER_UP_TO) {
      // The filters' own indexes (department, tag members, profile) lead, as PostgreSQL plans them.
      filtered = sql`select p.id from people p where ${everyFilter} and ${and(words.map(wordCondition))}`;
    } else {
      const intersected = sql.join(
        [matches, ...sets.filter((set) => set.intersects).map((set) => set.query)].map((q) => sql`(${q})`),
        sql` intersect `,
      );
      filtered = filter.profile
        ? sql`select p.id from people p where p.id = any(array(${intersected})) and ${everyFilter}`
        : intersected;
    }
  }
  const byId = [sql<SqlBool>`p.id = any(array(select id from m))`];
  const many = walksDepartmentsOrIndex(filter)
    ? pageQuery(
        filter,
        [...filterParts(filter), sql<SqlBool>`coalesce(p.id in (select id from m), false)`],
        offset,
        "walk",
      )
    : pageQuery(filter, byId, offset, "sort");
  // The matches are counted up to TOTAL_CAP + 1; past the cap a page is always looked for (it may exist).
  const { rows } = await sql<{ total: number; ids: number[] }>`
    with m as materialized (${filtered}),
      c as (select count(*)::int as n from (select 1 from m limit ${TOTAL_CAP + 1}) x)
    select c.n as total, case
      when c.n <= ${offset} and c.n <= ${TOTAL_CAP} then '{}'::int[]
      when c.n <= ${SORT_MATCHES_UP_TO} then array(${pageQuery(filter, byId, offset, "sort")})
      else array(${many})
    end as ids
    from c`.execute(db);
  return { ids: rows[0]?.ids ?? [], ...cappedTotal(rows[0]?.total ?? 0) };
}

// ---------------------------------------------------------------- Cached pages

/** A list's first this many ids (40 pages of 25) are kept together; deeper pages are always computed. */
export const CACHED_IDS = 1_000;

interface CachedList {
  /** people_list_versions.version of the company, read before the ids were computed. */
  version: string;
  ids: Int32Array;
  total: number;
  totalCapped: boolean;
}

/** Least recently used first: a Map keeps insertion order, and a hit is moved to the end. */
class ListCache {
  private readonly lists = new Map<string, CachedList>();
  constructor(readonly maxEntries: number) {}
  get(key: string): CachedList | undefined {
    const found = this.lists.get(key);
    if (found) {
      this.lists.delete(key);
      this.lists.set(key, found);
    }
    return found;
  }
  set(key: string, list: CachedList): void {
    this.lists.delete(key);
    this.lists.set(key, list);
    while (this.lists.size > this.maxEntries) {
      const oldest = this.lists.keys().next().value;
      if (oldest === undefined) break;
      this.lists.delete(oldest);
    }
  }
}

/** One cache per database handle that asked for one (buildApp), so test servers never share one. */
const caches = new WeakMap<object, ListCache>();

/**
 * Keeps up to `entries` lists' first ids for the lists read through `db` (0: none). Called once per database
 * handle by buildApp with PEOPLE_LIST_CACHE_ENTRIES; a handle without a call (a transaction, a script) keeps none.
 */
export function usePeopleListCache(db: object, entries: number): void {
  if (entries > 0) caches.set(db, new ListCache(entries));
  else caches.delete(db);
}

/**
 * The key of a list whose ids the cache may keep, or undefined. Kept: one company, with or without a search or
 * a department filter, sorted by name, surname, e-mail, login or creation date, exactly what the version of
 * migration 0010 covers. Not kept: progress (answers change it all day), department (its names), the profile and
 * tag filters (their own tables), several companies.
 */
function cacheKey(filter: PeopleFilter, words: readonly string[]): string | undefined {
  if (filter.companyIds === "all" || filter.companyIds.length !== 1) return undefined;
  if (filter.profile !== undefined || filter.tagId !== undefined) return undefined;
  const sort = filter.sort ?? "surname";
  if (sort === "progress" || sort === "department") return undefined;
  const departments = filter.departmentIds ? [...filter.departmentIds].sort((a, b) => a - b) : null;
  return JSON.stringify([filter.companyIds[0], departments, words, sort, filter.order ?? "asc"]);
}

/** The company's list version (migration 0010) and live people (migration 0011); a company without a row has none. */
async function listState(db: Queryable, companyId: number): Promise<{ version: string; livePeople: number }> {
  const query = sql<{ version: string; live_people: number }>`select version::text as version,
      live_people::int as live_people from people_list_versions where company_id = ${companyId}`;
  const { rows } = await query.execute(db);
  return { version: rows[0]?.version ?? "0", livePeople: rows[0]?.live_people ?? 0 };
}

// ---------------------------------------------------------------- Search index

/** One registry of search indexes per database handle that asked for one (buildApp). */
const searchIndexes = new WeakMap<object, PeopleSearchIndexes>();

/** The ascending ORDER BY of an indexed sort over `people p`, as the lists write it. */
const ascendingOrderBy = (sort: IndexedSort) =>
  sortOf({ companyIds: [], page: 1, pageSize: 1, sort, order: "asc" }).orderBy;

/**
 * Keeps in-memory search indexes of the large companies read through `db` (people-search-index.ts), up to
 * `options.maxPeople` people in all (0: none). Called once per database handle by buildApp.
 */
export function usePeopleSearchIndex(db: Kysely<Database>, options: SearchIndexOptions): void {
  if (options.maxPeople > 0) searchIndexes.set(db, new PeopleSearchIndexes(db, options, ascendingOrderBy));
  else searchIndexes.delete(db);
}

/** A company's search index, read now (the bench times it). */
export const readPeopleSearchIndex = (db: Kysely<Database>, companyId: number): Promise<CompanyIndex> =>
  loadCompanyIndex(db, companyId, ascendingOrderBy);

/** Resolves once no index build of the company is under way through `db` (tests and the bench wait for it). */
export async function peopleSearchIndexSettled(db: object, companyId: number): Promise<void> {
  await searchIndexes.get(db)?.settled(companyId);
}

/** The company's index held for `db`, current or not (tests). */
export function peopleSearchIndexOf(db: object, companyId: number): CompanyIndex | undefined {
  return searchIndexes.get(db)?.indexOf(companyId);
}

/**
 * The search as the index answers it, or undefined when the index does not cover it: a search of one company,
 * with or without departments, sorted by an indexed sort (the lists the cache may keep, searched).
 */
function indexedQuery(
  filter: PeopleFilter,
  words: readonly string[],
  offset: number,
): IndexedQuery | undefined {
  if (words.length === 0 || filter.companyIds === "all" || filter.companyIds.length !== 1) return undefined;
  if (filter.profile !== undefined || filter.tagId !== undefined) return undefined;
  const sort = filter.sort ?? "surname";
  if (!INDEXED_SORTS.some((indexed) => indexed === sort)) return undefined;
  return {
    words,
    departmentIds: filter.departmentIds,
    sort: sort as IndexedSort,
    order: filter.order ?? "asc",
    offset,
    pageSize: filter.pageSize,
  };
}

/**
 * The ids of one page of people, in the sort's order, and the total that match: what the admin and the
 * controller lists share (each reads the page's rows in its own shape).
 *
 * A search of a large company is answered from its in-memory index while the company's version (migration 0010)
 * is the index's; else from SQL, while the index is built again in the background.
 *
 * A list the cache may keep (cacheKey) is computed once for its first CACHED_IDS ids; its pages are then cut
 * from them while the company's version stays the one read before they were computed. Reading the version first
 * makes the stale case safe: a change committed between that read and the computation is already in the ids,
 * and its bump makes the next request compute them again.
 */
export async function pageOfPeople(db: Queryable, filter: PeopleFilter): Promise<PageIds> {
  const words = searchWords(filter.search);
  const offset = (filter.page - 1) * filter.pageSize;
  const compute = (page: PeopleFilter, from: number) =>
    words.length === 0 ? unsearchedPage(db, page, from) : searchedPage(db, page, words, from);
  const indexes = searchIndexes.get(db);
  const indexed = indexes ? indexedQuery(filter, words, offset) : undefined;
  const cache = caches.get(db);
  const key = cache && offset + filter.pageSize <= CACHED_IDS ? cacheKey(filter, words) : undefined;
  if (!indexed && (!cache || key === undefined)) return compute(filter, offset);

  const companyId = (filter.companyIds as readonly number[])[0] ?? 0;
  const { version, livePeople } = await listState(db, companyId);
  const index = indexed && indexes?.covers(livePeople) ? indexes.current(companyId, version) : undefined;
  if (index && indexed) {
    const { ids, counted } = searchIndex(index, indexed);
    return { ids, ...cappedTotal(counted) };
  }
  if (!cache || key === undefined) return compute(filter, offset);
  let list = cache.get(key);
  if (!list || list.version !== version) {
    const computed = await compute({ ...filter, page: 1, pageSize: CACHED_IDS }, 0);
    list = {
      version,
      ids: Int32Array.from(computed.ids),
      total: computed.total,
      totalCapped: computed.totalCapped,
    };
    cache.set(key, list);
  }
  return {
    ids: Array.from(list.ids.subarray(offset, offset + filter.pageSize)),
    total: list.total,
    totalCapped: list.totalCapped,
  };
}

/** One page of people and the total that match. */
export async function listPeople(db: Queryable, filter: PeopleFilter): Promise<PeoplePage> {
  const { ids, total, totalCapped } = await pageOfPeople(db, filter);
  const records = await peopleByIds(db, ids, filter.viewerScope);
  return { records, total, totalCapped, page: filter.page, pageSize: filter.pageSize };
}
