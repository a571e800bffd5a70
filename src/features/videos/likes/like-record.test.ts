import { describe, expect, it } from 'vitest';
import {
  COUNT_FOLD_LAG_MS,
  forgetAnswered,
  isOvertaken,
  isPending,
  likeView,
  parseLikeRecords,
  pressLike,
  settleLike,
  toggledLike,
  type LikeRecords,
} from './like-record';

// Issue 36 §2: the one state of a member's like (pressed, pending, count), which a page and the
// service worker both write and every like button reads.

const liked = { liked: true, likesCount: 5 };

describe('the like record', () => {
  it('makes a tap pending at once, with the state asked for', () => {
    const records = pressLike({}, 'v1', liked, 'tap-1', 100);
    expect(records).toEqual({ v1: { liked: true, likesCount: 5, pendingId: 'tap-1', at: 100 } });
    expect(isPending(records, 'v1')).toBe(true);
    expect(isPending(records, 'v2')).toBe(false);
    expect(likeView({ likes_count: 4 }, records.v1, false)).toEqual({
      liked: true,
      likesCount: 5,
      pending: true,
    });
  });

  it('a later tap overtakes the earlier item, whose answer settles nothing', () => {
    const first = pressLike({}, 'v1', liked, 'tap-1', 100);
    const second = pressLike(first, 'v1', { liked: false, likesCount: 4 }, 'tap-2', 200);
    expect(isOvertaken(second, 'v1', 'tap-1')).toBe(true);
    expect(isOvertaken(second, 'v1', 'tap-2')).toBe(false);
    // Nothing waits for another video, and an answered record overtakes nothing.
    expect(isOvertaken(second, 'v2', 'tap-1')).toBe(false);
    const answered = settleLike(second, 'v1', 'tap-2', { liked: false, likes_count: 4 }, 300);
    expect(isOvertaken(answered, 'v1', 'tap-1')).toBe(false);

    const late = settleLike(second, 'v1', 'tap-1', { liked: true, likes_count: 9 }, 250);
    expect(late).toBe(second);
    expect(late.v1).toEqual({ liked: false, likesCount: 4, pendingId: 'tap-2', at: 200 });
    // Nor does its refusal drop the later tap.
    expect(settleLike(second, 'v1', 'tap-1', null, 250)).toBe(second);
  });

  it("the latest tap's answer settles the record with the server's count", () => {
    const pressed = pressLike({}, 'v1', liked, 'tap-1', 100);
    const settled = settleLike(pressed, 'v1', 'tap-1', { liked: true, likes_count: 12 }, 300);
    expect(settled).toEqual({ v1: { liked: true, likesCount: 12, pendingId: null, at: 300 } });
    expect(isPending(settled, 'v1')).toBe(false);
    // The answer wins over a cached row and map that are older than it.
    expect(likeView({ likes_count: 4 }, settled.v1, false)).toEqual({
      liked: true,
      likesCount: 12,
      pending: false,
    });
  });

  it('a refusal drops the record (the cached rows say what the server holds), and only it', () => {
    const records = pressLike(pressLike({}, 'v1', liked, 'tap-1', 100), 'v2', liked, 'tap-9', 100);
    expect(settleLike(records, 'v1', 'tap-1', null, 300)).toEqual({ v2: records.v2 });
  });

  it('forgetAnswered drops answers older than a fresh read of those videos, and keeps pending taps', () => {
    const readAt = 500 + COUNT_FOLD_LAG_MS;
    const records: LikeRecords = {
      oldAnswer: { liked: true, likesCount: 3, pendingId: null, at: 100 },
      newAnswer: { liked: true, likesCount: 8, pendingId: null, at: readAt + 100 },
      // Older than the read, but the server may not have folded it into the count yet.
      unfolded: { liked: true, likesCount: 5, pendingId: null, at: 600 },
      pendingTap: { liked: false, likesCount: 1, pendingId: 'tap-1', at: 100 },
      notRead: { liked: true, likesCount: 2, pendingId: null, at: 100 },
    };
    const after = forgetAnswered(
      records,
      ['oldAnswer', 'newAnswer', 'unfolded', 'pendingTap', 'absent'],
      readAt,
    );
    expect(after).toEqual({
      newAnswer: records.newAnswer,
      unfolded: records.unfolded,
      pendingTap: records.pendingTap,
      notRead: records.notRead,
    });
    // Nothing to forget: the same object (no write, no announcement).
    expect(forgetAnswered(after, ['pendingTap', 'newAnswer'], readAt)).toBe(after);
    // Once the fold has had its time, the read wins.
    expect(forgetAnswered(after, ['unfolded'], 601 + COUNT_FOLD_LAG_MS)).not.toHaveProperty(
      'unfolded',
    );
  });

  it('likeView prefers the record, else the cached row and the server’s word', () => {
    const answered = { liked: false, likesCount: 0, pendingId: null, at: 1 };
    expect(likeView({ likes_count: 7 }, answered, true)).toEqual({
      liked: false,
      likesCount: 0,
      pending: false,
    });
    expect(likeView({ likes_count: 7 }, undefined, true)).toEqual({
      liked: true,
      likesCount: 7,
      pending: false,
    });
    expect(likeView({ likes_count: 7 }, undefined, undefined)).toEqual({
      liked: false,
      likesCount: 7,
      pending: false,
    });
  });

  it('a tap toggles the like and moves the count by one, never below zero', () => {
    expect(toggledLike({ liked: false, likesCount: 4, pending: false })).toEqual({
      liked: true,
      likesCount: 5,
    });
    expect(toggledLike({ liked: true, likesCount: 5, pending: true })).toEqual({
      liked: false,
      likesCount: 4,
    });
    expect(toggledLike({ liked: true, likesCount: 0, pending: false })).toEqual({
      liked: false,
      likesCount: 0,
    });
  });

  it('reads back what it stored, dropping malformed rows and unreadable values', () => {
    const good = {
      pending: { liked: true, likesCount: 2, pendingId: 'tap-1', at: 5 },
      answered: { liked: false, likesCount: 0, pendingId: null, at: 6 },
    };
    const stored = {
      ...good,
      noCount: { liked: true, pendingId: null, at: 1 },
      countAsText: { liked: true, likesCount: '2', pendingId: null, at: 1 },
      likedAsText: { liked: 'yes', likesCount: 2, pendingId: null, at: 1 },
      numericPending: { liked: true, likesCount: 2, pendingId: 7, at: 1 },
      noTime: { liked: true, likesCount: 2, pendingId: null },
      nothing: null,
      text: 'liked',
    };
    expect(parseLikeRecords(JSON.stringify(stored))).toEqual(good);
    expect(parseLikeRecords(JSON.stringify(pressLike({}, 'v1', liked, 'tap-1', 9)))).toEqual({
      v1: { liked: true, likesCount: 5, pendingId: 'tap-1', at: 9 },
    });
    expect(parseLikeRecords(null)).toEqual({});
    expect(parseLikeRecords('not json')).toEqual({});
    expect(parseLikeRecords('null')).toEqual({});
    expect(parseLikeRecords('[1]')).toEqual({});
  });
});
