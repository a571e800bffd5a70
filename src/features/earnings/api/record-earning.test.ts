import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/api/data-api';
import type { RecordEarningPayload } from '../outbox/record-earning-kind';
import { recordEarning } from './record-earning';

vi.mock('@/lib/api/data-api', () => ({ callFunction: vi.fn() }));

const call = vi.mocked(callFunction);
const KEY = '6f1d2c9e-8f7a-4b1e-9a51-2a0d7e3c4b5f';
const likedYesterday: RecordEarningPayload = {
  category: 'like',
  videoId: 'video-123',
  userId: 'member-1',
  queuedAt: Date.UTC(2026, 10, 27, 23, 59, 30, 250),
};

describe('recordEarning', () => {
  beforeEach(() => call.mockReset());

  it('stamps the action with the time the member did it, as metadata.occurredAt', async () => {
    call.mockResolvedValue({ success: true, error: null });
    await expect(recordEarning(likedYesterday, KEY, 'token-1')).resolves.toEqual({
      success: true,
      error: null,
    });
    expect(call).toHaveBeenCalledWith(
      'record-earning',
      {
        category: 'like',
        amount: 0.0001,
        metadata: {
          videoId: 'video-123',
          occurredAt: '2026-11-27T23:59:30.250Z',
          idempotencyKey: KEY,
        },
      },
      { token: 'token-1', signal: undefined },
    );
  });

  it('leaves out a stamp that is no time, so the server counts the action as of now', async () => {
    call.mockResolvedValue({ success: true, error: null });
    await recordEarning({ ...likedYesterday, queuedAt: Number.NaN }, KEY, 'token-1');
    const [, body] = call.mock.calls[0] ?? [];
    expect((body as { metadata: Record<string, unknown> }).metadata).not.toHaveProperty(
      'occurredAt',
    );
  });
});
