import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema";

/**
 * An in-memory search index of a large company's live people, so that a search of a few letters ("mar") is
 * answered without PostgreSQL counting and de-duplicating the tens of thousands of index entries that match it
 * (about 14 ms of database time at 100,000 people, which ten admins at once turn into 200 ms; docs/organisation.md
 * "People lists"). It answers exactly what the SQL of people-list.ts answers, and only while the company's list
 * version (migration 0010) is the one read with its rows: any change to the people of the company makes it stale
 * at once, the searches go back to SQL and a new index is built in the background.
 *
 * What it holds, per person (positions are the people in id order): the id, the department and the lower-case
 * name, surname, e-mail, login and user code exactly as PostgreSQL's `lower` writes them; per searched field, the
 * positions in PostgreSQL's "C" order (code points), where every prefix is one range; per sort of the lists, the
 * positions in that sort's ascending order, as PostgreSQL sorts them (collation included); descending is the
 * exact reverse, because every order ends with the id.
 */

/** The sorts an index walks: the ones whose order depends only on the columns the list version covers. */
export const INDEXED_SORTS = ["surname", "name", "email", "login", "createdAt"] as const;
export type IndexedSort = (typeof INDEXED_SORTS)[number];

/** One searched field of every person, as few objects as possible: one string and two typed arrays. */
interface SearchedField {
  /** The lower-case values, one after another in position order (none: empty). */
  text: string;
  /** Position p's value is text[starts[p], starts[p + 1]). */
  starts: Int32Array;
  /** The positions with a value, in code point order of the values. */
  byValue: Int32Array;
}

export interface CompanyIndex {
  companyId: number;
  /** people_list_versions.version of the company, read in the same snapshot as the rows. */
  version: string;
  ids: Int32Array;
  /** department_id, 0 for none (ids start at 1). */
  departments: Int32Array;
  /** Name, surname, e-mail and login (matched by prefix), then the user code (matched whole). */
  fields: SearchedField[];
  orders: Record<IndexedSort, Int32Array>;
}

export interface IndexedQuery {
  words: readonly string[];
  departmentIds?: readonly number[] | undefined;
  sort: IndexedSort;
  order: "asc" | "desc";
  offset: number;
  pageSize: number;
}

/**
 * Compares a[aFrom, aTo) with b[bFrom, bTo) as PostgreSQL's "C" collation does in a UTF-8 database (bytes, so
 * code points). JavaScript compares UTF-16 units, which differs only when a surrogate (a code point above U+FFFF)
 * meets a unit from U+E000 up: the surrogate's code point is the greater.
 */
function compareRanges(a: string, aFrom: number, aTo: number, b: string, bFrom: number, bTo: number): number {
  const length = Math.min(aTo - aFrom, bTo - bFrom);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(aFrom + i);
    const y = b.charCodeAt(bFrom + i);
    if (x === y) continue;
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    if (xSurrogate !== ySurrogate) return xSurrogate ? 1 : -1;
    return x - y;
  }
  return aTo - aFrom - (bTo - bFrom);
}

/** `a` against `b` in code point order ("C" in PostgreSQL). */
export const compareCodePoints = (a: string, b: string) => compareRanges(a, 0, a.length, b, 0, b.length);

/**
 * The range [from, to) of `field.byValue` whose values start with `prefix`, or, `whole`, equal it: a value that
 * starts with it (equals it) sorts at or after it, and before any later value that does not.
 */
function valueRange(field: SearchedField, prefix: string, whole: boolean): [number, number] {
  const { text, starts, byValue } = field;
  const compareAt = (k: number) => {
    const position = byValue[k] as number;
    return compareRanges(
      text,
      starts[position] as number,
      starts[position + 1] as number,
      prefix,
      0,
      prefix.length,
    );
  };
  const matchesAt = (k: number) => {
    const position = byValue[k] as number;
    const from = starts[position] as number;
    const length = (starts[position + 1] as number) - from;
    return (whole ? length === prefix.length : length >= prefix.length) && text.startsWith(prefix, from);
  };
  let low = 0;
  let high = byValue.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareAt(mid) < 0) low = mid + 1;
    else high = mid;
  }
  const from = low;
  high = byValue.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (matchesAt(mid)) low = mid + 1;
    else high = mid;
  }
  return [from, low];
}

/**
 * One page of the people that match every word (each the start of the name, surname, e-mail or login, or the
 * whole user code) and the departments, in the sort's order; `counted` is every match.
 */
