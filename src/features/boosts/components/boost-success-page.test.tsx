import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { useSoundSettings } from '@/lib/sounds';
import { resetAccountStores, signedIn } from '@/testing/accounts';
import { render, settleUntil, type Rendered } from '@/testing/render';
import { getBoostVideo } from '../api/get-boost-video';
import { getLatestBoostOrder, type BoostOrderState } from '../api/get-latest-boost-order';
import BoostSuccessPage from './boost-success-page';

// Issue 37 item 7: the boost-success sound (part 1 §9) when the boost is confirmed, once.

vi.mock('../api/get-latest-boost-order', () => ({ getLatestBoostOrder: vi.fn() }));
vi.mock('../api/get-boost-video', () => ({ getBoostVideo: vi.fn() }));

class FakeAudio {
  static created: FakeAudio[] = [];
  volume = 1;
  readonly play = vi.fn(() => Promise.resolve());
  constructor(readonly src: string) {
    FakeAudio.created.push(this);
  }
}

const pending: BoostOrderState = { status: 'pending', days: 3, paidAt: null };
const paid: BoostOrderState = { status: 'paid', days: 3, paidAt: '2026-11-28T10:00:00Z' };
const failed: BoostOrderState = { status: 'failed', days: 3, paidAt: null };

let rendered: Rendered | undefined;
let client: QueryClient;
beforeEach(() => {
  FakeAudio.created = [];
  vi.stubGlobal('Audio', FakeAudio);
  signedIn(false);
  vi.mocked(getBoostVideo).mockResolvedValue({
    id: 'v1',
    title: 'Boost me',
    isBoosted: false,
    boostUntil: null,
  });
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  resetAccountStores();
  useSoundSettings.setState({ muted: false });
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

/** Opens the page on an order that answers `states` one after another (the last one stays). */
async function follow(...states: BoostOrderState[]): Promise<HTMLElement> {
  const [last] = states.slice(-1);
  const answers = vi.mocked(getLatestBoostOrder);
  states.slice(0, -1).forEach((state) => answers.mockResolvedValueOnce(state));
  answers.mockResolvedValue(last!);
  client = createQueryClient();
  rendered = await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BoostSuccessPage videoId="v1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return rendered.container;
}

const stateText = (page: HTMLElement) =>
  page.querySelector('[data-testid="boost-state"]')?.textContent ?? '';

/** Asks for the order again, as the page's 3 s poll does, and waits for `text` to show. */
async function nextAnswer(page: HTMLElement, text: string): Promise<void> {
  await act(() => client.refetchQueries());
  expect(await settleUntil(() => stateText(page).includes(text))).toBe(true);
}

const played = () => FakeAudio.created.filter((audio) => audio.play.mock.calls.length > 0);

describe('the boost-success sound', () => {
  it('plays once, at volume 0.3, when a waiting order is confirmed paid', async () => {
    const page = await follow(pending, paid);
    expect(await settleUntil(() => stateText(page).includes('Waiting for the payment'))).toBe(true);
    expect(played()).toEqual([]);

    await nextAnswer(page, 'is boosted for 3 days');
    expect(page.querySelector('h1')?.textContent).toBe('Boost Activated');
    expect(played().map((audio) => [audio.src, audio.volume])).toEqual([
      ['/sounds/boost-success.wav', 0.3],
    ]);

    await nextAnswer(page, 'is boosted for 3 days');
    expect(played()).toHaveLength(1);
  });

  it('stays silent when the order fails instead', async () => {
    const page = await follow(pending, failed);
    expect(await settleUntil(() => stateText(page).includes('Waiting for the payment'))).toBe(true);
    await nextAnswer(page, 'did not go through');
    expect(played()).toEqual([]);
  });

  it('stays silent for an order already paid when the page opens (a reload, a later visit)', async () => {
    const page = await follow(paid);
    expect(await settleUntil(() => stateText(page).includes('is boosted for 3 days'))).toBe(true);
    await nextAnswer(page, 'is boosted for 3 days');
    expect(played()).toEqual([]);
  });

  it('stays silent while sound effects are off', async () => {
    useSoundSettings.setState({ muted: true });
    const page = await follow(pending, paid);
    expect(await settleUntil(() => stateText(page).includes('Waiting for the payment'))).toBe(true);
    await nextAnswer(page, 'is boosted for 3 days');
    expect(FakeAudio.created).toEqual([]);
  });
});
