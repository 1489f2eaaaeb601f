import type { Db } from "../../db/database";

/*
 * The phishing hosts the product answers on (docs/phishing.md "Domains"). A request is routed by its Host: on a
 * phishing host only the tracking, landing and training paths exist; on every other host those paths do not.
 * The set is read from the database and kept for a few seconds (changes on this instance apply at once).
 */

const REFRESH_MS = 10_000;
/** Path prefixes served on phishing hosts: links and pages (/l/), the open pixel (/o/), the pages' script (/s/). */
export const PHISHING_PATH = /^\/(l|o|s)\//;

export class PhishingHosts {
  private hosts = new Set<string>();
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows = await this.db.selectFrom("phishing_domains").select("host").execute();
        this.hosts = new Set(rows.map((r) => r.host));
        this.loadedAt = Date.now();
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  /** Whether the host name (without port) is a phishing host; a stale set is refreshed in the background. */
  has(hostname: string): boolean {
    if (Date.now() - this.loadedAt > REFRESH_MS) void this.load().catch(() => {});
    return this.hosts.has(hostname.toLowerCase());
  }

  /** After a domain was added or removed here. */
  invalidate(): Promise<void> {
    this.loadedAt = 0;
    return this.load();
  }
}
