import { create } from 'zustand';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface PwaState {
  /** Set while the browser offers installation. */
  installPrompt: BeforeInstallPromptEvent | null;
  /** A new service worker is installed and waiting. */
  updateReady: boolean;
  /** Activates the waiting service worker; the page reloads once it takes control. */
  applyUpdate: (() => Promise<void>) | null;
}

export const usePwaStore = create<PwaState>(() => ({
  installPrompt: null,
  updateReady: false,
  applyUpdate: null,
}));
