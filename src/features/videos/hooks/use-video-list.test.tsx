import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedVideo } from '../model/video';
import { useVideoList, type VideoList } from './use-video-list';

vi.mock('../offline/list-cache', () => ({
  readCachedList: () => Promise.resolve(null),
  writeCachedList: () => Promise.resolve(),
}));

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

/** Every state the hook rendered, in order. */
const renders: VideoList[] = [];

function Probe({
  load,
  initialVideos,
}: {
  load: (signal: AbortSignal) => Promise<FeedVideo[]>;
  initialVideos?: () => FeedVideo[] | undefined;
}) {
  renders.push(useVideoList('my-videos:u1', load, { initialVideos }));
  return null;
}

let root: Root;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  renders.length = 0;
  root = createRoot(document.createElement('div'));
});

afterEach(() => {
  act(() => root.unmount());
});

describe('useVideoList', () => {
  it('keeps the rows shown while a refresh (Refresh button, storage event) reloads them', async () => {
    let answer: (videos: FeedVideo[]) => void = () => undefined;
    const load = vi
      .fn<(signal: AbortSignal) => Promise<FeedVideo[]>>()
      .mockResolvedValueOnce([video('a')])
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await act(async () => root.render(<Probe load={load} />));
    expect(renders.at(-1)).toMatchObject({ status: 'ready', videos: [video('a')] });

    const shownBefore = renders.length;
    await act(async () => renders.at(-1)?.refresh());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answer([video('a'), video('b')]));

    const duringRefresh = renders.slice(shownBefore);
    expect(duringRefresh.length).toBeGreaterThan(0);
    for (const state of duringRefresh) expect(state.videos.length).toBeGreaterThan(0);
    expect(duringRefresh.map((state) => state.status)).not.toContain('loading');
    expect(renders.at(-1)?.videos.map((v) => v.id)).toEqual(['a', 'b']);
  });

  it("starts from rows already in hand (the first paint's), never showing the loading state", async () => {
    const load = vi.fn(() => Promise.resolve([video('a'), video('b')]));
    await act(async () => root.render(<Probe load={load} initialVideos={() => [video('a')]} />));
    expect(renders[0]).toMatchObject({ status: 'ready', source: 'network', videos: [video('a')] });
    expect(renders.map((state) => state.status)).not.toContain('loading');
    expect(load).toHaveBeenCalledOnce();
    expect(renders.at(-1)?.videos.map((v) => v.id)).toEqual(['a', 'b']);
  });

  it('loads as usual when no rows are in hand', async () => {
    const load = vi.fn(() => Promise.resolve([video('a')]));
    await act(async () => root.render(<Probe load={load} initialVideos={() => undefined} />));
    expect(renders[0]).toMatchObject({ status: 'loading', videos: [] });
    expect(renders.at(-1)).toMatchObject({ status: 'ready', videos: [video('a')] });
  });
});
