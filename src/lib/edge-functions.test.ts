import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEdgeFunction, EdgeFunctionError, SessionRequiredError } from './edge-functions';
import { env } from './env';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string) {
  const fetch = vi.fn(() => Promise.resolve(new Response(body, { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('callEdgeFunction', () => {
  it('posts JSON with the anon key when signed out and returns the parsed answer', async () => {
    const fetch = answer(200, '{"success":true}');
    await expect(callEdgeFunction('send-id-reminder', { email: 'a@example.com' })).resolves.toEqual(
      {
        success: true,
      },
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${env.supabaseUrl}/functions/v1/send-id-reminder`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@example.com"}');
    expect(init.headers).toMatchObject({
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${env.supabaseAnonKey}`,
    });
  });

  it('throws the server’s error words with the status', async () => {
    answer(400, '{"error":"This code has already been used."}');
    const failure = await callEdgeFunction('redeem-free-premium-code', { promoCode: 'X' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(EdgeFunctionError);
    expect(failure).toMatchObject({ status: 400, message: 'This code has already been used.' });
  });

  it('refuses calls that need a session when nobody is signed in', async () => {
    const fetch = answer(200, '{}');
    await expect(
      callEdgeFunction('redeem-free-premium-code', { promoCode: 'X' }, { requireSession: true }),
    ).rejects.toBeInstanceOf(SessionRequiredError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
