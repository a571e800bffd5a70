import { describe, expect, it } from 'vitest';
import { parsePost, shareProblem } from './premium-post';

describe('premium group share', () => {
  const share = (videoUrl: string, platform: 'youtube' | 'tiktok' = 'youtube', description = '') =>
    shareProblem({ videoUrl, platform, description });

  it('needs a URL, a full link, and a link to the chosen platform', () => {
    expect(share('  ')).toBe('Video URL is required');
    expect(share('youtube.com/watch?v=1')).toBe('Enter a full link, starting with https://');
    expect(share('javascript:alert(1)')).toBe('Enter a full link, starting with https://');
    expect(share('https://www.tiktok.com/@a/video/1')).toBe('That is not a YouTube link.');
    expect(share('https://youtube.com.evil.example/x')).toBe('That is not a YouTube link.');
    expect(share('https://www.youtube.com/watch?v=1', 'tiktok')).toBe('That is not a TikTok link.');
    expect(share('https://youtu.be/abc')).toBeNull();
    expect(share('https://m.youtube.com/shorts/abc')).toBeNull();
    expect(share('https://www.tiktok.com/@a/video/1', 'tiktok')).toBeNull();
  });

  it('keeps the description within 1000 characters', () => {
    expect(share('https://youtu.be/abc', 'youtube', 'x'.repeat(1000))).toBeNull();
    expect(share('https://youtu.be/abc', 'youtube', 'x'.repeat(1001))).toBe(
      'The description can be at most 1000 characters.',
    );
  });

  it('reads feed rows, names a nameless author Member, and drops rows that do not read', () => {
    const row = {
      id: 'p1',
      user_id: 'u1',
      display_name: '',
      video_url: 'https://youtu.be/abc',
      description: '  ',
      platform: 'youtube',
      created_at: '2026-11-26T10:00:00Z',
    };
    expect(parsePost(row)).toEqual({
      id: 'p1',
      userId: 'u1',
      displayName: 'Member',
      videoUrl: 'https://youtu.be/abc',
      description: null,
      platform: 'youtube',
      createdAt: '2026-11-26T10:00:00Z',
    });
    expect(parsePost({ ...row, platform: 'vimeo' })).toBeNull();
    expect(parsePost({ ...row, id: 7 })).toBeNull();
  });
});
