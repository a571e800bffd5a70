import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import {
  click,
  render,
  settle,
  settleUntil,
  waitForElement,
  type Rendered,
} from '@/testing/render';
import { SAMPLE_VIDEOS } from '../model/sample-videos';
import { LatestVideosSection } from './home-latest-section';

// videos-lists › 'home shows 12 latest cards…, refreshed every 15 s' (the refresh, without waiting
// 15 real seconds) and 'home falls back to the built-in samples when the list cannot load'.

/** get_public_videos rows, newest first, as the fake Data API answers them. */
let feed: Record<string, unknown>[];
let feedStatus: number;
const feedCalls = vi.fn<(url: string) => void>();

const feedRow = (id: string) => ({
  id,
  title: `Clip ${id}`,
  video_url: `https://cdn.example.com/${id}.webm`,
  created_at: '2026-11-20T10:00:00Z',
  views: 0,
  likes_count: 0,
  creator_hash: 'abcd1234',
  is_boosted: false,
});

let client = createQueryClient();
let rendered: Rendered | undefined;

beforeEach(() => {
  // The page reads saved clips after first paint; there is no Cache Storage here to read.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  feed = Array.from({ length: 12 }, (_, index) => feedRow(`v${index + 1}`));
  feedStatus = 200;
  client = createQueryClient();
  useSession.setState({ session: null, user: null, loading: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      if (!url.pathname.endsWith('/rpc/get_public_videos')) throw new TypeError('Unexpected');
      feedCalls(`${url.pathname}${url.search}`);
      return feedStatus === 200
        ? Response.json(feed.slice(0, Number(url.searchParams.get('page_limit'))))
        : Response.json({}, { status: feedStatus });
    }),
  );
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  client.clear();
  feedCalls.mockClear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ session: null, user: null, loading: true });
});

async function showHome(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LatestVideosSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return rendered.container;
}

const cardIds = (root: HTMLElement) =>
  [...root.querySelectorAll('ul[aria-label="Latest videos"] [data-testid="video-card"]')].map(
    (card) => card.getAttribute('data-video-id'),
  );

/** Lets `ms` of polling time pass, then the fetch it starts and the render it brings settle. */
async function pass(ms: number): Promise<void> {
  await act(async () => vi.advanceTimersByTime(ms));
  await settle(20);
}

describe("home's Latest Videos", () => {
  it('shows the 12 newest and asks for the list again every 15 s, without a reload', async () => {
    // Only the interval is faked: TanStack Query polls with setInterval, and hands answers to React
    // on real zero-delay timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const root = await showHome();
    expect(await settleUntil(() => cardIds(root).length === 12)).toBe(true);
    expect(feedCalls.mock.calls).toEqual([
      ['/rest/v1/rpc/get_public_videos?page_limit=12&page_offset=0'],
    ]);
    expect(root.querySelector('a[href="/latest-videos"]')?.textContent).toBe('View All');

    // A newer video arrives on the server.
    feed.unshift(feedRow('fresh'));
    await pass(14_999);
    expect(feedCalls).toHaveBeenCalledTimes(1);
    expect(cardIds(root)).not.toContain('fresh');
    await pass(1);
    expect(
      await settleUntil(() => cardIds(root)[0] === 'fresh', 2_000),
      'the 15 s refresh shows the newer video',
    ).toBe(true);
    expect(feedCalls).toHaveBeenCalledTimes(2);
    expect(cardIds(root)).toHaveLength(12);

    await pass(15_000);
    expect(await settleUntil(() => feedCalls.mock.calls.length === 3, 2_000)).toBe(true);
  });

  it('falls back to the built-in samples, 12 of them, when the list cannot load; a sample offers no Edit or Delete', async () => {
    feedStatus = 500;
    const root = await showHome();
    expect(await settleUntil(() => cardIds(root).length > 0)).toBe(true);
    expect(cardIds(root)).toEqual(SAMPLE_VIDEOS.map((sample) => sample.id));
    expect(cardIds(root)).toHaveLength(12);
    const list = root.querySelector('ul[aria-label="Latest videos"]')!;
    expect(list.textContent).toContain('Giggle Loop');
    expect(list.textContent).toContain('Sunny Morning Routine');

    const label = 'More options for Giggle Loop';
    await click(list.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!);
    const menu = await waitForElement(list, `[role="menu"][aria-label="${label}"]`);
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual(['Boost', 'Download', 'Report']);
  });

  it('fills a short list with samples up to 12, after the community videos', async () => {
    feed = Array.from({ length: 5 }, (_, index) => feedRow(`v${index + 1}`));
    const root = await showHome();
    expect(await settleUntil(() => cardIds(root).length === 12)).toBe(true);
    expect(cardIds(root)).toEqual([
      'v1',
      'v2',
      'v3',
      'v4',
      'v5',
      ...SAMPLE_VIDEOS.slice(0, 7).map((sample) => sample.id),
    ]);
  });

  it("names each community video's anonymised creator by the first 8 characters of its hash, never a sample's", async () => {
    feed = [feedRow('v1'), { ...feedRow('v2'), creator_hash: 'a1b2c3d4e5f60718' }];
    const root = await showHome();
    expect(await settleUntil(() => cardIds(root).length === 12)).toBe(true);
    const creatorOf = (id: string) =>
      root.querySelector(`[data-video-id="${id}"] [data-testid="video-creator"]`);
    // Seen as 'by abcd1234'; a screen reader hears 'by creator abcd1234'.
    expect(creatorOf('v1')?.textContent).toBe('by creator abcd1234');
    expect(creatorOf('v1')?.querySelector('.sr-only')?.textContent).toBe('creator ');
    expect(creatorOf('v1')?.getAttribute('title')).toBe('Anonymised creator');
    expect(creatorOf('v2')?.textContent).toBe('by creator a1b2c3d4');
    for (const sample of SAMPLE_VIDEOS.slice(0, 10)) expect(creatorOf(sample.id)).toBeNull();
    expect(root.querySelectorAll('[data-testid="video-creator"]')).toHaveLength(2);
  });
});
