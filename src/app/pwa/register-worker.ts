export interface WorkerCallbacks {
  /** A new build's worker is installed and waits while an older one controls the page. */
  onNeedRefresh(): void;
  onRegisterError(error: unknown): void;
}

/**
 * Registers /sw.js once the page has loaded (so it never competes with first paint) and reports
 * a new build waiting; returns what the update prompt's Reload does. Written out rather
 * than taken from workbox-window: these few lines are all the app used of its 2 KiB gzip, which
 * the first screen's budget could not spare.
 */
export function registerWorker(
  container: ServiceWorkerContainer,
  callbacks: WorkerCallbacks,
): () => Promise<void> {
  let registration: ServiceWorkerRegistration | undefined;
  const watched = new WeakSet<ServiceWorker>();
  const watch = (worker: ServiceWorker | null) => {
    if (!worker || watched.has(worker)) return;
    watched.add(worker);
    worker.addEventListener('statechange', () => {
      // Without a controller this is the first install, which start-service-worker.ts announces
      // once the worker takes control: a statechange can pass before register() resolves.
      if (worker.state === 'installed' && container.controller) callbacks.onNeedRefresh();
    });
  };
  const register = () =>
    container.register('/sw.js', { scope: '/' }).then((found?: ServiceWorkerRegistration) => {
      // Where service workers are switched off by policy or a test harness (Playwright's
      // serviceWorkers: 'block'), register() can resolve with nothing: the app runs without one.
      if (!found) return;
      registration = found;
      // A build installed in another tab (or an earlier visit) already waits.
      if (found.waiting && container.controller) callbacks.onNeedRefresh();
      watch(found.installing);
      found.addEventListener('updatefound', () => watch(found.installing));
    }, callbacks.onRegisterError);

  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });

  return async () => {
    const waiting = registration?.waiting;
    if (!waiting) return;
    container.addEventListener('controllerchange', () => location.reload(), { once: true });
    // src/sw/skip-waiting.ts activates the waiting worker on this message.
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
}
