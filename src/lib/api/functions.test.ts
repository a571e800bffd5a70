import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../env';
import { ApiError, SessionRequiredError } from './api-error';
import { invokeFunction } from './functions';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('invokeFunction', () => {
  it('posts JSON with the anon key when signed out and returns the parsed answer', async () => {
    const fetch = answer(200, '{"success":true}');
    await expect(invokeFunction('send-id-reminder', { email: 'a@example.com' })).resolves.toEqual({
      success: true,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe(`${env.supabaseUrl}/functions/v1/send-id-reminder`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@example.com"}');
    const headers = new Headers(init.headers);
    expect(headers.get('apikey')).toBe(env.supabaseAnonKey);
    expect(headers.get('Authorization')).toBe(`Bearer ${env.supabaseAnonKey}`);
  });

  it('throws the server’s error words with the status', async () => {
    answer(400, '{"error":"This code has already been used."}');
    const failure = await invokeFunction('redeem-free-premium-code', { promoCode: 'X' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'This code has already been used.' });
  });

  it('passes a request that never arrived on as the fetch error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(invokeFunction('send-id-reminder', { email: 'a@example.com' })).rejects.toThrow(
      TypeError,
    );
  });

  it('refuses calls that need a session when nobody is signed in', async () => {
    const fetch = answer(200, '{}');
    await expect(
      invokeFunction('redeem-free-premium-code', { promoCode: 'X' }, { requireSession: true }),
    ).rejects.toBeInstanceOf(SessionRequiredError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
