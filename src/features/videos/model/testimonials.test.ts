import { describe, expect, it } from 'vitest';
import { TESTIMONIALS, TESTIMONIALS_SHOWN } from './testimonials';

describe('testimonials', () => {
  it('has 51 with unique ids, ratings of 4 or 5 and every field filled', () => {
    expect(TESTIMONIALS).toHaveLength(51);
    expect(TESTIMONIALS_SHOWN).toBe(6);
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(51);
    for (const t of TESTIMONIALS) {
      expect([4, 5]).toContain(t.rating);
      expect(t.name && t.country && t.comment).toBeTruthy();
      expect(t.image).toMatch(/^data:image\/svg\+xml,/);
      expect(Number.isNaN(Date.parse(t.date))).toBe(false);
    }
  });
});
