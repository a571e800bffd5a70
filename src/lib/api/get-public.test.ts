import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_FETCHES_GLOBAL } from '../early-fetch';
import { env } from '../env';
import { ApiError } from './api-error';
import { getPublic } from './get-public';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[EARLY_FETCHES_GLOBAL];
});

const FEED = 'rpc/get_public_videos?page_limit=12&page_offset=0';
const early = (response: Promise<Response>) => {
  (globalThis as Record<string, unknown>)[EARLY_FETCHES_GLOBAL] = {
    [`${env.supabaseUrl}/rest/v1/${FEED}`]: response,
  };
};

function respond(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const parseNames = (body: unknown): string[] => {
  if (!Array.isArray(body) || !body.every((row) => typeof row === 'string'))
    throw new TypeError('expected names');
  return body;
};

describe('getPublic', () => {
  it('GETs the REST path with the anon key headers and returns parsed JSON', async () => {
    const fetchMock = respond(200, '["a","b"]');
    await expect(
      getPublic('rpc/get_public_videos?page_limit=12&page_offset=0', parseNames),
    ).resolves.toEqual(['a', 'b']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(
      `${env.supabaseUrl}/rest/v1/rpc/get_public_videos?page_limit=12&page_offset=0`,
    );
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${env.supabaseAnonKey}`,
    });
  });

  it("uses index.html's early request for the same URL once, then asks the network", async () => {
    const fetchMock = respond(200, '["late"]');
    early(Promise.resolve(new Response('["early"]')));
    await expect(getPublic(FEED, parseNames)).resolves.toEqual(['early']);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(getPublic(FEED, parseNames)).resolves.toEqual(['late']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks as the member with their token, never taking the visitor's early request", async () => {
    const fetchMock = respond(200, '["mine"]');
    early(Promise.resolve(new Response('["visitor"]')));
    await expect(getPublic(FEED, parseNames, undefined, 'member-token')).resolves.toEqual(['mine']);
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({
      apikey: env.supabaseAnonKey,
      Authorization: 'Bearer member-token',
    });
  });

  it('asks again when the early request failed', async () => {
    const fetchMock = respond(200, '["again"]');
    early(Promise.reject(new TypeError('Failed to fetch')));
    await expect(getPublic(FEED, parseNames)).resolves.toEqual(['again']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("throws the PostgREST error's message and code", async () => {
    respond(404, '{"code":"PGRST202","message":"Could not find the function"}', 'Not Found');
    const error = await getPublic('/rpc/missing', parseNames).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'PGRST202',
      message: 'Could not find the function',
    });
  });

  it('falls back to the status text, and rejects bodies that are not JSON or fail the parser', async () => {
    respond(502, '', 'Bad Gateway');
    await expect(getPublic('videos', parseNames)).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
    respond(200, '<html>');
    await expect(getPublic('videos', parseNames)).rejects.toThrow(
      'The server sent a response that is not JSON.',
    );
    respond(200, '[1,2]');
    await expect(getPublic('videos', parseNames)).rejects.toThrow('expected names');
  });
});
