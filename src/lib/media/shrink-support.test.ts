import { describe, expect, it } from 'vitest';
import { pickShrinkFormat, type ShrinkFormat } from './shrink-support';

describe('pickShrinkFormat', () => {
  it('prefers VP9/Opus WebM', async () => {
    expect((await pickShrinkFormat(async () => true))?.mimeType).toBe('video/webm');
  });

  it('falls back to H.264/AAC MP4 where only that encodes', async () => {
    const onlyMp4 = async (format: ShrinkFormat) => format.video === 'avc';
    expect(await pickShrinkFormat(onlyMp4)).toMatchObject({ video: 'avc', audio: 'aac' });
  });

  it('is null when nothing encodes, or the probe itself fails', async () => {
    expect(await pickShrinkFormat(async () => false)).toBeNull();
    expect(
      await pickShrinkFormat(() => Promise.reject(new TypeError('no VideoEncoder'))),
    ).toBeNull();
  });
});
