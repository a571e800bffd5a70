import { usePwaStore, type BeforeInstallPromptEvent } from './pwa-store';

/**
 * Keeps the browser's install offer for our own button instead of the mini-infobar. Called before
 * the first render: the event can fire before React mounts.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwaStore.setState({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => usePwaStore.setState({ installPrompt: null }));
}

/** Shows the browser's install dialog; an offer can be used once, so it is dropped either way. */
export async function promptInstall(): Promise<void> {
  const offer = usePwaStore.getState().installPrompt;
  if (!offer) return;
  usePwaStore.setState({ installPrompt: null });
  await offer.prompt();
  await offer.userChoice;
}
