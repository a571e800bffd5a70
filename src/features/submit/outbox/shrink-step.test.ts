import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMedia } from '@/lib/outbox-port';
import { context, payload, VIDEO } from '../testing/submit-handler-harness';
import { mediaToUpload, SHRINK_NEEDS_PAGE, shrunkBlobId, type Shrinker } from './shrink-step';

const MB = 1024 * 1024;
const original = new Blob(['1080p original'], { type: 'video/webm' });
const upload = payload({ source: 'upload', takeId: undefined, shrink: true });

/** A job context whose stored media are a map, as the outbox keeps them with the item. */
function jobWithStore() {
  const stored = new Map<string, OutboxMedia>();
  const shrinking: number[] = [];
  const ctx = {
    ...context(),
    media: async (id: string) => stored.get(id)?.blob,
    storeMedia: async (media: OutboxMedia) => (stored.set(media.id, media), true),
    shrinking: (fraction: number) => void shrinking.push(fraction),
  };
  return { ctx, stored, shrinking };
}

const shrunk = (bytes = 720, durationSeconds = 12) => ({
  kind: 'shrunk' as const,
  blob: new Blob([new Uint8Array(bytes)], { type: 'video/webm' }),
  width: 1280,
  height: 720,
  durationSeconds,
});

let shrink: ReturnType<typeof vi.fn<Shrinker>>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  shrink = vi.fn<Shrinker>(async (_file, { onProgress }) => {
    onProgress?.(0.5);
    return shrunk();
  });
});

describe('mediaToUpload (issue 21 item 4)', () => {
  it('uploads the shrunk file, keeps it with the item, and reports the shrink', async () => {
    const { ctx, stored, shrinking } = jobWithStore();
    const sent = await mediaToUpload(upload, ctx, original, shrink);
    expect(sent.size).toBe(720);
    expect(stored.get(shrunkBlobId(VIDEO))).toMatchObject({
      name: 'shrunk.webm',
      type: 'video/webm',
    });
    expect(shrinking).toEqual([0, 0.5]);
  });

  it('after a reload uploads the shrunk file kept before, without shrinking again', async () => {
    const { ctx, stored } = jobWithStore();
    const kept = new Blob(['kept 720p'], { type: 'video/webm' });
    stored.set(shrunkBlobId(VIDEO), {
      id: shrunkBlobId(VIDEO),
      blob: kept,
      name: 's',
      type: 'video/webm',
    });
    expect(await mediaToUpload(upload, ctx, original, shrink)).toBe(kept);
    expect(shrink).not.toHaveBeenCalled();
  });

  it('sends the original where the browser cannot encode, unless it is over 100MB', async () => {
    const { ctx } = jobWithStore();
    shrink.mockResolvedValue({ kind: 'unsupported', reason: 'no encoder' });
    expect(await mediaToUpload(upload, ctx, original, shrink)).toBe(original);
    const big = new Blob([new Uint8Array(101 * MB)], { type: 'video/webm' });
    await expect(mediaToUpload(upload, ctx, big, shrink)).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      message: 'Please upload a video file smaller than 100MB.',
    });
  });

  it('treats an encoder failing midway like a browser that cannot encode', async () => {
    const { ctx } = jobWithStore();
    shrink.mockRejectedValue(new Error('decode error'));
    expect(await mediaToUpload(upload, ctx, original, shrink)).toBe(original);
  });

  it('stops on a cancel instead of sending the original', async () => {
    const controller = new AbortController();
    const { ctx } = jobWithStore();
    shrink.mockImplementation(async () => {
      controller.abort();
      throw new DOMException('cancelled', 'AbortError');
    });
    await expect(
      mediaToUpload(upload, { ...ctx, signal: controller.signal }, original, shrink),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('applies the 300 s and 100MB rules to the shrunk file', async () => {
    const { ctx } = jobWithStore();
    shrink.mockResolvedValue(shrunk(720, 300.5));
    await expect(mediaToUpload(upload, ctx, original, shrink)).rejects.toThrow(
      'Videos must be 5 minutes or shorter. This one is 5:01.',
    );
    shrink.mockResolvedValue(shrunk(101 * MB));
    await expect(mediaToUpload(upload, ctx, original, shrink)).rejects.toThrow(
      'Please upload a video file smaller than 100MB.',
    );
  });

  it('never sends the original from the service worker: the item waits for a page', async () => {
    const { ctx } = jobWithStore();
    await expect(mediaToUpload(upload, ctx, original, undefined)).rejects.toMatchObject({
      name: 'RetryableSubmitError',
      message: SHRINK_NEEDS_PAGE,
    });
  });

  it('leaves files not marked to be shrunk, and recorder takes, as they are', async () => {
    const { ctx } = jobWithStore();
    expect(await mediaToUpload({ ...upload, shrink: undefined }, ctx, original, shrink)).toBe(
      original,
    );
    expect(await mediaToUpload({ ...upload, takeId: 'take-1' }, ctx, original, shrink)).toBe(
      original,
    );
    expect(shrink).not.toHaveBeenCalled();
  });
});
