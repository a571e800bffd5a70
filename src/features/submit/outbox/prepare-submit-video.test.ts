import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMedia } from '@/lib/outbox-port';
import { context, payload, VIDEO } from '../testing/submit-handler-harness';
import type { Shrinker } from './shrink-step';
import { shrunkBlobId } from './shrink-step';

// Issue 36 §5: a picked file is shrunk when it is queued (offline too) and kept with the item.

const shrinker = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./page-shrinker', () => ({
  pageShrinker: (async () => {
    shrinker.calls += 1;
    return {
      kind: 'shrunk',
      blob: new Blob([new Uint8Array(720)], { type: 'video/webm' }),
      width: 1280,
      height: 720,
      durationSeconds: 12,
    };
  }) satisfies Shrinker,
}));

const { prepareSubmitVideo } = await import('./prepare-submit-video');

const original = new Blob(['1080p original'], { type: 'video/webm' });

function jobContext() {
  const stored = new Map<string, OutboxMedia>([
    [
      `${VIDEO}:video`,
      { id: `${VIDEO}:video`, blob: original, name: 'a.webm', type: 'video/webm' },
    ],
  ]);
  const ctx = {
    ...context(),
    media: async (id: string) => stored.get(id)?.blob,
    storeMedia: async (media: OutboxMedia) => (stored.set(media.id, media), true),
    shrinking: () => undefined,
  };
  return { ctx, stored };
}

const job = (patch: Parameters<typeof payload>[0]) => ({
  id: VIDEO,
  kind: 'submit-video',
  attempts: 0,
  payload: payload({
    source: 'upload',
    takeId: undefined,
    videoBlobId: `${VIDEO}:video`,
    ...patch,
  }),
});

beforeEach(() => {
  shrinker.calls = 0;
});

describe('prepareSubmitVideo', () => {
  it('shrinks a file marked to be shrunk and keeps the result with the item, once', async () => {
    const { ctx, stored } = jobContext();
    await prepareSubmitVideo(job({ shrink: true }), ctx);
    expect(stored.get(shrunkBlobId(VIDEO))?.blob.size).toBe(720);
    // Run again (the next start): the kept file is found, nothing is shrunk twice.
    await prepareSubmitVideo(job({ shrink: true }), ctx);
    expect(shrinker.calls).toBe(1);
  });

  it('leaves takes, links and files not marked to be shrunk alone', async () => {
    const { ctx, stored } = jobContext();
    await prepareSubmitVideo(job({ shrink: false }), ctx);
    await prepareSubmitVideo(job({ shrink: true, takeId: 'take-1' }), ctx);
    await prepareSubmitVideo(job({ shrink: true, videoBlobId: undefined }), ctx);
    expect(shrinker.calls).toBe(0);
    expect(stored.has(shrunkBlobId(VIDEO))).toBe(false);
  });
});
