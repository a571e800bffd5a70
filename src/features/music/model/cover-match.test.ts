import { describe, expect, it } from 'vitest';
import { matchCovers } from './cover-match';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('matchCovers (part 2 §5)', () => {
  it("matches an image whose name contains the audio file's base name", () => {
    const audio = named('sunrise.mp3', 'rain.mp3');
    const images = named('rain-cover.jpg', 'Sunrise.PNG', 'other.png');
    const match = matchCovers(audio, images);
    expect(match.covers.map((cover) => cover?.name)).toEqual(['Sunrise.PNG', 'rain-cover.jpg']);
    expect(match.unmatched.map((image) => image.name)).toEqual(['other.png']);
  });

  it('gives an image naming two tracks to the longer base name', () => {
    const match = matchCovers(named('song.mp3', 'song-2.mp3'), named('song-2.jpg', 'song.jpg'));
    expect(match.covers.map((cover) => cover?.name)).toEqual(['song.jpg', 'song-2.jpg']);
  });

  it('keeps the first image for a track; later ones are spare', () => {
    const match = matchCovers(named('song.mp3'), named('song-a.jpg', 'song-b.jpg'));
    expect(match.covers[0]?.name).toBe('song-a.jpg');
    expect(match.spare.map((image) => image.name)).toEqual(['song-b.jpg']);
  });

  it('leaves tracks without a matching image uncovered', () => {
    expect(matchCovers(named('a.mp3'), []).covers).toEqual([undefined]);
  });
});
