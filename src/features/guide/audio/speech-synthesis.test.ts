import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpeaker } from './speech-synthesis';

/** The utterance the guide builds, as a browser's SpeechSynthesisUtterance would hold it. */
class FakeUtterance {
  rate = 1;
  pitch = 1;
  volume = 1;
  lang = '';
  voice: { name: string; lang: string } | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

const VOICES = [
  { name: 'Robot Voice', lang: 'de-DE', default: true },
  { name: 'Microsoft Aria', lang: 'en-US', default: false },
  { name: 'Google UK English Female', lang: 'en-GB', default: false },
];

let queue: FakeUtterance[];
let calls: string[];

beforeEach(() => {
  queue = [];
  calls = [];
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => VOICES,
    speak: (utterance: FakeUtterance) => {
      calls.push('speak');
      queue.push(utterance);
    },
    cancel: () => calls.push('cancel'),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the device voice (speech-synthesis.ts)', () => {
  it('is missing where the browser has no speech synthesis', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    expect(createSpeaker()).toBeNull();
  });

  it('speaks each piece at rate 0.85, pitch 1.1 and volume 0.9 with the chosen voice', async () => {
    const speak = createSpeaker()!;
    const long = `${'Tap a clip to watch it. '.repeat(12)}Swipe up for the next one.`;
    await speak(long);
    expect(queue.length).toBeGreaterThan(1);
    for (const utterance of queue) {
      expect(utterance).toMatchObject({ rate: 0.85, pitch: 1.1, volume: 0.9, lang: 'en-GB' });
      expect(utterance.voice?.name).toBe('Google UK English Female');
    }
    expect(queue.map((utterance) => utterance.text).join(' ')).toBe(long.trim());
    // Whatever was speaking is silenced first.
    expect(calls[0]).toBe('cancel');
  });

  it('stops by cancelling, and counts a cancelled piece as the end, not a failure', async () => {
    const playback = await createSpeaker()!('Browse Shorts. Step 1. Tap Shorts.');
    playback.stop();
    expect(calls.at(-1)).toBe('cancel');
    queue[0]!.onerror!({ error: 'interrupted' });
    await expect(playback.ended).resolves.toBeUndefined();
  });

  it('ends with the last piece, and fails on a real speech error', async () => {
    const done = await createSpeaker()!('Short text.');
    queue.at(-1)!.onend!();
    await expect(done.ended).resolves.toBeUndefined();

    const broken = await createSpeaker()!('Short text.');
    queue.at(-1)!.onerror!({ error: 'synthesis-failed' });
    await expect(broken.ended).rejects.toThrow('Speech synthesis failed: synthesis-failed');
  });
});
