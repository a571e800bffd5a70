import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, render, settleUntil, typeInto, type Rendered } from '@/testing/render';
import { EmailOptInBanner } from './email-opt-in-banner';

// Moved down from tests/e2e/challenges-banner.spec.ts ('a failed send says Unable to send email
// with the error, and keeps the form'): the same 503 from send-challenge-email, through the real
// request code, at the fetch boundary.

const SERVER_WORDS = 'The mail service is unavailable.';

let rendered: Rendered | undefined;
const sent: string[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      sent.push(url);
      if (!url.endsWith('/functions/v1/send-challenge-email'))
        throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ error: SERVER_WORDS }), {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the challenge e-mail opt-in when the mail function fails', () => {
  it("says 'Unable to send email' with the server's words and keeps the address", async () => {
    rendered = await render(<EmailOptInBanner />);
    const form = rendered.container;
    const email = form.querySelector<HTMLInputElement>('input[type="email"]')!;
    await typeInto(email, 'optin-fail@example.com');
    await click(form.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await settleUntil(() => form.querySelector('[role="alert"]') !== null);

    const alert = form.querySelector('[role="alert"]');
    expect(alert?.querySelector('p')?.textContent).toBe('Unable to send email');
    expect(alert?.textContent).toContain(SERVER_WORDS);
    expect(email.value).toBe('optin-fail@example.com');
    expect(sent.filter((url) => url.endsWith('/functions/v1/send-challenge-email'))).toHaveLength(
      1,
    );
  });
});
