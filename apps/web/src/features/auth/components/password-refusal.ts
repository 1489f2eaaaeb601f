import { BREACHED_PASSWORD_FIELD } from "@wellguard/contract";
import { errorMessageKey, messageKey } from "@/lib/error-message";

export type PasswordFormField = "currentPassword" | "password" | "repeatPassword" | "form";

// Server codes that belong to one field (spec §8).
const FIELD_OF_CODE: Record<string, PasswordFormField> = {
  ND1035: "currentPassword",
  ND1031: "password",
  ND1038: "password",
  ND1027: "repeatPassword",
};

/**
 * Where the set-new-password form shows a refusal and the i18n key of its text. A password found in
 * known data breaches comes as ND1031 like the format rules, told apart by its field.
 */
export function passwordRefusal(
  code: string | null,
  field: string | null,
): { field: PasswordFormField; messageKey: string } {
  if (code === "ND1031" && field === BREACHED_PASSWORD_FIELD) {
    return { field: "password", messageKey: messageKey("passwordBreached") };
  }
  return { field: FIELD_OF_CODE[code ?? ""] ?? "form", messageKey: errorMessageKey(code) };
}
