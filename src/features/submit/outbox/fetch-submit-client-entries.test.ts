import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSubmitClient } from './fetch-submit-client';

const client = () =>
  fetchSubmitClient({
    url: 'http://api.test',
    anonKey: 'anon-key-0123456789abcdef',
    accessToken: async () => 'token',
  });
const ARGS = { p_challenge_id: 'c1', p_video_id: 'v1', p_ticket: 't1' };

afterEach(() => vi.unstubAllGlobals());

describe('fetchSubmitClient: challenge entries (the service worker drain)', () => {
  it('calls enter_challenge as an RPC with the user token and returns its answer', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ late: true }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await client().challengeEntries.enter(ARGS)).toEqual({
      data: { late: true },
      error: null,
      status: 200,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/rest/v1/rpc/enter_challenge');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(ARGS);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token' });
  });

  it('reports refusals with their SQLSTATE and network failures as status 0', async () => {
    const refusal = { code: '23505', message: 'You have already entered this challenge.' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(refusal), { status: 409 }));
    expect(await client().challengeEntries.enter(ARGS)).toEqual({
      data: null,
      error: refusal,
      status: 409,
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const lost = await client().challengeEntries.enter(ARGS);
    expect(lost.status).toBe(0);
    expect(lost.error?.message).toBe('TypeError: Failed to fetch');
  });

  it('finds whether this video is already in the challenge', async () => {
    vi.stubGlobal('fetch', async () => new Response('[{"id":"e1"}]', { status: 200 }));
    expect(await client().challengeEntries.videoEntered('c1', 'v1')).toEqual({
      entered: true,
      error: null,
    });
    vi.stubGlobal('fetch', async () => new Response('[]', { status: 200 }));
    expect((await client().challengeEntries.videoEntered('c1', 'v1')).entered).toBe(false);
  });
});
