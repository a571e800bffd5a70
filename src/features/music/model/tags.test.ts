import { describe, expect, it } from 'vitest';
import { formatTags, parseTags } from './tags';

describe('parseTags (part 2 §5)', () => {
  it('splits by commas, trims, drops empties', () => {
    expect(parseTags(' calm, sitar ,, ,morning ')).toEqual(['calm', 'sitar', 'morning']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });

  it('keeps spaces inside a tag', () => {
    expect(parseTags('deep focus, raga')).toEqual(['deep focus', 'raga']);
  });

  it('formats tags back for editing', () => {
    expect(formatTags(['a', 'b c'])).toBe('a, b c');
  });
});
