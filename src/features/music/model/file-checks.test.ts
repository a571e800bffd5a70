import { describe, expect, it } from 'vitest';
import {
  audioProblem,
  coverContentType,
  coverProblem,
  MAX_AUDIO_BYTES,
  sortFiles,
} from './file-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('audioProblem (part 2 §5)', () => {
  it('accepts MP3 by type or by a .mp3 name', () => {
    expect(audioProblem(file('a.mp3', 'audio/mpeg'))).toBeNull();
    expect(audioProblem(file('a.MP3', ''))).toBeNull();
    expect(audioProblem(file('a.bin', 'audio/mp3'))).toBeNull();
  });

  it("refuses anything else with 'Only MP3 audio files are allowed'", () => {
    expect(audioProblem(file('notes.txt', 'text/plain'))).toBe('Only MP3 audio files are allowed');
    expect(audioProblem(file('a.wav', 'audio/wav'))).toBe('Only MP3 audio files are allowed');
  });

  it("refuses files over 50 MB with 'File size must be less than 50MB'", () => {
    expect(audioProblem(file('a.mp3', 'audio/mpeg', MAX_AUDIO_BYTES))).toBeNull();
    expect(audioProblem(file('a.mp3', 'audio/mpeg', MAX_AUDIO_BYTES + 1))).toBe(
      'File size must be less than 50MB',
    );
  });

  it('refuses an empty file', () => {
    expect(audioProblem(file('a.mp3', 'audio/mpeg', 0))).toBe('The file is empty');
  });
});

describe('covers', () => {
  it('takes PNG, JPEG, WebP and GIF up to 5 MB', () => {
    expect(coverProblem(file('c.png', 'image/png'))).toBeNull();
    expect(coverContentType(file('c.jpeg', ''))).toBe('image/jpeg');
    expect(coverProblem(file('c.bmp', 'image/bmp'))).toBe(
      'Cover images must be PNG, JPEG, WebP or GIF',
    );
    expect(coverProblem(file('c.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe(
      'Cover image must be less than 5MB',
    );
  });
});

describe('sortFiles', () => {
  it('splits a batch into audio, images and the rest', () => {
    const sorted = sortFiles([
      file('a.mp3', ''),
      file('b.wav', 'audio/wav'),
      file('c.jpg', 'image/jpeg'),
      file('d.pdf', 'application/pdf'),
    ]);
    expect(sorted.audio.map((f) => f.name)).toEqual(['a.mp3', 'b.wav']);
    expect(sorted.images.map((f) => f.name)).toEqual(['c.jpg']);
    expect(sorted.other.map((f) => f.name)).toEqual(['d.pdf']);
  });
});
