import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@supabase/supabase-js';
import { act } from 'react';
import { hideCreator, hideVideo, useHiddenContent } from '@/lib/hidden-content';
import { createQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { VideoPage } from './video-page';

// videos-page › "an unknown or malformed id shows 'Video Not Found'", and videos-boosted's first two
// tests (the badge on the video page).

const HOUR = 3_600_000;
const BADGE_TITLE = 'Promoted: the creator paid to boost this video';

/** The visible videos behind the fake Data API, by id. */
let stored: Record<string, Record<string, unknown>>;

/** The videos the fake Data API was asked for, by the id filter it was sent. */
const asked = vi.fn<(idFilter: string | null) => void>();
let client = createQueryClient();
let rendered: Rendered | undefined;

beforeEach(() => {
  // The page reads saved clips after first paint; there is no Cache Storage here to read.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  stored = {};
  client = createQueryClient();
  useSession.setState({ session: null, user: null, loading: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      if (url.pathname !== '/rest/v1/videos') throw new TypeError('Unexpected');
      const filter = url.searchParams.get('id');
      asked(filter);
      const row = stored[filter?.replace(/^eq\./, '') ?? ''];
      return Response.json(row ? [row] : []);
    }),
  );
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  client.clear();
  asked.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ session: null, user: null, loading: true });
  useHiddenContent.setState({ owner: null, videos: [], creators: [], users: [] });
});

async function visit(path: string): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/video/:id" element={<VideoPage />} />
          <Route path="/shorts" element={<h1>Trending Shorts</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return rendered.container;
}

const heading = (root: HTMLElement) => root.querySelector('h1')?.textContent;

describe('the video page for an id that finds no video', () => {
  it.each([
    [
      'an unknown uuid',
      '3f2a9c1e-7b4d-4e8a-9c21-0000000000ff',
      ['eq.3f2a9c1e-7b4d-4e8a-9c21-0000000000ff'],
    ],
    ['an unknown id', 'e2e-no-such-video-000000', ['eq.e2e-no-such-video-000000']],
    // Not an id at all: nothing is asked.
    ['a malformed id', '%3Cscript%3E', []],
  ])("says 'Video Not Found' for %s, and links to the Shorts", async (_, id, requests) => {
    const root = await visit(`/video/${id}`);
    expect(await settleUntil(() => heading(root) === 'Video Not Found')).toBe(true);
    expect(root.textContent).toContain('This video does not exist or has been removed.');
    expect(asked.mock.calls.map(([filter]) => filter)).toEqual(requests);

    const shorts = [...root.querySelectorAll('a')].find(
      (link) => link.textContent === 'Watch Trending Shorts',
    );
    expect(shorts?.getAttribute('href')).toBe('/shorts');
    await click(shorts!);
    expect(heading(root)).toBe('Trending Shorts');
  });
});

describe('the boost badge on the video page', () => {
  it.each([
    ['3 days left', true, 3 * 24 * HOUR - HOUR, 'Boosted · 3 days left'],
    ['5 hours left', true, 5 * HOUR - 10 * 60_000, 'Boosted · 5 hours left'],
    ['an expired boost', true, -HOUR, null],
    ['a boost switched off', false, 2 * 24 * HOUR, null],
  ])('for %s shows %j', async (_, isBoosted, untilFromNow, badge) => {
    const id = 'boosted-clip';
    stored[id] = {
      id,
      title: 'Boosted clip',
      video_url: 'https://cdn.example.com/boosted.webm',
      user_id: 'creator-1',
      category: 'lifestyle',
      views: 0,
      likes_count: 0,
      is_boosted: isBoosted,
      boost_until: new Date(Date.now() + untilFromNow).toISOString(),
    };
    const root = await visit(`/video/${id}`);
    expect(await settleUntil(() => heading(root) === 'Boosted clip')).toBe(true);
    expect(root.querySelector(`[title="${BADGE_TITLE}"]`)?.textContent ?? null).toBe(badge);
  });
});

describe('a video the member reported or whose uploader they blocked (issue 34)', () => {
  const id = 'pest-clip';
  beforeEach(() => {
    useSession.setState({ session: null, user: { id: 'me' } as User, loading: false });
    stored[id] = {
      id,
      title: 'Pesky clip',
      video_url: 'https://cdn.example.com/pest.webm',
      user_id: 'pest',
      category: 'comedy',
    };
  });

  it('says it is hidden once the uploader is blocked, also when the server then answers nothing', async () => {
    const root = await visit(`/video/${id}`);
    expect(await settleUntil(() => heading(root) === 'Pesky clip')).toBe(true);
    await act(async () => hideCreator({ userId: 'pest' }));
    expect(heading(root)).toBe('Video hidden');
    expect(root.textContent).toContain('You blocked this video’s uploader.');
    // The server leaves it out from now on; the page keeps saying why. (Query updates reach React
    // at once here, so the refetch's answer is on screen when invalidateQueries settles.)
    delete stored[id];
    notifyManager.setScheduler((callback) => callback());
    try {
      await act(async () => client.invalidateQueries());
    } finally {
      notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    }
    expect(client.getQueryData(['videos', 'video', id, 'me'])).toBeNull();
    expect(heading(root)).toBe('Video hidden');
  });

  it('says it is hidden once reported', async () => {
    const root = await visit(`/video/${id}`);
    expect(await settleUntil(() => heading(root) === 'Pesky clip')).toBe(true);
    await act(async () => hideVideo(id));
    expect(heading(root)).toBe('Video hidden');
    expect(root.textContent).toContain('You reported this video, so it is hidden for you.');
  });
});
