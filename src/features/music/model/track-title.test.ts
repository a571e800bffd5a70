import { describe, expect, it } from 'vitest';
import { baseName, defaultTitle } from './track-title';

describe('defaultTitle (part 2 §5)', () => {
  it('removes the extension, turns dashes and underscores into spaces, capitalises each word', () => {
    expect(defaultTitle('my_best-song.mp3')).toBe('My Best Song');
    expect(defaultTitle('morning raga.MP3')).toBe('Morning Raga');
  });

  it('keeps dots inside the name and only drops the last extension', () => {
    expect(defaultTitle('vol.2_track-01.mp3')).toBe('Vol.2 Track 01');
  });

  it('does not capitalise after an apostrophe and collapses spaces', () => {
    expect(defaultTitle("don't--stop__now.mp3")).toBe("Don't Stop Now");
  });

  it('gives the base name', () => {
    expect(baseName('song.one.mp3')).toBe('song.one');
    expect(baseName('noext')).toBe('noext');
  });
});
