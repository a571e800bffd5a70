import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryMedia } from '../testing/memory-media';
import { context, payload, VIDEO } from '../testing/submit-handler-harness';
import type { Shrinker } from './shrink-step';
import { shrunkBlobId } from './shrink-step';

// Issue 36 §5: a picked file is shrunk when it is queued (offline too) and kept with the item.

const shrinker = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./page-shrinker', () => ({
  pageShrinker: (async (_file, { output }) => {
    shrinker.calls += 1;
    await output.write(0, new Uint8Array(720));
    return {
      kind: 'shrunk',
      blob: await output.finish('video/webm'),
      codec: 'vp8',
      width: 1280,
      height: 720,
      durationSeconds: 12,
    };
  }) satisfies Shrinker,
}));

const { prepareSubmitVideo } = await import('./prepare-submit-video');

const original = new Blob(['1080p original'], { type: 'video/webm' });

function jobContext() {
  const store = memoryMedia({ [`${VIDEO}:video`]: original });
  const ctx = {
    ...context(),
    media: store.media,
    writeMedia: store.writeMedia,
    shrinking: () => undefined,
  };
  return { ctx, stored: store.kept };
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
