import { describe, expect, it } from 'vitest';
import { pickShrinkFormat, type ShrinkFormat } from './shrink-support';

describe('pickShrinkFormat (issue 39: the order measured by bench:shrink)', () => {
  it('prefers H.264/AAC MP4 where the browser encodes both', async () => {
    expect(await pickShrinkFormat(async () => true)).toMatchObject({
      mimeType: 'video/mp4',
      video: 'avc',
      audio: 'aac',
      // The string mediabunny configures at 720p: High profile, level 3.1.
      videoCodecString: 'avc1.64001f',
    });
  });

  it('falls back to VP8/Opus WebM (H.264 without an AAC encoder, as in Linux Chromium), then VP9', async () => {
    const noAac = async (format: ShrinkFormat) => format.audio !== 'aac';
    expect(await pickShrinkFormat(noAac)).toMatchObject({ mimeType: 'video/webm', video: 'vp8' });
    const onlyVp9 = async (format: ShrinkFormat) => format.video === 'vp9';
    expect(await pickShrinkFormat(onlyVp9)).toMatchObject({ video: 'vp9', audio: 'opus' });
  });

  it('is null when nothing encodes, or the probe itself fails', async () => {
    expect(await pickShrinkFormat(async () => false)).toBeNull();
    expect(
      await pickShrinkFormat(() => Promise.reject(new TypeError('no VideoEncoder'))),
    ).toBeNull();
  });
});
