import { describe, expect, it } from 'vitest';
import { mergeLike, toggledLike } from './like-merge';

const video = (likes: number) => ({ likes_count: likes });

describe('merging cached rows with optimistic likes', () => {
  it('shows the row as cached when the user has no like waiting', () => {
    expect(mergeLike(video(5), undefined, undefined)).toEqual({
      liked: false,
      likesCount: 5,
      pending: false,
    });
    expect(mergeLike(video(5), undefined, true)).toEqual({
      liked: true,
      likesCount: 5,
      pending: false,
    });
  });

  it('keeps a pending like over any row, even one fetched later', () => {
    const pending = { liked: true, likesCount: 6 };
    expect(mergeLike(video(5), pending, false)).toEqual({
      liked: true,
      likesCount: 6,
      pending: true,
    });
    expect(mergeLike(video(9), pending, false)).toEqual({
      liked: true,
      likesCount: 6,
      pending: true,
    });
  });

  it('moves the count by one each way and never below zero', () => {
    expect(toggledLike({ liked: false, likesCount: 5, pending: false })).toEqual({
      liked: true,
      likesCount: 6,
    });
    expect(toggledLike({ liked: true, likesCount: 6, pending: false })).toEqual({
      liked: false,
      likesCount: 5,
    });
    expect(toggledLike({ liked: true, likesCount: 0, pending: false }).likesCount).toBe(0);
  });
});
