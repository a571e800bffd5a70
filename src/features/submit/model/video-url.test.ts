import { describe, expect, it } from 'vitest';
import { linkThumbnailUrl, parseVideoUrl } from './video-url';

const idOf = (url: string) => parseVideoUrl(url)?.externalId;

describe('parseVideoUrl: accepted sources (part 2 §5)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://vm.tiktok.com/ZMabc123/', 'tiktok'],
    ['https://www.instagram.com/reel/C8xYz12AbCd/', 'instagram'],
    ['https://www.facebook.com/watch/?v=1234567890', 'facebook'],
    ['https://fb.watch/abcDEF/', 'facebook'],
    ['https://twitter.com/someone/status/1790000000000000000', 'twitter'],
    ['https://x.com/someone/status/1790000000000000000', 'twitter'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
  ])('%s is %s', (url, platform) => {
    expect(parseVideoUrl(url)?.platform).toBe(platform);
  });

  it.each([
    'https://example.com/video.mp4',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
    '',
  ])('%s is refused', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('video id derivation', () => {
  it('YouTube watch, shorts, embed and short links give the 11-character id', () => {
    expect(idOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe('dQw4w9WgXcQ');
    expect(idOf('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(idOf('https://youtube.com/shorts/aBcDeFgHiJ_?feature=share')).toBe('aBcDeFgHiJ_');
    expect(idOf('https://www.youtube.com/embed/a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
    expect(idOf('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(idOf('https://youtu.be/dQw4w9WgXcQ?si=xyz')).toBe('dQw4w9WgXcQ');
  });

  it('a YouTube link without a valid id is accepted with no id', () => {
    expect(idOf('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(idOf('https://www.youtube.com/@channel')).toBeNull();
    expect(idOf('https://youtu.be/')).toBeNull();
  });

  it('TikTok gives the numeric id', () => {
    expect(idOf('https://www.tiktok.com/@funny.cat/video/7301234567890123456?lang=en')).toBe(
      '7301234567890123456',
    );
    expect(idOf('https://m.tiktok.com/v/7301234567890123456.html')).toBe('7301234567890123456');
    expect(idOf('https://vm.tiktok.com/ZMabc123/')).toBeNull();
  });

  it('Instagram gives the post id of posts, reels and IGTV', () => {
    expect(idOf('https://www.instagram.com/p/C8xYz12AbCd/')).toBe('C8xYz12AbCd');
    expect(idOf('https://instagram.com/reel/C8xYz12AbCd?igsh=abc')).toBe('C8xYz12AbCd');
    expect(idOf('https://www.instagram.com/reels/C8xYz12AbCd/')).toBe('C8xYz12AbCd');
    expect(idOf('https://www.instagram.com/tv/B_abc-123/')).toBe('B_abc-123');
    expect(idOf('https://www.instagram.com/someone/p/C8xYz12AbCd/')).toBe('C8xYz12AbCd');
    expect(idOf('https://www.instagram.com/someone/')).toBeNull();
  });

  it('the other sources carry no platform id (the video gets its generated id)', () => {
    expect(idOf('https://vimeo.com/76979871')).toBeNull();
    expect(idOf('https://x.com/someone/status/1790000000000000000')).toBeNull();
  });

  it('keeps the normalised link and offers a YouTube still as thumbnail', () => {
    const parsed = parseVideoUrl('  https://youtu.be/dQw4w9WgXcQ  ')!;
    expect(parsed.url).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(linkThumbnailUrl(parsed)).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(linkThumbnailUrl(parseVideoUrl('https://vimeo.com/76979871')!)).toBeNull();
  });

  it('stores an http link as https, which the database requires', () => {
    expect(parseVideoUrl('http://vimeo.com/76979871')?.url).toBe('https://vimeo.com/76979871');
    expect(parseVideoUrl('http://www.youtube.com:80/watch?v=dQw4w9WgXcQ')?.url).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });
});
