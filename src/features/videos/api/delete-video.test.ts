import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteVideo } from './delete-video';

const VIDEO = 'v-1';
const OWNER = 'owner-1';
let requests: Array<{ method: string; path: string }>;
let ownRows: unknown[];

beforeEach(() => {
  requests = [];
  ownRows = [{ id: VIDEO }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input);
      requests.push({ method: init.method ?? 'GET', path: url.pathname.replace('/rest/v1/', '') });
      const body = url.pathname.endsWith('/videos') ? JSON.stringify(ownRows) : '';
      return new Response(body, { status: body ? 200 : 204 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('deleteVideo (part 2 §4: likes first, then the video)', () => {
  it("checks the video is the caller's, then deletes its likes, then the video", async () => {
    expect(await deleteVideo(VIDEO, OWNER, 'token')).toBe(true);
    expect(requests).toEqual([
      { method: 'GET', path: 'videos' },
      { method: 'DELETE', path: 'video_likes' },
      { method: 'DELETE', path: 'videos' },
    ]);
  });

  it("touches nothing for someone else's video, so their own like on it stays", async () => {
    ownRows = [];
    expect(await deleteVideo(VIDEO, 'visitor-2', 'token')).toBe(false);
    expect(requests).toEqual([{ method: 'GET', path: 'videos' }]);
  });
});
