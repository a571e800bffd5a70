import { describe, expect, it } from 'vitest';
import { randomTrackSlug, slugCandidates, slugify, slugOrFallback } from './slug';

describe('slugify (part 2 §5)', () => {
  it('lowercases, keeps letters, digits, spaces and hyphens, spaces to hyphens', () => {
    expect(slugify('My Song!')).toBe('my-song');
    expect(slugify('Raga (Live) @ 2024')).toBe('raga-live-2024');
  });

  it('collapses repeated hyphens and trims them from the edges', () => {
    expect(slugify('  --Hello   --  World--  ')).toBe('hello-world');
    expect(slugify('a_b')).toBe('ab');
  });

  it('folds accents so the slug fits the storage path alphabet', () => {
    expect(slugify('Café Déjà Vu')).toBe('cafe-deja-vu');
  });

  it('matches the database rule ^[a-z0-9]+(-[a-z0-9]+)*$ or is empty', () => {
    for (const title of ['Tabla & Sitar', '---', '日本語', 'x'.repeat(300), 'A - B - C']) {
      const slug = slugify(title);
      if (slug !== '') expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug.length).toBeLessThanOrEqual(80);
    }
    expect(slugify('日本語')).toBe('');
  });

  it('falls back to track-<random> when the title leaves nothing', () => {
    expect(slugOrFallback('!!!', 'track-abc12345')).toBe('track-abc12345');
    expect(slugOrFallback('Morning Raga', 'track-abc12345')).toBe('morning-raga');
    expect(randomTrackSlug(() => 0)).toBe('track-aaaaaaaa');
    expect(randomTrackSlug()).toMatch(/^track-[a-z0-9]{8}$/);
  });

  it('tries -2, -3, … when a slug is taken', () => {
    expect(slugCandidates('rain', 4)).toEqual(['rain', 'rain-2', 'rain-3', 'rain-4']);
  });
});
