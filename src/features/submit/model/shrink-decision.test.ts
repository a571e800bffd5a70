import { describe, expect, it } from 'vitest';
import { pickVerdict, shrinkNote } from './shrink-decision';
import { SUBMIT_MESSAGES } from './submission-validation';

const MB = 1024 * 1024;
const hd = { width: 1920, height: 1080 };

describe('pickVerdict', () => {
  it('accepts a 150 MB 1080p clip that fits once shrunk, and shrinks it', () => {
    expect(pickVerdict({ ...hd, bytes: 150 * MB, durationSeconds: 120 }, true)).toEqual({
      ok: true,
      shrink: true,
    });
  });

  it("keeps the spec's 100MB message when shrinking is unavailable or the length is unknown", () => {
    const big = { ...hd, bytes: 150 * MB, durationSeconds: 120 };
    expect(pickVerdict(big, false)).toEqual({ ok: false, message: SUBMIT_MESSAGES.fileSize });
    expect(pickVerdict({ ...big, durationSeconds: null }, true)).toEqual({
      ok: false,
      message: SUBMIT_MESSAGES.fileSize,
    });
  });

  it('shrinks a small file only when it is over 720p or the bitrate, and only where it can', () => {
    expect(pickVerdict({ ...hd, bytes: 20 * MB, durationSeconds: 60 }, true)).toEqual({
      ok: true,
      shrink: true,
    });
    expect(pickVerdict({ ...hd, bytes: 20 * MB, durationSeconds: 60 }, false)).toEqual({
      ok: true,
      shrink: false,
    });
    expect(
      pickVerdict({ width: 720, height: 1280, bytes: 20 * MB, durationSeconds: 60 }, true),
    ).toEqual({ ok: true, shrink: false });
  });

  it('says so in the form, more plainly for a file over 100MB', () => {
    expect(shrinkNote(150 * MB)).toBe(
      'This video is over 100MB, so it will be shrunk to 720p on this device before it uploads.',
    );
    expect(shrinkNote(20 * MB)).toBe(
      'This video will be shrunk to 720p on this device before it uploads.',
    );
  });
});
