import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { usePremiumStatus } from '@/lib/premium-status';
import { createQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { getEarningRates } from '../api/get-earning-rates';
import { textToSpeech } from '../api/text-to-speech';
import { HowItWorksPage } from './how-it-works-page';

// Moved down from tests/e2e/guide.spec.ts ('narration falls back to the device voice when the
// function fails, and stops on a second press'). The e2e stubbed speechSynthesis too; here the
// real narrator, browser ports and speech-synthesis.ts run against the same stand-in.

vi.mock('../api/get-earning-rates', () => ({ getEarningRates: vi.fn() }));
vi.mock('../api/text-to-speech', () => ({ textToSpeech: vi.fn() }));

interface Said {
  text: string;
  rate: number;
  pitch: number;
  volume: number;
  voice: string | null;
}

const VOICES = [
  { name: 'Robot Voice', lang: 'de-DE', default: true, localService: true, voiceURI: 'robot' },
  { name: 'Microsoft Aria', lang: 'en-US', default: false, localService: true, voiceURI: 'a' },
  {
    name: 'Google UK English Female',
    lang: 'en-GB',
    default: false,
    localService: false,
    voiceURI: 'g',
  },
];

class FakeUtterance {
  rate = 1;
  pitch = 1;
  volume = 1;
  lang = '';
  voice: { name: string } | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

let spoken: Said[];
let synth: {
  speaking: boolean;
  getVoices(): typeof VOICES;
  speak(u: FakeUtterance): void;
  cancel(): void;
};
let rendered: Rendered | undefined;

beforeEach(() => {
  spoken = [];
  synth = {
    speaking: false,
    getVoices: () => VOICES,
    speak(utterance) {
      if (utterance.text === '') return;
      const { text, rate, pitch, volume } = utterance;
      spoken.push({ text, rate, pitch, volume, voice: utterance.voice?.name ?? null });
      synth.speaking = true;
    },
    cancel: vi.fn(() => {
      synth.speaking = false;
    }),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.mocked(textToSpeech).mockRejectedValue(
    new ApiError('Text-to-speech is not configured on this server.', 503),
  );
  vi.mocked(getEarningRates).mockResolvedValue([]);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useSession.setState({ user: null, session: null, loading: false });
  usePremiumStatus.setState({ isPremium: false, loading: false });
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const named = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
  );

describe('guide narration without the text-to-speech function', () => {
  it('speaks with the device voice at rate 0.85, pitch 1.1, volume 0.9, and stops on a second press', async () => {
    rendered = await render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/how-it-works']}>
          <HowItWorksPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const page = rendered.container;
    const entry = [...page.querySelectorAll<HTMLButtonElement>('h3 > button')].find((button) =>
      button.textContent?.includes('Browse Shorts'),
    )!;
    await click(entry);
    const region = document.getElementById(entry.getAttribute('aria-controls')!)!;

    await click(named(region, 'Listen to step-by-step audio for Browse Shorts')!);
    const stopName = 'Stop step-by-step audio for Browse Shorts';
    await settleUntil(() => named(region, stopName) !== undefined);
    const stop = named(region, stopName)!;
    expect(stop.textContent).toContain('Stop');
    expect(textToSpeech).toHaveBeenCalledTimes(1);
    expect(spoken.length).toBeGreaterThan(0);
    for (const said of spoken) {
      expect(said).toMatchObject({
        rate: 0.85,
        pitch: expect.closeTo(1.1, 5),
        volume: expect.closeTo(0.9, 5),
        voice: 'Google UK English Female',
      });
    }
    expect(spoken.map((said) => said.text).join(' ')).toContain('Browse Shorts');

    const cancelsBefore = vi.mocked(synth.cancel).mock.calls.length;
    await click(stop);
    expect(vi.mocked(synth.cancel).mock.calls.length).toBeGreaterThan(cancelsBefore);
    expect(synth.speaking).toBe(false);
    const listen = named(region, 'Listen to step-by-step audio for Browse Shorts');
    expect(listen?.textContent).toContain('Listen');
  });
});
