import { describe, expect, it } from 'vitest';
import { baseMimeType, isMimeTypeAllowed } from './mime.ts';

describe('isMimeTypeAllowed', () => {
  it('allows anything when the bucket has no list', () => {
    expect(isMimeTypeAllowed('application/x-anything', null)).toBe(true);
    expect(isMimeTypeAllowed('application/x-anything', [])).toBe(true);
  });

  it('matches exact types, ignoring case and parameters', () => {
    expect(isMimeTypeAllowed('image/png', ['image/png'])).toBe(true);
    expect(isMimeTypeAllowed('Text/Plain; charset=UTF-8', ['text/plain'])).toBe(true);
    expect(isMimeTypeAllowed('image/jpeg', ['image/png'])).toBe(false);
  });

  it('matches a type/* wildcard on the type only', () => {
    expect(isMimeTypeAllowed('video/mp4', ['video/*'])).toBe(true);
    expect(isMimeTypeAllowed('video/webm;codecs=vp9,opus', ['image/png', 'video/*'])).toBe(true);
    expect(isMimeTypeAllowed('audio/mp4', ['video/*'])).toBe(false);
  });

  it('rejects values that are not type/subtype when a list applies', () => {
    expect(isMimeTypeAllowed('video', ['video/*'])).toBe(false);
    expect(isMimeTypeAllowed('', ['video/*'])).toBe(false);
    expect(isMimeTypeAllowed('video/mp4/extra', ['video/*'])).toBe(false);
  });
});

describe('baseMimeType', () => {
  it('strips parameters and lower-cases', () => {
    expect(baseMimeType(' Video/WebM; codecs="vp9" ')).toBe('video/webm');
  });
});
