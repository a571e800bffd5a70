/** The update prompt's Reload (src/app/pwa/register-worker.ts) activates the waiting worker. */
export function handleSkipWaiting(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      (data as { type?: unknown }).type === 'SKIP_WAITING'
    ) {
      void scope.skipWaiting();
    }
  });
}
