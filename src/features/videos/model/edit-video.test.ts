import { describe, expect, it } from 'vitest';
import {
  challengeTagOptions,
  checkEdit,
  editPermission,
  offersOwnerActions,
  thumbnailPath,
} from './edit-video';

const input = {
  title: '  New title ',
  videoUrl: ' https://cdn.example.com/a.webm ',
  challengeTag: '',
  thumbnail: null,
};

describe('edit video rules', () => {
  it('trims title and URL and maps "none" to a null tag', () => {
    expect(checkEdit(input)).toEqual({
      ok: true,
      values: {
        title: 'New title',
        video_url: 'https://cdn.example.com/a.webm',
        challenge_tag: null,
      },
    });
    const tagged = checkEdit({ ...input, challengeTag: 'Weekly Challenge #3' });
    expect(tagged.ok && tagged.values.challenge_tag).toBe('Weekly Challenge #3');
  });

  it('offers and keeps only the weekly challenge tags (design §3.15)', () => {
    expect(challengeTagOptions()).toEqual([
      'Weekly Challenge #1',
      'Weekly Challenge #2',
      'Weekly Challenge #3',
    ]);
    // Cleared on purpose, or anything that is not a challenge tag (a category): none.
    const cleared = checkEdit({ ...input, challengeTag: '' });
    expect(cleared.ok && cleared.values.challenge_tag).toBeNull();
    const category = checkEdit({ ...input, challengeTag: 'comedy' });
    expect(category.ok && category.values.challenge_tag).toBeNull();
  });

  it("refuses a blank title with 'Title is required.' and a non-image thumbnail", () => {
    expect(checkEdit({ ...input, title: '   ' })).toEqual({
      ok: false,
      field: 'title',
      message: 'Title is required.',
    });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(checkEdit({ ...input, thumbnail: text })).toMatchObject({
      ok: false,
      field: 'thumbnail',
    });
    expect(checkEdit({ ...input, videoUrl: 'javascript:alert(1)' })).toMatchObject({
      ok: false,
      field: 'videoUrl',
    });
  });

  it('gates editing: samples never, visitors and other users get the reason', () => {
    const row = { id: 'v1', user_id: 'u1', creator_hash: null };
    expect(editPermission({ id: 'sample-giggle-loop', creator_hash: null }, 'u1', null)).toBe(
      'sample',
    );
    expect(editPermission({ id: 'x', owner: 'default', creator_hash: null }, 'u1', null)).toBe(
      'sample',
    );
    expect(editPermission(row, null, null)).toBe('signed-out');
    expect(editPermission(row, 'u1', null)).toBe('owner');
    expect(editPermission(row, 'u2', null)).toBe('not-owner');
    expect(editPermission({ id: 'v2', creator_hash: 'abcd1234' }, 'u1', 'abcd1234')).toBe('owner');
    expect(editPermission({ id: 'v2', creator_hash: 'abcd1234' }, 'u2', 'ffff0000')).toBe(
      'not-owner',
    );
    // The user's own hash not computed yet: not known to be theirs.
    expect(editPermission({ id: 'v2', creator_hash: 'abcd1234' }, 'u1', null)).toBe('not-owner');
    // Neither a user id nor a creator hash: the owner is unknown and the server decides.
    expect(editPermission({ id: 'v3', creator_hash: null }, 'u1', 'abcd1234')).toBe('unknown');
  });

  it('shows Edit and Delete to owners, visitors and unknown owners, never on samples or for others', () => {
    expect(offersOwnerActions('owner')).toBe(true);
    expect(offersOwnerActions('signed-out')).toBe(true);
    expect(offersOwnerActions('unknown')).toBe(true);
    expect(offersOwnerActions('not-owner')).toBe(false);
    expect(offersOwnerActions('sample')).toBe(false);
  });

  it('stores thumbnails as PNG under the user folder', () => {
    expect(thumbnailPath('u1', 'v1', 1700000000000)).toBe('u1/v1_thumbnail_1700000000000.png');
  });
});
