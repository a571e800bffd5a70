import { create } from 'zustand';

/** The spec's five sound effects; each is a short file in public/sounds/ (scripts/generate-assets.ts). */
export const SOUND_EFFECTS = [
  'success-chime',
  'like-pop',
  'error-beep',
  'boost-success',
  'warning-tap',
] as const;
export type SoundEffect = (typeof SOUND_EFFECTS)[number];

export const SOUND_VOLUME = 0.3;
export const SOUND_MUTED_KEY = 'laughloop.sounds-muted';

function readMuted(): boolean {
  try {
    return localStorage.getItem(SOUND_MUTED_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode): sounds default to on
  }
}

interface SoundSettings {
  muted: boolean;
  setMuted(muted: boolean): void;
}

/** The persisted mute setting; the footer toggle and every playSound call read it. */
export const useSoundSettings = create<SoundSettings>((set) => ({
  muted: readMuted(),
  setMuted(muted) {
    try {
      localStorage.setItem(SOUND_MUTED_KEY, String(muted));
    } catch {
      // Storage blocked: the choice still holds until the page closes.
    }
    set({ muted });
  },
}));

// Muting in one tab mutes the others.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === SOUND_MUTED_KEY)
    useSoundSettings.setState({ muted: event.newValue === 'true' });
});

/** Plays one effect at volume 0.3 unless the user muted sounds. */
export function playSound(effect: SoundEffect): void {
  if (useSoundSettings.getState().muted || typeof Audio === 'undefined') return;
  const audio = new Audio(`/sounds/${effect}.wav`);
  audio.volume = SOUND_VOLUME;
  // Browsers refuse playback until the user has interacted with the page; a missed effect is harmless.
  audio.play().catch(() => undefined);
}
