import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locale } from "@wellguard/contract";

type Messages = { [key: string]: string | Messages };

const require = createRequire(import.meta.url);
const cache = new Map<string, Messages>();

function load(file: string): Messages {
  let messages = cache.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(file, "utf8")) as Messages;
    cache.set(file, messages);
  }
  return messages;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * A shared message (packages/contract/locales) in one locale, e.g. t("en-gb", "messages.pageNotFound"),
 * so tests find the text the user reads without copying it.
 */
export function contractText(locale: Locale, key: string): string {
  const value = lookup(load(require.resolve(`@wellguard/contract/locales/${locale}.json`)), key);
  if (value === undefined) throw new Error(`No message "${key}" in the ${locale} contract locale`);
  return value;
}
