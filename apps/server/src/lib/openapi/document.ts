import { readFileSync } from "node:fs";
import type { SwaggerOptions } from "@fastify/swagger";
import type { RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { API_KEY_ROUTE_SCOPES } from "../api-key-scopes";
import type { Guard, GuardOptions } from "../session";
import { ERROR_STATUSES, errorResponse, errorResponseName } from "./errors";
import { OPENAPI_TAGS } from "./tags";

/*
 * The OpenAPI 3.1 description served at /api/docs (issue 21, point 1; docs/api.md "The API description").
 * @fastify/swagger builds it from the routes' zod schemas through fastify-type-provider-zod; this module adds
 * what the schemas do not say: the security each operation takes (from its session guard and the API key scope
 * table), a stable operationId, the declared error answers, integer formats, servers, contact and licence.
 * test/openapi-lint.test.ts runs Spectral on the result; test/openapi-client.test.ts generates a client from it.
 */

/** Security scheme names (components.securitySchemes). */
export const SESSION_SCHEME = "session";
export const API_KEY_SCHEME = "apiKey";
export const ADMIN_API_KEY_SCHEME = "adminApiKey";

/** The guard options of every preHandler the guard built, so the description can say who may call a route. */
const guardOptions = new WeakMap<object, GuardOptions>();

/** The session guard, remembering each built preHandler's options (profiles) for the description. */
export function describedGuard(guard: Guard): Guard {
  return (options: GuardOptions = {}) => {
    const preHandler = guard(options);
    guardOptions.set(preHandler, options);
    return preHandler;
  };
}

function guardOf(route: RouteOptions): GuardOptions | undefined {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) =>
    hook === undefined ? [] : Array.isArray(hook) ? hook : [hook],
  );
  for (const hook of hooks) {
    const options = guardOptions.get(hook as object);
    if (options) return options;
  }
  return undefined;
}

/**
 * The profiles a guarded route admits (empty: any signed-in person), or undefined for a public route. A route
 * whose preHandler wraps the guard in its own function (an extra platform check) is known by the `security` its
 * schema declares; its profiles then follow its area (/admin/, /controller/).
 */
function profilesOf(route: RouteOptions, declared: unknown): string[] | undefined {
  const guard = guardOf(route);
  if (guard) return [...(guard.profiles ?? [])];
  if (!Array.isArray(declared) || declared.length === 0) return undefined;
  if (route.url.startsWith("/api/v1/admin/")) return ["ADMIN"];
  if (route.url.startsWith("/api/v1/controller/")) return ["CONTROLLER"];
  return [];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Who may call a route: people with a session (of these profiles) and, where its scope opens it, API keys. */
function securityOf(route: RouteOptions, declared: unknown): Record<string, string[]>[] {
  const profiles = profilesOf(route, declared);
  if (!profiles) return [];
  // OpenAPI 3.1 lets an http scheme list the roles it requires: the profiles of which the person needs one.
  const security: Record<string, string[]>[] = [{ [SESSION_SCHEME]: profiles }];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const scopes = new Set(methods.flatMap((method) => API_KEY_ROUTE_SCOPES[`${method} ${route.url}`] ?? []));
  // A key acts as its creator: on an admin-only operation, only a key an admin created passes the guard.
  const keyScheme = profiles.length === 1 && profiles[0] === "ADMIN" ? ADMIN_API_KEY_SCHEME : API_KEY_SCHEME;
  if (scopes.size > 0) security.push({ [keyScheme]: [...scopes] });
  return security;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The per-route transform: zod → JSON Schema, then the route's security. */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Json | undefined;
  const route = (input as { route?: RouteOptions }).route;
  if (!schema || schema.hide || !route) return result;
  return { ...result, schema: { ...schema, security: securityOf(route, schema.security) } };
}

const capitalised = (word: string) => (word ? word[0]?.toUpperCase() + word.slice(1) : "");

/**
 * The operationId of `METHOD /path`: the method, then each segment in camel case, a `{param}` as `ByParam`;
 * /api/v1 is left out. It changes only when the route's method or pattern does.
 * `get /api/v1/controller/campaigns/{companyId}/drafts` → `getControllerCampaignsByCompanyIdDrafts`.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api\/v1(?=\/|$)/, "")
    .split("/")
    .filter((segment) => segment !== "");
  const words = segments.map((segment) => {
    const param = /^\{(.+)\}$/.exec(segment);
    if (param) return `By${capitalised(param[1] ?? "")}`;
    return segment
      .split(/[^A-Za-z0-9]+/)
      .map(capitalised)
      .join("");
  });
  return method.toLowerCase() + words.join("");
}

const SUCCESS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "200": "Done: the answer in the `{records: ...}` envelope",
  "201": "Created",
  "202": "Accepted: the work goes on in the background",
  "204": "Done, with no content",
};

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * Integer schemas get the format their bounds allow (zod's int() bounds are the safe integers: int64); uuids get
 * the length their pattern already fixes.
 */
function addFormats(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) addFormats(item);
    return;
  }
  if (!isObject(node)) return;
  const type = node.type;
  const isInteger = type === "integer" || (Array.isArray(type) && type.includes("integer"));
  if (isInteger && node.format === undefined) {
    const min = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
    const max = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
    const fits32 = min !== undefined && max !== undefined && min >= INT32_MIN - 1 && max <= INT32_MAX + 1;
    node.format = fits32 ? "int32" : "int64";
  }
  // A uuid's pattern (zod writes it beside the format) allows exactly 36 characters.
  if (node.format === "uuid" && node.maxLength === undefined) node.maxLength = 36;
  for (const value of Object.values(node)) addFormats(value);
}

