/** What the header offers for installing LaughLoop on this device. */
export type InstallOffer = 'prompt' | 'ios-steps' | 'none';

export interface InstallContext {
  /** The browser handed us a `beforeinstallprompt` event (Chromium). */
  promptAvailable: boolean;
  userAgent: string;
  maxTouchPoints: number;
  /** The app already runs as an installed app. */
  standalone: boolean;
}

/**
 * iPhone, iPod and iPad Safari (every iOS browser is WebKit and none fires `beforeinstallprompt`).
 * iPadOS 13+ asks for desktop sites and says "Macintosh"; only its touch screen gives it away.
 */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** The browser's own prompt where there is one, Safari's manual steps on iOS, else nothing. */
export function installOffer(context: InstallContext): InstallOffer {
  if (context.standalone) return 'none';
  if (context.promptAvailable) return 'prompt';
  if (isIosDevice(context.userAgent, context.maxTouchPoints)) return 'ios-steps';
  return 'none';
}

/** Whether the page runs as an installed app (iOS Safari also sets `navigator.standalone`). */
export function runsStandalone(): boolean {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  if (nav?.standalone === true) return true;
  return globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false;
}
