import { toast } from '@/components/toast-store';
import { usePwaStore } from './pwa-store';
import { registerWorker } from './register-worker';

function whenControlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * Registers the service worker after the page has loaded (so it never competes with first paint),
 * wires the update prompt, and fills the offline cache once the worker controls the page (once per build).
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // The worker claims open pages when it first activates (clientsClaim in src/sw.ts), so a page
  // that starts uncontrolled and then gains a controller has seen the first install.
  const firstInstall = navigator.serviceWorker.controller === null;

  const applyUpdate = registerWorker(navigator.serviceWorker, {
    onNeedRefresh: () => usePwaStore.setState({ updateReady: true }),
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
  usePwaStore.setState({ applyUpdate });

  const warmed = whenControlled()
    .then(() => import('./offline-warm-up'))
    // The entry chunk's own hashed URL names the build: it changes whenever any code does.
    .then((module) => module.warmUpOffline(import.meta.url))
    .catch((error: unknown) => {
      console.warn('Offline cache: the warm-up could not start', error);
      return 1;
    });
  // Only the first install is announced; later visits refresh the cache quietly.
  void warmed.then((failures) => {
    if (firstInstall && failures === 0) {
      toast({
        title: 'Ready to work offline',
        description: 'LaughLoop now opens without a connection.',
        variant: 'success',
      });
    }
  });
}