export function searchIndex(index: CompanyIndex, query: IndexedQuery): { ids: number[]; counted: number } {
  const size = index.ids.length;
  // hits[p] = how many of the words so far position p matched; a word counts once however many fields match it.
  const hits = new Uint8Array(size);
  for (let w = 0; w < query.words.length; w++) {
    const word = query.words[w] as string;
    let matched = 0;
    const hit = (position: number) => {
      if (hits[position] === w) {
        hits[position] = w + 1;
        matched++;
      }
    };
    index.fields.forEach((field, f) => {
      const [from, to] = valueRange(field, word, f === USER_CODE);
      for (let k = from; k < to; k++) hit(field.byValue[k] as number);
    });
    if (matched === 0) return { ids: [], counted: 0 };
  }
  const all = query.words.length;
  const departments = query.departmentIds ? new Set(query.departmentIds) : undefined;
  const matches = (position: number) =>
    hits[position] === all &&
    (departments === undefined || departments.has(index.departments[position] as number));
  let counted = 0;
  for (let p = 0; p < size; p++) if (matches(p)) counted++;

  const ids: number[] = [];
  const order = index.orders[query.sort];
  const step = query.order === "asc" ? 1 : -1;
  let skip = query.offset;
  for (let k = step === 1 ? 0 : size - 1; k >= 0 && k < size && ids.length < query.pageSize; k += step) {
    const position = order[k] as number;
    if (!matches(position)) continue;
    if (skip > 0) skip--;
    else ids.push(index.ids[position] as number);
  }
  return { ids, counted };
}

/** id → position of the id-ordered `ids`: a table over the range of ids when it is dense enough, else a Map. */
function positionLookup(ids: Int32Array): (id: number) => number {
  const first = ids[0] ?? 0;
  const span = (ids[ids.length - 1] ?? 0) - first + 1;
  if (span <= 8 * ids.length + 1024) {
    const table = new Int32Array(span);
    ids.forEach((id, position) => {
      table[id - first] = position;
    });
    return (id) => table[id - first] as number;
  }
  const map = new Map<number, number>();
  ids.forEach((id, position) => {
    map.set(id, position);
  });
  return (id) => map.get(id) as number;
}

/**
 * The bytes an index holds: its texts (V8 keeps a text of Latin-1 characters one byte a character, any other
 * makes it two) and its typed arrays.
 */
export function indexBytes(index: CompanyIndex): number {
  const arrays = [index.ids, index.departments, ...Object.values(index.orders)];
  let bytes = arrays.reduce((sum, array) => sum + array.byteLength, 0);
  for (const field of index.fields) {
    let wide = false;
    for (let i = 0; i < field.text.length && !wide; i++) wide = field.text.charCodeAt(i) > 0xff;
    bytes += field.text.length * (wide ? 2 : 1) + field.starts.byteLength + field.byValue.byteLength;
  }
  return bytes;
}

/** The ids of a comma-separated list (as PostgreSQL's array_to_string writes them), as positions. */
function positionsOf(list: string | null, positionOf: (id: number) => number): Int32Array {
  if (!list) return new Int32Array(0);
  const positions: number[] = [];
  let id = 0;
  for (let i = 0; i < list.length; i++) {
    const code = list.charCodeAt(i);
    if (code === 44) {
      positions.push(positionOf(id));
      id = 0;
    } else id = id * 10 + (code - 48);
  }
  positions.push(positionOf(id));
  return Int32Array.from(positions);
}

/** Lets the event loop serve requests between the steps of a build (each a few milliseconds at 100,000 people). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A field's values as one text, and where each starts. */
function fieldText(values: readonly (string | null)[]): Pick<SearchedField, "text" | "starts"> {
  const starts = new Int32Array(values.length + 1);
  let at = 0;
  values.forEach((value, position) => {
    starts[position] = at;
    at += value?.length ?? 0;
  });
  starts[values.length] = at;
  return { text: values.map((value) => value ?? "").join(""), starts };
}

/** `byValue` in code point order: PostgreSQL's "C" order when the database is UTF-8, else sorted here. */
function inCodePointOrder(field: Omit<SearchedField, "byValue">, byValue: Int32Array): Int32Array {
  const { text, starts } = field;
  const compare = (p: number, q: number) =>
    compareRanges(
      text,
      starts[p] as number,
      starts[p + 1] as number,
      text,
      starts[q] as number,
      starts[q + 1] as number,
    );
  for (let k = 1; k < byValue.length; k++)
    if (compare(byValue[k - 1] as number, byValue[k] as number) > 0) return byValue.sort(compare);
  return byValue;
}

interface PersonRow {
  id: number;
  department_id: number | null;
  name: string;
  surname: string;
  email: string | null;
  login: string | null;
  user_code: string | null;
}

const SEARCHED = ["name", "surname", "email", "login", "user_code"] as const;
/** The user code is matched whole, the other fields by prefix. */
const USER_CODE = SEARCHED.indexOf("user_code");

/**
 * Reads a company's index in one snapshot (a read-only repeatable read transaction), so the version it carries
 * is exactly the one of its rows. `orderBy` is the ORDER BY of each sort over `people p`, ascending, from the lists
 * themselves.
 */
