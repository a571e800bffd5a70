/**
 * Resolves at the browser's next idle moment, or after `timeoutMs` at most (a busy page still gets
 * there); where idle callbacks are missing (Safari), after half the timeout.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, timeoutMs / 2);
  });
}
