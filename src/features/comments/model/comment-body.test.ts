import { describe, expect, it } from 'vitest';
import { commentBodyProblem } from './comment-body';
import { COMMENT_MESSAGES } from './messages';

describe('a comment as typed', () => {
  it('is fine with any non-blank text up to 1000 characters', () => {
    expect(commentBodyProblem('ha')).toBeNull();
    expect(commentBodyProblem(`  ${'x'.repeat(1000)}  `)).toBeNull();
  });

  it('is refused blank, too long, or with what the database treats as script markup', () => {
    expect(commentBodyProblem('   \n ')).toBe(COMMENT_MESSAGES.empty);
    expect(commentBodyProblem('x'.repeat(1001))).toBe(COMMENT_MESSAGES.tooLong);
    for (const unsafe of [
      '<script>alert(1)</script>',
      'see javascript:alert(1)',
      '<img onerror=x>',
    ])
      expect(commentBodyProblem(unsafe)).toBe(COMMENT_MESSAGES.markup);
    // Words that merely contain "on…" are not handlers.
    expect(commentBodyProblem('Watching this on repeat = joy')).toBeNull();
  });
});
