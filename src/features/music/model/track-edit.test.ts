import { describe, expect, it } from 'vitest';
import { toggledStatus, type LibraryTrack } from './library-track';
import { checkTrackForm, formOf } from './track-edit';

const track: LibraryTrack = {
  id: '1',
  title: 'Rain',
  artist: 'Ravi',
  genre: 'Folk',
  duration: 60,
  fileSize: 10,
  filePath: 'audio/2026/01/rain.mp3',
  fileUrl: 'http://x/rain.mp3',
  coverImageUrl: null,
  description: '',
  tags: ['calm', 'night'],
  slug: 'rain',
  status: 'active',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('editing a library track', () => {
  it('fills the form from the track', () => {
    expect(formOf(track)).toEqual({
      title: 'Rain',
      artist: 'Ravi',
      genre: 'Folk',
      description: '',
      tagsText: 'calm, night',
    });
  });

  it('trims and parses the form into changes', () => {
    expect(
      checkTrackForm({ ...formOf(track), title: ' Rain 2 ', description: '  ', tagsText: 'a,,b ' }),
    ).toEqual({
      ok: true,
      changes: {
        title: 'Rain 2',
        artist: 'Ravi',
        genre: 'Folk',
        description: null,
        tags: ['a', 'b'],
      },
    });
  });

  it('needs title and artist', () => {
    expect(checkTrackForm({ ...formOf(track), artist: ' ' })).toEqual({
      ok: false,
      message: 'Please fill in title and artist',
    });
  });

  it('toggles active and inactive', () => {
    expect(toggledStatus('active')).toBe('inactive');
    expect(toggledStatus('inactive')).toBe('active');
    expect(toggledStatus('processing')).toBe('active');
  });
});
