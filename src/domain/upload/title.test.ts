import { describe, expect, it } from 'vitest';
import { TITLE_LENGTH_MESSAGE, titleTooLong, VIDEO_TITLE_MAX_LENGTH } from './title';

describe('the video title rule', () => {
  it('takes up to the limit, counted after trimming', () => {
    expect(VIDEO_TITLE_MAX_LENGTH).toBe(100);
    expect(titleTooLong(`  ${'a'.repeat(100)}  `)).toBe(false);
    expect(titleTooLong('a'.repeat(101))).toBe(true);
  });

  it('counts an emoji as one character, as the database does', () => {
    expect(titleTooLong('😂'.repeat(100))).toBe(false);
    expect(titleTooLong('😂'.repeat(101))).toBe(true);
  });

  it('says the limit in the spec words', () => {
    expect(TITLE_LENGTH_MESSAGE).toBe('Please keep the title to 100 characters or fewer.');
  });
});
