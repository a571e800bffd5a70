import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedVideo } from '../model/video';
import { downloadVideo } from './video-actions';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/toast-store', () => ({ toast }));

const video = (video_url: string): FeedVideo => ({
  id: 'vid-1',
  title: 'Cat',
  video_url,
  thumbnail_url: null,
  upload_time: null,
  created_at: null,
  views: 0,
  likes_count: 0,
  challenge_tag: null,
  category: null,
  creator_hash: null,
  is_boosted: false,
  boost_until: null,
});

afterEach(() => {
  vi.restoreAllMocks();
  toast.mockReset();
});

describe('More › Download of a pasted link', () => {
  it('opens an http(s) link in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await downloadVideo(video('https://www.tiktok.com/@me/video/1'));
    expect(open).toHaveBeenCalledWith(
      'https://www.tiktok.com/@me/video/1',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it.each(['java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,hi'])(
    'refuses %j instead of opening it',
    async (link) => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      await downloadVideo(video(link));
      expect(open).not.toHaveBeenCalled();
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
    },
  );
});
