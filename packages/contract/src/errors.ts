import { z } from "zod";

/**
 * The server error catalogue (spec §8). Each code maps to the HTTP status the server answers with
 * (architecture: 412 business/validation, 403 not allowed, 401 not signed in, 404 not found,
 * 418 maintenance, 500 internal) and to the message key `errors.<code>` in every locale.
 */
export const ERROR_CATALOGUE = {
  ER6666: 500,
  ER6667: 500,
  ND1000: 404,
  ND1001: 412,
  ND1002: 412,
  ND1003: 412,
  ND1004: 412,
  ND1005: 412,
  ND1006: 412,
  ND1007: 412,
  ND1008: 412,
  ND1009: 412,
  ND1010: 412,
  ND1011: 412,
  ND1012: 412,
  ND1013: 412,
  ND1014: 412,
  ND1015: 412,
  ND1016: 412,
  ND1017: 500,
  ND1018: 412,
  ND1019: 412,
  ND1020: 412,
  ND1021: 412,
  ND1022: 412,
  ND1023: 412,
  ND1024: 412,
  ND1025: 412,
  ND1026: 412,
  ND1027: 412,
  ND1028: 412,
  ND1029: 412,
  ND1030: 412,
  ND1031: 412,
  ND1032: 412,
  ND1033: 404,
  ND1034: 412,
  ND1035: 412,
  ND1036: 412,
  ND1037: 412,
  ND1038: 412,
  ND1039: 412,
  ND1040: 412,
  ND1041: 412,
  ND1042: 412,
  ND1043: 412,
  ND1044: 412,
  ND1045: 412,
  ND1046: 412,
  ND1047: 412,
  ND1048: 412,
  NF1000: 404,
  NF1001: 404,
  NF1002: 403,
  NF1003: 403,
  NF1004: 403,
  NF1005: 403,
  NF1006: 412,
  NF1007: 412,
  NF1011: 404,
  NF1012: 412,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CATALOGUE, value);
}

/**
 * Messages the client shows that are not server codes (spec §8 "General messages").
 * Keys live under `messages.<key>` in every locale.
 */
export const GENERAL_MESSAGES = [
  "unknownError",
  "sessionExpired",
  "pageNotFound",
  "federationNotValidated",
  "fileNotFound",
  "userBlocked",
  "wrongCredentials",
  "emptyLogin",
  "emptyPassword",
  "resetEmailSent",
  "invalidEmail",
  "conditionsRequired",
  "resetLinkExpired",
  "passwordsDoNotMatch",
  "badPasswordFormat",
  "wrongCurrentPassword",
  "passwordReused",
  "passwordBreached",
  "checkMarkedFields",
  "formHasErrors",
  "fieldFormat",
  "maxLength",
  "minLength",
  "minValue",
  "maxValue",
  "required",
  "fiscalCodeExists",
  "domainExists",
  "createUserFailed",
  "updateUserFailed",
  "createUsersFailed",
  "updateUsersFailed",
  "createDepartmentFailed",
  "updateDepartmentFailed",
  "createCompanyFailed",
  "updateCompanyFailed",
  "emptyDepartments",
  "videoAborted",
  "videoNotFound",
  "videoDecode",
  "videoUnsupported",
  "videoEncrypted",
  "errorsTitle",
] as const;
export type GeneralMessage = (typeof GENERAL_MESSAGES)[number];

/** The one error shape on the wire: `{ records: { applicationCode, message, field? } }`. */
export const ZApiError = z.object({
  records: z.object({
    applicationCode: z.string(),
    message: z.string(),
    field: z.string().optional(),
    fields: z.array(z.object({ field: z.string(), applicationCode: z.string() })).optional(),
    /** Bulk calls (multiupdate, multidelete, import): why each refused id or row was refused. */
    refusals: z
      .array(
        z.object({
          id: z.number().int().optional(),
          row: z.number().int().optional(),
          column: z.string().optional(),
          applicationCode: z.string(),
          message: z.string(),
        }),
      )
      .optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
