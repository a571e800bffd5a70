import { describe, expect, it } from 'vitest';
import { isSampleVideo, parseVideo, parseVideoList, shownCreatorHash } from './video';

const row = {
  id: 'v1',
  title: 'Hello',
  video_url: 'https://cdn.example.com/a.webm',
  thumbnail_url: null,
  upload_time: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  views: '12',
  likes_count: 3,
  challenge_tag: null,
  category: 'comedy',
  creator_hash: 'abcd1234',
  is_boosted: true,
  boost_until: '2099-01-01T00:00:00Z',
};

describe('video rows', () => {
  it('reads a get_public_videos row, counts included', () => {
    expect(parseVideo(row)).toMatchObject({
      id: 'v1',
      views: 12,
      likes_count: 3,
      is_boosted: true,
      creator_hash: 'abcd1234',
    });
    expect(parseVideo(row)).not.toHaveProperty('user_id');
  });

  it("keeps the promoted mark of the feed's promoted slot only", () => {
    expect(parseVideo({ ...row, promoted: true })?.promoted).toBe(true);
    expect(parseVideo({ ...row, promoted: false })).not.toHaveProperty('promoted');
    expect(parseVideo({ ...row, promoted: 'yes' })).not.toHaveProperty('promoted');
    expect(parseVideo(row)).not.toHaveProperty('promoted');
  });

  it('reads the challenges an own video entered, from the embed or a cached row', () => {
    const embedded = {
      ...row,
      challenge_entries: [{ challenges: { title: 'Cats' } }, { challenges: null }, 'junk'],
    };
    expect(parseVideo(embedded)?.entered_challenges).toEqual(['Cats']);
    expect(parseVideo({ ...row, entered_challenges: ['Dogs', 3] })?.entered_challenges).toEqual([
      'Dogs',
    ]);
    expect(parseVideo(row)).not.toHaveProperty('entered_challenges');
  });

  it('drops rows without id, title or url and refuses a body that is not a list', () => {
    expect(parseVideoList([row, { id: 'x' }, null, 'y'])).toHaveLength(1);
    expect(() => parseVideoList({ message: 'oops' })).toThrow(TypeError);
  });

  it('marks seeded samples (no owner, /samples/ media) as built-in', () => {
    const sample = parseVideo({
      ...row,
      id: 'sample-x',
      user_id: null,
      video_url: '/samples/x.webm',
    });
    expect(sample?.owner).toBe('default');
    expect(isSampleVideo(sample!)).toBe(true);
    expect(parseVideo({ ...row, user_id: 'u1' })?.owner).toBeUndefined();
  });
});

describe('the creator a public card shows', () => {
  it('is the first 8 characters of the creator hash, and nothing for a sample or an unknown creator', () => {
    expect(shownCreatorHash({ id: 'v1', creator_hash: 'a1b2c3d4' })).toBe('a1b2c3d4');
    expect(shownCreatorHash({ id: 'v1', creator_hash: 'a1b2c3d4e5f6' })).toBe('a1b2c3d4');
    expect(shownCreatorHash({ id: 'v1', creator_hash: null })).toBeNull();
    expect(shownCreatorHash({ id: 'x', owner: 'default', creator_hash: 'a1b2c3d4' })).toBeNull();
    expect(shownCreatorHash({ id: 'sample-giggle-loop', creator_hash: 'a1b2c3d4' })).toBeNull();
  });
});
