import { type Filter, parse } from "scim2-parse-filter";
import { ScimError } from "./errors";

/*
 * PATCH (RFC 7644 §3.5.2) as identity providers send it, applied to a resource's JSON before it is mapped back
 * to our columns (users.ts) or to member changes (groups.ts):
 * - ops in any case ("Replace", "Add", "Remove": Microsoft Entra ID capitalises them);
 * - a path (`userName`, `name.givenName`, `emails[type eq "work"].value`, `members[value eq "12"]`, with or
 *   without its schema URN, `urn:…:enterprise:2.0:User:department`), or no path and an object of attributes
 *   (Okta's `{"op":"replace","value":{"active":false}}`);
 * - attribute names in any case (Entra's reference code sends "Primary", "Department").
 * Boolean strings ("True", "False") are read where a boolean is expected, by the mapping, not here.
 */

export const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const MAX_OPERATIONS = 1000;

export type PatchOp = "add" | "replace" | "remove";
export interface PatchOperation {
  op: PatchOp;
  path: string | undefined;
  value: unknown;
}

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The key of `name` in `object` whatever its case, or `name` itself when absent. */
export function keyOf(object: Json, name: string): string {
  const lower = name.toLowerCase();
  return Object.keys(object).find((k) => k.toLowerCase() === lower) ?? name;
}

export function getAttr(object: Json, name: string): unknown {
  return object[keyOf(object, name)];
}

/** The body's Operations, checked and with their op in lower case. */
export function readPatchRequest(body: unknown): PatchOperation[] {
  if (!isObject(body)) throw new ScimError(400, "The body must be a PatchOp object", "invalidSyntax");
  const operations = getAttr(body, "Operations");
  if (!Array.isArray(operations) || operations.length === 0) {
    throw new ScimError(400, "Operations must be a non-empty array", "invalidSyntax");
  }
  if (operations.length > MAX_OPERATIONS) throw new ScimError(400, "Too many operations", "tooMany");
  return operations.map((raw) => {
    if (!isObject(raw)) throw new ScimError(400, "Each operation must be an object", "invalidSyntax");
    const op = getAttr(raw, "op");
    const path = getAttr(raw, "path");
    const lower = typeof op === "string" ? op.toLowerCase() : "";
    if (lower !== "add" && lower !== "replace" && lower !== "remove") {
      throw new ScimError(400, "op must be add, replace or remove", "invalidSyntax");
    }
    if (path !== undefined && path !== null && (typeof path !== "string" || path.length > 1000)) {
      throw new ScimError(400, "path must be a string", "invalidPath");
    }
    const value = getAttr(raw, "value");
    if (lower === "remove" && (path === undefined || path === null || path === "")) {
      throw new ScimError(400, "remove needs a path", "noTarget");
    }
    if (lower !== "remove" && value === undefined) {
      throw new ScimError(400, `${lower} needs a value`, "invalidValue");
    }
    return { op: lower, path: typeof path === "string" && path !== "" ? path : undefined, value };
  });
}

export interface ParsedPath {
  /** The extension whose object holds the attribute, or undefined for the core schema. */
  extension: string | undefined;
  /** The attribute (lower case); undefined when the path is the extension itself. */
  attr: string | undefined;
  filter: Filter | undefined;
  sub: string | undefined;
}

export function parsePath(path: string, coreUrn: string, extensions: readonly string[]): ParsedPath {
  let rest = path.trim();
  let extension: string | undefined;
  const lower = rest.toLowerCase();
  const urn = [coreUrn, ...extensions]
    .sort((a, b) => b.length - a.length)
    .find((u) => lower === u.toLowerCase() || lower.startsWith(`${u.toLowerCase()}:`));
  if (urn) {
    if (urn !== coreUrn) extension = urn;
    rest = rest.slice(urn.length + 1);
    if (rest === "") return { extension, attr: undefined, filter: undefined, sub: undefined };
  } else if (lower.startsWith("urn:")) {
    throw new ScimError(400, "Unknown schema in path", "invalidPath");
  }
  const match = /^([A-Za-z][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z][\w$-]*))?$/s.exec(rest);
  if (!match?.[1]) throw new ScimError(400, "The path could not be read", "invalidPath");
  let filter: Filter | undefined;
  if (match[2] !== undefined) {
    try {
      filter = parse(match[2]);
    } catch {
      throw new ScimError(400, "The path's filter could not be read", "invalidPath");
    }
  }
  return { extension, attr: match[1].toLowerCase(), filter, sub: match[3]?.toLowerCase() };
}

