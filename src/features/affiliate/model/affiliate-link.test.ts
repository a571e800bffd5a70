import { describe, expect, it } from 'vitest';
import { affiliateLink } from './affiliate-link';

describe('affiliateLink', () => {
  it('is the site origin with ?ref= the affiliate code (part 2 §7)', () => {
    expect(affiliateLink('https://laughloop.example', 'ABCD2345')).toBe(
      'https://laughloop.example/?ref=ABCD2345',
    );
    expect(affiliateLink('http://127.0.0.1:4173', 'XYZ23456')).toBe(
      'http://127.0.0.1:4173/?ref=XYZ23456',
    );
  });

  it('never doubles the slash and keeps the code safe in the query', () => {
    expect(affiliateLink('https://laughloop.example/', 'ABCD2345')).toBe(
      'https://laughloop.example/?ref=ABCD2345',
    );
    expect(affiliateLink('https://laughloop.example', 'A&B=C')).toBe(
      'https://laughloop.example/?ref=A%26B%3DC',
    );
  });
});
