import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxJobContext } from '@/lib/outbox-port';
import { sendOptInEmail } from '../api/send-opt-in-email';
import { handleChallengeOptIn } from './opt-in-handler';
import { CHALLENGE_OPT_IN } from './opt-in-kind';

vi.mock('../api/send-opt-in-email', () => ({ sendOptInEmail: vi.fn() }));
const send = vi.mocked(sendOptInEmail);

const notify = vi.fn();
/** A visitor may sign up too: no token, no account. */
const ctx = {
  signal: new AbortController().signal,
  accessToken: async () => null,
  userId: async () => null,
  notify,
} as unknown as OutboxJobContext;
const notices = () => notify.mock.calls.map(([notice]: unknown[]) => notice);
const job = (payload: unknown) => ({ id: 'j1', kind: CHALLENGE_OPT_IN, payload, attempts: 0 });
const body = { type: 'opt_in_confirmation', email: 'fan@example.com' };

afterEach(() => {
  send.mockReset();
  notify.mockReset();
});

describe('handleChallengeOptIn', () => {
  it('sends the queued body and tells the user a confirmation email is on its way', async () => {
    send.mockResolvedValue(undefined);
    await handleChallengeOptIn(job(body), ctx);
    expect(send).toHaveBeenCalledWith(body, null, ctx.signal);
    expect(notices()).toHaveLength(1);
    expect(notices()[0]).toMatchObject({
      variant: 'success',
      title: 'Check your inbox',
      description: expect.stringContaining('We sent you a confirmation email.'),
    });
  });

  it("stops on a refusal with 'Unable to send email' and the server's words", async () => {
    send.mockRejectedValue(new ApiError('email must be a valid email address', 400));
    await expect(handleChallengeOptIn(job(body), ctx)).rejects.toBeInstanceOf(PermanentOutboxError);
    expect(notices()).toEqual([
      expect.objectContaining({
        variant: 'destructive',
        title: 'Unable to send email',
        description: 'email must be a valid email address',
      }),
    ]);
  });

  it('leaves network failures and server errors to the outbox to retry', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(handleChallengeOptIn(job(body), ctx)).rejects.toBeInstanceOf(TypeError);
    send.mockRejectedValue(new ApiError('Internal error', 500));
    await expect(handleChallengeOptIn(job(body), ctx)).rejects.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends with the signed-in member’s token when there is one', async () => {
    send.mockResolvedValue(undefined);
    await handleChallengeOptIn(job(body), { ...ctx, accessToken: async () => 'token-1' });
    expect(send).toHaveBeenCalledWith(body, 'token-1', ctx.signal);
  });

  it('stops on a body it cannot read', async () => {
    await expect(handleChallengeOptIn(job({ email: 3 }), ctx)).rejects.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(send).not.toHaveBeenCalled();
  });
});
