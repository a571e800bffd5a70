import { registerSW } from 'virtual:pwa-register';
import { toast } from '@/components/toast-store';
import { usePwaStore } from './pwa-store';
import { RUNTIME_CACHES } from '@/sw/cache-names';
import { warmOfflineCache } from './warm-offline-cache';
import { warmOncePerBuild } from './warm-once';

function whenControlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3_000 });
    else setTimeout(resolve, 500);
  });
}

function localStorageIfAny(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Registers the service worker after the page has loaded (so it never competes with first paint),
 * wires the update prompt, and fills the offline cache once the worker controls the page (once per build).
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  let firstInstall: () => void = () => undefined;
  const installed = new Promise<void>((resolve) => (firstInstall = resolve));

  const updateServiceWorker = registerSW({
    onNeedRefresh: () => usePwaStore.setState({ updateReady: true }),
    onOfflineReady: () => firstInstall(),
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
  usePwaStore.setState({ applyUpdate: () => updateServiceWorker(true) });

  const warmed = whenControlled().then(() =>
    warmOncePerBuild({
      // This module's own hashed URL: the entry chunk's name changes whenever any code does.
      build: import.meta.url,
      storage: localStorageIfAny(),
      cacheKept: () => caches.has(RUNTIME_CACHES.assets),
      warm: () =>
        warmOfflineCache({
          idle: whenIdle,
          warmData: () =>
            import('@/features/videos/warm-offline').then((module) => module.warmVideoData()),
        }),
    }),
  );
  // Only the first install is announced; later visits refresh the cache quietly.
  void Promise.all([installed, warmed]).then(([, failures]) => {
    if (failures === 0) {
      toast({
        title: 'Ready to work offline',
        description: 'LaughLoop now opens without a connection.',
        variant: 'success',
      });
    }
  });
}
