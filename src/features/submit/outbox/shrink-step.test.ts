import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShrinkOptions } from '@/lib/media/shrink-video';
import { memoryMedia } from '../testing/memory-media';
import { context, payload, VIDEO } from '../testing/submit-handler-harness';
import { mediaToUpload, SHRINK_NEEDS_PAGE, shrunkBlobId, type Shrinker } from './shrink-step';

const MB = 1024 * 1024;
const original = new Blob(['1080p original'], { type: 'video/webm' });
const upload = payload({ source: 'upload', takeId: undefined, shrink: true });

/** A job context whose media are kept in memory, as the outbox keeps them with the item. */
function jobWithStore() {
  const store = memoryMedia();
  const shrinking: number[] = [];
  const ctx = {
    ...context(),
    media: store.media,
    writeMedia: store.writeMedia,
    shrinking: (fraction: number) => void shrinking.push(fraction),
  };
  return { ctx, store, shrinking };
}

/** What the worker does: writes the output as it goes (a header last), then reads it back. */
async function writeShrunk({ output }: ShrinkOptions, durationSeconds = 12) {
  await output.write(0, new Uint8Array(720));
  await output.write(0, new Uint8Array([0x1a, 0x45]));
  return {
    kind: 'shrunk' as const,
    blob: await output.finish('video/webm'),
    codec: 'vp8',
    width: 1280,
    height: 720,
    durationSeconds,
  };
}

let shrink: ReturnType<typeof vi.fn<Shrinker>>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  shrink = vi.fn<Shrinker>(async (_file, options) => {
    options.onProgress?.(0.5);
    return writeShrunk(options);
  });
});

describe('mediaToUpload (issue 21 item 4)', () => {
  it('uploads the shrunk file as written into the item, keeps it there, and reports the shrink', async () => {
    const { ctx, store, shrinking } = jobWithStore();
    const sent = await mediaToUpload(upload, ctx, original, shrink);
    expect(sent.size).toBe(720);
    expect([...new Uint8Array(await sent.slice(0, 3).arrayBuffer())]).toEqual([0x1a, 0x45, 0]);
    const kept = store.kept.get(shrunkBlobId(VIDEO));
    expect(kept?.name).toBe('shrunk.webm');
    expect(kept?.blob.type).toBe('video/webm');
    expect(kept?.blob.size).toBe(720);
    expect(shrinking).toEqual([0, 0.5]);
  });

  it('names an MP4 result shrunk.mp4', async () => {
    const { ctx, store } = jobWithStore();
    shrink.mockImplementation(async (_file, options) => ({
      ...(await writeShrunk(options)),
      blob: await options.output.finish('video/mp4'),
    }));
    await mediaToUpload(upload, ctx, original, shrink);
    expect(store.kept.get(shrunkBlobId(VIDEO))?.name).toBe('shrunk.mp4');
  });

  it('after a reload uploads the shrunk file kept before, without shrinking again', async () => {
    const kept = new Blob(['kept 720p'], { type: 'video/webm' });
    const store = memoryMedia({ [shrunkBlobId(VIDEO)]: kept });
    const ctx = { ...context(), media: store.media, writeMedia: store.writeMedia };
    expect(await mediaToUpload(upload, ctx, original, shrink)).toBe(kept);
    expect(shrink).not.toHaveBeenCalled();
  });

  it('sends the original where the browser cannot encode, unless it is over 100MB', async () => {
    const { ctx, store } = jobWithStore();
    shrink.mockResolvedValue({ kind: 'unsupported', reason: 'no encoder' });
    expect(await mediaToUpload(upload, ctx, original, shrink)).toBe(original);
    expect(store.discarded).toEqual([shrunkBlobId(VIDEO)]);
    const big = new Blob([new Uint8Array(101 * MB)], { type: 'video/webm' });
    await expect(mediaToUpload(upload, ctx, big, shrink)).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      message: 'Please upload a video file smaller than 100MB.',
    });
  });

  it('treats an encoder failing midway like a browser that cannot encode, and drops what it wrote', async () => {
    const { ctx, store } = jobWithStore();
    shrink.mockImplementation(async (_file, { output }) => {
      await output.write(0, new Uint8Array(100));
      throw new Error('decode error');
    });
    expect(await mediaToUpload(upload, ctx, original, shrink)).toBe(original);
    expect(store.discarded).toEqual([shrunkBlobId(VIDEO)]);
    expect(store.writing.size).toBe(0);
    expect(store.kept.size).toBe(0);
  });

  it('stops on a cancel instead of sending the original, and drops what it wrote', async () => {
    const controller = new AbortController();
    const { ctx, store } = jobWithStore();
    shrink.mockImplementation(async () => {
      controller.abort();
      throw new DOMException('cancelled', 'AbortError');
    });
    await expect(
      mediaToUpload(upload, { ...ctx, signal: controller.signal }, original, shrink),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(store.discarded).toEqual([shrunkBlobId(VIDEO)]);
  });

  it('applies the 300 s and 100MB rules to the shrunk file, and keeps neither', async () => {
    const { ctx, store } = jobWithStore();
    shrink.mockImplementation((_file, options) => writeShrunk(options, 300.5));
    await expect(mediaToUpload(upload, ctx, original, shrink)).rejects.toThrow(
      'Videos must be 5 minutes or shorter. This one is 5:01.',
    );
    const overLimit = new Blob([new Uint8Array(101 * MB)], { type: 'video/webm' });
    shrink.mockImplementation(async (_file, options) => ({
      ...(await writeShrunk(options)),
      blob: overLimit,
    }));
    await expect(mediaToUpload(upload, ctx, original, shrink)).rejects.toThrow(
      'Please upload a video file smaller than 100MB.',
    );
    expect(store.kept.size).toBe(0);
    expect(store.discarded).toHaveLength(2);
  });

  it('stops when the item is gone before the shrink could start writing', async () => {
    const { ctx } = jobWithStore();
    const gone = { ...ctx, writeMedia: async () => null };
    await expect(mediaToUpload(upload, gone, original, shrink)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(shrink).not.toHaveBeenCalled();
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
