import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast-store';
import { ApiError } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxJobContext } from '@/lib/outbox-port';
import { sendOptInEmail } from '../api/send-opt-in-email';
import { handleChallengeOptIn } from './opt-in-handler';
import { CHALLENGE_OPT_IN } from './opt-in-kind';

vi.mock('../api/send-opt-in-email', () => ({ sendOptInEmail: vi.fn() }));
const send = vi.mocked(sendOptInEmail);

const ctx = { signal: new AbortController().signal } as OutboxJobContext;
const job = (payload: unknown) => ({ id: 'j1', kind: CHALLENGE_OPT_IN, payload, attempts: 0 });
const body = { type: 'opt_in_confirmation', email: 'fan@example.com' };

afterEach(() => {
  send.mockReset();
  useToastStore.setState({ toasts: [] });
});

describe('handleChallengeOptIn', () => {
  it('sends the queued body and tells the user a confirmation email is on its way', async () => {
    send.mockResolvedValue(undefined);
    await handleChallengeOptIn(job(body), ctx);
    expect(send).toHaveBeenCalledWith(body, ctx.signal);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Check your inbox',
      description: expect.stringContaining('We sent you a confirmation email.'),
    });
  });

  it("stops on a refusal with 'Unable to send email' and the server's words", async () => {
    send.mockRejectedValue(new ApiError('email must be a valid email address', 400));
    await expect(handleChallengeOptIn(job(body), ctx)).rejects.toBeInstanceOf(PermanentOutboxError);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Unable to send email',
      description: 'email must be a valid email address',
    });
  });

  it('leaves network failures and server errors to the outbox to retry', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(handleChallengeOptIn(job(body), ctx)).rejects.toBeInstanceOf(TypeError);
    send.mockRejectedValue(new ApiError('Internal error', 500));
    await expect(handleChallengeOptIn(job(body), ctx)).rejects.toBeInstanceOf(ApiError);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('stops on a body it cannot read', async () => {
    await expect(handleChallengeOptIn(job({ email: 3 }), ctx)).rejects.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(send).not.toHaveBeenCalled();
  });
});
