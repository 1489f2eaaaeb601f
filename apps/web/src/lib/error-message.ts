import { GENERAL_MESSAGES, type GeneralMessage, isErrorCode } from "@wellguard/contract";

/**
 * The i18n key (namespace "contract") for a server code or a general message key.
 * Anything unknown shows "an error occurred" (spec §8).
 */
export function errorMessageKey(code: string | null | undefined): string {
  if (code && isErrorCode(code)) return `contract:errors.${code}`;
  if (code && (GENERAL_MESSAGES as readonly string[]).includes(code)) return `contract:messages.${code}`;
  return "contract:messages.unknownError";
}

export function messageKey(key: GeneralMessage): string {
  return `contract:messages.${key}`;
}
