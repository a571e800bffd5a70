import { describe, expect, it } from 'vitest';
import {
  cameraConstraints,
  chooseRecorderMime,
  formatClock,
  RECORDER_MIME_PREFERENCES,
} from './recording-settings';

const supports =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);

describe('chooseRecorderMime (design decision 9)', () => {
  it('prefers WebM VP9/Opus where the browser records it (Chrome, Edge, Firefox)', () => {
    expect(chooseRecorderMime(supports(...RECORDER_MIME_PREFERENCES))).toBe(
      'video/webm;codecs=vp9,opus',
    );
  });

  it('falls back to VP8/Opus, then plain WebM', () => {
    expect(
      chooseRecorderMime(supports('video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4')),
    ).toBe('video/webm;codecs=vp8,opus');
    expect(chooseRecorderMime(supports('video/webm', 'video/mp4'))).toBe('video/webm');
  });

  it('records MP4 (H.264/AAC) where that is all there is, as on iOS Safari', () => {
    expect(chooseRecorderMime(supports('video/mp4;codecs=avc1,mp4a', 'video/mp4'))).toBe(
      'video/mp4;codecs=avc1,mp4a',
    );
    expect(chooseRecorderMime(supports('video/mp4'))).toBe('video/mp4');
  });

  it("leaves the choice to the recorder when the browser can't say", () => {
    expect(chooseRecorderMime(undefined)).toBeNull();
    expect(chooseRecorderMime(() => false)).toBeNull();
  });

  it('asks this machine’s fake camera for what Debian chromium reports (toolchain-web.md §4)', () => {
    const chromium = supports(
      'video/webm;codecs=vp9,opus',
      'video/webm;codecs=vp8,opus',
      'video/webm',
      'video/mp4',
    );
    expect(chooseRecorderMime(chromium)).toBe('video/webm;codecs=vp9,opus');
  });
});

describe('recorder constants', () => {
  it('asks for a 720x1280 portrait picture from the chosen camera, with sound', () => {
    expect(cameraConstraints('user')).toEqual({
      video: { width: { ideal: 720 }, height: { ideal: 1280 }, facingMode: 'user' },
      audio: true,
    });
    expect(cameraConstraints('environment').video).toMatchObject({ facingMode: 'environment' });
  });

  it('formats the timer as m:ss up to 5:00', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(3.9)).toBe('0:03');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(300)).toBe('5:00');
  });
});
