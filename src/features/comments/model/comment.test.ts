import { describe, expect, it } from 'vitest';
import { parseComment, parseCommentList, parseCommentSummary } from './comment';

const row = {
  id: 'c1',
  video_id: 'v1',
  user_id: 'u1',
  body: 'So funny',
  created_at: '2026-11-26T00:00:00Z',
  author_name: 'Ana',
};

describe('comment answers', () => {
  it('reads rows, dropping damaged ones, and names an unnamed author Member', () => {
    expect(
      parseCommentList([row, { ...row, id: null }, { ...row, id: 'c2', author_name: null }]),
    ).toEqual([
      {
        id: 'c1',
        videoId: 'v1',
        userId: 'u1',
        body: 'So funny',
        createdAt: row.created_at,
        authorName: 'Ana',
      },
      {
        id: 'c2',
        videoId: 'v1',
        userId: 'u1',
        body: 'So funny',
        createdAt: row.created_at,
        authorName: 'Member',
      },
    ]);
    expect(parseComment('nope')).toBeNull();
    expect(() => parseCommentList({})).toThrow();
  });

  it('reads the summary, counting strings and treating anything odd as none', () => {
    expect(parseCommentSummary({ allowed: true, count: '12' })).toEqual({
      allowed: true,
      count: 12,
    });
    expect(parseCommentSummary({ allowed: 'yes', count: -1 })).toEqual({
      allowed: false,
      count: 0,
    });
    expect(parseCommentSummary(null)).toEqual({ allowed: false, count: 0 });
  });
});
