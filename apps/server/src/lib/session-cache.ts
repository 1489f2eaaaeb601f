import type { SessionPerson } from "./person";

/** A session as it was read from the database, with the times the guard checks on every request. */
export interface CachedSession {
  tokenHash: string;
  sessionId: number;
  personId: number;
  conditionsPending: boolean;
  /** Epoch ms; idle expiry is computed from it on every request, cached or not. */
  lastSeenAt: number;
  /** Epoch ms of the absolute limit. */
  expiresAt: number;
  person: SessionPerson;
}

interface Entry {
  session: CachedSession;
  cachedAt: number;
}

/**
 * A small in-process LRU of looked-up sessions keyed by token hash, with an index by person so a change
 * to a person drops all their entries at once. Entries live at most `ttlMs`. `generation` moves on every
 * invalidation: a lookup that started before one must not store what it read (it may be stale).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byPerson = new Map<number, Set<string>>();
  private currentGeneration = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.cachedAt + this.ttlMs <= now) {
      this.remove(tokenHash);
      return undefined;
    }
    // Re-insert so Map order stays least-recently-used first.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry.session;
  }

  /** Stores a session read while the cache was at `generation`; refused if anything was invalidated since. */
  set(session: CachedSession, generation: number, now: number): void {
    if (!this.enabled || generation !== this.currentGeneration) return;
    this.remove(session.tokenHash);
    this.entries.set(session.tokenHash, { session, cachedAt: now });
    let tokens = this.byPerson.get(session.personId);
    if (!tokens) {
      tokens = new Set();
      this.byPerson.set(session.personId, tokens);
    }
    tokens.add(session.tokenHash);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  forgetToken(tokenHash: string): void {
    this.currentGeneration++;
    this.remove(tokenHash);
  }

  forgetPerson(personId: number): void {
    this.currentGeneration++;
    for (const tokenHash of this.byPerson.get(personId) ?? []) this.entries.delete(tokenHash);
    this.byPerson.delete(personId);
  }

  clear(): void {
    this.currentGeneration++;
    this.entries.clear();
    this.byPerson.clear();
  }

  private remove(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const tokens = this.byPerson.get(entry.session.personId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byPerson.delete(entry.session.personId);
  }
}
