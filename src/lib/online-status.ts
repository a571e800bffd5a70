import { useSyncExternalStore } from 'react';

/** Calls `onChange` whenever the browser's online status flips; answers the unsubscribe. */
export function subscribeOnlineStatus(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return navigator.onLine;
}

/** Whether the browser believes it has a network connection, kept current by online/offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnlineStatus, isOnline, () => true);
}
