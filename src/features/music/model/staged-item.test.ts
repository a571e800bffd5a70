import { describe, expect, it } from 'vitest';
import { createStagedItem, editItem, uploadAllProblems, type StagedItem } from './staged-item';

function item(name: string, patch: Partial<StagedItem> = {}): StagedItem {
  const file = new File(['abc'], name, { type: 'audio/mpeg' });
  return {
    ...createStagedItem({
      id: name,
      file,
      cover: null,
      coverPreview: null,
      duration: 42,
      fallbackSlug: 'track-fallback',
    }),
    ...patch,
  };
}

describe('staged items (part 2 §3)', () => {
  it('starts ready with the default title, its slug and the default genre', () => {
    const staged = item('morning_raga-live.mp3');
    expect(staged).toMatchObject({
      title: 'Morning Raga Live',
      slug: 'morning-raga-live',
      artist: '',
      genre: 'Indian Instrumental',
      size: 3,
      duration: 42,
      progress: 0,
      status: 'ready',
      error: null,
    });
  });

  it('follows the title with the slug and falls back when the title leaves nothing', () => {
    expect(editItem(item('a.mp3'), { title: 'New Name' }).slug).toBe('new-name');
    expect(editItem(item('a.mp3'), { title: '!!!' }).slug).toBe('track-fallback');
  });

  it('locks the fields while uploading', () => {
    const uploading = item('a.mp3', { status: 'uploading' });
    expect(editItem(uploading, { title: 'Other' })).toBe(uploading);
  });
});

describe('uploadAllProblems (part 2 §5)', () => {
  it('needs a login first', () => {
    expect(uploadAllProblems([item('a.mp3')], false)).toEqual(['Please log in to upload music']);
  });

  it('needs a ready track', () => {
    expect(uploadAllProblems([], true)).toEqual(['No tracks ready for upload']);
    expect(uploadAllProblems([item('a.mp3', { status: 'success' })], true)).toEqual([
      'No tracks ready for upload',
    ]);
  });

  it('needs title and artist on every ready track', () => {
    const items = [
      item('a.mp3', { artist: 'Ravi' }),
      item('b.mp3', { artist: ' ' }),
      item('c.mp3', { title: '', artist: 'X' }),
      item('d.mp3', { status: 'error' }),
    ];
    expect(uploadAllProblems(items, true)).toEqual([
      'Please fill in title and artist for b.mp3',
      'Please fill in title and artist for c.mp3',
    ]);
  });

  it('checks the database limits too', () => {
    const tags = Array.from({ length: 21 }, (_, index) => `t${index}`).join(',');
    expect(uploadAllProblems([item('a.mp3', { artist: 'A', tagsText: tags })], true)).toEqual([
      'Use at most 20 tags for a.mp3',
    ]);
    expect(
      uploadAllProblems([item('a.mp3', { artist: 'A', description: '<script>x</script>' })], true),
    ).toEqual(['Remove script markup from the details of a.mp3']);
  });
});
