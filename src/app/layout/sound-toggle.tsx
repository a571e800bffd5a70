import { useSoundSettings } from '@/lib/sounds';
import { SoundOffIcon, SoundOnIcon } from './nav-icons';

/** The persisted mute switch for the app's sound effects. */
export function SoundToggle() {
  const muted = useSoundSettings((state) => state.muted);
  const setMuted = useSoundSettings((state) => state.setMuted);
  return (
    <button
      type="button"
      aria-pressed={!muted}
      onClick={() => setMuted(!muted)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-ink-muted hover:text-ink"
    >
      {muted ? <SoundOffIcon /> : <SoundOnIcon />}
      Sound effects {muted ? 'off' : 'on'}
    </button>
  );
}
