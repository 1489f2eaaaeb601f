import { type RawBuilder, sql } from "kysely";
import { type Filter, parse } from "scim2-parse-filter";
import { ScimError } from "./errors";

/*
 * The filters we answer (RFC 7644 §3.4.2.2), translated to SQL over people `p` / tags `t`. Only what identity
 * providers send to find a resource before creating it: `eq` on a few attributes, and `and` of those. Anything
 * else is 400 invalidFilter rather than a filter silently ignored (which would answer everyone).
 */

export const CORE_USER = "urn:ietf:params:scim:schemas:core:2.0:User";
export const CORE_GROUP = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const ENTERPRISE_USER = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

const MAX_FILTER_LENGTH = 2000;

function invalidFilter(detail: string): ScimError {
  return new ScimError(400, detail, "invalidFilter");
}

/** The attribute path without its schema URN, lower case (SCIM attribute names are case-insensitive). */
export function attributeName(path: string, coreUrn: string): string {
  const lower = path.toLowerCase();
  const prefix = `${coreUrn.toLowerCase()}:`;
  return lower.startsWith(prefix) ? lower.slice(prefix.length) : lower;
}

function parseFilter(text: string): Filter {
  if (text.length > MAX_FILTER_LENGTH) throw invalidFilter("The filter is too long");
  try {
    return parse(text);
  } catch {
    throw invalidFilter("The filter could not be parsed");
  }
}

function stringValue(filter: Filter): string {
  if (filter.op !== "eq" || !("compValue" in filter) || typeof filter.compValue !== "string") {
    throw invalidFilter("Only eq with a string value is supported");
  }
  return filter.compValue;
}

const never = sql<boolean>`false`;

/** emails[...] sub-filters: the type (we hold one address, of type work), primary, or the value. */
function emailSubFilter(filter: Filter): RawBuilder<boolean> {
  if (filter.op === "and") return sql<boolean>`(${sql.join(filter.filters.map(emailSubFilter), sql` and `)})`;
  if (filter.op !== "eq" || !("attrPath" in filter)) throw invalidFilter("Unsupported filter on emails");
  const name = filter.attrPath.toLowerCase();
  if (name === "type") return stringValue(filter).toLowerCase() === "work" ? sql<boolean>`true` : never;
  if (name === "primary") return filter.compValue === true ? sql<boolean>`true` : never;
  if (name === "value") return sql<boolean>`lower(p.email) = ${stringValue(filter).toLowerCase()}`;
  throw invalidFilter(`Unsupported filter attribute emails.${filter.attrPath}`);
}

function userCondition(filter: Filter): RawBuilder<boolean> {
  if (filter.op === "and") return sql<boolean>`(${sql.join(filter.filters.map(userCondition), sql` and `)})`;
  if (filter.op === "[]") {
    if (attributeName(filter.attrPath, CORE_USER) !== "emails") {
      throw invalidFilter(`Unsupported filter attribute ${filter.attrPath}`);
    }
    return emailSubFilter(filter.valFilter);
  }
  if (!("attrPath" in filter)) throw invalidFilter("Unsupported filter");
  const name = attributeName(filter.attrPath, CORE_USER);
  const value = stringValue(filter);
  switch (name) {
    case "username":
      return sql<boolean>`lower(p.login) = ${value.toLowerCase()}`;
    case "externalid":
      return sql<boolean>`p.scim_external_id = ${value}`;
    case "emails.value":
      return sql<boolean>`lower(p.email) = ${value.toLowerCase()}`;
    case "id":
      return /^\d{1,10}$/.test(value) ? sql<boolean>`p.id = ${Number(value)}` : never;
  }
  throw invalidFilter(`Unsupported filter attribute ${filter.attrPath}`);
}

function groupCondition(filter: Filter): RawBuilder<boolean> {
  if (filter.op === "and") return sql<boolean>`(${sql.join(filter.filters.map(groupCondition), sql` and `)})`;
  if (filter.op === "[]") {
    const sub = filter.valFilter;
    if (
      attributeName(filter.attrPath, CORE_GROUP) !== "members" ||
      !("attrPath" in sub) ||
      sub.attrPath.toLowerCase() !== "value"
    ) {
      throw invalidFilter(`Unsupported filter attribute ${filter.attrPath}`);
    }
    const value = stringValue(sub);
    if (!/^\d{1,10}$/.test(value)) return never;
    return sql<boolean>`exists (select 1 from tag_members m where m.tag_id = t.id and m.person_id = ${Number(value)})`;
  }
  if (!("attrPath" in filter)) throw invalidFilter("Unsupported filter");
  const name = attributeName(filter.attrPath, CORE_GROUP);
  const value = stringValue(filter);
  switch (name) {
    case "displayname":
      return sql<boolean>`lower(t.name) = ${value.toLowerCase()}`;
    case "externalid":
      return sql<boolean>`t.scim_external_id = ${value}`;
    case "id":
      return /^\d{1,10}$/.test(value) ? sql<boolean>`t.id = ${Number(value)}` : never;
  }
  throw invalidFilter(`Unsupported filter attribute ${filter.attrPath}`);
}

/** The SQL condition of a Users filter (over people `p`), or `true` without one. */
export function userFilter(text: string | undefined): RawBuilder<boolean> {
  if (text === undefined || text.trim() === "") return sql<boolean>`true`;
  return userCondition(parseFilter(text));
}

/** The SQL condition of a Groups filter (over tags `t`), or `true` without one. */
export function groupFilter(text: string | undefined): RawBuilder<boolean> {
  if (text === undefined || text.trim() === "") return sql<boolean>`true`;
  return groupCondition(parseFilter(text));
}

/** startIndex (1-based) and count (at most 200; 0 answers only totalResults), per RFC 7644 §3.4.2.4. */
export const MAX_RESULTS = 200;
const DEFAULT_COUNT = 100;

export function paging(query: { startIndex?: unknown; count?: unknown }): { offset: number; limit: number } {
  const number = (value: unknown, fallback: number) => {
    if (value === undefined || value === "") return fallback;
    const n = Number(value);
    if (!Number.isFinite(n)) throw new ScimError(400, "startIndex and count must be numbers", "invalidValue");
    return Math.trunc(n);
  };
  const start = Math.min(Math.max(number(query.startIndex, 1), 1), 2_000_000_000);
  const count = Math.min(Math.max(number(query.count, DEFAULT_COUNT), 0), MAX_RESULTS);
  return { offset: start - 1, limit: count };
}
