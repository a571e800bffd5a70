import { describe, expect, it } from 'vitest';
import { publicObjectUrl, thumbnailObjectName, videoObjectName } from './storage-paths';

describe('storage paths (part 2 §7)', () => {
  it('puts videos at <user id>/<timestamp>.<ext> and thumbnails at <user id>/<video id>_thumbnail_<timestamp>.png', () => {
    expect(videoObjectName('u-1', 1_700_000_000_000, 'webm')).toBe('u-1/1700000000000.webm');
    expect(thumbnailObjectName('u-1', 'v-9', 1_700_000_000_000)).toBe(
      'u-1/v-9_thumbnail_1700000000000.png',
    );
  });

  it('builds the public URL Storage serves the object from', () => {
    expect(publicObjectUrl('http://127.0.0.1:54321/', 'uploads', 'u-1/17.webm')).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/uploads/u-1/17.webm',
    );
    expect(publicObjectUrl('https://x.supabase.co', 'thumbnails', 'u 1/a#b.png')).toBe(
      'https://x.supabase.co/storage/v1/object/public/thumbnails/u%201/a%23b.png',
    );
  });
});
