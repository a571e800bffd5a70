import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { getPublicVideoPage, parsePickerVideos } from './get-public-video-page';

afterEach(() => vi.unstubAllGlobals());

describe('get_public_videos for the boost picker', () => {
  it('asks for one page by limit and offset, as the member, and keeps the row it came from', async () => {
    const row = { id: 'v1', title: 'Cat', thumbnail_url: null, creator_hash: 'c0ffee00' };
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json([row]));
    vi.stubGlobal('fetch', fetchMock);

    const videos = await getPublicVideoPage(20, 0, 'member-token');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(
      `${env.supabaseUrl}/rest/v1/rpc/get_public_videos?page_limit=20&page_offset=0`,
    );
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer member-token');
    expect(videos).toEqual([
      { id: 'v1', title: 'Cat', thumbnailUrl: null, creatorHash: 'c0ffee00', row },
    ]);
  });

  it('leaves out rows without an id or a title, and refuses an answer that is not a list', () => {
    expect(parsePickerVideos([{ id: 'v1' }, { title: 'No id' }, null, 'text'])).toEqual([]);
    expect(() => parsePickerVideos({ message: 'nope' })).toThrow();
  });
});
