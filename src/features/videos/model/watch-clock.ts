import { SERVER_RULES } from '@/lib/server-rules';

/** Part 2 §9: a watch earns once it has played this long (private.watch_credit_seconds). */
export const WATCH_CREDIT_MS: number = SERVER_RULES.watchCreditSeconds * 1000;

/**
 * Playing time of one video on this page: it runs only while the player says it plays (not
 * paused, stalled or hidden), so time spent elsewhere never counts. `now` is injected for tests.
 */
export class WatchClock {
  private since: number | null = null;
  private total = 0;

  // A monotonic clock: setting the phone's time does not add or remove playing time.
  constructor(private readonly now: () => number = () => performance.now()) {}

  play(): void {
    this.since ??= this.now();
  }

  stop(): void {
    if (this.since === null) return;
    this.total += Math.max(0, this.now() - this.since);
    this.since = null;
  }

  get playing(): boolean {
    return this.since !== null;
  }

  /** Milliseconds played so far. */
  played(): number {
    return this.total + (this.since === null ? 0 : Math.max(0, this.now() - this.since));
  }

  /** Milliseconds still to play before `goal` (0 once reached). */
  remaining(goal: number = WATCH_CREDIT_MS): number {
    return Math.max(0, goal - this.played());
  }
}
