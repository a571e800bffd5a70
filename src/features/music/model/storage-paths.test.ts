import { describe, expect, it } from 'vitest';
import { audioObjectPath, coverObjectPath, coverPathFromUrl, yearMonth } from './storage-paths';

describe('music storage paths (part 2 §7)', () => {
  const at = new Date('2026-01-31T23:30:00-05:00'); // 2026-02-01 04:30 UTC

  it('uses the upload time in UTC', () => {
    expect(yearMonth(at)).toBe('2026/02');
  });

  it('puts audio at audio/{YYYY}/{MM}/{slug}.mp3 and covers at covers/{YYYY}/{MM}/{slug}.{ext}', () => {
    expect(audioObjectPath('morning-raga', at)).toBe('audio/2026/02/morning-raga.mp3');
    expect(audioObjectPath('morning-raga', at)).toMatch(
      /^audio\/[0-9]{4}\/[0-9]{2}\/[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]{2,5}$/,
    );
    expect(coverObjectPath('morning-raga', at, 'jpg')).toBe('covers/2026/02/morning-raga.jpg');
  });

  it("reads a cover's path from its public URL", () => {
    expect(
      coverPathFromUrl(
        'http://127.0.0.1:54321/storage/v1/object/public/covers/covers/2026/02/a-b.png?x=1',
      ),
    ).toBe('covers/2026/02/a-b.png');
    expect(coverPathFromUrl('https://cdn.example.com/other.png')).toBeNull();
    expect(coverPathFromUrl(null)).toBeNull();
    expect(
      coverPathFromUrl('https://x.supabase.co/storage/v1/object/public/covers/../music/a.mp3'),
    ).toBeNull();
  });
});