/** The error statuses an operation declares beyond its own. */
function errorStatusesOf(path: string, operation: Json): number[] {
  const guarded = Array.isArray(operation.security) && operation.security.length > 0;
  // Signing in answers 401 for a blocked account, and the reset calls for a finished token (features/auth).
  const signsIn = path.startsWith("/api/v1/auth/");
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const hasInput = parameters.length > 0 || operation.requestBody !== undefined;
  return [
    ...(guarded || signsIn ? [401] : []),
    ...(guarded ? [403] : []),
    ...(hasInput ? [404] : []),
    // Any request can be refused as malformed (a bad header, a query the route does not take).
    412,
    ...(operation.requestBody !== undefined ? [413, 415] : []),
    429,
    500,
  ];
}

/**
 * Real success answers by operationId (examples.json, written by scripts/openapi-examples.ts from a server on the
 * demo seed; test/openapi-examples.test.ts keeps them valid against the schemas). Read when the description is built.
 */
const EXAMPLES_FILE = new URL("./examples.json", import.meta.url);
type Examples = Record<string, { status: string; example: unknown }>;
let examples: Examples | undefined;
function examplesOf(): Examples {
  examples ??= JSON.parse(readFileSync(EXAMPLES_FILE, "utf8")) as Examples;
  return examples;
}

/** The operation's example on its success answer, when that answer exists (a removed one's example is unused). */
function addExample(operation: Json): void {
  const entry = examplesOf()[String(operation.operationId)];
  const responses = isObject(operation.responses) ? operation.responses : {};
  const response = entry ? responses[entry.status] : undefined;
  const content = isObject(response) && isObject(response.content) ? response.content : undefined;
  const media = content?.["application/json"];
  if (entry && isObject(media)) media.example = entry.example;
}

function completeOperation(method: string, path: string, operation: Json): void {
  operation.operationId = operationIdOf(method, path);
  if (typeof operation.summary !== "string") operation.summary = `${method.toUpperCase()} ${path}`;
  operation.security ??= [];
  const responses = (isObject(operation.responses) ? operation.responses : {}) as Json;
  for (const [status, response] of Object.entries(responses)) {
    // @fastify/swagger's placeholder, where the route gave no description.
    if (isObject(response) && response.description === "Default Response")
      response.description = SUCCESS_DESCRIPTIONS[status] ?? "The answer";
  }
  // One shared answer per status (components.responses), so the description stays small.
  for (const status of errorStatusesOf(path, operation)) {
    responses[String(status)] ??= { $ref: `#/components/responses/${errorResponseName(status)}` };
  }
  operation.responses = responses;
}

export interface DescriptionOptions {
  publicUrl: string;
}

/** The @fastify/swagger options of the served description. */
export function swaggerOptions({ publicUrl }: DescriptionOptions): SwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Wellguard API",
        version: "1",
        description:
          "The human side of cyber risk and employee wellbeing: organisation, surveys, phishing simulations, " +
          "breach monitoring, reports and integrations. Successful answers are `{records: ...}`; errors are " +
          "`{records: {applicationCode, message, field?}}` with the codes each operation lists. " +
          "People call the API with the session token signing in answers; machines with an API key " +
          "(`wgk_…`) on the operations its scopes open (docs/integrations.md).",
        contact: { name: "Wellguard", url: publicUrl },
        license: { name: "Apache-2.0", url: "https://www.apache.org/licenses/LICENSE-2.0" },
      },
      servers: [
        {
          url: publicUrl,
          description: "This installation's address (PUBLIC_URL): production, or local in development",
          // The API is meant for integrators outside the installation too (an OpenAPI extension field).
          ...{ "x-internal": false },
        },
      ],
      tags: OPENAPI_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: "http",
            scheme: "bearer",
            description:
              "A person's session token, answered by POST /api/v1/auth/login. The roles listed on an operation " +
              "are the profiles (ADMIN, CONTROLLER, USER) of which the person needs one; none listed: any person.",
          },
          [API_KEY_SCHEME]: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "wgk_…",
            description:
              "An API key (`wgk_…`) a controller or admin created for a machine. It acts as its creator in the " +
              "key's one company, only on the operations that list this scheme, and only with the listed scope.",
          },
          [ADMIN_API_KEY_SCHEME]: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "wgk_…",
            description:
              "An API key (`wgk_…`) an admin created: the only keys the admin-only operations take (a key acts " +
              "as its creator), with the listed scope.",
          },
        },
      },
    },
    transform,
    transformObject: (input) => {
      // Only the OpenAPI form is registered here (not Swagger 2), so the input carries `openapiObject`.
      const { openapiObject } = input as { openapiObject: Json };
      const document = openapiObject;
      const paths = (isObject(document.paths) ? document.paths : {}) as Record<string, Json>;
      for (const [path, item] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(item)) {
          if (METHODS.includes(method) && isObject(operation)) completeOperation(method, path, operation);
        }
      }
      const components = (isObject(document.components) ? document.components : {}) as Json;
      components.responses = {
        ...(isObject(components.responses) ? components.responses : {}),
        ...Object.fromEntries(
          ERROR_STATUSES.map((status) => [errorResponseName(status), errorResponse(status)]),
        ),
      };
      document.components = components;
      addFormats(document.paths);
      addFormats(document.components);
      // After addFormats, which would read an example's fields as schema keywords.
      for (const item of Object.values(paths)) {
        for (const [method, operation] of Object.entries(item)) {
          if (METHODS.includes(method) && isObject(operation)) addExample(operation);
        }
      }
      return openapiObject;
    },
  };
}
