import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxJobContext, type OutboxNotice } from '@/lib/outbox-port';
import { handleSendContactMessage } from './send-contact-handler';

const sendContactMessage = vi.fn();
vi.mock('../api/send-contact-message', () => ({
  sendContactMessage: (...args: unknown[]) => sendContactMessage(...args),
}));

const payload = {
  messageId: 'f1b0a7a4-1d7e-4a53-9b1e-6c3f0a2b9d11',
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Prize question',
  message: 'When is the winner announced?',
  queuedAt: 1,
};
const job = (p: unknown) => ({ id: 'job', kind: 'send-contact-message', payload: p, attempts: 0 });
let notices: OutboxNotice[] = [];
/** A visitor's context (no session); what the handler tells the user lands in `notices`. */
const ctx = {
  accessToken: () => Promise.resolve(null),
  userId: () => Promise.resolve(null),
  notify: (notice: OutboxNotice) => notices.push(notice),
} as unknown as OutboxJobContext;
const run = (p: unknown = payload) =>
  handleSendContactMessage(job(p) as Parameters<typeof handleSendContactMessage>[0], ctx);

afterEach(() => {
  sendContactMessage.mockReset();
  notices = [];
});

describe('handleSendContactMessage', () => {
  it('stores the message as a visitor and says it was received', async () => {
    sendContactMessage.mockResolvedValue(undefined);
    await run();
    expect(sendContactMessage).toHaveBeenCalledWith(payload, null, undefined);
    expect(notices).toEqual([
      {
        title: 'Message received',
        description: 'Thanks — we usually reply within 24 hours.',
        variant: 'success',
      },
    ]);
  });

  it('stops on the rate limit and on a refusal, and tells the sender why', async () => {
    sendContactMessage.mockRejectedValueOnce(new ApiError('Too many', 429, 'PT429'));
    await expect(run()).rejects.toThrow(PermanentOutboxError);
    sendContactMessage.mockRejectedValueOnce(new ApiError('bad', 400, '23514'));
    await expect(run()).rejects.toThrow(PermanentOutboxError);
    expect(notices.every((notice) => notice.variant === 'destructive')).toBe(true);
    const told = notices.map((t) => t.description);
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([
        expect.stringContaining('HTML'),
        'Too many messages. Please try again in an hour.',
      ]),
    );
  });

  it('leaves network failures and 5xx to the outbox to retry', async () => {
    sendContactMessage.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(run()).rejects.toThrow(TypeError);
    sendContactMessage.mockRejectedValueOnce(new ApiError('down', 503, ''));
    await expect(run()).rejects.toBeInstanceOf(ApiError);
    expect(notices).toHaveLength(0);
  });

  it('refuses a payload it cannot read', async () => {
    await expect(run({ messageId: 1 })).rejects.toThrow(PermanentOutboxError);
  });
});