/** Whether an element of a multi-valued attribute matches a value filter (eq, and, or; case-insensitive). */
export function matches(element: unknown, filter: Filter): boolean {
  if (!isObject(element)) return false;
  if (filter.op === "and") return filter.filters.every((f) => matches(element, f));
  if (filter.op === "or") return filter.filters.some((f) => matches(element, f));
  if (filter.op === "eq" && "compValue" in filter) {
    const actual = getAttr(element, filter.attrPath);
    const expected = filter.compValue;
    if (typeof actual === "string" && typeof expected === "string") {
      return actual.toLowerCase() === expected.toLowerCase();
    }
    return String(actual).toLowerCase() === String(expected).toLowerCase();
  }
  throw new ScimError(400, "Only eq, and and or are supported in a path filter", "invalidPath");
}

/** The attributes an `eq` filter fixes, to create the element a path filter names when there is none yet. */
function filterTemplate(filter: Filter): Json {
  if (filter.op === "and") return Object.assign({}, ...filter.filters.map(filterTemplate));
  if (filter.op === "eq" && "compValue" in filter) return { [filter.attrPath]: filter.compValue };
  return {};
}

function mergeInto(target: Json, value: Json) {
  for (const [k, v] of Object.entries(value)) target[keyOf(target, k)] = v;
}

function setValue(container: Json, key: string, op: PatchOp, value: unknown) {
  const current = container[key];
  if (Array.isArray(current) && op === "add") {
    container[key] = [...current, ...(Array.isArray(value) ? value : [value])];
  } else if (isObject(current) && isObject(value)) {
    mergeInto(current, value);
  } else {
    container[key] = value;
  }
}

/** Applies one operation to `doc` in place. */
export function applyOperation(
  doc: Json,
  operation: PatchOperation,
  coreUrn: string,
  extensions: readonly string[],
): void {
  const { op, value } = operation;
  if (operation.path === undefined) {
    if (!isObject(value))
      throw new ScimError(400, "Without a path the value must be an object", "invalidValue");
    for (const [k, v] of Object.entries(value)) {
      const extension = extensions.find((e) => e.toLowerCase() === k.toLowerCase());
      if (extension && isObject(v)) {
        for (const [k2, v2] of Object.entries(v))
          applyOperation(doc, { op, path: `${extension}:${k2}`, value: v2 }, coreUrn, extensions);
      } else {
        applyOperation(doc, { op, path: k, value: v }, coreUrn, extensions);
      }
    }
    return;
  }
  const path = parsePath(operation.path, coreUrn, extensions);
  let container = doc;
  if (path.extension) {
    const key = keyOf(doc, path.extension);
    if (!isObject(doc[key])) doc[key] = {};
    container = doc[key] as Json;
  }
  if (path.attr === undefined) {
    if (op === "remove") {
      delete doc[keyOf(doc, path.extension ?? "")];
      return;
    }
    if (!isObject(value)) throw new ScimError(400, "The extension's value must be an object", "invalidValue");
    mergeInto(container, value);
    return;
  }
  const key = keyOf(container, path.attr);
  if (path.filter) {
    const list = Array.isArray(container[key]) ? (container[key] as unknown[]) : [];
    const filter = path.filter;
    const hit = list.filter((element) => matches(element, filter));
    if (op === "remove") {
      if (path.sub) {
        for (const element of hit) delete (element as Json)[keyOf(element as Json, path.sub)];
        container[key] = list;
      } else {
        container[key] = list.filter((element) => !hit.includes(element));
      }
      return;
    }
    if (hit.length === 0) {
      const created = filterTemplate(filter);
      if (path.sub) created[path.sub] = value;
      else if (isObject(value)) mergeInto(created, value);
      container[key] = [...list, created];
      return;
    }
    for (const element of hit) {
      const target = element as Json;
      if (path.sub) target[keyOf(target, path.sub)] = value;
      else if (isObject(value)) mergeInto(target, value);
    }
    container[key] = list;
    return;
  }
  if (path.sub) {
    const sub = path.sub;
    const current = container[key];
    if (Array.isArray(current)) {
      // `emails.value` without a filter: the primary element, else the first (or a new one).
      const target = (current.find((e) => isObject(e) && getAttr(e, "primary") === true) ?? current[0]) as
        | Json
        | undefined;
      if (op === "remove") {
        if (target) delete target[keyOf(target, sub)];
      } else if (target) {
        target[keyOf(target, sub)] = value;
      } else {
        container[key] = [{ [sub]: value }];
      }
      return;
    }
    if (op === "remove") {
      if (isObject(current)) delete current[keyOf(current, sub)];
      return;
    }
    if (!isObject(current)) container[key] = {};
    const target = container[key] as Json;
    target[keyOf(target, sub)] = value;
    return;
  }
  if (op === "remove") {
    const current = container[key];
    // Entra removes group members as {op: remove, path: members, value: [{value: id}]}.
    if (Array.isArray(current) && Array.isArray(value) && value.length > 0) {
      const gone = new Set(value.map((v) => String(isObject(v) ? getAttr(v, "value") : v)));
      container[key] = current.filter((e) => !gone.has(String(isObject(e) ? getAttr(e, "value") : e)));
    } else {
      delete container[key];
    }
    return;
  }
  setValue(container, key, op, value);
}
