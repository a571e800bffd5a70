import type { VideoSample, VideoSampleTransformationDescription } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { quickResize } from './quick-resize';

// Only a plain downscale of the whole frame is drawn here; anything else is left to mediabunny
// (null), which rotates, crops and letterboxes the careful way.

const sample = { squarePixelWidth: 1920, squarePixelHeight: 1080 } as VideoSample;
const plain: VideoSampleTransformationDescription = {
  width: 1280,
  height: 720,
  fit: 'contain',
  rotation: 0,
  flip: false,
  crop: { left: 0, top: 0, width: 1920, height: 1080 },
  alpha: 'discard',
};

describe('quickResize', () => {
  it('leaves rotation, flips, crops, letterboxing and upscaling to mediabunny', () => {
    expect(quickResize(sample, { ...plain, rotation: 90, width: 720, height: 1280 })).toBeNull();
    expect(quickResize(sample, { ...plain, flip: true })).toBeNull();
    expect(
      quickResize(sample, { ...plain, crop: { left: 10, top: 0, width: 1910, height: 1080 } }),
    ).toBeNull();
    expect(quickResize(sample, { ...plain, width: 1280, height: 1024 })).toBeNull();
    expect(quickResize(sample, { ...plain, width: 3840, height: 2160 })).toBeNull();
  });
});
