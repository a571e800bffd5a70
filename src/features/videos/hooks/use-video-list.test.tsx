import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideCreator, hideVideo, useHiddenContent } from '@/lib/hidden-content';
import { createQueryClient } from '@/lib/query/client';
import type { FeedVideo } from '../model/video';
import { useVideoList, type VideoList, type VideoListOptions } from './use-video-list';
import { videoKeys } from './video-keys';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

function video(id: string): FeedVideo {
  return {
    id,
    title: `Clip ${id}`,
    video_url: `https://cdn.example.com/${id}.webm`,
    thumbnail_url: null,
    upload_time: null,
    created_at: null,
    views: 0,
    likes_count: 0,
    challenge_tag: null,
    category: null,
    creator_hash: null,
    is_boosted: false,
    boost_until: null,
  };
}

const KEY = videoKeys.list('my-videos', 'u1');
type Load = (signal: AbortSignal) => Promise<FeedVideo[]>;

/** Every state the hook rendered, in order. */
const renders: VideoList[] = [];

function Probe({ load, ...options }: { load: Load } & VideoListOptions) {
  renders.push(useVideoList(KEY, load, options));
  return null;
}

let root: Root;
let client: QueryClient;
/** Lets the query's answer through: TanStack Query notifies React on a zero-delay timer. */
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
async function show(load: Load, options: VideoListOptions = {}) {
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <Probe load={load} {...options} />
      </QueryClientProvider>,
    ),
  );
  await flush();
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  renders.length = 0;
  client = createQueryClient();
  root = createRoot(document.createElement('div'));
});

afterEach(() => {
  act(() => root.unmount());
  client.clear();
  useHiddenContent.setState({ owner: null, videos: [], creators: [], users: [] });
});

describe('useVideoList', () => {
  it('keeps the rows shown while a refresh (Refresh button, storage event) reloads them', async () => {
    let answer: (videos: FeedVideo[]) => void = () => undefined;
    const load = vi
      .fn<Load>()
      .mockResolvedValueOnce([video('a')])
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await show(load);
    expect(renders.at(-1)).toMatchObject({ status: 'ready', videos: [video('a')] });

    const shownBefore = renders.length;
    await act(async () => renders.at(-1)?.refresh());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answer([video('a'), video('b')]));
    await flush();

    const duringRefresh = renders.slice(shownBefore);
    expect(duringRefresh.length).toBeGreaterThan(0);
    for (const state of duringRefresh) expect(state.videos.length).toBeGreaterThan(0);
    expect(duringRefresh.map((state) => state.status)).not.toContain('loading');
    expect(renders.at(-1)?.videos.map((v) => v.id)).toEqual(['a', 'b']);
  });

  it("starts from rows already in hand (the first paint's), never showing the loading state", async () => {
    const load = vi.fn(() => Promise.resolve([video('a'), video('b')]));
    await show(load, { initialVideos: () => [video('a')] });
    expect(renders[0]).toMatchObject({ status: 'ready', source: 'network', videos: [video('a')] });
    expect(renders.map((state) => state.status)).not.toContain('loading');
    expect(load).toHaveBeenCalledOnce();
    expect(renders.at(-1)?.videos.map((v) => v.id)).toEqual(['a', 'b']);
  });

  it('loads as usual when no rows are in hand', async () => {
    const load = vi.fn(() => Promise.resolve([video('a')]));
    await show(load, { initialVideos: () => undefined });
    expect(renders[0]).toMatchObject({ status: 'loading', videos: [] });
    expect(renders.at(-1)).toMatchObject({ status: 'ready', videos: [video('a')] });
  });

  it('shows the copy kept on the device when the network fails, and says it failed once', async () => {
    // Restored from IndexedDB: fetched on an earlier visit.
    client.setQueryData(KEY, [video('kept')], { updatedAt: 1 });
    const onError = vi.fn();
    await show(() => Promise.reject(new TypeError('Failed to fetch')), { onError });
    expect(renders.at(-1)).toMatchObject({
      status: 'ready',
      source: 'cache',
      failed: true,
      videos: [video('kept')],
    });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('reports an error with nothing to show when the first load fails', async () => {
    await show(() => Promise.reject(new Error('500')));
    expect(renders.at(-1)).toMatchObject({ status: 'error', failed: true, videos: [] });
  });

  it('polls every refreshMs while the page is visible', async () => {
    const load = vi.fn(() => Promise.resolve([video('a')]));
    await show(load, { refreshMs: 40 });
    expect(load).toHaveBeenCalledTimes(1);
    // Waits for the next poll itself: a fixed 100 ms missed it on a busy machine.
    await act(() =>
      vi.waitFor(() => expect(load.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5000 }),
    );
  });

  it('leaves out, at once, what the member reported or whose uploader they blocked, kept copies too', async () => {
    client.setQueryData(
      KEY,
      [video('a'), video('reported'), { ...video('b'), creator_hash: 'b10cked1' }],
      {
        updatedAt: 1,
      },
    );
    await show(() => new Promise<FeedVideo[]>(() => undefined));
    expect(renders.at(-1)?.videos.map((row) => row.id)).toEqual(['a', 'reported', 'b']);
    await act(async () => {
      hideVideo('reported');
      hideCreator({ creatorHash: 'b10cked1' });
    });
    expect(renders.at(-1)?.videos.map((row) => row.id)).toEqual(['a']);
  });
});
