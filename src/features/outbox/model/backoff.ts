/** First retry waits up to this long; each further failure doubles the ceiling. */
export const BACKOFF_BASE_MS = 2_000;
/** The ceiling never grows past five minutes. */
export const BACKOFF_CAP_MS = 5 * 60_000;
/** After this many failed attempts an item stops and waits for the user's Retry. */
export const MAX_ATTEMPTS = 12;

/**
 * Exponential backoff with full jitter (a uniformly random wait below the ceiling), so phones
 * that lost the network together do not all come back in the same second.
 * `attempt` counts failures so far (1 after the first).
 */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempt - 1);
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.floor(random() * ceiling);
}
