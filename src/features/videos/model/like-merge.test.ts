import { describe, expect, it } from 'vitest';
import { applyPatches, mergeLike, toggledLike, type LikeOverlay } from './like-merge';
import { sampleAsFeedVideo } from './home-fill';
import { SAMPLE_VIDEOS } from './sample-videos';

const video = (likes: number) => ({ likes_count: likes });
const overlay = (over: Partial<LikeOverlay>): LikeOverlay => ({
  liked: true,
  likesCount: 6,
  pending: false,
  at: 100,
  ...over,
});

describe('merging lists with optimistic likes', () => {
  it('shows the list as fetched when the user has not touched the video', () => {
    expect(mergeLike(video(5), 200, undefined, undefined)).toEqual({
      liked: false,
      likesCount: 5,
      pending: false,
    });
    expect(mergeLike(video(5), 200, undefined, true)).toEqual({
      liked: true,
      likesCount: 5,
      pending: false,
    });
  });

  it('keeps a pending like over any list, even one fetched later', () => {
    const pending = overlay({ pending: true, at: 100 });
    expect(mergeLike(video(5), 50, pending, false)).toEqual({
      liked: true,
      likesCount: 6,
      pending: true,
    });
    expect(mergeLike(video(9), 999, pending, false)).toEqual({
      liked: true,
      likesCount: 6,
      pending: true,
    });
  });

  it('keeps a confirmed like until a newer list arrives, which already counts it', () => {
    const confirmed = overlay({ pending: false, at: 100 });
    expect(mergeLike(video(5), 99, confirmed, false)).toEqual({
      liked: true,
      likesCount: 6,
      pending: false,
    });
    expect(mergeLike(video(7), 101, confirmed, true)).toEqual({
      liked: true,
      likesCount: 7,
      pending: false,
    });
  });

  it('moves the count by one each way and never below zero', () => {
    const liked = toggledLike({ liked: false, likesCount: 5, pending: false }, 10);
    expect(liked).toEqual({ liked: true, likesCount: 6, pending: true, at: 10 });
    const unliked = toggledLike({ liked: true, likesCount: 6, pending: false }, 11);
    expect(unliked).toEqual({ liked: false, likesCount: 5, pending: true, at: 11 });
    expect(toggledLike({ liked: true, likesCount: 0, pending: false }, 12).likesCount).toBe(0);
  });

  it('hides deleted videos and shows local edits in every list', () => {
    const [a, b, c] = SAMPLE_VIDEOS.slice(0, 3).map(sampleAsFeedVideo);
    const merged = applyPatches([a!, b!, c!], {
      deleted: { [b!.id]: 1 },
      edited: {
        [c!.id]: { changes: { title: 'Renamed', challenge_tag: 'Weekly Challenge #2' }, at: 1 },
      },
    });
    expect(merged.map((row) => [row.id, row.title, row.challenge_tag])).toEqual([
      [a!.id, a!.title, a!.challenge_tag],
      [c!.id, 'Renamed', 'Weekly Challenge #2'],
    ]);
  });
});
