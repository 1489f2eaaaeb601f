import { ERROR_CATALOGUE } from "@wellguard/contract";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import fc from "fast-check";

/*
 * Requests generated from the API's own OpenAPI description, and the rules every answer must keep
 * (issue 15, point 8; docs/testing.md "The fuzz harness"). Nothing here names a route: a route added later is
 * generated and checked like the others.
 */

/** The JSON Schema subset @fastify/swagger writes from the zod schemas (no $ref: zod inlines everything). */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}

interface Response {
  /** A shared answer: `#/components/responses/<name>` (the error answers). */
  $ref?: string;
  content?: Record<string, { schema?: Schema }>;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, Response>;
}

export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
}

export interface FuzzOperation {
  method: string;
  /** The OpenAPI path, with {name} placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: Schema | undefined;
  /** Validators of the JSON answers by status ("200", "202"...). */
  responses: Map<string, ValidateFunction>;
  /** Whether the operation declares a successful answer that is not JSON (a file, an image). */
  binarySuccess: boolean;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

export function operationsOf(api: OpenApi): FuzzOperation[] {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(api.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = op.parameters ?? [];
      const responses = new Map<string, ValidateFunction>();
      let binarySuccess = false;
      for (const [status, declared] of Object.entries(op.responses ?? {})) {
        const shared = declared.$ref?.replace(/^#\/components\/responses\//, "");
        const response = shared === undefined ? declared : (api.components?.responses?.[shared] ?? {});
        const json = response.content?.["application/json"]?.schema;
        if (json) responses.set(status, ajv.compile(json));
        else if (status.startsWith("2")) binarySuccess = true;
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path"),
        queryParams: parameters.filter((p) => p.in === "query"),
        body: op.requestBody?.content?.["application/json"]?.schema,
        responses,
        binarySuccess,
      });
    }
  }
  return operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

// ---------------------------------------------------------------------------------------------- generators

/** encodeURIComponent throws on a lone surrogate, which UTF-8 cannot carry; such text arrives as U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, "\ufffd"));

/** Values no schema expects: wrong types, boundaries, huge numbers, odd unicode, injection-shaped text. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e-308,
    0.5,
    "",
    " ",
    "\u0000",
    "\ud800",
    "a\udfffb",
    "\u001b[31m",
    "\u202eevil",
    "𝒜𝓁𝓅𝒽𝒶 🛡️",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' OR '1'='1' --",
    '=HYPERLINK("http://x")',
    "9".repeat(400),
    [],
    {},
    [null],
    { $gt: "" },
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 5 }),
);

const typesOf = (schema: Schema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * A value the schema accepts, most of the time (patterns and formats are approximated); `ids` are real
 * ids of the database, mixed into integers so that some requests reach real rows.
 */
export function valid(schema: Schema, ids: readonly number[]): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((s) => valid(s, ids)));
  if (schema.allOf && schema.allOf.length > 0) return valid(schema.allOf[0] as Schema, ids);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, ids)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer": {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = Math.min(schema.maximum ?? 1_000_000, 2 ** 31 - 1);
      const range = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.max(max, min) });
      const inRange = ids.filter((id) => id >= min && id <= max);
      return inRange.length > 0 ? fc.oneof(range, fc.constantFrom(...inRange)) : range;
    }
    case "number":
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
      });
    case "string":
      return validString(schema);
    case "array":
      return fc.array(valid(schema.items ?? {}, ids), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = valid(property, ids);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "email":
      return fc.emailAddress();
    case "date-time":
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case "date":
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    default:
      break;
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= minLength && s.length <= maxLength);
    } catch {
      // A pattern fast-check cannot read: plain text, which the server refuses as it should.
    }
  }
  return fc.string({ minLength, maxLength });
}

/** A value close to valid with one thing wrong: a hostile leaf, a missing required key, an extra key. */
export function malformed(schema: Schema, ids: readonly number[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: hostile },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid(schema, ids), hostile, fc.nat(), fc.constantFrom("swap", "drop", "extra"))
        .map(([value, bad, pick, how]) => corrupt(value, bad, pick, how)),
    },
  );
}

