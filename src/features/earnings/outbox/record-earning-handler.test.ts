import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxJobContext } from '@/lib/outbox-port';
import { appQueryClient } from '@/lib/query/client';
import { earningKeys } from '../hooks/earning-keys';
import type { RecordEarningPayload } from './record-earning-kind';

const server = vi.hoisted(() => ({ record: vi.fn() }));
vi.mock('../api/record-earning', () => ({ recordEarning: server.record }));

const { EARLY_WINDOW_MS, handleRecordEarning } = await import('./record-earning-handler');
const { sendRecordEarning } = await import('./record-earning-send');

const payload: RecordEarningPayload = {
  category: 'like',
  videoId: 'video-1',
  userId: 'member',
  queuedAt: Date.now(),
};
const job = (attempts = 0, queuedAt = payload.queuedAt) => ({
  id: 'key-1',
  kind: 'record-earning',
  payload: { ...payload, queuedAt },
  attempts,
});
/** What the sender tells the user (a page toasts it, the worker keeps it for the next page). */
const toasts = { toast: vi.fn() };
const context = (token: string | null = 'token', userId: string | null = 'member') =>
  ({
    signal: new AbortController().signal,
    accessToken: async () => token,
    userId: async () => userId,
    notify: toasts.toast,
  }) as unknown as OutboxJobContext;
const answer = (error: string | null) => ({ success: error === null, error });

beforeEach(() => {
  server.record.mockReset();
  toasts.toast.mockReset();
});

describe('sending a queued earning action', () => {
  it('sends it once with its own id as the idempotency key; a confirmation says nothing', async () => {
    server.record.mockResolvedValue(answer(null));
    await expect(sendRecordEarning(job(), context('token-1'))).resolves.toBe('confirmed');
    expect(server.record).toHaveBeenCalledWith(
      payload,
      'key-1',
      'token-1',
      expect.any(AbortSignal),
    );
    expect(toasts.toast).not.toHaveBeenCalled();
  });

  it('in a page, a paid action refreshes the earnings screens; a quiet end does not', async () => {
    const invalidate = vi.spyOn(appQueryClient(), 'invalidateQueries');
    try {
      server.record.mockResolvedValue(answer('You have already earned for this action.'));
      await handleRecordEarning(job(), context());
      expect(invalidate).not.toHaveBeenCalled();
      server.record.mockResolvedValue(answer(null));
      await handleRecordEarning(job(), context());
      expect(invalidate).toHaveBeenCalledWith({ queryKey: earningKeys.all });
    } finally {
      invalidate.mockRestore();
    }
  });

  it('a cap stops it with Action Limit Reached and the server’s words', async () => {
    server.record.mockResolvedValue(answer('Weekly earning limit reached'));
    await expect(handleRecordEarning(job(), context())).rejects.toThrow(PermanentOutboxError);
    expect(toasts.toast).toHaveBeenCalledWith({
      title: 'Action Limit Reached',
      description: 'Weekly earning limit reached',
      variant: 'destructive',
    });
  });

  it('waits for the like or comment it rests on for a while, then the refusal stands', async () => {
    server.record.mockResolvedValue(answer('Like the video first to earn.'));
    const early = handleRecordEarning(job(5), context());
    await expect(early).rejects.toThrow('Like the video first to earn.');
    await expect(handleRecordEarning(job(9), context())).rejects.not.toThrow(PermanentOutboxError);
    const long = Date.now() - EARLY_WINDOW_MS - 1;
    await expect(handleRecordEarning(job(2, long), context())).rejects.toThrow(
      PermanentOutboxError,
    );
    expect(toasts.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Failed to record earning' }),
    );
  });

  it('ends quietly on what the member knows already, stops loudly on anything else', async () => {
    server.record.mockResolvedValue(answer('You have already earned for this action.'));
    await expect(sendRecordEarning(job(), context())).resolves.toBe('quiet');
    await expect(handleRecordEarning(job(), context())).resolves.toBeUndefined();
    expect(toasts.toast).not.toHaveBeenCalled();
    server.record.mockResolvedValue(answer('Video not found'));
    await expect(handleRecordEarning(job(), context())).rejects.toThrow(PermanentOutboxError);
    expect(toasts.toast).toHaveBeenCalledWith({
      title: 'Failed to record earning',
      description: 'Video not found',
      variant: 'destructive',
    });
  });

  it('network failures, 5xx and a rate limit are left to the outbox to retry', async () => {
    for (const failure of [
      new TypeError('Failed to fetch'),
      new ApiError('Oops', 503),
      new ApiError('Slow down', 429),
    ]) {
      server.record.mockRejectedValueOnce(failure);
      const sent = handleRecordEarning(job(), context());
      await expect(sent).rejects.toBe(failure);
    }
    server.record.mockRejectedValueOnce(new ApiError('metadata must be at most 4096 bytes', 400));
    await expect(handleRecordEarning(job(), context())).rejects.toThrow(PermanentOutboxError);
  });

  it('waits for its member: another account or no token yet keeps it queued', async () => {
    await expect(handleRecordEarning(job(), context('token', 'someone-else'))).rejects.not.toThrow(
      PermanentOutboxError,
    );
    await expect(handleRecordEarning(job(), context(null))).rejects.not.toThrow(
      PermanentOutboxError,
    );
    expect(server.record).not.toHaveBeenCalled();
    expect(toasts.toast).not.toHaveBeenCalled();
  });

  it('refuses a payload it cannot read', async () => {
    const broken = { ...job(), payload: { category: 'jackpot' } };
    await expect(handleRecordEarning(broken, context())).rejects.toThrow(
      'This earning could not be read.',
    );
  });
});
