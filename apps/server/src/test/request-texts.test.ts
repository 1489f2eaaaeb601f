import * as contract from "@wellguard/contract";
import { isTextSchema } from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { startTestServer, type TestServer } from "./harness";

/*
 * Issue 15, point 3: every string a request may carry is the contract's text type, which refuses NUL, lone
 * surrogates and control characters. This walks the request schemas of every registered route, so a route
 * added later with a bare z.string() fails here, named, before it can answer a 500.
 */

type AnySchema = z.core.$ZodType;

function isZodSchema(value: unknown): value is AnySchema {
  return typeof value === "object" && value !== null && "_zod" in value;
}

/** Paths of the bare strings (built without `text()`/`multilineText()`) inside a zod schema. */
function bareStrings(schema: AnySchema, path: string, seen = new Set<AnySchema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  // A string format (uuid, ISO date) is a strict pattern that no control character can match.
  if (def.type === "string")
    return isTextSchema(schema as z.ZodString) || def.format ? [] : [path || "(value)"];
  const found: string[] = [];
  for (const [key, value] of Object.entries(def)) {
    if (key === "checks") continue;
    if (key === "shape" && value && typeof value === "object") {
      for (const [field, fieldSchema] of Object.entries(value)) {
        if (isZodSchema(fieldSchema))
          found.push(...bareStrings(fieldSchema, path ? `${path}.${field}` : field, seen));
      }
    } else if (isZodSchema(value)) {
      found.push(...bareStrings(value, key === "element" ? `${path}[]` : path, seen));
    } else if (Array.isArray(value)) {
      for (const item of value) if (isZodSchema(item)) found.push(...bareStrings(item, path, seen));
    }
  }
  return found;
}

describe("request texts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("embedded");
  });
  afterAll(async () => server?.close());

  it("every string of every route's body, query, path and headers is the contract's text type", () => {
    const offenders: string[] = [];
    let strings = 0;
    for (const route of server.app.registeredRoutes) {
      for (const part of ["body", "querystring", "params", "headers"] as const) {
        const schema = route.schema?.[part];
        if (!isZodSchema(schema)) continue;
        strings += 1;
        for (const path of bareStrings(schema, ""))
          offenders.push(`${route.method} ${route.url} ${part} ${path}`);
      }
    }
    expect(strings).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it("so is every string of the contract's request schemas, also those a route parses itself (multipart forms)", () => {
    // The contract names request schemas by what they carry; a new one following the names is walked too.
    const requestSchemas = Object.entries(contract).filter(
      ([name, value]) => /^Z\w+(Input|Update|Request|Query|Params)$/.test(name) && isZodSchema(value),
    );
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "ZCompanyInput",
        "ZCompanyUpdate",
        "ZPersonInput",
        "ZPersonUpdate",
        "ZDepartmentInput",
      ]),
    );
    const offenders = requestSchemas.flatMap(([name, schema]) =>
      bareStrings(schema as AnySchema, "").map((path) => `${name} ${path}`),
    );
    expect(offenders).toEqual([]);
  });
});
