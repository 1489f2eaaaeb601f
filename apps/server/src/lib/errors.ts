import { ERROR_CATALOGUE, type ErrorCode, type TApiError } from "@wellguard/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** English fallback texts; the client shows its own translation of `errors.<code>`. */
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  ER6666: "An internal error occurred",
  ER6667: "maintenance",
  NF1000: "Entity not found",
  NF1001: "URL not supported",
  NF1002: "Action not allowed",
  NF1003: "Service not contracted",
  NF1004: "Action not authorised",
  NF1005: "The terms of use and the privacy policy must be accepted",
  NF1006: "Language not available",
  NF1007: "The password has expired; set a new one to enter",
  NF1012: "Wrong username or password",
  ND1027: "Check the fields",
  ND1031: "The password does not meet the format rules",
  ND1035: "The current password is wrong",
  ND1036: "A reset was requested recently; try again later",
  ND1037: "Federated users cannot reset their password here",
  ND1038: "The password equals an earlier one",
  ND1041: "Invalid e-mail",
};

export interface AppErrorOptions {
  field?: string;
  /** Overrides the catalogue status where the architecture says so (e.g. 401 for a blocked login). */
  status?: number;
  message?: string;
}

/** A refusal the client is meant to see: a catalogue code, its HTTP status, an English message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? MESSAGES[code] ?? code);
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? ERROR_CATALOGUE[code];
    this.field = options.field;
  }
}

export function errorBody(code: ErrorCode, message: string, field?: string): TApiError {
  return { records: { applicationCode: code, message, ...(field ? { field } : {}) } };
}

function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, field?: string) {
  return reply
    .status(status)
    .type("application/json; charset=utf-8")
    .send(errorBody(code, message, field));
}

/** Fastify's own request errors (body parsing, content type, size) that mean "check the fields". */
const REQUEST_ERROR_STATUS: Record<string, number> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 412,
  FST_ERR_CTP_EMPTY_JSON_BODY: 412,
  FST_ERR_CTP_INVALID_JSON_BODY: 412,
  FST_ERR_CTP_EMPTY_TYPE: 415,
  FST_ERR_CTP_INVALID_TYPE: 415,
};

function fieldOf(instancePath: string | undefined, params: unknown): string | undefined {
  const path = (instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  if (path) return path;
  const missing = (params as { missingProperty?: unknown } | undefined)?.missingProperty;
  return typeof missing === "string" ? missing : undefined;
}

/** One error handler for the whole API: every failure leaves as `{records:{applicationCode,message}}`. */
export function registerErrorHandling(
  app: FastifyInstance,
  onNotFound: (req: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError)
      return sendError(reply, error.status, error.code, error.message, error.field);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = [
        ...new Set(error.validation.map((v) => fieldOf(v.instancePath, v.params)).filter(Boolean)),
      ];
      return sendError(reply, 412, "ND1027", "Check the fields", fields.join(",") || undefined);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) return sendError(reply, 412, "ND1027", "Check the fields");
    const requestStatus = fastifyError.code ? REQUEST_ERROR_STATUS[fastifyError.code] : undefined;
    if (requestStatus) return sendError(reply, requestStatus, "ND1027", "Check the fields");
    if (fastifyError.statusCode === 429) {
      return sendError(reply, 429, "NF1004", "Too many requests; try again later");
    }
    // Any other client error Fastify raised (bad headers, aborted bodies...): a 4xx, never internals.
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return sendError(reply, 412, "ND1027", "Check the fields");
    }
    request.log.error({ err: error }, "unexpected error");
    return sendError(reply, 500, "ER6666", "An internal error occurred");
  });
  app.setNotFoundHandler(onNotFound);
}

export function sendNotFound(reply: FastifyReply) {
  return sendError(reply, 404, "NF1001", "URL not supported");
}
