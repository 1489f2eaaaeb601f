/**
 * What a machine credential (an API key, a SCIM token) keeps in memory about its use on this instance: a per-minute
 * request budget, and when its last use was last written. Each caller keeps its own error and its own SQL.
 */

/** last_used_at / last_used_ip are written at most this often per credential. */
export const TOUCH_INTERVAL_MS = 60_000;
const WINDOW_MS = 60_000;
/**
 * Both maps are bounded: dropping them all only forgives credentials their current minute and costs one extra
 * last-use write each (the write's SQL condition still holds it to once a minute).
 */
const MAX_ENTRIES = 10_000;

export class CredentialUse {
  private readonly windows = new Map<number, { start: number; count: number }>();
  private readonly touched = new Map<number, number>();

  /** Counts one request of this credential; false once it is over `perMinute` within its current minute. */
  allow(id: number, perMinute: number, now: number): boolean {
    const window = this.windows.get(id);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size > MAX_ENTRIES) this.windows.clear();
      this.windows.set(id, { start: now, count: 1 });
      return true;
    }
    window.count++;
    return window.count <= perMinute;
  }

  /** Whether this request should write the credential's last use; true also records that it did. */
  shouldTouch(id: number, now: number): boolean {
    if (now - (this.touched.get(id) ?? 0) < TOUCH_INTERVAL_MS) return false;
    if (this.touched.size > MAX_ENTRIES) this.touched.clear();
    this.touched.set(id, now);
    return true;
  }
}
