import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeAudio {
  static created: FakeAudio[] = [];
  volume = 1;
  readonly play = vi.fn(() => Promise.resolve());
  constructor(readonly src: string) {
    FakeAudio.created.push(this);
  }
}

async function loadSounds() {
  vi.resetModules();
  return import('./sounds');
}

beforeEach(() => {
  FakeAudio.created = [];
  vi.stubGlobal('Audio', FakeAudio);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sounds', () => {
  it('plays each of the five effects from public/sounds at volume 0.3', async () => {
    const { playSound, SOUND_EFFECTS } = await loadSounds();
    expect(SOUND_EFFECTS).toEqual([
      'success-chime',
      'like-pop',
      'error-beep',
      'boost-success',
      'warning-tap',
    ]);
    SOUND_EFFECTS.forEach(playSound);
    expect(FakeAudio.created.map((audio) => audio.src)).toEqual(
      SOUND_EFFECTS.map((name) => `/sounds/${name}.wav`),
    );
    expect(
      FakeAudio.created.every(
        (audio) => audio.volume === 0.3 && audio.play.mock.calls.length === 1,
      ),
    ).toBe(true);
  });

  it('stays silent while muted, and the mute setting persists in localStorage', async () => {
    const first = await loadSounds();
    first.useSoundSettings.getState().setMuted(true);
    expect(localStorage.getItem(first.SOUND_MUTED_KEY)).toBe('true');

    const reloaded = await loadSounds();
    expect(reloaded.useSoundSettings.getState().muted).toBe(true);
    reloaded.playSound('like-pop');
    expect(FakeAudio.created).toHaveLength(0);

    reloaded.useSoundSettings.getState().setMuted(false);
    reloaded.playSound('like-pop');
    expect(FakeAudio.created).toHaveLength(1);
  });

  it('ignores a browser that refuses playback before any user gesture', async () => {
    const { playSound } = await loadSounds();
    const refused = vi.fn(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    vi.stubGlobal(
      'Audio',
      class extends FakeAudio {
        override readonly play = refused;
      },
    );
    expect(() => playSound('error-beep')).not.toThrow();
    await Promise.resolve();
    expect(refused).toHaveBeenCalledOnce();
  });
});
