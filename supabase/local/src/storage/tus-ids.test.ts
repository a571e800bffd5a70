import { describe, expect, it } from 'vitest';
import { decodeUploadId, encodeUploadId, parseUploadId, uploadId } from './tus-ids.ts';

const VERSION = '0b7c9a52-64c4-4f0e-9d7e-4a1f0b1c2d3e';

describe('tus upload ids', () => {
  it('round-trips bucket, nested object name and version through the URL segment', () => {
    const id = uploadId({ bucket: 'videos', name: 'user-1/takes/clip.webm', version: VERSION });
    expect(id).toBe(`videos/user-1/takes/clip.webm/${VERSION}`);
    const segment = encodeUploadId(id);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeUploadId(segment)).toBe(id);
    expect(parseUploadId(id)).toEqual({
      bucket: 'videos',
      name: 'user-1/takes/clip.webm',
      version: VERSION,
    });
  });

  it('refuses segments that do not decode to a safe id', () => {
    expect(decodeUploadId('resumable')).toBeUndefined();
    expect(decodeUploadId('not base64!')).toBeUndefined();
    expect(decodeUploadId(encodeUploadId(`videos/../secret/${VERSION}`))).toBeUndefined();
    expect(decodeUploadId(encodeUploadId('videos/clip.webm/not-a-uuid'))).toBeUndefined();
    expect(decodeUploadId(encodeUploadId(`../x/${VERSION}`))).toBeUndefined();
    expect(parseUploadId(`videos/${VERSION}`)).toBeNull();
  });
});