function corrupt(value: unknown, bad: unknown, pick: number, how: string): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0) return [bad];
    const copy = [...value];
    copy[pick % copy.length] = corrupt(copy[pick % copy.length], bad, Math.floor(pick / 7), how);
    return copy;
  }
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (how === "extra" || keys.length === 0) {
      copy[`unexpected${pick % 3}`] = bad;
      return copy;
    }
    const key = keys[pick % keys.length] as string;
    if (how === "drop") delete copy[key];
    else copy[key] = corrupt(copy[key], bad, Math.floor(pick / 7), how);
    return copy;
  }
  return bad;
}

/** Path segments: real ids, boundaries, and text no id route expects (encoded or not). */
export function pathSegment(schema: Schema | undefined, ids: readonly number[]): fc.Arbitrary<string> {
  const wellFormed = schema ? valid(schema, ids).map((v) => encode(String(v))) : fc.constant("1");
  return fc
    .oneof(
      { weight: 4, arbitrary: wellFormed },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          "0",
          "-1",
          "2147483648",
          "9007199254740993",
          "99999999999999999999999",
          "1e3",
          "0x10",
          "abc",
          "%00",
          "%E0%A4%A",
          "%ED%A0%80",
          "%2e%2e%2f",
          "1%3BDROP",
          "null",
          "%20",
        ),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((s) => encode(s)) },
      // An empty or dot segment names another route (`/regions/` is the list of `/regions/{id}`; fetch
      // resolves `.` and `..` before sending).
    )
    .filter((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** A query value as it travels: any value's text, URL-encoded, sometimes left raw. */
export function queryValue(schema: Schema | undefined, ids: readonly number[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 3, arbitrary: schema ? valid(schema, ids) : fc.string({ maxLength: 10 }) },
    { weight: 1, arbitrary: hostile },
  );
  return fc.oneof(
    {
      weight: 5,
      arbitrary: value.map((v) => encode(typeof v === "string" ? v : String(JSON.stringify(v)))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("%00", "%ZZ", "%E0%A4%A", "a&b=c", "%ED%A0%80", "x".repeat(3000)),
    },
  );
}

// ---------------------------------------------------------------------------------------------- checks

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What is wrong with an answer, or undefined. The rules (docs/testing.md):
 * - never a 5xx;
 * - a JSON answer is the envelope: `{records: ...}`;
 * - an error (4xx) is `{records: {applicationCode, message}}` with a catalogue code;
 * - an answer whose status the operation declares matches the declared schema;
 * - a 2xx the operation does not declare is wrong; so is a non-JSON 2xx from an operation that declares only JSON.
 */
export function problemOf(
  op: FuzzOperation,
  status: number,
  contentType: string,
  text: string,
): string | undefined {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  // JSON lines (GET /events with format=jsonl or Accept: application/x-ndjson): every line must be JSON.
  if (contentType.includes("application/x-ndjson") && status >= 200 && status < 300) {
    const bad = text.split("\n").find((line) => {
      if (line === "") return false;
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    return bad === undefined
      ? undefined
      : `status ${status}: a JSON line that is not JSON: ${bad.slice(0, 120)}`;
  }
  const isJson = contentType.includes("application/json");
  if (!isJson) {
    if (status >= 200 && status < 300 && op.binarySuccess) return undefined;
    return `status ${status} answered ${contentType || "no content type"}, not JSON`;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${status}: the body is not JSON: ${text.slice(0, 120)}`;
  }
  if (!isRecord(body) || !("records" in body))
    return `status ${status}: outside the envelope: ${text.slice(0, 200)}`;
  if (status >= 400) {
    const records = body.records;
    if (
      !isRecord(records) ||
      typeof records.applicationCode !== "string" ||
      typeof records.message !== "string"
    )
      return `status ${status}: an error outside the error envelope: ${text.slice(0, 200)}`;
    if (!(records.applicationCode in ERROR_CATALOGUE))
      return `status ${status}: ${records.applicationCode} is not in the catalogue`;
  }
  const validate = op.responses.get(String(status));
  if (validate) {
    if (!validate(body))
      return `status ${status}: does not match the declared answer: ${JSON.stringify(validate.errors?.slice(0, 2))} in ${text.slice(0, 200)}`;
  } else if (status < 300) {
    return `status ${status} is not declared for this operation`;
  }
  return undefined;
}
