import type { FastifyError, FastifyReply } from "fastify";
import { AppError } from "../../lib/errors";

/** RFC 7644 §3.12: every SCIM error is this object, with the status as a string. */
export const SCIM_ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";
export const SCIM_CONTENT_TYPE = "application/scim+json; charset=utf-8";

export type ScimType =
  | "invalidFilter"
  | "tooMany"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "noTarget"
  | "invalidValue"
  | "invalidVers"
  | "sensitive";

/** A refusal in SCIM's own shape (the /scim/v2 routes never answer the product's envelope). */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = "ScimError";
  }
}

export const invalidValue = (detail: string) => new ScimError(400, detail, "invalidValue");
export const scimNotFound = (what: "User" | "Group" | "Resource" = "Resource") =>
  new ScimError(404, `${what} not found`);

/** The catalogue's identity clashes (lib/organisation/rules.ts) are SCIM's 409 uniqueness. */
const UNIQUENESS_CODES = new Set(["ND1002", "ND1029", "ND1039", "ND1034", "ND1048", "ND1024", "ND1026"]);

/** Any error a SCIM handler throws, as SCIM's error: no stack, no SQL, never a 500 for bad input. */
export function toScimError(error: unknown): ScimError {
  if (error instanceof ScimError) return error;
  if (error instanceof AppError) {
    if (error.code === "ND1000") return new ScimError(404, error.message);
    if (UNIQUENESS_CODES.has(error.code)) {
      return new ScimError(409, `${error.message}${error.field ? ` (${error.field})` : ""}`, "uniqueness");
    }
    if (error.status === 401) return new ScimError(401, error.message);
    if (error.status === 403) return new ScimError(403, error.message);
    if (error.status === 429) return new ScimError(429, error.message);
    return invalidValue(`${error.message}${error.field ? ` (${error.field})` : ""}`);
  }
  const fastify = error as Partial<FastifyError>;
  switch (fastify.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new ScimError(413, "The request body is too large");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_TYPE":
    case "FST_ERR_CTP_EMPTY_TYPE":
      return new ScimError(415, "Send application/scim+json or application/json");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new ScimError(400, "The body is not valid JSON", "invalidSyntax");
  }
  if (error instanceof SyntaxError) return new ScimError(400, "The body is not valid JSON", "invalidSyntax");
  if (typeof fastify.statusCode === "number" && fastify.statusCode >= 400 && fastify.statusCode < 500) {
    return new ScimError(fastify.statusCode, "The request could not be read", "invalidSyntax");
  }
  return new ScimError(500, "Internal error");
}

export function scimErrorBody(error: ScimError) {
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(error.status),
    ...(error.scimType ? { scimType: error.scimType } : {}),
    detail: error.message,
  };
}

/** Every SCIM answer: application/scim+json, never cached. */
export function sendScim(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .type(SCIM_CONTENT_TYPE)
    .send(JSON.stringify(body));
}
