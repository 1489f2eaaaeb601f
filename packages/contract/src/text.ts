import { z } from "zod";

/*
 * The one text type of every string a request may carry (issue 15, point 3). PostgreSQL refuses NUL in
 * text and lone UTF-16 surrogates cannot be encoded as UTF-8, so both used to reach the database and fail
 * there as 500s; other C0/C1 control characters are invisible, break CSV and logs, and are never typed.
 * A refused text is 412 ND1027 ("check the fields") naming the field, like any other malformed field.
 */

// With the u flag a surrogate range matches only lone surrogates: a well-formed pair is one code point.
/** C0 controls, DEL, C1 controls and lone surrogates: refused in every text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const REFUSED = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u;
/** The same, less tab and line feed, which a multi-line text (a free answer, a comment) may hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const REFUSED_IN_MULTILINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ud800-\udfff]/u;

/** A single-line text: well-formed Unicode without control characters. */
export function isCleanText(value: string): boolean {
  return !REFUSED.test(value);
}

/** A multi-line text: well-formed Unicode; tab and line feed are its only control characters. */
export function isCleanMultilineText(value: string): boolean {
  return !REFUSED_IN_MULTILINE.test(value);
}

type StringParams = Parameters<typeof z.string>[0];

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this pattern's purpose.
const REFUSED_ALL = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/gu;

/**
 * The text without what `text()` refuses, for metadata a person cannot correct and that is only shown, such as
 * an uploaded file's name: refusing the upload for it would help no one.
 */
export function withoutControlCharacters(value: string): string {
  return value.replace(REFUSED_ALL, "");
}

/** A single-line request text; `params` are zod's own (`{ error: "ND1018" }` for a required field's type). */
export function text(params?: StringParams) {
  return z.string(params).refine(isCleanText, { error: "ND1027" });
}

/** A request text that may span lines (tab and line feed allowed). */
export function multilineText(params?: StringParams) {
  return z.string(params).refine(isCleanMultilineText, { error: "ND1027" });
}

/** Whether a zod string schema was built by `text()` or `multilineText()` (the route check reads this). */
export function isTextSchema(schema: z.ZodString): boolean {
  const checks = schema._zod.def.checks ?? [];
  return checks.some((check) => {
    const fn = (check._zod.def as { fn?: unknown }).fn;
    return fn === isCleanText || fn === isCleanMultilineText;
  });
}
