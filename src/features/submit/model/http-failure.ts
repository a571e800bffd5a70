/**
 * Whether a failed request is worth repeating. Network failures (no status), timeouts, rate
 * limits, an expired session (401: the token is refreshed before the next try), lock conflicts
 * and server errors are retried with backoff; every other 4xx is a refusal the user must see.
 */
export function isRetryableStatus(status: number | undefined | null): boolean {
  if (status === undefined || status === null || status === 0) return true;
  if (status >= 500) return true;
  return (
    status === 401 ||
    status === 408 ||
    status === 409 ||
    status === 423 ||
    status === 425 ||
    status === 429
  );
}
