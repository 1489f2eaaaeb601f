import { createRequire } from "node:module";
import type { BreachInput } from "./store";

/*
 * A client of the Have I Been Pwned API v3 (https://haveibeenpwned.com/API/v3), the two calls the daily breach
 * check needs: the domain search (GET /breacheddomain/{domain}: every breached alias of a domain verified on
 * HIBP's dashboard, with the names of the breaches it is in) and the breach catalogue (GET /breaches). Every call
 * carries the `hibp-api-key` and `user-agent` headers (HIBP answers 403 without a user agent). A 429 is waited out
 * as its `retry-after` header says (capped) and tried again a few times; 404 on the domain search means nothing
 * was found. Anything else ends the call with an HibpError whose outcome is what the monitor records.
 */

const SERVER_VERSION = (createRequire(import.meta.url)("../../../package.json") as { version: string })
  .version;
export const HIBP_USER_AGENT = `Wellguard-breach-monitor/${SERVER_VERSION}`;

export type HibpFailure = "unauthorised" | "unreachable" | "rate-limited" | "failed";

export class HibpError extends Error {
  constructor(
    readonly outcome: HibpFailure,
    message: string,
  ) {
    super(message);
    this.name = "HibpError";
  }
}

/** One breach of the catalogue, as HIBP documents the "breach model" (fields we do not read are left out). */
export interface HibpBreach {
  Name: string;
  Title: string;
  Domain: string;
  BreachDate: string;
  AddedDate: string;
  ModifiedDate: string;
  PwnCount: number;
  /** HTML: links and emphasis. */
  Description: string;
  DataClasses: string[];
  IsVerified: boolean;
  IsFabricated: boolean;
  IsSensitive: boolean;
  IsRetired: boolean;
  IsSpamList: boolean;
  IsMalware: boolean;
  LogoPath: string;
}

/** Domain search answer: alias (the part before the @) → names of the breaches it appears in. */
export type HibpDomainResult = Record<string, string[]>;

export interface HibpClientOptions {
  apiKey: string;
  /** The API's base address, without the trailing slash (HIBP_API_URL). */
  baseUrl: string;
  userAgent?: string;
  /** Tries after a 429 at most (then "rate-limited"). */
  maxRetries?: number;
  /** A longer retry-after is cut to this (seconds): the check runs in the background, but not for hours. */
  maxRetryAfterSeconds?: number;
  /** One request's time limit. */
  timeoutMs?: number;
  /** How to wait out a retry-after (tests pass one that records the wait instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULTS = { maxRetries: 3, maxRetryAfterSeconds: 60, timeoutMs: 30_000 };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class HibpClient {
  private readonly options: Required<HibpClientOptions>;

  constructor(options: HibpClientOptions) {
    this.options = { ...DEFAULTS, userAgent: HIBP_USER_AGENT, sleep: defaultSleep, ...options };
  }

  /** Every breached alias of a domain (verified on HIBP's side); empty when HIBP has none (404). */
  async breachedDomain(domain: string): Promise<HibpDomainResult> {
    const body = await this.get(`/breacheddomain/${encodeURIComponent(domain)}`, true);
    if (body === null) return {};
    if (typeof body !== "object" || Array.isArray(body)) throw unexpected("breacheddomain");
    const result: HibpDomainResult = {};
    for (const [alias, names] of Object.entries(body as Record<string, unknown>)) {
      if (!Array.isArray(names)) throw unexpected("breacheddomain");
      result[alias] = names.filter((n): n is string => typeof n === "string");
    }
    return result;
  }

  /** The whole breach catalogue. */
  async breaches(): Promise<HibpBreach[]> {
    const body = await this.get("/breaches", false);
    if (!Array.isArray(body)) throw unexpected("breaches");
    return body.filter(
      (b): b is HibpBreach =>
        typeof b === "object" && b !== null && typeof (b as { Name?: unknown }).Name === "string",
    );
  }

  /** GETs a path; null for a 404 when `notFoundIsEmpty`. */
  private async get(path: string, notFoundIsEmpty: boolean): Promise<unknown> {
    const { apiKey, baseUrl, userAgent, maxRetries, maxRetryAfterSeconds, timeoutMs, sleep } = this.options;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, {
          headers: { "hibp-api-key": apiKey, "user-agent": userAgent, accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new HibpError("unreachable", `HIBP could not be reached: ${(error as Error).message}`);
      }
      if (response.status === 429) {
        await response.body?.cancel();
        if (attempt >= maxRetries) throw new HibpError("rate-limited", "HIBP kept answering 429");
        await sleep(retryAfterSeconds(response.headers.get("retry-after"), maxRetryAfterSeconds) * 1000);
        continue;
      }
      if (response.status === 404 && notFoundIsEmpty) {
        await response.body?.cancel();
        return null;
      }
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel();
        throw new HibpError("unauthorised", `HIBP refused the key or the domain (${response.status})`);
      }
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new HibpError("unreachable", `HIBP answered ${response.status}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new HibpError("failed", `HIBP answered ${response.status}`);
      }
      try {
        return (await response.json()) as unknown;
      } catch {
        throw unexpected(path);
      }
    }
  }
}

function unexpected(what: string): HibpError {
  return new HibpError("failed", `HIBP's ${what} answer is not in the documented shape`);
}

/** retry-after in seconds (HIBP sends whole seconds; an HTTP date is accepted too), at least 1, capped. */
export function retryAfterSeconds(header: string | null, cap: number): number {
  let seconds = 2;
  if (header !== null && /^\s*\d+(\.\d+)?\s*$/.test(header)) seconds = Math.ceil(Number(header));
  else if (header !== null && !Number.isNaN(Date.parse(header)))
    seconds = Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Math.min(Math.max(seconds, 1), cap);
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
};

/**
 * HIBP's descriptions are HTML (links, <em>, <strong>); we store and show plain text. Tags go, block ends become
 * line breaks, a link keeps only its text, entities are decoded once (after the tags are gone, so "&lt;b&gt;"
 * stays text and never becomes a tag).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith("#")) {
        const code =
          entity[1] === "x" || entity[1] === "X"
            ? Number.parseInt(entity.slice(2), 16)
            : Number(entity.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** What the store keeps of an HIBP breach (the columns' limits applied). */
export function toBreachInput(breach: HibpBreach): BreachInput {
  const name = breach.Name.slice(0, 200);
  return {
    name,
    title: (typeof breach.Title === "string" && breach.Title.trim() ? breach.Title.trim() : name).slice(
      0,
      200,
    ),
    breachDate:
      typeof breach.BreachDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(breach.BreachDate)
        ? breach.BreachDate
        : null,
    domain:
      typeof breach.Domain === "string" && breach.Domain.trim() ? breach.Domain.trim().slice(0, 253) : null,
    dataClasses: Array.isArray(breach.DataClasses)
      ? breach.DataClasses.filter((c) => typeof c === "string")
      : [],
    description: htmlToText(typeof breach.Description === "string" ? breach.Description : "").slice(
      0,
      10_000,
    ),
    verified: breach.IsVerified !== false,
  };
}
