import { focusManager, onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isOnline, subscribeOnlineStatus } from '@/lib/online-status';

/**
 * Ties TanStack Query's idea of "online" to the app's own (src/lib/online-status.ts), so the
 * offline banner and paused queries always agree; back online, paused queries resume.
 */
function connectOnlineManager(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribeOnlineStatus(() => setOnline(isOnline()));
  });
}

/**
 * Focus means "the page is visible" (TanStack's default listens to visibilitychange): polling
 * stops while the app is in the background and a stale list refetches when it comes back.
 */
function connectFocusManager(): void {
  focusManager.setEventListener((setFocused) => {
    const onChange = () => setFocused(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}

/** Connects the online and focus managers for as long as the app is mounted. */
export function useOnlineManager(): void {
  useEffect(() => {
    connectOnlineManager();
    connectFocusManager();
  }, []);
}
