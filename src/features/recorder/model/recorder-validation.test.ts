import { describe, expect, it } from 'vitest';
import { RECORDER_MESSAGES, validateRecordedSubmission } from './recorder-validation';

const valid = {
  hasRecording: true,
  title: 'Cat vs cucumber',
  category: 'animals',
  agreed: true,
  thumbnail: null,
  durationSeconds: 12,
};

describe('validateRecordedSubmission (part 1 §5)', () => {
  it('accepts a recording with a title, a category and the terms agreed', () => {
    expect(validateRecordedSubmission(valid)).toBeNull();
    expect(validateRecordedSubmission({ ...valid, thumbnail: { type: 'image/jpeg' } })).toBeNull();
  });

  it('needs a recording, a title and a category', () => {
    const message = 'Please record a video, provide a title, and select a category.';
    expect(validateRecordedSubmission({ ...valid, hasRecording: false })).toBe(message);
    expect(validateRecordedSubmission({ ...valid, title: '   ' })).toBe(message);
    expect(validateRecordedSubmission({ ...valid, category: '' })).toBe(message);
    expect(validateRecordedSubmission({ ...valid, category: 'cooking' })).toBe(message);
  });

  it('needs the terms agreed', () => {
    expect(validateRecordedSubmission({ ...valid, agreed: false })).toBe(
      'Please agree to the Terms, Content Rules, and Privacy Policy.',
    );
  });

  it('keeps the title to 100 characters and thumbnails to images', () => {
    expect(validateRecordedSubmission({ ...valid, title: 'x'.repeat(100) })).toBeNull();
    expect(validateRecordedSubmission({ ...valid, title: 'x'.repeat(101) })).toBe(
      RECORDER_MESSAGES.titleLength,
    );
    expect(validateRecordedSubmission({ ...valid, thumbnail: { type: 'application/pdf' } })).toBe(
      'Please choose an image file for the thumbnail.',
    );
  });

  it('refuses a take longer than 5 minutes', () => {
    expect(validateRecordedSubmission({ ...valid, durationSeconds: 300 })).toBeNull();
    expect(validateRecordedSubmission({ ...valid, durationSeconds: 320 })).toBe(
      'Videos must be 5 minutes or shorter.',
    );
  });

  it('prompts signed-out visitors to sign up', () => {
    expect(RECORDER_MESSAGES.signUp).toBe('Please sign up to record videos');
  });
});
