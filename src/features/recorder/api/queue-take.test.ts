import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import type { TrimRange } from '@/lib/media/trim-plan';
import type { TrimOptions, TrimResult } from '@/lib/media/trim-video';
import type { SubmitVideoPayload } from '@/domain/upload';
import { provideOutbox, type EnqueueInput, type OutboxPort } from '@/lib/outbox-port';
import { takeBlob } from '../data/take-media';
import { finishTake, getTake } from '../data/take-store';
import { recordTake } from '../testing/record-take';
import { queueTake } from './queue-take';

// Issue 39: a trimmed take queues its cut as the item's video; the take itself stays whole on the
// device (it is deleted once the server has the video, or comes back to Drafts if cancelled).

const trims = vi.hoisted(() => ({
  calls: [] as Array<{ bytes: number; range: TrimRange }>,
  result: null as TrimResult | null,
}));
vi.mock('@/lib/media/trim-video', () => ({
  trimVideo: async (file: Blob, range: TrimRange, options: TrimOptions) => {
    trims.calls.push({ bytes: file.size, range });
    options.onProgress?.(0.5);
    return trims.result;
  },
}));
vi.mock('@/lib/video-frame', () => ({
  captureFrame: async () => new Blob(['png'], { type: 'image/png' }),
  imageToThumbnail: async () => new Blob(['png'], { type: 'image/png' }),
}));

const queued: Array<EnqueueInput<SubmitVideoPayload>> = [];
const CUT = new Blob(['cut-bytes'], { type: 'video/webm' });

beforeEach(async () => {
  queued.length = 0;
  trims.calls.length = 0;
  trims.result = {
    kind: 'trimmed',
    blob: CUT,
    durationSeconds: 2,
    width: 360,
    height: 640,
    method: 'copy',
    range: { startSeconds: 1, endSeconds: 3 },
  };
  provideOutbox({
    enqueue: async (input: EnqueueInput<unknown>) => {
      queued.push(input as EnqueueInput<SubmitVideoPayload>);
      return input.id ?? 'id';
    },
  } as unknown as OutboxPort);
  await recordTake('take-1', 4);
  await finishTake('take-1', 10_000);
});

afterEach(async () => {
  await db.takes.clear();
  await db.chunks.clear();
});

const submission = {
  takeId: 'take-1',
  userId: '11111111-1111-4111-8111-111111111111',
  title: 'Trimmed take',
  category: 'comedy' as const,
  thumbnail: null,
  challenge: null,
};

describe('queueTake with a trim range', () => {
  it('cuts the take and queues the cut as the video, keeping the take whole on the device', async () => {
    const whole = await takeBlob('take-1');
    const progress: number[] = [];
    await queueTake({
      ...submission,
      range: { startSeconds: 1, endSeconds: 3 },
      onTrimProgress: (fraction) => progress.push(fraction),
    });
    expect(trims.calls).toEqual([
      { bytes: whole!.size, range: { startSeconds: 1, endSeconds: 3 } },
    ]);
    expect(progress).toEqual([0.5]);
    const [item] = queued;
    const videoId = item!.payload.videoId;
    expect(item!.payload).toMatchObject({
      takeId: 'take-1',
      videoBlobId: `${videoId}:video`,
      durationSeconds: 2,
      source: 'recording',
    });
    expect(item!.media?.find((media) => media.id === `${videoId}:video`)?.blob).toBe(CUT);
    expect(item!.bytesTotal).toBe(CUT.size);
    expect((await takeBlob('take-1'))?.size).toBe(whole!.size);
    expect((await getTake('take-1'))?.status).toBe('queued');
  });

  it('queues the take itself when the range is the whole take (nothing cut)', async () => {
    trims.result = { kind: 'whole' };
    await queueTake({ ...submission, range: { startSeconds: 0, endSeconds: 4 } });
    const [item] = queued;
    expect(item!.payload.videoBlobId).toBeUndefined();
    expect(item!.payload.durationSeconds).toBe((await getTake('take-1'))?.duration);
    expect(item!.media?.map((media) => media.id)).toEqual([`${item!.payload.videoId}:thumbnail`]);
  });

  it('does not cut without a range', async () => {
    await queueTake(submission);
    expect(trims.calls).toEqual([]);
    expect(queued[0]!.payload.videoBlobId).toBeUndefined();
  });
});
