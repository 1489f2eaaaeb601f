import { ERROR_CATALOGUE, type ErrorCode } from "@wellguard/contract";

/*
 * The error answers every operation of /api/docs declares (issue 21, point 1): the envelope
 * `{records: {applicationCode, message, field?}}` with, per HTTP status, the catalogue codes that status may carry.
 * The catalogue (packages/contract/src/errors.ts) maps each code to its usual status; EXTRA lists the codes the
 * server sends with another status on purpose (`new AppError(code, {status})`, lib/errors.ts). The fuzz harness
 * checks every declared error answer against these schemas, so a code missing here fails it.
 */

const EXTRA: Readonly<Record<number, readonly ErrorCode[]>> = {
  // Not signed in, session expired, unknown or revoked API key, blocked sign-in (lib/session.ts, lib/api-keys.ts).
  401: ["NF1004"],
  // A finished reset token (NF1000), an import committed twice (ND1033), conditions refused (NF1005).
  412: ["NF1000", "ND1033", "NF1005"],
  // Fastify's own refusals of a body: too large, or of a type the route does not take (lib/errors.ts).
  413: ["ND1027"],
  415: ["ND1027"],
  // Sign-in, single sign-on and API key rate limits.
  429: ["NF1004"],
};

/** Catalogue codes that may come with this status. */
export function codesFor(status: number): ErrorCode[] {
  const fromCatalogue = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter(
    (code) => ERROR_CATALOGUE[code] === status,
  );
  return [...new Set([...fromCatalogue, ...(EXTRA[status] ?? [])])].sort();
}

const DESCRIPTIONS: Readonly<Record<number, string>> = {
  401: "Not signed in: no token, or an expired session, or an unknown, expired or revoked API key.",
  403: "Signed in, but not allowed: another profile, a service not contracted, conditions not accepted yet, or an API key whose scopes do not open this operation.",
  404: "Not found, or outside the caller's companies (the same answer, so that ids cannot be probed).",
  412: "The request is refused: a field is missing or malformed (`field` names it), or a business rule refuses it.",
  413: "The body is larger than the server takes (1 MiB unless the operation says otherwise).",
  415: "The body's content type is not one this operation takes.",
  429: "Too many requests from this address, login or API key; `Retry-After` says when to try again.",
  500: "An internal error, or a server setting this operation needs is missing (ND1017).",
};

/** The example each error answer shows: a real code and the server's English message for it. */
const EXAMPLES: Readonly<Record<number, { applicationCode: ErrorCode; message: string; field?: string }>> = {
  401: { applicationCode: "NF1004", message: "Not signed in" },
  403: { applicationCode: "NF1002", message: "Action not allowed" },
  404: { applicationCode: "ND1000", message: "Entity not found" },
  412: { applicationCode: "ND1018", message: "Required fields", field: "name" },
  413: { applicationCode: "ND1027", message: "Check the fields" },
  415: { applicationCode: "ND1027", message: "Check the fields" },
  429: { applicationCode: "NF1004", message: "Too many requests; try again later" },
  500: { applicationCode: "ER6666", message: "An internal error occurred" },
};

type JsonSchema = Record<string, unknown>;

const codeSchema = (codes: readonly string[]): JsonSchema => ({ type: "string", enum: [...codes] });

/** The error envelope whose applicationCode is one of `codes` (ZApiError in the contract, with its limits). */
export function errorEnvelopeSchema(codes: readonly string[]): JsonSchema {
  const anyCode = codeSchema(codes);
  return {
    type: "object",
    required: ["records"],
    properties: {
      records: {
        type: "object",
        required: ["applicationCode", "message"],
        properties: {
          applicationCode: anyCode,
          message: { type: "string", description: "An English text for logs; clients translate the code." },
          field: { type: "string", description: "The refused field or fields, comma-separated." },
          fields: {
            type: "array",
            description: "Each refused field with its own code (validation errors).",
            items: {
              type: "object",
              required: ["field", "applicationCode"],
              properties: { field: { type: "string" }, applicationCode: { type: "string" } },
            },
          },
          refusals: {
            type: "array",
            description: "Bulk calls: why each refused id or spreadsheet row was refused.",
            items: {
              type: "object",
              required: ["applicationCode", "message"],
              properties: {
                id: { type: "integer", format: "int32", minimum: 1, maximum: 2_147_483_647 },
                row: { type: "integer", format: "int32", minimum: 1, maximum: 2_147_483_647 },
                column: { type: "string" },
                applicationCode: { type: "string" },
                message: { type: "string" },
              },
            },
          },
        },
      },
    },
  };
}

/** Every error status an operation may declare (lib/openapi/document.ts says which each declares). */
export const ERROR_STATUSES = [401, 403, 404, 412, 413, 415, 429, 500] as const;

/** The name of the shared answer of a status in components.responses. */
export const errorResponseName = (status: number) => `Error${status}`;

/** One declared error answer: description, the codes in the description and schema, a real example. */
export function errorResponse(status: number): JsonSchema {
  const codes = codesFor(status);
  const example = EXAMPLES[status];
  const response: JsonSchema = {
    description: `${DESCRIPTIONS[status] ?? "An error."} Codes: ${codes.join(", ")}.`,
    content: {
      "application/json": {
        schema: errorEnvelopeSchema(codes),
        ...(example ? { example: { records: example } } : {}),
      },
    },
  };
  if (status === 429) {
    response.headers = {
      "Retry-After": {
        description: "Seconds to wait before trying again.",
        schema: { type: "integer", format: "int32", minimum: 0, maximum: 86_400 },
      },
    };
  }
  return response;
}
