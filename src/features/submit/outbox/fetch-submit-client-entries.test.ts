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

  it('binds a ticket with issue_entry_ticket and sends a late file to enter-challenge-late', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/functions/v1/enter-challenge-late')
        ? new Response(
            JSON.stringify({
              error:
                'This entry ticket covers another file: this video is not the one it was issued for.',
              code: 'P0001',
            }),
            { status: 400 },
          )
        : new Response(JSON.stringify({ id: 't1' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const bind = { p_challenge_id: 'c1', p_content_sha256: 'a'.repeat(64) };
    expect((await client().challengeEntries.issueTicket(bind)).data).toEqual({ id: 't1' });
    expect(await client().challengeEntries.enterLate({ challengeId: 'c1', videoId: 'v1' })).toEqual(
      {
        data: null,
        error: {
          message:
            'This entry ticket covers another file: this video is not the one it was issued for.',
          code: 'P0001',
        },
        status: 400,
      },
    );
    const [[ticketUrl, ticketInit], [lateUrl, lateInit]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(ticketUrl).toBe('http://api.test/rest/v1/rpc/issue_entry_ticket');
    expect(JSON.parse(String(ticketInit.body))).toEqual(bind);
    expect(lateUrl).toBe('http://api.test/functions/v1/enter-challenge-late');
    expect(JSON.parse(String(lateInit.body))).toEqual({ challengeId: 'c1', videoId: 'v1' });
    expect(lateInit.headers).toMatchObject({ Authorization: 'Bearer token' });
  });
});
