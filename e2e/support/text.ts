import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Locale } from "@wellguard/contract";
import { repositoryRoot } from "./server";

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
  const flat = messages[key];
  if (typeof flat === "string") return flat;
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** A feature's folder from its i18n namespace: "peopleImport" lives in features/people-import. */
function featureFolder(namespace: string): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * A string of the web app in one locale, named as the web code names it: "auth.buttons.next" for the web's own
 * strings (apps/web/src/locales and its signed-in/ part), "admin:users.title" for a feature's strings
 * (apps/web/src/features/admin/locales; "peopleImport:…" reads features/people-import), "contract:messages.userBlocked"
 * for the shared ones. Interpolation values replace {{name}}; Trans markup such as <a>…</a> or <b>…</b> is dropped, leaving the text a user reads.
 */
export function uiText(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.includes(":")
    ? (key.split(":", 2) as [string, string])
    : ["translation", key];
  const web = (dir: string) => lookup(load(join(repositoryRoot, dir, `${locale}.json`)), path);
  const raw =
    namespace === "contract"
      ? contractText(locale, path)
      : namespace === "translation"
        ? (web("apps/web/src/locales") ?? web("apps/web/src/locales/signed-in"))
        : web(`apps/web/src/features/${featureFolder(namespace)}/locales`);
  if (raw === undefined) throw new Error(`No string "${key}" in the ${locale} web locale`);
  return raw
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? "")
    .replace(/<\/?\w+\s*\/?>/g, "");
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
