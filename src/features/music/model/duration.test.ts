import { describe, expect, it } from 'vitest';
import { formatDuration, formatFileSize, wholeSeconds } from './duration';

describe('durations', () => {
  it('shows mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(599.6)).toBe('10:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it("shows '--:--' when unknown", () => {
    expect(formatDuration(null)).toBe('--:--');
    expect(formatDuration(Number.NaN)).toBe('--:--');
  });

  it('reads whole seconds from a media duration, null when unusable', () => {
    expect(wholeSeconds(184.4)).toBe(184);
    expect(wholeSeconds(Number.POSITIVE_INFINITY)).toBeNull();
    expect(wholeSeconds(Number.NaN)).toBeNull();
    expect(wholeSeconds(0)).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(formatFileSize(2048)).toBe('2 KB');
  });
});
