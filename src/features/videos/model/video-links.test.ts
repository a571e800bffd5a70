import { describe, expect, it } from 'vitest';
import { shortCreatorHash } from '@/lib/creator-hash';
import {
  absoluteMediaUrl,
  boostPlansPath,
  downloadFileName,
  externalHttpUrl,
  mediaKind,
  shortVideoId,
  thumbnailFor,
  videoIdFromParam,
  videoPagePath,
  videoShareUrl,
  youtubeId,
} from './video-links';

describe('video URL and id helpers', () => {
  it('truncates ids to 12 characters and creator hashes to 8', () => {
    expect(shortVideoId('3f2a9c1e-0000-4000-8000-000000000001')).toBe('3f2a9c1e-000');
    expect(shortVideoId('abc')).toBe('abc');
    expect(shortCreatorHash('0123456789abcdef')).toBe('01234567');
    expect(shortCreatorHash(null)).toBeNull();
  });

  it('builds the video page, share and boost links', () => {
    expect(videoPagePath('sample-giggle-loop')).toBe('/video/sample-giggle-loop');
    expect(videoShareUrl('abc-123', 'https://laughloop.example/')).toBe(
      'https://laughloop.example/video/abc-123',
    );
    expect(videoShareUrl('abc-123', 'http://127.0.0.1:4173')).toBe(
      'http://127.0.0.1:4173/video/abc-123',
    );
    expect(boostPlansPath('a b')).toBe('/boost-plans?videoId=a%20b');
  });

  it('reads a video id from the route and refuses anything that cannot be one', () => {
    expect(videoIdFromParam('sample-giggle-loop')).toBe('sample-giggle-loop');
    expect(videoIdFromParam(undefined)).toBeNull();
    expect(videoIdFromParam('has space')).toBeNull();
    expect(videoIdFromParam('%E0%A4%A')).toBeNull();
    expect(videoIdFromParam('x'.repeat(65))).toBeNull();
  });

  it('tells files, YouTube links and other links apart', () => {
    expect(mediaKind('/samples/giggle-loop.webm')).toBe('file');
    expect(mediaKind('http://127.0.0.1:54321/storage/v1/object/public/uploads/u/1.webm')).toBe(
      'file',
    );
    expect(mediaKind('https://cdn.example.com/clip.MP4?token=1')).toBe('file');
    expect(mediaKind('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('youtube');
    expect(mediaKind('https://youtu.be/dQw4w9WgXcQ')).toBe('youtube');
    expect(mediaKind('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('youtube');
    expect(mediaKind('https://www.tiktok.com/@a/video/123')).toBe('link');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ?x=1')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://vimeo.com/1')).toBeNull();
  });

  it('resolves sample paths against the page origin and leaves absolute URLs alone', () => {
    expect(absoluteMediaUrl('/samples/a.webm', 'http://127.0.0.1:4173')).toBe(
      'http://127.0.0.1:4173/samples/a.webm',
    );
    expect(absoluteMediaUrl('https://cdn.example.com/a.webm', 'http://x')).toBe(
      'https://cdn.example.com/a.webm',
    );
  });

  it('picks the stored thumbnail, else the YouTube still, else none', () => {
    expect(thumbnailFor({ thumbnail_url: '/samples/a.png', video_url: '/samples/a.webm' })).toBe(
      '/samples/a.png',
    );
    expect(thumbnailFor({ thumbnail_url: null, video_url: 'https://youtu.be/dQw4w9WgXcQ' })).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(
      thumbnailFor({ thumbnail_url: null, video_url: 'https://cdn.example.com/a.webm' }),
    ).toBeNull();
  });

  it('names downloads after the title with the file extension', () => {
    expect(
      downloadFileName({
        title: 'Cat Zoomies at Midnight!',
        video_url: '/samples/cat-zoomies.webm',
      }),
    ).toBe('Cat-Zoomies-at-Midnight.webm');
    expect(downloadFileName({ title: '***', video_url: 'https://cdn.example.com/x' })).toBe(
      'video.mp4',
    );
  });
});

describe('externalHttpUrl', () => {
  it('passes absolute http(s) links, normalised', () => {
    expect(externalHttpUrl(' https://www.tiktok.com/@me/video/1 ')).toBe(
      'https://www.tiktok.com/@me/video/1',
    );
    expect(externalHttpUrl('http://example.com')).toBe('http://example.com/');
  });

  it.each([
    'java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/samples/clip.webm',
    '<img src=x onerror=alert(1)>',
  ])('refuses %j', (link) => {
    expect(externalHttpUrl(link)).toBeNull();
  });
});
