import { HttpError } from './handler.ts';

/**
 * A sliding-window limit kept in the worker's memory: `max` hits per key per `windowMs`. Counted
 * per worker, so on hosted Supabase (several short-lived isolates) it is a per-instance bound, a
 * brake on cost rather than a rule; rules live in SQL (mail, for one, is capped per recipient by
 * claim_mail_send: _shared/mail-caps.ts).
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Keys kept before the oldest is forgotten, so memory stays bounded under a flood. */
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit for `key`; false (and not counted) when the key has used up its window. */
  tryHit(key: string): boolean {
    const current = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > current - this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(current);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return true;
  }

  /** tryHit, answering 429 when the limit is reached. */
  enforce(key: string): void {
    if (!this.tryHit(key)) {
      throw new HttpError(429, 'Too many requests for this address. Please try again later.');
    }
  }
}
