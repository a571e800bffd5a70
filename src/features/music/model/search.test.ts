import { describe, expect, it } from 'vitest';
import { cleanSearchTerm, likePattern, quoteFilterValue, searchFilter } from './search';

describe('library search escaping', () => {
  it('escapes LIKE wildcards and turns * into a one-character wildcard', () => {
    expect(likePattern('rain')).toBe('%rain%');
    expect(likePattern('100%_a*b\\')).toBe('%100\\%\\_a_b\\\\%');
  });

  it('quotes filter values so commas and parentheses are data', () => {
    expect(quoteFilterValue('%a,b(c)%')).toBe('"%a,b(c)%"');
    expect(quoteFilterValue('say "hi" \\')).toBe('"say \\"hi\\" \\\\"');
  });

  it('builds the or() filter over title, artist and genre', () => {
    expect(searchFilter('  Folk  ')).toBe(
      'title.ilike."%Folk%",artist.ilike."%Folk%",genre.ilike."%Folk%"',
    );
    expect(searchFilter('a,b)')).toBe(
      'title.ilike."%a,b)%",artist.ilike."%a,b)%",genre.ilike."%a,b)%"',
    );
    expect(searchFilter('   ')).toBeNull();
  });

  it('trims, collapses spaces and caps the term', () => {
    expect(cleanSearchTerm('  a   b ')).toBe('a b');
    expect(cleanSearchTerm('x'.repeat(500))).toHaveLength(100);
  });
});