export async function loadCompanyIndex(
  db: Kysely<Database>,
  companyId: number,
  orderBy: (sort: IndexedSort) => RawBuilder<unknown>,
): Promise<CompanyIndex> {
  const live = sql`p.company_id = ${companyId} and p.deleted_at is null`;
  const idList = (order: RawBuilder<unknown>, where: RawBuilder<unknown> = sql`true`) =>
    sql<string>`array_to_string(array(select p.id from people p where ${live} and ${where} order by ${order}), ',')`;
  const { list, rows } = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const { rows: lists } = await sql<Record<string, string | null>>`select
          coalesce((select version::text from people_list_versions where company_id = ${companyId}), '0') as version,
          ${sql.join(
            SEARCHED.map(
              (field) =>
                sql`${idList(sql`lower(p.${sql.ref(field)}) collate "C"`, sql`p.${sql.ref(field)} is not null`)} as ${sql.ref(`by_${field}`)}`,
            ),
          )},
          ${sql.join(INDEXED_SORTS.map((sort) => sql`${idList(orderBy(sort))} as ${sql.ref(`sort_${sort}`)}`))}`.execute(
        trx,
      );
      const { rows } = await sql<PersonRow>`select p.id, p.department_id, lower(p.name) as name,
          lower(p.surname) as surname, lower(p.email) as email, lower(p.login) as login,
          lower(p.user_code) as user_code
        from people p where ${live} order by p.id`.execute(trx);
      return { list: lists[0] ?? {}, rows };
    });
  await nextTurn();
  const ids = Int32Array.from(rows, (r) => r.id);
  const positionOf = positionLookup(ids);
  const fields: SearchedField[] = [];
  for (const field of SEARCHED) {
    await nextTurn();
    const values = fieldText(rows.map((r) => r[field]));
    fields.push({
      ...values,
      byValue: inCodePointOrder(values, positionsOf(list[`by_${field}`] ?? null, positionOf)),
    });
  }
  const orders: Partial<Record<IndexedSort, Int32Array>> = {};
  for (const sort of INDEXED_SORTS) {
    await nextTurn();
    orders[sort] = positionsOf(list[`sort_${sort}`] ?? null, positionOf);
  }
  return {
    companyId,
    version: list.version ?? "0",
    ids,
    departments: Int32Array.from(rows, (r) => r.department_id ?? 0),
    fields,
    orders: orders as Record<IndexedSort, Int32Array>,
  };
}

export interface SearchIndexOptions {
  /** The most people held in all the indexes together (0: none); least recently used companies go first. */
  maxPeople: number;
  /** A company with fewer live people is searched in SQL, already fast at that size. */
  minPeople: number;
  /** A build that failed (it is tried again on a later search). */
  onBuildError?: (error: unknown) => void;
}

/** The indexes of the companies read through one database handle, least recently used first. */
export class PeopleSearchIndexes {
  private readonly indexes = new Map<number, CompanyIndex>();
  private readonly building = new Map<number, Promise<void>>();
  private held = 0;

  constructor(
    private readonly db: Kysely<Database>,
    readonly options: SearchIndexOptions,
    private readonly orderBy: (sort: IndexedSort) => RawBuilder<unknown>,
  ) {}

  /** Whether a company of this many live people is indexed at all. */
  covers(livePeople: number): boolean {
    return livePeople >= this.options.minPeople && livePeople <= this.options.maxPeople && livePeople > 0;
  }

  /** The company's index if it is of `version`; else undefined, and a build starts unless one is under way. */
  current(companyId: number, version: string): CompanyIndex | undefined {
    const found = this.indexes.get(companyId);
    if (found && found.version === version) {
      this.indexes.delete(companyId);
      this.indexes.set(companyId, found);
      return found;
    }
    if (!this.building.has(companyId)) {
      const build = this.build(companyId).finally(() => this.building.delete(companyId));
      this.building.set(companyId, build);
    }
    return undefined;
  }

  /** The company's index, current or not, without counting it as used (tests). */
  indexOf(companyId: number): CompanyIndex | undefined {
    return this.indexes.get(companyId);
  }

  /** Resolves once no build of the company is under way (tests and the bench wait for it). */
  async settled(companyId: number): Promise<void> {
    await this.building.get(companyId);
  }

  private async build(companyId: number): Promise<void> {
    try {
      const index = await loadCompanyIndex(this.db, companyId, this.orderBy);
      this.drop(companyId);
      if (index.ids.length > this.options.maxPeople) return;
      this.indexes.set(companyId, index);
      this.held += index.ids.length;
      for (const oldest of this.indexes.keys()) {
        if (this.held <= this.options.maxPeople) break;
        this.drop(oldest);
      }
    } catch (error) {
      this.options.onBuildError?.(error);
    }
  }

  private drop(companyId: number): void {
    const found = this.indexes.get(companyId);
    if (!found) return;
    this.indexes.delete(companyId);
    this.held -= found.ids.length;
  }
}
