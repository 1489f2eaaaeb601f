import { type Locale, localeFromLanguageTag } from "@wellguard/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessionOf } from "./session";

/**
 * The language the server writes a signed-in request's texts in (survey names, questions, feedback, helpers,
 * resources, actions, lookups): the interface's, which the web app names in `Accept-Language` (only its first
 * tag counts, and only when it is one of the eight), else the person's saved language. So a page never mixes
 * the interface's language with the person's saved one when the two differ (docs/i18n.md "Texts the server
 * writes"). E-mails are not requests: they keep the recipient's saved language.
 */
export function textLocaleOf(request: FastifyRequest): Locale {
  return interfaceLocaleOf(request) ?? sessionOf(request).person.locale;
}

/** The product locale named by the first tag of `Accept-Language`, if any (`*` and unknown tags name none). */
function interfaceLocaleOf(request: FastifyRequest): Locale | undefined {
  const header = request.headers["accept-language"];
  if (!header) return undefined;
  const first = header.split(",")[0]?.split(";")[0]?.trim() ?? "";
  return first ? localeFromLanguageTag(first) : undefined;
}

/** For answers a browser may keep: its cache must tell one language's answer from another's. */
export function variesByLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, Accept-Language` : "Accept-Language");
}
