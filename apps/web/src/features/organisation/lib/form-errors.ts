import { fieldErrors } from "@wellguard/contract";
import type { z } from "zod";
import { isApiError } from "@/lib/api-client";

/** Field path (dotted, as the contract names it) → catalogue code to show next to that field. */
export type FieldCodes = Record<string, string>;

/**
 * Checks form values with the same contract schema the server uses; the codes are the ones the server would
 * answer with, so a form shows the same message before and after sending.
 */
export function checkWithSchema<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldCodes } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: Object.fromEntries(fieldErrors(result.error).map((e) => [e.field, e.code])) };
}

/**
 * The field codes of a refused call: every `records.fields` entry, or the single `field` with the answer's code.
 * A code without a field goes under "_" (show it above the form).
 */
export function apiFieldCodes(error: unknown): FieldCodes {
  if (!isApiError(error)) return { _: "ER6666" };
  if (error.fields.length > 0) {
    return Object.fromEntries(error.fields.map((f) => [f.field, f.applicationCode]));
  }
  const code = error.code ?? "ER6666";
  if (!error.field) return { _: code };
  return Object.fromEntries(error.field.split(",").map((field) => [field, code]));
}

/** The code of a field, also when it was reported for an item of a list field ("domains.1" → "domains"). */
export function codeFor(errors: FieldCodes, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const prefix = `${field}.`;
  const nested = Object.keys(errors).find((key) => key.startsWith(prefix));
  return nested ? errors[nested] : undefined;
}
