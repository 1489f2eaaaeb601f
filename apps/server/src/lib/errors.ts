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
  ND1000: "Entity not found",
  ND1001: "The company has dependencies and cannot be a customer",
  ND1002: "The user exists in another company",
  ND1003: "A company cannot delete itself",
  ND1004: "Logo format not supported",
  ND1005: "Check the gender",
  ND1006: "Check the profiles",
  ND1007: "Value longer than the maximum",
  ND1008: "Value longer than the maximum",
  ND1009: "Value longer than the maximum",
  ND1010: "Value longer than the maximum",
  ND1011: "Value longer than the maximum",
  ND1012: "Spreadsheet error in a row",
  ND1013: "Spreadsheet duplicates",
  ND1014: "Spreadsheet structure wrong",
  ND1015: "Services required",
  ND1016: "Survey flow required",
  ND1018: "Required fields",
  ND1022: "Check the phone",
  ND1023: "Check the time zone",
  ND1024: "Department name exists",
  ND1025: "Fiscal code exists",
  ND1026: "Domain in use",
  ND1027: "Check the fields",
  ND1028: "Entity exists in another company",
  ND1029: "E-mail already registered",
  ND1030: "Check the department",
  ND1032: "The selection has no users",
  ND1034: "The login belongs to another company",
  ND1039: "E-mail registered by another company",
  ND1046: "Choose a domain",
  ND1047: "Invalid domain",
  ND1048: "User code already registered",
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
  /** Bulk calls: each refused id or spreadsheet row with its own code. */
  refusals?: Refusal[];
}

export type Refusal = NonNullable<TApiError["records"]["refusals"]>[number];

/** A refusal the client is meant to see: a catalogue code, its HTTP status, an English message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  readonly refusals: Refusal[] | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? MESSAGES[code] ?? code);
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? ERROR_CATALOGUE[code];
    this.field = options.field;
    this.refusals = options.refusals;
  }
}

export function errorBody(code: ErrorCode, message: string, field?: string, refusals?: Refusal[]): TApiError {
  return {
    records: {
      applicationCode: code,
      message,
      ...(field ? { field } : {}),
      ...(refusals ? { refusals } : {}),
    },
  };
}

function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  field?: string,
  refusals?: Refusal[],
) {
  return reply
    .status(status)
    .type("application/json; charset=utf-8")
    .send(errorBody(code, message, field, refusals));
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

/** A schema message that is a catalogue code is that code; any other message means "check the fields". */
function catalogueCode(message: string | undefined): ErrorCode {
  return message && message in ERROR_CATALOGUE ? (message as ErrorCode) : "ND1027";
}

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
      return sendError(reply, error.status, error.code, error.message, error.field, error.refusals);

    if (hasZodFastifySchemaValidationErrors(error)) {
      // Contract schemas carry catalogue codes as their messages (ND1018 required, ND1022 phone...): the
      // first field's code leads, and every field is listed with its own code for the form.
      const byField = new Map<string, ErrorCode>();
      for (const v of error.validation) {
        const field = fieldOf(v.instancePath, v.params) ?? "_";
        if (!byField.has(field)) byField.set(field, catalogueCode(v.message));
      }
      const fields = [...byField].map(([field, applicationCode]) => ({ field, applicationCode }));
      const first = fields[0];
      const code = first?.applicationCode ?? "ND1027";
      return reply
        .status(412)
        .type("application/json; charset=utf-8")
        .send({
          records: {
            applicationCode: code,
            message: MESSAGES[code] ?? "Check the fields",
            ...(first && first.field !== "_" ? { field: fields.map((f) => f.field).join(",") } : {}),
            fields,
          },
        } satisfies TApiError);
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
